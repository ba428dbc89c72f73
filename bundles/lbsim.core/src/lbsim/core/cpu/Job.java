package lbsim.core.cpu;

import lbsim.core.trace.StepSeries;

/**
 * A process in a host's CPU queue: it needs a given amount of CPU work and shares the host's processors
 * with the other jobs there. Created by {@link Host#submit}. While it is in the queue, its remaining work,
 * CPU time and share are computed on demand from the host's state as of the host's last update (an
 * arrival, a departure, a completion or {@link Host#update()}); nothing is updated per job per event.
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

    private final long seq;

    // Set by the host's scheduler. While the job is in the queue (active), remaining work, CPU time and
    // share are derived on demand by the scheduler; once it has left, the frozen values below are final.
    boolean active;
    double remaining;
    double cpuSeconds;
    double endTime = Double.NaN;
    boolean finished;
    boolean removed;

    // fluid scheduler: weight group, key on the group's work clock, position in the group's heap
    int group = -1;
    double key;
    /** The group's processor-time clock when the job arrived (fluid scheduler, hosts whose speed changes). */
    double cpuKey;
    int heapPos = -1;
    /** Links of the host's list of the jobs in its queue (to end them all when the host goes off). */
    Job hostPrev;
    Job hostNext;
    int appIndex = -1;

    // round-robin scheduler: FIFO links, processor it runs on (-1 when waiting), start of the current
    // quantum, start of the current share-history cycle and CPU time received in it
    Job prev;
    Job next;
    int processor = -1;
    double runStart;
    double cycleStart;
    double cycleCpu;

    Job(Host host, String name, double workSeconds, int nice, double weight, JobKind kind, JobListener listener,
            double submitTime, long seq, boolean recordShares) {
        this.host = host;
        this.name = name;
        this.workSeconds = workSeconds;
        this.nice = nice;
        this.weight = weight;
        this.kind = kind;
        this.listener = listener;
        this.submitTime = submitTime;
        this.seq = seq;
        this.remaining = workSeconds;
        this.shareHistory = recordShares ? new StepSeries() : null;
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

    /**
     * Reference CPU work still to do, in seconds, as of the host's last update; 0 once finished, +infinity
     * for a CPU-bound process; frozen at the removal time for a removed job.
     */
    public double remainingWorkSeconds() {
        return active ? host.remainingOf(this) : remaining;
    }

    /**
     * Processor time received so far, in seconds of its host's processors (a host of speed s does s seconds
     * of reference work per processor second), up to the host's last update.
     */
    public double cpuSeconds() {
        return active ? host.cpuSecondsOf(this) : cpuSeconds;
    }

    /**
     * Fraction of one processor it receives now (0 once it has left the queue). Under fluid sharing this is
     * its weighted share (at most 1); under round robin it is 1 while it holds a processor and 0 while it
     * waits in the run queue.
     */
    public double share() {
        return active ? host.shareOf(this) : 0;
    }

    /**
     * Its share of one processor over time (a step function), recorded for {@link JobKind#APPLICATION}
     * jobs submitted by {@link Host#submit(String, double, int, JobKind, JobListener)}; null for competing jobs and
     * for the jobs of the message-passing layer, whose shares nothing reads (a step series and its steps for every
     * computation of a run, 10 % of what a master-slave run allocates). The last step is 0 from its end on.
     * <p>
     * Fluid hosts record the exact share from every change on. Round-robin hosts record, for each of the
     * job's cycles (from the end of one of its quanta, or its submission, to the end of its next quantum),
     * the average share over that cycle: CPU time received in it divided by its length. The step is written
     * when the cycle ends, so the current cycle is missing until then; in both cases the integral of the
     * series over time equals {@link #cpuSeconds()} (up to rounding).
     */
    public StepSeries shareHistory() {
        return shareHistory;
    }

    JobListener listener() {
        return listener;
    }

    /** Submission order on its host: ties between equal keys are broken by it. */
    long seq() {
        return seq;
    }

    @Override
    public String toString() {
        return name + "@" + host.name();
    }
}
