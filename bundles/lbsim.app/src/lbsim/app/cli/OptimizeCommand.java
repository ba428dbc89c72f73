package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;

import lbsim.model.io.ScenarioException;
import lbsim.run.SimulationException;
import lbsim.run.answers.AnswerFolder;
import lbsim.run.answers.Explain;
import lbsim.run.answers.Optimize;
import lbsim.run.answers.OptimizeReport;
import lbsim.run.answers.OptimizeShards;
import lbsim.run.answers.StrategySpace;
import lbsim.run.experiment.ExperimentPlan;
import lbsim.run.launch.CancelHandle;

/**
 * {@code lbsim optimize SCENARIO}: the best strategy and parameters ({@link Optimize}); prints the candidates
 * and the winner, and writes optimize.json, candidates.csv, the chart and NAME-optimized.lbsim into DIR
 * (default results/NAME-optimize). With {@code --shard i/n} it searches only shard i's share of the strategies
 * ({@link Optimize#shardEntries})
 * and writes a shard folder ({@link OptimizeShards}; default results/NAME-optimize-shard-I-of-N) that {@code lbsim merge}
 * joins with the other shards into the folder the unsharded search writes.
 */
public final class OptimizeCommand implements Command {

    @Override
    public int execute(String[] args, Console io) throws UsageException, ScenarioException, SimulationException, IOException {
        ExplainCommand.Options o = new ExplainCommand.Options();
        String strategies = null;
        boolean slaves = false;
        Optimize.Second second = Optimize.Second.NONE;
        double level = Double.NaN;
        int replications = 8;
        int budget = 16;
        String shardSpec = null;
        for (int i = 0; i < args.length; i++) {
            int last = o.common("optimize", args, i);
            if (last >= 0) {
                i = last;
                continue;
            }
            String a = args[i];
            switch (a) {
                case "--strategies" -> strategies = Args.value(args, ++i, a);
                case "--slaves" -> slaves = true;
                case "--messages" -> second = Optimize.Second.MESSAGES; // the name before --pareto
                case "--pareto" -> second = pareto(Args.value(args, ++i, a));
                case "--replications" -> replications = Args.positive(Args.value(args, ++i, a), a);
                case "--budget" -> budget = Args.positive(Args.value(args, ++i, a), a);
                case "--objective" -> level = objective(Args.value(args, ++i, a));
                case "--shard" -> shardSpec = Args.value(args, ++i, a);
                default -> throw new UsageException("unknown option '" + a + "' for optimize");
            }
        }
        o.requireScenario("optimize");
        Optimize.Settings settings;
        try {
            settings = new Optimize.Settings(StrategySpace.select(strategies), slaves, level, replications, budget, second, o.jobs());
        } catch (IllegalArgumentException e) {
            throw new UsageException("--strategies: " + e.getMessage());
        }
        int[] shard = null;
        if (shardSpec != null) {
            try {
                shard = ExperimentPlan.parseShard(shardSpec);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--shard " + e.getMessage());
            }
            if (shard[1] > settings.strategies().size()) {
                throw new UsageException("--shard " + shardSpec + ": optimize shards by strategy, and there are only "
                        + settings.strategies().size() + " strateg" + (settings.strategies().size() == 1 ? "y" : "ies")
                        + " to search: use at most " + settings.strategies().size() + " shards");
            }
        }
        Path out = shard == null ? o.out("-optimize") : o.out("-optimize-shard-" + shard[0] + "-of-" + shard[1]);
        try {
            AnswerFolder.check(out, shard == null ? "an optimize folder" : "an optimize shard folder"); // before anything runs
        } catch (IOException e) {
            throw new UsageException("--out " + e.getMessage());
        }
        Explain.check(Path.of(o.scenario), o.scenario, o.sets, o.seed); // bad input: one line, before any progress
        Optimize.checkSecond(Path.of(o.scenario), o.scenario, o.sets, settings);
        CancelHandle cancel = new CancelHandle();
        AtomicLong done = new AtomicLong();
        if (!o.quiet) {
            io.out().printf(Locale.ROOT, "lbsim %s: optimize %s: %s makespan over %d strateg%s%s; %d replications at the end, %d at a time%n",
                    io.version(), o.scenario, settings.objective(), settings.strategies().size(),
                    settings.strategies().size() == 1 ? "y" : "ies", slaves ? " and the slave count" : "", replications, o.jobs());
        }
        if (shard != null && !o.quiet) {
            io.out().printf(Locale.ROOT, "shard %d/%d: %s%n", shard[0], shard[1], String.join(", ",
                    Optimize.shardEntries(settings, shard[0], shard[1]).stream().map(e -> settings.strategies().get(e).name()).toList()));
        }
        AnswerProgress ticker = o.quiet ? null : new AnswerProgress(io.err(), "optimize", 0, done::get);
        if (ticker != null) {
            ticker.start();
        }
        int shardIndex = shard == null ? 0 : shard[0];
        int shardCount = shard == null ? 1 : shard[1];
        Object result;
        try {
            result = Signals.cancelOnShutdown(cancel, io, () -> {
                try {
                    if (shardIndex > 0) {
                        return OptimizeShards.run(Path.of(o.scenario), o.scenario, o.sets, o.seed, settings, shardIndex, shardCount,
                                cancel::cancelled, done::set);
                    }
                    return Optimize.optimize(Path.of(o.scenario), o.scenario, o.sets, o.seed, settings, cancel::cancelled, done::set);
                } catch (ScenarioException | SimulationException | CancellationException e) {
                    return e;
                }
            });
        } finally {
            if (ticker != null) {
                ticker.finish();
            }
        }
        if (result instanceof ScenarioException e) {
            throw e;
        } else if (result instanceof SimulationException e) {
            throw e;
        } else if (result instanceof CancellationException) {
            io.err().println("lbsim: stopped: nothing written");
            io.message("stopped before optimize ended; nothing written");
            return Signals.exitCode();
        }
        if (result instanceof OptimizeShards.Shard s) {
            OptimizeShards.write(out, s, io.version());
            io.folder(out);
            io.message("optimize shard " + s.index() + "/" + s.count() + ": " + out);
            if (!o.quiet) {
                io.out().printf(Locale.ROOT, "optimize shard %d/%d: %d candidate%s, %d runs: %s (%s); join the %d shards with"
                        + " lbsim merge SHARD_DIR... --out DIR%n", s.index(), s.count(), s.candidates().size(),
                        s.candidates().size() == 1 ? "" : "s", s.runs(), out, OptimizeShards.JSON, s.count());
            }
            return ExitCodes.OK;
        }
        Optimize.Result r = (Optimize.Result) result;
        OptimizeReport.write(out, r, Path.of(o.scenario), o.scenario, o.sets, io.version());
        io.folder(out);
        io.message("optimize: " + out);
        if (!o.quiet) {
            io.out().print(OptimizeReport.table(r, 20));
            printWinner(io, r, out, o.scenario);
        }
        return ExitCodes.OK;
    }

    /** The winner's line and the folder's files (optimize, and merge of optimize shards). */
    static void printWinner(Console io, Optimize.Result r, Path out, String scenario) {
        Optimize.Candidate w = r.winner();
        io.out().printf(Locale.ROOT, "winner: %s (%s makespan %.6g s over %d replications, mean %.6g s%s); %d runs in all%n",
                String.join(" ", w.assignments().stream().map(s -> "--set " + s).toList()), r.settings().objective(), w.objective(),
                w.replications(), w.meanMakespan(), Double.isNaN(w.ci95()) ? "" : String.format(Locale.ROOT, " +- %.3g", w.ci95()),
                r.runs());
        io.out().println("optimize: " + out + " (" + OptimizeReport.JSON + ", " + OptimizeReport.CSV + ", " + OptimizeReport.PNG
                + ", " + OptimizeReport.SVG + ", " + OptimizeReport.scenarioName(scenario) + ")");
    }

    /** messages or energy. */
    private static Optimize.Second pareto(String v) throws UsageException {
        Optimize.Second s = Optimize.Second.of(v);
        if (s == null || s == Optimize.Second.NONE) {
            throw new UsageException("--pareto takes messages or energy, got '" + v + "'");
        }
        return s;
    }

    /** mean, or pNN for the NN % quantile. */
    private static double objective(String v) throws UsageException {
        if (v.equals("mean")) {
            return Double.NaN;
        }
        if (v.matches("p\\d{1,2}(\\.\\d+)?")) {
            double p = Double.parseDouble(v.substring(1)) / 100;
            if (p > 0 && p < 1) {
                return p;
            }
        }
        throw new UsageException("--objective takes mean or pNN (a makespan quantile, e.g. p90), got '" + v + "'");
    }
}
