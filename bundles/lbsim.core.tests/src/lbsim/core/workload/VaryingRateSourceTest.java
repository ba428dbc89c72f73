package lbsim.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Constant;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/**
 * The non-homogeneous Poisson source against the integral of its rate.
 * <p>
 * For a non-homogeneous Poisson process the counts in disjoint intervals are independent Poisson variables
 * with mean the integral of the rate over the interval. Each count is checked against its mean within z
 * standard deviations (sqrt of the mean), the normal approximation being excellent for means of hundreds or
 * more. z is the Bonferroni quantile for a 99 % family-wise level over all counts checked in a test:
 * z = Phi^-1(1 - 0.01/(2k)) for k counts (values from Commons Math NormalDistribution, written out).
 */
class VaryingRateSourceTest {

    /** Arrival times (seconds) on one host over {@code seconds} of virtual time. */
    private static List<Double> arrivals(RateFunction rate, double seconds, long seed) {
        Simulation sim = new Simulation(seed);
        Host host = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        VaryingRateSource source = new VaryingRateSource(sim, "daily", List.of(host), rate, new Constant(0.001), 0);
        List<Double> times = new ArrayList<>();
        source.setObserver(new JobObserver() {
            @Override
            public void jobSubmitted(Job job) {
                times.add(job.submitTime());
            }
        });
        source.start();
        sim.run(RunLimits.NONE.withEndTime(seconds));
        assertEquals(times.size(), source.arrivals(host));
        return times;
    }

    /** Counts per bin of the period phase: bin b holds arrivals with (t mod period) in [b w, (b+1) w). */
    private static long[] phaseCounts(List<Double> times, double period, double binWidth) {
        long[] c = new long[(int) Math.round(period / binWidth)];
        for (double t : times) {
            double phase = t - Math.floor(t / period) * period;
            c[Math.min(c.length - 1, (int) (phase / binWidth))]++;
        }
        return c;
    }

    private static void assertPoisson(double mean, long count, double z, String what) {
        assertEquals(mean, count, z * Math.sqrt(mean), what + ": count " + count + " vs mean " + mean);
    }

    @Test
    void stepRateCountsMatchTheIntegralOverManyPeriods() {
        // 2/s on [0, 100), 0.5/s on [100, 300), repeating every 300 s, for 200 periods
        RateFunction rate = new RateFunction(new double[] { 0, 100 }, new double[] { 2, 0.5 }, false, 300);
        int periods = 200;
        List<Double> times = arrivals(rate, periods * 300.0, 11);
        long[] bins = phaseCounts(times, 300, 10);
        // 30 bins + 2 interval totals = 32 counts: z = Phi^-1(1 - 0.01/64) = 3.6047
        double z = 3.6047113948644256;
        long high = 0;
        long low = 0;
        for (int b = 0; b < 30; b++) {
            double r = b < 10 ? 2 : 0.5;
            assertPoisson(r * 10 * periods, bins[b], z, "bin [" + b * 10 + ", " + (b + 1) * 10 + ")");
            if (b < 10) {
                high += bins[b];
            } else {
                low += bins[b];
            }
        }
        assertPoisson(2 * 100 * periods, high, z, "[0, 100) over all periods"); // 40 000
        assertPoisson(0.5 * 200 * periods, low, z, "[100, 300) over all periods"); // 20 000
    }

    @Test
    void linearRateCountsMatchTheIntegralOverManyPeriods() {
        // (0, 0) -> (100, 2) -> (150, 1) -> back to 0 at the period 200, linear in between: thinning rejects
        RateFunction rate = new RateFunction(new double[] { 0, 100, 150 }, new double[] { 0, 2, 1 }, true, 200);
        // the same function written out independently
        DoubleUnaryOperator r = t -> t < 100 ? 0.02 * t : t < 150 ? 2 - (t - 100) / 50 : 1 - (t - 150) / 50;
        int periods = 300;
        List<Double> times = arrivals(rate, periods * 200.0, 12);
        long[] bins = phaseCounts(times, 200, 10);
        // 20 bins: z = Phi^-1(1 - 0.01/40) = 3.4808
        double z = 3.480756404346243;
        for (int b = 0; b < 20; b++) {
            // the rate is linear within each 10 s bin (breakpoints fall on bin edges, the function is continuous): the trapezoid rule is exact
            double integral = 10 * (r.applyAsDouble(10 * b) + r.applyAsDouble(10 * b + 10)) / 2;
            assertPoisson(integral * periods, bins[b], z, "bin [" + b * 10 + ", " + (b + 1) * 10 + ")");
        }
    }

    @Test
    void withoutAPeriodTheLastRateHoldsForever() {
        // 0/s until 50 s, then 1/s for ever
        RateFunction rate = new RateFunction(new double[] { 0, 50 }, new double[] { 0, 1 }, false, 0);
        List<Double> times = arrivals(rate, 10_050, 13);
        assertTrue(times.get(0) >= 50, "no arrival while the rate is 0, first at " + times.get(0));
        // one count: z = Phi^-1(1 - 0.01/2) = 2.5758
        assertPoisson(10_000, times.size(), 2.5758293035489004, "[50, 10050)");
    }

    @Test
    void aRateOfZeroEverywhereSchedulesNothing() {
        Simulation sim = new Simulation(1);
        Host host = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        RateFunction zero = new RateFunction(new double[] { 0, 10 }, new double[] { 0, 0 }, true, 20);
        new VaryingRateSource(sim, "none", List.of(host), zero, new Constant(1), 0).start();
        assertEquals(0, sim.pendingEvents());
    }

    @Test
    void rateFunctionValuesByHand() {
        RateFunction step = new RateFunction(new double[] { 0, 100 }, new double[] { 2, 0.5 }, false, 300);
        assertEquals(2, step.rate(0));
        assertEquals(2, step.rate(99.9));
        assertEquals(0.5, step.rate(100));
        assertEquals(0.5, step.rate(299.9));
        assertEquals(2, step.rate(300)); // next period
        assertEquals(0.5, step.rate(3 * 300 + 150));
        assertEquals(2, step.maxRate());

        RateFunction lin = new RateFunction(new double[] { 0, 100, 150 }, new double[] { 0, 2, 1 }, true, 200);
        assertEquals(1.0, lin.rate(50), 1e-12); // halfway from 0 to 2
        assertEquals(1.5, lin.rate(125), 1e-12); // halfway from 2 to 1
        assertEquals(0.5, lin.rate(175), 1e-12); // halfway from 1 back to r(0) = 0 at the period
        assertEquals(1.0, lin.rate(200 + 50), 1e-12);
        assertEquals(2, lin.maxRate());

        RateFunction once = new RateFunction(new double[] { 0, 10 }, new double[] { 1, 3 }, true, 0);
        assertEquals(2, once.rate(5), 1e-12);
        assertEquals(3, once.rate(1e6)); // the last rate holds forever
    }
}
