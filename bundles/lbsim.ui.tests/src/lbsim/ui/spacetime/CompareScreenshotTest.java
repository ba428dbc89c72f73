package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.*;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.io.ScenarioOverrides;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.result.ResultWriter;
import lbsim.ui.launch.RunReport;

/**
 * A screenshot for docs/: the ion-implantation example under two strategies (static-block and
 * adaptive-weighted-factoring), side by side in the space-time editor with their differences. Runs only when
 * {@code -Dlbsim.screenshots=FOLDER} is given; writes FOLDER/ide-two-runs.png.
 */
class CompareScreenshotTest {

    private static Path run(Path dir, String strategy) throws Exception {
        Path scenario = Path.of(System.getProperty("lbsim.examples", "../../examples"), "ion-implantation.lbsim");
        Scenario s = ScenarioLoader.load(scenario);
        String set = "application/strategy=" + strategy;
        ScenarioOverrides.apply(s, set);
        RunOutcome o = ScenarioRunner.run(s, scenario.toString(), List.of(set), null, null);
        Path folder = dir.resolve("ion-" + strategy);
        ResultWriter.write(o, folder, "test");
        return folder;
    }

    @Test
    void twoStrategiesSideBySide(@TempDir Path tmp) throws Exception {
        String out = System.getProperty("lbsim.screenshots", "");
        assumeTrue(!out.isEmpty(), "screenshots only with -Dlbsim.screenshots=FOLDER");
        Path a = run(tmp, "static-block");
        Path b = run(tmp, "adaptive-weighted-factoring");
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        w.getShell().setBounds(0, 0, 1600, 1000);
        PlatformUI.getWorkbench().showPerspective("lbsim.ui.perspective", w);
        IWorkbenchPage page = w.getActivePage();
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, a.resolve("trace.lbt")));
        page.setPartState(page.getReference(e), IWorkbenchPage.STATE_MAXIMIZED);
        ComparisonPane.open(e, b);
        dispatch(2500);
        Path file = Path.of(out).resolve("ide-two-runs.png");
        saveScreen(w.getShell().getBounds(), file);
        assertTrue(Files.size(file) > 10_000, file + " is nearly empty");
        page.closeAllEditors(false);
    }
}
