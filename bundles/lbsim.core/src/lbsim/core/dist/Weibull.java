package lbsim.core.dist;

import org.apache.commons.rng.UniformRandomProvider;

/**
 * Weibull distribution, the usual model of times to failure; spec {@code weibull(shape=K, scale=L)}.
 * Sampled by inversion, {@code L (-ln(1 - U))^(1/K)}, one uniform per sample. Shape 1 is the exponential
 * of mean L.
 *
 * @param shape K, > 0 and finite (below 1: failures are likelier early; above 1: wear-out)
 * @param scale L, > 0 and finite, in the unit of the samples
 */
public record Weibull(double shape, double scale) implements Distribution {

    /** @throws IllegalArgumentException if shape or scale is not a positive finite number */
    public Weibull {
        if (!(shape > 0) || Double.isInfinite(shape)) {
            throw new IllegalArgumentException("weibull: shape must be > 0, got " + Distributions.format(shape));
        }
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("weibull: scale must be > 0, got " + Distributions.format(scale));
        }
    }

    @Override
    public double sample(UniformRandomProvider rng) {
        return scale * Math.pow(-Math.log1p(-rng.nextDouble()), 1 / shape);
    }

    /** {@code L Gamma(1 + 1/K)}. */
    @Override
    public double mean() {
        return scale * gamma(1 + 1 / shape);
    }

    /** The gamma function for x >= 1 (Lanczos, g = 7, nine coefficients; relative error below 1e-13). */
    static double gamma(double x) {
        double[] c = { 0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
                -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
                1.5056327351493116e-7 };
        double z = x - 1;
        double a = c[0];
        double t = z + 7.5;
        for (int i = 1; i < 9; i++) {
            a += c[i] / (z + i);
        }
        return Math.sqrt(2 * Math.PI) * Math.pow(t, z + 0.5) * Math.exp(-t) * a;
    }

    @Override
    public String spec() {
        return "weibull(shape=" + Distributions.format(shape) + ", scale=" + Distributions.format(scale) + ")";
    }

    @Override
    public String toString() {
        return spec();
    }
}
