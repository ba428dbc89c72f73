package lbsim.core.workload;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Distribution;
import lbsim.core.dist.Distributions;
import lbsim.core.engine.EventHandler;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/**
 * A Poisson source on one host of speed 1 under the Linux 2.0 policy with all jobs at nice 0 (equal weights)
 * is an M/G/1 processor-sharing queue. Its mean response time E[S]/(1 - rho) and time-average number in
 * system rho/(1 - rho) are the same for every service distribution of mean E[S] (insensitivity of PS), so
 * exponential, deterministic and hyperexponential demands (all with E[S] = 1 s) must give the same figures.
 * <p>
 * Method: batch means. After a warm-up of one batch length from an empty system, the run is cut into B = 30
 * batches of length L. Per batch: the time-average number of competing jobs (from the host's load integral,
 * {@code HostStats.meanCompeting} times the elapsed time, differenced at the batch boundaries) and the mean
 * response time of the jobs that leave in the batch. The 30 batch means are treated as independent normal
 * observations (L is over 100 times the M/M/1 relaxation time 1/(1 - sqrt(rho))^2 s), giving a Student t interval with 29 degrees
 * of freedom.
 * <p>
 * Confidence level: 9 configurations x 2 figures = 18 intervals. For a 99 % family-wise level each interval
 * uses 1 - 0.01/18 (Bonferroni), i.e. the two-sided quantile t(29, 1 - 0.01/36) = 3.8787 (computed with
 * Commons Math TDistribution(29).inverseCumulativeProbability(0.99972222)). Every closed form must lie in its
 * interval, and every half-width must be below 10 % of the closed form, so that an interval too wide to mean
 * anything fails the test instead of passing it. Batch lengths were sized from a pilot run for a half-width of
 * about 7 %; the seed is fixed and was not tuned.
 */
class MG1ProcessorSharingTest {

    private static final int BATCHES = 30;
    private static final double T_QUANTILE = 3.8787086183358994;
    private static final double MAX_RELATIVE_HALF_WIDTH = 0.10;

    private static final String[] DEMANDS = { "exponential(mean=1)", "constant(1)",
            "hyperexponential(p=0.9, mean=0.5, p=0.1, mean=5.5)" };
    private static final double[] RHOS = { 0.3, 0.6, 0.9 };
    /** Batch length in seconds per demand (row) and load (column). */
    private static final double[][] BATCH_SECONDS = { { 2000, 3500, 55000 }, { 1500, 2500, 23000 },
            { 7000, 12000, 100000 } };

    /** One configuration's estimates. */
    private record Estimate(String demand, double rho, double meanN, double halfWidthN, double meanT,
            double halfWidthT) {
    }

    private static Estimate run(int config) {
        int di = config / RHOS.length;
        int ri = config % RHOS.length;
        String spec = DEMANDS[di];
        double rho = RHOS[ri];
        double batch = BATCH_SECONDS[di][ri];
        double warmUp = batch;

        Simulation sim = new Simulation(7_000 + config);
        Host host = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        Distribution demand = Distributions.parse(spec, null);
        PoissonSource source = new PoissonSource(sim, "users", List.of(host), rho / demand.mean(), demand, 0);

        double[] area = new double[BATCHES + 1];
        double[] responseSum = new double[BATCHES];
        long[] departures = new long[BATCHES];
        source.setObserver(new JobObserver() {
            @Override
            public void jobFinished(Job job) {
                double end = job.endTime();
                if (end > warmUp && end <= warmUp + BATCHES * batch) {
                    int b = Math.min(BATCHES - 1, (int) ((end - warmUp) / batch));
                    responseSum[b] += end - job.submitTime();
                    departures[b]++;
                }
            }
        });
        EventHandler boundary = new EventHandler() {
            @Override
            public void handleEvent(int k) {
                host.update();
                area[k] = host.stats(sim.now()).meanCompeting() * sim.now();
                if (k < BATCHES) {
                    sim.schedule(warmUp + (k + 1) * batch, this, k + 1);
                }
            }
        };
        sim.schedule(warmUp, boundary, 0);
        source.start();
        sim.run(RunLimits.NONE.withEndTime(warmUp + BATCHES * batch));

        double[] n = new double[BATCHES];
        double[] t = new double[BATCHES];
        for (int b = 0; b < BATCHES; b++) {
            n[b] = (area[b + 1] - area[b]) / batch;
            t[b] = responseSum[b] / departures[b];
        }
        return new Estimate(spec, rho, mean(n), halfWidth(n), mean(t), halfWidth(t));
    }

    private static double mean(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v;
        }
        return s / x.length;
    }

    private static double halfWidth(double[] x) {
        double m = mean(x);
        double ss = 0;
        for (double v : x) {
            ss += (v - m) * (v - m);
        }
        return T_QUANTILE * Math.sqrt(ss / (x.length - 1)) / Math.sqrt(x.length);
    }

    @Test
    void meanResponseTimeAndNumberInSystemMatchTheClosedForms() {
        // the nine runs are independent simulations: run them on the available cores
        List<Estimate> estimates = IntStream.range(0, DEMANDS.length * RHOS.length).parallel()
                .mapToObj(MG1ProcessorSharingTest::run).toList();
        List<String> failures = new ArrayList<>();
        StringBuilder table = new StringBuilder();
        for (Estimate e : estimates) {
            double trueN = e.rho() / (1 - e.rho());
            double trueT = 1.0 / (1 - e.rho()); // E[S] = 1 s
            String line = String.format("%-52s rho=%.1f  N=%.4f +- %.4f (true %.4f)  T=%.4f +- %.4f (true %.4f)",
                    e.demand(), e.rho(), e.meanN(), e.halfWidthN(), trueN, e.meanT(), e.halfWidthT(), trueT);
            table.append(line).append('\n');
            check(failures, line, "N", e.meanN(), e.halfWidthN(), trueN);
            check(failures, line, "T", e.meanT(), e.halfWidthT(), trueT);
        }
        System.out.print("M/G/1-PS batch means, 99 % family-wise intervals:\n" + table);
        assertTrue(failures.isEmpty(), String.join("\n", failures) + "\nall runs:\n" + table);
    }

    private static void check(List<String> failures, String line, String what, double estimate, double halfWidth,
            double truth) {
        if (Math.abs(estimate - truth) > halfWidth) {
            failures.add(what + " outside its interval: " + line);
        }
        if (halfWidth > MAX_RELATIVE_HALF_WIDTH * truth) {
            failures.add(what + " interval wider than 10 % of the true value: " + line);
        }
    }
}
