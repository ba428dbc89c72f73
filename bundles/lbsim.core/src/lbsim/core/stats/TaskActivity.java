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
 * @param transitSeconds         sum over received messages (from other hosts) of delivery minus injection:
 *                               everything between the sender's send overhead and the receiver's mailbox
 *                               (protocol processing, host queues, the wire, waiting for earlier messages of
 *                               the same pair)
 * @param wireSeconds            sum over the same messages of their time on the wire (Zabel's "network
 *                               travel": for each frame, from being handed to the medium to its last bit,
 *                               see {@link lbsim.core.msg.Message#wireSeconds()})
 */
public record TaskActivity(int tid, String task, String host, double startSeconds, double endSeconds,
        double computeSeconds, double overheadSeconds, double cpuSeconds, double blockedSeconds,
        double algorithmicBlockedSeconds, double serviceBlockedSeconds, long messagesSent, long bytesSent,
        long messagesReceived, long bytesReceived, double transitSeconds, double wireSeconds) {
}
