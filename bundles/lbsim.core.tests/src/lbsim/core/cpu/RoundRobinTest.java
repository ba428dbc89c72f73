package lbsim.core.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.app.ObservedTask;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.stats.TaskStats;
import lbsim.core.trace.StepSeries;
import lbsim.core.workload.PermanentLoad;

/** The discrete round-robin host against hand-computed timelines and against the fluid limit. */
class RoundRobinTest {

    private static final double EPS = 1e-9;
    private static final double INF = Double.POSITIVE_INFINITY;

    private final Simulation sim = new Simulation(1);

    @Test
    void twoJobsTakeTurnsOfOneSlice() {
        // slice 1 s, speed 1, equal weights. A: 2.5 s, B: 1 s, both at 0, A first in the queue.
        // A [0,1), B [1,2) done at 2, A [2,3), A [3,3.5) done at 3.5 (the same as fluid: 2 and 3.5).
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.EQUAL, 1.0);
        Job a = h.submit("A", 2.5, 0, JobKind.APPLICATION, null);
        Job b = h.submit("B", 1.0, 0, JobKind.APPLICATION, null);
        assertEquals(1.0, a.share());
        assertEquals(0.0, b.share(), "waiting in the run queue");
        double[] at05 = new double[3];
        sim.schedule(0.5, tag -> {
            h.update();
            at05[0] = a.remainingWorkSeconds();
            at05[1] = a.cpuSeconds();
            at05[2] = b.cpuSeconds();
        }, 0);
        sim.run(RunLimits.NONE);
        assertEquals(2.0, at05[0], EPS);
        assertEquals(0.5, at05[1], EPS);
        assertEquals(0.0, at05[2]);
        assertEquals(2.0, b.endTime(), EPS);
        assertEquals(3.5, a.endTime(), EPS);
        assertEquals(2.5, a.cpuSeconds(), EPS);
        assertEquals(1.0, b.cpuSeconds(), EPS);
        // A's cycles: [0,1] ran 1 of 1; [1,3] ran 1 of 2; [3,3.5] ran all; then 0
        StepSeries s = a.shareHistory();
        assertEquals(4, s.size());
        assertEquals(List.of(0.0, 1.0, 3.0, 3.5), List.of(s.time(0), s.time(1), s.time(2), s.time(3)));
        assertEquals(List.of(1.0, 0.5, 1.0, 0.0), List.of(s.value(0), s.value(1), s.value(2), s.value(3)));
        // B's single cycle [0,2]: 1 s of 2
        assertEquals(0.5, b.shareHistory().value(0), EPS);
        assertEquals(1.0, h.stats(3.5).utilization(), EPS);
    }

    @Test
    void theQuantumScalesWithTheWeight() {
        // Linux 2.0, slice 0.1: nice 0 (weight 20) gets 0.1 s, nice 10 (weight 10) 0.05 s per turn.
        // Rounds of 0.15 s: A (1 s, nice 0) is done in round 10, at 9 * 0.15 + 0.1 = 1.45; B (1 s, nice 10)
        // has 9 * 0.05 = 0.45 done then, and runs alone for 0.55 s more: done at 2.0.
        // Fluid: A at 2/3 until 1.5, B has 0.5 done then, alone: 2.0. A is off by 0.05 < one round.
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0, 0.1);
        Job a = h.submit("A", 1.0, 0, JobKind.APPLICATION, null);
        Job b = h.submit("B", 1.0, 10, JobKind.APPLICATION, null);
        sim.run(RunLimits.NONE);
        assertEquals(1.45, a.endTime(), EPS);
        assertEquals(2.0, b.endTime(), EPS);
        assertEquals(0.1, ((RoundRobinScheduler) h.scheduler()).quantum(a), 1e-15);
        assertEquals(0.05, ((RoundRobinScheduler) h.scheduler()).quantum(b), 1e-15);
    }

    @Test
    void twoProcessorsServeOneQueue() {
        // slice 1, equal weights, 2 processors, A, B, C of 2 s each at 0, queue A B C.
        // t=0: p0 A, p1 B. t=1: p0 ends A's turn (queue C A) and takes C; p1 ends B's (queue A B), takes A.
        // t=2: p0 ends C's turn (queue B C), takes B; p1: A done (2 s received). p1 takes C.
        // t=3: B and C done. Fluid: 2/3 each, all done at 3.
        Host h = new Host(sim, "smp", 1.0, 2, WeightPolicy.EQUAL, 1.0);
        Job a = h.submit("A", 2.0, 0, JobKind.COMPETING, null);
        Job b = h.submit("B", 2.0, 0, JobKind.COMPETING, null);
        Job c = h.submit("C", 2.0, 0, JobKind.COMPETING, null);
        sim.run(RunLimits.NONE);
        assertEquals(2.0, a.endTime(), EPS);
        assertEquals(3.0, b.endTime(), EPS);
        assertEquals(3.0, c.endTime(), EPS);
        assertEquals(1.0, h.stats(3.0).utilization(), EPS);
        assertEquals((2.0 + 3.0 + 3.0) / 3.0, h.stats(3.0).meanCompeting(), EPS);
    }

    @Test
    void killingTheRunningJobHandsTheProcessorOnAtOnceAndKillingAWaitingOneUnlinksIt() {
        // slice 1, equal: queue A (CPU-bound), B (CPU-bound), C (1 s), D (1 s).
        // At 0.5 D is killed while waiting; A runs [0,1); B runs from 1 and is killed at 1.5;
        // C takes the processor at 1.5 and is done at 2.5.
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.EQUAL, 1.0);
        Job a = h.submit("A", INF, 0, JobKind.COMPETING, null);
        Job b = h.submit("B", INF, 0, JobKind.COMPETING, null);
        Job c = h.submit("C", 1.0, 0, JobKind.APPLICATION, null);
        Job d = h.submit("D", 1.0, 0, JobKind.COMPETING, null);
        sim.schedule(0.5, tag -> assertTrue(h.remove(d)), 0);
        sim.schedule(1.5, tag -> assertTrue(h.remove(b)), 0);
        sim.run(RunLimits.NONE.withEndTime(10));
        assertTrue(d.isRemoved());
        assertEquals(0.0, d.cpuSeconds());
        assertEquals(1.0, d.remainingWorkSeconds());
        assertEquals(0.5, b.cpuSeconds(), EPS);
        assertEquals(INF, b.remainingWorkSeconds());
        assertEquals(2.5, c.endTime(), EPS);
        assertFalse(h.remove(b));
        h.update();
        assertEquals(1.0 + 7.5, a.cpuSeconds(), EPS); // [0,1) and alone from 2.5 to 10
        assertEquals(1, h.jobCount());
    }

    /**
     * Static set on one processor: at the end of every round each unfinished job has received exactly k of
     * its quanta, which is the fluid state at the same total work; so every completion is within one round
     * of the fluid one, and a round lasts at most the sum of all quanta: slice * sum(w) / w(nice 0).
     */
    @Test
    void roundRobinConvergesToTheFluidTimelineWithinOneRound() {
        double[] works = { 1.2345, 0.777, 3.1416, 2.0001, 0.3333, 5.4321 };
        int[] nices = { 0, 5, -3, 10, 0, 19 };
        for (WeightPolicy policy : new WeightPolicy[] { WeightPolicy.LINUX_2_0, WeightPolicy.CFS, WeightPolicy.EQUAL }) {
            double[] fluid = endTimes(policy, 1, 0, works, nices);
            double sumW = 0;
            for (int n : nices) {
                sumW += policy.weight(n);
            }
            double previous = INF;
            for (double slice : new double[] { 0.1, 0.01, 0.001 }) {
                double[] rr = endTimes(policy, 1, slice, works, nices);
                double round = slice * sumW / policy.weight(0); // quanta are processor (= elapsed) seconds
                double worst = 0;
                for (int i = 0; i < works.length; i++) {
                    worst = Math.max(worst, Math.abs(rr[i] - fluid[i]));
                }
                String what = policy + " slice " + slice + ": worst error " + worst + ", one round " + round;
                assertTrue(worst <= round + 1e-9, what);
                assertTrue(worst < previous / 5, what + " did not shrink from " + previous);
                previous = worst;
            }
        }
    }

    @Test
    void onTwoProcessorsWithoutCapTheErrorAlsoShrinksWithTheSlice() {
        // 6 equal-weight jobs on 2 processors: no job reaches a whole processor in the fluid schedule
        double[] works = { 1.2345, 0.777, 3.1416, 2.0001, 0.3333, 5.4321 };
        int[] nices = { 0, 0, 0, 0, 0, 0 };
        double[] fluid = endTimes(WeightPolicy.EQUAL, 2, 0, works, nices);
        double previous = INF;
        for (double slice : new double[] { 0.1, 0.01, 0.001 }) {
            double[] rr = endTimes(WeightPolicy.EQUAL, 2, slice, works, nices);
            double worst = 0;
            for (int i = 0; i < works.length; i++) {
                worst = Math.max(worst, Math.abs(rr[i] - fluid[i]));
            }
            // linear convergence: ten times shorter slices, at least five times smaller worst error; and a
            // loose bound (not a proof): no job is off by more than one pass of all quanta, n * slice
            assertTrue(worst < previous / 5, "slice " + slice + ": " + worst + " after " + previous);
            assertTrue(worst <= works.length * slice, "slice " + slice + ": " + worst);
            previous = worst;
        }
    }

    @Test
    void table51CellUnderRoundRobinIsWithinOneRoundOfTheFluidShare() {
        // nice 10 observed task (weight 10) next to 2 nice-0 processes (20 each): fluid share 10/50 = 20 %
        Simulation s = new Simulation(1);
        Host host = new Host(s, "pc", 1.0, 1, WeightPolicy.LINUX_2_0, 0.01);
        new PermanentLoad("load", host, 2, 0).start();
        ObservedTask task = new ObservedTask(s, "observed", host, 10.0, 10, 0.0);
        task.start();
        s.run(RunLimits.NONE.withEndTime(100));
        TaskStats st = task.stats();
        double round = 0.01 * 50 / 20;
        assertEquals(50.0, st.endSeconds(), round);
        assertEquals(10.0, st.cpuSeconds(), EPS);
        assertEquals(0.2, st.share(), 0.001);
    }

    @Test
    void theSameInputsGiveTheSameTimelineBitForBit() {
        double[] works = { 1.2345, 0.777, 3.1416, 2.0001, 0.3333, 5.4321 };
        int[] nices = { 0, 5, -3, 10, 0, 19 };
        double[] a = endTimes(WeightPolicy.CFS, 3, 0.01, works, nices);
        double[] b = endTimes(WeightPolicy.CFS, 3, 0.01, works, nices);
        assertTrue(java.util.Arrays.equals(a, b));
    }

    /** Completion times of a static set of jobs all submitted at 0 on a host of speed 1.5. */
    private static double[] endTimes(WeightPolicy policy, int processors, double slice, double[] works, int[] nices) {
        Simulation s = new Simulation(1);
        Host h = new Host(s, "h", 1.5, processors, policy, slice);
        List<Job> jobs = new ArrayList<>();
        for (int i = 0; i < works.length; i++) {
            jobs.add(h.submit("j" + i, works[i], nices[i], JobKind.APPLICATION, null));
        }
        s.run(RunLimits.NONE);
        double[] end = new double[works.length];
        for (int i = 0; i < end.length; i++) {
            Job j = jobs.get(i);
            assertTrue(j.isFinished());
            assertEquals(works[i] / 1.5, j.cpuSeconds(), 1e-9);
            assertEquals(j.cpuSeconds(), FluidVsReferenceTest.integral(j), 1e-9, "history integrates to cpu");
            end[i] = j.endTime();
        }
        return end;
    }
}
