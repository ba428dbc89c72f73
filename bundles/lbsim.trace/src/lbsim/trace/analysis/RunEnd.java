package lbsim.trace.analysis;

import java.io.IOException;

import lbsim.trace.store.TaskBounds;
import lbsim.trace.store.TraceStore;

/**
 * The run end of a trace: the latest end of any state interval, seconds (0 for a trace without intervals),
 * the moment the last task stopped doing anything. It is not the application's makespan: a master-slave run's
 * makespan is when the master has the last result ({@code masterslave.csv}), and the run goes on after it (the
 * stop messages), so the run end is later. Every analysis that needs the run end (the critical path, which
 * ends there; the breakdown, which spans [0, run end]; the run diff) takes it from here.
 */
public final class RunEnd {

    private RunEnd() {
    }

    /**
     * The latest end of any state interval of {@code store}, seconds, 0 when it has none: from the task bounds
     * the writer kept when the file has them, else from one pass over the intervals.
     */
    public static double seconds(TraceStore store) throws IOException {
        TaskBounds tb = store.optTaskBounds();
        double end = 0;
        if (tb != null) {
            for (int t = 0; t < store.taskCount(); t++) {
                end = later(end, tb.lastEnd(t));
            }
            return end;
        }
        double[] e = { 0 };
        store.forEachState((task, state, s, en) -> e[0] = later(e[0], en));
        return e[0];
    }

    /** The run end so far after an interval ending at {@code intervalEnd}: the later of the two. */
    static double later(double runEnd, double intervalEnd) {
        return intervalEnd > runEnd ? intervalEnd : runEnd;
    }
}
