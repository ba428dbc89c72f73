package lbsim.core.net;

import java.util.List;

import lbsim.core.engine.Simulation;

/**
 * A message handed straight to a network model at a chosen virtual time, recording when it arrives.
 * Hosts are named {@code H0, H1, ...} after their station index.
 */
final class RecordedTransfer implements Transfer {

    private final Simulation sim;
    private final int from;
    private final int to;
    private final long bytes;
    private final List<RecordedTransfer> arrivals;
    private double arrivedAt = Double.NaN;

    private RecordedTransfer(Simulation sim, int from, int to, long bytes, List<RecordedTransfer> arrivals) {
        this.sim = sim;
        this.from = from;
        this.to = to;
        this.bytes = bytes;
        this.arrivals = arrivals;
    }

    /** A message to hand to a model directly; it records its arrival in {@code arrivals}. */
    static RecordedTransfer create(Simulation sim, int from, int to, long bytes, List<RecordedTransfer> arrivals) {
        return new RecordedTransfer(sim, from, to, bytes, arrivals);
    }

    /**
     * Schedules {@code net.transmit} of a message at {@code time}; events at one time run in the order
     * they were scheduled, so requests at one instant reach the model in the order of these calls.
     *
     * @param arrivals the list each transfer appends itself to when it arrives (arrival order)
     */
    static RecordedTransfer request(Simulation sim, NetworkModel net, double time, int from, int to, long bytes,
            List<RecordedTransfer> arrivals) {
        RecordedTransfer t = new RecordedTransfer(sim, from, to, bytes, arrivals);
        sim.schedule(time, tag -> net.transmit(t), 0);
        return t;
    }

    /** Attaches hosts H0 .. H(n-1) to a network and binds it to the simulation. */
    static void attach(NetworkModel net, Simulation sim, int hosts) {
        net.bind(sim);
        for (int i = 0; i < hosts; i++) {
            if (net.attach("H" + i) != i) {
                throw new AssertionError("station of H" + i);
            }
        }
    }

    /** Virtual time of arrival, NaN before. */
    double arrivedAt() {
        return arrivedAt;
    }

    @Override
    public String fromHost() {
        return "H" + from;
    }

    @Override
    public String toHost() {
        return "H" + to;
    }

    @Override
    public int fromStation() {
        return from;
    }

    @Override
    public int toStation() {
        return to;
    }

    @Override
    public long bytes() {
        return bytes;
    }

    @Override
    public void arrived() {
        if (!Double.isNaN(arrivedAt)) {
            throw new AssertionError(this + " arrived twice");
        }
        arrivedAt = sim.now();
        arrivals.add(this);
    }

    @Override
    public String toString() {
        return "H" + from + "->H" + to + " " + bytes + " B";
    }
}
