package lbsim.run.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

import lbsim.core.engine.Simulation;
import lbsim.core.msg.TaskFailure;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.io.Problem;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.io.ScenarioOverrides;
import lbsim.run.PreparedRun;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.SimulationException;
import lbsim.run.experiment.ExperimentChart;
import lbsim.run.experiment.ExperimentFolder;
import lbsim.run.experiment.ExperimentPlan;
import lbsim.run.experiment.ExperimentResult;
import lbsim.run.experiment.ExperimentRunner;
import lbsim.run.io.Leftovers;
import lbsim.run.io.OutputErrors;
import lbsim.run.result.FolderInUseException;
import lbsim.run.result.ResultWriter;

/**
 * The two ways to run: one scenario ({@link #run}) or an experiment ({@link #experiment}). The command
 * line and the IDE's launch both call these; they differ only in how they show progress and outcomes.
 * <p>
 * Both check everything they can before simulating (the scenario and its input files, the result
 * folder), report progress to a {@link RunListener} about four times a second from a thread of their
 * own, stop when the {@link CancelHandle} is cancelled, and return a typed outcome. Results are written
 * to a temporary folder next to the target and renamed when complete, so no half-written result is
 * ever left behind.
 */
public final class Runs {

    /** Milliseconds between two progress reports. */
    static final long PROGRESS_INTERVAL_MILLIS = 250;

    private Runs() {
    }

    /**
     * Runs one scenario and writes its result folder.
     *
     * @param listener receives progress (may be {@link RunListener#NONE})
     * @param cancel   stops the run: nothing is written and an old result is left as it was
     * @return how it ended; a {@link RunResult.Completed} or {@link RunResult.Deadlocked} has its folder written
     */
    public static RunResult run(RunRequest req, RunListener listener, CancelHandle cancel) {
        Scenario scenario;
        try {
            scenario = req.model() != null ? req.model() : load(req.scenarioFile(), req.label(), req.assignments());
        } catch (ScenarioException e) {
            return new RunResult.BadInput(e.problems());
        }
        Path dir = req.folder().toAbsolutePath().normalize();
        try {
            if (req.scenarioFile() != null) {
                ResultWriter.checkNotHolding(dir, req.scenarioFile());
            }
            ResultWriter.checkTarget(dir);
            Leftovers.removeBeside(dir); // what a killed lbsim left beside this folder (its pid no longer runs)
        } catch (IOException e) {
            return new RunResult.BadFolder(e.getMessage(), e instanceof FolderInUseException);
        }
        PreparedRun prepared;
        try {
            prepared = ScenarioRunner.prepare(scenario, req.label(), req.seed(), req.classPath());
        } catch (ScenarioException e) {
            return new RunResult.BadInput(e.problems());
        }
        try (FolderRun folder = new FolderRun(dir, req.trace(), req.callSites(), req.exports(), req.lbsimVersion())) {
            try {
                folder.prepare(prepared);
            } catch (IOException e) {
                return new RunResult.BadFolder(e.getMessage(), false);
            }
            if (listener.wantsLiveTrace()) {
                Path liveFile = folder.live(prepared);
                if (liveFile != null) {
                    listener.runTrace(dir, folder.spool(), liveFile);
                }
            }
            return run(req, listener, cancel, scenario, folder, prepared);
        }
    }

    private static RunResult run(RunRequest req, RunListener listener, CancelHandle cancel, Scenario scenario, FolderRun folder,
            PreparedRun prepared) {
        RunSettings settings = scenario.getRun();
        double end = settings != null && settings.getEndTimeSeconds() > 0 ? settings.getEndTimeSeconds() : 0;
        AtomicReference<Simulation> live = new AtomicReference<>();
        cancel.onCancel(() -> {
            Simulation sim = live.get();
            if (sim != null) {
                sim.stop();
            }
        });
        Monitor monitor = new Monitor(() -> {
            Simulation sim = live.get();
            if (sim != null) {
                if (cancel.cancelled() || prepared.traceFailure() != null) { // an output error ends the run too
                    sim.stop();
                }
                listener.runProgress(sim.now(), end, sim.eventsProcessed());
                prepared.requestLiveSnapshot();
            }
        });
        RunOutcome outcome;
        try {
            monitor.start();
            outcome = prepared.run(req.assignments(), sim -> {
                live.set(sim);
                if (cancel.cancelled()) {
                    sim.stop();
                }
            });
        } catch (SimulationException e) {
            monitor.finish();
            if (cancel.cancelled()) {
                return new RunResult.Stopped();
            }
            if (prepared.traceFailure() != null) { // the disk, not the simulation: no partial result, no stack trace
                return new RunResult.Failed(OutputErrors.describe(req.folder().toAbsolutePath().normalize(), prepared.traceFailure()), null, null);
            }
            Throwable cause = e.getCause() instanceof TaskFailure tf && tf.getCause() != null ? tf.getCause() : e.getCause();
            Path partial = null;
            if (e.partial() != null) {
                try {
                    WritingLimit limit = new WritingLimit(settings, cancel);
                    if (folder.write(e.partial(), limit, listener::runWritingProgress)) {
                        partial = req.folder();
                    } else if (limit.reached()) {
                        return new RunResult.Failed(e.getMessage() + "; " + limit.message(req.folder()), cause, null, e.problems());
                    }
                } catch (IOException io) {
                    return new RunResult.Failed(e.getMessage() + "; and the partial result cannot be written: " + io.getMessage(),
                            cause, null, e.problems());
                }
            }
            if (cancel.cancelled()) {
                return new RunResult.Stopped();
            }
            return new RunResult.Failed(e.getMessage(), cause, partial, e.problems());
        } finally {
            monitor.finish();
        }
        if (cancel.cancelled()) {
            return new RunResult.Stopped();
        }
        listener.runWriting();
        WritingLimit limit = new WritingLimit(settings, cancel);
        try {
            if (!folder.write(outcome, limit, listener::runWritingProgress)) {
                if (limit.reached()) {
                    return new RunResult.Failed(limit.message(req.folder()), null, null);
                }
                return new RunResult.Stopped();
            }
        } catch (IOException e) {
            return new RunResult.Failed(OutputErrors.describe(req.folder().toAbsolutePath().normalize(), e), null, null);
        }
        return outcome.deadlocked() ? new RunResult.Deadlocked(outcome, req.folder()) : new RunResult.Completed(outcome, req.folder());
    }

    /**
     * Loads a scenario file and applies assignments in order; problems name the file.
     *
     * @throws ScenarioException naming the file, the object or path and the rule
     */
    public static Scenario load(Path file, String label, List<String> assignments) throws ScenarioException {
        Scenario s = ScenarioLoader.load(file);
        for (String set : assignments) {
            try {
                ScenarioOverrides.apply(s, set);
            } catch (ScenarioException e) {
                List<Problem> named = new ArrayList<>();
                for (Problem p : e.problems()) {
                    named.add(p.withFile(label));
                }
                throw new ScenarioException(named);
            }
        }
        return s;
    }

    /**
     * Runs an experiment (its shard of the points) on {@code jobs} threads and writes the experiment folder:
     * experiment.json, points.csv, runs.csv, and with {@code keepRuns} every run's result folder under runs/
     * (with the requested exports). The charts are drawn once every point ran.
     *
     * @param listener receives the start and the progress (may be {@link RunListener#NONE})
     * @param cancel   stops the runs; the finished points are written (complete=false)
     */
    public static ExperimentOutcome experiment(ExperimentRequest req, RunListener listener, CancelHandle cancel) {
        ExperimentPlan plan;
        try {
            plan = new ExperimentPlan(req.scenarioFile().toString(), req.assignments(), req.sweeps(), req.replications(),
                    req.seed(), req.shardIndex(), req.shardCount());
        } catch (IllegalArgumentException e) {
            return new ExperimentOutcome.BadRequest(e.getMessage());
        }
        Path dir = (req.folder() != null ? req.folder() : req.defaultFolder()).toAbsolutePath().normalize();
        try {
            ExperimentFolder.checkTarget(dir, req.scenarioFile()); // fail before simulating
            Leftovers.removeBeside(dir);
        } catch (IOException e) {
            return new ExperimentOutcome.BadFolder(e.getMessage(), e instanceof FolderInUseException);
        }
        ExperimentRunner runner;
        try {
            runner = ExperimentRunner.prepare(plan, req.jobs());
        } catch (ScenarioException e) {
            return new ExperimentOutcome.BadInput(e.problems());
        }
        if (!req.charts().isEmpty()) { // an unknown figure is found now, not after the whole experiment ran
            Scenario s = runner.scenario();
            for (String figure : req.charts()) {
                if (figure.equals("deadline") && req.deadlineSeconds() == null) {
                    return new ExperimentOutcome.BadChart(figure, null, true);
                }
                String problem = lbsim.run.experiment.Figures.checkChart(figure, s);
                if (problem != null) {
                    return new ExperimentOutcome.BadChart(figure, problem, false);
                }
            }
        }
        listener.experimentStarted(plan, req.jobs());
        cancel.onCancel(runner::cancel);
        Path tmp;
        try {
            tmp = ExperimentFolder.createTemp(dir);
        } catch (IOException e) {
            return new ExperimentOutcome.BadFolder(e.getMessage(), e instanceof FolderInUseException);
        }
        ExperimentResult result;
        Monitor monitor = new Monitor(() -> listener.experimentProgress(runner.snapshot()));
        try {
            monitor.start();
            result = runner.run(req.jobs(), !req.keepRuns() ? null : new KeptRuns(tmp, plan, req));
        } catch (RuntimeException | Error e) { // e.g. out of memory: no hidden temporary folder stays
            ExperimentFolder.deleteTree(tmp);
            throw e;
        } finally {
            monitor.finish();
        }
        if (runner.cancelled() && result.failure() == null && !isEmptyOrMissing(dir)) {
            // an interrupted experiment does not replace a previous one: the old folder stays as it was
            ExperimentFolder.deleteTree(tmp);
            return new ExperimentOutcome.Stopped(result, null);
        }
        try {
            ExperimentFolder.install(tmp, result, dir, req.lbsimVersion(), req.keepRuns(), req.deadlineSeconds());
        } catch (IOException e) {
            return new ExperimentOutcome.Failed(null, null, "cannot write the result: " + e.getMessage());
        }
        if (result.failure() != null) {
            return new ExperimentOutcome.Failed(result, dir, result.failure(), runner.runFailure());
        }
        if (runner.cancelled()) {
            return new ExperimentOutcome.Stopped(result, dir);
        }
        List<Path> charts = new ArrayList<>();
        for (String figure : req.charts()) {
            try {
                charts.addAll(ExperimentChart.draw(dir, figure, req.chartX()));
            } catch (ScenarioException e) {
                return new ExperimentOutcome.Completed(result, dir, charts, e.problems());
            } catch (IOException e) {
                return new ExperimentOutcome.Completed(result, dir, charts,
                        List.of(lbsim.model.io.Problem.of("cannot write the chart: " + e.getMessage())));
            }
        }
        return new ExperimentOutcome.Completed(result, dir, charts, List.of());
    }

    /** The kept runs of an experiment: each goes to its folder under runs/ by the path of a single run ({@link FolderRun}). */
    private static final class KeptRuns implements ExperimentRunner.RunSink {
        private final Path tmp;
        private final ExperimentPlan plan;
        private final ExperimentRequest req;
        private final java.util.Map<Long, FolderRun> folders = new java.util.concurrent.ConcurrentHashMap<>();

        KeptRuns(Path tmp, ExperimentPlan plan, ExperimentRequest req) {
            this.tmp = tmp;
            this.plan = plan;
            this.req = req;
        }

        private static long key(int point, int replication) {
            return (long) point << 32 | replication;
        }

        @Override
        public void prepare(int point, int replication, PreparedRun prepared) throws IOException {
            FolderRun f = new FolderRun(ExperimentFolder.runDir(tmp, plan, point, replication).toAbsolutePath().normalize(),
                    TraceLevel.FULL, false, req.exports(), req.lbsimVersion());
            folders.put(key(point, replication), f);
            f.prepare(prepared);
        }

        @Override
        public void accept(int point, int replication, RunOutcome outcome) throws IOException {
            folders.get(key(point, replication)).write(outcome, () -> false, done -> { });
        }

        @Override
        public void release(int point, int replication) {
            FolderRun f = folders.remove(key(point, replication));
            if (f != null) {
                f.close();
            }
        }
    }

    private static boolean isEmptyOrMissing(Path dir) {
        try {
            return !Files.exists(dir) || lbsim.run.io.AtomicFiles.isEmpty(dir);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * When a single run is written, given up: on Ctrl-C or SIGTERM, or, for a scenario with a wall-clock limit
     * ({@code run/wallClockLimitSeconds}), when writing has taken as long as the limit (the trace's analysis and
     * exports of a run stopped by the limit can take several times as long as its simulation). So a run with a
     * limit L ends within about 2L; an old result at {@code --out} is then kept.
     */
    private static final class WritingLimit implements BooleanSupplier {
        private final CancelHandle cancel;
        private final double seconds;
        private final long deadline;
        private volatile boolean reached;

        WritingLimit(RunSettings settings, CancelHandle cancel) {
            this.cancel = cancel;
            this.seconds = settings != null ? lbsim.run.UnderDebugger.wallClockLimit(settings.getWallClockLimitSeconds()) : 0;
            this.deadline = seconds > 0 ? System.nanoTime() + (long) Math.min(seconds * 1e9, Long.MAX_VALUE / 4) : 0;
        }

        @Override
        public boolean getAsBoolean() {
            if (cancel.cancelled()) {
                return true;
            }
            if (seconds > 0 && System.nanoTime() - deadline > 0) {
                reached = true;
            }
            return reached;
        }

        /** Whether writing was given up for the limit (not for a stop request). */
        boolean reached() {
            return reached && !cancel.cancelled();
        }

        String message(Path folder) {
            return folder + ": stopped: writing the result took longer than the run's wall-clock limit (run/wallClockLimitSeconds = "
                    + lbsim.core.dist.Distributions.format(seconds) + " s, which bounds the writing as well as the simulation);"
                    + " nothing written" + (Files.exists(folder) ? ", the old result is kept" : "")
                    + " (raise the limit, or write less: --trace summary, fewer --export formats)";
        }
    }

    /** Calls a progress report every {@link #PROGRESS_INTERVAL_MILLIS} on a daemon thread, and once more at the end. */
    private static final class Monitor {
        private final Runnable report;
        private Thread thread;
        private volatile boolean stop;
        private boolean finished;

        Monitor(Runnable report) {
            this.report = report;
        }

        void start() {
            thread = new Thread(() -> {
                while (!stop) {
                    try {
                        Thread.sleep(PROGRESS_INTERVAL_MILLIS);
                    } catch (InterruptedException e) {
                        return;
                    }
                    if (!stop) {
                        report.run();
                    }
                }
            }, "lbsim-progress");
            thread.setDaemon(true);
            thread.start();
        }

        /** Stops the reports and gives the last one; only the first call does anything. */
        void finish() {
            if (finished) {
                return;
            }
            finished = true;
            stop = true;
            if (thread != null) {
                thread.interrupt();
                try {
                    thread.join(1000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            report.run();
        }
    }
}
