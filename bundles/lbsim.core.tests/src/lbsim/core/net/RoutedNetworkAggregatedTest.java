package lbsim.core.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/**
 * The aggregated allocation ({@link RoutedNetwork.Solver#AGGREGATED}) against the exact one, flow by flow, on
 * random platforms with several bottlenecks: the rates of every moving flow, sampled at many instants, and
 * every arrival agree to 1e-12 relative. Not to the bit, by design: a class of k flows adds its usage as k
 * times one flow's and takes k flows' share off a link in one subtraction, where the exact solver adds and
 * subtracts flow by flow, and a class's clock counts the bytes its members have received where the exact
 * allocation subtracts from each flow's bytes left; both round differently in the last bits (the largest
 * difference seen over these systems is printed).
 */
class RoutedNetworkAggregatedTest {

    private static final double REL = 1e-12;

    /** A random platform: clusters of hosts H0.. behind a core router, with narrow links that make bottlenecks. */
    private static Topology platform(SplittableRandom rnd, int[] hostsOut) {
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        int core = t.addRouter("core", 0);
        int clusters = 2 + rnd.nextInt(3);
        int h = 0;
        LinkSharing[] privateSharing = { LinkSharing.SPLITDUPLEX, LinkSharing.SHARED };
        LinkSharing[] backboneSharing = { LinkSharing.SHARED, LinkSharing.FATPIPE, LinkSharing.SPLITDUPLEX };
        double[] bandwidths = { 1e6, 2.5e6, 1e7, 1.25e8 };
        double[] latencies = { 0, 1e-5, 5e-5, 1e-3, 2e-2 };
        for (int c = 0; c < clusters; c++) {
            int n = 2 + rnd.nextInt(7);
            String[] names = new String[n];
            int[] radicals = new int[n];
            for (int i = 0; i < n; i++) {
                names[i] = "H" + (h++);
                radicals[i] = i;
            }
            boolean backbone = rnd.nextInt(4) > 0;
            int z = t.addCluster("c" + c, 0, names, radicals, bandwidths[rnd.nextInt(bandwidths.length)],
                    latencies[1 + rnd.nextInt(latencies.length - 1)], privateSharing[rnd.nextInt(2)],
                    backbone ? bandwidths[rnd.nextInt(bandwidths.length)] : 0, backbone ? latencies[rnd.nextInt(3)] : 0,
                    backboneSharing[rnd.nextInt(3)], "c" + c + "-router");
            int up = t.addLink("up" + c, bandwidths[rnd.nextInt(bandwidths.length)], latencies[rnd.nextInt(latencies.length)],
                    rnd.nextBoolean() ? LinkSharing.SHARED : LinkSharing.SPLITDUPLEX);
            t.addRoute(0, t.zoneNode(z), core, t.clusterRouter(z), core, new int[] { 2 * up }, true);
        }
        hostsOut[0] = h;
        return t;
    }

    private static SharingRule rule(int i) {
        return switch (i % 4) {
            case 0 -> SharingRule.maxmin();
            case 1 -> SharingRule.cm02(false);
            case 2 -> SharingRule.cm02(true);
            default -> SharingRule.lv08();
        };
    }

    @Test
    void ratesAndArrivalsEqualTheExactAllocationOnRandomMultiBottleneckPlatforms() {
        SplittableRandom rnd = new SplittableRandom(20261127L);
        double worstRate = 0;
        double worstArrival = 0;
        int ratesCompared = 0;
        int arrivalsCompared = 0;
        int multiClasses = 0;
        int linksCompared = 0;
        double worstBusy = 0;
        for (int round = 0; round < 60; round++) {
            int[] hosts = new int[1];
            long seed = rnd.nextLong();
            Topology t = platform(new SplittableRandom(seed), hosts);
            int n = hosts[0];
            SharingRule r = rule(round);
            Simulation s1 = new Simulation(1);
            Simulation s2 = new Simulation(1);
            RoutedNetwork exact = new RoutedNetwork("exact", t, r, RoutedNetwork.Solver.EXACT, 0, 0, 0, 0);
            RoutedNetwork agg = new RoutedNetwork("agg", t, r, RoutedNetwork.Solver.AGGREGATED, 0, 0, 0, 0);
            RecordedTransfer.attach(exact, s1, n);
            RecordedTransfer.attach(agg, s2, n);
            List<RecordedTransfer> a1 = new ArrayList<>();
            List<RecordedTransfer> a2 = new ArrayList<>();
            List<RecordedTransfer> m1 = new ArrayList<>();
            List<RecordedTransfer> m2 = new ArrayList<>();
            int hub = rnd.nextInt(n);
            int messages = 20 + rnd.nextInt(200);
            double time = 0;
            for (int m = 0; m < messages; m++) {
                if (rnd.nextInt(3) == 0) {
                    time += rnd.nextInt(5) * 0.003;
                }
                int kind = rnd.nextInt(4);
                int from = kind < 2 ? hub : rnd.nextInt(n);
                int to = kind == 2 ? hub : rnd.nextInt(n);
                if (to == from) {
                    to = (from + 1) % n;
                }
                long bytes = rnd.nextInt(5) == 0 ? 0 : 1 + rnd.nextInt(200_000);
                if (kind == 0) {
                    bytes = 50_000; // many equal messages from the hub: classes of several flows
                }
                m1.add(RecordedTransfer.request(s1, exact, time, from, to, bytes, a1));
                m2.add(RecordedTransfer.request(s2, agg, time, from, to, bytes, a2));
            }
            // sample the rates of every message at instants through the run (after the events due then)
            double end = time + 2;
            List<double[]> samples1 = new ArrayList<>();
            List<double[]> samples2 = new ArrayList<>();
            int[] classesSeen = new int[1];
            for (int k = 1; k <= 40; k++) {
                double at = end * k / 40.0 + 1e-7;
                sample(s1, exact, m1, at, samples1, null);
                sample(s2, agg, m2, at, samples2, classesSeen);
            }
            s1.run(RunLimits.NONE);
            s2.run(RunLimits.NONE);
            assertTrue(agg.aggregated());
            if (classesSeen[0] > 0) {
                multiClasses++;
            }
            for (int k = 0; k < samples1.size(); k++) {
                double[] x = samples1.get(k);
                double[] y = samples2.get(k);
                for (int i = 0; i < x.length; i++) {
                    if (x[i] == 0) {
                        assertEquals(0.0, y[i], "round " + round + " sample " + k + " message " + i);
                        continue;
                    }
                    double d = Math.abs(x[i] - y[i]) / x[i];
                    worstRate = Math.max(worstRate, d);
                    assertTrue(d <= REL, "round " + round + " (" + r + ") sample " + k + " message " + i + ": exact rate " + x[i]
                            + ", aggregated " + y[i]);
                    ratesCompared++;
                }
            }
            assertEquals(messages, a1.size());
            assertEquals(messages, a2.size());
            for (int m = 0; m < messages; m++) {
                double e = m1.get(m).arrivedAt();
                double d = Math.abs(e - m2.get(m).arrivedAt()) / e;
                worstArrival = Math.max(worstArrival, d);
                assertTrue(d <= REL, "round " + round + " (" + r + ") message " + m + ": exact " + e + ", aggregated "
                        + m2.get(m).arrivedAt());
                arrivalsCompared++;
            }
            // the per-link account: bytes and the most flows at once exactly, busy times as the arrivals
            List<RoutedNetwork.LinkUse> u1 = exact.linkUse();
            List<RoutedNetwork.LinkUse> u2 = agg.linkUse();
            assertEquals(t.linkCount(), u1.size());
            assertEquals(u1.size(), u2.size());
            for (int l = 0; l < u1.size(); l++) {
                RoutedNetwork.LinkUse x = u1.get(l);
                RoutedNetwork.LinkUse y = u2.get(l);
                String where = "round " + round + " (" + r + ") link " + x.link();
                assertEquals(x.bytes(), y.bytes(), where);
                assertEquals(x.maxFlows(), y.maxFlows(), where);
                double d = Math.abs(x.busySeconds() - y.busySeconds()) / Math.max(x.busySeconds(), 1e-300);
                worstBusy = Math.max(worstBusy, d);
                assertTrue(d <= REL, where + ": busy " + x.busySeconds() + " exact, " + y.busySeconds() + " aggregated");
                linksCompared += x.bytes() > 0 ? 1 : 0;
            }
        }
        System.out.printf("link accounts: %d links with traffic, largest relative difference of busy time %.2e%n",
                linksCompared, worstBusy);
        assertTrue(linksCompared > 300, "links with traffic compared: " + linksCompared);
        System.out.printf("aggregated against exact: %d rates, largest relative difference %.2e; %d arrivals, %.2e;"
                + " %d of 60 platforms had a class of several flows%n", ratesCompared, worstRate, arrivalsCompared, worstArrival,
                multiClasses);
        assertTrue(ratesCompared > 5000, "rates compared: " + ratesCompared);
        assertTrue(multiClasses > 30, "platforms where flows were grouped: " + multiClasses);
    }

    /** Records the rates of the messages at a time; for the aggregated network, notes a class of several flows. */
    private static void sample(Simulation s, RoutedNetwork net, List<RecordedTransfer> ms, double at, List<double[]> out,
            int[] grouped) {
        s.schedule(at, tag -> {
            double[] x = new double[ms.size()];
            for (int i = 0; i < x.length; i++) {
                x[i] = net.rateBytesPerSecond(ms.get(i));
            }
            out.add(x);
            if (grouped != null && net.flowsMoving() > net.flowClasses()) {
                grouped[0]++;
            }
        }, 0);
    }

    /**
     * A master on a cluster of {@code workers + 1} hosts (split-duplex private links, shared backbone) sends
     * 10^4 B to every worker, one every 10 us, so all of them share the master's link; each worker answers with
     * 10^3 B when its message arrives. Returns allocation work per flow event.
     */
    private static double workPerFlowEvent(int workers, RoutedNetwork.Solver solver, double[] lastArrival) {
        Topology t = new Topology("root", Topology.Routing.SHORTEST);
        String[] names = new String[workers + 1];
        int[] radicals = new int[workers + 1];
        for (int i = 0; i <= workers; i++) {
            names[i] = "H" + i;
            radicals[i] = i;
        }
        t.addCluster("c", 0, names, radicals, 1.25e8, 5e-5, LinkSharing.SPLITDUPLEX, 1.25e9, 1e-5, LinkSharing.SHARED, "router");
        Simulation s = new Simulation(1);
        RoutedNetwork net = new RoutedNetwork("net", t, SharingRule.cm02(true), solver, 0, 0, 0, 0);
        RecordedTransfer.attach(net, s, workers + 1);
        List<RecordedTransfer> back = new ArrayList<>();
        for (int i = 1; i <= workers; i++) {
            int w = i;
            Transfer task = new Transfer() {
                public String fromHost() { return "H0"; }
                public String toHost() { return "H" + w; }
                public int fromStation() { return 0; }
                public int toStation() { return w; }
                public long bytes() { return 10_000; }
                public void arrived() {
                    net.transmit(RecordedTransfer.create(s, w, 0, 1_000, back));
                }
            };
            s.schedule(1e-5 * i, tag -> net.transmit(task), 0);
        }
        s.run(RunLimits.NONE);
        if (back.size() != workers) {
            throw new AssertionError(back.size() + " of " + workers + " answers arrived");
        }
        lastArrival[0] = back.get(back.size() - 1).arrivedAt();
        return net.solverWork() / (4.0 * workers);
    }

    /**
     * Counted work, not time: with every flow on the master's link, the exact allocation looks at every flow
     * at every start and end (its work per event grows with the flows), the aggregated one at the few classes
     * (here: flows to the workers, and answers). 100 and 2,000 workers: the aggregated work per event stays
     * within a small constant, and the exact one's is over 50 times larger at 2,000; the last arrivals agree.
     */
    @Test
    void aFlowEventCostsTheClassesNotTheFlowsAroundIt() {
        double[] e1 = new double[1];
        double[] a1 = new double[1];
        double[] a2 = new double[1];
        double exactLarge = workPerFlowEvent(2000, RoutedNetwork.Solver.EXACT, e1);
        double aggSmall = workPerFlowEvent(100, RoutedNetwork.Solver.AGGREGATED, a1);
        double aggLarge = workPerFlowEvent(2000, RoutedNetwork.Solver.AGGREGATED, a2);
        System.out.printf("work per flow event: aggregated %.1f at 100 workers, %.1f at 2,000; exact %.1f at 2,000%n", aggSmall,
                aggLarge, exactLarge);
        assertEquals(e1[0], a2[0], e1[0] * REL);
        assertTrue(aggLarge < 2 * aggSmall + 20, "aggregated work per event: " + aggSmall + " at 100, " + aggLarge + " at 2,000");
        assertTrue(exactLarge > 20 * aggLarge, "exact " + exactLarge + " against aggregated " + aggLarge + " at 2,000");
    }

    /** AUTO aggregates from {@link RoutedNetwork#AGGREGATE_FROM_HOSTS} attached hosts, not below. */
    @Test
    void autoAggregatesLargePlatformsOnly() {
        for (int hosts : new int[] { 10, RoutedNetwork.AGGREGATE_FROM_HOSTS }) {
            Topology t = new Topology("root", Topology.Routing.SHORTEST);
            String[] names = new String[hosts];
            int[] radicals = new int[hosts];
            for (int i = 0; i < hosts; i++) {
                names[i] = "H" + i;
                radicals[i] = i;
            }
            t.addCluster("c", 0, names, radicals, 1e8, 1e-4, LinkSharing.SPLITDUPLEX, 1e9, 0, LinkSharing.SHARED, "router");
            Simulation s = new Simulation(1);
            RoutedNetwork net = new RoutedNetwork("net", t, SharingRule.cm02(false), 0, 0, 0, 0);
            RecordedTransfer.attach(net, s, hosts);
            List<RecordedTransfer> got = new ArrayList<>();
            RecordedTransfer m = RecordedTransfer.request(s, net, 0, 0, 1, 1_000_000, got);
            s.run(RunLimits.NONE);
            assertEquals(hosts >= RoutedNetwork.AGGREGATE_FROM_HOSTS, net.aggregated());
            // one flow over two private links and no backbone latency: 2e-4 latency, then 10^6 B at 10^8 B/s
            assertEquals(2e-4 + 1e-2, m.arrivedAt(), 1e-15);
        }
    }
}
