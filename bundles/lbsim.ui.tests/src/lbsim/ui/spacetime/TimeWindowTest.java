package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Zoom and pan arithmetic of the space-time editor; expected values worked out by hand in the comments. */
class TimeWindowTest {

    private static void assertWindow(double t0, double t1, TimeWindow w) {
        assertEquals(t0, w.t0(), 1e-12, "t0 of " + w);
        assertEquals(t1, w.t1(), 1e-12, "t1 of " + w);
    }

    @Test
    void pixelsAndTimes() {
        TimeWindow w = new TimeWindow(2, 6, 10, 400); // 4 s over 400 px: 100 px/s
        assertEquals(100, w.x(3), 1e-12);
        assertEquals(400, w.x(6), 1e-12);
        assertEquals(3, w.time(100), 1e-12);
        assertEquals(0.01, w.secondsPerPixel(), 1e-15);
    }

    @Test
    void zoomKeepsTheAnchorOnItsPixel() {
        TimeWindow fit = TimeWindow.fit(10, 500);
        // factor 2 about t = 4: span 5; 4 s sat at 40 % of the window, so t0 = 4 - 0.4 * 5 = 2, t1 = 7
        TimeWindow z = fit.zoom(2, 4);
        assertWindow(2, 7, z);
        assertEquals(fit.x(4), z.x(4), 1e-9); // 200 px in both
        // + about the centre: [2.5, 7.5]; - brings back [0, 10]; - again stays at the whole run
        assertWindow(2.5, 7.5, fit.zoomIn());
        assertWindow(0, 10, fit.zoomIn().zoomOut());
        assertWindow(0, 10, fit.zoomOut());
        // anchored at the run's ends
        assertWindow(0, 5, fit.zoom(2, 0));
        assertWindow(7.5, 10, fit.zoom(4, 10));
    }

    @Test
    void zoomOutNearTheEndStaysInsideTheRun() {
        // [8, 10] out by 2 about 9: span 4, half left of 9: [7, 11], shifted back to [6, 10]
        assertWindow(6, 10, new TimeWindow(8, 10, 10, 100).zoom(0.5, 9));
    }

    @Test
    void panStopsAtTheEnds() {
        TimeWindow w = new TimeWindow(2, 4, 10, 100);
        assertWindow(3, 5, w.pan(1));
        assertWindow(8, 10, w.pan(100));
        assertWindow(0, 2, w.pan(-100));
        assertWindow(8, 10, w.startingAt(9));
        assertWindow(5, 7, w.startingAt(5));
        assertEquals(100, w.pan(1).width());
    }

    @Test
    void zoomToAnInterval() {
        TimeWindow fit = TimeWindow.fit(10, 500);
        // [2, 4] with 5 % margins: 2 s * 1.1 = 2.2 s about 3 s: [1.9, 4.1]
        assertWindow(1.9, 4.1, fit.zoomTo(2, 4, 0.05));
        // [9, 10] with 50 % margins: 2 s about 9.5 s = [8.5, 10.5], shifted back to [8, 10]
        assertWindow(8, 10, fit.zoomTo(9, 10, 0.5));
        // wider than the run: the whole run
        assertWindow(0, 10, fit.zoomTo(0, 10, 0.5));
        assertThrows(IllegalArgumentException.class, () -> fit.zoomTo(4, 2, 0));
    }

    @Test
    void fitAndWidth() {
        TimeWindow w = new TimeWindow(2, 4, 10, 100).withWidth(640);
        assertEquals(640, w.width());
        assertWindow(2, 4, w);
        assertWindow(0, 10, w.fit());
    }

    @Test
    void ticksInUnitsOfTheSpan() {
        // 10 s over 900 px: about one tick per 90 px = 10 ticks, 1 s apart, labels 0 .. 10, unit s
        List<TimeWindow.Tick> t = TimeWindow.fit(10, 900).ticks(90);
        assertEquals("s", TimeWindow.fit(10, 900).unit());
        assertEquals(11, t.size());
        assertEquals("0", t.get(0).label());
        assertEquals("10", t.get(10).label());
        assertEquals(90, t.get(1).x(), 1e-9);
        // 0.5 s over 900 px: ms; 500 ms / 10 = 50 ms a tick, at 90 px each
        TimeWindow ms = new TimeWindow(0, 0.5, 10, 900);
        assertEquals("ms", ms.unit());
        List<TimeWindow.Tick> m = ms.ticks(90);
        assertEquals("50", m.get(1).label());
        assertEquals(90, m.get(1).x(), 1e-9);
        // a window that does not start on a tick: [1.25, 3.25] s over 200 px: 2 ticks wanted, 1 s apart: 2, 3
        List<TimeWindow.Tick> off = new TimeWindow(1.25, 3.25, 10, 200).ticks(90);
        assertEquals(List.of("2", "3"), off.stream().map(TimeWindow.Tick::label).toList());
        assertEquals(75, off.get(0).x(), 1e-9); // (2 - 1.25) * 100 px/s
    }

    /** Issue 27: at deep zoom far into a run the axis counts from a visible origin, not "3457100000 us". */
    @Test
    void deepZoomLabelsCountFromAVisibleOrigin() {
        // [3457.1, 3457.1005] s over 500 px: unit us, about 5 ticks of 100 us; labels from the tick at 3457.1 s
        TimeWindow w = new TimeWindow(3457.1, 3457.1005, 4000, 500);
        assertEquals("us", w.unit());
        assertEquals(3457.1, w.origin(90), 1e-9);
        List<TimeWindow.Tick> t = w.ticks(90);
        assertEquals(List.of("0", "100", "200", "300", "400", "500"), t.stream().map(TimeWindow.Tick::label).toList());
        assertEquals(3457.1002, t.get(2).time(), 1e-9);
        // short labels keep counting from the run's start: [1.25, 3.25] s, origin 0
        assertEquals(0, new TimeWindow(1.25, 3.25, 10, 200).origin(90));
        assertEquals(0, TimeWindow.fit(4000, 900).origin(90), "up to 4000 s: four digits");
    }

    @Test
    void badWindowsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new TimeWindow(5, 4, 10, 100));
        assertThrows(IllegalArgumentException.class, () -> new TimeWindow(0, 11, 10, 100));
        assertThrows(IllegalArgumentException.class, () -> new TimeWindow(0, 1, 10, 0));
        assertThrows(IllegalArgumentException.class, () -> TimeWindow.fit(10, 100).zoom(0, 1));
    }

    @Test
    void rubberBandDragAndEnds() {
        TimeWindow w = new TimeWindow(2, 6, 10, 400); // 100 px/s
        // a band from 300 px back to 100 px: [3, 5] s
        assertWindow(3, 5, w.zoomToPixels(300, 100));
        // a band past the plot's right edge stops there: [4, 6]
        assertWindow(4, 6, w.zoomToPixels(200, 900));
        // dragged 50 px to the right: the content follows, the window shows 0.5 s earlier
        assertWindow(1.5, 5.5, w.dragged(50));
        assertWindow(0, 4, w.dragged(1000));
        assertWindow(6, 10, w.dragged(-1000));
        assertWindow(0, 4, w.toStart());
        assertWindow(6, 10, w.toEnd());
        assertEquals(400, w.toEnd().width());
    }

    @Test
    void revealMovesOnlyWhenNeeded() {
        TimeWindow w = new TimeWindow(2, 6, 10, 400);
        assertEquals(w, w.reveal(3, 5));
        // [7, 8] fits in 4 s: centred on 7.5, [5.5, 9.5]
        assertWindow(5.5, 9.5, w.reveal(7, 8));
        // [9, 10] centred would end past the run: [6, 10]
        assertWindow(6, 10, w.reveal(9, 10));
        // [1, 9] is longer than 4 s: 8 s with 5 % margins, 8.8 s centred on 5: [0.6, 9.4]
        assertWindow(0.6, 9.4, w.reveal(1, 9));
        assertThrows(IllegalArgumentException.class, () -> w.reveal(5, 4));
    }
}
