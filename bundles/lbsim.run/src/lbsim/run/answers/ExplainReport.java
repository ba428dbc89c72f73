package lbsim.run.answers;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.util.List;
import java.util.Locale;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.WaterfallBarRenderer;
import org.jfree.data.category.DefaultCategoryDataset;

import lbsim.run.chart.ChartFiles;
import lbsim.run.io.AtomicFiles;
import lbsim.run.io.Csv;
import lbsim.run.io.Json;

/**
 * The files of {@code lbsim explain}: explain.json ({@link Explain#describe}), budget.csv (cause, sequential
 * and Shapley seconds) and the waterfall chart of the Shapley budget (waterfall.png, waterfall.svg); and
 * the table the command line prints.
 */
public final class ExplainReport {

    public static final String JSON = "explain.json";
    public static final String CSV = "budget.csv";
    public static final String PNG = "waterfall.png";
    public static final String SVG = "waterfall.svg";
    public static final int WIDTH = 1000;
    public static final int HEIGHT = 600;

    private ExplainReport() {
    }

    /** Writes the explain folder (replacing an older one lbsim wrote). */
    public static void write(Path target, Explain.Budget b, String scenarioFile, List<String> sets, String lbsimVersion)
            throws IOException {
        AnswerFolder.write(target, "an explain folder", dir -> {
            AtomicFiles.writeString(dir.resolve(JSON), Json.write(Explain.describe(b, scenarioFile, sets, lbsimVersion)));
            AtomicFiles.writeString(dir.resolve(CSV), csv(b));
            ChartFiles.write(waterfall(b), WIDTH, HEIGHT, dir.resolve(PNG), dir.resolve(SVG));
        });
    }

    /** budget.csv: one line per part (ideal, the causes, makespan), the sequential and the Shapley seconds. */
    public static String csv(Explain.Budget b) {
        StringBuilder sb = new StringBuilder("part,sequential_s,shapley_s\n");
        sb.append("ideal,").append(Csv.number(b.idealSeconds())).append(',').append(Csv.number(b.idealSeconds())).append('\n');
        for (int i = 0; i < b.sequential().size(); i++) {
            sb.append(Csv.text(b.sequential().get(i).cause().label())).append(',').append(Csv.number(b.sequential().get(i).seconds()))
                    .append(',').append(Csv.number(b.shapley().get(i).seconds())).append('\n');
        }
        sb.append("makespan,").append(Csv.number(b.makespanSeconds())).append(',').append(Csv.number(b.makespanSeconds()))
                .append('\n');
        return sb.toString();
    }

    /** The printed table: the ideal, each cause's seconds (sequential and Shapley) with its share, the makespan. */
    public static String table(Explain.Budget b) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%-32s %14s %14s %8s%n", "", "sequential [s]", "Shapley [s]", "share"));
        sb.append(String.format(Locale.ROOT, "%-32s %14.6g %14.6g %7.1f%%%n", "ideal (work / total speed)", b.idealSeconds(),
                b.idealSeconds(), 100 * b.idealSeconds() / b.makespanSeconds()));
        for (int i = 0; i < b.sequential().size(); i++) {
            Explain.Part s = b.sequential().get(i);
            Explain.Part h = b.shapley().get(i);
            sb.append(String.format(Locale.ROOT, "%-32s %+14.6g %+14.6g %7.1f%%%n", "+ " + s.cause().label(), s.seconds(),
                    h.seconds(), 100 * h.seconds() / b.makespanSeconds()));
        }
        sb.append(String.format(Locale.ROOT, "%-32s %14.6g %14.6g %7.1f%%%n", "= makespan", b.makespanSeconds(),
                b.makespanSeconds(), 100.0));
        return sb.toString();
    }

    /** The waterfall chart as PNG bytes of {@code width} x {@code height} pixels (for a view to show). */
    public static byte[] png(Explain.Budget b, int width, int height) throws IOException {
        return lbsim.run.chart.ChartFiles.png(waterfall(b), width, height);
    }

    /** The waterfall of the Shapley budget: the ideal from 0, each cause floating, the makespan from 0. */
    static JFreeChart waterfall(Explain.Budget b) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        String row = "seconds";
        data.addValue(b.idealSeconds(), row, "ideal (work / speed)");
        for (Explain.Part p : b.shapley()) {
            data.addValue(p.seconds(), row, "+ " + p.cause().label());
        }
        data.addValue(b.makespanSeconds(), row, "= makespan");
        WaterfallBarRenderer renderer = new WaterfallBarRenderer(new Color(0x0072B2), new Color(0xD55E00), new Color(0x009E73),
                new Color(0x555555));
        renderer.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}", new DecimalFormat("0.###")));
        renderer.setDefaultItemLabelsVisible(true);
        renderer.setDefaultItemLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        renderer.setDrawBarOutline(true);
        renderer.setDefaultOutlineStroke(new BasicStroke(0.5f));
        CategoryAxis x = new CategoryAxis("cause (Shapley average over the orders of removal; granularity last)");
        x.setCategoryLabelPositions(CategoryLabelPositions.STANDARD);
        x.setMaximumCategoryLabelLines(2);
        NumberAxis y = new NumberAxis("seconds");
        y.setAutoRangeIncludesZero(true);
        CategoryPlot plot = new CategoryPlot(data, x, y, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        String title = String.format(Locale.ROOT, "%s: where the makespan goes (%s, %d slaves, seed %d)", b.scenario(),
                b.strategy(), b.slaves(), b.seed());
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, false);
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        return chart;
    }
}
