package lbsim.core.cpu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;
import lbsim.core.stats.HostStats;

/**
 * A workstation or SMP node whose processors are shared among its jobs by weighted processor sharing
 * in the fluid limit (infinitely small time slices, as WUS assumes).
 * <p>
 * With n jobs of weights w_i on P processors, a job gets {@code w_i * P / sum(w)} of one processor,
 * except that no job gets more than one processor: jobs whose proportional share would exceed one are
 * given exactly one processor and the rest is shared among the others the same way (water-filling).
 * A job's work advances at its share times the host's speed. Completion times are computed, not
 * stepped: every arrival and departure brings all jobs up to date, recomputes the shares and schedules
 * the next completion. The cost is O(n) per arrival or departure (O(n log n) when SMP capping applies).
 */
public final class Host implements EventHandler {

    private static final double FINISH_TOLERANCE = 1e-9;

    private final Simulation sim;
    private final String name;
    private final double speed;
    private final int processors;
    private final WeightPolicy policy;

    private final List<Job> jobs = new ArrayList<>();
    private double lastUpdate;
    private int competing;
    private double competingArea;
    private double busyArea;
    private double busyNow;
    private long completionEvent = -1;
    private Job nextToFinish;
    private Integer[] order = new Integer[0];

    /**
     * @param speed      speed factor against the reference machine, > 0
     * @param processors number of processors, >= 1
     * @throws IllegalArgumentException for a speed that is not a positive finite number or fewer than one processor
     */
    public Host(Simulation sim, String name, double speed, int processors, WeightPolicy policy) {
        if (!(speed > 0) || Double.isInfinite(speed)) {
            throw new IllegalArgumentException("host '" + name + "': speed must be > 0, got " + speed);
        }
        if (processors < 1) {
            throw new IllegalArgumentException("host '" + name + "': processors must be >= 1, got " + processors);
        }
        this.sim = sim;
        this.name = name;
        this.speed = speed;
        this.processors = processors;
        this.policy = policy;
        this.lastUpdate = sim.now();
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

    public WeightPolicy policy() {
        return policy;
    }

    /** Jobs in the CPU queue now. */
    public int jobCount() {
        return jobs.size();
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
        if (!(workSeconds > 0)) {
            throw new IllegalArgumentException("job '" + jobName + "' on host '" + name + "': work must be > 0 s, got "
                    + workSeconds);
        }
        double weight = policy.weight(nice);
        advance();
        Job job = new Job(this, jobName, workSeconds, nice, weight, kind, listener, sim.now());
        job.index = jobs.size();
        jobs.add(job);
        if (kind == JobKind.COMPETING) {
            competing++;
        }
        reallocate();
        return job;
    }

    /**
     * Takes a job off the queue before it finishes (a killed process). Its listener is not called.
     *
     * @return false if the job is not in this host's queue
     */
    public boolean remove(Job job) {
        if (job.host() != this || job.index < 0) {
            return false;
        }
        advance();
        detach(job);
        job.removed = true;
        reallocate();
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
        double c = competingArea + competing * dt;
        double b = busyArea + busyNow * dt;
        double span = until;
        return new HostStats(name, speed, processors, policy.name(), span > 0 ? c / span : competing,
                span > 0 ? b / span / processors : busyNow / processors);
    }

    @Override
    public void handleEvent(int tag) {
        completionEvent = -1;
        advance();
        List<Job> done = new ArrayList<>(1);
        done.add(nextToFinish);
        for (Job j : jobs) {
            // jobs that finish at the same instant (up to rounding); never a CPU-bound job of infinite work
            if (j != nextToFinish && j.remaining != Double.POSITIVE_INFINITY
                    && j.remaining <= FINISH_TOLERANCE * Math.max(1.0, j.workSeconds())) {
                done.add(j);
            }
        }
        for (Job j : done) {
            j.remaining = 0;
            j.finished = true;
            detach(j);
        }
        reallocate();
        for (Job j : done) {
            if (j.listener() != null) {
                j.listener().jobFinished(j);
            }
        }
    }

    /**
     * Brings every job's remaining work and CPU time, and the load integrals, up to the current virtual
     * time. Arrivals and departures do this themselves; call it before reading job figures at other times.
     */
    public void update() {
        advance();
    }

    private void advance() {
        double now = sim.now();
        double dt = now - lastUpdate;
        if (dt <= 0) {
            return;
        }
        for (int i = 0, n = jobs.size(); i < n; i++) {
            Job j = jobs.get(i);
            double f = j.fraction;
            j.cpuSeconds += f * dt;
            if (j.remaining != Double.POSITIVE_INFINITY) {
                j.remaining -= f * speed * dt;
            }
        }
        competingArea += competing * dt;
        busyArea += busyNow * dt;
        lastUpdate = now;
    }

    private void detach(Job job) {
        int i = job.index;
        int last = jobs.size() - 1;
        Job moved = jobs.get(last);
        jobs.set(i, moved);
        moved.index = i;
        jobs.remove(last);
        job.index = -1;
        job.fraction = 0;
        job.endTime = sim.now();
        if (job.kind() == JobKind.COMPETING) {
            competing--;
        }
        if (job.shareHistory() != null) {
            job.shareHistory().add(sim.now(), 0);
        }
    }

    /** Recomputes every job's share and (re)schedules the next completion. */
    private void reallocate() {
        int n = jobs.size();
        double totalWeight = 0;
        double maxWeight = 0;
        for (int i = 0; i < n; i++) {
            double w = jobs.get(i).weight();
            totalWeight += w;
            maxWeight = Math.max(maxWeight, w);
        }
        if (n <= processors) {
            for (int i = 0; i < n; i++) {
                jobs.get(i).fraction = 1;
            }
        } else if (maxWeight * processors <= totalWeight) {
            double perWeight = processors / totalWeight;
            for (int i = 0; i < n; i++) {
                Job j = jobs.get(i);
                j.fraction = j.weight() * perWeight;
            }
        } else {
            waterFill(n, totalWeight);
        }
        double now = sim.now();
        double busy = 0;
        double earliest = Double.POSITIVE_INFINITY;
        Job first = null;
        for (int i = 0; i < n; i++) {
            Job j = jobs.get(i);
            busy += j.fraction;
            if (j.shareHistory() != null) {
                j.shareHistory().add(now, j.fraction);
            }
            if (j.remaining != Double.POSITIVE_INFINITY) {
                double t = now + Math.max(0, j.remaining) / (j.fraction * speed);
                if (t < earliest) {
                    earliest = t;
                    first = j;
                }
            }
        }
        busyNow = busy;
        nextToFinish = first;
        if (first == null) {
            if (completionEvent >= 0) {
                sim.cancel(completionEvent);
                completionEvent = -1;
            }
        } else if (completionEvent >= 0 && sim.isPending(completionEvent)) {
            sim.reschedule(completionEvent, earliest);
        } else {
            completionEvent = sim.schedule(earliest, this, 0);
        }
    }

    /** Shares with the one-processor cap: the heaviest jobs get a whole processor while their share would exceed it. */
    private void waterFill(int n, double totalWeight) {
        if (order.length < n) {
            order = new Integer[Math.max(n, order.length * 2)];
        }
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        // heaviest first; ties by queue position, so the result does not depend on sort stability
        Arrays.sort(order, 0, n, (a, b) -> {
            int c = Double.compare(jobs.get(b).weight(), jobs.get(a).weight());
            return c != 0 ? c : Integer.compare(a, b);
        });
        double avail = processors;
        double weightLeft = totalWeight;
        int k = 0;
        while (k < n) {
            Job j = jobs.get(order[k]);
            if (j.weight() * avail < weightLeft) {
                break;
            }
            j.fraction = 1;
            avail -= 1;
            weightLeft -= j.weight();
            k++;
        }
        double perWeight = avail / weightLeft;
        for (; k < n; k++) {
            Job j = jobs.get(order[k]);
            j.fraction = j.weight() * perWeight;
        }
    }

    @Override
    public String toString() {
        return "Host " + name + " (speed " + speed + ", " + processors + " processor" + (processors == 1 ? "" : "s") + ")";
    }
}
