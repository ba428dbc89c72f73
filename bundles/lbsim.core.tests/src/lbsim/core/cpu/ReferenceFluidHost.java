package lbsim.core.cpu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;

/**
 * REFERENCE ONLY (tests): the original, deliberately simple O(n) fluid weighted processor-sharing host,
 * kept verbatim in its algorithm (commit 5d73a17, {@code lbsim.core.cpu.Host}) so the production
 * virtual-clock host can be checked against an independent implementation.
 * <p>
 * Every arrival and departure advances every job, recomputes every share by water-filling (heaviest
 * first, one processor at most per job) and reschedules the earliest completion. Do not optimise it:
 * its value is that it is obviously right.
 */
final class ReferenceFluidHost implements EventHandler {

    /** A job of the reference host: plain mutable state, updated on every event. */
    static final class RefJob {
        final String name;
        final double workSeconds;
        final double weight;
        double remaining;
        double fraction;
        double cpuSeconds;
        double endTime = Double.NaN;
        boolean finished;
        boolean removed;
        int index = -1;
        final ReferenceFluidHost host;
        final RefListener refListener;

        RefJob(ReferenceFluidHost host, String name, double workSeconds, double weight, RefListener listener) {
            this.host = host;
            this.name = name;
            this.workSeconds = workSeconds;
            this.weight = weight;
            this.refListener = listener;
            this.remaining = workSeconds;
        }
    }

    /** Told when a reference job finishes. */
    interface RefListener {
        void finished(RefJob job);
    }

    private static final double FINISH_TOLERANCE = 1e-9;

    private final Simulation sim;
    private final double speed;
    private final int processors;
    private final WeightPolicy policy;

    private final List<RefJob> jobs = new ArrayList<>();
    private double lastUpdate;
    private long completionEvent = -1;
    private RefJob nextToFinish;
    private Integer[] order = new Integer[0];
    private double busyArea;
    private double busyNow;

    ReferenceFluidHost(Simulation sim, double speed, int processors, WeightPolicy policy) {
        this.sim = sim;
        this.speed = speed;
        this.processors = processors;
        this.policy = policy;
        this.lastUpdate = sim.now();
    }

    int jobCount() {
        return jobs.size();
    }

    /** Time-average fraction of the processors that were busy from 0 to the last update. */
    double utilizationUntilNow() {
        return lastUpdate > 0 ? busyArea / lastUpdate / processors : busyNow / processors;
    }

    RefJob submit(String jobName, double workSeconds, int nice, RefListener listener) {
        double weight = policy.weight(nice);
        advance();
        RefJob job = new RefJob(this, jobName, workSeconds, weight, listener);
        job.index = jobs.size();
        jobs.add(job);
        reallocate();
        return job;
    }

    boolean remove(RefJob job) {
        if (job.host != this || job.index < 0) {
            return false;
        }
        advance();
        detach(job);
        job.removed = true;
        reallocate();
        return true;
    }

    void update() {
        advance();
    }

    @Override
    public void handleEvent(int tag) {
        completionEvent = -1;
        advance();
        List<RefJob> done = new ArrayList<>(1);
        done.add(nextToFinish);
        for (RefJob j : jobs) {
            if (j != nextToFinish && j.remaining != Double.POSITIVE_INFINITY
                    && j.remaining <= FINISH_TOLERANCE * Math.max(1.0, j.workSeconds)) {
                done.add(j);
            }
        }
        for (RefJob j : done) {
            j.remaining = 0;
            j.finished = true;
            detach(j);
        }
        reallocate();
        for (RefJob j : done) {
            if (j.refListener != null) {
                j.refListener.finished(j);
            }
        }
    }

    private void advance() {
        double now = sim.now();
        double dt = now - lastUpdate;
        if (dt <= 0) {
            return;
        }
        for (int i = 0, n = jobs.size(); i < n; i++) {
            RefJob j = jobs.get(i);
            double f = j.fraction;
            j.cpuSeconds += f * dt;
            if (j.remaining != Double.POSITIVE_INFINITY) {
                j.remaining -= f * speed * dt;
            }
        }
        busyArea += busyNow * dt;
        lastUpdate = now;
    }

    private void detach(RefJob job) {
        int i = job.index;
        int last = jobs.size() - 1;
        RefJob moved = jobs.get(last);
        jobs.set(i, moved);
        moved.index = i;
        jobs.remove(last);
        job.index = -1;
        job.fraction = 0;
        job.endTime = sim.now();
    }

    private void reallocate() {
        int n = jobs.size();
        double totalWeight = 0;
        double maxWeight = 0;
        for (int i = 0; i < n; i++) {
            double w = jobs.get(i).weight;
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
                RefJob j = jobs.get(i);
                j.fraction = j.weight * perWeight;
            }
        } else {
            waterFill(n, totalWeight);
        }
        double now = sim.now();
        double busy = 0;
        double earliest = Double.POSITIVE_INFINITY;
        RefJob first = null;
        for (int i = 0; i < n; i++) {
            RefJob j = jobs.get(i);
            busy += j.fraction;
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

    private void waterFill(int n, double totalWeight) {
        if (order.length < n) {
            order = new Integer[Math.max(n, order.length * 2)];
        }
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, 0, n, (a, b) -> {
            int c = Double.compare(jobs.get(b).weight, jobs.get(a).weight);
            return c != 0 ? c : Integer.compare(a, b);
        });
        double avail = processors;
        double weightLeft = totalWeight;
        int k = 0;
        while (k < n) {
            RefJob j = jobs.get(order[k]);
            if (j.weight * avail < weightLeft) {
                break;
            }
            j.fraction = 1;
            avail -= 1;
            weightLeft -= j.weight;
            k++;
        }
        double perWeight = avail / weightLeft;
        for (; k < n; k++) {
            RefJob j = jobs.get(order[k]);
            j.fraction = j.weight * perWeight;
        }
    }
}
