package lbsim.run.result;

import lbsim.run.io.AtomicFiles;
import lbsim.run.io.Csv;
import lbsim.run.io.Json;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import lbsim.core.stats.HostStats;
import lbsim.core.stats.TaskActivity;
import lbsim.core.stats.TaskStats;
import lbsim.core.trace.StepSeries;
import lbsim.run.RunOutcome;
import lbsim.run.outcome.MasterSlaveSummary;
import lbsim.run.export.Exports;
import lbsim.trace.TraceFile;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

/**
 * Writes a run's result folder: summary.json, tasks.csv, hosts.csv, shares.csv, trace.lbt and further files.
 * <p>
 * The folder is written under a temporary name next to the target and renamed when complete, so a
 * crash never leaves a half-written result. Every file written is listed in {@link Manifest#NAME}. An
 * existing folder at the target is replaced only when its manifest proves lbsim wrote all of it (the old
 * one is moved aside only once the new one is complete, and deleted after the new one is in place); any
 * other existing file or non-empty folder is refused, so nothing a user had is overwritten.
 */
public final class ResultWriter {

    /** Version of the result folder layout, written into summary.json. */
    public static final int FORMAT_VERSION = 1;

    private ResultWriter() {
    }

    /**
     * How a result folder is written.
     *
     * @param lbsimVersion     written into summary.json
     * @param exports          export names (see {@link Exports}), already checked by {@link Exports#parse}; none
     *                         unless {@code withTrace}: they are written from the trace
     * @param withTrace        false: the folder gets no trace.lbt (a run made without a trace,
     *                         {@link lbsim.run.PreparedRun#withoutTrace}), summary.json no critical path but
     *                         {@code "trace": "none"}, and a streamed trace file of the outcome is left where it is
     *                         (the caller's to delete)
     * @param abandon          says to give up (a cancelled run): checked before the new folder replaces the target and
     *                         between windows of the trace while the critical path is read
     * @param criticalPathDone receives how far the critical path (read back from a full trace for summary.json, the
     *                         longest part of writing a long run) has come, fractions 0 to 1, growing
     */
    public record Options(String lbsimVersion, List<String> exports, boolean withTrace,
            java.util.function.BooleanSupplier abandon, java.util.function.DoubleConsumer criticalPathDone) {

        public Options {
            exports = List.copyOf(exports);
            if (!withTrace && !exports.isEmpty()) {
                throw new IllegalArgumentException("exports are written from the trace: none without it");
            }
        }

        /** With the trace, no exports, never abandoned, no progress. */
        public static Options of(String lbsimVersion) {
            return new Options(lbsimVersion, List.of(), true, () -> false, f -> { });
        }

        /** These options with these exports. */
        public Options exports(List<String> names) {
            return new Options(lbsimVersion, names, withTrace, abandon, criticalPathDone);
        }

        /** These options with or without the trace. */
        public Options withTrace(boolean trace) {
            return new Options(lbsimVersion, exports, trace, abandon, criticalPathDone);
        }

        /** These options, abandoned when {@code when} says so, reporting the critical path's progress to {@code done}. */
        public Options abandon(java.util.function.BooleanSupplier when, java.util.function.DoubleConsumer done) {
            return new Options(lbsimVersion, exports, withTrace, when, done);
        }
    }

    /**
     * Writes the result folder with the trace and no exports: {@link #write(RunOutcome, Path, Options)} with
     * {@link Options#of}.
     *
     * @throws IOException with a message naming the path when the target is in the way or a write fails
     */
    public static void write(RunOutcome outcome, Path target, String lbsimVersion) throws IOException {
        write(outcome, target, Options.of(lbsimVersion));
    }

    /**
     * Writes the result folder: the result files, the trace file (a streamed trace file is moved in, not copied;
     * one that holds only summaries is moved in as it is, and summary.json says {@code "trace": "summary"}) and
     * the exports, all inside the temporary folder, so they appear together or not at all. The trace is opened once,
     * for the critical path and the exports. The target is checked once, when the new folder is about to replace it.
     *
     * @return true if the folder was written, false if abandoned (the temporary folder is deleted and an old result
     *         at the target is left as it was)
     * @throws IOException with a message naming the path when the target is in the way or a write fails
     */
    public static boolean write(RunOutcome outcome, Path target, Options options) throws IOException {
        Path dir = target.toAbsolutePath().normalize();
        Path parent = dir.getParent();
        Files.createDirectories(parent);
        Path tmp = TempPaths.directory(parent, "." + dir.getFileName() + ".tmp-" + ProcessHandle.current().pid() + "-");
        try {
            writeTasks(tmp.resolve(ResultFolder.TASKS_CSV), outcome);
            writeHosts(tmp.resolve(ResultFolder.HOSTS_CSV), outcome.hosts());
            writeShares(tmp.resolve(ResultFolder.SHARES_CSV), outcome);
            if (!outcome.activities().isEmpty()) {
                writeActivities(tmp.resolve(ResultFiles.ACTIVITY.name()), outcome.activities());
            }
            for (lbsim.run.outcome.ResultFile f : outcome.files()) {
                try (java.io.Writer w = Files.newBufferedWriter(tmp.resolve(f.name()), StandardCharsets.UTF_8)) {
                    f.write(w);
                }
            }
            Path trace = tmp.resolve(TraceFile.NAME);
            if (!options.withTrace()) {
                writeJson(tmp.resolve(ResultFolder.SUMMARY_JSON), summary(outcome, options.lbsimVersion(), null, "none"));
            } else {
                if (outcome.traceFile() != null) { // written while the run went: moved in, not copied through memory
                    moveFile(outcome.traceFile(), trace);
                } else {
                    outcome.trace().writeTo(trace); // the file the in-memory trace is, byte for byte
                }
                try (TraceStore store = TraceStores.open(trace)) {
                    writeJson(tmp.resolve(ResultFolder.SUMMARY_JSON), summary(outcome, options.lbsimVersion(),
                            criticalPath(store, outcome.result(lbsim.run.outcome.CriticalPathTotals.class).orElse(null),
                                    options.abandon(), options.criticalPathDone()), store.hasEvents() ? null : "summary"));
                    if (!options.exports().isEmpty()) {
                        // through the same code as lbsim export: the same bytes
                        Exports.write(store, tmp, options.exports(), "lbsim: " + outcome.scenarioName() + " (seed " + outcome.seed() + ")",
                                options.abandon());
                    }
                }
            }
            Manifest.write(tmp);
            if (options.abandon().getAsBoolean()) {
                AtomicFiles.deleteTree(tmp);
                return false;
            }
            install(tmp, dir, outcome.scenarioFile());
            return true;
        } catch (java.util.concurrent.CancellationException e) { // abandon said so while the critical path was read
            AtomicFiles.deleteTree(tmp);
            if (options.abandon().getAsBoolean()) {
                return false;
            }
            throw e;
        } catch (IOException | RuntimeException | Error e) {
            AtomicFiles.deleteTree(tmp);
            throw e;
        }
    }

    private static void moveFile(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    /**
     * Refuses a target that lbsim may not replace: see {@link Manifest#checkReplaceable}.
     *
     * @throws IOException naming the target and the rule
     */
    public static void checkTarget(Path dir) throws IOException {
        Manifest.checkReplaceable(dir, "a result folder");
    }

    /**
     * Refuses an existing target folder that holds an input file (the scenario being run, e.g. kept in an
     * old result folder): replacing the folder would delete it.
     *
     * @throws IOException naming the target, the file and the rule
     */
    public static void checkNotHolding(Path dir, Path input) throws IOException {
        if (Files.exists(dir) && real(input).startsWith(real(dir))) {
            throw new FolderInUseException(dir + ": holds the scenario file " + input
                    + " being run; replacing the folder would delete it");
        }
    }

    private static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException | RuntimeException e) {
            return p.toAbsolutePath().normalize();
        }
    }

    /**
     * The critical path's length and per-task shares for summary.json, from the trace file; null (left
     * out) when the trace holds no events or no state intervals. Should the analysis fail, the run's
     * result is still written, with {"error": message} in its place.
     */
    private static Map<String, Object> criticalPath(TraceStore s, lbsim.run.outcome.CriticalPathTotals online,
            java.util.function.BooleanSupplier abandon, java.util.function.DoubleConsumer done) throws IOException {
        if (!s.hasEvents() || s.intervalCount() == 0) {
            return null;
        }
        if (online != null && online.path().taskCount() == s.taskCount()) {
            // computed while the run went (issue 32): the same figures, without reading the trace back
            done.accept(1);
            return lbsim.trace.analysis.AnalysisReport.json(online.path(), s, false);
        }
        try {
            // the totals only, in bounded memory whatever the path's length (issue 32): the same figures as the whole path
            return lbsim.trace.analysis.AnalysisReport.json(lbsim.trace.analysis.CriticalPath.totals(s, abandon, done), s, false);
        } catch (java.util.concurrent.CancellationException e) {
            throw e; // abandoned: the folder is not written
        } catch (RuntimeException e) {
            return Map.of("error", "the critical path could not be found: " + e);
        }
    }

    /**
     * The content of summary.json; everything but the "wallClock" entry is reproducible.
     *
     * @param criticalPath the critical path's figures, or null to leave them out
     */
    static Map<String, Object> summary(RunOutcome o, String lbsimVersion, Map<String, Object> criticalPath) {
        return summary(o, lbsimVersion, criticalPath, null);
    }

    /**
     * As {@link #summary(RunOutcome, String, Map)}, with {@code "trace": TRACE} after the critical path's place
     * when {@code trace} is not null ("summary" or "none": the folder's trace.lbt holds only summaries, or there
     * is none), so a reader knows why the critical path (and traffic.csv) is missing.
     */
    static Map<String, Object> summary(RunOutcome o, String lbsimVersion, Map<String, Object> criticalPath, String trace) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", "lbsim-result");
        m.put("formatVersion", FORMAT_VERSION);
        m.put("lbsimVersion", lbsimVersion);
        m.put("scenario", o.scenarioName());
        m.put("scenarioFile", o.scenarioFile());
        m.put("overrides", o.overrides());
        m.put("seed", o.seed());
        m.put("stopReason", o.stopReason().name().toLowerCase(Locale.ROOT));
        m.put("simulatedEndSeconds", o.simulatedEndSeconds());
        // the application's makespan (master-slave, work stealing: the master has the last result), as in
        // masterslave.csv; the critical path's "runEndSeconds" is the last task's end, later
        o.result(MasterSlaveSummary.class).ifPresent(ms -> m.put("makespanSeconds", ms.makespanSeconds()));
        m.put("eventsProcessed", o.eventsProcessed());
        List<Object> tasks = new ArrayList<>();
        for (TaskStats t : o.tasks()) {
            Map<String, Object> tm = new LinkedHashMap<>();
            tm.put("name", t.task());
            tm.put("host", t.host());
            tm.put("nice", t.nice());
            tm.put("finished", t.finished());
            tm.put("startSeconds", t.startSeconds());
            tm.put("endSeconds", t.endSeconds());
            tm.put("workSeconds", t.workSeconds());
            tm.put("cpuSeconds", t.cpuSeconds());
            tm.put("cpuShare", t.share());
            tasks.add(tm);
        }
        m.put("tasks", tasks);
        List<Object> hosts = new ArrayList<>();
        for (HostStats h : o.hosts()) {
            Map<String, Object> hm = new LinkedHashMap<>();
            hm.put("name", h.host());
            hm.put("speed", h.speed());
            hm.put("processors", h.processors());
            hm.put("scheduler", h.scheduler());
            hm.put("meanCompetingProcesses", h.meanCompeting());
            hm.put("utilization", h.utilization());
            hosts.add(hm);
        }
        m.put("hosts", hosts);
        List<Object> workloads = new ArrayList<>();
        o.workloadArrivals().forEach((name, n) -> {
            Map<String, Object> wm = new LinkedHashMap<>();
            wm.put("name", name);
            wm.put("arrivals", n);
            workloads.add(wm);
        });
        m.put("workloads", workloads);
        if (!o.activities().isEmpty()) {
            // one map per task, made when it is written (a million tasks' maps took 1 GB at once)
            List<TaskActivity> activities = o.activities();
            List<Object> acts = new java.util.AbstractList<>() {
                @Override
                public Object get(int i) {
                    return activity(activities.get(i));
                }

                @Override
                public int size() {
                    return activities.size();
                }
            };
            m.put("messageTasks", acts);
        }
        if (criticalPath != null) {
            m.put("criticalPath", criticalPath);
        }
        if (trace != null) {
            m.put("trace", trace);
        }
        m.put("deadlock", o.deadlock());
        o.result(lbsim.run.outcome.EnergySummary.class).ifPresent(e -> m.put("energy", e.totals()));
        Map<String, Object> wall = new LinkedHashMap<>();
        // padded: its digits vary from run to run, the file's size (listed in .lbsim-manifest) must not
        wall.put("seconds", new lbsim.run.io.Json.Padded(o.wallClockSeconds()));
        m.put("wallClock", wall);
        return m;
    }

    /**
     * tasks.csv: the observed tasks, then the message-passing tasks (master-slave, real programs, replays)
     * from their activity: nice 0, work = the reference work their processor time did (cpu_s x host speed),
     * share = cpu_s over their time alive (up to the end of the run when unfinished).
     */
    private static void writeTasks(Path file, RunOutcome o) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            writeTasks(w, o);
        }
    }

    /** How many characters of a table are gathered before they are written (a row per task: a million rows are 100 MB). */
    private static final int ROWS_CHARS = 1 << 16;

    private static void writeTasks(Writer w, RunOutcome o) throws IOException {
        StringBuilder sb = new StringBuilder(ResultFolder.TASKS_HEADER).append('\n');
        for (TaskStats t : o.tasks()) {
            sb.append(Csv.text(t.task())).append(',').append(Csv.text(t.host())).append(',').append(t.nice())
                    .append(',').append(Csv.number(t.startSeconds())).append(',').append(Csv.number(t.endSeconds()))
                    .append(',').append(Csv.number(t.workSeconds())).append(',').append(Csv.number(t.cpuSeconds()))
                    .append(',').append(Csv.number(t.share())).append('\n');
            passOn(sb, w);
        }
        Map<String, Double> speed = new java.util.HashMap<>();
        for (HostStats h : o.hosts()) {
            speed.put(h.host(), h.speed());
        }
        for (TaskActivity a : o.activities()) {
            double alive = (Double.isNaN(a.endSeconds()) ? o.simulatedEndSeconds() : a.endSeconds()) - a.startSeconds();
            sb.append(Csv.text(a.task())).append(',').append(Csv.text(a.host())).append(",0,")
                    .append(Csv.number(a.startSeconds())).append(',').append(Csv.number(a.endSeconds())).append(',')
                    .append(Csv.number(a.cpuSeconds() * speed.getOrDefault(a.host(), Double.NaN))).append(',')
                    .append(Csv.number(a.cpuSeconds())).append(',')
                    .append(Csv.number(alive > 0 ? a.cpuSeconds() / alive : Double.NaN)).append('\n');
            passOn(sb, w);
        }
        w.append(sb);
    }

    /** Writes what {@code sb} holds once it is {@link #ROWS_CHARS} long, and empties it. */
    private static void passOn(StringBuilder sb, Writer w) throws IOException {
        if (sb.length() >= ROWS_CHARS) {
            w.append(sb);
            sb.setLength(0);
        }
    }

    private static void writeActivities(Path file, List<TaskActivity> acts) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            writeActivities(w, acts);
        }
    }

    private static void writeActivities(Writer w, List<TaskActivity> acts) throws IOException {
        StringBuilder sb = new StringBuilder(ResultFiles.ACTIVITY.header()).append('\n');
        for (TaskActivity a : acts) {
            sb.append(a.tid()).append(',').append(Csv.text(a.task())).append(',').append(Csv.text(a.host())).append(',')
                    .append(Csv.number(a.startSeconds())).append(',').append(Csv.number(a.endSeconds())).append(',')
                    .append(Csv.number(a.computeSeconds())).append(',').append(Csv.number(a.overheadSeconds())).append(',')
                    .append(Csv.number(a.cpuSeconds())).append(',').append(Csv.number(a.blockedSeconds())).append(',')
                    .append(Csv.number(a.algorithmicBlockedSeconds())).append(',').append(Csv.number(a.serviceBlockedSeconds()))
                    .append(',').append(a.messagesSent()).append(',').append(a.bytesSent()).append(',')
                    .append(a.messagesReceived()).append(',').append(a.bytesReceived()).append(',')
                    .append(Csv.number(a.transitSeconds())).append(',').append(Csv.number(a.wireSeconds())).append('\n');
            passOn(sb, w);
        }
        w.append(sb);
    }

    private static void writeHosts(Path file, List<HostStats> hosts) throws IOException {
        StringBuilder sb = new StringBuilder(ResultFiles.HOSTS.header()).append('\n');
        for (HostStats h : hosts) {
            sb.append(Csv.text(h.host())).append(',').append(Csv.number(h.speed())).append(',').append(h.processors())
                    .append(',').append(Csv.text(h.scheduler())).append(',').append(Csv.number(h.meanCompeting()))
                    .append(',').append(Csv.number(h.utilization())).append('\n');
        }
        writeText(file, sb.toString());
    }

    private static void writeShares(Path file, RunOutcome o) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write(ResultFolder.SHARES_HEADER);
            w.write('\n');
            for (TaskStats t : o.tasks()) {
                StepSeries s = o.shares().get(t.task());
                if (s == null) {
                    continue;
                }
                String name = Csv.text(t.task());
                for (int i = 0; i < s.size(); i++) {
                    w.write(name + ',' + Csv.number(s.time(i)) + ',' + Csv.number(s.value(i)) + '\n');
                }
            }
        }
    }

    /** summary.json's entry for one task of a message-passing application. */
    private static Map<String, Object> activity(TaskActivity a) {
        Map<String, Object> am = new LinkedHashMap<>();
        am.put("tid", a.tid());
        am.put("name", a.task());
        am.put("host", a.host());
        am.put("startSeconds", a.startSeconds());
        am.put("endSeconds", a.endSeconds());
        am.put("computeSeconds", a.computeSeconds());
        am.put("overheadSeconds", a.overheadSeconds());
        am.put("blockedSeconds", a.blockedSeconds());
        am.put("algorithmicBlockedSeconds", a.algorithmicBlockedSeconds());
        am.put("serviceBlockedSeconds", a.serviceBlockedSeconds());
        am.put("transitSeconds", a.transitSeconds());
        am.put("wireSeconds", a.wireSeconds());
        am.put("messagesSent", a.messagesSent());
        am.put("bytesSent", a.bytesSent());
        am.put("messagesReceived", a.messagesReceived());
        am.put("bytesReceived", a.bytesReceived());
        return am;
    }

    /** Writes {@code value} as JSON (see {@link Json#write(java.io.Writer, Object)}: the same bytes as {@link Json#write(Object)}). */
    private static void writeJson(Path file, Object value) throws IOException {
        try (java.io.Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            Json.write(w, value);
        }
    }

    private static void writeText(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /** Puts the finished temporary folder in place, after checking the target (once, now: the run may have taken long). */
    private static void install(Path tmp, Path dir, String scenarioFile) throws IOException {
        if (scenarioFile != null) {
            Path scenario = null;
            try {
                scenario = Path.of(scenarioFile);
            } catch (java.nio.file.InvalidPathException e) {
                // a label, not a file name: nothing to protect
            }
            if (scenario != null) {
                checkNotHolding(dir, scenario);
            }
        }
        checkTarget(dir);
        Path old = null;
        if (Files.exists(dir)) {
            old = dir.resolveSibling("." + dir.getFileName() + ".old-" + ProcessHandle.current().pid() + "-" + System.nanoTime());
            AtomicFiles.move(dir, old);
        }
        try {
            AtomicFiles.move(tmp, dir);
        } catch (IOException e) {
            if (old != null) {
                AtomicFiles.move(old, dir); // put the previous result back
            }
            throw e;
        }
        if (old != null) {
            AtomicFiles.deleteTree(old);
        }
    }
}
