package lbsim.core.dist;

import org.apache.commons.rng.UniformRandomProvider;

/**
 * A probability distribution of a real quantity, typically a duration in seconds (a think time, an
 * inter-arrival time) or a CPU demand in seconds on the reference machine.
 * <p>
 * Implementations are immutable and thread-safe: all randomness comes from the generator passed to
 * {@link #sample(UniformRandomProvider)}, so one distribution object may serve many streams, and a given
 * generator state always yields the same sample. {@code equals} compares parameters.
 */
public interface Distribution {

    /** One sample, drawn with the given generator (which it advances). */
    double sample(UniformRandomProvider rng);

    /** The mean of the distribution as sampled (for a truncated distribution, the truncated mean). */
    double mean();

    /**
     * The canonical spec string: {@link Distributions#parse} gives back an equal distribution, e.g.
     * {@code exponential(mean=2)}.
     */
    String spec();
}
