package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lbsim export simgrid}: a scenario's platform and master-slave deployment as SimGrid files, which import back
 * into a scenario with the same makespan; what has no SimGrid equivalent exits 2 naming it.
 */
class SimgridExportCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private String makespan(Path result) throws Exception {
        String ms = Files.readString(result.resolve("masterslave.csv"));
        String[] header = ms.lines().findFirst().orElseThrow().split(",");
        String[] row = ms.lines().skip(1).findFirst().orElseThrow().split(",");
        for (int i = 0; i < header.length; i++) {
            if (header[i].equals("makespan_s")) {
                return row[i];
            }
        }
        throw new AssertionError(ms);
    }

    @Test
    void anImportedClusterExportsAndImportsBackToTheSameMakespan() throws Exception {
        Path first = dir.resolve("cluster.lbsim");
        assertEquals(0, lbsim("import", "simgrid", example("simgrid/cluster.xml"), example("simgrid/master-worker-results.xml"),
                "--out", first.toString()), err.toString());
        assertEquals(0, lbsim("export", "simgrid", first.toString()), err.toString());
        Path platform = dir.resolve("cluster-platform.xml");
        Path deployment = dir.resolve("cluster-deployment.xml");
        String xml = Files.readString(platform);
        assertTrue(xml.contains("<cluster id=\"cluster\" prefix=\"node-\" suffix=\"\" radical=\"0-10\" speed=\"1000000000f\" core=\"1\""
                + " bw=\"125000000Bps\" lat=\"3.0e-4s\" sharing_policy=\"SPLITDUPLEX\" router_id=\"node-cluster_router\"/>"), xml);
        assertTrue(xml.contains("<prop id=\"network/model\" value=\"LV08\"/>"), xml);
        assertTrue(Files.readString(deployment).contains("<actor host=\"node-0\" function=\"master\"><argument value=\"1000\"/>"));
        Path second = dir.resolve("again.lbsim");
        assertEquals(0, lbsim("import", "simgrid", platform.toString(), deployment.toString(), "--out", second.toString()),
                err.toString());
        assertEquals(0, lbsim("run", first.toString(), "--out", dir.resolve("r1").toString(), "--quiet"), err.toString());
        assertEquals(0, lbsim("run", second.toString(), "--out", dir.resolve("r2").toString(), "--quiet"), err.toString());
        // SimGrid 3.32 LV08 on this cluster: 14.040140020618569 s (SimgridImportTest)
        assertEquals(14.040140020618569, Double.parseDouble(makespan(dir.resolve("r1"))), 1e-9 * 14.04);
        assertEquals(makespan(dir.resolve("r1")), makespan(dir.resolve("r2")));
        assertEquals(2, lbsim("export", "simgrid", first.toString()), "never overwrites");
    }

    /**
     * A platform whose backbone follows latency and bandwidth profiles (bandwidth_file and latency_file) imports with
     * them, exports them as profile files its link names (bandwidth_file, latency_file), and imports back to the same makespan,
     * SimGrid 3.32's (LV08: 11.919332629380825 s, SimgridLinkProfilesTest). {@code --set} changes a link's profile.
     */
    @Test
    void linkProfilesExportAsProfileFilesAndImportBackToTheSameMakespan() throws Exception {
        Path bench = Path.of(example("simgrid/cluster.xml")).toAbsolutePath().getParent().getParent().getParent()
                .resolve("bench/simgrid/platforms/two-groups-latency-profiles.xml");
        Path first = dir.resolve("prof.lbsim");
        assertEquals(0, lbsim("import", "simgrid", bench.toString(), example("simgrid/master-worker-results.xml"), "--out",
                first.toString()), err.toString());
        assertTrue(Files.readString(first).contains("latencyProfile=\"# backbone latency (s) of two-groups-latency-profiles.xml; 0.04 0.005; 0.2 0.001;"
                + " 1.5 0.003; LOOPAFTER 1\""),
                Files.readString(first));
        assertEquals(0, lbsim("export", "simgrid", first.toString()), err.toString());
        String xml = Files.readString(dir.resolve("prof-platform.xml"));
        assertTrue(xml.contains("<link id=\"backbone\" bandwidth=\"100000000Bps\" latency=\"0.002s\" sharing_policy=\"SHARED\""
                + " bandwidth_file=\"prof-platform-backbone-bandwidth.txt\" latency_file=\"prof-platform-backbone-latency.txt\"/>"), xml);
        assertEquals("# backbone latency (s) of two-groups-latency-profiles.xml\n0.04 0.005\n0.2 0.001\n1.5 0.003\nLOOPAFTER 1\n",
                Files.readString(dir.resolve("prof-platform-backbone-latency.txt")));
        assertEquals("# backbone bandwidth (B/s) of two-groups-profiles.xml: a cycle of 4 s\n0.03 4e7\n0.11 1.5e8\n0.9 6e7\n2.3 1.2e8\n"
                + "LOOPAFTER 1.7\n",
                Files.readString(dir.resolve("prof-platform-backbone-bandwidth.txt")));
        Path second = dir.resolve("again.lbsim");
        assertEquals(0, lbsim("import", "simgrid", dir.resolve("prof-platform.xml").toString(),
                dir.resolve("prof-deployment.xml").toString(), "--out", second.toString()), err.toString());
        assertEquals(0, lbsim("run", first.toString(), "--out", dir.resolve("r1").toString(), "--quiet"), err.toString());
        assertEquals(0, lbsim("run", second.toString(), "--out", dir.resolve("r2").toString(), "--quiet"), err.toString());
        assertEquals(11.919332629380825, Double.parseDouble(makespan(dir.resolve("r1"))), 1e-9 * 11.92);
        assertEquals(makespan(dir.resolve("r1")), makespan(dir.resolve("r2")));
        // the profiles taken away by --set: two-groups-latency's makespan, SimGrid's 11.982450658620353 s (bench/README.md)
        assertEquals(0, lbsim("run", first.toString(), "--out", dir.resolve("r3").toString(), "--quiet", "--set",
                "platform/segments[0]/links[name=backbone]/latencyProfile=", "--set",
                "platform/segments[0]/links[name=backbone]/bandwidthProfile="), err.toString());
        assertEquals(11.982450658620353, Double.parseDouble(makespan(dir.resolve("r3"))), 1e-9 * 11.98);
        assertEquals(2, lbsim("validate", first.toString(), "--set", "platform/segments[0]/links[name=backbone]/bandwidthProfile=3 1e6; 1 1e6"));
        assertTrue(err.toString().contains("Link 'backbone': bandwidthProfile: line 2: time 1 s goes back in time (the previous event is at 3 s)"
                + " (rule validLinkProfiles)"), err.toString());
    }

    /** SimGrid's DTD wants a zone's zones and clusters, then its hosts and routers, then its links, then its routes. */
    @Test
    void elementsComeInTheOrderSimgridsDtdWants() throws Exception {
        Path p = dir.resolve("tc.xml");
        assertEquals(0, lbsim("export", "simgrid", example("two-clusters.lbsim"), "--out", p.toString(), "--deployment",
                dir.resolve("tcd.xml").toString(), "--set", "application/unitCost=constant(value=0.2)", "--set",
                "application/workBytesFixed=0", "--set", "application/masterOverheadSeconds=0"), err.toString());
        String x = Files.readString(p);
        assertTrue(x.lastIndexOf("<cluster ") < x.indexOf("<link ") && x.lastIndexOf("<link ") < x.indexOf("<zoneRoute "), x);
        Path q = dir.resolve("sw.xml");
        assertEquals(0, lbsim("export", "simgrid", example("pingpong-switched.lbsim"), "--out", q.toString()), err.toString());
        String y = Files.readString(q);
        assertTrue(y.lastIndexOf("<host ") < y.indexOf("<router ") && y.indexOf("<router ") < y.indexOf("<link ")
                && y.lastIndexOf("<link ") < y.indexOf("<route "), y);
    }

    @Test
    void aSegmentWithoutASimgridEquivalentIsNamed() throws Exception {
        assertEquals(2, lbsim("export", "simgrid", example("ring-ethernet-10.lbsim"), "--out", dir.resolve("p.xml").toString()));
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.contains("(EthernetNetwork) has no SimGrid equivalent"), e);
        assertFalse(Files.exists(dir.resolve("p.xml")));
    }
}
