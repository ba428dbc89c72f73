package lbsim.core.analytic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Eq. 5 to 8 of seeds/002 (section 2), with the report's example and hand calculations. */
class ConversionTest {

    private static final double EPS = 1e-12;

    @Test
    void halfCpuBoundModuleOnTwiceTheCpuTakesThreeQuartersOfTheTime() {
        // the report's example after eq. 7: CPU% 0.5, CPU 2x, peripherals unchanged:
        // RTEX' = RTEX (0.5 / 2 + 0.5 / 1) = 0.75 RTEX, "only a 25% speed up"
        Conversion c = new Machine("old", 1, 1).to(new Machine("new", 2, 1));
        assertEquals(2, c.cpuRatio(), EPS);
        assertEquals(1, c.peripheralRatio(), EPS);
        assertEquals(0.75, c.runSeconds(1, 0.5), EPS);
        assertEquals(7.5, c.runSeconds(10, 0.5), EPS);
        // eq. 8: CPU%' = 0.25 / 0.75 = 1/3; eq. 5: CPUS' = 0.5 * 10 / 2 = 2.5
        assertEquals(1.0 / 3, c.cpuFraction(0.5), EPS);
        assertEquals(2.5, c.cpuSeconds(10, 0.5), EPS);
    }

    @Test
    void cpuAndPeripheralSpeedsScaleTheirOwnParts() {
        // CPU 1 -> 2.5 (a = 2.5), peripherals 3 -> 6 (b = 2), RTEX 0.2 s at CPU% 0.8:
        // CPUS 0.16 -> 0.064, WAITSEC 0.04 -> 0.02, RTEX' = 0.084, CPU%' = 0.064 / 0.084 = 0.76190...
        Conversion c = new Machine("m1", 1, 3).to(new Machine("m2", 2.5, 6));
        assertEquals(0.084, c.runSeconds(0.2, 0.8), EPS);
        assertEquals(0.064 / 0.084, c.cpuFraction(0.8), EPS);
        assertEquals(0.064, c.cpuSeconds(0.2, 0.8), EPS);
        // purely CPU bound ignores the peripherals, purely I/O bound ignores the CPU
        assertEquals(0.08, c.runSeconds(0.2, 1), EPS);
        assertEquals(0.1, c.runSeconds(0.2, 0), EPS);
        assertEquals(1, c.cpuFraction(1), EPS);
        assertEquals(0, c.cpuFraction(0), EPS);
    }

    @Test
    void convertingThereAndBackGivesTheMeasurementBack() {
        Machine a = new Machine("a", 3.33, 1);
        Machine b = new Machine("b", 8.2, 1.7);
        double rtex = 0.37;
        double p = 0.62;
        double there = a.to(b).runSeconds(rtex, p);
        double pThere = a.to(b).cpuFraction(p);
        assertEquals(rtex, b.to(a).runSeconds(there, pThere), EPS);
        assertEquals(p, b.to(a).cpuFraction(pThere), EPS);
    }

    @Test
    void sameMachineChangesNothing() {
        Machine m = new Machine("m", 3.33, 3.33);
        assertEquals(0.2, m.to(m).runSeconds(0.2, 0.8), EPS);
        assertEquals(0.8, m.to(m).cpuFraction(0.8), EPS);
    }

    @Test
    void badParametersAreRejectedWithTheirName() {
        assertEquals("machine 'x': CPU speed must be > 0 and finite, got 0.0",
                assertThrows(IllegalArgumentException.class, () -> new Machine("x", 0, 1)).getMessage());
        assertEquals("machine 'x': peripheral speed must be > 0 and finite, got NaN",
                assertThrows(IllegalArgumentException.class, () -> new Machine("x", 1, Double.NaN)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Machine(" ", 1, 1));
        assertEquals("calculation 'c': CPU fraction must be between 0 and 1, got 1.5",
                assertThrows(IllegalArgumentException.class, () -> new Calculation("c", 1, 1.5)).getMessage());
        assertEquals("calculation 'c': run time must be >= 0 and finite, got -1.0",
                assertThrows(IllegalArgumentException.class, () -> new Calculation("c", -1, 0.5)).getMessage());
        Conversion c = new Machine("a", 1, 1).to(new Machine("b", 2, 1));
        assertThrows(IllegalArgumentException.class, () -> c.runSeconds(1, -0.1));
    }
}
