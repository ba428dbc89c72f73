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
              lbsim run SCENARIO [--out DIR] [--seed N] [--set PATH=VALUE ...] [--quiet]
              lbsim validate SCENARIO [--set PATH=VALUE ...]
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
              --quiet          print nothing but errors
              --export LIST    run and export: also write these exports into the result folder, comma-separated:
                               chrome (trace.json, Perfetto), paje (trace.paje, ViTE), picl (trace.trf,
                               ParaGraph), csv (states.csv, messages.csv), png, svg (spacetime.png/.svg)

            Exit codes: 0 success, 1 simulation failed, 2 bad usage or invalid scenario.
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
        final List<String> sets = new ArrayList<>();
        final List<String> scenarios = new ArrayList<>();
        List<String> exports = List.of();
    }

    int execute(String[] args) {
        try {
            if (args.length == 0) {
                throw new UsageException("no command given");
            }
            switch (args[0]) {
                case "--help", "-h", "help" -> {
                    out.print(USAGE);
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
                case "--quiet", "-q" -> o.quiet = true;
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
        return o;
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
        ScenarioRunner.prepare(s, o.scenario, null); // parses distributions, reads rate and trace files
        out.println(o.scenario + ": valid (" + s.getPlatform().getHosts().size() + " hosts, " + s.getWorkloads().size()
                + " workloads)");
        return OK;
    }

    private int run(Options o) throws ScenarioException, SimulationException, IOException, UsageException {
        Scenario s = load(o);
        Path outDir = Path.of(o.outDir != null ? o.outDir : "results/" + baseName(o.scenario));
        try {
            ResultWriter.checkTarget(outDir.toAbsolutePath().normalize()); // fail before simulating
        } catch (IOException e) {
            throw new UsageException("--out " + e.getMessage());
        }
        RunOutcome r;
        try {
            r = ScenarioRunner.run(s, o.scenario, o.sets, o.seed, null);
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
            trace = TraceFile.readFolder(dir);
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
