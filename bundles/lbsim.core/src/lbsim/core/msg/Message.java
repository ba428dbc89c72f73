package lbsim.core.msg;

/**
 * A message between two tasks. Its {@code bytes} is the length used for timing, which may differ from
 * the payload's real size (a virtual length: time a 100 MB message without allocating it). The
 * payload is handed to the receiver as it is; programs that need a copy make one when they send.
 * The times are filled in as the message goes: send start, injected into the network (the sender's
 * send overhead done), delivered (arrived in the receiver's mailbox), received (a receive returned it).
 */
public final class Message {

    final int id;
    final int source;
    final int destination;
    final int tag;
    final long bytes;
    final Object payload;
    final long pairSequence;
    double sendStart = Double.NaN;
    double injected = Double.NaN;
    double delivered = Double.NaN;
    double received = Double.NaN;
    double wire = Double.NaN;
    /** Neighbours in the virtual machine's list of messages not yet passed to its trace sink. */
    /** How many times the sender's and the receiver's hosts had failed when it was sent (see VirtualMachine). */
    int sourceFailures;
    int destinationFailures;
    /** The last segment a message crossed through gateways, and the receiver's station on it (null, 0: one segment). */
    lbsim.core.net.NetworkModel arrivalSegment;
    int arrivalStation;
    Message openPrev;
    Message openNext;

    Message(int id, int source, int destination, int tag, long bytes, Object payload, long pairSequence) {
        this.id = id;
        this.source = source;
        this.destination = destination;
        this.tag = tag;
        this.bytes = bytes;
        this.payload = payload;
        this.pairSequence = pairSequence;
    }

    /** Unique id of the message within a run, in the order sends started. */
    public int id() {
        return id;
    }

    /** Task id of the sender. */
    public int source() {
        return source;
    }

    /** Task id of the receiver. */
    public int destination() {
        return destination;
    }

    public int tag() {
        return tag;
    }

    /** Length used for timing, in bytes. */
    public long bytes() {
        return bytes;
    }

    /** What the sender sent; may be null for timing-only messages. */
    public Object payload() {
        return payload;
    }

    /** Number of this message among those from its source to its destination, from 0. */
    public long pairSequence() {
        return pairSequence;
    }

    /** Virtual time the sender started sending, in seconds. */
    public double sendStartTime() {
        return sendStart;
    }

    /** Virtual time the message entered the network (after the send overhead); NaN before. */
    public double injectedTime() {
        return injected;
    }

    /** Virtual time the message reached the receiver's mailbox; NaN before. */
    public double deliveredTime() {
        return delivered;
    }

    /**
     * Seconds the message spent on the wire: what the network model reported for its frames
     * ({@link lbsim.core.net.Transfer#onWire}), or, for models that report nothing, from injection to
     * arrival at the receiving host. 0 for a message between tasks on one host; NaN before it arrived.
     */
    public double wireSeconds() {
        return wire;
    }

    /** Virtual time a receive returned it (after the receive overhead); NaN before. */
    public double receivedTime() {
        return received;
    }

    @Override
    public String toString() {
        return "message " + id + " (" + source + " -> " + destination + ", tag " + tag + ", " + bytes + " bytes)";
    }
}
