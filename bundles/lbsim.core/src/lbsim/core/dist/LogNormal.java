package lbsim.core.dist;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.ZigguratSampler;

/**
 * Lognormal distribution given by its own mean and standard deviation (not those of its logarithm); spec
 * {@code lognormal(mean=M, sd=S)}. With {@code s2 = ln(1 + S^2/M^2)} and {@code m = ln M - s2/2}, a sample
 * is {@code exp(m + sqrt(s2) Z)} with Z standard normal (Commons RNG ziggurat).
 */
public final class LogNormal implements Distribution {

    private final double mean;
    private final double sd;
    private final double logMean;
    private final double logSd;

    /**
     * @param mean the distribution's mean, > 0
     * @param sd   the distribution's standard deviation, > 0
     * @throws IllegalArgumentException if either is not a positive finite number
     */
    public LogNormal(double mean, double sd) {
        if (!(mean > 0) || Double.isInfinite(mean)) {
            throw new IllegalArgumentException("lognormal: mean must be > 0, got " + Distributions.format(mean));
        }
        if (!(sd > 0) || Double.isInfinite(sd)) {
            throw new IllegalArgumentException("lognormal: sd must be > 0, got " + Distributions.format(sd));
        }
        this.mean = mean;
        this.sd = sd;
        double s2 = Math.log1p(sd * sd / (mean * mean));
        this.logMean = Math.log(mean) - 0.5 * s2;
        this.logSd = Math.sqrt(s2);
    }

    @Override
    public double sample(UniformRandomProvider rng) {
        return Math.exp(logMean + logSd * ZigguratSampler.NormalizedGaussian.of(rng).sample());
    }

    @Override
    public double mean() {
        return mean;
    }

    /** The standard deviation of the distribution. */
    public double sd() {
        return sd;
    }

    @Override
    public String spec() {
        return "lognormal(mean=" + Distributions.format(mean) + ", sd=" + Distributions.format(sd) + ")";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LogNormal l && Double.compare(l.mean, mean) == 0 && Double.compare(l.sd, sd) == 0;
    }

    @Override
    public int hashCode() {
        return Double.hashCode(mean) * 31 + Double.hashCode(sd);
    }

    @Override
    public String toString() {
        return spec();
    }
}
