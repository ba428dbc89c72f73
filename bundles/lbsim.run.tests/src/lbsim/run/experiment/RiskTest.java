package lbsim.run.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Makespan quantiles with order-statistic intervals and the deadline probability with Wilson's interval:
 * against the binomial table, a known distribution (one exponential task) and a count by hand over the
 * runs of a small experiment.
 */
class RiskTest {

    @TempDir
    Path dir;

    /**
     * The ranks of the 95 % order-statistic interval from the binomial distribution, as in the tables:
     * n = 20, p = 0.5: P(B <= 5) = 0.0207 <= 0.025 < P(B <= 6) = 0.0577, so l = 6; P(B <= 13) = 0.9423 <
     * 0.975 <= P(B <= 14) = 0.9793, so u = 15 (the textbook [x(6), x(15)], coverage 95.9 %).
     * n = 20, p = 0.9: P(B <= 14) = 0.0113 <= 0.025 < P(B <= 15) = 0.0432, so l = 15; P(B <= 19) = 1 - 0.9^20
     * = 0.878 < 0.975, so there is no upper rank (u = 21 > n).
     */
    @Test
    void intervalRanksAreThoseOfTheBinomialTable() {
        assertArrayEquals(new int[] { 6, 15 }, Risk.ranks(20, 0.5));
        assertArrayEquals(new int[] { 15, 21 }, Risk.ranks(20, 0.9));
        // n = 5, p = 0.5: P(B <= 0) = 1/32 = 0.03125 > 0.025: no lower rank; P(B <= 4) = 31/32 = 0.969 < 0.975: no upper
        assertArrayEquals(new int[] { 0, 6 }, Risk.ranks(5, 0.5));
        double[] x = { 5, 1, 4, 2, 3 };
        Risk.Quantile q = Risk.quantile(x, 0.5);
        assertEquals(3.0, q.value()); // x(ceil(2.5)) = x(3)
        assertTrue(Double.isNaN(q.low()) && Double.isNaN(q.high()), "5 runs are too few for a 95 % interval of the median");
    }

    /**
     * Wilson's interval by hand: 0 of 20: centre = (0 + 1.96^2/40) / (1 + 1.96^2/20) = 0.09604 / 1.19207 = 0.08057,
     * half-width = 1.96 sqrt(1.96^2 / 1600) / 1.19207 = 0.08057, so [0, 0.1611]; 10 of 20: centre 0.5, half-width
     * 1.96 sqrt(0.25/20 + 3.8415/1600) / 1.19207 = 0.2007, so [0.2993, 0.7007].
     */
    @Test
    void wilsonIntervalByHand() {
        double[] a = Risk.wilson(0, 20);
        assertEquals(0.0, a[0], 1e-12);
        assertEquals(0.1611, a[1], 1e-4);
        double[] b = Risk.wilson(10, 20);
        assertEquals(0.2993, b[0], 1e-4);
        assertEquals(0.7007, b[1], 1e-4);
    }

    /**
     * The interval covers the true quantile in at least 95 % of samples: 2000 samples of 50 values of an
     * exponential distribution (mean 1) from a seeded generator, the p90 (truth ln 10 = 2.302585) and the
     * median (ln 2). The interval's exact coverage for n = 50 is P(l <= B < u) >= 0.95; the count of covering
     * samples is binomial with sd sqrt(2000 * 0.95 * 0.05) = 9.7, so >= 1860 (0.93) is a 4-sd margin.
     */
    @Test
    void orderStatisticIntervalsCoverTheTruthAtLeast95PercentOfTheTime() {
        java.util.SplittableRandom rng = new java.util.SplittableRandom(2026L);
        int coverP90 = 0;
        int coverP50 = 0;
        for (int t = 0; t < 2000; t++) {
            double[] x = new double[50];
            for (int i = 0; i < x.length; i++) {
                x[i] = -Math.log(1 - rng.nextDouble());
            }
            Risk.Quantile q90 = Risk.quantile(x, 0.9);
            Risk.Quantile q50 = Risk.quantile(x, 0.5);
            if (q90.low() <= Math.log(10) && Math.log(10) <= q90.high()) {
                coverP90++;
            }
            if (q50.low() <= Math.log(2) && Math.log(2) <= q50.high()) {
                coverP50++;
            }
        }
        assertTrue(coverP90 >= 1860, "p90 interval covered the truth " + coverP90 + " of 2000 times");
        assertTrue(coverP50 >= 1860, "median interval covered the truth " + coverP50 + " of 2000 times");
    }

    /** One slave computes one unit of exponential(mean=10) cost on a free network: the makespan is that cost. */
    private Path oneExponentialTask() throws Exception {
        Path f = dir.resolve("one-exponential.lbsim");
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="one-exponential">
                  <platform>
                    <hosts name="m" speed="1.0" segment="free"/>
                    <hosts name="s" speed="1.0" segment="free"/>
                    <segments xsi:type="lbsim:DelayNetwork" name="free"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="s" units="1"
                      unitCost="exponential(mean=10)" requestBytes="0" workBytesFixed="0" resultBytesFixed="0" strategy="self"/>
                  <run seed="11"/>
                </lbsim:Scenario>
                """);
        return f;
    }

    /**
     * The makespan of one exponential(mean 10) task: the p-quantile is -10 ln(1 - p) (p50 6.931, p90 23.03, p99
     * 46.05) and P(makespan > 10 ln 2) = 1/2. With n = 2000 replications, each estimate must lie in its own 95 %
     * interval's reach of the truth (the interval covers it) and within 4 asymptotic standard deviations:
     * sd(q_p) = sqrt(p (1 - p) / n) / f(q_p) = 10 sqrt(p / ((1 - p) n)) for the exponential density; sd of the
     * proportion sqrt(0.25 / n) = 0.011.
     */
    @Test
    void makespanOfOneExponentialTaskHasTheExponentialQuantiles() throws Exception {
        int n = 2000;
        ExperimentPlan plan = new ExperimentPlan(oneExponentialTask().toString(), List.of(), List.of(), n, null, 1, 1);
        ExperimentResult r = ExperimentRunner.prepare(plan, 2).run(2, null);
        assertTrue(r.complete());
        assertEquals("makespan", Risk.figure(r));
        double[] v = Risk.values(r, 0, "makespan");
        assertEquals(n, v.length);
        for (double p : Risk.LEVELS) {
            double truth = -10 * Math.log(1 - p);
            Risk.Quantile q = Risk.quantile(v, p);
            double sd = 10 * Math.sqrt(p / ((1 - p) * n));
            assertEquals(truth, q.value(), 4 * sd, Risk.label(p));
            assertTrue(q.low() <= truth && truth <= q.high(), Risk.label(p) + " interval [" + q.low() + ", " + q.high()
                    + "] misses the truth " + truth);
        }
        Risk.Exceedance e = Risk.exceedance(v, 10 * Math.log(2));
        assertEquals(0.5, e.probability(), 4 * Math.sqrt(0.25 / n));
        assertTrue(e.low() <= 0.5 && 0.5 <= e.high());
    }

    /**
     * An exhaustive count by hand over the 20 runs of each of two points of a small experiment: the p50 is
     * x(10) of the sorted makespans with interval [x(6), x(15)], the p90 x(18) with [x(15), -] (see the binomial
     * table above), the p99 x(20); P(makespan > T) is the number of runs above T over 20; experiment.json's
     * "risk" entry says the same, and the charts of makespan_p90 and deadline draw these numbers.
     */
    @Test
    void experimentJsonAndChartsHoldTheHandCountedRisk() throws Exception {
        ExperimentPlan plan = new ExperimentPlan(oneExponentialTask().toString(), List.of(),
                List.of(Sweep.parse("platform/hosts[name=s]/speed=1,2")), 20, null, 1, 1);
        ExperimentResult r = ExperimentRunner.prepare(plan, 2).run(2, null);
        double deadline = 12.5;
        Path out = dir.resolve("exp");
        ExperimentFolder.install(ExperimentFolder.createTemp(out), r, out, "test", false, deadline);
        Map<?, ?> json = (Map<?, ?>) JsonReader.read(Files.readString(out.resolve(ExperimentFolder.EXPERIMENT_JSON)));
        Map<?, ?> risk = (Map<?, ?>) json.get("risk");
        assertEquals("makespan", risk.get("figure"));
        assertEquals(deadline, ((Number) risk.get("deadlineSeconds")).doubleValue());
        List<?> points = (List<?>) risk.get("points");
        assertEquals(2, points.size());
        double[][] expectedP90 = new double[2][];
        double[][] expectedDeadline = new double[2][];
        for (int p = 0; p < 2; p++) {
            double[] x = new double[20];
            int k = 0;
            for (RunRecord run : r.records()) {
                if (run.point() == p) {
                    x[k++] = run.figures().get("makespan");
                }
            }
            assertEquals(20, k);
            Arrays.sort(x);
            int above = 0;
            for (double v : x) {
                if (v > deadline) {
                    above++;
                }
            }
            Map<?, ?> pm = (Map<?, ?>) points.get(p);
            assertEquals(p, ((Number) pm.get("point")).intValue());
            assertEquals(20, ((Number) pm.get("n")).intValue());
            Map<?, ?> p50 = (Map<?, ?>) pm.get("p50");
            assertEquals(x[9], num(p50.get("value")));
            assertEquals(x[5], num(p50.get("ci95Low")));
            assertEquals(x[14], num(p50.get("ci95High")));
            Map<?, ?> p90 = (Map<?, ?>) pm.get("p90");
            assertEquals(x[17], num(p90.get("value")));
            assertEquals(x[14], num(p90.get("ci95Low")));
            assertEquals(null, p90.get("ci95High"), "20 runs give no upper bound of the p90");
            assertEquals(x[19], num(((Map<?, ?>) pm.get("p99")).get("value")));
            Map<?, ?> d = (Map<?, ?>) pm.get("deadline");
            assertEquals(above, ((Number) d.get("exceeding")).intValue());
            assertEquals(above / 20.0, num(d.get("probability")));
            double[] w = Risk.wilson(above, 20);
            assertEquals(w[0], num(d.get("ci95Low")));
            assertEquals(w[1], num(d.get("ci95High")));
            expectedP90[p] = new double[] { p + 1, x[17], x[14], x[17] };
            expectedDeadline[p] = new double[] { p + 1, above / 20.0, w[0], w[1] };
        }
        // the second point's slave is twice as fast: every makespan halves (the same unit costs: common random numbers)
        assertTrue(expectedP90[1][1] < expectedP90[0][1]);

        ExperimentChart.Data q = ExperimentChart.data(r, "makespan_p90", null, out, deadline);
        ExperimentChart.Data d = ExperimentChart.data(r, "deadline", null, out, deadline);
        for (int p = 0; p < 2; p++) {
            ExperimentChart.Point qp = q.lines().get(0).points().get(p);
            assertArrayEquals(expectedP90[p], new double[] { qp.x(), qp.mean(), qp.low(), qp.high() });
            ExperimentChart.Point dp = d.lines().get(0).points().get(p);
            assertArrayEquals(expectedDeadline[p], new double[] { dp.x(), dp.mean(), dp.low(), dp.high() });
        }
        List<Path> files = ExperimentChart.draw(out, "deadline", null);
        assertEquals(List.of(out.resolve("chart-deadline.png"), out.resolve("chart-deadline.svg")), files);
        assertTrue(Files.size(files.get(0)) > 1000);
        assertTrue(Files.exists(ExperimentChart.draw(out, "makespan_p90", null).get(0)));
        assertEquals(deadline, ExperimentFolder.readDeadline(out));
    }

    private static double num(Object o) {
        return ((Number) o).doubleValue();
    }
}
