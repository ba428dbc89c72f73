package lbsim.trace.analysis;

import java.io.IOException;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;
import java.util.Arrays;

import lbsim.trace.store.TraceStore;

/**
 * The critical path of a run: the chain of dependent compute, overhead and message intervals that
 * ends at the run end ({@link RunEnd}) and reaches back to time 0, so that shortening anything off it cannot shorten
 * the run, and shortening something on it can.
 * <p>
 * <b>Graph.</b> Each task is a chain of its state intervals in time order (gaps between them count as
 * idle). A message m adds an edge from the end of its sender's send interval (m.injected) to the
 * receiver at m.delivered. A spawned task's first interval depends on the end of its parent's spawn
 * interval (the trace does not name the parent: the task with a spawn interval that ends where the
 * child's first interval starts, the lowest handle if several).
 * <p>
 * <b>Walk.</b> As Dimemas and Paraver (and Trace Compass's critical-path analysis, whose blocked edges
 * are resolved by following the wake-up backwards to its source), the path is found by walking
 * backward from the end: start at the task whose last interval ends last (the lowest handle on a tie),
 * at the run end. On the current task take the interval that ends at the current time and put it on
 * the path, then continue at its start. A blocked interval of positive length that a message ended
 * ({@link Blocking} says which) is not put on the path: the message is (a segment from m.injected to
 * m.delivered, which equals the blocked interval's end), and the walk continues on the sender at
 * m.injected, where its send interval ends. The receiver's waiting is explained by the sender's history,
 * so the walk never returns to the receiver (unlike Trace Compass's bounded algorithm, which computes
 * one thread's path and returns to it at the blocking's start). A gap between a task's intervals is an
 * idle segment; at a task's first interval the walk crosses to its parent's spawn, or, without one, ends
 * with an idle segment from 0. Zero-length intervals are left out.
 * <p>
 * <b>Length.</b> The segments are contiguous and cover [0, run end], so their total length equals
 * the run end. Every segment is work (compute, overhead) or a message in flight except blocked
 * segments (a receive whose time-out expired: no message ended it) and idle segments; their total is
 * {@link #waitingSeconds()}. When it is 0 the path is a longest chain of dependent work and messages in
 * the run's dependency graph (no chain can be longer than the run end, and this one is as long);
 * otherwise the longest chain of work and messages alone is run end - waiting.
 * <p>
 * <b>Memory.</b> The trace is read in time windows of about {@value #WINDOW_RECORDS} records (at the
 * trace's average density: a window where events crowd holds more), one window at a time; the path
 * itself is held in primitive columns (about 30 bytes a segment).
 * <p>
 * Immutable once built, and safe to share between threads.
 */
public final class CriticalPath {

    /** Records per window the analyses read at once (at the trace's average density). */
    static final long WINDOW_RECORDS = 1L << 17;

    /** What a segment of the path is. */
    public enum Kind {
        /** A state interval of a task (compute, send, receive, spawn; blocked for an expired time-out). */
        STATE,
        /** A message in flight, from its injection by the sender to its delivery to the receiver. */
        MESSAGE,
        /** Time a task spent in no state (before it started, or between intervals). */
        IDLE
    }

    /**
     * One segment.
     *
     * @param kind         what it is
     * @param task         the task (for a message: the sender)
     * @param destination  for a message: the receiver; -1 otherwise
     * @param startSeconds start
     * @param endSeconds   end
     * @param state        for a state segment: the state (index into the trace's state names); -1 otherwise
     * @param messageId    for a message segment: its id; -1 otherwise
     */
    public record Segment(Kind kind, int task, int destination, double startSeconds, double endSeconds, int state,
            int messageId) {

        public double seconds() {
            return endSeconds - startSeconds;
        }
    }

    private static final Kind[] KINDS = Kind.values();

    private final int taskCount;
    private final double runEnd;
    private final int size;
    private final byte[] kind;
    private final int[] task;
    private final int[] other;
    private final double[] start;
    private final double[] end;
    private final int[] value;
    private final double[] taskSeconds;
    private final double messageSeconds;
    private final double waitingSeconds;
    /** The ids of the path's messages, sorted; built on first use. */
    private volatile int[] messageIds;

    private CriticalPath(int taskCount, double runEnd, Builder b, int blocked) {
        this.taskCount = taskCount;
        this.runEnd = runEnd;
        size = b.n;
        // the walk collected the segments backward
        kind = new byte[size];
        task = new int[size];
        other = new int[size];
        start = new double[size];
        end = new double[size];
        value = new int[size];
        taskSeconds = new double[taskCount];
        double msg = 0;
        double wait = 0;
        for (int i = 0; i < size; i++) {
            int j = size - 1 - i;
            kind[i] = b.kind[j];
            task[i] = b.task[j];
            other[i] = b.other[j];
            start[i] = b.start[j];
            end[i] = b.end[j];
            value[i] = b.value[j];
            double d = end[i] - start[i];
            if (kind[i] == Kind.MESSAGE.ordinal()) {
                msg += d;
            } else {
                taskSeconds[task[i]] += d;
                if (kind[i] == Kind.IDLE.ordinal() || value[i] == blocked) {
                    wait += d;
                }
            }
        }
        messageSeconds = msg;
        waitingSeconds = wait;
    }

    /** A path of totals only (see {@link #totals(TraceStore, BooleanSupplier, DoubleConsumer)}). */
    private CriticalPath(int taskCount, double runEnd, int size, double[] taskSeconds, double messageSeconds,
            double waitingSeconds) {
        this.taskCount = taskCount;
        this.runEnd = runEnd;
        this.size = size;
        this.taskSeconds = taskSeconds;
        this.messageSeconds = messageSeconds;
        this.waitingSeconds = waitingSeconds;
        kind = null;
        task = null;
        other = null;
        start = null;
        end = null;
        value = null;
    }

    /** A path of totals only, from {@link OnlineCriticalPath}. */
    static CriticalPath totalsOf(int taskCount, double runEnd, int size, double[] taskSeconds, double messageSeconds,
            double waitingSeconds) {
        return new CriticalPath(taskCount, runEnd, size, taskSeconds, messageSeconds, waitingSeconds);
    }

    /** False for a path of {@link #totals} only, which has no segments to show. */
    public boolean hasSegments() {
        return kind != null;
    }

    private void needSegments() {
        if (kind == null) {
            throw new IllegalStateException("this critical path holds its totals only, not its " + size + " segments");
        }
    }

    /**
     * The segments of the walk, last first, reduced to what the totals need (what is summed, on which task, whether it
     * is waiting): a block in memory, full blocks in a temporary file.
     */
    private static final class Spill implements Collector, java.io.Closeable {
        private static final int BYTES = 13;
        private final int block;
        private final int blocked;
        private final byte[] flag;
        private final int[] task;
        private final double[] d;
        private int n;
        private int blocks;
        private java.nio.file.Path file;
        private java.nio.channels.FileChannel channel;
        private final java.nio.ByteBuffer buffer;

        Spill(int block, int blocked) {
            this.block = block;
            this.blocked = blocked;
            flag = new byte[block];
            task = new int[block];
            d = new double[block];
            buffer = java.nio.ByteBuffer.allocate(block * BYTES);
        }

        @Override
        public void add(Kind k, int t, int o, double s, double e, int state, int message) {
            if (n == block) {
                spill();
            }
            // as the constructor of a whole path: a message's time, else the task's, waiting when idle or blocked
            flag[n] = (byte) (k == Kind.MESSAGE ? 0 : k == Kind.IDLE || state == blocked ? 2 : 1);
            task[n] = t;
            d[n] = e - s;
            n++;
        }

        private void spill() {
            try {
                if (channel == null) {
                    file = java.nio.file.Files.createTempFile("lbsim-critical-path-", ".tmp");
                    channel = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.WRITE,
                            java.nio.file.StandardOpenOption.READ);
                }
                buffer.clear();
                for (int i = 0; i < n; i++) {
                    buffer.put(flag[i]).putInt(task[i]).putDouble(d[i]);
                }
                buffer.flip();
                long at = (long) blocks * block * BYTES;
                while (buffer.hasRemaining()) {
                    at += channel.write(buffer, at);
                }
                blocks++;
                n = 0;
            } catch (IOException e) {
                throw new java.io.UncheckedIOException("critical path: cannot write its temporary file: " + e.getMessage(), e);
            }
        }

        /** The totals, summed in time order: this block's segments last first, then the file's blocks, last first. */
        CriticalPath path(int taskCount, double runEnd) throws IOException {
            double[] taskSeconds = new double[taskCount];
            double msg = 0;
            double wait = 0;
            long size = (long) blocks * block + n;
            for (int b = blocks; b >= 0; b--) {
                int count = n;
                if (b < blocks) { // read back
                    buffer.clear();
                    long at = (long) b * block * BYTES;
                    while (buffer.hasRemaining()) {
                        int r = channel.read(buffer, at);
                        if (r < 0) {
                            throw new IOException("critical path: its temporary file " + file + " is short");
                        }
                        at += r;
                    }
                    buffer.flip();
                    for (int i = 0; i < block; i++) {
                        flag[i] = buffer.get();
                        task[i] = buffer.getInt();
                        d[i] = buffer.getDouble();
                    }
                    count = block;
                }
                for (int i = count - 1; i >= 0; i--) {
                    if (flag[i] == 0) {
                        msg += d[i];
                    } else {
                        taskSeconds[task[i]] += d[i];
                        if (flag[i] == 2) {
                            wait += d[i];
                        }
                    }
                }
            }
            if (size > Integer.MAX_VALUE) {
                throw new IllegalStateException("a critical path of " + size + " segments");
            }
            return new CriticalPath(taskCount, runEnd, (int) size, taskSeconds, msg, wait);
        }

        @Override
        public void close() throws IOException {
            if (channel != null) {
                channel.close();
                java.nio.file.Files.deleteIfExists(file);
            }
        }
    }

    /** The critical path of the run in {@code store}; empty for a trace without state intervals. */
    public static CriticalPath of(TraceStore store) throws IOException {
        return of(store, WINDOW_RECORDS, () -> false, f -> { });
    }

    /**
     * {@link #of(TraceStore)} that can be stopped and reports its progress: {@code stopped} is asked between
     * windows and every 4,096 intervals of the first pass (true ends the computation with a
     * {@link CancellationException}); {@code done} receives the fraction done, 0 to 1, growing (the first pass over
     * the trace is the first half, the backward walk from the run end to 0 the second; a file whose footer holds
     * the task bounds needs no first pass, and the walk is all of it).
     */
    public static CriticalPath of(TraceStore store, BooleanSupplier stopped, DoubleConsumer done) throws IOException {
        return of(store, WINDOW_RECORDS, stopped, done);
    }

    /** As {@link #of(TraceStore)}, reading windows of about {@code budget} records (fewer: less memory, the same result). */
    public static CriticalPath of(TraceStore store, long budget) throws IOException {
        return of(store, budget, () -> false, f -> { });
    }

    /** As {@link #of(TraceStore, long)}, stopped and reporting progress as the three-argument {@code of}. */
    public static CriticalPath of(TraceStore store, long budget, BooleanSupplier stopped, DoubleConsumer done) throws IOException {
        Builder b = new Builder();
        double runEnd = walk(store, budget, stopped, done, b);
        return new CriticalPath(store.taskCount(), runEnd, b, Window.States.of(store).blocked());
    }

    /**
     * The critical path's totals only (length, run end, messages, waiting, number of segments, every task's seconds),
     * the same to the last bit as {@link #of(TraceStore, BooleanSupplier, DoubleConsumer)}'s, in bounded memory
     * whatever the path's length: the walk keeps {@value #SPILL_BLOCK} segments in memory (13 bytes each) and writes
     * full blocks to a temporary file, deleted at the end, that is then read back a block at a time, last first, so
     * that the sums are made in time order as {@link #of} makes them. The result has no segments: {@link #segment},
     * {@link #indexAt} and {@link #hasMessage} refuse ({@link #hasSegments} is false). Stopped and reporting progress as
     * {@link #of(TraceStore, BooleanSupplier, DoubleConsumer)}.
     */
    public static CriticalPath totals(TraceStore store, BooleanSupplier stopped, DoubleConsumer done) throws IOException {
        return totals(store, WINDOW_RECORDS, SPILL_BLOCK, stopped, done);
    }

    /** Segments the totals keep in memory before they write a block to the temporary file. */
    static final int SPILL_BLOCK = 1 << 16;

    /** As {@link #totals(TraceStore, BooleanSupplier, DoubleConsumer)}, with windows of {@code budget} records and blocks of {@code block} segments. */
    static CriticalPath totals(TraceStore store, long budget, int block, BooleanSupplier stopped, DoubleConsumer done)
            throws IOException {
        int blocked = Window.States.of(store).blocked();
        try (Spill sp = new Spill(block, blocked)) {
            double runEnd = walk(store, budget, stopped, done, sp);
            return sp.path(store.taskCount(), runEnd);
        }
    }

    /** The backward walk from the run end; returns the run end (0 for a trace without intervals). */
    private static double walk(TraceStore store, long budget, BooleanSupplier stopped, DoubleConsumer done, Collector b)
            throws IOException {
        int n = store.taskCount();
        double[] endAt = { 0 };
        int[] endTask = { -1 };
        double[] firstStart = new double[n];
        lbsim.trace.store.TaskBounds tb = store.optTaskBounds();
        double walkFrom = tb != null ? 0 : 0.5; // without a first pass the walk is all of the progress
        if (tb != null) {
            // the writer kept them: no pass over the intervals
            for (int t = 0; t < n; t++) {
                firstStart[t] = tb.firstBusyStart(t);
                double e = tb.lastEnd(t);
                if (e != Double.NEGATIVE_INFINITY && (endTask[0] < 0 || e > endAt[0])) { // lowest handle on a tie
                    endAt[0] = e;
                    endTask[0] = t;
                }
            }
        } else {
            long total = Math.max(1, store.intervalCount());
            long[] seen = { 0 };
            Arrays.fill(firstStart, Double.POSITIVE_INFINITY);
            store.forEachState((t, state, s, e) -> {
                if ((++seen[0] & 4095) == 0) {
                    if (stopped.getAsBoolean()) {
                        throw new CancellationException("critical path: stopped");
                    }
                    done.accept(0.5 * Math.min(1, (double) seen[0] / total));
                }
                if (e > s && s < firstStart[t]) {
                    firstStart[t] = s;
                }
                if (endTask[0] < 0 || e > endAt[0] || (e == endAt[0] && t < endTask[0])) {
                    endAt[0] = e;
                    endTask[0] = t;
                }
            });
        }
        Window.States st = Window.States.of(store);
        if (endTask[0] < 0) {
            return 0;
        }
        double runEnd = endAt[0]; // RunEnd's definition: the latest end of any interval
        double w = Window.width(store, runEnd, budget);
        int cur = endTask[0];
        double t = runEnd;
        Window win = null;
        int crossingsAtT = 0; // crossings without moving back in time: bounded, so a damaged trace cannot loop
        double crossedAt = Double.NaN;
        while (t > 0) {
            if (t != crossedAt) {
                crossedAt = t;
                crossingsAtT = 0;
            }
            if (win == null || t < win.lo) {
                if (stopped.getAsBoolean()) {
                    throw new CancellationException("critical path: stopped");
                }
                done.accept(walkFrom + (1 - walkFrom) * (1 - t / runEnd));
                win = Window.load(store, st, Math.max(0, t - w), t);
            }
            int i = t <= firstStart[cur] ? -1 : win.lastPositiveBefore(cur, t);
            Window found = win;
            while (i < 0 && found.lo > 0 && t > firstStart[cur]) { // the task's previous interval ends before this window: look further back
                found = Window.load(store, st, Math.max(0, found.lo - w), found.lo);
                i = found.lastPositiveBefore(cur, t);
            }
            if (i < 0) { // t is where the task's first interval starts
                int parent = spawner(win, st, cur, t, firstStart);
                if (parent >= 0 && crossingsAtT++ <= n) {
                    cur = parent;
                    continue;
                }
                b.add(Kind.IDLE, cur, -1, 0, t, -1, -1);
                break;
            }
            if (found != win) {
                win = found;
            }
            double s = win.iv.start(i);
            double e = win.iv.end(i);
            if (e < t) { // a gap
                b.add(Kind.IDLE, cur, -1, e, t, -1, -1);
                t = e;
                continue;
            }
            int state = win.iv.state(i);
            if (state == st.blocked() && e == t) {
                int k = win.endingMessage(i);
                if (k >= 0 && win.msgs.source(k) != cur && win.msgs.injected(k) <= t
                        && (win.msgs.injected(k) < t || crossingsAtT++ <= n)) {
                    double inj = win.msgs.injected(k);
                    b.add(Kind.MESSAGE, win.msgs.source(k), cur, inj, t, -1, win.msgs.id(k));
                    cur = win.msgs.source(k);
                    t = inj;
                    continue;
                }
            }
            b.add(Kind.STATE, cur, -1, s, t, state, -1); // e > t only if the walk entered mid-interval
            t = s;
        }
        done.accept(1);
        return runEnd;
    }

    /**
     * The task whose spawn interval ends at t, other than {@code child} and busy before t (so the walk
     * cannot circle); the lowest handle; -1 if none.
     */
    private static int spawner(Window win, Window.States st, int child, double t, double[] firstStart) {
        if (st.spawn() < 0) {
            return -1;
        }
        for (int i = 0; i < win.iv.size(); i++) { // by task, so the first found has the lowest handle
            if (win.iv.task(i) != child && win.iv.state(i) == st.spawn() && win.iv.end(i) == t
                    && firstStart[win.iv.task(i)] < t) {
                return win.iv.task(i);
            }
        }
        return -1;
    }

    /** Number of tasks of the trace. */
    public int taskCount() {
        return taskCount;
    }

    /** The run end ({@link RunEnd}: the latest end of any state interval), seconds; the path ends there. */
    public double runEndSeconds() {
        return runEnd;
    }

    /** Number of segments, in time order from 0 to the run end. */
    public int size() {
        return size;
    }

    /** Segment {@code i} (0 .. size - 1). */
    public Segment segment(int i) {
        needSegments();
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("segment " + i + " of " + size);
        }
        return new Segment(KINDS[kind[i]], task[i], other[i], start[i], end[i],
                kind[i] == Kind.STATE.ordinal() ? value[i] : -1, kind[i] == Kind.MESSAGE.ordinal() ? value[i] : -1);
    }

    /** The sum of the segments' lengths, seconds: the run end (the segments cover [0, run end]). */
    public double lengthSeconds() {
        double sum = messageSeconds;
        for (double s : taskSeconds) {
            sum += s;
        }
        return sum;
    }

    /** Time on the path spent on task {@code task} (its state and idle segments), seconds. */
    public double taskSeconds(int task) {
        return taskSeconds[task];
    }

    /** Task {@code task}'s share of the path: {@link #taskSeconds} over the length (0 for an empty path). */
    public double taskFraction(int task) {
        double l = lengthSeconds();
        return l > 0 ? taskSeconds[task] / l : 0;
    }

    /** Time on the path spent by messages in flight, seconds. */
    public double messageSeconds() {
        return messageSeconds;
    }

    /** Time on the path that is neither work nor a message: idle segments and blocked ones, seconds. */
    public double waitingSeconds() {
        return waitingSeconds;
    }

    /** Whether message {@code id} is on the path. */
    public boolean hasMessage(int id) {
        needSegments();
        int[] ids = messageIds;
        if (ids == null) {
            int n = 0;
            ids = new int[size];
            for (int i = 0; i < size; i++) {
                if (kind[i] == Kind.MESSAGE.ordinal()) {
                    ids[n++] = value[i];
                }
            }
            ids = Arrays.copyOf(ids, n);
            Arrays.sort(ids);
            messageIds = ids;
        }
        return Arrays.binarySearch(ids, id) >= 0;
    }

    /**
     * The index of the segment that holds time t: the last one that starts at or before t (segments are
     * contiguous and in time order, so a view shows segments indexAt(t0) .. indexAt(t1)); 0 for t before
     * the path, size - 1 after it, -1 for an empty path.
     */
    public int indexAt(double t) {
        needSegments();
        int a = 0;
        int b = size; // first start > t
        while (a < b) {
            int m = (a + b) >>> 1;
            if (start[m] <= t) {
                a = m + 1;
            } else {
                b = m;
            }
        }
        return size == 0 ? -1 : Math.max(0, a - 1);
    }

    /** Where the backward walk puts the segments it finds, last first. */
    private interface Collector {
        void add(Kind k, int t, int o, double s, double e, int state, int message);
    }

    /** The segments collected by the backward walk, last first. */
    private static final class Builder implements Collector {
        int n;
        byte[] kind = new byte[64];
        int[] task = new int[64];
        int[] other = new int[64];
        double[] start = new double[64];
        double[] end = new double[64];
        int[] value = new int[64];

        @Override
        public void add(Kind k, int t, int o, double s, double e, int state, int message) {
            if (n == kind.length) {
                int c = n * 2;
                kind = Arrays.copyOf(kind, c);
                task = Arrays.copyOf(task, c);
                other = Arrays.copyOf(other, c);
                start = Arrays.copyOf(start, c);
                end = Arrays.copyOf(end, c);
                value = Arrays.copyOf(value, c);
            }
            kind[n] = (byte) k.ordinal();
            task[n] = t;
            other[n] = o;
            start[n] = s;
            end[n] = e;
            value[n] = k == Kind.MESSAGE ? message : state;
            n++;
        }
    }
}
