package lbsim.core.cpu;

import java.util.Arrays;

import lbsim.core.engine.Simulation;

/**
 * Weighted processor sharing in the fluid limit, with the one-processor-per-job cap on SMP hosts, at
 * O(log n + G) per arrival, departure or completion, where G <= 40 is the number of distinct weights on
 * the host (one per nice level at most).
 * <p>
 * <b>Weight groups.</b> Jobs with the same weight always receive the same share: water-filling caps
 * the heaviest jobs first, and equal weights are capped together. So the jobs are kept in groups, one
 * per distinct weight (ordered heaviest first), and each group has a <em>work clock</em> {@code clock[g]}:
 * the reference work that any one job of the group has received since the group last became
 * non-empty. It advances at {@code rate[g] = fraction[g] * speed}, where {@code fraction[g]} is 1 for a
 * capped group and {@code w_g * P_avail / W_uncapped} otherwise. For an uncapped group this is
 * {@code w_g} times the host's virtual clock V of {@code dV/dt = P_avail * speed / W_uncapped}.
 * <p>
 * <b>Keys.</b> A job of finite work X arriving when its group's clock reads c gets the key c + X and
 * finishes when the clock reaches it; its remaining work is {@code key - clock}. A CPU-bound job of
 * infinite work stores c instead (its received work is {@code clock - key}) and is in no heap but
 * counts in the group's size and so in W. Each group keeps its finite jobs in an indexed min-heap
 * ({@link JobHeap}) by key: within a group the order of completion never changes, whatever happens to
 * the shares, so a job moving between the capped and the uncapped set is just its group's clock
 * changing rate: no conversion, no re-keying, O(1) and exact.
 * <p>
 * <b>Per event</b>: advance the clocks of the occupied groups (O(G)), apply the arrival or departure
 * to one heap (O(log n)), recompute the capped prefix of groups and the fractions from per-group
 * counts (O(G)), record the share of the host's APPLICATION jobs (O(a), a = their number, usually 1),
 * find the earliest completion among the G heads (O(G)) and move the host's single completion event.
 */
final class FluidScheduler extends Scheduler {

    private static final double FINISH_TOLERANCE = 1e-9;
    private static final int LEVELS = WeightPolicy.MAX_NICE - WeightPolicy.MIN_NICE + 1;

    private final Host host;
    private final Simulation sim;
    private double speed;
    /**
     * True once the host's speed changed (availability, pstate): from then on CPU time is read from the
     * per-group processor-time clocks, since work over speed no longer gives it. Before, the old formula
     * keeps every figure of a steady host bit for bit as it was.
     */
    private boolean speedVaried;
    /** Processor time any one job of group g has received since the group last became non-empty. */
    private final double[] cpuClock;
    private final int processors;

    /** Group of each nice level (index nice + 20); groups are numbered heaviest first. */
    private final int[] groupOfNice = new int[LEVELS];
    private final double[] weight;
    private final int[] count;
    private final double[] clock;
    private final double[] fraction;
    private final double[] rate;
    private final JobHeap[] heaps;
    /** Bit g set when group g has at least one job (G <= 40 fits a long); ascending bits = heaviest first. */
    private long occupied;
    private int jobs;

    /** The active APPLICATION jobs, whose share history is recorded. */
    private Job[] apps = new Job[4];
    private int appCount;

    private long completionEvent = -1;
    private Job nextToFinish;

    /** Groups visited and application shares recorded (a cost counter for tests). */
    long scanSteps;

    FluidScheduler(Host host, Simulation sim) {
        this.host = host;
        this.sim = sim;
        this.speed = host.currentSpeed();
        this.processors = host.processors();
        double[] byNice = new double[LEVELS];
        for (int i = 0; i < LEVELS; i++) {
            byNice[i] = host.policy().weight(WeightPolicy.MIN_NICE + i);
        }
        double[] distinct = Arrays.stream(byNice).distinct().toArray();
        Arrays.sort(distinct);
        int g = distinct.length;
        weight = new double[g];
        for (int i = 0; i < g; i++) {
            weight[i] = distinct[g - 1 - i]; // heaviest first
        }
        for (int i = 0; i < LEVELS; i++) {
            for (int k = 0; k < g; k++) {
                if (weight[k] == byNice[i]) {
                    groupOfNice[i] = k;
                }
            }
        }
        count = new int[g];
        clock = new double[g];
        fraction = new double[g];
        rate = new double[g];
        cpuClock = new double[g];
        heaps = new JobHeap[g];
    }

    @Override
    void advance(double dt) {
        for (long m = occupied; m != 0; m &= m - 1) {
            int g = Long.numberOfTrailingZeros(m);
            clock[g] += rate[g] * dt;
            cpuClock[g] += fraction[g] * dt;
        }
    }

    @Override
    void add(Job job, double now) {
        int g = groupOfNice[job.nice() - WeightPolicy.MIN_NICE];
        job.group = g;
        if (count[g]++ == 0) {
            occupied |= 1L << g;
            clock[g] = 0; // a fresh origin keeps keys small and remaining = key - clock exact for a lone job
            cpuClock[g] = 0;
        }
        job.cpuKey = cpuClock[g];
        jobs++;
        double work = job.workSeconds();
        if (work == Double.POSITIVE_INFINITY) {
            job.key = clock[g];
        } else {
            job.key = clock[g] + work;
            JobHeap h = heaps[g];
            if (h == null) {
                h = new JobHeap();
                heaps[g] = h;
            }
            h.add(job);
        }
        if (job.shareHistory() != null) {
            if (appCount == apps.length) {
                apps = Arrays.copyOf(apps, appCount * 2);
            }
            job.appIndex = appCount;
            apps[appCount++] = job;
        }
        job.active = true;
        replan(now);
    }

    @Override
    void remove(Job job, double now) {
        job.remaining = remaining(job);
        job.cpuSeconds = cpuSeconds(job);
        detach(job);
        host.jobLeft(job);
        replan(now);
    }

    @Override
    void handleEvent(int tag, double now) {
        completionEvent = -1;
        Job first = nextToFinish;
        nextToFinish = null;
        if (first != null && first.active) {
            finish(first);
        }
        // jobs that finish at the same instant up to rounding: heads of their groups' heaps
        for (long m = occupied; m != 0; m &= m - 1) {
            int g = Long.numberOfTrailingZeros(m);
            JobHeap h = heaps[g];
            while (h != null && h.size() > 0) {
                Job j = h.peek();
                if (h.peekKey() - clock[g] > FINISH_TOLERANCE * Math.max(1.0, j.workSeconds())) {
                    break;
                }
                finish(j);
            }
        }
        replan(now);
    }

    @Override
    double remaining(Job job) {
        if (job.workSeconds() == Double.POSITIVE_INFINITY) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.max(0, job.key - clock[job.group]);
    }

    @Override
    void speedChanged(double now) {
        speed = host.currentSpeed();
        speedVaried = true;
        replan(now);
    }

    @Override
    double cpuSeconds(Job job) {
        if (speedVaried) {
            return Math.max(0, cpuClock[job.group] - job.cpuKey);
        }
        double received = job.workSeconds() == Double.POSITIVE_INFINITY ? clock[job.group] - job.key
                : job.workSeconds() - (job.key - clock[job.group]);
        return Math.max(0, received) / speed;
    }

    @Override
    double share(Job job) {
        return fraction[job.group];
    }

    /** Heap operation and scan counts so far (for tests). */
    long workSteps() {
        long s = scanSteps;
        for (JobHeap h : heaps) {
            if (h != null) {
                s += h.steps;
            }
        }
        return s;
    }

    /** Whether every group heap is consistent (for tests). */
    boolean isConsistent() {
        int total = 0;
        for (int g = 0; g < count.length; g++) {
            total += count[g];
            if ((count[g] > 0) != ((occupied & (1L << g)) != 0)) {
                return false;
            }
            if (heaps[g] != null && (!heaps[g].isConsistent() || heaps[g].size() > count[g])) {
                return false;
            }
        }
        return total == jobs;
    }

    private void finish(Job job) {
        job.remaining = 0;
        job.cpuSeconds = speedVaried ? Math.max(0, cpuClock[job.group] - job.cpuKey) : job.workSeconds() / speed;
        job.finished = true;
        detach(job);
        host.jobLeft(job);
        host.finished(job);
    }

    /** Takes a job out of its group, heap and the application list. */
    private void detach(Job job) {
        int g = job.group;
        if (job.heapPos >= 0) {
            heaps[g].remove(job);
        }
        if (--count[g] == 0) {
            occupied &= ~(1L << g);
            clock[g] = 0;
            cpuClock[g] = 0;
            fraction[g] = 0;
            rate[g] = 0;
        }
        jobs--;
        int a = job.appIndex;
        if (a >= 0) {
            Job moved = apps[--appCount];
            apps[a] = moved;
            moved.appIndex = a;
            apps[appCount] = null;
            job.appIndex = -1;
        }
        job.active = false;
    }

    /** Recomputes the fractions by water-filling over the groups and moves the completion event. */
    private void replan(double now) {
        if (jobs <= processors) {
            for (long m = occupied; m != 0; m &= m - 1) {
                int g = Long.numberOfTrailingZeros(m);
                fraction[g] = 1;
                scanSteps++;
            }
        } else {
            double totalWeight = 0;
            for (long m = occupied; m != 0; m &= m - 1) {
                int g = Long.numberOfTrailingZeros(m);
                totalWeight += count[g] * weight[g];
                scanSteps++;
            }
            // heaviest groups first get exactly one processor per job while w * avail >= weightLeft;
            // the guards (a group never takes the last processors, the last group is never capped)
            // hold exactly when jobs > processors and only protect against rounding
            int avail = processors;
            double weightLeft = totalWeight;
            long m = occupied;
            while (m != 0) {
                int g = Long.numberOfTrailingZeros(m);
                double w = weight[g];
                int c = count[g];
                if (w * avail < weightLeft || c >= avail || (m & (m - 1)) == 0) {
                    break;
                }
                fraction[g] = 1;
                avail -= c;
                weightLeft -= c * w;
                m &= m - 1;
                scanSteps++;
            }
            double perWeight = avail / weightLeft;
            for (; m != 0; m &= m - 1) {
                int g = Long.numberOfTrailingZeros(m);
                fraction[g] = weight[g] * perWeight;
                scanSteps++;
            }
        }
        double earliest = Double.POSITIVE_INFINITY;
        Job first = null;
        for (long m = occupied; m != 0; m &= m - 1) {
            int g = Long.numberOfTrailingZeros(m);
            double r = fraction[g] * speed;
            rate[g] = r;
            JobHeap h = heaps[g];
            if (h != null && h.size() > 0 && r > 0) {
                double t = now + Math.max(0, h.peekKey() - clock[g]) / r;
                if (t < earliest) {
                    earliest = t;
                    first = h.peek();
                }
            }
        }
        for (int i = 0; i < appCount; i++) {
            Job a = apps[i];
            a.shareHistory().add(now, fraction[a.group]);
        }
        scanSteps += appCount;
        nextToFinish = first;
        if (first == null) {
            if (completionEvent >= 0) {
                sim.cancel(completionEvent);
                completionEvent = -1;
            }
        } else if (completionEvent >= 0 && sim.isPending(completionEvent)) {
            sim.reschedule(completionEvent, earliest);
        } else {
            completionEvent = sim.schedule(earliest, host, 0);
        }
    }
}
