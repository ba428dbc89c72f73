package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.action.Action;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;

import lbsim.trace.analysis.TimeBreakdown;
import lbsim.run.layout.Palette;
import lbsim.trace.TraceStates;
import lbsim.trace.store.TraceStore;

/**
 * The per-task time breakdown of the active space-time editor's run (issue 17 item 6; {@link TimeBreakdown}):
 * one stacked horizontal bar per task over [0, run end] (the last task's end; {@link lbsim.trace.analysis.RunEnd}), in the order compute, overhead (send, receive, spawn),
 * algorithmic blocking, service blocking, other states, idle, with a legend above. Compute, overhead and
 * algorithmic blocking take the diagram's colours of compute, send and blocked; service blocking a darker red,
 * other states the spawn colour, idle a light grey. A segment wide enough for it shows its seconds; the tooltip names
 * a segment's task, part, seconds and share. Many tasks scroll under a legend that stays in place; the toolbar's
 * "Copy" puts the table of seconds on the clipboard (tab-separated, for a spreadsheet).
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
    public void createPartControl(Composite parent) {
        super.createPartControl(parent);
        Action copy = new Action("Copy") {
            @Override
            public void run() {
                TimeBreakdown b = model();
                if (b != null) {
                    Clipboard c = new Clipboard(getCanvas().getDisplay());
                    c.setContents(new Object[] { table(b) }, new Transfer[] { TextTransfer.getInstance() });
                    c.dispose();
                }
            }
        };
        copy.setToolTipText("Copy the breakdown as a table (seconds per task and part, tab-separated)");
        getViewSite().getActionBars().getToolBarManager().add(copy);
    }

    /**
     * The breakdown as a tab-separated table: a header (task, then each part's label, then "run end"), and one line
     * per task with its seconds (Java's shortest exact decimal form).
     */
    public static String table(TimeBreakdown b) {
        StringBuilder t = new StringBuilder("task");
        for (Part p : Part.values()) {
            t.append('\t').append(p.label).append(" (s)");
        }
        t.append('\n');
        for (TimeBreakdown.Task task : b.tasks()) {
            t.append(task.name());
            for (Part p : Part.values()) {
                t.append('\t').append(p.seconds(task));
            }
            t.append('\n');
        }
        return t.toString();
    }

    @Override
    protected Point contentSize(TimeBreakdown b, TraceStore store, Point viewport) {
        return new Point(viewport.x, Math.max(viewport.y, TOP + (b.tasks().size() + 1) * ROW_HEIGHT + MARGIN));
    }

    /**
     * The text a segment shows inside its bar, or null where it does not fit: its seconds as the tooltip writes them,
     * when {@code textWidth} (the text's width in pixels) plus 3 pixels each side fits in the segment.
     */
    public static String label(Segment s, java.util.function.ToIntFunction<String> textWidth) {
        String text = TimeText.duration(s.seconds());
        return textWidth.applyAsInt(text) + 6 <= s.x1() - s.x0() ? text : null;
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
        int top = origin().y; // the legend stays at the top of the visible area
        int first = Math.max(0, (top - TOP) / ROW_HEIGHT - 1);
        int last = (top + size.y - TOP) / ROW_HEIGHT + 1; // the rows in view (and one more each side)
        int row = 0;
        for (TimeBreakdown.Task t : b.tasks()) {
            if (row >= first && row <= last) {
                gc.drawString(ellipsis(gc, t.name(), LABEL_WIDTH - MARGIN - 4), MARGIN, TOP + row * ROW_HEIGHT, true);
            }
            row++;
        }
        int textHeight = gc.getFontMetrics().getHeight();
        for (Segment s : segments(b, size.x)) {
            int r = (s.y() - TOP) / ROW_HEIGHT;
            if (r < first || r > last) {
                continue;
            }
            Color c = colour(gc, s.part().colour);
            gc.setBackground(c);
            gc.fillRectangle(s.x0(), s.y(), s.x1() - s.x0(), BAR_HEIGHT);
            c.dispose();
            String text = label(s, w -> gc.textExtent(w).x);
            if (text != null) {
                gc.setForeground(gc.getDevice().getSystemColor(dark(s.part().colour) ? SWT.COLOR_WHITE : SWT.COLOR_BLACK));
                gc.drawString(text, s.x0() + 3, s.y() + (BAR_HEIGHT - textHeight) / 2, true);
                gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_BLACK));
            }
        }
        SpaceTimeEditor e = editor();
        gc.drawString(spanLabel(b, e == null ? java.util.OptionalDouble.empty() : e.makespan()), LABEL_WIDTH,
                TOP + row * ROW_HEIGHT, true);
        // legend, over a band that hides the rows scrolled under it
        gc.setBackground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(0, top, Math.max(size.x, 1), TOP - 4);
        int x = MARGIN;
        for (Part p : Part.values()) {
            Color c = colour(gc, p.colour);
            gc.setBackground(c);
            gc.fillRectangle(x, top + 8, 12, 10);
            c.dispose();
            gc.drawString(p.label, x + 16, top + 5, true);
            x += 16 + gc.textExtent(p.label).x + 12;
        }
    }

    /** Whether text on {@code rgb} reads better in white (relative luminance below one half). */
    static boolean dark(int rgb) {
        double l = 0.2126 * ((rgb >> 16) & 0xFF) + 0.7152 * ((rgb >> 8) & 0xFF) + 0.0722 * (rgb & 0xFF);
        return l < 128;
    }

    /** {@code text}, cut with an ellipsis to fit {@code width} pixels. */
    static String ellipsis(GC gc, String text, int width) {
        if (gc.textExtent(text).x <= width) {
            return text;
        }
        int n = text.length();
        while (n > 0 && gc.textExtent(text.substring(0, n) + "\u2026").x > width) {
            n--;
        }
        return text.substring(0, n) + "\u2026";
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
