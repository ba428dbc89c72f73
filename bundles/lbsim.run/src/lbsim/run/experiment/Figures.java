package lbsim.run.experiment;

import java.util.LinkedHashMap;
import java.util.Map;

import lbsim.core.stats.HostStats;
import lbsim.core.stats.TaskStats;
import lbsim.run.RunOutcome;
import lbsim.run.result.Csv;

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
        String ms = o.extraFiles().get("masterslave.csv");
        if (ms != null) {
            String[] lines = ms.split("\n");
            if (lines.length >= 2) {
                String[] head = Csv.split(lines[0]);
                String[] row = Csv.split(lines[1]);
                Map<String, String> named = Map.of("makespan_s", "makespan", "speedup", "speedup", "efficiency",
                        "efficiency", "load_imbalance", "imbalance", "chunks", "chunks", "scheduling_messages",
                        "scheduling_messages");
                for (String column : new String[] { "makespan_s", "speedup", "efficiency", "load_imbalance", "chunks",
                        "scheduling_messages" }) {
                    for (int i = 0; i < head.length && i < row.length; i++) {
                        if (head[i].equals(column)) {
                            f.put(named.get(column), row[i].isEmpty() ? Double.NaN : Double.parseDouble(row[i]));
                        }
                    }
                }
            }
        }
        return f;
    }
}
