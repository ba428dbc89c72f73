package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.part.ViewPart;

import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.TraceStore;

/**
 * The events of the active space-time diagram's visible window as a table (issue 27, "an event table of the visible
 * window, synchronized with the diagram both ways"): every state interval and message that meets the window and that
 * the diagram's filter shows, by start (a message's send start), then task (a message's id). Selecting a row selects
 * that interval or message in the diagram (and Properties) and brings it into view; selecting in the diagram selects
 * its row. The table follows the window and the filter; it holds at most {@link #MAX_ROWS} rows (the line above it
 * says when a window holds more: zoom in).
 */
public final class EventTableView extends ViewPart {

    public static final String ID = "lbsim.ui.spacetime.eventTableView";
    public static final String[] COLUMNS = { "Start", "End", "Duration", "Kind", "Task", "State / tag", "Bytes" };
    /** The most rows the table holds. */
    public static final int MAX_ROWS = 100_000;

    /** One row: an interval (index into the intervals) or a message (index into the messages). */
    record Row(boolean message, int index, double start, int key) {
    }

    private ActiveDiagram diagrams;
    private SpaceTimeEditor editor;
    private Table table;
    private Label line;
    private Intervals intervals;
    private Messages messages;
    private Row[] rows = new Row[0];
    private boolean syncing;
    private TimeWindow pending;
    /** The view's selection (the selected row's interval or message), for the Properties view while the view is active. */
    /** The selection the view gives its site: the selected row's interval or message (empty without one). */
    private final SpaceTimeEditor.Selections rowSelection = new SpaceTimeEditor.Selections();
    private final ISelectionChangedListener diagramSelection = e -> {
        if (!syncing && e.getSelection() instanceof IStructuredSelection s) {
            selectRowOf(s.getFirstElement());
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(1, false));
        line = new Label(c, SWT.NONE);
        line.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        table = new Table(c, SWT.VIRTUAL | SWT.FULL_SELECTION | SWT.BORDER | SWT.SINGLE);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (int k = 0; k < COLUMNS.length; k++) {
            TableColumn col = new TableColumn(table, k >= 4 && k != 6 ? SWT.LEFT : SWT.RIGHT);
            col.setText(COLUMNS[k]);
            col.setWidth(k == 4 ? 160 : 100);
            col.setMoveable(true);
        }
        table.addListener(SWT.SetData, e -> {
            TableItem item = (TableItem) e.item;
            int i = table.indexOf(item);
            if (i >= 0 && i < rows.length) {
                item.setText(texts(i));
            }
        });
        table.addListener(SWT.Selection, e -> {
            int i = table.getSelectionIndex();
            if (i >= 0) {
                selectInDiagram(i);
            }
        });
        getSite().setSelectionProvider(rowSelection);
        org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(c, "lbsim.help.eventTableView");
        diagrams = new ActiveDiagram(getSite().getPage(), this::follow, this::schedule);
        if (editor == null) {
            line.setText("Open a run's space-time diagram (trace.lbt) to see the events of its visible window.");
        }
    }

    void follow(SpaceTimeEditor e) {
        if (editor != null && editor != e) {
            editor.getSite().getSelectionProvider().removeSelectionChangedListener(diagramSelection);
        }
        if (e != null && e != editor) {
            e.getSite().getSelectionProvider().addSelectionChangedListener(diagramSelection);
        }
        editor = e;
        if (e == null && table != null && !table.isDisposed()) {
            rows = new Row[0];
            table.setItemCount(0);
            line.setText("No space-time diagram is active.");
        }
        schedule();
    }

    /** Reads the window's events once the window has rested (a drag changes it many times). */
    private void schedule() {
        SpaceTimeEditor e = editor;
        if (e == null || table == null || table.isDisposed() || e.getWindow() == null) {
            return;
        }
        TimeWindow w = e.getWindow();
        pending = w;
        table.getDisplay().timerExec(StatisticsView.SETTLE_MS, () -> {
            if (pending == w && editor == e && !table.isDisposed()) {
                load(e, w);
            }
        });
    }

    /** Loads the events of window {@code w} of {@code e}'s trace that its filter shows. */
    void load(SpaceTimeEditor e, TimeWindow w) {
        TraceStore store = e.getStore();
        if (!store.hasEvents()) {
            rows = new Row[0];
            table.setItemCount(0);
            line.setText(TraceAnalysisView.NO_EVENTS);
            return;
        }
        try {
            SpaceTimeFilter f = e.getFilter();
            intervals = store.states(TraceStore.ANY, w.t0(), w.t1());
            messages = store.messages(TraceStore.ANY, TraceStore.ANY, w.t0(), w.t1());
            int n = 0;
            Row[] all = new Row[intervals.size() + messages.size()];
            for (int i = 0; i < intervals.size(); i++) {
                if (f.showsTask(store, intervals.task(i)) && f.showsState(intervals.state(i))) {
                    all[n++] = new Row(false, i, intervals.start(i), intervals.task(i));
                }
            }
            for (int k = 0; k < messages.size(); k++) {
                if (f.showsTask(store, messages.source(k)) && f.showsTask(store, messages.destination(k))
                        && f.showsTag(messages.tag(k))) {
                    all[n++] = new Row(true, k, messages.sendStart(k), messages.id(k));
                }
            }
            Row[] shown = Arrays.copyOf(all, n);
            Arrays.sort(shown, ORDER);
            int total = shown.length;
            rows = total > MAX_ROWS ? Arrays.copyOf(shown, MAX_ROWS) : shown;
            table.clearAll();
            table.setItemCount(rows.length);
            line.setText("Window " + TimeText.instant(w.t0()) + " .. " + TimeText.instant(w.t1()) + ": "
                    + (total > MAX_ROWS ? "the first " + MAX_ROWS + " of " + total + " events (zoom in for the rest)"
                            : total + (total == 1 ? " event" : " events")));
            line.getParent().layout();
            widenTimeColumns(w);
            syncing = true;
            try {
                selectRowOf(e.selected());
            } finally {
                syncing = false;
            }
        } catch (IOException x) {
            line.setText("Cannot read the trace: " + x.getMessage());
        }
    }

    /**
     * Widens the Start and End columns (never narrows them: the user may have) to hold an instant of window {@code w}
     * with all its nine decimals, e.g. "252.926461881 s" (100 pixels cut it to "252.92646188").
     */
    private void widenTimeColumns(TimeWindow w) {
        String widest = (long) Math.floor(Math.max(0, w.t1())) + ".888888888 s";
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(table);
        try {
            int need = gc.textExtent(widest).x + 16;
            for (int c = 0; c < 2; c++) {
                if (table.getColumn(c).getWidth() < need) {
                    table.getColumn(c).setWidth(need);
                }
            }
        } finally {
            gc.dispose();
        }
    }

    /** Rows by start, then intervals before messages, then task (or message id). */
    static final Comparator<Row> ORDER = Comparator.comparingDouble(Row::start)
            .thenComparing(Row::message).thenComparingInt(Row::key);

    /** The texts of row {@code i}: start, end, duration, kind, task (or source -> destination), state (or tag), bytes. */
    public String[] texts(int i) {
        TraceStore store = editor.getStore();
        Row r = rows[i];
        if (!r.message()) {
            double s = intervals.start(r.index()), e = intervals.end(r.index());
            return new String[] { TimeText.instant(s), TimeText.instant(e), TimeText.duration(e - s), "interval",
                    store.taskName(intervals.task(r.index())), store.stateNames().get(intervals.state(r.index())), "" };
        }
        int k = r.index();
        double s = messages.sendStart(k), e = TraceSearch.last(messages, k);
        return new String[] { TimeText.instant(s), TimeText.instant(e), TimeText.duration(e - s), "message " + messages.id(k),
                store.taskName(messages.source(k)) + " -> " + store.taskName(messages.destination(k)),
                "tag " + messages.tag(k), Long.toString(messages.bytes(k)) };
    }

    /** Selects row {@code i}'s interval or message in the diagram and brings it into view. */
    void selectInDiagram(int i) {
        SpaceTimeEditor e = editor;
        if (e == null || i < 0 || i >= rows.length) {
            return;
        }
        TraceStore store = e.getStore();
        Row r = rows[i];
        syncing = true;
        try {
            if (!r.message()) {
                int t = intervals.task(r.index());
                double s = intervals.start(r.index()), end = intervals.end(r.index());
                e.select(new IntervalSelection(t, store.taskName(t), store.hostName(store.taskHost(t)),
                        store.stateNames().get(intervals.state(r.index())), s, end));
                e.getNavigation().reveal(s, end, t, t);
            } else {
                MessageSelection m = MessageSelection.of(store, messages, r.index());
                e.select(m);
                e.getNavigation().reveal(m.sendStart(), TraceSearch.last(messages, r.index()), m.sourceHandle(),
                        m.destinationHandle());
            }
            rowSelection.setSelection(e.selected() == null ? StructuredSelection.EMPTY : new StructuredSelection(e.selected())); // Properties shows it while the table is the active part
        } catch (IOException x) {
            e.showStatus("Cannot read the trace: " + x.getMessage());
        } finally {
            syncing = false;
        }
    }

    /** Selects the row of {@code element} (an interval or message of the diagram), if the table holds it. */
    void selectRowOf(Object element) {
        int found = -1;
        for (int i = 0; i < rows.length && found < 0; i++) {
            Row r = rows[i];
            if (element instanceof IntervalSelection s && !r.message() && intervals.task(r.index()) == s.taskHandle()
                    && intervals.start(r.index()) == s.start() && intervals.end(r.index()) == s.end()) {
                found = i;
            } else if (element instanceof MessageSelection m && r.message() && messages.id(r.index()) == m.id()) {
                found = i;
            }
        }
        if (found >= 0) {
            table.setSelection(found);
            table.showSelection();
            rowSelection.setSelection(new StructuredSelection(element));
        } else {
            table.deselectAll();
            rowSelection.setSelection(StructuredSelection.EMPTY);
        }
    }

    /** The number of rows. */
    public int rowCount() {
        return rows.length;
    }

    public Table getTable() {
        return table;
    }

    /** The line above the table. */
    public String windowLine() {
        return line.getText();
    }

    /** The rows' texts, for tests and copying: one list per row. */
    public List<List<String>> allTexts() {
        return java.util.stream.IntStream.range(0, rows.length).mapToObj(i -> List.of(texts(i))).toList();
    }

    @Override
    public void setFocus() {
        table.setFocus();
    }

    /** Properties shows a row's interval or message as the diagram does: in the order of its life, names not cut. */
    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == org.eclipse.ui.views.properties.IPropertySheetPage.class) {
            return adapter.cast(new SpaceTimeEditor.InOrderPropertySheet());
        }
        return super.getAdapter(adapter);
    }

    @Override
    public void dispose() {
        if (diagrams != null) {
            diagrams.dispose();
        }
        if (editor != null) {
            editor.getSite().getSelectionProvider().removeSelectionChangedListener(diagramSelection);
        }
        super.dispose();
    }
}
