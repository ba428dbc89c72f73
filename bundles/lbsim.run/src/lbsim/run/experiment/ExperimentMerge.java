package lbsim.run.experiment;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import lbsim.model.io.ScenarioException;

/**
 * Joins the folders of the shards {@code 1/n ... n/n} of one experiment into one experiment folder whose
 * points.csv and runs.csv equal those of the same experiment run unsharded.
 */
public final class ExperimentMerge {

    private ExperimentMerge() {
    }

    /**
     * Reads and checks the shards: each is a complete lbsim experiment folder; all have the same scenario
     * (name and file content), fixed assignments, sweeps, replications, seeds and shard count; every shard
     * 1..n is there exactly once.
     *
     * @return the merged experiment (not yet written)
     * @throws ScenarioException naming the folder and the rule it breaks
     */
    public static ExperimentResult merge(List<Path> shardDirs) throws ScenarioException {
        if (shardDirs.isEmpty()) {
            throw new ScenarioException("merge: no shard folder given");
        }
        List<ExperimentResult> shards = new ArrayList<>();
        for (Path d : shardDirs) {
            try {
                shards.add(ExperimentFolder.read(d));
            } catch (IOException e) {
                throw new ScenarioException(e.getMessage());
            }
        }
        ExperimentResult first = shards.get(0);
        ExperimentPlan p0 = first.plan();
        int n = p0.shardCount();
        Path[] byIndex = new Path[n + 1];
        List<RunRecord> all = new ArrayList<>();
        for (int k = 0; k < shards.size(); k++) {
            ExperimentResult s = shards.get(k);
            ExperimentPlan p = s.plan();
            Path d = shardDirs.get(k);
            String other = d + ": not the same experiment as " + shardDirs.get(0) + ": ";
            same(other + "scenario", first.scenarioName(), s.scenarioName());
            same(other + "scenario file content (SHA-256)", first.scenarioDigest(), s.scenarioDigest());
            sameInputs(other, first.inputDigests(), s.inputDigests());
            same(other + "assignments", p0.sets(), p.sets());
            same(other + "sweeps", specs(p0), specs(p));
            same(other + "replications", p0.replications(), p.replications());
            same(other + "fixed seed", p0.seed(), p.seed());
            same(other + "master seed", first.masterSeed(), s.masterSeed());
            same(other + "number of shards", p0.shardCount(), p.shardCount());
            if (!s.complete()) {
                throw new ScenarioException(d + ": shard " + p.shardIndex() + "/" + n
                        + " is incomplete (cancelled or failed; experiment.json complete=false): run it again");
            }
            if (byIndex[p.shardIndex()] != null) {
                throw new ScenarioException(d + ": shard " + p.shardIndex() + "/" + n + " is given twice (also "
                        + byIndex[p.shardIndex()] + ")");
            }
            byIndex[p.shardIndex()] = d;
            // ExperimentFolder.read checked that the runs are the shard's points, each with all its
            // replications and seeds, and every point of the shard (the shard is complete)
            all.addAll(s.records());
        }
        List<String> missing = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            if (byIndex[i] == null) {
                missing.add(i + "/" + n);
            }
        }
        if (!missing.isEmpty()) {
            throw new ScenarioException("merge: shard" + (missing.size() == 1 ? " " : "s ") + String.join(", ", missing)
                    + " of this experiment " + (missing.size() == 1 ? "is" : "are") + " missing");
        }
        all.sort(Comparator.comparingInt(RunRecord::point).thenComparingInt(RunRecord::replication));
        ExperimentPlan merged = new ExperimentPlan(p0.scenarioFile(), p0.sets(), p0.sweeps(), p0.replications(), p0.seed(),
                1, 1);
        return new ExperimentResult(merged, first.scenarioName(), first.scenarioDigest(), first.masterSeed(), all, true, null,
                first.inputDigests());
    }

    /** The merged folder's target cannot be used; the message names it and why. */
    public static final class TargetException extends java.io.IOException {
        private static final long serialVersionUID = 1L;

        TargetException(java.io.IOException cause) {
            super(cause.getMessage(), cause);
        }

        /** Whether the target holds something that must not be replaced (choose another folder). */
        public boolean inUse() {
            return getCause() instanceof lbsim.run.result.FolderInUseException;
        }
    }

    /**
     * Merges and writes the merged folder (with the shards' run folders, when every shard kept them).
     *
     * @throws ScenarioException when the shards do not fit together or the target is in the way
     */
    public static ExperimentResult mergeInto(List<Path> shardDirs, Path target, String lbsimVersion)
            throws ScenarioException, IOException {
        ExperimentResult merged = merge(shardDirs);
        Double deadline = ExperimentFolder.readDeadline(shardDirs.get(0));
        for (Path d : shardDirs) { // the shards of one experiment were run with one --deadline
            same(d + ": not the same experiment as " + shardDirs.get(0) + ": deadline", deadline, ExperimentFolder.readDeadline(d));
        }
        Path tmp;
        try {
            tmp = ExperimentFolder.createTemp(target);
        } catch (IOException e) {
            throw new TargetException(e);
        }
        boolean keepRuns = true;
        for (Path d : shardDirs) {
            keepRuns &= Files.isDirectory(d.resolve(ExperimentFolder.RUNS_DIR));
        }
        try {
            if (keepRuns) {
                Path runs = Files.createDirectories(tmp.resolve(ExperimentFolder.RUNS_DIR));
                for (Path d : shardDirs) {
                    try (DirectoryStream<Path> s = Files.newDirectoryStream(d.resolve(ExperimentFolder.RUNS_DIR))) {
                        for (Path run : s) {
                            ExperimentFolder.copyTree(run, runs.resolve(run.getFileName().toString()));
                        }
                    }
                }
            }
        } catch (IOException | RuntimeException | Error e) {
            ExperimentFolder.deleteTree(tmp);
            throw e;
        }
        ExperimentFolder.install(tmp, merged, target, lbsimVersion, keepRuns, deadline);
        return merged;
    }

    private static List<String> specs(ExperimentPlan p) {
        List<String> out = new ArrayList<>();
        for (Sweep s : p.sweeps()) {
            out.add(s.spec());
        }
        return out;
    }

    /** The first input file whose content (SHA-256) differs, or which only one of the shards read. */
    private static void sameInputs(String other, Map<String, String> there, Map<String, String> here) throws ScenarioException {
        java.util.TreeSet<String> files = new java.util.TreeSet<>(there.keySet());
        files.addAll(here.keySet());
        for (String f : files) {
            if (!Objects.equals(there.get(f), here.get(f))) {
                throw new ScenarioException(other + "input file " + f + ": content (SHA-256) differs ("
                        + (here.get(f) == null ? "not read" : here.get(f).substring(0, 12) + "...") + " here, "
                        + (there.get(f) == null ? "not read" : there.get(f).substring(0, 12) + "...") + " there)");
            }
        }
    }

    private static void same(String what, Object a, Object b) throws ScenarioException {
        if (!Objects.equals(a, b)) {
            throw new ScenarioException(what + " differs (" + b + " here, " + a + " there)");
        }
    }
}
