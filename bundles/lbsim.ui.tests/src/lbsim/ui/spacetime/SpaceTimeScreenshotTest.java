package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.*;

import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import lbsim.ui.launch.RunReport;

/**
 * A screenshot of the space-time editor with the Outline and Properties views, a selected message and both
 * cursors, on the trace given with {@code -Dlbsim.spacetimeTrace=FILE}, saved as spacetime-navigation.png
 * into {@code -Dlbsim.screenshots=FOLDER}. Runs only when both are given.
 */
class SpaceTimeScreenshotTest {

    @AfterEach
    void restore() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    @Test
    void editorWithOutlineProperties() throws Exception {
        String folder = System.getProperty("lbsim.screenshots", "");
        String trace = System.getProperty("lbsim.spacetimeTrace", "");
        assumeTrue(!folder.isEmpty() && !trace.isEmpty(), "only with -Dlbsim.screenshots and -Dlbsim.spacetimeTrace");
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        w.getShell().setBounds(0, 0, 1280, 960);
        IWorkbenchPage page = w.getActivePage();
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, Path.of(trace)));
        page.showView(IPageLayout.ID_OUTLINE);
        page.showView("org.eclipse.ui.views.PropertySheet");
        page.activate(e);
        dispatch(500);
        // the first 40 messages (the master handing out the first chunks), with 10 % room after them
        lbsim.trace.store.Messages all = e.getStore().messages(lbsim.trace.store.TraceStore.ANY,
                lbsim.trace.store.TraceStore.ANY, 0, e.getWindow().end());
        assertTrue(all.size() > 0, "messages in the trace");
        int n = Math.min(all.size(), 40);
        double last = 0;
        for (int i = 0; i < n; i++) {
            last = Math.max(last, Double.isNaN(all.received(i)) ? all.sendStart(i) : all.received(i));
        }
        double t0 = all.sendStart(0);
        e.setWindow(e.getWindow().zoomTo(t0, last, 0.1));
        dispatch(200);
        SpaceTimeFigure f = e.getFigure();
        List<SpaceTimeFigure.Arrow> arrows = f.arrowLines();
        assertTrue(!arrows.isEmpty(), "arrows in view");
        SpaceTimeFigure.Arrow a = arrows.get(arrows.size() / 2);
        e.getNavigation().selectAt((a.x0() + a.x1()) / 2, (a.y0() + a.y1()) / 2);
        // close to the selected message: its send start to receipt with margins, then 8 times wider
        e.getNavigation().zoomToSelection();
        for (int i = 0; i < 3; i++) {
            e.setWindow(e.getWindow().zoomOut());
        }
        dispatch(200);
        TimeWindow win = e.getWindow();
        e.getNavigation().setCursor(win.t0() + 0.25 * win.span(), false);
        e.getNavigation().setCursor(win.t0() + 0.6 * win.span(), true);
        page.activate(e);
        dispatch(1500);
        saveScreen(w.getShell().getBounds(), Path.of(folder, "spacetime-navigation.png"));
    }
}
