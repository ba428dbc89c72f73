package lbsim.core.cpu;

/**
 * How a {@link Host} hands its processors to its jobs. The host does the bookkeeping common to all
 * schedulers (job counts, load integrals, end times, listeners) and calls these methods with its clock
 * already advanced to the current virtual time. Package-private: the choice is made by the host's
 * constructor (time slice 0 = {@link FluidScheduler}, > 0 = {@link RoundRobinScheduler}).
 */
abstract class Scheduler {

    /** The host's virtual time advanced by {@code dt} > 0 seconds with no arrival or departure. */
    abstract void advance(double dt);

    /** A new job entered the queue at {@code now} (already counted by the host). */
    abstract void add(Job job, double now);

    /**
     * A job is killed at {@code now}: freeze its {@link Job#remaining} and {@link Job#cpuSeconds}, take it
     * out of the scheduler's structures and call {@link Host#jobLeft(Job)}, then replan.
     */
    abstract void remove(Job job, double now);

    /**
     * One of this scheduler's events fired at {@code now}. Finished jobs are frozen, detached, passed to
     * {@link Host#jobLeft(Job)} and {@link Host#finished(Job)} (their listeners run after this returns).
     */
    abstract void handleEvent(int tag, double now);

    /**
     * The host's speed ({@link Host#currentSpeed()}) changed at {@code now}, with the clocks advanced to
     * now: recompute the completion times.
     *
     * @throws IllegalStateException for a scheduler that cannot follow a changing speed
     */
    abstract void speedChanged(double now);

    /** Remaining reference work of an active job as of the host's last update, seconds. */
    abstract double remaining(Job job);

    /** Processor time of an active job as of the host's last update, seconds. */
    abstract double cpuSeconds(Job job);

    /** Fraction of one processor an active job receives now. */
    abstract double share(Job job);
}
