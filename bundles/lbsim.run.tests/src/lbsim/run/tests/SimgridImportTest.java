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
import lbsim.model.SwitchedNetwork;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.importer.SimgridImport;

/**
 * {@code lbsim import simgrid}: the cluster of examples/simgrid imported and run gives SimGrid's makespans,
 * and every part lbsim cannot express is named.
 * <p>
 * The expected makespans were obtained with SimGrid 3.32 (Debian libsimgrid-dev 3.32-2+b2) running lbsim's
 * driver bench/simgrid/master_worker.cpp on the same files:
 * {@code master_worker examples/simgrid/cluster.xml examples/simgrid/DEPLOYMENT.xml --cfg=network/model:CM02
 * --cfg=network/crosstraffic:0}, which printed 2008.1206000000036 (master-worker.xml), 8.1417999999999981
 * (master-worker-static.xml) and 12.220600000000013 (master-worker-results.xml). The first two also follow
 * by hand: 100 rounds of (0.6 ms request or result + 0.6 ms + 10 MB / 125 MB/s of work messages + 20 s),
 * 2008.1206 s; one round of 0.6 ms + 0.6 ms + 1 GB / 125 MB/s + 0.1 s + 0.6 ms + 5 MB / 125 MB/s, 8.1418 s.
 */
class SimgridImportTest {

    @TempDir
    Path dir;

    private static RunOutcome importAndRun(String deployment) throws Exception {
        SimgridImport.Result r = SimgridImport.read(Examples.file("simgrid/cluster.xml"), Examples.file("simgrid/" + deployment));
        assertEquals(List.of(), r.warnings());
        RunOutcome o = ScenarioRunner.run(r.scenario(), null, List.of(), null, null);
        assertEquals(StopReason.COMPLETED, o.stopReason());
        return o;
    }

    private static double makespan(RunOutcome o) {
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
    void theClusterIsOneSwitchedSegmentAndTheDeploymentAMasterSlaveApplication() throws Exception {
        SimgridImport.Result r = SimgridImport.read(Examples.file("simgrid/cluster.xml"), Examples.file("simgrid/master-worker.xml"));
        Scenario s = r.scenario();
        assertEquals(11, s.getPlatform().getHosts().size());
        assertEquals("node-0", s.getPlatform().getHosts().get(0).getName());
        assertEquals(1.0, s.getPlatform().getHosts().get(5).getSpeed()); // 1 Gflop/s = the reference machine
        SwitchedNetwork net = (SwitchedNetwork) s.getPlatform().getSegments().get(0);
        assertEquals(300e-6, net.getLatencySeconds(), 1e-18);
        assertEquals(125e6, net.getLinkBandwidthBytesPerSecond());
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
        assertEquals(11, ScenarioLoader.load(f).getPlatform().getHosts().size());
    }

    @Test
    void computeBoundSelfSchedulingGivesSimgridsMakespan() throws Exception {
        double simgrid = 2008.1206000000036;
        assertEquals(simgrid, makespan(importAndRun("master-worker.xml")), 1e-9 * simgrid);
    }

    @Test
    void linkBoundStaticBlocksWithResultsGiveSimgridsMakespan() throws Exception {
        double simgrid = 8.1417999999999981;
        assertEquals(simgrid, makespan(importAndRun("master-worker-static.xml")), 1e-9 * simgrid);
    }

    @Test
    void selfSchedulingWithResultsBothWaysGivesSimgridsMakespan() throws Exception {
        double simgrid = 12.220600000000013;
        assertEquals(simgrid, makespan(importAndRun("master-worker-results.xml")), 1e-9 * simgrid);
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
        // a star of two links (8 Gb/s = 1 GB/s; 0.05 ms = 50 us): one switched segment
        SwitchedNetwork net = (SwitchedNetwork) r.scenario().getPlatform().getSegments().get(0);
        assertEquals(1e9, net.getLinkBandwidthBytesPerSecond());
        assertEquals(50e-6, net.getLatencySeconds(), 1e-18);
        assertEquals(0.1, r.scenario().getPlatform().getHosts().get(0).getSpeed(), 1e-15);
        assertEquals(2, r.scenario().getPlatform().getHosts().get(0).getProcessors());
    }

    @Test
    void routingASwitchCannotExpressIsAnErrorNamingTheElement() throws Exception {
        Path p = file("p.xml", """
                <zone id="z" routing="Full">
                  <host id="a" speed="1Gf"/><host id="b" speed="1Gf"/><host id="c" speed="1Gf"/>
                  <link id="la" bandwidth="1GBps" latency="50us" sharing_policy="SPLITDUPLEX"/>
                  <link id="lb" bandwidth="1GBps" latency="50us" sharing_policy="SPLITDUPLEX"/>
                  <link id="lc" bandwidth="1GBps" latency="50us"/>
                  <link id="core" bandwidth="1GBps" latency="50us"/>
                  <route src="a" dst="b"><link_ctn id="la"/><link_ctn id="core"/><link_ctn id="lb"/></route>
                  <route src="a" dst="c"><link_ctn id="la"/><link_ctn id="lc"/></route>
                </zone>""");
        ScenarioException e = assertThrows(ScenarioException.class, () -> SimgridImport.read(p, null));
        String m = String.join("\n", e.messages());
        assertTrue(m.contains(p + ": <route src=\"a\" dst=\"b\">: 3 links; lbsim's switch expresses routes of two links"), m);
        assertTrue(m.contains("link 'lc' has sharing policy SHARED; lbsim's switched links are full duplex"), m);
        assertTrue(m.contains("host b") || m.contains("<host id=\"b\">: no route to the other hosts"), m);
    }

    @Test
    void aSharedBackboneAndATopologyAreErrors() throws Exception {
        Path p = file("p.xml", """
                <cluster id="c" prefix="n" radical="0-3" suffix="" speed="1Gf" bw="125MBps" lat="50us"
                         bb_bw="100MBps" bb_lat="10us" topology="TORUS" topo_parameters="2,2"/>""");
        ScenarioException e = assertThrows(ScenarioException.class, () -> SimgridImport.read(p, null));
        String m = String.join("\n", e.messages());
        assertTrue(m.contains("<cluster id=\"c\">: topology TORUS is not supported"), m);
        assertTrue(m.contains("a SHARED backbone of 1.0E8 B/s limits the cluster's traffic"), m);
    }

    @Test
    void aFatpipeBackboneAtLeastAsFastAsTheLinksAddsHalfItsLatencyToEachLink() throws Exception {
        Path p = file("p.xml", """
                <cluster id="c" prefix="n" radical="0-3" suffix=".x" speed="1Gf" bw="125MBps" lat="50us"
                         bb_bw="10GBps" bb_lat="20us" bb_sharing_policy="FATPIPE"/>""");
        SimgridImport.Result r = SimgridImport.read(p, null);
        assertEquals("n0.x", r.scenario().getPlatform().getHosts().get(0).getName());
        assertEquals(60e-6, ((SwitchedNetwork) r.scenario().getPlatform().getSegments().get(0)).getLatencySeconds(), 1e-18);
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
