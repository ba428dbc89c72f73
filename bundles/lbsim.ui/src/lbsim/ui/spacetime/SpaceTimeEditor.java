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

    /** Property id fired (IPropertyListener) after the trace was read again ({@link #reloadIfChanged}). */
    public static final int PROP_TRACE = 0x1B51;
    /** Fired when the filter changed ({@link #setFilter}). */
    public static final int PROP_FILTER = 0x1B52;
    /** Applies a changed preference (row height, state colours) to the open diagram. */
    private final org.eclipse.jface.util.IPropertyChangeListener preferences = e -> {
        if (this.figure != null && this.canvas != null && !this.canvas.isDisposed()) {
            this.canvas.getDisplay().asyncExec(this::applyPreferences);
        }
    };
    /** How often the editor looks at its file's modification time and size (files outside the workspace). */
    public static final int POLL_MILLIS = 1500;

    private TraceStore store;
    /** The trace file's stamp when {@link #store} was read. */
    private FileStamp stamp;
    /** The run this editor follows while it writes its trace file (issue 27, live diagram), or null. */
    private LiveRun live;
    /** The live snapshot's stamp when {@link #store} was read from it. */
    private FileStamp liveStamp;
    /** The line above a live diagram (with Stop), or null. */
    private Composite liveBar;
    /** The part name without the live run's state. */
    private String baseName;
    /** How often an editor that follows a run looks for a new snapshot of it. */
    public static final int LIVE_POLL_MILLIS = 1000;
    private Composite parent;
    /** The editor's controls (rebuilt by a reload). */
    private Composite root;
    private org.eclipse.jface.action.MenuManager contextMenu;
    private org.eclipse.jface.action.ToolBarManager toolBar;
    /** The line beside the toolbar that names an active filter. */
    private org.eclipse.swt.widgets.Label filterLine;
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
        LiveRun run = LiveRun.of(file);
        try {
            stamp = FileStamp.of(file);
            if (run != null && run.readable()) { // a run going on into this file: its trace so far, until it ends
                liveStamp = FileStamp.of(run.snapshot());
                store = run.open();
                live = run;
            } else {
                store = TraceStores.open(file);
            }
        } catch (IOException | RuntimeException e) {
            throw new PartInitException(file + ": cannot read the trace: " + e.getMessage(), e);
        }
        Path folder = file.toAbsolutePath().getParent();
        baseName = folder != null && folder.getFileName() != null ? folder.getFileName().toString() : input.getName();
        setPartName(baseName + (live != null ? live.titleSuffix(store.endSeconds()) : ""));
        setTitleToolTip(file.toString());
        site.setSelectionProvider(selections);
    }

    /**
     * The application's makespan of this run (the master has the last result: masterslave.csv next to the trace,
     * {@link lbsim.run.result.AppMakespan}), read now (a rerun may have changed it); empty when the run has none.
     */
    public java.util.OptionalDouble makespan() {
        Path file = pathOf(getEditorInput());
        return file == null ? java.util.OptionalDouble.empty()
                : lbsim.run.result.AppMakespan.of(file.toAbsolutePath().getParent());
    }

    /** The trace file an editor input names (a workspace file or a file URI), or null. */
    public static Path pathOfInput(IEditorInput input) {
        return pathOf(input);
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
        this.parent = parent;
        org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(parent, "lbsim.help.spaceTimeEditor");
        contextMenu = SpaceTimeCommands.install(this); // the key-binding context and the one context menu, once per editor
        stopHandler = new StopRunHandler(this); // h27live2: Stop the Run acts on this diagram while it is active
        stopAction.setEnabled(stopHandler.update());
        org.eclipse.ui.handlers.IHandlerService handlers = getSite().getService(org.eclipse.ui.handlers.IHandlerService.class);
        if (handlers != null) {
            handlers.activateHandler(StopRunHandler.ID, stopHandler);
        }
        build();
        parent.addDisposeListener(e -> stopWatching());
        watch();
    }

    /** Builds the editor's controls over the current store (first opening, and after each reload). */
    private void build() {
        Composite c = new Composite(parent, SWT.NONE);
        root = c;
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 0;
        c.setLayout(layout);
        notice = null;
        Composite top = new Composite(c, SWT.NONE);
        GridLayout topLayout = new GridLayout(1, false);
        topLayout.marginWidth = 0;
        topLayout.marginHeight = 0;
        top.setLayout(topLayout);
        top.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        // the toolbar: plugin.xml's contributions, one small tool bar per group (between separators) in a row that
        // wraps, so a narrow editor shows every command on a second line (a GTK tool bar does not wrap: it hides what
        // does not fit behind a chevron)
        toolBar = new org.eclipse.jface.action.ToolBarManager(SWT.FLAT | SWT.RIGHT);
        Composite bars = new Composite(top, SWT.NONE);
        org.eclipse.swt.layout.RowLayout rows = new org.eclipse.swt.layout.RowLayout(SWT.HORIZONTAL);
        rows.wrap = true;
        rows.center = true;
        rows.marginLeft = 0;
        rows.marginRight = 0;
        rows.marginTop = 0;
        rows.marginBottom = 0;
        rows.spacing = 8;
        bars.setLayout(rows);
        toolBars = bars;
        GridData barData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        barData.minimumWidth = 0; // as wide as the editor; a narrow editor wraps the groups instead of cutting them
        bars.setLayoutData(barData);
        org.eclipse.ui.menus.IMenuService menus = getSite().getService(org.eclipse.ui.menus.IMenuService.class);
        org.eclipse.jface.action.ToolBarManager manager = toolBar;
        List<org.eclipse.jface.action.ToolBarManager> groups = new ArrayList<>();
        if (menus != null) {
            menus.populateContributionManager(manager, SpaceTimeCommands.TOOLBAR);
            org.eclipse.jface.action.ToolBarManager group = null;
            for (org.eclipse.jface.action.IContributionItem item : manager.getItems()) {
                if (item.isSeparator() || item.isGroupMarker()) {
                    group = null;
                    continue;
                }
                if (group == null || group.getSize() == TOOLBAR_GROUP) { // a long group wraps in parts
                    group = new org.eclipse.jface.action.ToolBarManager(SWT.FLAT | SWT.RIGHT);
                    groups.add(group);
                }
                group.add(item); // the item's parent is now the group, which shows it and hears its changes
            }
        }
        // Stop the Run, last: an action of this editor, enabled while its run goes (h27live2)
        org.eclipse.jface.action.ToolBarManager liveGroup = new org.eclipse.jface.action.ToolBarManager(SWT.FLAT | SWT.RIGHT);
        liveGroup.add(new org.eclipse.jface.action.ActionContributionItem(stopAction));
        groups.add(liveGroup);
        for (org.eclipse.jface.action.ToolBarManager g : groups) {
            g.createControl(bars);
            g.update(true);
        }
        bars.addDisposeListener(e -> {
            for (org.eclipse.jface.action.ToolBarManager g : groups) {
                g.removeAll(); // the items are the menu service's: released below
                g.dispose();
            }
            if (menus != null) {
                menus.releaseContributions(manager);
            }
            manager.dispose();
        });
        filterLine = new org.eclipse.swt.widgets.Label(top, SWT.NONE);
        GridData lineData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        lineData.exclude = true; // shown only while a filter hides something
        filterLine.setLayoutData(lineData);
        filterLine.setVisible(false);
        filterLine.setForeground(c.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        liveBar = live != null ? LiveRun.bar(c, live, store.endSeconds()) : null;
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
        SpaceTimeFigure.keepAxisInPlace(canvas, figure);
        applyPreferences();
        SpaceTimePreferences.store().addPropertyChangeListener(preferences);
        int[] lastWidth = { -1 };
        canvas.addListener(SWT.Resize, e -> { // a change of height only (a line above the diagram) keeps the window
            int w = canvas.getClientArea().width;
            if (w != lastWidth[0]) {
                lastWidth[0] = w;
                fitWidth();
            }
        });
        canvas.addListener(SWT.MouseWheel, this::wheel);
        slider.addListener(SWT.Selection, e -> {
            TimeWindow w = figure.getWindow();
            setWindow(w.startingAt(w.end() * slider.getSelection() / SLIDER_RANGE));
        });
        getBookmarks().attach(figure); // h27marks: under the cursors
        figure.setDensityShown(densityShown);
        navigation = new SpaceTimeNavigation(this);
        canvas.setMenu(contextMenu.createContextMenu(canvas));
        SpaceTimeFigure painted = figure;
        canvas.addDisposeListener(e -> painted.dispose());
        SharePlot.attach(figure, store, pathOf(getEditorInput())); // h6compare: CPU share plots of observed tasks
        fitWidth();
        if (notice != null) {
            showStatus(NO_EVENTS);
        }
    }

    /**
     * Reads the trace again when its file changed since it was read (a rerun into the same result folder, or a
     * change made outside the IDE), and the compared run's file likewise: the diagram, its legend, critical path and
     * comparison then show the new run, and the views that follow this editor (Time Breakdown, Communication Matrix,
     * Outline) hear {@link #PROP_TRACE}; the selection is cleared, so Properties shows nothing of the old run. The
     * zoomed window is kept when it lies inside the new run, else the new run is fitted. A file that cannot be read
     * yet (a run still writing it) leaves the old run shown and the status line says why; the next check tries again.
     * Called by the workspace's resource changes, by activation, by a poll of the file every
     * {@link #POLL_MILLIS} ms, and by {@link lbsim.ui.launch.RunReport#openTrace} after a run. Call on the UI thread.
     *
     * @return whether the editor's own trace was read again
     */
    public boolean reloadIfChanged() {
        if (canvas == null || canvas.isDisposed()) {
            return false;
        }
        Path file = pathOf(getEditorInput());
        if (live == null) {
            adoptWorkspaceFile(file);
        }
        FileStamp now = FileStamp.of(file);
        if (now != null && !now.equals(stamp)) {
            return reload(file, now, null); // also the end of a run followed live: its final trace
        }
        if (live != null) {
            FileStamp snapshot = live.running() ? FileStamp.of(live.snapshot()) : null;
            if (snapshot != null && !snapshot.equals(liveStamp)) {
                return reload(file, snapshot, live);
            }
            showLive();
        }
        ComparisonPane p = ComparisonPane.of(this);
        if (p != null && p.isStale()) {
            try {
                ComparisonPane.open(this, p.getTrace());
            } catch (IOException | RuntimeException e) {
                showStatus(p.getTrace() + ": changed, but cannot be read yet (" + e.getMessage()
                        + "); the comparison still shows the run read before.");
            }
        }
        return false;
    }

    /**
     * An editor opened on a file that was not in the workspace yet (the live diagram of a first run into a new result
     * folder opens on the file's location) takes the workspace file as its input once the workspace has it (the launch
     * refreshes the project at the run's end): its bookmarks are then markers of that file, kept with the trace and
     * listed in the Bookmarks view, and those added meanwhile become such markers (issue 27, h27live2).
     */
    private void adoptWorkspaceFile(Path file) {
        if (file == null || getEditorInput() instanceof IFileEditorInput) {
            return;
        }
        org.eclipse.core.resources.IFile[] found = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot()
                .findFilesForLocationURI(file.toAbsolutePath().normalize().toUri());
        for (org.eclipse.core.resources.IFile f : found) {
            if (f.exists()) {
                List<Bookmarks.Bookmark> kept = bookmarks == null ? List.of() : bookmarks.list();
                if (bookmarks != null) { // the session's bookmarks move to the file (the old set stays on the figure, empty)
                    for (Bookmarks.Bookmark b : kept) {
                        try {
                            bookmarks.delete(b);
                        } catch (org.eclipse.core.runtime.CoreException e) {
                            // a session bookmark: nothing of the workspace to fail
                        }
                    }
                    bookmarks.dispose();
                }
                setInputWithNotify(new org.eclipse.ui.part.FileEditorInput(f));
                bookmarks = new Bookmarks(this);
                if (figure != null) {
                    bookmarks.attach(figure);
                }
                for (Bookmarks.Bookmark b : kept) {
                    try {
                        bookmarks.add(b.start(), b.end(), b.label(), b.rgb());
                    } catch (org.eclipse.core.runtime.CoreException e) {
                        showStatus("The bookmark \"" + b.label() + "\" could not be kept with " + f.getFullPath() + ": "
                                + e.getMessage());
                    }
                }
                return;
            }
        }
    }

    /**
     * Follows {@code run}, which writes this editor's trace file (a launch into the result folder shown): the diagram
     * shows the run so far, read again about every {@link #LIVE_POLL_MILLIS} ms while new records come, then the
     * finished file. Call on the UI thread.
     */
    public void follow(LiveRun run) {
        live = run;
        liveStamp = null;
        reloadIfChanged();
        updateStop();
    }

    /** The run this editor follows while it goes, or null (also once the final trace is shown). */
    public LiveRun liveRun() {
        return live;
    }

    /** The run was asked to stop (the command, or the live line's button): the live line's Stop is disabled. */
    void stopPressed() {
        if (liveBar != null && !liveBar.isDisposed()) {
            LiveRun.stopButton(liveBar).setEnabled(false);
        }
    }

    /** Presses the live line's Stop button, as a user does (for tests); false when there is none or it is disabled. */
    public boolean pressStop() {
        if (liveBar == null || liveBar.isDisposed() || !LiveRun.stopButton(liveBar).isEnabled()) {
            return false;
        }
        org.eclipse.swt.widgets.Button b = LiveRun.stopButton(liveBar);
        b.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        return true;
    }

    /** The handler of Stop the Run on this editor's site (h27live2). */
    private StopRunHandler stopHandler;

    /** Enables Stop the Run while this diagram's run goes. */
    private void updateStop() {
        if (stopHandler != null) {
            stopAction.setEnabled(stopHandler.update());
        }
    }

    /** The toolbar's Stop: runs Stop the Run on this diagram (the command's handler). */
    private final org.eclipse.jface.action.Action stopAction = new org.eclipse.jface.action.Action("Stop") {
        {
            setId(StopRunHandler.ID);
            setToolTipText("Stop the Run this live diagram follows (Ctrl+Shift+X)");
            setEnabled(false);
        }

        @Override
        public void run() {
            if (stopHandler != null) {
                stopHandler.stop();
                updateStop();
            }
        }
    };

    /** The live line's text, or null when the editor follows no run. */
    public String liveLine() {
        return liveBar == null || liveBar.isDisposed() ? null
                : ((org.eclipse.swt.widgets.Label) liveBar.getChildren()[0]).getText();
    }

    /** Shows the followed run's state in the live line and the part name. */
    private void showLive() {
        updateStop(); // the run ended, or was asked to stop: Stop the Run is disabled
        LiveRun.update(liveBar, live, store.endSeconds());
        String name = baseName + live.titleSuffix(store.endSeconds());
        if (!name.equals(getPartName())) {
            setPartName(name);
        }
    }

    /**
     * Reads the trace again: from the file ({@code from} null; the editor then follows no run any more), or from the
     * latest snapshot of the run {@code from} follows ({@code now} is then the snapshot's stamp; the selection stays,
     * since a growing run's records do not change).
     */
    private boolean reload(Path file, FileStamp now, LiveRun from) {
        TraceStore fresh;
        try {
            fresh = from != null ? from.open() : TraceStores.open(file);
        } catch (java.nio.file.NoSuchFileException e) {
            return false; // a run's snapshot between two replacements, or at its end: the next poll reads on
        } catch (IOException | RuntimeException e) {
            showStatus(file + ": changed, but cannot be read yet (" + e.getMessage()
                    + "); the diagram still shows the run read before.");
            return false;
        }
        ComparisonPane p = ComparisonPane.of(this);
        Path compared = p == null ? null : p.getTrace();
        if (p != null) {
            p.close();
        }
        CriticalPathLayer cp = CriticalPathLayer.find(this);
        boolean pathShown = cp != null && cp.isShown();
        TimeWindow w = figure.getWindow();
        SpaceTimeFilter filter = sameTasks(store, fresh) ? figure.getFilter() : SpaceTimeFilter.NONE;
        boolean compact = figure.isCompact();
        if (from == null || live == null) {
            select(null);
        }
        TraceStore old = store;
        store = fresh;
        if (from != null) {
            liveStamp = now;
        } else {
            stamp = now;
            live = null;
            updateStop(); // the final trace: no run to stop
            setPartName(baseName);
        }
        root.dispose(); // the canvas's dispose listeners release the old figure and its layers
        try {
            old.close();
        } catch (IOException e) {
            // a reader: closing it cannot lose data
        }
        build();
        double end = fresh.endSeconds() > 0 ? fresh.endSeconds() : 1;
        boolean whole = w.t0() <= 0 && w.t1() >= w.end();
        setWindow(!whole && w.t1() <= end ? new TimeWindow(w.t0(), w.t1(), end, figure.getWindow().width())
                : TimeWindow.fit(end, figure.getWindow().width()));
        setFilter(filter);
        figure.setCompact(compact);
        parent.layout(true, true);
        if (pathShown) {
            CriticalPathLayer.of(this).setShown(true);
        }
        if (compared != null) {
            try {
                ComparisonPane.open(this, compared);
            } catch (IOException | RuntimeException e) {
                showStatus("Cannot compare with " + compared + " any more: " + e.getMessage());
            }
        }
        if (live != null) {
            showLive();
        } else if (notice == null && !pathShown) {
            showStatus(file + ": read again (" + new java.text.SimpleDateFormat("HH:mm:ss").format(
                    new java.util.Date(now.modifiedMillis())) + ")");
        }
        firePropertyChange(PROP_TRACE);
        return true;
    }

    private static boolean sameTasks(TraceStore a, TraceStore b) {
        if (a.taskCount() != b.taskCount()) {
            return false;
        }
        for (int t = 0; t < a.taskCount(); t++) {
            if (!a.taskName(t).equals(b.taskName(t)) || !a.hostName(a.taskHost(t)).equals(b.hostName(b.taskHost(t)))) {
                return false;
            }
        }
        return true;
    }

    /** A file's modification time and size: a rewrite changes at least one of them. */
    record FileStamp(long modifiedMillis, long modifiedNanos, long size) {
        /** The stamp of {@code file}, or null when it cannot be read. */
        static FileStamp of(Path file) {
            try {
                java.nio.file.attribute.BasicFileAttributes a = java.nio.file.Files.readAttributes(file,
                        java.nio.file.attribute.BasicFileAttributes.class);
                java.nio.file.attribute.FileTime m = a.lastModifiedTime();
                return new FileStamp(m.toMillis(), m.to(java.util.concurrent.TimeUnit.NANOSECONDS), a.size());
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }
    }

    /** Checks the files on every resource change of the workspace, on activation and every {@link #POLL_MILLIS} ms. */
    private void watch() {
        org.eclipse.core.resources.ResourcesPlugin.getWorkspace().addResourceChangeListener(resources,
                org.eclipse.core.resources.IResourceChangeEvent.POST_CHANGE);
        getSite().getPage().addPartListener(activation);
        canvas.getDisplay().timerExec(POLL_MILLIS, poll);
    }

    private void stopWatching() {
        org.eclipse.core.resources.ResourcesPlugin.getWorkspace().removeResourceChangeListener(resources);
        getSite().getPage().removePartListener(activation);
        if (!parent.isDisposed()) {
            parent.getDisplay().timerExec(-1, poll);
        }
    }

    private final Runnable poll = new Runnable() {
        @Override
        public void run() {
            if (parent == null || parent.isDisposed()) {
                return;
            }
            reloadIfChanged();
            parent.getDisplay().timerExec(live != null && live.running() ? LIVE_POLL_MILLIS : POLL_MILLIS, this);
        }
    };

    private final org.eclipse.core.resources.IResourceChangeListener resources = event -> {
        if (event.getDelta() != null && parent != null && !parent.isDisposed()) {
            parent.getDisplay().asyncExec(() -> {
                if (!parent.isDisposed()) {
                    reloadIfChanged();
                }
            });
        }
    };

    private final org.eclipse.ui.IPartListener2 activation = new org.eclipse.ui.IPartListener2() {
        @Override
        public void partActivated(org.eclipse.ui.IWorkbenchPartReference ref) {
            if (ref.getPart(false) == SpaceTimeEditor.this) {
                reloadIfChanged();
            }
        }
    };

    /** The line above the diagram ({@link #NO_EVENTS} for a trace without events), or null when there is none. */
    public String notice() {
        return notice == null || notice.isDisposed() ? null : notice.getText();
    }

    // ===== h27marks: bookmarks and the density strip =====
    private Bookmarks bookmarks;
    private boolean densityShown;

    /** The bookmarks of this trace (markers of its workspace file), painted on the diagram. */
    public Bookmarks getBookmarks() {
        if (bookmarks == null) {
            bookmarks = new Bookmarks(this);
        }
        return bookmarks;
    }

    /** Shows or hides the density strip ({@link DensityStrip}); a reload keeps it. */
    public void setDensityShown(boolean shown) {
        densityShown = shown;
        figure.setDensityShown(shown);
        canvas.getViewport().revalidate();
    }
    // ===== end h27marks =====

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

    /**
     * Shows only the rows, bars and arrows {@code f} lets through; a selection it hides stays selected. A filter that
     * hides anything is named in a line beside the editor's toolbar ({@link #filterLine()}).
     */
    public void setFilter(SpaceTimeFilter f) {
        figure.setFilter(f);
        showFilter();
        firePropertyChange(PROP_FILTER);
    }

    /** Compacts the rows ({@link SpaceTimeFigure#setCompact}) or gives them their full height; the view keeps its top. */
    public void setCompact(boolean compact) {
        figure.setCompact(compact);
        canvas.getViewport().revalidate();
        fitWidth();
    }

    /** Whether every host of the diagram is collapsed. */
    public boolean allCollapsed() {
        return figure.getRows().stream().allMatch(r -> r.task() < 0 && figure.isCollapsed(r.host()));
    }

    /** Collapses (or expands) every host's rows. */
    public void setAllCollapsed(boolean collapse) {
        figure.setAllCollapsed(collapse);
        canvas.getViewport().revalidate();
        fitWidth();
    }

    /** The line that names the active filter ("" when nothing is hidden). */
    public String filterLine() {
        return filterLine == null || filterLine.isDisposed() ? "" : filterLine.getText();
    }

    /**
     * The editor's toolbar's contributions (every diagram command, populated from plugin.xml's {@link
     * SpaceTimeCommands#TOOLBAR}); they are shown in the tool bars of {@link #toolItems}, one per group.
     */
    public org.eclipse.jface.action.ToolBarManager getToolBar() {
        return toolBar;
    }

    /**
     * The most buttons in one of the toolbar's tool bars: a longer group is split, so the row wraps at a finer grain
     * (two lines at the editor's default width in the lbsim perspective at 1600x1000).
     */
    static final int TOOLBAR_GROUP = 4;

    /** The composite that holds the toolbar's groups (one SWT tool bar each, in a row that wraps). */
    private Composite toolBars;

    /** The toolbar's items as shown, group after group (separators are the gaps between the groups' tool bars). */
    public List<org.eclipse.swt.widgets.ToolItem> toolItems() {
        List<org.eclipse.swt.widgets.ToolItem> out = new ArrayList<>();
        if (toolBars != null && !toolBars.isDisposed()) {
            for (org.eclipse.swt.widgets.Control c : toolBars.getChildren()) {
                if (c instanceof org.eclipse.swt.widgets.ToolBar t) {
                    out.addAll(List.of(t.getItems()));
                }
            }
        }
        return out;
    }

    private void showFilter() {
        if (filterLine != null && !filterLine.isDisposed()) {
            String text = describe(figure.getFilter());
            filterLine.setText(text);
            ((GridData) filterLine.getLayoutData()).exclude = text.isEmpty();
            filterLine.setVisible(!text.isEmpty());
            filterLine.setToolTipText(text.isEmpty() ? null : "Filter... (F) shows or changes it");
            filterLine.getParent().getParent().layout(true, true);
        }
    }

    /** What a filter hides, in one line, e.g. "Filter: 2 hosts, 1 state hidden; only active tasks"; "" for none. */
    public static String describe(SpaceTimeFilter f) {
        if (f == null || f.isEmpty()) {
            return "";
        }
        List<String> hidden = new ArrayList<>();
        count(hidden, f.hiddenHosts().size(), "host");
        count(hidden, f.hiddenTasks().size(), "task");
        count(hidden, f.hiddenStates().size(), "state");
        count(hidden, f.hiddenTags().size(), "message tag");
        String s = hidden.isEmpty() ? "" : String.join(", ", hidden) + " hidden";
        if (f.onlyActive()) {
            s = s.isEmpty() ? "only tasks active in view" : s + "; only tasks active in view";
        }
        return "Filter: " + s;
    }

    private static void count(List<String> out, int n, String what) {
        if (n > 0) {
            out.add(n + " " + what + (n == 1 ? "" : "s"));
        }
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
        if (adapter == org.eclipse.ui.views.properties.IPropertySheetPage.class) {
            return adapter.cast(new InOrderPropertySheet());
        }
        if (adapter == org.eclipse.ui.ide.IGotoMarker.class) { // h27marks: the Bookmarks view's Go To
            return adapter.cast((org.eclipse.ui.ide.IGotoMarker) m -> {
                Bookmarks.Bookmark b = getBookmarks().of(m);
                if (b != null && navigation != null) {
                    getBookmarks().goTo(b);
                }
            });
        }
        return super.getAdapter(adapter);
    }

    /** Gives the diagram the preferred row height and state colours ({@link SpaceTimePreferences}). */
    void applyPreferences() {
        if (figure != null && canvas != null && !canvas.isDisposed()) {
            figure.setAppearance(SpaceTimePreferences.rowHeight(), SpaceTimePreferences.recolouring());
            figure.setDensityHeight(SpaceTimePreferences.densityHeight());
            canvas.getViewport().revalidate();
        }
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
        select(intervalAt(x, y));
        return selected() instanceof IntervalSelection i ? i : null;
    }

    /**
     * The state interval under figure point (x, y) (the store's intervals of that row's task that meet the pixel's
     * time, the nearest to its middle), or null; selects nothing.
     */
    public IntervalSelection intervalAt(int x, int y) {
        if (!store.hasEvents()) {
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
                    List<MessageSelection.Row> hostRows = new ArrayList<>(HostStateRows.at(store, store.taskHost(task), t));
                    hostRows.addAll(HostStateRows.energy(pathOf(getEditorInput()), store.hostName(store.taskHost(task))));
                    sel = sel.withHostRows(hostRows);
                }
            } catch (IOException e) {
                sel = null;
            }
        }
        return sel;
    }

    @Override
    public void setFocus() {
        if (canvas != null && !canvas.isDisposed()) {
            canvas.setFocus();
        }
    }

    @Override
    public void dispose() {
        SpaceTimePreferences.store().removePropertyChangeListener(preferences);
        if (bookmarks != null) {
            bookmarks.dispose();
        }
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

    /**
     * The Properties view's page for the diagram's selections: rows in the order the selection lists them (a
     * message's life: send start, injected, delivered, received, then travel and end-to-end times; not sorted by
     * name), and a first column wide enough for names like "Travel time (delivered - injected)".
     */
    static final class InOrderPropertySheet extends org.eclipse.ui.views.properties.PropertySheetPage {
        /** Pixels of the property names' column (at most 70 % of the view). */
        static final int NAME_COLUMN = 270;

        InOrderPropertySheet() {
            setSorter(new org.eclipse.ui.views.properties.PropertySheetSorter() {
                @Override
                public int compare(org.eclipse.ui.views.properties.IPropertySheetEntry a,
                        org.eclipse.ui.views.properties.IPropertySheetEntry b) {
                    return 0; // a stable sort: the descriptors' order
                }

                @Override
                public int compareCategories(String a, String b) {
                    return 0;
                }
            });
        }

        @Override
        public void createControl(Composite parent) {
            super.createControl(parent);
            if (getControl() instanceof org.eclipse.swt.widgets.Tree tree) {
                tree.addListener(SWT.Resize, e -> {
                    int width = tree.getClientArea().width;
                    if (width > 0 && tree.getColumnCount() == 2) {
                        int names = Math.max(width * 40 / 100, Math.min(NAME_COLUMN, width * 70 / 100));
                        tree.getColumn(0).setWidth(names);
                        tree.getColumn(1).setWidth(Math.max(20, width - names - 4));
                    }
                });
            }
        }
    }
}
