package lbsim.run;

import java.util.List;

import lbsim.core.stats.TaskActivity;
import lbsim.run.result.Csv;

/**
 * The figures of a master-slave or work-stealing run: makespan; speedup and efficiency against the same
 * work on one reference host (the sum of the unit costs); load imbalance as the slaves' maximum over
 * mean busy (computing) time; chunks handed out and scheduling messages.
 */
final class MasterSlaveReport {

    static final String HEADER = "strategy,slaves,makespan_s,work_s,speedup,efficiency,load_imbalance,chunks,scheduling_messages";

    private MasterSlaveReport() {
    }

    /**
     * @param slaveActivity the activity of the slave tasks only
     */
    static String csv(String strategy, double makespan, double work, long chunks, long messages,
            List<TaskActivity> slaveActivity) {
        int slaves = slaveActivity.size();
        double max = 0;
        double sum = 0;
        for (TaskActivity a : slaveActivity) {
            max = Math.max(max, a.computeSeconds());
            sum += a.computeSeconds();
        }
        double mean = slaves > 0 ? sum / slaves : Double.NaN;
        double speedup = work / makespan;
        return HEADER + "\n" + Csv.text(strategy) + ',' + slaves + ',' + Csv.number(makespan) + ',' + Csv.number(work) + ','
                + Csv.number(speedup) + ',' + Csv.number(speedup / slaves) + ',' + Csv.number(mean > 0 ? max / mean : Double.NaN)
                + ',' + chunks + ',' + messages + '\n';
    }
}
