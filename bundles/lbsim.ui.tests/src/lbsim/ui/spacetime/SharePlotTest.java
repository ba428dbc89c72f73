package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.layout.Palette;
import lbsim.trace.TraceStates;
import lbsim.trace.store.Intervals;
import lbsim.trace.store.TraceStore;
import lbsim.ui.launch.RunReport;
import lbsim.ui.tests.Table51Result;

/**
 * The CPU share plots of observed tasks in the space-time editor (what the retired "lbsim Result" view showed),
 * on the Table 5.1 result (examples/wus-nice-share.lbsim run here): 15 hosts k{1,2,3}-n{0,5,10,15,19}, each with k
 * competing nice-0 processes and an observed task obs-HOST of nice n asking for 10 s of CPU from 0. Under the
 * Linux 2.0 priorities (p = 20 - nice) the task gets share = p / (p + 20 k) of the processor and ends at 10 s /
 * share (MISS-PVM report, Table 5.1). Geometry from {@link SharePlot}'s formulas: a share of 1 fills the bar's 14
 * px (row 20 - 2 x 3). Runs on the UI thread.
 */
class SharePlotTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
        RunReport.setInteractive(true, true);
    }

    @Test
    void table51SharesAndEndsInTheEditor(@TempDir Path tmp) throws Exception {
        Path folder = Table51Result.writeTable51Result(tmp);
        RunReport.openResult(folder);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, page.getActiveEditor());
        flush(e);
        SpaceTimeFigure f = e.getFigure();
        SharePlot plot = null;
        for (SpaceTimeFigure.RowOverlay o : f.getOverlays()) {
            if (o instanceof SharePlot s) {
                plot = s;
            }
        }
        assertNotNull(plot, "the editor shows the share plots of a result folder with shares.csv");
        TraceStore store = e.getStore();
        // the whole run: to the slowest task's end (k = 3, nice 19: share 1/61, 610 s)
        double runEnd = store.endSeconds();
        assertEquals(610, runEnd, 1e-6);
        TimeWindow w = new TimeWindow(0, runEnd, runEnd, 610); // 1 px per s
        e.setWindow(w);
        int left = f.plotLeft();
        int checked = 0;
        for (int k : Table51Result.KS) {
            for (int nice : Table51Result.NICES) {
                String name = "obs-k" + k + "-n" + nice;
                int p = 20 - nice;
                double share = p / (p + 20.0 * k);
                double end = Table51Result.WORK_SECONDS / share;
                int task = store.getTask(name);
                // the trace: the observed task computes from 0 to 10 s / share
                Intervals in = store.states(task, 0, store.endSeconds());
                assertEquals(1, in.size(), name);
                assertEquals(TraceStates.COMPUTE, in.state(0), name);
                assertEquals(0, in.start(0), 1e-9, name);
                assertEquals(end, in.end(0), 1e-9, name);
                // the share plot: one step of the Table 5.1 share from 0 to the end, bottom-aligned in the bar
                List<SharePlot.ShareRect> rects = plot.rects(f, task);
                int height = (int) Math.round(share * (SpaceTimeFigure.ROW_HEIGHT - 2 * SpaceTimeFigure.BAR_INSET));
                if (height == 0) {
                    // nice 19 next to k = 2 or 3: 1/41 or 1/61 of 14 px rounds to nothing (k = 1: 1/21 of 14 = 0.67 -> 1)
                    assertEquals(List.of(), rects, name);
                    continue;
                }
                assertEquals(1, rects.size(), name);
                SharePlot.ShareRect r = rects.get(0);
                assertEquals(share, r.share(), 1e-12, name);
                assertEquals(left, r.x0(), name);
                assertEquals(left + (int) Math.round(w.x(end)), r.x1(), name);
                assertEquals(height, r.height(), name);
                SpaceTimeFigure.Row row = f.rowOf(task);
                assertEquals(row.y() + SpaceTimeFigure.ROW_HEIGHT - SpaceTimeFigure.BAR_INSET, r.y() + r.height(), name);
                checked++;
            }
        }
        assertEquals(13, checked, "15 tasks less obs-k2-n19 and obs-k3-n19");

        // pixels: k1-n0 (share 20/40 = 0.5: 7 of 14 px, 0 to 20 s) has the share colour at the bottom of its bar
        // and the compute colour above it; right of 20 s the row is empty track
        ImageData image = paint(f, "table51-shares.png");
        Rectangle b = f.getBounds();
        SpaceTimeFigure.Row r0 = f.rowOf(store.getTask("obs-k1-n0"));
        int bottom = r0.y() + SpaceTimeFigure.ROW_HEIGHT - SpaceTimeFigure.BAR_INSET; // first pixel below the bar
        assertEquals(rgb(SharePlot.COLOUR), pixel(image, b, left + 10, bottom - 1));
        assertEquals(rgb(SharePlot.COLOUR), pixel(image, b, left + 10, bottom - 7));
        assertEquals(rgb(Palette.stateColour(TraceStates.COMPUTE)), pixel(image, b, left + 10, bottom - 8));
        assertEquals(rgb(Palette.TRACK), pixel(image, b, left + 30, bottom - 1));
    }

    @Test
    void theOldResultViewIsGone() {
        assertNull(PlatformUI.getWorkbench().getViewRegistry().find("lbsim.ui.resultView"));
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        try {
            PlatformUI.getWorkbench().showPerspective("lbsim.ui.perspective", w);
        } catch (org.eclipse.ui.WorkbenchException x) {
            throw new AssertionError(x);
        }
        for (var ref : w.getActivePage().getViewReferences()) {
            assertTrue(!ref.getId().equals("lbsim.ui.resultView"), "the lbsim perspective still shows the Result view");
        }
    }

    @Test
    void aMasterSlaveRunHasNoSharePlot(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, ComparisonPaneTest.runA(tmp)));
        assertTrue(e.getFigure().getOverlays().stream().noneMatch(o -> o instanceof SharePlot));
    }

    private static RGB rgb(int c) {
        return new RGB((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }
}
