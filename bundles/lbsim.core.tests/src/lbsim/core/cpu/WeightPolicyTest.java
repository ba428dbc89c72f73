package lbsim.core.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
}
