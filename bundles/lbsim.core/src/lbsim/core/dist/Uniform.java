package lbsim.core.dist;

import org.apache.commons.rng.UniformRandomProvider;

/**
 * Continuous uniform distribution on [min, max); spec {@code uniform(min=A, max=B)}. One uniform per sample.
 *
 * @param min lower bound, finite
 * @param max upper bound, finite and greater than min
 */
public record Uniform(double min, double max) implements Distribution {

    /** @throws IllegalArgumentException if a bound is not finite or min is not below max */
    public Uniform {
        if (!Double.isFinite(min) || !Double.isFinite(max)) {
            throw new IllegalArgumentException("uniform: min and max must be finite, got min=" + Distributions.format(min)
                    + ", max=" + Distributions.format(max));
        }
        if (!(min < max)) {
            throw new IllegalArgumentException("uniform: min must be < max, got min=" + Distributions.format(min)
                    + ", max=" + Distributions.format(max));
        }
    }

    @Override
    public double sample(UniformRandomProvider rng) {
        return min + (max - min) * rng.nextDouble();
    }

    @Override
    public double mean() {
        return 0.5 * (min + max);
    }

    @Override
    public String spec() {
        return "uniform(min=" + Distributions.format(min) + ", max=" + Distributions.format(max) + ")";
    }

    @Override
    public String toString() {
        return spec();
    }
}
