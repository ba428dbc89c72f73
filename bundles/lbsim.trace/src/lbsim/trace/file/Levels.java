package lbsim.trace.file;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The precomputed level of a trace: per task, the time spent in every state in each of {@link #bins}
 * equal bins of width 2^shift seconds from 0 (the width doubles, merging pairs of bins, whenever the run
 * outgrows the bins), and the number of messages per pair (bin of the send start, bin of the receipt).
 * <p>
 * Memory and size in proportion to what the run records (issue 32): a task's level is kept as its own
 * intervals (with the bin width in force when each came, about 19 bytes an interval) until they would take
 * more room than its bins (bins x states floats); only then are its bins made, by replaying the intervals
 * exactly as they would have been added (the same float additions and pair merges in the same order), so
 * a task's bins are bit for bit what they were when every task had bins from its first interval. In the
 * file (version 3) a task with intervals only is written as its intervals, a task with bins as the run of bins
 * between its first and last non-empty one. The version 2 layout (every task with bins, all of them) is still
 * read, and written for tests by a writer made {@link #legacy}.
 * <p>
 * Package private; the writer's worker thread adds, readers only read.
 */
final class Levels {

    /** Flags of a task in the file: no bins; all bins (version 2); a run of bins; intervals. */
    static final int NONE = 0;
    static final int ALL_BINS = 1;
    static final int BIN_RUN = 2;
    static final int INTERVALS = 3;
    /** The fewest bytes an interval takes in the file (zigzag shift, state, two float64). */
    private static final int MIN_INTERVAL_BYTES = 1 + 1 + 16;
    /** Bytes an interval takes in memory while it is kept (shift int16, state int8, two float64). */
    private static final int INTERVAL_MEMORY = 2 + 1 + 16;

    final int bins;
    final int states;
    /** log2 of the bin width; the bins first cover one second (a shorter run is summarised from its events). */
    int shift;
    /** The shift the level started with: -log2(bins). */
    final int firstShift;
    /** Per task: null (nothing of positive length), or its intervals or bins. */
    Row[] rows = new Row[0];
    /** Of a level read from a file: key sendBin * bins + receiveBin -> count. */
    Map<Long, long[]> pairs = new HashMap<>();
    /**
     * Of a level being written: the same counts, in a table of primitives (issue 32: a boxed map's folds, run a few
     * dozen times, cost more to compile than to run).
     */
    private PairCounts counts = new PairCounts(64);
    private long lastKey = -1;
    private int lastSlot;

    /** Message counts by pair key (all keys >= 0), open addressing with linear probing; -1 marks a free slot. */
    static final class PairCounts {
        long[] keys;
        long[] counts;
        int size;

        PairCounts(int capacity) {
            keys = new long[capacity];
            counts = new long[capacity];
            Arrays.fill(keys, -1);
        }

        /** The slot of {@code key}, taken (with count 0) when it has none. */
        int slot(long key) {
            int mask = keys.length - 1;
            int i = (int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & mask;
            while (true) {
                long k = keys[i];
                if (k == key) {
                    return i;
                }
                if (k == -1) {
                    if (2 * (size + 1) > keys.length) {
                        grow();
                        return slot(key);
                    }
                    keys[i] = key;
                    size++;
                    return i;
                }
                i = (i + 1) & mask;
            }
        }

        private void grow() {
            long[] k = keys;
            long[] c = counts;
            keys = new long[2 * k.length];
            counts = new long[2 * k.length];
            Arrays.fill(keys, -1);
            size = 0;
            for (int i = 0; i < k.length; i++) {
                if (k[i] != -1) {
                    counts[slot(k[i])] = c[i];
                }
            }
        }

        PairCounts copy() {
            PairCounts p = new PairCounts(0);
            p.keys = keys.clone();
            p.counts = counts.clone();
            p.size = size;
            return p;
        }
    }
    /** Writes the version 2 layout (every task with bins: all of them) instead of version 3's. */
    boolean legacy;

    Levels(int bins, int states) {
        if (Integer.bitCount(bins) != 1) {
            throw new IllegalArgumentException("bins must be a power of two, got " + bins);
        }
        this.bins = bins;
        this.states = states;
        this.shift = -Integer.numberOfTrailingZeros(bins);
        this.firstShift = shift;
    }

    /**
     * A task's level: its intervals (n > 0, {@link #dense} null) or bins ({@link #dense} set): value of bin b
     * and state s at dense[(b - offset) * states + s] for lo <= b <= hi, 0 elsewhere.
     */
    static final class Row {
        int n;
        /** Intervals the blocks can hold. */
        int capacity;
        /**
         * The intervals in blocks of {@link #BLOCK} (the first grows to it by doubling, the last may be shorter): a
         * row that grows leaves no arrays behind but its first block's (issue 32: copying whole arrays as they
         * doubled left about as much garbage in the old generation as the rows held, 35 MB at 1,000 tasks).
         */
        short[][] stamp;
        byte[][] state;
        double[][] start;
        double[][] end;
        float[] dense;
        int offset;
        int lo;
        int hi;

        short stamp(int i) {
            return stamp[i >>> BLOCK_SHIFT][i & (BLOCK - 1)];
        }

        byte state(int i) {
            return state[i >>> BLOCK_SHIFT][i & (BLOCK - 1)];
        }

        double start(int i) {
            return start[i >>> BLOCK_SHIFT][i & (BLOCK - 1)];
        }

        double end(int i) {
            return end[i >>> BLOCK_SHIFT][i & (BLOCK - 1)];
        }

        void set(int i, short stampValue, byte stateValue, double startValue, double endValue) {
            int b = i >>> BLOCK_SHIFT;
            int k = i & (BLOCK - 1);
            stamp[b][k] = stampValue;
            state[b][k] = stateValue;
            start[b][k] = startValue;
            end[b][k] = endValue;
        }

        /** Room for {@code c} intervals (c > capacity): blocks made or lengthened up to that, the others kept. */
        void grow(int c) {
            int last = (c - 1) >>> BLOCK_SHIFT;
            if (stamp == null) {
                stamp = new short[last + 1][];
                state = new byte[last + 1][];
                start = new double[last + 1][];
                end = new double[last + 1][];
            } else if (stamp.length <= last) {
                int m = Math.max(last + 1, stamp.length * 2);
                stamp = Arrays.copyOf(stamp, m);
                state = Arrays.copyOf(state, m);
                start = Arrays.copyOf(start, m);
                end = Arrays.copyOf(end, m);
            }
            for (int b = capacity == 0 ? 0 : (capacity - 1) >>> BLOCK_SHIFT; b <= last; b++) {
                int len = Math.min(BLOCK, c - b * BLOCK);
                if (stamp[b] == null) {
                    stamp[b] = new short[len];
                    state[b] = new byte[len];
                    start[b] = new double[len];
                    end[b] = new double[len];
                } else if (stamp[b].length < len) {
                    stamp[b] = Arrays.copyOf(stamp[b], len);
                    state[b] = Arrays.copyOf(state[b], len);
                    start[b] = Arrays.copyOf(start[b], len);
                    end[b] = Arrays.copyOf(end[b], len);
                }
            }
            capacity = c;
        }

        /** Its intervals let go of (the row has bins from now on). */
        void dropIntervals() {
            stamp = null;
            state = null;
            start = null;
            end = null;
            n = 0;
            capacity = 0;
        }

        /** A deep copy of its intervals into {@code c}. */
        void copyIntervalsTo(Row c) {
            c.n = n;
            c.capacity = capacity;
            if (stamp == null) {
                return;
            }
            c.stamp = new short[stamp.length][];
            c.state = new byte[state.length][];
            c.start = new double[start.length][];
            c.end = new double[end.length][];
            for (int b = 0; b < stamp.length && stamp[b] != null; b++) {
                c.stamp[b] = stamp[b].clone();
                c.state[b] = state[b].clone();
                c.start[b] = start[b].clone();
                c.end[b] = end[b].clone();
            }
        }
    }

    /** A row's intervals are kept in blocks of this many ({@link Row}). */
    static final int BLOCK_SHIFT = 8;
    static final int BLOCK = 1 << BLOCK_SHIFT;

    double width() {
        return Math.scalb(1.0, shift);
    }

    /** {@link #width()} and bins times it, for {@link #cachedShift} (the writer asks for them at every record). */
    private double cachedWidth;
    private double cachedSpan;
    private int cachedShift = Integer.MIN_VALUE;

    /** {@link #width()}, computed once per shift. */
    private double cachedWidth() {
        if (shift != cachedShift) {
            cachedWidth = width();
            cachedSpan = bins * cachedWidth;
            cachedShift = shift;
        }
        return cachedWidth;
    }

    /** bins x {@link #width()}, computed once per shift: the time the bins span. */
    private double cachedSpan() {
        cachedWidth();
        return cachedSpan;
    }

    private void ensure(double t) {
        while (t >= cachedSpan()) {
            fold();
        }
    }

    private void fold() {
        for (Row r : rows) {
            if (r != null && r.dense != null) {
                foldAll(r.dense, bins, states);
            }
        }
        PairCounts folded = new PairCounts(counts.keys.length);
        long[] keys = counts.keys;
        for (int i = 0; i < keys.length; i++) {
            long k = keys[i];
            if (k != -1) {
                long key = (k / bins / 2) * bins + (k % bins) / 2;
                folded.counts[folded.slot(key)] += counts.counts[i];
            }
        }
        counts = folded;
        lastKey = -1;
        shift++;
    }

    /** Merges pairs of bins of a whole array (the first half gets the sums, the second half zeros). */
    private static void foldAll(float[] a, int bins, int states) {
        int half = bins / 2;
        for (int b = 0; b < half; b++) {
            for (int s = 0; s < states; s++) {
                a[b * states + s] = a[2 * b * states + s] + a[(2 * b + 1) * states + s];
            }
        }
        Arrays.fill(a, half * states, bins * states, 0f);
    }

    /** Adds an interval to bins of width w (the same float additions as ever); returns b0 and b1 packed. */
    private static long add(float[] a, int bins, int states, int state, double start, double end, double w) {
        int b0 = (int) (start / w);
        int b1 = Math.min(bins - 1, (int) (end / w));
        if (b0 == b1) {
            a[b0 * states + state] += (float) (end - start);
        } else {
            a[b0 * states + state] += (float) ((b0 + 1) * w - start);
            for (int b = b0 + 1; b < b1; b++) {
                a[b * states + state] += (float) w;
            }
            a[b1 * states + state] += (float) (end - b1 * w);
        }
        return ((long) b0 << 32) | b1;
    }

    void state(int task, int state, double start, double end) {
        if (!(end > start) || !(start >= 0) || Double.isInfinite(end)) {
            return; // zero length (or not a time): occupies nothing
        }
        ensure(end);
        if (task >= rows.length) {
            rows = Arrays.copyOf(rows, Math.max(task + 1, rows.length * 2));
        }
        Row r = rows[task];
        if (r == null) {
            r = rows[task] = new Row();
            r.grow(4);
        }
        if (r.dense != null) {
            add(r.dense, bins, states, state, start, end, cachedWidth());
            return;
        }
        if (r.n == r.capacity) {
            int limit = (int) Math.max(4, Math.min(1 << 24, (long) bins * states * 4 / INTERVAL_MEMORY));
            if (r.n >= limit) { // bins take less room from now on
                r.dense = new float[bins * states];
                replay(r, r.dense, shift);
                r.dropIntervals();
                r.lo = 0;
                r.hi = bins - 1;
                add(r.dense, bins, states, state, start, end, width());
                return;
            }
            // the capacity doubles up to a block, then grows a block at a time, up to the limit exactly (as it did when
            // the intervals were in single arrays doubling up to the limit: the row takes bins at the same interval)
            r.grow(Math.min(r.n < BLOCK ? r.n * 2 : r.n + BLOCK, limit));
        }
        r.set(r.n, (short) shift, (byte) state, start, end);
        r.n++;
    }

    /**
     * Adds the intervals of {@code r} into {@code a} (all zeros) as they were added when they came, folding
     * between them as the level folded, up to {@code toShift}; returns the bins touched, lo and hi packed (hi < lo
     * for none). Only the touched bins are folded, which gives the same floats (the others are zeros).
     */
    long replay(Row r, float[] a, int toShift) {
        int cur = r.n > 0 ? r.stamp(0) : toShift;
        int lo = Integer.MAX_VALUE;
        int hi = -1;
        for (int i = 0; i < r.n; i++) {
            while (cur < r.stamp(i)) {
                foldRange(a, lo, hi);
                if (hi >= 0) {
                    lo >>= 1;
                    hi >>= 1;
                }
                cur++;
            }
            long b = add(a, bins, states, r.state(i), r.start(i), r.end(i), Math.scalb(1.0, cur));
            lo = Math.min(lo, (int) (b >>> 32));
            hi = Math.max(hi, (int) b);
        }
        while (cur < toShift) {
            foldRange(a, lo, hi);
            if (hi >= 0) {
                lo >>= 1;
                hi >>= 1;
            }
            cur++;
        }
        return hi < 0 ? 1L << 32 : ((long) lo << 32) | hi;
    }

    /** {@link #foldAll} restricted to bins lo .. hi, the only ones that are not zero. */
    private void foldRange(float[] a, int lo, int hi) {
        if (hi < 0) {
            return;
        }
        int s = states;
        for (int b = lo >> 1; b <= hi >> 1; b++) {
            for (int st = 0; st < s; st++) {
                a[b * s + st] = a[2 * b * s + st] + a[(2 * b + 1) * s + st];
            }
        }
        int from = Math.max((hi >> 1) + 1, lo);
        if (from <= hi) {
            Arrays.fill(a, from * s, (hi + 1) * s, 0f);
        }
    }

    void message(double sent, double received) {
        if (!(sent >= 0) || !(received >= 0) || Double.isInfinite(sent) || Double.isInfinite(received)) {
            return;
        }
        ensure(Math.max(sent, received));
        double w = cachedWidth();
        long key = (long) (sent / w) * bins + (long) (received / w);
        if (key != lastKey) {
            lastSlot = counts.slot(key);
            lastKey = key;
        }
        counts.counts[lastSlot]++;
    }

    /** Takes a piece of the serialized level ({@link #write}): the bytes of {@code b} from 0 to its size. */
    interface Drain {
        void take(Bytes b) throws IOException;
    }

    /** Serialized into its block (version 3, or version 2's layout when {@link #legacy}), all in {@code out}. */
    void write(Bytes out, int tasks) {
        try {
            write(out, tasks, Integer.MAX_VALUE, null);
        } catch (IOException e) {
            throw new AssertionError("no drain, no I/O", e);
        }
    }

    /**
     * Serialized into its block as {@link #write(Bytes, int)} does, but handed to {@code drain} a piece at a time
     * whenever {@code out} holds {@code pieceBytes} or more (then {@code out} is cleared), so a level of tens of
     * megabytes never sits in one buffer (issue 32: at 1,000 tasks the level is 36 MB, and its buffer doubling to
     * 64 MB left 126 MB of arrays in the old generation at the end of the run). The caller drains what is left in
     * {@code out} at the end. The pieces, put end to end, are the same bytes.
     */
    void write(Bytes out, int tasks, int pieceBytes, Drain drain) throws IOException {
        out.putVar(bins);
        out.putVar(states);
        out.putZig(shift);
        out.putVar(tasks);
        float[] scratch = null;
        for (int t = 0; t < tasks; t++) {
            Row r = t < rows.length ? rows[t] : null;
            if (r == null) {
                out.put(NONE);
                continue;
            }
            if (legacy) {
                float[] a = r.dense;
                if (a == null) {
                    a = new float[bins * states];
                    replay(r, a, shift);
                }
                out.put(ALL_BINS);
                out.putFloats(a);
            } else if (r.dense == null) {
                out.put(INTERVALS);
                out.putVar(r.n);
                for (int i = 0; i < r.n; i++) {
                    out.putZig(r.stamp(i));
                    out.put(r.state(i));
                    out.putDouble(r.start(i));
                    out.putDouble(r.end(i));
                }
            } else {
                int lo = 0;
                int hi = bins - 1;
                while (lo <= hi && empty(r.dense, lo)) {
                    lo++;
                }
                while (hi >= lo && empty(r.dense, hi)) {
                    hi--;
                }
                out.put(BIN_RUN);
                out.putVar(lo > hi ? 0 : lo);
                out.putVar(Math.max(0, hi - lo + 1));
                if (hi >= lo) {
                    if (scratch == null || scratch.length != (hi - lo + 1) * states) {
                        scratch = new float[(hi - lo + 1) * states];
                    }
                    System.arraycopy(r.dense, lo * states, scratch, 0, scratch.length);
                    out.putFloats(scratch);
                }
            }
            drainIfFull(out, pieceBytes, drain);
        }
        long[] keys = new long[counts.size];
        int n = 0;
        for (long k : counts.keys) {
            if (k != -1) {
                keys[n++] = k;
            }
        }
        Arrays.sort(keys);
        out.putVar(keys.length);
        long prev = 0;
        for (long k : keys) {
            out.putVar(k - prev);
            out.putVar(counts.counts[counts.slot(k)]);
            prev = k;
            drainIfFull(out, pieceBytes, drain);
        }
    }

    private static void drainIfFull(Bytes out, int pieceBytes, Drain drain) throws IOException {
        if (drain != null && out.size >= pieceBytes) {
            drain.take(out);
            out.clear();
        }
    }

    private boolean empty(float[] a, int bin) {
        for (int s = 0; s < states; s++) {
            if (Float.floatToRawIntBits(a[bin * states + s]) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * A copy that takes records on its own (a live snapshot adds the records still buffered to it): every row's
     * intervals or whole bins, and the pairs. A level read back from a file would not do: its rows of bins hold only
     * the run of bins that are not empty, which records cannot be added to.
     */
    Levels copy() {
        Levels c = new Levels(bins, states);
        c.shift = shift;
        c.legacy = legacy;
        c.rows = new Row[rows.length];
        for (int t = 0; t < rows.length; t++) {
            Row r = rows[t];
            if (r == null) {
                continue;
            }
            Row n = c.rows[t] = new Row();
            r.copyIntervalsTo(n);
            n.dense = r.dense == null ? null : r.dense.clone();
            n.offset = r.offset;
            n.lo = r.lo;
            n.hi = r.hi;
        }
        c.counts = counts.copy();
        return c;
    }

    /** Lets go of the tasks' rows and the pairs (the writer, once the level is written). */
    void release() {
        rows = new Row[0];
        pairs = new HashMap<>();
        counts = new PairCounts(64);
        lastKey = -1;
    }

    // ------------------------------------------------------------------------------------------- reading

    /** A task's bins for a summary: values at a[(b - offset) * states + s] for lo <= b <= hi. */
    static final class View {
        float[] a;
        int offset;
        int lo;
        int hi;
        /** The bins replayed into the scratch array last, zeroed before the next replay. */
        private int dirtyLo;
        private int dirtyHi = -1;
        private float[] scratch;
    }

    /** Task t's bins, or null when it has none; {@code v} is reused from task to task. */
    View view(int t, View v) {
        Row r = t < rows.length ? rows[t] : null;
        if (r == null) {
            return null;
        }
        if (r.dense != null) {
            v.a = r.dense;
            v.offset = r.offset;
            v.lo = r.lo;
            v.hi = r.hi;
            return v;
        }
        if (v.scratch == null) {
            v.scratch = new float[bins * states];
        } else if (v.dirtyHi >= v.dirtyLo) {
            Arrays.fill(v.scratch, v.dirtyLo * states, (v.dirtyHi + 1) * states, 0f);
        }
        long range = replay(r, v.scratch, shift);
        v.a = v.scratch;
        v.offset = 0;
        v.lo = (int) (range >>> 32);
        v.hi = (int) range;
        // after a replay every bin outside lo .. hi is zero (each fold zeroes what it moved down)
        v.dirtyLo = v.lo;
        v.dirtyHi = v.hi;
        return v;
    }

    static Levels read(Bytes in, int taskCount, int stateCount) {
        int bins = in.getVarInt();
        int states = in.getVarInt();
        checkShape(in, bins, states, stateCount);
        Levels l = new Levels(bins, states);
        l.shift = (int) in.getZig();
        if (l.shift < l.firstShift || l.shift > 1100) {
            throw new TraceFileStore.BadValue("bin width 2^" + l.shift + " s; 2^" + l.firstShift + " to 2^1100 expected");
        }
        int tasks = in.getVarInt();
        if (tasks != taskCount) {
            throw new IndexOutOfBoundsException("levels of " + tasks + " tasks, but " + taskCount + " tasks");
        }
        l.rows = new Row[tasks];
        for (int t = 0; t < tasks; t++) {
            int flag = in.get();
            if (flag == ALL_BINS) {
                if ((long) l.bins * l.states * 4 > in.size - in.pos) {
                    throw new IndexOutOfBoundsException("the bins of task " + t + " run past the end of the level");
                }
                float[] a = new float[l.bins * l.states];
                in.getFloats(a);
                checkOccupancy(t, a);
                Row r = l.rows[t] = new Row();
                r.dense = a;
                r.lo = 0;
                r.hi = bins - 1;
            } else if (flag == BIN_RUN) {
                int lo = in.getVarInt();
                int count = in.getVarInt();
                if (lo < 0 || count < 0 || (long) lo + count > bins) {
                    throw new TraceFileStore.BadValue("task " + t + ": bins " + lo + " + " + count + " outside the " + bins
                            + " bins");
                }
                if ((long) count * l.states * 4 > in.size - in.pos) {
                    throw new IndexOutOfBoundsException("the bins of task " + t + " run past the end of the level");
                }
                float[] a = new float[count * l.states];
                in.getFloats(a);
                checkOccupancy(t, a);
                Row r = l.rows[t] = new Row();
                r.dense = a;
                r.offset = lo;
                r.lo = lo;
                r.hi = lo + count - 1;
            } else if (flag == INTERVALS) {
                int n = in.getVarInt();
                if (n < 1 || (long) n * MIN_INTERVAL_BYTES > in.size - in.pos) {
                    throw new IndexOutOfBoundsException("the " + n + " intervals of task " + t + " run past the end of the level");
                }
                Row r = l.rows[t] = new Row();
                r.grow(n);
                r.n = n;
                int prev = l.firstShift;
                for (int i = 0; i < n; i++) {
                    long s = in.getZig();
                    int st = in.get();
                    double a = in.getDouble();
                    double b = in.getDouble();
                    if (s < prev || s > l.shift || st < 0 || st >= states || !(a >= 0) || !(b > a)
                            || b >= l.bins * Math.scalb(1.0, (int) s)) {
                        throw new TraceFileStore.BadValue("task " + t + ", interval " + i + ": state " + st + " over [" + a
                                + ", " + b + "] s at bin width 2^" + s + " s; states below " + states + ", 0 <= start < end"
                                + " inside the bins, widths growing up to 2^" + l.shift + " expected");
                    }
                    prev = (int) s;
                    r.set(i, (short) s, (byte) st, a, b);
                }
            } else if (flag != NONE) {
                throw new TraceFileStore.BadValue("task " + t + " has flag " + flag + "; 0 to 3 expected");
            }
        }
        int n = TraceFileStore.countOf(in, "message pairs", 2);
        long key = 0;
        for (int i = 0; i < n; i++) {
            key += in.getVar();
            l.pairs.put(key, new long[] { in.getVar() });
        }
        checkPairs(l, n);
        if (in.pos != in.size) {
            throw new TraceFileStore.BadValue((in.size - in.pos) + " bytes left over after the level");
        }
        return l;
    }

    // Value checks (issue 14): a level that lies is refused, not summed into pictures.

    private static void checkShape(Bytes in, int bins, int states, int stateCount) {
        if (Integer.bitCount(bins) != 1 || bins > 1 << 24) {
            throw new TraceFileStore.BadValue(bins + " bins; a power of two up to 2^24 expected");
        }
        if (states != stateCount) {
            throw new TraceFileStore.BadValue("level of " + states + " states, but the trace has " + stateCount);
        }
    }

    private static void checkOccupancy(int task, float[] a) {
        for (int i = 0; i < a.length; i++) {
            if (!(a[i] >= 0) || Float.isInfinite(a[i])) {
                throw new TraceFileStore.BadValue("task " + task + ", bin " + i + ": " + a[i] + " s in a state; it must be"
                        + " finite and >= 0");
            }
        }
    }

    private static void checkPairs(Levels l, int n) {
        long keys = (long) l.bins * l.bins;
        for (Map.Entry<Long, long[]> e : l.pairs.entrySet()) {
            if (e.getKey() < 0 || e.getKey() >= keys || e.getValue()[0] < 0) {
                throw new TraceFileStore.BadValue("message pair " + e.getKey() + " (count " + e.getValue()[0]
                        + ") outside the " + l.bins + " x " + l.bins + " bins");
            }
        }
        if (l.pairs.size() != n) {
            throw new TraceFileStore.BadValue("message pairs repeat a key");
        }
    }
}
