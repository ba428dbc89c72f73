package lbsim.core.net;

import lbsim.core.engine.Simulation;

/**
 * Baer and Decato's closed-form message time (seeds/002, section 3, eq. 11): a message of {@code b}
 * bytes is cut into blocks of {@code blockSizeBytes} (full blocks plus a residual, which needs a block
 * of its own), and takes
 * <pre>
 *   setupSeconds + ceil(b / blockSizeBytes) * blockSetupSeconds + b / bandwidthBytesPerSecond
 * </pre>
 * seconds from injection to arrival ({@code MSGSETUP + #BLKS * BLKSETUP + MSGZ / LLCBW} in the report;
 * the bandwidth drops once per block size, Figure 3). A message of 0 bytes needs no block. There is
 * no contention: every message takes this time however many are in flight.
 * <p>
 * The CPU overheads are {@code fixed + perByte * b} seconds of reference CPU work, for sending and
 * receiving separately, on the same host or not (Baer's CPU% of a SND or RCV call can be expressed as
 * a per-byte cost of {@code 1 / APBBW}, the application bus bandwidth). {@link #busySeconds()} is the
 * sum of the message times. Units: seconds, bytes, bytes per second.
 */
public final class AnalyticNetwork implements NetworkModel {

    private final String name;
    private final double setupSeconds;
    private final long blockSizeBytes;
    private final double blockSetupSeconds;
    private final double bandwidthBytesPerSecond;
    private final HostOverheads overheads;
    private Simulation sim;
    private int stations;
    private double busy;

    /**
     * Baer's model with fixed CPU overheads.
     *
     * @throws IllegalArgumentException see {@link #AnalyticNetwork(String, double, long, double, double, double, double, double, double)}
     */
    public AnalyticNetwork(String name, double setupSeconds, long blockSizeBytes, double blockSetupSeconds, double bandwidthBytesPerSecond,
            double sendOverheadSeconds, double receiveOverheadSeconds) {
        this(name, setupSeconds, blockSizeBytes, blockSetupSeconds, bandwidthBytesPerSecond, sendOverheadSeconds, 0,
                receiveOverheadSeconds, 0);
    }

    /**
     * @param setupSeconds                  message setup time (MSGSETUP), >= 0
     * @param blockSizeBytes                block size (BLKSZ), > 0
     * @param blockSetupSeconds             setup time per block (BLKSETUP), >= 0
     * @param bandwidthBytesPerSecond       low-level communication bandwidth (LLCBW), > 0
     * @param sendOverheadSeconds           sender CPU seconds per message, >= 0
     * @param sendOverheadSecondsPerByte    sender CPU seconds per byte, >= 0
     * @param receiveOverheadSeconds        receiver CPU seconds per receive call, >= 0
     * @param receiveOverheadSecondsPerByte receiver CPU seconds per byte received, >= 0
     * @throws IllegalArgumentException naming the network and parameter, for a null or blank name, a
     *                                  negative or non-finite time, a block size below 1 or a
     *                                  bandwidth that is not positive and finite
     */
    public AnalyticNetwork(String name, double setupSeconds, long blockSizeBytes, double blockSetupSeconds, double bandwidthBytesPerSecond,
            double sendOverheadSeconds, double sendOverheadSecondsPerByte, double receiveOverheadSeconds,
            double receiveOverheadSecondsPerByte) {
        this.name = ParameterCheck.name(name);
        this.setupSeconds = ParameterCheck.nonNegative(name, "message setup time", setupSeconds);
        if (blockSizeBytes < 1) {
            throw new IllegalArgumentException("network '" + name + "': block size must be >= 1 byte, got " + blockSizeBytes);
        }
        this.blockSizeBytes = blockSizeBytes;
        this.blockSetupSeconds = ParameterCheck.nonNegative(name, "block setup time", blockSetupSeconds);
        this.bandwidthBytesPerSecond = ParameterCheck.positive(name, "bandwidth", bandwidthBytesPerSecond);
        this.overheads = HostOverheads.of(name, sendOverheadSeconds, sendOverheadSecondsPerByte, receiveOverheadSeconds,
                receiveOverheadSecondsPerByte);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int attach(String hostName) {
        return stations++;
    }

    @Override
    public void bind(Simulation simulation) {
        this.sim = simulation;
    }

    @Override
    public double sendOverheadSeconds(long bytes, boolean sameHost) {
        return overheads.send(bytes);
    }

    @Override
    public double receiveOverheadSeconds(long bytes, boolean sameHost) {
        return overheads.receive(bytes);
    }

    /** Number of blocks a message of this length is cut into: ceil(bytes / block size). */
    public long blocks(long bytes) {
        return Math.ceilDiv(bytes, blockSizeBytes);
    }

    /** Seconds from injection to arrival for a message of this length (Baer's eq. 11). */
    public double messageSeconds(long bytes) {
        return setupSeconds + blocks(bytes) * blockSetupSeconds + bytes / bandwidthBytesPerSecond;
    }

    @Override
    public void transmit(Transfer transfer) {
        if (sim == null) {
            throw ParameterCheck.unbound(name);
        }
        double t = messageSeconds(transfer.bytes());
        busy += t;
        sim.scheduleIn(t, tag -> transfer.arrived(), 0);
    }

    @Override
    public double busySeconds() {
        return busy;
    }
}
