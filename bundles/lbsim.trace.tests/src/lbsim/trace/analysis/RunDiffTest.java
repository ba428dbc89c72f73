package lbsim.trace.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.TraceFormatException;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.file.TraceWriter;

/**
 * {@link RunDiff} of two hand-made runs, worked out by hand below. Run A (states in TraceStates.STATES order:
 * compute 0, send 1, receive 2, blocked 3, spawn 4):
 * <pre>
 * master (h0): send [0, 1], blocked [1, 9]
 * w1     (h1): compute [1, 4], send [4, 4.5], compute [4.5, 7]
 * w2     (h1): blocked [0, 2], compute [2, 8]
 * old    (h0): compute [0, 3]
 * idle   (h0): no interval
 * </pre>
 * Run B (its own state order: blocked 0, compute 1, send 2, steal 3; tasks in another order):
 * <pre>
 * w2     (h0): blocked [0, 1], compute [1, 6], steal [6, 6.25]
 * master (h0): send [0, 0.5], blocked [0.5, 6]
 * w1     (h1): compute [0.5, 3], compute [3, 5.5]
 * new    (h1): compute [0, 2]
 * idle   (h1): compute [0, 1]
 * </pre>
 * Run ends: A 9 (master's last end), B 6.25 (w2's), B - A = -2.75. Compared states: A's five, then steal.
 * <ul>
 * <li>master: end 9 -> 6 (-3); send 0.5 - 1 = -0.5; blocked 5.5 - 8 = -2.5; others 0.</li>
 * <li>w1: end 7 -> 5.5 (-1.5); compute (2.5 + 2.5) - (3 + 2.5) = -0.5; send 0 - 0.5 = -0.5.</li>
 * <li>w2: end 8 -> 6.25 (-1.75); blocked 1 - 2 = -1; compute 5 - 6 = -1; steal 0.25 - 0 = +0.25.</li>
 * <li>idle: no end in A (NaN), 1 in B; compute +1.</li>
 * <li>only in A: old; only in B: new.</li>
 * </ul>
 * (All values are sums of binary fractions, so exact.)
 */
class RunDiffTest {

    static final int COMPUTE = TraceStates.COMPUTE;
    static final int SEND = TraceStates.SEND;
    static final int BLOCKED = TraceStates.BLOCKED;

    /** Writes run A into {@code dir}/a/trace.lbt. */
    static Path runA(Path dir) throws IOException {
        Path f = Files.createDirectories(dir.resolve("a")).resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            w.state(0, SEND, 0, 1);
            w.state(2, BLOCKED, 0, 2);
            w.state(3, COMPUTE, 0, 3);
            w.state(1, COMPUTE, 1, 4);
            w.state(1, SEND, 4, 4.5);
            w.state(1, COMPUTE, 4.5, 7);
            w.state(2, COMPUTE, 2, 8);
            w.state(0, BLOCKED, 1, 9);
            w.finish(9, List.of("h0", "h1"), List.of("master", "w1", "w2", "old", "idle"), new int[] { 0, 1, 1, 0, 0 },
                    TraceStates.STATES, "diff-a", 1L);
        }
        return f;
    }

    /** Writes run B into {@code dir}/b/trace.lbt. */
    static Path runB(Path dir) throws IOException {
        Path f = Files.createDirectories(dir.resolve("b")).resolve("trace.lbt");
        // states: 0 blocked, 1 compute, 2 send, 3 steal; tasks: 0 w2, 1 master, 2 w1, 3 new, 4 idle
        try (TraceWriter w = new TraceWriter(f, 4)) {
            w.state(2, 1, 0.5, 3);
            w.state(0, 0, 0, 1);
            w.state(1, 2, 0, 0.5);
            w.state(3, 1, 0, 2);
            w.state(4, 1, 0, 1);
            w.state(2, 1, 3, 5.5);
            w.state(0, 1, 1, 6);
            w.state(1, 0, 0.5, 6);
            w.state(0, 3, 6, 6.25);
            w.finish(6.25, List.of("h0", "h1"), List.of("w2", "master", "w1", "new", "idle"), new int[] { 0, 0, 1, 1, 1 },
                    List.of("blocked", "compute", "send", "steal"), "diff-b", 2L);
        }
        return f;
    }

    @Test
    void differencesOfTwoHandMadeRuns(@TempDir Path dir) throws IOException {
        RunDiff d;
        try (TraceFileStore a = TraceFileStore.open(runA(dir)); TraceFileStore b = TraceFileStore.open(runB(dir))) {
            d = RunDiff.of(a, b);
        }
        assertEquals(List.of("compute", "send", "receive", "blocked", "spawn", "steal"), d.stateNames());
        assertEquals(9.0, d.runEndA());
        assertEquals(6.25, d.runEndB());
        assertEquals(-2.75, d.runEndDelta());
        assertEquals(List.of("master", "w1", "w2", "idle"), d.tasks().stream().map(RunDiff.TaskDiff::task).toList());
        assertEquals(List.of("old"), d.onlyInA());
        assertEquals(List.of("new"), d.onlyInB());

        int compute = d.stateIndex("compute");
        int send = d.stateIndex("send");
        int receive = d.stateIndex("receive");
        int blocked = d.stateIndex("blocked");
        int steal = d.stateIndex("steal");

        RunDiff.TaskDiff master = d.task("master");
        assertEquals(9.0, master.endA());
        assertEquals(6.0, master.endB());
        assertEquals(-3.0, master.endDelta());
        assertEquals(-0.5, master.stateDelta(send));
        assertEquals(-2.5, master.stateDelta(blocked));
        assertEquals(0.0, master.stateDelta(compute));
        assertEquals(0.0, master.stateDelta(steal));

        RunDiff.TaskDiff w1 = d.task("w1");
        assertEquals(-1.5, w1.endDelta());
        assertEquals(5.5, w1.secondsA()[compute]);
        assertEquals(5.0, w1.secondsB()[compute]);
        assertEquals(-0.5, w1.stateDelta(compute));
        assertEquals(-0.5, w1.stateDelta(send));
        assertEquals(0.0, w1.stateDelta(receive));

        RunDiff.TaskDiff w2 = d.task("w2");
        assertEquals(8.0, w2.endA());
        assertEquals(6.25, w2.endB());
        assertEquals(-1.75, w2.endDelta());
        assertEquals(-1.0, w2.stateDelta(blocked));
        assertEquals(-1.0, w2.stateDelta(compute));
        assertEquals(0.25, w2.stateDelta(steal));

        RunDiff.TaskDiff idle = d.task("idle");
        assertTrue(Double.isNaN(idle.endA()));
        assertEquals(1.0, idle.endB());
        assertTrue(Double.isNaN(idle.endDelta()));
        assertEquals(1.0, idle.stateDelta(compute));
    }

    @Test
    void theTableHasOneLinePerTaskAndTheUnmatchedOnes(@TempDir Path dir) throws IOException {
        String table;
        try (TraceFileStore a = TraceFileStore.open(runA(dir)); TraceFileStore b = TraceFileStore.open(runB(dir))) {
            table = RunDiff.of(a, b).table("a", "b");
        }
        List<String> lines = table.lines().toList();
        assertEquals("A: a", lines.get(0));
        assertEquals("B: b", lines.get(1));
        assertEquals("run end A 9.000000 s, B 6.250000 s, B - A -2.750000 s", lines.get(2));
        assertTrue(lines.get(3).startsWith("task "), lines.get(3));
        // master: end 9 -> 6, d end -3; d compute 0, d send -0.5, d receive 0, d blocked -2.5, d spawn 0, d steal 0
        assertEquals(List.of("master", "9.000000", "6.000000", "-3.000000", "+0.000000", "-0.500000", "+0.000000",
                "-2.500000", "+0.000000", "+0.000000"), List.of(lines.get(4).trim().split(" +")));
        assertEquals(List.of("idle", "-", "1.000000", "-", "+1.000000", "+0.000000", "+0.000000", "+0.000000",
                "+0.000000", "+0.000000"), List.of(lines.get(7).trim().split(" +")));
        assertEquals("only in A: old", lines.get(8));
        assertEquals("only in B: new", lines.get(9));
        assertEquals(10, lines.size());
    }

    @Test
    void aRunComparedWithItselfHasNoDifferences(@TempDir Path dir) throws IOException {
        Path f = runA(dir);
        try (TraceFileStore a = TraceFileStore.open(f); TraceFileStore b = TraceFileStore.open(f)) {
            RunDiff d = RunDiff.of(a, b);
            assertEquals(0.0, d.runEndDelta());
            for (RunDiff.TaskDiff t : d.tasks()) {
                for (int s = 0; s < d.stateNames().size(); s++) {
                    assertEquals(0.0, t.stateDelta(s), t.task());
                }
            }
            assertEquals(0.0, d.task("master").endDelta());
            assertEquals(List.of(), d.onlyInA());
        }
    }

    @Test
    void aDamagedTraceIsNamed(@TempDir Path dir) throws IOException {
        Path a = runA(dir);
        Path b = runB(dir);
        byte[] bytes = Files.readAllBytes(b);
        bytes[55] ^= 0x55; // inside the first chunk's compressed body (header 20 bytes, chunk head 33)
        Files.write(b, bytes);
        try (TraceFileStore sa = TraceFileStore.open(a); TraceFileStore sb = TraceFileStore.open(b)) {
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> RunDiff.of(sa, sb));
            assertNotNull(e.getMessage());
            assertTrue(e.getMessage().contains("trace.lbt"), e.getMessage());
        }
    }
}
