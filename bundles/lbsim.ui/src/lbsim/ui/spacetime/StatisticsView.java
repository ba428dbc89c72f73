package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

import lbsim.trace.analysis.RangeStatistics;
import lbsim.trace.store.TraceStore;

/**
 * Statistics of the active space-time diagram's visible window (issue 27; {@link RangeStatistics}): per state, over
 * the tasks the diagram shows, and per task and state, the number of intervals, their total time, and the shortest,
 * mean and longest, all clipped to the window, with the total's share of the window. The first row sums over the
 * tasks shown; each task's row opens to its states. The window is the range: zoom the diagram (a rubber band on its
 * time axis selects a range) and the view follows, computing in a job that a newer window or Cancel stops. The
 * toolbar's "Copy" puts the table on the clipboard, tab-separated.
 */
public final class StatisticsView extends ViewPart {

    public static final String ID = "lbsim.ui.spacetime.statisticsView";
    /** The columns: name, count, total, min, mean, max, share of the window. */
    public static final String[] COLUMNS = { "Task / state", "Count", "Total", "Min", "Mean", "Max", "% of window" };
    /** How long the window must rest before the statistics are computed, ms (a drag changes it many times). */
    static final int SETTLE_MS = 250;

    /** A line of the tree: a task (or all tasks shown) with its rows per state, or one state of it. */
    public record Line(String name, RangeStatistics.Row row, List<Line> children) {
    }

    private ActiveDiagram diagrams;
    private SpaceTimeEditor editor;
    private TreeViewer viewer;
    private Label range;
    private volatile RangeStatistics statistics;
    private Job job;
    private TimeWindow pending;

    @Override
    public void createPartControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(1, false));
        range = new Label(c, SWT.NONE);
        range.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        viewer = new TreeViewer(c, SWT.FULL_SELECTION | SWT.BORDER | SWT.MULTI);
        viewer.getTree().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        viewer.getTree().setHeaderVisible(true);
        viewer.getTree().setLinesVisible(true);
        viewer.setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return ((List<?>) input).toArray();
            }

            @Override
            public Object[] getChildren(Object parentElement) {
                return ((Line) parentElement).children().toArray();
            }

            @Override
            public Object getParent(Object element) {
                return null;
            }

            @Override
            public boolean hasChildren(Object element) {
                return !((Line) element).children().isEmpty();
            }
        });
        for (int k = 0; k < COLUMNS.length; k++) {
            int col = k;
            TreeViewerColumn v = new TreeViewerColumn(viewer, k == 0 ? SWT.LEFT : SWT.RIGHT);
            v.getColumn().setText(COLUMNS[k]);
            v.getColumn().setWidth(k == 0 ? 180 : 90);
            v.getColumn().setMoveable(true);
            v.setLabelProvider(new ColumnLabelProvider() {
                @Override
                public String getText(Object element) {
                    RangeStatistics s = statistics;
                    return s == null ? "" : cell((Line) element, col, s);
                }
            });
        }
        viewer.setInput(List.of());
        Action copy = new Action("Copy") {
            @Override
            public void run() {
                RangeStatistics s = statistics;
                SpaceTimeEditor e = editor;
                if (s != null && e != null) {
                    Clipboard cb = new Clipboard(viewer.getControl().getDisplay());
                    cb.setContents(new Object[] { table(lines(s, e.getStore()), s) },
                            new Transfer[] { TextTransfer.getInstance() });
                    cb.dispose();
                }
            }
        };
        copy.setToolTipText("Copy the statistics as a table (tab-separated, times in seconds)");
        getViewSite().getActionBars().getToolBarManager().add(copy);
        org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(c, "lbsim.help.statisticsView");
        diagrams = new ActiveDiagram(getSite().getPage(), this::follow, this::schedule);
        if (editor == null) {
            range.setText("Open a run's space-time diagram (trace.lbt) to see the statistics of its visible window.");
        }
    }

    /** Follows {@code e}'s window (null: none). */
    void follow(SpaceTimeEditor e) {
        editor = e;
        statistics = null;
        if (viewer != null && !viewer.getControl().isDisposed()) {
            viewer.setInput(List.of());
            range.setText(e == null ? "No space-time diagram is active." : "Computing...");
        }
        schedule();
    }

    /** Computes the statistics of the followed editor's window once it has rested for {@link #SETTLE_MS}. */
    private void schedule() {
        SpaceTimeEditor e = editor;
        if (e == null || viewer == null || viewer.getControl().isDisposed()) {
            return;
        }
        TimeWindow w = e.getWindow();
        if (w == null) {
            return;
        }
        pending = w;
        Display d = viewer.getControl().getDisplay();
        d.timerExec(SETTLE_MS, () -> {
            if (pending == w && editor == e && !viewer.getControl().isDisposed()) {
                compute(e, w);
            }
        });
    }

    private void compute(SpaceTimeEditor e, TimeWindow w) {
        if (job != null) {
            job.cancel();
        }
        TraceStore store = e.getStore();
        if (!store.hasEvents()) {
            range.setText(TraceAnalysisView.NO_EVENTS);
            return;
        }
        boolean[] shown = new boolean[store.taskCount()];
        SpaceTimeFilter f = e.getFilter();
        int count = 0;
        for (int t = 0; t < shown.length; t++) {
            shown[t] = f.showsTask(store, t);
            count += shown[t] ? 1 : 0;
        }
        int tasks = count;
        Display d = viewer.getControl().getDisplay();
        Job j = new Job("Statistics of " + e.getPartName()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                monitor.beginTask(getName(), 1000);
                int[] worked = { 0 };
                try {
                    RangeStatistics s = RangeStatistics.of(store, w.t0(), w.t1(), shown, monitor::isCanceled, x -> {
                        int now = (int) Math.round(1000 * x);
                        if (now > worked[0]) {
                            monitor.worked(now - worked[0]);
                            worked[0] = now;
                        }
                    });
                    d.asyncExec(() -> show(e, s, tasks));
                } catch (java.util.concurrent.CancellationException x) {
                    return Status.CANCEL_STATUS;
                } catch (IOException | RuntimeException x) {
                    d.asyncExec(() -> {
                        if (!range.isDisposed()) {
                            range.setText("Cannot read the trace: " + x.getMessage());
                        }
                    });
                } finally {
                    monitor.done();
                }
                return Status.OK_STATUS;
            }
        };
        job = j;
        j.schedule();
    }

    private void show(SpaceTimeEditor e, RangeStatistics s, int tasks) {
        if (editor != e || viewer.getControl().isDisposed()) {
            return;
        }
        statistics = s;
        range.setText(rangeText(s, tasks));
        List<Line> lines = lines(s, e.getStore());
        viewer.setInput(lines);
        viewer.setExpandedState(lines.get(0), true); // all tasks shown, per state
    }

    /** The line above the table: the window and the tasks counted. */
    public static String rangeText(RangeStatistics s, int tasks) {
        return "Window " + TimeText.instant(s.t0()) + " .. " + TimeText.instant(s.t1()) + " ("
                + TimeText.duration(s.t1() - s.t0()) + "), " + tasks + (tasks == 1 ? " task" : " tasks") + " shown";
    }

    /** The tree's lines: first all tasks shown (per state), then each task with its states. */
    public static List<Line> lines(RangeStatistics s, TraceStore store) {
        List<String> states = store.stateNames();
        List<Line> out = new ArrayList<>();
        List<Line> all = new ArrayList<>();
        for (RangeStatistics.Row r : s.totals()) {
            all.add(new Line(states.get(r.state()), r, List.of()));
        }
        out.add(new Line("All tasks shown", null, all));
        List<Line> mine = null;
        int task = -2;
        for (RangeStatistics.Row r : s.rows()) {
            if (r.task() != task) {
                task = r.task();
                mine = new ArrayList<>();
                out.add(new Line(store.taskName(task), null, mine));
            }
            mine.add(new Line(states.get(r.state()), r, List.of()));
        }
        return out;
    }

    /** The text of column {@code col} of {@code line} of statistics {@code s}. */
    public static String cell(Line line, int col, RangeStatistics s) {
        RangeStatistics.Row r = line.row();
        if (col == 0) {
            return line.name();
        }
        if (r == null) { // a task's line: its count and total over its states
            long n = 0;
            double total = 0;
            for (Line l : line.children()) {
                n += l.row().count();
                total += l.row().totalSeconds();
            }
            return switch (col) {
                case 1 -> Long.toString(n);
                case 2 -> TimeText.duration(total);
                default -> "";
            };
        }
        return switch (col) {
            case 1 -> Long.toString(r.count());
            case 2 -> TimeText.duration(r.totalSeconds());
            case 3 -> TimeText.duration(r.minSeconds());
            case 4 -> TimeText.duration(r.meanSeconds());
            case 5 -> TimeText.duration(r.maxSeconds());
            case 6 -> s.t1() > s.t0() ? String.format(Locale.ROOT, "%.1f %%", 100 * s.share(r)) : "";
            default -> "";
        };
    }

    /**
     * The lines as a tab-separated table, one line per state row, times in seconds (full precision), the share as a
     * fraction.
     */
    public static String table(List<Line> lines, RangeStatistics s) {
        StringBuilder t = new StringBuilder("task\tstate\tcount\ttotal (s)\tmin (s)\tmean (s)\tmax (s)\tshare of window\n");
        for (Line task : lines) {
            for (Line l : task.children()) {
                RangeStatistics.Row r = l.row();
                t.append(task.name()).append('\t').append(l.name()).append('\t').append(r.count()).append('\t')
                        .append(r.totalSeconds()).append('\t').append(r.minSeconds()).append('\t').append(r.meanSeconds())
                        .append('\t').append(r.maxSeconds()).append('\t').append(s.share(r))
                        .append('\n');
            }
        }
        return t.toString();
    }

    /** The statistics shown, or null while computing (or without a diagram). */
    public RangeStatistics statistics() {
        return statistics;
    }

    /** The job of the last computation, or null. */
    public Job job() {
        return job;
    }

    public TreeViewer getViewer() {
        return viewer;
    }

    /** The line above the table. */
    public String rangeLine() {
        return range.getText();
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
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
