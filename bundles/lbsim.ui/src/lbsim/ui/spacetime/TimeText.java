package lbsim.ui.spacetime;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Times as the Properties view shows them: a duration with four significant digits in the unit that keeps it
 * between 1 and 1000 ({@code "133.3 us"}, {@code "2.5 ms"}, {@code "1.5 s"}), an instant in seconds with at most
 * nine decimals (nanoseconds) and never an exponent ({@code "1.000133333 s"}). NaN is {@code "-"}.
 */
public final class TimeText {

    private static final String[] UNITS = { "s", "ms", "us", "ns" };

    private TimeText() {
    }

    /** A duration in seconds, four significant digits in s, ms, us or ns; e.g. 1.333333333306541E-4 -> "133.3 us". */
    public static String duration(double seconds) {
        if (Double.isNaN(seconds)) {
            return "-";
        }
        if (seconds == 0) {
            return "0 s";
        }
        double v = seconds;
        int unit = 0;
        while (Math.abs(v) < 1 && unit < UNITS.length - 1) {
            v *= 1000;
            unit++;
        }
        BigDecimal d = new BigDecimal(v).round(new java.math.MathContext(4, RoundingMode.HALF_EVEN));
        if (d.abs().compareTo(BigDecimal.valueOf(1000)) >= 0 && unit > 0) { // 999.96 us rounds to 1000 us: 1 ms
            d = d.movePointLeft(3).round(new java.math.MathContext(4, RoundingMode.HALF_EVEN));
            unit--;
        }
        return d.stripTrailingZeros().toPlainString() + " " + UNITS[unit];
    }

    /** An instant in seconds, at most nine decimals, no exponent; e.g. 2.0 -> "2 s", 0.000883333333 -> "0.000883333 s". */
    public static String instant(double seconds) {
        if (Double.isNaN(seconds)) {
            return "-";
        }
        BigDecimal d = new BigDecimal(Double.toString(seconds));
        if (d.scale() > 9) {
            d = d.setScale(9, RoundingMode.HALF_EVEN);
        }
        d = d.stripTrailingZeros();
        return (d.signum() == 0 ? "0" : d.toPlainString()) + " s";
    }
}
