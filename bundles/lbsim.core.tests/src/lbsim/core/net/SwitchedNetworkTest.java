package lbsim.core.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.msg.Message;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.SwitchedNetwork.Link;

/**
 * The switch against hand-computed timelines. Unless a test says otherwise every host's link has
 * latency 0.5 ms and 10^6 bytes/s each way, so a flow waits 1 ms and then moves a byte per
 * microsecond when it has a link to itself.
 */
class SwitchedNetworkTest {

    private static final double EPS = 1e-12;

    private final Simulation sim = new Simulation(1);
    private final List<RecordedTransfer> arrivals = new ArrayList<>();

    private static SwitchedNetwork uniform() {
        return new SwitchedNetwork("switch", 0.0005, 1e6, 0.0001, 0);
    }

    private RecordedTransfer request(SwitchedNetwork net, double time, int from, int to, long bytes) {
        return RecordedTransfer.request(sim, net, time, from, to, bytes, arrivals);
    }

    /** Reads the rates of some transfers at a virtual time. */
    private double[] ratesAt(SwitchedNetwork net, double time, RecordedTransfer... transfers) {
        double[] out = new double[transfers.length];
        sim.schedule(time, tag -> {
            for (int i = 0; i < transfers.length; i++) {
                out[i] = net.rateBytesPerSecond(transfers[i]);
            }
        }, 0);
        return out;
    }

    @Test
    void oneMessageOnAnIdleSwitchWaitsThePathLatencyThenMovesAtFullRate() {
        SwitchedNetwork net = uniform();
        RecordedTransfer.attach(net, sim, 2);
        RecordedTransfer m = request(net, 0.25, 0, 1, 4000);
        double[] rate = ratesAt(net, 0.2505, m); // still in its latency
        double[] rate2 = ratesAt(net, 0.252, m);
        sim.run(RunLimits.NONE);
        // 0.25 s + 0.5 + 0.5 ms latency + 4000 B / 10^6 B/s = 0.255 s
        assertEquals(0.255, m.arrivedAt(), EPS);
        assertEquals(0.0, rate[0], 0);
        assertEquals(1e6, rate2[0], 0);
        assertEquals(0.004, net.busySeconds(), EPS);
        assertEquals(0.004, net.linkBusySeconds(0, true), EPS);
        assertEquals(0.004, net.linkBusySeconds(1, false), EPS);
        assertEquals(0.0, net.linkBusySeconds(0, false), 0);
        assertEquals(0.0, net.linkBusySeconds(1, true), 0);
        assertEquals(0, net.flowsMoving());
    }

    @Test
    void twoFlowsOnOneLinkGetHalfEachAndTheSurvivorSpeedsUpAtOnce() {
        SwitchedNetwork net = uniform();
        RecordedTransfer.attach(net, sim, 4);
        RecordedTransfer f1 = request(net, 0, 0, 1, 3000); // moves from 1 ms
        RecordedTransfer f2 = request(net, 0.002, 0, 2, 500); // moves from 3 ms, shares H0's uplink
        RecordedTransfer f3 = request(net, 0, 2, 3, 1500); // moves from 1 ms on H2 up and H3 down: disjoint
        double[] at2ms = ratesAt(net, 0.002, f1, f2, f3);
        double[] at3500us = ratesAt(net, 0.0035, f1, f2, f3);
        double[] at4200us = ratesAt(net, 0.0042, f1, f2, f3);
        sim.run(RunLimits.NONE);
        // f1 alone [1, 3 ms]: 2000 B, 1000 left. [3, 4 ms]: f1 and f2 at 5 * 10^5 B/s; f2's 500 B are
        // through at 4 ms, f1 has 500 left, now at 10^6 B/s: arrives at 4.5 ms (5 ms if it stayed at half).
        // f3: 1 ms + 1500 us = 2.5 ms, whatever happens on H0's uplink.
        assertEquals(0.0045, f1.arrivedAt(), EPS);
        assertEquals(0.004, f2.arrivedAt(), EPS);
        assertEquals(0.0025, f3.arrivedAt(), EPS);
        assertEquals(List.of(f3, f2, f1), arrivals);
        assertEquals(1e6, at2ms[0], 0);
        assertEquals(0.0, at2ms[1], 0);
        assertEquals(1e6, at2ms[2], 0);
        assertEquals(5e5, at3500us[0], 0);
        assertEquals(5e5, at3500us[1], 0);
        assertEquals(0.0, at3500us[2], 0);
        assertEquals(1e6, at4200us[0], 0);
        // some flow moved from 1 ms to 4.5 ms; H0's uplink the same; H2's downlink [3, 4]; H2's uplink [1, 2.5]
        assertEquals(0.0035, net.busySeconds(), EPS);
        assertEquals(0.0035, net.linkBusySeconds(0, true), EPS);
        assertEquals(0.001, net.linkBusySeconds(2, false), EPS);
        assertEquals(0.0015, net.linkBusySeconds(2, true), EPS);
    }

    @Test
    void maxMinGivesTheSpareCapacityOfAFlowBottleneckedElsewhereToTheOthers() {
        // H2 has a slow link: 2.5 * 10^5 B/s
        SwitchedNetwork net = new SwitchedNetwork("switch", 0.0005, 1e6, Map.of("H2", new Link(0.0005, 2.5e5)), 0, 0, 0, 0);
        RecordedTransfer.attach(net, sim, 4);
        RecordedTransfer f1 = request(net, 0, 0, 1, 750);
        RecordedTransfer f2 = request(net, 0, 0, 2, 1000);
        RecordedTransfer f3 = request(net, 0, 0, 3, 1500);
        double[] at2ms = ratesAt(net, 0.002, f1, f2, f3);
        double[] at3500us = ratesAt(net, 0.0035, f1, f2, f3);
        double[] at4500us = ratesAt(net, 0.0045, f1, f2, f3);
        sim.run(RunLimits.NONE);
        // from 1 ms, all three on H0's uplink. Progressive filling: H2's downlink fills first at
        // 2.5e5 (f2); H0's uplink has 7.5e5 left for f1 and f3: 3.75e5 each (not 1e6 / 3).
        // 3 ms: f1's 750 B are through; f2 has moved 500 of 1000, f3 750 of 1500.
        // Then f2 stays at 2.5e5 (its own bottleneck) and f3 takes the rest, 7.5e5: f3 done at 4 ms;
        // f2 at 3 ms + 500 / 2.5e5 = 5 ms, unchanged when f3 leaves.
        assertEquals(3.75e5, at2ms[0], 0);
        assertEquals(2.5e5, at2ms[1], 0);
        assertEquals(3.75e5, at2ms[2], 0);
        assertEquals(0.0, at3500us[0], 0);
        assertEquals(2.5e5, at3500us[1], 0);
        assertEquals(7.5e5, at3500us[2], 0);
        assertEquals(2.5e5, at4500us[1], 0);
        assertEquals(0.003, f1.arrivedAt(), EPS);
        assertEquals(0.005, f2.arrivedAt(), EPS);
        assertEquals(0.004, f3.arrivedAt(), EPS);
        assertEquals(List.of(f1, f3, f2), arrivals);
    }

    @Test
    void aSaturatedDownlinkLosesNoCapacityAsFlowsComeAndGo() {
        SwitchedNetwork net = uniform();
        RecordedTransfer.attach(net, sim, 6);
        // H1..H5 send 1000..5000 B to H0, requested every 0.5 ms: each starts moving 1 ms after its
        // request, before the bytes already moving are through, so H0's downlink never idles from 1 ms on
        // and the last byte of the 15000 arrives at 1 ms + 15000 us.
        for (int i = 1; i <= 5; i++) {
            request(net, 0.0005 * (i - 1), i, 0, 1000L * i);
        }
        sim.run(RunLimits.NONE);
        assertEquals(5, arrivals.size());
        assertEquals(0.016, arrivals.get(4).arrivedAt(), EPS);
        assertEquals(0.015, net.linkBusySeconds(0, false), EPS);
        assertEquals(0.015, net.busySeconds(), EPS);
        // equal shares on the one bottleneck: the flows finish smallest first
        assertEquals(List.of(1000L, 2000L, 3000L, 4000L, 5000L), arrivals.stream().map(RecordedTransfer::bytes).toList());
    }

    @Test
    void flowsThatEndAtTheSameInstantArriveTogetherInStartOrder() {
        SwitchedNetwork net = uniform();
        RecordedTransfer.attach(net, sim, 3);
        RecordedTransfer a = request(net, 0, 0, 2, 1000);
        RecordedTransfer b = request(net, 0, 1, 2, 1000);
        sim.run(RunLimits.NONE);
        // both into H2's downlink at 5e5 from 1 ms: 1 + 2 = 3 ms
        assertEquals(0.003, a.arrivedAt(), EPS);
        assertEquals(0.003, b.arrivedAt(), EPS);
        assertEquals(List.of(a, b), arrivals);
    }

    @Test
    void perHostLinksSetTheirOwnLatencyAndAnEmptyMessageOnlyWaitsIt() {
        SwitchedNetwork net = new SwitchedNetwork("switch", 0.0005, 1e6, Map.of("H2", new Link(0.002, 2e6)), 0, 0, 0, 0);
        RecordedTransfer.attach(net, sim, 3);
        RecordedTransfer empty = request(net, 0, 0, 2, 0);
        RecordedTransfer fast = request(net, 1.0, 2, 0, 4000); // H2's uplink is 2e6 but H0's downlink 1e6
        sim.run(RunLimits.NONE);
        assertEquals(0.0025, empty.arrivedAt(), EPS); // 0.5 + 2 ms
        assertEquals(1.0065, fast.arrivedAt(), EPS); // 2.5 ms + 4000 B at 1e6
        assertEquals(new Link(0.002, 2e6), net.link("H2"));
        assertEquals(new Link(0.0005, 1e6), net.link("H1"));
        assertEquals(0.004, net.busySeconds(), EPS);
    }

    @Test
    void pairwiseFifoHoldsWhenALaterSmallMessageWouldBeFaster() {
        SwitchedNetwork net = uniform();
        VirtualMachine vm = new VirtualMachine(sim, 0);
        vm.addHost(new Host(sim, "A", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        vm.addHost(new Host(sim, "B", 1.0, 1, WeightPolicy.LINUX_2_0), net);
        List<Message> got = new ArrayList<>();
        vm.start(ctx -> ctx.send(1, 1, 10_000, null, () -> ctx.send(1, 2, 100, null, () -> {
        })), "sender", "A");
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, m1 -> {
            got.add(m1);
            ctx.recv(TaskContext.ANY, TaskContext.ANY, got::add);
        }), "receiver", "B");
        sim.run(RunLimits.NONE);
        // big: injected 0.1 ms, moves from 1.1 ms; small: injected 0.2 ms, moves from 1.2 ms.
        // [1.1, 1.2]: big alone, 100 B. From 1.2 both at 5e5: the small one's 100 B are through at
        // 1.4 ms (it would arrive then) while big moves 100 more; big's last 9800 B at 1e6: 11.2 ms.
        assertEquals(List.of(1, 2), got.stream().map(Message::tag).toList());
        assertEquals(0.0002, got.get(1).injectedTime(), EPS);
        assertEquals(0.0112, got.get(0).deliveredTime(), EPS);
        assertEquals(0.0112, got.get(1).deliveredTime(), EPS);
        assertEquals(0.0101, net.busySeconds(), EPS);
    }

    /**
     * Station 0 sends B = 10^4 bytes to each of stations 1..n, one request every 1 ms (a transfer alone
     * takes 10 ms, so H0's uplink never idles once the first byte moves): every flow start and end is an
     * event of its own, with up to n flows sharing H0's uplink.
     *
     * @return units of allocation work per flow event (2 events per flow)
     */
    private static double workPerFlowEvent(int n, List<Double> lastArrival) {
        Simulation s = new Simulation(1);
        SwitchedNetwork net = uniform();
        List<RecordedTransfer> got = new ArrayList<>();
        RecordedTransfer.attach(net, s, n + 1);
        for (int i = 1; i <= n; i++) {
            RecordedTransfer.request(s, net, 0.001 * (i - 1), 0, i, 10_000, got);
        }
        s.run(RunLimits.NONE);
        if (got.size() != n) {
            throw new AssertionError(got.size() + " of " + n + " arrived");
        }
        lastArrival.add(got.get(n - 1).arrivedAt());
        return net.solverWork() / (2.0 * n);
    }

    @Test
    void aThousandFlowsOnOneLinkCostPerEventAboutWhatTenDo() {
        List<Double> last = new ArrayList<>();
        double w10 = workPerFlowEvent(10, last);
        double w100 = workPerFlowEvent(100, last);
        double w1000 = workPerFlowEvent(1000, last);
        // the uplink moves 10^6 B/s from 1 ms on without a pause: the last byte of n x 10^4 B is through at
        // 1 ms + n x 10 ms (the flows share it equally, so they end in the order they started)
        assertEquals(0.001 + 10 * 0.01, last.get(0), 1e-9);
        assertEquals(0.001 + 100 * 0.01, last.get(1), 1e-9);
        assertEquals(0.001 + 1000 * 0.01, last.get(2), 1e-9);
        // recomputing every flow's rate at each event would cost at least the flows sharing the link,
        // about n / 2 on average here (500 at n = 1000)
        assertTrue(w1000 < 40, "work per flow event at n = 1000: " + w1000);
        assertTrue(w1000 < 2 * w10 + 10, "work per flow event: " + w10 + " at n = 10, " + w100 + " at 100, " + w1000 + " at 1000");
    }

    @Test
    void badParametersAreRejectedNamingTheNetworkHostAndParameter() {
        assertEquals("network 'switch': link bandwidth must be > 0 and finite, got 0.0",
                assertThrows(IllegalArgumentException.class, () -> new SwitchedNetwork("switch", 0.0005, 0, 0, 0)).getMessage());
        assertEquals("network 'switch': link latency must be >= 0 and finite, got NaN", assertThrows(IllegalArgumentException.class,
                () -> new SwitchedNetwork("switch", Double.NaN, 1e6, 0, 0)).getMessage());
        assertEquals("network 'switch': link latency of host 'H2' must be >= 0 and finite, got -1.0",
                assertThrows(IllegalArgumentException.class, () -> new SwitchedNetwork("switch", 0, 1e6,
                        Map.of("H2", new Link(-1, 1e6)), 0, 0, 0, 0)).getMessage());
        assertEquals("network 'switch': link bandwidth of host 'H2' must be > 0 and finite, got NaN",
                assertThrows(IllegalArgumentException.class, () -> new SwitchedNetwork("switch", 0, 1e6,
                        Map.of("H2", new Link(0, Double.NaN)), 0, 0, 0, 0)).getMessage());
        assertEquals("network 'switch': host links is missing (null)", assertThrows(IllegalArgumentException.class,
                () -> new SwitchedNetwork("switch", 0, 1e6, null, 0, 0, 0, 0)).getMessage());
        assertEquals("network 'switch': send overhead must be >= 0 and finite, got -1.0",
                assertThrows(IllegalArgumentException.class, () -> new SwitchedNetwork("switch", 0, 1e6, -1, 0)).getMessage());
        SwitchedNetwork net = uniform();
        assertEquals("network 'switch' is not bound to a simulation",
                assertThrows(IllegalStateException.class, () -> net.transmit(null)).getMessage());
        RecordedTransfer.attach(net, sim, 2);
        assertEquals("network 'switch': host 'H1' attached twice",
                assertThrows(IllegalArgumentException.class, () -> net.attach("H1")).getMessage());
        assertEquals("network 'switch': cannot carry a message from station 1 ('H1') to station 1 ('H1') among 2 stations",
                assertThrows(IllegalArgumentException.class, () -> net.transmit(RecordedTransfer.create(sim, 1, 1, 10, arrivals)))
                        .getMessage());
    }
}
