package lbsim.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URL;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.jar.Manifest;

import lbsim.app.cli.AnalyzeCommand;
import lbsim.app.cli.ChartCommand;
import lbsim.app.cli.CleanCommand;
import lbsim.app.cli.Command;
import lbsim.app.cli.Console;
import lbsim.app.cli.CurvesCommand;
import lbsim.app.cli.DiffCommand;
import lbsim.app.cli.EstimateCommand;
import lbsim.app.cli.ExitCodes;
import lbsim.app.cli.ExplainCommand;
import lbsim.app.cli.OptimizeCommand;
import lbsim.app.cli.ExportCommand;
import lbsim.app.cli.ImportCommand;
import lbsim.app.cli.MachineProgress;
import lbsim.app.cli.MergeCommand;
import lbsim.app.cli.ProblemLines;
import lbsim.app.cli.RunCommand;
import lbsim.app.cli.UsageException;
import lbsim.app.cli.ValidateCommand;
import lbsim.model.io.Problem;
import lbsim.model.io.ScenarioException;
import lbsim.run.SimulationException;
import lbsim.run.export.Exports;

/**
 * The lbsim command line, shared by the plain Java main ({@link Main}) and the headless Eclipse
 * application ({@link HeadlessApplication}): finds the command's class and prints what it throws.
 * Exit codes: 0 success, 1 the simulation failed, 2 bad usage or an invalid scenario, 130 or 143 a run
 * stopped by Ctrl-C or SIGTERM.
 */
public final class Cli {

    public static final int OK = ExitCodes.OK;
    public static final int SIMULATION_FAILED = ExitCodes.SIMULATION_FAILED;
    public static final int BAD_INPUT = ExitCodes.BAD_INPUT;
    /** Exit code of a run stopped by Ctrl-C: 128 + SIGINT, as a shell reports a process killed by it. */
    public static final int INTERRUPTED = RunCommand.INTERRUPTED;
    /** Exit code of a command (not run) whose standard output's reader went away: 128 + SIGPIPE. */
    public static final int BROKEN_PIPE = 141;

    /** The commands by name. */
    private static final Map<String, Command> COMMANDS = Map.ofEntries(
            Map.entry("run", new RunCommand()),
            Map.entry("validate", new ValidateCommand()),
            Map.entry("curves", new CurvesCommand()),
            Map.entry("merge", new MergeCommand()),
            Map.entry("chart", new ChartCommand()),
            Map.entry("import", new ImportCommand()),
            Map.entry("estimate", new EstimateCommand()),
            Map.entry("export", new ExportCommand()),
            Map.entry("analyze", new AnalyzeCommand()),
            Map.entry("diff", new DiffCommand()),
            Map.entry("explain", new ExplainCommand()),
            Map.entry("optimize", new OptimizeCommand()),
            Map.entry("clean", new CleanCommand()));

    private static final String USAGE = """
            Usage:
              lbsim run SCENARIO [--out DIR] [--seed N] [--set PATH=VALUE ...] [--classpath PATH[:PATH...]]
                        [--export LIST] [--call-sites] [--trace=full|summary|none] [--quiet] [--progress=machine]
              lbsim run SCENARIO --sweep PATH=SPEC ... [--replications N] [--jobs N] [--shard I/N]
                        [--keep-runs [--export LIST]] [--chart FIGURE ...] [--chart-x PATH] [--deadline SECONDS] [--out DIR] [--seed N]
                        [--set PATH=VALUE ...] [--quiet] [--progress=machine]
              lbsim merge SHARD_DIR... --out DIR
              lbsim chart DIR --figure FIGURE [--x PATH]
              lbsim validate SCENARIO [--set PATH=VALUE ...] [--classpath PATH[:PATH...]]
              lbsim curves SCENARIO... [--out DIR] [--set PATH=VALUE ...]
              lbsim import vmconfig FILE [--out SCENARIO]
              lbsim import simgrid PLATFORM.xml [DEPLOYMENT.xml] [--out SCENARIO] [--network-model cm02|lv08|maxmin]
                        [--crosstraffic on|off]
              lbsim estimate FILE [--target MACHINE]
              lbsim export RESULTDIR --export LIST
              lbsim export simgrid SCENARIO [--out PLATFORM.xml] [--deployment DEPLOYMENT.xml] [--set PATH=VALUE ...]
              lbsim analyze RESULTDIR [--critical-path] [--breakdown] [--matrix] [--json]
              lbsim diff RESULT_A RESULT_B
              lbsim explain SCENARIO [--out DIR] [--seed N] [--set PATH=VALUE ...] [--jobs N] [--quiet]
              lbsim optimize SCENARIO [--strategies NAME,...] [--slaves] [--objective mean|pNN] [--pareto messages|energy]
                        [--replications N] [--budget N] [--shard I/N] [--out DIR] [--seed N] [--set PATH=VALUE ...] [--jobs N]
                        [--quiet]
              lbsim clean DIR
              lbsim --help | --version

            Commands:
              run        validate SCENARIO (an .lbsim file), simulate it and write a result folder
                         (summary.json, tasks.csv, hosts.csv, shares.csv); print a summary
              validate   check SCENARIO against every rule and list what is wrong
              curves     run ping-pong scenarios and draw their bandwidth curves side by side:
                         DIR/curves.csv (scenario, bytes, round trip, bandwidth) and DIR/curves.png
                         (default DIR: results/curves)
              merge      join the experiment folders of shards 1/n..n/n of one experiment into one, or the
                         shard folders of one optimize search into its optimize folder
              chart      draw FIGURE of an experiment folder against its first swept parameter, or the
                         one --x PATH names, one line per combination of the other sweeps' values
                         (DIR/chart-FIGURE.png and .svg, with 95 %% confidence bars)
              import     turn a MISS-PVM VMConfig file, or a SimGrid platform (and master-worker deployment),
                         into a scenario (default: FILE.lbsim next to it); a SimGrid platform keeps its network
                         model (--network-model and --crosstraffic override the file's)
              estimate   Baer's closed-form estimate of a resource-matrix file (docs/user/applications.md),
                         optionally for another machine of the file
              export     write exports (see --export) of an existing result folder from its trace.lbt;
                         export simgrid writes a scenario's platform (and deployment) as SimGrid XML
              analyze    analyses of a result folder's trace.lbt: the critical path (length, each task's
                         share), time per task (compute, overhead, algorithmic and service blocking, idle),
                         messages and bytes per pair of tasks; all three unless some are named; --json
                         prints one JSON object (with the path's segments) instead of tables
              explain    where a master-slave makespan goes: the ideal (work / total slave speed) plus the seconds
                         network, competing users, host dynamics (profiles and failures, when the scenario has
                         them), heterogeneity, scheduling overhead and granularity add, from re-runs with each
                         combination of causes removed (same seed); sequential and Shapley;
                         DIR/explain.json, budget.csv, waterfall.png and .svg (default DIR: results/NAME-explain)
              optimize   search the strategies and their parameters (and with --slaves the slave count) for the
                         smallest mean makespan (or quantile) under common random numbers, dropping bad candidates
                         early (successive halving); --pareto messages|energy adds the Pareto front against the
                         scheduling messages or the energy (hosts with power models; --messages: --pareto messages);
                         DIR/optimize.json, candidates.csv, optimize.png and .svg, and NAME-optimized.lbsim with the
                         winner set (default DIR: results/NAME-optimize); --shard I/N searches only shard I's
                         share of the strategies and writes a shard folder (default DIR:
                         results/NAME-optimize-shard-I-of-N) that merge joins with the other shards into the
                         folder the search without shards writes
              clean      remove from DIR what a killed lbsim left there (hidden trace spools, temporary and
                         old folders of lbsim processes that no longer run), and nothing else
              diff       compare two runs (result folders or trace.lbt files): per task the difference (B - A)
                         of its end time and of its time in each state, and of the run ends (and makespans)

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
              --call-sites     a real program's Pvm calls record their call sites (class, method, line) into
                               the trace, for "Go to source" in the space-time editor (single runs)
              --trace=LEVEL    how much trace a single run writes (also --trace LEVEL): full (default: trace.lbt
                               with every event; traffic.csv; the critical path in summary.json), summary (trace.lbt
                               with the summary level only, small for long runs) or none (no trace.lbt); every other
                               result is the same; --export and --call-sites need full
              --quiet          print nothing but errors (no progress bar)
              --export LIST    run and export: also write these exports into the result folder, comma-separated:
            %s
              --progress=machine
                               also write machine-readable progress and outcome lines to stderr (lbsim-progress,
                               lbsim-outcome: see docs/user/getting-started.md); Ctrl-C or SIGTERM stops a
                               run, writes nothing and leaves an old result as it was (exit 130 or 143)

            Experiments (run with --sweep or --replications writes an experiment folder instead: experiment.json,
            points.csv with mean, sd and ci95 of every figure per point, runs.csv with every run;
            see docs/user/experiments.md):
              --sweep PATH=v1,v2,...     sweep an attribute over values; PATH=FROM:TO:STEP a linear range,
                                         PATH=FROM:TO:*FACTOR a geometric one (both ends inclusive); several
                                         --sweep give the cross product, the first varying slowest
              --replications N           runs per point, with seeds derived from the master seed and the
                                         replication index (the same at every point)
              --jobs N                   runs at once (default: the number of cores)
              --shard I/N                run only points I-1, I-1+N, ... (for array jobs; join with merge)
              --keep-runs                also keep each run's result folder under DIR/runs/ (with --export: and
                                         write the exports into each of them)
              --chart FIGURE             draw FIGURE (e.g. makespan) against the first swept parameter; FIGURE_pNN a quantile
                                         (makespan_p90), deadline P(makespan > T) (with --deadline)
              --deadline SECONDS         also report P(makespan > SECONDS) per point with its 95 %% Wilson interval (every
                                         experiment reports makespan p50, p90, p99 with 95 %% order-statistic intervals)
              --chart-x PATH             draw the charts against this swept parameter instead, one line per
                                         combination of the other sweeps' values
              Ctrl-C (SIGTERM) stops the runs, keeps the finished points (complete=false) and exits with 130 (143).

            Exit codes: 0 success, 1 simulation failed, 2 bad usage or invalid scenario, 130 interrupted (Ctrl-C),
            143 terminated (SIGTERM).
            """;

    private final PrintStream out;
    private final PrintStream err;
    /** Whether {@code run --progress=machine} asked for machine-readable lines (problems, outcome). */
    private boolean machine;

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

    int execute(String[] args) {
        Console io = new Console(out, err, version());
        machine = args.length > 0 && args[0].equals("run") && Arrays.asList(args).contains("--progress=machine");
        int code = SIMULATION_FAILED;
        try {
            code = dispatch(args, io);
            if (out.checkError() && code == OK && lbsim.app.cli.StandardOutput.brokenPipe()) {
                // the reader went away (lbsim ... | head): run's output is its result folder, written; another command
                // ends as a Unix tool killed by SIGPIPE would, without a word
                code = args[0].equals("run") ? OK : BROKEN_PIPE;
            } else if (out.checkError() && code == OK) { // PrintStream keeps write errors to itself: a full disk is no success
                err.println("lbsim: cannot write standard output (the disk is full, a file-size limit, or the reader"
                        + " went away); what was printed is incomplete");
                io.message("cannot write standard output");
                code = SIMULATION_FAILED;
            }
            return code;
        } finally {
            if (machine && !io.isDelegated()) {
                synchronized (err) {
                    err.println(MachineProgress.outcome(code, io.folder(), io.message()));
                    err.flush();
                }
            }
            out.flush();
            err.flush();
            lbsim.app.cli.Sandbox.childEnd(code); // in a real program's sandbox: lbsim, not the program, ends this JVM
            io.finished();
        }
    }

    private int dispatch(String[] args, Console io) {
        try {
            if (args.length == 0) {
                throw new UsageException("no command given");
            }
            switch (args[0]) {
                case "--help", "-h", "help" -> {
                    out.print(USAGE.formatted(java.io.File.pathSeparator, Exports.usage(" ".repeat(19))));
                    return OK;
                }
                case "--version", "version" -> {
                    out.println("lbsim " + version());
                    return OK;
                }
                default -> {
                    Command c = COMMANDS.get(args[0]);
                    if (c == null) {
                        throw new UsageException("unknown command '" + args[0] + "'");
                    }
                    return c.execute(Arrays.copyOfRange(args, 1, args.length), io);
                }
            }
        } catch (UsageException e) {
            err.println("lbsim: " + e.getMessage());
            err.println("Try 'lbsim --help'.");
            io.message(e.getMessage());
            return BAD_INPUT;
        } catch (ScenarioException e) {
            List<String> lines = e.problems().stream().map(ProblemLines::line).toList();
            for (String p : lbsim.model.io.Quote.cappedLines(lines)) {
                err.println("lbsim: " + p);
            }
            if (machine) {
                synchronized (err) {
                    for (Problem p : e.problems()) {
                        err.println(ProblemLines.machine(p));
                    }
                }
            }
            io.message(lines.isEmpty() ? "invalid scenario" : lines.get(0)
                    + (lines.size() > 1 ? " (and " + (lines.size() - 1) + " more)" : ""));
            return BAD_INPUT;
        } catch (SimulationException e) {
            err.println("lbsim: " + e.getMessage());
            io.message(e.getMessage());
            return SIMULATION_FAILED;
        } catch (IOException e) {
            err.println("lbsim: cannot write the result: " + e.getMessage());
            io.message("cannot write the result: " + e.getMessage());
            return SIMULATION_FAILED;
        } catch (lbsim.core.engine.SimulationFailure e) { // a stall or running out of memory while setting a run up
            err.println("lbsim: " + e.getMessage());
            io.message(e.getMessage());
            return SIMULATION_FAILED;
        } catch (OutOfMemoryError e) {
            lbsim.core.engine.SimulationFailure.freeReserve(); // room to build the message
            String m = "out of memory (" + e.getMessage() + ") in " + lbsim.core.engine.SimulationFailure.heapLimit()
                    + "; give lbsim more memory with LBSIM_JAVA_OPTS=-Xmx8g (for example; the default is -Xmx2g), or make"
                    + " the run smaller";
            err.println("lbsim: " + m);
            io.message(m);
            return SIMULATION_FAILED;
        } catch (java.nio.file.InvalidPathException e) { // a name beyond ASCII under LC_ALL=C: the JVM cannot encode it
            String m = "the file name '" + lbsim.app.cli.SummaryPrinter.shown(lbsim.model.io.Quote.capped(e.getInput()))
                    + "' cannot be written in this system's file-name encoding (" + System.getProperty("sun.jnu.encoding")
                    + "); run lbsim under a UTF-8 locale, e.g. LC_ALL=C.UTF-8";
            err.println("lbsim: " + m);
            io.message(m);
            return BAD_INPUT;
        } catch (RuntimeException e) {
            err.println("lbsim: internal error: " + e);
            e.printStackTrace(err);
            io.message("internal error: " + e);
            return SIMULATION_FAILED;
        }
    }
}
