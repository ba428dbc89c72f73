package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.export.SpaceTimePicture;
import lbsim.run.layout.SpaceTimeLayout;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.ui.launch.RunReport;

/**
 * Issue 24, "one layout": the result folder's whole-run picture ({@link SpaceTimeLayout#of}) and the editor's view of
 * the whole run at the picture's plot width ({@link SpaceTimeFigure#view()}, what "Export Visible Range" writes) have
 * the same bars, arrows and load steps, pixel for pixel from the plot's left edge: both are the store's summary of
 * [0, end] at that width. The trace has intervals far narrower than a pixel (where a picture of its own would have
 * to choose colours its own way), a few messages and a load.
 */
class WholeRunPictureTest {

    private static final List<String> NAMES = List.of("master", "w1", "w2");

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

    /**
     * 20 s on two hosts: the master alternates send (0.7 ms) and compute (1.9 ms); worker w1 computes in 37 ms
     * pieces with 13 ms receives between them; worker w2 is blocked to 3 s, then computes; six messages; h1 has
     * 2 competing processes from 4 to 9 s.
     */
    static Path trace(Path dir) throws Exception {
        Path f = dir.resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            for (int k = 0; k < 7692; k++) { // 7692 x 2.6 ms = 19.9992 s
                double t = k * 0.0026;
                w.state(0, TraceStates.SEND, t, t + 0.0007);
                w.state(0, TraceStates.COMPUTE, t + 0.0007, t + 0.0026);
            }
            for (int k = 0; k < 400; k++) { // 400 x 50 ms = 20 s
                double t = k * 0.05;
                w.state(1, TraceStates.COMPUTE, t, t + 0.037);
                w.state(1, TraceStates.RECEIVE, t + 0.037, (k + 1) * 0.05);
            }
            w.state(2, TraceStates.BLOCKED, 0, 3);
            w.state(2, TraceStates.COMPUTE, 3, 20);
            for (int m = 0; m < 6; m++) {
                double s = 1 + 3 * m;
                w.message(m, 0, 1 + m % 2, 1, 1000, s, s + 0.001, s + 0.2, s + 0.21);
            }
            w.load(1, 0, 0);
            w.load(1, 4, 2);
            w.load(1, 9, 0);
            w.finish(20, List.of("h0", "h1"), NAMES, new int[] { 0, 1, 1 }, TraceStates.STATES);
        }
        return f;
    }

    @Test
    void theWholeRunPictureIsTheEditorsViewOfTheWholeRun(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, trace(tmp)));
        page.activate(e);
        UiTestKit.flush(e);
        SpaceTimeLayout picture = SpaceTimeLayout.of(e.getStore(), 885, SpaceTimePicture.heightFor(e.getStore()), "t");
        int width = (int) (picture.plotRight() - picture.plotLeft());
        e.setWindow(TimeWindow.fit(20, width));
        UiTestKit.flush(e);
        SpaceTimeLayout view = e.getFigure().view();
        assertEquals(20, picture.spanSeconds());
        assertEquals(width, (int) (view.plotRight() - view.plotLeft()));

        List<String> pictureBars = bars(picture);
        assertEquals(bars(view), pictureBars);
        assertEquals(arrows(view), arrows(picture));
        assertEquals(loads(view), loads(picture));
        assertEquals(bars(ExportVisibleAction.layout(e)), pictureBars, "the export of the visible range");

        // and what they are, worked out by hand, 40 px a second (25 ms a pixel): the master's pixels hold 25 / 2.6
        // of its periods, at least 9 x 1.9 = 17.1 ms computing, more than half: compute dominates every pixel
        assertEquals(800, width);
        assertTrue(pictureBars.contains("master compute 0-800"), pictureBars.toString());
        // w1's period is two pixels: pixel 2k computes all its 25 ms; pixel 2k + 1 computes 12 ms and receives
        // 13 ms, so receive dominates it: 800 one-pixel bars, alternating
        for (int p = 0; p < 800; p++) {
            String bar = "w1 " + (p % 2 == 0 ? "compute " : "receive ") + p + "-" + (p + 1);
            assertTrue(pictureBars.contains(bar), bar);
        }
        // w2: blocked to 3 s = 120 px, then compute
        assertTrue(pictureBars.contains("w2 blocked 0-120") && pictureBars.contains("w2 compute 120-800"),
                pictureBars.toString());
        // labels "master" and "h0": a label column of 12 + 7 x 7 = 61 px, plot from 8 + 61 = 69 to 885 - 16 = 869
        assertEquals(69, picture.plotLeft());
        // six messages, the first from 1 s (40 px) to 1.21 s (48.4 px: 48)
        assertEquals(6, picture.arrows().size());
        assertEquals("0 40-48", arrows(picture).get(0));
        // h1's two processes from 4 s (160 px) to 9 s (360 px)
        assertEquals(List.of("h1 160-360 2.0"), loads(picture));
    }

    /** Bars as "TASK STATE X0-X1", x from the plot's left edge. */
    private static List<String> bars(SpaceTimeLayout l) {
        List<String> out = new ArrayList<>();
        for (SpaceTimeLayout.Bar b : l.bars()) {
            out.add(NAMES.get(l.rows().get(b.row()).task()) + " " + TraceStates.STATES.get(b.state()) + " "
                    + (int) Math.round(b.x0() - l.plotLeft()) + "-" + (int) Math.round(b.x1() - l.plotLeft()));
        }
        return out;
    }

    /** Arrows as "MESSAGE X0-X1", x from the plot's left edge. */
    private static List<String> arrows(SpaceTimeLayout l) {
        List<String> out = new ArrayList<>();
        for (SpaceTimeLayout.Arrow a : l.arrows()) {
            out.add(a.message() + " " + (int) Math.round(a.x0() - l.plotLeft()) + "-" + (int) Math.round(a.x1() - l.plotLeft()));
        }
        return out;
    }

    /** Load steps as "HOST X0-X1 VALUE", x from the plot's left edge. */
    private static List<String> loads(SpaceTimeLayout l) {
        List<String> out = new ArrayList<>();
        for (SpaceTimeLayout.HostGroup g : l.groups()) {
            for (SpaceTimeLayout.LoadStep s : g.load()) {
                out.add("h" + g.host() + " " + (int) Math.round(s.x0() - l.plotLeft()) + "-" + (int) Math.round(s.x1() - l.plotLeft())
                        + " " + s.value());
            }
        }
        return out;
    }
}
