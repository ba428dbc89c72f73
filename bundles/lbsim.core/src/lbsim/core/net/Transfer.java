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
}
