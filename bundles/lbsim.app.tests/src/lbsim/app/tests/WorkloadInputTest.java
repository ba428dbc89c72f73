package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Scenarios with WUS workload sources through the command line: the shipped example runs the same
 * twice, and each kind of bad workload input is one line naming file and line (or object and rule),
 * exit code 2, and no result folder.
 */
class WorkloadInputTest extends CliTestBase {

    @TempDir
    Path dir;

    private List<String> errLines() {
        String e = err.toString(StandardCharsets.UTF_8);
        return e.isEmpty() ? List.of() : List.of(e.split("\n"));
    }

    private static Path examples() {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"));
    }

    /** A scenario in dir with one Poisson-loaded host and the given extra workload element and files. */
    private Path scenario(String workload) throws IOException {
        Path f = dir.resolve("s.lbsim");
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="s">
                  <platform>
                    <hosts name="ws1"/>
                  </platform>
                  %s
                  <application xsi:type="lbsim:ObservedTaskApplication">
                    <tasks name="obs" host="ws1" workSeconds="100"/>
                  </application>
                  <run seed="3" endTimeSeconds="10000"/>
                </lbsim:Scenario>
                """.formatted(workload));
        return f;
    }

    private void assertRejected(Path scenario, String... fragments) {
        Path res = dir.resolve("res");
        assertEquals(2, lbsim("run", scenario.toString(), "--out", res.toString()), errLines().toString());
        List<String> lines = errLines();
        assertEquals(1, lines.size(), lines.toString());
        for (String f : fragments) {
            assertTrue(lines.get(0).contains(f), "'" + f + "' missing in: " + lines.get(0));
        }
        assertFalse(Files.exists(res));
        assertEquals(2, lbsim("validate", scenario.toString()), "validate finds it too");
    }

    @Test
    void theOfficeExampleRunsAndRepeatsItself() throws IOException {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        String example = examples().resolve("wus-office-day.lbsim").toString();
        assertEquals(0, lbsim("run", example, "--out", a.toString()), errLines().toString());
        String printed = out.toString(StandardCharsets.UTF_8);
        assertTrue(printed.contains("workload student:") && printed.contains("workload recorded:"), printed);
        assertEquals(0, lbsim("run", example, "--out", b.toString(), "--quiet"));
        for (String f : new String[] { "tasks.csv", "hosts.csv", "shares.csv" }) {
            assertEquals(Files.readString(a.resolve(f)), Files.readString(b.resolve(f)), f);
        }
        assertEquals(0, lbsim("validate", example));
    }

    @Test
    void aRateFileWithANegativeRate() throws IOException {
        Files.writeString(dir.resolve("rates.csv"), "time_s,rate_per_s\n0,0.5\n# dip\n3600,-2\n");
        assertRejected(scenario("<workloads xsi:type=\"lbsim:VaryingRateLoad\" name=\"day\" host=\"ws1\" rateFile=\"rates.csv\"/>"),
                "s.lbsim: VaryingRateLoad 'day': rateFile: rates.csv:4: ", "-2", "(rule readableRateFile)");
    }

    @Test
    void aMissingRateFile() throws IOException {
        assertRejected(scenario("<workloads xsi:type=\"lbsim:VaryingRateLoad\" name=\"day\" host=\"ws1\" rateFile=\"none.csv\"/>"),
                "VaryingRateLoad 'day': rateFile: none.csv: no such file");
    }

    @Test
    void aTraceWithTimesOutOfOrder() throws IOException {
        Files.writeString(dir.resolve("t.csv"), "arrival_s,cpu_s,nice\n1,0.5,0\n5,1,0\n4,1,0\n");
        assertRejected(scenario("<workloads xsi:type=\"lbsim:TraceLoad\" name=\"tr\" host=\"ws1\" traceFile=\"t.csv\"/>"),
                "TraceLoad 'tr': traceFile: t.csv:4: ", "(rule readableTraceFile)");
    }

    @Test
    void aTraceRecordForAHostTheWorkloadDoesNotTarget() throws IOException {
        Files.writeString(dir.resolve("t.csv"), "arrival_s,cpu_s,nice,host\n1,0.5,0,ws1\n# typo:\n2,1,0,ws9\n");
        assertRejected(scenario("<workloads xsi:type=\"lbsim:TraceLoad\" name=\"tr\" host=\"ws1\" traceFile=\"t.csv\"/>"),
                "TraceLoad 'tr': traceFile: t.csv:4: host 'ws9' is not one of the hosts this trace is replayed on (ws1)",
                "(rule readableTraceFile)");
    }

    @Test
    void aGraphWhoseProbabilitiesDoNotSumToOne() throws IOException {
        assertRejected(scenario("""
                <workloads xsi:type="lbsim:UserBehaviourGraph" name="u" host="ws1">
                    <states name="edit"><transitions to="edit" probability="0.5"/><transitions to="run" probability="0.3"/></states>
                    <states name="run"><transitions to="edit" probability="1"/></states>
                  </workloads>"""),
                "UserState 'edit': transition probabilities sum to 0.8, not 1 (rule probabilitiesSumToOne)");
    }

    @Test
    void anUnknownDistributionName() throws IOException {
        assertRejected(scenario("<workloads xsi:type=\"lbsim:PoissonLoad\" name=\"p\" host=\"ws1\" demand=\"gamma(2, 3)\"/>"),
                "PoissonLoad 'p': demand: unknown distribution 'gamma'", "(rule validDistribution)");
    }

    @Test
    void aDistributionCanBeSetFromTheCommandLine() throws IOException {
        Path s = scenario("<workloads xsi:type=\"lbsim:PoissonLoad\" name=\"p\" host=\"ws1\" ratePerSecond=\"0.5\"/>");
        Path res = dir.resolve("res");
        assertEquals(0, lbsim("run", s.toString(), "--out", res.toString(), "--set", "workloads[0]/demand=constant(1.2)"),
                errLines().toString());
        assertEquals(2, lbsim("run", s.toString(), "--out", res.toString(), "--set", "workloads[0]/demand=exponential(mean=-1)"));
        assertTrue(errLines().get(0).contains("exponential: mean must be > 0"), errLines().toString());
    }

    /**
     * A broken model rule and a bad input file are reported together, in one round, by run and by validate:
     * the user fixes both at once instead of finding the second after fixing the first.
     */
    @Test
    void aModelRuleAndABadInputFileAreBothReported() throws IOException {
        Path f = scenario("<workloads xsi:type=\"lbsim:TraceLoad\" name=\"tr\" host=\"ws1\" traceFile=\"missing.csv\"/>");
        Files.writeString(f, Files.readString(f).replace("<hosts name=\"ws1\"/>", "<hosts name=\"ws1\" speed=\"-1.0\"/>"));
        Path res = dir.resolve("res");
        for (String command : new String[] { "run", "validate" }) {
            int code = command.equals("run") ? lbsim("run", f.toString(), "--out", res.toString()) : lbsim("validate", f.toString());
            assertEquals(2, code, command + ": " + errLines());
            List<String> lines = errLines();
            assertEquals(2, lines.size(), command + ": " + lines);
            assertTrue(lines.get(0).contains("Host 'ws1'") && lines.get(0).contains("(rule positiveSpeed)"), lines.get(0));
            assertTrue(lines.get(1).contains("TraceLoad 'tr': traceFile: ") && lines.get(1).contains("missing.csv")
                    && lines.get(1).endsWith("(rule readableTraceFile)"), lines.get(1));
            assertFalse(Files.exists(res));
        }
    }
}
