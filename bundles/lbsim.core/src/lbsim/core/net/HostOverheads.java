package lbsim.core.net;

/**
 * The CPU overheads of sending and receiving on a network whose costs grow linearly with the message
 * length: {@code fixed + perByte * bytes} seconds of reference CPU work on the sending and on the
 * receiving host (shared with competing load there). Networks with such overheads hold one and answer
 * {@link NetworkModel#sendOverheadSeconds(long, boolean)} and
 * {@link NetworkModel#receiveOverheadSeconds(long, boolean)} from it.
 *
 * @param sendSeconds            sender CPU seconds per message, >= 0
 * @param sendSecondsPerByte     sender CPU seconds per byte, >= 0
 * @param receiveSeconds         receiver CPU seconds per receive call, >= 0
 * @param receiveSecondsPerByte  receiver CPU seconds per byte received, >= 0
 */
record HostOverheads(double sendSeconds, double sendSecondsPerByte, double receiveSeconds, double receiveSecondsPerByte) {

    /**
     * Checked overheads of a network.
     *
     * @throws IllegalArgumentException naming the network and the parameter, for a negative or non-finite value
     */
    static HostOverheads of(String network, double sendSeconds, double sendSecondsPerByte, double receiveSeconds,
            double receiveSecondsPerByte) {
        return new HostOverheads(ParameterCheck.nonNegative(network, "send overhead", sendSeconds),
                ParameterCheck.nonNegative(network, "send overhead per byte", sendSecondsPerByte),
                ParameterCheck.nonNegative(network, "receive overhead", receiveSeconds),
                ParameterCheck.nonNegative(network, "receive overhead per byte", receiveSecondsPerByte));
    }

    /** Sender CPU seconds for a message of this length. */
    double send(long bytes) {
        return sendSeconds + sendSecondsPerByte * bytes;
    }

    /** Receiver CPU seconds for a message of this length. */
    double receive(long bytes) {
        return receiveSeconds + receiveSecondsPerByte * bytes;
    }
}
