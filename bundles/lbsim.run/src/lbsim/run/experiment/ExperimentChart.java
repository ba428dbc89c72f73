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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.jfree.svg.SVGGraphics2D;

import lbsim.model.io.ScenarioException;

/**
 * Draws one figure of an experiment against its first swept parameter, with the 95 % confidence
 * interval of each point as an error bar, one line per combination of the other sweeps' values. The x
 * axis is logarithmic when the first sweep is a geometric range, categorical when its values are not
 * numbers. Writes {@code chart-FIGURE.png} (JFreeChart into a BufferedImage) and {@code chart-FIGURE.svg}
 * (into JFreeSVG's SVGGraphics2D) into the experiment folder; needs no display.
 */
public final class ExperimentChart {

    public static final int WIDTH = 1000;
    public static final int HEIGHT = 600;

    private ExperimentChart() {
    }

    /**
     * Draws {@code figure} (a figure name such as {@code makespan}, or a points.csv column such as
     * {@code makespan_mean}) from the experiment folder {@code dir}.
     *
     * @return the PNG and SVG files written
     * @throws ScenarioException when the folder has no sweep or no such figure (naming the figures it has)
     */
    public static List<Path> draw(Path dir, String figure) throws ScenarioException, IOException {
        ExperimentResult r;
        try {
            r = ExperimentFolder.read(dir);
        } catch (IOException e) {
            throw new ScenarioException(e.getMessage());
        }
        String name = figure.endsWith("_mean") ? figure.substring(0, figure.length() - 5) : figure;
        List<String> names = r.figureNames();
        if (!names.contains(name)) {
            throw new ScenarioException(dir + ": no figure '" + figure + "' in this experiment; it has: "
                    + (names.size() > 30 ? String.join(", ", names.subList(0, 30)) + ", ..." : String.join(", ", names)));
        }
        ExperimentPlan plan = r.plan();
        if (plan.sweeps().isEmpty()) {
            throw new ScenarioException(dir + ": chart of " + figure + ": the experiment sweeps nothing to draw it against");
        }
        Sweep xs = plan.sweeps().get(0);
        boolean numeric = true;
        for (String v : xs.values()) {
            numeric &= parse(v) != null;
        }
        boolean log = xs.kind() == Sweep.Kind.GEOMETRIC && numeric;
        Map<String, YIntervalSeries> series = new LinkedHashMap<>();
        for (int p : r.finishedPoints()) {
            List<String> values = plan.pointValues(p);
            String key = plan.sweeps().size() == 1 ? name
                    : String.join(", ", labels(plan, values.subList(1, values.size())));
            double[] a = r.runsOf(p).stream().map(run -> run.figures().get(name)).filter(v -> v != null)
                    .mapToDouble(Double::doubleValue).toArray();
            Stats st = Stats.of(a);
            if (!Double.isFinite(st.mean())) {
                continue;
            }
            double ci = Double.isFinite(st.ci95()) ? st.ci95() : 0;
            double x = numeric ? parse(values.get(0)) : xs.values().indexOf(values.get(0));
            series.computeIfAbsent(key, k -> new YIntervalSeries(k)).add(x, st.mean(), st.mean() - ci, st.mean() + ci);
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        series.values().forEach(data::addSeries);
        ValueAxis xAxis;
        if (!numeric) {
            xAxis = new SymbolAxis(xs.path(), xs.values().toArray(new String[0]));
        } else if (log) {
            LogAxis la = new LogAxis(xs.path());
            la.setBase(2);
            la.setSmallestValue(1e-300);
            xAxis = la;
        } else {
            NumberAxis na = new NumberAxis(xs.path());
            na.setAutoRangeIncludesZero(false);
            xAxis = na;
        }
        boolean seconds = name.equals("simulated_end") || name.equals("makespan") || name.endsWith(".end") || name.endsWith(".cpu");
        NumberAxis yAxis = new NumberAxis(name + (seconds ? " [s]" : "") + " (mean and 95 % CI of " + plan.replications()
                + " replication" + (plan.replications() == 1 ? "" : "s") + ")");
        yAxis.setAutoRangeIncludesZero(true);
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDefaultLinesVisible(true);
        renderer.setDefaultShapesVisible(true);
        renderer.setDrawXError(false);
        renderer.setErrorStroke(new BasicStroke(1.2f));
        renderer.setCapLength(6);
        XYPlot plot = new XYPlot(data, xAxis, yAxis, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdddddd));
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        String title = r.scenarioName() + ": " + name + " against " + xs.path();
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, series.size() > 1);
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);

        String base = "chart-" + name.replaceAll("[^A-Za-z0-9._-]", "_");
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
        return List.of(png, svgFile);
    }

    private static List<String> labels(ExperimentPlan plan, List<String> values) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < values.size(); k++) {
            String path = plan.sweeps().get(k + 1).path();
            out.add(path.substring(path.lastIndexOf('/') + 1) + "=" + values.get(k));
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
