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
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

import lbsim.trace.store.TraceStore;

/**
 * A small view that shows one analysis of the trace of the active space-time editor ({@link BreakdownView},
 * {@link MatrixView}): it follows the editor that was activated last, computes the analysis in a {@link Job}
 * (the analyses read the whole trace; they take no progress monitor, so cancelling only drops the result) and
 * draws it on a plain SWT {@link Canvas} with a GC. Without a space-time editor it says so.
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
    /** Recomputes when the followed editor read its trace again (a rerun into the same folder). */
    private final org.eclipse.ui.IPropertyListener reloads = (source, id) -> {
        if (id == SpaceTimeEditor.PROP_TRACE && source == editor) {
            follow(editor);
        }
    };
    private final IPartListener2 parts = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            if (ref.getPart(false) instanceof SpaceTimeEditor e) {
                follow(e);
            }
        }

        @Override
        public void partClosed(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == editor) {
                follow(null);
            }
        }
    };

    /**
     * The analysis of {@code store}; {@code stopped} (the job's Cancel, or another editor activated) ends it with a
     * {@link java.util.concurrent.CancellationException}, and {@code done} receives its progress, 0 to 1.
     */
    protected abstract T compute(TraceStore store, java.util.function.BooleanSupplier stopped,
            java.util.function.DoubleConsumer done) throws IOException;

    /** Paints {@code model} of {@code store} into a canvas of {@code size}. */
    protected abstract void paint(GC gc, T model, TraceStore store, Point size);

    /** The tooltip at canvas point (x, y), or null. */
    protected String toolTipAt(T model, TraceStore store, Point size, int x, int y) {
        return null;
    }

    @Override
    public void createPartControl(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        canvas.addPaintListener(e -> {
            T m = model;
            Point size = canvas.getSize();
            if (m != null && editor != null) {
                paint(e.gc, m, editor.getStore(), size);
            } else {
                e.gc.drawString(problem != null ? problem
                        : editor == null ? "Open a run's space-time diagram (trace.lbt) to see this."
                                : "Computing...", 8, 8, true);
            }
        });
        canvas.addListener(SWT.MouseMove, e -> {
            T m = model;
            String tip = m == null || editor == null ? null : toolTipAt(m, editor.getStore(), canvas.getSize(), e.x, e.y);
            if (!java.util.Objects.equals(tip, canvas.getToolTipText())) {
                canvas.setToolTipText(tip);
            }
        });
        getSite().getPage().addPartListener(parts);
        if (getSite().getPage().getActiveEditor() instanceof SpaceTimeEditor e) {
            follow(e);
        }
    }

    /** Shows the analysis of {@code e}'s trace (null: none). */
    public void follow(SpaceTimeEditor e) {
        if (e == editor && (e == null || (model != null || job != null) && computedFrom == e.getStore())) {
            return;
        }
        if (job != null) {
            job.cancel();
        }
        if (editor != null && editor != e) {
            editor.removePropertyListener(reloads);
        }
        if (e != null && e != editor) {
            e.addPropertyListener(reloads);
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
            canvas.redraw();
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
        getSite().getPage().removePartListener(parts);
        if (editor != null) {
            editor.removePropertyListener(reloads);
        }
        if (job != null) {
            job.cancel();
        }
        super.dispose();
    }
}
