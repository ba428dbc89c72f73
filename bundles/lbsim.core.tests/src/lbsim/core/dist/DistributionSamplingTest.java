package lbsim.core.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.engine.RandomStreams;

/**
 * Sample moments of every distribution against closed forms.
 * <p>
 * Tolerances: with n independent samples the sample mean has standard error sigma/sqrt(n), and the sample
 * variance S^2 has standard error sqrt((mu4 - sigma^4)/n) (mu4 the fourth central moment, given in closed
 * form per distribution below). Every check allows 5 standard errors: by the central limit theorem a correct
 * sampler fails one check with probability 5.7e-7, while a wrong parameterisation (e.g. rate for mean, sd for
 * variance) is off by many standard errors at n = 400 000.
 */
class DistributionSamplingTest {

    private static final int N = 400_000;
    private static final double K = 5;

    private static UniformRandomProvider rng(String name) {
        return new RandomStreams(20250611).stream(name);
    }

    /** Asserts sample mean and variance within K standard errors of the closed forms. */
    private static void assertMoments(Distribution d, double mean, double variance, double mu4) {
        UniformRandomProvider r = rng(d.spec());
        double m = 0;
        double m2 = 0;
        for (int i = 1; i <= N; i++) { // Welford
            double x = d.sample(r);
            double delta = x - m;
            m += delta / i;
            m2 += delta * (x - m);
        }
        double s2 = m2 / (N - 1);
        double seMean = Math.sqrt(variance / N);
        double seVar = Math.sqrt((mu4 - variance * variance) / N);
        assertEquals(mean, m, K * seMean, d.spec() + ": sample mean");
        assertEquals(variance, s2, K * seVar, d.spec() + ": sample variance");
    }

    @Test
    void exponentialMeanAndVariance() {
        // mean m, variance m^2, fourth central moment 9 m^4
        double m = 2;
        assertMoments(new Exponential(m), m, m * m, 9 * Math.pow(m, 4));
        assertEquals(2.0, new Exponential(2).mean());
    }

    @Test
    void uniformMeanAndVariance() {
        // (a+b)/2, (b-a)^2/12, fourth central moment (b-a)^4/80
        double a = 1;
        double b = 3;
        assertMoments(new Uniform(a, b), (a + b) / 2, Math.pow(b - a, 2) / 12, Math.pow(b - a, 4) / 80);
        assertEquals(2.0, new Uniform(a, b).mean());
    }

    @Test
    void normalFarFromZeroIsAPlainNormal() {
        // mean 5, sd 1: truncation at 0 is 5 sd away and shifts the mean by phi(5)/Phi(5) = 1.5e-6, far below
        // the standard error 1/sqrt(400000) = 0.0016; fourth central moment 3 sigma^4
        assertMoments(new TruncatedNormal(5, 1), 5, 1, 3);
    }

    @Test
    void normalTruncatedAtItsMeanIsHalfNormal() {
        // N(0,1) truncated at 0 is the half-normal: m = sqrt(2/pi), variance 1 - 2/pi,
        // E X^3 = 2m, E X^4 = 3, so mu4 = 3 - 8m^2 + 6m^2 - 3m^4 = 3 - 2m^2 - 3m^4
        double m = Math.sqrt(2 / Math.PI);
        double mu4 = 3 - 2 * m * m - 3 * Math.pow(m, 4);
        TruncatedNormal d = new TruncatedNormal(0, 1);
        assertMoments(d, m, 1 - 2 / Math.PI, mu4);
        // mean() uses an erfc approximation of relative error < 1.2e-7: error in the mean < 0.8 * 1.2e-7 = 1e-7
        assertEquals(0.7978845608028654, d.mean(), 2e-7);
    }

    @Test
    void truncatedNormalMeanIsTheClosedForm() {
        // mu = 1, sigma = 1, truncation at a = (0 - mu)/sigma = -1:
        // E = mu + sigma phi(a)/(1 - Phi(a)) = 1 + phi(1)/Phi(1), with table values
        // phi(1) = 0.24197072451914337, Phi(1) = 0.841344746068543 -> lambda = 0.28759997...
        double lambda = 0.24197072451914337 / 0.841344746068543;
        double closedMean = 1 + lambda;
        // Var = sigma^2 (1 + a lambda - lambda^2) = 1 - lambda - lambda^2
        double closedVar = 1 - lambda - lambda * lambda;
        TruncatedNormal d = new TruncatedNormal(1, 1);
        // mean(): erfc relative error < 1.2e-7 gives an absolute error < lambda * 1.2e-7 = 3.5e-8
        assertEquals(closedMean, d.mean(), 1e-7);
        UniformRandomProvider r = rng("tn");
        double sum = 0;
        double min = Double.POSITIVE_INFINITY;
        for (int i = 0; i < N; i++) {
            double x = d.sample(r);
            sum += x;
            min = Math.min(min, x);
        }
        assertEquals(closedMean, sum / N, K * Math.sqrt(closedVar / N), "sample mean of normal(1,1) truncated at 0");
        assertTrue(min > 0, "every sample is > 0, got " + min);
    }

    @Test
    void lognormalHasTheGivenMeanAndSd() {
        // parameterised by its own mean M and sd S: s2 = ln(1 + S^2/M^2); excess kurtosis
        // e^{4 s2} + 2 e^{3 s2} + 3 e^{2 s2} - 6, so mu4 = (excess + 3) S^4
        double mean = 3;
        double sd = 1;
        double s2 = Math.log(1 + sd * sd / (mean * mean));
        double excess = Math.exp(4 * s2) + 2 * Math.exp(3 * s2) + 3 * Math.exp(2 * s2) - 6;
        assertMoments(new LogNormal(mean, sd), mean, sd * sd, (excess + 3) * Math.pow(sd, 4));
    }

    @Test
    void hyperexponentialMoments() {
        // p = 0.9 mean 0.5, p = 0.1 mean 5.5: E X^k = k! sum p m^k
        // E X = 1, E X^2 = 2 (0.225 + 3.025) = 6.5, E X^3 = 6 (0.1125 + 16.6375) = 100.5,
        // E X^4 = 24 (0.05625 + 91.50625) = 2197.5; variance 5.5;
        // mu4 = E4 - 4 E1 E3 + 6 E1^2 E2 - 3 E1^4 = 2197.5 - 402 + 39 - 3 = 1831.5
        HyperExponential d = new HyperExponential(new double[] { 0.9, 0.1 }, new double[] { 0.5, 5.5 });
        assertEquals(1.0, d.mean(), 1e-15);
        assertMoments(d, 1.0, 5.5, 1831.5);
    }

    @Test
    void constantDrawsNothing() {
        UniformRandomProvider r = rng("c");
        UniformRandomProvider twin = rng("c");
        Constant c = new Constant(2.5);
        for (int i = 0; i < 10; i++) {
            assertEquals(2.5, c.sample(r));
        }
        assertEquals(twin.nextLong(), r.nextLong(), "constant must not advance the generator");
    }

    @Test
    void empiricalPicksValuesInProportionToWeights(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("d.csv"), "# CPU demands\nvalue,weight\n1,1\n\n2,3\n5,6\n7,0\n");
        Empirical d = Empirical.read(dir.resolve("d.csv"), "d.csv");
        // probabilities 0.1, 0.3, 0.6, 0: mean 0.1 + 0.6 + 3 = 3.7
        assertEquals(3.7, d.mean(), 1e-12);
        double[] p = { 0.1, 0.3, 0.6 };
        double[] values = { 1, 2, 5 };
        long[] count = new long[3];
        UniformRandomProvider r = rng("emp");
        for (int i = 0; i < N; i++) {
            double x = d.sample(r);
            int k = x == 1 ? 0 : x == 2 ? 1 : x == 5 ? 2 : -1;
            assertTrue(k >= 0, "sampled a value not in the file (or of weight 0): " + x);
            count[k]++;
        }
        for (int k = 0; k < 3; k++) {
            // a count is binomial(N, p): standard error sqrt(N p (1-p))
            assertEquals(N * p[k], count[k], K * Math.sqrt(N * p[k] * (1 - p[k])), "count of value " + values[k]);
        }
    }

    @Test
    void empiricalWithoutWeightsIsUniformOverRows(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("d.csv"), "value\n4\n4\n10\n");
        Empirical d = Empirical.read(dir.resolve("d.csv"));
        assertEquals(6.0, d.mean(), 1e-12); // (4 + 4 + 10) / 3
        UniformRandomProvider r = rng("emp2");
        long tens = 0;
        for (int i = 0; i < N; i++) {
            if (d.sample(r) == 10) {
                tens++;
            }
        }
        assertEquals(N / 3.0, tens, K * Math.sqrt(N * (1 / 3.0) * (2 / 3.0)));
    }
}
