package lbsim.run;

import java.util.List;
import java.util.Map;

import lbsim.core.engine.StopReason;
import lbsim.core.stats.HostStats;
import lbsim.core.stats.TaskStats;
import lbsim.core.trace.StepSeries;

/**
 * Everything one run of a scenario produced.
 *
 * @param scenarioName        the scenario's name
 * @param scenarioFile        the file it was loaded from, as given by the user (null if built in memory)
 * @param overrides           the {@code --set} assignments applied, in order
 * @param seed                the master seed used
 * @param stopReason          why the simulation stopped
 * @param simulatedEndSeconds virtual time at the end of the run
 * @param eventsProcessed     number of events the simulation processed
 * @param wallClockSeconds    real time the simulation took (not reproducible; kept apart in summary.json)
 * @param tasks               per application task, in scenario order
 * @param hosts               per host, in scenario order
 * @param shares              per task name, its share of one processor over time
 * @param workloadArrivals    per competing-user source (by workload name), the processes it started
 */
public record RunOutcome(String scenarioName, String scenarioFile, List<String> overrides, long seed,
        StopReason stopReason, double simulatedEndSeconds, long eventsProcessed, double wallClockSeconds,
        List<TaskStats> tasks, List<HostStats> hosts, Map<String, StepSeries> shares,
        Map<String, Long> workloadArrivals) {
}
