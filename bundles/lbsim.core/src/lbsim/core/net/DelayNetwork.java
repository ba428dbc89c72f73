package lbsim.core.net;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;

/**
 * The delay model of MISS-PVM's VMConfig (seeds/001, section 2.5): no contention; a message of b bytes
 * crosses in {@code transmissionDelay + b / 1024 * proportionalDelayPerKB} seconds; the sender pays
 * {@code sendDelay} and each receive call {@code receiveDelay} of CPU work. (VMConfig gives these in
 * 100-microsecond ticks and ticks per kilobyte; here they are seconds and seconds per 1024 bytes.)
 */
public final class DelayNetwork implements NetworkModel {

    private final String name;
    private final double sendDelaySeconds;
    private final double receiveDelaySeconds;
    private final double transmissionDelaySeconds;
    private final double secondsPerKilobyte;
    private Simulation sim;
    private int stations;
    private double busy;

    /**
     * @throws IllegalArgumentException for a negative or non-finite parameter
     */
    public DelayNetwork(String name, double sendDelaySeconds, double receiveDelaySeconds, double transmissionDelaySeconds,
            double secondsPerKilobyte) {
        check(name, "send delay", sendDelaySeconds);
        check(name, "receive delay", receiveDelaySeconds);
        check(name, "transmission delay", transmissionDelaySeconds);
        check(name, "proportional delay per KB", secondsPerKilobyte);
        this.name = name;
        this.sendDelaySeconds = sendDelaySeconds;
        this.receiveDelaySeconds = receiveDelaySeconds;
        this.transmissionDelaySeconds = transmissionDelaySeconds;
        this.secondsPerKilobyte = secondsPerKilobyte;
    }

    static void check(String model, String what, double v) {
        if (!(v >= 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException("network '" + model + "': " + what + " must be >= 0 and finite, got " + v);
        }
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
        return sendDelaySeconds;
    }

    @Override
    public double receiveOverheadSeconds(long bytes, boolean sameHost) {
        return receiveDelaySeconds;
    }

    /** Seconds a message of this length spends crossing. */
    public double transferSeconds(long bytes) {
        return transmissionDelaySeconds + bytes / 1024.0 * secondsPerKilobyte;
    }

    @Override
    public void transmit(Transfer transfer) {
        double t = transferSeconds(transfer.bytes());
        busy += t;
        EventHandler done = tag -> transfer.arrived();
        sim.scheduleIn(t, done, 0);
    }

    @Override
    public double busySeconds() {
        return busy;
    }
}
