package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.app.Cli;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;

/**
 * {@code lbsim diff RESULT_A RESULT_B} on two hand-made traces. A: master send [0, 1], blocked [1, 4]; worker
 * compute [0, 3]. B: master send [0, 0.5], blocked [0.5, 2.5]; worker compute [0, 2.5]. So run ends 4 and 2.5
 * (-1.5); master end 4 -> 2.5 (-1.5), send -0.5, blocked 2 - 3 = -1; worker end 3 -> 2.5 (-0.5), compute -0.5.
 */
class DiffCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private Path run(String name, double send, double end, double workerEnd) throws IOException {
        Path folder = Files.createDirectories(dir.resolve(name));
        try (TraceWriter w = new TraceWriter(folder.resolve("trace.lbt"), TraceStates.STATES.size())) {
            w.state(0, TraceStates.SEND, 0, send);
            w.state(1, TraceStates.COMPUTE, 0, workerEnd);
            w.state(0, TraceStates.BLOCKED, send, end);
            w.finish(end, List.of("h0"), List.of("master", "worker"), new int[] { 0, 0 }, TraceStates.STATES, "two-" + name,
                    7L);
        }
        return folder;
    }

    @Test
    void printsTheDifferencesOfTwoRuns() throws IOException {
        Path a = run("a", 1, 4, 3);
        Path b = run("b", 0.5, 2.5, 2.5);
        assertEquals(0, lbsim("diff", a.toString(), b.resolve("trace.lbt").toString()), err.toString());
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals("A: " + a + " (scenario two-a, seed 7)", lines.get(0));
        assertEquals("B: " + b.resolve("trace.lbt") + " (scenario two-b, seed 7)", lines.get(1));
        assertEquals("run end A 4.000000 s, B 2.500000 s, B - A -1.500000 s", lines.get(2));
        // columns: task, end A, end B, d end, then d compute, d send, d receive, d blocked, d spawn
        assertEquals(List.of("master", "4.000000", "2.500000", "-1.500000", "+0.000000", "-0.500000", "+0.000000",
                "-1.000000", "+0.000000"), List.of(lines.get(4).trim().split(" +")));
        assertEquals(List.of("worker", "3.000000", "2.500000", "-0.500000", "-0.500000", "+0.000000", "+0.000000",
                "+0.000000", "+0.000000"), List.of(lines.get(5).trim().split(" +")));
        assertEquals(6, lines.size());
        assertEquals("", err.toString());
    }

    /**
     * Two master-slave runs (a masterslave.csv beside each trace, written here: makespans 3.75 and 2.25, the master's
     * last result, before each run's end): a makespan line follows the run end line, 2.25 - 3.75 = -1.5.
     */
    @Test
    void twoMasterSlaveRunsAlsoGiveTheirMakespans() throws IOException {
        Path a = run("a", 1, 4, 3);
        Path b = run("b", 0.5, 2.5, 2.5);
        String header = "strategy,slaves,makespan_s,work_s,speedup,efficiency,load_imbalance,chunks,scheduling_messages\n";
        Files.writeString(a.resolve("masterslave.csv"), header + "self,1,3.75,3.0,0.8,0.8,0.0,3,6\n");
        Files.writeString(b.resolve("masterslave.csv"), header + "\"fixed(1, 2)\",1,2.25,2.5,1.1,1.1,0.0,2,4\n");
        assertEquals(0, lbsim("diff", a.toString(), b.resolve("trace.lbt").toString()), err.toString());
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals("run end A 4.000000 s, B 2.500000 s, B - A -1.500000 s", lines.get(2));
        assertEquals("makespan A 3.750000 s, B 2.250000 s, B - A -1.500000 s", lines.get(3));
        assertEquals(List.of("master", "4.000000", "2.500000", "-1.500000"), List.of(lines.get(5).trim().split(" +")).subList(0, 4));
        assertEquals(7, lines.size());
        // one run without a makespan: no makespan line
        Files.delete(b.resolve("masterslave.csv"));
        assertEquals(0, lbsim("diff", a.toString(), b.toString()), err.toString());
        assertEquals(6, out.toString(StandardCharsets.UTF_8).lines().count());
    }

    @Test
    void aMissingFolderIsBadInputInOneLine() throws IOException {
        Path a = run("a", 1, 4, 3);
        Path missing = dir.resolve("nothing-here");
        assertEquals(Cli.BAD_INPUT, lbsim("diff", a.toString(), missing.toString()));
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(1, lines.size(), err.toString());
        assertTrue(lines.get(0).startsWith("lbsim: " + missing), lines.get(0));
        assertEquals("", out.toString());
    }

    @Test
    void aFolderWithoutTraceAndAForeignFileAreBadInput() throws IOException {
        Path a = run("a", 1, 4, 3);
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertEquals(Cli.BAD_INPUT, lbsim("diff", empty.toString(), a.toString()));
        assertEquals(1, err.toString().lines().count(), err.toString());
        assertTrue(err.toString().contains("no trace.lbt"), err.toString());

        Path notes = Files.writeString(dir.resolve("notes.txt"), "not a trace, but long enough to have a header");
        assertEquals(Cli.BAD_INPUT, lbsim("diff", a.toString(), notes.toString()));
        assertEquals(1, err.toString().lines().count(), err.toString());
        assertTrue(err.toString().contains("notes.txt: not an lbsim trace file"), err.toString());
    }

    @Test
    void oneArgumentIsAUsageError() {
        assertEquals(Cli.BAD_INPUT, lbsim("diff", "only-one"));
        assertTrue(err.toString().contains("usage: lbsim diff RESULT_A RESULT_B"), err.toString());
    }
}
