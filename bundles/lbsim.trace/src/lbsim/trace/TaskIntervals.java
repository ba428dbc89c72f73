package lbsim.trace;

/**
 * The state intervals of a {@link RunTrace} grouped by task, each task's in time order: interval
 * {@code get(t, k)} is the k-th interval of task t. Built in O(n) by a counting sort; holds two int arrays.
 */
public final class TaskIntervals {

    private final int[] order;
    private final int[] offset;

    private TaskIntervals(int[] order, int[] offset) {
        this.order = order;
        this.offset = offset;
    }

    public static TaskIntervals of(RunTrace trace) {
        int tasks = trace.taskCount();
        int n = trace.stateCount();
        int[] offset = new int[tasks + 1];
        for (int i = 0; i < n; i++) {
            offset[trace.stateTask(i) + 1]++;
        }
        for (int t = 0; t < tasks; t++) {
            offset[t + 1] += offset[t];
        }
        int[] fill = offset.clone();
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[fill[trace.stateTask(i)]++] = i;
        }
        return new TaskIntervals(order, offset);
    }

    /** Number of intervals of task t. */
    public int count(int t) {
        return offset[t + 1] - offset[t];
    }

    /** Index (into the trace) of the k-th interval of task t. */
    public int get(int t, int k) {
        return order[offset[t] + k];
    }

    /**
     * The position k of the last interval of task t that starts at or before {@code time}, or -1 when
     * every interval starts later.
     */
    public int lastStartingBy(RunTrace trace, int t, double time) {
        int lo = 0;
        int hi = count(t) - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (trace.stateStart(get(t, mid)) <= time) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }
}
