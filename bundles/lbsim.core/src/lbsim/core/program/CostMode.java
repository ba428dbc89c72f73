package lbsim.core.program;

/** How the CPU time of a real program's tasks becomes virtual time. */
public enum CostMode {
    /**
     * Only {@code compute} and {@code computeFlops} (and the network's send and receive overheads) cost
     * virtual time; the Java code between two calls is free.
     */
    DECLARED,
    /**
     * As {@link #DECLARED}, and in addition the thread CPU time of the task's own code between two calls,
     * scaled to the reference machine, becomes CPU work on the task's virtual host.
     */
    MEASURED
}
