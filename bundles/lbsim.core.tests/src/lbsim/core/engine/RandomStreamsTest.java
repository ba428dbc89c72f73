package lbsim.core.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;

import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;

class RandomStreamsTest {

    private static long[] draw(UniformRandomProvider r, int n) {
        long[] x = new long[n];
        for (int i = 0; i < n; i++) {
            x[i] = r.nextLong();
        }
        return x;
    }

    @Test
    void sameSeedAndNameGiveTheSameNumbers() {
        assertArrayEquals(draw(new RandomStreams(7).stream("host ws1"), 100),
                draw(new RandomStreams(7).stream("host ws1"), 100));
    }

    @Test
    void aStreamDoesNotDependOnWhichOtherStreamsExist() {
        RandomStreams alone = new RandomStreams(7);
        long[] expected = draw(alone.stream("host ws1"), 100);
        RandomStreams crowded = new RandomStreams(7);
        for (int i = 0; i < 50; i++) {
            draw(crowded.stream("host extra" + i), 10);
        }
        assertArrayEquals(expected, draw(crowded.stream("host ws1"), 100));
    }

    @Test
    void differentNamesAndSeedsGiveDifferentStreams() {
        long[] a = draw(new RandomStreams(7).stream("a"), 10);
        long[] b = draw(new RandomStreams(7).stream("b"), 10);
        long[] a8 = draw(new RandomStreams(8).stream("a"), 10);
        assertFalse(Arrays.equals(a, b));
        assertFalse(Arrays.equals(a, a8));
    }

    @Test
    void askingTwiceContinuesTheSameStream() {
        RandomStreams s = new RandomStreams(3);
        assertSame(s.stream("x"), s.stream("x"));
    }

    @Test
    void streamsLookUniform() {
        // mean of 100k uniforms: 0.5 with standard error 1/sqrt(12 * 1e5) = 0.000913; allow 5 sigma
        UniformRandomProvider r = new RandomStreams(11).stream("u");
        double sum = 0;
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            sum += r.nextDouble();
        }
        assertEquals(0.5, sum / n, 5 * Math.sqrt(1.0 / 12 / n));
    }
}
