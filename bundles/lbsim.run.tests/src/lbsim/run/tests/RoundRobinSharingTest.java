package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.stats.TaskStats;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;

/**
 * A host's {@code sharing} and {@code timeSliceSeconds} as a scenario gives them, against hand timelines.
 * Two tasks A and B of 15 ms of work each start together on one processor of speed 1 under equal weights,
 * A first in the run queue.
 * <ul>
 * <li>fluid: each gets half the processor, both end at 30 ms;</li>
 * <li>round robin with the default 10 ms slice: A [0, 10), B [10, 20), A [20, 25) done at 25 ms, B [25, 30)
 * done at 30 ms;</li>
 * <li>round robin with a 4 ms slice: A 4, B 8, A 12, B 16, A 20, B 24, A's last 3 ms end at 27 ms, B's at 30 ms.</li>
 * </ul>
 */
class RoundRobinSharingTest {

    @TempDir
    Path dir;

    private RunOutcome run(String hostAttributes) throws Exception {
        Path f = Files.writeString(dir.resolve("rr.lbsim"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="rr">
                  <platform>
                    <hosts name="ws" scheduler="equal" %s/>
                  </platform>
                  <application xsi:type="lbsim:ObservedTaskApplication">
                    <tasks name="A" host="ws" workSeconds="0.015"/>
                    <tasks name="B" host="ws" workSeconds="0.015"/>
                  </application>
                  <run seed="1"/>
                </lbsim:Scenario>
                """.formatted(hostAttributes));
        return ScenarioRunner.run(ScenarioLoader.load(f), f.toString(), List.of(), null, null);
    }

    private static void assertEnds(RunOutcome r, double a, double b) {
        List<TaskStats> t = r.tasks();
        assertEquals("A", t.get(0).task());
        assertEquals(a, t.get(0).endSeconds(), 1e-12, "A");
        assertEquals(b, t.get(1).endSeconds(), 1e-12, "B");
    }

    @Test
    void fluidByDefault() throws Exception {
        assertEnds(run(""), 0.030, 0.030);
        assertEnds(run("sharing=\"fluid\""), 0.030, 0.030);
    }

    @Test
    void roundRobinTakesTenMillisecondsUnlessGivenASlice() throws Exception {
        assertEnds(run("sharing=\"round-robin\""), 0.025, 0.030);
        assertEnds(run("sharing=\"round-robin\" timeSliceSeconds=\"0.004\""), 0.027, 0.030);
    }

    @Test
    void aSliceAloneSelectsRoundRobinAsBefore() throws Exception {
        assertEnds(run("timeSliceSeconds=\"0.004\""), 0.027, 0.030);
    }
}
