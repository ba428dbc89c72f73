package lbsim.core.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.dynamics.LinkDynamics;
import lbsim.core.dynamics.Profile;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/**
 * Link bandwidth and latency profiles (SimGrid 3.32's semantics) on the routed network, against timelines
 * worked out by hand. MB = 10^6 B.
 */
class RoutedNetworkProfileTest {

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

    /** A and B joined by one shared link L. */
    private static Topology pair(double bandwidth, double latency) {
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        t.connect(0, t.addHost("A", 0), t.addHost("B", 0), t.addLink("L", bandwidth, latency, LinkSharing.SHARED));
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
     * One flow of 100 MB on a 10 MB/s link whose bandwidth drops to 5 MB/s at 4 s: 40 MB are through at 4 s,
     * the 60 MB left take 60 / 5 = 12 s more: it ends at 16 s.
     */
    @Test
    void oneFlowSlowsDownWhenTheBandwidthDrops() {
        Topology t = pair(10e6, 0);
        RoutedNetwork net = network(t, SharingRule.maxmin());
        LinkDynamics d = new LinkDynamics(sim);
        d.bandwidthProfile(net, t.link("L"), Profile.parse("4 5e6"));
        d.start();
        RecordedTransfer f = send(net, 0, "A", "B", 100_000_000);
        double[] before = ratesAt(net, 3, f);
        double[] after = ratesAt(net, 5, f);
        sim.run(RunLimits.NONE);
        assertRel(10e6, before[0], "rate before 4 s");
        assertRel(5e6, after[0], "rate after 4 s");
        assertRel(16, f.arrivedAt(), "end");
    }

    /**
     * Two flows share a 10 MB/s link from 0 s: f1 40 MB, f2 100 MB, 5 MB/s each. At 4 s (20 MB each through)
     * the bandwidth becomes 20 MB/s: 10 MB/s each; f1's 20 MB left end at 4 + 20 / 10 = 6 s. f2 then has
     * 80 - 20 = 60 MB left and the whole 20 MB/s; at 8 s (40 MB more through) the bandwidth is back to 10 MB/s:
     * its 20 MB left end at 8 + 20 / 10 = 10 s.
     */
    @Test
    void twoFlowsShareTheNewBandwidth() {
        Topology t = pair(10e6, 0);
        RoutedNetwork net = network(t, SharingRule.maxmin());
        LinkDynamics d = new LinkDynamics(sim);
        d.bandwidthProfile(net, t.link("L"), Profile.parse("4 20e6; 8 10e6"));
        d.start();
        RecordedTransfer f1 = send(net, 0, "A", "B", 40_000_000);
        RecordedTransfer f2 = send(net, 0, "A", "B", 100_000_000);
        double[] at5 = ratesAt(net, 5, f1, f2);
        double[] at7 = ratesAt(net, 7, f1, f2);
        sim.run(RunLimits.NONE);
        assertRel(10e6, at5[0], "f1 at 5 s");
        assertRel(10e6, at5[1], "f2 at 5 s");
        assertEquals(0, at7[0], "f1 has arrived");
        assertRel(20e6, at7[1], "f2 alone at 7 s");
        assertRel(6, f1.arrivedAt(), "f1 end");
        assertRel(10, f2.arrivedAt(), "f2 end");
    }

    /**
     * A looping profile (0 s: 10 MB/s, 2 s: 5 MB/s, LOOPAFTER 2: a cycle of 4 s) moves 20 + 10 = 30 MB a cycle;
     * 100 MB: three cycles (90 MB at 12 s), then 10 MB at 10 MB/s: 13 s.
     */
    @Test
    void aLoopingProfileRepeatsItsCycle() {
        Topology t = pair(10e6, 0);
        RoutedNetwork net = network(t, SharingRule.maxmin());
        LinkDynamics d = new LinkDynamics(sim);
        d.bandwidthProfile(net, t.link("L"), Profile.parse("0 10e6\n2 5e6\nLOOPAFTER 2\n"));
        d.start();
        RecordedTransfer f = send(net, 0, "A", "B", 100_000_000);
        double[] at11 = ratesAt(net, 11, f);
        sim.run(RunLimits.NONE.withEndTime(13.5));
        assertRel(5e6, at11[0], "third cycle's slow half");
        assertRel(13, f.arrivedAt(), "end");
    }

    /**
     * The same cycle written as SimGrid's PERIODICITY (the length of a whole cycle, 4 s: LOOPAFTER 4 - 2 = 2):
     * 100 MB end at 13 s too.
     */
    @Test
    void periodicityIsTheLengthOfACycle() {
        Topology t = pair(10e6, 0);
        RoutedNetwork net = network(t, SharingRule.maxmin());
        LinkDynamics d = new LinkDynamics(sim);
        Profile p = Profile.parse("0 10e6; 2 5e6; PERIODICITY 4");
        assertEquals(2, p.loopAfterSeconds());
        d.bandwidthProfile(net, t.link("L"), p);
        d.start();
        RecordedTransfer f = send(net, 0, "A", "B", 100_000_000);
        sim.run(RunLimits.NONE.withEndTime(13.5));
        assertRel(13, f.arrivedAt(), "end");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Profile.parse("0 10e6; 5 5e6; PERIODICITY 4"));
        assertEquals("profile: PERIODICITY 4 s is shorter than the last event's time (5 s)", e.getMessage());
    }

    /**
     * Latency profile (maxmin rule): L has 0.2 s and 10 MB/s; the profile sets 0.5 s at 2 s. m1 (10 MB at 0 s):
     * 0.2 + 1 = 1.2 s. m2 (10 MB at 1.9 s) pays the 0.2 s it started with: 2.1 + 1 = 3.1 s. m3 (10 MB at 3 s)
     * pays the new 0.5 s: 3.5 + 1 = 4.5 s.
     */
    @Test
    void aLatencyChangeAppliesToMessagesThatStartAfterIt() {
        Topology t = pair(10e6, 0.2);
        RoutedNetwork net = network(t, SharingRule.maxmin());
        LinkDynamics d = new LinkDynamics(sim);
        d.latencyProfile(net, t.link("L"), Profile.parse("2 0.5"));
        d.start();
        RecordedTransfer m1 = send(net, 0, "A", "B", 10_000_000);
        RecordedTransfer m2 = send(net, 1.9, "A", "B", 10_000_000);
        RecordedTransfer m3 = send(net, 3, "A", "B", 10_000_000);
        sim.run(RunLimits.NONE);
        assertRel(1.2, m1.arrivedAt(), "m1");
        assertRel(3.1, m2.arrivedAt(), "m2");
        assertRel(4.5, m3.arrivedAt(), "m3");
    }

    /**
     * CM02 (gamma 4 MiB = 4194304 B): L has 10^9 B/s and 10 ms. A flow of 10^9 B sent at 0 s moves from
     * 0.01 s at its window bound 4194304 / (2 x 0.01) = 209715200 B/s. At 1.01 s (209715200 B through) the
     * latency becomes 50 ms: the flow's route latency becomes 0.05 s (as SimGrid's set_latency moves
     * lat_current_), its bound 4194304 / 0.1 = 41943040 B/s; the 790284800 B left end at 1.01 + 790284800 /
     * 41943040 s.
     */
    @Test
    void cm02LatencyChangeMovesTheWindowBoundOfAFlowUnderWay() {
        Topology t = pair(1e9, 0.01);
        RoutedNetwork net = network(t, SharingRule.cm02(false));
        LinkDynamics d = new LinkDynamics(sim);
        d.latencyProfile(net, t.link("L"), Profile.parse("1.01 0.05"));
        d.start();
        RecordedTransfer f = send(net, 0, "A", "B", 1_000_000_000);
        double[] before = ratesAt(net, 0.5, f);
        double[] after = ratesAt(net, 2, f);
        sim.run(RunLimits.NONE);
        assertRel(209715200, before[0], "bound with 10 ms");
        assertRel(41943040, after[0], "bound with 50 ms");
        assertEquals(1.01 + 790284800.0 / 41943040.0, f.arrivedAt(), 1e-9, "end");
    }

    /**
     * CM02: L has 10^7 B/s and 1 ms; the profile sets 2 ms at 0.5005 s. f1 (10^7 B at 0 s) moves alone from
     * 0.001 s at 10^7 B/s. f2 (10^7 B at 0.5 s) is paying its 1 ms (to 0.501 s) when the latency changes: as in
     * SimGrid 3.32, the change gives it a penalty (0.001 + 0.001 = 0.002 s), which lets it into the sharing at
     * once, and SimGrid's full update moves the bytes of every enabled action, so its bytes move from then on;
     * f1's penalty is 0.002 too, so they get 5 x 10^6 B/s each from 0.5005 s. f1 has 10^7 - 0.4995 x 10^7 =
     * 5.005 x 10^6 B left at 0.5005 s: it ends at 0.5005 + 1.001 = 1.5015 s. f2 has moved 5.005 x 10^6 B by then
     * too; the 4.995 x 10^6 B left take 0.4995 s alone: 2.001 s.
     */
    @Test
    void aFlowPayingItsLatencyJoinsTheSharingWhenALinkChangeGivesItAPenalty() {
        Topology t = pair(1e7, 0.001);
        RoutedNetwork net = network(t, SharingRule.cm02(false));
        LinkDynamics d = new LinkDynamics(sim);
        d.latencyProfile(net, t.link("L"), Profile.parse("0.5005 0.002"));
        d.start();
        RecordedTransfer f1 = send(net, 0, "A", "B", 10_000_000);
        RecordedTransfer f2 = send(net, 0.5, "A", "B", 10_000_000);
        double[] during = ratesAt(net, 0.5007, f1, f2);
        sim.run(RunLimits.NONE);
        assertRel(5e6, during[0], "f1 shares with f2");
        assertRel(5e6, during[1], "f2 takes its share while paying its latency");
        assertEquals(1.5015, f1.arrivedAt(), 1e-12, "f1");
        assertEquals(2.001, f2.arrivedAt(), 1e-12, "f2");
        // L's account counts f2 from when it joined early: 2 x 10^7 B, busy from 0.001 s (f1 moves) to 2.001 s
        // (f2's end) without a gap, two flows at once from 0.5005 s
        RoutedNetwork.LinkUse l = net.linkUse().get(0);
        assertEquals("L", l.link());
        assertEquals(20_000_000L, l.bytes());
        assertEquals(2.0, l.busySeconds(), 1e-12);
        assertEquals(2, l.maxFlows());
    }

    /**
     * LV08 (latency factor 13.01, bandwidth factor 0.97, S = 20537, crosstraffic): A, B, C on links to R:
     * lA and lB 10^8 B/s and 1 ms, lC 10^7 B/s and 0. f1 A->C and f2 B->C (10^8 B each at 0 s) have the
     * penalty p = 0.001 + S / 10^8 + S / 10^7 and weight 1.05 on lC (route and reverse route): lC's level is
     * 10^7 / (1.05 (1/p + 1/p)), each flow gets level / p = 10^7 / 2.1, times 0.97. At 1 s lA becomes
     * 10^9 B/s: f1's penalty moves by S / 10^9 - S / 10^8 (SimGrid's set_bandwidth), p1 = p + that;
     * lC's level 10^7 / (1.05 (1/p1 + 1/p)), f1 = 0.97 level / p1, f2 = 0.97 level / p. Bounds (10^7, the
     * narrowest link when they started; window 2.1e9) do not bind.
     */
    @Test
    void lv08BandwidthChangeMovesThePenaltyOfTheFlowsOnTheLink() {
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        int r = t.addRouter("R", 0);
        t.connect(0, t.addHost("A", 0), r, t.addLink("lA", 1e8, 1e-3, LinkSharing.SHARED));
        t.connect(0, t.addHost("B", 0), r, t.addLink("lB", 1e8, 1e-3, LinkSharing.SHARED));
        t.connect(0, t.addHost("C", 0), r, t.addLink("lC", 1e7, 0, LinkSharing.SHARED));
        RoutedNetwork net = network(t, SharingRule.lv08());
        LinkDynamics d = new LinkDynamics(sim);
        d.bandwidthProfile(net, t.link("lA"), Profile.parse("1 1e9"));
        d.start();
        RecordedTransfer f1 = send(net, 0, "A", "C", 100_000_000);
        RecordedTransfer f2 = send(net, 0, "B", "C", 100_000_000);
        double[] before = ratesAt(net, 0.5, f1, f2);
        double[] after = ratesAt(net, 2, f1, f2);
        sim.run(RunLimits.NONE);
        double s = 20537;
        double p = 0.001 + s / 1e8 + s / 1e7;
        assertRel(0.97 * 1e7 / 2.1, before[0], "f1 before");
        assertRel(0.97 * 1e7 / 2.1, before[1], "f2 before");
        double p1 = p + (s / 1e9 - s / 1e8);
        double level = 1e7 / (1.05 * (1 / p1 + 1 / p));
        assertRel(0.97 * level / p1, after[0], "f1 after");
        assertRel(0.97 * level / p, after[1], "f2 after");
        assertTrue(after[0] > after[1], "the faster link lowers f1's penalty");
    }

    /**
     * Links that change need the flow-by-flow allocation: a network asked for the aggregated one computes exactly
     * once link changes are enabled (the halving at 4 s then gives the hand timeline's 16 s); enabling after the
     * first message is refused.
     */
    @Test
    void linkChangesComputeFlowByFlowAndAreDeclaredBeforeTheFirstMessage() {
        Topology t = pair(10e6, 0);
        RoutedNetwork net = new RoutedNetwork("net", t, SharingRule.maxmin(), RoutedNetwork.Solver.AGGREGATED, 0, 0, 0, 0);
        net.bind(sim);
        net.attach("A");
        net.attach("B");
        LinkDynamics d = new LinkDynamics(sim);
        d.bandwidthProfile(net, t.link("L"), Profile.parse("4 5e6"));
        d.start();
        RecordedTransfer f = send(net, 0, "A", "B", 100_000_000);
        sim.run(RunLimits.NONE);
        assertFalse(net.aggregated());
        assertRel(16, f.arrivedAt(), "end");
        RoutedNetwork late = network(pair(10e6, 0), SharingRule.maxmin());
        send(late, sim.now(), "A", "B", 1000);
        sim.run(RunLimits.NONE);
        IllegalStateException e = assertThrows(IllegalStateException.class, late::enableLinkChanges);
        assertEquals("network 'net': link changes must be enabled before the first message", e.getMessage());
    }

    /** Without a declared profile nothing may change a link; a profile bandwidth must be > 0. */
    @Test
    void changesNeedDeclaringAndPositiveBandwidths() {
        Topology t = pair(10e6, 0);
        RoutedNetwork net = network(t, SharingRule.maxmin());
        assertFalse(net.linkChangesEnabled());
        assertThrows(IllegalStateException.class, () -> net.setLinkBandwidth(0, 5e6));
        LinkDynamics d = new LinkDynamics(sim);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> d.bandwidthProfile(net, 0, Profile.parse("1 0")));
        assertEquals("bandwidth profile of link 'L': a bandwidth must be > 0 B/s, got 0.0", e.getMessage());
    }
}
