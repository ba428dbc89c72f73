package lbsim.core.cpu;

import java.util.Arrays;
import java.util.List;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;
import lbsim.core.stats.HostStats;
import lbsim.core.trace.StepSeries;

/**
 * A workstation or SMP node whose processors are shared among its jobs.
 * <p>
 * <b>Fluid (time slice 0, the default).</b> Weighted processor sharing in the fluid limit (infinitely
 * small time slices, as WUS assumes): with n jobs of weights w_i on P processors a job gets
 * {@code w_i * P / sum(w)} of one processor, except that no job gets more than one processor: jobs whose
 * proportional share would exceed one get exactly one and the rest is shared among the others the same
 * way (water-filling, heaviest first). When n <= P every job has a processor. A job's work advances at
 * its share times the host's speed. Completion times are computed, not stepped: per-weight-group virtual
 * clocks and indexed heaps of finish keys make an arrival, a departure, a kill or a completion cost
 * O(log n + G), G <= 40 being the number of distinct weights present (see the package-private FluidScheduler).
 * Remaining work, CPU time and shares are derived on demand; nothing is allocated per event.
 * <p>
 * <b>Round robin (time slice > 0).</b> A discrete scheduler with one FIFO run queue served by the P
 * processors; a job runs for {@code timeSlice * weight / weight(nice 0)} seconds of processor time, or
 * until it finishes, then goes to the back of the queue (see the package-private RoundRobinScheduler). It shows how
 * close the fluid model is to a time-sliced one.
 * <p>
 * Units: virtual time and CPU time in seconds; work in seconds on the reference machine (a host of speed
 * s does s seconds of reference work per processor second). Listeners are called after the host's state
 * is consistent and may submit or remove jobs. Same inputs, same results, bit for bit.
 */
public final class Host implements EventHandler {

    private final Simulation sim;
    private final String name;
    private final double speed;
    private final int processors;
    private final WeightPolicy policy;
    private final double timeSlice;
    private final Scheduler scheduler;

    /** Speed of each pstate (DVFS), pstate 0 first; {speed} unless {@link #setPstates} was called. */
    private double[] pstateSpeeds;
    private int pstate;
    /** Fraction of the pstate's speed available now (a speed profile), 1 unless changed. */
    private double availability = 1;
    private double currentSpeed;
    private boolean on = true;
    private HostMeter meter;
    private final java.util.List<HostStateListener> stateListeners = new java.util.ArrayList<>(1);
    /** The jobs in the queue, as a list through Job.hostPrev/hostNext. */
    private Job firstJob;

    private double lastUpdate;
    private int jobs;
    private int competing;
    private double competingArea;
    private double busyArea;
    private long nextSeq;

    /** Competing processes over time, when recorded (see {@link #recordLoad()}); null otherwise. */
    private StepSeries loadHistory;
    private lbsim.core.trace.StepStream loadStream;

    /** Jobs finished by the current event, whose listeners are still to be called (reused, never shrunk). */
    private Job[] done = new Job[4];
    private int doneCount;

    /** The round-robin time slice used when none is given: Linux's classic 10 ms, in seconds. */
    public static final double DEFAULT_TIME_SLICE_SECONDS = 0.01;

    /**
     * A host with fluid weighted processor sharing.
     *
     * @param speed      speed factor against the reference machine, > 0
     * @param processors number of processors, >= 1
     * @throws IllegalArgumentException for a speed that is not a positive finite number, fewer than one
     *                                  processor, or a policy that gives a weight that is not a positive
     *                                  finite number
     */
    public Host(Simulation sim, String name, double speed, int processors, WeightPolicy policy) {
        this(sim, name, speed, processors, policy, 0);
    }

    /**
     * A host with fluid sharing ({@code timeSliceSeconds == 0}) or discrete weighted round robin
     * ({@code timeSliceSeconds > 0}, e.g. {@link #DEFAULT_TIME_SLICE_SECONDS} for Linux's classic 10 ms).
     *
     * @param speed            speed factor against the reference machine, > 0
     * @param processors       number of processors, >= 1
     * @param timeSliceSeconds 0 for fluid sharing; otherwise the quantum of a nice-0 job in seconds of
     *                         processor time (a job's quantum is this times its weight over the nice-0 weight)
     * @throws IllegalArgumentException for a speed that is not a positive finite number, fewer than one
     *                                  processor, a negative, NaN or infinite time slice, or a policy that
     *                                  gives a weight that is not a positive finite number
     */
    public Host(Simulation sim, String name, double speed, int processors, WeightPolicy policy,
            double timeSliceSeconds) {
        if (!(speed > 0) || Double.isInfinite(speed)) {
            throw new IllegalArgumentException("host '" + name + "': speed must be > 0, got " + speed);
        }
        if (processors < 1) {
            throw new IllegalArgumentException("host '" + name + "': processors must be >= 1, got " + processors);
        }
        if (!(timeSliceSeconds >= 0) || Double.isInfinite(timeSliceSeconds)) {
            throw new IllegalArgumentException("host '" + name + "': time slice must be >= 0 s and finite (0 = fluid), got "
                    + timeSliceSeconds);
        }
        if (policy == null) {
            throw new IllegalArgumentException("host '" + name + "': weight policy is null");
        }
        for (int nice = WeightPolicy.MIN_NICE; nice <= WeightPolicy.MAX_NICE; nice++) {
            double w = policy.weight(nice);
            if (!(w > 0) || Double.isInfinite(w)) {
                throw new IllegalArgumentException("host '" + name + "': weight policy " + policy.name()
                        + " gives weight " + w + " to nice " + nice + "; weights must be > 0 and finite");
            }
        }
        this.sim = sim;
        this.name = name;
        this.speed = speed;
        this.currentSpeed = speed;
        this.pstateSpeeds = new double[] { speed };
        this.processors = processors;
        this.policy = policy;
        this.timeSlice = timeSliceSeconds;
        this.lastUpdate = sim.now();
        this.scheduler = timeSliceSeconds > 0 ? new RoundRobinScheduler(this, sim, timeSliceSeconds)
                : new FluidScheduler(this, sim);
    }

    public String name() {
        return name;
    }

    public double speed() {
        return speed;
    }

    public int processors() {
        return processors;
    }

    /**
     * The speed factor jobs progress at now: the current pstate's speed times the availability (equal to
     * {@link #speed()} on a host whose speed never changes).
     */
    public double currentSpeed() {
        return currentSpeed;
    }

    /** The fraction of the pstate's speed available now, >= 0 (1 unless a speed profile changed it). */
    public double availability() {
        return availability;
    }

    /**
     * Sets the fraction of the current pstate's speed that is available from now on (SimGrid's speed
     * profiles: 0.5 halves the speed). Jobs in the queue keep the work they received; their completion
     * times are recomputed. Competing users' processes share what is left as before.
     *
     * @throws IllegalArgumentException for a fraction that is negative, NaN or infinite
     * @throws IllegalStateException    under round-robin sharing (its speed cannot change)
     */
    public void setAvailability(double fraction) {
        if (!(fraction >= 0) || Double.isInfinite(fraction)) {
            throw new IllegalArgumentException("host '" + name + "': availability must be >= 0 and finite, got " + fraction);
        }
        advance();
        availability = fraction;
        applySpeed();
        speedChanged();
    }

    /**
     * Gives the host several pstates (DVFS levels), pstate 0 first, and selects one.
     *
     * @param speeds  speed factor of each pstate, each > 0 and finite
     * @param initial the pstate selected now, 0..speeds.length - 1
     * @throws IllegalArgumentException for no pstate, a bad speed or a pstate that does not exist
     */
    public void setPstates(double[] speeds, int initial) {
        if (speeds.length == 0) {
            throw new IllegalArgumentException("host '" + name + "': at least one pstate is needed");
        }
        for (double v : speeds) {
            if (!(v > 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException("host '" + name + "': pstate speeds must be > 0 and finite, got " + v);
            }
        }
        double[] copy = speeds.clone();
        checkPstate(initial, copy.length);
        advance();
        pstateSpeeds = copy;
        pstate = initial;
        applySpeed();
    }

    /** Number of pstates (1 unless {@link #setPstates} gave more). */
    public int pstateCount() {
        return pstateSpeeds.length;
    }

    /** The current pstate, 0..{@link #pstateCount()} - 1. */
    public int pstate() {
        return pstate;
    }

    /** Speed factor of pstate {@code p}. */
    public double pstateSpeed(int p) {
        checkPstate(p, pstateSpeeds.length);
        return pstateSpeeds[p];
    }

    /**
     * Selects pstate {@code p} from now on (DVFS): jobs go on at the new speed.
     *
     * @throws IllegalArgumentException for a pstate that does not exist
     */
    public void setPstate(int p) {
        checkPstate(p, pstateSpeeds.length);
        advance();
        pstate = p;
        applySpeed();
        speedChanged();
    }

    private void speedChanged() {
        if (!stateListeners.isEmpty()) {
            for (HostStateListener l : List.copyOf(stateListeners)) {
                l.speedChanged(this);
            }
        }
    }

    private void checkPstate(int p, int n) {
        if (p < 0 || p >= n) {
            throw new IllegalArgumentException("host '" + name + "': pstate " + p + " does not exist (it has " + n
                    + " pstate" + (n == 1 ? "" : "s") + ", 0.." + (n - 1) + ")");
        }
    }

    private void applySpeed() {
        double s = pstateSpeeds[pstate] * availability;
        if (s != currentSpeed) {
            currentSpeed = s;
            scheduler.speedChanged(sim.now());
        }
    }

    /** Whether the host is on (hosts start on; see {@link #turnOff()}). */
    public boolean isOn() {
        return on;
    }

    /**
     * Turns the host off now: every job in its queue ends without its listener being called (competing
     * users' processes included), then the state listeners are told. While the host is off, competing
     * users' processes that arrive are dropped at once and application jobs cannot be submitted. Does
     * nothing when the host is already off.
     */
    public void turnOff() {
        if (!on) {
            return;
        }
        advance();
        while (firstJob != null) {
            remove(firstJob);
        }
        on = false;
        for (HostStateListener l : List.copyOf(stateListeners)) {
            l.hostOff(this);
        }
    }

    /** Turns the host back on now with an empty queue and tells the state listeners; nothing when it is on. */
    public void turnOn() {
        if (on) {
            return;
        }
        advance();
        on = true;
        for (HostStateListener l : List.copyOf(stateListeners)) {
            l.hostOn(this);
        }
    }

    /** Adds a listener told when the host goes off and comes back on, after those told before it. */
    public void addStateListener(HostStateListener listener) {
        stateListeners.add(java.util.Objects.requireNonNull(listener));
    }

    /** Sets the meter told of every interval the host spends in one state (null: none). */
    public void setMeter(HostMeter meter) {
        this.meter = meter;
    }

    public WeightPolicy policy() {
        return policy;
    }

    /** The round-robin time slice of a nice-0 job in seconds; 0 for fluid sharing. */
    public double timeSliceSeconds() {
        return timeSlice;
    }

    /**
     * Starts recording the number of competing users' processes over time (from now on), for traces
     * and pictures; off by default, since a long run with many arrivals makes the record large.
     * Calling it again has no effect.
     */
    /**
     * Passes the number of competing users' processes over time to {@code sink} as it changes, with the
     * same steps {@link #recordLoad()} would keep, starting now; nothing is kept in memory but the last two
     * steps, which {@link #finishLoad()} passes on.
     */
    public void streamLoad(lbsim.core.trace.StepSink sink) {
        loadStream = new lbsim.core.trace.StepStream(sink);
        loadStream.add(sim.now(), competing);
    }

    /** Passes on the last steps held back by {@link #streamLoad}; call once, after the run. */
    public void finishLoad() {
        if (loadStream != null) {
            loadStream.flush();
            loadStream = null;
        }
    }

    public void recordLoad() {
        if (loadHistory == null) {
            loadHistory = new StepSeries();
            loadHistory.add(sim.now(), competing);
        }
    }

    /**
     * The number of competing users' processes in the CPU queue over time, recorded since
     * {@link #recordLoad()} was called; an empty series when it was never called.
     */
    public StepSeries loadHistory() {
        return loadHistory == null ? new StepSeries() : loadHistory;
    }

    /** Jobs in the CPU queue now. */
    public int jobCount() {
        return jobs;
    }

    /** Competing users' jobs in the CPU queue now. */
    public int competingCount() {
        return competing;
    }

    /**
     * Puts a job in the CPU queue now.
     *
     * @param workSeconds CPU work in seconds on the reference machine, > 0; +infinity for a CPU-bound
     *                    process that never finishes
     * @param listener    told when it finishes; may be null
     * @throws IllegalArgumentException for work that is not > 0 or a nice level outside -20..19
     */
    public Job submit(String jobName, double workSeconds, int nice, JobKind kind, JobListener listener) {
        return submit(jobName, workSeconds, nice, kind, listener, kind == JobKind.APPLICATION);
    }

    /**
     * As {@link #submit(String, double, int, JobKind, JobListener)}, with the job's share over time recorded
     * ({@link Job#shareHistory}) only when {@code recordShares}.
     */
    public Job submit(String jobName, double workSeconds, int nice, JobKind kind, JobListener listener, boolean recordShares) {
        if (!(workSeconds > 0)) {
            throw new IllegalArgumentException("job '" + jobName + "' on host '" + name + "': work must be > 0 s, got "
                    + workSeconds);
        }
        double weight = policy.weight(nice);
        advance();
        double now = sim.now();
        Job job = new Job(this, jobName, workSeconds, nice, weight, kind, listener, now, nextSeq++, recordShares);
        if (!on) {
            if (kind != JobKind.COMPETING) {
                throw new IllegalStateException("job '" + jobName + "': host '" + name + "' is off at " + now + " s");
            }
            job.removed = true; // a user's process on a machine that is off never runs
            job.endTime = now;
            return job;
        }
        job.hostNext = firstJob;
        if (firstJob != null) {
            firstJob.hostPrev = job;
        }
        firstJob = job;
        jobs++;
        if (kind == JobKind.COMPETING) {
            competing++;
            if (loadHistory != null) {
                loadHistory.add(now, competing);
            }
            if (loadStream != null) {
                loadStream.add(now, competing);
            }
        }
        scheduler.add(job, now);
        return job;
    }

    /**
     * Takes a job off the queue before it finishes (a killed process). Its listener is not called; its
     * remaining work and CPU time are frozen at their values now.
     *
     * @return false if the job is not in this host's queue
     */
    public boolean remove(Job job) {
        if (job.host() != this || !job.active) {
            return false;
        }
        advance();
        job.removed = true;
        scheduler.remove(job, sim.now());
        return true;
    }

    /**
     * Statistics from time 0 to {@code until}, which must not be before the host's last update (the
     * current state is assumed to hold from the last update to {@code until}).
     */
    public HostStats stats(double until) {
        double dt = until - lastUpdate;
        if (dt < 0) {
            throw new IllegalArgumentException("statistics up to " + until + " s asked after the host was updated at "
                    + lastUpdate + " s");
        }
        double busyNow = busyProcessors();
        double c = competingArea + competing * dt;
        double b = busyArea + busyNow * dt;
        double span = until;
        return new HostStats(name, speed, processors, policy.name(), span > 0 ? c / span : competing,
                span > 0 ? b / span / processors : busyNow / processors);
    }

    /** Not for callers: the host's own completion and quantum events. */
    @Override
    public void handleEvent(int tag) {
        advance();
        doneCount = 0;
        scheduler.handleEvent(tag, sim.now());
        int n = doneCount;
        for (int i = 0; i < n; i++) {
            Job j = done[i];
            done[i] = null;
            if (j.listener() != null) {
                j.listener().jobFinished(j);
            }
        }
    }

    /**
     * Brings the host's clocks and load integrals up to the current virtual time, so that job figures
     * ({@link Job#remainingWorkSeconds()}, {@link Job#cpuSeconds()}) are as of now. Arrivals and departures
     * do this themselves.
     */
    public void update() {
        advance();
    }

    /** Virtual time of the host's last update, in seconds. */
    double lastUpdate() {
        return lastUpdate;
    }

    /** The scheduler (tests). */
    Scheduler scheduler() {
        return scheduler;
    }

    double remainingOf(Job job) {
        return scheduler.remaining(job);
    }

    double cpuSecondsOf(Job job) {
        return scheduler.cpuSeconds(job);
    }

    double shareOf(Job job) {
        return scheduler.share(job);
    }

    /** Called by the scheduler when a job has left the queue (finished or removed), after it froze its figures. */
    void jobLeft(Job job) {
        double now = sim.now();
        if (job.hostPrev != null) {
            job.hostPrev.hostNext = job.hostNext;
        } else {
            firstJob = job.hostNext;
        }
        if (job.hostNext != null) {
            job.hostNext.hostPrev = job.hostPrev;
        }
        job.hostPrev = null;
        job.hostNext = null;
        jobs--;
        if (job.kind() == JobKind.COMPETING) {
            competing--;
            if (loadHistory != null) {
                loadHistory.add(now, competing);
            }
            if (loadStream != null) {
                loadStream.add(now, competing);
            }
        }
        job.active = false;
        job.endTime = now;
        if (job.shareHistory() != null) {
            job.shareHistory().add(now, 0);
        }
    }

    /** Called by the scheduler for a job that finished in the current event; its listener runs later. */
    void finished(Job job) {
        if (doneCount == done.length) {
            done = Arrays.copyOf(done, doneCount * 2);
        }
        done[doneCount++] = job;
    }

    /** Processors busy now: every job has a processor or every processor has a job. */
    private int busyProcessors() {
        return Math.min(jobs, processors);
    }

    private void advance() {
        double now = sim.now();
        double dt = now - lastUpdate;
        if (dt <= 0) {
            return;
        }
        scheduler.advance(dt);
        if (meter != null) {
            meter.elapsed(dt, busyProcessors());
        }
        competingArea += competing * dt;
        busyArea += busyProcessors() * dt;
        lastUpdate = now;
    }

    /** The current virtual time of this host's simulation, in seconds. */
    public double simulationNow() {
        return sim.now();
    }

    @Override
    public String toString() {
        return "Host " + name + " (speed " + speed + ", " + processors + " processor" + (processors == 1 ? "" : "s")
                + (timeSlice > 0 ? ", round robin " + timeSlice + " s" : "") + ")";
    }
}
