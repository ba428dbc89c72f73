package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.engine.StopReason;
import lbsim.core.stats.TaskActivity;
import lbsim.model.Host;
import lbsim.model.RealApplication;
import lbsim.model.Scenario;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;

/**
 * CLUE's ScaLAPACK-style kernels as real programs (examples/programs/src/examples/factor, scenarios
 * examples/real-lu.lbsim and real-cholesky.lbsim): the distributed factors equal sequential ones on
 * several grids, and the declared computation follows the platform: its total is the closed-form flop
 * count of the large problem (2/3 N^3 for LU, N^3 / 3 for Cholesky, counted block by block: with m blocks
 * of order b the sums are exactly 2/3 (m b)^3 and (m b)^3 / 3) divided by the reference rate (the
 * scenarios' 2e8 flop/s) and the hosts' speed.
 */
class ClueKernelsTest {

    @TempDir
    static Path classes;

    @BeforeAll
    static void compileTheExamples() throws Exception {
        ExamplePrograms.compile(ExamplePrograms.sources(), classes);
    }

    private static Scenario example(String name, String grid) throws Exception {
        Scenario s = Examples.load(name);
        RealApplication app = (RealApplication) s.getApplication();
        app.getClassPath().clear();
        app.getArgs().set(0, grid);
        return s;
    }

    private static ExamplePrograms.Printed<RunOutcome> run(Scenario s) throws Exception {
        return ExamplePrograms.capture(() -> ScenarioRunner.run(s, "x.lbsim", List.of(), null, null, new lbsim.run.ExtraClassPath(List.of(classes), "--classpath", "--classpath on the command line")));
    }

    private static double number(String line, String regex) {
        Matcher m = Pattern.compile(regex).matcher(line);
        assertTrue(m.find(), "no " + regex + " in " + line);
        return Double.parseDouble(m.group(1));
    }

    private static final double RATE = 2e8;

    /** Sum of the compute time of every task (the master computes nothing). */
    private static double computeSeconds(RunOutcome r) {
        double sum = 0;
        for (TaskActivity a : r.activities()) {
            sum += a.computeSeconds();
        }
        return sum;
    }

    @Test
    void luFactorsEqualTheSequentialOnesOnEveryGrid() throws Exception {
        // 40 x 40 in 4 x 4 blocks: 10 block rows, which 3 does not divide (a ragged block-cyclic layout)
        for (String grid : List.of("1x1", "2x4", "4x2", "3x2", "1x8")) {
            ExamplePrograms.Printed<RunOutcome> r = run(example("real-lu.lbsim", grid));
            assertEquals(StopReason.COMPLETED, r.value().stopReason(), grid);
            String line = r.line("lu:");
            assertTrue(line.contains("max |LU - sequential| = 0.0,"), line);
            assertTrue(number(line, "max \\|L U - A\\| / max \\|A\\| = ([0-9.eE+-]+);") < 1e-14, line);
            int p = grid.charAt(0) - '0';
            int q = grid.charAt(2) - '0';
            assertEquals(1 + p * q, r.value().activities().size(), grid);
        }
    }

    @Test
    void choleskyFactorsEqualTheSequentialOnesOnEveryGrid() throws Exception {
        for (String grid : List.of("1x1", "2x4", "4x2", "3x2", "1x8")) {
            ExamplePrograms.Printed<RunOutcome> r = run(example("real-cholesky.lbsim", grid));
            assertEquals(StopReason.COMPLETED, r.value().stopReason(), grid);
            String line = r.line("cholesky:");
            assertTrue(line.contains("max |L - sequential| = 0.0,"), line);
            assertTrue(number(line, "max \\|L L\\^T - A\\| / max \\|A\\| = ([0-9.eE+-]+);") < 1e-14, line);
        }
    }

    /**
     * The declared work of a 2000 x 2000 LU is 2/3 x 2000^3 = 5.333e9 flops: 26.67 s at 2e8 flop/s on hosts
     * of speed 1, half on hosts of speed 2, on one process or spread over eight (each has a processor of its
     * own: two per dual-processor node). The makespan also shrinks, by less than half (the network does not
     * speed up).
     */
    @Test
    void luComputeTimeFollowsTheHostSpeed() throws Exception {
        double flops = 2.0 / 3 * 2000.0 * 2000 * 2000;
        for (String grid : List.of("1x1", "2x4")) {
            double[] makespan = new double[2];
            for (int speed = 1; speed <= 2; speed++) {
                Scenario s = example("real-lu.lbsim", grid);
                for (Host h : s.getPlatform().getHosts()) {
                    h.setSpeed(speed);
                }
                ExamplePrograms.Printed<RunOutcome> r = run(s);
                assertEquals(RATE, ((RealApplication) s.getApplication()).getReferenceFlopsPerSecond());
                assertEquals(flops / RATE / speed, computeSeconds(r.value()), 1e-9, grid + " at speed " + speed);
                assertEquals(flops, number(r.line("lu:"), "blocks 200, ([0-9.e+]+) flops"), flops * 1e-5);
                makespan[speed - 1] = r.value().simulatedEndSeconds();
            }
            assertTrue(makespan[1] < makespan[0] && makespan[1] > makespan[0] / 2, grid + ": " + makespan[0] + " -> " + makespan[1]);
        }
    }

    /** Cholesky: (2000^3) / 3 = 2.667e9 flops, 13.33 s at speed 1, 6.67 s at speed 2. */
    @Test
    void choleskyComputeTimeFollowsTheHostSpeed() throws Exception {
        double flops = 2000.0 * 2000 * 2000 / 3;
        for (int speed = 1; speed <= 2; speed++) {
            Scenario s = example("real-cholesky.lbsim", "2x4");
            for (Host h : s.getPlatform().getHosts()) {
                h.setSpeed(speed);
            }
            ExamplePrograms.Printed<RunOutcome> r = run(s);
            assertEquals(flops / RATE / speed, computeSeconds(r.value()), 1e-9, "speed " + speed);
        }
    }

    /** A 2 x 4 grid shares the work: the makespan is well below one process's, which is at least its 26.67 s of work. */
    @Test
    void aLargerGridIsFasterThanOneProcess() throws Exception {
        double one = run(example("real-lu.lbsim", "1x1")).value().simulatedEndSeconds();
        double eight = run(example("real-lu.lbsim", "2x4")).value().simulatedEndSeconds();
        assertTrue(one > 2.0 / 3 * 8e9 / RATE, "one process: " + one);
        assertTrue(eight < one / 2, one + " s on one process, " + eight + " s on 2 x 4");
    }
}
