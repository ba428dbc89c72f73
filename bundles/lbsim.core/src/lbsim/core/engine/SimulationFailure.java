package lbsim.core.engine;

/**
 * A run that cannot go on, for a reason the model itself does not report: virtual time stopped advancing
 * (see {@link Simulation#run(RunLimits)}), or the Java heap ran out. The message is one clear sentence for
 * the user, naming what was running and, for memory, how to give more; callers print it as the failed
 * run's cause (exit 1) without a stack trace.
 */
public final class SimulationFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** How a user gives lbsim more memory; part of every out-of-memory message. */
    public static final String MEMORY_HINT = "give lbsim more memory with LBSIM_JAVA_OPTS=-Xmx8g (for example; "
            + "the default is -Xmx2g), or make the scenario smaller";

    /**
     * The limit an out-of-memory error hit, for its message: "a Java heap of at most N MiB (-XmxS)", with the
     * -Xmx (or -XX:MaxHeapSize) the JVM was started with, or "(the JVM's default -Xmx)" when it was given none.
     */
    public static String heapLimit() {
        String option = null;
        try {
            for (String a : java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()) {
                if (a.startsWith("-Xmx") || a.startsWith("-XX:MaxHeapSize=")) {
                    option = a; // the last one counts, as for the JVM
                }
            }
        } catch (RuntimeException | Error e) {
            option = null; // best effort on a full heap
        }
        return "a Java heap of at most " + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB ("
                + (option != null ? option : "the JVM's default -Xmx") + ")";
    }

    /** Why the run failed. */
    public enum Kind {
        /** Virtual time stopped advancing. */
        STALLED,
        /** The Java heap ran out. */
        OUT_OF_MEMORY
    }

    /** Freed by the first out-of-memory failure, so that its message can be built (best effort). */
    @SuppressWarnings("unused")
    private static volatile byte[] reserve = new byte[1 << 20];

    /**
     * Frees the memory set aside for out-of-memory messages: call it first thing after catching an
     * OutOfMemoryError, before building anything. {@link #outOfMemory} calls it too.
     */
    public static void freeReserve() {
        reserve = null;
    }

    /** Sets the reserve aside now (the first simulation does), not on a full heap when it is needed. */
    static void setAside() {
        if (reserve == null) {
            reserve = new byte[1 << 20];
        }
    }

    private final Kind kind;
    private final double time;

    /**
     * @param kind    why
     * @param time    virtual time of the failure, in seconds
     * @param message the whole sentence for the user
     * @param cause   the error that caused it (the OutOfMemoryError), or null
     */
    public SimulationFailure(Kind kind, double time, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
        this.time = time;
    }

    /**
     * The failure for an {@link OutOfMemoryError} thrown while {@code what} was running at virtual time
     * {@code time}.
     */
    public static SimulationFailure outOfMemory(String what, double time, OutOfMemoryError e) {
        reserve = null; // room to build this message on a full heap
        return new SimulationFailure(Kind.OUT_OF_MEMORY, time,
                "out of memory (java.lang.OutOfMemoryError: " + e.getMessage() + ") at virtual time " + time + " s in "
                        + what + ", in " + heapLimit() + "; " + MEMORY_HINT, e);
    }

    /** Why the run failed. */
    public Kind kind() {
        return kind;
    }

    /** Virtual time of the failure, in seconds. */
    public double time() {
        return time;
    }
}
