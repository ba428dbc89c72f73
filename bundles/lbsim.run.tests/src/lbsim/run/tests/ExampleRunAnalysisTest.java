package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.core.stats.TaskActivity;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.trace.analysis.Blocking;
import lbsim.trace.analysis.CommunicationMatrix;
import lbsim.trace.analysis.CriticalPath;
import lbsim.trace.analysis.TimeBreakdown;
import lbsim.trace.analysis.CriticalPath.Kind;
import lbsim.trace.analysis.CriticalPath.Segment;
import lbsim.trace.store.Messages;
import lbsim.trace.store.TaskBounds;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.file.TraceWriter;
import lbsim.trace.store.TraceStore;

/**
 * The analyses of a real run (the shipped ion-implantation master-slave example), checked against the
 * simulator's own per-task statistics (computed while the run went, not from the trace) and against
 * invariants of a critical path.
 */
class ExampleRunAnalysisTest {

    @TempDir
    Path dir;

    private RunOutcome run() throws Exception {
        Path f = Path.of(System.getProperty("lbsim.examples", "../../examples"), "ion-implantation.lbsim");
        return ScenarioRunner.run(ScenarioLoader.load(f), f.toString(), List.of(), null, null);
    }

    @Test
    void breakdownAndMatrixAgreeWithTheSimulatorsOwnStatistics() throws Exception {
        RunOutcome o = run();
        try (TraceStore s = open(TraceColumns.of(o), dir, "ion")) {
            TimeBreakdown b = TimeBreakdown.of(s);
            TimeBreakdown small = TimeBreakdown.of(s, 100); // many windows: the same sums
            CommunicationMatrix c = CommunicationMatrix.of(s);
            assertEquals(s.taskCount(), o.activities().size());
            for (TaskActivity a : o.activities()) {
                TimeBreakdown.Task t = b.tasks().get(a.tid());
                assertEquals(a.task(), t.name());
                assertEquals(a.computeSeconds(), t.computeSeconds(), 1e-9, a.task());
                assertEquals(a.overheadSeconds(), t.overheadSeconds(), 1e-9, a.task());
                assertEquals(a.algorithmicBlockedSeconds(), t.algorithmicSeconds(), 1e-9, a.task());
                assertEquals(a.serviceBlockedSeconds(), t.serviceSeconds(), 1e-9, a.task());
                assertEquals(t.algorithmicSeconds(), small.tasks().get(a.tid()).algorithmicSeconds(), 1e-9, a.task());
                assertEquals(t.idleSeconds(), small.tasks().get(a.tid()).idleSeconds(), 1e-9, a.task());
                assertEquals(b.runEndSeconds(), t.computeSeconds() + t.overheadSeconds() + t.blockedSeconds()
                        + t.otherSeconds() + t.idleSeconds(), 1e-9, a.task());
                long sent = 0;
                long bytes = 0;
                long received = 0;
                for (int d = 0; d < s.taskCount(); d++) {
                    sent += c.messages(a.tid(), d);
                    bytes += c.bytes(a.tid(), d);
                    received += c.messages(d, a.tid());
                }
                assertEquals(a.messagesSent(), sent, a.task());
                assertEquals(a.bytesSent(), bytes, a.task());
                assertEquals(a.messagesReceived(), received, a.task()); // every message of this run arrives
            }
            assertTrue(b.tasks().stream().anyMatch(t -> t.serviceSeconds() > 0 && t.algorithmicSeconds() > 0));
        }
    }

    /**
     * The footer's task bounds (kept by the writer as the run went) equal the first busy start and the last end
     * found by brute force over the run's intervals, and the critical path found from them equals the one found
     * with a pass over the intervals (a store that does not show its stored bounds), on shipped examples.
     */
    @ParameterizedTest
    @ValueSource(strings = { "ion-implantation.lbsim", "pingpong-switched.lbsim", "ring-ethernet-10.lbsim",
            "ethernet-busy.lbsim", "wus-nice-share.lbsim" })
    void theStoredTaskBoundsAreTheIntervalsOwnAndGiveTheSameCriticalPath(String example) throws Exception {
        Path f = Path.of(System.getProperty("lbsim.examples", "../../examples"), example);
        TraceColumns trace = TraceColumns.of(ScenarioRunner.run(ScenarioLoader.load(f), f.toString(), List.of(), null, null));
        int n = trace.taskCount();
        double[] first = new double[n];
        double[] last = new double[n];
        java.util.Arrays.fill(first, Double.POSITIVE_INFINITY);
        java.util.Arrays.fill(last, Double.NEGATIVE_INFINITY);
        for (int i = 0; i < trace.stateCount(); i++) {
            int t = trace.stateTask(i);
            if (trace.stateEnd(i) > trace.stateStart(i)) {
                first[t] = Math.min(first[t], trace.stateStart(i));
            }
            last[t] = Math.max(last[t], trace.stateEnd(i));
        }
        try (TraceFileStore s = (TraceFileStore) open(trace, dir, "bounds")) {
            TaskBounds b = s.optTaskBounds();
            assertTrue(b != null, "the writer stores the task bounds");
            assertEquals(n, b.taskCount());
            for (int t = 0; t < n; t++) {
                assertEquals(first[t], b.firstBusyStart(t), trace.taskName(t));
                assertEquals(last[t], b.lastEnd(t), trace.taskName(t));
            }
            TraceStore passOnly = (TraceStore) Proxy.newProxyInstance(TraceStore.class.getClassLoader(),
                    new Class<?>[] { TraceStore.class }, (proxy, m, args) -> {
                        if (m.getName().equals("optTaskBounds")) {
                            return null; // as a file without the footer section
                        }
                        try {
                            return m.invoke(s, args);
                        } catch (java.lang.reflect.InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
            assertEquals(segments(CriticalPath.of(passOnly)), segments(CriticalPath.of(s)), example);
            assertEquals(segments(CriticalPath.of(passOnly, 50)), segments(CriticalPath.of(s, 50)),
                    example);
        }
    }

    /**
     * The time breakdown and the communication matrix of a long hand-made trace report growing progress to 1 and
     * give the same result as without; asked to stop, they end with a CancellationException after the question that said so (the IDE's
     * views cancel their jobs this way).
     */
    @Test
    void breakdownAndMatrixReportProgressAndCanBeStopped() throws Exception {
        // 20,000 rounds: a computes for 0.5 s and sends to b, which computes for 0.5 s
        TraceColumns.Builder tb = new TraceColumns.Builder(20_000);
        int h = tb.host("h");
        int a = tb.task("a", h);
        int bt = tb.task("b", h);
        for (int k = 0; k < 20_000; k++) {
            tb.state(a, 0, k, k + 0.5);
            tb.state(bt, 0, k + 0.5, k + 1);
            tb.message(a, bt, 1, 100, k + 0.5, k + 0.5, k + 0.5, k + 0.5);
        }
        try (TraceStore s = open(tb.build(), dir, "rounds")) {
            assertTrue(s.messageCount() > 3 * 4096 && s.intervalCount() > 3 * 4096, "enough records to ask often");
            List<Double> seen = new java.util.ArrayList<>();
            TimeBreakdown b = TimeBreakdown.of(s, () -> false, seen::add);
            checkGrowingToOne(seen);
            assertEquals(TimeBreakdown.of(s).tasks(), b.tasks());
            seen.clear();
            CommunicationMatrix c = CommunicationMatrix.of(s, () -> false, seen::add);
            checkGrowingToOne(seen);
            assertEquals(CommunicationMatrix.of(s).pairs(), c.pairs());
            int[] asked = { 0 };
            org.junit.jupiter.api.Assertions.assertThrows(java.util.concurrent.CancellationException.class,
                    () -> TimeBreakdown.of(s, () -> ++asked[0] >= 2, f -> { }));
            assertEquals(2, asked[0]);
            asked[0] = 0;
            org.junit.jupiter.api.Assertions.assertThrows(java.util.concurrent.CancellationException.class,
                    () -> CommunicationMatrix.of(s, () -> ++asked[0] >= 2, f -> { }));
            assertEquals(2, asked[0]);
        }
    }

    private static void checkGrowingToOne(List<Double> seen) {
        assertTrue(seen.size() > 2, "progress reported along the way: " + seen);
        for (int i = 1; i < seen.size(); i++) {
            assertTrue(seen.get(i) >= seen.get(i - 1), "growing: " + seen);
        }
        assertEquals(1.0, seen.get(seen.size() - 1));
    }

    @Test
    void criticalPathOfARealRunIsContiguousFromZeroToTheMakespan() throws Exception {
        RunOutcome o = run();
        TraceColumns trace = TraceColumns.of(o);
        try (TraceStore s = open(trace, dir, "ion")) {
            CriticalPath p = CriticalPath.of(s);
            CriticalPath windowed = CriticalPath.of(s, 64);
            assertEquals(segments(p), segments(windowed));
            double runEnd = 0;
            for (int i = 0; i < trace.stateCount(); i++) {
                runEnd = Math.max(runEnd, trace.stateEnd(i));
            }
            assertEquals(runEnd, p.runEndSeconds());
            assertTrue(p.size() > 10, "segments: " + p.size());
            assertEquals(0.0, p.segment(0).startSeconds());
            assertEquals(runEnd, p.segment(p.size() - 1).endSeconds());
            Messages all = s.messages(TraceStore.ANY, TraceStore.ANY, 0, Double.MAX_VALUE);
            int crossings = 0;
            for (int i = 0; i < p.size(); i++) {
                Segment g = p.segment(i);
                assertTrue(g.endSeconds() > g.startSeconds() || g.kind() == Kind.MESSAGE, g.toString());
                if (i > 0) {
                    Segment prev = p.segment(i - 1);
                    assertEquals(prev.endSeconds(), g.startSeconds(), "contiguous at " + i); // exactly: trace times
                    int prevTask = prev.kind() == Kind.MESSAGE ? prev.destination() : prev.task();
                    assertEquals(prevTask, g.task(), "a task changes only through a message, at " + i);
                }
                if (g.kind() == Kind.MESSAGE) {
                    crossings++;
                    int k = indexOf(all, g.messageId());
                    assertEquals(all.source(k), g.task());
                    assertEquals(all.destination(k), g.destination());
                    assertEquals(all.injected(k), g.startSeconds()); // its sender's send interval ends here
                    assertEquals(all.delivered(k), g.endSeconds()); // its receiver's receive interval starts here
                    // the interval before is the sender's send, the one after the receiver's receive
                    assertEquals(TraceStates.SEND, p.segment(i - 1).state());
                    assertEquals(TraceStates.RECEIVE, p.segment(i + 1).state());
                    // and it ended a blocked interval of the receiver
                    assertTrue(Blocking.causedBy(s, all, k).isPresent());
                } else {
                    assertEquals(Kind.STATE, g.kind(), "nothing idle in a master-slave run: " + g);
                    assertTrue(g.state() != TraceStates.BLOCKED, "every wait was ended by a message: " + g);
                }
            }
            assertTrue(crossings >= 2, "crossings: " + crossings);
            assertEquals(runEnd, p.lengthSeconds(), 1e-9);
            assertEquals(0.0, p.waitingSeconds());
            double shares = p.messageSeconds();
            for (int t = 0; t < s.taskCount(); t++) {
                shares += p.taskSeconds(t);
            }
            assertEquals(p.lengthSeconds(), shares, 1e-9);
        }
    }

    private static int indexOf(Messages m, int id) {
        for (int i = 0; i < m.size(); i++) {
            if (m.id(i) == id) {
                return i;
            }
        }
        throw new AssertionError("no message " + id);
    }

    /** Writes {@code trace} to {@code dir}/NAME.lbt with small chunks (so a query reads several) and opens it. */
    private static TraceStore open(TraceColumns trace, Path dir, String name) throws IOException {
        Path f = dir.resolve(name + ".lbt");
        try (TraceWriter w = new TraceWriter(f, trace.stateNames().size(), 3, 16, true)) {
            for (int i = 0; i < trace.stateCount(); i++) {
                w.state(trace.stateTask(i), trace.state(i), trace.stateStart(i), trace.stateEnd(i));
            }
            for (int k = 0; k < trace.messageCount(); k++) {
                w.message(k, trace.messageSource(k), trace.messageDestination(k), trace.messageTag(k), trace.messageBytes(k),
                        trace.messageSendStart(k), trace.messageInjected(k), trace.messageDelivered(k),
                        trace.messageReceived(k));
            }
            String[] hosts = new String[trace.hostCount()];
            for (int h = 0; h < hosts.length; h++) {
                hosts[h] = trace.hostName(h);
            }
            String[] tasks = new String[trace.taskCount()];
            int[] host = new int[tasks.length];
            for (int k = 0; k < tasks.length; k++) {
                tasks[k] = trace.taskName(k);
                host[k] = trace.taskHost(k);
            }
            w.finish(trace.endSeconds(), java.util.List.of(hosts), java.util.List.of(tasks), host, trace.stateNames(),
                    trace.scenarioName(), trace.seed());
        }
        return TraceFileStore.open(f);
    }

    private static List<Segment> segments(CriticalPath p) {
        List<Segment> out = new java.util.ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            out.add(p.segment(i));
        }
        return out;
    }
}
