package lbsim.core.dist;

import java.util.Arrays;

import org.apache.commons.rng.UniformRandomProvider;

/**
 * A mixture of k exponential phases: with probability p_i the sample is exponential with mean m_i; spec
 * {@code hyperexponential(p=P1, mean=M1, p=P2, mean=M2, ...)}. Mean {@code sum p_i m_i}, second moment
 * {@code 2 sum p_i m_i^2}. Two uniforms per sample (phase, then inversion).
 */
public final class HyperExponential implements Distribution {

    /** How far the probabilities may sum from 1. */
    public static final double SUM_TOLERANCE = 1e-9;

    private final double[] probabilities;
    private final double[] means;
    private final double[] cumulative;
    private final double mean;

    /**
     * @param probabilities phase probabilities, each in (0, 1], summing to 1 within {@value #SUM_TOLERANCE}
     * @param means         phase means, each > 0 and finite; as many as probabilities, at least one
     * @throws IllegalArgumentException naming the first parameter that breaks a rule
     */
    public HyperExponential(double[] probabilities, double[] means) {
        if (probabilities.length == 0 || probabilities.length != means.length) {
            throw new IllegalArgumentException("hyperexponential: expected one mean per probability and at least one"
                    + " phase, got " + probabilities.length + " probabilities and " + means.length + " means");
        }
        double sum = 0;
        for (int i = 0; i < probabilities.length; i++) {
            double p = probabilities[i];
            if (!(p > 0 && p <= 1)) {
                throw new IllegalArgumentException("hyperexponential: p of phase " + (i + 1) + " must be in (0, 1], got "
                        + Distributions.format(p));
            }
            double m = means[i];
            if (!(m > 0) || Double.isInfinite(m)) {
                throw new IllegalArgumentException("hyperexponential: mean of phase " + (i + 1) + " must be > 0, got "
                        + Distributions.format(m));
            }
            sum += p;
        }
        if (Math.abs(sum - 1) > SUM_TOLERANCE) {
            throw new IllegalArgumentException("hyperexponential: probabilities sum to " + Distributions.formatRounded(sum)
                    + ", not 1");
        }
        this.probabilities = probabilities.clone();
        this.means = means.clone();
        this.cumulative = new double[probabilities.length];
        double c = 0;
        double mu = 0;
        for (int i = 0; i < probabilities.length; i++) {
            c += probabilities[i];
            cumulative[i] = c / sum;
            mu += probabilities[i] * means[i];
        }
        this.mean = mu;
    }

    @Override
    public double sample(UniformRandomProvider rng) {
        double u = rng.nextDouble();
        int last = cumulative.length - 1;
        int i = 0;
        while (i < last && u >= cumulative[i]) {
            i++;
        }
        return -means[i] * Math.log1p(-rng.nextDouble());
    }

    @Override
    public double mean() {
        return mean;
    }

    /** Number of phases. */
    public int phases() {
        return means.length;
    }

    /** Probability of a phase (0-based). */
    public double probability(int phase) {
        return probabilities[phase];
    }

    /** Mean of a phase (0-based). */
    public double phaseMean(int phase) {
        return means[phase];
    }

    @Override
    public String spec() {
        StringBuilder b = new StringBuilder("hyperexponential(");
        for (int i = 0; i < means.length; i++) {
            if (i > 0) {
                b.append(", ");
            }
            b.append("p=").append(Distributions.format(probabilities[i])).append(", mean=")
                    .append(Distributions.format(means[i]));
        }
        return b.append(')').toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HyperExponential h && Arrays.equals(h.probabilities, probabilities)
                && Arrays.equals(h.means, means);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(probabilities) * 31 + Arrays.hashCode(means);
    }

    @Override
    public String toString() {
        return spec();
    }
}
