package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;

import lbsim.model.io.ScenarioException;
import lbsim.run.SimulationException;
import lbsim.run.answers.AnswerFolder;
import lbsim.run.answers.Explain;
import lbsim.run.answers.ExplainReport;
import lbsim.run.launch.CancelHandle;
import lbsim.run.launch.RunRequest;

/**
 * {@code lbsim explain SCENARIO}: where a master-slave makespan goes ({@link Explain}); prints the budget
 * and writes explain.json, budget.csv and the waterfall chart into DIR (default results/NAME-explain).
 */
public final class ExplainCommand implements Command {

    /** Parsed options of explain and optimize: scenario, --out, --seed, --set, --jobs, --quiet. */
    static final class Options {
        String scenario;
        String outDir;
        Long seed;
        Integer jobs;
        boolean quiet;
        final List<String> sets = new ArrayList<>();

        /** Parses one common option at args[i]; returns the index of its last token, or -1 when it is not one. */
        int common(String command, String[] args, int i) throws UsageException {
            String a = args[i];
            switch (a) {
                case "--out" -> outDir = Args.value(args, ++i, a);
                case "--seed" -> {
                    String v = Args.value(args, ++i, a);
                    try {
                        seed = Long.parseLong(v);
                    } catch (NumberFormatException e) {
                        throw new UsageException("--seed takes a whole number, got '" + v + "'");
                    }
                }
                case "--set" -> sets.add(Args.value(args, ++i, a));
                case "--jobs", "-j" -> jobs = Args.positive(Args.value(args, ++i, a), a);
                case "--quiet", "-q" -> quiet = true;
                default -> {
                    if (a.startsWith("--set=")) {
                        sets.add(a.substring("--set=".length()));
                    } else if (a.startsWith("-")) {
                        return -1;
                    } else if (scenario != null) {
                        throw new UsageException("more than one scenario given: '" + scenario + "' and '" + a + "'");
                    } else {
                        scenario = a;
                    }
                }
            }
            return i;
        }

        void requireScenario(String command) throws UsageException {
            if (scenario == null) {
                throw new UsageException(command + ": no SCENARIO file given");
            }
        }

        int jobs() {
            return jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
        }

        Path out(String suffix) {
            return outDir != null ? Path.of(outDir) : Path.of(RunRequest.defaultFolder(scenario) + suffix);
        }
    }

    @Override
    public int execute(String[] args, Console io) throws UsageException, ScenarioException, SimulationException, IOException {
        Options o = new Options();
        for (int i = 0; i < args.length; i++) {
            int last = o.common("explain", args, i);
            if (last < 0) {
                throw new UsageException("unknown option '" + args[i] + "' for explain");
            }
            i = last;
        }
        o.requireScenario("explain");
        Path out = o.out("-explain");
        try {
            AnswerFolder.check(out, "an explain folder"); // before anything runs
        } catch (IOException e) {
            throw new UsageException("--out " + e.getMessage());
        }
        Explain.check(Path.of(o.scenario), o.scenario, o.sets, o.seed); // bad input: one line, before any progress
        int runs = Explain.runs(Path.of(o.scenario), o.scenario, o.sets); // 16, or 32 with host dynamics
        int causes = Integer.numberOfTrailingZeros(runs);
        CancelHandle cancel = new CancelHandle();
        AtomicInteger done = new AtomicInteger();
        AnswerProgress bar = o.quiet ? null : new AnswerProgress(io.err(), "explain", runs, done::get);
        if (bar != null) {
            io.out().printf(Locale.ROOT, "lbsim %s: explain %s: %d runs (%d causes removed in every combination), %d at a time%n",
                    io.version(), o.scenario, runs, causes, Math.min(runs, o.jobs()));
            bar.start();
        }
        Object result;
        try {
            result = Signals.cancelOnShutdown(cancel, io, () -> {
                try {
                    return Explain.explain(Path.of(o.scenario), o.scenario, o.sets, o.seed, o.jobs(), cancel::cancelled, done::set);
                } catch (ScenarioException | SimulationException | CancellationException e) {
                    return e;
                }
            });
        } finally {
            if (bar != null) {
                bar.finish();
            }
        }
        if (result instanceof ScenarioException e) {
            throw e;
        } else if (result instanceof SimulationException e) {
            throw e;
        } else if (result instanceof CancellationException) {
            io.err().println("lbsim: stopped: nothing written");
            io.message("stopped before explain ended; nothing written");
            return Signals.exitCode();
        }
        Explain.Budget b = (Explain.Budget) result;
        ExplainReport.write(out, b, o.scenario, o.sets, io.version());
        io.folder(out);
        io.message("explain: " + out);
        if (!o.quiet) {
            io.out().printf(Locale.ROOT, "%s (seed %d, %s, %d slaves): makespan %.6g s, ideal %.6g s (work %.6g s / total speed %.6g)%n",
                    b.scenario(), b.seed(), b.strategy(), b.slaves(), b.makespanSeconds(), b.idealSeconds(), b.workSeconds(),
                    b.totalSpeed());
            io.out().print(ExplainReport.table(b));
            io.out().println("sequential: causes removed in this order; Shapley: each simulated cause averaged over the "
                    + b.orders() + " orders;"
                    + " granularity always last");
            io.out().println("explain: " + out + " (" + ExplainReport.JSON + ", " + ExplainReport.CSV + ", " + ExplainReport.PNG
                    + ", " + ExplainReport.SVG + ")");
        }
        return ExitCodes.OK;
    }
}
