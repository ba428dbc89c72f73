package lbsim.core.balance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Trapezoid self-scheduling: f = ceil(N/(2P)) and l = 1 unless given, C = ceil(2N/(f+l)),
 * d = (f-l)/(C-1), chunk i = f - floor(i (f-l) / (C-1)) (d kept exact, each size rounded up), cut to what
 * remains.
 */
class TrapezoidSelfSchedulingTest {

    @Test
    void decreasesLinearlyFromFirstToLastWhenTheDecrementIsWhole() {
        // N = 100, P = 2, f = 19, l = 1: C = ceil(200/20) = 10, d = 18/9 = 2;
        // 19 17 15 13 11 9 7 5 3 1, sum 10 (19 + 1) / 2 = 100 exactly
        TrapezoidSelfScheduling tss = new TrapezoidSelfScheduling(19, 1);
        IdleSlaves.Run run = IdleSlaves.run(tss, 100, 2, 1.0);
        assertEquals(10, tss.chunkCount());
        assertArrayEquals(new long[] {19, 17, 15, 13, 11, 9, 7, 5, 3, 1}, run.chunkSizes());
    }

    @Test
    void defaultsForAThousandUnitsOnFourSlaves() {
        // f = ceil(1000/8) = 125, l = 1, C = ceil(2000/126) = 16, d = 124/15 = 8.27
        // chunk i = 125 - floor(124 i / 15): 125 117 109 101 92 84 76 68 59 51 43 35 26 (sum 986),
        // then 18 is cut to the 14 that remain
        TrapezoidSelfScheduling tss = new TrapezoidSelfScheduling();
        IdleSlaves.Run run = IdleSlaves.run(tss, 1000, 4, 1.0);
        assertEquals(125, tss.firstChunk());
        assertEquals(1, tss.lastChunk());
        assertEquals(16, tss.chunkCount());
        long[] sizes = run.chunkSizes();
        assertArrayEquals(new long[] {125, 117, 109, 101, 92, 84, 76, 68, 59, 51, 43, 35, 26, 14}, sizes);
        // every uncut chunk lies within one unit above the real trapezoid f - i d
        for (int i = 0; i < sizes.length - 1; i++) {
            double real = 125 - i * 124.0 / 15;
            assertTrue(sizes[i] >= real && sizes[i] < real + 1, "chunk " + i + " = " + sizes[i] + ", trapezoid " + real);
        }
    }

    @Test
    void keepsDecreasingWhenTheDecrementIsBelowOne() {
        // N = 100, P = 4: f = ceil(100/8) = 13, C = ceil(200/14) = 15, d = 12/14;
        // 13 - floor(12 i / 14): 13 13 12 11 10 9 8 7 7 6 (sum 96), then 5 is cut to 4
        // (a decrement truncated to 0 would give fixed chunks of 13 instead)
        IdleSlaves.Run run = IdleSlaves.run(new TrapezoidSelfScheduling(), 100, 4, 1.0);
        assertArrayEquals(new long[] {13, 13, 12, 11, 10, 9, 8, 7, 7, 6, 4}, run.chunkSizes());
    }

    @Test
    void aFirstChunkLargerThanTheUnitsTakesThemAll() {
        TrapezoidSelfScheduling tss = new TrapezoidSelfScheduling(50, 2);
        tss.start(5, new double[] {1, 1});
        assertEquals(5, tss.firstChunk());
        assertEquals(2, tss.lastChunk());
        assertEquals(5, tss.chunk(1, 5, 0.0));
    }

    @Test
    void aLastChunkAboveTheDefaultFirstGivesConstantChunks() {
        // N = 20, P = 4: default f = ceil(20/8) = 3 < l = 5, so f = l = 5: C = ceil(40/10) = 4 chunks of 5
        IdleSlaves.Run run = IdleSlaves.run(new TrapezoidSelfScheduling(TrapezoidSelfScheduling.DEFAULT_FIRST, 5), 20, 4, 1.0);
        assertArrayEquals(new long[] {5, 5, 5, 5}, run.chunkSizes());
    }

    @Test
    void rejectsAFirstBelowTheLastAndSizesBelowOne() {
        assertEquals("trapezoid: first chunk size (2) must be >= last chunk size (3)",
                assertThrows(IllegalArgumentException.class, () -> new TrapezoidSelfScheduling(2, 3)).getMessage());
        assertEquals("trapezoid: last chunk size must be >= 1, got 0",
                assertThrows(IllegalArgumentException.class, () -> new TrapezoidSelfScheduling(4, 0)).getMessage());
    }
}
