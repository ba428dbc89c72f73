package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
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
 * The space-time diagram editor on a hand-made trace (written here with {@link TraceWriter}): 10 s, hosts h0
 * (task master) and h1 (worker-1, worker-2). Expected pixels come from x = plotLeft + (t - t0) * W / (t1 - t0)
 * and the colours from {@link Palette} (the PNG/SVG picture's). Runs on the UI thread.
 */
class SpaceTimeEditorTest {

    static final int COMPUTE = 0;
    static final int SEND = 1;
    static final int RECEIVE = 2;
    static final int BLOCKED = 3;

    private IWorkbenchPage page;
    private IProject project;

    /**
     * master: send [0, 1], blocked [1, 10]; worker-1: compute [2, 4], blocked [4, 6];
     * worker-2: receive [5, 8]; one message master -> worker-1 sent at 0.5, received at 2.
     */
    static byte[] handMadeTrace(Path dir) throws Exception {
        Path f = dir.resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            w.state(0, SEND, 0, 1);
            w.state(0, BLOCKED, 1, 10);
            w.state(1, COMPUTE, 2, 4);
            w.state(1, BLOCKED, 4, 6);
            w.state(2, RECEIVE, 5, 8);
            w.message(0, 0, 1, 7, 1000, 0.5, 0.6, 1.5, 2.0);
            // h1 has 2 competing processes from 2 s, 1 from 6 s, none from 8 s; h0 none
            w.load(1, 2.0, 2);
            w.load(1, 6.0, 1);
            w.load(1, 8.0, 0);
            w.finish(10, List.of("h0", "h1"), List.of("master", "worker-1", "worker-2"), new int[] { 0, 1, 1 },
                    TraceStates.STATES);
        }
        return Files.readAllBytes(f);
    }

    @BeforeEach
    void setUp() throws Exception {
        page = UiTestKit.workbenchPage();
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("spacetime");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
    }

    @AfterEach
    void tearDown() throws Exception {
        page.closeAllEditors(false);
        project.delete(true, true, null);
        RunReport.setInteractive(true, true);
    }

    private SpaceTimeEditor open(Path tmp) throws Exception {
        IFolder results = project.getFolder("results");
        if (!results.exists()) {
            results.create(true, true, null);
        }
        IFolder run = results.getFolder("run1");
        if (!run.exists()) {
            run.create(true, true, null);
        }
        IFile trace = run.getFile("trace.lbt");
        trace.create(new ByteArrayInputStream(handMadeTrace(tmp)), true, null);
        // the default editor of a file named trace.lbt, as a double-click in the Project Explorer opens it
        IEditorPart part = IDE.openEditor(page, trace);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, part);
        flush(e);
        return e;
    }

    @Test
    void opensOnTraceFilesWithHostsAndTasks(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        assertEquals("run1", e.getPartName());
        SpaceTimeFigure f = e.getFigure();
        List<String> labels = f.getRows().stream().map(SpaceTimeFigure.Row::label).toList();
        assertEquals(List.of("h0", "master", "h1", "worker-1", "worker-2"), labels);
        // the whole run over the canvas width minus the name column and the margin
        TimeWindow w = e.getWindow();
        assertEquals(0, w.t0());
        assertEquals(10, w.t1());
        int client = e.getCanvas().getClientArea().width;
        assertEquals(client - SpaceTimeFigure.LABEL_WIDTH - SpaceTimeFigure.RIGHT_MARGIN, w.width());
    }

    @Test
    void barBoundsAtAKnownZoom(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        int left = f.plotLeft();
        // [0, 10] s over 500 px: 50 px/s; worker-1 computes from 2 s (100 px) to 4 s (200 px), then blocks to 6 s (300 px)
        e.setWindow(new TimeWindow(0, 10, 10, 500));
        assertEquals(List.of(new SpaceTimeFigure.Bar(1, COMPUTE, left + 100, left + 200),
                new SpaceTimeFigure.Bar(1, BLOCKED, left + 200, left + 300)), f.bars(1));
        // zoomed to [3, 5] s over 400 px: 200 px/s; compute to 4 s = 200 px, blocked from there to the end
        e.setWindow(new TimeWindow(3, 5, 10, 400));
        assertEquals(List.of(new SpaceTimeFigure.Bar(1, COMPUTE, left, left + 200),
                new SpaceTimeFigure.Bar(1, BLOCKED, left + 200, left + 400)), f.bars(1));
        // worker-2 receives from 5 s: in [3, 5] only its closed end touches the window, less than a pixel's time
        assertEquals(List.of(), f.bars(2));
        // one message in [3, 5]? it ended at 2 s: none; in the whole run one, drawn as an arrow
        assertEquals(0, f.messagesInWindow());
        e.setWindow(TimeWindow.fit(10, 500));
        assertEquals(1, f.messagesInWindow());
        assertNotNull(f.arrows());
        assertEquals(1, f.arrows().size());
        // its arrow: from 0.5 s (25 px) on master's row centre to 2 s (100 px) on worker-1's
        SpaceTimeFigure.Row m = f.rowOf(0);
        SpaceTimeFigure.Row w1 = f.rowOf(1);
        assertEquals(List.of(new SpaceTimeFigure.Arrow(0, left + 25, m.y() + m.height() / 2, left + 100,
                w1.y() + w1.height() / 2)), f.arrowLines());
    }

    @Test
    void barPixelsHaveTheirStatesPaletteColour(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        e.setWindow(new TimeWindow(0, 10, 10, 500));
        update(e);
        ImageData image = paint(f, "spacetime-editor.png");
        Rectangle b = f.getBounds();
        int left = f.plotLeft();
        SpaceTimeFigure.Row w1 = f.rowOf(1);
        int y = w1.y() + w1.height() / 2;
        assertEquals(rgb(Palette.stateColour(COMPUTE)), pixel(image, b, left + 150, y), "compute at 3 s");
        assertEquals(rgb(Palette.stateColour(BLOCKED)), pixel(image, b, left + 250, y), "blocked at 5 s");
        assertEquals(rgb(Palette.TRACK), pixel(image, b, left + 50, y), "no state at 1 s: the row's track");
        assertEquals(rgb(Palette.TRACK), pixel(image, b, left + 400, y), "no state at 8 s");
        SpaceTimeFigure.Row w2 = f.rowOf(2);
        assertEquals(rgb(Palette.stateColour(RECEIVE)), pixel(image, b, left + 325, w2.y() + w2.height() / 2),
                "worker-2 receives at 6.5 s");
        assertEquals(rgb(Palette.BACKGROUND), pixel(image, b, left + 150, w1.y() + 1), "above the bar: background");
        assertNotEquals(rgb(Palette.stateColour(COMPUTE)), rgb(Palette.stateColour(BLOCKED)));
    }

    @Test
    void clickSelectsTheIntervalAndShowsItsProperties(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        e.setWindow(new TimeWindow(0, 10, 10, 500));
        update(e);
        SpaceTimeFigure.Row w1 = f.rowOf(1);
        // a mouse press on the canvas at 3 s (150 px) in worker-1's row: compute [2, 4]
        Rectangle b = f.getBounds();
        org.eclipse.draw2d.geometry.Point view = e.getCanvas().getViewport().getViewLocation();
        Event down = new Event();
        down.button = 1;
        down.x = b.x + f.plotLeft() + 150 - view.x;
        down.y = b.y + w1.y() + w1.height() / 2 - view.y;
        e.getCanvas().notifyListeners(SWT.MouseDown, down);
        IStructuredSelection s = (IStructuredSelection) e.getSite().getSelectionProvider().getSelection();
        assertEquals(1, s.size());
        IPropertySource p = ((org.eclipse.core.runtime.IAdaptable) s.getFirstElement()).getAdapter(IPropertySource.class);
        assertNotNull(p);
        assertEquals("worker-1", p.getPropertyValue(IntervalSelection.TASK));
        assertEquals("h1", p.getPropertyValue(IntervalSelection.HOST));
        assertEquals("compute", p.getPropertyValue(IntervalSelection.STATE));
        assertEquals("2 s", p.getPropertyValue(IntervalSelection.START));
        assertEquals("4 s", p.getPropertyValue(IntervalSelection.END));
        assertEquals("2 s", p.getPropertyValue(IntervalSelection.DURATION));
        assertEquals(6, p.getPropertyDescriptors().length);

        // at 5.5 s (275 px): blocked [4, 6]; duration 2 s
        IntervalSelection blocked = e.selectAt(f.plotLeft() + 275, w1.y() + 5);
        assertEquals("blocked", blocked.getPropertyValue(IntervalSelection.STATE));
        assertEquals("4 s", blocked.getPropertyValue(IntervalSelection.START));
        assertEquals("6 s", blocked.getPropertyValue(IntervalSelection.END));
        assertEquals("2 s", blocked.getPropertyValue(IntervalSelection.DURATION));
        // master at 0.5 s (25 px): send [0, 1], host h0
        IntervalSelection send = e.selectAt(f.plotLeft() + 25, f.rowOf(0).y() + 5);
        assertEquals("master", send.task());
        assertEquals("h0", send.host());
        assertEquals("send", send.state());
        assertEquals(1.0, send.duration());
        // at 8 s worker-1 was in no state: nothing selected
        assertNull(e.selectAt(f.plotLeft() + 400, w1.y() + 5));
        assertTrue(e.getSite().getSelectionProvider().getSelection().isEmpty());
    }

    @Test
    void thePropertiesViewShowsTheSelectedInterval(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        page.activate(e);
        e.setWindow(new TimeWindow(0, 10, 10, 500));
        SpaceTimeFigure f = e.getFigure();
        // worker-2 at 6.5 s (325 px): receive [5, 8]
        assertNotNull(e.selectAt(f.plotLeft() + 325, f.rowOf(2).y() + 5));
        flush(e);
        // the Properties view, shown and activated now, takes the selection of the part that was active (the editor)
        org.eclipse.ui.views.properties.PropertySheet sheet = assertInstanceOf(
                org.eclipse.ui.views.properties.PropertySheet.class, page.showView("org.eclipse.ui.views.PropertySheet"));
        flush(e);
        org.eclipse.swt.widgets.Tree tree = assertInstanceOf(org.eclipse.swt.widgets.Tree.class,
                sheet.getCurrentPage().getControl());
        List<String> rows = new java.util.ArrayList<>();
        collect(tree.getItems(), rows);
        for (String expected : List.of("Task=worker-2", "Host=h1", "State=receive", "Start=5 s", "End=8 s",
                "Duration=3 s")) {
            assertTrue(rows.contains(expected), expected + " in " + rows);
        }
    }

    private static void collect(org.eclipse.swt.widgets.TreeItem[] items, List<String> out) {
        for (org.eclipse.swt.widgets.TreeItem i : items) {
            i.setExpanded(true);
            out.add(i.getText(0) + "=" + i.getText(1));
            collect(i.getItems(), out);
        }
    }

    @Test
    void aClickOnAHostHeaderCollapsesAndExpandsIt(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        e.setWindow(TimeWindow.fit(10, 500));
        update(e);
        SpaceTimeFigure.Row h1 = f.getRows().get(2);
        assertEquals("h1", h1.label());
        int tall = f.getPreferredSize().height;
        press(e, f.plotLeft() + 10, h1.y() + 2);
        assertEquals(List.of("h0", "master", "h1"), f.getRows().stream().map(SpaceTimeFigure.Row::label).toList());
        assertTrue(f.isCollapsed(1));
        assertNull(f.rowOf(1));
        assertEquals(tall - 2 * SpaceTimeFigure.ROW_HEIGHT, f.getPreferredSize().height);
        assertEquals(List.of(), f.arrowLines(), "the message's receiver is hidden");
        assertTrue(e.getSite().getSelectionProvider().getSelection().isEmpty(), "a header click selects nothing");
        press(e, f.plotLeft() + 10, h1.y() + 2);
        assertEquals(List.of("h0", "master", "h1", "worker-1", "worker-2"),
                f.getRows().stream().map(SpaceTimeFigure.Row::label).toList());
        assertEquals(1, f.arrowLines().size());
    }

    /** A mouse press on the canvas at figure point (x, y). */
    private static void press(SpaceTimeEditor e, int x, int y) {
        SpaceTimeFigure f = e.getFigure();
        Rectangle b = f.getBounds();
        org.eclipse.draw2d.geometry.Point view = e.getCanvas().getViewport().getViewLocation();
        Event down = new Event();
        down.button = 1;
        down.x = b.x + x - view.x;
        down.y = b.y + y - view.y;
        e.getCanvas().notifyListeners(SWT.MouseDown, down);
        Event up = new Event();
        up.button = 1;
        up.x = down.x;
        up.y = down.y;
        e.getCanvas().notifyListeners(SWT.MouseUp, up);
        update(e);
    }

    @Test
    void aDamagedChunkIsSaidInTheDiagram(@TempDir Path tmp) throws Exception {
        byte[] bytes = handMadeTrace(tmp);
        // the first chunk's data starts after the 20-byte file header and its 33-byte chunk header
        bytes[20 + 33 + 2] ^= 0x55;
        Path file = tmp.resolve("trace.lbt");
        Files.write(file, bytes);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, file));
        flush(e);
        SpaceTimeFigure f = e.getFigure();
        e.setWindow(TimeWindow.fit(10, 500));
        String why = f.failure();
        assertNotNull(why, "the damaged chunk is reported");
        assertTrue(why.contains("trace.lbt"), why);
        assertEquals(List.of(), f.bars(1));
        paint(f, "spacetime-editor.png"); // paints the message, does not throw
    }

    /**
     * One view model for the editor and the picture of its visible range (issue 24, item 2): "Export Visible Range"
     * writes the very rows, bars, arrows and load bands the editor paints. [0, 10] s over 500 px (50 px/s, plot from
     * x 140): rows master 50-70 (under h0's header 32-50), worker-1 88-108 and worker-2 108-128 (under h1's header
     * 70-88); bars master send 140-190, blocked 190-640; worker-1 compute 240-340, blocked 340-440; worker-2 receive
     * 390-540; the message (tag 7) from master at 0.5 s (x 165, row middle 60) to worker-1 at 2 s (x 240, middle 98);
     * h1's load 2 from 2 s to 6 s (240-440, the full band), 1 to 8 s (440-540). The picture is 140 + 500 + 12 = 652
     * px wide and 128 + 34 + 24 = 186 px tall, its legend from the left margin (x 8); the middle pixel of every
     * bar's top inset line (its row's y0 + 4) has the bar's colour both in the PNG and in the editor's painting. A
     * picture laid out apart from the editor (as before: spacetime.png's layout at 1400 px) fails both the list
     * comparison and the pixels.
     */
    @Test
    void theVisibleRangePictureIsTheEditorsViewModel(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        e.setWindow(new TimeWindow(0, 10, 10, 500));
        lbsim.run.layout.SpaceTimeLayout view = f.view();
        lbsim.run.layout.SpaceTimeLayout picture = ExportVisibleAction.layout(e);
        assertEquals(view.rows(), picture.rows());
        assertEquals(view.groups(), picture.groups());
        assertEquals(view.bars(), picture.bars());
        assertEquals(view.arrows(), picture.arrows());
        assertEquals(view.ticks(), picture.ticks());
        assertEquals(view.legend(), picture.legend());
        // the content, worked by hand
        assertEquals(List.of("master 50.0-70.0", "worker-1 88.0-108.0", "worker-2 108.0-128.0"),
                view.rows().stream().map(r -> r.label() + " " + r.y0() + "-" + r.y1()).toList());
        assertEquals(List.of("master send 140-190", "master blocked 190-640", "worker-1 compute 240-340",
                "worker-1 blocked 340-440", "worker-2 receive 390-540"), view.bars().stream()
                        .map(b -> view.rows().get(b.row()).label() + " " + TraceStates.STATES.get(b.state()) + " " + (int) b.x0()
                                + "-" + (int) b.x1())
                        .toList());
        assertEquals(1, view.arrows().size());
        lbsim.run.layout.SpaceTimeLayout.Arrow a = view.arrows().get(0);
        assertEquals(List.of(165.0, 60.0, 240.0, 98.0), List.of(a.x0(), a.y0(), a.x1(), a.y1()));
        assertEquals(TagPalette.colour(7), a.rgb());
        assertEquals(List.of("240-440 2.0", "440-540 1.0"), view.groups().get(1).load().stream()
                .map(l -> (int) l.x0() + "-" + (int) l.x1() + " " + l.value()).toList());
        // and the same in the editor's API (what hit-testing and the tests read)
        assertEquals(List.of(new SpaceTimeFigure.Bar(1, COMPUTE, 240, 340), new SpaceTimeFigure.Bar(1, BLOCKED, 340, 440)),
                f.bars(1));
        assertEquals(List.of(new SpaceTimeFigure.Arrow(0, 165, 60, 240, 98)), f.arrowLines());

        Path png = tmp.resolve("visible.png");
        ExportVisibleAction.export(e, png);
        if (Files.isDirectory(Path.of("target"))) { // to look at beside the editor's painting
            Files.copy(png, Path.of("target", "spacetime-visible-one-view.png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
        assertEquals(652, img.getWidth());
        // 186, and a legend line more: the last entries ("message tag 7") do not fit in 652 px and wrap onto a second
        // line (they ran off the picture's right edge before)
        assertEquals(186 + lbsim.run.layout.SpaceTimeLayout.LEGEND_HEIGHT, img.getHeight());
        assertEquals(img.getHeight(), lbsim.run.export.SpaceTimePicture.pngHeight(ExportVisibleAction.layout(e)));
        // the legend from the left margin, as the editor's: compute's swatch 8-24 around y 186 - 24 / 2 = 174
        assertEquals(Palette.stateColour(COMPUTE), img.getRGB(16, 174) & 0xFFFFFF);
        ImageData painted = paint(f, "spacetime-editor-one-view.png");
        for (lbsim.run.layout.SpaceTimeLayout.Bar b : view.bars()) {
            int x = (int) ((b.x0() + b.x1()) / 2);
            int y = (int) view.rows().get(b.row()).y0() + 4;
            assertEquals(b.rgb(), img.getRGB(x, y) & 0xFFFFFF, "the PNG at " + x + ", " + y);
            assertEquals(rgb(b.rgb()), pixel(painted, f, x, y), "the editor at " + x + ", " + y);
        }
    }

    @Test
    void competingLoadBandUnderTheHostHeader(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        e.setWindow(new TimeWindow(0, 10, 10, 500));
        int left = f.plotLeft();
        int full = SpaceTimeFigure.BAND_HEIGHT;
        // largest value in view 2: 2 processes fill the band from 2 s (100 px) to 6 s (300 px), 1 fills half to 8 s (400 px)
        assertEquals(List.of(new SpaceTimeFigure.LoadBar(1, left + 100, left + 300, 2, full),
                new SpaceTimeFigure.LoadBar(1, left + 300, left + 400, 1, Math.round(full / 2f))), f.loadBars(1));
        assertEquals(List.of(), f.loadBars(0));
        // in [7, 10] only the step in force at 7 s (1 process, now the largest) and none from 8 s
        e.setWindow(new TimeWindow(7, 10, 10, 300));
        assertEquals(List.of(new SpaceTimeFigure.LoadBar(1, left, left + 100, 1, full)), f.loadBars(1));
        e.setWindow(new TimeWindow(0, 10, 10, 500));
        update(e);
        ImageData image = paint(f, "spacetime-editor.png");
        SpaceTimeFigure.Row h1 = f.getRows().get(2);
        assertEquals(rgb(Palette.LOAD), pixel(image, f.getBounds(), left + 200, h1.y() + h1.height() - 2));
        assertEquals(rgb(Palette.BACKGROUND), pixel(image, f.getBounds(), left + 450, h1.y() + h1.height() - 2));
    }

    @Test
    void keysZoomAndFit(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        e.setWindow(new TimeWindow(0, 10, 10, 500));
        key(e, '+');
        assertEquals(new TimeWindow(2.5, 7.5, 10, 500), e.getWindow());
        key(e, '-');
        assertEquals(new TimeWindow(0, 10, 10, 500), e.getWindow());
        key(e, '+');
        key(e, '+');
        assertEquals(new TimeWindow(3.75, 6.25, 10, 500), e.getWindow());
        key(e, '0');
        assertEquals(TimeWindow.fit(10, 500), e.getWindow());
        // Z: to the selected interval, worker-1's compute [2, 4] with 5 % margins: [1.9, 4.1]
        SpaceTimeFigure f = e.getFigure();
        assertNotNull(e.selectAt(f.plotLeft() + 150, f.rowOf(1).y() + 5));
        key(e, 'z');
        assertEquals(1.9, e.getWindow().t0(), 1e-12);
        assertEquals(4.1, e.getWindow().t1(), 1e-12);
    }

    @Test
    void ctrlWheelZoomsAboutThePointerAndTheSliderPans(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        e.setWindow(new TimeWindow(0, 10, 10, 500));
        update(e);
        Rectangle b = f.getBounds();
        org.eclipse.draw2d.geometry.Point view = e.getCanvas().getViewport().getViewLocation();
        // Ctrl + one notch up at 4 s (200 px): span 10 / 2 = 5 s, 4 s stays at 40 %: [4 - 0.4 * 5, ...] = [2, 7]
        Event wheel = new Event();
        wheel.stateMask = SWT.MOD1;
        wheel.count = 3;
        wheel.doit = true;
        wheel.x = b.x + f.plotLeft() + 200 - view.x;
        wheel.y = b.y + f.rowOf(1).y() - view.y;
        e.getCanvas().notifyListeners(SWT.MouseWheel, wheel);
        assertEquals(new TimeWindow(2, 7, 10, 500), e.getWindow());
        // the slider: thumb = half the run, at 2 s of 10 s
        org.eclipse.swt.widgets.Slider s = e.getSlider();
        assertEquals(SpaceTimeEditor.SLIDER_RANGE / 2, s.getThumb());
        assertEquals(SpaceTimeEditor.SLIDER_RANGE / 5, s.getSelection());
        // dragged to 40 % of the run: the window starts at 4 s and keeps its 5 s
        s.setSelection(SpaceTimeEditor.SLIDER_RANGE * 2 / 5);
        s.notifyListeners(SWT.Selection, new Event());
        assertEquals(new TimeWindow(4, 9, 10, 500), e.getWindow());
        // without Ctrl the wheel does not zoom
        Event plain = new Event();
        plain.count = 3;
        plain.x = wheel.x;
        plain.y = wheel.y;
        e.getCanvas().notifyListeners(SWT.MouseWheel, plain);
        assertEquals(new TimeWindow(4, 9, 10, 500), e.getWindow());
    }

    @Test
    void arrowsOnlyWhenFewMessagesAreVisible(@TempDir Path tmp) throws Exception {
        // 2,500 messages master -> worker-1, message i sent at i * 4 ms and received 1 ms later (0 .. 10 s)
        Path file = tmp.resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(file, TraceStates.STATES.size())) {
            w.state(0, BLOCKED, 0, 10);
            for (int i = 0; i < 2500; i++) {
                w.message(i, 0, 1, 1, 10, i * 0.004, i * 0.004, i * 0.004 + 0.001, i * 0.004 + 0.001);
            }
            w.finish(10, List.of("h0"), List.of("master", "worker-1"), new int[] { 0, 0 }, TraceStates.STATES);
        }
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, file));
        flush(e);
        SpaceTimeFigure f = e.getFigure();
        e.setWindow(TimeWindow.fit(10, 500));
        assertEquals(2500, f.messagesInWindow());
        assertNull(f.arrows(), "2,500 > " + SpaceTimeFigure.MAX_ARROWS + ": no arrows");
        assertEquals(List.of(), f.arrowLines());
        // [0, 3.998] s holds messages 0 .. 999 (sent at 0 .. 3.996 s, received by 3.997 s; 1000 is sent at 4 s)
        e.setWindow(new TimeWindow(0, 3.998, 10, 500));
        assertEquals(1000, f.messagesInWindow());
        assertEquals(1000, f.arrowLines().size());
    }

    @Test
    void aLargeWindowIsPaintedFromTheLevelFirstThenExactly(@TempDir Path tmp) throws Exception {
        // 150,000 intervals (more than SYNC_BUDGET, fewer than EVENT_BUDGET): worker computes [i, i + 0.5] and is
        // blocked [i + 0.5, i + 1] for i = 0 .. 74,999, so at any zoom half of its time is compute
        Path file = tmp.resolve("trace.lbt");
        int n = 75_000;
        try (TraceWriter w = new TraceWriter(file, TraceStates.STATES.size())) {
            for (int i = 0; i < n; i++) {
                w.state(0, COMPUTE, i, i + 0.5);
                w.state(0, BLOCKED, i + 0.5, i + 1);
            }
            w.finish(n, List.of("h0"), List.of("worker"), new int[] { 0 }, TraceStates.STATES);
        }
        assertTrue(2L * n > SpaceTimeFigure.SYNC_BUDGET && 2L * n <= SpaceTimeFigure.EVENT_BUDGET);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, file));
        SpaceTimeFigure f = e.getFigure();
        e.setWindow(TimeWindow.fit(n, 500));
        lbsim.trace.store.Summary first = f.summary();
        assertFalse(first.exact(), "painted at once from the level");
        assertTrue(f.isRefining());
        // the exact summary arrives on the display thread (10 s at most, on a loaded machine)
        long until = System.currentTimeMillis() + 10_000;
        while (f.isRefining() && System.currentTimeMillis() < until) {
            if (!Display.getCurrent().readAndDispatch()) {
                Thread.sleep(5);
            }
        }
        assertFalse(f.isRefining(), "refined within 10 s");
        lbsim.trace.store.Summary exact = f.summary();
        assertTrue(exact.exact());
        // (the editor may have fitted the window's width to its canvas meanwhile) each pixel covers span / width
        // seconds, half of them compute and half blocked, give or take the half-second intervals cut by its edges
        TimeWindow w = f.getWindow();
        double pixel = w.span() / w.width();
        assertTrue(pixel > 10, "a wide window: " + w);
        for (int p = 0; p < w.width(); p++) {
            double c = exact.occupancy(0, p, COMPUTE);
            double b = exact.occupancy(0, p, BLOCKED);
            assertEquals(pixel, c + b, 1e-3 * pixel, "pixel " + p);
            assertTrue(Math.abs(c - b) <= 1.0 + 1e-3 * pixel, "pixel " + p + ": compute " + c + ", blocked " + b);
        }
        // a window changed before the refinement arrives: the stale one is dropped
        e.setWindow(new TimeWindow(0, 0.8 * n, n, 500)); // 120,000 intervals
        assertFalse(f.summary().exact());
        e.setWindow(new TimeWindow(0, 100, n, 500)); // 200 intervals: exact at once
        assertTrue(f.summary().exact());
        assertFalse(f.isRefining());
        flush(e);
        assertEquals(new TimeWindow(0, 100, n, 500), f.getWindow());
        assertTrue(f.summary().exact());
    }

    @Test
    void aFinishedRunOpensTheEditorOnItsTrace(@TempDir Path tmp) throws Exception {
        handMadeTrace(tmp);
        IEditorPart part = RunReport.openTrace(page, tmp.resolve("trace.lbt"));
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, part);
        assertEquals(3, e.getStore().taskCount());
        page.closeAllEditors(false);
        RunReport.openResult(tmp); // no tasks.csv: the editor only
        assertInstanceOf(SpaceTimeEditor.class, page.getActiveEditor());
    }

    private static void key(SpaceTimeEditor e, char c) {
        Event k = new Event();
        k.character = c;
        k.doit = true;
        e.getCanvas().notifyListeners(SWT.KeyDown, k);
    }

    private static RGB rgb(int c) {
        return new RGB((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }
}
