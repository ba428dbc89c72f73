package lbsim.core.net;

import java.util.ArrayDeque;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;

/**
 * A shared medium that carries one message at a time: MISS-PVM's network contention (seeds/001,
 * section 4.2: "if two processes send messages at the same time on an ethernet network, each message
 * needing n seconds for transfer, then the first message would block the second one for additional n
 * seconds"; the earliest sender in virtual time is granted the line first).
 * <p>
 * A message of {@code b} bytes occupies the medium for {@code latencySeconds + b / bandwidthBytesPerSecond}
 * seconds and arrives when that occupancy ends. A message handed to {@link #transmit} while the medium
 * is busy waits; waiting messages get the medium in the order they were requested (the virtual time at
 * which the message layer injected them, which is the order of the {@code transmit} calls; messages
 * requested at the same instant go in call order). The medium never idles while a message waits.
 * <p>
 * The CPU overheads are {@code fixed + perByte * b} seconds of reference CPU work, for sending and
 * receiving separately, the same whether or not both tasks share a host (MISS-PVM's send and receive
 * delays do not depend on where the tasks are). {@link #busySeconds()} is the total occupancy, latency
 * included, of the messages that have taken the medium (a message's whole occupancy counts from the
 * moment it takes the medium, as {@link DelayNetwork} counts a transfer when it starts).
 * <p>
 * Units: seconds, bytes, bytes per second.
 */
public final class SharedMediumNetwork implements NetworkModel, EventHandler {

    private final String name;
    private final double latencySeconds;
    private final double bandwidthBytesPerSecond;
    private final HostOverheads overheads;

    private final ArrayDeque<Transfer> waiting = new ArrayDeque<>();
    private Simulation sim;
    private int stations;
    private Transfer current;
    private double busy;
    private long carried;

    /**
     * A shared medium with fixed (length-independent) CPU overheads.
     *
     * @throws IllegalArgumentException naming the network and parameter, for a null or blank name, a
     *                                  negative or non-finite time, or a bandwidth that is not
     *                                  positive and finite
     */
    public SharedMediumNetwork(String name, double latencySeconds, double bandwidthBytesPerSecond, double sendOverheadSeconds,
            double receiveOverheadSeconds) {
        this(name, latencySeconds, bandwidthBytesPerSecond, sendOverheadSeconds, 0, receiveOverheadSeconds, 0);
    }

    /**
     * A shared medium whose CPU overheads grow with the message length.
     *
     * @param latencySeconds                 medium occupancy per message independent of its length, >= 0
     * @param bandwidthBytesPerSecond        rate at which the medium carries a message's bytes, > 0
     * @param sendOverheadSeconds            sender CPU seconds per message, >= 0
     * @param sendOverheadSecondsPerByte     sender CPU seconds per byte, >= 0
     * @param receiveOverheadSeconds         receiver CPU seconds per receive call, >= 0
     * @param receiveOverheadSecondsPerByte  receiver CPU seconds per byte received, >= 0
     * @throws IllegalArgumentException naming the network and parameter, for a null or blank name, a
     *                                  negative or non-finite time, or a bandwidth that is not
     *                                  positive and finite
     */
    public SharedMediumNetwork(String name, double latencySeconds, double bandwidthBytesPerSecond, double sendOverheadSeconds,
            double sendOverheadSecondsPerByte, double receiveOverheadSeconds, double receiveOverheadSecondsPerByte) {
        this.name = ParameterCheck.name(name);
        this.latencySeconds = ParameterCheck.nonNegative(name, "latency", latencySeconds);
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

    /** Seconds a message of this length occupies the medium: latency + bytes / bandwidth. */
    public double occupancySeconds(long bytes) {
        return latencySeconds + bytes / bandwidthBytesPerSecond;
    }

    @Override
    public void transmit(Transfer transfer) {
        if (sim == null) {
            throw ParameterCheck.unbound(name);
        }
        if (current == null) {
            start(transfer);
        } else {
            waiting.addLast(transfer);
        }
    }

    private void start(Transfer transfer) {
        current = transfer;
        double t = occupancySeconds(transfer.bytes());
        busy += t;
        sim.scheduleIn(t, this, 0);
    }

    /** The current message has crossed: the next waiting one takes the medium, then the layer hears of the arrival. */
    @Override
    public void handleEvent(int tag) {
        Transfer done = current;
        current = null;
        carried++;
        Transfer next = waiting.pollFirst();
        if (next != null) {
            start(next);
        }
        done.arrived();
    }

    @Override
    public double busySeconds() {
        return busy;
    }

    /** Messages waiting for the medium now (not counting the one on it). */
    public int waitingMessages() {
        return waiting.size();
    }

    /** Messages that have crossed so far. */
    public long messagesCarried() {
        return carried;
    }
}
