package lbsim.core.engine;

/** Why {@link Simulation#run(RunLimits)} returned. */
public enum StopReason {
    /** No event was pending: the model has nothing more to do. */
    COMPLETED,
    /** The next event lay beyond the virtual end time. */
    END_TIME,
    /** The event limit was reached. */
    EVENT_LIMIT,
    /** The wall-clock budget was used up. */
    WALL_CLOCK,
    /** {@link Simulation#stop()} was called. */
    STOPPED
}
