package lbsim.core.stats;

/**
 * What a message-passing task did over a run (the per-station statistics of Zabel, appendix A).
 *
 * @param tid                    task id
 * @param task                   task name
 * @param host                   host it ran on
 * @param startSeconds           virtual time it started
 * @param endSeconds             virtual time it ended; NaN if it had not ended when the run stopped
 * @param computeSeconds         time spent computing
 * @param overheadSeconds        time spent in send, receive and spawn overheads
 * @param cpuSeconds             processor time received for computing and overheads
 * @param blockedSeconds         time blocked in receives
 * @param algorithmicBlockedSeconds the part of it before the matching send started
 * @param serviceBlockedSeconds  the part after the matching send started
 * @param messagesSent           messages sent
 * @param bytesSent              bytes sent (timing lengths)
 * @param messagesReceived       messages received
 * @param bytesReceived          bytes received
 * @param networkTravelSeconds   sum over received messages of delivery minus injection time
 */
public record TaskActivity(int tid, String task, String host, double startSeconds, double endSeconds,
        double computeSeconds, double overheadSeconds, double cpuSeconds, double blockedSeconds,
        double algorithmicBlockedSeconds, double serviceBlockedSeconds, long messagesSent, long bytesSent,
        long messagesReceived, long bytesReceived, double networkTravelSeconds) {
}
