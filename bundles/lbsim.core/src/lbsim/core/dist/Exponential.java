package lbsim.core.dist;

import org.apache.commons.rng.UniformRandomProvider;

/**
 * Exponential distribution; spec {@code exponential(mean=M)}. Sampled by inversion,
 * {@code -M ln(1 - U)}, one uniform per sample.
 *
 * @param mean the mean, > 0 and finite (the rate is 1/mean)
 */
public record Exponential(double mean) implements Distribution {

    /** @throws IllegalArgumentException if the mean is not a positive finite number */
    public Exponential {
        if (!(mean > 0) || Double.isInfinite(mean)) {
            throw new IllegalArgumentException("exponential: mean must be > 0, got " + Distributions.format(mean));
        }
    }

    @Override
    public double sample(UniformRandomProvider rng) {
        return -mean * Math.log1p(-rng.nextDouble());
    }

    @Override
    public String spec() {
        return "exponential(mean=" + Distributions.format(mean) + ")";
    }

    @Override
    public String toString() {
        return spec();
    }
}
