package lbsim.trace.analysis;

import static lbsim.trace.analysis.HandTraces.A;
import static lbsim.trace.analysis.HandTraces.B;
import static lbsim.trace.analysis.HandTraces.C;
import static lbsim.trace.analysis.HandTraces.M;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.analysis.CriticalPath.Kind;
import lbsim.trace.analysis.CriticalPath.Segment;
import lbsim.trace.TraceBuilder;
import lbsim.trace.TraceStates;
import lbsim.trace.store.Messages;
import lbsim.trace.store.TraceStore;

/** The analyses of hand-made traces (HandTraces), with the expected values worked out by hand. */
class AnalysisTest {

    private static final double EPS = 1e-12;

    @TempDir
    Path dir;

    // ---- blocking (Zabel 6.3) ------------------------------------------------------------------

    @Test
    void blockedIntervalsAreSplitAtTheStartOfTheSendThatEndedThem() throws Exception {
        try (TraceStore s = HandTraces.open(HandTraces.chain(), dir, "chain")) {
            // a blocked [0, 2], ended by msg 1 (delivered 2.0, received 2.25 = end of a's receive [2, 2.25]);
            // its send started at 1.0: algorithmic 1.0 - 0 = 1, service 2 - 1 = 1
            Blocking ba = Blocking.of(s, A, 0, 2);
            assertEquals(1, ba.messageId());
            assertEquals(1.0, ba.sendStartSeconds(), EPS);
            assertEquals(1.0, ba.algorithmicSeconds(), EPS);
            assertEquals(1.0, ba.serviceSeconds(), EPS);
            assertEquals(2.0, ba.seconds(), EPS);
            // b blocked [1, 5], ended by msg 3 sent from 4.0: algorithmic 4 - 1 = 3, service 5 - 4 = 1
            Blocking bb = Blocking.of(s, B, 1, 5);
            assertEquals(3, bb.messageId());
            assertEquals(3.0, bb.algorithmicSeconds(), EPS);
            assertEquals(1.0, bb.serviceSeconds(), EPS);
            // m blocked [3, 6.5], ended by msg 4 sent from 6.0: algorithmic 3, service 0.5
            Blocking bm = Blocking.of(s, M, 3, 6.5);
            assertEquals(4, bm.messageId());
            assertEquals(3.0, bm.algorithmicSeconds(), EPS);
            assertEquals(0.5, bm.serviceSeconds(), EPS);
            // c blocked [0.75, 3.5]: msg 2 is delivered to c at 3.5, but c's receive [3.5, 3.6] is not its
            // receive (msg 2 was never received), so the time-out ended the wait: all 2.75 s algorithmic.
            // (Taking any message delivered at the end would give msg 2 and a split 1.75 / 1.0.)
            Blocking bc = Blocking.of(s, C, 0.75, 3.5);
            assertFalse(bc.endedByMessage());
            assertEquals(-1, bc.messageId());
            assertEquals(2.75, bc.algorithmicSeconds(), EPS);
            assertEquals(0.0, bc.serviceSeconds(), EPS);
        }
    }

    @Test
    void aSendThatStartedBeforeTheReceiveBlockedCausesOnlyServiceBlocking() throws Exception {
        // x sends at 0 (send [0, 0.5]); y computes [0, 1] and then blocks [1, 3] until the message arrives
        TraceBuilder t = new TraceBuilder(3.5);
        t.host("h0");
        t.host("h1");
        int x = t.task("x", 0);
        int y = t.task("y", 1);
        t.state(x, TraceStates.SEND, 0, 0.5);
        t.state(y, TraceStates.COMPUTE, 0, 1).state(y, TraceStates.BLOCKED, 1, 3).state(y, TraceStates.RECEIVE, 3, 3.5);
        t.message(x, y, 0, 10_000_000, 0, 0.5, 3, 3.5);
        try (TraceStore s = HandTraces.open(t.build(), dir, "early")) {
            Blocking b = Blocking.of(s, y, 1, 3);
            assertEquals(0, b.messageId());
            assertEquals(0.0, b.algorithmicSeconds(), EPS); // max(0, 0 - 1) = 0
            assertEquals(2.0, b.serviceSeconds(), EPS);
        }
    }

    @Test
    void theCriticalPathReportsItsProgressAndCanBeStopped() throws Exception {
        try (TraceStore s = HandTraces.open(HandTraces.chain(), dir, "chain")) {
            // a budget of one record: one window per interval, so the walk asks often
            List<Double> fractions = new java.util.ArrayList<>();
            CriticalPath p = CriticalPath.of(s, 1, () -> false, fractions::add);
            assertEquals(9.0, p.lengthSeconds(), EPS);
            assertEquals(1.0, fractions.get(fractions.size() - 1), 0.0);
            for (int i = 1; i < fractions.size(); i++) {
                assertTrue(fractions.get(i) >= fractions.get(i - 1), "progress grows: " + fractions);
            }
            assertTrue(fractions.size() > 3, "progress reported along the walk: " + fractions);
            // stopped at the third question: no path, a CancellationException
            int[] asked = { 0 };
            assertThrows(java.util.concurrent.CancellationException.class,
                    () -> CriticalPath.of(s, 1, () -> ++asked[0] >= 3, f -> { }));
            assertEquals(3, asked[0]);
        }
    }

    @Test
    void aMessageKnowsTheBlockingItCaused() throws Exception {
        try (TraceStore s = HandTraces.open(HandTraces.chain(), dir, "chain")) {
            Messages all = s.messages(TraceStore.ANY, TraceStore.ANY, 0, 10);
            assertEquals(5, all.size());
            // msg 1 ended a's blocked [0, 2]: 2 s
            Blocking b = Blocking.causedBy(s, all, 1).orElseThrow();
            assertEquals(A, b.task());
            assertEquals(0.0, b.startSeconds(), EPS);
            assertEquals(2.0, b.endSeconds(), EPS);
            assertEquals(2.0, b.seconds(), EPS);
            assertEquals(3.5, Blocking.causedBy(s, all, 4).orElseThrow().seconds(), EPS); // m [3, 6.5]
            assertTrue(Blocking.causedBy(s, all, 0).isEmpty()); // waited in m's mailbox: no blocking
            assertTrue(Blocking.causedBy(s, all, 2).isEmpty()); // delivered when c's wait timed out
        }
    }

    @Test
    void askingForABlockedIntervalThatIsNotThereNamesIt() throws Exception {
        try (TraceStore s = HandTraces.open(HandTraces.chain(), dir, "chain")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Blocking.of(s, A, 0, 2.5));
            assertEquals("task a has no blocked interval [0.0, 2.5] s", e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> Blocking.of(s, M, 0, 1)); // compute, not blocked
        }
    }

    // ---- time breakdown ---------------------------------------------------------------------------

    @Test
    void breakdownPerTaskAddsUpToTheRunEnd() throws Exception {
        try (TraceStore s = HandTraces.open(HandTraces.chain(), dir, "chain")) {
            for (long budget : new long[] { CriticalPath.WINDOW_RECORDS, 4, 1 }) { // one window, and many
                TimeBreakdown b = TimeBreakdown.of(s, budget);
                assertEquals(9.0, b.runEndSeconds(), EPS, "the last interval ends at 9 (the run at 9.5)");
                // m: compute 1 + 1 + 0.25 + 1 + 0.75 = 4; overhead sends 0.5 + 0.25, receives 0.5 + 0.25 = 1.5;
                // blocked [3, 6.5]: 3 + 0.5; idle 9 - 4 - 1.5 - 3.5 = 0
                check(b.tasks().get(M), "m", 0, 9, 4.0, 1.5, 3.0, 0.5, 0.0);
                // a: compute 1.75 + 0.5 = 2.25; overhead 0.25 + 0.5 = 0.75; blocked 1 + 1; idle after 5: 4
                check(b.tasks().get(A), "a", 0, 5, 2.25, 0.75, 1.0, 1.0, 4.0);
                // b: compute 1 + 0.5 = 1.5; overhead 0.5 + 0.25 = 0.75; blocked 3 + 1; idle after 6.25: 2.75
                check(b.tasks().get(B), "b", 0, 6.25, 1.5, 0.75, 3.0, 1.0, 2.75);
                // c: compute 0.5 + 0.4 = 0.9; overhead 0.25 + 0.1 = 0.35; blocked 2.75 (time-out); idle 9 - 4 = 5
                check(b.tasks().get(C), "c", 0, 4, 0.9, 0.35, 2.75, 0.0, 5.0);
                for (TimeBreakdown.Task t : b.tasks()) {
                    assertEquals(9.0, t.computeSeconds() + t.overheadSeconds() + t.blockedSeconds() + t.otherSeconds()
                            + t.idleSeconds(), EPS, t.name());
                }
            }
        }
    }

    /**
     * The run end, one definition for every analysis: the latest end of any interval. chain(): m's last receive ends
     * at 9 (the run's end time is 9.5); spawnAndGaps(): q's last interval ends at 3. From the file's task bounds, the
     * memory store's, and without bounds from a pass; the critical path, the breakdown and the diff agree.
     */
    @Test
    void theRunEndIsTheLatestIntervalEndForEveryAnalysis() throws Exception {
        try (TraceStore file = HandTraces.open(HandTraces.chain(), dir, "chain-end");
                TraceStore mem = lbsim.trace.store.TraceStores.of(HandTraces.chain())) {
            assertTrue(file.optTaskBounds() != null, "the writer keeps the task bounds");
            // the file store without its task bounds (as a file written without them): RunEnd makes a pass
            TraceStore noBounds = (TraceStore) java.lang.reflect.Proxy.newProxyInstance(TraceStore.class.getClassLoader(),
                    new Class<?>[] { TraceStore.class }, (proxy, method, args) -> {
                        if (method.getName().equals("optTaskBounds")) {
                            return null;
                        }
                        try {
                            return method.invoke(file, args);
                        } catch (java.lang.reflect.InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
            assertNull(noBounds.optTaskBounds());
            for (TraceStore s : new TraceStore[] { file, mem, noBounds }) {
                assertEquals(9.0, RunEnd.seconds(s));
                assertEquals(9.0, CriticalPath.of(s).runEndSeconds());
                assertEquals(9.0, TimeBreakdown.of(s).runEndSeconds());
                assertEquals(9.0, RunDiff.of(s, s).runEndA());
            }
        }
        try (TraceStore s = HandTraces.open(HandTraces.spawnAndGaps(), dir, "spawn-end")) {
            assertEquals(3.0, RunEnd.seconds(s));
        }
    }

    @Test
    void idleCountsTimeBeforeTheFirstIntervalAndInGaps() throws Exception {
        try (TraceStore s = HandTraces.open(HandTraces.spawnAndGaps(), dir, "spawn")) {
            for (long budget : new long[] { CriticalPath.WINDOW_RECORDS, 2 }) {
                TimeBreakdown b = TimeBreakdown.of(s, budget);
                assertEquals(3.0, b.runEndSeconds(), EPS);
                check(b.tasks().get(0), "p", 0, 1, 0.75, 0.25, 0, 0, 2.0);
                // q: compute 1 + 0.5; receive 0.1; timed-out wait 0.5 all algorithmic; idle [0, 0.5] + [2.1, 2.5] = 0.9
                check(b.tasks().get(1), "q", 0.5, 3, 1.5, 0.1, 0.5, 0, 0.9);
                check(b.tasks().get(2), "r", 1, 2, 1.0, 0, 0, 0, 2.0);
            }
        }
    }

    private static void check(TimeBreakdown.Task t, String name, double start, double end, double compute, double overhead,
            double algorithmic, double service, double idle) {
        assertEquals(name, t.name());
        assertEquals(start, t.startSeconds(), EPS, name + " start");
        assertEquals(end, t.endSeconds(), EPS, name + " end");
        assertEquals(compute, t.computeSeconds(), EPS, name + " compute");
        assertEquals(overhead, t.overheadSeconds(), EPS, name + " overhead");
        assertEquals(algorithmic, t.algorithmicSeconds(), EPS, name + " algorithmic");
        assertEquals(service, t.serviceSeconds(), EPS, name + " service");
        assertEquals(0, t.otherSeconds(), EPS, name + " other");
        assertEquals(idle, t.idleSeconds(), EPS, name + " idle");
    }

    // ---- communication matrix ---------------------------------------------------------------------

    @Test
    void matrixCountsMessagesAndBytesPerPair() throws Exception {
        try (TraceStore s = HandTraces.open(HandTraces.chain(), dir, "chain")) {
            CommunicationMatrix c = CommunicationMatrix.of(s);
            assertEquals(List.of(new CommunicationMatrix.Pair(M, A, 1, 1000), new CommunicationMatrix.Pair(M, C, 1, 50),
                    new CommunicationMatrix.Pair(A, B, 1, 2000), new CommunicationMatrix.Pair(B, M, 1, 400),
                    new CommunicationMatrix.Pair(C, M, 1, 100)), c.pairs());
            assertEquals(1, c.messages(M, C)); // counted though never received
            assertEquals(0, c.messages(A, M));
            assertEquals(0, c.bytes(C, A));
            assertEquals(2000, c.maxBytes());
        }
    }

    // ---- critical path ----------------------------------------------------------------------------

    @Test
    void criticalPathFollowsTheMessagesThatEndedBlockedIntervals() throws Exception {
        try (TraceStore s = HandTraces.open(HandTraces.chain(), dir, "chain")) {
            // Backward from m at 9 (the last end): m's intervals back to its blocked [3, 6.5], which msg 4
            // ended -> b at 6.25; b back to its blocked [1, 5], ended by msg 3 -> a at 4.5; a back to its
            // blocked [0, 2], ended by msg 1 -> m at 1.5; m back to 0. c never matters.
            List<Segment> expected = List.of(
                    state(M, TraceStates.COMPUTE, 0, 1), state(M, TraceStates.SEND, 1, 1.5), message(M, A, 1, 1.5, 2),
                    state(A, TraceStates.RECEIVE, 2, 2.25), state(A, TraceStates.COMPUTE, 2.25, 4), state(A, TraceStates.SEND, 4, 4.5),
                    message(A, B, 3, 4.5, 5), state(B, TraceStates.RECEIVE, 5, 5.5), state(B, TraceStates.COMPUTE, 5.5, 6),
                    state(B, TraceStates.SEND, 6, 6.25), message(B, M, 4, 6.25, 6.5), state(M, TraceStates.RECEIVE, 6.5, 7),
                    state(M, TraceStates.COMPUTE, 7, 8), state(M, TraceStates.RECEIVE, 8, 8.25), state(M, TraceStates.COMPUTE, 8.25, 9));
            for (long budget : new long[] { CriticalPath.WINDOW_RECORDS, 4, 1 }) {
                CriticalPath p = CriticalPath.of(s, budget);
                assertEquals(expected, segments(p), "budget " + budget);
                assertEquals(9.0, p.runEndSeconds(), EPS);
                assertEquals(9.0, p.lengthSeconds(), EPS);
                // m: 1 + 0.5 + 0.5 + 1 + 0.25 + 0.75 = 4; a: 0.25 + 1.75 + 0.5 = 2.5; b: 0.5 + 0.5 + 0.25 = 1.25;
                // messages 0.5 + 0.5 + 0.25 = 1.25; 4 + 2.5 + 1.25 + 1.25 = 9
                assertEquals(4.0, p.taskSeconds(M), EPS);
                assertEquals(2.5, p.taskSeconds(A), EPS);
                assertEquals(1.25, p.taskSeconds(B), EPS);
                assertEquals(0.0, p.taskSeconds(C), EPS);
                assertEquals(1.25, p.messageSeconds(), EPS);
                assertEquals(0.0, p.waitingSeconds(), EPS);
                assertEquals(4.0 / 9, p.taskFraction(M), EPS);
                assertTrue(p.hasMessage(3));
                assertFalse(p.hasMessage(0));
                // segment 6 is msg 3 [4.5, 5], segment 7 b's receive [5, 5.5]
                assertEquals(6, p.indexAt(4.75));
                assertEquals(7, p.indexAt(5.0));
                assertEquals(0, p.indexAt(-1));
                assertEquals(0, p.indexAt(0));
                assertEquals(14, p.indexAt(9));
                assertEquals(14, p.indexAt(100));
            }
        }
    }

    @Test
    void criticalPathCrossesToTheSpawningTaskAndKeepsUnexplainedWaiting() throws Exception {
        try (TraceStore s = HandTraces.open(HandTraces.spawnAndGaps(), dir, "spawn")) {
            // q ends last (3). Back: compute [2.5, 3], nothing [2.1, 2.5], receive [2, 2.1], the timed-out
            // wait [1.5, 2] (no message to follow), compute [0.5, 1.5]; q's first interval starts where p's
            // spawn [0.25, 0.5] ends, so on to p: spawn, compute [0, 0.25]. r runs beside the path.
            int p = 0;
            int q = 1;
            List<Segment> expected = List.of(state(p, TraceStates.COMPUTE, 0, 0.25), state(p, TraceStates.SPAWN, 0.25, 0.5),
                    state(q, TraceStates.COMPUTE, 0.5, 1.5), state(q, TraceStates.BLOCKED, 1.5, 2), state(q, TraceStates.RECEIVE, 2, 2.1),
                    new Segment(Kind.IDLE, q, -1, 2.1, 2.5, -1, -1), state(q, TraceStates.COMPUTE, 2.5, 3));
            for (long budget : new long[] { CriticalPath.WINDOW_RECORDS, 2, 1 }) {
                CriticalPath c = CriticalPath.of(s, budget);
                assertEquals(expected, segments(c), "budget " + budget);
                assertEquals(3.0, c.lengthSeconds(), EPS);
                assertEquals(0.5 + 0.4, c.waitingSeconds(), EPS); // the timed-out wait and the gap
                assertEquals(0.5, c.taskSeconds(p), EPS);
                assertEquals(2.5, c.taskSeconds(q), EPS);
                assertEquals(0.0, c.taskSeconds(2), EPS);
            }
        }
    }

    @Test
    void aTaskThatStartsLateWithoutASpawnStartsThePathWithIdleTime() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.host("h");
        int x = t.task("x", 0);
        t.state(x, TraceStates.COMPUTE, 0.5, 2);
        try (TraceStore s = HandTraces.open(t.build(), dir, "late")) {
            CriticalPath c = CriticalPath.of(s);
            assertEquals(List.of(new Segment(Kind.IDLE, x, -1, 0, 0.5, -1, -1), state(x, TraceStates.COMPUTE, 0.5, 2)),
                    segments(c));
            assertEquals(0.5, c.waitingSeconds(), EPS);
        }
    }

    @Test
    void aTraceWithoutIntervalsHasAnEmptyPath() throws Exception {
        TraceBuilder t = new TraceBuilder(1);
        t.host("h");
        t.task("x", 0);
        try (TraceStore s = HandTraces.open(t.build(), dir, "empty")) {
            CriticalPath c = CriticalPath.of(s);
            assertEquals(0, c.size());
            assertEquals(-1, c.indexAt(0));
            assertFalse(c.hasMessage(0));
            assertEquals(0.0, c.lengthSeconds(), EPS);
            assertEquals(0.0, c.taskFraction(0), EPS);
            assertEquals(0.0, TimeBreakdown.of(s).tasks().get(0).idleSeconds(), EPS);
        }
    }

    static List<Segment> segments(CriticalPath p) {
        List<Segment> out = new java.util.ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            out.add(p.segment(i));
        }
        return out;
    }

    private static Segment state(int task, int state, double start, double end) {
        return new Segment(Kind.STATE, task, -1, start, end, state, -1);
    }

    private static Segment message(int from, int to, int id, double injected, double delivered) {
        return new Segment(Kind.MESSAGE, from, to, injected, delivered, -1, id);
    }
}
