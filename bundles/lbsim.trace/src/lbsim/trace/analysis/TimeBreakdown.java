package lbsim.trace.analysis;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import lbsim.trace.store.TraceStore;

/**
 * Where each task's time went, from 0 to the run end: computing, message-passing overhead (send,
 * receive and spawn intervals), algorithmic and service blocking ({@link Blocking}), other states a
 * trace may name, and idle. The run end ({@link RunEnd}) is the latest end of any state interval (the moment
 * the last task finished its last recorded activity; the simulated end can be later, e.g. when competing load
 * went on, and a master-slave makespan is earlier: the master has its last result before the stop messages). Idle is the rest: before a task's first interval (not yet spawned), between intervals,
 * after its last interval until the run end (ended, or blocked in a receive that never returned: the
 * simulator writes a blocked interval only when it ends). So for every task the six parts add up to the
 * run end.
 * <p>
 * Reads the trace window by window (see {@link CriticalPath} for the bound); keeps O(tasks) sums.
 */
public final class TimeBreakdown {

    /**
     * One task's breakdown, seconds.
     *
     * @param task                task handle
     * @param name                task name
     * @param startSeconds        start of its first interval; NaN when it has none
     * @param endSeconds          end of its last interval; NaN when it has none
     * @param computeSeconds      time in compute intervals
     * @param overheadSeconds     time in send, receive and spawn intervals
     * @param algorithmicSeconds  blocked, before the matching send started
     * @param serviceSeconds      blocked, after the matching send started
     * @param otherSeconds        time in states of other names (none in traces lbsim writes)
     * @param idleSeconds         the rest of [0, run end]
     */
    public record Task(int task, String name, double startSeconds, double endSeconds, double computeSeconds,
            double overheadSeconds, double algorithmicSeconds, double serviceSeconds, double otherSeconds,
            double idleSeconds) {

        /** Algorithmic plus service blocking. */
        public double blockedSeconds() {
            return algorithmicSeconds + serviceSeconds;
        }
    }

    private final double runEnd;
    private final List<Task> tasks;

    private TimeBreakdown(double runEnd, List<Task> tasks) {
        this.runEnd = runEnd;
        this.tasks = tasks;
    }

    /** The run end ({@link RunEnd}: the latest end of any state interval), seconds (0 for a trace without intervals). */
    public double runEndSeconds() {
        return runEnd;
    }

    /** One entry per task, by handle. */
    public List<Task> tasks() {
        return tasks;
    }

    /** The breakdown of every task of {@code store}. */
    public static TimeBreakdown of(TraceStore store) throws IOException {
        return of(store, CriticalPath.WINDOW_RECORDS, () -> false, f -> { });
    }

    /**
     * {@link #of(TraceStore)} that can be stopped and reports its progress: {@code stopped} is asked every 4,096
     * intervals of the first pass and before each window (true ends the computation with a
     * {@link java.util.concurrent.CancellationException}); {@code done} receives the fraction done, 0 to 1, growing
     * (the pass over the intervals is the first half, the windows the second).
     */
    public static TimeBreakdown of(TraceStore store, java.util.function.BooleanSupplier stopped,
            java.util.function.DoubleConsumer done) throws IOException {
        return of(store, CriticalPath.WINDOW_RECORDS, stopped, done);
    }

    /** As {@link #of(TraceStore)}, reading windows of about {@code budget} records (fewer: less memory, the same result). */
    public static TimeBreakdown of(TraceStore store, long budget) throws IOException {
        return of(store, budget, () -> false, f -> { });
    }

    /** As {@link #of(TraceStore, long)}, stopped and reporting progress as the three-argument {@code of}. */
    public static TimeBreakdown of(TraceStore store, long budget, java.util.function.BooleanSupplier stopped,
            java.util.function.DoubleConsumer done) throws IOException {
        int n = store.taskCount();
        long total = Math.max(1, store.intervalCount());
        long[] seen = { 0 };
        double[] first = new double[n];
        double[] last = new double[n];
        java.util.Arrays.fill(first, Double.NaN);
        java.util.Arrays.fill(last, Double.NaN);
        double[] runEnd = { 0 };
        store.forEachState((task, state, s, e) -> {
            if ((++seen[0] & 4095) == 0) {
                if (stopped.getAsBoolean()) {
                    throw new java.util.concurrent.CancellationException("time breakdown: stopped");
                }
                done.accept(0.5 * Math.min(1, (double) seen[0] / total));
            }
            if (Double.isNaN(first[task]) || s < first[task]) {
                first[task] = s;
            }
            if (Double.isNaN(last[task]) || e > last[task]) {
                last[task] = e;
            }
            runEnd[0] = RunEnd.later(runEnd[0], e);
        });
        double span = runEnd[0];
        double[] compute = new double[n];
        double[] overhead = new double[n];
        double[] algorithmic = new double[n];
        double[] service = new double[n];
        double[] other = new double[n];
        if (store.intervalCount() > 0) {
            Window.States st = Window.States.of(store);
            double w = Window.width(store, span, budget);
            double lo = 0;
            while (true) {
                double hi = Double.isInfinite(w) ? span : Math.min(span, lo + w);
                boolean lastWindow = hi >= span;
                if (stopped.getAsBoolean()) {
                    throw new java.util.concurrent.CancellationException("time breakdown: stopped");
                }
                done.accept(0.5 + 0.5 * (span > 0 ? lo / span : 0));
                Window win = Window.load(store, st, lo, hi);
                for (int i = 0; i < win.iv.size(); i++) {
                    double e = win.iv.end(i);
                    // each interval is counted in the window that holds its end: [lo, hi), the last [lo, hi]
                    if (e < lo || (e >= hi && !lastWindow)) {
                        continue;
                    }
                    int task = win.iv.task(i);
                    int state = win.iv.state(i);
                    double d = e - win.iv.start(i);
                    if (state == st.compute()) {
                        compute[task] += d;
                    } else if (st.overhead(state)) {
                        overhead[task] += d;
                    } else if (state == st.blocked()) {
                        Blocking b = Blocking.of(win, i);
                        algorithmic[task] += b.algorithmicSeconds();
                        service[task] += b.serviceSeconds();
                    } else {
                        other[task] += d;
                    }
                }
                if (lastWindow) {
                    break;
                }
                lo = hi;
            }
        }
        done.accept(1);
        List<Task> out = new ArrayList<>(n);
        for (int t = 0; t < n; t++) {
            double busy = compute[t] + overhead[t] + algorithmic[t] + service[t] + other[t];
            out.add(new Task(t, store.taskName(t), first[t], last[t], compute[t], overhead[t], algorithmic[t], service[t],
                    other[t], span - busy));
        }
        return new TimeBreakdown(span, List.copyOf(out));
    }
}
