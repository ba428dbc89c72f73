package lbsim.run.layout;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import lbsim.trace.RunTrace;
import lbsim.trace.TaskIntervals;

/**
 * Where everything of a space-time diagram goes, in pixels, independent of any toolkit (no AWT or SWT
 * types): one row per task grouped by host (hosts in trace order, each with a band showing its
 * competing load above its tasks), state bars, message arrows, a time axis with ticks in a unit chosen for
 * the span, and legend entries. Renderers (PNG and SVG through java.awt.Graphics2D, the GEF editor) only
 * draw what this computes.
 * <p>
 * Geometry: x grows to the right, y downwards, origin at the top left of a {@code width x height} picture.
 * Time t maps to {@code plotLeft + (t - t0) / span * (plotRight - plotLeft)}, where [t0, t0 + span] is the
 * time range shown: the whole run ([0, end]) by default, or any range [t0, t1] with only some tasks
 * ({@link #of(RunTrace, int, int, String, double, double, boolean[])}, the editor's "export the visible range"):
 * then bars are cut at t0 and t1, arrows at the range's edges, and ticks fall on round times inside it. Bars
 * that fall into one pixel are merged: consecutive intervals of the same state that touch become one bar;
 * consecutive intervals narrower than a pixel become one bar at most a pixel wide with the colour of the
 * state that took most of its time. So the number of bars is bounded by about twice the plot width per row,
 * whatever the length of the trace. Arrows whose pixel end points coincide are drawn once.
 * <p>
 * Dense messages: when more than {@link #MAX_ARROWS} arrows would remain, single arrows would only cover the
 * picture, so none is drawn; each row gets a message density band instead: per {@link #DENSITY_BIN} pixels of
 * time, the number of message ends on the row (a send it starts, a message it receives), shaded in
 * {@link #DENSITY_LEVELS} steps on a logarithmic scale up to the largest count anywhere (level
 * {@code ceil(8 ln(1 + n) / ln(1 + max))}), so a master's hundreds and a slave's few both show
 * ({@link #densities()}).
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

    /** A host's group: the load band (bandY0..bandY1) on top of its task rows, whole group y0..y1. */
    public record HostGroup(int host, String label, double y0, double y1, double bandY0, double bandY1,
            List<LoadStep> load) {
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

    /** A message from a row at a time to a row at a time, with its pixel end points. */
    public record Arrow(int fromRow, double fromTime, int toRow, double toTime, double x0, double y0, double x1, double y1) {
    }

    /**
     * Message ends on a row from x0 to x1: {@code count} of them in its densest bin, shaded at {@code level}
     * (1 .. {@link #DENSITY_LEVELS}, logarithmic in the count up to the largest count of any bin).
     */
    public record Density(int row, double x0, double x1, int level, int count) {
    }

    /** More arrows than this (after merging those that share their pixels) become density bands. */
    public static final int MAX_ARROWS = 3000;
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

    private SpaceTimeLayout(int width, int height, String title, double plotLeft, double plotRight, double plotTop,
            double plotBottom, double startSeconds, double spanSeconds, List<Row> rows, List<HostGroup> groups, List<Bar> bars,
            List<Arrow> arrows, List<Density> densities, int messagesDrawn, List<Tick> ticks, String axisLabel,
            List<LegendEntry> legend) {
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
    }

    /**
     * Lays out a trace in a picture of the given size. Hosts without tasks are left out.
     *
     * @param title shown at the top (may be empty)
     * @throws IllegalArgumentException for a size below 200 x 120 pixels
     */
    public static SpaceTimeLayout of(RunTrace trace, int width, int height, String title) {
        double span = trace.endSeconds();
        for (int i = 0; i < trace.stateCount(); i++) {
            span = Math.max(span, trace.stateEnd(i));
        }
        if (!(span > 0)) {
            span = 1;
        }
        return of(trace, width, height, title, 0, span, null);
    }

    /**
     * Lays out the time range [t0, t1] of a trace, with only the tasks {@code visibleTasks} marks (null: all),
     * in a picture of the given size: the same geometry, colours, axis and legend as the whole run's picture,
     * with time t0 at the plot's left edge and t1 at its right. Intervals are cut at t0 and t1; an arrow of a
     * message that starts before t0 or ends after t1 is cut at the plot's edge along its line (its head is
     * drawn only where it really ends); messages to or from a hidden task are left out; hosts without a visible
     * task are left out.
     *
     * @throws IllegalArgumentException for a size below 200 x 120 pixels, or unless 0 <= t0 < t1 (finite)
     */
    public static SpaceTimeLayout of(RunTrace trace, int width, int height, String title, double t0, double t1,
            boolean[] visibleTasks) {
        if (!(t0 >= 0 && t0 < t1) || Double.isInfinite(t1)) {
            throw new IllegalArgumentException("a space-time picture needs a time range 0 <= t0 < t1, got [" + t0 + ", "
                    + t1 + "]");
        }
        if (width < 200 || height < 120) {
            throw new IllegalArgumentException("a space-time picture needs at least 200 x 120 pixels, got " + width + " x "
                    + height);
        }
        // label column
        int longest = 0;
        for (int t = 0; t < trace.taskCount(); t++) {
            if (visibleTasks != null && (t >= visibleTasks.length || !visibleTasks[t])) {
                continue;
            }
            longest = Math.max(longest, trace.taskName(t).length() + 1);
        }
        for (int h = 0; h < trace.hostCount(); h++) {
            longest = Math.max(longest, trace.hostName(h).length());
        }
        int labelWidth = Math.max(MIN_LABEL_WIDTH, Math.min(width / 3, 12 + 7 * longest));
        double plotLeft = LEFT_MARGIN + labelWidth;
        double plotRight = width - RIGHT_MARGIN;
        double plotTop = TITLE_HEIGHT;
        double plotBottom = height - AXIS_HEIGHT - LEGEND_HEIGHT;

        double span = t1 - t0;

        // hosts with tasks, their tasks in task order
        List<List<Integer>> tasksOf = new ArrayList<>();
        for (int h = 0; h < trace.hostCount(); h++) {
            tasksOf.add(new ArrayList<>());
        }
        for (int t = 0; t < trace.taskCount(); t++) {
            if (visibleTasks == null || (t < visibleTasks.length && visibleTasks[t])) {
                tasksOf.get(trace.taskHost(t)).add(t);
            }
        }
        int groupsUsed = 0;
        for (List<Integer> l : tasksOf) {
            if (!l.isEmpty()) {
                groupsUsed++;
            }
        }
        double available = plotBottom - plotTop - Math.max(0, groupsUsed - 1) * GROUP_GAP;
        int visible = 0;
        for (List<Integer> l : tasksOf) {
            visible += l.size();
        }
        int units = visible + groupsUsed;
        double rowHeight = units == 0 ? MAX_ROW_HEIGHT : Math.min(MAX_ROW_HEIGHT, available / units);
        double maxLoad = 0;
        for (int h = 0; h < trace.hostCount(); h++) {
            if (visibleTasks != null && tasksOf.get(h).isEmpty()) {
                continue; // (the whole run's picture scales by every host, as it always did)
            }
            for (int k = 0; k < trace.loadSteps(h); k++) {
                // the steps in force somewhere in [t0, t1]
                boolean inRange = trace.loadTime(h, k) <= t1 && (k + 1 >= trace.loadSteps(h) || trace.loadTime(h, k + 1) > t0);
                if (inRange) {
                    maxLoad = Math.max(maxLoad, trace.loadValue(h, k));
                }
            }
        }

        Scale x = new Scale(plotLeft, plotRight, t0, span);
        List<Row> rows = new ArrayList<>();
        List<HostGroup> groups = new ArrayList<>();
        int[] rowOfTask = new int[trace.taskCount()];
        java.util.Arrays.fill(rowOfTask, -1);
        double y = plotTop;
        for (int h = 0; h < trace.hostCount(); h++) {
            List<Integer> tasks = tasksOf.get(h);
            if (tasks.isEmpty()) {
                continue;
            }
            double top = y;
            double bandY0 = y;
            double bandY1 = y + rowHeight;
            y = bandY1;
            for (int t : tasks) {
                rowOfTask[t] = rows.size();
                rows.add(new Row(rows.size(), t, trace.taskName(t), h, y, y + rowHeight));
                y += rowHeight;
            }
            groups.add(new HostGroup(h, trace.hostName(h), top, y, bandY0, bandY1, loadSteps(trace, h, x, maxLoad)));
            y += GROUP_GAP;
        }

        List<Bar> bars = new ArrayList<>();
        TaskIntervals byTask = TaskIntervals.of(trace);
        boolean[] statesSeen = new boolean[trace.stateNames().size()];
        for (Row r : rows) {
            mergeBars(trace, byTask, r, x, bars, statesSeen);
        }

        List<Arrow> arrows = new ArrayList<>();
        Set<ArrowKey> drawn = new HashSet<>();
        int messagesDrawn = 0;
        for (int m = 0; m < trace.messageCount(); m++) {
            double mt1 = trace.messageReceived(m);
            if (Double.isNaN(mt1)) {
                mt1 = trace.messageDelivered(m);
            }
            if (Double.isNaN(mt1)) {
                continue; // still in flight at the end
            }
            double mt0 = trace.messageSendStart(m);
            if (mt1 < t0 || mt0 > t1 || rowOfTask[trace.messageSource(m)] < 0
                    || rowOfTask[trace.messageDestination(m)] < 0) {
                continue; // outside the range, or to or from a hidden task
            }
            messagesDrawn++;
            if (arrows.size() > MAX_ARROWS) {
                continue; // too many: density bands below
            }
            Row from = rows.get(rowOfTask[trace.messageSource(m)]);
            Row to = rows.get(rowOfTask[trace.messageDestination(m)]);
            double x0 = x.of(mt0);
            double x1 = x.of(mt1);
            double y0 = from.centre();
            double y1 = to.centre();
            // cut at the range's edges along the arrow's line
            if (mt0 < t0 && mt1 > mt0) {
                y0 = y0 + (y1 - y0) * (t0 - mt0) / (mt1 - mt0);
                x0 = x.of(t0);
            }
            if (mt1 > t1 && mt1 > mt0) {
                y1 = from.centre() + (to.centre() - from.centre()) * (t1 - mt0) / (mt1 - mt0);
                x1 = x.of(t1);
            }
            if (drawn.add(new ArrowKey(from.index(), to.index(), (int) Math.floor(x0), (int) Math.floor(x1)))) {
                arrows.add(new Arrow(from.index(), mt0, to.index(), mt1, x0, y0, x1, y1));
            }
        }
        List<Density> densities = List.of();
        if (arrows.size() > MAX_ARROWS) {
            arrows.clear();
            densities = densities(trace, rows, rowOfTask, x, t0, t1);
        }

        TimeUnit unit = TimeUnit.forSpan(span);
        List<Tick> ticks = ticks(t0, span, unit, x, plotRight - plotLeft);

        List<LegendEntry> legend = new ArrayList<>();
        List<String> names = trace.stateNames();
        for (int s = 0; s < names.size(); s++) {
            if (statesSeen[s]) {
                legend.add(new LegendEntry(names.get(s), Palette.stateColour(s), false));
            }
        }
        if (!arrows.isEmpty()) {
            legend.add(new LegendEntry("message", Palette.ARROW, true));
        }
        if (!densities.isEmpty()) {
            int most = 0;
            for (Density d : densities) {
                most = Math.max(most, d.count());
            }
            legend.add(new LegendEntry(String.format(Locale.ROOT, "%,d messages: ends per %d px (darkest = %d)", messagesDrawn,
                    DENSITY_BIN, most), Palette.ARROW, false));
        }
        if (maxLoad > 0) {
            legend.add(new LegendEntry(String.format(Locale.ROOT, "competing processes (band full = %s)", trim(maxLoad)),
                    Palette.LOAD, false));
        }
        return new SpaceTimeLayout(width, height, title, plotLeft, plotRight, plotTop, plotBottom, t0, span, rows, groups, bars,
                arrows, densities, messagesDrawn, ticks, "time [" + unit.symbol + "]", legend);
    }

    /** Message ends per row and bin, shaded by the largest count; runs of one shade merged. */
    private static List<Density> densities(RunTrace trace, List<Row> rows, int[] rowOfTask, Scale x, double t0, double t1) {
        int bins = (int) Math.ceil((x.right - x.left) / DENSITY_BIN) + 1;
        int[][] count = new int[rows.size()][bins];
        int most = 0;
        for (int m = 0; m < trace.messageCount(); m++) {
            double end = trace.messageReceived(m);
            if (Double.isNaN(end)) {
                end = trace.messageDelivered(m);
            }
            if (Double.isNaN(end)) {
                continue;
            }
            int ra = rowOfTask[trace.messageSource(m)];
            int rb = rowOfTask[trace.messageDestination(m)];
            double start = trace.messageSendStart(m);
            if (ra < 0 || rb < 0 || end < t0 || start > t1) {
                continue;
            }
            if (start >= t0) {
                most = Math.max(most, ++count[ra][bin(x, start, bins)]);
            }
            if (end <= t1) {
                most = Math.max(most, ++count[rb][bin(x, end, bins)]);
            }
        }
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

    private record ArrowKey(int from, int to, int px0, int px1) {
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

    private static List<LoadStep> loadSteps(RunTrace trace, int h, Scale x, double maxLoad) {
        List<LoadStep> out = new ArrayList<>();
        int k = trace.loadSteps(h);
        if (maxLoad <= 0) {
            return out;
        }
        double pendingX0 = Double.NaN;
        double pendingX1 = 0;
        double pendingValue = 0;
        for (int i = 0; i < k; i++) {
            double v = trace.loadValue(h, i);
            double from = trace.loadTime(h, i);
            double to = i + 1 < k ? trace.loadTime(h, i + 1) : Double.POSITIVE_INFINITY;
            if (from > x.t1() || to < x.t0 || (to == x.t0 && x.t0 > 0)) {
                continue; // not in force in the range shown
            }
            double x0 = x.of(Math.max(from, x.t0));
            double x1 = to >= x.t1() ? x.right : x.of(to);
            if (!Double.isNaN(pendingX0) && (x1 - pendingX0 <= 1 || v == pendingValue)) {
                pendingX1 = x1; // one pixel, or the same value: keep the largest
                pendingValue = Math.max(pendingValue, v);
                continue;
            }
            if (!Double.isNaN(pendingX0) && pendingValue > 0) {
                out.add(new LoadStep(pendingX0, pendingX1, pendingValue, pendingValue / maxLoad));
            }
            pendingX0 = x0;
            pendingX1 = x1;
            pendingValue = v;
        }
        if (!Double.isNaN(pendingX0) && pendingValue > 0) {
            out.add(new LoadStep(pendingX0, pendingX1, pendingValue, pendingValue / maxLoad));
        }
        return out;
    }

    private static void mergeBars(RunTrace trace, TaskIntervals byTask, Row row, Scale x, List<Bar> out, boolean[] seen) {
        int t = row.task();
        int count = byTask.count(t);
        int states = trace.stateNames().size();
        double[] time = new double[states];
        double px0 = 0;
        double px1 = 0;
        boolean open = false;
        boolean mixed = false;
        int first = -1;
        for (int k = 0; k < count; k++) {
            int i = byTask.get(t, k);
            int s = trace.state(i);
            double from = Math.max(x.t0, trace.stateStart(i));
            double to = Math.min(x.t1(), trace.stateEnd(i));
            if (to < from || (to == from && trace.stateEnd(i) > trace.stateStart(i))) {
                continue; // outside the range shown (an interval of length 0 inside it stays)
            }
            seen[s] = true;
            double a = x.of(from);
            double b = x.of(to);
            double dt = to - from;
            if (open) {
                boolean touching = a - px1 < 0.5;
                boolean sameAndUniform = !mixed && s == first && touching;
                boolean bothNarrow = px1 - px0 < 1 && b - a < 1 && Math.max(b, px1) - px0 <= 1 && touching;
                if (sameAndUniform || bothNarrow) {
                    px1 = Math.max(px1, b);
                    time[s] += dt;
                    mixed |= s != first;
                    continue;
                }
                out.add(bar(px0, px1, row.index(), time));
            }
            java.util.Arrays.fill(time, 0);
            px0 = a;
            px1 = b;
            time[s] = dt;
            first = s;
            mixed = false;
            open = true;
        }
        if (open) {
            out.add(bar(px0, px1, row.index(), time));
        }
    }

    private static Bar bar(double x0, double x1, int row, double[] time) {
        int best = 0;
        for (int s = 1; s < time.length; s++) {
            if (time[s] > time[best]) {
                best = s;
            }
        }
        return new Bar(x0, x1, row, best, Palette.stateColour(best));
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
}
