package lbsim.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.jar.Manifest;

import lbsim.core.analytic.EstimateFile;
import lbsim.core.analytic.ResourceModel;
import lbsim.core.io.InputFileException;
import lbsim.core.stats.HostStats;
import lbsim.core.stats.TaskActivity;
import lbsim.core.stats.TaskStats;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.io.ScenarioOverrides;
import lbsim.model.validation.ScenarioValidator;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.SimulationException;
import lbsim.run.chart.LineChart;
import lbsim.run.experiment.ExperimentChart;
import lbsim.run.experiment.ExperimentFolder;
import lbsim.run.experiment.ExperimentMerge;
import lbsim.run.experiment.ExperimentPlan;
import lbsim.run.experiment.ExperimentResult;
import lbsim.run.experiment.ExperimentRunner;
import lbsim.run.experiment.Sweep;
import lbsim.run.importer.VmConfigImport;
import lbsim.run.result.Csv;
import lbsim.run.result.ResultWriter;
import lbsim.run.export.Exports;
import lbsim.run.trace.RunTrace;
import lbsim.run.trace.TraceFile;
import lbsim.run.trace.TraceFormatException;

/**
 * The lbsim command line, shared by the plain Java main ({@link Main}) and the headless Eclipse
 * application ({@link HeadlessApplication}). Exit codes: 0 success, 1 the simulation failed,
 * 2 bad usage or an invalid scenario.
 */
public final class Cli {

    public static final int OK = 0;
    public static final int SIMULATION_FAILED = 1;
    public static final int BAD_INPUT = 2;

    private static final String USAGE = """
            Usage:
              lbsim run SCENARIO [--out DIR] [--seed N] [--set PATH=VALUE ...] [--classpath PATH[:PATH...]]
                        [--export LIST] [--quiet]
              lbsim run SCENARIO --sweep PATH=SPEC ... [--replications N] [--jobs N] [--shard I/N]
                        [--keep-runs] [--chart FIGURE ...] [--out DIR] [--seed N] [--set PATH=VALUE ...] [--quiet]
              lbsim merge SHARD_DIR... --out DIR
              lbsim chart DIR --figure FIGURE
              lbsim validate SCENARIO [--set PATH=VALUE ...] [--classpath PATH[:PATH...]]
              lbsim curves SCENARIO... [--out DIR] [--set PATH=VALUE ...]
              lbsim import vmconfig FILE [--out SCENARIO]
              lbsim estimate FILE [--target MACHINE]
              lbsim export RESULTDIR --export LIST
              lbsim --help | --version

            Commands:
              run        validate SCENARIO (an .lbsim file), simulate it and write a result folder
                         (summary.json, tasks.csv, hosts.csv, shares.csv); print a summary
              validate   check SCENARIO against every rule and list what is wrong
              curves     run ping-pong scenarios and draw their bandwidth curves side by side:
                         DIR/curves.csv (scenario, bytes, round trip, bandwidth) and DIR/curves.png
                         (default DIR: results/curves)
              merge      join the experiment folders of shards 1/n..n/n of one experiment into one
              chart      draw FIGURE of an experiment folder against its first swept parameter
                         (DIR/chart-FIGURE.png and .svg, with 95 %% confidence bars)
              import     turn a MISS-PVM VMConfig file into a scenario (default: FILE.lbsim next to it)
              estimate   Baer's closed-form estimate of a resource-matrix file (see README), optionally for
                         another machine of the file
              export     write exports (see --export) of an existing result folder from its trace.lbt

            Options:
              --out DIR        result folder (default: results/<scenario file name>); an existing
                               lbsim result folder there is replaced, anything else is left alone
              --seed N         master seed of the random streams (default: the scenario's run/seed)
              --set PATH=VALUE change one attribute before running; repeatable. PATH walks the
                               scenario: platform/hosts[name=ws1]/speed=2.0, workloads[0]/nice=10,
                               application/tasks[name=obs]/host=ws2, run/endTimeSeconds=3600
              --classpath PATH[:PATH...]
                               jars or class folders of a real program (RealApplication), separated by
                               the system's path separator ('%s'); they come before the scenario's classPath
              --quiet          print nothing but errors (no progress bar)
              --export LIST    run and export: also write these exports into the result folder, comma-separated:
                               chrome (trace.json, Perfetto), paje (trace.paje, ViTE), picl (trace.trf,
                               ParaGraph), csv (states.csv, messages.csv), png, svg (spacetime.png/.svg)

            Experiments (run with --sweep or --replications writes an experiment folder instead: experiment.json,
            points.csv with mean, sd and ci95 of every figure per point, runs.csv with every run; see README):
              --sweep PATH=v1,v2,...     sweep an attribute over values; PATH=FROM:TO:STEP a linear range,
                                         PATH=FROM:TO:*FACTOR a geometric one (both ends inclusive); several
                                         --sweep give the cross product, the first varying slowest
              --replications N           runs per point, with seeds derived from the master seed and the
                                         replication index (the same at every point)
              --jobs N                   runs at once (default: the number of cores)
              --shard I/N                run only points I-1, I-1+N, ... (for array jobs; join with merge)
              --keep-runs                also keep each run's result folder under DIR/runs/
              --chart FIGURE             draw FIGURE (e.g. makespan) against the first swept parameter
              Ctrl-C stops the runs, keeps the finished points (complete=false) and exits with 130.

            Exit codes: 0 success, 1 simulation failed, 2 bad usage or invalid scenario, 130 interrupted.
            """;

    private final PrintStream out;
    private final PrintStream err;

    public Cli(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Runs the command line and returns the exit code. Never throws for bad input. */
    public static int execute(String[] args, PrintStream out, PrintStream err) {
        return new Cli(out, err).execute(args);
    }

    /** The version of lbsim, from the bundle manifest ("0.1.0" plus the build qualifier). */
    public static String version() {
        URL self = Cli.class.getResource("Cli.class");
        if (self != null) {
            String s = self.toString();
            String manifest = s.substring(0, s.length() - "lbsim/app/Cli.class".length()) + "META-INF/MANIFEST.MF";
            try (InputStream in = new URL(manifest).openStream()) {
                String v = new Manifest(in).getMainAttributes().getValue("Bundle-Version");
                if (v != null) {
                    return v;
                }
            } catch (IOException | RuntimeException e) {
                // fall through
            }
        }
        return "0.1.0";
    }

    private static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    /** Parsed options of run and validate. */
    private static final class Options {
        String command;
        String scenario;
        String outDir;
        Long seed;
        boolean quiet;
        final List<Path> classPath = new ArrayList<>();
        final List<String> sets = new ArrayList<>();
        final List<String> scenarios = new ArrayList<>();
        final List<String> sweeps = new ArrayList<>();
        Integer replications;
        Integer jobs;
        String shard;
        boolean keepRuns;
        final List<String> charts = new ArrayList<>();

        /** Whether run writes an experiment folder rather than one result folder. */
        boolean experiment() {
            return !sweeps.isEmpty() || replications != null || shard != null;
        }
        List<String> exports = List.of();
    }

    int execute(String[] args) {
        try {
            if (args.length == 0) {
                throw new UsageException("no command given");
            }
            switch (args[0]) {
                case "--help", "-h", "help" -> {
                    out.print(USAGE.formatted(java.io.File.pathSeparator));
                    return OK;
                }
                case "--version", "version" -> {
                    out.println("lbsim " + version());
                    return OK;
                }
                case "run", "validate" -> {
                    Options o = parse(args);
                    return o.command.equals("run") ? run(o) : validate(o);
                }
                case "curves" -> {
                    return curves(parseMany(args));
                }
                case "import" -> {
                    return importVmConfig(args);
                }
                case "estimate" -> {
                    return estimate(args);
                }
                case "merge" -> {
                    return merge(args);
                }
                case "chart" -> {
                    return chart(args);
                }
                case "export" -> {
                    return export(args);
                }
                default -> throw new UsageException("unknown command '" + args[0] + "'");
            }
        } catch (UsageException e) {
            err.println("lbsim: " + e.getMessage());
            err.println("Try 'lbsim --help'.");
            return BAD_INPUT;
        } catch (ScenarioException e) {
            for (String p : e.problems()) {
                err.println("lbsim: " + p);
            }
            return BAD_INPUT;
        } catch (SimulationException e) {
            err.println("lbsim: " + e.getMessage());
            return SIMULATION_FAILED;
        } catch (IOException e) {
            err.println("lbsim: cannot write the result: " + e.getMessage());
            return SIMULATION_FAILED;
        } catch (RuntimeException e) {
            err.println("lbsim: internal error: " + e);
            e.printStackTrace(err);
            return SIMULATION_FAILED;
        }
    }

    private static Options parse(String[] args) throws UsageException {
        Options o = new Options();
        o.command = args[0];
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--out" -> o.outDir = value(args, ++i, a);
                case "--seed" -> {
                    String v = value(args, ++i, a);
                    try {
                        o.seed = Long.parseLong(v);
                    } catch (NumberFormatException e) {
                        throw new UsageException("--seed takes a whole number, got '" + v + "'");
                    }
                }
                case "--set" -> o.sets.add(value(args, ++i, a));
                case "--classpath", "-cp" -> classPath(o, value(args, ++i, a));
                case "--quiet", "-q" -> o.quiet = true;
                case "--sweep" -> o.sweeps.add(value(args, ++i, a));
                case "--replications" -> o.replications = positive(value(args, ++i, a), a);
                case "--jobs", "-j" -> o.jobs = positive(value(args, ++i, a), a);
                case "--shard" -> o.shard = value(args, ++i, a);
                case "--keep-runs" -> o.keepRuns = true;
                case "--chart" -> o.charts.add(value(args, ++i, a));
                case "--export" -> o.exports = exportNames(value(args, ++i, a));
                default -> {
                    if (a.startsWith("--set=")) {
                        o.sets.add(a.substring("--set=".length()));
                    } else if (a.startsWith("-")) {
                        throw new UsageException("unknown option '" + a + "' for " + o.command);
                    } else if (o.scenario != null) {
                        throw new UsageException("more than one scenario given: '" + o.scenario + "' and '" + a + "'");
                    } else {
                        o.scenario = a;
                    }
                }
            }
        }
        if (o.scenario == null) {
            throw new UsageException(o.command + ": no SCENARIO file given");
        }
        if (o.command.equals("validate") && (o.outDir != null || o.seed != null)) {
            throw new UsageException("validate takes no --out or --seed");
        }
        if (o.command.equals("validate") && (o.experiment() || o.jobs != null || o.keepRuns || !o.charts.isEmpty())) {
            throw new UsageException("validate takes no --sweep, --replications, --jobs, --shard, --keep-runs or --chart");
        }
        if (!o.experiment() && (o.jobs != null || o.keepRuns || !o.charts.isEmpty())) {
            throw new UsageException("--jobs, --keep-runs and --chart go with --sweep or --replications");
        }
        return o;
    }

    /** The entries of a --classpath value, in order; empty entries (as in "a::b") are refused. */
    private static void classPath(Options o, String value) throws UsageException {
        for (String entry : value.split(java.util.regex.Pattern.quote(java.io.File.pathSeparator), -1)) {
            if (entry.isBlank()) {
                throw new UsageException("--classpath has an empty entry in '" + value + "'");
            }
            o.classPath.add(Path.of(entry));
        }
    }

    /** Options of commands that take several scenarios. */
    private static Options parseMany(String[] args) throws UsageException {
        Options o = new Options();
        o.command = args[0];
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--out" -> o.outDir = value(args, ++i, a);
                case "--set" -> o.sets.add(value(args, ++i, a));
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option '" + a + "' for " + o.command);
                    }
                    o.scenarios.add(a);
                }
            }
        }
        if (o.scenarios.isEmpty()) {
            throw new UsageException(o.command + ": no SCENARIO file given");
        }
        return o;
    }

    private int curves(Options o) throws ScenarioException, SimulationException, IOException, UsageException {
        Path dir = Path.of(o.outDir != null ? o.outDir : "results/curves");
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UsageException("--out " + dir + ": exists and is not a folder");
        }
        StringBuilder csv = new StringBuilder("scenario,bytes,round_trip_s,bandwidth_bytes_per_s\n");
        LineChart chart = new LineChart("Ping-pong: application-to-application bandwidth", "message length (bytes)",
                "bandwidth (MB/s)");
        for (String file : o.scenarios) {
            Options one = new Options();
            one.scenario = file;
            one.sets.addAll(o.sets);
            Scenario s = load(one);
            if (!(s.getApplication() instanceof lbsim.model.PingPongApplication)) {
                throw new ScenarioException(file + ": the application is not a PingPongApplication (rule curvesNeedPingPong)");
            }
            RunOutcome r = ScenarioRunner.run(s, file, o.sets, null, null);
            String[] rows = r.extraFiles().get("pingpong.csv").split("\n");
            double[] x = new double[rows.length - 1];
            double[] y = new double[rows.length - 1];
            for (int i = 1; i < rows.length; i++) {
                String[] f = rows[i].split(",");
                x[i - 1] = Double.parseDouble(f[0]);
                y[i - 1] = Double.parseDouble(f[2]) / 1e6;
                csv.append(Csv.text(r.scenarioName())).append(',').append(rows[i]).append('\n');
            }
            chart.add(new LineChart.Series(r.scenarioName(), x, y));
            if (!o.quiet) {
                out.println(file + ": " + (rows.length - 1) + " sizes, largest message at "
                        + String.format(Locale.ROOT, "%.3f MB/s", y[y.length - 1]));
            }
        }
        Files.createDirectories(dir);
        Path csvFile = dir.resolve("curves.csv");
        Path tmp = Files.createTempFile(dir, ".curves", ".tmp");
        Files.writeString(tmp, csv.toString());
        Files.move(tmp, csvFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        chart.writePng(dir.resolve("curves.png"), 1000, 600);
        out.println("curves: " + csvFile + ", " + dir.resolve("curves.png"));
        return OK;
    }

    private int estimate(String[] args) throws UsageException, ScenarioException {
        if (args.length < 2 || args[1].startsWith("-")) {
            throw new UsageException("usage: lbsim estimate FILE [--target MACHINE]");
        }
        String target = null;
        for (int i = 2; i < args.length; i++) {
            if (args[i].equals("--target")) {
                target = value(args, ++i, "--target");
            } else {
                throw new UsageException("unknown option '" + args[i] + "' for estimate");
            }
        }
        ResourceModel model;
        try {
            model = EstimateFile.read(Path.of(args[1]));
        } catch (InputFileException e) {
            throw new ScenarioException(e.getMessage());
        }
        if (target != null) {
            try {
                model = model.withTarget(target);
            } catch (IllegalArgumentException e) {
                throw new ScenarioException(args[1] + ": --target " + target + ": " + e.getMessage());
            }
        }
        out.print(model.estimate().format());
        return OK;
    }

    private int importVmConfig(String[] args) throws ScenarioException, IOException, UsageException {
        if (args.length < 3 || !args[1].equals("vmconfig")) {
            throw new UsageException("usage: lbsim import vmconfig FILE [--out SCENARIO]");
        }
        Path in = Path.of(args[2]);
        Path target = null;
        for (int i = 3; i < args.length; i++) {
            if (args[i].equals("--out")) {
                target = Path.of(value(args, ++i, "--out"));
            } else {
                throw new UsageException("unknown option '" + args[i] + "' for import");
            }
        }
        if (target == null) {
            target = in.resolveSibling(in.getFileName() + ".lbsim");
        }
        if (Files.exists(target)) {
            throw new UsageException("--out " + target + ": exists; refusing to overwrite it");
        }
        VmConfigImport.Result r = VmConfigImport.read(in);
        for (String w : r.warnings()) {
            err.println("lbsim: warning: " + w);
        }
        ScenarioLoader.save(r.scenario(), target);
        out.println(in + ": " + r.scenario().getPlatform().getHosts().size() + " machines imported into " + target);
        return OK;
    }

    private static String value(String[] args, int i, String option) throws UsageException {
        if (i >= args.length) {
            throw new UsageException(option + " needs a value");
        }
        return args[i];
    }

    private static Scenario load(Options o) throws ScenarioException {
        Scenario s = ScenarioLoader.load(Path.of(o.scenario));
        for (String set : o.sets) {
            try {
                ScenarioOverrides.apply(s, set);
            } catch (ScenarioException e) {
                List<String> named = new ArrayList<>();
                for (String p : e.problems()) {
                    named.add(o.scenario + ": " + p);
                }
                throw new ScenarioException(named);
            }
        }
        return s;
    }

    private int validate(Options o) throws ScenarioException {
        Scenario s = load(o);
        List<String> problems = ScenarioValidator.problems(s, o.scenario);
        boolean errors = false;
        for (String p : problems) {
            err.println("lbsim: " + p);
            errors |= !p.startsWith(o.scenario + ": warning:");
        }
        if (errors) {
            return BAD_INPUT;
        }
        ScenarioRunner.prepare(s, o.scenario, null, o.classPath); // parses distributions, reads rate and trace files
        out.println(o.scenario + ": valid (" + s.getPlatform().getHosts().size() + " hosts, " + s.getWorkloads().size()
                + " workloads)");
        return OK;
    }

    private int run(Options o) throws ScenarioException, SimulationException, IOException, UsageException {
        if (o.experiment()) {
            return experiment(o);
        }
        Scenario s = load(o);
        Path outDir = Path.of(o.outDir != null ? o.outDir : "results/" + baseName(o.scenario));
        try {
            Path target = outDir.toAbsolutePath().normalize(); // fail before simulating
            ResultWriter.checkTarget(target);
            ResultWriter.checkNotHolding(target, Path.of(o.scenario));
        } catch (IOException e) {
            throw new UsageException("--out " + e.getMessage());
        }
        lbsim.run.PreparedRun prepared = ScenarioRunner.prepare(s, o.scenario, o.seed, o.classPath);
        // the trace streams to a file beside the result folder while the run goes; ResultWriter moves it in
        Path target = outDir.toAbsolutePath().normalize();
        Files.createDirectories(target.getParent());
        Path spool = target.getParent().resolve("." + target.getFileName() + ".trace-" + ProcessHandle.current().pid() + "-"
                + System.nanoTime() + ".lbt");
        try {
            return run(o, prepared.streamTraceTo(spool), outDir);
        } finally {
            Files.deleteIfExists(spool); // still there only when no result folder took it
        }
    }

    private int run(Options o, lbsim.run.PreparedRun prepared, Path outDir) throws SimulationException, IOException {
        RunOutcome r;
        try {
            r = prepared.run(o.sets, null);
        } catch (SimulationException e) {
            err.println("lbsim: " + e.getMessage());
            Throwable cause = e.getCause() instanceof lbsim.core.msg.TaskFailure tf && tf.getCause() != null ? tf.getCause()
                    : e.getCause();
            if (cause != null) {
                err.println("lbsim: the cause, as thrown:");
                cause.printStackTrace(err);
            }
            if (e.partial() != null) {
                ResultWriter.write(e.partial(), outDir, version(), o.exports);
                err.println("lbsim: the partial result (up to the failure) is in " + outDir);
            }
            return SIMULATION_FAILED;
        }
        ResultWriter.write(r, outDir, version(), o.exports);
        if (!o.quiet) {
            printSummary(r, outDir);
            printExports(o.exports);
        }
        if (r.deadlocked()) {
            err.println("lbsim: " + o.scenario + ": deadlock at " + r.simulatedEndSeconds()
                    + " s: no event is left and these tasks wait for messages that can never come:");
            for (String line : r.deadlock()) {
                err.println("lbsim:   " + line);
            }
            err.println("lbsim: the partial result is in " + outDir);
            return SIMULATION_FAILED;
        }
        return OK;
    }

    /** Exit code of an experiment stopped by Ctrl-C: 128 + SIGINT, as a shell reports a process killed by it. */
    public static final int INTERRUPTED = 130;

    private static int positive(String v, String option) throws UsageException {
        try {
            int n = Integer.parseInt(v);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(option + " takes a whole number >= 1, got '" + v + "'");
    }

    /** Whether stderr is likely a terminal, so the progress line can be redrawn in place. */
    private static boolean terminal() {
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

    /**
     * run with --sweep, --replications or --shard: runs the experiment on a thread pool and writes the
     * experiment folder. Ctrl-C (a shutdown hook) stops the runs; the finished points are written
     * (complete=false) before the JVM exits with 130.
     */
    private int experiment(Options o) throws ScenarioException, IOException, UsageException {
        if (!o.exports.isEmpty()) {
            throw new UsageException("--export cannot be combined with --sweep, --replications or --shard yet;"
                    + " export single runs (lbsim run --export, or lbsim export on a run kept with --keep-runs)");
        }
        if (!o.classPath.isEmpty()) {
            throw new UsageException("--classpath cannot be combined with --sweep, --replications or --shard yet;"
                    + " give the program's class path in the scenario (application/classPath)");
        }
        List<Sweep> sweeps = new ArrayList<>();
        ExperimentPlan plan;
        try {
            for (String spec : o.sweeps) {
                sweeps.add(Sweep.parse(spec));
            }
            int[] shard = o.shard == null ? new int[] { 1, 1 } : ExperimentPlan.parseShard(o.shard);
            plan = new ExperimentPlan(o.scenario, o.sets, sweeps, o.replications != null ? o.replications : 1, o.seed,
                    shard[0], shard[1]);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (!o.charts.isEmpty() && sweeps.isEmpty()) { // found now, not after the whole experiment ran
            throw new UsageException("--chart " + o.charts.get(0) + ": draws against the first swept parameter; give a --sweep");
        }
        Path target = Path.of(o.outDir != null ? o.outDir
                : "results/" + baseName(o.scenario) + (plan.sharded() ? "-shard" + plan.shardIndex() + "of" + plan.shardCount() : ""));
        Path dir = target.toAbsolutePath().normalize();
        try {
            ExperimentFolder.checkTarget(dir, Path.of(o.scenario)); // fail before simulating
        } catch (IOException e) {
            throw new UsageException("--out " + e.getMessage());
        }
        int jobs = o.jobs != null ? o.jobs : Runtime.getRuntime().availableProcessors();
        ExperimentRunner runner = ExperimentRunner.prepare(plan, jobs);
        int points = plan.shardPoints().size();
        if (!o.quiet) {
            out.printf(Locale.ROOT, "lbsim %s: experiment on %s: %d point%s%s x %d replication%s = %d runs, %d at a time%n",
                    version(), o.scenario, points, points == 1 ? "" : "s",
                    plan.sharded() ? " (shard " + plan.shardIndex() + "/" + plan.shardCount() + " of " + plan.pointCount() + ")" : "",
                    plan.replications(), plan.replications() == 1 ? "" : "s", (long) points * plan.replications(), jobs);
        }
        java.util.concurrent.CountDownLatch written = new java.util.concurrent.CountDownLatch(1);
        Thread hook = new Thread(() -> {
            runner.cancel();
            try {
                written.await(120, java.util.concurrent.TimeUnit.SECONDS); // the main thread writes the finished points
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "lbsim-interrupt");
        boolean hooked = false;
        try {
            Runtime.getRuntime().addShutdownHook(hook);
            hooked = true;
        } catch (IllegalStateException e) {
            runner.cancel(); // already shutting down
        }
        try {
            Path tmp;
            try {
                tmp = ExperimentFolder.createTemp(dir);
            } catch (IOException e) {
                throw new UsageException("--out " + e.getMessage());
            }
            ExperimentResult result;
            lbsim.run.experiment.ProgressBar bar = o.quiet ? null
                    : new lbsim.run.experiment.ProgressBar(err, terminal(), runner::snapshot);
            try {
                if (bar != null) {
                    bar.start();
                }
                result = runner.run(jobs, !o.keepRuns ? null
                        : (p, r, outcome) -> ResultWriter.write(outcome, ExperimentFolder.runDir(tmp, plan, p, r), version()));
            } catch (RuntimeException e) {
                ExperimentFolder.deleteTree(tmp);
                throw e;
            } finally {
                if (bar != null) {
                    bar.finish();
                }
            }
            ExperimentFolder.install(tmp, result, dir, version(), o.keepRuns);
            int kept = result.finishedPoints().size();
            if (result.failure() != null) {
                err.println("lbsim: " + result.failure());
                err.println("lbsim: the experiment stopped; the " + kept + " finished point" + (kept == 1 ? "" : "s") + " of "
                        + points + " are in " + target + " (experiment.json complete=false)");
                return SIMULATION_FAILED;
            }
            if (runner.cancelled()) {
                err.println("lbsim: interrupted: kept the " + kept + " finished point" + (kept == 1 ? "" : "s") + " of " + points
                        + " in " + target + " (experiment.json complete=false)");
                return INTERRUPTED;
            }
            if (!o.quiet) {
                printPoints(result);
                out.println("experiment: " + target + " (experiment.json, points.csv, runs.csv" + (o.keepRuns ? ", runs/" : "")
                        + ")");
            }
            for (String figure : o.charts) {
                List<Path> files = ExperimentChart.draw(dir, figure);
                if (!o.quiet) {
                    out.println("chart: " + target.resolve(files.get(0).getFileName()) + ", "
                            + target.resolve(files.get(1).getFileName()));
                }
            }
            return OK;
        } finally {
            written.countDown();
            if (hooked) {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException e) {
                    // the JVM is shutting down (Ctrl-C): the hook is running and waits for this
                }
            }
        }
    }

    /** One line per point (up to 40): the swept values and the main figure's mean and 95 % CI. */
    private void printPoints(ExperimentResult r) {
        List<String> names = r.figureNames();
        String figure = names.contains("makespan") ? "makespan" : "simulated_end";
        List<Integer> pts = r.finishedPoints();
        if (pts.size() > 40 || r.plan().sweeps().isEmpty() && r.plan().replications() == 1) {
            return;
        }
        for (int p : pts) {
            double[] v = r.runsOf(p).stream().map(x -> x.figures().get(figure)).filter(x -> x != null)
                    .mapToDouble(Double::doubleValue).toArray();
            lbsim.run.experiment.Stats st = lbsim.run.experiment.Stats.of(v);
            List<String> sets = new ArrayList<>();
            List<String> values = r.plan().pointValues(p);
            for (int k = 0; k < values.size(); k++) {
                sets.add(r.plan().sweeps().get(k).path() + "=" + values.get(k));
            }
            out.printf(Locale.ROOT, "point %d%s: %s %.6g%s%n", p, sets.isEmpty() ? "" : " (" + String.join(", ", sets) + ")",
                    figure, st.mean(), Double.isNaN(st.ci95()) ? "" : String.format(Locale.ROOT, " +- %.3g (95 %% CI, n = %d)",
                            st.ci95(), st.n()));
        }
    }

    private int merge(String[] args) throws ScenarioException, IOException, UsageException {
        List<Path> dirs = new ArrayList<>();
        Path target = null;
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals("--out")) {
                target = Path.of(value(args, ++i, "--out"));
            } else if (args[i].startsWith("-")) {
                throw new UsageException("unknown option '" + args[i] + "' for merge");
            } else {
                dirs.add(Path.of(args[i]));
            }
        }
        if (dirs.isEmpty() || target == null) {
            throw new UsageException("usage: lbsim merge SHARD_DIR... --out DIR");
        }
        ExperimentResult merged = ExperimentMerge.mergeInto(dirs, target.toAbsolutePath().normalize(), version());
        out.println("merge: " + dirs.size() + " shard" + (dirs.size() == 1 ? "" : "s") + ", " + merged.finishedPoints().size()
                + " points, " + merged.records().size() + " runs: " + target + " (experiment.json, points.csv, runs.csv)");
        return OK;
    }

    private int chart(String[] args) throws ScenarioException, IOException, UsageException {
        if (args.length < 2 || args[1].startsWith("-")) {
            throw new UsageException("usage: lbsim chart DIR --figure FIGURE");
        }
        List<String> figures = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            if (args[i].equals("--figure")) {
                figures.add(value(args, ++i, "--figure"));
            } else {
                throw new UsageException("unknown option '" + args[i] + "' for chart");
            }
        }
        if (figures.isEmpty()) {
            throw new UsageException("usage: lbsim chart DIR --figure FIGURE");
        }
        for (String f : figures) {
            List<Path> files = ExperimentChart.draw(Path.of(args[1]), f);
            out.println("chart: " + files.get(0) + ", " + files.get(1));
        }
        return OK;
    }

    private static String baseName(String file) {
        String name = Path.of(file).getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    private void printSummary(RunOutcome r, Path outDir) {
        out.printf(Locale.ROOT, "lbsim %s: scenario '%s' (%s), seed %d%n", version(), r.scenarioName(), r.scenarioFile(),
                r.seed());
        out.printf(Locale.ROOT, "%s at %.6g s of virtual time after %d events (%.3f s wall clock)%n%n",
                r.stopReason().name().toLowerCase(Locale.ROOT).replace('_', ' '), r.simulatedEndSeconds(),
                r.eventsProcessed(), r.wallClockSeconds());
        if (!r.tasks().isEmpty()) {
            int w = "task".length();
            int hw = "host".length();
            for (TaskStats t : r.tasks()) {
                w = Math.max(w, t.task().length());
                hw = Math.max(hw, t.host().length());
            }
            String fmt = "%-" + w + "s  %-" + hw + "s  %4s  %10s  %10s  %10s  %9s%n";
            out.printf(Locale.ROOT, fmt, "task", "host", "nice", "start [s]", "end [s]", "cpu [s]", "cpu share");
            for (TaskStats t : r.tasks()) {
                out.printf(Locale.ROOT, fmt, t.task(), t.host(), t.nice(), num(t.startSeconds()),
                        t.finished() ? num(t.endSeconds()) : "running", num(t.cpuSeconds()),
                        Double.isNaN(t.share()) ? "-" : String.format(Locale.ROOT, "%.1f %%", 100 * t.share()));
            }
            out.println();
        }
        int nw = "host".length();
        for (HostStats h : r.hosts()) {
            nw = Math.max(nw, h.host().length());
        }
        String hf = "%-" + nw + "s  %6s  %5s  %-9s  %14s  %11s%n";
        out.printf(Locale.ROOT, hf, "host", "speed", "procs", "scheduler", "mean competing", "utilization");
        for (HostStats h : r.hosts()) {
            out.printf(Locale.ROOT, hf, h.host(), String.format(Locale.ROOT, "%.3g", h.speed()), h.processors(),
                    h.scheduler(), String.format(Locale.ROOT, "%.3f", h.meanCompeting()),
                    String.format(Locale.ROOT, "%.1f %%", 100 * h.utilization()));
        }
        if (!r.activities().isEmpty()) {
            int tw = "task".length();
            for (TaskActivity a : r.activities()) {
                tw = Math.max(tw, a.task().length());
            }
            String af = "%-" + tw + "s  %-8s  %10s  %10s  %10s  %10s  %10s  %6s  %6s%n";
            out.printf(Locale.ROOT, af, "task", "host", "end [s]", "compute", "overhead", "blk algo", "blk svc", "sent", "recv");
            for (TaskActivity a : r.activities()) {
                out.printf(Locale.ROOT, af, a.task(), a.host(), num(a.endSeconds()), num(a.computeSeconds()),
                        num(a.overheadSeconds()), num(a.algorithmicBlockedSeconds()), num(a.serviceBlockedSeconds()),
                        a.messagesSent(), a.messagesReceived());
            }
            out.println();
        }
        String ms = r.extraFiles().get("masterslave.csv");
        if (ms != null) {
            String[] v = ms.split("\n")[1].split(",");
            out.printf(Locale.ROOT, "master-slave, strategy %s on %s slaves: makespan %.4f s, speedup %.3f, efficiency %.3f, "
                    + "load imbalance %.3f, %s chunks, %s scheduling messages%n", v[0], v[1], Double.parseDouble(v[2]),
                    Double.parseDouble(v[4]), Double.parseDouble(v[5]), Double.parseDouble(v[6]), v[7], v[8]);
            out.println();
        }
        if (!r.workloadArrivals().isEmpty()) {
            out.println();
            r.workloadArrivals().forEach((name, n) -> out.printf(Locale.ROOT, "workload %s: %d processes started%n", name, n));
        }
        out.println();
        StringBuilder files = new StringBuilder("summary.json, tasks.csv, hosts.csv, shares.csv");
        if (!r.activities().isEmpty()) {
            files.append(", activity.csv");
        }
        for (String f : r.extraFiles().keySet()) {
            files.append(", ").append(f);
        }
        files.append(", ").append(TraceFile.NAME);
        out.println("results: " + outDir + " (" + files + ")");
    }

    /** The names of --export, checked: an unknown name is bad usage (exit 2) before anything runs or is written. */
    private static List<String> exportNames(String list) throws UsageException {
        try {
            return Exports.parse(list);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--export: " + e.getMessage());
        }
    }

    private void printExports(List<String> exports) {
        if (!exports.isEmpty()) {
            List<String> files = new ArrayList<>();
            for (String e : exports) {
                files.addAll(Exports.files(e));
            }
            out.println("exports: " + String.join(", ", files));
        }
    }

    /** lbsim export RESULTDIR --export LIST: exports of an existing result folder, from its trace.lbt. */
    private int export(String[] args) throws UsageException, IOException, ScenarioException {
        String folder = null;
        List<String> exports = null;
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--export")) {
                exports = exportNames(value(args, ++i, a));
            } else if (a.startsWith("-")) {
                throw new UsageException("unknown option '" + a + "' for export");
            } else if (folder != null) {
                throw new UsageException("export: more than one result folder given: '" + folder + "' and '" + a + "'");
            } else {
                folder = a;
            }
        }
        if (folder == null || exports == null) {
            throw new UsageException("usage: lbsim export RESULTDIR --export LIST (known exports: "
                    + String.join(", ", Exports.KNOWN) + ")");
        }
        Path dir = Path.of(folder);
        RunTrace trace;
        try {
            trace = lbsim.run.trace.store.TraceFileStore.readFolder(dir);
        } catch (java.nio.file.NoSuchFileException | TraceFormatException e) {
            throw new ScenarioException(e.getMessage());
        }
        List<Path> written = Exports.write(trace, dir, exports, "lbsim: " + dir.toAbsolutePath().normalize().getFileName());
        out.println("exported from " + dir.resolve(TraceFile.NAME) + ": " + String.join(", ",
                written.stream().map(p -> p.getFileName().toString()).toList()));
        return OK;
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.3f", v);
    }
}
