package lbsim.ui.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.SimulationException;
import lbsim.run.result.ResultWriter;

/**
 * The "Table 5.1" result: 15 hosts k{1,2,3}-n{0,5,10,15,19} of speed 1, each running k competing nice-0
 * processes and one observed task obs-HOST of nice n asking for 10 s of CPU, started at 0. Under the Linux 2.0
 * priorities (p = 20 - nice) the observed task gets the share p / (p + 20 k) of the processor, so it ends at
 * 10 / share.
 */
public final class Table51Result {

    /** The k values (competing nice-0 processes), in row order. */
    public static final int[] KS = { 1, 2, 3 };
    /** The nice levels of the observed task, in row order within a k. */
    public static final int[] NICES = { 0, 5, 10, 15, 19 };
    /** CPU work of each observed task, in seconds. */
    public static final double WORK_SECONDS = 10;

    private Table51Result() {
    }

    /**
     * Runs the shipped scenario examples/wus-nice-share.lbsim through the simulator and writes its
     * result folder into a new folder under {@code dir}; returns that folder.
     */
    public static Path writeTable51Result(Path dir) {
        try {
            Path scenario = Path.of(System.getProperty("lbsim.examples", "../../examples"), "wus-nice-share.lbsim");
            Scenario s = ScenarioLoader.load(scenario);
            RunOutcome outcome = ScenarioRunner.run(s, scenario.toString(), List.of(), null, null);
            Path folder = dir.resolve("table5.1");
            ResultWriter.write(outcome, folder, "test");
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ScenarioException | SimulationException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
