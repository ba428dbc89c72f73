package lbsim.ui.spacetime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Consumer;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.LightweightSystem;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import lbsim.trace.analysis.RunDiff;
import lbsim.run.result.RunLabel;
import lbsim.trace.TraceFile;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

/**
 * A second run pinned under the first in a {@link SpaceTimeEditor} (issue 17, item 7): its diagram on the same
 * time axis (both runs share one {@link TimeWindow} over the longer of the two runs, so zooming and panning
 * either moves both; keys and Ctrl+wheel over the second diagram act on the editor), each diagram labelled with
 * its run (scenario, strategy, seed), and below them a table of the differences ({@link RunDiff}, B minus A): the
 * run end (the last task's end), for master-slave runs the makespan (the master's last result), then per task \u0394 end and \u0394 time in each state, then the tasks only one run has. Opened by
 * {@link CompareAction}; one per editor (opening another replaces it); closed by its Close button or with the
 * editor. Call on the UI thread.
 */
public final class ComparisonPane {

    private static final Map<SpaceTimeEditor, ComparisonPane> OPEN = new WeakHashMap<>();

    private final SpaceTimeEditor editor;
    private final TraceStore storeB;
    private final Path traceB;
    /** The stamp of B's file when it was read. */
    private final SpaceTimeEditor.FileStamp stampB;
    private final RunDiff diff;
    private final double endA;
    private final Label labelA;
    private final Composite pane;
    private final Label labelB;
    private final FigureCanvas canvasB;
    private final SpaceTimeFigure figureB;
    private final Table table;
    private final Consumer<TimeWindow> follower = this::follow;
    private boolean closed;

    /** The comparison open in {@code editor}, or null. */
    public static ComparisonPane of(SpaceTimeEditor editor) {
        ComparisonPane p = OPEN.get(editor);
        return p == null || p.closed ? null : p;
    }

    /**
     * Pins run {@code trace} (a trace file, or a result folder holding one) under the editor's run, replacing a
     * comparison already open.
     *
     * @throws IOException naming the file when it is no trace or cannot be read
     */
    public static ComparisonPane open(SpaceTimeEditor editor, Path trace) throws IOException {
        Path file = Files.isDirectory(trace) ? trace.resolve(TraceFile.NAME) : trace;
        SpaceTimeEditor.FileStamp stamp = SpaceTimeEditor.FileStamp.of(file);
        TraceStore b = Files.isDirectory(trace) ? TraceStores.openFolder(trace) : TraceStores.open(file);
        RunDiff d;
        try {
            d = RunDiff.of(editor.getStore(), b);
        } catch (IOException | RuntimeException e) {
            b.close();
            throw e;
        }
        ComparisonPane old = of(editor);
        if (old != null) {
            old.close();
        }
        ComparisonPane p = new ComparisonPane(editor, b, file, stamp, d);
        OPEN.put(editor, p);
        return p;
    }

    private ComparisonPane(SpaceTimeEditor editor, TraceStore storeB, Path traceB, SpaceTimeEditor.FileStamp stampB,
            RunDiff diff) {
        this.editor = editor;
        this.stampB = stampB;
        this.storeB = storeB;
        this.traceB = traceB;
        this.diff = diff;
        this.endA = editor.getStore().endSeconds() > 0 ? editor.getStore().endSeconds() : 1;
        FigureCanvas canvasA = editor.getCanvas();
        Composite parent = canvasA.getParent();

        labelA = new Label(parent, SWT.NONE);
        labelA.setText("A: " + describe(editor.getStore(), SpaceTimeEditor.pathOf(editor.getEditorInput())));
        GridData labelAData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        labelAData.widthHint = 1; // as wide as the editor, not as its text
        labelA.setLayoutData(labelAData);
        labelA.setToolTipText(labelA.getText());
        labelA.moveAbove(canvasA);

        pane = new Composite(parent, SWT.NONE);
        pane.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        pane.moveBelow(canvasA);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 2;
        pane.setLayout(layout);
        labelB = new Label(pane, SWT.NONE);
        labelB.setText("B: " + describe(storeB, traceB));
        GridData labelData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        labelData.widthHint = 1; // the label takes what the button leaves (its full text is its tooltip), never the button's room
        labelB.setLayoutData(labelData);
        labelB.setToolTipText(labelB.getText());
        Button close = new Button(pane, SWT.PUSH);
        close.setText("Close comparison");
        close.addListener(SWT.Selection, e -> close());

        double common = Math.max(endA, storeB.endSeconds());
        TimeWindow w = editor.getWindow();
        figureB = new SpaceTimeFigure(storeB, new TimeWindow(w.t0(), w.t1(), common, w.width()));
        canvasB = new FigureCanvas(pane, SWT.DOUBLE_BUFFERED, new LightweightSystem());
        canvasB.setHorizontalScrollBarVisibility(FigureCanvas.NEVER);
        canvasB.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        canvasB.setContents(figureB);
        canvasB.getViewport().setContentsTracksWidth(true);
        SpaceTimeFigure.keepAxisInPlace(canvasB, figureB);
        SharePlot.attach(figureB, storeB, traceB);
        // keys and Ctrl+wheel over B act on the editor, which moves both
        canvasB.addListener(SWT.KeyDown, e -> forward(SWT.KeyDown, e));
        canvasB.addListener(SWT.MouseWheel, e -> forward(SWT.MouseWheel, e));
        canvasB.addListener(SWT.MouseDown, e -> canvasB.setFocus());

        table = new Table(pane, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        GridData td = new GridData(SWT.FILL, SWT.FILL, true, false, 2, 1);
        td.heightHint = 130;
        table.setLayoutData(td);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        fillTable();

        pane.addDisposeListener(e -> release());
        editor.addWindowListener(follower);
        editor.setWindow(new TimeWindow(w.t0(), w.t1(), common, w.width())); // one axis over the longer run
        parent.layout(true, true);
    }

    private static String describe(TraceStore s, Path trace) {
        String what = "";
        if (trace != null) {
            what = RunLabel.of(trace, s.scenarioName(), s.seed());
        }
        Path folder = trace == null ? null : trace.toAbsolutePath().getParent();
        String name = folder != null && folder.getFileName() != null ? folder.getFileName().toString() : String.valueOf(trace);
        return what.isEmpty() ? name : name + " (" + what + ")";
    }

    private void forward(int type, Event e) {
        FigureCanvas a = editor.getCanvas();
        if (a != null && !a.isDisposed()) {
            a.notifyListeners(type, e);
        }
    }

    private void follow(TimeWindow w) {
        if (!closed && !canvasB.isDisposed()) {
            figureB.setWindow(w);
        }
    }

    /** The table's column titles. */
    static String[] columns(RunDiff d) {
        String[] c = new String[4 + d.stateNames().size()];
        c[0] = "task";
        c[1] = "end A [s]";
        c[2] = "end B [s]";
        c[3] = "\u0394 end [s]";
        for (int s = 0; s < d.stateNames().size(); s++) {
            c[4 + s] = "\u0394 " + d.stateNames().get(s) + " [s]";
        }
        return c;
    }

    /** A row of A's and B's value of a whole-run figure and B - A, the state columns empty. */
    private static String[] headRow(int columns, String name, double a, double b) {
        String[] m = new String[columns];
        m[0] = name;
        m[1] = num(a);
        m[2] = num(b);
        m[3] = RunDiff.signed(b - a);
        for (int i = 4; i < m.length; i++) {
            m[i] = "";
        }
        return m;
    }

    private void fillTable() {
        String[] cols = columns(diff);
        for (String c : cols) {
            TableColumn tc = new TableColumn(table, SWT.RIGHT);
            tc.setText(c);
        }
        table.getColumn(0).setAlignment(SWT.LEFT);
        TableItem runEnd = new TableItem(table, SWT.NONE);
        runEnd.setText(headRow(cols.length, "run end", diff.runEndA(), diff.runEndB()));
        java.util.OptionalDouble msA = editor.makespan();
        java.util.OptionalDouble msB = lbsim.run.result.AppMakespan.of(traceB.toAbsolutePath().getParent());
        if (msA.isPresent() && msB.isPresent()) { // master-slave runs: the master's last result, before the run end
            new TableItem(table, SWT.NONE).setText(headRow(cols.length, "makespan", msA.getAsDouble(), msB.getAsDouble()));
        }
        for (RunDiff.TaskDiff t : diff.tasks()) {
            String[] row = new String[cols.length];
            row[0] = t.task();
            row[1] = num(t.endA());
            row[2] = num(t.endB());
            row[3] = RunDiff.signed(t.endDelta());
            for (int s = 0; s < diff.stateNames().size(); s++) {
                row[4 + s] = RunDiff.signed(t.stateDelta(s));
            }
            new TableItem(table, SWT.NONE).setText(row);
        }
        for (String name : diff.onlyInA()) {
            new TableItem(table, SWT.NONE).setText(new String[] { name, "(only in A)" });
        }
        for (String name : diff.onlyInB()) {
            new TableItem(table, SWT.NONE).setText(new String[] { name, "", "(only in B)" });
        }
        int columns = 0;
        for (TableColumn tc : table.getColumns()) {
            tc.pack();
            columns += tc.getWidth();
        }
        // as wide as its columns (GTK would stretch the last column over the rest), at most the pane's width
        int wanted = columns + 2 * table.getBorderWidth()
                + (table.getVerticalBar() != null ? table.getVerticalBar().getSize().x : 0) + 4;
        GridData td = (GridData) table.getLayoutData();
        // grabbing with no minimum width, its cell can shrink below the hint: a wide table scrolls instead of
        // widening the pane's columns (which pushed the Close button out of the pane)
        td.grabExcessHorizontalSpace = true;
        td.minimumWidth = 0;
        td.horizontalAlignment = SWT.BEGINNING;
        td.widthHint = wanted;
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "-" : String.format(java.util.Locale.ROOT, "%.6f", v);
    }

    /** Removes the second run and its table; the editor's window goes back to its own run's length. */
    public void close() {
        if (closed) {
            return;
        }
        Composite parent = pane.isDisposed() ? null : pane.getParent();
        if (!labelA.isDisposed()) {
            labelA.dispose();
        }
        if (!pane.isDisposed()) {
            pane.dispose(); // releases the store (dispose listener)
        }
        release();
        TimeWindow w = editor.getWindow();
        if (w != null && editor.getCanvas() != null && !editor.getCanvas().isDisposed()) {
            editor.setWindow(w.t1() <= endA ? new TimeWindow(w.t0(), w.t1(), endA, w.width()) : TimeWindow.fit(endA, w.width()));
        }
        if (parent != null && !parent.isDisposed()) {
            parent.layout(true, true);
        }
    }

    private void release() {
        if (closed) {
            return;
        }
        closed = true;
        editor.removeWindowListener(follower);
        figureB.dispose();
        try {
            storeB.close();
        } catch (IOException e) {
            // a reader: closing it cannot lose data
        }
    }

    /** Whether B's file changed since it was read (a rerun into its folder): {@link SpaceTimeEditor#reloadIfChanged} reads it again. */
    public boolean isStale() {
        SpaceTimeEditor.FileStamp now = SpaceTimeEditor.FileStamp.of(traceB);
        return !closed && now != null && !now.equals(stampB);
    }

    public boolean isClosed() {
        return closed;
    }

    /** The second run's diagram. */
    public SpaceTimeFigure getFigure() {
        return figureB;
    }

    public FigureCanvas getCanvas() {
        return canvasB;
    }

    public TraceStore getStore() {
        return storeB;
    }

    public Path getTrace() {
        return traceB;
    }

    /** The differences shown in the table. */
    public RunDiff getDiff() {
        return diff;
    }

    /** The differences table: a run end row (and a makespan row for two master-slave runs), one row per task both runs have, then the unmatched tasks. */
    public Table getTable() {
        return table;
    }

    /** The labels over the two diagrams ("A: ...", "B: ..."). */
    public String[] labels() {
        return new String[] { labelA.getText(), labelB.getText() };
    }
}
