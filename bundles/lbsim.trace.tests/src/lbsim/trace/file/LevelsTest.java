package lbsim.trace.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import lbsim.trace.TraceFormatException;
import lbsim.trace.store.Summary;
import lbsim.trace.store.TraceStore;

/**
 * Issue 32 item 2: the summary level of format version 3 (a task's intervals until its bins take less room, then
 * the run of its non-empty bins) gives the same summaries, float for float, as the level of version 2 (all bins of
 * every task), which a {@link TraceWriter#legacy} writer still writes from the same records; and it costs in
 * proportion to what the run records.
 */
class LevelsTest {

    private static final List<String> STATES = List.of("compute", "send", "receive", "blocked", "spawn");

    /** One trace's records, written the same way to any writer. */
    private record Records(int tasks, List<double[]> intervals, List<double[]> messages, double end) {

        byte[] write(TraceWriter w) throws IOException {
            for (double[] r : intervals) {
                w.state((int) r[0], (int) r[1], r[2], r[3]);
            }
            int id = 0;
            for (double[] m : messages) {
                w.message(id++, (int) m[0], (int) m[1], 0, 64, m[2], m[3], m[4], m[5]);
            }
            List<String> names = new ArrayList<>();
            for (int t = 0; t < tasks; t++) {
                names.add("t" + t);
            }
            w.finish(end, List.of("h"), names, new int[tasks], STATES);
            return w.image("test").toByteArray();
        }
    }

    /**
     * A run of {@code tasks} tasks, each a chain of intervals in random states with random gaps, some tasks busy
     * (thousands of intervals: they get bins), most with few (they keep intervals); times up to {@code span} s, so the
     * level folds many times; messages between random tasks.
     */
    private static Records random(long seed, int tasks, double span, int busy, int messages) {
        Random r = new Random(seed);
        List<List<double[]>> perTask = new ArrayList<>();
        for (int t = 0; t < tasks; t++) {
            List<double[]> l = new ArrayList<>();
            int n = t < busy ? 3000 + r.nextInt(3000) : r.nextInt(12);
            double mean = span / Math.max(1, n) / 2;
            double now = r.nextDouble() * mean;
            for (int i = 0; i < n && now < span; i++) {
                double len = r.nextInt(10) == 0 ? 0 : r.nextDouble() * mean * (r.nextInt(20) == 0 ? 30 : 1);
                double end = Math.min(span, now + len);
                l.add(new double[] { t, r.nextInt(STATES.size()), now, end });
                now = end + (r.nextBoolean() ? 0 : r.nextDouble() * mean);
            }
            perTask.add(l);
        }
        // in the order they ended, across tasks (as a run writes them)
        List<double[]> all = new ArrayList<>();
        perTask.forEach(all::addAll);
        all.sort((a, b) -> Double.compare(a[3], b[3]));
        List<double[]> msgs = new ArrayList<>();
        for (int i = 0; i < messages; i++) {
            double s = r.nextDouble() * span;
            double inj = s + r.nextDouble() * 0.01;
            double del = inj + r.nextDouble() * span / 50;
            double rec = r.nextInt(5) == 0 ? Double.NaN : del + r.nextDouble();
            msgs.add(new double[] { r.nextInt(tasks), r.nextInt(tasks), s, inj, del, rec });
        }
        msgs.sort((a, b) -> Double.compare(a[4], b[4]));
        return new Records(tasks, all, msgs, span);
    }

    /** Every cell and pair of the two stores' level summaries are equal, bit for bit, over several windows and widths. */
    private static void assertSameSummaries(TraceStore old, TraceStore neu, double end) throws IOException {
        int levelSummaries = 0;
        double[][] windows = { { 0, end }, { 0, end / 3 }, { end / 7, end / 2 }, { end * 0.999, end }, { 0, end * 2 },
                { end / 2, end * 1.5 }, { 0.0001, 0.0002 }, { 0, 1 } };
        int[] widths = { 1, 7, 100, 1000, 2500 };
        for (double[] w : windows) {
            for (int width : widths) {
                Summary a = old.summary(w[0], w[1], width, 0);
                Summary b = neu.summary(w[0], w[1], width, 0);
                String at = "[" + w[0] + ", " + w[1] + "] at " + width + " px";
                assertEquals(a.exact(), b.exact(), at); // exact only for a window without events (budget 0)
                levelSummaries += a.exact() ? 0 : 1;
                for (int t = 0; t < a.taskCount(); t++) {
                    for (int p = 0; p < width; p++) {
                        for (int s = 0; s < a.stateCount(); s++) {
                            double x = a.occupancy(t, p, s);
                            double y = b.occupancy(t, p, s);
                            if (Double.doubleToRawLongBits(x) != Double.doubleToRawLongBits(y)) {
                                assertEquals(x, y, 0, "task " + t + ", pixel " + p + ", state " + s + " of " + at);
                                throw new AssertionError("-0 against 0 at task " + t + ", pixel " + p + " of " + at);
                            }
                        }
                    }
                }
                assertEquals(a.pairCount(), b.pairCount(), at);
                for (int k = 0; k < a.pairCount(); k++) {
                    assertEquals(a.pairFrom(k), b.pairFrom(k), at);
                    assertEquals(a.pairTo(k), b.pairTo(k), at);
                    assertEquals(a.pairMessages(k), b.pairMessages(k), at);
                }
            }
        }
        assertTrue(levelSummaries >= 30, levelSummaries + " summaries from the level");
    }

    private static void compare(Records rec, int bins, boolean events) throws IOException {
        byte[] old = rec.write(TraceWriter.legacy(STATES.size(), 1024, bins, events));
        byte[] neu = rec.write(TraceWriter.inMemory(STATES.size(), 1024, bins, events));
        assertEquals(TraceWriter.PREVIOUS_VERSION, java.nio.ByteBuffer.wrap(old, 8, 4).getInt());
        assertEquals(TraceWriter.VERSION, java.nio.ByteBuffer.wrap(neu, 8, 4).getInt());
        try (TraceStore a = TraceFileStore.open(old, "old"); TraceStore b = TraceFileStore.open(neu, "new")) {
            assertSameSummaries(a, b, rec.end());
        }
    }

    @Test
    void randomTracesGiveTheOldLevelsSummariesBitForBit() throws IOException {
        for (long seed = 1; seed <= 4; seed++) {
            // spans from a fraction of a second (no fold) to hours (many folds)
            double span = new double[] { 0.7, 13, 900, 12345 }[(int) (seed - 1)];
            compare(random(seed, 40, span, 3, 3000), TraceWriter.DEFAULT_LEVEL_BINS, seed % 2 == 0);
        }
        compare(random(9, 30, 77, 30, 500), 64, true); // every task past the threshold of a small level
        compare(random(10, 200, 5000, 0, 100), TraceWriter.DEFAULT_LEVEL_BINS, false); // every task sparse
    }

    /** Hand-made: the figures the level must give, worked out by hand, in both versions. */
    @Test
    void aHandMadeTraceSummarisesToHandFigures() throws IOException {
        // task 0: compute [0.25, 0.75]; task 1: send [0.5, 1.5] (the level folds once to cover 1.5 s: bins of 2^-10 s)
        Records rec = new Records(3, List.of(new double[] { 0, 0, 0.25, 0.75 }, new double[] { 1, 1, 0.5, 1.5 }),
                List.of(new double[] { 0, 1, 0.1, 0.1, 0.2, 0.3 }), 2);
        for (byte[] image : List.of(rec.write(TraceWriter.legacy(5, 1024, 2048, false)),
                rec.write(TraceWriter.inMemory(5, 1024, 2048, false)))) {
            try (TraceStore s = TraceFileStore.open(image, "hand")) {
                Summary m = s.summary(0, 2, 4, 0); // pixels of 0.5 s
                assertEquals(0.25, m.occupancy(0, 0, 0), 0);
                assertEquals(0.25, m.occupancy(0, 1, 0), 0);
                assertEquals(0, m.occupancy(0, 2, 0), 0);
                assertEquals(0.5, m.occupancy(1, 1, 1), 0);
                assertEquals(0.5, m.occupancy(1, 2, 1), 0);
                assertEquals(0, m.occupancy(2, 0, 0), 0);
                assertEquals(-1, m.dominant(2, 0));
                assertEquals(1, m.pairCount());
                assertEquals(0, m.pairFrom(0));
                assertEquals(0, m.pairTo(0));
            }
        }
    }

    /**
     * The cost of the level grows with what the run records: 20,000 tasks of 3 intervals each cost a few dozen bytes a
     * task (version 2: 2,048 bins x 5 states x 4 bytes = 40,960 bytes a task, measured on 1,000 of them).
     */
    @Test
    void aTaskWithFewIntervalsCostsItsIntervals() throws IOException {
        byte[] neu = few(20_000).write(TraceWriter.inMemory(5, 1024, 2048, false));
        assertTrue(neu.length < 20_000 * 100L, neu.length + " bytes for 20,000 tasks");
        Records rec = few(1_000);
        byte[] old = rec.write(TraceWriter.legacy(5, 1024, 2048, false));
        assertTrue(old.length > 1_000 * 40_960L, old.length + " bytes");
        byte[] small = rec.write(TraceWriter.inMemory(5, 1024, 2048, false));
        try (TraceStore a = TraceFileStore.open(old, "old"); TraceStore b = TraceFileStore.open(small, "new")) {
            assertSameSummaries(a, b, 60);
        }
    }

    private static Records few(int tasks) {
        List<double[]> iv = new ArrayList<>();
        for (int t = 0; t < tasks; t++) {
            iv.add(new double[] { t, 3, 0, 1 + t * 1e-3 });
            iv.add(new double[] { t, 0, 1 + t * 1e-3, 30 + t * 1e-3 });
            iv.add(new double[] { t, 1, 30 + t * 1e-3, 31 + t * 1e-3 });
        }
        iv.sort((a, b) -> Double.compare(a[3], b[3]));
        return new Records(tasks, iv, List.of(), 60);
    }

    /**
     * The writer hands the level to the file a piece at a time (issue 32: at 1,000 tasks the level is 36 MB, and one
     * buffer of it, doubled up to 64 MB, left 126 MB of arrays behind at the end of a run): the pieces put end to end
     * are the bytes of the level written whole, and the buffer never grows to the level's size.
     */
    @Test
    void aLevelWrittenInPiecesIsTheLevelWrittenWhole() throws IOException {
        Records rec = random(11, 300, 900, 60, 5000);
        Levels level = new Levels(TraceWriter.DEFAULT_LEVEL_BINS, STATES.size());
        for (double[] r : rec.intervals()) {
            level.state((int) r[0], (int) r[1], r[2], r[3]);
        }
        for (double[] m : rec.messages()) {
            level.message(m[2], m[5]);
        }
        Bytes whole = new Bytes(16);
        level.write(whole, rec.tasks());
        // 60 busy tasks with bins of 2,048 x 5 floats: a level of more than a megabyte
        assertTrue(whole.size > 1 << 20, whole.size + " bytes");

        java.io.ByteArrayOutputStream pieces = new java.io.ByteArrayOutputStream();
        int[] count = { 0 };
        Bytes out = new Bytes(16);
        Levels.Drain drain = b -> {
            count[0]++;
            pieces.write(b.data, 0, b.size);
        };
        level.write(out, rec.tasks(), 4096, drain);
        drain.take(out);
        assertTrue(count[0] > 20, count[0] + " pieces");
        // a piece ends after the row that filled it: at most 4,096 bytes and one row of bins (40,960 bytes and a few)
        assertTrue(out.data.length <= 128 * 1024, out.data.length + " bytes of buffer");
        assertTrue(java.util.Arrays.equals(whole.data, 0, whole.size, pieces.toByteArray(), 0, pieces.size()),
                "the pieces differ from the whole level");
        assertEquals(whole.size, pieces.size());
    }

    /**
     * A row keeps its intervals in blocks (issue 32: arrays copied as they doubled left as much garbage as the rows
     * held): the first block doubles up to 256 intervals, then a block of 256 at a time, the last one cut at the
     * limit, 2,048 bins x 5 states x 4 bytes / 19 bytes an interval = 2,155 intervals; the row takes bins when one
     * more comes, as it did with single arrays (so the same tasks are written as intervals, and the same bytes).
     */
    @Test
    void aRowKeepsItsIntervalsInBlocksAndTakesBinsPastTheLimit() {
        Levels l = new Levels(2048, 5);
        int limit = 2048 * 5 * 4 / 19;
        assertEquals(2155, limit);
        for (int i = 0; i < limit; i++) {
            l.state(0, i % 5, i, i + 0.5);
        }
        Levels.Row r = l.rows[0];
        assertEquals(null, r.dense);
        assertEquals(limit, r.n);
        assertEquals(limit, r.capacity);
        int blocks = 0;
        while (blocks < r.start.length && r.start[blocks] != null) {
            blocks++;
        }
        assertEquals(9, blocks); // 8 x 256 + 107
        assertEquals(256, r.start[0].length);
        assertEquals(256, r.stamp[7].length);
        assertEquals(107, r.end[8].length);
        for (int i = 0; i < limit; i++) {
            assertEquals(i, r.start(i), 0);
            assertEquals(i + 0.5, r.end(i), 0);
            assertEquals(i % 5, r.state(i));
        }
        l.state(0, 0, limit, limit + 0.5);
        assertTrue(r.dense != null, "bins past the limit");
        assertEquals(null, r.start);
        assertEquals(0, r.n);
    }

    /** The trace writer's thread running out of memory is reported with the heap's limit and what to do (issue 32). */
    @Test
    void aWriterOutOfMemorySaysTheLimitAndWhatToDo() {
        IOException e = TraceWriter.failure(new OutOfMemoryError("Java heap space"));
        assertTrue(e.getMessage().startsWith("out of memory while writing the trace (Java heap space) in a Java heap of at most "
                + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB (-Xmx"), e.getMessage());
        assertTrue(e.getMessage().endsWith("give lbsim more memory with LBSIM_JAVA_OPTS=-Xmx8g (for example; the default is"
                + " -Xmx2g), or make the scenario smaller"), e.getMessage());
        assertEquals(null, TraceWriter.failure(null));
    }

    /** A level with a damaged kept interval is refused, naming the summary level. */
    @Test
    void aDamagedIntervalInTheLevelIsRefused() throws IOException {
        Records rec = new Records(1, List.<double[]>of(new double[] { 0, 0, 0.25, 0.75 }), List.of(), 1);
        byte[] image = rec.write(TraceWriter.inMemory(5, 1024, 2048, false));
        // the interval's end float64 (0.75) is in the level block: swap it for 0.125
        byte[] end = java.nio.ByteBuffer.allocate(8).putDouble(0.75).array();
        int at = -1;
        for (int i = 0; i + 8 <= image.length && at < 0; i++) {
            if (java.util.Arrays.equals(image, i, i + 8, end, 0, 8)) {
                at = i;
            }
        }
        assertTrue(at > 0);
        java.nio.ByteBuffer.wrap(image).putDouble(at, 0.125);
        // the level's checksum no longer matches: the summary that needs the level is refused, naming it
        try (TraceFileStore s = TraceFileStore.open(image, "lying")) {
            s.summary(0, 1, 4, 0);
            throw new AssertionError("a damaged level was read");
        } catch (TraceFormatException e) {
            assertTrue(e.getMessage().contains("summary level"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> new Levels(1000, 5));
    }
}
