package lbsim.core.engine;

import java.util.HashMap;
import java.util.Map;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.core.source64.XoRoShiRo128PlusPlus;

/**
 * Independent random streams, one per named component, all derived from one master seed.
 * <p>
 * A stream's seed depends only on the master seed and the component's name (mixed with SplitMix64),
 * never on how many other streams exist or in which order they were asked for: adding a host leaves
 * every other host's random numbers unchanged, and the same master seed gives the same numbers bit
 * for bit. The generator is XoRoShiRo128++ (period 2^128 - 1) from Apache Commons RNG.
 */
public final class RandomStreams {

    private final long masterSeed;
    private final Map<String, UniformRandomProvider> streams = new HashMap<>();

    public RandomStreams(long masterSeed) {
        this.masterSeed = masterSeed;
    }

    /** The master seed. */
    public long masterSeed() {
        return masterSeed;
    }

    /**
     * The stream of a component, created on first use. Asking twice for the same name returns the same
     * stream (it continues where it was).
     */
    public UniformRandomProvider stream(String component) {
        return streams.computeIfAbsent(component, this::create);
    }

    private UniformRandomProvider create(String component) {
        long state = masterSeed ^ 0x6a09e667f3bcc909L;
        state = splitMix(state + fnv1a64(component));
        long s0 = splitMix(state);
        long s1 = splitMix(s0 ^ 0x9e3779b97f4a7c15L);
        if (s0 == 0 && s1 == 0) {
            s1 = 1; // the all-zero state is the generator's one forbidden state
        }
        return new XoRoShiRo128PlusPlus(s0, s1);
    }

    /** 64-bit FNV-1a over the UTF-16 code units of a name. */
    static long fnv1a64(String s) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            h ^= c & 0xff;
            h *= 0x100000001b3L;
            h ^= c >>> 8;
            h *= 0x100000001b3L;
        }
        return h;
    }

    /** The SplitMix64 finaliser (Steele, Lea, Flood 2014). */
    static long splitMix(long z) {
        z += 0x9e3779b97f4a7c15L;
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
