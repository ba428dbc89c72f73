package lbsim.ui.tests.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import lbsim.ui.launch.LaunchAttributes;
import lbsim.ui.launch.ProgressProtocol;
import lbsim.ui.launch.RunReport;
import lbsim.ui.launch.ScenarioMarkers;
import lbsim.ui.launch.SimulationJob;

/**
 * Issue 24, failed runs as data: an experiment launched from the IDE whose first sweep point fails at an object of
 * the scenario (a real application whose main class does not exist) ends "failed", and the Problems view gets a
 * marker naming the run (its sweep point, the point's assignment, the replication and the seed) and the object,
 * all from the command line's problem record (its run fields and object fields), none from a message's text.
 */
class FailedRunLaunchTest {

    private IProject sims;

    @BeforeEach
    void workspace() throws Exception {
        Workbench.deleteAllProjects();
        sims = Workbench.project("sims");
        RunReport.setInteractive(false, false);
    }

    @AfterEach
    void restore() throws Exception {
        for (ILaunch l : org.eclipse.debug.core.DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            SimulationJob job = SimulationJob.of(l);
            if (job != null && job.process().isAlive()) {
                job.process().destroyForcibly();
            }
        }
        org.eclipse.core.runtime.jobs.Job.getJobManager().join(SimulationJob.FAMILY, null);
        Workbench.dispatch(200);
        RunReport.setInteractive(true, true);
        sims.delete(true, true, null); // its failure markers would stay in the Problems view of later tests' screenshots
    }

    @Test
    void aFailedRunOfAnExperimentIsAMarkerNamingItsPointAndSeed() throws Exception {
        assumeTrue(Workbench.cliSpeaksProgressProtocol(), "needs the command line's --progress=machine");
        sims.getFolder("scenarios").create(true, true, null);
        sims.getFolder("scenarios/classes").create(true, true, null); // an empty class path: no class is found
        IFile scenario = Workbench.write(sims, "scenarios/real.lbsim", """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="real">
                  <platform>
                    <hosts name="ws1"/>
                  </platform>
                  <application xsi:type="lbsim:RealApplication" mainClass="bad.Zero">
                    <classPath>classes</classPath>
                  </application>
                  <run seed="7"/>
                </lbsim:Scenario>
                """);
        ILaunchConfigurationWorkingCopy c = Workbench.configuration("sweep", scenario, false);
        c.setAttribute(LaunchAttributes.SWEEPS, List.of("application/mainClass=bad.One,bad.Two"));
        c.setAttribute(LaunchAttributes.JOBS, "1"); // one run at a time: the first point fails, the second never runs
        SimulationJob job = Workbench.launchAndWait(c.doSave());
        assertEquals("failed", job.outcome().status(), job.process().transcript());
        assertEquals(1, job.outcome().exit());

        // the record: the run as fields (replication 0 of a point runs on the master seed itself, run/seed 7)
        assertEquals(1, job.process().problems().size(), job.process().problems().toString());
        ProgressProtocol.ProblemReport p = job.process().problems().get(0);
        assertNotNull(p.run(), p.toString());
        assertEquals(new ProgressProtocol.FailedRun(0, 0, 7, List.of("application/mainClass=bad.One")), p.run());
        assertEquals("RealApplication application", p.objectLabel());
        assertEquals("mainClass", p.feature());

        // the marker, from the record
        IMarker[] markers = scenario.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length);
        IMarker m = markers[0];
        assertEquals(0, m.getAttribute(ScenarioMarkers.POINT, -1));
        assertEquals(0, m.getAttribute(ScenarioMarkers.REPLICATION, -1));
        assertEquals("7", m.getAttribute(ScenarioMarkers.SEED, ""));
        assertEquals("application/mainClass=bad.One", m.getAttribute(ScenarioMarkers.ASSIGNMENTS, ""));
        assertEquals("RealApplication application", m.getAttribute(ScenarioMarkers.OBJECT, ""));
        assertEquals("application", m.getAttribute(ScenarioMarkers.OBJECT_PATH, ""));
        String message = m.getAttribute(IMarker.MESSAGE, "");
        assertTrue(message.startsWith("sweep point 0 (application/mainClass=bad.One), replication 0, seed 7: "
                + "RealApplication application: "), message);
        assertTrue(message.contains("bad.One"), message);
        assertEquals(IMarker.SEVERITY_ERROR, m.getAttribute(IMarker.SEVERITY, -1));
        // where the object is written: the application's line has no name attribute, so the marker has no line
        // unless the record gives one; the Problems view still shows it on the file
        assertTrue(m.isSubtypeOf(IMarker.PROBLEM));
    }

    /**
     * The same from records alone: a failed run's cause at no object (a deadlock) gets a marker on the file, naming the
     * run; its fields come from the record even when its text names another point.
     */
    @Test
    void aCauseAtNoObjectIsAMarkerOnTheFile() throws Exception {
        IFile scenario = Workbench.write(sims, "scenarios/x.lbsim", "<not read/>");
        ProgressProtocol.FailedRun run = new ProgressProtocol.FailedRun(3, 1, Long.MIN_VALUE + 5, List.of("a/b=2", "c/d=x"));
        ProgressProtocol.ProblemReport deadlock = new ProgressProtocol.ProblemReport(true, 0, "", "", "", "", "",
                "deadlock at 2.0 s: sweep point 9 is named here, not the run", "x.lbsim: deadlock ...", run);
        assertEquals(1, ScenarioMarkers.mark(scenario, List.of(deadlock)));
        IMarker m = scenario.findMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_ZERO)[0];
        assertEquals(3, m.getAttribute(ScenarioMarkers.POINT, -1));
        assertEquals(1, m.getAttribute(ScenarioMarkers.REPLICATION, -1));
        assertEquals(Long.toString(Long.MIN_VALUE + 5), m.getAttribute(ScenarioMarkers.SEED, ""));
        assertEquals("a/b=2\nc/d=x", m.getAttribute(ScenarioMarkers.ASSIGNMENTS, ""));
        assertEquals("sweep point 3 (a/b=2, c/d=x), replication 1, seed " + (Long.MIN_VALUE + 5)
                + ": deadlock at 2.0 s: sweep point 9 is named here, not the run", m.getAttribute(IMarker.MESSAGE, ""));
        assertEquals(-1, m.getAttribute(IMarker.LINE_NUMBER, -1));
        // a problem of no run and no object still gets none
        assertEquals(0, ScenarioMarkers.mark(scenario, List.of(new ProgressProtocol.ProblemReport(true, 0, "", "", "", "", "",
                "disk full", "disk full"))));
    }
}
