package lbsim.core.cpu;

import lbsim.core.trace.StepSeries;

/**
 * A process in a host's CPU queue: it needs a given amount of CPU work and shares the host's processors
 * with the other jobs there. Created by {@link Host#submit}; its state is kept up to date by the host.
 */
public final class Job {

    private final Host host;
    private final String name;
    private final double workSeconds;
    private final int nice;
    private final double weight;
    private final JobKind kind;
    private final JobListener listener;
    private final double submitTime;
    private final StepSeries shareHistory;

    // maintained by Host
    double remaining;
    double fraction;
    double cpuSeconds;
    double endTime = Double.NaN;
    boolean finished;
    boolean removed;
    int index = -1;

    Job(Host host, String name, double workSeconds, int nice, double weight, JobKind kind, JobListener listener,
            double submitTime) {
        this.host = host;
        this.name = name;
        this.workSeconds = workSeconds;
        this.nice = nice;
        this.weight = weight;
        this.kind = kind;
        this.listener = listener;
        this.submitTime = submitTime;
        this.remaining = workSeconds;
        this.shareHistory = kind == JobKind.APPLICATION ? new StepSeries() : null;
    }

    public Host host() {
        return host;
    }

    public String name() {
        return name;
    }

    /** CPU work asked for, in seconds on the reference machine; +infinity for a CPU-bound process that never ends. */
    public double workSeconds() {
        return workSeconds;
    }

    public int nice() {
        return nice;
    }

    /** Its processor-sharing weight under the host's policy. */
    public double weight() {
        return weight;
    }

    public JobKind kind() {
        return kind;
    }

    /** Virtual time it entered the CPU queue, in seconds. */
    public double submitTime() {
        return submitTime;
    }

    /** Virtual time it finished or was removed, in seconds; NaN while it is in the queue. */
    public double endTime() {
        return endTime;
    }

    /** Whether it received all its work. */
    public boolean isFinished() {
        return finished;
    }

    /** Whether it was taken off the queue before it finished. */
    public boolean isRemoved() {
        return removed;
    }

    /** Reference CPU work still to do, in seconds, as of the host's last update. */
    public double remainingWorkSeconds() {
        return remaining;
    }

    /**
     * Processor time received so far, in seconds of its host's processors (a host of speed s does s seconds
     * of reference work per processor second), up to the host's last update.
     */
    public double cpuSeconds() {
        return cpuSeconds;
    }

    /** Fraction of one processor it receives now (0 once it has left the queue). */
    public double share() {
        return fraction;
    }

    /**
     * Its share of one processor over time (a step function), recorded for {@link JobKind#APPLICATION}
     * jobs; null for competing jobs. The last step is 0 from its end on.
     */
    public StepSeries shareHistory() {
        return shareHistory;
    }

    JobListener listener() {
        return listener;
    }

    @Override
    public String toString() {
        return name + "@" + host.name();
    }
}
