package lbsim.core.balance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * Self-scheduling, fixed chunks and guided self-scheduling on P identical idle slaves with free messages
 * and unit cost c.
 */
class DynamicChunkingTest {

    private static final double EPS = 1e-12;
    private static final double C = 0.25;

    @Test
    void selfSchedulingMakespanIsCeilNOverPTimesC() {
        // one unit per request: the slaves run in lock step, ceil(N/P) rounds of c each
        long[][] cases = {
            // N, P, ceil(N/P)
            {12, 4, 3},
            {10, 4, 3},
            {3, 4, 1},
            {7, 3, 3},
            {1, 1, 1},
            {1000, 7, 143},
        };
        for (long[] c : cases) {
            IdleSlaves.Run run = IdleSlaves.run(new SelfScheduling(), c[0], (int) c[1], C);
            assertEquals(c[2] * C, run.makespanSeconds(), EPS, "N=" + c[0] + " P=" + c[1]);
            assertEquals(c[0], run.chunkSizes().length, "one unit per chunk");
        }
    }

    @Test
    void fixedChunkGivesKUnitsAndASmallerLastChunk() {
        // N = 10, k = 3, P = 2: chunks 3 3 3 1; slave 0 runs 3 then 3 (ends 6c), slave 1 runs 3 then 1 (ends 4c)
        IdleSlaves.Run run = IdleSlaves.run(new FixedChunk(3), 10, 2, C);
        assertArrayEquals(new long[] {3, 3, 3, 1}, run.chunkSizes());
        assertArrayEquals(new long[] {6, 4}, run.unitsPerSlave());
        assertEquals(6 * C, run.makespanSeconds(), EPS);
        // k P divides N: N = 24, k = 3, P = 4: two rounds, makespan N c / P = 6c
        assertEquals(24 * C / 4, IdleSlaves.run(new FixedChunk(3), 24, 4, C).makespanSeconds(), EPS);
    }

    @Test
    void fixedChunkRejectsASizeBelowOne() {
        assertEquals("chunk size must be >= 1, got 0",
                assertThrows(IllegalArgumentException.class, () -> new FixedChunk(0)).getMessage());
        assertEquals("chunk size must be >= 1, got -5",
                assertThrows(IllegalArgumentException.class, () -> new FixedChunk(-5)).getMessage());
    }

    @Test
    void guidedChunksAreCeilOfRemainingOverP() {
        // N = 100, P = 4: R -> ceil(R/4)
        // 100 -> 25, 75 -> 19, 56 -> 14, 42 -> 11, 31 -> 8, 23 -> 6, 17 -> 5, 12 -> 3, 9 -> 3, 6 -> 2,
        // 4 -> 1, 3 -> 1, 2 -> 1, 1 -> 1
        IdleSlaves.Run run = IdleSlaves.run(new GuidedSelfScheduling(), 100, 4, C);
        assertArrayEquals(new long[] {25, 19, 14, 11, 8, 6, 5, 3, 3, 2, 1, 1, 1, 1}, run.chunkSizes());
        assertArrayEquals(new long[] {100, 75, 56, 42, 31, 23, 17, 12, 9, 6, 4, 3, 2, 1},
                run.handouts().stream().mapToLong(IdleSlaves.Handout::remainingBefore).toArray());
    }

    @Test
    void guidedWithAMinimumChunkStopsShrinkingAtTheMinimum() {
        // N = 100, P = 4, min 4: as above down to 17 -> 5, then 12 -> max(4, 3) = 4, 8 -> 4, 4 -> 4
        IdleSlaves.Run run = IdleSlaves.run(new GuidedSelfScheduling(4), 100, 4, C);
        assertArrayEquals(new long[] {25, 19, 14, 11, 8, 6, 5, 4, 4, 4}, run.chunkSizes());
        // the minimum never exceeds what remains: 3 units, min 4 -> 3
        GuidedSelfScheduling g = new GuidedSelfScheduling(4);
        g.start(3, new double[] {1, 1});
        assertEquals(3, g.chunk(0, 3, 0.0));
        assertEquals("minimum chunk must be >= 1, got 0",
                assertThrows(IllegalArgumentException.class, () -> new GuidedSelfScheduling(0)).getMessage());
    }
}
