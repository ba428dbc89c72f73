package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Display;

import lbsim.trace.analysis.CriticalPath;
import lbsim.trace.store.TraceStore;

/**
 * "Show Critical Path" in the space-time diagram (issue 17 item 6): the run's critical path
 * ({@link CriticalPath#of}, computed once per editor in a background {@link Job}) drawn over the diagram in
 * {@link #COLOUR}. Its state (and idle) segments are outlined on their task's row with a {@value #STROKE}-pixel
 * frame; its message segments (a message in flight, from its injection to its delivery) are drawn as
 * {@value #LINE_WIDTH}-pixel lines from the sender's row to the receiver's. Only the segments of the visible window
 * are drawn ({@link CriticalPath#indexAt} of its two ends); neighbouring segments of one task narrower than
 * {@value #MERGE_PIXELS} pixels merge into one frame. A segment on a collapsed or filtered row is not drawn. The
 * legend (and the status line) give the path's length and the largest task shares, e.g. "critical path 10.0 s:
 * s2 60.0 %, master 30.0 %, messages 10.0 %". Where frames would hide the rows ({@link #thin()}: compact rows, or a
 * whole run of many short segments), the path is drawn thin instead: a {@value #STROKE}-pixel line along the middle of
 * each state segment, and one-pixel message lines.
 * <p>
 * The job shows its progress (the pass over the trace, then the walk back from the run end) and can be
 * cancelled (the Progress view's stop button): {@link CriticalPath#of(lbsim.trace.store.TraceStore,
 * java.util.function.BooleanSupplier, java.util.function.DoubleConsumer)} asks the monitor between windows; the
 * toggle can be switched off at any time.
 */
public final class CriticalPathLayer implements SpaceTimeFigure.RowOverlay, SpaceTimeFigure.Decoration {

    /** The path's colour, 0xRRGGBB: magenta, which is no state's and no tag's colour (tag 1 is a dark red). */
    public static final int COLOUR = 0xFF00FF;
    /** Width of a state segment's frame, pixels. */
    public static final int STROKE = 2;
    /** Width of a message segment's line, pixels. */
    public static final int LINE_WIDTH = 3;
    /** Segments of one task narrower than this merge into their neighbour's frame. */
    public static final int MERGE_PIXELS = 4;
    /** The path is drawn thin when the window holds more of its messages than one per this many pixels. */
    public static final int THIN_PIXELS = 12;
    /** How many task shares the legend names. */
    public static final int TOP_TASKS = 3;

    /** A state (or idle) segment's frame: x0 .. x1 (exclusive), y .. y + height (exclusive), figure coordinates. */
    public record Frame(int task, int x0, int x1, int y, int height) {
    }

    /** A message segment's line, figure coordinates. */
    public record Line(int message, int x0, int y0, int x1, int y1) {
    }

    private final SpaceTimeEditor editor;
    private volatile CriticalPath path;
    private volatile String problem;
    private volatile boolean shown;
    private Job job;
    private Color colour;
    /** The frames of the last paint by task, and what they were computed for. */
    private java.util.Map<Integer, List<Frame>> framesByTask = java.util.Map.of();
    private List<Object> framesKey = List.of();
    private boolean thinFrames;

    private CriticalPathLayer(SpaceTimeEditor editor) {
        this.editor = editor;
    }

    /** The editor's layer, or null when it has none yet. */
    public static CriticalPathLayer find(SpaceTimeEditor editor) {
        SpaceTimeFigure f = editor.getFigure();
        for (SpaceTimeFigure.RowOverlay o : f == null ? List.<SpaceTimeFigure.RowOverlay>of() : f.getOverlays()) {
            if (o instanceof CriticalPathLayer c) {
                return c;
            }
        }
        return null;
    }

    /** The editor's layer (added to its figure the first time it is asked for). */
    public static CriticalPathLayer of(SpaceTimeEditor editor) {
        CriticalPathLayer found = find(editor);
        if (found != null) {
            return found;
        }
        SpaceTimeFigure f = editor.getFigure();
        CriticalPathLayer c = new CriticalPathLayer(editor);
        f.addOverlay(c);
        f.addDecoration(c);
        editor.getCanvas().addDisposeListener(e -> c.dispose());
        return c;
    }

    /** Whether the path is switched on. */
    public boolean isShown() {
        return shown;
    }

    /** The computed path, or null while it is being computed (or before it was asked for). */
    public CriticalPath path() {
        return path;
    }

    /** The job computing the path, or null when none was started. */
    public Job job() {
        return job;
    }

    /** Switches the path on or off; the first time on starts the computation. */
    public void setShown(boolean on) {
        if (on && !editor.getStore().hasEvents()) { // the path is found from the events: say so, show nothing
            shown = false;
            editor.showStatus(SpaceTimeEditor.NO_EVENTS);
            return;
        }
        shown = on;
        if (on && path == null && (job == null || job.getResult() != null && !job.getResult().isOK())) {
            start();
        }
        editor.showStatus(on ? legend() : "");
        editor.getFigure().repaint();
    }

    public void toggle() {
        setShown(!shown);
    }

    private void start() {
        TraceStore store = editor.getStore();
        Display display = Display.getCurrent();
        problem = null;
        job = new Job("Critical path of " + editor.getPartName()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                monitor.beginTask("Computing the critical path of " + editor.getPartName(), 1000);
                int[] worked = { 0 };
                try {
                    CriticalPath p = CriticalPath.of(store, monitor::isCanceled, f -> {
                        int w = (int) (1000 * f);
                        if (w > worked[0]) {
                            monitor.worked(w - worked[0]);
                            worked[0] = w;
                        }
                    });
                    if (monitor.isCanceled()) {
                        return Status.CANCEL_STATUS;
                    }
                    path = p;
                    return Status.OK_STATUS;
                } catch (java.util.concurrent.CancellationException e) {
                    return Status.CANCEL_STATUS;
                } catch (IOException | RuntimeException e) {
                    problem = "cannot compute it: " + e.getMessage();
                    return Status.OK_STATUS; // said in the legend and the status line, not in a dialog
                } finally {
                    monitor.done();
                    if (display != null && !display.isDisposed()) {
                        display.asyncExec(CriticalPathLayer.this::computed);
                    }
                }
            }
        };
        job.setUser(true);
        job.schedule();
    }

    private void computed() {
        if (editor.getCanvas() == null || editor.getCanvas().isDisposed()) {
            return;
        }
        if (shown) {
            editor.showStatus(legend());
        }
        editor.getFigure().repaint();
    }

    /** The frames of the path's state and idle segments in the figure's window (empty when off or not computed). */
    public List<Frame> frames() {
        List<Frame> out = new ArrayList<>();
        CriticalPath p = path;
        if (!shown || p == null || p.size() == 0) {
            return out;
        }
        SpaceTimeFigure f = editor.getFigure();
        TimeWindow w = f.getWindow();
        int left = f.plotLeft();
        int right = left + w.width();
        int[] last = new int[p.taskCount()]; // index in out of each task's last frame, -1 for none
        java.util.Arrays.fill(last, -1);
        for (int i = p.indexAt(w.t0()), n = p.indexAt(w.t1()); i <= n; i++) {
            CriticalPath.Segment s = p.segment(i);
            if (s.kind() == CriticalPath.Kind.MESSAGE || s.endSeconds() < w.t0() || s.startSeconds() > w.t1()) {
                continue;
            }
            SpaceTimeFigure.Row row = f.rowOf(s.task());
            if (row == null) {
                continue;
            }
            int x0 = Math.max(left, f.xOf(s.startSeconds()));
            int x1 = Math.min(right, Math.max(x0 + 1, f.xOf(s.endSeconds())));
            Frame prev = last[s.task()] < 0 ? null : out.get(last[s.task()]);
            if (prev != null && prev.x1() >= x0 - 1 && (x1 - x0 < MERGE_PIXELS || prev.x1() - prev.x0() < MERGE_PIXELS)) {
                out.set(last[s.task()], new Frame(s.task(), prev.x0(), Math.max(prev.x1(), x1), prev.y(), prev.height()));
                continue;
            }
            last[s.task()] = out.size();
            out.add(new Frame(s.task(), x0, x1, row.y() + 1, row.height() - 2));
        }
        return out;
    }

    /**
     * Whether the path is drawn thin: on compact rows, or when the window holds more of the path's messages than one
     * per {@value #THIN_PIXELS} pixels of plot (a whole run of many short segments), where frames and thick lines
     * would cover the diagram.
     */
    public boolean thin() {
        SpaceTimeFigure f = editor.getFigure();
        return f.isCompact() || (long) lines().size() * THIN_PIXELS > f.getWindow().width();
    }

    /** The lines of the path's messages in the figure's window (empty when off or not computed). */
    public List<Line> lines() {
        List<Line> out = new ArrayList<>();
        CriticalPath p = path;
        if (!shown || p == null || p.size() == 0) {
            return out;
        }
        SpaceTimeFigure f = editor.getFigure();
        TimeWindow w = f.getWindow();
        for (int i = p.indexAt(w.t0()), n = p.indexAt(w.t1()); i <= n; i++) {
            CriticalPath.Segment s = p.segment(i);
            if (s.kind() != CriticalPath.Kind.MESSAGE) {
                continue;
            }
            SpaceTimeFigure.Row from = f.rowOf(s.task());
            SpaceTimeFigure.Row to = f.rowOf(s.destination());
            if (from == null || to == null) {
                continue;
            }
            out.add(new Line(s.messageId(), f.plotLeft() + (int) Math.round(w.x(s.startSeconds())),
                    from.y() + from.height() / 2, f.plotLeft() + (int) Math.round(w.x(s.endSeconds())),
                    to.y() + to.height() / 2));
        }
        return out;
    }

    @Override
    public void paintRow(Graphics g, SpaceTimeFigure figure, SpaceTimeFigure.Row row) {
        if (!shown || path == null) {
            return;
        }
        SpaceTimeFigure f = editor.getFigure();
        List<Object> key = java.util.Arrays.asList(f.getWindow(), f.getFilter(), path, f.rowsBottom());
        if (!key.equals(framesKey)) { // once per window, not once per row
            framesByTask = frames().stream().collect(java.util.stream.Collectors.groupingBy(Frame::task));
            thinFrames = thin();
            framesKey = key;
        }
        g.setBackgroundColor(colour());
        for (Frame fr : framesByTask.getOrDefault(row.task(), List.of())) {
            int w = fr.x1() - fr.x0();
            if (thinFrames) { // a line along the row's middle: the bars stay readable
                g.fillRectangle(fr.x0(), fr.y() + fr.height() / 2 - STROKE / 2, w, STROKE);
                continue;
            }
            g.fillRectangle(fr.x0(), fr.y(), w, STROKE);
            g.fillRectangle(fr.x0(), fr.y() + fr.height() - STROKE, w, STROKE);
            g.fillRectangle(fr.x0(), fr.y(), Math.min(STROKE, w), fr.height());
            g.fillRectangle(Math.max(fr.x0(), fr.x1() - STROKE), fr.y(), Math.min(STROKE, w), fr.height());
        }
    }

    @Override
    public void paint(Graphics g, SpaceTimeFigure figure) {
        List<Line> lines = lines();
        if (lines.isEmpty()) {
            return;
        }
        int top = figure.axisTop() + SpaceTimeFigure.AXIS_HEIGHT; // under the axis, which stays at the view's top
        g.clipRect(new Rectangle(figure.plotLeft(), top, figure.getWindow().width(),
                Math.max(0, Math.min(figure.rowsBottom(), figure.legendTop() - 4) - top)));
        g.setAntialias(SWT.OFF);
        g.setForegroundColor(colour());
        g.setLineWidth(thin() ? 1 : LINE_WIDTH);
        for (Line l : lines) {
            g.drawLine(l.x0(), l.y0(), l.x1(), l.y1());
        }
        g.setLineWidth(1);
    }

    @Override
    public String legend() {
        if (!shown) {
            return null;
        }
        if (problem != null) {
            return "critical path: " + problem;
        }
        CriticalPath p = path;
        if (p == null) {
            return "critical path: computing...";
        }
        return legend(p, editor.getStore(), editor.makespan());
    }

    /**
     * "critical path L s: task share %, ... (the {@value #TOP_TASKS} largest), messages share %", then for a run with
     * an application makespan "; makespan M s (the master's last result), run end E s" (the path ends at the run end,
     * which the stop messages make later than the makespan).
     */
    public static String legend(CriticalPath p, TraceStore store, java.util.OptionalDouble makespan) {
        String l = legend(p, store);
        return makespan.isPresent() && p.size() > 0
                ? l + "; " + lbsim.run.result.AppMakespan.text(makespan, p.runEndSeconds())
                : l;
    }

    /** "critical path L s: task share %, ... (the {@value #TOP_TASKS} largest), messages share %". */
    public static String legend(CriticalPath p, TraceStore store) {
        if (p.size() == 0) {
            return "critical path: none (no state intervals)";
        }
        StringBuilder b = new StringBuilder("critical path ").append(TimeText.duration(p.lengthSeconds()))
                .append(':');
        IntStream.range(0, p.taskCount()).boxed().filter(t -> p.taskSeconds(t) > 0)
                .sorted(Comparator.comparingDouble((Integer t) -> -p.taskSeconds(t)).thenComparingInt(t -> t))
                .limit(TOP_TASKS).forEach(t -> b.append(' ').append(store.taskName(t)).append(' ')
                        .append(percent(p.taskFraction(t))).append(','));
        b.append(" messages ").append(percent(p.lengthSeconds() > 0 ? p.messageSeconds() / p.lengthSeconds() : 0));
        return b.toString();
    }

    private static String percent(double f) {
        return String.format(Locale.ROOT, "%.1f %%", 100 * f);
    }

    @Override
    public int legendColour() {
        return COLOUR;
    }

    private Color colour() {
        if (colour == null) {
            colour = new Color(Display.getCurrent(), (COLOUR >> 16) & 0xFF, (COLOUR >> 8) & 0xFF, COLOUR & 0xFF);
        }
        return colour;
    }

    private void dispose() {
        if (job != null) {
            job.cancel();
        }
        if (colour != null) {
            colour.dispose();
        }
    }
}
