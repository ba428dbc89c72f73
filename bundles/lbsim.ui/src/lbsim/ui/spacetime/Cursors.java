package lbsim.ui.spacetime;

import java.math.BigDecimal;
import java.math.MathContext;

import org.eclipse.draw2d.Graphics;

/**
 * The time cursor and the second cursor that measures an interval from it, as times in seconds (NaN when
 * not set), painted over the diagram as vertical lines with Δt = second - first on the axis.
 */
public final class Cursors implements SpaceTimeFigure.Decoration {

    /** Colour of the first cursor (RGB). */
    public static final int FIRST_COLOUR = 0xD50000;
    /** Colour of the second cursor (RGB). */
    public static final int SECOND_COLOUR = 0x2962FF;

    private double first = Double.NaN;
    private double second = Double.NaN;

    public double first() {
        return first;
    }

    public double second() {
        return second;
    }

    /** Sets the time cursor (t in seconds); the second cursor stays. */
    public void setFirst(double t) {
        first = t;
    }

    /** Sets the second cursor (t in seconds). */
    public void setSecond(double t) {
        second = t;
    }

    /** Removes both cursors. */
    public void clear() {
        first = Double.NaN;
        second = Double.NaN;
    }

    /** second - first in seconds; NaN unless both are set. */
    public double delta() {
        return second - first;
    }

    /**
     * What the axis and the status line show: "t = 2.5 s" for one cursor, "t = 2.5 s, Δt = 1.25 s" for two
     * (Δt signed, six significant digits), or "" for none.
     */
    public String label() {
        if (Double.isNaN(first)) {
            return Double.isNaN(second) ? "" : "t2 = " + format(second);
        }
        return Double.isNaN(second) ? "t = " + format(first)
                : "t = " + format(first) + ", \u0394t = " + format(delta());
    }

    /** Seconds with six significant digits, in us below 1 ms, ms below 1 s, else s: 0.0015 -> "1.5 ms". */
    public static String format(double seconds) {
        double a = Math.abs(seconds);
        String unit = a != 0 && a < 1e-3 ? "us" : a != 0 && a < 1 ? "ms" : "s";
        double v = switch (unit) {
            case "us" -> seconds * 1e6;
            case "ms" -> seconds * 1e3;
            default -> seconds;
        };
        BigDecimal d = new BigDecimal(v).round(new MathContext(6)).stripTrailingZeros();
        return (d.signum() == 0 ? "0" : d.toPlainString()) + " " + unit;
    }

    @Override
    public void paint(Graphics g, SpaceTimeFigure f) {
        TimeWindow w = f.getWindow();
        int axis = f.axisTop();
        int top = axis + SpaceTimeFigure.AXIS_HEIGHT - 8;
        int bottom = f.rowsBottom();
        for (int k = 0; k < 2; k++) {
            double t = k == 0 ? first : second;
            if (!Double.isNaN(t) && t >= w.t0() && t <= w.t1()) {
                int x = Math.min(f.plotLeft() + w.width() - 1, f.xOf(t));
                g.setForegroundColor(f.colour(k == 0 ? FIRST_COLOUR : SECOND_COLOUR));
                g.drawLine(x, top, x, bottom);
            }
        }
        String label = label();
        if (!label.isEmpty()) {
            // under the tick labels, right of the first cursor (kept inside the plot), on a blank patch
            double anchor = Double.isNaN(first) ? second : first;
            org.eclipse.draw2d.geometry.Dimension size = org.eclipse.draw2d.FigureUtilities.getTextExtents(label,
                    g.getFont());
            int x = Math.max(f.plotLeft(), Math.min(f.plotLeft() + w.width() - size.width - 2,
                    anchor < w.t0() ? f.plotLeft() : f.xOf(Math.min(anchor, w.t1())) + 4));
            g.setBackgroundColor(f.colour(lbsim.run.layout.Palette.BACKGROUND));
            g.fillRectangle(x - 2, axis + 15, size.width + 4, Math.min(size.height, SpaceTimeFigure.AXIS_HEIGHT - 16));
            g.setForegroundColor(f.colour(Double.isNaN(first) ? SECOND_COLOUR : FIRST_COLOUR));
            g.drawString(label, x, axis + 15);
        }
    }
}
