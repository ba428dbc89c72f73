package lbsim.run;

import java.util.List;

import lbsim.core.app.MasterSlave;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.stats.TaskActivity;
import lbsim.run.result.Csv;

/**
 * The figures of a master-slave run: makespan; speedup and efficiency against the same work on one
 * reference host (the sum of the unit costs); load imbalance as the slaves' maximum over mean busy
 * (computing) time; chunks and scheduling messages of the strategy.
 */
final class MasterSlaveReport {

    static final String HEADER = "strategy,slaves,makespan_s,work_s,speedup,efficiency,load_imbalance,chunks,scheduling_messages";

    private MasterSlaveReport() {
    }

    static String csv(MasterSlave model, VirtualMachine vm) {
        List<TaskActivity> acts = vm.activity();
        int slaves = vm.taskCount() - 1;
        double max = 0;
        double sum = 0;
        for (TaskActivity a : acts) {
            if (a.tid() >= model.firstSlaveTid()) {
                max = Math.max(max, a.computeSeconds());
                sum += a.computeSeconds();
            }
        }
        double mean = slaves > 0 ? sum / slaves : Double.NaN;
        double makespan = model.makespanSeconds();
        double speedup = model.totalWorkSeconds() / makespan;
        return HEADER + "\n" + Csv.text(model.strategyName()) + ',' + slaves + ',' + Csv.number(makespan) + ','
                + Csv.number(model.totalWorkSeconds()) + ',' + Csv.number(speedup) + ',' + Csv.number(speedup / slaves) + ','
                + Csv.number(mean > 0 ? max / mean : Double.NaN) + ',' + model.chunks() + ',' + model.schedulingMessages() + '\n';
    }
}
