package lbsim.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class StepSeriesTest {

    @Test
    void storesOnlyChangesAndAnswersValueAt() {
        StepSeries s = new StepSeries();
        s.add(0, 0.5);
        s.add(1, 0.5); // no change: not stored
        s.add(2, 1.0);
        s.add(2, 0.25); // same time: replaces
        s.add(5, 0);
        assertEquals(3, s.size());
        assertEquals(Double.NaN, s.valueAt(-1));
        assertEquals(0.5, s.valueAt(1.5));
        assertEquals(0.25, s.valueAt(2));
        assertEquals(0.25, s.valueAt(4.99));
        assertEquals(0.0, s.valueAt(7));
        for (int i = 0; i < 100; i++) {
            s.add(10 + i, (i + 1) % 2); // alternating 1, 0, ...: growth beyond the initial capacity
        }
        assertEquals(103, s.size());
        assertEquals(1.0, s.valueAt(108.5)); // i = 98: (98 + 1) % 2 = 1
        assertThrows(IllegalArgumentException.class, () -> s.add(3, 1));
    }
}
