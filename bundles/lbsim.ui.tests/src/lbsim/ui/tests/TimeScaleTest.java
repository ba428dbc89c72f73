package lbsim.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import lbsim.ui.viewer.rows.TimeScale;

/** The time to pixel mapping, with numbers computed by hand. */
class TimeScaleTest {

    @Test
    void mapsSecondsToPixelsRoundingHalfUp() {
        TimeScale s = new TimeScale(170, 2.5);
        assertEquals(170, s.x(0));
        assertEquals(195, s.x(10)); // 170 + 25
        assertEquals(178, s.x(3.3)); // 170 + round(8.25)
        assertEquals(171, s.x(0.2)); // 170 + round(0.5): halves round up
        assertEquals(170, s.x(0.19)); // 170 + round(0.475)
        assertEquals(165, s.x(-2)); // 170 - 5
        assertEquals(10.0, s.seconds(195), 1e-12);
        assertEquals(-2.0, s.seconds(165), 1e-12);
    }

    @Test
    void fitMapsEndToRightEdge() {
        TimeScale one = TimeScale.fit(610, 170, 610);
        assertEquals(170, one.originX());
        assertEquals(1.0, one.pixelsPerSecond(), 0);
        assertEquals(780, one.x(610));

        TimeScale s = TimeScale.fit(610, 170, 400); // 400 / 610 = 0.655737... px/s
        assertEquals(400.0 / 610.0, s.pixelsPerSecond(), 1e-15);
        assertEquals(570, s.x(610)); // 170 + 400
        assertEquals(370, s.x(305)); // 170 + 200
        assertEquals(183, s.x(20)); // 170 + round(13.11)
        assertEquals(177, s.x(10)); // 170 + round(6.557)

        assertEquals(400.0, TimeScale.fit(0, 170, 400).pixelsPerSecond(), 0); // empty result: 1 s
        assertEquals(400.0, TimeScale.fit(Double.NaN, 170, 400).pixelsPerSecond(), 0);
    }

    @Test
    void rejectsBadArguments() {
        assertThrows(IllegalArgumentException.class, () -> new TimeScale(0, 0));
        assertThrows(IllegalArgumentException.class, () -> new TimeScale(0, -1));
        assertThrows(IllegalArgumentException.class, () -> new TimeScale(0, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new TimeScale(0, Double.POSITIVE_INFINITY));
        assertThrows(IllegalArgumentException.class, () -> TimeScale.fit(10, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new TimeScale(0, 1).tickStepSeconds(0));
    }

    @Test
    void ticksAreRoundStepsAtLeastMinPixelsApart() {
        // 60 px at 1 px/s is 60 s: 10 and 20 are too small, 50 too; the next round step is 100
        assertEquals(100.0, new TimeScale(0, 1.0).tickStepSeconds(60), 0);
        // 60 px at 2.5 px/s is 24 s: 50
        assertEquals(50.0, new TimeScale(0, 2.5).tickStepSeconds(60), 0);
        // 50 px at 1 px/s is exactly 50 s
        assertEquals(50.0, new TimeScale(0, 1.0).tickStepSeconds(50), 0);
        // 60 px at 400 px/s is 0.15 s: 0.2
        assertEquals(0.2, new TimeScale(0, 400).tickStepSeconds(60), 1e-15);

        assertArrayEquals(new double[] { 0, 100, 200, 300, 400, 500, 600 }, TimeScale.ticks(610, 100), 0);
        assertArrayEquals(new double[] { 0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0 }, TimeScale.ticks(1, 0.2), 1e-15);
        assertArrayEquals(new double[] { 0 }, TimeScale.ticks(0, 10), 0);

        assertEquals("300", TimeScale.formatTick(300, 100));
        assertEquals("0", TimeScale.formatTick(0, 100));
        assertEquals("0.6", TimeScale.formatTick(0.6000000000000001, 0.2));
        assertEquals("0.15", TimeScale.formatTick(0.15, 0.05));
    }
}
