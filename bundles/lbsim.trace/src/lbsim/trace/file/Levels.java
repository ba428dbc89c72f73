package lbsim.trace.file;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The precomputed level of a trace: per task, the time spent in every state in each of {@link #bins}
 * equal bins of width 2^shift seconds from 0 (the width doubles, merging pairs of bins, whenever the run
 * outgrows the bins), and the number of messages per pair (bin of the send start, bin of the receipt).
 * Memory: tasks x states x bins floats, whatever the run's length (package private).
 */
final class Levels {

    final int bins;
    final int states;
    /** log2 of the bin width; the bins first cover one second (a shorter run is summarised from its events). */
    int shift;
    float[][] occupancy = new float[0][];
    /** key sendBin * bins + receiveBin -> count. */
    Map<Long, long[]> pairs = new HashMap<>();
    private long lastKey = -1;
    private long[] lastCount;

    Levels(int bins, int states) {
        if (Integer.bitCount(bins) != 1) {
            throw new IllegalArgumentException("bins must be a power of two, got " + bins);
        }
        this.bins = bins;
        this.states = states;
        this.shift = -Integer.numberOfTrailingZeros(bins);
    }

    double width() {
        return Math.scalb(1.0, shift);
    }

    private void ensure(double t) {
        while (t >= bins * width()) {
            fold();
        }
    }

    private void fold() {
        int half = bins / 2;
        for (float[] a : occupancy) {
            if (a == null) {
                continue;
            }
            for (int b = 0; b < half; b++) {
                for (int s = 0; s < states; s++) {
                    a[b * states + s] = a[2 * b * states + s] + a[(2 * b + 1) * states + s];
                }
            }
            Arrays.fill(a, half * states, bins * states, 0f);
        }
        Map<Long, long[]> folded = new HashMap<>();
        for (Map.Entry<Long, long[]> e : pairs.entrySet()) {
            long k = e.getKey();
            long key = (k / bins / 2) * bins + (k % bins) / 2;
            folded.computeIfAbsent(key, x -> new long[1])[0] += e.getValue()[0];
        }
        pairs = folded;
        lastKey = -1;
        shift++;
    }

    void state(int task, int state, double start, double end) {
        if (!(end > start) || !(start >= 0) || Double.isInfinite(end)) {
            return; // zero length (or not a time): occupies nothing
        }
        ensure(end);
        if (task >= occupancy.length) {
            occupancy = Arrays.copyOf(occupancy, Math.max(task + 1, occupancy.length * 2));
        }
        float[] a = occupancy[task];
        if (a == null) {
            a = occupancy[task] = new float[bins * states];
        }
        double w = width();
        int b0 = (int) (start / w);
        int b1 = Math.min(bins - 1, (int) (end / w));
        if (b0 == b1) {
            a[b0 * states + state] += (float) (end - start);
            return;
        }
        a[b0 * states + state] += (float) ((b0 + 1) * w - start);
        for (int b = b0 + 1; b < b1; b++) {
            a[b * states + state] += (float) w;
        }
        a[b1 * states + state] += (float) (end - b1 * w);
    }

    void message(double sent, double received) {
        if (!(sent >= 0) || !(received >= 0) || Double.isInfinite(sent) || Double.isInfinite(received)) {
            return;
        }
        ensure(Math.max(sent, received));
        double w = width();
        long key = (long) (sent / w) * bins + (long) (received / w);
        if (key != lastKey) {
            lastCount = pairs.computeIfAbsent(key, x -> new long[1]);
            lastKey = key;
        }
        lastCount[0]++;
    }

    /** Serialized into the footer. */
    void write(Bytes out, int tasks) {
        out.putVar(bins);
        out.putVar(states);
        out.putZig(shift);
        out.putVar(tasks);
        for (int t = 0; t < tasks; t++) {
            float[] a = t < occupancy.length ? occupancy[t] : null;
            if (a == null) {
                out.put(0);
                continue;
            }
            out.put(1);
            out.putFloats(a);
        }
        long[] keys = pairs.keySet().stream().mapToLong(Long::longValue).sorted().toArray();
        out.putVar(keys.length);
        long prev = 0;
        for (long k : keys) {
            out.putVar(k - prev);
            out.putVar(pairs.get(k)[0]);
            prev = k;
        }
    }

    static Levels read(Bytes in, int taskCount, int stateCount) {
        int bins = in.getVarInt();
        int states = in.getVarInt();
        checkShape(in, bins, states, stateCount);
        Levels l = new Levels(bins, states);
        l.shift = (int) in.getZig();
        int tasks = in.getVarInt();
        if (tasks != taskCount) {
            throw new IndexOutOfBoundsException("levels of " + tasks + " tasks, but " + taskCount + " tasks");
        }
        l.occupancy = new float[tasks][];
        for (int t = 0; t < tasks; t++) {
            int flag = in.get();
            if (flag == 1) {
                if ((long) l.bins * l.states * 4 > in.size - in.pos) {
                    throw new IndexOutOfBoundsException("the bins of task " + t + " run past the end of the level");
                }
                float[] a = new float[l.bins * l.states];
                in.getFloats(a);
                checkOccupancy(t, a);
                l.occupancy[t] = a;
            } else if (flag != 0) {
                throw new TraceFileStore.BadValue("task " + t + " has flag " + flag + "; 0 or 1 expected");
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
