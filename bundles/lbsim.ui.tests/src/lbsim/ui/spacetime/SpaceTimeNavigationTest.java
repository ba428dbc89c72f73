package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.*;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.keys.IBindingService;
import org.eclipse.ui.views.contentoutline.ContentOutline;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.layout.Palette;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.ui.launch.RunReport;

/**
 * Navigation, cursors, message selection, stepping, filters and the overview of the space-time editor, on a
 * hand-made trace of 10 s. Hosts h0 (master) and h1 (worker-1, worker-2); states:
 * <pre>
 * master:   send [0, 1], blocked [1, 4], send [4, 5], blocked [5, 10]
 * worker-1: receive [1.5, 2], compute [2, 4], send [4, 4.5], blocked [4.5, 6]
 * worker-2: receive [5.5, 6], compute [6, 8]
 * </pre>
 * messages (id: source -> destination, tag, bytes, send start / injected / delivered / received):
 * <pre>
 * 0: master -> worker-1, tag 1, 1000 B, 0.5 / 0.75 / 1.25 / 2.0
 * 1: worker-1 -> master, tag 2,   64 B, 4.0 / 4.25 / 4.5  / 5.0
 * 2: master -> worker-2, tag 1, 2000 B, 4.5 / 4.75 / 5.25 / 6.0
 * </pre>
 * Over [0, 10] s at 500 px a second is 50 px. Rows (figure y): axis 0-32, h0 32-50, master 50-70, h1 70-88,
 * worker-1 88-108, worker-2 108-128.
 */
class SpaceTimeNavigationTest {

    static final int COMPUTE = 0;
    static final int SEND = 1;
    static final int RECEIVE = 2;
    static final int BLOCKED = 3;

    private IWorkbenchPage page;

    static Path trace(Path dir) throws Exception {
        Path f = dir.resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            w.state(0, SEND, 0, 1);
            w.state(0, BLOCKED, 1, 4);
            w.state(0, SEND, 4, 5);
            w.state(0, BLOCKED, 5, 10);
            w.state(1, RECEIVE, 1.5, 2);
            w.state(1, COMPUTE, 2, 4);
            w.state(1, SEND, 4, 4.5);
            w.state(1, BLOCKED, 4.5, 6);
            w.state(2, RECEIVE, 5.5, 6);
            w.state(2, COMPUTE, 6, 8);
            w.message(0, 0, 1, 1, 1000, 0.5, 0.75, 1.25, 2.0);
            w.message(1, 1, 0, 2, 64, 4.0, 4.25, 4.5, 5.0);
            w.message(2, 0, 2, 1, 2000, 4.5, 4.75, 5.25, 6.0);
            w.finish(10, List.of("h0", "h1"), List.of("master", "worker-1", "worker-2"), new int[] { 0, 1, 1 },
                    TraceStates.STATES);
        }
        return f;
    }

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
        RunReport.setInteractive(true, true);
    }

    private SpaceTimeEditor open(Path tmp) throws Exception {
        SpaceTimeEditor e = UiTestKit.openFitted(page, trace(tmp));
        return e;
    }

    @Test
    void rowsAreWhereTheClassCommentSays(@TempDir Path tmp) throws Exception {
        SpaceTimeFigure f = open(tmp).getFigure();
        assertEquals(List.of(32, 50, 70, 88, 108), f.getRows().stream().map(SpaceTimeFigure.Row::y).toList());
    }

    @Test
    void arrowsAreColouredByTheirTag(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        int left = f.plotLeft();
        assertEquals(List.of(1, 2), f.tagsInView());
        ImageData image = paint(f);
        // message 0 starts at (0.5 s = 25 px, master's centre 60), message 1 at (4 s = 200 px, worker-1's centre 98)
        // both start on an orange send bar; the line may be smoothed into it, so a pixel counts as the tag's when
        // it is a mix of the tag's colour (at least 30 %) and the bar's
        int bar = Palette.stateColour(SEND);
        assertTrue(near(image, f, left + 25, 60, TagPalette.colour(1), bar),
                "tag 1's colour at message 0's start: " + around(image, f, left + 25, 60));
        assertTrue(near(image, f, left + 200, 98, TagPalette.colour(2), bar),
                "tag 2's colour at message 1's start: " + around(image, f, left + 200, 98));
        assertTrue(!near(image, f, left + 200, 98, TagPalette.colour(1), bar));
        assertTrue(!near(image, f, left + 25, 60, TagPalette.colour(2), bar));
        assertNotEquals(TagPalette.colour(1), TagPalette.colour(2));
        // the palette is a function of the tag alone: 1 and 1 + size share a colour, negatives are fine
        assertEquals(TagPalette.colour(1), TagPalette.colour(1 + TagPalette.size()));
        assertEquals(TagPalette.colour(TagPalette.size() - 1), TagPalette.colour(-1));
        // no tag takes a state's colour (an arrow over a bar of that state would vanish)
        for (int tag = 0; tag < TagPalette.size(); tag++) {
            for (int state = 0; state < TraceStates.STATES.size(); state++) {
                assertNotEquals(Palette.stateColour(state), TagPalette.colour(tag), "tag " + tag + ", state " + state);
            }
        }
        // tag 2 hidden: its arrow and its legend entry go, worker-1's send bar shows through
        e.setFilter(SpaceTimeFilter.NONE.withHiddenTags(Set.of(2)));
        assertEquals(List.of(1), f.tagsInView());
        image = paint(f);
        assertTrue(!near(image, f, left + 200, 98, TagPalette.colour(2), bar), "no tag 2 colour left");
        assertEquals(rgb(Palette.stateColour(SEND)), pixel(image, f, left + 210, 98));
    }

    @Test
    void aDragOnTheAxisZoomsToItsRange(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        int left = e.getFigure().plotLeft();
        // from 100 px (2 s) to 300 px (6 s), right to left works the same
        drag(e, 1, 0, left + 300, 10, left + 100, 10);
        assertWindow(2, 6, e.getWindow());
        assertEquals(500, e.getWindow().width());
    }

    @Test
    void axisClicksSetTheCursorsAndMeasureDeltaT(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        int left = e.getFigure().plotLeft();
        Cursors c = e.getNavigation().getCursors();
        // a click at 100 px: the middle of pixel 100 is 100.5 px * 0.02 s/px = 2.01 s
        drag(e, 1, 0, left + 100, 10, left + 100, 10);
        assertEquals(2.01, c.first(), 1e-12);
        assertTrue(Double.isNaN(c.second()));
        assertEquals("t = 2.01 s", c.label());
        // Shift+click at 225 px: 225.5 * 0.02 = 4.51 s; delta t = 4.51 - 2.01 = 2.5 s
        drag(e, 1, SWT.SHIFT, left + 225, 10, left + 225, 10);
        assertEquals(4.51, c.second(), 1e-12);
        assertEquals(2.5, c.delta(), 1e-12);
        assertEquals("t = 2.01 s, \u0394t = 2.5 s", c.label());
        assertEquals(new TimeWindow(0, 10, 10, 500), e.getWindow(), "a click does not zoom");
        // the cursor lines are painted at their pixels
        ImageData image = paint(e.getFigure());
        assertEquals(rgb(Cursors.FIRST_COLOUR), pixel(image, e.getFigure(), left + 100, 80));
        assertEquals(rgb(Cursors.SECOND_COLOUR), pixel(image, e.getFigure(), left + 225, 80));
        // Esc removes both; C without a pointer sets the cursor at the window's centre (5 s)
        key(e, SWT.ESC, 0);
        assertEquals("", c.label());
        key(e, 'c', 0);
        assertEquals(5, c.first(), 1e-12);
        // formats: 1.5 ms, 250 us, 120 s
        assertEquals("1.5 ms", Cursors.format(0.0015));
        assertEquals("250 us", Cursors.format(0.00025));
        assertEquals("-120 s", Cursors.format(-120));
    }

    @Test
    void aDragOnEmptySpaceOrWithTheMiddleButtonPans(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        int left = f.plotLeft();
        e.setWindow(new TimeWindow(2, 6, 10, 500)); // 0.008 s per pixel
        update(e);
        // worker-2 is in no state at 3 s (125 px): empty space; dragged 50 px right shows 0.4 s earlier
        drag(e, 1, 0, left + 125, 118, left + 175, 118);
        assertWindow(1.6, 5.6, e.getWindow());
        assertTrue(e.getSite().getSelectionProvider().getSelection().isEmpty());
        // the middle button pans even over a bar (worker-1 computes at 3 s: now 175 px); 100 px left = 0.8 s later
        drag(e, 2, 0, left + 175, 98, left + 75, 98);
        assertWindow(2.4, 6.4, e.getWindow());
        assertTrue(e.getSite().getSelectionProvider().getSelection().isEmpty(), "a middle drag selects nothing");
    }

    @Test
    void keysPanToTheEndsAndScrollTheRows(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        e.setWindow(new TimeWindow(2, 6, 10, 500));
        key(e, 0, SWT.HOME);
        assertWindow(0, 4, e.getWindow());
        key(e, 0, SWT.END);
        assertWindow(6, 10, e.getWindow());
        key(e, 0, SWT.ARROW_LEFT); // a tenth of 4 s
        assertWindow(5.6, 9.6, e.getWindow());
        key(e, '+', 0);
        assertWindow(6.6, 8.6, e.getWindow());
    }

    @Test
    void keysAndAMiddleDragScrollTheRowsOfATallDiagram(@TempDir Path tmp) throws Exception {
        // 60 tasks on one host, each computing over the whole run: 32 + 18 + 60 * 20 = 1250 px of rows
        Path file = tmp.resolve("trace.lbt");
        List<String> names = new ArrayList<>();
        try (TraceWriter w = new TraceWriter(file, TraceStates.STATES.size())) {
            for (int t = 0; t < 60; t++) {
                w.state(t, COMPUTE, 0, 10);
                names.add("task-" + t);
            }
            w.finish(10, List.of("h0"), names, new int[60], TraceStates.STATES);
        }
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, file));
        flush(e);
        FigureCanvas canvas = e.getCanvas();
        assertTrue(canvas.getClientArea().height < 1250, "the diagram is taller than the editor");
        assertTrue(canvas.getVerticalBar().isVisible());
        assertEquals(0, canvas.getViewport().getViewLocation().y);
        key(e, 0, SWT.ARROW_DOWN);
        assertEquals(SpaceTimeFigure.ROW_HEIGHT, canvas.getViewport().getViewLocation().y);
        key(e, 0, SWT.ARROW_UP);
        key(e, 0, SWT.ARROW_UP);
        assertEquals(0, canvas.getViewport().getViewLocation().y, "stops at the top");
        // a middle-button drag 40 px up moves the rows 40 px up: the view goes 40 px down
        int left = e.getFigure().plotLeft();
        drag(e, 2, 0, left + 100, 300, left + 100, 260);
        assertEquals(40, canvas.getViewport().getViewLocation().y);
        assertEquals(TimeWindow.fit(10, e.getWindow().width()), e.getWindow(), "no time moved");
        // the scroll bar follows
        assertEquals(40, canvas.getVerticalBar().getSelection());
    }

    @Test
    void zoomCommandsAndTheirKeyBindings(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        // worker-1 at 3 s (150 px): compute [2, 4]; with 5 % margins [1.9, 4.1]
        assertTrue(e.getNavigation().selectAt(f.plotLeft() + 150, 98));
        IHandlerService handlers = e.getSite().getService(IHandlerService.class);
        handlers.executeCommand(SpaceTimeCommands.ZOOM_TO_SELECTION, null);
        assertWindow(1.9, 4.1, e.getWindow());
        handlers.executeCommand(SpaceTimeCommands.ZOOM_TO_FIT, null);
        assertWindow(0, 10, e.getWindow());
        flush(e);
        IBindingService bindings = PlatformUI.getWorkbench().getService(IBindingService.class);
        assertEquals("Z", bindings.getBestActiveBindingFormattedFor(SpaceTimeCommands.ZOOM_TO_SELECTION));
        assertEquals("0", bindings.getBestActiveBindingFormattedFor(SpaceTimeCommands.ZOOM_TO_FIT));
        assertEquals("N", bindings.getBestActiveBindingFormattedFor(SpaceTimeCommands.NEXT_STATE));
        assertEquals("M", bindings.getBestActiveBindingFormattedFor(SpaceTimeCommands.NEXT_MESSAGE));
    }

    @Test
    void nextAndPreviousStateOfTheSelectedTask(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        e.setWindow(new TimeWindow(0, 2, 10, 500)); // 250 px/s
        // master at 0.8 s (200 px): send [0, 1] (message 0's arrow starts at 0.5 s: 7.6 px below, not hit)
        assertTrue(e.getNavigation().selectAt(f.plotLeft() + 200, 60));
        key(e, 'n', 0);
        IntervalSelection s = assertInstanceOf(IntervalSelection.class, e.selected());
        assertEquals(List.of("master", "blocked", 1.0, 4.0), List.of(s.task(), s.state(), s.start(), s.end()));
        // [1, 4] is longer than the 2 s window: zoomed to it with 5 % margins, [0.85, 4.15]
        assertWindow(0.85, 4.15, e.getWindow());
        key(e, 'n', 0);
        s = (IntervalSelection) e.selected();
        assertEquals(List.of("send", 4.0, 5.0), List.of(s.state(), s.start(), s.end()));
        // [4, 5] fits in the 3.3 s span: centred on 4.5 s, [2.85, 6.15]
        assertWindow(2.85, 6.15, e.getWindow());
        key(e, 'p', 0);
        s = (IntervalSelection) e.selected();
        assertEquals(List.of("blocked", 1.0, 4.0), List.of(s.state(), s.start(), s.end()));
        // worker-2's last state is compute [6, 8]: no next one, the selection stays
        e.setWindow(TimeWindow.fit(10, 500));
        assertTrue(e.getNavigation().selectAt(f.plotLeft() + 350, 118));
        key(e, 'n', 0);
        s = (IntervalSelection) e.selected();
        assertEquals(List.of("worker-2", "compute", 6.0, 8.0), List.of(s.task(), s.state(), s.start(), s.end()));
        key(e, 'p', 0);
        key(e, 'p', 0);
        s = (IntervalSelection) e.selected();
        assertEquals(List.of("receive", 5.5, 6.0), List.of(s.state(), s.start(), s.end()), "no earlier state");
    }

    /**
     * Issue 27, defect 6: a click on a bar a few pixels from an arrow selects the bar (before the fix, any point
     * within 3 px of a shaft selected the message, also on a bar). Message 0's shaft runs from (25, 60) to (100, 98)
     * (plot pixels): at x = 35 it is at y = 60 + 38 * 10 / 75 = 65.07.
     */
    @Test
    void aClickOnABarNearAnArrowSelectsTheBar(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        int left = e.getFigure().plotLeft();
        // (35, 63): on master's send bar [0, 1] (row 50-70, bar 53-67), 2.07 px above the shaft: 2.07 * 75 /
        // sqrt(75^2 + 38^2) = 1.85 px from it
        press(e, 1, 0, left + 35, 63);
        IntervalSelection s = assertInstanceOf(IntervalSelection.class, e.selected(), "the bar, not the message");
        assertEquals(List.of("master", "send", 0.0, 1.0), List.of(s.task(), s.state(), s.start(), s.end()));
        // (35, 65): on the shaft (0.07 px from it) the message is selected
        press(e, 1, 0, left + 35, 65);
        assertInstanceOf(MessageSelection.class, e.selected(), "on the arrow's line: the message");
        // off the bars (the inset under master's row, y 68), 3 px of tolerance as before: (40, 68) is
        // |68 - (60 + 38 * 15 / 75)| = 0.4 px vertically from the shaft
        press(e, 1, 0, left + 40, 68);
        assertInstanceOf(MessageSelection.class, e.selected());
    }

    @Test
    void aClickOnAnArrowSelectsItsMessageAndHighlightsItsBars(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        int left = f.plotLeft();
        ImageData before = paint(f);
        // message 0's arrow runs from (165, 60) to (240, 98); at 80 % of it: (225, 90.4), in worker-1's row
        press(e, 1, 0, left + 85, 90);
        MessageSelection m = assertInstanceOf(MessageSelection.class, e.selected());
        IPropertySource p = m.getAdapter(IPropertySource.class);
        assertEquals("master", p.getPropertyValue(MessageSelection.SOURCE));
        assertEquals("worker-1", p.getPropertyValue(MessageSelection.DESTINATION));
        assertEquals("1", p.getPropertyValue(MessageSelection.TAG));
        assertEquals("1000", p.getPropertyValue(MessageSelection.BYTES));
        assertEquals("0.5 s", p.getPropertyValue(MessageSelection.SEND_START));
        assertEquals("0.75 s", p.getPropertyValue(MessageSelection.INJECTED));
        assertEquals("1.25 s", p.getPropertyValue(MessageSelection.DELIVERED));
        assertEquals("2 s", p.getPropertyValue(MessageSelection.RECEIVED));
        // on the network 1.25 - 0.75 = 0.5 s; end to end 2.0 - 0.5 = 1.5 s
        assertEquals("500 ms", p.getPropertyValue(MessageSelection.TRAVEL));
        assertEquals("1.5 s", p.getPropertyValue(MessageSelection.END_TO_END));
        assertEquals(12, p.getPropertyDescriptors().length, "eleven rows and \"Blocking caused\" (BlockingRows)");
        assertEquals("none", p.getPropertyValue(BlockingRows.id(BlockingRows.CAUSED)), "delivered at 1.25, before worker-1 received");
        // the highlighted bars: master's send [0, 1] around 0.5 s, worker-1's receive [1.5, 2] ending at 2 s
        assertEquals(new MessageSelection.Bar(0, SEND, 0, 1), m.sendBar());
        assertEquals(new MessageSelection.Bar(1, RECEIVE, 1.5, 2), m.receiveBar());
        assertArrayEquals(new SpaceTimeNavigation.Rect[] { new SpaceTimeNavigation.Rect(left, left + 50, 51, 18),
                new SpaceTimeNavigation.Rect(left + 75, left + 100, 89, 18) }, e.getNavigation().highlightRects());
        ImageData after = paint(f);
        // the outline's top edge at 10 px, one pixel under master's row top: background before, highlight now
        assertEquals(rgb(Palette.BACKGROUND), pixel(before, f, left + 10, 51));
        assertEquals(rgb(SpaceTimeNavigation.HIGHLIGHT), pixel(after, f, left + 10, 51));
        assertEquals(rgb(SpaceTimeNavigation.HIGHLIGHT), pixel(after, f, left + 90, 89));
        // a click on a bar away from arrows selects its interval instead, and the highlight goes
        press(e, 1, 0, left + 150, 98);
        assertInstanceOf(IntervalSelection.class, e.selected());
        assertEquals(0, e.getNavigation().highlightRects().length);
        // analysis rows follow the message's own
        MessageSelection more = m.withAnalysisRows(List.of(new MessageSelection.Row("Blocking", "Caused", "1.5 s")));
        assertEquals(12, more.getPropertyDescriptors().length);
        assertEquals("1.5 s", more.getPropertyValue(new MessageSelection.Row("Blocking", "Caused", "").id()));
    }

    @Test
    void thePropertiesViewShowsTheSelectedMessage(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        int left = e.getFigure().plotLeft();
        press(e, 1, 0, left + 85, 90);
        flush(e);
        org.eclipse.ui.views.properties.PropertySheet sheet = assertInstanceOf(
                org.eclipse.ui.views.properties.PropertySheet.class, page.showView("org.eclipse.ui.views.PropertySheet"));
        flush(e);
        org.eclipse.swt.widgets.Tree tree = assertInstanceOf(org.eclipse.swt.widgets.Tree.class,
                sheet.getCurrentPage().getControl());
        List<String> rows = new ArrayList<>();
        collect(tree.getItems(), rows);
        for (String expected : List.of("Source=master", "Destination=worker-1", "Tag=1", "Bytes=1000",
                "Send start=0.5 s", "Injected=0.75 s", "Delivered=1.25 s", "Received=2 s",
                "Travel time (delivered - injected)=500 ms", "End to end (received - send start)=1.5 s")) {
            assertTrue(rows.contains(expected), expected + " in " + rows);
        }
        page.hideView(sheet);
    }

    /** Issue 27: Properties lists a message in the order of its life, with names not cut. */
    @Test
    void thePropertiesAreInTheOrderOfAMessagesLife(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        int left = e.getFigure().plotLeft();
        press(e, 1, 0, left + 85, 90);
        flush(e);
        org.eclipse.ui.views.properties.PropertySheet sheet = assertInstanceOf(
                org.eclipse.ui.views.properties.PropertySheet.class, page.showView("org.eclipse.ui.views.PropertySheet"));
        flush(e);
        org.eclipse.swt.widgets.Tree tree = assertInstanceOf(org.eclipse.swt.widgets.Tree.class,
                sheet.getCurrentPage().getControl());
        List<String> rows = new ArrayList<>();
        collect(tree.getItems(), rows);
        List<String> life = List.of("Send start=0.5 s", "Injected=0.75 s", "Delivered=1.25 s", "Received=2 s",
                "Travel time (delivered - injected)=500 ms", "End to end (received - send start)=1.5 s");
        List<Integer> at = life.stream().map(rows::indexOf).toList();
        assertTrue(at.get(0) >= 0 && at.stream().sorted().toList().equals(at), "in the order of a message's life: " + rows);
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(tree);
        int name = gc.textExtent("Travel time (delivered - injected)").x;
        gc.dispose();
        assertTrue(tree.getColumn(0).getWidth() >= Math.min(name, tree.getClientArea().width * 70 / 100),
                "names are not cut: " + tree.getColumn(0).getWidth() + " px for " + name + " px");
        page.hideView(sheet);
    }

    /**
     * Issue 27, "Readable at scale": compact rows put h0's only task in one row "h0 / master" (no header), h1's two
     * tasks under its header in rows of 10 px; collapse all leaves the two header rows.
     */
    @Test
    void compactRowsAndCollapseAll(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        e.setCompact(true);
        assertEquals(List.of("32 10 h0 / master", "42 18 h1", "60 10 worker-1", "70 10 worker-2"),
                e.getFigure().getRows().stream().map(r -> r.y() + " " + r.height() + " " + r.label()).toList());
        assertEquals(e.getFigure().rowOf(1), e.getFigure().rowAt(65));
        e.setCompact(false);
        assertEquals(List.of(32, 50, 70, 88, 108), e.getFigure().getRows().stream().map(SpaceTimeFigure.Row::y).toList());
        assertFalse(e.allCollapsed());
        e.setAllCollapsed(true);
        assertEquals(List.of("h0", "h1"), e.getFigure().getRows().stream().map(SpaceTimeFigure.Row::label).toList());
        assertTrue(e.allCollapsed());
        e.setAllCollapsed(false);
        assertEquals(5, e.getFigure().getRows().size());
    }

    /** Issue 27 (what Trace Compass users look for): hover tooltips on bars and arrows. */
    @Test
    void hoverTooltipsNameTheIntervalOrTheMessage(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        int left = e.getFigure().plotLeft();
        // 150 px = 3 s on worker-1's row: its compute [2, 4]
        assertEquals("worker-1 (h1): compute 2 s .. 4 s (2 s)", e.getNavigation().toolTipAt(left + 150, 98));
        // on message 0's shaft (see aClickOnAnArrowSelectsItsMessageAndHighlightsItsBars)
        assertEquals("message 0: master -> worker-1, tag 1, 1000 B, sent 0.5 s, received 2 s (1.5 s)",
                e.getNavigation().toolTipAt(left + 85, 90));
        assertNull(e.getNavigation().toolTipAt(left + 150, 10), "the axis has none");
        // the pointer resting there: the figure's tooltip
        Event hover = new Event();
        Rectangle b = e.getFigure().getBounds();
        hover.x = b.x + left + 150;
        hover.y = b.y + 98;
        e.getCanvas().notifyListeners(SWT.MouseMove, hover);
        e.getCanvas().notifyListeners(SWT.MouseHover, hover);
        assertEquals("worker-1 (h1): compute 2 s .. 4 s (2 s)",
                ((org.eclipse.draw2d.Label) e.getFigure().getToolTip()).getText());
    }

    @Test
    void nextAndPreviousMessageOfTheSelectedTag(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        int left = e.getFigure().plotLeft();
        press(e, 1, 0, left + 85, 90); // message 0, tag 1
        e.setWindow(new TimeWindow(0, 2.5, 10, 500));
        key(e, 'm', 0);
        // message 1 has tag 2: the next of tag 1 is message 2, [4.5, 6.0]; centred in the 2.5 s span: [4, 6.5]
        MessageSelection m = assertInstanceOf(MessageSelection.class, e.selected());
        assertEquals(2, m.id());
        assertEquals("worker-2", m.destination());
        assertWindow(4, 6.5, e.getWindow());
        key(e, 'm', 0);
        assertEquals(2, ((MessageSelection) e.selected()).id(), "no later message of tag 1");
        IHandlerService handlers = e.getSite().getService(IHandlerService.class);
        handlers.executeCommand(SpaceTimeCommands.PREVIOUS_MESSAGE, null);
        assertEquals(0, ((MessageSelection) e.selected()).id());
        assertWindow(0, 2.5, e.getWindow());
        handlers.executeCommand(SpaceTimeCommands.NEXT_MESSAGE, null);
        assertEquals(2, ((MessageSelection) e.selected()).id());
        // Shift+M, as a keyboard sends it (the workbench's key bindings see the key first: M2+M)
        key(e, 'M', 'm', SWT.SHIFT);
        assertEquals(0, ((MessageSelection) e.selected()).id());
    }

    @Test
    void filteredRowsBarsAndArrowsDisappearAndComeBack(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        assertEquals(List.of("h0", "master", "h1", "worker-1", "worker-2"), labels(f));
        assertEquals(3, f.arrowLines().size());
        e.setFilter(SpaceTimeFilter.NONE.withHiddenHosts(Set.of(1)));
        assertEquals(List.of("h0", "master"), labels(f));
        assertEquals(List.of(), f.arrowLines(), "every message has an end on h1");
        e.setFilter(SpaceTimeFilter.NONE.withHiddenTasks(Set.of(2)));
        assertEquals(List.of("h0", "master", "h1", "worker-1"), labels(f));
        assertEquals(List.of(0, 1), f.arrowLines().stream().map(SpaceTimeFigure.Arrow::message).toList());
        e.setFilter(SpaceTimeFilter.NONE.withHiddenTags(Set.of(1)));
        assertEquals(List.of(1), f.arrowLines().stream().map(SpaceTimeFigure.Arrow::message).toList());
        // compute hidden: worker-1 keeps receive [1.5, 2] (75-100 px), send [4, 4.5] and blocked [4.5, 6]
        e.setFilter(SpaceTimeFilter.NONE.withHiddenStates(Set.of(COMPUTE)));
        int left = f.plotLeft();
        assertEquals(List.of(new SpaceTimeFigure.Bar(1, RECEIVE, left + 75, left + 100),
                new SpaceTimeFigure.Bar(1, SEND, left + 200, left + 225),
                new SpaceTimeFigure.Bar(1, BLOCKED, left + 225, left + 300)), f.bars(1));
        // only tasks active in [0, 1.4]: master alone (worker-1 starts at 1.5 s); h1 has no row left
        e.setFilter(SpaceTimeFilter.NONE.withOnlyActive(true));
        e.setWindow(new TimeWindow(0, 1.4, 10, 500));
        assertEquals(List.of("h0", "master"), labels(f));
        e.setWindow(new TimeWindow(0, 5, 10, 500));
        assertEquals(List.of("h0", "master", "h1", "worker-1"), labels(f));
        e.setFilter(SpaceTimeFilter.NONE);
        e.setWindow(TimeWindow.fit(10, 500));
        assertEquals(List.of("h0", "master", "h1", "worker-1", "worker-2"), labels(f));
        assertEquals(3, f.arrowLines().size());
    }

    @Test
    void theFilterDialogListsEverythingAndReadsItsChecks(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        FilterDialog d = new FilterDialog(e.getSite().getShell(), e.getStore(), SpaceTimeFilter.NONE,
                FilterDialog.knownTags(e));
        d.setBlockOnOpen(false);
        d.open();
        try {
            TreeItem[] roots = d.getTree().getItems();
            assertEquals(List.of("Hosts", "States", "Message tags"), List.of(roots[0].getText(), roots[1].getText(),
                    roots[2].getText()));
            TreeItem h1 = roots[0].getItem(1);
            assertEquals("h1", h1.getText());
            assertEquals(List.of("worker-1", "worker-2"), List.of(h1.getItem(0).getText(), h1.getItem(1).getText()));
            assertEquals(TraceStates.STATES.size(), roots[1].getItemCount());
            assertEquals(List.of("tag 1", "tag 2"), List.of(roots[2].getItem(0).getText(), roots[2].getItem(1).getText()));
            assertEquals(SpaceTimeFilter.NONE, d.fromWidgets());
            h1.getItem(1).setChecked(false);
            roots[1].getItem(COMPUTE).setChecked(false);
            roots[2].getItem(1).setChecked(false);
            d.getOnlyActiveButton().setSelection(true);
            assertEquals(new SpaceTimeFilter(Set.of(), Set.of(2), Set.of(COMPUTE), Set.of(2), true), d.fromWidgets());
            // unchecking a host unchecks its tasks
            h1.setChecked(false);
            Event check = new Event();
            check.detail = SWT.CHECK;
            check.item = h1;
            d.getTree().notifyListeners(SWT.Selection, check);
            assertEquals(Set.of(1, 2), d.fromWidgets().hiddenTasks());
            assertEquals(Set.of(1), d.fromWidgets().hiddenHosts());
        } finally {
            d.close();
        }
    }

    @Test
    void draggingTheOutlinesWindowPansTheEditor(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        e.setWindow(new TimeWindow(2, 4, 10, 500));
        ContentOutline view = assertInstanceOf(ContentOutline.class, page.showView(IPageLayout.ID_OUTLINE));
        page.activate(e);
        flush(e);
        SpaceTimeOutlinePage outline = assertInstanceOf(SpaceTimeOutlinePage.class, view.getCurrentPage());
        Canvas c = (Canvas) outline.getControl();
        SpaceTimeOutlinePage.Overview o = outline.overview();
        int width = c.getClientArea().width;
        assertEquals(width, o.width());
        // the window [2, 4] s sits at 0.2 to 0.4 of the outline's width; a press in its middle (3 s) and a drag
        // of 20 px moves it 20 px * 10 s / width
        int x = (int) Math.round(3.0 * width / 10);
        outlineMouse(c, SWT.MouseDown, x, 0);
        outlineMouse(c, SWT.MouseMove, x + 20, SWT.BUTTON1);
        outlineMouse(c, SWT.MouseUp, x + 20, 0);
        assertWindow(2 + 200.0 / width, 4 + 200.0 / width, e.getWindow());
        // a press outside the window centres it there: at 80 % of the width (8 s), [7, 9]
        int x8 = (int) Math.round(0.8 * width);
        outlineMouse(c, SWT.MouseDown, x8, 0);
        outlineMouse(c, SWT.MouseUp, x8, 0);
        assertWindow(x8 * 10.0 / width - 1, x8 * 10.0 / width + 1, e.getWindow());
        page.hideView(view);
    }

    @Test
    void overviewArithmetic() {
        // 10 s over 200 px: 20 px/s; the window [2, 4] is at 40 .. 80 px
        SpaceTimeOutlinePage.Overview o = new SpaceTimeOutlinePage.Overview(10, 200);
        TimeWindow w = new TimeWindow(2, 4, 10, 500);
        assertEquals(50, o.x(2.5), 1e-12);
        assertEquals(SpaceTimeOutlinePage.Overview.Part.LEFT_EDGE, o.partAt(w, 41));
        assertEquals(SpaceTimeOutlinePage.Overview.Part.RIGHT_EDGE, o.partAt(w, 78));
        assertEquals(SpaceTimeOutlinePage.Overview.Part.INSIDE, o.partAt(w, 60));
        assertEquals(SpaceTimeOutlinePage.Overview.Part.OUTSIDE, o.partAt(w, 150));
        assertWindow(3, 5, o.moved(w, 20)); // 20 px = 1 s
        assertWindow(8, 10, o.moved(w, 200)); // stops at the end
        assertWindow(1, 4, o.leftAt(w, 20)); // the start to 20 px = 1 s
        assertWindow(2, 5, o.rightAt(w, 100)); // the end to 100 px = 5 s
        assertWindow(3.95, 4, o.leftAt(w, 90)); // past the end: one overview pixel (0.05 s) before it
        assertWindow(8, 10, o.centredAt(w, 180)); // centred on 9 s, shifted back inside the run
    }

    private static List<String> labels(SpaceTimeFigure f) {
        return f.getRows().stream().map(SpaceTimeFigure.Row::label).toList();
    }

    private static void assertWindow(double t0, double t1, TimeWindow w) {
        assertEquals(t0, w.t0(), 1e-9, "t0 of " + w);
        assertEquals(t1, w.t1(), 1e-9, "t1 of " + w);
    }

    private static void outlineMouse(Canvas c, int type, int x, int state) {
        Event ev = new Event();
        ev.button = type == SWT.MouseMove ? 0 : 1;
        ev.x = x;
        ev.y = 10;
        ev.stateMask = state;
        c.notifyListeners(type, ev);
    }

    /** A press and release of {@code button} with {@code state} (e.g. SWT.SHIFT) at figure point (x, y). */
    private static void press(SpaceTimeEditor e, int button, int state, int x, int y) {
        drag(e, button, state, x, y, x, y);
    }

    /** A press at (x0, y0), a move to (x1, y1) with the button down, a release there (figure points). */
    private static void drag(SpaceTimeEditor e, int button, int state, int x0, int y0, int x1, int y1) {
        SpaceTimeFigure f = e.getFigure();
        Rectangle b = f.getBounds();
        org.eclipse.draw2d.geometry.Point view = e.getCanvas().getViewport().getViewLocation();
        int mask = button == 1 ? SWT.BUTTON1 : SWT.BUTTON2;
        Event down = new Event();
        down.button = button;
        down.stateMask = state;
        down.x = b.x + x0 - view.x;
        down.y = b.y + y0 - view.y;
        e.getCanvas().notifyListeners(SWT.MouseDown, down);
        Event move = new Event();
        move.stateMask = state | mask;
        move.x = b.x + x1 - view.x;
        move.y = b.y + y1 - view.y;
        e.getCanvas().notifyListeners(SWT.MouseMove, move);
        Event up = new Event();
        up.button = button;
        up.stateMask = state | mask;
        up.x = move.x;
        up.y = move.y;
        e.getCanvas().notifyListeners(SWT.MouseUp, up);
        update(e);
    }

    private static void key(SpaceTimeEditor e, int c, int keyCode) {
        key(e, c, keyCode, 0);
    }

    private static void key(SpaceTimeEditor e, int c, int keyCode, int state) {
        Event k = new Event();
        k.stateMask = state;
        k.character = (char) c;
        k.keyCode = keyCode;
        k.doit = true;
        e.getCanvas().notifyListeners(SWT.KeyDown, k);
    }

    private static void collect(TreeItem[] items, List<String> out) {
        for (TreeItem i : items) {
            i.setExpanded(true);
            out.add(i.getText(0) + "=" + i.getText(1));
            collect(i.getItems(), out);
        }
    }

    private static RGB rgb(int c) {
        return new RGB((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }

    private static List<RGB> around(ImageData image, SpaceTimeFigure f, int x, int y) {
        List<RGB> out = new ArrayList<>();
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                out.add(pixel(image, f, x + dx, y + dy));
            }
        }
        return out;
    }

    /**
     * Whether a pixel within one of figure point (x, y) is colour {@code rgb} drawn over colour {@code under}:
     * p = a * rgb + (1 - a) * under with a >= 0.3, within 10 per channel (least squares for a).
     */
    private static boolean near(ImageData image, SpaceTimeFigure f, int x, int y, int rgb, int under) {
        RGB c = rgb(rgb);
        RGB u = rgb(under);
        double[] v = { c.red - u.red, c.green - u.green, c.blue - u.blue };
        double vv = v[0] * v[0] + v[1] * v[1] + v[2] * v[2];
        for (RGB p : around(image, f, x, y)) {
            double[] d = { p.red - u.red, p.green - u.green, p.blue - u.blue };
            double a = (d[0] * v[0] + d[1] * v[1] + d[2] * v[2]) / vv;
            double r = 0;
            for (int k = 0; k < 3; k++) {
                r = Math.max(r, Math.abs(d[k] - a * v[k]));
            }
            if (a >= 0.3 && a <= 1.05 && r <= 10) {
                return true;
            }
        }
        return false;
    }
}
