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
import lbsim.core.engine.StopReason;
import lbsim.core.msg.Message;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;

/**
 * The shared medium against hand-computed timelines. Medium: latency 1 ms, 10^6 bytes/s, so a message
 * of b bytes occupies it for 1 ms + b us.
 */
class SharedMediumNetworkTest {

    private static final double EPS = 1e-12;

    private final Simulation sim = new Simulation(1);
    private final SharedMediumNetwork bus = new SharedMediumNetwork("bus", 0.001, 1e6, 0.0001, 1e-8, 0.0002, 2e-8);
    private final List<RecordedTransfer> arrivals = new ArrayList<>();

    private RecordedTransfer request(double time, int from, int to, long bytes) {
        return RecordedTransfer.request(sim, bus, time, from, to, bytes, arrivals);
    }

    @Test
    void oneMessageOnAnIdleMediumTakesLatencyPlusBytesOverBandwidth() {
        RecordedTransfer.attach(bus, sim, 2);
        RecordedTransfer m = request(0.5, 0, 1, 4000);
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        // 0.5 s + 1 ms + 4000 B / 10^6 B/s = 0.505 s
        assertEquals(0.505, m.arrivedAt(), EPS);
        assertEquals(0.005, bus.busySeconds(), EPS);
        assertEquals(1, bus.messagesCarried());
        assertEquals(0.005, bus.occupancySeconds(4000), EPS);
    }

    @Test
    void theSecondOfTwoSimultaneousRequestsWaitsAndALaterOneWaitsForBoth() {
        RecordedTransfer.attach(bus, sim, 4);
        RecordedTransfer m1 = request(0, 0, 1, 4000); // 5 ms on the medium
        RecordedTransfer m2 = request(0, 2, 3, 2000); // 3 ms
        RecordedTransfer m3 = request(0.006, 1, 0, 1000); // 2 ms, requested while m2 is on the medium
        RecordedTransfer m4 = request(0.007, 3, 1, 0); // 1 ms, requested after m3
        RecordedTransfer m5 = request(0.020, 0, 2, 500); // 1.5 ms, the medium is idle again by then
        int[] waitingAt6500us = new int[1];
        sim.schedule(0.0065, tag -> waitingAt6500us[0] = bus.waitingMessages(), 0);
        sim.run(RunLimits.NONE);
        // m1 [0, 5 ms]; m2 [5, 8]; m3 [8, 10]; m4 [10, 11]; idle; m5 [20, 21.5]
        assertEquals(0.005, m1.arrivedAt(), EPS);
        assertEquals(0.008, m2.arrivedAt(), EPS);
        assertEquals(0.010, m3.arrivedAt(), EPS);
        assertEquals(0.011, m4.arrivedAt(), EPS);
        assertEquals(0.0215, m5.arrivedAt(), EPS);
        assertEquals(List.of(m1, m2, m3, m4, m5), arrivals);
        assertEquals(1, waitingAt6500us[0]); // m2 on the medium, m3 waiting
        assertEquals(0.0125, bus.busySeconds(), EPS); // 5 + 3 + 2 + 1 + 1.5 ms
        assertEquals(0, bus.waitingMessages());
    }

    @Test
    void simultaneousRequestsGoInRequestOrderNotBySize() {
        RecordedTransfer.attach(bus, sim, 4);
        RecordedTransfer small = request(0, 2, 3, 2000);
        RecordedTransfer big = request(0, 0, 1, 4000);
        sim.run(RunLimits.NONE);
        // the same pair of messages as above, asked for the other way round: small [0, 3 ms], big [3, 8]
        assertEquals(0.003, small.arrivedAt(), EPS);
        assertEquals(0.008, big.arrivedAt(), EPS);
    }

    @Test
    void overheadsAreFixedPlusPerByteWhereverTheTasksAre() {
        assertEquals(0.0001 + 1000 * 1e-8, bus.sendOverheadSeconds(1000, false), EPS);
        assertEquals(0.0001 + 1000 * 1e-8, bus.sendOverheadSeconds(1000, true), EPS);
        assertEquals(0.0002 + 1000 * 2e-8, bus.receiveOverheadSeconds(1000, false), EPS);
        assertEquals(0.0002, bus.receiveOverheadSeconds(0, true), EPS);
        SharedMediumNetwork fixed = new SharedMediumNetwork("bus", 0.001, 1e6, 0.0001, 0.0002);
        assertEquals(0.0001, fixed.sendOverheadSeconds(1_000_000, false), EPS);
        assertEquals(0.0002, fixed.receiveOverheadSeconds(1_000_000, false), EPS);
    }

    @Test
    void pairwiseFifoAndEarliestRequesterFirstThroughTheVirtualMachine() {
        SharedMediumNetwork net = new SharedMediumNetwork("bus", 0.001, 1e6, 0.0001, 0);
        VirtualMachine vm = new VirtualMachine(sim, 0);
        vm.addHost(new Host(sim, "A", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        vm.addHost(new Host(sim, "B", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        vm.addHost(new Host(sim, "C", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        List<Message> got = new ArrayList<>();
        vm.start(ctx -> ctx.send(1, 1, 10_000, null, () -> ctx.send(1, 2, 100, null, () -> {
        })), "sender", "A");
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, m1 -> {
            got.add(m1);
            ctx.recv(TaskContext.ANY, TaskContext.ANY, m2 -> {
                got.add(m2);
                ctx.recv(TaskContext.ANY, TaskContext.ANY, got::add);
            });
        }), "receiver", "B");
        vm.start(ctx -> ctx.compute(0.0005, () -> ctx.send(1, 3, 1000, null, () -> {
        })), "other", "C");
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        // big: send overhead [0, 0.1 ms], on the medium [0.1, 11.1 ms]; small: injected at 0.2 ms,
        // waits, on the medium [11.1, 12.2]; C's message: injected at 0.6 ms (after the small one),
        // on the medium [12.2, 14.2]
        assertEquals(List.of(1, 2, 3), got.stream().map(Message::tag).toList());
        assertEquals(0.0002, got.get(1).injectedTime(), EPS);
        assertEquals(0.0006, got.get(2).injectedTime(), EPS);
        assertEquals(0.0111, got.get(0).deliveredTime(), EPS);
        assertEquals(0.0122, got.get(1).deliveredTime(), EPS);
        assertEquals(0.0142, got.get(2).deliveredTime(), EPS);
        assertEquals(0.0141, net.busySeconds(), EPS);
    }

    @Test
    void badParametersAreRejectedNamingTheNetworkAndParameter() {
        assertEquals("network 'bus': latency must be >= 0 and finite, got -1.0",
                assertThrows(IllegalArgumentException.class, () -> new SharedMediumNetwork("bus", -1, 1e6, 0, 0)).getMessage());
        assertEquals("network 'bus': bandwidth must be > 0 and finite, got NaN",
                assertThrows(IllegalArgumentException.class, () -> new SharedMediumNetwork("bus", 0, Double.NaN, 0, 0)).getMessage());
        assertEquals("network 'bus': bandwidth must be > 0 and finite, got 0.0",
                assertThrows(IllegalArgumentException.class, () -> new SharedMediumNetwork("bus", 0, 0, 0, 0)).getMessage());
        assertEquals("network 'bus': bandwidth must be > 0 and finite, got Infinity", assertThrows(IllegalArgumentException.class,
                () -> new SharedMediumNetwork("bus", 0, Double.POSITIVE_INFINITY, 0, 0)).getMessage());
        assertEquals("network 'bus': send overhead must be >= 0 and finite, got NaN", assertThrows(IllegalArgumentException.class,
                () -> new SharedMediumNetwork("bus", 0, 1e6, Double.NaN, 0)).getMessage());
        assertEquals("network 'bus': send overhead per byte must be >= 0 and finite, got -1.0E-9",
                assertThrows(IllegalArgumentException.class, () -> new SharedMediumNetwork("bus", 0, 1e6, 0, -1e-9, 0, 0)).getMessage());
        assertEquals("network 'bus': receive overhead must be >= 0 and finite, got -1.0",
                assertThrows(IllegalArgumentException.class, () -> new SharedMediumNetwork("bus", 0, 1e6, 0, -1)).getMessage());
        assertEquals("network 'bus': receive overhead per byte must be >= 0 and finite, got Infinity",
                assertThrows(IllegalArgumentException.class,
                        () -> new SharedMediumNetwork("bus", 0, 1e6, 0, 0, 0, Double.POSITIVE_INFINITY)).getMessage());
        assertEquals("a network needs a non-blank name, got null",
                assertThrows(IllegalArgumentException.class, () -> new SharedMediumNetwork(null, 0, 1e6, 0, 0)).getMessage());
        assertEquals("a network needs a non-blank name, got ' '",
                assertThrows(IllegalArgumentException.class, () -> new SharedMediumNetwork(" ", 0, 1e6, 0, 0)).getMessage());
        assertEquals("network 'bus' is not bound to a simulation",
                assertThrows(IllegalStateException.class, () -> bus.transmit(null)).getMessage());
    }
}
