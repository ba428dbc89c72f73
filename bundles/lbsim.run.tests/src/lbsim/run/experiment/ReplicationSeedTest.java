package lbsim.run.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** Replication seeds: the documented derivation, reproducible and distinct. */
class ReplicationSeedTest {

    @Test
    void replicationZeroIsTheMasterSeed() {
        assertEquals(42L, ExperimentPlan.replicationSeed(42, 0));
        assertEquals(-7L, ExperimentPlan.replicationSeed(-7, 0));
    }

    /**
     * For master seed 0, replication r's seed is the r-th output of Vigna's reference SplitMix64
     * generator seeded with 0 (splitmix64.c); these are its published first outputs.
     */
    @Test
    void replicationSeedsOfMasterZeroAreSplitMix64sReferenceOutputs() {
        assertEquals(0xE220A8397B1DCDAFL, ExperimentPlan.replicationSeed(0, 1));
        assertEquals(0x6E789E6AA1B965F4L, ExperimentPlan.replicationSeed(0, 2));
        assertEquals(0x06C45D188009454FL, ExperimentPlan.replicationSeed(0, 3));
    }

    @Test
    void seedsAreDistinctAndReproducible() {
        for (long master : new long[] { 0, 1, 42, -1, Long.MAX_VALUE }) {
            Set<Long> seen = new HashSet<>();
            for (int r = 0; r < 10_000; r++) {
                long s = ExperimentPlan.replicationSeed(master, r);
                assertEquals(s, ExperimentPlan.replicationSeed(master, r));
                seen.add(s);
            }
            assertEquals(10_000, seen.size(), "master " + master);
        }
    }
}
