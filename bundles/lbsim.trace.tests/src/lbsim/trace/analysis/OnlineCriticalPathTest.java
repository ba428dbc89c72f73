package lbsim.trace.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.file.TraceWriter;
import lbsim.trace.store.TraceStore;

/**
 * Issue 32: {@link OnlineCriticalPath}, the critical path's totals computed while the run goes, gives the figures of
 * the backward walk over the finished file ({@link CriticalPath#of}, {@link CriticalPath#totals}) to the last bit, or
 * says it cannot (null), never other figures.
 */
class OnlineCriticalPathTest {

    @TempDir
    Path dir;

    private static void assertBits(double a, double b, String what) {
        assertEquals(Double.doubleToRawLongBits(a), Double.doubleToRawLongBits(b), what + ": " + a + " against " + b);
    }

    static void assertSameTotals(CriticalPath whole, CriticalPath online, String what) {
        assertEquals(whole.size(), online.size(), what + ": segments");
        assertEquals(whole.taskCount(), online.taskCount(), what);
        assertBits(whole.runEndSeconds(), online.runEndSeconds(), what + ": run end");
        assertBits(whole.lengthSeconds(), online.lengthSeconds(), what + ": length");
        assertBits(whole.messageSeconds(), online.messageSeconds(), what + ": messages");
        assertBits(whole.waitingSeconds(), online.waitingSeconds(), what + ": waiting");
        for (int t = 0; t < whole.taskCount(); t++) {
            assertBits(whole.taskSeconds(t), online.taskSeconds(t), what + ": task " + t);
        }
    }

    /**
     * HandTraces.chain, recorded as the simulator records it (an interval when it ends, a message when it is received,
     * the one never received at the end): the figures worked out by hand in AnalysisTest, and the walk's.
     */
    @Test
    void theHandChainInRecordingOrderGivesTheHandFigures() throws IOException {
        int m = HandTraces.M;
        int a = HandTraces.A;
        int b = HandTraces.B;
        int c = HandTraces.C;
        int compute = TraceStates.COMPUTE;
        int send = TraceStates.SEND;
        int receive = TraceStates.RECEIVE;
        int blocked = TraceStates.BLOCKED;
        Path f = dir.resolve("chain.lbt");
        OnlineCriticalPath online = new OnlineCriticalPath(TraceStates.STATES);
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size(), 3, 16, true)) {
            w.alsoTo(online);
            // by end time; at one instant the interval first, then the message received then
            w.state(c, compute, 0, 0.5);
            w.state(c, send, 0.5, 0.75);
            w.state(m, compute, 0, 1);
            w.state(b, compute, 0, 1);
            w.state(m, send, 1, 1.5);
            w.state(a, blocked, 0, 2);
            w.state(a, receive, 2, 2.25);
            w.message(1, m, a, 2, 1000, 1.0, 1.5, 2.0, 2.25);
            w.state(m, compute, 1.5, 2.5);
            w.state(m, send, 2.5, 2.75);
            w.state(m, compute, 2.75, 3);
            w.state(c, blocked, 0.75, 3.5);
            w.state(c, receive, 3.5, 3.6);
            w.state(c, compute, 3.6, 4);
            w.state(a, compute, 2.25, 4);
            w.state(a, send, 4, 4.5);
            w.state(a, compute, 4.5, 5);
            w.state(b, blocked, 1, 5);
            w.state(b, receive, 5, 5.5);
            w.message(3, a, b, 3, 2000, 4.0, 4.5, 5.0, 5.5);
            w.state(b, compute, 5.5, 6);
            w.state(b, send, 6, 6.25);
            w.state(m, blocked, 3, 6.5);
            w.state(m, receive, 6.5, 7);
            w.message(4, b, m, 4, 400, 6.0, 6.25, 6.5, 7.0);
            w.state(m, compute, 7, 8);
            w.state(m, receive, 8, 8.25);
            w.message(0, c, m, 1, 100, 0.5, 0.75, 1.0, 8.25);
            w.state(m, compute, 8.25, 9);
            w.message(2, m, c, 9, 50, 2.5, 2.75, 3.5, Double.NaN); // never received: passed on at the end
            w.finish(9.5, List.of("h0", "h1", "h2", "h3"), List.of("m", "a", "b", "c"), new int[] { 0, 1, 2, 3 },
                    TraceStates.STATES);
        }
        CriticalPath p = online.result(4);
        assertNotNull(p, online.whyNot());
        // by hand (AnalysisTest): the path m [0,1] compute, m send [1,1.5], message 1 [1.5,2], a receive [2,2.25],
        // a compute [2.25,4], a send [4,4.5], message 3 [4.5,5], b receive [5,5.5], b compute [5.5,6], b send [6,6.25],
        // message 4 [6.25,6.5], m receive [6.5,7], m compute [7,8], m receive [8,8.25], m compute [8.25,9]:
        // 15 segments; m 1 + 0.5 + 0.5 + 1 + 0.25 + 0.75 = 4, a 0.25 + 1.75 + 0.5 = 2.5, b 0.5 + 0.5 + 0.25 = 1.25,
        // messages 0.5 + 0.5 + 0.25 = 1.25, length 9, no waiting
        assertEquals(15, p.size());
        assertEquals(9.0, p.runEndSeconds(), 0);
        assertEquals(9.0, p.lengthSeconds(), 1e-12);
        assertEquals(4.0, p.taskSeconds(m), 1e-12);
        assertEquals(2.5, p.taskSeconds(a), 1e-12);
        assertEquals(1.25, p.taskSeconds(b), 1e-12);
        assertEquals(0.0, p.taskSeconds(c), 0);
        assertEquals(1.25, p.messageSeconds(), 1e-12);
        assertEquals(0.0, p.waitingSeconds(), 0);
        try (TraceStore s = TraceFileStore.open(f)) {
            assertSameTotals(CriticalPath.of(s), p, "chain");
        }
    }

    /** Records not in the order the simulator makes them (a task's intervals after another's, whole): null, not a guess. */
    @Test
    void recordsOutOfTimeOrderGiveNoFiguresRatherThanWrongOnes() throws IOException {
        OnlineCriticalPath online = new OnlineCriticalPath(TraceStates.STATES);
        try (TraceStore s = HandTraces.chain().open()) {
            s.forEachState(online::state); // task by task: m's blocked interval is decided before message 4 comes
            s.forEachMessage((id, src, dst, tag, bytes, s0, s1, d, r) -> online.message(id, src, dst, tag, bytes, s0, s1, d, r));
        }
        assertNull(online.result(4));
        assertTrue(online.whyNot().matches("message \\d+ came .*"), online.whyNot());
        OnlineCriticalPath back = new OnlineCriticalPath(TraceStates.STATES);
        back.state(0, TraceStates.COMPUTE, 1, 2);
        back.state(0, TraceStates.COMPUTE, 0, 1); // earlier than the one before on the same task
        assertNull(back.result(1));
    }

    /** A self-scheduled master-slave run of the core, traced as a run traces it, analysed while it goes. */
    private Path run(long seed, int units, int slaves, double latency, OnlineCriticalPath online) throws IOException {
        return CriticalPathTotalsTest.masterSlaveTrace(dir.resolve("ms-" + seed + "-" + units + ".lbt"), seed, units, slaves,
                latency, online);
    }

    @Test
    void seededMasterSlaveRunsGiveTheWalksTotalsToTheLastBit() throws IOException {
        java.util.Random r = new java.util.Random(32);
        for (int k = 0; k < 24; k++) {
            long seed = 1 + r.nextInt(1000);
            int slaves = 1 + r.nextInt(40);
            int units = 200 + r.nextInt(3000);
            double latency = new double[] { 0, 1e-6, 50e-6, 5e-3 }[r.nextInt(4)];
            OnlineCriticalPath online = new OnlineCriticalPath(TraceStates.STATES);
            Path f = run(seed, units, slaves, latency, online);
            String what = "seed " + seed + ", " + slaves + " slaves, " + units + " units, latency " + latency;
            try (TraceStore s = TraceFileStore.open(f)) {
                CriticalPath p = online.result(s.taskCount());
                assertNotNull(p, what + ": " + online.whyNot());
                CriticalPath whole = CriticalPath.of(s, 2000);
                assertTrue(whole.size() > 20, what + ": " + whole.size() + " segments");
                assertSameTotals(whole, p, what);
                assertSameTotals(CriticalPath.totals(s, () -> false, x -> { }), p, what + " (totals)");
                assertEquals(AnalysisReport.json(whole, s, false), AnalysisReport.json(p, s, false), what);
            }
        }
    }

    /** A run long enough that the chain is cut off many times (bounded memory): still the walk's figures. */
    @Test
    void aLongRunIsCutOffAndStillExact() throws IOException {
        // a few slaves; and many, always some of them blocked in a receive not yet decided when the chain is cut
        for (int[] run : new int[][] { { 60000, 6 }, { 40000, 300 } }) {
            OnlineCriticalPath online = new OnlineCriticalPath(TraceStates.STATES);
            Path f = run(7, run[0], run[1], 50e-6, online);
            try (TraceStore s = TraceFileStore.open(f)) {
                CriticalPath p = online.result(s.taskCount());
                assertNotNull(p, online.whyNot());
                assertTrue(online.cuts >= 2, online.cuts + " cuts");
                assertSameTotals(CriticalPath.of(s), p, run[0] + " units, " + run[1] + " slaves");
            }
        }
    }
}
