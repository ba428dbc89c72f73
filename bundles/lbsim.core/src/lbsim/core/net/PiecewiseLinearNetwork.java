package lbsim.core.net;

import java.util.Arrays;

import lbsim.core.engine.Simulation;

/**
 * CLUE's measured communication model (seeds/003, section 4.2): the time of a message is split into the
 * <em>send time</em> (what the sender spends in the send call: here CPU work on the sender's host) and
 * the <em>transmission time</em> (from the end of the send call until the receiver has the message),
 * each a {@link PiecewiseLinear} function of the message size, measured separately for sender and
 * receiver on the same node (Figure 4.1) and on different nodes (Figure 4.2).
 * <p>
 * <b>Send-time contention.</b> CLUE observed that a sender sending to several receivers at the same
 * time spends longer in each send, and plots a contention factor for the send time against the number
 * of receivers (Figure 4.3, Vienna cluster, same node; the report gives the factors only as a figure,
 * no numbers; on the Aachen cluster no contention was measured). Here the factors are a table:
 * {@code sendContentionFactors[k - 1]} multiplies the send time when the message is sent while
 * {@code k} receivers are being sent to: the distinct receiving hosts of the messages this network is
 * carrying at the moment the send starts, plus this message's receiver if it has none in flight yet.
 * Beyond the table the last factor holds (no extrapolation past the measured range); an empty table
 * means no contention (factor 1).
 * <p>
 * <b>Transmission-time contention.</b> The report says contention "increases both the send and
 * transmission time" but plots a factor for the send time only; lbsim applies the same factor to the
 * transmission time: a message's transmission time is multiplied by the factor for the {@code k}
 * receivers in flight when it enters the network (its own receiver included), and keeps that duration
 * (messages that start or finish later do not change it).
 * <p>
 * <b>Same node.</b> Messages between tasks on one node take the same-node send time (CPU work on the
 * sender) and then the same-node transmission time, with contention as above; they count as in flight
 * to their node while they are transmitted ({@link #timesSameHostMessages()}).
 * <p>
 * The model counts the messages in flight from every sender on this segment (CLUE measured one sender
 * and several receivers).
 * <p>
 * The receive overhead is a fixed CPU time per receive call (CLUE folds receiving into the
 * transmission time, so 0 reproduces the report). {@link #busySeconds()} is the sum of the
 * transmission times of the messages carried (there is no shared medium). Units: seconds, bytes.
 */
public final class PiecewiseLinearNetwork implements NetworkModel {

    private final String name;
    private final PiecewiseLinear sameNodeSend;
    private final PiecewiseLinear sameNodeTransmission;
    private final PiecewiseLinear differentNodeSend;
    private final PiecewiseLinear differentNodeTransmission;
    private final double[] contention;
    private final double receiveOverheadSeconds;

    private Simulation sim;
    private int[] inFlightTo = new int[8];
    private int stations;
    private int receiversInFlight;
    private double busy;

    /**
     * @param sameNodeSendSeconds              send time (sender CPU seconds) against size, tasks on one node
     * @param sameNodeTransmissionSeconds      transmission time against size, tasks on one node
     * @param differentNodeSendSeconds         send time against size, tasks on different nodes
     * @param differentNodeTransmissionSeconds transmission time against size, tasks on different nodes
     * @param sendContentionFactors            factor for 1, 2, 3, ... concurrent receivers, each > 0 and
     *                                         finite; may be empty (no contention), not null
     * @param receiveOverheadSeconds           receiver CPU seconds per receive call, >= 0
     * @throws IllegalArgumentException naming the network and parameter, for a null or blank name, a
     *                                  missing function or table, a bad factor or a negative or
     *                                  non-finite overhead
     */
    public PiecewiseLinearNetwork(String name, PiecewiseLinear sameNodeSendSeconds, PiecewiseLinear sameNodeTransmissionSeconds,
            PiecewiseLinear differentNodeSendSeconds, PiecewiseLinear differentNodeTransmissionSeconds, double[] sendContentionFactors,
            double receiveOverheadSeconds) {
        this.name = ParameterCheck.name(name);
        this.sameNodeSend = ParameterCheck.present(name, "same-node send time", sameNodeSendSeconds);
        this.sameNodeTransmission = ParameterCheck.present(name, "same-node transmission time", sameNodeTransmissionSeconds);
        this.differentNodeSend = ParameterCheck.present(name, "different-node send time", differentNodeSendSeconds);
        this.differentNodeTransmission = ParameterCheck.present(name, "different-node transmission time",
                differentNodeTransmissionSeconds);
        ParameterCheck.present(name, "send contention factors", sendContentionFactors);
        for (int i = 0; i < sendContentionFactors.length; i++) {
            ParameterCheck.positive(name, "send contention factor for " + (i + 1) + " receiver" + (i == 0 ? "" : "s"),
                    sendContentionFactors[i]);
        }
        this.contention = sendContentionFactors.clone();
        this.receiveOverheadSeconds = ParameterCheck.nonNegative(name, "receive overhead", receiveOverheadSeconds);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int attach(String hostName) {
        if (stations == inFlightTo.length) {
            inFlightTo = Arrays.copyOf(inFlightTo, stations * 2);
        }
        return stations++;
    }

    @Override
    public void bind(Simulation simulation) {
        this.sim = simulation;
    }

    /** The send-time factor for {@code k >= 1} concurrent receivers (the last table entry beyond the table, 1 without a table). */
    public double contentionFactor(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("network '" + name + "': concurrent receivers must be >= 1, got " + k);
        }
        if (contention.length == 0) {
            return 1.0;
        }
        return contention[Math.min(k, contention.length) - 1];
    }

    /** Send time (sender CPU seconds) of a message with {@code receivers} concurrent receivers, this one included. */
    public double sendSeconds(long bytes, boolean sameNode, int receivers) {
        return (sameNode ? sameNodeSend : differentNodeSend).valueAt(bytes) * contentionFactor(receivers);
    }

    /** Transmission time of a message without contention, in seconds. */
    public double transmissionSeconds(long bytes, boolean sameNode) {
        return (sameNode ? sameNodeTransmission : differentNodeTransmission).valueAt(bytes);
    }

    /** Transmission time of a message entering the network with {@code receivers} concurrent receivers, this one's included. */
    public double transmissionSeconds(long bytes, boolean sameNode, int receivers) {
        return transmissionSeconds(bytes, sameNode) * contentionFactor(receivers);
    }

    /** True: same-node messages take the same-node transmission time. */
    @Override
    public boolean timesSameHostMessages() {
        return true;
    }

    /** Distinct receiving hosts of the messages in flight now. */
    public int receiversInFlight() {
        return receiversInFlight;
    }

    /**
     * The send time to a station: k counts the distinct receiving stations with messages in flight,
     * plus this message's receiver when it has none in flight yet (a second message to a busy receiver
     * adds no contention).
     */
    @Override
    public double sendOverheadSeconds(int fromStation, int toStation, long bytes, boolean sameHost) {
        boolean busy = toStation >= 0 && toStation < inFlightTo.length && inFlightTo[toStation] > 0;
        return sendSeconds(bytes, sameHost, receiversInFlight + (busy ? 0 : 1));
    }

    /** The send time with {@code k = 1 + }{@link #receiversInFlight()} (when the receiver is not known). */
    @Override
    public double sendOverheadSeconds(long bytes, boolean sameHost) {
        return sendSeconds(bytes, sameHost, 1 + receiversInFlight);
    }

    @Override
    public double receiveOverheadSeconds(long bytes, boolean sameHost) {
        return receiveOverheadSeconds;
    }

    @Override
    public void transmit(Transfer transfer) {
        if (sim == null) {
            throw ParameterCheck.unbound(name);
        }
        int to = transfer.toStation();
        if (to < 0 || to >= stations) {
            throw new IllegalArgumentException("network '" + name + "': no station " + to + " (host '" + transfer.toHost() + "')");
        }
        if (inFlightTo[to]++ == 0) {
            receiversInFlight++;
        }
        double t = transmissionSeconds(transfer.bytes(), transfer.fromStation() == to, receiversInFlight);
        busy += t;
        sim.scheduleIn(t, tag -> {
            if (--inFlightTo[to] == 0) {
                receiversInFlight--;
            }
            transfer.arrived();
        }, 0);
    }

    @Override
    public double busySeconds() {
        return busy;
    }
}
