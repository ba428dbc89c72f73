package lbsim.run.experiment;

import lbsim.run.io.AtomicFiles;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.jfree.svg.SVGGraphics2D;

import lbsim.model.io.Problem;
import lbsim.model.io.ScenarioException;
import lbsim.run.result.TempPaths;

/**
 * Draws one figure of an experiment against one swept parameter (the x axis: the first sweep unless
 * another is named), with the 95 % confidence interval of each point as an error bar, one line (series)
 * per combination of the other sweeps' values. The x axis is logarithmic when its sweep is a geometric
 * range, categorical when its values are not numbers. The y axis is logarithmic when the bars span a factor
 * of {@value #LOG_Y_RATIO} or more and are all above zero (so that a line in the hundreds stays visible
 * beside one in the hundred thousands), linear otherwise. Writes {@code chart-FIGURE.png} (JFreeChart into a
 * BufferedImage) and {@code chart-FIGURE.svg} (into JFreeSVG's SVGGraphics2D) into the experiment folder;
 * needs no display.
 */
public final class ExperimentChart {

    public static final int WIDTH = 1000;
    public static final int HEIGHT = 600;
    /** Line colours that stay apart on white and for colour-blind readers (Okabe and Ito), yellow last. */
    private static final Color[] PALETTE = { new Color(0xD55E00), new Color(0x0072B2), new Color(0x009E73),
            new Color(0xCC79A7), new Color(0xE69F00), new Color(0x56B4E9), Color.BLACK, new Color(0xF0E442) };

    /** The smallest ratio of the highest bar end to the lowest that makes the y axis logarithmic. */
    public static final double LOG_Y_RATIO = 100;

    /** One point of a line: x (the swept value, or its index for values that are not numbers), mean and CI. */
    public record Point(double x, double mean, double low, double high) {
    }

    /** One line: its label ({@code strategy=guided, ...}, or the figure name when x is the only sweep). */
    public record Line(String label, List<Point> points) {
    }

    /**
     * What a chart shows: the x-axis sweep, whether it is numeric and logarithmic, the lines in order, and
     * whether the y axis is logarithmic.
     */
    public record Data(String figure, Sweep x, boolean numeric, boolean log, List<Line> lines, boolean logY) {
    }

    private ExperimentChart() {
    }

    /**
     * The index in {@code plan.sweeps()} of the x-axis sweep: {@code xPath} is a sweep's path, or the
     * last segment of exactly one sweep's path ({@code workBytesFixed}); null means the first sweep.
     *
     * @throws IllegalArgumentException when the plan sweeps nothing, or {@code xPath} names none of its
     *         sweeps (the message lists them)
     */
    public static int axisIndex(ExperimentPlan plan, String xPath) {
        List<Sweep> sweeps = plan.sweeps();
        if (sweeps.isEmpty()) {
            throw new IllegalArgumentException("the experiment sweeps nothing to draw against");
        }
        if (xPath == null) {
            return 0;
        }
        List<Integer> bySuffix = new ArrayList<>();
        for (int k = 0; k < sweeps.size(); k++) {
            String path = sweeps.get(k).path();
            if (path.equals(xPath)) {
                return k;
            }
            if (path.endsWith("/" + xPath)) {
                bySuffix.add(k);
            }
        }
        if (bySuffix.size() == 1) {
            return bySuffix.get(0);
        }
        List<String> paths = sweeps.stream().map(Sweep::path).toList();
        throw new IllegalArgumentException("x axis '" + xPath + "' is " + (bySuffix.isEmpty() ? "not one" : "more than one")
                + " of the swept parameters: " + String.join(", ", paths));
    }

    /**
     * Draws {@code figure} (a figure name such as {@code makespan}, or a points.csv column such as
     * {@code makespan_mean}) from the experiment folder {@code dir} against its first sweep.
     *
     * @return the PNG and SVG files written
     * @throws ScenarioException when the folder has no sweep or no such figure (naming the figures it has)
     */
    public static List<Path> draw(Path dir, String figure) throws ScenarioException, IOException {
        return draw(dir, figure, null);
    }

    /**
     * Computes the lines of {@code figure} against the sweep {@code xPath} (see {@link #axisIndex}; null:
     * the first sweep): one line per combination of the other sweeps' values, in the order in which the
     * finished points first show them, each with its points in x order (mean over the point's runs that
     * have the figure, and mean -+ the half-width of the 95 % CI; a point with one run has no bar).
     *
     * @throws ScenarioException naming {@code dir} when there is no such figure or no such sweep
     */
    public static Data data(ExperimentResult r, String figure, String xPath, Path dir) throws ScenarioException {
        return data(r, figure, xPath, dir, null);
    }

    /**
     * As {@link #data(ExperimentResult, String, String, Path)}; also draws the risk figures ({@link Risk}):
     * {@code FIGURE_pNN} (e.g. {@code makespan_p90}: the quantile with its order-statistic 95 % CI; a side the
     * runs are too few for has no bar) and {@code deadline} (P(makespan > deadline) with its Wilson 95 % CI;
     * needs {@code deadlineSeconds}).
     */
    public static Data data(ExperimentResult r, String figure, String xPath, Path dir, Double deadlineSeconds)
            throws ScenarioException {
        RiskFigure risk = RiskFigure.parse(figure);
        if (risk != null && risk.deadline() && deadlineSeconds == null) {
            throw new ScenarioException(Problem.inFile(dir.toString(),
                    "chart deadline: the experiment has no deadline; run it again with one"));
        }
        String name = risk != null ? (risk.deadline() ? Risk.figure(r) : risk.figure())
                : figure.endsWith("_mean") ? figure.substring(0, figure.length() - 5) : figure;
        List<String> names = r.figureNames();
        if (!names.contains(name)) {
            throw new ScenarioException(Problem.inFile(dir.toString(), "no figure '" + figure + "' in this experiment; it has: "
                    + (names.size() > 30 ? String.join(", ", names.subList(0, 30)) + ", ..." : String.join(", ", names))));
        }
        ExperimentPlan plan = r.plan();
        int xi;
        try {
            xi = axisIndex(plan, xPath);
        } catch (IllegalArgumentException e) {
            throw new ScenarioException(Problem.inFile(dir.toString(), "chart " + figure + ": " + e.getMessage()));
        }
        Sweep xs = plan.sweeps().get(xi);
        boolean numeric = true;
        for (String v : xs.values()) {
            numeric &= parse(v) != null;
        }
        boolean log = xs.kind() == Sweep.Kind.GEOMETRIC && numeric;
        Map<String, List<Point>> lines = new LinkedHashMap<>();
        for (int p : r.finishedPoints()) {
            List<String> values = plan.pointValues(p);
            String key = plan.sweeps().size() == 1 ? name : String.join(", ", labels(plan, values, xi));
            double[] a = r.runsOf(p).stream().map(run -> run.figures().get(name)).filter(v -> v != null)
                    .mapToDouble(Double::doubleValue).toArray();
            if (risk != null) {
                Point pt = risk.point(a, deadlineSeconds, numeric ? parse(values.get(xi)) : xs.values().indexOf(values.get(xi)));
                if (pt != null) {
                    lines.computeIfAbsent(key, k -> new ArrayList<>()).add(pt);
                }
                continue;
            }
            double x = numeric ? parse(values.get(xi)) : xs.values().indexOf(values.get(xi));
            Point pt = meanPoint(x, a);
            if (pt != null) {
                lines.computeIfAbsent(key, k -> new ArrayList<>()).add(pt);
            }
        }
        List<Line> out = new ArrayList<>();
        double low = Double.POSITIVE_INFINITY;
        double high = 0;
        for (Map.Entry<String, List<Point>> e : lines.entrySet()) {
            List<Point> pts = new ArrayList<>(e.getValue());
            pts.sort(Comparator.comparingDouble(Point::x));
            out.add(new Line(e.getKey(), List.copyOf(pts)));
            for (Point pt : pts) {
                low = Math.min(low, pt.low());
                high = Math.max(high, pt.high());
            }
        }
        boolean logY = risk == null && low > 0 && high >= LOG_Y_RATIO * low;
        return new Data(risk != null ? risk.name() : name, xs, numeric, log, List.copyOf(out), logY);
    }

    /**
     * The point of one sweep point's runs: their mean and the 95 % t interval around it (no bar for one run),
     * or null when no value is finite. When no value is negative, neither is their mean: the part of the
     * interval below 0 holds no possible mean, so the interval ends at 0 (its coverage is unchanged).
     */
    static Point meanPoint(double x, double[] values) {
        Stats st = Stats.of(values);
        if (!Double.isFinite(st.mean())) {
            return null;
        }
        double ci = Double.isFinite(st.ci95()) ? st.ci95() : 0;
        double low = st.mean() - ci;
        if (low < 0 && Arrays.stream(values).allMatch(v -> v >= 0)) {
            low = 0;
        }
        return new Point(x, st.mean(), low, st.mean() + ci);
    }

    /** The most tick labels a logarithmic sweep axis shows; a longer sweep is labelled at every k-th value. */
    static final int MAX_SWEEP_TICKS = 12;

    /**
     * A logarithmic x axis for a geometric sweep, labelled at the swept values themselves in plain numbers
     * ({@code 50 100 200 400 800}), not at powers of the base ({@code 2^5.6}).
     */
    static LogAxis sweepLogAxis(Sweep xs) {
        List<Double> values = new ArrayList<>();
        for (String v : xs.values()) {
            values.add(parse(v));
        }
        values.sort(Comparator.naturalOrder());
        int step = Math.max(1, (values.size() + MAX_SWEEP_TICKS - 1) / MAX_SWEEP_TICKS);
        LogAxis la = new LogAxis(xs.path()) {
            @Override
            protected List refreshTicksHorizontal(Graphics2D g2, Rectangle2D dataArea, org.jfree.chart.ui.RectangleEdge edge) {
                List<org.jfree.chart.axis.ValueTick> ticks = new ArrayList<>();
                for (int i = 0; i < values.size(); i += step) {
                    double v = values.get(i);
                    if (getRange().contains(v)) {
                        ticks.add(new org.jfree.chart.axis.LogTick(org.jfree.chart.axis.TickType.MAJOR, v, createTickLabel(v),
                                org.jfree.chart.ui.TextAnchor.TOP_CENTER));
                    }
                }
                return ticks;
            }
        };
        la.setBase(2);
        la.setSmallestValue(1e-300);
        la.setNumberFormatOverride(new java.text.DecimalFormat("#,##0.###", java.text.DecimalFormatSymbols.getInstance(java.util.Locale.ROOT)));
        return la;
    }

    /**
     * A risk figure of a chart: a quantile {@code FIGURE_pNN} (0 < NN < 100) or {@code deadline}.
     *
     * @param figure the figure the quantile is of (null for deadline)
     * @param level  the quantile level in (0, 1), or NaN for deadline
     */
    record RiskFigure(String figure, double level) {

        private static final java.util.regex.Pattern QUANTILE = java.util.regex.Pattern.compile("(.+)_p(\\d{1,2}(?:\\.\\d+)?)");

        /** The risk figure a chart name asks for, or null for an ordinary figure. */
        static RiskFigure parse(String figure) {
            if (figure.equals("deadline")) {
                return new RiskFigure(null, Double.NaN);
            }
            java.util.regex.Matcher m = QUANTILE.matcher(figure);
            if (m.matches()) {
                double pct = Double.parseDouble(m.group(2));
                if (pct > 0 && pct < 100) {
                    return new RiskFigure(m.group(1), pct / 100);
                }
            }
            return null;
        }

        boolean deadline() {
            return figure == null;
        }

        /** The name the chart's file and title use. */
        String name() {
            return deadline() ? "deadline" : figure + "_" + Risk.label(level);
        }

        /** The point of one sweep point's values, or null when there is none (no finite value). */
        Point point(double[] values, Double deadlineSeconds, double x) {
            if (deadline()) {
                Risk.Exceedance e = Risk.exceedance(values, deadlineSeconds);
                return e.n() == 0 ? null : new Point(x, e.probability(), e.low(), e.high());
            }
            Risk.Quantile q = Risk.quantile(values, level);
            if (q.n() == 0) {
                return null;
            }
            return new Point(x, q.value(), Double.isNaN(q.low()) ? q.value() : q.low(), Double.isNaN(q.high()) ? q.value() : q.high());
        }
    }

    /**
     * Draws {@code figure} from the experiment folder {@code dir} against the sweep {@code xPath} (null:
     * the first sweep), one line per combination of the other sweeps' values.
     *
     * @return the PNG and SVG files written
     * @throws ScenarioException when the folder has no sweep, no such sweep or no such figure (naming what it has)
     */
    public static List<Path> draw(Path dir, String figure, String xPath) throws ScenarioException, IOException {
        ExperimentResult r;
        try {
            r = ExperimentFolder.read(dir);
        } catch (IOException e) {
            throw new ScenarioException(e.getMessage());
        }
        ExperimentPlan plan = r.plan();
        if (plan.sweeps().isEmpty()) {
            throw new ScenarioException(Problem.inFile(dir.toString(),
                    "chart " + figure + ": the experiment sweeps nothing to draw it against"));
        }
        Double deadline = RiskFigure.parse(figure) != null ? readDeadline(dir) : null;
        Data d = data(r, figure, xPath, dir, deadline);
        String name = d.figure();
        Sweep xs = d.x();
        boolean numeric = d.numeric();
        boolean log = d.log();
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        for (Line line : d.lines()) {
            YIntervalSeries s = new YIntervalSeries(line.label());
            for (Point pt : line.points()) {
                s.add(pt.x(), pt.mean(), pt.low(), pt.high());
            }
            data.addSeries(s);
        }
        ValueAxis xAxis;
        if (!numeric) {
            xAxis = symbolAxis(xs);
        } else if (log) {
            xAxis = sweepLogAxis(xs);
        } else {
            NumberAxis na = new NumberAxis(xs.path());
            na.setAutoRangeIncludesZero(false);
            xAxis = na;
        }
        boolean seconds = name.equals("simulated_end") || name.equals("makespan") || name.endsWith(".end") || name.endsWith(".cpu");
        String yLabel = name + (seconds ? " [s]" : "") + " (mean and 95 % CI of " + plan.replications()
                + " replication" + (plan.replications() == 1 ? "" : "s") + (d.logY() ? "; log scale" : "") + ")";
        RiskFigure risk = RiskFigure.parse(figure);
        if (risk != null && risk.deadline()) {
            yLabel = "P(" + Risk.figure(r) + " > " + Risk.format(deadline) + " s) (Wilson 95 % CI, " + plan.replications()
                    + " replications)";
        } else if (risk != null) {
            yLabel = name + (seconds || risk.figure().equals("makespan") || risk.figure().equals("simulated_end") ? " [s]" : "")
                    + " (order statistic and its 95 % CI, " + plan.replications() + " replications; no bar: too few runs)";
        }
        ValueAxis yAxis;
        if (d.logY()) {
            LogAxis la = new LogAxis(yLabel);
            la.setBase(10);
            la.setTickUnit(new NumberTickUnit(1), false, false); // a label per decade (1 in log space)
            la.setAutoTickUnitSelection(false);
            la.setMinorTickCount(9);
            la.setMinorTickMarksVisible(true);
            la.setNumberFormatOverride(new java.text.DecimalFormat("#,##0.###"));
            yAxis = la;
        } else {
            NumberAxis na = new NumberAxis(yLabel);
            na.setAutoRangeIncludesZero(true);
            yAxis = na;
        }
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDefaultLinesVisible(true);
        renderer.setDefaultShapesVisible(true);
        renderer.setDrawXError(false);
        renderer.setErrorStroke(new BasicStroke(1.2f));
        renderer.setCapLength(6);
        for (int i = 0; i < d.lines().size(); i++) {
            renderer.setSeriesPaint(i, PALETTE[i % PALETTE.length]);
        }
        XYPlot plot = new XYPlot(data, xAxis, yAxis, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdddddd));
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        String title = r.scenarioName() + ": " + (risk != null && risk.deadline() ? "P(" + Risk.figure(r) + " > "
                + Risk.format(deadline) + " s)" : name) + " against " + xs.path();
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, d.lines().size() > 1);
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);

        String base = "chart-" + name.replaceAll("[^A-Za-z0-9._-]", "_");
        try {
            lbsim.run.result.Manifest.checkMayWrite(dir, List.of(base + ".png", base + ".svg"));
        } catch (IOException e) {
            throw new ScenarioException(e.getMessage());
        }
        System.setProperty("java.awt.headless", "true");
        BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        chart.draw(g, new Rectangle2D.Double(0, 0, WIDTH, HEIGHT));
        g.dispose();
        Path png = dir.resolve(base + ".png");
        AtomicFiles.write(png, os -> {
            if (!ImageIO.write(img, "png", os)) {
                throw new IOException(png + ": no PNG writer");
            }
        });
        SVGGraphics2D svg = new SVGGraphics2D(WIDTH, HEIGHT);
        svg.setDefsKeyPrefix("_lbsim"); // JFreeSVG's default prefix is "_" + System.nanoTime(): the same chart, other bytes
        chart.draw(svg, new Rectangle2D.Double(0, 0, WIDTH, HEIGHT));
        Path svgFile = dir.resolve(base + ".svg");
        AtomicFiles.writeString(svgFile, svg.getSVGDocument());
        lbsim.run.result.Manifest.add(dir, List.of(png, svgFile));
        return List.of(png, svgFile);
    }

    /** The room the y axis, its label and the margins take from the chart's width, in pixels (measured on charts). */
    static final int Y_AXIS_ROOM = 110;

    /**
     * An axis of named sweep values (strategies, say). JFreeChart's SymbolAxis leaves out a label that would overlap
     * its neighbour, so a long name ("adaptive-weighted-factoring" among ten) went missing; when two neighbours do
     * not fit side by side in their shares of the plot's width, the names are written upwards instead, every one.
     */
    static SymbolAxis symbolAxis(Sweep xs) {
        String[] names = xs.values().toArray(new String[0]);
        SymbolAxis axis = new SymbolAxis(xs.path(), names);
        BufferedImage probe = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = probe.createGraphics();
        java.awt.FontMetrics fm = g.getFontMetrics(axis.getTickLabelFont());
        double slot = (WIDTH - Y_AXIS_ROOM) / (double) Math.max(1, names.length);
        boolean overlap = false;
        for (int i = 0; i + 1 < names.length; i++) { // two neighbours, centred on their ticks, need half of each
            overlap |= (fm.stringWidth(names[i]) + fm.stringWidth(names[i + 1])) / 2.0 + 8 > slot;
        }
        g.dispose();
        axis.setVerticalTickLabels(overlap);
        return axis;
    }

    private static Double readDeadline(Path dir) throws ScenarioException {
        try {
            return ExperimentFolder.readDeadline(dir);
        } catch (IOException e) {
            throw new ScenarioException(e.getMessage());
        }
    }

    private static List<String> labels(ExperimentPlan plan, List<String> values, int xi) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < values.size(); k++) {
            if (k != xi) {
                String path = plan.sweeps().get(k).path();
                out.add(path.substring(path.lastIndexOf('/') + 1) + "=" + values.get(k));
            }
        }
        return out;
    }

    private static Double parse(String v) {
        try {
            double d = Double.parseDouble(v);
            return Double.isFinite(d) ? d : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
