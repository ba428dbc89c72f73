package lbsim.core.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.Message;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;

/**
 * CLUE's piecewise-linear model against values worked out by hand. The functions (sizes in bytes,
 * times in seconds):
 * <ul>
 * <li>different-node send: (0, 100 us), (1000, 300 us), (4000, 600 us), (16000, 1200 us); slopes 0.2,
 * 0.1, 0.05 us per byte;</li>
 * <li>different-node transmission: (0, 200 us), (1000, 400 us), (10000, 2200 us); slopes 0.2, 0.2 us
 * per byte;</li>
 * <li>same-node send: (0, 50 us), (2000, 150 us); slope 0.05 us per byte;</li>
 * <li>same-node transmission: 30 us whatever the size;</li>
 * <li>send contention factors 1, 1.5, 2.25 for 1, 2, 3 receivers (2.25 beyond).</li>
 * </ul>
 */
class PiecewiseLinearNetworkTest {

    private static final double EPS = 1e-15;
    private static final double T_EPS = 1e-12;

    private static final PiecewiseLinear DIFF_SEND = new PiecewiseLinear(new double[] {0, 1000, 4000, 16000},
            new double[] {100e-6, 300e-6, 600e-6, 1200e-6});
    private static final PiecewiseLinear DIFF_TRANSMISSION = new PiecewiseLinear(new double[] {0, 1000, 10000},
            new double[] {200e-6, 400e-6, 2200e-6});
    private static final PiecewiseLinear SAME_SEND = new PiecewiseLinear(new double[] {0, 2000}, new double[] {50e-6, 150e-6});
    private static final PiecewiseLinear SAME_TRANSMISSION = PiecewiseLinear.constant(30e-6);

    private final Simulation sim = new Simulation(1);
    private final PiecewiseLinearNetwork clue = new PiecewiseLinearNetwork("clue", SAME_SEND, SAME_TRANSMISSION, DIFF_SEND,
            DIFF_TRANSMISSION, new double[] {1.0, 1.5, 2.25}, 20e-6);
    private final List<RecordedTransfer> arrivals = new ArrayList<>();

    @Test
    void valuesAtEveryBreakpointBetweenThemAndBeyondTheLast() {
        // at the breakpoints
        assertEquals(100e-6, DIFF_SEND.valueAt(0), EPS);
        assertEquals(300e-6, DIFF_SEND.valueAt(1000), EPS);
        assertEquals(600e-6, DIFF_SEND.valueAt(4000), EPS);
        assertEquals(1200e-6, DIFF_SEND.valueAt(16000), EPS);
        // between: 100 + 500 x 0.2 = 200; 300 + 1500 x 0.1 = 450; 600 + 6000 x 0.05 = 900 us
        assertEquals(200e-6, DIFF_SEND.valueAt(500), EPS);
        assertEquals(450e-6, DIFF_SEND.valueAt(2500), EPS);
        assertEquals(900e-6, DIFF_SEND.valueAt(10000), EPS);
        // beyond the last: the last segment continued, 1200 + 16000 x 0.05 = 2000 us
        assertEquals(2000e-6, DIFF_SEND.valueAt(32000), EPS);
        // a function whose first breakpoint is above 0 holds its first value below it
        PiecewiseLinear late = new PiecewiseLinear(new double[] {100, 200}, new double[] {1e-4, 2e-4});
        assertEquals(1e-4, late.valueAt(0), EPS);
        assertEquals(1e-4, late.valueAt(50), EPS);
        assertEquals(1.5e-4, late.valueAt(150), EPS);
        assertEquals(3e-4, late.valueAt(300), EPS);
        assertEquals(4, DIFF_SEND.breakpoints());
        assertEquals(4000, DIFF_SEND.sizeBytes(2), 0);
        assertEquals(600e-6, DIFF_SEND.seconds(2), 0);
        assertEquals("[(0 B, 0 s), (2000 B, 1.5E-4 s)]", new PiecewiseLinear(new double[] {0, 2000}, new double[] {0, 150e-6}).toString());
    }

    @Test
    void sameNodeAndDifferentNodeUseTheirOwnFunctions() {
        RecordedTransfer.attach(clue, sim, 2);
        // send, no contention: different node 100/200/300/600/1200/2000 us; same node 50 + 0.05 us/B
        assertEquals(100e-6, clue.sendOverheadSeconds(0, false), EPS);
        assertEquals(200e-6, clue.sendOverheadSeconds(500, false), EPS);
        assertEquals(300e-6, clue.sendOverheadSeconds(1000, false), EPS);
        assertEquals(50e-6, clue.sendOverheadSeconds(0, true), EPS);
        assertEquals(100e-6, clue.sendOverheadSeconds(1000, true), EPS);
        assertEquals(150e-6, clue.sendOverheadSeconds(2000, true), EPS);
        assertEquals(250e-6, clue.sendOverheadSeconds(4000, true), EPS); // extrapolated
        // transmission: different node 200 / 300 / 400 / 400 + 4500 x 0.2 = 1300 / 2200 / 4200 us
        assertEquals(200e-6, clue.transmissionSeconds(0, false), EPS);
        assertEquals(300e-6, clue.transmissionSeconds(500, false), EPS);
        assertEquals(400e-6, clue.transmissionSeconds(1000, false), EPS);
        assertEquals(1300e-6, clue.transmissionSeconds(5500, false), EPS);
        assertEquals(2200e-6, clue.transmissionSeconds(10000, false), EPS);
        assertEquals(4200e-6, clue.transmissionSeconds(20000, false), EPS);
        assertEquals(30e-6, clue.transmissionSeconds(0, true), EPS);
        assertEquals(30e-6, clue.transmissionSeconds(1_000_000, true), EPS);
        assertEquals(20e-6, clue.receiveOverheadSeconds(5000, false), EPS);
        // one message on an idle network arrives after its different-node transmission time
        RecordedTransfer m = RecordedTransfer.request(sim, clue, 1.0, 0, 1, 5500, arrivals);
        sim.run(RunLimits.NONE);
        assertEquals(1.0013, m.arrivedAt(), T_EPS);
        assertEquals(1300e-6, clue.busySeconds(), EPS);
    }

    @Test
    void contentionFactorGrowsWithConcurrentReceiversAndHoldsBeyondTheTable() {
        assertEquals(1.0, clue.contentionFactor(1), 0);
        assertEquals(1.5, clue.contentionFactor(2), 0);
        assertEquals(2.25, clue.contentionFactor(3), 0);
        assertEquals(2.25, clue.contentionFactor(4), 0);
        assertEquals(2.25, clue.contentionFactor(10), 0);
        assertEquals(450e-6, clue.sendSeconds(1000, false, 2), EPS);
        PiecewiseLinearNetwork none = new PiecewiseLinearNetwork("aachen", SAME_SEND, SAME_TRANSMISSION, DIFF_SEND,
                DIFF_TRANSMISSION, new double[0], 0);
        assertEquals(1.0, none.contentionFactor(7), 0);
        assertEquals(300e-6, none.sendSeconds(1000, false, 7), EPS);
    }

    @Test
    void theSendTimeIsScaledByOnePlusTheReceiversOfTheMessagesInFlight() {
        RecordedTransfer.attach(clue, sim, 4);
        double[] seen = new double[6];
        // 1000-byte sends cost 300 us (different node) and 100 us (same node) without contention
        seen[0] = clue.sendOverheadSeconds(1000, false); // nothing in flight: k = 1
        // transmissions are scaled by the factor for the receivers in flight as they enter, their own included
        clue.transmit(transfer(0, 1, 10000)); // to H1, k = 1: crossing [0, 2200 us]
        seen[1] = clue.sendOverheadSeconds(1000, false); // receivers in flight {H1}: k = 2
        clue.transmit(transfer(0, 1, 0)); // to H1 again, still one receiver, k = 1: [0, 200 us]
        seen[2] = clue.sendOverheadSeconds(1000, false); // k = 2
        clue.transmit(transfer(0, 2, 1000)); // to H2, {H1, H2}, k = 2: 1.5 x 400 = 600 us, [0, 600]
        seen[3] = clue.sendOverheadSeconds(1000, false); // {H1, H2}: k = 3
        seen[4] = clue.sendOverheadSeconds(1000, true); // same node, k = 3
        clue.transmit(transfer(3, 0, 0)); // to H0, {H0, H1, H2}, k = 3: 2.25 x 200 = 450 us, [0, 450]
        seen[5] = clue.sendOverheadSeconds(1000, false); // {H0, H1, H2}: k = 4, beyond the table
        assertEquals(300e-6, seen[0], EPS);
        assertEquals(450e-6, seen[1], EPS);
        assertEquals(450e-6, seen[2], EPS);
        assertEquals(675e-6, seen[3], EPS);
        assertEquals(225e-6, seen[4], EPS);
        assertEquals(675e-6, seen[5], EPS);
        assertEquals(3, clue.receiversInFlight());
        double[] later = new double[3];
        // at 300 us the small one to H1 has arrived: {H0, H1, H2}, k = 4
        sim.schedule(300e-6, tag -> later[0] = clue.sendOverheadSeconds(1000, false), 0);
        // at 500 us the one to H0 has arrived too: {H1, H2}, k = 3
        sim.schedule(500e-6, tag -> later[1] = clue.sendOverheadSeconds(1000, false), 0);
        // at 3 ms nothing is in flight: k = 1
        sim.schedule(3e-3, tag -> later[2] = clue.sendOverheadSeconds(1000, false), 0);
        sim.run(RunLimits.NONE);
        assertEquals(675e-6, later[0], EPS);
        assertEquals(675e-6, later[1], EPS);
        assertEquals(300e-6, later[2], EPS);
        assertEquals(0, clue.receiversInFlight());
        assertEquals(4, arrivals.size());
        double[] expected = { 200e-6, 450e-6, 600e-6, 2200e-6 };
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], arrivals.get(i).arrivedAt(), T_EPS);
        }
        assertEquals((2200 + 200 + 600 + 450) * 1e-6, clue.busySeconds(), 1e-18);
    }

    /**
     * Transmission under contention through the virtual machine: the master's three 10000-byte messages
     * (send 900 us and transmission 2200 us without contention) each pay the factor of the receivers in
     * flight, when the send starts for the send time and when the message enters the network for the
     * transmission time. Before transmission times were scaled, C's message arrived at 4450 us and D's at
     * 6475 us.
     */
    @Test
    void aMasterSendingToThreeSlavesPaysGrowingSendAndTransmissionTimesThroughTheVirtualMachine() {
        VirtualMachine vm = new VirtualMachine(sim, 0);
        for (String h : List.of("A", "B", "C", "D")) {
            vm.addHost(new Host(sim, h, 1.0, 1, WeightPolicy.LINUX_2_0), clue);
        }
        List<Message> got = new ArrayList<>();
        vm.start(ctx -> ctx.send(1, 1, 10000, null, () -> ctx.send(2, 1, 10000, null, () -> ctx.send(3, 1, 10000, null, () -> {
        }))), "master", "A");
        for (String h : List.of("B", "C", "D")) {
            vm.start(ctx -> ctx.recv(0, 1, got::add), "slave", h);
        }
        sim.run(RunLimits.NONE);
        // to B: send [0, 900], k = 1; enters at 900 with {B}, k = 1: crosses [900, 3100]
        // to C: send starts at 900 with {B} in flight, k = 2: 1350 us -> [900, 2250]; enters with {B, C},
        //       k = 2: 1.5 x 2200 = 3300 us, crosses [2250, 5550]
        // to D: send starts at 2250 with {B, C} in flight, k = 3: 2025 us -> [2250, 4275]; B's has arrived
        //       at 3100, so it enters with {C, D}, k = 2: 3300 us, crosses [4275, 7575]
        got.sort((x, y) -> Integer.compare(x.destination(), y.destination()));
        assertEquals(900e-6, got.get(0).injectedTime(), T_EPS);
        assertEquals(3100e-6, got.get(0).deliveredTime(), T_EPS);
        assertEquals(2250e-6, got.get(1).injectedTime(), T_EPS);
        assertEquals(5550e-6, got.get(1).deliveredTime(), T_EPS);
        assertEquals(4275e-6, got.get(2).injectedTime(), T_EPS);
        assertEquals(7575e-6, got.get(2).deliveredTime(), T_EPS);
        assertEquals(3300e-6, got.get(2).wireSeconds(), T_EPS);
        // each slave's receive call costs 20 us
        assertEquals(7595e-6, got.get(2).receivedTime(), T_EPS);
    }

    /**
     * A same-node message takes the same-node send and transmission times (before, it arrived as soon as
     * the send call ended). Tasks s and r on host A, x on B, z on C. x sends 10000 B to z at 0: send [0,
     * 900 us], crosses [900, 3100] (k = 1). s computes 1 ms, then sends 1000 B to r: the send starts at
     * 1000 us with {C} in flight and A not, k = 2: 1.5 x (50 + 1000 x 0.05) = 150 us, [1000, 1150]; the
     * message enters with {C, A}, k = 2: 1.5 x 30 = 45 us, delivered at 1195 us; r's receive call, 20 us:
     * 1215 us. Without contention (a second run without x's message) it is 100 + 30 us: delivered at 1130.
     */
    @Test
    void aSameNodeMessageTakesTheSameNodeTransmissionTimeWithContention() {
        for (boolean busy : new boolean[] { true, false }) {
            Simulation s2 = new Simulation(1);
            PiecewiseLinearNetwork net = new PiecewiseLinearNetwork("clue", SAME_SEND, SAME_TRANSMISSION, DIFF_SEND,
                    DIFF_TRANSMISSION, new double[] {1.0, 1.5, 2.25}, 20e-6);
            VirtualMachine vm = new VirtualMachine(s2, 0);
            for (String h : List.of("A", "B", "C")) {
                vm.addHost(new Host(s2, h, 1.0, 1, WeightPolicy.LINUX_2_0), net);
            }
            List<Message> got = new ArrayList<>();
            vm.start(ctx -> ctx.compute(0.001, () -> ctx.send(1, 7, 1000, null, () -> {
            })), "s", "A");
            vm.start(ctx -> ctx.recv(0, 7, got::add), "r", "A");
            vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, got::add), "z", "C");
            if (busy) {
                vm.start(ctx -> ctx.send(2, 1, 10000, null, () -> {
                }), "x", "B");
            }
            s2.run(RunLimits.NONE);
            Message m = got.stream().filter(g -> g.tag() == 7).findFirst().orElseThrow();
            assertEquals(busy ? 1150e-6 : 1100e-6, m.injectedTime(), T_EPS, "busy " + busy);
            assertEquals(busy ? 1195e-6 : 1130e-6, m.deliveredTime(), T_EPS, "busy " + busy);
            assertEquals(busy ? 1215e-6 : 1150e-6, m.receivedTime(), T_EPS, "busy " + busy);
            assertEquals(busy ? 45e-6 : 30e-6, m.wireSeconds(), T_EPS, "busy " + busy);
            assertEquals(busy ? 2 : 1, got.size());
        }
    }

    @Test
    void pairwiseFifoHoldsWhenALaterSmallMessageWouldBeFaster() {
        VirtualMachine vm = new VirtualMachine(sim, 0);
        vm.addHost(new Host(sim, "A", 1.0, 1, WeightPolicy.LINUX_2_0), clue);
        vm.addHost(new Host(sim, "B", 1.0, 1, WeightPolicy.LINUX_2_0), clue);
        List<Message> got = new ArrayList<>();
        vm.start(ctx -> ctx.send(1, 1, 10000, null, () -> ctx.send(1, 2, 0, null, () -> {
        })), "sender", "A");
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, m1 -> {
            got.add(m1);
            ctx.recv(TaskContext.ANY, TaskContext.ANY, got::add);
        }), "receiver", "B");
        sim.run(RunLimits.NONE);
        // big: send [0, 900 us], crosses [900, 3100]; small: send starts at 900 to B, which already has
        // a message in flight, so no new receiver: k = 1, 100 us -> injected at 1000, would arrive at
        // 1200, held until 3100
        assertEquals(List.of(1, 2), got.stream().map(Message::tag).toList());
        assertEquals(1000e-6, got.get(1).injectedTime(), T_EPS);
        assertEquals(3100e-6, got.get(0).deliveredTime(), T_EPS);
        assertEquals(3100e-6, got.get(1).deliveredTime(), T_EPS);
        // received one after the other, 20 us each
        assertEquals(3120e-6, got.get(0).receivedTime(), T_EPS);
        assertEquals(3140e-6, got.get(1).receivedTime(), T_EPS);
    }

    @Test
    void badFunctionsAndParametersAreRejectedWithClearMessages() {
        String label = "network 'clue': different-node send time";
        assertEquals(label + ": breakpoint 3: sizes must increase, got 100.0 bytes after 100.0", assertThrows(
                IllegalArgumentException.class, () -> new PiecewiseLinear(label, new double[] {0, 100, 100}, new double[] {0, 1, 2}))
                .getMessage());
        assertEquals(label + ": breakpoint 2: sizes must increase, got 50.0 bytes after 100.0", assertThrows(
                IllegalArgumentException.class, () -> new PiecewiseLinear(label, new double[] {100, 50}, new double[] {0, 1}))
                .getMessage());
        assertEquals(label + ": needs at least one breakpoint and as many times as sizes, got 2 sizes and 3 times",
                assertThrows(IllegalArgumentException.class,
                        () -> new PiecewiseLinear(label, new double[] {0, 100}, new double[] {0, 1, 2})).getMessage());
        assertEquals("piecewise-linear function: needs at least one breakpoint and as many times as sizes, got 0 sizes and 0 times",
                assertThrows(IllegalArgumentException.class, () -> new PiecewiseLinear(new double[0], new double[0])).getMessage());
        assertEquals(label + ": breakpoint 2: time must be >= 0 and finite, got -1.0", assertThrows(IllegalArgumentException.class,
                () -> new PiecewiseLinear(label, new double[] {0, 100}, new double[] {0, -1})).getMessage());
        assertEquals(label + ": breakpoint 1: size must be >= 0 and finite, got NaN", assertThrows(IllegalArgumentException.class,
                () -> new PiecewiseLinear(label, new double[] {Double.NaN}, new double[] {0})).getMessage());
        assertEquals(label + ": the last segment is extrapolated and must not decrease, got 2.0 s then 1.0 s",
                assertThrows(IllegalArgumentException.class,
                        () -> new PiecewiseLinear(label, new double[] {0, 100, 200}, new double[] {0, 2, 1})).getMessage());
        // a dip before the last segment is allowed
        assertEquals(1.5, new PiecewiseLinear(new double[] {0, 100, 200}, new double[] {2, 1, 2}).valueAt(50), EPS);

        assertEquals("network 'clue': different-node transmission time is missing (null)",
                assertThrows(IllegalArgumentException.class, () -> new PiecewiseLinearNetwork("clue", SAME_SEND, SAME_TRANSMISSION,
                        DIFF_SEND, null, new double[0], 0)).getMessage());
        assertEquals("network 'clue': send contention factor for 2 receivers must be > 0 and finite, got 0.0",
                assertThrows(IllegalArgumentException.class, () -> new PiecewiseLinearNetwork("clue", SAME_SEND, SAME_TRANSMISSION,
                        DIFF_SEND, DIFF_TRANSMISSION, new double[] {1, 0}, 0)).getMessage());
        assertEquals("network 'clue': send contention factor for 1 receiver must be > 0 and finite, got NaN",
                assertThrows(IllegalArgumentException.class, () -> new PiecewiseLinearNetwork("clue", SAME_SEND, SAME_TRANSMISSION,
                        DIFF_SEND, DIFF_TRANSMISSION, new double[] {Double.NaN}, 0)).getMessage());
        assertEquals("network 'clue': send contention factors is missing (null)",
                assertThrows(IllegalArgumentException.class, () -> new PiecewiseLinearNetwork("clue", SAME_SEND, SAME_TRANSMISSION,
                        DIFF_SEND, DIFF_TRANSMISSION, null, 0)).getMessage());
        assertEquals("network 'clue': receive overhead must be >= 0 and finite, got -1.0E-6",
                assertThrows(IllegalArgumentException.class, () -> new PiecewiseLinearNetwork("clue", SAME_SEND, SAME_TRANSMISSION,
                        DIFF_SEND, DIFF_TRANSMISSION, new double[0], -1e-6)).getMessage());
        assertEquals("network 'clue': concurrent receivers must be >= 1, got 0",
                assertThrows(IllegalArgumentException.class, () -> clue.contentionFactor(0)).getMessage());
    }

    private RecordedTransfer transfer(int from, int to, long bytes) {
        return RecordedTransfer.create(sim, from, to, bytes, arrivals);
    }
}
