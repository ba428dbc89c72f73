package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.part.Page;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

import lbsim.run.layout.Palette;
import lbsim.trace.store.Summary;
import lbsim.trace.store.TraceStore;

/**
 * The Outline view's overview of a space-time editor: the whole run in miniature (every task as a strip of
 * its dominant states, from the store's summary of [0, end] at the outline's width) with the editor's
 * visible window as a rectangle. Dragging the rectangle pans the editor; dragging its left or right edge
 * (within {@link #EDGE} pixels) moves that end of the window (zooms); a press outside it centres the window
 * there.
 */
public final class SpaceTimeOutlinePage extends Page implements IContentOutlinePage {

    /** Pixels either side of the rectangle's edges that grab the edge. */
    public static final int EDGE = 3;
    /** Colour of the visible window's rectangle (RGB). */
    public static final int WINDOW_COLOUR = 0xD50000;

    private final SpaceTimeEditor editor;
    private final Consumer<TimeWindow> listener = w -> redraw();
    private final Map<Integer, Color> colours = new HashMap<>();
    private Canvas canvas;
    private Summary summary;
    private int summaryWidth = -1;
    private TraceStore summaryStore;
    private Grab grab;

    /** What a press took hold of, where, and the window then. */
    private record Grab(Overview.Part part, int x, TimeWindow window) {
    }

    /**
     * The overview's arithmetic: a run of {@code end} seconds over {@code width} pixels; x(t) = t * width / end.
     */
    public record Overview(double end, int width) {

        /** What a press at pixel x takes hold of. */
        public enum Part {
            LEFT_EDGE, RIGHT_EDGE, INSIDE, OUTSIDE
        }

        public Overview {
            if (!(end > 0) || width < 1) {
                throw new IllegalArgumentException("overview of " + end + " s over " + width + " px");
            }
        }

        public double x(double t) {
            return t * width / end;
        }

        public double time(double x) {
            return x * end / width;
        }

        /** What of window w a press at pixel x grabs. */
        public Part partAt(TimeWindow w, int x) {
            double x0 = x(w.t0());
            double x1 = x(w.t1());
            if (Math.abs(x - x0) <= EDGE && x1 - x0 > 2 * EDGE) {
                return Part.LEFT_EDGE;
            }
            if (Math.abs(x - x1) <= EDGE && x1 - x0 > 2 * EDGE) {
                return Part.RIGHT_EDGE;
            }
            return x >= x0 - EDGE && x <= x1 + EDGE ? Part.INSIDE : Part.OUTSIDE;
        }

        /** Window w moved by dx overview pixels (dx * end / width seconds), inside the run. */
        public TimeWindow moved(TimeWindow w, int dx) {
            return w.pan(time(dx));
        }

        /** Window w with its start at pixel x (kept at least one overview pixel before its end). */
        public TimeWindow leftAt(TimeWindow w, int x) {
            double t = Math.max(0, Math.min(time(x), w.t1() - time(1)));
            return w.zoomTo(t, w.t1(), 0);
        }

        /** Window w with its end at pixel x (kept at least one overview pixel after its start). */
        public TimeWindow rightAt(TimeWindow w, int x) {
            double t = Math.min(end, Math.max(time(x), w.t0() + time(1)));
            return w.zoomTo(w.t0(), t, 0);
        }

        /** Window w, same span, centred on the time at pixel x. */
        public TimeWindow centredAt(TimeWindow w, int x) {
            return w.startingAt(time(x) - w.span() / 2);
        }
    }

    public SpaceTimeOutlinePage(SpaceTimeEditor editor) {
        this.editor = editor;
    }

    @Override
    public void createControl(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.addListener(SWT.Paint, e -> paint(e.gc));
        canvas.addListener(SWT.Resize, e -> redraw());
        canvas.addListener(SWT.MouseDown, this::pressed);
        canvas.addListener(SWT.MouseMove, this::moved);
        canvas.addListener(SWT.MouseUp, e -> grab = null);
        canvas.addListener(SWT.Dispose, e -> {
            editor.removeWindowListener(listener);
            colours.values().forEach(Color::dispose);
            colours.clear();
        });
        editor.addWindowListener(listener);
    }

    /** The overview at the canvas's current width, or null before it has one. */
    public Overview overview() {
        int w = canvas == null ? 0 : canvas.getClientArea().width;
        double end = editor.getWindow().end();
        return w < 1 ? null : new Overview(end, w);
    }

    private void redraw() {
        if (canvas != null && !canvas.isDisposed()) {
            canvas.redraw();
        }
    }

    private void pressed(Event e) {
        Overview o = overview();
        if (o == null || e.button != 1) {
            return;
        }
        TimeWindow w = editor.getWindow();
        Overview.Part part = o.partAt(w, e.x);
        if (part == Overview.Part.OUTSIDE) {
            w = o.centredAt(w, e.x);
            editor.setWindow(w);
            part = Overview.Part.INSIDE;
        }
        grab = new Grab(part, e.x, w);
    }

    private void moved(Event e) {
        Overview o = overview();
        if (grab == null || o == null || (e.stateMask & SWT.BUTTON1) == 0) {
            return;
        }
        switch (grab.part()) {
            case LEFT_EDGE -> editor.setWindow(o.leftAt(grab.window(), e.x));
            case RIGHT_EDGE -> editor.setWindow(o.rightAt(grab.window(), e.x));
            default -> editor.setWindow(o.moved(grab.window(), e.x - grab.x()));
        }
    }

    private Color colour(int rgb) {
        return colours.computeIfAbsent(rgb,
                c -> new Color(canvas.getDisplay(), (c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF));
    }

    /** The whole run's summary at the overview's width (computed once per width). */
    Summary summary(int width) {
        if (width != summaryWidth || summaryStore != editor.getStore()) { // a reload gives the editor a new store
            summaryWidth = width;
            summaryStore = editor.getStore();
            try {
                TraceStore s = editor.getStore();
                summary = s.summary(0, editor.getWindow().end(), width, SpaceTimeFigure.EVENT_BUDGET);
            } catch (IOException | RuntimeException ex) {
                summary = null;
            }
        }
        return summary;
    }

    private void paint(GC gc) {
        Rectangle area = canvas.getClientArea();
        gc.setBackground(colour(Palette.BACKGROUND));
        gc.fillRectangle(area);
        Overview o = overview();
        if (o == null || area.height < 4) {
            return;
        }
        Summary s = summary(area.width);
        int tasks = editor.getStore().taskCount();
        if (s != null && tasks > 0) {
            for (int t = 0; t < tasks; t++) {
                int y0 = 2 + (int) ((long) t * (area.height - 4) / tasks);
                int y1 = Math.max(y0 + 1, 2 + (int) ((long) (t + 1) * (area.height - 4) / tasks) - (tasks <= 40 ? 1 : 0));
                // the bars of the view model's rule (runs of pixels of one dominant state), as the editor's
                for (lbsim.run.layout.SpaceTimeLayout.Bar b : lbsim.run.layout.SpaceTimeLayout.summaryBars(s, t, -1, 0,
                        st -> true)) {
                    gc.setBackground(colour(b.rgb()));
                    gc.fillRectangle((int) b.x0(), y0, (int) b.x1() - (int) b.x0(), y1 - y0);
                }
            }
        }
        TimeWindow w = editor.getWindow();
        int x0 = (int) Math.floor(o.x(w.t0()));
        int x1 = Math.max(x0 + 2, (int) Math.ceil(o.x(w.t1())));
        gc.setForeground(colour(WINDOW_COLOUR));
        gc.setLineWidth(2);
        gc.drawRectangle(x0 + 1, 1, Math.min(area.width - 2, x1 - x0 - 2), area.height - 2);
        gc.setLineWidth(1);
    }

    @Override
    public Control getControl() {
        return canvas;
    }

    @Override
    public void setFocus() {
        if (canvas != null && !canvas.isDisposed()) {
            canvas.setFocus();
        }
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener l) {
        // the overview selects nothing
    }

    @Override
    public ISelection getSelection() {
        return StructuredSelection.EMPTY;
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener l) {
        // the overview selects nothing
    }

    @Override
    public void setSelection(ISelection selection) {
        // the overview selects nothing
    }
}
