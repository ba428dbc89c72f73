package lbsim.ui.tests.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.run.launch.TraceLevel;
import lbsim.ui.launch.SimulationCommand;

/** The command line a launch configuration turns into. */
class SimulationCommandTest {

    private static final Path S = Path.of("/w/p/ms.lbsim");
    private static final Path O = Path.of("/w/p/results/ms");

    @Test
    void singleRunWithEverySingleRunOption() {
        SimulationCommand c = new SimulationCommand(S, O, " 7 ", List.of("application/strategy=guided", " "),
                List.of(), "", "4", true, List.of("chrome", "csv"), List.of(Path.of("/w/j/bin"), Path.of("/w/k/bin")));
        assertEquals(List.of("run", "/w/p/ms.lbsim", "--out", "/w/p/results/ms", "--progress=machine", "--seed", "7",
                "--set", "application/strategy=guided", "--export", "chrome,csv", "--classpath",
                "/w/j/bin" + File.pathSeparator + "/w/k/bin"), c.arguments());
        assertTrue(c.problems().isEmpty(), c.problems().toString());
    }

    @Test
    void experimentTakesJobsAndKeepRunsButNoClassPathOption() {
        SimulationCommand c = new SimulationCommand(S, O, "", List.of(), List.of("application/units=10,20"), "3", "2",
                true, List.of(), List.of(Path.of("/w/j/bin")));
        assertEquals(List.of("run", "/w/p/ms.lbsim", "--out", "/w/p/results/ms", "--progress=machine", "--sweep",
                "application/units=10,20", "--replications", "3", "--jobs", "2", "--keep-runs"), c.arguments());
    }

    @Test
    void minimalRun() {
        assertEquals(List.of("run", "/w/p/ms.lbsim", "--out", "/w/p/results/ms", "--progress=machine"),
                new SimulationCommand(S, O, null, List.of(), List.of(), null, null, false, List.of(), List.of())
                        .arguments());
    }

    @Test
    void problemsTheCommandLineWouldRefuse() {
        SimulationCommand c = new SimulationCommand(S, O, "x1", List.of("noequals"), List.of("=1,2"), "0", "-1", false,
                List.of("png"), List.of());
        assertEquals(List.of("Seed must be a whole number, got 'x1'.",
                "Replications must be a whole number >= 1, got '0'.", "Jobs must be a whole number >= 1, got '-1'.",
                "Assignment 'noequals' is not PATH=VALUE.", "Sweep '=1,2' is not PATH=SPEC.",
                "Exports cannot be combined with sweeps or replications: export single runs."), c.problems());
    }

    @Test
    void callSitesGoToASingleRunOnly() {
        SimulationCommand single = new SimulationCommand(S, O, "", List.of(), List.of(), "", "", false, List.of(),
                List.of(), true);
        assertEquals(List.of("run", "/w/p/ms.lbsim", "--out", "/w/p/results/ms", "--progress=machine", "--call-sites"),
                single.arguments());
        SimulationCommand experiment = new SimulationCommand(S, O, "", List.of(), List.of(), "2", "", false, List.of(),
                List.of(), true);
        assertEquals(List.of("run", "/w/p/ms.lbsim", "--out", "/w/p/results/ms", "--progress=machine", "--replications",
                "2"), experiment.arguments());
    }

    @Test
    void theTraceLevelGoesToASingleRunOnlyAndFullIsLeftOut() {
        SimulationCommand summary = new SimulationCommand(S, O, "", List.of(), List.of(), "", "", false, List.of(),
                List.of(), false, TraceLevel.SUMMARY);
        assertEquals(List.of("run", "/w/p/ms.lbsim", "--out", "/w/p/results/ms", "--progress=machine",
                "--trace=summary"), summary.arguments());
        assertTrue(summary.problems().isEmpty(), summary.problems().toString());
        SimulationCommand none = new SimulationCommand(S, O, "", List.of(), List.of(), "", "", false, List.of(),
                List.of(), false, TraceLevel.NONE);
        assertEquals("--trace=none", none.arguments().get(5));
        SimulationCommand full = new SimulationCommand(S, O, "", List.of(), List.of(), "", "", false, List.of(),
                List.of(), false, null);
        assertEquals(TraceLevel.FULL, full.trace());
        assertEquals(5, full.arguments().size(), full.arguments().toString());
        // an experiment's runs record no trace; the command line refuses --trace there
        SimulationCommand experiment = new SimulationCommand(S, O, "", List.of(), List.of(), "2", "", false, List.of(),
                List.of(), false, TraceLevel.NONE);
        assertEquals(List.of("run", "/w/p/ms.lbsim", "--out", "/w/p/results/ms", "--progress=machine", "--replications",
                "2"), experiment.arguments());
        assertTrue(experiment.problems().isEmpty(), experiment.problems().toString());
    }

    @Test
    void callSitesAndExportsNeedTheFullTrace() {
        SimulationCommand c = new SimulationCommand(S, O, "", List.of(), List.of(), "", "", false, List.of("svg"),
                List.of(), true, TraceLevel.SUMMARY);
        assertEquals(List.of(
                "Exports need Trace: Full: they are written from the trace's events, which Trace: Summaries only does not keep.",
                "Record call sites needs Trace: Full: call sites are recorded with the trace's events, which Trace:"
                        + " Summaries only does not keep."), c.problems());
        assertTrue(new SimulationCommand(S, O, "", List.of(), List.of(), "", "", false, List.of("svg"), List.of(), true,
                TraceLevel.FULL).problems().isEmpty());
    }
}
