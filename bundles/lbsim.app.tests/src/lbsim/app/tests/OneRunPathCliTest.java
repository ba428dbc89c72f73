package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run of an experiment and a single run go through the same code: {@code lbsim run --seed S} and replication 0
 * of {@code lbsim run --replications 2 --seed S --keep-runs} (whose first seed is S) give the same folder, file for
 * file and byte for byte, trace.lbt and the exports included. The one entry allowed to differ is summary.json's
 * "wallClock" (the real time the simulation took), which is cut out of both before comparing, and so the size of
 * summary.json that the folder's manifest lists (its other lines are compared).
 */
class OneRunPathCliTest extends CliTestBase {

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = { "ion-implantation.lbsim", "wus-nice-share.lbsim" })
    void replicationZeroOfAnExperimentIsTheSingleRunByteForByte(String example) throws Exception {
        Path single = dir.resolve("single");
        Path experiment = dir.resolve("experiment");
        List<String> common = List.of("--quiet", "--seed", "11", "--export", "csv,chrome");
        assertEquals(0, lbsim(args(example, single, common)), err.toString(StandardCharsets.UTF_8));
        assertEquals(0, lbsim(args(example, experiment, common, "--replications", "2", "--keep-runs")),
                err.toString(StandardCharsets.UTF_8));
        Path run0 = experiment.resolve("runs").resolve("p0-r0");
        List<String> files = names(single);
        assertEquals(files, names(run0), "the same files");
        assertTrue(files.contains("trace.lbt") && files.contains("summary.json") && files.contains("trace.json"), files.toString());
        for (String f : files) {
            byte[] a = Files.readAllBytes(single.resolve(f));
            byte[] b = Files.readAllBytes(run0.resolve(f));
            if (f.equals("summary.json")) {
                String sa = withoutWallClock(new String(a, StandardCharsets.UTF_8));
                String sb = withoutWallClock(new String(b, StandardCharsets.UTF_8));
                assertEquals(sa, sb, f);
            } else if (f.equals(".lbsim-manifest")) {
                assertEquals(withoutSummaryLine(new String(a, StandardCharsets.UTF_8)),
                        withoutSummaryLine(new String(b, StandardCharsets.UTF_8)), f);
            } else {
                assertArrayEquals(a, b, f + " differs");
            }
        }
    }

    private static String[] args(String example, Path out, List<String> common, String... more) {
        List<String> a = new java.util.ArrayList<>(List.of("run", example(example), "--out", out.toString()));
        a.addAll(common);
        a.addAll(List.of(more));
        return a.toArray(new String[0]);
    }

    private static List<String> names(Path folder) throws Exception {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** The manifest without the line of summary.json, whose size depends on the wall-clock time's digits. */
    private static String withoutSummaryLine(String manifest) {
        assertTrue(manifest.contains("\tsummary.json\n"), manifest);
        return manifest.replaceAll("(?m)^[0-9]+\tsummary.json\n", "");
    }

    /** summary.json without its "wallClock" entry (the last one: an object of one number). */
    private static String withoutWallClock(String json) {
        int at = json.indexOf("\"wallClock\"");
        assertTrue(at > 0, json);
        return json.substring(0, at);
    }
}
