package lbsim.core.balance;

/**
 * Checks of the {@link Strategy} protocol shared by the built-in strategies. Every message names the
 * strategy, in the form {@code guided: slave 4 out of range 0..3}.
 */
final class ProtocolCheck {

    private ProtocolCheck() {
    }

    /**
     * Checks the arguments of {@link Strategy#start} and returns the number of slaves.
     *
     * @throws IllegalArgumentException for units < 0, no speeds, or a speed that is not > 0 and finite
     */
    static int start(String strategy, long units, double[] speeds) {
        if (units < 0) {
            throw new IllegalArgumentException(strategy + ": units must be >= 0, got " + units);
        }
        if (speeds == null || speeds.length == 0) {
            throw new IllegalArgumentException(strategy + ": at least one slave is needed (speeds is "
                    + (speeds == null ? "null" : "empty") + ")");
        }
        for (int i = 0; i < speeds.length; i++) {
            if (!(speeds[i] > 0) || Double.isInfinite(speeds[i])) {
                throw new IllegalArgumentException(strategy + ": speed of slave " + i + " must be > 0 and finite, got "
                        + speeds[i]);
            }
        }
        return speeds.length;
    }

    /**
     * Checks the arguments of {@link Strategy#chunk}; {@code slaves} is 0 before {@link Strategy#start}.
     *
     * @throws IllegalStateException    before start
     * @throws IllegalArgumentException for a slave out of range or remaining <= 0
     */
    static void chunk(String strategy, int slaves, int slave, long remaining) {
        slave(strategy, slaves, slave);
        if (remaining <= 0) {
            throw new IllegalArgumentException(strategy + ": remaining must be > 0, got " + remaining);
        }
    }

    /**
     * Checks a slave index; {@code slaves} is 0 before {@link Strategy#start}.
     *
     * @throws IllegalStateException    before start
     * @throws IllegalArgumentException for a slave out of range
     */
    static void slave(String strategy, int slaves, int slave) {
        started(strategy, slaves);
        if (slave < 0 || slave >= slaves) {
            throw new IllegalArgumentException(strategy + ": slave " + slave + " out of range 0.." + (slaves - 1));
        }
    }

    /**
     * Checks that {@link Strategy#start} was called; {@code slaves} is 0 before.
     *
     * @throws IllegalStateException before start
     */
    static void started(String strategy, int slaves) {
        if (slaves == 0) {
            throw new IllegalStateException(strategy + ": start(units, speeds) was not called");
        }
    }

    /**
     * {@code ceil(x)} for {@code x >= 0}, except that a fractional part of at most 1e-9 x is taken as
     * floating-point noise and dropped (so 40.000000000000007 gives 40, not 41).
     */
    static long ceilIgnoringNoise(double x) {
        double floor = Math.floor(x);
        return (long) floor + (x - floor <= 1e-9 * x ? 0 : 1);
    }
}
