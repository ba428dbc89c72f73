package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Display;

import lbsim.run.layout.Palette;
import lbsim.run.layout.SpaceTimeLayout;
import lbsim.trace.store.Messages;
import lbsim.trace.store.Summary;
import lbsim.trace.store.TraceStore;

/**
 * The space-time diagram of a trace, painted from the store's pixel summary of the visible window only: a
 * time axis on top, one row per task grouped under a header row per host, state bars in the colours of
 * {@link Palette} (the PNG/SVG picture's), message arrows when at most {@link #MAX_ARROWS} messages meet
 * the window, and a legend at the bottom. Coordinates are relative to the figure's top-left corner; the
 * plot starts at {@link #LABEL_WIDTH}.
 * <p>
 * The rows, bars, arrows, load bands and legend it paints are those of one view model,
 * {@link SpaceTimeLayout#ofWindow} ({@link #view()}), the object "Export Visible Range" writes as PNG or SVG: the
 * editor and its picture show the same thing by construction. The figure plans the rows (hosts collapsed, compact
 * rows, filters) and adds what only an editor has (selection, decorations, overlays).
 */
public class SpaceTimeFigure extends Figure {

    public static final int LABEL_WIDTH = 140;
    public static final int RIGHT_MARGIN = 12;
    public static final int AXIS_HEIGHT = 32;
    public static final int HOST_HEIGHT = 18;
    public static final int ROW_HEIGHT = 20;
    /** A task row's height in compact rows ({@link #setCompact}). */
    public static final int COMPACT_ROW_HEIGHT = 10;
    /** Blank pixels above and below a bar inside its row. */
    public static final int BAR_INSET = 3;
    public static final int LEGEND_HEIGHT = 26;
    /**
     * Records the store may read for an exact summary of the window; above, it answers from its precomputed
     * level. Measured on this machine kind (2 shared cores, load 5): a 1600-pixel summary of a whole run of
     * 1 (3) million intervals took 433 (655) ms from the events and 59 (42) ms from the level; a 1 % window
     * 38 (43) ms from the events.
     */
    public static final long EVENT_BUDGET = 500_000;
    /**
     * Records a paint may read for an exact summary before it shows anything: a window whose chunks hold more
     * (and at most {@link #EVENT_BUDGET}) is painted at once from the precomputed level, and its exact summary is
     * computed on a background thread and painted when it is ready (unless the window changed meanwhile). On a
     * quiet machine of this kind the store decodes about 4 million records a second, so a repaint stays near
     * 25 ms whatever the zoom (bench/run.sh editor).
     */
    public static final long SYNC_BUDGET = 50_000;
    /** Arrows are drawn only when at most this many messages meet the visible window. */
    public static final int MAX_ARROWS = 2000;

    /** A row: a host header (task -1) or a task. */
    public record Row(int task, int host, int y, int height, String label) {
    }

    /** A run of pixels of one task with the same dominant state, in figure coordinates [x0, x1). */
    public record Bar(int task, int state, int x0, int x1) {
    }

    /** An arrow's shaft in figure coordinates, from the send start on the source's row to the receipt on the destination's. */
    public record Arrow(int message, int x0, int y0, int x1, int y1) {
    }

    /**
     * A host's competing load from figure x0 to x1: {@code height} pixels of its header row's band (the value
     * over the largest value in view on any host, times the band's height).
     */
    public record LoadBar(int host, int x0, int x1, double value, int height) {
    }

    /** Height of the competing-load band at the bottom of a host's header row. */
    public static final int BAND_HEIGHT = HOST_HEIGHT - 4;
    /** The band is drawn only for runs of at most this many hosts (each host is one query of the store). */
    public static final int MAX_BAND_HOSTS = 256;

    private final TraceStore store;
    private final List<Row> rows = new ArrayList<>();
    private final int[] rowOfTask;
    private final java.util.Set<Integer> collapsed = new java.util.HashSet<>();
    private boolean compact;
    private final Map<Integer, Color> colours = new HashMap<>();
    private TimeWindow window;
    private Summary summary;
    private TimeWindow summaryWindow;
    /** The tasks {@link #summary} was computed for (null: all). */
    private boolean[] summaryTasks;
    private Messages arrows;
    private long messagesInWindow;
    private String failure;
    /** The view model of the current window, rows and filter; null until asked for after a change. */
    private SpaceTimeLayout view;
    private int selectedTask = -1;
    private double selectedStart = Double.NaN;
    private double selectedEnd = Double.NaN;
    private SpaceTimeFilter filter = SpaceTimeFilter.NONE;
    private final List<Decoration> decorations = new ArrayList<>();

    /** Something painted over the diagram after the arrows (cursors, highlights), in figure coordinates. */
    @FunctionalInterface
    public interface Decoration {
        void paint(Graphics g, SpaceTimeFigure figure);
    }

    /** Adds a decoration painted after the bars and arrows, in the order added. */
    public void addDecoration(Decoration d) {
        decorations.add(d);
        repaint();
    }

    public SpaceTimeFilter getFilter() {
        return filter;
    }

    /** Shows only the rows, bars and arrows that {@code f} lets through. */
    public void setFilter(SpaceTimeFilter f) {
        filter = f == null ? SpaceTimeFilter.NONE : f;
        buildRows();
        setPreferredSize(null);
        revalidate();
        repaint();
    }

    // ===== h6compare: overlays painted over a task row's bars (the CPU share plots of observed tasks) =====
    /** Paints over a task row after its bars, and names itself in the legend. */
    public interface RowOverlay {
        /** Paints over task row {@code row} (figure coordinates, the graphics translated to the figure's corner). */
        void paintRow(Graphics g, SpaceTimeFigure figure, Row row);

        /** The legend entry, or null for none. */
        String legend();

        /** The colour of the legend's swatch, 0xRRGGBB. */
        int legendColour();
    }

    private final List<RowOverlay> overlays = new ArrayList<>();

    /** Adds an overlay painted over every task row. */
    public void addOverlay(RowOverlay o) {
        overlays.add(o);
        repaint();
    }

    public List<RowOverlay> getOverlays() {
        return List.copyOf(overlays);
    }
    // ===== end h6compare =====

    public SpaceTimeFigure(TraceStore store, TimeWindow window) {
        this.store = store;
        this.window = window;
        rowOfTask = new int[store.taskCount()];
        buildRows();
        setOpaque(true);
        setBackgroundColor(colour(Palette.BACKGROUND));
    }

    /**
     * One header row per host that has tasks, in host order, followed (unless the host is collapsed) by its
     * tasks in task order; tasks whose host handle is out of range go under a last header "(no host)".
     */
    private void buildRows() {
        int hosts = store.hostCount();
        List<List<Integer>> byHost = new ArrayList<>();
        for (int h = 0; h <= hosts; h++) {
            byHost.add(new ArrayList<>());
        }
        for (int t = 0; t < store.taskCount(); t++) {
            int h = store.taskHost(t);
            byHost.get(h >= 0 && h < hosts ? h : hosts).add(t);
        }
        rows.clear();
        view = null;
        java.util.Arrays.fill(rowOfTask, -1);
        int y = AXIS_HEIGHT;
        for (int h = 0; h <= hosts; h++) {
            if (!filter.isEmpty()) {
                byHost.get(h).removeIf(t -> !filter.showsTask(store, t) || filter.onlyActive() && !active(t));
            }
            if (byHost.get(h).isEmpty()) {
                continue;
            }
            if (compact && byHost.get(h).size() == 1 && h < hosts) { // one row: "host / task", no header
                int t = byHost.get(h).get(0);
                rowOfTask[t] = rows.size();
                rows.add(new Row(t, h, y, COMPACT_ROW_HEIGHT, store.hostName(h) + " / " + store.taskName(t)));
                y += COMPACT_ROW_HEIGHT;
                continue;
            }
            rows.add(new Row(-1, h, y, HOST_HEIGHT, h < hosts ? store.hostName(h) : "(no host)"));
            y += HOST_HEIGHT;
            if (collapsed.contains(h)) {
                continue;
            }
            int height = compact ? COMPACT_ROW_HEIGHT : rowHeight;
            for (int t : byHost.get(h)) {
                rowOfTask[t] = rows.size();
                rows.add(new Row(t, h, y, height, store.taskName(t)));
                y += height;
            }
        }
    }

    /**
     * Whether rows are compact: task rows {@value #COMPACT_ROW_HEIGHT} pixels high, a host with one task in a single
     * row labelled "host / task" (no header row, so no load band), labels only where they do not overlap.
     */
    public boolean isCompact() {
        return compact;
    }

    /** Compacts the rows or gives them their full height ({@link #isCompact}). */
    public void setCompact(boolean c) {
        if (c != compact) {
            compact = c;
            buildRows();
            setPreferredSize(null);
            revalidate();
            repaint();
        }
    }

    /** Collapses (or expands) every host's task rows. */
    public void setAllCollapsed(boolean collapse) {
        collapsed.clear();
        if (collapse) {
            for (int h = 0; h <= store.hostCount(); h++) {
                collapsed.add(h);
            }
        }
        buildRows();
        setPreferredSize(null);
        revalidate();
        repaint();
    }

    /** Whether host {@code host}'s task rows are hidden. */
    public boolean isCollapsed(int host) {
        return collapsed.contains(host);
    }

    /** Hides or shows host {@code host}'s task rows (its header row stays). */
    public void setCollapsed(int host, boolean collapse) {
        if (collapse ? collapsed.add(host) : collapsed.remove(host)) {
            buildRows();
            setPreferredSize(null);
            revalidate();
            repaint();
        }
    }

    /** The host header row at figure height y, or null. */
    public Row headerAt(int y) {
        for (Row r : rows) {
            if (r.task() < 0 && y >= r.y() && y < r.y() + r.height()) {
                return r;
            }
        }
        return null;
    }

    public TimeWindow getWindow() {
        return window;
    }

    public void setWindow(TimeWindow w) {
        window = w;
        if (filter.onlyActive()) {
            buildRows();
        }
        setPreferredSize(null);
        revalidate();
        repaint();
    }

    public List<Row> getRows() {
        return List.copyOf(rows);
    }

    /** The row of task {@code task}, or null while its host is collapsed. */
    public Row rowOf(int task) {
        int r = rowOfTask[task];
        return r < 0 ? null : rows.get(r);
    }

    /** The task row at figure height y, or null. */
    public Row rowAt(int y) {
        for (Row r : rows) {
            if (r.task() >= 0 && y >= r.y() && y < r.y() + r.height()) {
                return r;
            }
        }
        return null;
    }

    /** Whether figure point (x, y) is on a painted bar of a task row (inside its inset). */
    public boolean onBar(int x, int y) {
        Row r = rowAt(y);
        if (r == null || y < r.y() + BAR_INSET || y >= r.y() + r.height() - BAR_INSET) {
            return false;
        }
        for (Bar b : bars(r.task())) {
            if (x >= b.x0() && x < b.x1()) {
                return true;
            }
        }
        return false;
    }

    /** Left edge of the plot, figure coordinates. */
    public int plotLeft() {
        return LABEL_WIDTH;
    }

    /** The figure x of time t (rounded down to its pixel). */
    public int xOf(double t) {
        return plotLeft() + (int) Math.floor(window.x(t));
    }

    /** The time under figure x (the middle of its pixel). */
    public double timeAt(int x) {
        return window.time(x - plotLeft() + 0.5);
    }

    int rowsBottom() {
        return rows.isEmpty() ? AXIS_HEIGHT : rows.get(rows.size() - 1).y() + rows.get(rows.size() - 1).height();
    }

    /** The height of a full task row (the preference, {@link SpaceTimePreferences#rowHeight()}). */
    private int rowHeight = ROW_HEIGHT;
    /** The state colours to draw instead of the palette's (the preferences). */
    private java.util.Map<Integer, Integer> recolour = java.util.Map.of();

    /**
     * Takes a row height and colours for the states' bars (the IDE's preferences; pictures keep the palette) and lays
     * the rows out again.
     */
    public void setAppearance(int rowHeight, java.util.Map<Integer, Integer> recolour) {
        this.rowHeight = rowHeight;
        this.recolour = java.util.Map.copyOf(recolour);
        buildRows();
        setPreferredSize(null);
        revalidate();
        repaint();
    }

    /** The height of a full task row, pixels. */
    public int rowHeight() {
        return rowHeight;
    }

    /**
     * The figure y of the time axis's top: the top of the viewport's view, so the axis stays in place while the rows
     * scroll under it; 0 outside a viewport (a picture).
     */
    public int axisTop() {
        return getParent() instanceof org.eclipse.draw2d.Viewport v ? v.getViewLocation().y : 0;
    }

    /**
     * Repaints the whole figure when {@code canvas} scrolls: the axis and the legend keep their places in the view,
     * so the pixels a scroll would move are not the ones to show.
     */
    public static void keepAxisInPlace(org.eclipse.draw2d.FigureCanvas canvas, SpaceTimeFigure figure) {
        canvas.getViewport().getVerticalRangeModel().addPropertyChangeListener(e -> figure.repaint());
    }

    /** One legend entry placed: its swatch colour, whether it is an arrow, its label and position in the legend. */
    record LegendItem(int rgb, boolean arrow, String label, int x, int line) {
    }

    /** The legend's entries (and the overlays'), wrapped onto lines of the plot's full width. */
    List<LegendItem> legendItems() {
        List<LegendItem> out = new ArrayList<>();
        int width = Math.max(200, LABEL_WIDTH + window.width() + RIGHT_MARGIN - 8);
        int x = 4;
        int line = 0;
        List<Object[]> entries = new ArrayList<>();
        if (store != null) {
            for (SpaceTimeLayout.LegendEntry e : view().legend()) {
                entries.add(new Object[] { e.arrow() ? e.rgb() : recolour.getOrDefault(e.rgb(), e.rgb()), e.arrow(), e.label() });
            }
        }
        for (RowOverlay o : overlays) { // h6compare
            if (o.legend() != null) {
                entries.add(new Object[] { o.legendColour(), false, o.legend() });
            }
        }
        for (Object[] e : entries) {
            String label = (String) e[2];
            int w = 18 + org.eclipse.draw2d.FigureUtilities.getTextExtents(label, getFont()).width + 12;
            if (x > 4 && x + w > width) {
                x = 4;
                line++;
            }
            out.add(new LegendItem((int) e[0], (boolean) e[1], label, x, line));
            x += w;
        }
        return out;
    }

    /**
     * The height of what stays at the view's bottom: the density strip (when shown, {@link #densityHeight()}) and the
     * legend, {@link #LEGEND_HEIGHT} a line.
     */
    int legendHeight() {
        List<LegendItem> items = legendItems();
        return densityHeight() + LEGEND_HEIGHT * (items.isEmpty() ? 1 : items.get(items.size() - 1).line() + 1);
    }

    /**
     * The figure y of the bottom band's top (the density strip when shown, then the legend): just under the rows, or, when the rows go on below the viewport, at the
     * viewport's bottom (the legend keeps its place while the rows scroll).
     */
    int legendTop() {
        int under = rowsBottom() + 8;
        if (getParent() instanceof org.eclipse.draw2d.Viewport v) {
            int bottom = v.getViewLocation().y + v.getClientArea().height - legendHeight();
            return Math.max(axisTop() + AXIS_HEIGHT, Math.min(under, bottom));
        }
        return under;
    }

    @Override
    public Dimension getPreferredSize(int wHint, int hHint) {
        return new Dimension(LABEL_WIDTH + window.width() + RIGHT_MARGIN, rowsBottom() + 8 + legendHeight());
    }

    /** Marks the interval [start, end] of the task row's as selected (NaN to clear). */
    public void setSelection(int task, double start, double end) {
        selectedTask = task;
        selectedStart = start;
        selectedEnd = end;
        repaint();
    }

    /**
     * The summary of the current window (computed once per window), or null when the store failed to answer. A
     * window with more than {@link #SYNC_BUDGET} records has the level's summary first, then (on the display thread,
     * once a background thread has it) the exact one; {@link #isRefining()} tells which.
     */
    public Summary summary() {
        boolean[] visible = visibleTasks();
        if (!window.equals(summaryWindow) || !java.util.Arrays.equals(visible, summaryTasks)) {
            summaryWindow = window;
            summaryTasks = visible;
            int generation = ++summaryGeneration;
            refining = false;
            try {
                Summary s = store.summary(window.t0(), window.t1(), window.width(), SYNC_BUDGET, visible);
                adopt(s);
                if (!s.exact() && store.hasEvents()) {
                    refine(generation, window, visible);
                }
            } catch (IOException | RuntimeException e) {
                fail(e);
            }
        }
        return summary;
    }

    /** Whether the exact summary of the current window is being computed in the background. */
    public boolean isRefining() {
        return refining;
    }

    private volatile int summaryGeneration;
    private boolean refining;
    /** The latest refinement asked for; one worker thread at a time runs the newest (older ones are dropped). */
    private final java.util.concurrent.atomic.AtomicReference<Runnable> pendingRefinement =
            new java.util.concurrent.atomic.AtomicReference<>();
    private final java.util.concurrent.atomic.AtomicBoolean refiner = new java.util.concurrent.atomic.AtomicBoolean();

    /**
     * Computes the exact summary of window {@code w} on a background thread and adopts it if still current. At
     * most one such computation runs at a time (a summary of 1,000 tasks at 1,600 pixels is tens of MB): a newer
     * request replaces a waiting one, and a request whose window is gone by the time its turn comes is skipped.
     */
    private void refine(int generation, TimeWindow w, boolean[] visible) {
        Display display = Display.getCurrent();
        if (display == null) {
            return;
        }
        refining = true;
        pendingRefinement.set(() -> {
            if (generation != summaryGeneration) {
                return; // the window changed before its turn
            }
            Summary exact;
            try {
                exact = store.summary(w.t0(), w.t1(), w.width(), EVENT_BUDGET, visible);
            } catch (IOException | RuntimeException | OutOfMemoryError e) {
                exact = null; // the level's summary stays; a damaged chunk shows when the window is read again
            }
            Summary found = exact;
            if (!display.isDisposed()) {
                display.asyncExec(() -> {
                    if (generation != summaryGeneration) {
                        return; // the window changed meanwhile
                    }
                    refining = false;
                    if (found != null && found.exact()) {
                        try {
                            adopt(found);
                        } catch (IOException | RuntimeException e) {
                            fail(e);
                        }
                        repaint();
                    }
                });
            }
        });
        if (refiner.compareAndSet(false, true)) {
            Thread t = new Thread(this::refineLoop, "lbsim space-time summary");
            t.setDaemon(true);
            t.start();
        }
    }

    private void refineLoop() {
        while (true) {
            Runnable r = pendingRefinement.getAndSet(null);
            if (r != null) {
                r.run();
                continue;
            }
            refiner.set(false);
            // a request that came in after the last look and found the flag still set: take it on
            if (pendingRefinement.get() == null || !refiner.compareAndSet(false, true)) {
                return;
            }
        }
    }

    private void fail(Exception e) {
        view = null;
        // a damaged chunk: say so in the diagram instead of failing every repaint
        summary = null;
        arrows = null;
        failure = e.getMessage() == null ? e.toString() : e.getMessage();
    }

    /** Takes {@code s} as the window's summary, with the arrows and load bars of the window. */
    private void adopt(Summary s) throws IOException {
        summary = s;
        view = null;
        arrows = null;
        messagesInWindow = 0;
        failure = null;
        for (int k = 0; k < summary.pairCount(); k++) {
            messagesInWindow += summary.pairMessages(k);
        }
        // the pixel pairs count only messages with both ends in the window; the run's average density
        // guards against many that cross its edges before asking the store for them
        double density = (double) store.messageCount() * window.span() / window.end();
        if (messagesInWindow <= MAX_ARROWS && density <= MAX_ARROWS && store.hasEvents()) {
            arrows = store.messages(TraceStore.ANY, TraceStore.ANY, window.t0(), window.t1());
            if (arrows.size() > MAX_ARROWS) {
                arrows = null;
            }
        }
    }

    /**
     * The view model of the current window with the current rows and filter (computed once per change): what
     * {@link #paintFigure} draws and "Export Visible Range" writes. Without a summary (a damaged chunk) it has
     * the rows and no bars.
     */
    public SpaceTimeLayout view() {
        summary();
        if (view == null) {
            List<SpaceTimeLayout.Track> tracks = new ArrayList<>();
            for (Row r : rows) {
                tracks.add(new SpaceTimeLayout.Track(r.task(), r.host(), r.y(), r.y() + r.height(), r.label()));
            }
            int left = plotLeft();
            List<SpaceTimeLayout.Tick> ticks = new ArrayList<>();
            for (TimeWindow.Tick t : window.ticks(90)) {
                ticks.add(new SpaceTimeLayout.Tick(t.time(), left + Math.floor(t.x()), t.label()));
            }
            TimeWindow w = window;
            SpaceTimeLayout.Frame frame = new SpaceTimeLayout.Frame(w.t0(), w.t1(), left, w.width(),
                    left + w.width() + RIGHT_MARGIN, w::x, ticks, "time [" + w.unit() + "]");
            SpaceTimeFilter f = filter;
            SpaceTimeLayout.Shown shown = new SpaceTimeLayout.Shown(f::showsState, f::showsTag, TagPalette::colour);
            int hosts = store.hostCount();
            try {
                view = SpaceTimeLayout.ofWindow(store, summary, summaryTasks, summary == null ? null : arrows, tracks, frame,
                        shown, BAND_HEIGHT, hosts > MAX_BAND_HOSTS ? 0 : hosts);
            } catch (IOException | RuntimeException e) {
                fail(e);
                try {
                    view = SpaceTimeLayout.ofWindow(store, null, null, null, tracks, frame, shown, BAND_HEIGHT, 0);
                } catch (IOException never) {
                    throw new java.io.UncheckedIOException(never); // no load asked: nothing is read
                }
            }
        }
        return view;
    }

    /**
     * The tasks whose rows the viewport shows, or null (all) when the figure is in no viewport. The summary is
     * asked for these only: with 1,000 tasks of which about 24 are on screen that is most of a repaint's time
     * saved (bench/run.sh editor); a vertical scroll asks again. All tasks under the "only active" filter, which
     * needs every task's summary to choose the rows.
     */
    private boolean[] visibleTasks() {
        // "only tasks active in the visible range" decides which rows exist from the summary of every task
        if (filter.onlyActive() || !(getParent() instanceof org.eclipse.draw2d.Viewport v)) {
            return null;
        }
        int top = v.getViewLocation().y;
        int bottom = top + v.getClientArea().height;
        boolean[] out = new boolean[store.taskCount()];
        for (Row r : rows) {
            if (r.task() >= 0 && r.y() + r.height() >= top && r.y() <= bottom) {
                out[r.task()] = true;
            }
        }
        return out;
    }

    /** Host {@code host}'s spans of time off, below full speed or in a pstate other than 0 in the current window, as painted. */
    public List<SpaceTimeLayout.HostSpan> hostSpans(int host) {
        for (SpaceTimeLayout.HostGroup g : view().groups()) {
            if (g.host() == host) {
                return g.states();
            }
        }
        return List.of();
    }

    /**
     * Paints a host span over the task rows from y0 to y1 (see {@link #hostSpans}): off as hatching; below full speed
     * as a stripe along the rows' top and the fraction in the host's header band (bandY0 to y0, when it has one); a
     * pstate other than 0 as a mark along the rows' bottom and "P" and the pstate in the header band.
     */
    private void paintHostSpan(Graphics g, SpaceTimeLayout.HostSpan sp, int bandY0, int y0, int y1) {
        int x0 = (int) sp.x0();
        int w = Math.max(1, (int) sp.x1() - x0);
        if (y1 <= y0) {
            return;
        }
        g.pushState();
        if (!sp.on()) {
            g.clipRect(new Rectangle(x0, y0, w, y1 - y0));
            g.setForegroundColor(colour(SpaceTimeLayout.HOST_OFF_RGB));
            g.setLineWidth(2);
            for (int x = x0 - (y1 - y0); x < x0 + w; x += 7) {
                g.drawLine(x, y1, x + (y1 - y0), y0);
            }
            g.popState();
            return;
        }
        StringBuilder label = new StringBuilder();
        if (sp.speedFactor() != 1) {
            g.setBackgroundColor(colour(SpaceTimeLayout.SLOW_RGB));
            g.fillRectangle(x0, y0, w, 4);
            label.append(HostStateRows.percent(sp.speedFactor()));
        }
        if (sp.pstate() != 0) {
            g.setBackgroundColor(colour(SpaceTimeLayout.PSTATE_RGB));
            g.fillRectangle(x0, y1 - 4, w, 4);
            label.append(label.isEmpty() ? "" : ", ").append('P').append(sp.pstate());
        }
        if (y0 - bandY0 >= 12 && g.getFontMetrics().getAverageCharWidth() * (label.length() + 1) < w) {
            g.clipRect(new Rectangle(x0, bandY0, w, y0 - bandY0));
            g.setForegroundColor(colour(sp.speedFactor() != 1 ? SpaceTimeLayout.SLOW_RGB : SpaceTimeLayout.PSTATE_RGB));
            g.drawString(label.toString(), x0 + 2, bandY0 + 1);
        }
        g.popState();
    }

    /** Host {@code host}'s competing-load band in the current window, as painted. */
    public List<LoadBar> loadBars(int host) {
        SpaceTimeLayout v = view();
        List<LoadBar> out = new ArrayList<>();
        for (SpaceTimeLayout.HostGroup g : v.groups()) {
            if (g.host() == host) {
                for (SpaceTimeLayout.LoadStep l : g.load()) {
                    out.add(new LoadBar(host, (int) l.x0(), (int) l.x1(), l.value(),
                            (int) Math.round(BAND_HEIGHT * l.value() / v.maxLoad())));
                }
            }
        }
        return out;
    }

    /** Why the store could not answer for the current window, or null. */
    public String failure() {
        summary();
        return failure;
    }

    /** The bars of task {@code task} in the current window, as painted. */
    public List<Bar> bars(int task) {
        SpaceTimeLayout v = view();
        SpaceTimeLayout.Row r = v.rowOfTask(task);
        // a task without a row (its host collapsed) has the bars it would have, from the same summary
        List<SpaceTimeLayout.Bar> bars = r != null ? v.barsOf(r.index())
                : SpaceTimeLayout.summaryBars(summary, task, -1, plotLeft(), filter::showsState);
        List<Bar> out = new ArrayList<>();
        for (SpaceTimeLayout.Bar b : bars) {
            out.add(new Bar(task, b.state(), (int) b.x0(), (int) b.x1()));
        }
        return out;
    }

    /** The messages drawn as arrows, or null when too many meet the window. */
    public Messages arrows() {
        summary();
        return arrows;
    }

    /** The arrows as painted (none when too many messages meet the window; a message never delivered has none). */
    public List<Arrow> arrowLines() {
        List<Arrow> out = new ArrayList<>();
        for (SpaceTimeLayout.Arrow a : view().arrows()) {
            out.add(new Arrow(a.message(), (int) a.x0(), (int) a.y0(), (int) a.x1(), (int) a.y1()));
        }
        return out;
    }

    /** The ids of the messages drawn as arrows (never delivered, an end hidden or its tag filtered: not drawn). */
    private java.util.Set<Integer> drawnMessages() {
        java.util.Set<Integer> ids = new java.util.HashSet<>();
        for (SpaceTimeLayout.Arrow a : view().arrows()) {
            ids.add(a.message());
        }
        return ids;
    }

    /**
     * The index (in {@link #arrows()}) of the drawn arrow nearest figure point (x, y) within
     * {@code tolerance} pixels of its shaft, or -1.
     */
    public int arrowAt(int x, int y, double tolerance) {
        Messages m = arrows();
        int best = -1;
        double bestDistance = tolerance;
        if (m == null) {
            return best;
        }
        java.util.Map<Integer, SpaceTimeLayout.Arrow> byId = new HashMap<>();
        for (SpaceTimeLayout.Arrow a : view().arrows()) {
            byId.put(a.message(), a);
        }
        for (int i = 0; i < m.size(); i++) {
            SpaceTimeLayout.Arrow a = byId.get(m.id(i));
            if (a != null) {
                double d = distanceToSegment(x, y, a.x0(), a.y0(), a.x1(), a.y1());
                if (d <= bestDistance) {
                    best = i;
                    bestDistance = d;
                }
            }
        }
        return best;
    }

    static double distanceToSegment(double px, double py, double x0, double y0, double x1, double y1) {
        double dx = x1 - x0;
        double dy = y1 - y0;
        double len2 = dx * dx + dy * dy;
        double u = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / len2));
        return Math.hypot(px - (x0 + u * dx), py - (y0 + u * dy));
    }

    /** The tags of the arrows drawn in the current window, ascending. */
    public List<Integer> tagsInView() {
        Messages m = arrows();
        java.util.Set<Integer> drawn = drawnMessages();
        java.util.TreeSet<Integer> tags = new java.util.TreeSet<>();
        for (int i = 0; m != null && i < m.size(); i++) {
            if (drawn.contains(m.id(i))) {
                tags.add(m.tag(i));
            }
        }
        return List.copyOf(tags);
    }

    /** Whether task {@code task} is in some state somewhere in the current window (from the summary). */
    private boolean active(int task) {
        Summary s = summary();
        if (s == null) {
            return true; // cannot tell: keep the row
        }
        for (int p = 0; p < s.width(); p++) {
            if (s.dominant(task, p) != Summary.NONE) {
                return true;
            }
        }
        return false;
    }

    /** Messages with send start and receipt both in the window (from the summary's pixel pairs). */
    public long messagesInWindow() {
        summary();
        return messagesInWindow;
    }

    Color colour(int rgb) {
        return colours.computeIfAbsent(rgb,
                c -> new Color(Display.getCurrent(), (c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF));
    }

    /** Releases the colours. */
    public void dispose() {
        colours.values().forEach(Color::dispose);
        colours.clear();
    }

    /**
     * The x at which the time axis writes tick {@code t}'s label: just right of the tick, or just left of it when the
     * label would pass the figure's right end, where it would be cut ("10" read "1" at the end of a run of 10 s).
     */
    int tickLabelX(SpaceTimeLayout.Tick t) {
        int x = (int) t.x();
        int w = org.eclipse.draw2d.FigureUtilities.getTextExtents(t.label(), getFont()).width;
        return x + 2 + w <= plotLeft() + window.width() + RIGHT_MARGIN ? x + 2 : x - 2 - w;
    }

    @Override
    protected void paintFigure(Graphics g) {
        super.paintFigure(g);
        Rectangle b = getBounds();
        g.pushState();
        g.translate(b.x, b.y);
        SpaceTimeLayout v = view();
        int left = plotLeft();
        int right = left + window.width();
        Color text = colour(Palette.TEXT);
        g.setForegroundColor(text);
        // host headers with their load bands (those the clip meets: a run of thousands of tasks paints only what is on screen)
        Rectangle clip = g.getClip(new Rectangle());
        for (SpaceTimeLayout.HostGroup hg : v.groups()) {
            if (hg.bandY1() <= hg.bandY0() || hg.bandY1() < clip.y || hg.bandY0() > clip.bottom()) {
                continue; // a compact host's one row has no header
            }
            int y = (int) hg.bandY0();
            int bottom = (int) hg.bandY1();
            g.setForegroundColor(text);
            g.drawString((collapsed.contains(hg.host()) ? "+ " : "- ") + hg.label(), 4, y + 2);
            g.drawLine(0, y, right, y);
            g.setBackgroundColor(colour(Palette.LOAD));
            for (SpaceTimeLayout.LoadStep l : hg.load()) {
                int height = (int) Math.round(BAND_HEIGHT * l.value() / v.maxLoad());
                g.fillRectangle((int) l.x0(), bottom - height, (int) l.x1() - (int) l.x0(), height);
            }
        }
        // task rows
        for (SpaceTimeLayout.Row r : v.rows()) {
            int y = (int) r.y0();
            int height = (int) r.y1() - y;
            if (y + height < clip.y || y > clip.bottom()) {
                continue;
            }
            g.setForegroundColor(text);
            if (height > COMPACT_ROW_HEIGHT) {
                g.drawString(r.label(), 16, y + 3);
            } else if ((y - AXIS_HEIGHT) % (2 * COMPACT_ROW_HEIGHT) < COMPACT_ROW_HEIGHT) {
                g.drawString(r.label(), 4, y - 2); // compact rows: every other row's label, so they do not overlap
            }
            g.setBackgroundColor(colour(Palette.TRACK));
            g.fillRectangle(left, y + BAR_INSET, window.width(), height - 2 * BAR_INSET);
            for (SpaceTimeLayout.Bar bar : v.barsOf(r.index())) {
                g.setBackgroundColor(colour(recolour.getOrDefault(bar.rgb(), bar.rgb())));
                g.fillRectangle((int) bar.x0(), y + BAR_INSET, (int) bar.x1() - (int) bar.x0(), height - 2 * BAR_INSET);
            }
            Row row = rowOf(r.task());
            for (RowOverlay o : overlays) { // h6compare
                o.paintRow(g, this, row);
            }
        }
        // host states (a trace with host dynamics): off hatched over the host's task rows, speed below 1 as a stripe
        // with the fraction, a pstate other than 0 as a mark
        for (SpaceTimeLayout.HostGroup hg : v.groups()) {
            if (hg.states().isEmpty() || hg.y1() < clip.y || hg.bandY0() > clip.bottom()) {
                continue;
            }
            for (SpaceTimeLayout.HostSpan sp : hg.states()) {
                paintHostSpan(g, sp, (int) hg.bandY0(), (int) hg.bandY1(), (int) hg.y1());
            }
        }
        // selection outline
        Row selectedRow = selectedTask < 0 ? null : rowOf(selectedTask);
        if (selectedRow != null && !Double.isNaN(selectedStart)) {
            int x0 = Math.max(left, xOf(selectedStart));
            int x1 = Math.min(right, Math.max(x0 + 1, xOf(selectedEnd)));
            g.setForegroundColor(text);
            g.setLineWidth(2);
            g.drawRectangle(x0, selectedRow.y() + 1, x1 - x0, selectedRow.height() - 2);
            g.setLineWidth(1);
        }
        // arrows
        if (!v.arrows().isEmpty()) {
            g.pushState();
            g.clipRect(new Rectangle(left, AXIS_HEIGHT, window.width(), rowsBottom() - AXIS_HEIGHT));
            g.setAntialias(org.eclipse.swt.SWT.OFF); // crisp one-pixel shafts in the tag's exact colour
            for (SpaceTimeLayout.Arrow a : v.arrows()) {
                g.setForegroundColor(colour(a.rgb()));
                int x0 = (int) a.x0();
                int y0 = (int) a.y0();
                int x1 = (int) a.x1();
                int y1 = (int) a.y1();
                g.drawLine(x0, y0, x1, y1);
                drawHead(g, x0, y0, x1, y1);
            }
            g.popState();
        }
        // the axis, over a band at the view's top that hides the rows scrolled under it
        int top = axisTop();
        g.setBackgroundColor(colour(Palette.BACKGROUND));
        g.fillRectangle(0, top, right + RIGHT_MARGIN, AXIS_HEIGHT);
        g.setForegroundColor(text);
        g.drawLine(left, top + AXIS_HEIGHT - 4, right, top + AXIS_HEIGHT - 4);
        for (SpaceTimeLayout.Tick t : v.ticks()) {
            int x = (int) t.x();
            g.drawLine(x, top + AXIS_HEIGHT - 8, x, top + AXIS_HEIGHT - 4);
            g.drawString(t.label(), tickLabelX(t), top + 2);
        }
        g.drawString(v.axisLabel(), 4, top + 2);
        double origin = window.origin(90);
        if (origin != 0) { // deep zoom far into a run: the labels count from here
            g.drawString("from " + TimeText.instant(origin), 4, top + 15);
        }
        for (Decoration d : decorations) {
            g.pushState();
            d.paint(g, this);
            g.popState();
        }
        // legend, or why there is nothing to see, over a band that hides the rows scrolled under it
        int y = legendTop();
        if (y < rowsBottom() + 8) {
            g.setBackgroundColor(colour(Palette.BACKGROUND));
            g.fillRectangle(0, y - 4, right + RIGHT_MARGIN, legendHeight() + 4);
            g.setForegroundColor(colour(Palette.TRACK));
            g.drawLine(0, y - 4, right + RIGHT_MARGIN, y - 4);
        }
        if (densityShown) {
            paintDensity(g, y);
            y += densityHeight;
        }
        if (failure != null) {
            g.setForegroundColor(text);
            g.drawString("Cannot read this part of the trace: " + failure, 4, y + 1);
            g.popState();
            return;
        }
        for (LegendItem e : legendItems()) {
            int x = e.x();
            int ly = y + e.line() * LEGEND_HEIGHT;
            if (e.arrow()) {
                g.setForegroundColor(colour(e.rgb()));
                g.setLineWidth(2);
                g.drawLine(x, ly + 9, x + 14, ly + 9);
                g.setLineWidth(1);
            } else {
                g.setBackgroundColor(colour(e.rgb()));
                g.fillRectangle(x, ly + 4, 14, 10);
            }
            g.setForegroundColor(text);
            g.drawString(e.label(), x + 18, ly + 1);
        }
        g.popState();
        FirstPaint.painted(v.rows().size()); // bench/ide-first-picture.sh: the time of the first picture with rows
    }

    // ===== h27marks: the density strip (DensityStrip) =====
    private boolean densityShown;
    private int densityHeight = DensityStrip.HEIGHT;
    /** The counts of {@link #densityKey}'s window and filter, or null while they are being counted. */
    private DensityStrip.Counts density;
    private Object densityKey;
    private volatile int densityGeneration;
    private String densityState = "";
    private String densityFailure;

    /** Whether the density strip is shown (above the legend, at the view's bottom). */
    public boolean isDensityShown() {
        return densityShown;
    }

    /** Shows or hides the density strip ({@link DensityStrip}). */
    public void setDensityShown(boolean shown) {
        if (shown != densityShown) {
            densityShown = shown;
            setPreferredSize(null);
            revalidate();
            repaint();
        }
    }

    /** The height of the density strip, pixels (0 while it is hidden). */
    public int densityHeight() {
        return densityShown ? densityHeight : 0;
    }

    /** Sets the strip's height when shown (the preference). */
    public void setDensityHeight(int height) {
        if (height != densityHeight) {
            densityHeight = height;
            setPreferredSize(null);
            revalidate();
            repaint();
        }
    }

    /** Whether figure height y is on the density strip (shown). */
    public boolean onDensityStrip(int y) {
        return densityShown && y >= densityTop() && y < densityTop() + densityHeight;
    }

    /** The figure y of the density strip's top (meaningful while it is shown). */
    public int densityTop() {
        return legendTop();
    }

    /**
     * The density strip's counts of the current window and filter, or null while they are counted in the background
     * (or cannot be: {@link #densityMessage()} says why). A window of at most {@link #SYNC_BUDGET} expected records is
     * counted at once.
     */
    public DensityStrip.Counts density() {
        java.util.List<Object> key = java.util.List.of(window, filter);
        if (key.equals(densityKey)) {
            return density;
        }
        densityKey = key;
        density = null;
        densityFailure = null;
        int generation = ++densityGeneration;
        if (!store.hasEvents()) {
            densityFailure = "no events in this trace (Trace: Summaries only)";
            return null;
        }
        TimeWindow w = window;
        SpaceTimeFilter f = filter;
        java.util.function.IntPredicate tasks = t -> f.showsTask(store, t);
        if (DensityStrip.expectedRecords(store, w) <= SYNC_BUDGET || Display.getCurrent() == null) {
            try {
                density = DensityStrip.count(store, w, tasks, f::showsState, f::showsTag, DensityStrip.PIECE_RECORDS, null, null);
            } catch (IOException | RuntimeException e) {
                densityFailure = e.getMessage() == null ? e.toString() : e.getMessage();
            }
            return density;
        }
        Display display = Display.getCurrent();
        densityState = "counting...";
        Thread t = new Thread(() -> {
            DensityStrip.Counts c;
            String why = null;
            try {
                c = DensityStrip.count(store, w, tasks, f::showsState, f::showsTag, DensityStrip.PIECE_RECORDS,
                        () -> generation != densityGeneration, done -> display.asyncExec(() -> {
                            if (generation == densityGeneration && !display.isDisposed()) {
                                densityState = "counting... " + Math.round(100 * done) + " %";
                                repaint();
                            }
                        }));
            } catch (IOException | RuntimeException | OutOfMemoryError e) {
                c = null;
                why = e.getMessage() == null ? e.toString() : e.getMessage();
            }
            DensityStrip.Counts found = c;
            String failed = why;
            if (!display.isDisposed()) {
                display.asyncExec(() -> {
                    if (generation == densityGeneration) {
                        density = found;
                        densityFailure = failed;
                        repaint();
                    }
                });
            }
        }, "lbsim density strip");
        t.setDaemon(true);
        t.start();
        return null;
    }

    /** What the strip shows instead of counts ("counting... 40 %", or why there are none), "" when it has counts. */
    public String densityMessage() {
        DensityStrip.Counts c = density();
        return c != null ? "" : densityFailure != null ? "Density: " + densityFailure : densityState;
    }

    /** The height in pixels of the strip's bar for {@code count} at scale {@code max}. */
    int densityBar(int count, int max) {
        return (int) Math.round((double) (densityHeight - 6) * count / max);
    }

    private void paintDensity(Graphics g, int top) {
        int left = plotLeft();
        int bottom = top + densityHeight - 2;
        Color text = colour(Palette.TEXT);
        g.setBackgroundColor(colour(Palette.TRACK));
        g.fillRectangle(left, top + 2, window.width(), densityHeight - 4);
        DensityStrip.Counts c = density();
        g.setForegroundColor(text);
        if (c == null) {
            g.drawString(densityMessage(), left + 4, top + 4);
            g.drawString("Density", 4, top + 2);
            return;
        }
        int max = c.max();
        g.setBackgroundColor(colour(DensityStrip.INTERVAL_RGB));
        for (int p = 0; p < c.intervals().length; p++) {
            int h = densityBar(c.intervals()[p], max);
            if (h > 0) {
                g.fillRectangle(left + p, bottom - h, 1, h);
            }
        }
        g.setBackgroundColor(colour(DensityStrip.MESSAGE_RGB));
        int[] m = c.messages();
        for (int p = 0; p < m.length; p++) { // a step line of crisp pixels: each column's level, then to the next's
            int y = bottom - densityBar(m[p], max);
            int yNext = p + 1 < m.length ? bottom - densityBar(m[p + 1], max) : y;
            g.fillRectangle(left + p, Math.min(y, yNext), 1, Math.abs(y - yNext) + 1);
        }
        g.setForegroundColor(text);
        g.drawString("Starts / px (bars)", 4, top + 1);
        g.setForegroundColor(colour(DensityStrip.MESSAGE_RGB));
        g.drawString("Sends / px (line)", 4, top + 1 + (densityHeight - 2) / 3);
        g.setForegroundColor(text);
        g.drawString("max " + max, 4, top + 1 + 2 * (densityHeight - 2) / 3);
    }
    // ===== end h27marks =====

    private static void drawHead(Graphics g, int x0, int y0, int x1, int y1) {
        double a = Math.atan2(y1 - y0, x1 - x0);
        for (double d : new double[] { 0.45, -0.45 }) {
            g.drawLine(x1, y1, x1 - (int) Math.round(7 * Math.cos(a + d)), y1 - (int) Math.round(7 * Math.sin(a + d)));
        }
    }
}
