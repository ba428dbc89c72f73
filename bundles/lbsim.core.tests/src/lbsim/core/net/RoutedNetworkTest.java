package lbsim.core.net;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/**
 * The routed network against progressive filling done by hand, step by step, as SimGrid's lmm solver does
 * it: on each link the usage is the sum of weight / penalty of its unfixed flows, the link of smallest
 * remaining / usage saturates and fixes its flows at level / penalty (or at their bound when that is
 * lower).
 */
class RoutedNetworkTest {

    private final Simulation sim = new Simulation(1);
    private final List<RecordedTransfer> arrivals = new ArrayList<>();

    private static void assertRel(double expected, double actual, String what) {
        assertEquals(expected, actual, Math.abs(expected) * 1e-12, what);
    }

    private RecordedTransfer send(RoutedNetwork net, double time, String from, String to, long bytes) {
        return RecordedTransfer.request(sim, net, time, net.station(from), net.station(to), bytes, arrivals);
    }

    private double[] ratesAt(RoutedNetwork net, double time, RecordedTransfer... ts) {
        double[] out = new double[ts.length];
        sim.schedule(time, tag -> {
            for (int i = 0; i < ts.length; i++) {
                out[i] = net.rateBytesPerSecond(ts[i]);
            }
        }, 0);
        return out;
    }

    /** Hosts on shared links to one router R: name, bandwidth, latency. */
    private static Topology star(Object... hosts) {
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        int r = t.addRouter("R", 0);
        for (int i = 0; i < hosts.length; i += 3) {
            String h = (String) hosts[i];
            int n = t.addHost(h, 0);
            int l = t.addLink("l" + h, (Double) hosts[i + 1], (Double) hosts[i + 2], LinkSharing.SHARED);
            t.connect(0, n, r, l);
        }
        return t;
    }

    private RoutedNetwork network(Topology t, SharingRule rule) {
        RoutedNetwork net = new RoutedNetwork("net", t, rule, 0, 0, 0, 0);
        net.bind(sim);
        for (int i = 0; i < t.nodeCount(); i++) {
            if (t.host(t.nodeName(i)) == i) {
                net.attach(t.nodeName(i));
            }
        }
        return net;
    }

    /**
     * CM02 without crosstraffic, two bottlenecks. Links to R (all shared): A 10^8 B/s 1 ms, B 10^8 4 ms,
     * C 10^8 1 ms, D 10^7 1 ms. f1 A->C (latency, so penalty, 2 ms), f2 B->C (5 ms), f3 B->D (5 ms); all
     * start moving at 10 ms. Usage (1/penalty): lA 500; lB 200 + 200 = 400; lC 500 + 200 = 700; lD 200.
     * remaining / usage: lA 2e5, lB 2.5e5, lC 1.4286e5, lD 1e7 / 200 = 5e4: lD saturates, f3 = 5e4 / 5e-3
     * = 10^7 B/s. Then lB has 9e7 left for usage 200 (4.5e5); lC 1.4286e5 is smallest: f1 = (1e8 / 700) /
     * 2e-3 = 5/7 x 10^8, f2 = (1e8 / 700) / 5e-3 = 2/7 x 10^8. No bound binds (narrowest link 10^8 or 10^7,
     * window 4 MiB / 4 ms = 1.05e9).
     * <p>
     * Timeline: f1 (5e6 B) ends at 0.01 + 5e6 / (5e8 / 7) = 0.08. Then f2 has 4e6 - 0.07 x 2e8 / 7 = 2e6 B
     * left and f3 3e5 B. lD still fixes f3 at 10^7; lB then has 9e7 for f2 alone (usage 200, level 4.5e5)
     * against lC's 1e8 / 200 = 5e5: f2 = 4.5e5 / 5e-3 = 9e7 B/s and ends at 0.08 + 2e6 / 9e7 = 0.102222..;
     * f3 ends at 0.08 + 3e5 / 1e7 = 0.11.
     */
    @Test
    void cm02PenaltiesShareByRouteLatencyOverTwoBottlenecks() {
        Topology t = star("A", 1e8, 1e-3, "B", 1e8, 4e-3, "C", 1e8, 1e-3, "D", 1e7, 1e-3);
        RoutedNetwork net = network(t, SharingRule.cm02(false));
        RecordedTransfer f1 = send(net, 0.008, "A", "C", 5_000_000);
        RecordedTransfer f2 = send(net, 0.005, "B", "C", 4_000_000);
        RecordedTransfer f3 = send(net, 0.005, "B", "D", 1_000_000);
        double[] r = ratesAt(net, 0.05, f1, f2, f3);
        double[] r2 = ratesAt(net, 0.09, f1, f2, f3);
        sim.run(RunLimits.NONE);
        assertRel(5e8 / 7, r[0], "f1");
        assertRel(2e8 / 7, r[1], "f2");
        assertRel(1e7, r[2], "f3");
        assertEquals(0, r2[0]);
        assertRel(9e7, r2[1], "f2 alone");
        assertRel(1e7, r2[2], "f3 alone");
        assertRel(0.08, f1.arrivedAt(), "f1 arrival");
        assertRel(0.08 + 2e6 / 9e7, f2.arrivedAt(), "f2 arrival");
        assertRel(0.11, f3.arrivedAt(), "f3 arrival");
    }

    /**
     * The TCP window binds over a WAN. R1 holds A and B (links 10^9 B/s, latency 0), R2 holds X (10^9, 0)
     * and Y (10^9, 10 ms); the WAN R1-R2 is 10^8 B/s, 50 ms. g1 A->X: latency 50 ms, penalty 0.05, bound
     * min(1e8, 4194304 / 0.1) = 41943040. g2 B->Y: 60 ms, bound min(1e8, 4194304 / 0.12) = 34952533.33.
     * g3 A->B: latency 0, so penalty 1 (SimGrid leaves a zero-latency flow at penalty 1), bound 1e9.
     * Usage: WAN 20 + 16.667 = 36.667 (level 2727272.7), lA 21, lB 17.667, lX 20, lY 16.667. The WAN
     * saturates first, but g1 and g2 reach their bounds below its level (bound x penalty = 2097152 for
     * both): both are fixed at their bounds, and the WAN keeps 23104426.67 B/s unused. Then lA has 10^9 -
     * 41943040 = 958056960 left for g3 alone (usage 1) and lB 965047466.67: lA saturates, g3 = 958056960.
     */
    @Test
    void cm02WindowBoundLimitsWanFlowsAndTheRestGoesToTheLocalFlow() {
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        int r1 = t.addRouter("R1", 0);
        int r2 = t.addRouter("R2", 0);
        t.connect(0, r1, r2, t.addLink("wan", 1e8, 0.05, LinkSharing.SHARED));
        t.connect(0, t.addHost("A", 0), r1, t.addLink("lA", 1e9, 0, LinkSharing.SHARED));
        t.connect(0, t.addHost("B", 0), r1, t.addLink("lB", 1e9, 0, LinkSharing.SHARED));
        t.connect(0, t.addHost("X", 0), r2, t.addLink("lX", 1e9, 0, LinkSharing.SHARED));
        t.connect(0, t.addHost("Y", 0), r2, t.addLink("lY", 1e9, 0.01, LinkSharing.SHARED));
        RoutedNetwork net = network(t, SharingRule.cm02(false));
        RecordedTransfer g1 = send(net, 0, "A", "X", 100_000_000);
        RecordedTransfer g2 = send(net, 0, "B", "Y", 100_000_000);
        RecordedTransfer g3 = send(net, 0.1, "A", "B", 100_000_000);
        double[] r = ratesAt(net, 0.2, g1, g2, g3);
        sim.run(RunLimits.NONE);
        assertRel(41943040, r[0], "g1");
        assertRel(4194304 / 0.12, r[1], "g2");
        assertRel(1e9 - 41943040, r[2], "g3");
        // g3 alone after it starts at 0.1: 10^8 B at 958056960 B/s, the others keep their bounds to the end
        assertRel(0.1 + 1e8 / (1e9 - 41943040), g3.arrivedAt(), "g3 arrival");
        assertRel(0.05 + 1e8 / 41943040.0, g1.arrivedAt(), "g1 arrival");
        assertRel(0.06 + 1e8 / (4194304 / 0.12), g2.arrivedAt(), "g2 arrival");
    }

    /**
     * Crosstraffic in a cluster: split-duplex private links of 10^8 B/s (n0 and n2: 50 us, n1: 150 us) and
     * a shared backbone of 3 x 10^8 B/s, 100 us. h1 n0->n1 (latency 300 us), h2 n0->n2 (200 us), h3 n2->n1
     * (300 us). Each flow weighs 1 on its route and 0.05 on the reverse one (the backbone carries both: 1.05).
     * Usage (weight / penalty): l0 up 3333.33 + 5000 = 8333.33 (level 1e8 / 8333.33 = 12000); l1 down
     * 3333.33 + 3333.33 (15000); l2 up 0.05 / 2e-4 + 3333.33 = 3583.33 (27907); l2 down 5000 (20000);
     * backbone 1.05 x 11666.67 = 12250 (24490); l0 down 416.67, l1 up 333.33 (large levels).
     * l0 up saturates: h1 = 12000 / 3e-4 = 4e7, h2 = 12000 / 2e-4 = 6e7. Then l1 down has 6e7 left for
     * h3 (usage 3333.33, level 18000), l2 up 1e8 - 0.05 x 6e7 = 9.7e7 (29100), the backbone 3e8 - 1.05 x
     * 1e8 = 1.95e8 for 1.05 x 3333.33 (55714): l1 down saturates and h3 = 18000 / 3e-4 = 6e7.
     */
    @Test
    void cm02CrosstrafficInAClusterWithHeterogeneousPrivateLinks() {
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        int c = t.addCluster("c", 0, "n", "", new int[] { 0, 1, 2 }, 1e8, 5e-5, LinkSharing.SPLITDUPLEX, 3e8, 1e-4,
                LinkSharing.SHARED, null);
        t.setLink(t.clusterLink(c, 1), 1e8, 1.5e-4);
        RoutedNetwork net = network(t, SharingRule.cm02(true));
        RecordedTransfer h1 = send(net, 0, "n0", "n1", 10_000_000);
        RecordedTransfer h2 = send(net, 0, "n0", "n2", 10_000_000);
        RecordedTransfer h3 = send(net, 0, "n2", "n1", 10_000_000);
        double[] r = ratesAt(net, 0.001, h1, h2, h3);
        sim.run(RunLimits.NONE);
        assertRel(4e7, r[0], "h1");
        assertRel(6e7, r[1], "h2");
        assertRel(6e7, r[2], "h3");
        assertArrayEquals(new int[] { 2 * t.link("c_link_0"), 2 * t.link("c_backbone"), 2 * t.link("c_link_1") + 1 },
                t.route(t.host("n0"), t.host("n1")).hops());
        assertRel(3e-4, t.route(t.host("n0"), t.host("n1")).latencySeconds(), "route latency");
    }

    /**
     * Crosstraffic changes the backbone's level when it is the bottleneck: the same cluster with a
     * backbone of 1.2 x 10^8 B/s. With crosstraffic the backbone's usage is 1.05 x 11666.67 = 12250, level
     * 1.2e8 / 12250 = 9795.92, below l0 up's 12000: h1 = 9795.92 / 3e-4, h2 = 9795.92 / 2e-4. Without it the
     * usage is 11666.67 and the level 10285.71.
     */
    @Test
    void crosstrafficLoadsTheReverseRouteWithFivePercent() {
        for (boolean cross : new boolean[] { true, false }) {
            Simulation s = new Simulation(1);
            Topology t = new Topology("root", Topology.Routing.SHORTEST);
            int c = t.addCluster("c", 0, "n", "", new int[] { 0, 1, 2 }, 1e8, 5e-5, LinkSharing.SPLITDUPLEX, 1.2e8, 1e-4,
                    LinkSharing.SHARED, null);
            t.setLink(t.clusterLink(c, 1), 1e8, 1.5e-4);
            RoutedNetwork net = new RoutedNetwork("net", t, SharingRule.cm02(cross), 0, 0, 0, 0);
            net.bind(s);
            for (String h : new String[] { "n0", "n1", "n2" }) {
                net.attach(h);
            }
            List<RecordedTransfer> got = new ArrayList<>();
            RecordedTransfer h1 = RecordedTransfer.request(s, net, 0, 0, 1, 10_000_000, got);
            RecordedTransfer h2 = RecordedTransfer.request(s, net, 0, 0, 2, 10_000_000, got);
            RecordedTransfer h3 = RecordedTransfer.request(s, net, 0, 2, 1, 10_000_000, got);
            double[] r = new double[3];
            s.schedule(0.001, tag -> {
                r[0] = net.rateBytesPerSecond(h1);
                r[1] = net.rateBytesPerSecond(h2);
                r[2] = net.rateBytesPerSecond(h3);
            }, 0);
            s.run(RunLimits.NONE);
            double level = cross ? 1.2e8 / (1.05 * (1 / 3e-4 + 1 / 2e-4 + 1 / 3e-4)) : 1.2e8 / (1 / 3e-4 + 1 / 2e-4 + 1 / 3e-4);
            assertEquals(level / 3e-4, r[0], level / 3e-4 * 1e-12, "h1 crosstraffic " + cross);
            assertEquals(level / 2e-4, r[1], level / 2e-4 * 1e-12, "h2 crosstraffic " + cross);
            assertEquals(level / 3e-4, r[2], level / 3e-4 * 1e-12, "h3 crosstraffic " + cross);
        }
    }

    /**
     * LV08 from B to C over two shared links of 10^8 B/s and 1 ms: the flow waits 13.01 x 2 ms; with
     * crosstraffic (on in LV08) it weighs 1 + 0.05 on both links (they carry its reverse route too), so
     * its share is 10^8 / 1.05 (the window, 4 MiB / 4 ms, and the narrowest link, 10^8, are larger), and
     * it moves 0.97 B per unit of share: 10^6 B take 0.02602 + 10^6 / (0.97 x 10^8 / 1.05) s.
     * Two flows into C from A (link 10^7 B/s) and B (10^8 B/s), all links 1 ms: penalties 2 ms + 20537 /
     * 1e7 + 20537 / 1e8 = 0.00425907 and 2 ms + 2 x 20537 / 1e8 = 0.00241074. lA's level is 1e7 / (1.05 /
     * 0.00425907) = 40562.6, lC's 1e8 / (1.05 / 0.00425907 + 1.05 / 0.00241074) = 146609.5, lB's 229594:
     * lA saturates first: A's share = 10^7 / 1.05 (rate x 0.97); lC then has 10^8 - 10^7 = 9e7 left for B
     * (usage 1.05 / 0.00241074, level 206635 against lB's 229594): B's share = 9e7 / 1.05.
     */
    @Test
    void lv08AppliesItsFactorsAndWeightS() {
        Topology t = star("A", 1e7, 1e-3, "B", 1e8, 1e-3, "C", 1e8, 1e-3);
        RoutedNetwork net = network(t, SharingRule.lv08());
        RecordedTransfer one = send(net, 0, "B", "C", 1_000_000);
        sim.run(RunLimits.NONE);
        assertRel(0.002 * 13.01 + 1e6 / (0.97 * 1e8 / 1.05), one.arrivedAt(), "one LV08 flow");

        RecordedTransfer a = send(net, 1, "A", "C", 10_000_000);
        RecordedTransfer b = send(net, 1, "B", "C", 10_000_000);
        double[] r = ratesAt(net, 1.05, a, b);
        sim.run(RunLimits.NONE);
        assertRel(0.97 * 1e7 / 1.05, r[0], "A");
        assertRel(0.97 * 9e7 / 1.05, r[1], "B");
    }

    @Test
    void maxminGivesEqualSharesAndNoWindow() {
        Topology t = star("A", 1e8, 0.05, "B", 1e8, 0.001, "C", 1e8, 0.0);
        RoutedNetwork net = network(t, SharingRule.maxmin());
        RecordedTransfer a = send(net, 0, "A", "C", 10_000_000);
        RecordedTransfer b = send(net, 0.049, "B", "C", 10_000_000);
        double[] r = ratesAt(net, 0.06, a, b);
        sim.run(RunLimits.NONE);
        assertRel(5e7, r[0], "A");
        assertRel(5e7, r[1], "B");
        // both start moving at 0.05 and share lC equally to the end: 2e7 B at 1e8 B/s
        assertRel(0.25, a.arrivedAt(), "A arrival");
        assertRel(0.25, b.arrivedAt(), "B arrival");
    }

    @Test
    void fatpipeBackboneGivesEveryFlowItsFullBandwidth() {
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        t.addCluster("c", 0, "n", "", new int[] { 0, 1, 2, 3 }, 1e8, 0, LinkSharing.SPLITDUPLEX, 1e8, 0, LinkSharing.FATPIPE,
                null);
        RoutedNetwork net = network(t, SharingRule.maxmin());
        RecordedTransfer x = send(net, 0, "n0", "n1", 1_000_000);
        RecordedTransfer y = send(net, 0, "n2", "n3", 1_000_000);
        sim.run(RunLimits.NONE);
        assertRel(0.01, x.arrivedAt(), "x");
        assertRel(0.01, y.arrivedAt(), "y");
    }

    /**
     * Two clusters joined through their routers by a WAN link in the root zone: the route from a host of one
     * to a host of the other is its private link up, its backbone, the WAN, the other backbone, the private
     * link down.
     */
    @Test
    void routesBetweenClustersGoThroughTheirGateways() {
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        int a = t.addCluster("a", 0, "a-", "", new int[] { 0, 1 }, 1e8, 1e-5, LinkSharing.SPLITDUPLEX, 1e9, 1e-5,
                LinkSharing.SHARED, null);
        int b = t.addCluster("b", 0, "b-", "", new int[] { 0, 1 }, 1e7, 1e-4, LinkSharing.SHARED, 0, 0, LinkSharing.SHARED, null);
        int wan = t.addLink("wan", 1e6, 0.02, LinkSharing.SHARED);
        t.addRoute(0, t.zoneNode(a), t.zoneNode(b), t.clusterRouter(a), t.clusterRouter(b), new int[] { 2 * wan }, true);
        Topology.Route r = t.route(t.host("a-1"), t.host("b-0"));
        assertArrayEquals(new int[] { 2 * t.link("a_link_1"), 2 * t.link("a_backbone"), 2 * wan, 2 * t.link("b_link_0") + 1 },
                r.hops());
        assertRel(1e-5 + 1e-5 + 0.02 + 1e-4, r.latencySeconds(), "latency");
        Topology.Route back = t.route(t.host("b-0"), t.host("a-1"));
        assertArrayEquals(new int[] { 2 * t.link("b_link_0"), 2 * wan + 1, 2 * t.link("a_backbone"), 2 * t.link("a_link_1") + 1 },
                back.hops());
        assertEquals("no route from 'X' to 'a-0' in zone 'root'", assertThrows(IllegalArgumentException.class, () -> {
            int x = t.addHost("X", 0);
            t.route(x, t.host("a-0"));
        }).getMessage());
    }

    /**
     * A path of zone routes through a middle cluster that is entered by one host and left by another: the
     * route inside it, from the one to the other, is part of the whole route (SimGrid's Floyd does the same).
     */
    @Test
    void aPathThroughAZoneCrossesItFromGatewayToGateway() {
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        int a = t.addCluster("a", 0, "a-", "", new int[] { 0 }, 1e8, 1e-5, LinkSharing.SPLITDUPLEX, 0, 0, LinkSharing.SHARED, null);
        int b = t.addCluster("b", 0, "b-", "", new int[] { 0, 1 }, 1e8, 1e-5, LinkSharing.SPLITDUPLEX, 1e9, 2e-5,
                LinkSharing.SHARED, null);
        int c = t.addCluster("c", 0, "c-", "", new int[] { 0 }, 1e8, 1e-5, LinkSharing.SPLITDUPLEX, 0, 0, LinkSharing.SHARED, null);
        int ab = t.addLink("ab", 1e7, 1e-3, LinkSharing.SHARED);
        int bc = t.addLink("bc", 1e7, 1e-3, LinkSharing.SHARED);
        t.addRoute(0, t.zoneNode(a), t.zoneNode(b), t.clusterRouter(a), t.host("b-0"), new int[] { 2 * ab }, true);
        t.addRoute(0, t.zoneNode(b), t.zoneNode(c), t.host("b-1"), t.clusterRouter(c), new int[] { 2 * bc }, true);
        Topology.Route r = t.route(t.host("a-0"), t.host("c-0"));
        assertArrayEquals(new int[] { 2 * t.link("a_link_0"), 2 * ab, 2 * t.link("b_link_0"), 2 * t.link("b_backbone"),
                2 * t.link("b_link_1") + 1, 2 * bc, 2 * t.link("c_link_0") + 1 }, r.hops());
        assertRel(1e-5 + 1e-3 + 1e-5 + 2e-5 + 1e-5 + 1e-3 + 1e-5, r.latencySeconds(), "latency");
    }

    @Test
    void zeroByteMessagesArriveAfterTheLatencyTimesTheFactor() {
        Topology t = star("A", 1e8, 1e-3, "B", 1e8, 2e-3);
        RoutedNetwork net = network(t, SharingRule.lv08());
        RecordedTransfer m = send(net, 1, "A", "B", 0);
        sim.run(RunLimits.NONE);
        assertRel(1 + 13.01 * 3e-3, m.arrivedAt(), "arrival");
    }

    @Test
    void badInputIsRefusedWithItsName() {
        Topology t = star("A", 1e8, 1e-3);
        assertEquals("link 'x': bandwidth must be > 0 and finite, got 0.0",
                assertThrows(IllegalArgumentException.class, () -> t.addLink("x", 0, 0, LinkSharing.SHARED)).getMessage());
        assertEquals("link 'lA' declared twice",
                assertThrows(IllegalArgumentException.class, () -> t.addLink("lA", 1, 0, LinkSharing.SHARED)).getMessage());
        assertEquals("'A' is declared twice (hosts, routers and zones share one name space)",
                assertThrows(IllegalArgumentException.class, () -> t.addRouter("A", 0)).getMessage());
        RoutedNetwork net = new RoutedNetwork("net", t, SharingRule.cm02(true), 0, 0, 0, 0);
        assertEquals("network 'net': host 'Z' is not on the platform",
                assertThrows(IllegalArgumentException.class, () -> net.attach("Z")).getMessage());
        assertEquals("sharing rule: latency factor must be > 0 and finite, got 0.0", assertThrows(IllegalArgumentException.class,
                () -> new SharingRule(SharingRule.Kind.LV08, 0, 1, 0, 1, true)).getMessage());
        assertTrue(net.rule().crosstraffic());
    }
}
