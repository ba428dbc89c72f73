package lbsim.run.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.io.ScenarioException;

/**
 * The chart's x axis and lines. Task "calm" runs alone on host "quiet": it ends at its work divided by
 * the host's speed, exactly (no competing load, no messages), so every point of the chart is known by
 * hand: workSeconds / speed, with a zero-width confidence interval (every replication is the same).
 */
class ExperimentChartTest {

    @TempDir
    Path dir;

    private ExperimentResult result() throws Exception {
        return result("10,20");
    }

    private ExperimentResult result(String workSeconds) throws Exception {
        Path f = dir.resolve("calm.lbsim");
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="calm">
                  <platform>
                    <hosts name="quiet" speed="1.0" processors="1" scheduler="equal"/>
                  </platform>
                  <application xsi:type="lbsim:ObservedTaskApplication">
                    <tasks name="calm" host="quiet" workSeconds="10" nice="0" startTimeSeconds="0"/>
                  </application>
                  <run seed="7"/>
                </lbsim:Scenario>
                """);
        // the first sweep varies slowest: points 0..2 have workSeconds 10, points 3..5 workSeconds 20
        ExperimentPlan plan = new ExperimentPlan(f.toString(), List.of(),
                List.of(Sweep.parse("application/tasks[name=calm]/workSeconds=" + workSeconds),
                        Sweep.parse("platform/hosts[name=quiet]/speed=1:4:*2")),
                2, null, 1, 1);
        return ExperimentRunner.prepare(plan).run(1, null);
    }

    private static void assertLine(ExperimentChart.Line line, String label, double[] xs, double[] means) {
        assertEquals(label, line.label());
        assertEquals(xs.length, line.points().size(), label);
        for (int i = 0; i < xs.length; i++) {
            ExperimentChart.Point p = line.points().get(i);
            assertEquals(xs[i], p.x(), label);
            assertEquals(means[i], p.mean(), 1e-12, label);
            assertEquals(p.mean(), p.low(), 1e-12, label + ": every replication is the same, the CI is 0");
            assertEquals(p.mean(), p.high(), 1e-12, label);
        }
    }

    @Test
    void theFirstSweepIsTheXAxisByDefault() throws Exception {
        ExperimentChart.Data d = ExperimentChart.data(result(), "task.calm.end", null, dir);
        assertEquals("application/tasks[name=calm]/workSeconds", d.x().path());
        assertFalse(d.log(), "a list of values is not a geometric range");
        assertFalse(d.logY(), "2.5 .. 20 s: linear y");
        assertEquals(3, d.lines().size());
        assertLine(d.lines().get(0), "speed=1", new double[] { 10, 20 }, new double[] { 10, 20 });
        assertLine(d.lines().get(1), "speed=2", new double[] { 10, 20 }, new double[] { 5, 10 });
        assertLine(d.lines().get(2), "speed=4", new double[] { 10, 20 }, new double[] { 2.5, 5 });
    }

    @Test
    void anotherSweepCanBeTheXAxisWithOneLinePerValueOfTheOthers() throws Exception {
        ExperimentResult r = result();
        for (String x : List.of("platform/hosts[name=quiet]/speed", "speed")) {
            ExperimentChart.Data d = ExperimentChart.data(r, "task.calm.end_mean", x, dir);
            assertEquals("platform/hosts[name=quiet]/speed", d.x().path(), x);
            assertTrue(d.log(), "speed=1:4:*2 is a geometric range: log x");
            assertEquals(2, d.lines().size());
            assertLine(d.lines().get(0), "workSeconds=10", new double[] { 1, 2, 4 }, new double[] { 10, 5, 2.5 });
            assertLine(d.lines().get(1), "workSeconds=20", new double[] { 1, 2, 4 }, new double[] { 20, 10, 5 });
        }
    }

    /** Ends from 1/4 s to 400 s (a factor of 1600 >= 100): log y; 1/4 s to 20 s (80): linear. */
    @Test
    void theYAxisIsLogarithmicWhenTheValuesSpanAFactorOf100() throws Exception {
        ExperimentChart.Data d = ExperimentChart.data(result("1,400"), "task.calm.end", "speed", dir);
        assertLine(d.lines().get(0), "workSeconds=1", new double[] { 1, 2, 4 }, new double[] { 1, 0.5, 0.25 });
        assertLine(d.lines().get(1), "workSeconds=400", new double[] { 1, 2, 4 }, new double[] { 400, 200, 100 });
        assertTrue(d.logY());
        assertFalse(ExperimentChart.data(result("1,20"), "task.calm.end", "speed", dir).logY());
    }

    @Test
    void anXAxisThatIsNoSweepIsRefusedNamingTheSweeps() throws Exception {
        ExperimentResult r = result();
        ScenarioException e = assertThrows(ScenarioException.class, () -> ExperimentChart.data(r, "task.calm.end", "nice", dir));
        assertEquals(dir + ": chart task.calm.end: x axis 'nice' is not one of the swept parameters: "
                + "application/tasks[name=calm]/workSeconds, platform/hosts[name=quiet]/speed", e.getMessage());
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> ExperimentChart.axisIndex(
                new ExperimentPlan("x.lbsim", List.of(), List.of(), 2, null, 1, 1), null));
        assertEquals("the experiment sweeps nothing to draw against", none.getMessage());
        assertEquals(1, ExperimentChart.axisIndex(r.plan(), "speed"));
        assertEquals(0, ExperimentChart.axisIndex(r.plan(), null));
    }

    @Test
    void theChartIsDrawnAgainstTheChosenAxis() throws Exception {
        ExperimentResult r = result();
        Path out = dir.resolve("exp");
        Path tmp = ExperimentFolder.createTemp(out);
        ExperimentFolder.install(tmp, r, out, "test", false);
        List<Path> files = ExperimentChart.draw(out, "task.calm.end", "speed");
        assertEquals(List.of(out.resolve("chart-task.calm.end.png"), out.resolve("chart-task.calm.end.svg")), files);
        String svg = Files.readString(files.get(1));
        assertTrue(svg.contains("calm: task.calm.end against platform/hosts[name=quiet]/speed"), "the title names the x axis");
        assertTrue(svg.contains("workSeconds=20"), "the legend names the lines");
    }

    /**
     * Four runs of 0, 0, 0 and 10 s: mean 2.5 s, sample standard deviation 5 s, so the 95 % t interval is
     * 2.5 -+ t(0.975, 3) * 5 / sqrt(4) = 2.5 -+ 3.182446 * 2.5 = [-5.456, 10.456]. A duration is never
     * negative, so neither is its mean: the bar ends at 0; the upper end is unchanged.
     */
    @Test
    void theIntervalOfAMeanOfDurationsEndsAtZero() {
        ExperimentChart.Point p = ExperimentChart.meanPoint(1, new double[] { 0, 0, 0, 10 });
        assertEquals(2.5, p.mean(), 1e-12);
        assertEquals(0, p.low(), 0, "the t interval's lower end, -5.456, is below 0: it ends at 0");
        assertEquals(2.5 + 3.182446305 * 2.5, p.high(), 1e-6);
        ExperimentChart.Point signed = ExperimentChart.meanPoint(1, new double[] { -1, 0, 0, 10 });
        assertEquals(2.25 - 3.182446305 * Math.sqrt((3.25 * 3.25 + 2.25 * 2.25 * 2 + 7.75 * 7.75) / 3) / 2, signed.low(), 1e-6,
                "values that can be negative keep the whole interval");
        assertEquals(null, ExperimentChart.meanPoint(1, new double[0]));
    }

    /** A geometric sweep's log axis is labelled at the swept values in plain numbers, not at 2^5.6. */
    @Test
    void aGeometricSweepIsLabelledAtItsValues() {
        Sweep sweep = Sweep.parse("platform/groups[name=nodes]/meanTimeToFailureSeconds=50:800:*2");
        org.jfree.chart.axis.LogAxis axis = ExperimentChart.sweepLogAxis(sweep);
        axis.setRange(40, 1000);
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(800, 100, java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        List<?> ticks = axis.refreshTicks(g, new org.jfree.chart.axis.AxisState(), new java.awt.geom.Rectangle2D.Double(0, 0, 800, 50),
                org.jfree.chart.ui.RectangleEdge.BOTTOM);
        g.dispose();
        List<String> labels = new java.util.ArrayList<>();
        List<Double> at = new java.util.ArrayList<>();
        for (Object o : ticks) {
            org.jfree.chart.axis.LogTick t = (org.jfree.chart.axis.LogTick) o;
            java.text.AttributedCharacterIterator it = t.getAttributedLabel().getIterator();
            StringBuilder sb = new StringBuilder();
            for (char c = it.first(); c != java.text.CharacterIterator.DONE; c = it.next()) {
                sb.append(c);
            }
            labels.add(sb.toString());
            at.add(t.getValue());
        }
        assertEquals(List.of("50", "100", "200", "400", "800"), labels);
        assertEquals(List.of(50.0, 100.0, 200.0, 400.0, 800.0), at);
    }
    /**
     * Ten strategies on the chart's own width: JFreeChart's SymbolAxis left out "adaptive-weighted-factoring" (its
     * label overlapped a neighbour), so docs/dynamics-energy.png had an unlabelled point. Every name must be on the
     * axis; two-clusters' seven names fit side by side and stay horizontal.
     */
    @Test
    void everyNameOfALongSweepIsOnTheAxis() {
        List<String> names = List.of("static-block", "static-cyclic", "self", "fixed", "guided", "trapezoid", "factoring",
                "weighted-factoring", "adaptive-weighted-factoring", "work-stealing");
        Sweep sweep = Sweep.parse("application/strategy=" + String.join(",", names));
        org.jfree.chart.axis.SymbolAxis axis = ExperimentChart.symbolAxis(sweep);
        assertEquals(names, tickLabels(axis, names.size()));
        assertTrue(axis.isVerticalTickLabels(), "weighted-factoring and adaptive-weighted-factoring do not fit side by side in 89 pixels each");
        List<String> few = List.of("static-block", "self", "guided", "trapezoid", "factoring", "weighted-factoring",
                "adaptive-weighted-factoring");
        org.jfree.chart.axis.SymbolAxis short3 = ExperimentChart.symbolAxis(Sweep.parse("application/strategy=" + String.join(",", few)));
        assertFalse(short3.isVerticalTickLabels());
        assertEquals(few, tickLabels(short3, few.size()));
    }

    private static List<String> tickLabels(org.jfree.chart.axis.SymbolAxis axis, int n) {
        axis.setRange(-0.5, n - 0.5);
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(ExperimentChart.WIDTH, 200,
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        List<?> ticks = axis.refreshTicks(g, new org.jfree.chart.axis.AxisState(),
                new java.awt.geom.Rectangle2D.Double(0, 0, ExperimentChart.WIDTH - ExperimentChart.Y_AXIS_ROOM, 150),
                org.jfree.chart.ui.RectangleEdge.BOTTOM);
        g.dispose();
        List<String> labels = new java.util.ArrayList<>();
        for (Object o : ticks) {
            String text = ((org.jfree.chart.axis.Tick) o).getText();
            if (text != null && !text.isEmpty()) {
                labels.add(text);
            }
        }
        return labels;
    }
}
