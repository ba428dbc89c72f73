package lbsim.ui.viewer.rows;

import java.util.Locale;

/**
 * Maps virtual time to horizontal pixels of a result diagram: {@code x = originX + round(seconds * pixelsPerSecond)},
 * with {@link Math#round(double)} (halves round up). Pure Java, no SWT, so it can be tested and reused outside a
 * viewer.
 *
 * @param originX         pixel column of time 0
 * @param pixelsPerSecond horizontal pixels per second of virtual time; finite and &gt; 0
 */
public record TimeScale(int originX, double pixelsPerSecond) {

    /**
     * @throws IllegalArgumentException when {@code pixelsPerSecond} is not finite and &gt; 0
     */
    public TimeScale {
        if (!(pixelsPerSecond > 0) || Double.isInfinite(pixelsPerSecond)) {
            throw new IllegalArgumentException("pixelsPerSecond must be finite and > 0: " + pixelsPerSecond);
        }
    }

    /**
     * The scale that maps [0, endSeconds] onto [originX, originX + widthPixels]: pixelsPerSecond =
     * widthPixels / endSeconds. An {@code endSeconds} that is not &gt; 0 (no tasks, or NaN) is taken as 1 s.
     *
     * @throws IllegalArgumentException when {@code widthPixels} &lt; 1
     */
    public static TimeScale fit(double endSeconds, int originX, int widthPixels) {
        if (widthPixels < 1) {
            throw new IllegalArgumentException("widthPixels must be >= 1: " + widthPixels);
        }
        double end = endSeconds > 0 && !Double.isInfinite(endSeconds) ? endSeconds : 1;
        return new TimeScale(originX, widthPixels / end);
    }

    /** The pixel column of a time in seconds; callers must not pass NaN (it would map to {@code originX}). */
    public int x(double seconds) {
        return originX + (int) Math.round(seconds * pixelsPerSecond);
    }

    /** The time in seconds at the left edge of a pixel column (inverse of {@link #x(double)} up to rounding). */
    public double seconds(int x) {
        return (x - originX) / pixelsPerSecond;
    }

    /**
     * The smallest "round" tick step (1, 2 or 5 times a power of ten seconds) whose ticks are at least
     * {@code minPixels} apart on this scale.
     *
     * @throws IllegalArgumentException when {@code minPixels} &lt; 1
     */
    public double tickStepSeconds(int minPixels) {
        if (minPixels < 1) {
            throw new IllegalArgumentException("minPixels must be >= 1: " + minPixels);
        }
        double raw = minPixels / pixelsPerSecond;
        double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] { 1, 2, 5 }) {
            if (m * magnitude >= raw * (1 - 1e-12)) {
                return m * magnitude;
            }
        }
        return 10 * magnitude;
    }

    /**
     * The tick times 0, step, 2 step, ... up to and including {@code endSeconds} (each computed as i * step, so
     * errors do not accumulate); only 0 when {@code endSeconds} &lt;= 0.
     */
    public static double[] ticks(double endSeconds, double stepSeconds) {
        int n = endSeconds > 0 ? (int) Math.floor(endSeconds / stepSeconds + 1e-9) : 0;
        double[] ticks = new double[n + 1];
        for (int i = 0; i <= n; i++) {
            ticks[i] = i * stepSeconds;
        }
        return ticks;
    }

    /**
     * A tick label: an integer when the step is at least 1 s, otherwise as many decimals as the step needs
     * (e.g. step 0.05 gives "0.15").
     */
    public static String formatTick(double seconds, double stepSeconds) {
        if (stepSeconds >= 1) {
            return Long.toString(Math.round(seconds));
        }
        int decimals = (int) Math.ceil(-Math.log10(stepSeconds) - 1e-9);
        return String.format(Locale.ROOT, "%." + decimals + "f", seconds);
    }
}
