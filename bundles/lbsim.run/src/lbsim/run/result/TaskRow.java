package lbsim.run.result;

/**
 * One observed task of a finished run, as written to {@code tasks.csv}.
 *
 * @param task         task name
 * @param host         name of the host it ran on
 * @param nice         its nice level
 * @param startSeconds virtual time it was submitted, in seconds
 * @param endSeconds   virtual time it finished, in seconds; {@code NaN} if it had not finished when the run stopped
 * @param workSeconds  CPU work it asked for, in seconds on the reference machine
 * @param cpuSeconds   processor time it received, in seconds (on its own host's processors)
 * @param share        mean fraction of one processor it received while it ran: cpuSeconds / (end - start)
 */
public record TaskRow(String task, String host, int nice, double startSeconds, double endSeconds,
        double workSeconds, double cpuSeconds, double share) {
}
