package lbsim.core.stats;

/**
 * What an application task received over a run.
 *
 * @param task         task name
 * @param host         host it ran on
 * @param nice         its nice level
 * @param startSeconds virtual time it started, in seconds; NaN if it never started
 * @param endSeconds   virtual time it finished, in seconds; NaN if it had not finished when the run stopped
 * @param workSeconds  reference CPU work it asked for, in seconds
 * @param cpuSeconds   processor time it received, in seconds of its host's processors
 * @param share        mean fraction of one processor it received while it ran: cpu / (end - start), or
 *                     up to the end of the run for an unfinished task; NaN if it never ran
 */
public record TaskStats(String task, String host, int nice, double startSeconds, double endSeconds,
        double workSeconds, double cpuSeconds, double share) {

    /** Whether the task finished within the run. */
    public boolean finished() {
        return !Double.isNaN(endSeconds);
    }

    /** Elapsed virtual time from start to end, in seconds; NaN if unfinished. */
    public double elapsedSeconds() {
        return endSeconds - startSeconds;
    }
}
