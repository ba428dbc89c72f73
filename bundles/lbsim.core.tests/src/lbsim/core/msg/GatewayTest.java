package lbsim.core.msg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.net.DelayNetwork;
import lbsim.core.net.EthernetNetwork;
import lbsim.core.net.LinkSharing;
import lbsim.core.net.NetworkModel;
import lbsim.core.net.RoutedNetwork;
import lbsim.core.net.SharedMediumNetwork;
import lbsim.core.net.SharingRule;
import lbsim.core.net.Topology;
import lbsim.core.stats.TaskActivity;

/**
 * Messages between hosts of different segments, store and forward through gateway stations: each leg under
 * its own segment's model, one after the other, against timelines computed by hand.
 */
class GatewayTest {

    private static final double EPS = 1e-12;

    private final Simulation sim = new Simulation(1);
    private final VirtualMachine vm = new VirtualMachine(sim, 0);

    private Host host(String name, NetworkModel segment) {
        Host h = new Host(sim, name, 1.0, 1, WeightPolicy.LINUX_2_0);
        vm.addHost(h, segment);
        return h;
    }

    /** A routed network of two routers gA and gB joined by one shared link of 10^6 B/s and 50 ms. */
    private static RoutedNetwork wan() {
        Topology t = new Topology("wan", Topology.Routing.SHORTEST);
        int a = t.addRouter("gA", 0);
        int b = t.addRouter("gB", 0);
        t.connect(0, a, b, t.addLink("wan", 1e6, 0.05, LinkSharing.SHARED));
        return new RoutedNetwork("wan", t, SharingRule.maxmin(), 0, 0, 0, 0);
    }

    /**
     * Two delay LANs, their gateways the two routers of a WAN link. lanA: send 1 ms, receive 2 ms, transmission
     * 5 ms, 10 ms per KB; lanB: send 3 ms, receive 4 ms, transmission 7 ms, 20 ms per KB; the WAN link 10^6 B/s,
     * 50 ms.
     * <p>
     * A1 -> B1, 2048 bytes at 0: send overhead (lanA's) 1 ms, injected at 0.001; leg 0 on lanA A1 -> gA:
     * 5 + 2 x 10 = 25 ms, to 0.026; leg 1 on the WAN gA -> gB: 50 ms latency + 2048 / 10^6 = 52.048 ms, to
     * 0.078048; leg 2 on lanB gB -> B1: 7 + 2 x 20 = 47 ms, delivered at 0.125048; receive overhead (lanB's)
     * 4 ms: received at 0.129048. Transit and wire: 0.124048, the legs' sum.
     * <p>
     * The answer B1 -> A1, 1024 bytes, starts at 0.129048: send overhead 3 ms, injected 0.132048; lanB 7 + 20
     * = 27 ms to 0.159048; WAN 50 + 1.024 ms to 0.210072; lanA 5 + 10 = 15 ms, delivered 0.225072; receive
     * overhead 2 ms: 0.227072.
     */
    @Test
    void twoDelaySegmentsJoinedByAWanLinkAddTheirLegs() {
        DelayNetwork lanA = new DelayNetwork("lanA", 0.001, 0.002, 0.005, 0.010);
        DelayNetwork lanB = new DelayNetwork("lanB", 0.003, 0.004, 0.007, 0.020);
        RoutedNetwork wan = wan();
        host("A1", lanA);
        host("A2", lanA);
        host("B1", lanB);
        vm.attachStation(wan, "gA");
        vm.attachStation(wan, "gB");
        assertEquals(2, vm.attachStation(lanA, "gA")); // after A1 and A2
        assertEquals(1, vm.attachStation(lanB, "gB"));
        List<Message> got = new ArrayList<>();
        vm.start(ctx -> ctx.send(1, 1, 2048, "ping", () -> ctx.recv(1, 2, got::add)), "ping", "A1");
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, m -> {
            got.add(m);
            ctx.send(0, 2, 1024, "pong", () -> {
            });
        }), "pong", "B1");
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        Message ping = got.get(0);
        Message pong = got.get(1);
        assertEquals(0.001, ping.injectedTime(), EPS);
        assertEquals(0.125048, ping.deliveredTime(), EPS);
        assertEquals(0.129048, ping.receivedTime(), EPS);
        assertEquals(0.124048, ping.wireSeconds(), EPS);
        assertEquals(0.132048, pong.injectedTime(), EPS);
        assertEquals(0.225072, pong.deliveredTime(), EPS);
        assertEquals(0.227072, pong.receivedTime(), EPS);
        List<MessageLeg> legs = vm.legs();
        assertEquals(6, legs.size());
        assertLeg(legs.get(0), 0, 0, "lanA", "A1", "gA", 0.001, 0.026);
        assertLeg(legs.get(1), 0, 1, "wan", "gA", "gB", 0.026, 0.078048);
        assertLeg(legs.get(2), 0, 2, "lanB", "gB", "B1", 0.078048, 0.125048);
        assertLeg(legs.get(3), 1, 0, "lanB", "B1", "gB", 0.132048, 0.159048);
        assertLeg(legs.get(4), 1, 1, "wan", "gB", "gA", 0.159048, 0.210072);
        assertLeg(legs.get(5), 1, 2, "lanA", "gA", "A1", 0.210072, 0.225072);
        TaskActivity pongTask = vm.activity().get(1);
        assertEquals(0.124048, pongTask.transitSeconds(), EPS);
        assertEquals(0.124048, pongTask.wireSeconds(), EPS);
        assertEquals(0.007, pongTask.overheadSeconds(), EPS); // receive 4 ms (lanB) + send 3 ms (lanB)
        assertEquals(0.003, vm.activity().get(0).overheadSeconds(), EPS); // send 1 ms (lanA) + receive 2 ms (lanA)
    }

    private static void assertLeg(MessageLeg leg, int message, int index, String segment, String from, String to,
            double start, double end) {
        assertEquals(message, leg.message(), leg.toString());
        assertEquals(index, leg.index(), leg.toString());
        assertEquals(segment, leg.segment(), leg.toString());
        assertEquals(from, leg.from(), leg.toString());
        assertEquals(to, leg.to(), leg.toString());
        assertEquals(start, leg.startSeconds(), EPS, leg.toString());
        assertEquals(end, leg.endSeconds(), EPS, leg.toString());
    }

    /**
     * Two shared-medium LANs joined by router R (a station of both): lanA 1 ms + bytes / 10^6 B/s, lanB 2 ms +
     * bytes / 5 x 10^5 B/s, no overheads. At 0, A1 sends 100,000 bytes to B1 and A2 sends 50,000 bytes to A3 (a
     * local message on lanA).
     * <p>
     * Cross message first (its task starts first): lanA carries it [0, 0.101], the local one waits and goes
     * [0.101, 0.152]; the cross message's lanB leg is alone there: [0.101, 0.101 + 0.002 + 0.2 = 0.303].
     * <p>
     * Local message first: lanA carries it [0, 0.051]; the cross message waits and goes [0.051, 0.152], then
     * lanB [0.152, 0.354]. Only the leg on lanA meets the contention; lanB's leg takes 0.202 s both times.
     */
    @Test
    void contentionOnOneLanDelaysOnlyThatLeg() {
        double[][] crossFirst = sharedMediumRun(true);
        assertEquals(0.101, crossFirst[0][0], EPS); // end of the lanA leg
        assertEquals(0.303, crossFirst[0][1], EPS); // delivered
        assertEquals(0.152, crossFirst[1][1], EPS); // the local message
        double[][] localFirst = new GatewayTest().sharedMediumRun(false);
        assertEquals(0.152, localFirst[0][0], EPS);
        assertEquals(0.354, localFirst[0][1], EPS);
        assertEquals(0.051, localFirst[1][1], EPS);
        assertEquals(0.202, crossFirst[0][1] - crossFirst[0][0], EPS);
        assertEquals(0.202, localFirst[0][1] - localFirst[0][0], EPS);
    }

    /** {end of the cross message's lanA leg, its delivery}, {0, the local message's delivery}; busy times checked. */
    private double[][] sharedMediumRun(boolean crossFirst) {
        SharedMediumNetwork lanA = new SharedMediumNetwork("lanA", 0.001, 1e6, 0, 0);
        SharedMediumNetwork lanB = new SharedMediumNetwork("lanB", 0.002, 5e5, 0, 0);
        host("A1", lanA);
        host("A2", lanA);
        host("A3", lanA);
        host("B1", lanB);
        vm.attachStation(lanA, "R");
        vm.attachStation(lanB, "R");
        List<Message> got = new ArrayList<>();
        // task ids: the two senders first (0, 1), then the receivers: 2 on B1 for the cross message, 3 on A3
        if (crossFirst) {
            vm.start(ctx -> ctx.send(2, 1, 100_000, null, () -> {
            }), "cross", "A1");
            vm.start(ctx -> ctx.send(3, 1, 50_000, null, () -> {
            }), "local", "A2");
        } else {
            vm.start(ctx -> ctx.send(3, 1, 50_000, null, () -> {
            }), "local", "A2");
            vm.start(ctx -> ctx.send(2, 1, 100_000, null, () -> {
            }), "cross", "A1");
        }
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, got::add), "to-B1", "B1");
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, got::add), "to-A3", "A3");
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        Message crossMsg = got.stream().filter(m -> m.bytes() == 100_000).findFirst().orElseThrow();
        Message localMsg = got.stream().filter(m -> m.bytes() == 50_000).findFirst().orElseThrow();
        List<MessageLeg> legs = vm.legs();
        assertEquals(2, legs.size()); // the local message has no legs
        assertEquals("lanA", legs.get(0).segment());
        assertEquals("R", legs.get(0).to());
        assertEquals("lanB", legs.get(1).segment());
        assertEquals(legs.get(0).endSeconds(), legs.get(1).startSeconds());
        assertEquals(0.152, lanA.busySeconds(), EPS); // 0.101 + 0.051
        assertEquals(0.202, lanB.busySeconds(), EPS);
        return new double[][] { { legs.get(0).endSeconds(), crossMsg.deliveredTime() }, { 0, localMsg.deliveredTime() } };
    }

    /**
     * Two 10 Mb/s Zabel Ethernets joined by router R, four senders on lanA sending at once (collisions, random
     * back-off): the same seed gives the same times to the last bit. And a lone message's legs each take what the
     * same message takes on one Ethernet alone (A1 -> R on lanA, R -> B1 on lanB).
     */
    @Test
    void ethernetLegsAreSeededAndEqualSingleSegmentTransfers() {
        double[] first = ethernetBusy(7);
        double[] again = ethernetBusy(7);
        assertEquals(java.util.Arrays.toString(first), java.util.Arrays.toString(again));
        assertTrue(first[first.length - 1] > 0, "the four senders collide on lanA");

        // a lone message through the gateway
        GatewayTest g = new GatewayTest();
        EthernetNetwork lanA = EthernetNetwork.zabel("lanA", 10e6);
        EthernetNetwork lanB = EthernetNetwork.zabel("lanB", 10e6);
        g.host("A1", lanA);
        g.host("B1", lanB);
        g.vm.attachStation(lanA, "R");
        g.vm.attachStation(lanB, "R");
        g.vm.start(ctx -> ctx.send(1, 1, 4000, null, () -> {
        }), "s", "A1");
        g.vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, m -> {
        }), "r", "B1");
        g.sim.run(RunLimits.NONE);
        List<MessageLeg> legs = g.vm.legs();
        assertEquals(2, legs.size());
        double leg0 = legs.get(0).endSeconds() - legs.get(0).startSeconds();
        double leg1 = legs.get(1).endSeconds() - legs.get(1).startSeconds();
        assertEquals(single(4000), leg0, EPS);
        assertEquals(single(4000), leg1, EPS);
        // 4000 bytes: 3 segments (1460, 1460, 1080) behind a first write of 375 us and 300 us per packet at least
        assertTrue(leg0 > 3 * 1220.8e-6, "three frames at 10 Mb/s: " + leg0);
    }

    /** Injection to delivery of one message between two hosts alone on a 10 Mb/s Zabel Ethernet. */
    private static double single(long bytes) {
        Simulation s = new Simulation(1);
        VirtualMachine v = new VirtualMachine(s, 0);
        EthernetNetwork lan = EthernetNetwork.zabel("lan", 10e6);
        v.addHost(new Host(s, "X", 1.0, 1, WeightPolicy.LINUX_2_0), lan);
        v.addHost(new Host(s, "Y", 1.0, 1, WeightPolicy.LINUX_2_0), lan);
        List<Message> got = new ArrayList<>();
        v.start(ctx -> ctx.send(1, 1, bytes, null, () -> {
        }), "s", "X");
        v.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, got::add), "r", "Y");
        s.run(RunLimits.NONE);
        return got.get(0).deliveredTime() - got.get(0).injectedTime();
    }

    /** Every message's delivery time, then lanA's collisions. */
    private static double[] ethernetBusy(long seed) {
        Simulation s = new Simulation(seed);
        VirtualMachine v = new VirtualMachine(s, 0);
        EthernetNetwork lanA = EthernetNetwork.zabel("lanA", 10e6);
        EthernetNetwork lanB = EthernetNetwork.zabel("lanB", 10e6);
        for (int i = 0; i < 4; i++) {
            v.addHost(new Host(s, "A" + i, 1.0, 1, WeightPolicy.LINUX_2_0), lanA);
        }
        v.addHost(new Host(s, "B0", 1.0, 1, WeightPolicy.LINUX_2_0), lanB);
        v.attachStation(lanA, "R");
        v.attachStation(lanB, "R");
        for (int i = 0; i < 4; i++) {
            v.start(ctx -> ctx.send(4, 1, 20_000, null, () -> {
            }), "s" + i, "A" + i);
        }
        List<Message> got = new ArrayList<>();
        v.start(new TaskProgram() {
            @Override
            public void start(TaskContext ctx) {
                next(ctx, 4);
            }

            private void next(TaskContext ctx, int left) {
                if (left > 0) {
                    ctx.recv(TaskContext.ANY, TaskContext.ANY, m -> {
                        got.add(m);
                        next(ctx, left - 1);
                    });
                }
            }
        }, "sink", "B0");
        assertEquals(StopReason.COMPLETED, s.run(RunLimits.NONE));
        assertEquals(4, got.size());
        assertEquals(8, v.legs().size()); // two legs each: lanA to R, R to lanB
        double[] out = new double[got.size() + 1];
        for (int i = 0; i < got.size(); i++) {
            out[i] = got.get(i).deliveredTime();
        }
        out[got.size()] = lanA.collisions();
        return out;
    }

    /**
     * Three segments in a row, Baer's analytic lanA, a switched lanB and CLUE's lanC, joined by R1 (on lanA and
     * lanB) and R2 (on lanB and lanC). A1 -> C1, 10,000 bytes at 0. Send overhead (lanA's) 0.5 ms: injected at
     * 0.0005. lanA: setup 2 ms + ceil(10000 / 4096) = 3 blocks x 1 ms + 10000 / 10^6 s = 15 ms, to 0.0155.
     * lanB, R1 -> R2: the path latency 1 + 1 ms, then 10000 / 10^6 s alone on both links: 12 ms, to 0.0275. lanC,
     * R2 -> C1: transmission time at 10,000 bytes 11 ms (the breakpoint), one receiver so factor 1: to 0.0385.
     * Receive overhead (lanC's) 0.7 ms: received at 0.0392.
     */
    @Test
    void analyticSwitchedAndClueSegmentsInARow() {
        lbsim.core.net.AnalyticNetwork lanA = new lbsim.core.net.AnalyticNetwork("lanA", 0.002, 4096, 0.001, 1e6, 0.0005, 0);
        lbsim.core.net.SwitchedNetwork lanB = new lbsim.core.net.SwitchedNetwork("lanB", 0.001, 1e6, 0, 0);
        lbsim.core.net.PiecewiseLinear zero = new lbsim.core.net.PiecewiseLinear(new double[] { 0 }, new double[] { 0 });
        lbsim.core.net.PiecewiseLinearNetwork lanC = new lbsim.core.net.PiecewiseLinearNetwork("lanC", zero, zero, zero,
                new lbsim.core.net.PiecewiseLinear(new double[] { 0, 10_000 }, new double[] { 0.001, 0.011 }), new double[] { 1 },
                0.0007);
        host("A1", lanA);
        host("C1", lanC);
        vm.attachStation(lanA, "R1");
        vm.attachStation(lanB, "R1");
        vm.attachStation(lanB, "R2");
        vm.attachStation(lanC, "R2");
        List<Message> got = new ArrayList<>();
        vm.start(ctx -> ctx.send(1, 1, 10_000, null, () -> {
        }), "s", "A1");
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, got::add), "r", "C1");
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        Message m = got.get(0);
        assertEquals(0.0005, m.injectedTime(), EPS);
        assertEquals(0.0385, m.deliveredTime(), EPS);
        assertEquals(0.0392, m.receivedTime(), EPS);
        List<MessageLeg> legs = vm.legs();
        assertLeg(legs.get(0), 0, 0, "lanA", "A1", "R1", 0.0005, 0.0155);
        assertLeg(legs.get(1), 0, 1, "lanB", "R1", "R2", 0.0155, 0.0275);
        assertLeg(legs.get(2), 0, 2, "lanC", "R2", "C1", 0.0275, 0.0385);
    }

    /**
     * A LAN whose gateway is a router of a routed network reaches the network's own hosts: A1 on a delay LAN (5 ms
     * + 10 ms per KB, no overheads), its gateway g joined to host H by a link of 10^6 B/s and 10 ms. A1 -> H, 1000
     * bytes: lanA 0.005 + 1000 / 1024 x 0.010 = 0.014765625 s, then g -> H 0.010 + 0.001 = 0.011 s: delivered at
     * 0.025765625. The answer H -> A1, 0 bytes, sent at once: 0.010 s on the link, then 0.005 s on lanA.
     */
    @Test
    void aLanReachesTheHostsOfTheRoutedNetworkItsRouterIsOn() {
        Topology t = new Topology("net", Topology.Routing.SHORTEST);
        int g = t.addRouter("g", 0);
        int h = t.addHost("H", 0);
        t.connect(0, g, h, t.addLink("l", 1e6, 0.010, LinkSharing.SHARED));
        RoutedNetwork net = new RoutedNetwork("net", t, SharingRule.maxmin(), 0, 0, 0, 0);
        DelayNetwork lanA = new DelayNetwork("lanA", 0, 0, 0.005, 0.010);
        host("A1", lanA);
        host("H", net);
        vm.attachStation(lanA, "g");
        vm.attachStation(net, "g");
        List<Message> got = new ArrayList<>();
        vm.start(ctx -> ctx.send(1, 1, 1000, null, () -> ctx.recv(1, 2, got::add)), "a", "A1");
        vm.start(ctx -> ctx.recv(0, 1, m -> {
            got.add(m);
            ctx.send(0, 2, 0, null, () -> {
            });
        }), "h", "H");
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        assertEquals(0.025765625, got.get(0).deliveredTime(), EPS);
        assertEquals(0.025765625 + 0.015, got.get(1).deliveredTime(), EPS);
        assertLeg(vm.legs().get(1), 0, 1, "net", "g", "H", 0.014765625, 0.025765625);
        assertLeg(vm.legs().get(2), 1, 0, "net", "H", "g", 0.025765625, 0.035765625);
    }

    @Test
    void hostsOfSegmentsThatNoGatewayJoinsStillFailAsBefore() {
        DelayNetwork lanA = new DelayNetwork("lanA", 0, 0, 0.001, 0);
        DelayNetwork lanB = new DelayNetwork("lanB", 0, 0, 0.001, 0);
        DelayNetwork lanC = new DelayNetwork("lanC", 0, 0, 0.001, 0);
        host("A1", lanA);
        host("B1", lanB);
        host("C1", lanC);
        vm.attachStation(lanA, "R");
        vm.attachStation(lanB, "R"); // lanC has no gateway
        vm.start(ctx -> ctx.send(1, 1, 10, null, () -> {
        }), "s", "A1");
        vm.start(ctx -> ctx.recv(TaskContext.ANY, TaskContext.ANY, m -> {
        }), "r", "C1");
        TaskFailure f = assertThrows(TaskFailure.class, () -> sim.run(RunLimits.NONE));
        assertTrue(f.getMessage().endsWith("hosts 'A1' and 'C1' share no network segment"), f.getMessage());
    }
}
