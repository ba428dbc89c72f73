package lbsim.core.analytic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The battlefield visualisation of seeds/002: section 1.1 (a frame on a Pentium 100), section 2 (the
 * same frame on a Pentium Pro 200 by SpecInt95) and section 4 (eq. 20, the cluster frame rate).
 */
class BattlefieldTest {

    private static final double EPS = 1e-12;

    private static final Machine P100 = new Machine("P100", 3.33, 3.33);

    /** Section 1.1: terrain server 0.2 s at CPU% 0.8, ray tracing 0.6 s and display 0.04 s CPU bound. */
    private static Schedule sequentialFrame() {
        return Schedule.of(Step.of(new Calculation("server", 0.2, 0.8)), Step.of(new Calculation("raytrace", 0.6, 1)),
                Step.of(new Calculation("display", 0.04, 1)));
    }

    private static double twoDecimals(double x) {
        return Math.round(x * 100) / 100.0;
    }

    @Test
    void sequentialFrameTakes084SecondsOrAbout12FramesPerSecond() {
        // eq. 1: 0.2 + 0.6 + 0.04 = 0.84 s; "1.2 FPS on a $1500 PC": 1 / 0.84 = 1.19
        Schedule frame = sequentialFrame();
        assertEquals(0.84, frame.sequentialRunSeconds(), EPS);
        assertEquals(1.2, Math.round(10 / frame.sequentialRunSeconds()) / 10.0, EPS);
        // eq. 2: (0.16 + 0.6 + 0.04) / 0.84 = 0.952: "the CPU is utilized almost 100%"
        assertEquals(0.8 / 0.84, frame.sequentialCpuFraction(), EPS);
        Estimate same = ResourceModel.of(P100, P100, null, frame).estimate();
        assertEquals(0.84, same.runSeconds(), EPS);
        assertEquals(0.8, same.cpuSeconds(), EPS);
    }

    @Test
    void pentiumPro200BySpecIntRunsAFrameIn034Seconds() {
        // SpecInt95 8.2 against 3.33 "taken as relative measures of computer speed": the whole machine,
        // CPU and peripherals, is 8.2 / 3.33 = 2.4625 times as fast, so by eq. 7 whatever the CPU%:
        // 0.84 * 3.33 / 8.2 = 0.34112 s -> "0.34 seconds or 3 FPS"
        Machine ppro = new Machine("PPro200", 8.2, 8.2);
        Estimate e = ResourceModel.of(P100, ppro, null, sequentialFrame()).estimate();
        assertEquals(0.84 * 3.33 / 8.2, e.runSeconds(), EPS);
        assertEquals(0.34, twoDecimals(e.runSeconds()), EPS);
        assertEquals(3, Math.round(1 / e.runSeconds()));
        // per step: 0.2 / 2.4625 = 0.081218, 0.6 / 2.4625 = 0.243655, 0.04 / 2.4625 = 0.016244
        List<Estimate.Row> rows = e.rows();
        assertEquals(0.2 * 3.33 / 8.2, rows.get(0).seconds(), EPS);
        assertEquals(0.6 * 3.33 / 8.2, rows.get(1).seconds(), EPS);
        assertEquals(0.04 * 3.33 / 8.2, rows.get(2).seconds(), EPS);
        // CPU% unchanged when both parts speed up alike (eq. 8)
        assertEquals(0.8, rows.get(0).cpuFraction(), EPS);
    }

    @Test
    void cpuOnlyUpgradeWithMeasuredCpuPercentGives036NotTheReports034() {
        // Eq. 7 with the measured CPU% and unchanged peripherals: only the server's 20% waiting stays:
        // 0.84 / a + 0.2 * 0.2 * (1 - 1 / a), a = 8.2 / 3.33: 0.341122 + 0.023756 = 0.364878 s.
        // The report's 0.34 therefore needs the peripherals scaled too (or CPU% taken as 1).
        double a = 8.2 / 3.33;
        Machine cpuOnly = new Machine("PPro200-cpu", 8.2, 3.33);
        Estimate e = ResourceModel.of(P100, cpuOnly, null, sequentialFrame()).estimate();
        assertEquals(0.84 / a + 0.04 * (1 - 1 / a), e.runSeconds(), EPS);
        assertEquals(0.36, twoDecimals(e.runSeconds()), EPS);
        // with CPU% = 1 everywhere ("almost 100%"), the CPU-only upgrade gives the report's 0.34
        Schedule cpuBound = Schedule.of(Step.of(new Calculation("server", 0.2, 1)), Step.of(new Calculation("raytrace", 0.6, 1)),
                Step.of(new Calculation("display", 0.04, 1)));
        assertEquals(0.34, twoDecimals(ResourceModel.of(P100, cpuOnly, null, cpuBound).estimate().runSeconds()), EPS);
    }

    @Test
    void specIntEstimateFromAFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("ppro.est");
        Files.writeString(file, """
                lbsim-estimate 1
                machine P100 3.33 3.33
                machine PPro200 8.2 8.2
                reference P100
                target PPro200
                step
                calc server 0.2 0.8
                step
                calc raytrace 0.6 1
                step
                calc display 0.04 1
                """);
        Estimate e = EstimateFile.read(file).estimate();
        assertEquals(0.84 * 3.33 / 8.2, e.runSeconds(), EPS);
        assertEquals(0.34, twoDecimals(e.runSeconds()), EPS);
    }

    /**
     * One cluster frame as eq. 20 counts it: {@code rayTracers} ray tracers in parallel sharing
     * {@code raySeconds} of work (0.6 s for the report's frame), their output, 2^16 bytes in all, to the
     * display at a measured bandwidth chosen so that it takes {@code outputSeconds}, then the display
     * (0.04 s); 0.25 s of each second go to terrain data.
     */
    private static Estimate clusterFrame(int rayTracers, double raySeconds, double outputSeconds) {
        Calculation[] rays = new Calculation[rayTracers];
        Transfer[] out = new Transfer[rayTracers];
        long share = (1 << 16) / rayTracers;
        for (int i = 0; i < rayTracers; i++) {
            rays[i] = new Calculation("ray" + (i + 1), raySeconds / rayTracers, 1);
            long bytes = i == rayTracers - 1 ? (1 << 16) - share * (rayTracers - 1) : share;
            out[i] = new Transfer(rays[i].name(), "display", bytes, 256, (1 << 16) / outputSeconds);
        }
        Schedule frame = Schedule.of(new Step("raytrace", List.of(rays), List.of(out)), Step.of(new Calculation("display", 0.04, 1)));
        return new ResourceModel(List.of(P100), P100, P100, Optional.empty(), frame, 0.25).estimate();
    }

    @Test
    void clusterFrameRateFollowsEq20() {
        // eq. 20: 1 = 0.25 + FPS (0.6 / (N - 2) + 0.16 + 0.04)
        // N = 6: frame 0.15 + 0.16 + 0.04 = 0.35 s, FPS = 0.75 / 0.35 = 2.142857
        Estimate six = clusterFrame(4, 0.6, 0.16);
        assertEquals(0.35, six.runSeconds(), EPS);
        assertEquals(0.75 / 0.35, six.runsPerSecond(), EPS);
        // N = 4098: 0.6 / 4096 + 0.2 s
        Estimate many = clusterFrame(4096, 0.6, 0.16);
        assertEquals(0.6 / 4096 + 0.2, many.runSeconds(), 1e-12);
        // "The maximum frame rate for an infinite number of processors is 3.75": ray tracing -> 0,
        // 0.75 / (0.16 + 0.04)
        assertEquals(3.75, clusterFrame(4096, 0, 0.16).runsPerSecond(), 1e-9);
        // six receive threads turn 0.16 FPS into 0.1 FPS: "an 8 processor system ... 3.1 FPS":
        // 0.75 / (0.6 / 6 + 0.1 + 0.04) = 3.125
        Estimate eight = clusterFrame(6, 0.6, 0.1);
        assertEquals(0.24, eight.runSeconds(), EPS);
        assertEquals(3.125, eight.runsPerSecond(), EPS);
        // "an infinite number of processors would give only 5.3 FPS": 0.75 / 0.14 = 5.357 (the report
        // truncates)
        double infinite = clusterFrame(4096, 0, 0.1).runsPerSecond();
        assertEquals(0.75 / 0.14, infinite, 1e-9);
        assertEquals(5.3, Math.floor(infinite * 10) / 10, EPS);
    }
}
