package lbsim.core.net;

import lbsim.core.engine.Simulation;

/**
 * How a network segment times messages between the hosts attached to it. The message layer asks it
 * for the CPU overheads of sending and receiving (work on the hosts, shared with competing load) and
 * hands it each message once the send overhead is done; the model calls {@link Transfer#arrived()}
 * when the message has crossed. Messages between tasks on the same host reach a model only if it
 * {@link #timesSameHostMessages() times them}; otherwise they arrive at once.
 * Pairwise FIFO order is enforced by the message layer, so a model may let a small later message
 * overtake a large earlier one.
 */
public interface NetworkModel {

    /** Name of the segment, for reports. */
    String name();

    /**
     * Called once per host when the platform is built, in host order; returns the host's station index
     * on this segment (0, 1, 2, ...).
     */
    int attach(String hostName);

    /** Gives the model its simulation (the clock and random streams); called once before any transfer. */
    void bind(Simulation sim);

    /**
     * Reference CPU seconds the sender spends to send a message of this length (packing, starting the
     * transfer), independent of the network's load.
     *
     * @param sameHost whether both tasks are on one host (no network is used then)
     */
    double sendOverheadSeconds(long bytes, boolean sameHost);

    /** Reference CPU seconds a receive call costs the receiver. */
    double receiveOverheadSeconds(long bytes, boolean sameHost);

    /**
     * The send overhead knowing both ends (station indexes from {@link #attach}); the message layer
     * calls this one. Models whose costs depend on the stations override it; by default it is
     * {@link #sendOverheadSeconds(long, boolean)}.
     */
    default double sendOverheadSeconds(int fromStation, int toStation, long bytes, boolean sameHost) {
        return sendOverheadSeconds(bytes, sameHost);
    }

    /** The receive overhead at a station; by default {@link #receiveOverheadSeconds(long, boolean)}. */
    default double receiveOverheadSeconds(int station, long bytes, boolean sameHost) {
        return receiveOverheadSeconds(bytes, sameHost);
    }

    /**
     * Starts moving a message between two different hosts attached to this segment, or between two tasks
     * of one host (both stations equal) when {@link #timesSameHostMessages()}.
     */
    void transmit(Transfer transfer);

    /**
     * Whether messages between tasks on one host take time in this model (CLUE's same-node transmission
     * time): then the message layer hands them to {@link #transmit(Transfer)} with both stations equal.
     * By default they arrive at once and never reach the model.
     */
    default boolean timesSameHostMessages() {
        return false;
    }

    /** Time the medium or links were busy carrying data, in seconds (0 where the model has no such notion). */
    default double busySeconds() {
        return 0;
    }

    /** Collisions seen so far (0 for models without collisions). */
    default long collisions() {
        return 0;
    }

    /** Collisions a station took part in (0 for models without collisions). */
    default long collisions(int station) {
        return 0;
    }

    /** Frames a station dropped after its last attempt (0 for models that never drop). */
    default long drops(int station) {
        return 0;
    }

    /** Segments a station retransmitted after a drop (0 for models that never drop). */
    default long retransmissions(int station) {
        return 0;
    }
}
