package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.layout.Palette;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;
import lbsim.ui.launch.RunReport;

/**
 * The density strip (issue 27, "a density strip or histogram over time for the visible rows") on a hand-made trace
 * whose intervals and messages start at known times: the counts per column equal the hand count, read in one piece
 * or in many, with the filter's tasks, states and tags left out; the strip's bars and line are at the heights the
 * counts give.
 */
class DensityStripTest {

    static final int COMPUTE = 0;
    static final int SEND = 1;
    static final int RECEIVE = 2;
    static final int BLOCKED = 3;

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
        RunReport.setInteractive(true, true);
        SpaceTimePreferences.store().setToDefault(SpaceTimePreferences.DENSITY_HEIGHT);
    }

    @Test
    void thePreferenceSetsTheStripsHeight(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, trace(tmp)));
        page.activate(e);
        UiTestKit.flush(e);
        e.setDensityShown(true);
        assertEquals(DensityStrip.HEIGHT, e.getFigure().densityHeight(), "the default");
        SpaceTimePreferences.store().setValue(SpaceTimePreferences.DENSITY_HEIGHT, 90);
        UiTestKit.flush(e); // the open diagram takes it (asynchronously)
        assertEquals(90, e.getFigure().densityHeight());
        assertEquals(e.getFigure().densityBar(1, 1), 90 - 6, "the full bar grows with it");
        SpaceTimePreferences.store().setValue(SpaceTimePreferences.DENSITY_HEIGHT, 5000);
        assertEquals(SpaceTimePreferences.MAX_DENSITY_HEIGHT, SpaceTimePreferences.densityHeight(), "clamped");
    }

    /**
     * 10 s; host h0: t0, host h1: t1, t2. Intervals start at (task: times) t0: 0, 1, 1.5, 3; t1: 1.2, 9.5; t2: 1.0
     * (blocked). Messages are sent at 0.5 (t0 -> t1, tag 7), 1.7 (t1 -> t0, tag 3), 9.9 (t2 -> t0, tag 7).
     */
    static Path trace(Path dir) throws Exception {
        Path f = dir.resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            w.state(0, SEND, 0, 1);
            w.state(0, COMPUTE, 1, 1.5);
            w.state(0, BLOCKED, 1.5, 3);
            w.state(1, COMPUTE, 1.2, 9.5);
            w.state(0, COMPUTE, 3, 10);
            w.state(1, RECEIVE, 9.5, 10);
            w.state(2, BLOCKED, 1.0, 10);
            w.message(0, 0, 1, 7, 100, 0.5, 0.6, 0.7, 0.8);
            w.message(1, 1, 0, 3, 100, 1.7, 1.8, 1.9, 2.0);
            w.message(2, 2, 0, 7, 100, 9.9, 9.92, 9.95, 9.99);
            w.finish(10, List.of("h0", "h1"), List.of("t0", "t1", "t2"), new int[] { 0, 1, 1 }, TraceStates.STATES);
        }
        return f;
    }

    private static DensityStrip.Counts count(TraceStore s, TimeWindow w, SpaceTimeFilter f, long piece) throws Exception {
        return DensityStrip.count(s, w, t -> f.showsTask(s, t), f::showsState, f::showsTag, piece, null, null);
    }

    @Test
    void countsPerColumnAreTheHandCount(@TempDir Path tmp) throws Exception {
        try (TraceStore s = TraceStores.open(trace(tmp))) {
            TimeWindow w = TimeWindow.fit(10, 10); // one column a second
            // by hand: column 0 [0, 1): t0 at 0; column 1 [1, 2): t0 at 1 and 1.5, t1 at 1.2, t2 at 1.0; column 3:
            // t0 at 3; column 9: t1 at 9.5. Messages: 0.5 in column 0, 1.7 in 1, 9.9 in 9.
            int[] intervals = { 1, 4, 0, 1, 0, 0, 0, 0, 0, 1 };
            int[] messages = { 1, 1, 0, 0, 0, 0, 0, 0, 0, 1 };
            for (long piece : new long[] { DensityStrip.PIECE_RECORDS, 1, 3 }) { // one piece; many (a column each)
                DensityStrip.Counts c = count(s, w, SpaceTimeFilter.NONE, piece);
                assertArrayEquals(intervals, c.intervals(), "pieces of " + piece);
                assertArrayEquals(messages, c.messages(), "pieces of " + piece);
                assertEquals(4, c.max());
            }
            // t1 hidden: its intervals (1.2, 9.5) and the message it sends (1.7) are not counted
            SpaceTimeFilter noT1 = SpaceTimeFilter.NONE.withHiddenTasks(Set.of(1));
            assertArrayEquals(new int[] { 1, 3, 0, 1, 0, 0, 0, 0, 0, 0 }, count(s, w, noT1, 1).intervals());
            assertArrayEquals(new int[] { 1, 0, 0, 0, 0, 0, 0, 0, 0, 1 }, count(s, w, noT1, 1).messages());
            // host h1 hidden (t1, t2), state blocked hidden, tag 7 hidden
            assertEquals(4, count(s, w, SpaceTimeFilter.NONE.withHiddenHosts(Set.of(1)), 1).intervalTotal()); // t0's
            // blocked hidden: t0's 1.5 and t2's 1.0 are blocked, so column 1 keeps t0 at 1 and t1 at 1.2
            assertArrayEquals(new int[] { 1, 2, 0, 1, 0, 0, 0, 0, 0, 1 },
                    count(s, w, SpaceTimeFilter.NONE.withHiddenStates(Set.of(BLOCKED)), 1).intervals());
            assertArrayEquals(new int[] { 0, 1, 0, 0, 0, 0, 0, 0, 0, 0 },
                    count(s, w, SpaceTimeFilter.NONE.withHiddenTags(Set.of(7)), 1).messages());
            // a window inside the run: [1.25, 2.25) in 4 columns of 0.25 s: 1.5 in column 1, 1.7 (message) in 1
            TimeWindow in = new TimeWindow(1.25, 2.25, 10, 4);
            assertArrayEquals(new int[] { 0, 1, 0, 0 }, count(s, in, SpaceTimeFilter.NONE, 1).intervals());
            assertArrayEquals(new int[] { 0, 1, 0, 0 }, count(s, in, SpaceTimeFilter.NONE, 1).messages());
            // cancelled between pieces: no counts
            assertEquals(null, DensityStrip.count(s, w, t -> true, x -> true, x -> true, 1, () -> true, null));
        }
    }

    /** A left-button drag from figure point (x0, y0) to (x1, y1), as the canvas hears it. */
    private static void drag(SpaceTimeEditor e, int x0, int y0, int x1, int y1) {
        org.eclipse.draw2d.geometry.Rectangle b = e.getFigure().getBounds();
        org.eclipse.draw2d.geometry.Point view = e.getCanvas().getViewport().getViewLocation();
        org.eclipse.swt.widgets.Event down = new org.eclipse.swt.widgets.Event();
        down.button = 1;
        down.x = b.x + x0 - view.x;
        down.y = b.y + y0 - view.y;
        e.getCanvas().notifyListeners(org.eclipse.swt.SWT.MouseDown, down);
        org.eclipse.swt.widgets.Event move = new org.eclipse.swt.widgets.Event();
        move.stateMask = org.eclipse.swt.SWT.BUTTON1;
        move.x = b.x + x1 - view.x;
        move.y = b.y + y1 - view.y;
        e.getCanvas().notifyListeners(org.eclipse.swt.SWT.MouseMove, move);
        org.eclipse.swt.widgets.Event up = new org.eclipse.swt.widgets.Event();
        up.button = 1;
        up.stateMask = org.eclipse.swt.SWT.BUTTON1;
        up.x = move.x;
        up.y = move.y;
        e.getCanvas().notifyListeners(org.eclipse.swt.SWT.MouseUp, up);
        UiTestKit.update(e);
    }

    private static RGB rgb(int c) {
        return new RGB((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }

    @Test
    void theStripShowsTheCountsOfTheShownRows(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, trace(tmp)));
        page.activate(e);
        UiTestKit.flush(e);
        SpaceTimeFigure f = e.getFigure();
        assertFalse(f.isDensityShown(), "hidden until asked for");
        int legendWithout = f.legendHeight();
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(DensityStripHandler.COMMAND_ID, null);
        assertTrue(f.isDensityShown());
        assertEquals(legendWithout + f.densityHeight(), f.legendHeight(), "the strip sits over the legend");
        e.setWindow(TimeWindow.fit(10, 500)); // 50 pixels a second
        UiTestKit.update(e);
        DensityStrip.Counts c = f.density();
        assertNotNull(c);
        assertEquals(7, c.intervalTotal());
        assertEquals(3, c.messageTotal());
        // pixel 50 (t = 1.0): t0 at 1 and t2 at 1.0, two starts: the scale's maximum; pixel 60 (1.2): one
        assertEquals(2, c.intervals()[50]);
        assertEquals(1, c.intervals()[60]);
        assertEquals(2, c.max());
        assertEquals("", f.densityMessage());
        ImageData img = UiTestKit.paint(f, "density.png");
        int bottom = f.densityTop() + f.densityHeight() - 2;
        int full = f.densityBar(2, 2);
        int half = f.densityBar(1, 2);
        assertEquals(f.densityHeight() - 6, full);
        int left = f.plotLeft();
        RGB grey = rgb(DensityStrip.INTERVAL_RGB);
        RGB track = rgb(Palette.TRACK);
        assertEquals(grey, UiTestKit.pixel(img, f, left + 50, bottom - full), "two starts: the full bar");
        assertEquals(track, UiTestKit.pixel(img, f, left + 50, bottom - full - 1));
        assertEquals(grey, UiTestKit.pixel(img, f, left + 60, bottom - half), "one start: half the bar");
        assertEquals(track, UiTestKit.pixel(img, f, left + 60, bottom - half - 1));
        assertEquals(track, UiTestKit.pixel(img, f, left + 55, bottom - 3), "no start at pixel 55");
        // the message sent at 0.5 s: the line at half height over pixel 25
        assertEquals(rgb(DensityStrip.MESSAGE_RGB), UiTestKit.pixel(img, f, left + 25, bottom - half));
        assertNotEquals(rgb(DensityStrip.MESSAGE_RGB), UiTestKit.pixel(img, f, left + 35, bottom - half));
        // the filter: t2 hidden leaves pixel 50 one start, and the scale follows
        e.setFilter(SpaceTimeFilter.NONE.withHiddenTasks(Set.of(2)));
        c = f.density();
        assertEquals(1, c.intervals()[50]);
        assertEquals(6, c.intervalTotal());
        assertEquals(2, c.messageTotal());
        assertEquals(1, c.max());
        // a drag over the strip zooms to the times it spans, as on the axis: pixels 100 .. 200 are 2 s .. 4 s
        int y = f.densityTop() + f.densityHeight() / 2;
        assertTrue(f.onDensityStrip(y));
        drag(e, left + 100, y, left + 200, y);
        assertEquals(2.0, e.getWindow().t0(), 1e-9);
        assertEquals(4.0, e.getWindow().t1(), 1e-9);
        // toggled off: the legend as before
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(DensityStripHandler.COMMAND_ID, null);
        assertFalse(f.isDensityShown());
        assertEquals(legendWithout, f.legendHeight());
    }
}
