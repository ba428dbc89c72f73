package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Issue 27, "Readable at scale": times in Properties with units and sensible digits. */
class TimeTextTest {

    @Test
    void durationsHaveFourSignificantDigitsInTheirUnit() {
        assertEquals("133.3 us", TimeText.duration(1.333333333306541E-4), "the issue's example");
        assertEquals("500 ms", TimeText.duration(0.5));
        assertEquals("1.5 s", TimeText.duration(1.5));
        assertEquals("3457 s", TimeText.duration(3457.1));
        assertEquals("1 ms", TimeText.duration(0.00099996), "999.96 us rounds to 1000 us, shown as 1 ms");
        assertEquals("12 ns", TimeText.duration(1.2e-8));
        assertEquals("0.012 ns", TimeText.duration(1.2e-11), "below a nanosecond stays in ns");
        assertEquals("-2.5 ms", TimeText.duration(-0.0025));
        assertEquals("0 s", TimeText.duration(0));
        assertEquals("-", TimeText.duration(Double.NaN));
    }

    @Test
    void instantsHaveAtMostNineDecimalsAndNoExponent() {
        assertEquals("2 s", TimeText.instant(2.0));
        assertEquals("0.75 s", TimeText.instant(0.75));
        assertEquals("0.000883333 s", TimeText.instant(8.833333333333334E-4));
        assertEquals("3457.1 s", TimeText.instant(3457.1));
        assertEquals("1.000133333 s", TimeText.instant(1.0001333333333));
        assertEquals("0 s", TimeText.instant(0));
        assertEquals("0 s", TimeText.instant(1e-12), "below a nanosecond");
        assertEquals("-", TimeText.instant(Double.NaN));
    }
}
