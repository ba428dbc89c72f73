package lbsim.model.validation;

/**
 * The ranges the validation rules give scenario attributes, so that every accepted scenario can finish
 * in finite virtual time and bounded memory. docs/user/bad-input.md explains each bound.
 */
public final class Ranges {

    private Ranges() {
    }

    /**
     * The shortest mean duration (seconds) of anything that repeats on its own: a user state's think time
     * plus its command's demand, a competing process's demand. Below one microsecond, double-precision
     * virtual time stops advancing after a few simulated days (the gap between doubles near 1e9 s is
     * 1.2e-7 s), and a loop of such events never ends.
     */
    public static final double MIN_REPEATING_SECONDS = 1e-6;

    /**
     * The longest duration (seconds) of one overhead, latency, delay or spawn: about 31.7 years. Sums of
     * such times stay finite and far below the point where virtual time loses its microseconds.
     */
    public static final double MAX_SECONDS = 1e9;

    /** The shortest round-robin time slice (seconds), 0.1 ms: each slice is an event, so shorter slices only cost run time. */
    public static final double MIN_TIME_SLICE_SECONDS = 1e-4;

    /** The longest round-robin time slice (seconds), one hour; longer slices are a first-come first-served queue. */
    public static final double MAX_TIME_SLICE_SECONDS = 3600;

    /** Host speed factors from a millionth to a million times the reference machine: compute times stay finite. */
    public static final double MIN_SPEED = 1e-6;

    /** See {@link #MIN_SPEED}. */
    public static final double MAX_SPEED = 1e6;

    /** The most processors of one host: the largest shared-memory nodes have a few thousand. */
    public static final int MAX_PROCESSORS = 4096;

    /** The most permanent CPU-bound processes of one PermanentLoad (per host of its target). */
    public static final int MAX_PERMANENT_PROCESSES = 10_000;

    /**
     * The highest Poisson arrival rate per host, one a microsecond on average; every arrival is an
     * event and a job, so higher rates only exhaust memory.
     */
    public static final double MAX_RATE_PER_SECOND = 1e6;

    /**
     * The longest message (bytes), 1 PiB = 2^50: sizes and their sums stay exact in a double (2^53), and
     * transfer times at the slowest allowed bandwidth stay finite.
     */
    public static final long MAX_MESSAGE_BYTES = 1L << 50;

    /** The lowest bandwidth, 1 byte (or bit, for Ethernet) per second: the largest message's time stays finite. */
    public static final double MIN_BANDWIDTH = 1.0;

    /** The most work units of a master-slave application: each unit's cost is drawn on its own (2^31 - 1). */
    public static final long MAX_UNITS = Integer.MAX_VALUE;

    /** The most replications per point of an experiment (as many as the values of one sweep). */
    public static final int MAX_REPLICATIONS = 100_000;

    /** The lowest reference flop rate (flop/s): below one flop a second, flop counts become infinite times. */
    public static final double MIN_REFERENCE_FLOPS = 1.0;

    /** The highest reference flop rate (flop/s), a zettaflop, beyond any machine. */
    public static final double MAX_REFERENCE_FLOPS = 1e21;

    /** Reference factors and trace-host speeds span the same range as host speeds. */
    public static final double MIN_FACTOR = MIN_SPEED;

    /** See {@link #MIN_FACTOR}. */
    public static final double MAX_FACTOR = MAX_SPEED;
}
