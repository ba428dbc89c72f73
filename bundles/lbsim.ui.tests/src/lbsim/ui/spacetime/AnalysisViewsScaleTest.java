package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.ui.launch.RunReport;

/**
 * The Time Breakdown and Communication Matrix at scale (issue 27, "readable at scale"): the breakdown scrolls under a
 * legend that stays in place and shows its numbers, the matrix labels its rows and columns and zooms, with its labels
 * kept in place while it scrolls. On a hand-made run of {@value #N} tasks: task i computes from 0 to 1 + i mod 5
 * seconds and sends one message of 10 bytes to task i + 1 (mod N); task 0 is then blocked until 10 s, the run's end.
 */
class AnalysisViewsScaleTest {

    static final int N = 200;
    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
        for (String id : new String[] { BreakdownView.ID, MatrixView.ID }) {
            if (page.findView(id) != null) {
                page.hideView(page.findView(id));
            }
        }
        RunReport.setInteractive(true, true);
    }

    static Path ring(Path dir) throws Exception {
        Path f = dir.resolve("trace.lbt");
        List<String> names = new ArrayList<>();
        int[] hostOf = new int[N];
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            for (int i = 0; i < N; i++) {
                w.state(i, TraceStates.COMPUTE, 0, 1 + i % 5);
                names.add("t" + i);
            }
            w.state(0, TraceStates.BLOCKED, 1, 10);
            for (int i = 0; i < N; i++) {
                double t = 1 + i % 5;
                w.message(i, i, (i + 1) % N, 1, 10, t, t, t + 0.5, t + 0.5);
            }
            w.finish(10, List.of("h0"), names, hostOf, TraceStates.STATES);
        }
        return f;
    }

    private <V extends TraceAnalysisView<?>> V show(Path trace, String id, Class<V> type) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, trace));
        page.activate(e);
        V v = type.cast(page.showView(id));
        assertSame(e, v.editor());
        v.job().join();
        UiTestKit.dispatch(200);
        assertNotNull(v.model());
        return v;
    }

    @Test
    void breakdownScrollsUnderAFixedLegend(@TempDir Path tmp) throws Exception {
        BreakdownView v = show(ring(tmp), BreakdownView.ID, BreakdownView.class);
        Point view = v.viewport();
        // 200 rows of 22 px under a 28 px top, one more row for the span label, and the margin
        int content = BreakdownView.TOP + (N + 1) * BreakdownView.ROW_HEIGHT + BreakdownView.MARGIN;
        assertEquals(28 + 201 * 22 + 8, content);
        assertTrue(view.y < content, "the view is smaller than 200 rows: " + view);
        assertEquals(content, v.contentSize().y);
        assertTrue(v.getCanvas().getVerticalBar().getVisible(), "a vertical scroll bar");
        v.setOrigin(0, 1_000_000); // as far down as it goes
        UiTestKit.dispatch(50);
        assertEquals(content - view.y, v.origin().y, "scrolled to the end");
        // the last task (t199: 199 mod 5 = 4, computes 5 s of 10) is in view, at its content row minus the origin
        int y = BreakdownView.TOP + (N - 1) * BreakdownView.ROW_HEIGHT - v.origin().y;
        assertTrue(y > 0 && y + BreakdownView.BAR_HEIGHT < view.y, "row 199 at " + y + " in " + view);
        ImageData img = paintViewport(v, view);
        int plot = view.x - BreakdownView.LABEL_WIDTH - BreakdownView.MARGIN;
        int computeEnd = BreakdownView.LABEL_WIDTH + (int) Math.round(plot * 5 / 10.0);
        assertEquals(rgb(BreakdownView.Part.COMPUTE.colour), pixel(img, computeEnd - 3, y + BreakdownView.BAR_HEIGHT / 2));
        assertEquals(rgb(BreakdownView.Part.IDLE.colour), // the idle part's right end (its label is at its left)
                pixel(img, BreakdownView.LABEL_WIDTH + plot - 2, y + BreakdownView.BAR_HEIGHT / 2));
        // the legend stays at the top: its first swatch (compute) at (MARGIN .. MARGIN + 12, 8 .. 18) of the view
        assertEquals(rgb(BreakdownView.Part.COMPUTE.colour), pixel(img, BreakdownView.MARGIN + 6, 13));
        // the tooltip under the mouse names the scrolled row's task, through the canvas's own listener
        Event move = new Event();
        move.x = computeEnd - 3;
        move.y = y + 4;
        v.getCanvas().notifyListeners(SWT.MouseMove, move);
        assertEquals("t199: compute 5 s (50.0 %)", v.getCanvas().getToolTipText());
    }

    @Test
    void breakdownShowsItsNumbers(@TempDir Path tmp) throws Exception {
        BreakdownView v = show(SpaceTimeAnalysisTest.trace(tmp), BreakdownView.ID, BreakdownView.class);
        // a segment shows its seconds when the text and 3 px each side fit (7 px a character here)
        BreakdownView.Segment wide = new BreakdownView.Segment(0, BreakdownView.Part.OVERHEAD, 120, 295, 28, 3.5);
        BreakdownView.Segment narrow = new BreakdownView.Segment(1, BreakdownView.Part.OVERHEAD, 300, 345, 50, 0.9);
        assertEquals("3.5 s", BreakdownView.label(wide, t -> 7 * t.length()));
        assertNull(BreakdownView.label(narrow, t -> 7 * t.length()), "900 ms: 42 + 6 px do not fit in 45");
        // painted: a wide segment has its label's (dark or light) pixels on its colour; a narrow one is plain
        ImageData img = paint(v, new Point(628, 140));
        List<BreakdownView.Segment> segs = BreakdownView.segments(v.model(), 628);
        BreakdownView.Segment master = segs.get(0); // master's overhead, 120 .. 295
        assertEquals(List.of(120, 295), List.of(master.x0(), master.x1()));
        assertTrue(differing(img, master, 60) > 0, "the label is drawn in the segment");
        BreakdownView.Segment s1overhead = segs.get(4); // s1's overhead 300 .. 345 (0.9 s): no room
        assertEquals(List.of(300, 345), List.of(s1overhead.x0(), s1overhead.x1()));
        assertEquals(0, differing(img, s1overhead, s1overhead.x1() - s1overhead.x0()));
        // the table the toolbar's Copy gives, against SpaceTimeAnalysisTest's breakdown by hand (run end 10 s):
        // master: overhead 3.5, algorithmic 4.5, service 2; s1: compute 3.6, overhead 0.9, idle 5.5;
        // s2: compute 5, overhead 1, algorithmic 1, service 1.5, idle 1.5
        String[] lines = BreakdownView.table(v.model()).split("\n");
        assertEquals("task\tcompute (s)\toverhead (s)\talgorithmic blocking (s)\tservice blocking (s)\tother (s)\tidle (s)",
                lines[0]);
        double[][] want = { { 0, 3.5, 4.5, 2, 0, 0 }, { 3.6, 0.9, 0, 0, 0, 5.5 }, { 5, 1, 1, 1.5, 0, 1.5 } };
        String[] names = { "master", "s1", "s2" };
        assertEquals(4, lines.length);
        for (int t = 0; t < 3; t++) {
            String[] f = lines[t + 1].split("\t");
            assertEquals(names[t], f[0]);
            for (int p = 0; p < 6; p++) {
                assertEquals(want[t][p], Double.parseDouble(f[p + 1]), 1e-12, lines[t + 1]);
            }
        }
    }

    @Test
    void matrixLabelsZoomsAndScrollsWithItsLabelsInPlace(@TempDir Path tmp) throws Exception {
        MatrixView v = show(ring(tmp), MatrixView.ID, MatrixView.class);
        // labels: every row when a line of text (14 px) fits a cell, else every k-th
        assertEquals(1, MatrixView.labelEvery(14));
        assertEquals(1, MatrixView.labelEvery(40));
        assertEquals(2, MatrixView.labelEvery(7));
        assertEquals(7, MatrixView.labelEvery(2));
        Point view = v.viewport();
        int fit = v.cellSize(view, N);
        assertEquals(MatrixView.cell(view, N), fit);
        // zoom in until a cell holds a label: larger than the view, so the canvas scrolls both ways
        while (v.cellSize(view, N) < 20) {
            int before = v.cellSize(view, N);
            v.zoom(1);
            assertTrue(v.cellSize(view, N) > before);
        }
        v.setOrigin(0, 0);
        UiTestKit.dispatch(50);
        int c = v.cellSize(view, N);
        assertEquals(MatrixView.LABEL_WIDTH + N * c + MatrixView.MARGIN + 60, v.contentSize().x);
        assertTrue(v.getCanvas().getVerticalBar().getVisible() && v.getCanvas().getHorizontalBar().getVisible());
        // scroll so that cell (150, 151) (t150 -> t151, the ring's one message) is at the first visible cell
        Point cell = MatrixView.cellAt(c, 150, 151);
        v.setOrigin(cell.x - MatrixView.LABEL_WIDTH, cell.y - MatrixView.TOP);
        UiTestKit.dispatch(50);
        Point o = v.origin();
        assertEquals(new Point(cell.x - MatrixView.LABEL_WIDTH, cell.y - MatrixView.TOP), o);
        Event move = new Event();
        move.x = cell.x - o.x + c / 2;
        move.y = cell.y - o.y + c / 2;
        assertEquals(new Point(MatrixView.LABEL_WIDTH + c / 2, MatrixView.TOP + c / 2), new Point(move.x, move.y));
        v.getCanvas().notifyListeners(SWT.MouseMove, move);
        assertEquals("t150 -> t151: 1 messages, 10 bytes", v.getCanvas().getToolTipText());
        ImageData img = paintViewport(v, view);
        // the one message is the largest cell: HIGH, right of the row labels and under the column labels
        assertEquals(rgb(MatrixView.HIGH), pixel(img, move.x, move.y));
        // the row labels' column stays at the left, over the cells scrolled under it: white or text, never a cell's
        // red; it has text in it (t150's label), and so has the column labels' band above the first column
        int text = 0;
        for (int x = 0; x < MatrixView.LABEL_WIDTH; x++) {
            for (int y = MatrixView.TOP; y < MatrixView.TOP + c; y++) {
                RGB p = pixel(img, x, y);
                assertTrue(!p.equals(rgb(MatrixView.LOW)) && !p.equals(rgb(MatrixView.HIGH)), x + "," + y);
                text += dark(p) ? 1 : 0;
            }
        }
        assertTrue(text > 0, "a row label next to the first visible row");
        int band = 0;
        for (int x = MatrixView.LABEL_WIDTH; x < MatrixView.LABEL_WIDTH + c; x++) {
            for (int y = MatrixView.TITLE; y < MatrixView.TOP; y++) {
                band += dark(pixel(img, x, y)) ? 1 : 0;
            }
        }
        assertTrue(band > 0, "a column label above the first visible column");
        v.zoom(0);
        assertEquals(fit, v.cellSize(view, N), "Fit goes back to the cell that fits");
    }

    private static int differing(ImageData img, BreakdownView.Segment s, int width) {
        RGB colour = rgb(s.part().colour);
        int n = 0;
        for (int x = s.x0(); x < s.x0() + width && x < s.x1(); x++) {
            for (int y = s.y(); y < s.y() + BreakdownView.BAR_HEIGHT; y++) {
                n += pixel(img, x, y).equals(colour) ? 0 : 1;
            }
        }
        return n;
    }

    private static boolean dark(RGB p) {
        return p.red + p.green + p.blue < 300;
    }

    private static <T> ImageData paint(TraceAnalysisView<T> v, Point size) {
        Image image = new Image(Display.getCurrent(), size.x, size.y);
        GC gc = new GC(image);
        v.paint(gc, v.model(), v.editor().getStore(), size);
        gc.dispose();
        ImageData data = image.getImageData();
        image.dispose();
        return data;
    }

    private static <T> ImageData paintViewport(TraceAnalysisView<T> v, Point size) {
        Image image = new Image(Display.getCurrent(), size.x, size.y);
        GC gc = new GC(image);
        gc.setBackground(Display.getCurrent().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(0, 0, size.x, size.y);
        v.paintViewport(gc, v.model(), v.editor().getStore(), size);
        gc.dispose();
        ImageData data = image.getImageData();
        image.dispose();
        return data;
    }

    private static RGB rgb(int c) {
        return new RGB((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }

    private static RGB pixel(ImageData image, int x, int y) {
        return image.palette.getRGB(image.getPixel(x, y));
    }
}
