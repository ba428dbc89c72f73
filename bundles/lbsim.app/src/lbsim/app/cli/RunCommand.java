package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import lbsim.model.io.ScenarioException;
import lbsim.run.SimulationException;
import lbsim.run.experiment.ExperimentChart;
import lbsim.run.experiment.ExperimentPlan;
import lbsim.run.experiment.ExperimentResult;
import lbsim.run.experiment.ExperimentRunner;
import lbsim.run.experiment.Risk;
import lbsim.run.experiment.Stats;
import lbsim.run.experiment.Sweep;
import lbsim.run.launch.CancelHandle;
import lbsim.run.launch.ExperimentOutcome;
import lbsim.run.launch.ExperimentRequest;
import lbsim.run.launch.RunListener;
import lbsim.run.launch.RunRequest;
import lbsim.run.launch.RunResult;
import lbsim.run.launch.Runs;

/**
 * {@code lbsim run}: one scenario, or with --sweep, --replications or --shard an experiment. Parses the
 * options, calls {@link Runs#run} or {@link Runs#experiment}, and prints the outcome.
 */
public final class RunCommand implements Command {

    /** Exit code of a run stopped by Ctrl-C: 128 + SIGINT, as a shell reports a process killed by it (SIGTERM: 143). */
    public static final int INTERRUPTED = 130;

    /** Appended to a message about a result folder that must not be replaced. */
    static final String CHOOSE_ANOTHER = ", choose another --out";

    @Override
    public int execute(String[] args, Console io) throws UsageException, ScenarioException, SimulationException, IOException {
        RunOptions o = RunOptions.parse("run", args);
        boolean sandbox = Sandbox.wanted() && realProgram(o);
        return o.experiment() ? experiment(o, io, sandbox ? args : null) : single(o, io, sandbox ? args : null);
    }

    /** Whether the scenario runs a real program (a RealApplication); false when it cannot be read (the run says why). */
    private static boolean realProgram(RunOptions o) {
        try {
            return Runs.load(Path.of(o.scenario), o.scenario, o.sets).getApplication() instanceof lbsim.model.RealApplication;
        } catch (ScenarioException | RuntimeException e) {
            return false;
        }
    }

    /**
     * A real program's run or experiment in a sandboxed child JVM ({@link Sandbox}): the child prints what an
     * in-process run prints; here only a child that ended without saying so (Runtime.halt) or a signal is reported.
     */
    private static int sandboxed(String[] args, RunOptions o, Path target, Console io)
            throws UsageException, SimulationException {
        Path dir = target.toAbsolutePath().normalize();
        String bwrap = Sandbox.bwrap(); // none here: one line saying what to install, exit 1
        Sandbox.checkFolder(dir, Path.of(o.scenario), o.experiment());
        String[] childArgs = new String[args.length + 1];
        childArgs[0] = "run";
        System.arraycopy(args, 0, childArgs, 1, args.length);
        CancelHandle cancel = new CancelHandle();
        List<Path> reads = reads(o);
        Sandbox.Outcome r = Signals.cancelOnShutdown(cancel, io, () -> Sandbox.run(bwrap, childArgs, dir, reads, terminal(), io, cancel));
        if (r.finished()) {
            io.delegated(); // the child printed the outcome line
            if (r.message() != null) {
                io.err().println("lbsim: " + r.message());
            }
            return r.code();
        }
        if (cancel.cancelled()) {
            io.err().println("lbsim: stopped: no result written" + (java.nio.file.Files.exists(dir) ? "; " + dir + " is as it was" : ""));
            io.message("stopped before the run ended; no result written");
            return Signals.exitCode();
        }
        String m = Sandbox.unexplained(o.scenario, r.code(), dir);
        io.err().println("lbsim: " + m);
        io.message(m);
        return ExitCodes.SIMULATION_FAILED;
    }

    /**
     * What a sandboxed program may read besides the system, the JDK and lbsim: the scenario's folder, every file the
     * scenario (with --set and every --sweep value) names, and the --classpath entries.
     */
    private static List<Path> reads(RunOptions o) {
        List<Path> reads = new java.util.ArrayList<>();
        Path scenario = Path.of(o.scenario).toAbsolutePath().normalize();
        Path base = scenario.getParent();
        reads.add(base);
        reads.addAll(o.classPath);
        try {
            lbsim.model.Scenario s = Runs.load(Path.of(o.scenario), o.scenario, o.sets);
            reads.addAll(lbsim.run.experiment.InputDigests.paths(s, base));
            for (String spec : o.sweeps) {
                lbsim.run.experiment.Sweep sweep = lbsim.run.experiment.Sweep.parse(spec);
                for (int v = 0; v < sweep.values().size(); v++) {
                    lbsim.model.Scenario copy = org.eclipse.emf.ecore.util.EcoreUtil.copy(s);
                    lbsim.model.io.ScenarioOverrides.apply(copy, sweep.assignment(v));
                    reads.addAll(lbsim.run.experiment.InputDigests.paths(copy, base));
                }
            }
        } catch (ScenarioException | RuntimeException e) {
            // the run in the sandbox reports it
        }
        return reads;
    }

    private static RunListener listener(RunOptions o, Console io) {
        return o.machine ? new MachineProgress(io.err()) : RunListener.NONE;
    }

    private static int single(RunOptions o, Console io, String[] sandbox)
            throws UsageException, ScenarioException, SimulationException {
        Path outDir = o.outDir != null ? Path.of(o.outDir) : RunRequest.defaultFolder(o.scenario);
        if (sandbox != null) {
            return sandboxed(o.outDir != null ? sandbox : withOut(sandbox, outDir), o, outDir, io);
        }
        RunRequest req = new RunRequest(Path.of(o.scenario), null, o.scenario, o.sets, o.seed, outDir, o.exports,
                o.extraClassPath(), io.version(), o.callSites, o.traceLevel());
        CancelHandle cancel = new CancelHandle();
        RunListener machine = listener(o, io);
        RunProgressLine bar = o.quiet ? null
                : new RunProgressLine(io.err(), terminal(), machine, req.trace() == lbsim.run.launch.TraceLevel.FULL);
        RunResult result;
        if (bar != null) {
            bar.start();
        }
        try {
            result = Signals.cancelOnShutdown(cancel, io, () -> Runs.run(req, bar != null ? bar : machine, cancel));
        } finally {
            if (bar != null) {
                bar.finish();
            }
        }
        var out = io.out();
        var err = io.err();
        switch (result) {
            case RunResult.BadInput b -> throw new ScenarioException(b.problems());
            case RunResult.BadFolder b -> throw new UsageException("--out " + b.message() + (b.inUse() ? CHOOSE_ANOTHER : ""));
            case RunResult.Stopped s -> {
                err.println("lbsim: stopped: no result written" + (java.nio.file.Files.exists(outDir) ? "; " + outDir
                        + " is as it was" : ""));
                io.message("stopped before the run ended; no result written");
                return Signals.exitCode();
            }
            case RunResult.Failed f -> {
                err.println("lbsim: " + f.message());
                if (o.machine) { // the objects the failure is about, as data, for the IDE's markers
                    synchronized (err) {
                        for (lbsim.model.io.Problem p : f.problems()) {
                            err.println(ProblemLines.machine(p));
                        }
                    }
                }
                io.message(f.message());
                if (f.cause() != null) {
                    err.println("lbsim: the cause, as thrown:");
                    f.cause().printStackTrace(err);
                }
                if (f.partialFolder() != null) {
                    err.println("lbsim: the partial result (up to the failure) is in " + outDir);
                    io.folder(outDir);
                }
                return ExitCodes.SIMULATION_FAILED;
            }
            case RunResult.Completed c -> {
                io.folder(outDir);
                io.message("results: " + outDir.toAbsolutePath().normalize());
                if (!o.quiet) {
                    SummaryPrinter.print(out, io.version(), c.outcome(), outDir, o.traceLevel());
                    SummaryPrinter.printExports(out, o.exports);
                }
                return ExitCodes.OK;
            }
            case RunResult.Deadlocked d -> {
                io.folder(outDir);
                if (!o.quiet) {
                    SummaryPrinter.print(out, io.version(), d.outcome(), outDir, o.traceLevel());
                    SummaryPrinter.printExports(out, o.exports);
                }
                String first = o.scenario + ": deadlock at " + d.outcome().simulatedEndSeconds()
                        + " s: no event is left and these tasks wait for messages that can never come:";
                err.println("lbsim: " + first);
                io.message(first);
                for (String line : d.outcome().deadlock()) {
                    err.println("lbsim:   " + line);
                }
                err.println("lbsim: the partial result is in " + outDir);
                return ExitCodes.SIMULATION_FAILED;
            }
        }
    }

    /**
     * run with --sweep, --replications or --shard: runs the experiment and writes the experiment folder.
     * Ctrl-C or SIGTERM stops the runs; the finished points are written (complete=false) before the JVM exits.
     */
    private static int experiment(RunOptions o, Console io, String[] sandbox)
            throws UsageException, ScenarioException, SimulationException {
        if (!o.exports.isEmpty() && !o.keepRuns) {
            throw new UsageException("--export with --sweep, --replications or --shard writes into each run folder kept"
                    + " with --keep-runs; add --keep-runs (or export later: lbsim export on a kept run)");
        }
        if (!o.classPath.isEmpty()) {
            throw new UsageException("--classpath cannot be combined with --sweep, --replications or --shard yet;"
                    + " give the program's class path in the scenario (application/classPath)");
        }
        List<Sweep> given = new ArrayList<>();
        int[] shard;
        for (String spec : o.sweeps) {
            try {
                given.add(Sweep.parse(spec));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--sweep " + e.getMessage());
            }
        }
        // the scenario file's own sweeps and replications; --sweep of a path the file sweeps replaces that sweep,
        // other --sweep come after the file's; --replications replaces the file's count
        List<Sweep> sweeps = o.file.sweepsWith(given);
        int replications = o.file.replicationsWith(o.replications);
        try {
            shard = o.shard == null ? new int[] { 1, 1 } : ExperimentPlan.parseShard(o.shard);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--shard " + e.getMessage());
        }
        try {
            // the plan's own checks, before --chart's: the same order of messages as always
            new ExperimentPlan(o.scenario, o.sets, sweeps, replications, o.seed, shard[0], shard[1]);
        } catch (ExperimentPlan.Conflict e) {
            throw new UsageException(conflict(e));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (!o.charts.isEmpty() && sweeps.isEmpty()) { // found now, not after the whole experiment ran
            throw new UsageException("--chart " + o.charts.get(0) + ": draws against the first swept parameter; give a --sweep"
                    + " (or sweeps in the scenario file)");
        }
        if (o.chartX != null) {
            try { // found now, not after the whole experiment ran
                ExperimentChart.axisIndex(new ExperimentPlan(o.scenario, o.sets, sweeps, 1, o.seed, 1, 1), o.chartX);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--chart-x: " + e.getMessage());
            }
        }
        int jobs = o.jobs != null ? o.jobs : Runtime.getRuntime().availableProcessors();
        ExperimentRequest req = new ExperimentRequest(Path.of(o.scenario), o.scenario, o.sets, sweeps,
                replications, o.seed, o.outDir != null ? Path.of(o.outDir) : null, o.exports,
                jobs, shard[0], shard[1], o.keepRuns, o.charts, o.chartX, io.version(), o.deadline);
        Path target = o.outDir != null ? Path.of(o.outDir) : req.defaultFolder();
        if (sandbox != null) {
            return sandboxed(o.outDir != null ? sandbox : withOut(sandbox, target), o, target, io);
        }
        var out = io.out();
        var err = io.err();
        RunListener machine = listener(o, io);
        ProgressBar[] bar = new ProgressBar[1];
        java.util.concurrent.atomic.AtomicReference<ExperimentRunner.Snapshot> latest = new java.util.concurrent.atomic.AtomicReference<>();
        RunListener listener = new RunListener() {
            @Override
            public void experimentStarted(ExperimentPlan plan, int j) {
                int points = plan.shardPoints().size();
                latest.set(new ExperimentRunner.Snapshot(0, points, 0, (long) points * plan.replications(), 0, 0, false));
                if (!o.quiet) {
                    out.printf(Locale.ROOT, "lbsim %s: experiment on %s: %d point%s%s x %d replication%s = %d runs, %d at a time%n",
                            io.version(), o.scenario, points, points == 1 ? "" : "s",
                            plan.sharded() ? " (shard " + plan.shardIndex() + "/" + plan.shardCount() + " of " + plan.pointCount() + ")"
                                    : "",
                            plan.replications(), plan.replications() == 1 ? "" : "s", (long) points * plan.replications(), j);
                    bar[0] = new ProgressBar(err, terminal(), latest::get);
                    bar[0].start();
                }
            }

            @Override
            public void experimentProgress(ExperimentRunner.Snapshot s) {
                latest.set(s);
                machine.experimentProgress(s);
            }
        };
        CancelHandle cancel = new CancelHandle();
        ExperimentOutcome outcome = Signals.cancelOnShutdown(cancel, io, () -> {
            try {
                return Runs.experiment(req, listener, cancel);
            } finally {
                if (bar[0] != null) {
                    bar[0].finish();
                }
            }
        });
        switch (outcome) {
            case ExperimentOutcome.BadRequest b -> throw new UsageException(b.message()); // checked above already
            case ExperimentOutcome.BadChart c -> throw new UsageException(c.needsDeadline()
                    ? "--chart " + c.figure() + " draws P(makespan > T): give --deadline T"
                    : "--chart " + c.figure() + ": " + c.problem());
            case ExperimentOutcome.BadFolder b -> throw new UsageException("--out " + b.message()
                    + (b.inUse() ? CHOOSE_ANOTHER : ""));
            case ExperimentOutcome.BadInput b -> throw new ScenarioException(b.problems());
            case ExperimentOutcome.Failed f -> {
                List<lbsim.run.experiment.RunFailure> failed = f.result() == null ? List.of() : f.result().failedRuns();
                if (failed.isEmpty()) {
                    err.println("lbsim: " + f.message());
                }
                synchronized (err) { // each failed run as its one line, and with --progress=machine its causes as data
                    for (lbsim.run.experiment.RunFailure run : failed) {
                        err.println("lbsim: " + run.text());
                        for (lbsim.model.io.Problem p : o.machine ? run.causes() : List.<lbsim.model.io.Problem>of()) {
                            err.println(ProblemLines.machine(p, run));
                        }
                    }
                }
                io.message(f.message());
                if (f.result() != null) {
                    io.folder(f.folder());
                    int kept = f.result().finishedPoints().size();
                    err.println("lbsim: the experiment stopped; the " + kept + " finished point" + (kept == 1 ? "" : "s") + " of "
                            + f.result().plan().shardPoints().size() + " are in " + target + " (experiment.json complete=false"
                            + (failed.isEmpty() ? "" : ", the failed run" + (failed.size() == 1 ? "" : "s") + " in failures.csv")
                            + ")");
                }
                return ExitCodes.SIMULATION_FAILED;
            }
            case ExperimentOutcome.Stopped s when s.folder() == null -> {
                String line = "interrupted: nothing written; the previous experiment in " + target + " is as it was";
                err.println("lbsim: " + line);
                io.message(line);
                return Signals.exitCode();
            }
            case ExperimentOutcome.Stopped s -> {
                io.folder(s.folder());
                int kept = s.result().finishedPoints().size();
                String line = "interrupted: kept the " + kept + " finished point" + (kept == 1 ? "" : "s") + " of "
                        + s.result().plan().shardPoints().size() + " in " + target + " (experiment.json complete=false)";
                err.println("lbsim: " + line);
                io.message(line);
                return Signals.exitCode();
            }
            case ExperimentOutcome.Completed c -> {
                io.folder(c.folder());
                io.message("experiment: " + c.folder());
                if (!o.quiet) {
                    printPoints(out, c.result(), o.deadline);
                    out.println("experiment: " + target + " (experiment.json, points.csv, runs.csv" + (o.keepRuns ? ", runs/" : "")
                            + ")");
                }
                List<Path> charts = c.charts();
                for (int k = 0; k + 1 < charts.size(); k += 2) {
                    if (!o.quiet) {
                        out.println("chart: " + target.resolve(charts.get(k).getFileName()) + ", "
                                + target.resolve(charts.get(k + 1).getFileName()));
                    }
                }
                if (!c.chartProblems().isEmpty()) {
                    throw new ScenarioException(c.chartProblems());
                }
                return ExitCodes.OK;
            }
        }
    }

    /** The arguments with {@code --out DIR} added (the default folder, as the parent named it). */
    private static String[] withOut(String[] args, Path dir) {
        String[] a = java.util.Arrays.copyOf(args, args.length + 2);
        a[args.length] = "--out";
        a[args.length + 1] = dir.toString();
        return a;
    }

    /** A contradiction of the plan in the options' words. */
    static String conflict(ExperimentPlan.Conflict e) {
        return switch (e.kind()) {
            case SWEPT_TWICE -> "--sweep " + e.path() + " is given twice; sweep each attribute once";
            case SEED_AND_SEED_SWEEP -> "--seed " + e.value() + " and --sweep run/seed: --seed would replace every swept seed;"
                    + " give one of them";
            case ASSIGNED_AND_SWEPT -> "--set " + e.value() + ": " + e.path()
                    + " is also swept (--sweep), which would override this value; give it only once";
        };
    }

    /** One line per point (up to 40): the swept values and the main figure's mean and 95 % CI. */
    private static void printPoints(java.io.PrintStream out, ExperimentResult r, Double deadline) {
        List<String> names = r.figureNames();
        String figure = names.contains("makespan") ? "makespan" : "simulated_end";
        List<Integer> pts = r.finishedPoints();
        if (pts.size() > 40 || r.plan().sweeps().isEmpty() && r.plan().replications() == 1) {
            return;
        }
        for (int p : pts) {
            double[] v = r.runsOf(p).stream().map(x -> x.figures().get(figure)).filter(x -> x != null)
                    .mapToDouble(Double::doubleValue).toArray();
            Stats st = Stats.of(v);
            List<String> sets = new ArrayList<>();
            List<String> values = r.plan().pointValues(p);
            for (int k = 0; k < values.size(); k++) {
                sets.add(r.plan().sweeps().get(k).path() + "=" + values.get(k));
            }
            out.printf(Locale.ROOT, "point %d%s: %s %.6g%s%n", p, sets.isEmpty() ? "" : " (" + String.join(", ", sets) + ")",
                    figure, st.mean(), Double.isNaN(st.ci95()) ? "" : String.format(Locale.ROOT, " +- %.3g (95 %% CI, n = %d)",
                            st.ci95(), st.n()));
            out.println("  " + riskLine(v, deadline));
        }
    }

    /** The quantiles of a point's values with their order-statistic CIs, and P(value > deadline) with its Wilson CI. */
    static String riskLine(double[] v, Double deadline) {
        StringBuilder sb = new StringBuilder();
        for (double level : Risk.LEVELS) {
            Risk.Quantile q = Risk.quantile(v, level);
            sb.append(sb.isEmpty() ? "" : ", ").append(Risk.label(level)).append(' ')
                    .append(String.format(Locale.ROOT, "%.6g", q.value())).append(" [")
                    .append(Double.isNaN(q.low()) ? "-" : String.format(Locale.ROOT, "%.6g", q.low())).append(", ")
                    .append(Double.isNaN(q.high()) ? "-" : String.format(Locale.ROOT, "%.6g", q.high())).append(']');
        }
        if (deadline != null) {
            Risk.Exceedance e = Risk.exceedance(v, deadline);
            sb.append(String.format(Locale.ROOT, "; P(> %s s) = %d/%d = %.4g [%.4g, %.4g]", Risk.format(deadline),
                    e.count(), e.n(), e.probability(), e.low(), e.high()));
        }
        return sb.append(" (95 % CIs; [x, -]: too few runs for that bound)").toString();
    }

    /** Whether stderr is likely a terminal, so the progress line can be redrawn in place. */
    private static boolean terminal() {
        if (Sandbox.childTerminal() != null) { // a sandboxed child sees a pipe: the parent tells
            return Sandbox.childTerminal();
        }
        java.io.Console c = System.console();
        if (c == null) {
            return false;
        }
        try { // Java 22+: System.console() is non-null for redirected streams too; isTerminal() tells
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(c);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return true;
        }
    }
}
