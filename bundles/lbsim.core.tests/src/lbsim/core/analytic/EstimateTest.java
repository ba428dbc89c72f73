package lbsim.core.analytic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/** Schedules estimated by hand. */
class EstimateTest {

    private static final double EPS = 1e-12;

    private static final Machine REF = new Machine("ref", 1, 1);
    private static final Machine TWICE_CPU = new Machine("fast", 2, 1);
    /** setup 1 ms, blocks of 1000 B with 0.1 ms setup, 10^6 B/s, bus 4 * 10^6 B/s (see NetworkTest). */
    private static final Network NET = new Network(0.001, 1000, 0.0001, 1e6, 4e6);

    /** a (1 s, CPU% 0.5), then 5000 B from a to b in messages of 2000 B, then b (0.4 s, CPU bound). */
    private static ResourceModel twoCalculationsOneTransfer() {
        Schedule s = Schedule.of(new Step("first", List.of(new Calculation("a", 1, 0.5)), List.of(new Transfer("a", "b", 5000, 2000))),
                Step.of(new Calculation("b", 0.4, 1)));
        return ResourceModel.of(REF, TWICE_CPU, NET, s);
    }

    @Test
    void twoCalculationsAndOneTransferByHand() {
        // a on a CPU twice as fast: 1 (0.5 / 2 + 0.5) = 0.75 s, CPU 0.25 s, CPU% 1/3
        // a -> b: 2 x (1 + 0.2 + 2 ms) + (1 + 0.1 + 1 ms) = 8.5 ms; CPU% per side ALCBW / IOBBW =
        // (1 / 1.1 us/B) / (4 B/us) = 0.25 / 1.1 = 22.7 %, CPU per side 8.5 ms x 0.25 / 1.1 = 1.931818 ms
        // b: 0.4 / 2 = 0.2 s, CPU 0.2 s
        // run: 0.75 + 0.0085 + 0.2 = 0.9585 s; CPU: 0.25 + 2 x 0.001931818 + 0.2 = 0.453864 s
        double side = 0.0085 * 0.25 / 1.1;
        Estimate e = twoCalculationsOneTransfer().estimate();
        assertEquals(0.9585, e.runSeconds(), EPS);
        assertEquals(0.45 + 2 * side, e.cpuSeconds(), EPS);
        assertEquals((0.45 + 2 * side) / 0.9585, e.cpuFraction(), EPS);
        assertEquals(2, e.steps().size());
        assertEquals(0.7585, e.steps().get(0).seconds(), EPS);
        assertEquals(0.2, e.steps().get(1).seconds(), EPS);

        List<Estimate.Row> rows = e.rows();
        assertEquals(3, rows.size());
        Estimate.Row a = rows.get(0);
        assertEquals(Estimate.Kind.CALCULATION, a.kind());
        assertEquals("a", a.name());
        assertEquals(1, a.referenceSeconds(), EPS);
        assertEquals(0.75, a.seconds(), EPS);
        assertEquals(1.0 / 3, a.cpuFraction(), EPS);
        assertEquals(0.25, a.cpuSeconds(), EPS);
        Estimate.Row t = rows.get(1);
        assertEquals(Estimate.Kind.TRANSFER, t.kind());
        assertEquals("a -> b", t.name());
        assertEquals(0.0085, t.seconds(), EPS);
        assertEquals(0.25 / 1.1, t.cpuFraction(), EPS);
        assertEquals(2 * side, t.cpuSeconds(), EPS);
        assertEquals(0.2, rows.get(2).seconds(), EPS);
    }

    @Test
    void parallelGroupTakesItsSlowestMemberPlusItsTransfers() {
        // x (0.6 s, CPU bound) and y (0.3 s, CPU% 0.5) in parallel: 0.6 s; then x -> z and y -> z,
        // 1000 B each at a measured 10^4 B/s: 0.1 s each, one after the other: step 0.8 s; then z 0.1 s
        // CPU: 0.6 + 0.15 + 0.1 + transfers without a network, CPU busy throughout on both sides: 4 x 0.1
        Schedule s = Schedule.of(new Step("group", List.of(new Calculation("x", 0.6, 1), new Calculation("y", 0.3, 0.5)),
                List.of(new Transfer("x", "z", 1000, 100, 1e4), new Transfer("y", "z", 1000, 100, 1e4))),
                Step.of(new Calculation("z", 0.1, 1)));
        Estimate e = new ResourceModel(List.of(REF), REF, REF, Optional.empty(), s, 0).estimate();
        assertEquals(0.8, e.steps().get(0).seconds(), EPS);
        assertEquals(0.9, e.runSeconds(), EPS);
        assertEquals(1.25, e.cpuSeconds(), EPS);
        // the slower member decides: making y slower than x changes the step
        Schedule slowY = Schedule.of(Step.parallel("group", new Calculation("x", 0.6, 1), new Calculation("y", 0.7, 1)));
        assertEquals(0.7, ResourceModel.of(REF, REF, null, slowY).estimate().runSeconds(), EPS);
    }

    @Test
    void measuredBandwidthReplacesTheNetworkButCpuComesFromIt() {
        // 5000 B at a measured 10^5 B/s: 0.05 s; CPU% per side from the network, 0.25 / 1.1
        Schedule s = Schedule.of(Step.parallel("p", new Calculation("a", 0, 1), new Calculation("b", 0, 1)),
                Step.transfers("t", new Transfer("a", "b", 5000, 2000, 1e5)));
        Estimate e = ResourceModel.of(REF, REF, NET, s).estimate();
        assertEquals(0.05, e.runSeconds(), EPS);
        assertEquals(2 * 0.05 * 0.25 / 1.1, e.cpuSeconds(), EPS);
    }

    @Test
    void rateReservesTheBackground() {
        ResourceModel m = twoCalculationsOneTransfer();
        ResourceModel withBackground = new ResourceModel(m.machines(), m.reference(), m.target(), m.network(), m.schedule(), 0.25);
        assertEquals(0.75 / 0.9585, withBackground.estimate().runsPerSecond(), EPS);
        assertEquals(1 / 0.9585, m.estimate().runsPerSecond(), EPS);
    }

    @Test
    void anotherTargetFromTheSameModel() {
        ResourceModel m = twoCalculationsOneTransfer().withTarget("ref");
        // on the reference itself: 1 + 0.0085 + 0.4
        assertEquals(1.4085, m.estimate().runSeconds(), EPS);
        assertThrows(IllegalArgumentException.class, () -> m.withTarget("nowhere"));
    }

    @Test
    void inconsistentModelsAreRejected() {
        Calculation a = new Calculation("a", 1, 1);
        assertEquals("calculation 'a' appears more than once",
                assertThrows(IllegalArgumentException.class, () -> Schedule.of(Step.of(a), Step.of(a))).getMessage());
        assertEquals("transfer a -> b: no calculation 'b'", assertThrows(IllegalArgumentException.class,
                () -> Schedule.of(new Step("s", List.of(a), List.of(new Transfer("a", "b", 1, 1))))).getMessage());
        Schedule needsNet = Schedule.of(new Step("s", List.of(a, new Calculation("b", 1, 1)), List.of(new Transfer("a", "b", 1, 1))));
        assertEquals("transfer a -> b needs a network (or a measured bandwidth)",
                assertThrows(IllegalArgumentException.class, () -> ResourceModel.of(REF, REF, null, needsNet)).getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> new ResourceModel(List.of(REF), REF, TWICE_CPU, Optional.empty(), Schedule.of(Step.of(a)), 0));
        assertThrows(IllegalArgumentException.class,
                () -> new ResourceModel(List.of(REF), REF, REF, Optional.empty(), Schedule.of(Step.of(a)), 1));
    }

    @Test
    void formatShowsEveryRowStepAndTotal() {
        // the numbers of twoCalculationsAndOneTransferByHand; transfer CPU% per side 0.25 / 1.1 = 22.7%,
        // step 1 CPU 0.25 + 0.003864, total CPU% 0.453864 / 0.9585 = 47.4%, 1 / 0.9585 = 1.043 runs per second
        String expected = """
                Estimate for fast (CPU 2, peripherals 1) from measurements on ref (CPU 1, peripherals 1)
                CPU 2.000x faster, peripherals 1.000x faster (eq. 7)

                step  name         kind        item                       ref RTEX s       RTEX s    CPU%        CPU s
                   1  first        calculation a                            1.000000     0.750000   33.3%     0.250000
                                   transfer    a -> b                              -     0.008500   22.7%     0.003864
                                               = step 1                                  0.758500             0.253864
                   2  b            calculation b                            0.400000     0.200000  100.0%     0.200000
                                               = step 2                                  0.200000             0.200000
                      total                                                              0.958500   47.4%     0.453864

                1.043 runs per second
                """;
        assertEquals(expected, twoCalculationsOneTransfer().estimate().format());
    }

    @Test
    void formatNamesTheReservedBackground() {
        ResourceModel m = twoCalculationsOneTransfer();
        String text = new ResourceModel(m.machines(), m.reference(), m.target(), m.network(), m.schedule(), 0.25).estimate().format();
        // 0.75 / 0.9585 = 0.7825
        assertTrue(text.endsWith("\n0.7825 runs per second with 0.2500 s of each second reserved (eq. 20)\n"), text);
    }
}
