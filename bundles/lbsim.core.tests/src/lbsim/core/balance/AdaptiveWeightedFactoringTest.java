package lbsim.core.balance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Adaptive weighted factoring: weights are the measured rates (units finished / their seconds); a slave
 * not yet measured gets its speed times the measured slaves' rate per unit of speed; before any
 * measurement the weights are the speeds. Chunk = ceil(R_b w_i / (2 sum(w))), weights fixed per batch.
 */
class AdaptiveWeightedFactoringTest {

    private static final double EPS = 1e-12;

    @Test
    void aSlaveShownThreeTimesSlowerGetsAThirdOfTheOthersChunks() {
        AdaptiveWeightedFactoring awf = new AdaptiveWeightedFactoring();
        WeightedFactoring wf = new WeightedFactoring();
        double[] speeds = {1, 1, 1, 1};
        awf.start(1600, speeds);
        wf.start(1600, speeds);
        // first batch, R_b = 1600, weights = speeds: 1600 / 8 = 200 each
        assertArrayEquals(new long[] {200, 200, 200, 200}, batch(awf, 1600));
        assertArrayEquals(new long[] {200, 200, 200, 200}, batch(wf, 1600));
        // slaves 0..2 do 200 units in 200 s (rate 1), slave 3 in 600 s (rate 1/3)
        for (Strategy s : new Strategy[] {awf, wf}) {
            s.finished(0, 200, 200.0);
            s.finished(1, 200, 200.0);
            s.finished(2, 200, 200.0);
            s.finished(3, 200, 600.0);
        }
        assertEquals(1.0 / 3, awf.measuredRate(3), EPS);
        // weights 1 1 1 1/3, sum 10/3: slave 3's share of a batch drops from 1/4 to 1/10
        assertEquals(0.1, awf.weight(3) / (awf.weight(0) + awf.weight(1) + awf.weight(2) + awf.weight(3)), EPS);
        // second batch, R_b = 800: 800 w / (20/3) = 120 120 120 40; weighted factoring keeps 100 each
        assertArrayEquals(new long[] {120, 120, 120, 40}, batch(awf, 800));
        assertArrayEquals(new long[] {100, 100, 100, 100}, batch(wf, 800));
    }

    @Test
    void theFirstBatchFollowsTheSpeeds() {
        AdaptiveWeightedFactoring awf = new AdaptiveWeightedFactoring();
        awf.start(1600, new double[] {1, 2, 3, 2});
        // as weighted factoring: 1600 w / 16
        assertArrayEquals(new long[] {100, 200, 300, 200}, batch(awf, 1600));
    }

    @Test
    void anUnmeasuredSlaveIsCalibratedByTheMeasuredOnes() {
        AdaptiveWeightedFactoring awf = new AdaptiveWeightedFactoring();
        awf.start(1000, new double[] {1, 1, 2});
        assertEquals(2.0, awf.weight(2), EPS);
        // slave 0 measured at 2 units/s: k = 2 / 1, slave 2 (speed 2) -> 4, slave 1 (speed 1) -> 2
        awf.finished(0, 100, 50.0);
        assertEquals(2.0, awf.weight(0), EPS);
        assertEquals(2.0, awf.weight(1), EPS);
        assertEquals(4.0, awf.weight(2), EPS);
        // slave 1 measured at 1 unit/s: k = (2 + 1) / (1 + 1) = 1.5, slave 2 -> 3
        awf.finished(1, 100, 100.0);
        assertEquals(1.0, awf.weight(1), EPS);
        assertEquals(3.0, awf.weight(2), EPS);
        assertTrue(Double.isNaN(awf.measuredRate(2)));
    }

    @Test
    void theRateIsTheAverageOverAllFinishedChunks() {
        AdaptiveWeightedFactoring awf = new AdaptiveWeightedFactoring();
        awf.start(1000, new double[] {1});
        // chunks at 3 units/s (300 in 100 s) and 0.5 units/s (100 in 200 s): the average rate is
        // (300 + 100) / (100 + 200) = 4/3, not the mean of the chunk rates (3 + 0.5) / 2 = 1.75
        awf.finished(0, 300, 100.0);
        awf.finished(0, 100, 200.0);
        assertEquals(4.0 / 3, awf.measuredRate(0), EPS);
        // a chunk reported with 0 seconds carries no rate and is ignored
        awf.finished(0, 50, 0.0);
        assertEquals(4.0 / 3, awf.measuredRate(0), EPS);
    }

    @Test
    void rejectsBadFinishedReports() {
        AdaptiveWeightedFactoring awf = new AdaptiveWeightedFactoring();
        awf.start(10, new double[] {1, 1});
        assertEquals("adaptive-weighted-factoring: finished seconds must be >= 0 and finite, got -1.0",
                assertThrows(IllegalArgumentException.class, () -> awf.finished(0, 5, -1.0)).getMessage());
        assertEquals("adaptive-weighted-factoring: finished units must be >= 0, got -5",
                assertThrows(IllegalArgumentException.class, () -> awf.finished(0, -5, 1.0)).getMessage());
        assertEquals("adaptive-weighted-factoring: slave 2 out of range 0..1",
                assertThrows(IllegalArgumentException.class, () -> awf.finished(2, 5, 1.0)).getMessage());
    }

    /** P consecutive requests by slaves 0..P-1, each with what the previous left. */
    private static long[] batch(Strategy s, long remaining) {
        int p = 4;
        long[] sizes = new long[p];
        long r = remaining;
        for (int i = 0; i < p; i++) {
            sizes[i] = s.chunk(i, r, 0.0);
            r -= sizes[i];
        }
        return sizes;
    }
}
