package lbsim.core.analytic;

import lbsim.core.net.AnalyticNetwork;

/**
 * Baer and Decato's communication parameters (seeds/002, section 3) and the times they give. Units:
 * seconds, bytes, bytes per second; the report's "MB" is taken as 10^6 bytes (the slope of Table 1's
 * theoretical LAM/MPI column is 1 / (2.1 * 10^6) s per byte).
 * <p>
 * A message of {@code m} bytes takes (eq. 11, the same arithmetic as {@link AnalyticNetwork}, which
 * this class uses)
 * <pre>
 *   t(m) = MSGSETUP + ceil(m / BLKSZ) BLKSETUP + m / LLCBW
 * </pre>
 * and keeps the CPU of each side, sender and receiver, busy for the fraction
 * <pre>
 *   CPU% = ALCBW / IOBBW                                          (at most 1)
 * </pre>
 * of it, whatever the message size: c(m) = CPU% t(m). This is how the report evaluates eq. 19 (section
 * 3.2: "for message sizes above 100 bytes setup time is negligible and the CPU% is given by the ratio of
 * application level communication to bus band widths independent of message size"): Table 2's 39 % for
 * LAM/MPI (2.1 / 5.3 = 0.396) and 23 % for TCP/IP (2.5 / 11 = 0.227), which Table 1 measured at 36-43 %
 * and 23 % from 200 to 20,000 bytes, and the 39 % that section 4 gives every SND and RCV of the
 * battlefield's 256-byte messages. Eq. 12 taken literally (setup times as CPU time, c(m) = MSGSETUP +
 * #BLKS BLKSETUP + m / IOBBW) would give 87.6 % for those messages, against the measurements. Without a bus
 * bandwidth (0) the CPU is taken as busy for the whole message, an upper bound. The simplified form of eq.
 * 16, 18 and 19, which the report's Table 2 measures, is the special case without block setup:
 * {@link #simplified(double, double, double)}, with LLCBW the application level bandwidth ALCBW and IOBBW
 * the application bus bandwidth APBBW.
 */
public final class Network {

    /** Table 2, TCP/IP sockets between Pentium 100 PCs: MSGSETUP 0.4 ms, ALCBW 2.5 MB/s, APBBW 11 MB/s. */
    public static final Network TCP_IP = simplified(0.4e-3, 2.5e6, 11e6);

    /** Table 2, LAM/MPI between Pentium 100 PCs: MSGSETUP 0.47 ms, ALCBW 2.1 MB/s, APBBW 5.3 MB/s. */
    public static final Network LAM_MPI = simplified(0.47e-3, 2.1e6, 5.3e6);

    private final double setupSeconds;
    private final long blockSizeBytes;
    private final double blockSetupSeconds;
    private final double bandwidthBytesPerSecond;
    private final double busBandwidthBytesPerSecond;
    private final AnalyticNetwork formula;

    /**
     * @param setupSeconds               MSGSETUP, >= 0
     * @param blockSizeBytes             BLKSZ, >= 1 ({@link Long#MAX_VALUE}: one block per message)
     * @param blockSetupSeconds          BLKSETUP, >= 0
     * @param bandwidthBytesPerSecond    LLCBW, > 0
     * @param busBandwidthBytesPerSecond IOBBW (or APBBW), > 0, or 0 if unknown (CPU busy throughout)
     * @throws IllegalArgumentException for a value out of these ranges or not finite
     */
    public Network(double setupSeconds, long blockSizeBytes, double blockSetupSeconds, double bandwidthBytesPerSecond,
            double busBandwidthBytesPerSecond) {
        this.setupSeconds = Check.nonNegative("network", "message setup time", setupSeconds);
        if (blockSizeBytes < 1) {
            throw new IllegalArgumentException("network: block size must be >= 1 byte, got " + blockSizeBytes);
        }
        this.blockSizeBytes = blockSizeBytes;
        this.blockSetupSeconds = Check.nonNegative("network", "block setup time", blockSetupSeconds);
        this.bandwidthBytesPerSecond = Check.positive("network", "bandwidth", bandwidthBytesPerSecond);
        this.busBandwidthBytesPerSecond = Check.nonNegative("network", "bus bandwidth", busBandwidthBytesPerSecond);
        this.formula = new AnalyticNetwork("analytic estimate", setupSeconds, blockSizeBytes, blockSetupSeconds,
                bandwidthBytesPerSecond, 0, 0);
    }

    /**
     * The simplified model of eq. 16/18/19: {@code t(m) = MSGSETUP + m / ALCBW},
     * {@code c(m) = MSGSETUP + m / APBBW}.
     *
     * @throws IllegalArgumentException as the constructor
     */
    public static Network simplified(double setupSeconds, double applicationLevelBytesPerSecond, double applicationBusBytesPerSecond) {
        return new Network(setupSeconds, Long.MAX_VALUE, 0, applicationLevelBytesPerSecond, applicationBusBytesPerSecond);
    }

    /**
     * Eq. 17: the message setup time from a bandwidth measured at a small message of {@code n} bytes
     * ({@code A2ABW@n}) and the large-message bandwidth ALCBW: {@code n / A2ABW@n - n / ALCBW}.
     *
     * @throws IllegalArgumentException for n below 1 or a bandwidth that is not positive and finite
     */
    public static double setupSecondsFromMeasurement(long n, double bytesPerSecondAtN, double applicationLevelBytesPerSecond) {
        if (n < 1) {
            throw new IllegalArgumentException("message size must be >= 1 byte, got " + n);
        }
        Check.positive("eq. 17", "bandwidth at n bytes", bytesPerSecondAtN);
        Check.positive("eq. 17", "application level bandwidth", applicationLevelBytesPerSecond);
        return n / bytesPerSecondAtN - n / applicationLevelBytesPerSecond;
    }

    /** MSGSETUP in seconds. */
    public double setupSeconds() {
        return setupSeconds;
    }

    /** BLKSZ in bytes. */
    public long blockSizeBytes() {
        return blockSizeBytes;
    }

    /** BLKSETUP in seconds. */
    public double blockSetupSeconds() {
        return blockSetupSeconds;
    }

    /** LLCBW in bytes per second. */
    public double bandwidthBytesPerSecond() {
        return bandwidthBytesPerSecond;
    }

    /** IOBBW (APBBW) in bytes per second, 0 if unknown. */
    public double busBandwidthBytesPerSecond() {
        return busBandwidthBytesPerSecond;
    }

    /** #BLKS of one message: ceil(bytes / BLKSZ), 0 for an empty message. */
    public long blocks(long messageBytes) {
        return formula.blocks(messageBytes);
    }

    /** Eq. 11: seconds for one message of this size. */
    public double messageSeconds(long messageBytes) {
        return formula.messageSeconds(messageBytes);
    }

    /**
     * Eq. 19 as the report applies it: the fraction of a transfer's time the CPU of each side is busy,
     * ALCBW / IOBBW (eq. 14's ALCBW), at most 1; 1 without a bus bandwidth. The same for every message size.
     */
    public double cpuFraction() {
        return busBandwidthBytesPerSecond == 0 ? 1 : Math.min(1, applicationLevelBandwidth() / busBandwidthBytesPerSecond);
    }

    /** CPU seconds one side (sender or receiver) spends on one message of this size: {@link #cpuFraction()} t(m). */
    public double messageCpuSeconds(long messageBytes) {
        return cpuFraction() * messageSeconds(messageBytes);
    }

    /** The CPU fraction of one side during a message: {@link #cpuFraction()}; 0 if the message takes no time. */
    public double messageCpuFraction(long messageBytes) {
        return messageSeconds(messageBytes) == 0 ? 0 : cpuFraction();
    }

    /**
     * Eq. 13: the application-to-application bandwidth A2ABW for messages of this size, in bytes per
     * second (independent of the data volume): {@code m / t(m)}; 0 for an empty message.
     */
    public double applicationBandwidth(long messageBytes) {
        double t = messageSeconds(messageBytes);
        return t == 0 ? 0 : messageBytes / t;
    }

    /** Eq. 14: ALCBW, the limit of A2ABW for large messages, {@code 1 / (BLKSETUP / BLKSZ + 1 / LLCBW)}. */
    public double applicationLevelBandwidth() {
        return 1 / (blockSetupSeconds / blockSizeBytes + 1 / bandwidthBytesPerSecond);
    }

    /**
     * Seconds to send {@code bytes} in messages of {@code messageBytes}: {@code bytes / messageBytes} full
     * messages plus one with the rest, if any (eq. 11 summed over the messages; eq. 18 in the simplified form).
     *
     * @throws IllegalArgumentException for a negative volume or a message size below 1
     */
    public double volumeSeconds(long bytes, long messageBytes) {
        checkVolume(bytes, messageBytes);
        long rest = bytes % messageBytes;
        return bytes / messageBytes * messageSeconds(messageBytes) + (rest > 0 ? messageSeconds(rest) : 0);
    }

    /**
     * CPU seconds one side spends sending (or receiving) {@code bytes} in messages of {@code messageBytes}.
     *
     * @throws IllegalArgumentException as {@link #volumeSeconds(long, long)}
     */
    public double volumeCpuSeconds(long bytes, long messageBytes) {
        checkVolume(bytes, messageBytes);
        long rest = bytes % messageBytes;
        return bytes / messageBytes * messageCpuSeconds(messageBytes) + (rest > 0 ? messageCpuSeconds(rest) : 0);
    }

    private static void checkVolume(long bytes, long messageBytes) {
        if (bytes < 0 || messageBytes < 1) {
            throw new IllegalArgumentException("need a volume >= 0 and a message size >= 1 byte, got " + bytes + " and " + messageBytes);
        }
    }

    @Override
    public String toString() {
        return "network[setup " + setupSeconds + " s, block " + blockSizeBytes + " B, block setup " + blockSetupSeconds
                + " s, bandwidth " + bandwidthBytesPerSecond + " B/s, bus " + busBandwidthBytesPerSecond + " B/s]";
    }
}
