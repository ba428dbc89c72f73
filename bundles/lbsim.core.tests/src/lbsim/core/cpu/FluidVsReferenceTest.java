package lbsim.core.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/**
 * The virtual-clock fluid host against the original O(n) implementation ({@link ReferenceFluidHost}) on
 * randomized scenarios: arrivals (some in batches at one instant), finite, tiny, tied and infinite works,
 * nice levels, kills, follow-up jobs submitted from listeners, probes of remaining work / CPU time /
 * share at random instants, 1..4 processors, speeds, and all three weight policies.
 */
class FluidVsReferenceTest {

    private static final int SCENARIOS = 400;
    private static final WeightPolicy[] POLICIES = { WeightPolicy.LINUX_2_0, WeightPolicy.EQUAL, WeightPolicy.CFS };

    /** One randomly generated scenario; job i < n is original, job n + i is the follow-up of job i. */
    static final class Scenario {
        int processors;
        double speed;
        WeightPolicy policy;
        int n;
        double[] arrival;
        double[] work;
        int[] nice;
        boolean[] app;
        double[] killAfter; // NaN: never killed
        double[] followWork; // NaN: no follow-up
        int[] followNice;
        double[] probes;

        @Override
        public String toString() {
            return "P=" + processors + " speed=" + speed + " policy=" + policy + " n=" + n;
        }
    }

    /** What happened to every job (indices as in the scenario, 2n of them), and what probes saw. */
    static final class Outcome {
        double[] end;
        double[] cpu;
        boolean[] finished;
        boolean[] removed;
        boolean[] existed;
        double[][] probeRemaining;
        double[][] probeCpu;
        double[][] probeShare;
        double utilization;
        int[] finishOrder;
        int finishCount;

        Outcome(int jobs, int probes) {
            end = new double[jobs];
            cpu = new double[jobs];
            finished = new boolean[jobs];
            removed = new boolean[jobs];
            existed = new boolean[jobs];
            probeRemaining = new double[probes][jobs];
            probeCpu = new double[probes][jobs];
            probeShare = new double[probes][jobs];
            for (int p = 0; p < probes; p++) {
                Arrays.fill(probeRemaining[p], Double.NaN);
                Arrays.fill(probeCpu[p], Double.NaN);
                Arrays.fill(probeShare[p], Double.NaN);
            }
            finishOrder = new int[jobs];
        }
    }

    static Scenario generate(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Scenario s = new Scenario();
        s.processors = 1 + r.nextInt(4);
        s.speed = new double[] { 0.5, 1.0, 2.5 }[r.nextInt(3)];
        s.policy = POLICIES[r.nextInt(POLICIES.length)];
        s.n = 10 + r.nextInt(50);
        int n = s.n;
        s.arrival = new double[n];
        s.work = new double[n];
        s.nice = new int[n];
        s.app = new boolean[n];
        s.killAfter = new double[n];
        s.followWork = new double[n];
        s.followNice = new int[n];
        boolean fewLevels = r.nextBoolean();
        int[] levels = { 0, 0, 5, 19, -20, 10 };
        double meanGap = 0.2 + r.nextDouble() * 2;
        double t = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0 && r.nextDouble() >= 0.2) {
                t += -meanGap * Math.log(1 - r.nextDouble());
            } // else: same instant as the previous arrival
            s.arrival[i] = t;
            double u = r.nextDouble();
            if (u < 0.1) {
                s.work[i] = Double.POSITIVE_INFINITY;
            } else if (u < 0.2 && i > 0 && s.work[i - 1] != Double.POSITIVE_INFINITY) {
                s.work[i] = s.work[i - 1]; // ties: same work, often same arrival
            } else if (u < 0.25) {
                s.work[i] = 1e-6;
            } else {
                s.work[i] = -2 * Math.log(1 - r.nextDouble()) + 1e-3;
            }
            s.nice[i] = fewLevels ? levels[r.nextInt(levels.length)] : -20 + r.nextInt(40);
            if (u < 0.2 && i > 0 && r.nextBoolean()) {
                s.nice[i] = s.nice[i - 1];
            }
            s.app[i] = r.nextDouble() < 0.3;
            boolean infinite = s.work[i] == Double.POSITIVE_INFINITY;
            s.killAfter[i] = r.nextDouble() < (infinite ? 0.6 : 0.15) ? 0.01 - 3 * Math.log(1 - r.nextDouble())
                    : Double.NaN;
            s.followWork[i] = !infinite && r.nextDouble() < 0.2 ? 1e-3 - Math.log(1 - r.nextDouble()) : Double.NaN;
            s.followNice[i] = -20 + r.nextInt(40);
        }
        s.probes = new double[8];
        for (int p = 0; p < s.probes.length; p++) {
            s.probes[p] = r.nextDouble() * (t + 10);
        }
        return s;
    }

    /** Runs the scenario on the production host. */
    static Outcome runNew(Scenario s) {
        Simulation sim = new Simulation(1);
        Host host = new Host(sim, "h", s.speed, s.processors, s.policy);
        Outcome out = new Outcome(2 * s.n, s.probes.length);
        Job[] jobs = new Job[2 * s.n];
        int n = s.n;
        EventHandler driver = new EventHandler() {
            @Override
            public void handleEvent(int tag) {
                if (tag < n) {
                    submit(tag, s.work[tag], s.nice[tag], s.app[tag]);
                } else if (tag < 2 * n) {
                    Job j = jobs[tag - n];
                    if (j != null && !j.isFinished() && !j.isRemoved()) {
                        assertTrue(host.remove(j));
                        assertTrue(!host.remove(j), "a second removal is refused");
                    }
                } else {
                    int p = tag - 2 * n;
                    host.update();
                    assertTrue(((FluidScheduler) host.scheduler()).isConsistent());
                    for (int i = 0; i < jobs.length; i++) {
                        Job j = jobs[i];
                        if (j != null && !j.isFinished() && !j.isRemoved()) {
                            out.probeRemaining[p][i] = j.remainingWorkSeconds();
                            out.probeCpu[p][i] = j.cpuSeconds();
                            out.probeShare[p][i] = j.share();
                        }
                    }
                }
            }

            void submit(int index, double work, int nice, boolean app) {
                out.existed[index] = true;
                jobs[index] = host.submit("j" + index, work, nice, app ? JobKind.APPLICATION : JobKind.COMPETING,
                        job -> {
                            out.finishOrder[out.finishCount++] = index;
                            if (index < n && !Double.isNaN(s.followWork[index])) {
                                submit(n + index, s.followWork[index], s.followNice[index], true);
                            }
                        });
            }
        };
        schedule(sim, s, driver);
        sim.run(RunLimits.NONE);
        host.update();
        for (int i = 0; i < jobs.length; i++) {
            Job j = jobs[i];
            if (j != null) {
                out.end[i] = j.endTime();
                out.cpu[i] = j.cpuSeconds();
                out.finished[i] = j.isFinished();
                out.removed[i] = j.isRemoved();
                if (j.shareHistory() != null && (j.isFinished() || j.isRemoved())) {
                    assertEquals(j.cpuSeconds(), integral(j), 1e-9 * Math.max(1, j.cpuSeconds()),
                            "the share history integrates to the CPU time");
                }
            }
        }
        out.utilization = host.stats(sim.now()).utilization();
        return out;
    }

    /** Runs the scenario on the reference host. */
    static Outcome runReference(Scenario s) {
        Simulation sim = new Simulation(1);
        ReferenceFluidHost host = new ReferenceFluidHost(sim, s.speed, s.processors, s.policy);
        Outcome out = new Outcome(2 * s.n, s.probes.length);
        ReferenceFluidHost.RefJob[] jobs = new ReferenceFluidHost.RefJob[2 * s.n];
        int n = s.n;
        EventHandler driver = new EventHandler() {
            @Override
            public void handleEvent(int tag) {
                if (tag < n) {
                    submit(tag, s.work[tag], s.nice[tag]);
                } else if (tag < 2 * n) {
                    ReferenceFluidHost.RefJob j = jobs[tag - n];
                    if (j != null && !j.finished && !j.removed) {
                        host.remove(j);
                    }
                } else {
                    int p = tag - 2 * n;
                    host.update();
                    for (int i = 0; i < jobs.length; i++) {
                        ReferenceFluidHost.RefJob j = jobs[i];
                        if (j != null && !j.finished && !j.removed) {
                            out.probeRemaining[p][i] = j.remaining;
                            out.probeCpu[p][i] = j.cpuSeconds;
                            out.probeShare[p][i] = j.fraction;
                        }
                    }
                }
            }

            void submit(int index, double work, int nice) {
                out.existed[index] = true;
                jobs[index] = host.submit("j" + index, work, nice, job -> {
                    out.finishOrder[out.finishCount++] = index;
                    if (index < n && !Double.isNaN(s.followWork[index])) {
                        submit(n + index, s.followWork[index], s.followNice[index]);
                    }
                });
            }
        };
        schedule(sim, s, driver);
        sim.run(RunLimits.NONE);
        host.update();
        for (int i = 0; i < jobs.length; i++) {
            ReferenceFluidHost.RefJob j = jobs[i];
            if (j != null) {
                out.end[i] = j.endTime;
                out.cpu[i] = j.cpuSeconds;
                out.finished[i] = j.finished;
                out.removed[i] = j.removed;
            }
        }
        out.utilization = host.utilizationUntilNow();
        return out;
    }

    private static void schedule(Simulation sim, Scenario s, EventHandler driver) {
        int n = s.n;
        for (int i = 0; i < n; i++) {
            sim.schedule(s.arrival[i], driver, i);
        }
        for (int i = 0; i < n; i++) {
            if (!Double.isNaN(s.killAfter[i])) {
                sim.schedule(s.arrival[i] + s.killAfter[i], driver, n + i);
            }
        }
        for (int p = 0; p < s.probes.length; p++) {
            sim.schedule(s.probes[p], driver, 2 * n + p);
        }
    }

    static double integral(Job j) {
        var h = j.shareHistory();
        double sum = 0;
        for (int i = 0; i + 1 < h.size(); i++) {
            sum += h.value(i) * (h.time(i + 1) - h.time(i));
        }
        return sum;
    }

    private static void close(double expected, double actual, double scale, String what) {
        if (expected == actual || (Double.isNaN(expected) && Double.isNaN(actual))) { // +inf, NaN (still running)
            return;
        }
        double tol = 1e-9 * Math.max(1, Math.abs(scale));
        if (!(Math.abs(expected - actual) <= tol)) {
            fail(what + ": expected " + expected + " but was " + actual);
        }
    }

    @Test
    void completionTimesCpuTimesAndProbesMatchTheReferenceImplementation() {
        int finishedJobs = 0;
        int removedJobs = 0;
        int capped = 0;
        for (long seed = 1; seed <= SCENARIOS; seed++) {
            Scenario s = generate(seed);
            Outcome a = runReference(s);
            Outcome b = runNew(s);
            String where = "seed " + seed + " (" + s + ")";
            for (int i = 0; i < a.end.length; i++) {
                String job = where + " job " + i;
                assertEquals(a.existed[i], b.existed[i], job + " existed");
                if (!a.existed[i]) {
                    continue;
                }
                assertEquals(a.finished[i], b.finished[i], job + " finished");
                assertEquals(a.removed[i], b.removed[i], job + " removed");
                close(a.end[i], b.end[i], a.end[i], job + " end time");
                close(a.cpu[i], b.cpu[i], a.cpu[i], job + " cpu seconds");
                finishedJobs += a.finished[i] ? 1 : 0;
                removedJobs += a.removed[i] ? 1 : 0;
                for (int p = 0; p < s.probes.length; p++) {
                    double w = i < s.n ? s.work[i] : s.followWork[i - s.n];
                    assertEquals(Double.isNaN(a.probeRemaining[p][i]), Double.isNaN(b.probeRemaining[p][i]),
                            job + " present at probe " + p);
                    if (!Double.isNaN(a.probeRemaining[p][i])) {
                        close(Math.max(0, a.probeRemaining[p][i]), b.probeRemaining[p][i],
                                w == Double.POSITIVE_INFINITY ? 1 : w, job + " remaining at probe " + p);
                        close(a.probeCpu[p][i], b.probeCpu[p][i], a.probeCpu[p][i], job + " cpu at probe " + p);
                        close(a.probeShare[p][i], b.probeShare[p][i], 1, job + " share at probe " + p);
                        if (s.processors > 1 && a.probeShare[p][i] == 1.0 && s.n > s.processors) {
                            capped++;
                        }
                    }
                }
            }
            assertEquals(a.finishCount, b.finishCount, where + " completions");
            close(a.utilization, b.utilization, 1, where + " utilization");
        }
        // the scenarios must exercise what they claim to
        assertTrue(finishedJobs > 5000, "finished " + finishedJobs);
        assertTrue(removedJobs > 500, "removed " + removedJobs);
        assertTrue(capped > 50, "capped shares seen " + capped);
    }

    @Test
    void theSameScenarioGivesTheSameResultBitForBit() {
        for (long seed = 1; seed <= 20; seed++) {
            Scenario s = generate(seed);
            Outcome a = runNew(s);
            Outcome b = runNew(s);
            assertTrue(Arrays.equals(a.end, b.end) && Arrays.equals(a.cpu, b.cpu)
                    && Arrays.equals(a.finishOrder, b.finishOrder), "seed " + seed);
        }
    }
}
