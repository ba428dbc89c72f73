package lbsim.run.experiment;

import java.util.LinkedHashMap;

import lbsim.core.stats.HostStats;
import lbsim.core.stats.TaskStats;
import lbsim.run.RunOutcome;
import lbsim.run.outcome.MasterSlaveSummary;

/**
 * The summary figures of one run, by stable column name, in a fixed order:
 * {@code simulated_end} (s), {@code events}; per task {@code task.NAME.end} and {@code task.NAME.cpu} (s);
 * per host {@code host.NAME.utilization} (0..1) and {@code host.NAME.mean_competing} (processes);
 * and for master-slave runs (masterslave.csv) {@code makespan} (s), {@code speedup}, {@code efficiency},
 * {@code imbalance} (slaves' maximum over mean compute time), {@code chunks} and
 * {@code scheduling_messages}.
 */
public final class Figures {

    private Figures() {
    }

    /** The figures of a run; NaN where a figure is undefined (e.g. the end of an unfinished task). */
    public static LinkedHashMap<String, Double> of(RunOutcome o) {
        LinkedHashMap<String, Double> f = new LinkedHashMap<>();
        f.put("simulated_end", o.simulatedEndSeconds());
        f.put("events", (double) o.eventsProcessed());
        for (TaskStats t : o.tasks()) {
            f.put("task." + t.task() + ".end", t.finished() ? t.endSeconds() : Double.NaN);
            f.put("task." + t.task() + ".cpu", t.cpuSeconds());
        }
        for (HostStats h : o.hosts()) {
            f.put("host." + h.host() + ".utilization", h.utilization());
            f.put("host." + h.host() + ".mean_competing", h.meanCompeting());
        }
        o.result(MasterSlaveSummary.class).ifPresent(ms -> {
            f.put("makespan", ms.makespanSeconds());
            f.put("speedup", ms.speedup());
            f.put("efficiency", ms.efficiency());
            f.put("imbalance", ms.loadImbalance());
            f.put("chunks", (double) ms.chunks());
            f.put("scheduling_messages", (double) ms.schedulingMessages());
        });
        return f;
    }
}
