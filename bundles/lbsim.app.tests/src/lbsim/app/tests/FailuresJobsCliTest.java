package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 28: hosts that fail by a seeded failure model give the same experiment, bit for bit, on one job and on
 * two (each run draws its failures from its own seeded streams, whatever thread runs it).
 */
class FailuresJobsCliTest extends CliTestBase {

    @TempDir
    Path tmp;

    private String[] experiment(Path out, String jobs) {
        // examples/dynamics/failures.lbsim made small: 200 units, two strategies, two MTBFs, 3 replications
        return new String[] { "run", example("dynamics/failures.lbsim"), "--out", out.toString(), "--quiet",
                "--set", "application/units=200", "--replications", "3",
                "--sweep", "application/strategy=guided,self",
                "--sweep", "platform/groups[name=nodes]/meanTimeToFailureSeconds=5,40", "--jobs", jobs };
    }

    @Test
    void failuresGiveTheSameExperimentOnOneJobAndOnTwo() throws Exception {
        Path one = tmp.resolve("one");
        Path two = tmp.resolve("two");
        assertEquals(0, lbsim(experiment(one, "1")), err.toString());
        assertEquals(0, lbsim(experiment(two, "2")), err.toString());
        for (String f : List.of("runs.csv", "points.csv")) {
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        }
        // the failures did happen: with hosts failing every 5 s on average (off 20 s), the makespans are longer
        // than with a failure every 40 s, for each strategy (200 units of 0.1 s on 8 slaves: 2.5 s without any)
        List<String> points = Files.readAllLines(one.resolve("points.csv"));
        List<String> header = List.of(points.get(0).split(","));
        int mean = header.indexOf("makespan_mean");
        int mtbf = header.indexOf("platform/groups[name=nodes]/meanTimeToFailureSeconds");
        int strategy = header.indexOf("application/strategy");
        assertTrue(mean >= 0 && mtbf >= 0 && strategy >= 0, points.get(0));
        for (String s : List.of("guided", "self")) {
            double at5 = Double.NaN;
            double at40 = Double.NaN;
            for (String line : points.subList(1, points.size())) {
                String[] c = line.split(",");
                if (c[strategy].equals(s)) {
                    if (Double.parseDouble(c[mtbf]) == 5) {
                        at5 = Double.parseDouble(c[mean]);
                    } else {
                        at40 = Double.parseDouble(c[mean]);
                    }
                }
            }
            assertTrue(at5 > at40 && at40 >= 2.5, s + ": mean makespan " + at5 + " s at MTBF 5 s, " + at40 + " s at 40 s");
        }
    }
}
