package lbsim.run.outcome;

import java.util.List;

import lbsim.core.stats.TaskActivity;
import lbsim.run.io.Csv;

/**
 * The figures of a master-slave or work-stealing run (masterslave.csv): makespan; speedup and efficiency
 * against the same work on one reference host (the sum of the unit costs); load imbalance as the slaves'
 * maximum over mean busy (computing) time; chunks handed out and scheduling messages.
 *
 * @param strategy           the strategy's spec, e.g. {@code trapezoid(first=50, last=2)} or {@code work-stealing}
 * @param slaves             number of slave tasks
 * @param makespanSeconds    virtual time until the last result reached the master (s)
 * @param workSeconds        sum of the unit costs on the reference host (s)
 * @param speedup            work over makespan
 * @param efficiency         speedup over slaves
 * @param loadImbalance      the slaves' maximum over mean compute time (NaN when no slave computed)
 * @param chunks             chunks handed out
 * @param schedulingMessages scheduling messages sent
 */
public record MasterSlaveSummary(String strategy, int slaves, double makespanSeconds, double workSeconds, double speedup,
        double efficiency, double loadImbalance, long chunks, long schedulingMessages) implements AppResult {

    /** The file name. */
    public static final String FILE = lbsim.run.result.ResultFiles.MASTER_SLAVE.name();

    /** The header of masterslave.csv. */
    public static final String HEADER = lbsim.run.result.ResultFiles.MASTER_SLAVE.header();

    /**
     * The summary from the run's figures.
     *
     * @param slaveActivity the activity of the slave tasks only
     */
    public static MasterSlaveSummary of(String strategy, double makespan, double work, long chunks, long messages,
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
        return new MasterSlaveSummary(strategy, slaves, makespan, work, speedup, speedup / slaves,
                mean > 0 ? max / mean : Double.NaN, chunks, messages);
    }

    @Override
    public List<ResultFile> files() {
        return List.of(ResultFile.of(FILE, out -> out.append(HEADER + "\n" + Csv.text(strategy) + ',' + slaves + ','
                + Csv.number(makespanSeconds) + ',' + Csv.number(workSeconds) + ',' + Csv.number(speedup) + ','
                + Csv.number(efficiency) + ',' + Csv.number(loadImbalance) + ',' + chunks + ',' + schedulingMessages + '\n')));
    }
}
