package lbsim.ui.spacetime;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The visible time window [t0, t1] of a run of length {@code end} seconds, drawn over {@code width} pixels:
 * the zoom and pan arithmetic of the space-time diagram editor, free of SWT. Pixel p covers
 * [time(p), time(p + 1)); x(t) = (t - t0) * width / (t1 - t0). The window always lies inside [0, end] and
 * is never narrower than {@link #MIN_SPAN_FRACTION} of the run (nor 1 ns). Immutable.
 */
public record TimeWindow(double t0, double t1, double end, int width) {

    /** The narrowest window, as a fraction of the run. */
    public static final double MIN_SPAN_FRACTION = 1e-9;
    /** The zoom factor of one step (+, -, one wheel notch). */
    public static final double STEP = 2.0;

    public TimeWindow {
        if (!(end > 0) || Double.isInfinite(end)) {
            throw new IllegalArgumentException("run length must be > 0 and finite, got " + end);
        }
        if (width < 1) {
            throw new IllegalArgumentException("width must be >= 1 pixel, got " + width);
        }
        if (!(t0 >= 0 && t1 <= end && t0 < t1)) {
            throw new IllegalArgumentException("window [" + t0 + ", " + t1 + "] not inside [0, " + end + "]");
        }
    }

    /** The whole run over {@code width} pixels. */
    public static TimeWindow fit(double end, int width) {
        return new TimeWindow(0, end, end, width);
    }

    public double span() {
        return t1 - t0;
    }

    /** Seconds per pixel. */
    public double secondsPerPixel() {
        return span() / width;
    }

    /** Pixel position (from the plot's left edge, not rounded) of time t. */
    public double x(double t) {
        return (t - t0) * width / span();
    }

    /** The time at pixel position x (from the plot's left edge). */
    public double time(double x) {
        return t0 + span() * x / width;
    }

    /** The same window over another number of pixels. */
    public TimeWindow withWidth(int w) {
        return new TimeWindow(t0, t1, end, w);
    }

    /** The whole run. */
    public TimeWindow fit() {
        return fit(end, width);
    }

    private double minSpan() {
        return Math.max(end * MIN_SPAN_FRACTION, 1e-9 * Math.min(1, end));
    }

    /**
     * Zooms by {@code factor} (> 1 zooms in: the span is divided by it) keeping time {@code anchor} at the
     * same pixel, then shifts the window back inside [0, end] if it left it.
     */
    public TimeWindow zoom(double factor, double anchor) {
        if (!(factor > 0) || Double.isInfinite(factor)) {
            throw new IllegalArgumentException("zoom factor must be > 0, got " + factor);
        }
        double a = Math.max(t0, Math.min(t1, anchor));
        double span = Math.max(minSpan(), Math.min(end, span() / factor));
        double f = (a - t0) / span(); // fraction of the window left of the anchor
        return placed(a - f * span, span);
    }

    /**
     * The window showing [a, b] with a margin of {@code margin} times its length on each side (clamped into
     * the run; never narrower than the narrowest window).
     */
    public TimeWindow zoomTo(double a, double b, double margin) {
        if (!(a <= b) || !(margin >= 0)) {
            throw new IllegalArgumentException("cannot zoom to [" + a + ", " + b + "] with margin " + margin);
        }
        double span = Math.max(minSpan(), Math.min(end, (b - a) * (1 + 2 * margin)));
        return placed((a + b) / 2 - span / 2, span);
    }

    /** Zooms in one step about the window's centre. */
    public TimeWindow zoomIn() {
        return zoom(STEP, (t0 + t1) / 2);
    }

    /** Zooms out one step about the window's centre. */
    public TimeWindow zoomOut() {
        return zoom(1 / STEP, (t0 + t1) / 2);
    }

    /** Shifts the window by dt seconds (stops at the run's ends). */
    public TimeWindow pan(double dt) {
        return placed(t0 + dt, span());
    }

    /** The window of the same span starting at {@code start} (clamped into the run). */
    public TimeWindow startingAt(double start) {
        return placed(start, span());
    }

    /**
     * The window between pixel positions x0 and x1 (from the plot's left edge, either order): a rubber band
     * dragged on the time axis. Clamped into the run; never narrower than the narrowest window.
     */
    public TimeWindow zoomToPixels(double x0, double x1) {
        double a = time(Math.max(0, Math.min(width, Math.min(x0, x1))));
        double b = time(Math.max(0, Math.min(width, Math.max(x0, x1))));
        return zoomTo(a, b, 0);
    }

    /**
     * The window after the diagram was dragged {@code dx} pixels to the right: the content follows the
     * pointer, so the window moves dx pixels' worth of time earlier (stops at the run's ends).
     */
    public TimeWindow dragged(double dx) {
        return pan(-dx * secondsPerPixel());
    }

    /** The same span at the start of the run (Home). */
    public TimeWindow toStart() {
        return placed(0, span());
    }

    /** The same span at the end of the run (End). */
    public TimeWindow toEnd() {
        return placed(end - span(), span());
    }

    /**
     * A window that shows [a, b]: this one when [a, b] already lies inside it; else, when [a, b] fits in the
     * span, the same span centred on it; else [a, b] with 5 % margins.
     */
    public TimeWindow reveal(double a, double b) {
        if (!(a <= b)) {
            throw new IllegalArgumentException("cannot reveal [" + a + ", " + b + "]");
        }
        if (a >= t0 && b <= t1) {
            return this;
        }
        if (b - a <= span()) {
            return placed((a + b) / 2 - span() / 2, span());
        }
        return zoomTo(a, b, 0.05);
    }

    private TimeWindow placed(double start, double span) {
        double s = Math.max(0, Math.min(end - span, start));
        double e = s + span;
        if (e > end) {
            e = end;
        }
        if (!(s < e)) {
            return new TimeWindow(Math.max(0, end - span), end, end, width);
        }
        return new TimeWindow(s, e, end, width);
    }

    /** A tick of the time axis: its time, its pixel position (from the plot's left edge) and its label. */
    public record Tick(double time, double x, String label) {
    }

    /** The unit of the axis labels for this window: "us" below 1 ms of span, "ms" below 1 s, "s" below 10 min, else "min". */
    public String unit() {
        double s = span();
        return s < 1e-3 ? "us" : s < 1 ? "ms" : s < 600 ? "s" : "min";
    }

    private double perSecond() {
        return switch (unit()) {
            case "us" -> 1e6;
            case "ms" -> 1e3;
            case "s" -> 1;
            default -> 1 / 60.0;
        };
    }

    /** Ticks at 1, 2 or 5 times a power of ten of {@link #unit()}, about one per {@code pixelsPerTick} pixels. */
    public List<Tick> ticks(int pixelsPerTick) {
        double k = perSecond();
        double step = tickStep(pixelsPerTick, k);
        int decimals = Math.max(0, (int) -Math.floor(Math.log10(step) + 1e-9));
        double originV = originIn(step, k);
        List<Tick> out = new ArrayList<>();
        for (long n = (long) Math.ceil(t0 * k / step - 1e-9);; n++) {
            double v = n * step;
            double t = v / k;
            if (t > t1 * (1 + 1e-12) + 1e-300) {
                break;
            }
            out.add(new Tick(t, x(t), String.format(Locale.ROOT, "%." + decimals + "f", v - originV)));
        }
        return out;
    }

    /** Labels longer than this many digits before the point count from a visible origin ({@link #origin}). */
    static final double LONG_LABEL = 1e4;

    /**
     * The time the tick labels of {@link #ticks} count from, in seconds: 0, unless the labels would have more than
     * four digits before the point in {@link #unit()} (deep zoom far into a run: "3457100 ms"); then the last tick
     * at or before the window's start, so the labels are small offsets ("0", "100", "200" us from 3457.1 s).
     */
    public double origin(int pixelsPerTick) {
        double k = perSecond();
        return originIn(tickStep(pixelsPerTick, k), k) / k;
    }

    private double originIn(double step, double k) {
        return t1 * k < LONG_LABEL ? 0 : Math.floor(t0 * k / step + 1e-9) * step;
    }

    private double tickStep(int pixelsPerTick, double k) {
        double raw = span() * k / Math.max(1, width / Math.max(1, pixelsPerTick));
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = 10 * mag;
        for (double f : new double[] { 1, 2, 5 }) {
            if (f * mag >= raw * (1 - 1e-9)) {
                step = f * mag;
                break;
            }
        }
        return step;
    }
}
