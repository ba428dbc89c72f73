package lbsim.run.launch;

import java.nio.file.Path;
import java.util.List;

import lbsim.run.experiment.Sweep;

/**
 * An experiment, for {@link Runs#experiment}: the cross product of the sweeps, each point run
 * {@code replications} times.
 * <p>
 * The sweeps and the replication count are given whole: a caller that merges several sources (the
 * scenario file's own sweeps, the command line's) passes the merged list.
 *
 * @param scenarioFile  the scenario file (each run loads its own copy)
 * @param label         how messages name the scenario (usually the file as the user gave it)
 * @param assignments   PATH=VALUE assignments applied to every point before its swept values
 * @param sweeps        the sweeps, the first varying slowest; may be empty (replications only)
 * @param replications  runs per point, >= 1
 * @param seed          the master seed, or null for the scenario's own
 * @param folder        the experiment folder, or null for {@link #defaultFolder}
 * @param exports       exports written into each kept run folder (needs {@code keepRuns})
 * @param jobs          runs at once, >= 1
 * @param shardIndex    this shard, 1..shardCount
 * @param shardCount    shards the points are split into (1: all points)
 * @param keepRuns      keep each run's result folder under runs/
 * @param charts        figures to draw once the experiment is complete
 * @param chartX        the swept parameter (its path, or the path's unique last segment) the charts are drawn
 *                      against, one line per combination of the other sweeps' values; null: the first sweep
 * @param lbsimVersion  written into experiment.json and the run folders
 * @param deadlineSeconds the deadline whose exceedance probability P(makespan > T) experiment.json reports
 *                      per point (and the {@code deadline} chart draws), or null for none; finite and >= 0
 */
public record ExperimentRequest(Path scenarioFile, String label, List<String> assignments, List<Sweep> sweeps, int replications,
        Long seed, Path folder, List<String> exports, int jobs, int shardIndex, int shardCount, boolean keepRuns,
        List<String> charts, String chartX, String lbsimVersion, Double deadlineSeconds) {

    /** A request without a deadline. */
    public ExperimentRequest(Path scenarioFile, String label, List<String> assignments, List<Sweep> sweeps, int replications,
            Long seed, Path folder, List<String> exports, int jobs, int shardIndex, int shardCount, boolean keepRuns,
            List<String> charts, String chartX, String lbsimVersion) {
        this(scenarioFile, label, assignments, sweeps, replications, seed, folder, exports, jobs, shardIndex, shardCount,
                keepRuns, charts, chartX, lbsimVersion, null);
    }

    public ExperimentRequest {
        if (deadlineSeconds != null && !(deadlineSeconds >= 0 && Double.isFinite(deadlineSeconds))) {
            throw new IllegalArgumentException("the deadline must be a finite number of seconds >= 0, got " + deadlineSeconds);
        }
        assignments = List.copyOf(assignments);
        sweeps = List.copyOf(sweeps);
        exports = List.copyOf(exports);
        charts = List.copyOf(charts);
        if (label == null) {
            label = scenarioFile.toString();
        }
        if (!exports.isEmpty() && !keepRuns) {
            throw new IllegalArgumentException("exports of an experiment are written into the kept run folders: keep them");
        }
    }

    /** The default experiment folder: results/NAME, with -shardIofN for a shard. */
    public Path defaultFolder() {
        return Path.of("results/" + RunRequest.baseName(label) + (shardCount > 1 ? "-shard" + shardIndex + "of" + shardCount : ""));
    }
}
