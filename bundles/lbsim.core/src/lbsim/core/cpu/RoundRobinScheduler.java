package lbsim.core.cpu;

import lbsim.core.engine.Simulation;

/**
 * Discrete weighted round robin, to show how close the fluid model is to a real time-sliced scheduler.
 * <p>
 * Runnable jobs wait in one FIFO run queue (an intrusive doubly linked list, so a kill is O(1)). Each of
 * the P processors takes the job at the head and runs it for its quantum,
 * {@code timeSlice * weight / weight(nice 0)} seconds of processor time, or until it finishes, whichever
 * is first; an unfinished job then goes to the back of the queue and the processor takes the next one.
 * A processor is never idle while a job waits. Arrivals join the back of the queue (or start at once on
 * an idle processor) and do not preempt a running quantum. Each busy processor has one event in the
 * calendar (tag = processor index): the end of its quantum.
 * <p>
 * On one processor with no arrivals this is the fluid schedule sampled at round boundaries: after k full
 * rounds every unfinished job has received exactly k of its quanta, i.e. work proportional to its
 * weight, as under fluid sharing; so a completion differs from the fluid one by less than one round
 * ({@code sum of the quanta of the jobs present}). On SMP hosts a job whose fluid share would be capped
 * at one processor loses part of a processor while it waits for its next turn; that gap shrinks with
 * the quanta of the others but not relative to them, so round robin does not converge to the capped
 * fluid shares.
 * <p>
 * Cost: one calendar event per quantum and O(P) per event. A job alone on a processor still produces an
 * event per quantum (long runs of a lone job at a 10 ms slice cost 100 events per simulated second).
 */
final class RoundRobinScheduler extends Scheduler {

    /** Work left after a quantum below this fraction of the job's work (at least 1 s) counts as none. */
    private static final double FINISH_TOLERANCE = 1e-9;

    private final Host host;
    private final Simulation sim;
    private final double speed;
    private final double slice;
    private final double nice0Weight;

    private Job head;
    private Job tail;

    private final Job[] running;
    private final double[] runLength;
    private final boolean[] runFinishes;
    private final long[] event;

    RoundRobinScheduler(Host host, Simulation sim, double timeSliceSeconds) {
        this.host = host;
        this.sim = sim;
        this.speed = host.currentSpeed();
        this.slice = timeSliceSeconds;
        this.nice0Weight = host.policy().weight(0);
        int p = host.processors();
        running = new Job[p];
        runLength = new double[p];
        runFinishes = new boolean[p];
        event = new long[p];
        java.util.Arrays.fill(event, -1);
    }

    /** The quantum of a job, in seconds of processor time. */
    double quantum(Job job) {
        return slice * job.weight() / nice0Weight;
    }

    /** Round robin keeps the speed it started with: availability profiles and pstates need fluid sharing. */
    @Override
    void speedChanged(double now) {
        throw new IllegalStateException("host '" + host.name() + "': its speed cannot change under round-robin sharing"
                + " (availability profiles and pstates need fluid sharing)");
    }

    @Override
    void advance(double dt) {
        // running jobs' progress is derived from their quantum's start time
    }

    @Override
    void add(Job job, double now) {
        job.remaining = job.workSeconds();
        job.cpuSeconds = 0;
        job.cycleStart = now;
        job.cycleCpu = 0;
        job.active = true;
        enqueue(job);
        dispatch(now);
    }

    @Override
    void remove(Job job, double now) {
        int p = job.processor;
        if (p >= 0) {
            sim.cancel(event[p]);
            event[p] = -1;
            running[p] = null;
            job.processor = -1;
            double ran = now - job.runStart;
            job.cpuSeconds += ran;
            job.cycleCpu += ran;
            job.remaining = Math.max(0, job.remaining - speed * ran);
        } else {
            unlink(job);
        }
        endCycle(job, now);
        job.active = false;
        host.jobLeft(job);
        dispatch(now);
    }

    @Override
    void handleEvent(int p, double now) {
        Job job = running[p];
        running[p] = null;
        event[p] = -1;
        job.processor = -1;
        double len = runLength[p];
        job.cpuSeconds += len;
        job.cycleCpu += len;
        if (runFinishes[p]) {
            job.remaining = 0;
            job.finished = true;
            endCycle(job, now);
            job.active = false;
            host.jobLeft(job);
            host.finished(job);
        } else {
            job.remaining -= speed * len;
            endCycle(job, now);
            enqueue(job);
        }
        dispatch(now);
    }

    @Override
    double remaining(Job job) {
        if (job.processor < 0) {
            return job.remaining;
        }
        return Math.max(0, job.remaining - speed * (host.lastUpdate() - job.runStart));
    }

    @Override
    double cpuSeconds(Job job) {
        return job.processor < 0 ? job.cpuSeconds : job.cpuSeconds + (host.lastUpdate() - job.runStart);
    }

    @Override
    double share(Job job) {
        return job.processor >= 0 ? 1 : 0;
    }

    /** Gives idle processors the jobs at the head of the queue. */
    private void dispatch(double now) {
        for (int p = 0; p < running.length && head != null; p++) {
            if (running[p] == null) {
                Job job = head;
                unlink(job);
                start(p, job, now);
            }
        }
    }

    private void start(int p, Job job, double now) {
        double q = quantum(job);
        double toFinish = job.remaining / speed; // +infinity for a CPU-bound job
        // a residue left by rounding (e.g. 1 - 9 * 0.1 > 0.1) must not cost the job another turn
        boolean finishes = toFinish <= q || (toFinish != Double.POSITIVE_INFINITY
                && job.remaining - speed * q <= FINISH_TOLERANCE * Math.max(1.0, job.workSeconds()));
        double len = finishes ? toFinish : q;
        running[p] = job;
        runLength[p] = len;
        runFinishes[p] = finishes;
        job.processor = p;
        job.runStart = now;
        event[p] = sim.schedule(now + len, host, p);
    }

    /** Records the average share of the cycle that ends now (APPLICATION jobs only). */
    private static void endCycle(Job job, double now) {
        if (job.shareHistory() != null && now > job.cycleStart) {
            job.shareHistory().add(job.cycleStart, job.cycleCpu / (now - job.cycleStart));
        }
        job.cycleStart = now;
        job.cycleCpu = 0;
    }

    private void enqueue(Job job) {
        job.next = null;
        job.prev = tail;
        if (tail == null) {
            head = job;
        } else {
            tail.next = job;
        }
        tail = job;
    }

    private void unlink(Job job) {
        Job p = job.prev;
        Job n = job.next;
        if (p == null) {
            head = n;
        } else {
            p.next = n;
        }
        if (n == null) {
            tail = p;
        } else {
            n.prev = p;
        }
        job.prev = null;
        job.next = null;
    }
}
