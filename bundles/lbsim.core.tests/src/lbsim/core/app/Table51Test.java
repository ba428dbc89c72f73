package lbsim.core.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.stats.TaskStats;
import lbsim.core.workload.PermanentLoad;

/**
 * Table 5.1 of the MISS-PVM report (seeds/001, section 5.1), WUS columns: percentage of CPU time an
 * observed process at a given nice level receives next to 1, 2 or 3 competing nice-0 processes.
 */
class Table51Test {

    private static final int[] NICE = { 0, 5, 10, 15, 19 };

    /** The WUS columns as printed in the report, rows by nice level, columns by competitors 1, 2, 3. */
    private static final double[][] PRINTED = {
            { 50.0, 33.3, 25.0 },
            { 42.9, 27.3, 20.0 },
            { 33.3, 20.0, 14.0 },
            { 20.0, 11.1, 7.7 },
            { 4.8, 2.4, 1.6 } };

    private static TaskStats observe(int nice, int competitors) {
        Simulation sim = new Simulation(1);
        Host host = new Host(sim, "pc", 1.0, 1, WeightPolicy.LINUX_2_0);
        new PermanentLoad("load", host, competitors, 0).start();
        ObservedTask task = new ObservedTask(sim, "observed", host, 10.0, nice, 0.0);
        task.start();
        sim.run(RunLimits.NONE);
        return task.stats();
    }

    @Test
    void everyCellMatchesPriorityOverSumOfPriorities() {
        for (int r = 0; r < NICE.length; r++) {
            for (int k = 1; k <= 3; k++) {
                double pObs = 20 - NICE[r];
                double expected = pObs / (pObs + 20.0 * k); // p_obs / (p_obs + sum of the others' 20)
                TaskStats s = observe(NICE[r], k);
                assertEquals(expected, s.share(), 1e-12, "nice " + NICE[r] + ", " + k + " competitors");
                assertEquals(10.0 / expected, s.endSeconds(), 1e-9, "end time = W / share");
            }
        }
    }

    @Test
    void roundedToOneDecimalItIsTheReportsTable() {
        for (int r = 0; r < NICE.length; r++) {
            for (int k = 1; k <= 3; k++) {
                double percent = Math.round(observe(NICE[r], k).share() * 1000) / 10.0;
                double printed = PRINTED[r][k - 1];
                if (NICE[r] == 10 && k == 3) {
                    // the report prints 14.0; its own formula gives 10 / 70 = 14.29 %
                    assertEquals(14.3, percent, 1e-9);
                } else {
                    assertEquals(printed, percent, 1e-9, "nice " + NICE[r] + ", " + k + " competitors");
                }
            }
        }
    }
}
