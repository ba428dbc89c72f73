package lbsim.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.run.ExtraClassPath;
import lbsim.run.experiment.ScenarioExperiment;
import lbsim.run.launch.TraceLevel;

/** The options of run and validate, parsed. */
final class RunOptions {
    String command;
    String scenario;
    String outDir;
    Long seed;
    boolean quiet;
    boolean machine;
    final List<Path> classPath = new ArrayList<>();
    final List<String> sets = new ArrayList<>();
    final List<String> sweeps = new ArrayList<>();
    Integer replications;
    Integer jobs;
    String shard;
    boolean keepRuns;
    /** --call-sites: a real program's Pvm calls record their call sites into the trace. */
    boolean callSites;
    /** --trace: how much trace a single run writes; null when not given (full). */
    TraceLevel trace;
    final List<String> charts = new ArrayList<>();
    String chartX;
    /** --deadline: seconds; experiments report P(makespan > deadline). Null when not given. */
    Double deadline;
    List<String> exports = List.of();

    /** The experiment the scenario file itself declares (sweeps, replications); read for run only. */
    ScenarioExperiment file = ScenarioExperiment.NONE;

    /** Whether run writes an experiment folder rather than one result folder. */
    boolean experiment() {
        return !sweeps.isEmpty() || replications != null || shard != null || file.declared();
    }

    /** The --classpath entries, named as the command line names them in messages. */
    ExtraClassPath extraClassPath() {
        return new ExtraClassPath(classPath, "--classpath", "--classpath on the command line");
    }

    /** Whether the arguments of a run ask for machine-readable progress (looked for before parsing, for usage errors). */
    static boolean machine(String[] args) {
        for (String a : args) {
            if (a.equals("--progress=machine")) {
                return true;
            }
        }
        return false;
    }

    /** The level of --trace; a second --trace is refused, as an ambiguous command line. */
    private static TraceLevel trace(RunOptions o, String value) throws UsageException {
        if (o.trace != null) {
            throw new UsageException("--trace is given twice; give it once");
        }
        try {
            return TraceLevel.parse(value);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--trace " + e.getMessage());
        }
    }

    /** The --trace level of a single run: FULL unless given. */
    TraceLevel traceLevel() {
        return trace != null ? trace : TraceLevel.FULL;
    }

    static RunOptions parse(String command, String[] args) throws UsageException {
        RunOptions o = new RunOptions();
        o.command = command;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--out" -> o.outDir = Args.value(args, ++i, a);
                case "--seed" -> {
                    String v = Args.value(args, ++i, a);
                    try {
                        o.seed = Long.parseLong(v);
                    } catch (NumberFormatException e) {
                        throw new UsageException("--seed takes a whole number, got '" + v + "'");
                    }
                }
                case "--set" -> o.sets.add(Args.value(args, ++i, a));
                case "--classpath", "-cp" -> Args.classPath(o.classPath, Args.value(args, ++i, a));
                case "--quiet", "-q" -> o.quiet = true;
                case "--sweep" -> o.sweeps.add(Args.value(args, ++i, a));
                case "--replications" -> {
                    o.replications = Args.positive(Args.value(args, ++i, a), a);
                    if (o.replications > lbsim.model.validation.Ranges.MAX_REPLICATIONS) { // 10^9 exhausted memory
                        throw new UsageException(a + " " + o.replications + ": at most "
                                + lbsim.model.validation.Ranges.MAX_REPLICATIONS + " runs per point (rule replicationsInRange)");
                    }
                }
                case "--jobs", "-j" -> o.jobs = Args.positive(Args.value(args, ++i, a), a);
                case "--shard" -> o.shard = Args.value(args, ++i, a);
                case "--keep-runs" -> o.keepRuns = true;
                case "--call-sites" -> o.callSites = true;
                case "--trace" -> o.trace = trace(o, Args.value(args, ++i, a));
                case "--chart" -> o.charts.add(Args.value(args, ++i, a));
                case "--chart-x" -> o.chartX = Args.value(args, ++i, a);
                case "--deadline" -> o.deadline = Args.seconds(Args.value(args, ++i, a), a);
                case "--export" -> o.exports = Args.exportNames(Args.value(args, ++i, a));
                default -> {
                    if (a.startsWith("--set=")) {
                        o.sets.add(a.substring("--set=".length()));
                    } else if (a.startsWith("--trace=")) {
                        o.trace = trace(o, a.substring("--trace=".length()));
                    } else if (a.startsWith("--progress=") && command.equals("run")) {
                        if (!a.equals("--progress=machine")) {
                            throw new UsageException("--progress takes 'machine', got '" + a.substring("--progress=".length()) + "'");
                        }
                        o.machine = true;
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
        if (o.command.equals("run")) {
            o.file = ScenarioExperiment.peek(Path.of(o.scenario));
        }
        if (o.command.equals("validate") && (o.outDir != null || o.seed != null)) {
            throw new UsageException("validate takes no --out or --seed");
        }
        if (o.command.equals("validate") && (o.experiment() || o.jobs != null || o.keepRuns || !o.charts.isEmpty())) {
            throw new UsageException("validate takes no --sweep, --replications, --jobs, --shard, --keep-runs or --chart");
        }
        if (o.chartX != null && o.charts.isEmpty()) {
            throw new UsageException("--chart-x goes with --chart");
        }
        if (o.callSites && (o.command.equals("validate") || o.experiment())) {
            throw new UsageException("--call-sites goes with a single run (not with validate, --sweep or --replications)");
        }
        if (o.trace != null && (o.command.equals("validate") || o.experiment())) {
            throw new UsageException("--trace goes with a single run (not with validate, --sweep or --replications): the runs of"
                    + " an experiment record no trace, and each run folder kept with --keep-runs holds its full trace");
        }
        if (o.trace != null && o.trace != TraceLevel.FULL && !o.exports.isEmpty()) {
            throw new UsageException("--export needs --trace=full: the exports are written from the trace's events, which --trace="
                    + o.trace.option() + " does not keep");
        }
        if (o.trace != null && o.trace != TraceLevel.FULL && o.callSites) {
            throw new UsageException("--call-sites needs --trace=full: call sites are recorded with the trace's events, which"
                    + " --trace=" + o.trace.option() + " does not keep");
        }
        if (!o.experiment() && (o.jobs != null || o.keepRuns || !o.charts.isEmpty())) {
            throw new UsageException("--jobs, --keep-runs and --chart go with --sweep or --replications");
        }
        if (o.deadline != null && (o.command.equals("validate") || !o.experiment())) {
            throw new UsageException("--deadline goes with --sweep or --replications (P(makespan > T) is estimated over the runs)");
        }
        if (o.charts.contains("deadline") && o.deadline == null) {
            throw new UsageException("--chart deadline draws P(makespan > T): give --deadline T");
        }
        return o;
    }
}
