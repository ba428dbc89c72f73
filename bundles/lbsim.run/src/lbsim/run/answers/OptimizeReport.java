package lbsim.run.answers;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.chart.ChartFiles;
import lbsim.run.io.AtomicFiles;
import lbsim.run.io.Csv;
import lbsim.run.io.Json;
import lbsim.run.launch.Runs;

/**
 * The files of {@code lbsim optimize}: optimize.json (settings, runs, the winner, every candidate, the
 * front), candidates.csv, the chart optimize.png / .svg (every candidate's objective against its scheduling
 * messages or energy, the Pareto front as a line with --pareto, the winner ringed), and {@code NAME-optimized.lbsim}:
 * the scenario with the given assignments and the winner set (a new file inside the folder; the user's
 * scenario is not touched).
 */
public final class OptimizeReport {

    public static final String JSON = "optimize.json";
    public static final String CSV = "candidates.csv";
    public static final String PNG = "optimize.png";
    public static final String SVG = "optimize.svg";
    public static final int WIDTH = 1000;
    public static final int HEIGHT = 600;

    private OptimizeReport() {
    }

    /** The file name of the winner's scenario: NAME-optimized.lbsim. */
    public static String scenarioName(String scenarioFile) {
        String f = Path.of(scenarioFile).getFileName().toString();
        return (f.endsWith(".lbsim") ? f.substring(0, f.length() - ".lbsim".length()) : f) + "-optimized.lbsim";
    }

    /** Writes the optimize folder (replacing an older one lbsim wrote). */
    public static void write(Path target, Optimize.Result r, Path scenarioFile, String label, List<String> sets, String lbsimVersion)
            throws IOException, ScenarioException {
        Scenario winner = Runs.load(scenarioFile, label, sets);
        MasterSlaveApplication ms = (MasterSlaveApplication) winner.getApplication();
        ms.setStrategyClass(null);
        ms.setStrategy(r.winner().strategy());
        if (r.winner().slaveCount() > 0) {
            ms.setSlaveCount(r.winner().slaveCount());
        }
        String name = scenarioName(label);
        AnswerFolder.write(target, "an optimize folder", dir -> {
            AtomicFiles.writeString(dir.resolve(JSON), Json.write(describe(r, label, sets, lbsimVersion, name)));
            AtomicFiles.writeString(dir.resolve(CSV), csv(r));
            ChartFiles.write(chart(r), WIDTH, HEIGHT, dir.resolve(PNG), dir.resolve(SVG));
            ScenarioLoader.save(winner, dir.resolve(name));
        });
    }

    /** The chart of the candidates as PNG bytes of {@code width} x {@code height} pixels (for a view to show). */
    public static byte[] png(Optimize.Result r, int width, int height) throws IOException {
        return ChartFiles.png(chart(r), width, height);
    }

    static Map<String, Object> describe(Optimize.Result r, String scenarioFile, List<String> sets, String lbsimVersion,
            String winnerFile) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", "lbsim-optimize");
        m.put("formatVersion", 1);
        m.put("lbsimVersion", lbsimVersion);
        m.put("scenario", r.scenario());
        m.put("scenarioFile", scenarioFile);
        m.put("sets", sets);
        m.put("seed", r.seed());
        m.put("seedDerivation", lbsim.run.experiment.ExperimentFolder.SEED_DERIVATION);
        m.put("objective", r.settings().objective() + " makespan");
        m.put("strategies", r.settings().strategies().stream().map(StrategySpace.Entry::name).toList());
        m.put("searchSlaves", r.settings().slaves());
        m.put("replications", r.settings().replications());
        m.put("firstRungReplications", r.settings().firstRung());
        m.put("searchBudgetPerStrategy", r.settings().searchBudget());
        m.put("method", "CMA-ES (Apache Commons Math) on the log of each strategy's whole-number parameters, then successive"
                + " halving of the best 8 (replications doubled, worse half dropped); common random numbers");
        m.put("runs", r.runs());
        m.put("winner", candidate(r.winner()));
        m.put("winnerScenario", winnerFile);
        m.put("candidates", r.candidates().stream().map(OptimizeReport::candidate).toList());
        if (r.settings().pareto()) {
            m.put("secondObjective", r.settings().second().option());
            m.put("paretoFront", r.front().stream().map(OptimizeReport::candidate).toList());
        }
        return m;
    }

    private static Object candidate(Optimize.Candidate c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("strategy", c.strategy());
        m.put("slaveCount", c.slaveCount());
        m.put("replications", c.replications());
        m.put("objective", c.objective());
        m.put("meanMakespanSeconds", c.meanMakespan());
        m.put("ci95", c.ci95());
        m.put("meanSchedulingMessages", c.meanMessages());
        if (!Double.isNaN(c.meanJoules())) {
            m.put("meanEnergyJoules", c.meanJoules());
        }
        m.put("paretoFront", c.front());
        m.put("assignments", c.assignments());
        return m;
    }

    /** candidates.csv: one line per candidate, most replications first. */
    public static String csv(Optimize.Result r) {
        boolean energy = metered(r);
        StringBuilder sb = new StringBuilder("strategy,slave_count,replications,objective,makespan_mean,makespan_ci95,"
                + "scheduling_messages_mean," + (energy ? "energy_joules_mean," : "") + "pareto_front\n");
        for (Optimize.Candidate c : r.candidates()) {
            sb.append(Csv.text(c.strategy())).append(',').append(c.slaveCount()).append(',').append(c.replications()).append(',')
                    .append(Csv.number(c.objective())).append(',').append(Csv.number(c.meanMakespan())).append(',')
                    .append(Double.isNaN(c.ci95()) ? "" : Csv.number(c.ci95())).append(',').append(Csv.number(c.meanMessages()))
                    .append(',');
            if (energy) {
                sb.append(Double.isNaN(c.meanJoules()) ? "" : Csv.number(c.meanJoules())).append(',');
            }
            sb.append(c.front()).append('\n');
        }
        return sb.toString();
    }

    /** Whether the runs metered energy (some host has a power model). */
    private static boolean metered(Optimize.Result r) {
        return r.candidates().stream().anyMatch(c -> !Double.isNaN(c.meanJoules()));
    }

    /** The printed table: the candidates raced to the final count, then the winner. */
    public static String table(Optimize.Result r, int rows) {
        StringBuilder sb = new StringBuilder();
        String obj = r.settings().objective();
        boolean energy = metered(r);
        sb.append(String.format(Locale.ROOT, "%-36s %6s %5s %14s %14s %12s %10s%s%n", "strategy", "slaves", "reps", "objective [s]",
                "mean [s]", "+- 95 % CI", "messages", energy ? String.format(Locale.ROOT, " %12s", "energy [J]") : ""));
        int shown = 0;
        for (Optimize.Candidate c : r.candidates()) {
            if (shown++ == rows) {
                sb.append(String.format(Locale.ROOT, "... %d more in %s%n", r.candidates().size() - rows, CSV));
                break;
            }
            sb.append(String.format(Locale.ROOT, "%-36s %6s %5d %14.6g %14.6g %12s %10.4g%s%s%n", c.strategy(),
                    c.slaveCount() == 0 ? "all" : Integer.toString(c.slaveCount()), c.replications(), c.objective(), c.meanMakespan(),
                    Double.isNaN(c.ci95()) ? "" : String.format(Locale.ROOT, "%.3g", c.ci95()), c.meanMessages(),
                    energy ? String.format(Locale.ROOT, " %12.6g", c.meanJoules()) : "", c.front() ? "  (front)" : ""));
        }
        return sb.toString();
    }

    /**
     * Objective against the second objective (scheduling messages unless energy was asked for): every candidate,
     * the front (with a second objective), the winner.
     */
    static JFreeChart chart(Optimize.Result r) {
        Optimize.Second second = r.settings().second() == Optimize.Second.ENERGY ? Optimize.Second.ENERGY : Optimize.Second.MESSAGES;
        XYSeries all = new XYSeries("dropped early (objective over their fewer replications)", false, true);
        XYSeries raced = new XYSeries("raced to " + r.settings().replications() + " replications", false, true);
        XYSeries front = new XYSeries("Pareto front (objective and " + second.option() + ")", true, true);
        XYSeries best = new XYSeries("winner: " + r.winner().strategy()
                + (r.winner().slaveCount() > 0 ? ", " + r.winner().slaveCount() + " slaves" : ""), false, true);
        double minX = Double.POSITIVE_INFINITY;
        double maxX = 0;
        for (Optimize.Candidate c : r.candidates()) {
            (c.replications() >= r.settings().replications() ? raced : all).add(c.second(second), c.objective());
            minX = Math.min(minX, c.second(second));
            maxX = Math.max(maxX, c.second(second));
        }
        for (Optimize.Candidate c : r.front()) {
            front.add(c.second(second), c.objective());
        }
        best.add(r.winner().second(second), r.winner().objective());
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(all);
        data.addSeries(raced);
        if (r.settings().pareto()) {
            data.addSeries(front);
        }
        data.addSeries(best);
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer();
        int s = 0;
        renderer.setSeriesLinesVisible(s, false);
        renderer.setSeriesPaint(s, new Color(0x888888));
        renderer.setSeriesShape(s++, new Ellipse2D.Double(-3, -3, 6, 6));
        renderer.setSeriesLinesVisible(s, false);
        renderer.setSeriesPaint(s, new Color(0x009E73));
        renderer.setSeriesShape(s++, new Ellipse2D.Double(-4, -4, 8, 8));
        if (r.settings().pareto()) {
            renderer.setSeriesLinesVisible(s, true);
            renderer.setSeriesPaint(s, new Color(0xD55E00));
            renderer.setSeriesStroke(s, new BasicStroke(2f));
            renderer.setSeriesShape(s++, new Rectangle2D.Double(-4, -4, 8, 8));
        }
        renderer.setSeriesLinesVisible(s, false);
        renderer.setSeriesPaint(s, new Color(0x0072B2));
        renderer.setSeriesShape(s, new Ellipse2D.Double(-8, -8, 16, 16));
        String xLabel = second.axis();
        ValueAxis x;
        if (minX > 0 && maxX >= 20 * minX) {
            LogAxis la = new LogAxis(xLabel + ", log scale");
            la.setBase(10);
            la.setNumberFormatOverride(new java.text.DecimalFormat("#,##0"));
            x = la;
        } else {
            NumberAxis na = new NumberAxis(xLabel);
            na.setAutoRangeIncludesZero(false);
            x = na;
        }
        NumberAxis y = new NumberAxis(r.settings().objective() + " makespan [s]");
        y.setAutoRangeIncludesZero(false);
        XYPlot plot = new XYPlot(data, x, y, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdddddd));
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        XYTextAnnotation label = new XYTextAnnotation("  " + r.winner().strategy(), r.winner().second(second), r.winner().objective());
        label.setTextAnchor(org.jfree.chart.ui.TextAnchor.CENTER_LEFT);
        plot.addAnnotation(label);
        String title = String.format(Locale.ROOT, "%s: %s makespan of %d candidates (%d runs; winner at %d replications)",
                r.scenario(), r.settings().objective(), r.candidates().size(), r.runs(), r.settings().replications());
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        return chart;
    }
}
