package lbsim.core.balance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Static block and static cyclic distribution. Closed forms: with N units and P slaves, block gives
 * slave i {@code floor(N/P) + (i < N mod P ? 1 : 0)} contiguous units starting at
 * {@code i floor(N/P) + min(i, N mod P)}; cyclic gives units {@code i, i+P, ...}, {@code ceil((N-i)/P)} of
 * them. On P identical idle slaves with unit cost c the makespan is {@code ceil(N/P) c}, which is
 * {@code N c / P} when P divides N.
 */
class StaticStrategiesTest {

    private static final double EPS = 1e-12;

    @Test
    void blockSplitsAsEvenlyAsPossibleWithTheFirstSlavesGettingOneMore() {
        StaticBlock block = new StaticBlock();
        block.start(10, new double[] {1, 1, 1, 1});
        // floor(10/4) = 2, 10 mod 4 = 2: slaves 0 and 1 get 3
        assertArrayEquals(new long[] {3, 3, 2, 2}, new long[] {block.share(0), block.share(1), block.share(2), block.share(3)});
        assertArrayEquals(new long[] {0, 1, 2}, block.unitsOf(0));
        assertArrayEquals(new long[] {3, 4, 5}, block.unitsOf(1));
        assertArrayEquals(new long[] {6, 7}, block.unitsOf(2));
        assertArrayEquals(new long[] {8, 9}, block.unitsOf(3));
    }

    @Test
    void cyclicGivesSlaveIEveryPthUnitStartingAtI() {
        StaticCyclic cyclic = new StaticCyclic();
        cyclic.start(10, new double[] {1, 1, 1, 1});
        // ceil(10/4) = 3, ceil(9/4) = 3, ceil(8/4) = 2, ceil(7/4) = 2
        assertArrayEquals(new long[] {3, 3, 2, 2}, new long[] {cyclic.share(0), cyclic.share(1), cyclic.share(2), cyclic.share(3)});
        assertArrayEquals(new long[] {0, 4, 8}, cyclic.unitsOf(0));
        assertArrayEquals(new long[] {1, 5, 9}, cyclic.unitsOf(1));
        assertArrayEquals(new long[] {2, 6}, cyclic.unitsOf(2));
        assertArrayEquals(new long[] {3, 7}, cyclic.unitsOf(3));
    }

    @Test
    void fewerUnitsThanSlavesLeavesTheLastSlavesEmpty() {
        StaticBlock block = new StaticBlock();
        block.start(2, new double[] {1, 1, 1, 1});
        StaticCyclic cyclic = new StaticCyclic();
        cyclic.start(2, new double[] {1, 1, 1, 1});
        for (int i = 0; i < 4; i++) {
            long expected = i < 2 ? 1 : 0;
            assertEquals(expected, block.share(i), "block share of slave " + i);
            assertEquals(expected, cyclic.share(i), "cyclic share of slave " + i);
        }
        assertArrayEquals(new long[] {1}, block.unitsOf(1));
        assertArrayEquals(new long[0], cyclic.unitsOf(3));
        // the driver completes: slaves 2 and 3 get 0 and wait until nothing is left
        IdleSlaves.Run run = IdleSlaves.run(new StaticBlock(), 2, 4, 1.0);
        assertArrayEquals(new long[] {1, 1, 0, 0}, run.unitsPerSlave());
        assertEquals(1.0, run.makespanSeconds(), EPS);
    }

    @Test
    void eachSlaveGetsItsShareAtItsFirstRequestAndZeroAfterwards() {
        StaticBlock block = new StaticBlock();
        block.start(10, new double[] {1, 1, 1, 1});
        assertEquals(2, block.chunk(3, 10, 0.0));
        assertEquals(0, block.chunk(3, 8, 1.0));
        assertEquals(3, block.chunk(0, 8, 1.0));
        assertEquals(0, block.chunk(0, 5, 2.0));
        StaticCyclic cyclic = new StaticCyclic();
        cyclic.start(10, new double[] {1, 1, 1, 1});
        assertEquals(3, cyclic.chunk(1, 10, 0.0));
        assertEquals(0, cyclic.chunk(1, 7, 0.0));
    }

    @Test
    void blockMakespanIsNcOverPWhenPDividesN() {
        // N = 12, P = 4, c = 0.5 s: N c / P = 1.5 s, each slave 3 units
        IdleSlaves.Run run = IdleSlaves.run(new StaticBlock(), 12, 4, 0.5);
        assertEquals(12 * 0.5 / 4, run.makespanSeconds(), EPS);
        assertArrayEquals(new long[] {3, 3, 3, 3}, run.unitsPerSlave());
        // N = 10: ceil(10/4) c = 1.5 s, set by the two slaves with 3 units
        assertEquals(1.5, IdleSlaves.run(new StaticBlock(), 10, 4, 0.5).makespanSeconds(), EPS);
        assertEquals(1.5, IdleSlaves.run(new StaticCyclic(), 10, 4, 0.5).makespanSeconds(), EPS);
    }

    @Test
    void blockAndCyclicDifferWhenUnitCostsGrowWithTheIndex() {
        // a triangular loop: unit j costs (j + 1) c; N = 8, P = 2, c = 1
        // block:  slave 0 has units 0..3: 1+2+3+4 = 10; slave 1 has 4..7: 5+6+7+8 = 26 -> makespan 26
        // cyclic: slave 0 has 0,2,4,6: 1+3+5+7 = 16; slave 1 has 1,3,5,7: 2+4+6+8 = 20 -> makespan 20
        StaticBlock block = new StaticBlock();
        block.start(8, new double[] {1, 1});
        StaticCyclic cyclic = new StaticCyclic();
        cyclic.start(8, new double[] {1, 1});
        assertArrayEquals(new long[] {10, 26}, new long[] {triangularCost(block.unitsOf(0)), triangularCost(block.unitsOf(1))});
        assertArrayEquals(new long[] {16, 20}, new long[] {triangularCost(cyclic.unitsOf(0)), triangularCost(cyclic.unitsOf(1))});
    }

    private static long triangularCost(long[] units) {
        long sum = 0;
        for (long j : units) {
            sum += j + 1;
        }
        return sum;
    }
}
