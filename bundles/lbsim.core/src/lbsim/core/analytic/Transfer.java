package lbsim.core.analytic;

/**
 * An off-diagonal SND/RCV pair of Baer and Decato's resource matrix (seeds/002, sections 1 and 3):
 * {@code bytes} (DVOL[J,S]) sent from calculation {@code from} to calculation {@code to} in messages of
 * {@code messageBytes} (MSGZ[J,S]).
 * <p>
 * The volume is sent as {@code bytes / messageBytes} full messages and, when that does not divide, one
 * shorter message with the rest ({@link #messages()} = ceil(DVOL / MSGZ), eq. 9 with whole messages).
 * Its time comes from the {@link Network} unless a measured application-to-application bandwidth
 * (A2ABW, Table 1) is given, in which case it is {@code bytes / measuredBytesPerSecond}, as the report
 * does for eq. 20.
 *
 * @param from                   sending calculation's name
 * @param to                     receiving calculation's name
 * @param bytes                  DVOL: bytes transferred, >= 0
 * @param messageBytes           MSGZ: bytes per message, >= 1
 * @param measuredBytesPerSecond a measured A2ABW for this message size in bytes per second, or 0 to
 *                               use the network model
 */
public record Transfer(String from, String to, long bytes, long messageBytes, double measuredBytesPerSecond) {

    /**
     * @throws IllegalArgumentException for a blank name, a negative volume, a message size below 1 or a
     *                                  measured bandwidth that is negative or not finite
     */
    public Transfer {
        Check.name("a transfer's sender", from);
        Check.name("a transfer's receiver", to);
        String owner = "transfer " + from + " -> " + to;
        if (bytes < 0) {
            throw new IllegalArgumentException(owner + ": data volume must be >= 0 bytes, got " + bytes);
        }
        if (messageBytes < 1) {
            throw new IllegalArgumentException(owner + ": message size must be >= 1 byte, got " + messageBytes);
        }
        Check.nonNegative(owner, "measured bandwidth", measuredBytesPerSecond);
    }

    /** A transfer timed by the network model. */
    public Transfer(String from, String to, long bytes, long messageBytes) {
        this(from, to, bytes, messageBytes, 0);
    }

    /** Whether a measured application-to-application bandwidth replaces the network model. */
    public boolean hasMeasuredBandwidth() {
        return measuredBytesPerSecond > 0;
    }

    /** #MSG: the number of messages, ceil(bytes / messageBytes); 0 for no data. */
    public long messages() {
        return Math.ceilDiv(bytes, messageBytes);
    }

    /** {@code from -> to}. */
    public String label() {
        return from + " -> " + to;
    }
}
