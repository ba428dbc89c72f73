package lbsim.trace.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceBuilder;
import lbsim.trace.TraceImage;
import lbsim.trace.TraceStates;
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

    /** The random intervals (task, state, start, end) written, the test's own record of them. */
    private final List<double[]> intervals = new ArrayList<>();

    /**
     * 3 hosts, 6 tasks, 3,000 random intervals (each task's back to back) and 500 messages, load steps on host 0,
     * written into memory through the trace writer; the intervals are kept in {@link #intervals}.
     */
    private TraceImage randomTrace() {
        SplittableRandom r = new SplittableRandom(7);
        TraceBuilder b = new TraceBuilder(100).run("memory", 7L);
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
            int state = r.nextInt(TraceStates.STATES.size());
            b.state(t, state, at[t], at[t] + len);
            intervals.add(new double[] { t, state, at[t], at[t] + len });
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
        TraceImage trace = randomTrace();
        Path f = dir.resolve("t.lbt");
        trace.writeTo(f);
        try (TraceStore mem = TraceStores.of(trace); TraceStore file = TraceStores.open(f)) {
            assertEquals(intervals.size(), mem.intervalCount());
            assertEquals(500, mem.messageCount());
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
            assertEquals(intervals.size(), seen.size());
            double computeSeconds = 0;
            double computeBack = 0;
            for (double[] i : intervals) {
                if (i[1] == TraceStates.COMPUTE) {
                    computeSeconds += i[3] - i[2];
                }
            }
            for (double[] s : seen) {
                if (s[1] == TraceStates.COMPUTE) {
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

    /**
     * The in-memory trace is the file a file writer writes from the same records, byte for byte: one format, so
     * a record kind the format gains is in memory too.
     */
    @Test
    void theInMemoryTraceIsTheFileTheWriterWrites() throws Exception {
        TraceWriter memory = TraceWriter.inMemory(TraceStates.STATES.size());
        Path f = dir.resolve("same.lbt");
        try (TraceWriter file = new TraceWriter(f, TraceStates.STATES.size())) {
            for (TraceWriter w : new TraceWriter[] { memory, file }) {
                w.state(0, TraceStates.COMPUTE, 0, 1.5);
                w.state(1, TraceStates.BLOCKED, 0, 2);
                w.message(0, 0, 1, 7, 100, 1.5, 1.75, 1.9, 2.25);
                w.state(1, TraceStates.RECEIVE, 2, 2.25);
                w.load(0, 0, 2);
                w.finish(3, List.of("h"), List.of("a", "b"), new int[] { 0, 0 }, TraceStates.STATES, "same", 5L);
            }
        }
        TraceImage image = memory.image("memory");
        assertArrayEquals(Files.readAllBytes(f), image.toByteArray());
        assertEquals(Files.size(f), image.byteCount());
        try (TraceStore s = image.open()) {
            assertEquals(3, s.intervalCount());
            assertEquals(TraceStates.RECEIVE, s.getStateAt(1, 2.1));
            assertEquals(2.25, s.messages(1, 7, 0, 3).received(0));
        }
        assertThrows(IllegalStateException.class, () -> TraceWriter.inMemory(5).image("unfinished"));
    }
}
