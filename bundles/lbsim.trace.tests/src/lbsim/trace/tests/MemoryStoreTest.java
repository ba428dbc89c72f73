package lbsim.trace.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.RunTrace;
import lbsim.trace.file.TraceWriter;
import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.Summary;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

/**
 * The in-memory store ({@link TraceStores#of}) answers as a store over the same trace written to a file does, and
 * what it answers is the trace it was given (counted here from the trace itself).
 */
class MemoryStoreTest {

    @TempDir
    Path dir;

    /** 3 hosts, 6 tasks, 3,000 random intervals (each task's back to back) and 500 messages, load steps on host 0. */
    private static RunTrace randomTrace() {
        SplittableRandom r = new SplittableRandom(7);
        RunTrace.Builder b = new RunTrace.Builder(100).run("memory", 7L);
        for (int h = 0; h < 3; h++) {
            b.host("h" + h);
        }
        for (int t = 0; t < 6; t++) {
            b.task("t" + t, t % 3);
        }
        double[] at = new double[6];
        for (int i = 0; i < 3000; i++) {
            int t = r.nextInt(6);
            double len = r.nextDouble() * 0.1;
            b.state(t, r.nextInt(RunTrace.STATES.size()), at[t], at[t] + len);
            at[t] += len;
        }
        for (int m = 0; m < 500; m++) {
            double s = r.nextDouble() * 50;
            b.message(r.nextInt(6), r.nextInt(6), r.nextInt(3), 1 + r.nextInt(1000), s, s + 0.01, s + 0.02, s + 0.03);
        }
        b.load(0, new double[] { 0, 10, 20 }, new double[] { 1, 3, 0 });
        return b.build();
    }

    @Test
    void theMemoryStoreAnswersAsTheFileStoreDoes() throws Exception {
        RunTrace trace = randomTrace();
        Path f = dir.resolve("t.lbt");
        TraceWriter.write(trace, f);
        try (TraceStore mem = TraceStores.of(trace); TraceStore file = TraceStores.open(f)) {
            assertEquals(trace.stateCount(), mem.intervalCount());
            assertEquals(trace.messageCount(), mem.messageCount());
            assertEquals(6, mem.taskCount());
            assertEquals("memory", mem.scenarioName());
            assertEquals(7L, mem.seed());
            for (double[] range : new double[][] { { 0, 100 }, { 3, 4.5 }, { 20, 20 } }) {
                Intervals a = mem.states(TraceStore.ANY, range[0], range[1]);
                Intervals b = file.states(TraceStore.ANY, range[0], range[1]);
                assertEquals(b.size(), a.size());
                for (int i = 0; i < a.size(); i++) {
                    assertEquals(b.task(i), a.task(i));
                    assertEquals(b.state(i), a.state(i));
                    assertEquals(b.start(i), a.start(i));
                    assertEquals(b.end(i), a.end(i));
                }
                Messages ma = mem.messages(TraceStore.ANY, TraceStore.ANY, range[0], range[1]);
                Messages mb = file.messages(TraceStore.ANY, TraceStore.ANY, range[0], range[1]);
                assertEquals(mb.size(), ma.size());
                for (int i = 0; i < ma.size(); i++) {
                    assertEquals(mb.id(i), ma.id(i));
                    assertEquals(mb.received(i), ma.received(i));
                }
                if (range[1] > range[0]) {
                    Summary sa = mem.summary(range[0], range[1], 64);
                    Summary sb = file.summary(range[0], range[1], 64);
                    for (int t = 0; t < 6; t++) {
                        for (int p = 0; p < 64; p++) {
                            for (int s = 0; s < sa.stateCount(); s++) {
                                assertEquals(sb.occupancy(t, p, s), sa.occupancy(t, p, s));
                            }
                        }
                    }
                }
            }
            // every interval comes back, as the trace holds it
            List<double[]> seen = new ArrayList<>();
            mem.forEachState((task, state, start, end) -> seen.add(new double[] { task, state, start, end }));
            assertEquals(trace.stateCount(), seen.size());
            double computeSeconds = 0;
            double computeBack = 0;
            for (int i = 0; i < trace.stateCount(); i++) {
                if (trace.state(i) == RunTrace.COMPUTE) {
                    computeSeconds += trace.stateEnd(i) - trace.stateStart(i);
                }
            }
            for (double[] s : seen) {
                if (s[1] == RunTrace.COMPUTE) {
                    computeBack += s[3] - s[2];
                }
            }
            assertEquals(computeSeconds, computeBack, 1e-9);
            assertTrue(computeSeconds > 0);
            double[] load = new double[3];
            mem.forEachLoad((h, t, v) -> load[h] += v);
            assertEquals(4, load[0]); // 1 + 3 + 0
        }
    }
}
