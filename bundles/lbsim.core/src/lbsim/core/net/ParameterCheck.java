package lbsim.core.net;

/**
 * Validation of network model parameters. Every message names the network and the parameter, in the
 * form {@code network 'lan': bandwidth must be > 0 and finite, got 0.0}.
 */
final class ParameterCheck {

    private ParameterCheck() {
    }

    /** The network's name, which must be non-null and not blank. */
    static String name(String network) {
        if (network == null || network.isBlank()) {
            throw new IllegalArgumentException("a network needs a non-blank name, got " + (network == null ? "null" : "'" + network + "'"));
        }
        return network;
    }

    /** A parameter that must be >= 0 and finite (a time, a time per byte). */
    static double nonNegative(String network, String what, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("network '" + network + "': " + what + " must be >= 0 and finite, got " + value);
        }
        return value;
    }

    /** A parameter that must be > 0 and finite (a bandwidth, a factor). */
    static double positive(String network, String what, double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("network '" + network + "': " + what + " must be > 0 and finite, got " + value);
        }
        return value;
    }

    /** A parameter that must not be null. */
    static <T> T present(String network, String what, T value) {
        if (value == null) {
            throw new IllegalArgumentException("network '" + network + "': " + what + " is missing (null)");
        }
        return value;
    }

    /** The message for a model used before {@link NetworkModel#bind} was called. */
    static IllegalStateException unbound(String network) {
        return new IllegalStateException("network '" + network + "' is not bound to a simulation");
    }
}
