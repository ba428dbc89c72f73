package lbsim.ui.spacetime;

import java.io.IOException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.ScrollBar;
import org.eclipse.ui.part.ViewPart;

import lbsim.trace.store.TraceStore;

/**
 * A small view that shows one analysis of the trace of the active space-time editor ({@link BreakdownView},
 * {@link MatrixView}): it follows the editor that was activated last, computes the analysis in a {@link Job}
 * (the analyses read the whole trace; they take no progress monitor, so cancelling only drops the result) and
 * draws it on a plain SWT {@link Canvas} with a GC. Without a space-time editor it says so.
 * <p>
 * What a view draws may be larger than the canvas ({@link #contentSize}): the canvas then scrolls, and
 * {@link #paint} draws into a GC translated by the scroll {@link #origin()} (a view keeps labels in place by adding the
 * origin to their coordinates). A view that zooms ({@link #zoom(int)}) does so on Ctrl+wheel and its toolbar.
 *
 * @param <T> the analysis
 */
public abstract class TraceAnalysisView<T> extends ViewPart {

    /** What the view says for a trace that holds only summaries. */
    public static final String NO_EVENTS = "This trace holds only summaries (Trace: Summaries only): run it again with"
            + " Trace: Full for this analysis.";

    private Canvas canvas;
    private SpaceTimeEditor editor;
    private volatile T model;
    private volatile String problem;
    private Job job;
    /** The store the model was computed from (a reload gives the editor a new one). */
    private TraceStore computedFrom;
    private ActiveDiagram diagrams;

    /**
     * The analysis of {@code store}; {@code stopped} (the job's Cancel, or another editor activated) ends it with a
     * {@link java.util.concurrent.CancellationException}, and {@code done} receives its progress, 0 to 1.
     */
    protected abstract T compute(TraceStore store, java.util.function.BooleanSupplier stopped,
            java.util.function.DoubleConsumer done) throws IOException;

    /**
     * Paints {@code model} of {@code store} in content coordinates, for a canvas whose visible area is {@code size}
     * (the GC is translated by the {@link #origin()} when the canvas is scrolled).
     */
    protected abstract void paint(GC gc, T model, TraceStore store, Point size);

    /** The tooltip at content point (x, y) (the canvas point plus the {@link #origin()}), or null. */
    protected String toolTipAt(T model, TraceStore store, Point size, int x, int y) {
        return null;
    }

    /**
     * The size of what {@link #paint} draws for a canvas whose visible area is {@code viewport}; where it is larger
     * the canvas scrolls. The default: the viewport (no scrolling).
     */
    protected Point contentSize(T model, TraceStore store, Point viewport) {
        return viewport;
    }

    /** Zooms by {@code steps} (positive: in, negative: out, 0: fit); false if the view does not zoom. */
    protected boolean zoom(int steps) {
        return false;
    }

    @Override
    public void createPartControl(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.H_SCROLL | SWT.V_SCROLL);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        for (ScrollBar bar : new ScrollBar[] { canvas.getHorizontalBar(), canvas.getVerticalBar() }) {
            if (bar != null) {
                bar.setVisible(false);
                bar.addListener(SWT.Selection, e -> canvas.redraw());
            }
        }
        canvas.addListener(SWT.Resize, e -> updateScrollBars());
        canvas.addListener(SWT.MouseWheel, e -> { // Ctrl+wheel zooms a view that zooms
            if ((e.stateMask & SWT.MOD1) != 0 && zoom(e.count > 0 ? 1 : -1)) {
                e.doit = false;
                redraw();
            }
        });
        canvas.addPaintListener(e -> {
            T m = model;
            if (m != null && editor != null) {
                paintViewport(e.gc, m, editor.getStore(), viewport());
            } else {
                e.gc.drawString(problem != null ? problem
                        : editor == null ? "Open a run's space-time diagram (trace.lbt) to see this."
                                : "Computing...", 8, 8, true);
            }
        });
        canvas.addListener(SWT.MouseMove, e -> {
            T m = model;
            Point o = origin();
            String tip = m == null || editor == null ? null
                    : toolTipAt(m, editor.getStore(), viewport(), e.x + o.x, e.y + o.y);
            if (!java.util.Objects.equals(tip, canvas.getToolTipText())) {
                canvas.setToolTipText(tip);
            }
        });
        diagrams = new ActiveDiagram(getSite().getPage(), this::follow);
    }

    /** Shows the analysis of {@code e}'s trace (null: none). */
    public void follow(SpaceTimeEditor e) {
        if (e == editor && (e == null || (model != null || job != null) && computedFrom == e.getStore())) {
            return;
        }
        if (job != null) {
            job.cancel();
        }
        editor = e;
        computedFrom = e == null ? null : e.getStore();
        model = null;
        problem = null;
        job = null;
        if (e != null && !e.getStore().hasEvents()) { // the analyses read the events: an empty one would mislead
            problem = NO_EVENTS;
        } else if (e != null) {
            TraceStore store = e.getStore();
            Display display = canvas.getDisplay();
            Job j = new Job(getPartName() + " of " + e.getPartName()) {
                @Override
                protected IStatus run(IProgressMonitor monitor) {
                    monitor.beginTask(getName(), 1000);
                    int[] worked = { 0 };
                    try {
                        T m = compute(store, monitor::isCanceled, f -> { // progress in thousandths
                            int now = (int) Math.round(1000 * Math.max(0, Math.min(1, f)));
                            if (now > worked[0]) {
                                monitor.worked(now - worked[0]);
                                worked[0] = now;
                            }
                        });
                        if (monitor.isCanceled()) {
                            return Status.CANCEL_STATUS;
                        }
                        display.asyncExec(() -> {
                            if (editor == e && computedFrom == store) {
                                model = m;
                                redraw();
                            }
                        });
                    } catch (java.util.concurrent.CancellationException x) { // stopped midway (another editor, or Cancel)
                        return Status.CANCEL_STATUS;
                    } catch (IOException | RuntimeException x) {
                        problem = "Cannot read the trace: " + x.getMessage();
                        display.asyncExec(TraceAnalysisView.this::redraw);
                    } finally {
                        monitor.done();
                    }
                    return Status.OK_STATUS;
                }
            };
            job = j;
            j.schedule();
        }
        redraw();
    }

    /** Redraws the canvas (after a change of the model or of an option). */
    protected void redraw() {
        if (canvas != null && !canvas.isDisposed()) {
            updateScrollBars();
            canvas.redraw();
        }
    }

    /** The canvas's visible area (without its scroll bars); without a canvas 0 x 0. */
    public Point viewport() {
        if (canvas == null || canvas.isDisposed()) {
            return new Point(0, 0);
        }
        Rectangle r = canvas.getClientArea();
        return new Point(r.width, r.height);
    }

    /** The content point at the canvas's top-left corner: (0, 0) unless the canvas is scrolled. */
    public Point origin() {
        if (canvas == null || canvas.isDisposed()) {
            return new Point(0, 0);
        }
        return new Point(selection(canvas.getHorizontalBar()), selection(canvas.getVerticalBar()));
    }

    private static int selection(ScrollBar bar) {
        return bar == null || !bar.getVisible() ? 0 : bar.getSelection();
    }

    /** Scrolls so that content point (x, y) is at the canvas's top-left corner, as far as the content allows. */
    public void setOrigin(int x, int y) {
        updateScrollBars();
        if (canvas.getHorizontalBar() != null) {
            canvas.getHorizontalBar().setSelection(x);
        }
        if (canvas.getVerticalBar() != null) {
            canvas.getVerticalBar().setSelection(y);
        }
        canvas.redraw();
    }

    /** The size of the content for the canvas's current viewport (the viewport itself before there is a model). */
    public Point contentSize() {
        T m = model;
        Point view = viewport();
        return m == null || editor == null ? view : contentSize(m, editor.getStore(), view);
    }

    /** Shows each scroll bar where the content is larger than the viewport, with a thumb of the viewport's size. */
    private void updateScrollBars() {
        if (canvas == null || canvas.isDisposed()) {
            return;
        }
        for (int pass = 0; pass < 2; pass++) { // a bar that appears narrows the viewport: settle in two passes
            Point view = viewport();
            Point content = contentSize();
            fit(canvas.getHorizontalBar(), content.x, view.x);
            fit(canvas.getVerticalBar(), content.y, view.y);
        }
    }

    private static void fit(ScrollBar bar, int content, int view) {
        if (bar == null) {
            return;
        }
        boolean need = content > view && view > 0;
        if (need) {
            int keep = Math.min(bar.getSelection(), content - view);
            bar.setValues(Math.max(0, keep), 0, content, view, Math.max(1, view / 20), Math.max(1, view - 10));
        } else {
            bar.setSelection(0);
        }
        if (bar.getVisible() != need) {
            bar.setVisible(need);
        }
    }

    /**
     * Paints the part of the content that a viewport of {@code viewport} shows at the current {@link #origin()}: the
     * GC is translated by the origin, then {@link #paint} draws in content coordinates.
     */
    public void paintViewport(GC gc, T m, TraceStore store, Point viewport) {
        Point o = origin();
        Transform t = new Transform(gc.getDevice());
        try {
            t.translate(-o.x, -o.y);
            gc.setTransform(t);
            paint(gc, m, store, viewport);
        } finally {
            gc.setTransform(null);
            t.dispose();
        }
    }

    /** What the view shows instead of the analysis (e.g. {@link #NO_EVENTS}), or null. */
    public String problem() {
        return problem;
    }

    /** The computed analysis, or null while computing (or without an editor). */
    public T model() {
        return model;
    }

    /** The job of the last computation, or null. */
    public Job job() {
        return job;
    }

    /** The editor followed, or null. */
    public SpaceTimeEditor editor() {
        return editor;
    }

    public Canvas getCanvas() {
        return canvas;
    }

    /** A colour of the canvas's display from 0xRRGGBB; the caller disposes it. */
    protected static Color colour(GC gc, int rgb) {
        return new Color(gc.getDevice(), (rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF);
    }

    @Override
    public void setFocus() {
        if (canvas != null && !canvas.isDisposed()) {
            canvas.setFocus();
        }
    }

    @Override
    public void dispose() {
        if (diagrams != null) {
            diagrams.dispose();
        }
        if (job != null) {
            job.cancel();
        }
        super.dispose();
    }
}
