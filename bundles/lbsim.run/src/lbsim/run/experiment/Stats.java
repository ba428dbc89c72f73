package lbsim.run.experiment;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * Mean, sample standard deviation and the half-width of the 95 % confidence interval of the mean,
 * {@code t(0.975, n-1) * sd / sqrt(n)} with Student's t quantile (the runs are independent
 * replications). For n = 1 the standard deviation and the interval are undefined (NaN); for n = 0
 * everything is NaN. A NaN among the values makes every result NaN.
 *
 * @param n    number of values
 * @param mean arithmetic mean
 * @param sd   sample standard deviation (divisor n - 1)
 * @param ci95 half-width of the 95 % confidence interval of the mean
 */
public record Stats(int n, double mean, double sd, double ci95) {

    /** Computes the statistics of the values (two passes, in the given order, so results are reproducible). */
    public static Stats of(double[] values) {
        int n = values.length;
        if (n == 0) {
            return new Stats(0, Double.NaN, Double.NaN, Double.NaN);
        }
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        double mean = sum / n;
        if (n == 1) {
            return new Stats(1, mean, Double.NaN, Double.NaN);
        }
        double ss = 0;
        for (double v : values) {
            ss += (v - mean) * (v - mean);
        }
        double sd = Math.sqrt(ss / (n - 1));
        return new Stats(n, mean, sd, tQuantile975(n - 1) * sd / Math.sqrt(n));
    }

    /**
     * The 0.975 quantile of Student's t distribution with the given degrees of freedom (>= 1). Computed
     * once per degrees of freedom (about 14 us each by commons-math's iterative inversion, which made
     * points.csv of a 100,000-point sweep with 35 figures take nearly a minute); a pure function, so the
     * memo cannot change a result.
     */
    public static double tQuantile975(int degreesOfFreedom) {
        return T975.computeIfAbsent(degreesOfFreedom, df -> new TDistribution(null, df,
                TDistribution.DEFAULT_INVERSE_ABSOLUTE_ACCURACY).inverseCumulativeProbability(0.975));
    }

    private static final Map<Integer, Double> T975 = new ConcurrentHashMap<>();
}
