package lbsim.ui.spacetime;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.LightweightSystem;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Slider;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;

import lbsim.trace.store.Intervals;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

/**
 * The space-time diagram editor of a result folder's {@code trace.lbt} (issue 17, first slice). Reads the
 * trace only through {@link TraceStore} and draws only the visible window from its pixel summary
 * ({@link SpaceTimeFigure}). Mouse and keys: {@link SpaceTimeNavigation}; Ctrl+wheel zooms about the pointer;
 * the horizontal slider pans over time, the vertical scroll bar over the rows. A click on a bar selects the
 * interval under the pointer, on an arrow its message; the selection (an {@link IntervalSelection} or a
 * {@link MessageSelection}) goes to the Properties view. The Outline view shows the whole run
 * ({@link SpaceTimeOutlinePage}). Read-only.
 */
public class SpaceTimeEditor extends EditorPart {

    public static final String ID = "lbsim.ui.spacetime.editor";
    /** Slider positions over the whole run. */
    static final int SLIDER_RANGE = 1_000_000;

    private TraceStore store;
    private FigureCanvas canvas;
    private Slider slider;
    private SpaceTimeFigure figure;
    private final Selections selections = new Selections();
    private SpaceTimeNavigation navigation;
    private final List<java.util.function.Consumer<TimeWindow>> windowListeners = new ArrayList<>();
    /**
     * The line shown above the diagram and in the status line for a trace that holds only its summary level
     * ({@link TraceStore#hasEvents()} false): what it draws and what needs the events.
     */
    public static final String NO_EVENTS = "This trace holds only summaries (Trace: Summaries only, lbsim run"
            + " --trace=summary): the diagram shows the dominant state per pixel, but no messages, Properties of"
            + " intervals, critical path, Go to Source or Export Visible Range; run it again with Trace: Full for them.";
    /** The line above the diagram, or null when the trace has its events. */
    private org.eclipse.swt.widgets.Label notice;
    /** The context of the editor's key bindings (plugin.xml). */
    public static final String CONTEXT_ID = "lbsim.ui.spacetime.context";

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        setSite(site);
        setInput(input);
        Path file = pathOf(input);
        if (file == null) {
            throw new PartInitException("The space-time diagram opens only files on disk, not " + input.getName());
        }
        try {
            store = TraceStores.open(file);
        } catch (IOException | RuntimeException e) {
            throw new PartInitException(file + ": cannot read the trace: " + e.getMessage(), e);
        }
        Path folder = file.toAbsolutePath().getParent();
        setPartName(folder != null && folder.getFileName() != null ? folder.getFileName().toString() : input.getName());
        setTitleToolTip(file.toString());
        site.setSelectionProvider(selections);
    }

    static Path pathOf(IEditorInput input) {
        if (input instanceof IFileEditorInput f && f.getFile().getLocation() != null) {
            return f.getFile().getLocation().toFile().toPath();
        }
        if (input instanceof IURIEditorInput u) {
            URI uri = u.getURI();
            if (uri != null && "file".equals(uri.getScheme())) {
                return Path.of(uri);
            }
        }
        return null;
    }

    @Override
    public void createPartControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 0;
        c.setLayout(layout);
        if (!store.hasEvents()) {
            notice = new org.eclipse.swt.widgets.Label(c, SWT.WRAP);
            notice.setText(NO_EVENTS);
            notice.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        }
        canvas = new FigureCanvas(c, SWT.DOUBLE_BUFFERED, new LightweightSystem());
        canvas.setHorizontalScrollBarVisibility(FigureCanvas.NEVER);
        canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        slider = new Slider(c, SWT.HORIZONTAL);
        slider.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        figure = new SpaceTimeFigure(store, TimeWindow.fit(store.endSeconds() > 0 ? store.endSeconds() : 1, 600));
        canvas.setContents(figure);
        canvas.getViewport().setContentsTracksWidth(true);
        canvas.addListener(SWT.Resize, e -> fitWidth());
        canvas.addListener(SWT.MouseWheel, this::wheel);
        slider.addListener(SWT.Selection, e -> {
            TimeWindow w = figure.getWindow();
            setWindow(w.startingAt(w.end() * slider.getSelection() / SLIDER_RANGE));
        });
        navigation = new SpaceTimeNavigation(this);
        SpaceTimeCommands.install(this);
        canvas.addDisposeListener(e -> figure.dispose());
        SharePlot.attach(figure, store, pathOf(getEditorInput())); // h6compare: CPU share plots of observed tasks
        GoToSource.install(this, canvas, selections); // context menu and the F3 context
        fitWidth();
        if (notice != null) {
            showStatus(NO_EVENTS);
        }
    }

    /** The line above the diagram ({@link #NO_EVENTS} for a trace without events), or null when there is none. */
    public String notice() {
        return notice == null || notice.isDisposed() ? null : notice.getText();
    }

    /** Mouse, keys, cursors and stepping of this editor. */
    public SpaceTimeNavigation getNavigation() {
        return navigation;
    }

    /** Calls {@code l} with the new window after every change of the window. */
    public void addWindowListener(java.util.function.Consumer<TimeWindow> l) {
        windowListeners.add(l);
    }

    public void removeWindowListener(java.util.function.Consumer<TimeWindow> l) {
        windowListeners.remove(l);
    }

    public SpaceTimeFilter getFilter() {
        return figure.getFilter();
    }

    /** Shows only the rows, bars and arrows {@code f} lets through; a selection it hides stays selected. */
    public void setFilter(SpaceTimeFilter f) {
        figure.setFilter(f);
    }

    /** The selected element ({@link IntervalSelection}, {@link MessageSelection}), or null. */
    public Object selected() {
        return selections.getSelection() instanceof StructuredSelection s ? s.getFirstElement() : null;
    }

    /** Selects {@code element} (null for nothing): outlines it in the diagram and tells the Properties view. */
    public void select(Object element) {
        element = BlockingRows.enrich(store, element); // h9wire: a blocked interval's parts, a message's blocking
        element = SourceRows.enrich(store, element); // the source lines of a real program's interval or message
        if (element instanceof IntervalSelection i) {
            figure.setSelection(i.taskHandle(), i.start(), i.end());
        } else {
            figure.setSelection(-1, Double.NaN, Double.NaN);
        }
        selections.setSelection(element == null ? StructuredSelection.EMPTY : new StructuredSelection(element));
    }

    /** Shows {@code message} in the status line ("" clears it). */
    public void showStatus(String message) {
        if (getEditorSite() != null && getEditorSite().getActionBars() != null) {
            getEditorSite().getActionBars().getStatusLineManager().setMessage(message);
        }
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == org.eclipse.ui.views.contentoutline.IContentOutlinePage.class && store != null) {
            return adapter.cast(new SpaceTimeOutlinePage(this));
        }
        return super.getAdapter(adapter);
    }

    /** Sets the plot's width from the canvas's client area. */
    private void fitWidth() {
        int w = canvas.getClientArea().width - SpaceTimeFigure.LABEL_WIDTH - SpaceTimeFigure.RIGHT_MARGIN;
        if (w >= 1 && w != figure.getWindow().width()) {
            setWindow(figure.getWindow().withWidth(w));
        }
    }

    private void wheel(Event e) {
        if ((e.stateMask & SWT.MOD1) == 0 || e.count == 0) {
            return;
        }
        TimeWindow w = figure.getWindow();
        int x = e.x + canvas.getViewport().getViewLocation().x - figure.getBounds().x - figure.plotLeft();
        double anchor = w.time(Math.max(0, Math.min(w.width(), x)));
        setWindow(w.zoom(Math.pow(TimeWindow.STEP, Math.signum(e.count)), anchor));
        e.doit = false;
    }

    /** Shows window {@code w} (its width is the plot's width in pixels). */
    public void setWindow(TimeWindow w) {
        figure.setWindow(w);
        for (java.util.function.Consumer<TimeWindow> l : List.copyOf(windowListeners)) {
            l.accept(w);
        }
        if (slider != null && !slider.isDisposed()) {
            int thumb = (int) Math.max(1, Math.round(SLIDER_RANGE * w.span() / w.end()));
            slider.setValues((int) Math.round(SLIDER_RANGE * w.t0() / w.end()), 0, SLIDER_RANGE, thumb,
                    Math.max(1, thumb / 10), Math.max(1, thumb));
        }
    }

    public TimeWindow getWindow() {
        return figure.getWindow();
    }

    public SpaceTimeFigure getFigure() {
        return figure;
    }

    public FigureCanvas getCanvas() {
        return canvas;
    }

    /** The horizontal slider that pans over the whole run. */
    public Slider getSlider() {
        return slider;
    }

    public TraceStore getStore() {
        return store;
    }

    /**
     * Selects the state interval under figure point (x, y) (relative to the figure's top-left corner): the
     * store's intervals of that row's task that meet the pixel's time; the selection is empty when there is
     * none. Returns the selection, or null.
     */
    public IntervalSelection selectAt(int x, int y) {
        if (!store.hasEvents()) { // no intervals to select: say why instead of selecting nothing silently
            select(null);
            showStatus(NO_EVENTS);
            return null;
        }
        IntervalSelection sel = null;
        SpaceTimeFigure.Row row = figure.rowAt(y);
        int left = figure.plotLeft();
        if (row != null && x >= left && x < left + figure.getWindow().width()) {
            TimeWindow w = figure.getWindow();
            double a = w.time(x - left);
            double b = w.time(x - left + 1);
            double t = (a + b) / 2;
            try {
                Intervals in = store.states(row.task(), a, b);
                int best = -1;
                double bestDistance = Double.POSITIVE_INFINITY;
                for (int i = 0; i < in.size(); i++) {
                    double d = t < in.start(i) ? in.start(i) - t : t > in.end(i) ? t - in.end(i) : 0;
                    if (d < bestDistance) {
                        best = i;
                        bestDistance = d;
                    }
                }
                if (best >= 0) {
                    int task = row.task();
                    sel = new IntervalSelection(task, store.taskName(task), store.hostName(store.taskHost(task)),
                            store.stateNames().get(in.state(best)), in.start(best), in.end(best));
                }
            } catch (IOException e) {
                sel = null;
            }
        }
        select(sel);
        return selected() instanceof IntervalSelection i ? i : null;
    }

    @Override
    public void setFocus() {
        if (canvas != null && !canvas.isDisposed()) {
            canvas.setFocus();
        }
    }

    @Override
    public void dispose() {
        try {
            if (store != null) {
                store.close();
            }
        } catch (IOException e) {
            // nothing was written: closing a reader cannot lose data
        }
        super.dispose();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // read-only
    }

    @Override
    public void doSaveAs() {
        // read-only
    }

    @Override
    public boolean isDirty() {
        return false;
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    /** The editor's selection provider (the site's); a click is final, so post-selection listeners hear it at once. */
    static final class Selections implements org.eclipse.jface.viewers.IPostSelectionProvider {
        private final List<ISelectionChangedListener> listeners = new ArrayList<>();
        private final List<ISelectionChangedListener> postListeners = new ArrayList<>();
        private ISelection selection = StructuredSelection.EMPTY;

        @Override
        public void addSelectionChangedListener(ISelectionChangedListener l) {
            listeners.add(l);
        }

        @Override
        public ISelection getSelection() {
            return selection;
        }

        @Override
        public void removeSelectionChangedListener(ISelectionChangedListener l) {
            listeners.remove(l);
        }

        @Override
        public void addPostSelectionChangedListener(ISelectionChangedListener l) {
            postListeners.add(l);
        }

        @Override
        public void removePostSelectionChangedListener(ISelectionChangedListener l) {
            postListeners.remove(l);
        }

        @Override
        public void setSelection(ISelection s) {
            selection = s;
            SelectionChangedEvent e = new SelectionChangedEvent(this, s);
            for (ISelectionChangedListener l : List.copyOf(listeners)) {
                l.selectionChanged(e);
            }
            for (ISelectionChangedListener l : List.copyOf(postListeners)) {
                l.selectionChanged(e);
            }
        }
    }
}
