package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.engine.StopReason;
import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.Link;
import lbsim.model.LinkSharing;
import lbsim.model.ModelFactory;
import lbsim.model.NetworkSharingModel;
import lbsim.model.Platform;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.importer.SimgridImport;

/**
 * Master-slave runs on a routed network holding SimGrid's {@code <cluster>} as one Cluster element give the
 * makespans SimGrid 3.32 gives on the same cluster, for cm02 with and without crosstraffic and lv08.
 * <p>
 * SimGrid's figures come from lbsim's driver (bench/simgrid/master_worker.cpp, built with {@code g++ -O2
 * -std=c++17 master_worker.cpp -lsimgrid} against Debian libsimgrid-dev 3.32-2+b2), run as {@code
 * master_worker PLATFORM examples/simgrid/DEPLOYMENT.xml --cfg=network/optim:Full} plus
 * {@code --cfg=network/model:CM02 --cfg=network/crosstraffic:0}, {@code ... :1}, or
 * {@code --cfg=network/model:LV08}. PLATFORM is examples/simgrid/cluster.xml (split-duplex private links,
 * no backbone) or the same cluster with {@code sharing_policy="SHARED" bb_bw="200MBps" bb_lat="20us"}
 * (shared private links and a shared backbone, where crosstraffic and LV08's weight-S change the
 * makespan).
 */
class RoutedNetworkRunTest {

    private static final String[] DEPLOYMENTS = { "master-worker.xml", "master-worker-static.xml", "master-worker-results.xml" };

    /** SimGrid's makespans: [deployment][cm02 without crosstraffic, cm02 with, lv08]. */
    private static final double[][] SPLIT_DUPLEX = { { 2008.1206000000036, 2008.1206000000036, 2009.8164286804204 },
            { 8.1417999999999981, 8.1417999999999981, 8.4120777938144364 },
            { 12.220600000000013, 12.220600000000013, 14.040140020618569 } };
    private static final double[][] SHARED_BACKBONE = { { 2008.1246200000019, 2008.5246200000061, 2010.281100014432 },
            { 8.1418599999999994, 8.5438600000000005, 8.8272913835051536 },
            { 12.224619999999918, 12.824619999999898, 14.710996921649437 } };

    /** The imported scenario with its switched segment replaced by a routed network holding one cluster. */
    private static Scenario routed(String deployment, NetworkSharingModel model, boolean crosstraffic, boolean sharedBackbone)
            throws Exception {
        Scenario s = SimgridImport.read(Examples.file("simgrid/cluster.xml"), Examples.file("simgrid/" + deployment)).scenario();
        Platform p = s.getPlatform();
        RoutedNetwork net = ModelFactory.eINSTANCE.createRoutedNetwork();
        net.setName("net");
        net.setModel(model);
        net.setCrosstraffic(crosstraffic);
        Cluster c = ModelFactory.eINSTANCE.createCluster();
        c.setName("cluster");
        c.getHosts().addAll(p.getHosts());
        c.setBandwidthBytesPerSecond(125e6);
        c.setLatencySeconds(300e-6);
        if (sharedBackbone) {
            c.setSharing(LinkSharing.SHARED);
            c.setBackboneBandwidthBytesPerSecond(200e6);
            c.setBackboneLatencySeconds(20e-6);
        }
        net.getClusters().add(c);
        p.getSegments().clear();
        p.getSegments().add(net);
        for (Host h : p.getHosts()) {
            h.setSegment(net);
        }
        return s;
    }

    private static double makespan(Scenario s) throws Exception {
        RunOutcome o = ScenarioRunner.run(s, null, List.of(), null, null);
        assertEquals(StopReason.COMPLETED, o.stopReason());
        String csv = o.extraFiles().get("masterslave.csv");
        String[] header = csv.lines().findFirst().orElseThrow().split(",");
        String[] row = csv.lines().skip(1).findFirst().orElseThrow().split(",");
        for (int i = 0; i < header.length; i++) {
            if (header[i].equals("makespan_s")) {
                return Double.parseDouble(row[i]);
            }
        }
        throw new AssertionError("no makespan_s in " + csv);
    }

    /**
     * Compares every deployment and model but the ones listed in {@code known} ("deployment model"), which
     * must differ: a known difference that went away should be noticed and removed from the list.
     */
    private static void compare(double[][] simgrid, boolean shared, List<String> known) throws Exception {
        List<String> report = new ArrayList<>();
        for (int d = 0; d < DEPLOYMENTS.length; d++) {
            double[] got = { makespan(routed(DEPLOYMENTS[d], NetworkSharingModel.CM02, false, shared)),
                    makespan(routed(DEPLOYMENTS[d], NetworkSharingModel.CM02, true, shared)),
                    makespan(routed(DEPLOYMENTS[d], NetworkSharingModel.LV08, true, shared)) };
            for (int m = 0; m < 3; m++) {
                double e = simgrid[d][m];
                boolean differs = Math.abs(got[m] - e) > 1e-9 * e;
                if (differs != known.contains(DEPLOYMENTS[d] + " " + m)) {
                    report.add(DEPLOYMENTS[d] + " model " + m + ": lbsim " + got[m] + ", SimGrid " + e);
                }
            }
        }
        assertEquals(List.of(), report);
    }

    @Test
    void aSplitDuplexClusterGivesSimgridsMakespans() throws Exception {
        // every worker is alike here, so flows end at one instant: they must end together, as in SimGrid
        // (ending one by one, the last bit of the others' rates decided which request the master served first)
        compare(SPLIT_DUPLEX, false, List.of());
    }

    @Test
    void sharedLinksAndASharedBackboneGiveSimgridsMakespans() throws Exception {
        compare(SHARED_BACKBONE, true, List.of());
    }

    @Test
    void maxminOnTheClusterGivesTheSwitchedNetworksMakespan() throws Exception {
        // equal latencies and no window binding: plain max-min is CM02 here, and the switch's rule
        double routed = makespan(routed("master-worker-results.xml", NetworkSharingModel.MAXMIN, false, false));
        assertEquals(12.220600000000013, routed, 1e-9 * routed);
    }

    @Test
    void aHostWithNoRouteIsRefusedBeforeTheRunNamingBothEnds() throws Exception {
        Scenario s = routed("master-worker-static.xml", NetworkSharingModel.CM02, true, false);
        RoutedNetwork net = (RoutedNetwork) s.getPlatform().getSegments().get(0);
        Cluster c = net.getClusters().get(0);
        Host last = c.getHosts().get(c.getHosts().size() - 1);
        c.getHosts().remove(last); // now a member of the root zone, with no route to the cluster
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(s, null, List.of(), null, null));
        String problems = String.join("\n", e.messages());
        assertTrue(problems.contains("no route from 'node-0' to 'node-10' in zone 'net'"), problems);
        // joined to the cluster's router by a link of its own, it runs again
        Link l = ModelFactory.eINSTANCE.createLink();
        l.setName("l10");
        l.setBandwidthBytesPerSecond(125e6);
        l.setLatencySeconds(300e-6);
        l.setSharing(LinkSharing.SPLITDUPLEX);
        net.getLinks().add(l);
        Route r = ModelFactory.eINSTANCE.createRoute();
        r.setFrom("node-10");
        r.setTo("cluster");
        r.getLinks().add(l);
        net.getRoutes().add(r);
        // node-10's link up, into the cluster by its router, then the slave's link down: as before
        assertEquals(8.1417999999999981, makespan(s), 1e-9 * 8.1418);
    }
}
