package lbsim.ui.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.Test;

/** Package-private parts of the launch: outcomes from exit codes, progress texts, Java versions, the class path. */
class LaunchPartsTest {

    @Test
    void outcomeLineWinsElseTheExitCodeTells() {
        ProgressProtocol.Outcome written = new ProgressProtocol.Outcome("failed", 1, "/r", "deadlock at 3 s");
        assertEquals(written, SimulationJob.outcome(written, 1, false));
        assertEquals("completed", SimulationJob.outcome(null, 0, false).status());
        assertEquals("bad-input", SimulationJob.outcome(null, 2, false).status());
        assertEquals("failed", SimulationJob.outcome(null, 1, false).status());
        assertEquals("stopped", SimulationJob.outcome(null, 143, false).status()); // 128 + SIGTERM
        assertEquals("stopped", SimulationJob.outcome(null, 130, false).status()); // 128 + SIGINT
        assertEquals("stopped", SimulationJob.outcome(null, 1, true).status()); // the user asked
    }

    @Test
    void progressAsShareAndText() {
        ProgressProtocol.SingleRunProgress s = new ProgressProtocol.SingleRunProgress(12.5, 100, 123456);
        assertEquals(0.125, SimulationJob.fraction(s));
        assertEquals("12.5 of 100 s simulated, 123,456 events", SimulationJob.describe(s));
        ProgressProtocol.SingleRunProgress unknownEnd = new ProgressProtocol.SingleRunProgress(7, 0, 9);
        assertEquals(0.0, SimulationJob.fraction(unknownEnd));
        assertEquals("7 s simulated, 9 events", SimulationJob.describe(unknownEnd));
        ProgressProtocol.ExperimentProgress e = new ProgressProtocol.ExperimentProgress(3, 9, 10, 27);
        assertEquals(10.0 / 27, SimulationJob.fraction(e));
        assertEquals("3 of 9 points, 10 of 27 runs", SimulationJob.describe(e));
    }

    @Test
    void javaFeatureVersions() {
        assertEquals(21, SimulationLaunchDelegate.feature("21.0.2"));
        assertEquals(25, SimulationLaunchDelegate.feature("25"));
        assertEquals(8, SimulationLaunchDelegate.feature("1.8.0_392"));
        assertEquals(17, SimulationLaunchDelegate.feature("17.0.9+9"));
        assertEquals(0, SimulationLaunchDelegate.feature(""));
        assertEquals(0, SimulationLaunchDelegate.feature("unknown"));
    }

    @Test
    void dialogMessage() {
        assertEquals("The scenario bad.lbsim cannot be run: Host 'n1': speed must be > 0",
                RunReport.message("bad.lbsim", new ProgressProtocol.Outcome("bad-input", 2, "", "Host 'n1': speed must be > 0"),
                        List.of()));
        assertEquals("The simulation of ms.lbsim failed: lbsim: task m threw",
                RunReport.message("ms.lbsim", new ProgressProtocol.Outcome("failed", 1, "", ""),
                        List.of("lbsim: first", "lbsim: task m threw")));
    }

    @Test
    void runtimeClassPathHasLbsimAndItsLibrariesButNoEclipseRuntime() throws Exception {
        List<Path> cp = LbsimBundles.runtimeClassPath();
        String all = cp.toString();
        for (String bundle : List.of("lbsim.app", "lbsim.run", "lbsim.model", "lbsim.core", "lbsim.api",
                "org.eclipse.emf.ecore", "org.eclipse.emf.common", "org.eclipse.emf.ecore.xmi",
                "org.apache.commons.math3", "org.apache.commons.rng.core")) {
            for (Path p : LbsimBundles.classPathOf(Platform.getBundle(bundle))) {
                assertTrue(cp.contains(p), bundle + " (" + p + ") is not in " + all);
            }
        }
        for (String bundle : List.of("org.eclipse.core.runtime", "org.eclipse.equinox.app",
                "org.eclipse.equinox.registry", "org.eclipse.ui")) {
            for (Path p : LbsimBundles.classPathOf(Platform.getBundle(bundle))) {
                assertFalse(cp.contains(p), bundle + " must not be on the simulation's class path: " + all);
            }
        }
    }
}
