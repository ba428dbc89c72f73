package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Locale;

import org.junit.jupiter.api.Test;

import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

/**
 * The density strip's counting at scale (not a test: skipped unless {@code -Dlbsim.bench.density=FILE[,FILE...]}
 * names trace files, and its name matches none of surefire's test patterns; run it with
 * {@code -Dtest=DensityStripBenchmark}). For each trace, with every task, state and tag shown, over 1,600 pixel
 * columns: the whole run, its middle tenth and its middle hundredth, in pieces of {@link DensityStrip#PIECE_RECORDS}
 * records; prints the pieces, the wall and CPU time of the count, the intervals and messages counted and the heap
 * in use after it. The whole run's totals must equal the trace's interval and message counts.
 */
class DensityStripBenchmark {

    @Test
    void countsAtScale() throws Exception {
        String files = System.getProperty("lbsim.bench.density", "");
        assumeTrue(!files.isEmpty(), "a benchmark: only with -Dlbsim.bench.density=FILE[,FILE...]");
        var threads = ManagementFactory.getThreadMXBean();
        for (String file : files.split(",")) {
            try (TraceStore s = TraceStores.open(Path.of(file))) {
                double end = s.endSeconds();
                System.out.printf(Locale.ROOT, "density strip: %s, %d intervals, %d messages, %.1f s%n", file,
                        s.intervalCount(), s.messageCount(), end);
                for (double fraction : new double[] { 1, 0.1, 0.01 }) {
                    double t0 = end * (1 - fraction) / 2;
                    TimeWindow w = new TimeWindow(t0, t0 + end * fraction, end, 1600);
                    for (int round = 0; round < 3; round++) {
                        long wall = System.nanoTime();
                        long cpu = threads.getCurrentThreadCpuTime();
                        DensityStrip.Counts c = DensityStrip.count(s, w, t -> true, x -> true, x -> true,
                                DensityStrip.PIECE_RECORDS, null, null);
                        cpu = threads.getCurrentThreadCpuTime() - cpu;
                        wall = System.nanoTime() - wall;
                        long pieces = Math.max(1, Math.min(1600,
                                (long) Math.ceil(DensityStrip.expectedRecords(s, w) / DensityStrip.PIECE_RECORDS)));
                        Runtime r = Runtime.getRuntime();
                        System.out.printf(Locale.ROOT,
                                "  window %5.1f %% round %d: %4d pieces, %7.0f ms wall, %7.0f ms CPU, %d intervals,"
                                        + " %d messages, max %d a column, heap in use %d MiB%n",
                                100 * fraction, round, pieces, wall / 1e6, cpu / 1e6, c.intervalTotal(), c.messageTotal(),
                                c.max(), (r.totalMemory() - r.freeMemory()) >> 20);
                        if (fraction == 1) {
                            assertEquals(s.intervalCount(), c.intervalTotal());
                            assertEquals(s.messageCount(), c.messageTotal());
                        }
                    }
                }
            }
        }
    }
}
