package lbsim.trace.analysis;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;

import lbsim.trace.store.Intervals;
import lbsim.trace.store.TraceStore;

/**
 * The statistics of the state intervals in a time range [t0, t1] (the statistics view of Trace Compass and Vampir,
 * for a space-time diagram's visible window): per task and state, and per state over all the tasks counted, the
 * number of intervals, their total time, and the shortest, mean and longest interval. Every figure is of the
 * intervals as clipped to the range: an interval that began before t0 counts from t0, one that ends after t1 up to
 * t1, so the totals are the time spent in each state within the range and a task's totals add up to the part of the
 * range in which it was in some state. An interval that only touches the range at one end (clipped length 0) is
 * left out; one of length 0 inside it counts, with 0 s. Read one task at a time ({@link TraceStore#states}); memory
 * O(the intervals of one task in the range).
 */
public final class RangeStatistics {

    /**
     * The intervals of one task (or of all the tasks counted: {@link TraceStore#ANY}) in one state.
     *
     * @param task         task handle, or {@link TraceStore#ANY} for the sum over the tasks counted
     * @param state        state index (the trace's {@link TraceStore#stateNames()})
     * @param count        intervals that meet the range
     * @param totalSeconds their clipped lengths added
     * @param minSeconds   the shortest clipped length
     * @param maxSeconds   the longest clipped length
     */
    public record Row(int task, int state, long count, double totalSeconds, double minSeconds, double maxSeconds) {

        /** The mean clipped length, seconds. */
        public double meanSeconds() {
            return totalSeconds / count;
        }

        Row plus(Row o) {
            return new Row(task, state, count + o.count, totalSeconds + o.totalSeconds, Math.min(minSeconds, o.minSeconds),
                    Math.max(maxSeconds, o.maxSeconds));
        }
    }

    private final double t0;
    private final double t1;
    private final List<Row> rows;
    private final List<Row> totals;
    private final int counted;

    private RangeStatistics(double t0, double t1, int counted, List<Row> rows, List<Row> totals) {
        this.t0 = t0;
        this.t1 = t1;
        this.counted = counted;
        this.rows = Collections.unmodifiableList(rows);
        this.totals = Collections.unmodifiableList(totals);
    }

    /** The range's start, seconds. */
    public double t0() {
        return t0;
    }

    /** The range's end, seconds. */
    public double t1() {
        return t1;
    }

    /** How many tasks were counted (in some state in the range or not). */
    public int taskCount() {
        return counted;
    }

    /**
     * The share of the range that {@code r} fills: its total over the range's length, for a task; over the range's
     * length times the tasks counted, for a sum over tasks ({@link TraceStore#ANY}). NaN for a range of length 0.
     */
    public double share(Row r) {
        double span = t1 - t0;
        return span > 0 ? r.totalSeconds() / (span * (r.task() == TraceStore.ANY ? Math.max(1, counted) : 1)) : Double.NaN;
    }

    /** One row per task counted and state it was in within the range, by task, then state. */
    public List<Row> rows() {
        return rows;
    }

    /** One row per state, summed over the tasks counted ({@link Row#task()} is {@link TraceStore#ANY}), by state. */
    public List<Row> totals() {
        return totals;
    }

    /** The statistics of every task of {@code store} in [t0, t1]. */
    public static RangeStatistics of(TraceStore store, double t0, double t1) throws IOException {
        return of(store, t0, t1, null, () -> false, f -> { });
    }

    /**
     * The statistics of the tasks {@code counted} (null: all) of {@code store} in [t0, t1]. {@code stopped} is asked
     * before each task (true ends the computation with a {@link CancellationException}); {@code done} receives the
     * fraction of the tasks read, 0 to 1.
     *
     * @throws IllegalArgumentException when t1 < t0 or either is not finite
     */
    public static RangeStatistics of(TraceStore store, double t0, double t1, boolean[] counted, BooleanSupplier stopped,
            DoubleConsumer done) throws IOException {
        if (!(Double.isFinite(t0) && Double.isFinite(t1) && t0 <= t1)) {
            throw new IllegalArgumentException("range [" + t0 + ", " + t1 + "] is not a time range");
        }
        int states = store.stateNames().size();
        int tasks = store.taskCount();
        List<Row> rows = new ArrayList<>();
        Row[] totals = new Row[states];
        int n = 0;
        for (int task = 0; task < tasks; task++) {
            if (stopped.getAsBoolean()) {
                throw new CancellationException("range statistics: stopped");
            }
            if (counted != null && (task >= counted.length || !counted[task])) {
                continue;
            }
            n++;
            Row[] mine = new Row[states];
            Intervals iv = store.states(task, t0, t1);
            for (int i = 0; i < iv.size(); i++) {
                double s = iv.start(i);
                double e = iv.end(i);
                double len = Math.min(e, t1) - Math.max(s, t0);
                boolean inside = len > 0 || (s == e && s >= t0 && s <= t1);
                if (!inside) {
                    continue;
                }
                int st = iv.state(i);
                Row one = new Row(task, st, 1, len, len, len);
                mine[st] = mine[st] == null ? one : mine[st].plus(one);
            }
            for (int st = 0; st < states; st++) {
                if (mine[st] != null) {
                    rows.add(mine[st]);
                    Row asTotal = new Row(TraceStore.ANY, st, mine[st].count(), mine[st].totalSeconds(),
                            mine[st].minSeconds(), mine[st].maxSeconds());
                    totals[st] = totals[st] == null ? asTotal : totals[st].plus(asTotal);
                }
            }
            done.accept((task + 1) / (double) tasks);
        }
        List<Row> t = new ArrayList<>();
        for (Row r : totals) {
            if (r != null) {
                t.add(r);
            }
        }
        return new RangeStatistics(t0, t1, n, rows, t);
    }
}
