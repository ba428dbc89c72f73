package lbsim.ui.tests.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.ui.launch.ScenarioMarkers;

/** Which of the command line's error lines name a scenario object, and so become markers. */
class ScenarioMarkersTest {

    @Test
    void linesNamingObjectsBecomeMessagesWithTheirObject() {
        String file = "/w/p/bad.lbsim";
        List<String[]> m = ScenarioMarkers.objectMessages(List.of(
                "lbsim: /w/p/bad.lbsim: Host 'node1': speed must be > 0, got -1.0 (rule positiveSpeed)",
                "lbsim: /w/p/bad.lbsim: MasterSlaveApplication application: strategyClass: strategy class 'x.Y' not found",
                "lbsim: the partial result is in /w/p/results/bad",
                "lbsim: /w/p/bad.lbsim:12: not well-formed XML",
                "Try 'lbsim --help'.",
                "lbsim: /w/p/bad.lbsim: PoissonLoad workloads[1]: ratePerSecond must be > 0 (rule positiveRate)",
                "lbsim: Simulation failed at 2.5 s"), file);
        assertEquals(3, m.size());
        assertArrayEquals(new String[] { "Host 'node1': speed must be > 0, got -1.0 (rule positiveSpeed)", "Host 'node1'" },
                m.get(0));
        assertArrayEquals(new String[] {
                "MasterSlaveApplication application: strategyClass: strategy class 'x.Y' not found",
                "MasterSlaveApplication application" }, m.get(1));
        assertArrayEquals(new String[] { "PoissonLoad workloads[1]: ratePerSecond must be > 0 (rule positiveRate)",
                "PoissonLoad workloads[1]" }, m.get(2));
    }
}
