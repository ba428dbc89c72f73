package lbsim.ui.tests.launch;

import static lbsim.ui.tests.launch.Workbench.configuration;
import static lbsim.ui.tests.launch.Workbench.launchAndWait;
import static lbsim.ui.tests.launch.Workbench.project;
import static lbsim.ui.tests.launch.Workbench.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.trace.file.TraceFileStore;
import lbsim.ui.launch.LaunchAttributes;
import lbsim.ui.launch.RunReport;
import lbsim.ui.launch.SimulationJob;
import lbsim.ui.launch.ProgressProtocol.Outcome;

/**
 * A launch with each Trace choice runs the real command line with that level: Full writes trace.lbt with its
 * events, Summaries only a trace.lbt without events, None no trace.lbt, and every other figure of the result is the
 * same; the result folder of None opens no editor but one line that says why.
 */
class TraceLevelRunTest {

    private IProject sims;

    @BeforeEach
    void workspace() throws Exception {
        assumeTrue(Workbench.cliSpeaksProgressProtocol(), "needs the command line's --progress=machine");
        Workbench.deleteAllProjects();
        sims = project("sims");
        RunReport.setInteractive(false, false);
    }

    @AfterEach
    void restore() {
        RunReport.setInteractive(true, true);
    }

    /** Runs the scenario at {@code level} (null: the attribute left out) into results/{@code folder}. */
    private Path run(IFile scenario, String level, String folder) throws Exception {
        ILaunchConfigurationWorkingCopy wc = configuration("trace-" + folder, scenario, false);
        if (level != null) {
            wc.setAttribute(LaunchAttributes.TRACE, level);
        }
        wc.setAttribute(LaunchAttributes.OUTPUT, "/sims/results/" + folder);
        SimulationJob job = launchAndWait(wc.doSave());
        Outcome o = job.outcome();
        assertEquals("completed", o.status(), o + "\n" + job.process().transcript());
        return job.resultFolder();
    }

    @Test
    void eachLevelReachesTheCommandLine() throws Exception {
        IFile scenario = write(sims, "scenarios/ms.lbsim",
                SimulationLaunchTest.masterSlave("ms", "strategy=\"fixed(5)\"", ""));
        Path full = run(scenario, null, "full");
        Path summary = run(scenario, "summary", "summary");
        Path none = run(scenario, "none", "none");

        try (TraceFileStore s = TraceFileStore.open(full.resolve("trace.lbt"))) {
            assertTrue(s.hasEvents(), "Full (no attribute): the events");
        }
        try (TraceFileStore s = TraceFileStore.open(summary.resolve("trace.lbt"))) {
            assertFalse(s.hasEvents(), "Summaries only: the level without events");
        }
        assertFalse(Files.exists(none.resolve("trace.lbt")), "None: no trace.lbt");

        // the run's figures do not depend on the level: fixed(5) hands 55 units out in 11 chunks at every level
        List<String> rows = Files.readAllLines(full.resolve("masterslave.csv"));
        assertEquals("11", rows.get(1).split(",")[7]);
        assertEquals(rows, Files.readAllLines(summary.resolve("masterslave.csv")));
        assertEquals(rows, Files.readAllLines(none.resolve("masterslave.csv")));

        // the result of None: one line instead of an editor
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.closeAllEditors(false);
        String line = RunReport.openResult(none);
        assertEquals(none + ": the run recorded no trace (Trace: None, lbsim run --trace=none), so there is no"
                + " space-time diagram; run it again with Trace: Full to see one.", line);
        assertNull(page.getActiveEditor());
        assertNull(RunReport.noTrace(summary));
    }
}
