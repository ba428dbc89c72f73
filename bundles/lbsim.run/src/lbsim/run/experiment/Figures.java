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
 * {@code scheduling_messages}; where a host has a power model, {@code energy} (joules of all metered hosts).
 */
public final class Figures {

    private Figures() {
    }

    /** The figure names every run or every master-slave run has. */
    public static final java.util.List<String> FIXED = java.util.List.of("simulated_end", "events", "makespan", "speedup",
            "efficiency", "imbalance", "chunks", "scheduling_messages");

    /** The joules of all metered hosts (runs where a host has a power model, energy.csv). */
    public static final String ENERGY = "energy";

    private static final java.util.regex.Pattern TASK = java.util.regex.Pattern.compile("task\\.(.+)\\.(end|cpu)");
    private static final java.util.regex.Pattern HOST = java.util.regex.Pattern.compile("host\\.(.+)\\.(utilization|mean_competing)");

    /**
     * Whether {@code figure} (optionally with {@code _mean}) can be a figure of runs of {@code scenario}, as far
     * as the scenario tells before running: a fixed name, {@code host.NAME.*} of one of its hosts, or
     * {@code task.NAME.*} of one of its observed tasks (any name when workloads add tasks at run time).
     *
     * @return null if it can, else why not (one line)
     */
    public static String checkChart(String figure, lbsim.model.Scenario scenario) {
        ExperimentChart.RiskFigure risk = ExperimentChart.RiskFigure.parse(figure);
        if (risk != null) { // deadline, or a quantile FIGURE_pNN of a figure checked as any other
            return risk.deadline() ? null : checkChart(risk.figure(), scenario);
        }
        String name = figure.endsWith("_mean") ? figure.substring(0, figure.length() - 5) : figure;
        if (FIXED.contains(name) || name.equals(ENERGY)) {
            return null;
        }
        java.util.Set<String> hosts = new java.util.LinkedHashSet<>();
        java.util.Set<String> tasks = new java.util.LinkedHashSet<>();
        scenario.eAllContents().forEachRemaining(o -> {
            if (o instanceof lbsim.model.Host h && h.getName() != null) {
                hosts.add(h.getName());
            } else if (o instanceof lbsim.model.ObservedTask t && t.getName() != null) {
                tasks.add(t.getName());
            }
        });
        java.util.regex.Matcher m = HOST.matcher(name);
        if (m.matches()) {
            return hosts.isEmpty() || hosts.contains(m.group(1)) ? null
                    : "the scenario has no host '" + m.group(1) + "'; its hosts: " + few(hosts);
        }
        m = TASK.matcher(name);
        if (m.matches()) {
            return !scenario.getWorkloads().isEmpty() || tasks.isEmpty() || tasks.contains(m.group(1)) ? null
                    : "the scenario has no observed task '" + m.group(1) + "'; its tasks: " + few(tasks);
        }
        return "no such figure; the figures are " + String.join(", ", FIXED)
                + " (the last six of master-slave runs), task.NAME.end, task.NAME.cpu, host.NAME.utilization,"
                + " host.NAME.mean_competing, energy (runs with a power model) (each also with _mean, or with _pNN for a quantile, e.g. makespan_p90), and deadline"
                + " (of an experiment with a deadline)";
    }

    private static String few(java.util.Set<String> names) {
        java.util.List<String> l = new java.util.ArrayList<>(names);
        return l.size() > 20 ? String.join(", ", l.subList(0, 20)) + ", ..." : String.join(", ", l);
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
        o.result(lbsim.run.outcome.EnergySummary.class).ifPresent(e -> f.put(ENERGY, e.totalJoules()));
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
