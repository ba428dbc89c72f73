package lbsim.core.net;

import java.util.Arrays;
import java.util.Locale;

/**
 * A time as a piecewise-linear function of message size, as CLUE models send and transmission times
 * (seeds/003, section 4.2 and Figures 4.1, 4.2, 4.4). Given breakpoints {@code (sizeBytes[i], seconds[i])}
 * with strictly increasing sizes, the value at a size is:
 * <ul>
 * <li>at or below the first breakpoint's size: the first breakpoint's seconds (no extrapolation
 * towards zero, which could give negative times);</li>
 * <li>between two breakpoints: linear interpolation;</li>
 * <li>beyond the last breakpoint: linear extrapolation of the last segment (with a single breakpoint,
 * the function is that constant).</li>
 * </ul>
 * Every value is >= 0: the breakpoint times must be >= 0 and the last segment must not decrease.
 * Immutable. Units: bytes and seconds.
 */
public final class PiecewiseLinear {

    private final double[] sizes;
    private final double[] seconds;

    /**
     * @param sizesBytes message sizes of the breakpoints, >= 0, finite and strictly increasing
     * @param seconds    the time at each breakpoint, >= 0 and finite
     * @throws IllegalArgumentException if an array is null or empty, their lengths differ, or a value
     *                                  breaks the rules above; the message names the breakpoint
     */
    public PiecewiseLinear(double[] sizesBytes, double[] seconds) {
        this("piecewise-linear function", sizesBytes, seconds);
    }

    /**
     * As {@link #PiecewiseLinear(double[], double[])}, with {@code label} (e.g. {@code "network 'lan':
     * different-node send time"}) at the start of every error message.
     */
    public PiecewiseLinear(String label, double[] sizesBytes, double[] seconds) {
        if (sizesBytes == null || seconds == null) {
            throw new IllegalArgumentException(label + ": sizes and times are required, got " + (sizesBytes == null ? "no sizes" : "no times"));
        }
        if (sizesBytes.length == 0 || sizesBytes.length != seconds.length) {
            throw new IllegalArgumentException(label + ": needs at least one breakpoint and as many times as sizes, got "
                    + sizesBytes.length + " sizes and " + seconds.length + " times");
        }
        for (int i = 0; i < sizesBytes.length; i++) {
            double s = sizesBytes[i];
            double t = seconds[i];
            if (!(s >= 0) || Double.isInfinite(s)) {
                throw new IllegalArgumentException(label + ": breakpoint " + (i + 1) + ": size must be >= 0 and finite, got " + s);
            }
            if (!(t >= 0) || Double.isInfinite(t)) {
                throw new IllegalArgumentException(label + ": breakpoint " + (i + 1) + ": time must be >= 0 and finite, got " + t);
            }
            if (i > 0 && !(s > sizesBytes[i - 1])) {
                throw new IllegalArgumentException(label + ": breakpoint " + (i + 1) + ": sizes must increase, got " + s
                        + " bytes after " + sizesBytes[i - 1]);
            }
        }
        int n = sizesBytes.length;
        if (n >= 2 && seconds[n - 1] < seconds[n - 2]) {
            throw new IllegalArgumentException(label + ": the last segment is extrapolated and must not decrease, got "
                    + seconds[n - 2] + " s then " + seconds[n - 1] + " s");
        }
        this.sizes = sizesBytes.clone();
        this.seconds = seconds.clone();
    }

    /** The constant function: the same time for every size. */
    public static PiecewiseLinear constant(double seconds) {
        return new PiecewiseLinear(new double[] {0}, new double[] {seconds});
    }

    /** The time for a message of this many bytes, in seconds (>= 0). */
    public double valueAt(double bytes) {
        int n = sizes.length;
        if (n == 1 || bytes <= sizes[0]) {
            return seconds[0];
        }
        int hi;
        if (bytes >= sizes[n - 1]) {
            hi = n - 1; // extrapolate the last segment
        } else {
            int i = Arrays.binarySearch(sizes, bytes);
            if (i >= 0) {
                return seconds[i];
            }
            hi = -i - 1; // first breakpoint above bytes
        }
        int lo = hi - 1;
        double slope = (seconds[hi] - seconds[lo]) / (sizes[hi] - sizes[lo]);
        return seconds[lo] + (bytes - sizes[lo]) * slope;
    }

    /** Number of breakpoints. */
    public int breakpoints() {
        return sizes.length;
    }

    /** Size of breakpoint {@code i} (0-based), in bytes. */
    public double sizeBytes(int i) {
        return sizes[i];
    }

    /** Time at breakpoint {@code i} (0-based), in seconds. */
    public double seconds(int i) {
        return seconds[i];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PiecewiseLinear p && Arrays.equals(sizes, p.sizes) && Arrays.equals(seconds, p.seconds);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(sizes) + Arrays.hashCode(seconds);
    }

    /** The breakpoints, e.g. {@code [(0 B, 0.0001 s), (1000 B, 0.0003 s)]}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < sizes.length; i++) {
            if (i > 0) {
                b.append(", ");
            }
            b.append(String.format(Locale.ROOT, "(%s B, %s s)", fmt(sizes[i]), fmt(seconds[i])));
        }
        return b.append(']').toString();
    }

    private static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
