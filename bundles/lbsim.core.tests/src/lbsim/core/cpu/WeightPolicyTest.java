package lbsim.core.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class WeightPolicyTest {

    @Test
    void linux20PriorityIsTwentyMinusNiceClampedToOneToForty() {
        // sys.c of Linux 2.0: priority = 20 - nice; nice -20 -> 40, 0 -> 20, 19 -> 1
        assertEquals(40, WeightPolicy.LINUX_2_0.weight(-20));
        assertEquals(30, WeightPolicy.LINUX_2_0.weight(-10));
        assertEquals(20, WeightPolicy.LINUX_2_0.weight(0));
        assertEquals(10, WeightPolicy.LINUX_2_0.weight(10));
        assertEquals(1, WeightPolicy.LINUX_2_0.weight(19));
    }

    @Test
    void equalSharingGivesWeightOne() {
        assertEquals(1, WeightPolicy.EQUAL.weight(-20));
        assertEquals(1, WeightPolicy.EQUAL.weight(19));
    }

    @Test
    void niceOutsideTheUnixRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> WeightPolicy.LINUX_2_0.weight(20));
        assertThrows(IllegalArgumentException.class, () -> WeightPolicy.LINUX_2_0.weight(-21));
        assertThrows(IllegalArgumentException.class, () -> WeightPolicy.EQUAL.weight(99));
    }

    /**
     * The kernel's inverse table sched_prio_to_wmult (kernel/sched/core.c): 2^32 / weight, rounded. A second,
     * independently printed table, so a mistyped weight shows up as a mismatch.
     */
    private static final long[] CFS_WMULT = {
            48388, 59856, 76040, 92818, 118348,
            147320, 184698, 229616, 287308, 360437,
            449829, 563644, 704093, 875809, 1099582,
            1376151, 1717300, 2157191, 2708050, 3363326,
            4194304, 5237765, 6557202, 8165337, 10153587,
            12820798, 15790321, 19976592, 24970740, 31350126,
            39045157, 49367440, 61356676, 76695844, 95443717,
            119304647, 148102320, 186737708, 238609294, 286331153 };

    @Test
    void cfsHasTheKernelsWeightTable() {
        assertEquals(88761, WeightPolicy.CFS.weight(-20));
        assertEquals(9548, WeightPolicy.CFS.weight(-10));
        assertEquals(1277, WeightPolicy.CFS.weight(-1));
        assertEquals(1024, WeightPolicy.CFS.weight(0));
        assertEquals(820, WeightPolicy.CFS.weight(1));
        assertEquals(110, WeightPolicy.CFS.weight(10));
        assertEquals(15, WeightPolicy.CFS.weight(19));
        assertEquals("cfs", WeightPolicy.CFS.name());
    }

    @Test
    void cfsWeightsAgreeWithTheKernelsInverseTable() {
        double twoTo32 = 4294967296.0;
        for (int nice = -20; nice <= 19; nice++) {
            double w = WeightPolicy.CFS.weight(nice);
            assertEquals(CFS_WMULT[nice + 20], twoTo32 / w, 1.0, "nice " + nice + ": 2^32 / " + w);
        }
    }

    @Test
    void eachCfsNiceStepIsAboutOnePointTwoFive() {
        for (int nice = -20; nice < 19; nice++) {
            double ratio = WeightPolicy.CFS.weight(nice) / WeightPolicy.CFS.weight(nice + 1);
            assertTrue(ratio > 1.19 && ratio < 1.29, "nice " + nice + " -> " + (nice + 1) + ": ratio " + ratio);
            // and it is 1024 / 1.25^nice within a few per cent
            double ideal = 1024 / Math.pow(1.25, nice);
            assertEquals(1.0, WeightPolicy.CFS.weight(nice) / ideal, 0.03, "nice " + nice);
        }
        // the documented effect: a nice-0 job next to a nice-1 job gets about 55 %, i.e. ~10 % more than it
        double share = 1024.0 / (1024 + 820);
        assertEquals(0.555, share, 0.001);
        assertThrows(IllegalArgumentException.class, () -> WeightPolicy.CFS.weight(20));
        assertThrows(IllegalArgumentException.class, () -> WeightPolicy.CFS.weight(-21));
    }

    @Test
    void policiesAreFoundByTheirNames() {
        assertSame(WeightPolicy.LINUX_2_0, WeightPolicy.byName("linux-2.0"));
        assertSame(WeightPolicy.EQUAL, WeightPolicy.byName("equal"));
        assertSame(WeightPolicy.CFS, WeightPolicy.byName("cfs"));
        assertSame(WeightPolicy.CFS, WeightPolicy.byName(" CFS "));
        for (WeightPolicy p : new WeightPolicy[] { WeightPolicy.LINUX_2_0, WeightPolicy.EQUAL, WeightPolicy.CFS }) {
            assertSame(p, WeightPolicy.byName(p.name()), p.name());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> WeightPolicy.byName("o1"));
        assertTrue(e.getMessage().contains("o1") && e.getMessage().contains("cfs"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> WeightPolicy.byName(null));
    }
}
