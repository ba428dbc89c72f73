package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.model.io.ScenarioException;
import lbsim.run.experiment.ExperimentMerge;
import lbsim.run.experiment.ExperimentResult;

/**
 * {@code lbsim merge SHARD_DIR... --out DIR}: joins the shards of one experiment, or of one optimize search
 * ({@code lbsim optimize --shard i/n}).
 */
public final class MergeCommand implements Command {

    @Override
    public int execute(String[] args, Console io) throws UsageException, ScenarioException, IOException {
        List<Path> dirs = new ArrayList<>();
        Path target = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--out")) {
                target = Path.of(Args.value(args, ++i, "--out"));
            } else if (args[i].startsWith("-")) {
                throw new UsageException("unknown option '" + args[i] + "' for merge");
            } else {
                dirs.add(Path.of(args[i]));
            }
        }
        if (dirs.isEmpty() || target == null) {
            throw new UsageException("usage: lbsim merge SHARD_DIR... --out DIR");
        }
        try {
            lbsim.run.io.OutputNames.checkNotAnInput(target, dirs); // merge s1 s2 --out s1 would replace its own input
        } catch (IOException e) {
            throw new ScenarioException("--out " + e.getMessage() + RunCommand.CHOOSE_ANOTHER);
        }
        int shards = 0;
        for (Path d : dirs) {
            shards += lbsim.run.answers.OptimizeShards.isShard(d) ? 1 : 0;
        }
        if (shards > 0) {
            if (shards < dirs.size()) {
                Path odd = dirs.stream().filter(d -> !lbsim.run.answers.OptimizeShards.isShard(d)).findFirst().orElseThrow();
                throw new ScenarioException(odd + ": not an optimize shard folder (no " + lbsim.run.answers.OptimizeShards.JSON
                        + "), but " + dirs.stream().filter(lbsim.run.answers.OptimizeShards::isShard).findFirst().orElseThrow()
                        + " is: merge joins the shards of one experiment or of one optimize search");
            }
            return mergeOptimize(dirs, target, io);
        }
        ExperimentResult merged;
        try {
            merged = ExperimentMerge.mergeInto(dirs, target.toAbsolutePath().normalize(), io.version());
        } catch (ExperimentMerge.TargetException e) {
            throw new ScenarioException("--out " + e.getMessage() + (e.inUse() ? RunCommand.CHOOSE_ANOTHER : ""));
        }
        io.out().println("merge: " + dirs.size() + " shard" + (dirs.size() == 1 ? "" : "s") + ", " + merged.finishedPoints().size()
                + " points, " + merged.records().size() + " runs: " + target + " (experiment.json, points.csv, runs.csv)");
        return ExitCodes.OK;
    }

    /** The shards of one optimize search: the optimize folder the unsharded search writes. */
    private static int mergeOptimize(List<Path> dirs, Path target, Console io) throws ScenarioException, IOException {
        try {
            lbsim.run.answers.AnswerFolder.check(target, "an optimize folder");
        } catch (IOException e) {
            throw new ScenarioException("--out " + e.getMessage() + RunCommand.CHOOSE_ANOTHER);
        }
        lbsim.run.answers.OptimizeShards.Merged m = lbsim.run.answers.OptimizeShards.mergeInto(dirs, target, io.version());
        io.folder(target);
        lbsim.run.answers.Optimize.Result r = m.result();
        long shardRuns = m.shards().stream().mapToLong(lbsim.run.answers.OptimizeShards.Shard::runs).sum();
        io.out().printf(java.util.Locale.ROOT, "merge: %d optimize shard%s, %d candidates; the shards ran %d runs, the unsharded search"
                + " %d%n", dirs.size(), dirs.size() == 1 ? "" : "s", r.candidates().size(), shardRuns, r.runs());
        io.out().print(lbsim.run.answers.OptimizeReport.table(r, 20));
        OptimizeCommand.printWinner(io, r, target, m.shards().get(0).scenarioFile());
        return ExitCodes.OK;
    }
}
