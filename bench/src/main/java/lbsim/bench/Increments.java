package lbsim.bench;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.core.source64.XoRoShiRo128PlusPlus;
import org.apache.commons.rng.sampling.distribution.ZigguratSampler;

/**
 * Pre-generated Exp(1) variates, consumed cyclically by every model in the same order, so the cost of
 * random-number generation is identical for all of them and not part of what is measured.
 */
final class Increments {

    /** Number of variates: 2^22 (32 MiB), more than the largest pending count. */
    static final int SIZE = 1 << 22;
    static final int MASK = SIZE - 1;

    final double[] values = new double[SIZE];

    Increments(long seed) {
        UniformRandomProvider rng = new XoRoShiRo128PlusPlus(seed, seed ^ 0x9e3779b97f4a7c15L);
        ZigguratSampler.Exponential exp = ZigguratSampler.Exponential.of(rng);
        for (int i = 0; i < SIZE; i++) {
            values[i] = exp.sample();
        }
    }
}
