package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.ui.launch.RunReport;

/**
 * The time breakdown and communication matrix views (issue 17 item 6) on hand-made traces: the breakdown on
 * {@link SpaceTimeAnalysisTest}'s run (run end 10 s), the matrix on a run whose pairs differ in count and bytes.
 */
class AnalysisViewsTest {

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

    private <V extends TraceAnalysisView<?>> V show(Path trace, String id, Class<V> type) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, trace));
        page.activate(e);
        V v = type.cast(page.showView(id));
        assertSame(e, v.editor(), "the view follows the active space-time editor");
        assertNotNull(v.job());
        v.job().join();
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // the result arrives by asyncExec
        }
        assertNotNull(v.model());
        return v;
    }

    @Test
    void barsAreProportionalToTheBreakdown(@TempDir Path tmp) throws Exception {
        BreakdownView v = show(SpaceTimeAnalysisTest.trace(tmp), BreakdownView.ID, BreakdownView.class);
        // by hand over the run end 10 s (master's receive ends at 10):
        // master: overhead 1 + 1 + 0.5 + 1 = 3.5, algorithmic (2 + 2.5) = 4.5, service (1 + 1) = 2
        // s1: compute 1.6 + 2 = 3.6, overhead 0.4 + 0.5 = 0.9, idle 10 - 4.5 = 5.5
        // s2: compute 5, overhead 1, algorithmic 1 (2.5 s blocked, its message's send from 1), service 1.5, idle 1.5
        // 628 px wide: bars over 120 .. 620, 50 px a second; rows at y 28, 50, 72
        BreakdownView.Part C = BreakdownView.Part.COMPUTE, O = BreakdownView.Part.OVERHEAD,
                A = BreakdownView.Part.ALGORITHMIC, S = BreakdownView.Part.SERVICE, I = BreakdownView.Part.IDLE;
        List<BreakdownView.Segment> want = List.of(new BreakdownView.Segment(0, O, 120, 295, 28, 3.5),
                new BreakdownView.Segment(0, A, 295, 520, 28, 4.5), new BreakdownView.Segment(0, S, 520, 620, 28, 2),
                new BreakdownView.Segment(1, C, 120, 300, 50, 3.6), new BreakdownView.Segment(1, O, 300, 345, 50, 0.9),
                new BreakdownView.Segment(1, I, 345, 620, 50, 5.5), new BreakdownView.Segment(2, C, 120, 370, 72, 5),
                new BreakdownView.Segment(2, O, 370, 420, 72, 1), new BreakdownView.Segment(2, A, 420, 470, 72, 1),
                new BreakdownView.Segment(2, S, 470, 545, 72, 1.5), new BreakdownView.Segment(2, I, 545, 620, 72, 1.5));
        List<BreakdownView.Segment> got = BreakdownView.segments(v.model(), 628);
        assertEquals(want.size(), got.size(), got.toString());
        for (int k = 0; k < want.size(); k++) {
            BreakdownView.Segment w = want.get(k);
            BreakdownView.Segment g = got.get(k);
            assertEquals(List.of(w.task(), w.part(), w.x0(), w.x1(), w.y()), List.of(g.task(), g.part(), g.x0(), g.x1(), g.y()));
            assertEquals(w.seconds(), g.seconds(), 1e-12);
        }
        // painted: each segment's middle has its part's colour; compute and algorithmic take the diagram's colours
        ImageData img = paint(v, new Point(628, 140));
        for (BreakdownView.Segment s : got) {
            assertEquals(rgb(s.part().colour), pixel(img, (s.x0() + s.x1()) / 2, s.y() + BreakdownView.BAR_HEIGHT / 2), s.toString());
        }
        assertEquals(lbsim.run.layout.Palette.stateColour(SpaceTimeAnalysisTest.COMPUTE), C.colour);
        assertEquals(lbsim.run.layout.Palette.stateColour(SpaceTimeAnalysisTest.BLOCKED), A.colour);
        assertEquals("s2: compute 5 s (50.0 %)", v.toolTipAt(v.model(), v.editor().getStore(), new Point(628, 140), 200, 80));
        // the label under the bars names the run end; a master-slave run's makespan (earlier) beside it
        assertEquals("0 .. 10 s (run end)", BreakdownView.spanLabel(v.model(), java.util.OptionalDouble.empty()));
        assertEquals("0 .. 10 s (run end; makespan 9.5 s)", BreakdownView.spanLabel(v.model(), java.util.OptionalDouble.of(9.5)));
    }

    /** Tasks a, b, c; messages a -> b three of 10 B, a -> c two of 100 B, b -> a one of 1000 B. */
    static Path matrixTrace(Path dir) throws Exception {
        Path f = dir.resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            w.state(0, 0, 0, 6);
            w.state(1, 0, 0, 6);
            w.state(2, 0, 0, 6);
            int[][] m = { { 0, 1, 10 }, { 0, 1, 10 }, { 0, 1, 10 }, { 0, 2, 100 }, { 0, 2, 100 }, { 1, 0, 1000 } };
            for (int i = 0; i < m.length; i++) {
                w.message(i, m[i][0], m[i][1], 1, m[i][2], i, i + 0.1, i + 0.5, i + 0.6);
            }
            w.finish(6, List.of("h0"), List.of("a", "b", "c"), new int[] { 0, 0, 0 }, TraceStates.STATES);
        }
        return f;
    }

    @Test
    void heatMapCellsAreOrderedByCountOrBytes(@TempDir Path tmp) throws Exception {
        MatrixView v = show(matrixTrace(tmp), MatrixView.ID, MatrixView.class);
        Point size = new Point(400, 300);
        // counts: a->b 3 > a->c 2 > b->a 1 > the rest 0; the darker the cell, the more (sum of channels falls)
        ImageData img = paint(v, size);
        int ab = darkness(img, size, 0, 1), ac = darkness(img, size, 0, 2), ba = darkness(img, size, 1, 0),
                none = darkness(img, size, 2, 1);
        assertTrue(ab > ac && ac > ba && ba > none, ab + " " + ac + " " + ba + " " + none);
        assertEquals(rgb(MatrixView.HIGH), cellPixel(img, size, 0, 1), "the largest cell: the scale's top");
        assertEquals(rgb(MatrixView.LOW), cellPixel(img, size, 1, 0), "one message: the scale's bottom");
        assertEquals(rgb(MatrixView.NONE), cellPixel(img, size, 2, 2));
        // bytes: b->a 1000 > a->c 200 > a->b 30
        v.setBytes(true);
        img = paint(v, size);
        ab = darkness(img, size, 0, 1);
        ac = darkness(img, size, 0, 2);
        ba = darkness(img, size, 1, 0);
        assertTrue(ba > ac && ac > ab, ab + " " + ac + " " + ba);
        assertEquals(rgb(MatrixView.HIGH), cellPixel(img, size, 1, 0));
        assertEquals("a -> c: 2 messages, 200 bytes", v.toolTipAt(v.model(), v.editor().getStore(), size,
                MatrixView.cellAt(size, 3, 0, 2).x + 3, MatrixView.cellAt(size, 3, 0, 2).y + 3));
    }

    private static int darkness(ImageData img, Point size, int s, int d) {
        RGB c = cellPixel(img, size, s, d);
        return 3 * 255 - c.red - c.green - c.blue;
    }

    private static RGB cellPixel(ImageData img, Point size, int s, int d) {
        Point p = MatrixView.cellAt(size, 3, s, d);
        int c = MatrixView.cell(size, 3);
        return pixel(img, p.x + c / 2, p.y + c / 2);
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

    private static RGB rgb(int c) {
        return new RGB((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }

    private static RGB pixel(ImageData image, int x, int y) {
        return image.palette.getRGB(image.getPixel(x, y));
    }
}
