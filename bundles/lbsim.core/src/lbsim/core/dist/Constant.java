package lbsim.core.dist;

import org.apache.commons.rng.UniformRandomProvider;

/**
 * Always the same value; spec {@code constant(VALUE)}. Draws no random numbers.
 *
 * @param value the value, finite
 */
public record Constant(double value) implements Distribution {

    /** @throws IllegalArgumentException if the value is NaN or infinite */
    public Constant {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("constant: value must be finite, got " + value);
        }
    }

    @Override
    public double sample(UniformRandomProvider rng) {
        return value;
    }

    @Override
    public double mean() {
        return value;
    }

    @Override
    public String spec() {
        return "constant(" + Distributions.format(value) + ")";
    }

    @Override
    public String toString() {
        return spec();
    }
}
