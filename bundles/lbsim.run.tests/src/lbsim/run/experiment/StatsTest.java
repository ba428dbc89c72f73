package lbsim.run.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Stats against the table of Student's t and hand calculations. */
class StatsTest {

    /** t(0.975, df) from the standard table (three decimals), asked in an order that exercises the memo. */
    @Test
    void tQuantilesAreTheTableValues() {
        int[] df = { 4, 1, 2, 3, 9, 29, 120, 1, 4 };
        double[] table = { 2.776, 12.706, 4.303, 3.182, 2.262, 2.045, 1.980, 12.706, 2.776 };
        for (int i = 0; i < df.length; i++) {
            assertEquals(table[i], Stats.tQuantile975(df[i]), 5e-4, "df " + df[i]);
        }
        assertTrue(Stats.tQuantile975(100_000) > 1.959 && Stats.tQuantile975(100_000) < 1.961); // the normal 1.960
    }

    /**
     * x = 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sum of squares 32, sample sd sqrt(32 / 7) = 2.13809, ci95 =
     * t(0.975, 7) = 2.365 times sd / sqrt 8 = 1.78745.
     */
    @Test
    void aHandCalculation() {
        Stats s = Stats.of(new double[] { 2, 4, 4, 4, 5, 5, 7, 9 });
        assertEquals(8, s.n());
        assertEquals(5.0, s.mean(), 0);
        assertEquals(Math.sqrt(32.0 / 7), s.sd(), 1e-15);
        assertEquals(2.365 * Math.sqrt(32.0 / 7) / Math.sqrt(8), s.ci95(), 5e-4);
        assertTrue(Double.isNaN(Stats.of(new double[] { 3 }).sd()));
        assertEquals(3.0, Stats.of(new double[] { 3 }).mean(), 0);
        assertTrue(Double.isNaN(Stats.of(new double[0]).mean()));
        assertTrue(Double.isNaN(Stats.of(new double[] { 1, Double.NaN }).mean()));
    }
}
