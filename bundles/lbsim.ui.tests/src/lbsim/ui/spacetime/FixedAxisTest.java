package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.layout.Palette;
import lbsim.ui.launch.RunReport;

/**
 * The space-time diagram at 200 tasks (issue 27, "the time axis stays in place while the rows scroll; the legend has
 * a fixed place"): scrolled down, the axis is drawn at the top of the view and the legend at its bottom, over the
 * rows; the axis band takes the clicks and tooltips of the axis, not of the rows under it; Find reveals a row above
 * the legend.
 */
class FixedAxisTest {

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

    private static RGB rgb(int c) {
        return new RGB((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }

    @Test
    void axisAndLegendStayWhileTheRowsScroll(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, AnalysisViewsScaleTest.ring(tmp)));
        page.activate(e);
        UiTestKit.flush(e);
        SpaceTimeFigure f = e.getFigure();
        int view = e.getCanvas().getClientArea().height;
        assertTrue(f.rowsBottom() > 3 * view, "200 rows are taller than the view: " + f.rowsBottom() + " " + view);
        assertEquals(0, f.axisTop());
        e.getCanvas().scrollToY(1500);
        UiTestKit.dispatch(100);
        int top = e.getCanvas().getViewport().getViewLocation().y;
        assertEquals(1500, top);
        assertEquals(top, f.axisTop(), "the axis is drawn at the view's top");
        assertEquals(top + view - f.legendHeight(), f.legendTop(), "the legend at the view's bottom");
        ImageData img = UiTestKit.paint(f, "fixed-axis.png");
        // the axis line, AXIS_HEIGHT - 4 under the view's top, across the plot (rows lie there in the old diagram)
        int y = top + SpaceTimeFigure.AXIS_HEIGHT - 4;
        int left = f.plotLeft();
        int line = 0, samples = 0;
        for (int x = left; x < left + f.getWindow().width(); x += 7, samples++) {
            RGB p = UiTestKit.pixel(img, f, x, y);
            line += p.red == p.green && p.green == p.blue && p.red < 128 ? 1 : 0; // the text grey, however smoothed
        }
        assertTrue(line >= samples * 9 / 10, line + " of " + samples + " samples on the axis line at y " + y);
        // the legend's first swatch (compute) at the view's bottom, over the rows
        int ly = f.legendTop();
        assertEquals(rgb(Palette.stateColour(0)), UiTestKit.pixel(img, f, 4 + 7, ly + 9));
        // the axis band has no row tooltip; a bar just under it has one
        int x = left + f.getWindow().width() / 20; // early in the run: every task computes
        assertNull(e.getNavigation().toolTipAt(x, top + 10));
        String tip = e.getNavigation().toolTipAt(x, top + SpaceTimeFigure.AXIS_HEIGHT + 12);
        assertNotNull(tip);
        assertTrue(tip.contains("compute"), tip);
        // Find reveals a row the legend would hide: t150's compute ends above the legend
        e.getNavigation().find(new TraceSearch.Criteria(false, e.getStore().getTask("t150"), TraceStore_ANY, TraceStore_ANY,
                0, 0), true);
        UiTestKit.dispatch(100);
        SpaceTimeFigure.Row r = f.rowOf(e.getStore().getTask("t150"));
        int now = e.getCanvas().getViewport().getViewLocation().y;
        assertTrue(r.y() >= now + SpaceTimeFigure.AXIS_HEIGHT && r.y() + r.height() <= f.legendTop(),
                "t150's row " + r.y() + ".." + (r.y() + r.height()) + " in view " + now + " above the legend at "
                        + f.legendTop());
    }

    private static final int TraceStore_ANY = lbsim.trace.store.TraceStore.ANY;

    /**
     * Every tick label of the time axis lies wholly inside the figure: a tick at (or near) the right end of the window
     * has its label written left of it. Written right of every tick, the whole-run view of a run ending at 10 s cut
     * the last label at the figure's edge, so "10" read "1" (and "800" read "80" at deep zoom).
     */
    @Test
    void theLastTickLabelIsWhollyInsideTheAxis(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, AnalysisViewsScaleTest.ring(tmp)));
        page.activate(e);
        UiTestKit.flush(e);
        SpaceTimeFigure f = e.getFigure();
        e.setWindow(TimeWindow.fit(10, e.getWindow().width()));
        UiTestKit.flush(e);
        int right = f.plotLeft() + f.getWindow().width();
        java.util.List<lbsim.run.layout.SpaceTimeLayout.Tick> ticks = f.view().ticks();
        lbsim.run.layout.SpaceTimeLayout.Tick last = ticks.get(ticks.size() - 1);
        assertEquals(10, last.time(), 1e-9, "the run's end is a tick: " + ticks);
        assertEquals(right, (int) last.x(), "at the window's right end");
        for (lbsim.run.layout.SpaceTimeLayout.Tick t : ticks) {
            int x = f.tickLabelX(t);
            int w = org.eclipse.draw2d.FigureUtilities.getTextExtents(t.label(), f.getFont()).width;
            assertTrue(x >= f.plotLeft() - 2 && x + w <= right + SpaceTimeFigure.RIGHT_MARGIN,
                    "label " + t.label() + " at " + x + ".." + (x + w) + " inside " + f.plotLeft() + ".."
                            + (right + SpaceTimeFigure.RIGHT_MARGIN));
        }
    }
}
