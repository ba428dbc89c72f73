package lbsim.core.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.net.SwitchedNetwork.Link;

/**
 * The routed network at scale and against the switch: plain max-min over a star of split-duplex links is
 * the switched network's rule, and a flow start or end costs the same on 100,000 hosts as on 100.
 */
class RoutedNetworkScaleTest {

    /**
     * Random traffic over hosts of a few link speeds: the routed network under {@code maxmin}, each host on
     * a split-duplex link to one router, gives the arrivals of {@link SwitchedNetwork} (whose own random test
     * checks it against full progressive filling) to 1e-9.
     */
    @Test
    void maxminOverAStarArrivesAsTheSwitchedNetwork() {
        SplittableRandom rnd = new SplittableRandom(20261127);
        double latency = 0.0005;
        int checked = 0;
        for (int round = 0; round < 40; round++) {
            int hosts = 2 + rnd.nextInt(round < 20 ? 6 : 30);
            double[] speeds = { 1e6, 2e6, 5e5, 1e6 };
            Map<String, Link> links = new HashMap<>();
            Topology t = new Topology("root", Topology.Routing.SHORTEST);
            int r = t.addRouter("switch", 0);
            for (int h = 0; h < hosts; h++) {
                double bw = speeds[rnd.nextInt(speeds.length)];
                links.put("H" + h, new Link(latency, bw));
                t.connect(0, t.addHost("H" + h, 0), r, t.addLink("l" + h, bw, latency, LinkSharing.SPLITDUPLEX));
            }
            Simulation s1 = new Simulation(1);
            Simulation s2 = new Simulation(1);
            SwitchedNetwork sw = new SwitchedNetwork("switch", latency, 1e6, links, 0, 0, 0, 0);
            RoutedNetwork rn = new RoutedNetwork("routed", t, SharingRule.maxmin(), 0, 0, 0, 0);
            RecordedTransfer.attach(sw, s1, hosts);
            RecordedTransfer.attach(rn, s2, hosts);
            List<RecordedTransfer> a1 = new ArrayList<>();
            List<RecordedTransfer> a2 = new ArrayList<>();
            List<RecordedTransfer> m1 = new ArrayList<>();
            List<RecordedTransfer> m2 = new ArrayList<>();
            int messages = 5 + rnd.nextInt(150);
            double time = 0;
            int hub = rnd.nextInt(hosts);
            for (int m = 0; m < messages; m++) {
                if (rnd.nextInt(3) > 0) {
                    time += rnd.nextInt(4) * 0.0007;
                }
                int from = rnd.nextBoolean() ? hub : rnd.nextInt(hosts);
                int to = (from + 1 + rnd.nextInt(hosts - 1)) % hosts;
                long bytes = 1 + rnd.nextInt(20_000);
                m1.add(RecordedTransfer.request(s1, sw, time, from, to, bytes, a1));
                m2.add(RecordedTransfer.request(s2, rn, time, from, to, bytes, a2));
            }
            s1.run(RunLimits.NONE);
            s2.run(RunLimits.NONE);
            for (int m = 0; m < messages; m++) {
                double e = m1.get(m).arrivedAt();
                assertEquals(e, m2.get(m).arrivedAt(), e * 1e-9, "round " + round + " message " + m);
                checked++;
            }
        }
        assertTrue(checked > 1000, "messages checked: " + checked);
    }

    /**
     * Clusters of {@code perCluster} hosts (split-duplex private links 1.25e8 B/s, 50 us; shared backbone
     * 1.25e9, 10 us), their routers joined to one core router by a link each (1.25e9, 1 ms). The first host
     * sends 10^5 B to 25 hosts of its own cluster and 25 of the last one, one request every 0.1 ms, under
     * CM02 with crosstraffic.
     *
     * @return allocation work per flow event (2 per flow)
     */
    private static double workPerFlowEvent(int clusters, int perCluster, List<Double> lastArrival) {
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        int core = t.addRouter("core", 0);
        int[] radicals = new int[perCluster];
        for (int i = 0; i < perCluster; i++) {
            radicals[i] = i;
        }
        for (int c = 0; c < clusters; c++) {
            int z = t.addCluster("c" + c, 0, "c" + c + "-", "", radicals, 1.25e8, 5e-5, LinkSharing.SPLITDUPLEX, 1.25e9, 1e-5,
                    LinkSharing.SHARED, null);
            int up = t.addLink("up" + c, 1.25e9, 1e-3, LinkSharing.SHARED);
            t.addRoute(0, t.zoneNode(z), core, t.clusterRouter(z), core, new int[] { 2 * up }, true);
        }
        Simulation s = new Simulation(1);
        RoutedNetwork net = new RoutedNetwork("net", t, SharingRule.cm02(true), 0, 0, 0, 0);
        net.bind(s);
        List<String> targets = new ArrayList<>();
        net.attach("c0-0");
        for (int i = 1; i <= 25; i++) {
            targets.add("c0-" + i);
            targets.add("c" + (clusters - 1) + "-" + i);
        }
        for (String h : targets) {
            net.attach(h);
        }
        List<RecordedTransfer> got = new ArrayList<>();
        for (int i = 0; i < targets.size(); i++) {
            RecordedTransfer.request(s, net, 0.0001 * i, 0, net.station(targets.get(i)), 100_000, got);
        }
        s.run(RunLimits.NONE);
        if (got.size() != targets.size()) {
            throw new AssertionError(got.size() + " of " + targets.size() + " arrived");
        }
        lastArrival.add(got.get(got.size() - 1).arrivedAt());
        return net.solverWork() / (2.0 * targets.size());
    }

    /**
     * 2,000 messages of 10^4 B leave H0 at one instant over a star of 10^7 B/s links of 1 ms: they start moving
     * together at 2 ms and share H0's link equally, so all end together at 2 ms + 2000 x 10^4 / 10^7 = 2.002 s.
     * Flows that start or end together cost one allocation between them (as SimGrid solves once per step):
     * allocating at each start and end would look at about 1,000 flows per flow here.
     */
    @Test
    void flowsStartingAndEndingTogetherCostOneAllocation() {
        int n = 2000;
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        int r = t.addRouter("switch", 0);
        for (int h = 0; h <= n; h++) {
            t.connect(0, t.addHost("H" + h, 0), r, t.addLink("l" + h, 1e7, 0.001, LinkSharing.SPLITDUPLEX));
        }
        Simulation s = new Simulation(1);
        RoutedNetwork net = new RoutedNetwork("net", t, SharingRule.cm02(true), 0, 0, 0, 0);
        RecordedTransfer.attach(net, s, n + 1);
        List<RecordedTransfer> got = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            RecordedTransfer.request(s, net, 0, 0, i, 10_000, got);
        }
        s.run(RunLimits.NONE);
        assertEquals(n, got.size());
        // crosstraffic: H0's link up carries the flows at 1 and nothing of their reverse routes (they come back down it)
        assertEquals(0.002 + n * 1e4 / 1e7, got.get(n - 1).arrivedAt(), 1e-12);
        assertEquals(got.get(0).arrivedAt(), got.get(n - 1).arrivedAt());
        double perFlow = net.solverWork() / (double) n;
        assertTrue(perFlow < 50, "allocation work per flow: " + perFlow);
    }

    @Test
    void aFlowEventCostsTheSameOnOneHundredThousandHostsAsOnOneHundred() {
        List<Double> last = new ArrayList<>();
        double small = workPerFlowEvent(2, 50, last);
        double large = workPerFlowEvent(100, 1000, last);
        // the same flows over routes of the same shape: the same arrivals and the same work, since only
        // the links and flows a start or end touches are looked at
        assertEquals(last.get(0), last.get(1), last.get(0) * 1e-12);
        assertTrue(large <= small * 1.01 + 1, "work per flow event: " + small + " on 100 hosts, " + large + " on 100,000");
        assertTrue(small > 0);
    }
}
