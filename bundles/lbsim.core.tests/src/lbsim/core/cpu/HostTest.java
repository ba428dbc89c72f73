package lbsim.core.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.stats.HostStats;
import lbsim.core.trace.StepSeries;

/** The fluid processor-sharing CPU model against hand-computed timelines. */
class HostTest {

    private static final double EPS = 1e-9;

    private final Simulation sim = new Simulation(1);

    private Job app(Host h, double work, int nice) {
        return h.submit("task", work, nice, JobKind.APPLICATION, null);
    }

    private void competitors(Host h, int n, int nice) {
        for (int i = 0; i < n; i++) {
            h.submit("other" + i, Double.POSITIVE_INFINITY, nice, JobKind.COMPETING, null);
        }
    }

    @Test
    void aloneATaskOfWSecondsOnAHostOfSpeedSFinishesAtWOverS() {
        Host h = new Host(sim, "ws", 2.0, 1, WeightPolicy.LINUX_2_0);
        Job t = app(h, 12.0, 0);
        sim.run(RunLimits.NONE);
        assertTrue(t.isFinished());
        assertEquals(6.0, t.endTime(), EPS); // 12 / 2
        assertEquals(6.0, t.cpuSeconds(), EPS); // it had the processor all the time
    }

    @Test
    void withNEqualCompetitorsItFinishesAtWTimesNPlusOneOverS() {
        for (int n = 1; n <= 4; n++) {
            Simulation s = new Simulation(1);
            Host h = new Host(s, "ws", 2.0, 1, WeightPolicy.LINUX_2_0);
            for (int i = 0; i < n; i++) {
                h.submit("other" + i, Double.POSITIVE_INFINITY, 0, JobKind.COMPETING, null);
            }
            Job t = h.submit("task", 12.0, 0, JobKind.APPLICATION, null);
            s.run(RunLimits.NONE);
            assertEquals(12.0 * (n + 1) / 2.0, t.endTime(), EPS, "n = " + n);
            assertEquals(6.0, t.cpuSeconds(), EPS, "processor time is W/s whatever the load");
        }
    }

    @Test
    void equalSharingIgnoresNiceLevels() {
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.EQUAL);
        competitors(h, 1, -20);
        Job t = app(h, 10.0, 19);
        sim.run(RunLimits.NONE);
        assertEquals(20.0, t.endTime(), EPS); // half the processor, as with equal nice levels
    }

    @Test
    void onTwoProcessorsOneCompetitorDoesNotSlowItDown() {
        Host h = new Host(sim, "smp", 2.0, 2, WeightPolicy.LINUX_2_0);
        competitors(h, 1, 0);
        Job t = app(h, 12.0, 0);
        sim.run(RunLimits.NONE);
        assertEquals(6.0, t.endTime(), EPS); // W / s: each job has a processor of its own
    }

    @Test
    void onTwoProcessorsThreeEqualJobsGetTwoThirdsEach() {
        Host h = new Host(sim, "smp", 1.0, 2, WeightPolicy.LINUX_2_0);
        competitors(h, 2, 0);
        Job t = app(h, 4.0, 0);
        assertEquals(2.0 / 3.0, t.share(), EPS);
        sim.run(RunLimits.NONE);
        assertEquals(6.0, t.endTime(), EPS); // 4 / (2/3)
    }

    @Test
    void smpCapGivesAHeavyJobOneProcessorAndSplitsTheRest() {
        // weights 20 (nice 0), 1 and 1 (nice 19) on 2 processors: proportional share of the heavy job
        // would be 20 * 2 / 22 = 1.82 processors; it is capped at 1 and the light ones share the
        // other processor: 1 * 1 / 2 = 0.5 each.
        Host h = new Host(sim, "smp", 1.0, 2, WeightPolicy.LINUX_2_0);
        List<Job> light = new ArrayList<>();
        light.add(h.submit("l1", Double.POSITIVE_INFINITY, 19, JobKind.COMPETING, null));
        light.add(h.submit("l2", Double.POSITIVE_INFINITY, 19, JobKind.COMPETING, null));
        Job t = app(h, 5.0, 0);
        assertEquals(1.0, t.share(), EPS);
        assertEquals(0.5, light.get(0).share(), EPS);
        assertEquals(0.5, light.get(1).share(), EPS);
        sim.run(RunLimits.NONE);
        assertEquals(5.0, t.endTime(), EPS);
        // after it leaves, 2 jobs on 2 processors: one each
        assertEquals(1.0, light.get(0).share(), EPS);
    }

    @Test
    void aCompetitorThatDepartsMidRunChangesTheSlopeAtThatInstant() {
        // speed 1. Task: W = 10, nice 0 (weight 20). Competitor: 2 s of work, nice 10 (weight 10).
        // [0, 6): task gets 20/30 = 2/3, competitor 1/3 -> competitor done at 2 / (1/3) = 6;
        //          task has done 6 * 2/3 = 4 by then.
        // [6, 12): task alone at rate 1 -> remaining 6 done at 12.
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        Job t = app(h, 10.0, 0);
        Job c = h.submit("burst", 2.0, 10, JobKind.COMPETING, null);
        double[] remainingAt6 = new double[1];
        sim.schedule(6.0, tag -> {
            h.update();
            remainingAt6[0] = t.remainingWorkSeconds();
        }, 0);
        sim.run(RunLimits.NONE);
        assertEquals(6.0, c.endTime(), EPS);
        assertEquals(6.0, remainingAt6[0], EPS);
        assertEquals(12.0, t.endTime(), EPS);
        StepSeries s = t.shareHistory();
        assertEquals(3, s.size());
        assertEquals(0.0, s.time(0));
        assertEquals(2.0 / 3.0, s.value(0), EPS);
        assertEquals(6.0, s.time(1), EPS);
        assertEquals(1.0, s.value(1), EPS);
        assertEquals(12.0, s.time(2), EPS);
        assertEquals(0.0, s.value(2));
        assertEquals(10.0, t.cpuSeconds(), EPS); // 6 * 2/3 + 6 * 1
    }

    @Test
    void aCompetitorThatArrivesMidRunHalvesTheRate() {
        // W = 10 alone from 0; at 4 a permanent nice-0 process arrives: 4 done, 6 left at rate 1/2 -> 16.
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        Job t = app(h, 10.0, 0);
        sim.schedule(4.0, tag -> competitors(h, 1, 0), 0);
        sim.run(RunLimits.NONE);
        assertEquals(16.0, t.endTime(), EPS);
        // one competing process present for 12 of 16 s; one processor busy all the time
        HostStats stats = h.stats(16.0);
        assertEquals(0.75, stats.meanCompeting(), EPS);
        assertEquals(1.0, stats.utilization(), EPS);
    }

    @Test
    void removedJobsLeaveTheQueueWithoutFinishing() {
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        Job t = app(h, 10.0, 0);
        Job c = h.submit("c", Double.POSITIVE_INFINITY, 0, JobKind.COMPETING, null);
        // killed at 2: task has 1 done of 10, then runs alone: 9 more -> 11
        sim.schedule(2.0, tag -> assertTrue(h.remove(c)), 0);
        sim.run(RunLimits.NONE);
        assertTrue(c.isRemoved());
        assertFalse(c.isFinished());
        assertEquals(2.0, c.endTime(), EPS);
        assertEquals(11.0, t.endTime(), EPS);
        assertFalse(h.remove(c));
    }

    @Test
    void listenersHearCompletionsAtTheirTime() {
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        List<String> heard = new ArrayList<>();
        // two equal jobs of 1 and 3: both at 1/2 -> first done at 2 (1 done each), then second alone: 2 left -> 4
        h.submit("a", 1.0, 0, JobKind.APPLICATION, j -> heard.add(j.name() + "@" + sim.now()));
        h.submit("b", 3.0, 0, JobKind.APPLICATION, j -> heard.add(j.name() + "@" + sim.now()));
        sim.run(RunLimits.NONE);
        assertEquals(List.of("a@2.0", "b@4.0"), heard);
        assertEquals(0, h.jobCount());
    }

    @Test
    void badParametersAreRefusedWithTheirNames() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Host(sim, "ws1", -1.0, 1, WeightPolicy.LINUX_2_0));
        assertTrue(e.getMessage().contains("ws1") && e.getMessage().contains("speed"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Host(sim, "ws1", 1.0, 0, WeightPolicy.LINUX_2_0));
        Host h = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        assertThrows(IllegalArgumentException.class, () -> h.submit("x", 1.0, 20, JobKind.APPLICATION, null));
        assertThrows(IllegalArgumentException.class, () -> h.submit("x", -1.0, 0, JobKind.APPLICATION, null));
        assertEquals(0, h.jobCount());
    }
}
