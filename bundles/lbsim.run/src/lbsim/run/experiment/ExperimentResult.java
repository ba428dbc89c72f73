package lbsim.run.experiment;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What an experiment (or one shard of it) produced: the plan, the scenario's name and file digest, the
 * master seed, and the runs of every finished point, ordered by point and replication (sorted here). Points that did
 * not finish all their replications (cancelled or failed experiments) are left out entirely.
 *
 * @param plan           the plan that was run
 * @param scenarioName   the scenario's name
 * @param scenarioDigest SHA-256 of the scenario file's bytes, hex (to tell experiments apart when merging)
 * @param masterSeed     the master seed before sweeps: {@code --seed}, else the scenario's {@code run/seed}
 * @param records        the runs of the finished points, by point then replication
 * @param complete       whether every point of the plan's shard finished
 * @param failure        why the experiment stopped early when a run failed, else null
 * @param inputDigests   SHA-256 of every input file the scenario names (rate files, traces, a program's classes), by
 *                       path as the scenario writes it; empty for folders written before they were recorded
 * @param failedRuns     the runs that failed, as data, in run order (point, then replication); the first one's
 *                       {@link RunFailure#text()} is {@code failure}; empty when none failed (and for folders read back)
 */
public record ExperimentResult(ExperimentPlan plan, String scenarioName, String scenarioDigest, long masterSeed,
        List<RunRecord> records, boolean complete, String failure, Map<String, String> inputDigests,
        List<RunFailure> failedRuns) {

    /** No run failed (or none is known: a folder read back). */
    public ExperimentResult(ExperimentPlan plan, String scenarioName, String scenarioDigest, long masterSeed,
            List<RunRecord> records, boolean complete, String failure, Map<String, String> inputDigests) {
        this(plan, scenarioName, scenarioDigest, masterSeed, records, complete, failure, inputDigests, List.of());
    }

    /** Without input digests (as folders written before they were recorded). */
    public ExperimentResult(ExperimentPlan plan, String scenarioName, String scenarioDigest, long masterSeed,
            List<RunRecord> records, boolean complete, String failure) {
        this(plan, scenarioName, scenarioDigest, masterSeed, records, complete, failure, Map.of());
    }

    public ExperimentResult {
        failedRuns = failedRuns == null ? List.of() : List.copyOf(failedRuns);
        inputDigests = java.util.Collections.unmodifiableMap(new TreeMap<>(inputDigests == null ? Map.of() : inputDigests));
        List<RunRecord> sorted = new ArrayList<>(records);
        sorted.sort(BY_POINT_AND_REPLICATION);
        records = List.copyOf(sorted);
    }

    private static final Comparator<RunRecord> BY_POINT_AND_REPLICATION = Comparator.comparingInt(RunRecord::point)
            .thenComparingInt(RunRecord::replication);

    /** The points that finished, ascending. */
    public List<Integer> finishedPoints() {
        TreeSet<Integer> s = new TreeSet<>();
        for (RunRecord r : records) {
            s.add(r.point());
        }
        return new ArrayList<>(s);
    }

    /**
     * The runs of one point, by replication (a binary search in the sorted records, so writing points.csv
     * of a large sweep is not quadratic in the number of runs).
     */
    public List<RunRecord> runsOf(int point) {
        int lo = 0;
        int hi = records.size();
        while (lo < hi) { // first record with a point >= point
            int mid = (lo + hi) >>> 1;
            if (records.get(mid).point() < point) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        int end = lo;
        while (end < records.size() && records.get(end).point() == point) {
            end++;
        }
        return records.subList(lo, end);
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
