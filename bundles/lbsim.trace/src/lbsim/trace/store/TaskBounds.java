package lbsim.trace.store;

/**
 * Per task, where its activity starts and ends: the start of its first state interval of positive length
 * ({@code +Infinity} for a task without one) and the latest end of any of its intervals ({@code -Infinity}
 * for a task without intervals). The trace writer keeps them as the run goes and stores them in the footer
 * section {@code taskBounds} (docs/dev/trace-format.md), so that the critical path starts without a pass
 * over every interval. Immutable.
 */
public final class TaskBounds {

    private final double[] firstBusyStart;
    private final double[] lastEnd;

    /** Bounds from arrays indexed by task (kept, not copied: the caller gives them up). */
    public TaskBounds(double[] firstBusyStart, double[] lastEnd) {
        this.firstBusyStart = firstBusyStart;
        this.lastEnd = lastEnd;
    }

    /** Number of tasks. */
    public int taskCount() {
        return firstBusyStart.length;
    }

    /** The start of task's first interval of positive length, seconds; +Infinity when it has none. */
    public double firstBusyStart(int task) {
        return firstBusyStart[task];
    }

    /** The latest end of task's intervals, seconds; -Infinity when it has none. */
    public double lastEnd(int task) {
        return lastEnd[task];
    }
}
