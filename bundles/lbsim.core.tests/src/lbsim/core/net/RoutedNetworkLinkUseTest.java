package lbsim.core.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/**
 * The routed network's per-link account (bytes carried, busy time, most flows at once), against a timeline worked
 * out by hand, under both solvers.
 */
class RoutedNetworkLinkUseTest {

    private static final double EPS = 1e-12;

    /**
     * Plain max-min on a star (every link shared, to one router R): lA, lB, lC, lE 10^6 B/s with no latency, lD
     * 10^6 B/s with 0.1 s latency.
     * <ul>
     * <li>f1 A->C, 10^6 B, at 0: alone on lA and lC, 10^6 B/s, until f2 joins at 0.5 (5e5 B moved, 5e5 left).</li>
     * <li>f2 B->C, 10^6 B, at 0.5: lC is shared by f1 and f2, 5e5 B/s each. f1's 5e5 B left take 1 s: f1 ends at
     * 1.5. f2 has moved 5e5 B by then and moves its last 5e5 B alone at 10^6 B/s: it ends at 2.0.</li>
     * <li>f3 D->E, 5e5 B, at 1.0: waits its route latency 0.1 s (lD's), moves from 1.1 alone on its private links
     * at 10^6 B/s, ends at 1.6.</li>
     * </ul>
     * Per link: lA carried 10^6 B, busy 0 to 1.5 = 1.5 s, 1 flow at most; lB 10^6 B, busy 0.5 to 2.0 = 1.5 s, 1
     * flow; lC (shared) 2 x 10^6 B, busy 0 to 2.0 = 2 s, 2 flows at once from 0.5 to 1.5; lD and lE 5e5 B, busy
     * 1.1 to 1.6 = 0.5 s (the latency wait does not count), 1 flow. The run ends at 2.0 s, so the utilisations
     * (bytes / (bandwidth x run time)) are lA 10^6 / (10^6 x 2) = 0.5, lB 0.5, lC 2 x 10^6 / (10^6 x 2) = 1,
     * lD and lE 5e5 / (10^6 x 2) = 0.25; lF (no traffic) 0.
     */
    private static void twoSharingOnePrivate(RoutedNetwork.Solver solver) {
        Simulation sim = new Simulation(1);
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        int r = t.addRouter("R", 0);
        for (String h : new String[] { "A", "B", "C", "D", "E", "F" }) {
            int n = t.addHost(h, 0);
            t.connect(0, n, r, t.addLink("l" + h, 1e6, h.equals("D") ? 0.1 : 0, LinkSharing.SHARED));
        }
        RoutedNetwork net = new RoutedNetwork("net", t, SharingRule.maxmin(), solver, 0, 0, 0, 0);
        net.bind(sim);
        for (String h : new String[] { "A", "B", "C", "D", "E", "F" }) {
            net.attach(h);
        }
        List<RecordedTransfer> arrivals = new ArrayList<>();
        RecordedTransfer f1 = RecordedTransfer.request(sim, net, 0.0, net.station("A"), net.station("C"), 1_000_000, arrivals);
        RecordedTransfer f2 = RecordedTransfer.request(sim, net, 0.5, net.station("B"), net.station("C"), 1_000_000, arrivals);
        RecordedTransfer f3 = RecordedTransfer.request(sim, net, 1.0, net.station("D"), net.station("E"), 500_000, arrivals);
        // halfway: lC carries two flows and is busy since 0; nothing has arrived yet
        List<List<RoutedNetwork.LinkUse>> at = new ArrayList<>();
        sim.schedule(1.2, tag -> at.add(net.linkUse()), 0);
        sim.run(RunLimits.NONE);
        assertEquals(1.5, f1.arrivedAt(), EPS, "f1");
        assertEquals(2.0, f2.arrivedAt(), EPS, "f2");
        assertEquals(1.6, f3.arrivedAt(), EPS, "f3");
        double end = sim.now();
        assertEquals(2.0, end, EPS);

        List<RoutedNetwork.LinkUse> mid = at.get(0);
        assertEquals(0, mid.get(2).bytes(), "lC at 1.2: no message through yet");
        assertEquals(1.2, mid.get(2).busySeconds(), EPS, "lC at 1.2: busy since 0");
        assertEquals(0.1, mid.get(3).busySeconds(), EPS, "lD at 1.2: busy since 1.1");

        List<RoutedNetwork.LinkUse> use = net.linkUse();
        assertEquals(6, use.size());
        check(use.get(0), "lA", 1_000_000, 1.5, 1, 0.5, end);
        check(use.get(1), "lB", 1_000_000, 1.5, 1, 0.5, end);
        check(use.get(2), "lC", 2_000_000, 2.0, 2, 1.0, end);
        check(use.get(3), "lD", 500_000, 0.5, 1, 0.25, end);
        check(use.get(4), "lE", 500_000, 0.5, 1, 0.25, end);
        check(use.get(5), "lF", 0, 0, 0, 0, end);
    }

    private static void check(RoutedNetwork.LinkUse u, String name, long bytes, double busy, int maxFlows,
            double utilisation, double end) {
        assertEquals(name, u.link());
        assertEquals(1e6, u.bandwidthBytesPerSecond(), name);
        assertEquals(bytes, u.bytes(), name + " bytes");
        assertEquals(busy, u.busySeconds(), EPS, name + " busy");
        assertEquals(maxFlows, u.maxFlows(), name + " flows at once");
        assertEquals(utilisation, u.bytes() / (u.bandwidthBytesPerSecond() * end), EPS, name + " utilisation");
    }

    @Test
    void exactSolverCountsBytesBusyTimeAndFlowsPerLink() {
        twoSharingOnePrivate(RoutedNetwork.Solver.EXACT);
    }

    @Test
    void aggregatedSolverCountsTheSame() {
        twoSharingOnePrivate(RoutedNetwork.Solver.AGGREGATED);
    }

    /**
     * A split-duplex link counts each message once, in whichever direction: A and B on split-duplex links of 10^6
     * B/s each way; g1 A->B and g2 B->A, 10^6 B each, at 0, move at 10^6 B/s each (each direction has its own
     * capacity), end at 1.0. lA carried 2 x 10^6 B, busy 1 s, 2 flows at once (one each way).
     */
    @Test
    void aSplitDuplexLinkCountsBothDirections() {
        Simulation sim = new Simulation(1);
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        int r = t.addRouter("R", 0);
        t.connect(0, t.addHost("A", 0), r, t.addLink("lA", 1e6, 0, LinkSharing.SPLITDUPLEX));
        t.connect(0, t.addHost("B", 0), r, t.addLink("lB", 1e6, 0, LinkSharing.SPLITDUPLEX));
        RoutedNetwork net = new RoutedNetwork("net", t, SharingRule.maxmin(), 0, 0, 0, 0);
        net.bind(sim);
        net.attach("A");
        net.attach("B");
        List<RecordedTransfer> arrivals = new ArrayList<>();
        RecordedTransfer g1 = RecordedTransfer.request(sim, net, 0, 0, 1, 1_000_000, arrivals);
        RecordedTransfer g2 = RecordedTransfer.request(sim, net, 0, 1, 0, 1_000_000, arrivals);
        sim.run(RunLimits.NONE);
        assertEquals(1.0, g1.arrivedAt(), EPS);
        assertEquals(1.0, g2.arrivedAt(), EPS);
        RoutedNetwork.LinkUse a = net.linkUse().get(0);
        assertEquals(2_000_000, a.bytes());
        assertEquals(1.0, a.busySeconds(), EPS);
        assertEquals(2, a.maxFlows());
        assertEquals(LinkSharing.SPLITDUPLEX, a.sharing());
    }
}
