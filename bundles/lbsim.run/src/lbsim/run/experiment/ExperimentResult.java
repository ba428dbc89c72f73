package lbsim.run.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * What an experiment (or one shard of it) produced: the plan, the scenario's name and file digest, the
 * master seed, and the runs of every finished point, ordered by point and replication. Points that did
 * not finish all their replications (cancelled or failed experiments) are left out entirely.
 *
 * @param plan           the plan that was run
 * @param scenarioName   the scenario's name
 * @param scenarioDigest SHA-256 of the scenario file's bytes, hex (to tell experiments apart when merging)
 * @param masterSeed     the master seed before sweeps: {@code --seed}, else the scenario's {@code run/seed}
 * @param records        the runs of the finished points, by point then replication
 * @param complete       whether every point of the plan's shard finished
 * @param failure        why the experiment stopped early when a run failed, else null
 */
public record ExperimentResult(ExperimentPlan plan, String scenarioName, String scenarioDigest, long masterSeed,
        List<RunRecord> records, boolean complete, String failure) {

    public ExperimentResult {
        records = List.copyOf(records);
    }

    /** The points that finished, ascending. */
    public List<Integer> finishedPoints() {
        TreeSet<Integer> s = new TreeSet<>();
        for (RunRecord r : records) {
            s.add(r.point());
        }
        return new ArrayList<>(s);
    }

    /** The runs of one point, by replication. */
    public List<RunRecord> runsOf(int point) {
        List<RunRecord> out = new ArrayList<>();
        for (RunRecord r : records) {
            if (r.point() == point) {
                out.add(r);
            }
        }
        return out;
    }

    /**
     * Every figure name, in the order of first appearance over the runs by point and replication (so the
     * columns depend on the runs only, not on how they were scheduled or sharded).
     */
    public List<String> figureNames() {
        java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>();
        for (RunRecord r : records) {
            names.addAll(r.figures().keySet());
        }
        return new ArrayList<>(names);
    }
}
