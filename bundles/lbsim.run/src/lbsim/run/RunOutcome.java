package lbsim.run;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import lbsim.core.engine.StopReason;
import lbsim.core.stats.HostStats;
import lbsim.core.stats.TaskActivity;
import lbsim.core.stats.TaskStats;
import lbsim.core.trace.StepSeries;
import lbsim.run.outcome.AppResult;
import lbsim.run.outcome.MasterSlaveSummary;
import lbsim.run.outcome.NetworkTables;
import lbsim.run.outcome.ResultFile;
import lbsim.trace.TraceImage;

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
 * @param activities          per message-passing task, what it did (empty for applications without messages)
 * @param deadlock            one line per task left waiting for a message that can never come; empty if none
 * @param tables              the message-passing tables as typed values (messages.csv, traffic.csv, segments.csv,
 *                            stations.csv; see {@link NetworkTables}), each serialized when the folder is written;
 *                            empty for applications without messages
 * @param results             what the application bindings report (e.g. a {@link MasterSlaveSummary}), typed,
 *                            in binding order; empty for the partial outcome of a failed run
 * @param trace               what happened, for trace.lbt, the exporters and the space-time pictures: the
 *                            trace file's bytes held in memory ({@link TraceImage#empty()} when nothing was
 *                            recorded); null when the trace was streamed to {@code traceFile}
 * @param traceFile           the trace file written while the run went (see
 *                            {@link PreparedRun#streamTraceTo}), or null when the trace is in memory
 */
public record RunOutcome(String scenarioName, String scenarioFile, List<String> overrides, long seed,
        StopReason stopReason, double simulatedEndSeconds, long eventsProcessed, double wallClockSeconds,
        List<TaskStats> tasks, List<HostStats> hosts, Map<String, StepSeries> shares,
        Map<String, Long> workloadArrivals, List<TaskActivity> activities, List<String> deadlock,
        List<ResultFile> tables, List<AppResult> results, TraceImage trace, java.nio.file.Path traceFile) {

    public RunOutcome {
        tables = List.copyOf(tables);
        results = List.copyOf(results);
    }

    /** An outcome whose trace is in memory. */
    public RunOutcome(String scenarioName, String scenarioFile, List<String> overrides, long seed, StopReason stopReason,
            double simulatedEndSeconds, long eventsProcessed, double wallClockSeconds, List<TaskStats> tasks,
            List<HostStats> hosts, Map<String, StepSeries> shares, Map<String, Long> workloadArrivals,
            List<TaskActivity> activities, List<String> deadlock, List<ResultFile> tables, List<AppResult> results,
            TraceImage trace) {
        this(scenarioName, scenarioFile, overrides, seed, stopReason, simulatedEndSeconds, eventsProcessed, wallClockSeconds,
                tasks, hosts, shares, workloadArrivals, activities, deadlock, tables, results, trace, null);
    }

    /**
     * Opens the run's trace: the bytes in memory, or the file {@link #traceFile()} written while the run went.
     * Close the store when done.
     *
     * @throws java.io.IOException when the streamed trace file cannot be read
     */
    public lbsim.trace.store.TraceStore openTrace() throws java.io.IOException {
        if (trace != null) {
            return trace.open();
        }
        if (traceFile == null) {
            return TraceImage.empty().open();
        }
        return lbsim.trace.store.TraceStores.open(traceFile);
    }

    /** The application's result of this type, if the run has one. */
    public <T extends AppResult> Optional<T> result(Class<T> type) {
        for (AppResult r : results) {
            if (type.isInstance(r)) {
                return Optional.of(type.cast(r));
            }
        }
        return Optional.empty();
    }

    /** Every further result file, in the order listed: the tables, then the results' files (a later one of a name wins). */
    public List<ResultFile> files() {
        Map<String, ResultFile> files = new LinkedHashMap<>();
        for (ResultFile f : tables) {
            files.put(f.name(), f);
        }
        for (AppResult r : results) {
            for (ResultFile f : r.files()) {
                files.put(f.name(), f);
            }
        }
        return List.copyOf(files.values());
    }

    /** {@link #files()} by name with their text, serialized now (for tests and small tools). */
    public Map<String, String> extraFiles() {
        Map<String, String> texts = new LinkedHashMap<>();
        for (ResultFile f : files()) {
            texts.put(f.name(), f.text());
        }
        return texts;
    }

    /** Whether the run ended with tasks waiting for messages that can never come. */
    public boolean deadlocked() {
        return !deadlock.isEmpty();
    }
}
