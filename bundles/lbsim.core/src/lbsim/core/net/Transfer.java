package lbsim.core.net;

/**
 * One message on a network, as a network model sees it: the hosts at both ends, its length, and the
 * callback to tell when it has arrived. A model calls {@link #arrived()} exactly once, at the virtual
 * time the last byte reaches the destination host.
 */
public interface Transfer {

    /** Name of the sending host. */
    String fromHost();

    /** Name of the receiving host. */
    String toHost();

    /** Index of the sending host in the model's station list (see {@link NetworkModel#attach}). */
    int fromStation();

    /** Index of the receiving host in the model's station list. */
    int toStation();

    /** Length used for timing, in bytes. */
    long bytes();

    /** Tells the message layer the transfer has completed now. */
    void arrived();

    /**
     * Reports time this message spent on the medium, called before {@link #arrived()}, once per frame or
     * piece (the seconds add up). Models whose transfer is all wire time (from being handed the message to
     * its arrival) need not call it: the message layer then takes that whole span. Models that also hold
     * a message in protocol processing or host queues (Zabel's Ethernet: TCP servers, acknowledgements)
     * report only the wire part: for each frame, from being handed to the medium to its last bit
     * (deferral, collisions, back-off and transmission).
     *
     * @param seconds >= 0
     */
    default void onWire(double seconds) {
    }
}
