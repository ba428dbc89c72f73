package lbsim.core.balance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Each built-in strategy after a slave is lost (and rejoins), against chunk sizes worked out by hand.
 * The master puts the lost units back into {@code remaining} before telling the strategy.
 */
class SlaveLostTest {

    @Test
    void staticBlockHandsALostBlockWholeToTheNextSlaveThatAsks() {
        StaticBlock s = new StaticBlock();
        s.start(10, new double[] { 1, 1 });
        assertEquals(5, s.chunk(0, 10, 0)); // blocks of 10 / 2
        assertEquals(5, s.chunk(1, 5, 0));
        s.slaveLost(1, 5, 3); // slave 1's 5 units are back: remaining 5
        assertEquals(5, s.returnedUnits());
        assertEquals(5, s.chunk(0, 5, 4));
        assertEquals(0, s.returnedUnits());
    }

    @Test
    void staticBlockGivesUpTheBlockOfASlaveLostBeforeItAsked() {
        StaticBlock s = new StaticBlock();
        s.start(9, new double[] { 1, 1, 1 });
        assertEquals(3, s.chunk(0, 9, 0));
        s.slaveLost(2, 0, 1); // slave 2 never asked: its block of 3 is for others now
        assertEquals(3, s.chunk(1, 6, 1)); // slave 1's own block
        assertEquals(3, s.chunk(0, 3, 2)); // slave 2's block, to slave 0
        s.slaveRejoined(2, 5);
        assertEquals(0, s.chunk(2, 1, 5)); // back, but its block went to slave 0
    }

    @Test
    void staticCyclicHandsALostShareToTheNextSlaveThatAsks() {
        StaticCyclic s = new StaticCyclic();
        s.start(7, new double[] { 1, 1 });
        assertEquals(4, s.chunk(0, 7, 0)); // units 0, 2, 4, 6
        assertEquals(3, s.chunk(1, 3, 0)); // units 1, 3, 5
        s.slaveLost(0, 4, 2);
        assertEquals(4, s.chunk(1, 4, 3));
    }

    @Test
    void selfSchedulingKeepsHandingOneUnit() {
        SelfScheduling s = new SelfScheduling();
        s.start(5, new double[] { 1, 1 });
        s.slaveLost(1, 1, 1);
        assertEquals(1, s.chunk(0, 5, 1));
        s.slaveRejoined(1, 2);
        assertEquals(1, s.chunk(1, 4, 2));
    }

    @Test
    void fixedChunkKeepsItsSize() {
        FixedChunk s = new FixedChunk(4);
        s.start(20, new double[] { 1, 1 });
        s.slaveLost(0, 4, 1);
        assertEquals(4, s.chunk(1, 20, 1));
        assertEquals(3, s.chunk(1, 3, 2));
    }

    @Test
    void guidedDividesAmongTheSlavesStillThere() {
        GuidedSelfScheduling s = new GuidedSelfScheduling();
        s.start(12, new double[] { 1, 1, 1 });
        assertEquals(4, s.chunk(0, 12, 0)); // ceil(12 / 3)
        s.slaveLost(2, 0, 1);
        assertEquals(2, s.presentSlaves());
        assertEquals(4, s.chunk(1, 8, 1)); // ceil(8 / 2)
        s.slaveRejoined(2, 2);
        assertEquals(2, s.chunk(2, 4, 2)); // ceil(4 / 3)
    }

    @Test
    void factoringStartsANewBatchOverTheSlavesLeft() {
        Factoring s = new Factoring();
        s.start(40, new double[] { 1, 1 });
        assertEquals(10, s.chunk(0, 40, 0)); // ceil(40 / (2 x 2))
        assertEquals(10, s.chunk(1, 30, 0));
        s.slaveLost(1, 10, 1); // remaining back to 30
        assertEquals(15, s.chunk(0, 30, 2)); // new batch: ceil(30 / (2 x 1))
        s.slaveRejoined(1, 3);
        assertEquals(4, s.chunk(1, 15, 3)); // that batch of one chunk is over: ceil(15 / (2 x 2))
    }

    @Test
    void weightedFactoringDropsTheLostWeight() {
        WeightedFactoring s = new WeightedFactoring();
        s.start(80, new double[] { 1, 3 });
        assertEquals(10, s.chunk(0, 80, 0)); // 80 x 1/4 / 2
        s.slaveLost(1, 0, 1);
        assertEquals(35, s.chunk(0, 70, 1)); // new batch of 70, weight 1 of 1: 70 / 2
        s.slaveRejoined(1, 2);
        assertEquals(14, s.chunk(1, 35, 2)); // a new batch of 35 with weights 1 + 3: ceil(35 x 3/4 / 2 = 13.125)
    }

    @Test
    void adaptiveWeightedFactoringDropsTheLostSlave() {
        AdaptiveWeightedFactoring s = new AdaptiveWeightedFactoring();
        s.start(40, new double[] { 1, 1 });
        assertEquals(10, s.chunk(0, 40, 0)); // 40 x 1/2 / 2
        s.slaveLost(1, 0, 1);
        assertEquals(15, s.chunk(0, 30, 1)); // new batch of 30 with slave 0 alone: 30 / 2
    }

    @Test
    void trapezoidPlansAgainOverWhatIsLeft() {
        TrapezoidSelfScheduling s = new TrapezoidSelfScheduling();
        s.start(100, new double[] { 1, 1 });
        assertEquals(25, s.chunk(0, 100, 0)); // first = ceil(100 / (2 x 2))
        s.slaveLost(1, 0, 1);
        assertEquals(38, s.chunk(0, 75, 1)); // a new trapezoid over 75 units and 1 slave: first = ceil(75 / 2)
        assertEquals(38, s.firstChunk());
    }
}
