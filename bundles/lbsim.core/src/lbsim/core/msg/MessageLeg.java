package lbsim.core.msg;

/**
 * One leg of a message that crosses segments through gateway stations: the segment it crossed, the stations it
 * went between (host, gateway or router names) and when. A message between hosts of one segment has no legs; one
 * between segments has one per segment crossed, in order, each starting when the previous one ended (store and
 * forward). A gateway's forwarding is a network event, not a task's state.
 *
 * @param message      the message's id
 * @param index        0 for the leg from the sender, then 1, 2, ...
 * @param segment      the name of the segment (network model) of this leg
 * @param from         the station the leg starts at: the sending host, or a gateway
 * @param to           the station the leg ends at: a gateway, or the receiving host
 * @param startSeconds when the leg was handed to the segment's model
 * @param endSeconds   when its last byte reached {@code to}
 */
public record MessageLeg(int message, int index, String segment, String from, String to, double startSeconds,
        double endSeconds) {
}
