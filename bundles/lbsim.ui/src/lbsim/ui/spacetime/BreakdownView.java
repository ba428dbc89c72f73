package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;

import lbsim.trace.analysis.TimeBreakdown;
import lbsim.run.layout.Palette;
import lbsim.trace.TraceStates;
import lbsim.trace.store.TraceStore;

/**
 * The per-task time breakdown of the active space-time editor's run (issue 17 item 6; {@link TimeBreakdown}):
 * one stacked horizontal bar per task over [0, run end] (the last task's end; {@link lbsim.trace.analysis.RunEnd}), in the order compute, overhead (send, receive, spawn),
 * algorithmic blocking, service blocking, other states, idle, with a legend above. Compute, overhead and
 * algorithmic blocking take the diagram's colours of compute, send and blocked; service blocking a darker red,
 * other states the spawn colour, idle a light grey. The tooltip names a segment's task, part and seconds.
 */
public final class BreakdownView extends TraceAnalysisView<TimeBreakdown> {

    public static final String ID = "lbsim.ui.spacetime.breakdownView";
    /** Width of the task names' column, pixels. */
    public static final int LABEL_WIDTH = 120;
    public static final int MARGIN = 8;
    public static final int TOP = 28;
    public static final int BAR_HEIGHT = 16;
    public static final int ROW_HEIGHT = 22;

    /** The parts of a bar, in drawing order, with their colours (0xRRGGBB). */
    public enum Part {
        COMPUTE("compute", Palette.stateColour(TraceStates.STATES.indexOf("compute"))),
        OVERHEAD("overhead", Palette.stateColour(TraceStates.STATES.indexOf("send"))),
        ALGORITHMIC("algorithmic blocking", Palette.stateColour(TraceStates.STATES.indexOf("blocked"))),
        SERVICE("service blocking", 0xAD2E2E),
        OTHER("other", Palette.stateColour(TraceStates.STATES.indexOf("spawn"))),
        IDLE("idle", 0xD6D6D6);

        public final String label;
        public final int colour;

        Part(String label, int colour) {
            this.label = label;
            this.colour = colour;
        }

        double seconds(TimeBreakdown.Task t) {
            return switch (this) {
                case COMPUTE -> t.computeSeconds();
                case OVERHEAD -> t.overheadSeconds();
                case ALGORITHMIC -> t.algorithmicSeconds();
                case SERVICE -> t.serviceSeconds();
                case OTHER -> t.otherSeconds();
                case IDLE -> t.idleSeconds();
            };
        }
    }

    /** One drawn segment: x0 .. x1 (exclusive), y .. y + {@link #BAR_HEIGHT}; empty parts have none. */
    public record Segment(int task, Part part, int x0, int x1, int y, double seconds) {
    }

    @Override
    protected TimeBreakdown compute(TraceStore store, java.util.function.BooleanSupplier stopped,
            java.util.function.DoubleConsumer done) throws IOException {
        return TimeBreakdown.of(store, stopped, done);
    }

    /**
     * The segments of {@code b} in a canvas {@code width} pixels wide: the bars span LABEL_WIDTH .. width - MARGIN
     * for the run end; a segment's edges are its cumulative seconds rounded to pixels (so the widths add up).
     */
    public static List<Segment> segments(TimeBreakdown b, int width) {
        List<Segment> out = new ArrayList<>();
        double span = b.runEndSeconds();
        int plot = Math.max(1, width - LABEL_WIDTH - MARGIN);
        int row = 0;
        for (TimeBreakdown.Task t : b.tasks()) {
            int y = TOP + row++ * ROW_HEIGHT;
            double cum = 0;
            for (Part p : Part.values()) {
                double s = p.seconds(t);
                int x0 = LABEL_WIDTH + (int) Math.round(span > 0 ? plot * cum / span : 0);
                cum += s;
                int x1 = LABEL_WIDTH + (int) Math.round(span > 0 ? plot * cum / span : 0);
                if (x1 > x0) {
                    out.add(new Segment(t.task(), p, x0, x1, y, s));
                }
            }
        }
        return out;
    }

    @Override
    protected void paint(GC gc, TimeBreakdown b, TraceStore store, Point size) {
        // legend
        int x = MARGIN;
        for (Part p : Part.values()) {
            Color c = colour(gc, p.colour);
            gc.setBackground(c);
            gc.fillRectangle(x, 8, 12, 10);
            c.dispose();
            gc.drawString(p.label, x + 16, 5, true);
            x += 16 + gc.textExtent(p.label).x + 12;
        }
        int row = 0;
        for (TimeBreakdown.Task t : b.tasks()) {
            gc.drawString(t.name(), MARGIN, TOP + row++ * ROW_HEIGHT, true);
        }
        for (Segment s : segments(b, size.x)) {
            Color c = colour(gc, s.part().colour);
            gc.setBackground(c);
            gc.fillRectangle(s.x0(), s.y(), s.x1() - s.x0(), BAR_HEIGHT);
            c.dispose();
        }
        SpaceTimeEditor e = editor();
        gc.drawString(spanLabel(b, e == null ? java.util.OptionalDouble.empty() : e.makespan()), LABEL_WIDTH,
                TOP + row * ROW_HEIGHT, true);
    }

    /**
     * The label under the bars: "0 .. E (run end)", and for a run with an application makespan (the master's last
     * result, earlier) "0 .. E (run end; makespan M)".
     */
    public static String spanLabel(TimeBreakdown b, java.util.OptionalDouble makespan) {
        String l = "0 .. " + MessageSelection.seconds(b.runEndSeconds()) + " (run end";
        return l + (makespan.isPresent() ? "; makespan " + MessageSelection.seconds(makespan.getAsDouble()) : "") + ")";
    }

    @Override
    protected String toolTipAt(TimeBreakdown b, TraceStore store, Point size, int x, int y) {
        for (Segment s : segments(b, size.x)) {
            if (x >= s.x0() && x < s.x1() && y >= s.y() && y < s.y() + BAR_HEIGHT) {
                double share = b.runEndSeconds() > 0 ? s.seconds() / b.runEndSeconds() : 0;
                return store.taskName(s.task()) + ": " + s.part().label + " " + TimeText.duration(s.seconds())
                        + String.format(Locale.ROOT, " (%.1f %%)", 100 * share);
            }
        }
        return null;
    }
}
