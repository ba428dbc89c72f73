package lbsim.core.net;

/**
 * The parameters of an {@link EthernetNetwork}: the medium (IEEE 802.3 framing and CSMA/CD timing), the
 * TCP costs of Zabel's model (seeds/000, sections 4.2 and 4.4) and the host CPU overheads the message
 * layer charges. A plain value: {@link EthernetNetwork} checks it when a network is built from it.
 *
 * @param bitsPerSecond          signalling rate of the medium (10e6 for Ethernet, 100e6 for Fast Ethernet), > 0
 * @param firstWriteSeconds      time to write the first block of a message to the socket (Zabel: 375 us),
 *                               spent by the sending station's TCP server before the first segment's TCP
 *                               processing, >= 0
 * @param tcpPacketSeconds       TCP processing per packet, on the sending station for each segment, on the
 *                               receiving station for each arriving segment, and on the receiver for the
 *                               acknowledgement it sends (Zabel: 300 us), >= 0
 * @param maxSegmentBytes        TCP maximum segment size (1460), >= 1
 * @param tcpIpHeaderBytes       TCP and IP headers per segment (20 + 20 = 40), >= 0
 * @param macHeaderBytes         Ethernet header and frame check sequence (14 + 4 = 18), >= 0
 * @param preambleBytes          preamble and start-of-frame delimiter (8), >= 0
 * @param interFrameGapBits      idle time a station waits after the medium goes quiet (96 bit times), >= 0
 * @param minFrameBytes          shortest frame from destination address to check sequence (64); shorter
 *                               frames are padded, >= 0
 * @param slotBits               back-off unit (512 bit times), >= 1
 * @param jamBits                jam signal sent after a collision is detected (32 bit times), >= 0
 * @param collisionWindowBits    one-way propagation delay across the segment in bit times, > 0: a station
 *                               senses another's carrier only this long after it started, so stations that
 *                               start within this window of the first collide (default 256, half the slot
 *                               time: the largest network 802.3 allows, whose round trip fills the slot)
 * @param maxAttempts            transmission attempts before a frame is dropped (16), >= 1
 * @param backoffLimit           cap on the back-off exponent (10): after the n-th collision a station waits
 *                               r slot times, r uniform in [0, 2^min(n, backoffLimit) - 1]; 0 to 30
 * @param acknowledgeMessages    whether the receiving station sends one acknowledgement frame (a TCP/IP
 *                               header, no data) back per message, as Zabel's simulator does
 * @param sendOverheadSeconds    reference CPU seconds of a send call on the sending host (PVM packing and
 *                               bookkeeping), >= 0
 * @param receiveOverheadSeconds reference CPU seconds of a receive call on the receiving host, >= 0
 * @param retransmissionTimeoutSeconds TCP's retransmission time-out for a segment whose frame the medium
 *                               dropped (1 s: the minimum RTO of 4.4BSD, {@code TCPTV_MIN}, two ticks of the
 *                               500 ms slow timer, and of RFC 6298 section 2.4; on a LAN the measured RTO
 *                               is below it, so the minimum is what applies), > 0; it doubles for each
 *                               further retransmission of the same segment, up to 64 s ({@code TCPTV_REXMTMAX})
 * @param maxRetransmissions     retransmissions of one segment before TCP gives up on the connection (12,
 *                               4.4BSD's {@code TCP_MAXRXTSHIFT}), >= 0; giving up fails the run
 */
public record EthernetParameters(double bitsPerSecond, double firstWriteSeconds, double tcpPacketSeconds,
        int maxSegmentBytes, int tcpIpHeaderBytes, int macHeaderBytes, int preambleBytes, int interFrameGapBits,
        int minFrameBytes, int slotBits, int jamBits, int collisionWindowBits, int maxAttempts, int backoffLimit,
        boolean acknowledgeMessages, double sendOverheadSeconds, double receiveOverheadSeconds,
        double retransmissionTimeoutSeconds, int maxRetransmissions) {

    /** TCP's minimum retransmission time-out (4.4BSD {@code TCPTV_MIN}; RFC 6298, section 2.4): 1 second. */
    public static final double TCP_MIN_RTO_SECONDS = 1.0;

    /** Longest retransmission time-out after doubling (4.4BSD {@code TCPTV_REXMTMAX}): 64 seconds. */
    public static final double TCP_MAX_RTO_SECONDS = 64.0;

    /** Retransmissions of one segment before TCP drops the connection (4.4BSD {@code TCP_MAXRXTSHIFT}): 12. */
    public static final int TCP_MAX_RETRANSMISSIONS = 12;

    /** The parameters with TCP's retransmission at its defaults (1 s time-out, 12 retransmissions). */
    public EthernetParameters(double bitsPerSecond, double firstWriteSeconds, double tcpPacketSeconds,
            int maxSegmentBytes, int tcpIpHeaderBytes, int macHeaderBytes, int preambleBytes, int interFrameGapBits,
            int minFrameBytes, int slotBits, int jamBits, int collisionWindowBits, int maxAttempts, int backoffLimit,
            boolean acknowledgeMessages, double sendOverheadSeconds, double receiveOverheadSeconds) {
        this(bitsPerSecond, firstWriteSeconds, tcpPacketSeconds, maxSegmentBytes, tcpIpHeaderBytes, macHeaderBytes,
                preambleBytes, interFrameGapBits, minFrameBytes, slotBits, jamBits, collisionWindowBits, maxAttempts,
                backoffLimit, acknowledgeMessages, sendOverheadSeconds, receiveOverheadSeconds, TCP_MIN_RTO_SECONDS,
                TCP_MAX_RETRANSMISSIONS);
    }

    /** Zabel's first write: 375 microseconds. */
    public static final double ZABEL_FIRST_WRITE_SECONDS = 375e-6;

    /** Zabel's TCP processing per packet: 300 microseconds. */
    public static final double ZABEL_TCP_PACKET_SECONDS = 300e-6;

    /**
     * Zabel's model at the given rate: 375 us first write, 300 us TCP per packet, 1460-byte segments with 40
     * bytes of TCP/IP headers, an acknowledgement per message; 802.3 framing (18 bytes of header and check
     * sequence, 8 of preamble, 64-byte minimum frame), 96-bit gap, 512-bit slot, 32-bit jam, 16 attempts,
     * back-off exponent capped at 10, a collision window of 256 bit times. Send and receive overheads are 0:
     * the report's only per-message host costs are the write and TCP costs modelled here; PVM's own costs
     * came from the traces (section 3.3), so here they belong to the application.
     */
    public static EthernetParameters zabel(double bitsPerSecond) {
        return new EthernetParameters(bitsPerSecond, ZABEL_FIRST_WRITE_SECONDS, ZABEL_TCP_PACKET_SECONDS, 1460, 40, 18, 8,
                96, 64, 512, 32, 256, 16, 10, true, 0, 0);
    }

    /** The same parameters at another rate. */
    public EthernetParameters withBitsPerSecond(double bps) {
        return new EthernetParameters(bps, firstWriteSeconds, tcpPacketSeconds, maxSegmentBytes, tcpIpHeaderBytes,
                macHeaderBytes, preambleBytes, interFrameGapBits, minFrameBytes, slotBits, jamBits, collisionWindowBits,
                maxAttempts, backoffLimit, acknowledgeMessages, sendOverheadSeconds, receiveOverheadSeconds,
                retransmissionTimeoutSeconds, maxRetransmissions);
    }

    /** The same parameters with other TCP costs. */
    public EthernetParameters withTcpCosts(double firstWrite, double perPacket) {
        return new EthernetParameters(bitsPerSecond, firstWrite, perPacket, maxSegmentBytes, tcpIpHeaderBytes,
                macHeaderBytes, preambleBytes, interFrameGapBits, minFrameBytes, slotBits, jamBits, collisionWindowBits,
                maxAttempts, backoffLimit, acknowledgeMessages, sendOverheadSeconds, receiveOverheadSeconds,
                retransmissionTimeoutSeconds, maxRetransmissions);
    }

    /** The same parameters with other host CPU overheads. */
    public EthernetParameters withOverheads(double send, double receive) {
        return new EthernetParameters(bitsPerSecond, firstWriteSeconds, tcpPacketSeconds, maxSegmentBytes,
                tcpIpHeaderBytes, macHeaderBytes, preambleBytes, interFrameGapBits, minFrameBytes, slotBits, jamBits,
                collisionWindowBits, maxAttempts, backoffLimit, acknowledgeMessages, send, receive, retransmissionTimeoutSeconds,
                maxRetransmissions);
    }

    /** The same parameters with another attempt limit and back-off cap. */
    public EthernetParameters withRetries(int attempts, int exponentCap) {
        return new EthernetParameters(bitsPerSecond, firstWriteSeconds, tcpPacketSeconds, maxSegmentBytes,
                tcpIpHeaderBytes, macHeaderBytes, preambleBytes, interFrameGapBits, minFrameBytes, slotBits, jamBits,
                collisionWindowBits, attempts, exponentCap, acknowledgeMessages, sendOverheadSeconds,
                receiveOverheadSeconds, retransmissionTimeoutSeconds, maxRetransmissions);
    }

    /** The same parameters with another collision window. */
    public EthernetParameters withCollisionWindowBits(int bits) {
        return new EthernetParameters(bitsPerSecond, firstWriteSeconds, tcpPacketSeconds, maxSegmentBytes,
                tcpIpHeaderBytes, macHeaderBytes, preambleBytes, interFrameGapBits, minFrameBytes, slotBits, jamBits, bits,
                maxAttempts, backoffLimit, acknowledgeMessages, sendOverheadSeconds, receiveOverheadSeconds,
                retransmissionTimeoutSeconds, maxRetransmissions);
    }

    /** The same parameters with or without the acknowledgement per message. */
    public EthernetParameters withAcknowledgements(boolean ack) {
        return new EthernetParameters(bitsPerSecond, firstWriteSeconds, tcpPacketSeconds, maxSegmentBytes,
                tcpIpHeaderBytes, macHeaderBytes, preambleBytes, interFrameGapBits, minFrameBytes, slotBits, jamBits,
                collisionWindowBits, maxAttempts, backoffLimit, ack, sendOverheadSeconds, receiveOverheadSeconds,
                retransmissionTimeoutSeconds, maxRetransmissions);
    }

    /** The same parameters with another TCP retransmission time-out and retransmission limit. */
    public EthernetParameters withRetransmission(double timeoutSeconds, int retransmissions) {
        return new EthernetParameters(bitsPerSecond, firstWriteSeconds, tcpPacketSeconds, maxSegmentBytes,
                tcpIpHeaderBytes, macHeaderBytes, preambleBytes, interFrameGapBits, minFrameBytes, slotBits, jamBits,
                collisionWindowBits, maxAttempts, backoffLimit, acknowledgeMessages, sendOverheadSeconds,
                receiveOverheadSeconds, timeoutSeconds, retransmissions);
    }

    /**
     * The time-out before the k-th retransmission of a segment (k >= 1): the retransmission time-out doubled
     * k - 1 times, at most {@link #TCP_MAX_RTO_SECONDS} (or the time-out itself when that is longer).
     */
    public double retransmissionTimeoutSeconds(int k) {
        double t = retransmissionTimeoutSeconds * Math.pow(2, Math.max(0, k - 1));
        return Math.min(t, Math.max(TCP_MAX_RTO_SECONDS, retransmissionTimeoutSeconds));
    }

    /** Number of TCP segments of a message: ceil(bytes / maxSegmentBytes), at least one. */
    public long segments(long bytes) {
        return bytes <= 0 ? 1 : (bytes + maxSegmentBytes - 1) / maxSegmentBytes;
    }

    /**
     * Bits one frame puts on the wire, preamble included, for a TCP segment carrying {@code dataBytes}:
     * 8 x (preamble + max(minimum frame, data + TCP/IP headers + MAC header and check sequence)).
     */
    public long frameBits(long dataBytes) {
        return 8L * (preambleBytes + Math.max(minFrameBytes, dataBytes + tcpIpHeaderBytes + macHeaderBytes));
    }

    /** Seconds one frame carrying {@code dataBytes} of TCP data occupies the medium. */
    public double frameSeconds(long dataBytes) {
        return frameBits(dataBytes) / bitsPerSecond;
    }

    /**
     * Checks every parameter.
     *
     * @throws IllegalArgumentException naming the network and the first bad parameter
     */
    void check(String network) {
        positive(network, "bits per second", bitsPerSecond);
        nonNegative(network, "first write seconds", firstWriteSeconds);
        nonNegative(network, "TCP seconds per packet", tcpPacketSeconds);
        atLeast(network, "maximum segment bytes", maxSegmentBytes, 1);
        atLeast(network, "TCP/IP header bytes", tcpIpHeaderBytes, 0);
        atLeast(network, "MAC header bytes", macHeaderBytes, 0);
        atLeast(network, "preamble bytes", preambleBytes, 0);
        atLeast(network, "inter-frame gap bits", interFrameGapBits, 0);
        atLeast(network, "minimum frame bytes", minFrameBytes, 0);
        atLeast(network, "slot bits", slotBits, 1);
        atLeast(network, "jam bits", jamBits, 0);
        atLeast(network, "collision window bits", collisionWindowBits, 1);
        atLeast(network, "maximum attempts", maxAttempts, 1);
        atLeast(network, "back-off limit", backoffLimit, 0);
        if (backoffLimit > 30) {
            throw new IllegalArgumentException("network '" + network + "': back-off limit must be <= 30, got " + backoffLimit);
        }
        nonNegative(network, "send overhead seconds", sendOverheadSeconds);
        nonNegative(network, "receive overhead seconds", receiveOverheadSeconds);
        positive(network, "retransmission time-out seconds", retransmissionTimeoutSeconds);
        atLeast(network, "maximum retransmissions", maxRetransmissions, 0);
    }

    private static void positive(String network, String what, double v) {
        if (!(v > 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException("network '" + network + "': " + what + " must be > 0 and finite, got " + v);
        }
    }

    private static void nonNegative(String network, String what, double v) {
        if (!(v >= 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException("network '" + network + "': " + what + " must be >= 0 and finite, got " + v);
        }
    }

    private static void atLeast(String network, String what, int v, int min) {
        if (v < min) {
            throw new IllegalArgumentException("network '" + network + "': " + what + " must be >= " + min + ", got " + v);
        }
    }
}
