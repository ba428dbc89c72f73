package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.engine.StopReason;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.result.ResultWriter;

/** A user strategy that throws stops the run naming the master and the time, with the cause and a partial result. */
class FailingStrategyTest {

    @TempDir
    Path dir;

    @Test
    void aThrowingStrategyStopsTheRunWithItsCauseAndAPartialResult() throws Exception {
        Scenario s = ScenarioLoader.load(Path.of(System.getProperty("lbsim.examples", "../../examples"), "ion-implantation.lbsim"));
        ((MasterSlaveApplication) s.getApplication()).setStrategyClass(ThrowingStrategy.class.getName());
        SimulationException e = assertThrows(SimulationException.class, () -> ScenarioRunner.run(s, "ion.lbsim", List.of(), null, null));
        assertTrue(e.getMessage().startsWith("ion.lbsim: task 0 'master' at "), e.getMessage());
        assertTrue(e.getMessage().contains("strategy bug on request 5"), e.getMessage());
        assertSame(IllegalStateException.class, e.getCause().getCause().getClass());
        RunOutcome partial = e.partial();
        assertEquals(StopReason.STOPPED, partial.stopReason());
        // four chunks went out before the failure: the trace has the 10 requests and the 4 work messages
        ResultWriter.write(partial, dir.resolve("partial"), "test");
        List<String> messages = Files.readAllLines(dir.resolve("partial").resolve("messages.csv"));
        assertTrue(messages.size() > 1 + 4, messages.toString());
        assertTrue(Files.exists(dir.resolve("partial").resolve("activity.csv")));
    }
}
