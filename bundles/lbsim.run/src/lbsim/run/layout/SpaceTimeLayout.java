package lbsim.run.layout;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import lbsim.trace.store.Messages;
import lbsim.trace.store.Summary;
import lbsim.trace.store.TaskBounds;
import lbsim.trace.store.TraceStore;

/**
 * Where everything of a space-time diagram goes, in pixels, independent of any toolkit (no AWT or SWT
 * types): one row per task grouped by host (hosts in trace order, each with a band showing its
 * competing load above its tasks), state bars, message arrows, a time axis with ticks in a unit chosen for
 * the span, and legend entries, read from the trace's {@link TraceStore} only. Renderers (PNG and SVG through
 * java.awt.Graphics2D, the GEF editor) only draw what this computes. There is one construction,
 * {@link #ofWindow}: bars from the store's pixel summary of a time window ({@link TraceStore#summary}), arrows from
 * the messages meeting it. The space-time editor's visible window is that ("Export Visible Range" writes it as it
 * is), and so is the result folder's whole-run picture ({@link #of(TraceStore, int, int, String)}: the window
 * [0, end] at the plot's width, with the picture's own row geometry), so a picture and the editor look alike by
 * construction.
 * <p>
 * Geometry: x grows to the right, y downwards, origin at the top left of a {@code width x height} picture.
 * Time t maps to {@code plotLeft + (t - t0) / span * (plotRight - plotLeft)}, where [t0, t0 + span] is the
 * time range shown. A row's bars are the runs of pixels with the same dominant state (the state that took most
 * of the pixel's time; a pixel in which the task was in no state has no bar), so the number of bars is at most
 * the plot's width per row, whatever the length of the trace.
 * <p>
 * Dense messages: when more than {@link #MAX_ARROWS} messages meet the window, single arrows would only cover the
 * picture, so none is drawn; in the whole run's picture each row gets a message density band instead (when the
 * store holds at most {@link #EVENT_BUDGET} messages): per {@link #DENSITY_BIN} pixels of time, the number of
 * message ends on the row (a send it starts, a message it receives), shaded in {@link #DENSITY_LEVELS} steps on a
 * logarithmic scale up to the largest count anywhere (level {@code ceil(8 ln(1 + n) / ln(1 + max))}), so a
 * master's hundreds and a slave's few both show ({@link #densities()}).
 */
public final class SpaceTimeLayout {

    /** Left and right margins in pixels. */
    public static final int LEFT_MARGIN = 8;
    public static final int RIGHT_MARGIN = 16;
    /** Height of the title area at the top. */
    public static final int TITLE_HEIGHT = 28;
    /** Height of the time axis below the plot. */
    public static final int AXIS_HEIGHT = 34;
    /** Height of the legend at the bottom. */
    public static final int LEGEND_HEIGHT = 24;
    /** Vertical gap between host groups. */
    public static final int GROUP_GAP = 6;
    /** Rows are at most this tall. */
    public static final double MAX_ROW_HEIGHT = 26;
    /** Width of the label column: 12 + 7 px per character of the longest label, within [60, width / 3]. */
    public static final int MIN_LABEL_WIDTH = 60;

    /** A task's row: its index among rows, the task, its label, its host and its vertical extent. */
    public record Row(int index, int task, String label, int host, double y0, double y1) {
        public double centre() {
            return (y0 + y1) / 2;
        }
    }

    /**
     * A host's group: the load band (bandY0..bandY1) on top of its task rows, whole group y0..y1, and the spans of
     * time the host was not on at full speed in pstate 0 ({@code states}, from the trace's host states; empty for a
     * trace without them).
     */
    public record HostGroup(int host, String label, double y0, double y1, double bandY0, double bandY1,
            List<LoadStep> load, List<HostSpan> states) {
        /** A group whose host never changed state. */
        public HostGroup(int host, String label, double y0, double y1, double bandY0, double bandY1, List<LoadStep> load) {
            this(host, label, y0, y1, bandY0, bandY1, load, List.of());
        }

        /** The span at time t (seconds), or null when the host was on, at speed factor 1, in pstate 0 then. */
        public HostSpan stateAt(double t) {
            for (HostSpan sp : states) {
                if (t >= sp.t0() && t < sp.t1()) {
                    return sp;
                }
            }
            return null;
        }
    }

    /**
     * From t0 to t1 (seconds; x0 to x1 in pixels) the host was off ({@code on} false: drawn hatched over its task
     * rows), or on at {@code speedFactor} of its pstate's speed (below 1: a stripe with the fraction) in pstate
     * {@code pstate}. Only spans that differ from on, speed factor 1 and pstate 0 are kept.
     */
    public record HostSpan(double x0, double x1, double t0, double t1, boolean on, double speedFactor, int pstate) {
        /** "off", or e.g. "50 % speed, pstate 2" (the parts that differ from full speed and pstate 0). */
        public String describe() {
            if (!on) {
                return "off";
            }
            StringBuilder sb = new StringBuilder();
            if (speedFactor != 1) {
                sb.append(trim(speedFactor * 100)).append(" % speed");
            }
            if (pstate != 0) {
                sb.append(sb.isEmpty() ? "" : ", ").append("pstate ").append(pstate);
            }
            return sb.toString();
        }
    }

    /** Colour of the hatching of a host that is off. */
    public static final int HOST_OFF_RGB = 0xB03030;
    /** Colour of the stripe of a host below full speed. */
    public static final int SLOW_RGB = 0x5060A0;
    /** Colour of the mark of a host in a pstate other than 0. */
    public static final int PSTATE_RGB = 0xC08020;

    /**
     * The spans of {@code states} (a host's records over [t0, t1]) that differ from on, speed factor 1, pstate 0,
     * cut to [t0, t1], with x from {@code x}.
     */
    static List<HostSpan> hostSpans(lbsim.trace.store.HostStates states, double t0, double t1,
            java.util.function.DoubleUnaryOperator x) {
        List<HostSpan> out = new ArrayList<>();
        for (int i = 0; i < states.size(); i++) {
            double from = Math.max(t0, states.time(i));
            double to = i + 1 < states.size() ? Math.min(t1, states.time(i + 1)) : t1;
            boolean plain = states.on(i) && states.speedFactor(i) == 1 && states.pstate(i) == 0;
            if (to > from && !plain) {
                out.add(new HostSpan(x.applyAsDouble(from), x.applyAsDouble(to), from, to, states.on(i), states.speedFactor(i),
                        states.pstate(i)));
            }
        }
        return out;
    }

    /** Legend entries for the host states the groups show (none when no host changed state). */
    private static void hostStateLegend(List<HostGroup> groups, List<LegendEntry> legend) {
        boolean off = false;
        boolean slow = false;
        boolean pstate = false;
        for (HostGroup g : groups) {
            for (HostSpan sp : g.states()) {
                off |= !sp.on();
                slow |= sp.on() && sp.speedFactor() < 1;
                pstate |= sp.on() && sp.pstate() != 0;
            }
        }
        if (off) {
            legend.add(new LegendEntry("host off (hatched)", HOST_OFF_RGB, false));
        }
        if (slow) {
            legend.add(new LegendEntry("host below full speed (stripe: fraction)", SLOW_RGB, false));
        }
        if (pstate) {
            legend.add(new LegendEntry("host in pstate > 0 (mark: pstate)", PSTATE_RGB, false));
        }
    }

    /**
     * Competing load from x0 to x1: {@code fraction} of the band's height (value over the largest value of
     * any host), {@code value} processes.
     */
    public record LoadStep(double x0, double x1, double value, double fraction) {
    }

    /** A (possibly merged) bar on a row from x0 to x1, coloured as the state that took most of its time. */
    public record Bar(double x0, double x1, int row, int state, int rgb) {
    }

    /**
     * Message {@code message} (its id in the trace) from a row at a time to a row at a time, with its pixel end
     * points, drawn in colour {@code rgb} (0xRRGGBB: {@link Palette#ARROW} in the whole run's picture, the tag's
     * colour in a window's view).
     */
    public record Arrow(int message, int fromRow, double fromTime, int toRow, double toTime, double x0, double y0, double x1,
            double y1, int rgb) {
    }

    /**
     * Message ends on a row from x0 to x1: {@code count} of them in its densest bin, shaded at {@code level}
     * (1 .. {@link #DENSITY_LEVELS}, logarithmic in the count up to the largest count of any bin).
     */
    public record Density(int row, double x0, double x1, int level, int count) {
    }

    /** Width of a density bin, pixels. */
    public static final int DENSITY_BIN = 2;
    /** Shades of the density band. */
    public static final int DENSITY_LEVELS = 8;

    /** A tick of the time axis. */
    public record Tick(double time, double x, String label) {
    }

    /** An entry of the legend: a label and its colour; {@code arrow} entries are drawn as a line. */
    public record LegendEntry(String label, int rgb, boolean arrow) {
    }

    private final int width;
    private final int height;
    private final String title;
    private final double plotLeft;
    private final double plotRight;
    private final double plotTop;
    private final double plotBottom;
    private final double spanSeconds;
    private final double startSeconds;
    private final List<Row> rows;
    private final List<HostGroup> groups;
    private final List<Bar> bars;
    private final List<Arrow> arrows;
    private final List<Density> densities;
    private final int messagesDrawn;
    private final List<Tick> ticks;
    private final String axisLabel;
    private final List<LegendEntry> legend;
    private final double maxLoad;
    private final double legendLeft;
    /** Per row, the index of its first bar in {@link #bars} (bars are row by row); one more entry for the end. */
    private final int[] barStart;
    /** Per task handle up to the largest with a row, its row's index or -1. */
    private final int[] rowIndexOfTask;

    private SpaceTimeLayout(int width, int height, String title, double plotLeft, double plotRight, double plotTop,
            double plotBottom, double startSeconds, double spanSeconds, List<Row> rows, List<HostGroup> groups, List<Bar> bars,
            List<Arrow> arrows, List<Density> densities, int messagesDrawn, List<Tick> ticks, String axisLabel,
            List<LegendEntry> legend, double maxLoad, double legendLeft) {
        this.width = width;
        this.height = height;
        this.title = title;
        this.plotLeft = plotLeft;
        this.plotRight = plotRight;
        this.plotTop = plotTop;
        this.plotBottom = plotBottom;
        this.spanSeconds = spanSeconds;
        this.startSeconds = startSeconds;
        this.rows = List.copyOf(rows);
        this.groups = List.copyOf(groups);
        this.bars = List.copyOf(bars);
        this.arrows = List.copyOf(arrows);
        this.densities = List.copyOf(densities);
        this.messagesDrawn = messagesDrawn;
        this.ticks = List.copyOf(ticks);
        this.axisLabel = axisLabel;
        this.legend = List.copyOf(legend);
        this.maxLoad = maxLoad;
        this.legendLeft = legendLeft;
        this.barStart = new int[this.rows.size() + 1];
        int b = 0;
        for (int r = 0; r < this.rows.size(); r++) {
            barStart[r] = b;
            while (b < this.bars.size() && this.bars.get(b).row() <= r) {
                b++;
            }
        }
        barStart[this.rows.size()] = this.bars.size();
        int tasks = 0;
        for (Row r : this.rows) {
            tasks = Math.max(tasks, r.task() + 1);
        }
        rowIndexOfTask = new int[tasks];
        java.util.Arrays.fill(rowIndexOfTask, -1);
        for (Row r : this.rows) {
            rowIndexOfTask[r.task()] = r.index();
        }
    }

    /** This layout with another title (everything else the same objects). */
    public SpaceTimeLayout withTitle(String newTitle) {
        return new SpaceTimeLayout(width, height, newTitle, plotLeft, plotRight, plotTop, plotBottom, startSeconds, spanSeconds,
                rows, groups, bars, arrows, densities, messagesDrawn, ticks, axisLabel, legend, maxLoad, legendLeft);
    }

    /**
     * Records the store may read for an exact summary of a window (the space-time editor's
     * {@code SpaceTimeFigure.EVENT_BUDGET}, the same rule): above, the summary comes from the store's precomputed
     * level, without reading any event.
     */
    public static final long EVENT_BUDGET = 500_000;
    /**
     * Arrows are drawn only when at most this many messages meet the window (the space-time editor's
     * {@code SpaceTimeFigure.MAX_ARROWS}, the same rule); above, the whole run's picture shows density bands
     * ({@link #densities()}) when the store has at most {@link #EVENT_BUDGET} messages, else their number.
     */
    public static final int MAX_ARROWS = 2000;

    /**
     * Lays out the whole run of a trace (from 0 to its end, or to the end of its last interval if later) in a picture
     * of the given size, by the construction of the space-time editor's view ({@link #ofWindow}): the store's summary
     * of the run at the plot's width in pixels (exact when the run holds at most {@link #EVENT_BUDGET} records, else
     * from the store's precomputed level, without reading the events), arrows when at most
     * {@link #MAX_ARROWS} messages meet the run (else density bands when the store holds at most
     * {@link #EVENT_BUDGET} messages, read once a chunk at a time), every host's load band. So the picture and the editor's
     * "Export Visible Range" of the whole run at the same plot width have the same bars and arrows, and the picture
     * of a trace of any length costs what its summary costs. The picture's own geometry: a host's label row (its
     * load band) above its task rows, rows at most {@link #MAX_ROW_HEIGHT} tall filling the plot, {@link #GROUP_GAP}
     * between hosts (less when the gaps would take more than a quarter of the plot), the legend under the plot. Hosts without tasks are left out.
     *
     * @param title shown at the top (may be empty)
     * @throws IllegalArgumentException for a size below 200 x 120 pixels
     * @throws IOException when the store cannot read a chunk
     */
    public static SpaceTimeLayout of(TraceStore store, int width, int height, String title) throws IOException {
        if (width < 200 || height < 120) {
            throw new IllegalArgumentException("a space-time picture needs at least 200 x 120 pixels, got " + width + " x "
                    + height);
        }
        double end = store.endSeconds();
        TaskBounds bounds = store.optTaskBounds();
        if (bounds != null) {
            for (int t = 0; t < bounds.taskCount(); t++) {
                end = Math.max(end, bounds.lastEnd(t));
            }
        } else {
            double[] last = { end };
            store.forEachState((task, state, start, stop) -> last[0] = Math.max(last[0], stop));
            end = last[0];
        }
        if (!(end > 0)) {
            end = 1;
        }
        double span = end;
        // label column, rows and host groups
        int longest = 0;
        for (int t = 0; t < store.taskCount(); t++) {
            longest = Math.max(longest, store.taskName(t).length() + 1);
        }
        for (int h = 0; h < store.hostCount(); h++) {
            longest = Math.max(longest, store.hostName(h).length());
        }
        int labelWidth = Math.max(MIN_LABEL_WIDTH, Math.min(width / 3, 12 + 7 * longest));
        int plotLeft = LEFT_MARGIN + labelWidth;
        int plotWidth = width - RIGHT_MARGIN - plotLeft;
        double plotTop = TITLE_HEIGHT;
        double plotBottom = height - AXIS_HEIGHT - LEGEND_HEIGHT;
        List<List<Integer>> tasksOf = new ArrayList<>();
        for (int h = 0; h < store.hostCount(); h++) {
            tasksOf.add(new ArrayList<>());
        }
        for (int t = 0; t < store.taskCount(); t++) {
            tasksOf.get(store.taskHost(t)).add(t);
        }
        int groupsUsed = 0;
        for (List<Integer> l : tasksOf) {
            groupsUsed += l.isEmpty() ? 0 : 1;
        }
        // the gaps between hosts take at most a quarter of the plot (a thousand hosts' 6 px gaps would not fit)
        double gap = groupsUsed < 2 ? GROUP_GAP : Math.min(GROUP_GAP, (plotBottom - plotTop) / 4 / (groupsUsed - 1));
        double available = plotBottom - plotTop - Math.max(0, groupsUsed - 1) * gap;
        int units = store.taskCount() + groupsUsed;
        double rowHeight = units == 0 ? MAX_ROW_HEIGHT : Math.min(MAX_ROW_HEIGHT, available / units);
        List<Track> tracks = new ArrayList<>();
        double y = plotTop;
        for (int h = 0; h < store.hostCount(); h++) {
            if (tasksOf.get(h).isEmpty()) {
                continue;
            }
            tracks.add(new Track(-1, h, y, y + rowHeight, store.hostName(h)));
            y += rowHeight;
            for (int t : tasksOf.get(h)) {
                tracks.add(new Track(t, h, y, y + rowHeight, store.taskName(t)));
                y += rowHeight;
            }
            y += gap;
        }
        // the frame: time t at plotLeft + t / span * plotWidth, ticks in a unit chosen for the span
        Scale x = new Scale(plotLeft, plotLeft + plotWidth, 0, span);
        TimeUnit unit = TimeUnit.forSpan(span);
        Frame frame = new Frame(0, end, plotLeft, plotWidth, width, t -> t * plotWidth / span,
                ticks(0, span, unit, x, plotWidth), "time [" + unit.symbol + "]");
        // the editor's rule: the summary within the budget, arrows when few messages meet the window
        Summary summary = store.summary(0, end, plotWidth, EVENT_BUDGET, null);
        Messages messages = null;
        long inWindow = 0;
        for (int k = 0; k < summary.pairCount(); k++) {
            inWindow += summary.pairMessages(k);
        }
        if (inWindow <= MAX_ARROWS && store.messageCount() <= MAX_ARROWS && store.hasEvents()) {
            messages = store.messages(TraceStore.ANY, TraceStore.ANY, 0, end);
            if (messages.size() > MAX_ARROWS) {
                messages = null;
            }
        }
        SpaceTimeLayout w = ofWindow(store, summary, null, messages, tracks, frame, Shown.ALL,
                (int) Math.max(1, Math.floor(rowHeight)), store.hostCount());
        // the legend as the picture always had it: the states it shows, the messages, then the load and host states
        List<LegendEntry> legend = new ArrayList<>();
        boolean[] shows = new boolean[store.stateNames().size()];
        for (int t = 0; t < summary.taskCount(); t++) {
            for (int p = 0; p < summary.width(); p++) {
                for (int s = 0; s < shows.length && s < summary.stateCount(); s++) {
                    shows[s] |= summary.occupancy(t, p, s) > 0;
                }
            }
        }
        for (int s = 0; s < shows.length; s++) {
            if (shows[s]) {
                legend.add(new LegendEntry(store.stateNames().get(s), Palette.stateColour(s), false));
            }
        }
        List<Density> densities = List.of();
        if (messages == null && store.hasEvents() && store.messageCount() <= EVENT_BUDGET && w.messagesDrawn > 0) {
            int[] rowOfTask = new int[store.taskCount()];
            java.util.Arrays.fill(rowOfTask, -1);
            for (Row r : w.rows) {
                rowOfTask[r.task()] = r.index();
            }
            densities = densities(store, w.rows, rowOfTask, x, 0, end);
        }
        if (!w.arrows.isEmpty()) {
            legend.add(new LegendEntry("message", Palette.ARROW, true));
        } else if (!densities.isEmpty()) {
            int most = 0;
            for (Density d : densities) {
                most = Math.max(most, d.count());
            }
            legend.add(new LegendEntry(String.format(Locale.ROOT, "%,d messages: ends per %d px (darkest = %d)", w.messagesDrawn,
                    DENSITY_BIN, most), Palette.ARROW, false));
        } else if (messages == null && w.messagesDrawn > 0) {
            legend.add(new LegendEntry(String.format(Locale.ROOT, "%,d messages (%s)", w.messagesDrawn,
                    store.hasEvents() ? "too many to draw as arrows" : "counted by the summaries, not drawn"), Palette.ARROW, true));
        }
        if (w.maxLoad > 0) {
            legend.add(new LegendEntry("competing processes (band full = " + trim(w.maxLoad) + ")", Palette.LOAD, false));
        }
        hostStateLegend(w.groups, legend);
        return new SpaceTimeLayout(width, height, title, w.plotLeft, w.plotRight, plotTop, plotBottom, 0, span, w.rows,
                w.groups, w.bars, w.arrows, densities, w.messagesDrawn, w.ticks, w.axisLabel, legend, w.maxLoad, plotLeft);
    }

    /**
     * A row of a window's view as its viewer placed it: a host's header row ({@code task} -1; the host's load band
     * and label) or a task's row, from y0 to y1. A host whose tasks are all hidden has no row; a host shown as one
     * compact row has only its task's row.
     */
    public record Track(int task, int host, double y0, double y1, String label) {
    }

    /**
     * The time window a view shows: [t0, t1] over {@code plotWidth} pixels from x {@code plotLeft}, {@code x} the
     * pixel (from the plot's left edge) of a time, the axis's ticks and title as the viewer labels them, and the
     * picture's width.
     */
    public record Frame(double t0, double t1, int plotLeft, int plotWidth, int pictureWidth,
            java.util.function.DoubleUnaryOperator x, List<Tick> ticks, String axisLabel) {
    }

    /** What a view leaves out, and the colours of its arrows by tag. */
    public record Shown(java.util.function.IntPredicate state, java.util.function.IntPredicate tag,
            java.util.function.IntUnaryOperator tagColour) {
        /** Everything, arrows in {@link Palette#ARROW}. */
        public static final Shown ALL = new Shown(s -> true, t -> true, t -> Palette.ARROW);
    }

    /**
     * The view of a time window read from the store's pixel summary: what the space-time editor draws, and what
     * it exports as a picture (the same object), so both look alike by construction. One bar per run of pixels of
     * a row with the same dominant state (the summary's {@link Summary#dominant}; pixel p from x plotLeft + p to
     * plotLeft + p + 1); an arrow per message of {@code messages} whose both ends have rows, whose tag is shown
     * and that was delivered, from (plotLeft + round(x(send start)), its row's middle) to (plotLeft +
     * round(x(receipt or delivery)), its row's middle), with integer row middles y0 + (y1 - y0) / 2; the load
     * band of each host in {@code bandHosts} (when the store has events): a step from round(x(max(t0, its time)))
     * to round(x(next step's time or t1)) for each step in force in the window whose value v gives
     * round(bandPixels x v / the largest value in the window) > 0 pixels. Legend: every state, the load band's
     * scale when there is a load, then "message (N in view: ...)" when {@code messages} is null, else one arrow
     * entry per tag drawn, ascending. Rows come from {@code tracks}, the plot from {@code frame}'s plotLeft to
     * plotLeft + plotWidth and from the first track's top to the last one's bottom; the picture is
     * {@code frame.pictureWidth()} wide with the axis and the legend below the rows.
     *
     * @param summary   the window's summary, or null when the store could not give one (no bars)
     * @param summarized the tasks the summary was asked for ({@link TraceStore#summary(double, double, int, long,
     *                  boolean[])}; null: all): the rows of the others have no bars (their occupancy is 0), and
     *                  are not scanned, so a view of a few rows of thousands costs what those rows cost
     * @param messages  the messages meeting the window to draw as arrows, or null when too many (none drawn)
     * @param bandHosts the hosts whose load band is asked of the store (the store's hosts, or none)
     * @throws IOException when the store cannot read a host's load
     */
    public static SpaceTimeLayout ofWindow(TraceStore store, Summary summary, boolean[] summarized, Messages messages,
            List<Track> tracks, Frame frame, Shown shown, int bandPixels, int bandHosts) throws IOException {
        int left = frame.plotLeft();
        double t0 = frame.t0();
        double t1 = frame.t1();
        List<Row> rows = new ArrayList<>();
        List<HostGroup> groups = new ArrayList<>();
        int[] rowOfTask = new int[store.taskCount()];
        java.util.Arrays.fill(rowOfTask, -1);
        // load of the hosts with a band: the largest value in the window scales every band
        List<List<LoadStep>> loads = new ArrayList<>();
        double maxLoad = 0;
        boolean band = store.hasEvents() && bandHosts > 0;
        lbsim.trace.store.Steps[] steps = new lbsim.trace.store.Steps[band ? bandHosts : 0];
        for (int h = 0; h < steps.length; h++) {
            steps[h] = store.load(h, t0, t1);
            for (int i = 0; i < steps[h].size(); i++) {
                maxLoad = Math.max(maxLoad, steps[h].value(i));
            }
        }
        for (int h = 0; h < steps.length; h++) {
            List<LoadStep> l = new ArrayList<>();
            lbsim.trace.store.Steps st = steps[h];
            for (int i = 0; i < st.size() && maxLoad > 0; i++) {
                double v = st.value(i);
                double a = Math.max(t0, st.time(i));
                double b = i + 1 < st.size() ? st.time(i + 1) : t1;
                int x0 = left + (int) Math.round(frame.x().applyAsDouble(a));
                int x1 = left + (int) Math.round(frame.x().applyAsDouble(b));
                int height = (int) Math.round(bandPixels * v / maxLoad);
                if (v > 0 && x1 > x0 && height > 0) {
                    l.add(new LoadStep(x0, x1, v, v / maxLoad));
                }
            }
            loads.add(l);
        }
        // rows and host groups
        int groupHost = Integer.MIN_VALUE;
        double groupY0 = 0;
        double bandY0 = 0;
        double bandY1 = 0;
        String groupLabel = "";
        double y = tracks.isEmpty() ? 0 : tracks.get(0).y0();
        double top = y;
        for (Track t : tracks) {
            if (t.task() < 0 || t.host() != groupHost) {
                if (groupHost != Integer.MIN_VALUE) {
                    groups.add(new HostGroup(groupHost, groupLabel, groupY0, y, bandY0, bandY1,
                            groupHost >= 0 && groupHost < loads.size() ? loads.get(groupHost) : List.of(),
                            windowSpans(store, groupHost, frame)));
                }
                groupHost = t.host();
                groupY0 = t.y0();
                bandY0 = t.y0();
                bandY1 = t.task() < 0 ? t.y1() : t.y0(); // a compact host's one row has no band
                groupLabel = t.task() < 0 ? t.label() : "";
            }
            if (t.task() >= 0) {
                rowOfTask[t.task()] = rows.size();
                rows.add(new Row(rows.size(), t.task(), t.label(), t.host(), t.y0(), t.y1()));
            }
            y = t.y1();
        }
        if (groupHost != Integer.MIN_VALUE) {
            groups.add(new HostGroup(groupHost, groupLabel, groupY0, y, bandY0, bandY1,
                    groupHost >= 0 && groupHost < loads.size() ? loads.get(groupHost) : List.of(),
                    windowSpans(store, groupHost, frame)));
        }
        // bars
        List<Bar> bars = new ArrayList<>();
        for (Row r : rows) {
            if (summarized == null || (r.task() < summarized.length && summarized[r.task()])) {
                bars.addAll(summaryBars(summary, r.task(), r.index(), left, shown.state()));
            }
        }
        // arrows, in the order of messages
        List<Arrow> arrows = new ArrayList<>();
        java.util.TreeSet<Integer> tags = new java.util.TreeSet<>();
        for (int i = 0; messages != null && i < messages.size(); i++) {
            double to = !Double.isNaN(messages.received(i)) ? messages.received(i) : messages.delivered(i);
            int ra = messages.source(i) < rowOfTask.length ? rowOfTask[messages.source(i)] : -1;
            int rb = messages.destination(i) < rowOfTask.length ? rowOfTask[messages.destination(i)] : -1;
            if (Double.isNaN(to) || !shown.tag().test(messages.tag(i)) || ra < 0 || rb < 0) {
                continue; // never delivered, its tag hidden, or an end on a collapsed or hidden host
            }
            Row from = rows.get(ra);
            Row dest = rows.get(rb);
            double from0 = Math.floor(from.y0()) + (int) (from.y1() - from.y0()) / 2;
            double dest0 = Math.floor(dest.y0()) + (int) (dest.y1() - dest.y0()) / 2;
            arrows.add(new Arrow(messages.id(i), ra, messages.sendStart(i), rb, to,
                    left + (int) Math.round(frame.x().applyAsDouble(messages.sendStart(i))), from0,
                    left + (int) Math.round(frame.x().applyAsDouble(to)), dest0, shown.tagColour().applyAsInt(messages.tag(i))));
            tags.add(messages.tag(i));
        }
        long inWindow = 0;
        for (int k = 0; summary != null && k < summary.pairCount(); k++) {
            inWindow += summary.pairMessages(k);
        }
        // legend
        List<LegendEntry> legend = new ArrayList<>();
        List<String> names = store.stateNames();
        for (int s = 0; s < names.size(); s++) {
            legend.add(new LegendEntry(names.get(s), Palette.stateColour(s), false));
        }
        if (maxLoad > 0) {
            legend.add(new LegendEntry("competing processes (band full = " + trim(maxLoad) + ")", Palette.LOAD, false));
        }
        hostStateLegend(groups, legend);
        if (messages == null) {
            legend.add(new LegendEntry("message (" + inWindow + " in view: "
                    + (store.hasEvents() ? "zoom in to draw them)" : "counted by the summaries, not drawn)"), Palette.ARROW, true));
        } else {
            for (int tag : tags) {
                legend.add(new LegendEntry("message tag " + tag, shown.tagColour().applyAsInt(tag), true));
            }
        }
        double plotBottom = y;
        return new SpaceTimeLayout(frame.pictureWidth(), (int) Math.ceil(plotBottom) + AXIS_HEIGHT + LEGEND_HEIGHT, "", left,
                left + frame.plotWidth(), top, plotBottom, t0, t1 - t0, rows, groups, bars, arrows, List.of(),
                (int) Math.min(Integer.MAX_VALUE, inWindow), frame.ticks(), frame.axisLabel(), legend, maxLoad, LEFT_MARGIN);
    }

    /** A window's host spans of host {@code host} (none for a bad handle or a trace without host states). */
    private static List<HostSpan> windowSpans(TraceStore store, int host, Frame frame) throws IOException {
        if (!store.hasHostStates() || host < 0 || host >= store.hostCount()) {
            return List.of();
        }
        int left = frame.plotLeft();
        return hostSpans(store.hostStates(host, frame.t0(), frame.t1()), frame.t0(), frame.t1(),
                t -> left + Math.round(frame.x().applyAsDouble(t)));
    }

    /**
     * The bars of task {@code task} from a summary: one per run of pixels with the same dominant state that
     * {@code state} shows, pixel p from x plotLeft + p to plotLeft + p + 1, on row {@code row}; none when
     * {@code summary} is null.
     */
    public static List<Bar> summaryBars(Summary summary, int task, int row, int plotLeft, java.util.function.IntPredicate state) {
        List<Bar> out = new ArrayList<>();
        if (summary == null) {
            return out;
        }
        int w = summary.width();
        int p = 0;
        while (p < w) {
            int st = summary.dominant(task, p);
            int q = p + 1;
            while (q < w && summary.dominant(task, q) == st) {
                q++;
            }
            if (st != Summary.NONE && state.test(st)) {
                out.add(new Bar(plotLeft + p, plotLeft + q, row, st, Palette.stateColour(st)));
            }
            p = q;
        }
        return out;
    }

    /** Message ends per row and bin, shaded by the largest count; runs of one shade merged. */
    private static List<Density> densities(TraceStore trace, List<Row> rows, int[] rowOfTask, Scale x, double t0, double t1)
            throws IOException {
        int bins = (int) Math.ceil((x.right - x.left) / DENSITY_BIN) + 1;
        int[][] count = new int[rows.size()][bins];
        int[] mostBox = { 0 };
        trace.forEachMessage((id, source, destination, tag, bytes, start, injected, delivered, received) -> {
            double end = Double.isNaN(received) ? delivered : received;
            if (Double.isNaN(end)) {
                return;
            }
            int ra = rowOfTask[source];
            int rb = rowOfTask[destination];
            if (ra < 0 || rb < 0 || end < t0 || start > t1) {
                return;
            }
            if (start >= t0) {
                mostBox[0] = Math.max(mostBox[0], ++count[ra][bin(x, start, bins)]);
            }
            if (end <= t1) {
                mostBox[0] = Math.max(mostBox[0], ++count[rb][bin(x, end, bins)]);
            }
        });
        int most = mostBox[0];
        List<Density> out = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            int[] c = count[r];
            int k = 0;
            while (k < bins) {
                if (c[k] == 0) {
                    k++;
                    continue;
                }
                int level = level(c[k], most);
                int end = k + 1;
                int peak = c[k];
                while (end < bins && c[end] > 0 && level(c[end], most) == level) {
                    peak = Math.max(peak, c[end]);
                    end++;
                }
                out.add(new Density(r, x.left + k * DENSITY_BIN, Math.min(x.right, x.left + end * DENSITY_BIN), level, peak));
                k = end;
            }
        }
        return out;
    }

    private static int bin(Scale x, double t, int bins) {
        return Math.max(0, Math.min(bins - 1, (int) ((x.of(t) - x.left) / DENSITY_BIN)));
    }

    private static int level(int count, int most) {
        return Math.max(1, (int) Math.ceil(DENSITY_LEVELS * Math.log1p(count) / Math.log1p(most)));
    }

    /** Time to x. */
    private record Scale(double left, double right, double t0, double span) {
        double of(double t) {
            return left + (t - t0) / span * (right - left);
        }

        double t1() {
            return t0 + span;
        }
    }

    /** Units of the time axis. */
    enum TimeUnit {
        US("us", 1e6), MS("ms", 1e3), S("s", 1), MIN("min", 1 / 60.0);

        final String symbol;
        final double perSecond;

        TimeUnit(String symbol, double perSecond) {
            this.symbol = symbol;
            this.perSecond = perSecond;
        }

        /** us below 1 ms, ms below 1 s, s below 10 min, min from there. */
        static TimeUnit forSpan(double seconds) {
            if (seconds < 1e-3) {
                return US;
            }
            if (seconds < 1) {
                return MS;
            }
            if (seconds < 600) {
                return S;
            }
            return MIN;
        }
    }

    /** Ticks every 1, 2 or 5 times a power of ten of the unit, about one per 90 pixels. */
    private static List<Tick> ticks(double t0, double span, TimeUnit unit, Scale x, double plotWidth) {
        double spanU = span * unit.perSecond;
        int wanted = Math.max(2, (int) (plotWidth / 90));
        double raw = spanU / wanted;
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = mag;
        for (double f : new double[] { 1, 2, 5, 10 }) {
            step = f * mag;
            if (step >= raw) {
                break;
            }
        }
        int decimals = Math.max(0, (int) -Math.floor(Math.log10(step) + 1e-9));
        List<Tick> out = new ArrayList<>();
        double t0U = t0 * unit.perSecond;
        double endU = t0U + spanU * (1 + 1e-9);
        for (long k = (long) Math.ceil(t0U / step - 1e-9);; k++) {
            double v = k * step;
            if (v > endU) {
                break;
            }
            double t = v / unit.perSecond;
            out.add(new Tick(t, x.of(t), String.format(Locale.ROOT, "%." + decimals + "f", v)));
        }
        return out;
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.2f", v);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public String title() {
        return title;
    }

    /** Left edge of the plot (time {@link #startSeconds()}), pixels. */
    public double plotLeft() {
        return plotLeft;
    }

    /** Right edge of the plot (the end of the range shown), pixels. */
    public double plotRight() {
        return plotRight;
    }

    public double plotTop() {
        return plotTop;
    }

    /** Bottom of the plot, where the time axis is drawn. */
    public double plotBottom() {
        return plotBottom;
    }

    /** The time shown across the plot, seconds. */
    public double spanSeconds() {
        return spanSeconds;
    }

    /** The time at the plot's left edge, seconds (0 for the whole run). */
    public double startSeconds() {
        return startSeconds;
    }

    /** The x of a time, pixels. */
    public double x(double seconds) {
        return plotLeft + (seconds - startSeconds) / spanSeconds * (plotRight - plotLeft);
    }

    /** Task rows, top to bottom. */
    public List<Row> rows() {
        return rows;
    }

    /** Host groups, top to bottom. */
    public List<HostGroup> groups() {
        return groups;
    }

    /** Bars, row by row, left to right. */
    public List<Bar> bars() {
        return bars;
    }

    /** Message arrows, in send order; empty when the messages are drawn as {@link #densities()}. */
    public List<Arrow> arrows() {
        return arrows;
    }

    /** The message density bands of the rows, when there are too many messages for arrows; else empty. */
    public List<Density> densities() {
        return densities;
    }

    /** The number of messages shown (as arrows or in the density bands). */
    public int messagesDrawn() {
        return messagesDrawn;
    }

    public List<Tick> ticks() {
        return ticks;
    }

    /** The axis title, naming the unit of the tick labels, e.g. "time [ms]". */
    public String axisLabel() {
        return axisLabel;
    }

    public List<LegendEntry> legend() {
        return legend;
    }

    /** The load that fills a host's band (the largest in force in the range shown on a host shown), 0 when none. */
    public double maxLoad() {
        return maxLoad;
    }

    /** Where the legend starts, pixels: under the plot in the whole run's picture, at the left margin in a window's. */
    public double legendLeft() {
        return legendLeft;
    }

    /** The bars of row {@code row} (an index of {@link #rows()}), left to right. */
    public List<Bar> barsOf(int row) {
        return bars.subList(barStart[row], barStart[row + 1]);
    }

    /** The row of task {@code task}, or null when it has none. */
    public Row rowOfTask(int task) {
        return task >= 0 && task < rowIndexOfTask.length && rowIndexOfTask[task] >= 0 ? rows.get(rowIndexOfTask[task]) : null;
    }
}
