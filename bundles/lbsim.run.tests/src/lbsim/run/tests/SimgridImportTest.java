package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.engine.StopReason;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;
import lbsim.model.Cluster;
import lbsim.model.LinkSharing;
import lbsim.model.NetworkSharingModel;
import lbsim.model.RoutedNetwork;
import lbsim.model.ZoneRouting;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.importer.SimgridImport;

/**
 * {@code lbsim import simgrid}: the cluster of examples/simgrid imported and run gives SimGrid's makespans,
 * under the file's network model or the one imposed, and every part lbsim cannot express is named with its
 * line.
 * <p>
 * The expected makespans were obtained with SimGrid 3.32 (Debian libsimgrid-dev 3.32-2+b2) running lbsim's
 * driver bench/simgrid/master_worker.cpp on the same files:
 * {@code master_worker examples/simgrid/cluster.xml examples/simgrid/DEPLOYMENT.xml --cfg=network/model:CM02
 * --cfg=network/crosstraffic:0 --cfg=network/optim:Full}, which printed 2008.1206000000036 (master-worker.xml),
 * 8.1417999999999981 (master-worker-static.xml) and 12.220600000000013 (master-worker-results.xml); without
 * --cfg=network/model (SimGrid's default, LV08) it printed 2009.8164286804204, 8.4120777938144364 and
 * 14.040140020618569. The CM02 ones also follow by hand: 100 rounds of (0.6 ms request or result + 0.6 ms +
 * 10 MB / 125 MB/s of work messages + 20 s), 2008.1206 s; one round of 0.6 ms + 0.6 ms + 1 GB / 125 MB/s +
 * 0.1 s + 0.6 ms + 5 MB / 125 MB/s, 8.1418 s.
 */
class SimgridImportTest {

    private static final SimgridImport.Options CM02 = new SimgridImport.Options("cm02", false);

    @TempDir
    Path dir;

    private static RunOutcome importAndRun(String deployment, SimgridImport.Options options) throws Exception {
        SimgridImport.Result r = SimgridImport.read(Examples.file("simgrid/cluster.xml"), Examples.file("simgrid/" + deployment),
                options);
        assertEquals(List.of(), r.warnings());
        RunOutcome o = ScenarioRunner.run(r.scenario(), null, List.of(), null, null);
        assertEquals(StopReason.COMPLETED, o.stopReason());
        return o;
    }

    static double makespan(RunOutcome o) {
        String csv = o.extraFiles().get("masterslave.csv");
        assertTrue(csv != null, "masterslave.csv: " + o.extraFiles().keySet());
        String[] header = csv.lines().findFirst().orElseThrow().split(",");
        String[] row = csv.lines().skip(1).findFirst().orElseThrow().split(",");
        for (int i = 0; i < header.length; i++) {
            if (header[i].equals("makespan_s")) {
                return Double.parseDouble(row[i]);
            }
        }
        throw new AssertionError("no makespan_s in " + csv);
    }

    @Test
    void theClusterIsOneClusterElementAndTheDeploymentAMasterSlaveApplication() throws Exception {
        SimgridImport.Result r = SimgridImport.read(Examples.file("simgrid/cluster.xml"), Examples.file("simgrid/master-worker.xml"));
        Scenario s = r.scenario();
        assertEquals(11, s.getPlatform().getHosts().size());
        assertEquals("node-0", s.getPlatform().getHosts().get(0).getName());
        assertEquals(1.0, s.getPlatform().getHosts().get(5).getSpeed()); // 1 Gflop/s = the reference machine
        RoutedNetwork net = (RoutedNetwork) s.getPlatform().getSegments().get(0);
        assertEquals(NetworkSharingModel.LV08, net.getModel()); // SimGrid's default
        Cluster c = net.getClusters().get(0);
        assertEquals(300e-6, c.getLatencySeconds(), 1e-18);
        assertEquals(125e6, c.getBandwidthBytesPerSecond());
        assertEquals(LinkSharing.SPLITDUPLEX, c.getSharing());
        assertEquals(0, c.getBackboneBandwidthBytesPerSecond());
        assertEquals("node-cluster_router", c.getRouter());
        assertEquals(11, c.getHosts().size());
        MasterSlaveApplication app = (MasterSlaveApplication) s.getApplication();
        assertEquals("node-0", app.getMaster().getName());
        assertEquals(List.of("node-1", "node-2", "node-3", "node-4", "node-5", "node-6", "node-7", "node-8", "node-9", "node-10"),
                app.getSlaves().stream().map(h -> h.getName()).toList());
        assertEquals(1000, app.getUnits());
        assertEquals("constant(value=20.0)", app.getUnitCost());
        assertEquals(1_000_000, app.getWorkBytesPerUnit());
        assertEquals("self", app.getStrategy()); // lbsim's name of self-scheduling
        // it saves and loads back as a valid scenario
        Path f = dir.resolve("cluster.lbsim");
        ScenarioLoader.save(s, f);
        Scenario back = ScenarioLoader.load(f);
        assertEquals(11, ((RoutedNetwork) back.getPlatform().getSegments().get(0)).getClusters().get(0).getHosts().size());
    }

    @Test
    void computeBoundSelfSchedulingGivesSimgridsMakespan() throws Exception {
        double simgrid = 2008.1206000000036;
        assertEquals(simgrid, makespan(importAndRun("master-worker.xml", CM02)), 1e-9 * simgrid);
        double lv08 = 2009.8164286804204;
        assertEquals(lv08, makespan(importAndRun("master-worker.xml", SimgridImport.Options.NONE)), 1e-9 * lv08);
    }

    @Test
    void linkBoundStaticBlocksWithResultsGiveSimgridsMakespan() throws Exception {
        double simgrid = 8.1417999999999981;
        assertEquals(simgrid, makespan(importAndRun("master-worker-static.xml", CM02)), 1e-9 * simgrid);
        double lv08 = 8.4120777938144364;
        assertEquals(lv08, makespan(importAndRun("master-worker-static.xml", SimgridImport.Options.NONE)), 1e-9 * lv08);
    }

    @Test
    void selfSchedulingWithResultsBothWaysGivesSimgridsMakespan() throws Exception {
        double simgrid = 12.220600000000013;
        assertEquals(simgrid, makespan(importAndRun("master-worker-results.xml", CM02)), 1e-9 * simgrid);
        double lv08 = 14.040140020618569;
        assertEquals(lv08, makespan(importAndRun("master-worker-results.xml", SimgridImport.Options.NONE)), 1e-9 * lv08);
    }

    private Path file(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, "<?xml version='1.0'?>\n<!DOCTYPE platform SYSTEM \"https://simgrid.org/simgrid.dtd\">\n"
                + "<platform version=\"4.1\">\n" + text + "\n</platform>\n");
        return f;
    }

    @Test
    void disksAndOtherPropertiesAreReportedAsIgnoredWhilePstatesAndEnergyAreRead() throws Exception {
        Files.writeString(dir.resolve("a-speed.txt"), "0 1.0\n10 0.5\n\nLOOPAFTER 5\n");
        Files.writeString(dir.resolve("a-state.txt"), "20 0\n30 1\n");
        Path p = file("p.xml", """
                <zone id="z" routing="Full">
                  <host id="a" speed="100Mf,50Mf" core="2" speed_file="a-speed.txt" state_file="a-state.txt">
                    <prop id="wattage_per_state" value="90:120,80:100"/><prop id="wattage_off" value="5"/>
                    <disk id="d1" read_bw="100MBps" write_bw="50MBps"/></host>
                  <host id="b" speed="2Gf"><prop id="color" value="red"/></host>
                  <link id="la" bandwidth="1GBps" latency="50us" sharing_policy="SPLITDUPLEX"/>
                  <link id="lb" bandwidth="8Gbps" latency="0.05ms" sharing_policy="SPLITDUPLEX"/>
                  <route src="a" dst="b"><link_ctn id="la" direction="UP"/><link_ctn id="lb" direction="DOWN"/></route>
                </zone>""");
        SimgridImport.Result r = SimgridImport.read(p, null);
        String w = String.join("\n", r.warnings());
        assertTrue(!w.contains("wattage"), w);
        assertTrue(!w.contains("pstates"), w);
        lbsim.model.Host a = r.scenario().getPlatform().getHosts().get(0);
        assertEquals("0.1, 0.05", a.getPstateSpeeds());
        assertEquals("90:120,80:100", a.getWattagePerState());
        assertEquals(5.0, a.getWattageOff());
        assertEquals("0 1.0; 10 0.5; LOOPAFTER 5", a.getSpeedProfile());
        assertEquals("20 0; 30 1", a.getStateProfile());
        assertEquals(null, r.scenario().getPlatform().getHosts().get(1).getWattagePerState());
        assertTrue(w.contains("disk 'd1' is not modelled; ignored"), w);
        assertTrue(w.contains("property 'color' ignored"), w);
        // the zone is the routed network itself (Full routing), its route with its directions
        RoutedNetwork net = (RoutedNetwork) r.scenario().getPlatform().getSegments().get(0);
        assertEquals(ZoneRouting.FULL, net.getRouting());
        assertEquals(1e9, net.getLinks().get(1).getBandwidthBytesPerSecond()); // 8 Gb/s = 1 GB/s
        assertEquals(50e-6, net.getLinks().get(1).getLatencySeconds(), 1e-18);
        assertEquals("up down", net.getRoutes().get(0).getDirections());
        assertEquals(0.1, r.scenario().getPlatform().getHosts().get(0).getSpeed(), 1e-15);
        assertEquals(2, r.scenario().getPlatform().getHosts().get(0).getProcessors());
    }

    /** A cluster's pstates, profiles and energy properties go to each of its hosts, in the routed network. */
    @Test
    void aClustersPstatesProfilesAndEnergyGoToEachOfItsHosts() throws Exception {
        Files.writeString(dir.resolve("c-avail.txt"), "0 1.0\n5 0.25\n");
        Files.writeString(dir.resolve("c-state.txt"), "50 0\n60 1\n");
        Path p = file("p.xml", """
                <cluster id="c" prefix="n" radical="0-2" suffix="" speed="2Gf, 1Gf, 500Mf" bw="125MBps" lat="50us"
                         availability_file="c-avail.txt" state_file="c-state.txt">
                  <prop id="wattage_per_state" value="100:200, 90:150, 80:100"/><prop id="wattage_off" value="10"/>
                </cluster>""");
        SimgridImport.Result r = SimgridImport.read(p, null);
        String w = String.join("\n", r.warnings());
        assertTrue(!w.contains("wattage"), w);
        assertTrue(!w.contains("pstates"), w);
        RoutedNetwork net = (RoutedNetwork) r.scenario().getPlatform().getSegments().get(0);
        assertEquals(3, net.getClusters().get(0).getHosts().size());
        assertEquals(3, r.scenario().getPlatform().getHosts().size());
        for (lbsim.model.Host h : r.scenario().getPlatform().getHosts()) {
            assertEquals(2.0, h.getSpeed(), 1e-15, h.getName()); // the first pstate
            assertEquals("2.0, 1.0, 0.5", h.getPstateSpeeds(), h.getName());
            assertEquals("0 1.0; 5 0.25", h.getSpeedProfile(), h.getName());
            assertEquals("50 0; 60 1", h.getStateProfile(), h.getName());
            assertEquals("100:200, 90:150, 80:100", h.getWattagePerState(), h.getName());
            assertEquals(10.0, h.getWattageOff(), h.getName());
        }
        // a bad wattage_off is named once, with the cluster's line
        Path bad = file("bad.xml", """
                <cluster id="c" prefix="n" radical="0-2" suffix="" speed="1Gf" bw="125MBps">
                  <prop id="wattage_off" value="lots"/></cluster>""");
        ScenarioException e = assertThrows(ScenarioException.class, () -> SimgridImport.read(bad, null));
        assertEquals(List.of(bad + ":4: <cluster id=\"c\">: wattage_off 'lots' is not a number"), e.messages());
    }

    /** A link's bandwidth_file and latency_file become its profiles, read inline; a link's state_file is refused. */
    @Test
    void aLinksBandwidthAndLatencyFilesAreItsProfiles() throws Exception {
        Files.writeString(dir.resolve("l-bw.txt"), "0 1.25e8\n4 6.25e7\n\nLOOPAFTER 6\n");
        Files.writeString(dir.resolve("l-lat.txt"), "2 1e-3\n");
        Path p = file("p.xml", """
                <zone id="z" routing="Full">
                  <host id="a" speed="1Gf"/><host id="b" speed="1Gf"/>
                  <link id="l" bandwidth="125MBps" latency="50us" bandwidth_file="l-bw.txt" latency_file="l-lat.txt"/>
                  <link id="m" bandwidth="125MBps" latency="50us"/>
                  <route src="a" dst="b"><link_ctn id="l"/><link_ctn id="m"/></route>
                </zone>""");
        SimgridImport.Result r = SimgridImport.read(p, null);
        RoutedNetwork net = (RoutedNetwork) r.scenario().getPlatform().getSegments().get(0);
        assertEquals("0 1.25e8; 4 6.25e7; LOOPAFTER 6", net.getLinks().get(0).getBandwidthProfile());
        assertEquals("2 1e-3", net.getLinks().get(0).getLatencyProfile());
        assertEquals(null, net.getLinks().get(1).getBandwidthProfile());
        assertEquals(null, net.getLinks().get(1).getLatencyProfile());
        Path bad = file("bad.xml", """
                <zone id="z" routing="Full">
                  <host id="a" speed="1Gf"/>
                  <link id="l" bandwidth="125MBps" state_file="l-state.txt" bandwidth_file="none.txt"/>
                </zone>""");
        ScenarioException e = assertThrows(ScenarioException.class, () -> SimgridImport.read(bad, null));
        String m = String.join("\n", e.messages());
        assertTrue(m.contains(bad + ":6: <link id=\"l\">: state_file is not supported (links are always on; bandwidth_file and latency_file are read)"), m);
        assertTrue(m.contains(bad + ":6: <link id=\"l\">: bandwidth_file ") && m.contains("none.txt cannot be read"), m);
        // an inline <trace> connected to a host is its speed profile (periodicity: the length of a cycle); connected to
        // a link it is refused, as SimGrid 3.32 refuses it
        Path traced = file("traced.xml", """
                <zone id="z" routing="Full">
                  <host id="a" speed="1Gf"/><host id="b" speed="1Gf"/>
                  <link id="l" bandwidth="125MBps"/>
                  <route src="a" dst="b"><link_ctn id="l"/></route>
                  <trace id="t" periodicity="4">
                0 1.0
                2 0.5
                  </trace>
                  <trace_connect kind="SPEED" trace="t" element="b"/>
                </zone>""");
        assertEquals("0 1.0; 2 0.5; PERIODICITY 4.0", SimgridImport.read(traced, null).scenario().getPlatform().getHosts().get(1)
                .getSpeedProfile());
        Path linkTrace = file("linktrace.xml", """
                <zone id="z" routing="Full">
                  <host id="a" speed="1Gf"/>
                  <link id="l" bandwidth="125MBps"/>
                  <trace id="t" periodicity="-1">1 1e6</trace>
                  <trace_connect kind="BANDWIDTH" trace="t" element="l"/>
                </zone>""");
        ScenarioException le = assertThrows(ScenarioException.class, () -> SimgridImport.read(linkTrace, null));
        assertEquals(List.of(linkTrace + ":8: <trace_connect>: kind BANDWIDTH is not"
                + " supported (SimGrid 3.32 refuses it too: a link is sealed before its trace_connect; give the link a bandwidth_file)"),
                le.messages());
    }

    @Test
    void whatCannotBeExpressedIsAnErrorNamingTheElementAndLine() throws Exception {
        Path p = file("p.xml", """
                <zone id="z" routing="Vivaldi">
                  <host id="a" speed="1Gf" availability_file="a.trace"/>
                  <link id="w" bandwidth="1GBps" sharing_policy="WIFI"/>
                  <cluster id="c" prefix="n" radical="0-3" suffix="" speed="1Gf" bw="125MBps" lat="50us"
                           topology="TORUS" topo_parameters="2,2"/>
                  <bypassRoute src="a" dst="n0"/>
                  <route src="a" dst="n0"><link_ctn id="nope"/></route>
                </zone>
                <config><prop id="network/model" value="IB"/></config>""");
        ScenarioException e = assertThrows(ScenarioException.class, () -> SimgridImport.read(p, null));
        String m = String.join("\n", e.messages());
        assertTrue(m.contains(p + ":4: <zone id=\"z\">: routing Vivaldi is not supported"), m);
        // a host's availability file is read (a speed profile): a missing one is named with its line
        assertTrue(m.contains(p + ":5: <host id=\"a\">: availability_file "), m);
        assertTrue(m.contains("a.trace cannot be read"), m);
        assertTrue(m.contains(p + ":6: <link id=\"w\">: sharing policy WIFI is not supported"), m);
        assertTrue(m.contains(p + ":8: <cluster id=\"c\">: topology TORUS is not supported"), m); // the line its start tag ends on
        assertTrue(m.contains(p + ":9: <bypassRoute src=\"a\" dst=\"n0\">: not supported"), m);
        assertTrue(m.contains(p + ":10: <link_ctn id=\"nope\">: unknown link"), m);
        assertTrue(m.contains(p + ":12: <prop id=\"network/model\">: network model IB is not supported"), m);
    }

    /**
     * Two clusters joined by a WAN link through their routers, as nested zones with a zoneRoute, and the
     * network model of the file's config: the import keeps all of it and the run finds the route.
     */
    @Test
    void clustersInZonesJoinedByAZoneRouteKeepTheirStructureAndTheFilesModel() throws Exception {
        Path p = file("p.xml", """
                <config><prop id="network/model" value="CM02"/><prop id="network/crosstraffic" value="0"/>
                  <prop id="network/TCP-gamma" value="1MiB"/><prop id="network/optim" value="Full"/></config>
                <zone id="world" routing="Full">
                  <cluster id="fast" prefix="f-" radical="0-3" suffix="" speed="2Gf" bw="1.25GBps" lat="10us"
                           bb_bw="2.5GBps" bb_lat="5us" bb_sharing_policy="FATPIPE"/>
                  <cluster id="slow" prefix="s-" radical="0-1" suffix="" speed="500Mf" bw="12.5MBps" lat="100us"
                           sharing_policy="SHARED" bb_bw="12.5MBps" bb_lat="50us"/>
                  <link id="wan" bandwidth="10MBps" latency="20ms"/>
                  <zoneRoute src="fast" dst="slow" gw_src="f-fast_router" gw_dst="s-slow_router"><link_ctn id="wan"/></zoneRoute>
                </zone>""");
        SimgridImport.Result r = SimgridImport.read(p, null);
        assertTrue(r.warnings().stream().anyMatch(x -> x.contains("<prop id=\"network/optim\">: configuration item ignored")),
                r.warnings().toString());
        RoutedNetwork net = (RoutedNetwork) r.scenario().getPlatform().getSegments().get(0);
        assertEquals(NetworkSharingModel.CM02, net.getModel());
        assertEquals(false, net.isCrosstraffic());
        assertEquals(1048576.0, net.getTcpGammaBytes());
        assertEquals(List.of("fast", "slow"), net.getClusters().stream().map(Cluster::getName).toList());
        assertEquals(LinkSharing.FATPIPE, net.getClusters().get(0).getBackboneSharing());
        assertEquals(LinkSharing.SHARED, net.getClusters().get(1).getSharing());
        assertEquals("f-fast_router", net.getRoutes().get(0).getGatewayFrom());
        assertEquals(6, r.scenario().getPlatform().getHosts().size());
        // a probe runs on it: every host reaches every other through the WAN
        RunOutcome o = ScenarioRunner.run(r.scenario(), null, List.of(), null, null);
        assertEquals(StopReason.COMPLETED, o.stopReason());
    }

    @Test
    void badDeploymentsAreNamed() throws Exception {
        Path d = file("d.xml", """
                <actor host="node-0" function="master"><argument value="ten"/><argument value="1e6"/><argument value="1000"/></actor>
                <actor host="node-99" function="worker"/>
                <actor host="node-1" function="client"/>""");
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> SimgridImport.read(Examples.file("simgrid/cluster.xml"), d));
        String m = String.join("\n", e.messages());
        assertTrue(m.contains(d + ": <actor host=\"node-99\" function=\"worker\">: no host 'node-99' in the platform"), m);
        assertTrue(m.contains("function 'client' is neither master nor worker"), m);
        assertTrue(m.contains("no actor of function worker"), m);
    }
}
