package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.StopReason;
import lbsim.core.stats.HostStats;
import lbsim.core.stats.TaskStats;
import lbsim.model.Scenario;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;

/**
 * The shipped examples/wus-nice-share.lbsim reproduces the WUS columns of Table 5.1 (MISS-PVM report,
 * seeds/001 section 5.1): observed task at nice n next to k competing nice-0 processes gets
 * p / (p + 20 k) with p = 20 - n.
 */
class WusNiceShareTest {

    @Test
    void everyCellOfTable51() throws Exception {
        Scenario s = Examples.load("wus-nice-share.lbsim");
        RunOutcome r = ScenarioRunner.run(s, "wus-nice-share.lbsim", List.of(), null, null);
        assertEquals(StopReason.COMPLETED, r.stopReason());
        assertEquals(15, r.tasks().size());
        int i = 0;
        for (int k = 1; k <= 3; k++) {
            for (int nice : new int[] { 0, 5, 10, 15, 19 }) {
                TaskStats t = r.tasks().get(i++);
                assertEquals("obs-k" + k + "-n" + nice, t.task());
                double p = 20 - nice;
                double share = p / (p + 20.0 * k);
                assertEquals(share, t.share(), 1e-12, t.task());
                assertEquals(10.0 / share, t.endSeconds(), 1e-9, t.task());
                assertEquals(10.0, t.cpuSeconds(), 1e-9, t.task());
            }
        }
        // the run lasts until the slowest task (nice 19 next to 3 others: 10 / (1/61) = 610 s)
        assertEquals(610.0, r.simulatedEndSeconds(), 1e-9);
        for (HostStats h : r.hosts()) {
            int k = h.host().charAt(1) - '0';
            assertEquals(k, h.meanCompeting(), 1e-12, h.host()); // the competitors never leave
            assertEquals(1.0, h.utilization(), 1e-12, h.host());
        }
    }

    @Test
    void anEndTimeStopsTheRunAndReportsUnfinishedTasks() throws Exception {
        Scenario s = Examples.load("wus-nice-share.lbsim");
        s.getRun().setEndTimeSeconds(15.0);
        RunOutcome r = ScenarioRunner.run(s, null, List.of(), null, null);
        assertEquals(StopReason.END_TIME, r.stopReason());
        assertEquals(15.0, r.simulatedEndSeconds());
        TaskStats t = r.tasks().get(0); // obs-k1-n0 would end at 20 s
        assertFalse(t.finished());
        assertEquals(7.5, t.cpuSeconds(), 1e-12); // 15 s at half the processor
        assertEquals(0.5, t.share(), 1e-12);
        assertTrue(Double.isNaN(t.endSeconds()));
    }

    @Test
    void theSeedComesFromTheScenarioUnlessGiven() throws Exception {
        Scenario s = Examples.load("wus-nice-share.lbsim");
        assertEquals(1L, ScenarioRunner.run(s, null, List.of(), null, null).seed());
        assertEquals(77L, ScenarioRunner.run(s, null, List.of(), 77L, null).seed());
    }
}
