package lbsim.core.balance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Factoring and weighted factoring. Closed forms: a batch of P chunks begins with R_b units left; factoring
 * gives each chunk ceil(R_b / (2P)); weighted factoring gives slave i ceil(R_b w_i / (2 sum(w))).
 */
class FactoringTest {

    private static final double EPS = 1e-12;

    @Test
    void factoringHandsOutBatchesOfPChunksOfCeilRemainingOver2P() {
        // N = 100, P = 4: R_b = 100 -> 13 x 4; 48 -> 6 x 4; 24 -> 3 x 4; 12 -> 2 x 4; 4 -> 1 x 4
        IdleSlaves.Run run = IdleSlaves.run(new Factoring(), 100, 4, 1.0);
        assertArrayEquals(new long[] {13, 13, 13, 13, 6, 6, 6, 6, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1}, run.chunkSizes());
    }

    @Test
    void theLastBatchEndsWhenTheUnitsRunOut() {
        // N = 10, P = 4: R_b = 10 -> 2 x 4; R_b = 2 -> 1, 1 and nothing is left for the other two
        assertArrayEquals(new long[] {2, 2, 2, 2, 1, 1}, IdleSlaves.run(new Factoring(), 10, 4, 1.0).chunkSizes());
        // N = 5, P = 4: R_b = 5 -> 1 x 4; R_b = 1 -> 1
        assertArrayEquals(new long[] {1, 1, 1, 1, 1}, IdleSlaves.run(new Factoring(), 5, 4, 1.0).chunkSizes());
    }

    @Test
    void aBatchIsPRequestsWhicheverSlavesAsk() {
        Factoring f = new Factoring();
        f.start(100, new double[] {1, 1, 1, 1});
        // slave 0 asks four times: the whole first batch, sized from R_b = 100
        assertEquals(13, f.chunk(0, 100, 0.0));
        assertEquals(13, f.chunk(0, 87, 1.0));
        assertEquals(13, f.chunk(0, 74, 2.0));
        assertEquals(13, f.chunk(0, 61, 3.0));
        // the fifth request begins a batch with R_b = 48: ceil(48/8) = 6
        assertEquals(6, f.chunk(2, 48, 4.0));
    }

    @Test
    void weightedFactoringSizesChunksInProportionToTheSpeeds() {
        // speeds 1 2 3 2 (sum 8), N = 1600, unit cost 1 s at speed 1:
        // R_b = 1600 -> 1600 w / 16 = 100 200 300 200, each takes 100 s, all ask again at 100 s
        // R_b =  800 ->  800 w / 16 =  50 100 150 100, each takes  50 s (t = 150)
        // R_b =  400 ->  400 w / 16 =  25  50  75  50, each takes  25 s (t = 175)
        // R_b =  200 ->  200 w / 16 = 12.5 25 37.5 25, rounded up: 13 25 38 25
        double[] speeds = {1, 2, 3, 2};
        IdleSlaves.Run run = IdleSlaves.run(new WeightedFactoring(), 1600, speeds, 1.0);
        long[] first16 = new long[16];
        System.arraycopy(run.chunkSizes(), 0, first16, 0, 16);
        assertArrayEquals(new long[] {100, 200, 300, 200, 50, 100, 150, 100, 25, 50, 75, 50, 13, 25, 38, 25}, first16);
        for (int k = 0; k < 12; k++) {
            IdleSlaves.Handout h = run.handouts().get(k);
            assertEquals(new double[] {0, 100, 150}[k / 4], h.timeSeconds(), EPS, "hand-out " + k);
            assertEquals(k % 4, h.slave());
        }
    }

    @Test
    void weightedFactoringWithEqualSpeedsIsFactoring() {
        long[] factoring = IdleSlaves.run(new Factoring(), 1000, 7, 1.0).chunkSizes();
        long[] weighted = IdleSlaves.run(new WeightedFactoring(), 1000, new double[] {3, 3, 3, 3, 3, 3, 3}, 1.0).chunkSizes();
        assertArrayEquals(factoring, weighted);
        // and the first batch is ceil(1000/14) = 72 each
        assertEquals(72, factoring[0]);
    }

    @Test
    void roundingUpIgnoresFloatingPointNoise() {
        // speeds 1.1 2.2 3.3 are in the ratio 1:2:3, so N = 1200 gives 1200 w / (2 sum(w)) = 100 200 300;
        // in doubles the quotients come out as 100.00000000000001 and 200.00000000000003, which a plain
        // ceiling would turn into 101 and 201
        WeightedFactoring wf = new WeightedFactoring();
        wf.start(1200, new double[] {1.1, 2.2, 3.3});
        assertEquals(100, wf.chunk(0, 1200, 0.0));
        assertEquals(200, wf.chunk(1, 1100, 0.0));
        assertEquals(300, wf.chunk(2, 900, 0.0));
    }

    @Test
    void aVerySlowSlaveStillGetsAtLeastOneUnit() {
        WeightedFactoring wf = new WeightedFactoring();
        wf.start(10, new double[] {1e-6, 1});
        assertEquals(1, wf.chunk(0, 10, 0.0));
        // 10 * 1 / (2 * (1 + 1e-6)) = 4.999995 -> 5
        assertEquals(5, wf.chunk(1, 9, 0.0));
        assertTrue(wf.chunk(1, 4, 0.0) <= 4);
        // a share that underflows to 0 in doubles still gets one unit
        WeightedFactoring extreme = new WeightedFactoring();
        extreme.start(10, new double[] {Double.MIN_VALUE, 1e300});
        assertEquals(1, extreme.chunk(0, 10, 0.0));
    }
}
