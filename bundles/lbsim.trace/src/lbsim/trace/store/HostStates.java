package lbsim.trace.store;

/**
 * A host's state answered by {@link TraceStore#hostStates}: from {@code time(i)} until {@code time(i + 1)} (or
 * the end of the range) the host was on or off ({@link #on}), ran at {@link #speedFactor} of its pstate's speed
 * (its availability: 1 unless a speed profile or availability process lowered it) and was in pstate
 * {@link #pstate}. Before a host's first record it was on, at speed factor 1, in pstate 0. Immutable.
 */
public final class HostStates {

    /** No state change in the range and none before it. */
    public static final HostStates NONE = new HostStates(0, new double[0], new boolean[0], new double[0], new int[0]);

    private final int size;
    private final double[] time;
    private final boolean[] on;
    private final double[] speed;
    private final int[] pstate;

    public HostStates(int size, double[] time, boolean[] on, double[] speedFactor, int[] pstate) {
        this.size = size;
        this.time = time;
        this.on = on;
        this.speed = speedFactor;
        this.pstate = pstate;
    }

    public int size() {
        return size;
    }

    /** Virtual time of record i, seconds. */
    public double time(int i) {
        return time[check(i)];
    }

    /** Whether the host was on from record i's time. */
    public boolean on(int i) {
        return on[check(i)];
    }

    /** Fraction of the pstate's speed available from record i's time (>= 0). */
    public double speedFactor(int i) {
        return speed[check(i)];
    }

    /** The pstate from record i's time (0 .. the host's pstates - 1). */
    public int pstate(int i) {
        return pstate[check(i)];
    }

    private int check(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("host state " + i + " of " + size);
        }
        return i;
    }
}
