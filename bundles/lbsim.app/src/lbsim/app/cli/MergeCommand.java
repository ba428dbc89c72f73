package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.model.io.ScenarioException;
import lbsim.run.experiment.ExperimentMerge;
import lbsim.run.experiment.ExperimentResult;

/** {@code lbsim merge SHARD_DIR... --out DIR}: joins the shards of one experiment. */
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
}
