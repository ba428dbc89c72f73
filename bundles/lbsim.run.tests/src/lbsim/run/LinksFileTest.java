package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import lbsim.core.stats.TaskActivity;
import lbsim.core.trace.MessageLog;
import lbsim.model.RoutedNetwork;
import lbsim.model.Scenario;
import lbsim.run.io.Csv;
import lbsim.run.launch.Runs;
import lbsim.run.outcome.NetworkTables;
import lbsim.run.outcome.ResultFile;
import lbsim.run.result.ResultFiles;

/**
 * links.csv, the routed network's per-link account, on the shipped two-cluster example: each link's bytes are the
 * bytes of the run's messages whose route (as {@link PlatformRoutes} finds it, from messages.csv's list of messages)
 * crosses it, the utilisation is those bytes over bandwidth x end time, and a platform without a routed network has
 * no links.csv.
 */
class LinksFileTest {

    private static Path example(String name) {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"), name);
    }

    @Test
    void eachLinkCarriesTheBytesOfTheMessagesRoutedOverIt() throws Exception {
        Scenario s = Runs.load(example("two-clusters.lbsim"), "two-clusters.lbsim", List.of("application/units=300"));
        RunOutcome o = ScenarioRunner.run(s, "two-clusters.lbsim", List.of(), null, null);
        RoutedNetwork net = (RoutedNetwork) s.getPlatform().getSegments().get(0);
        NetworkTables.Messages messages = table(o, NetworkTables.Messages.class);
        NetworkTables.Links links = table(o, NetworkTables.Links.class);

        // the expected bytes per link: every arrived message between two hosts, along its route
        Map<Integer, String> hostOf = new HashMap<>();
        for (TaskActivity a : o.activities()) {
            hostOf.put(a.tid(), a.host());
        }
        MessageLog log = messages.log();
        Map<String, Long> expected = new HashMap<>();
        long crossing = 0;
        for (int i = 0; i < log.size(); i++) {
            String from = hostOf.get(log.source(i));
            String to = hostOf.get(log.destination(i));
            if (from.equals(to) || Double.isNaN(log.delivered(i))) {
                continue;
            }
            for (PlatformRoutes.Hop h : PlatformRoutes.route(net, from, to)) {
                expected.merge(h.link(), log.bytes(i), Long::sum);
            }
            crossing++;
        }
        assertTrue(crossing > 600, "messages between hosts: " + crossing);

        // 1 WAN link, 8 + 8 private links, 2 backbones
        assertEquals(19, links.links().size());
        double end = o.simulatedEndSeconds();
        for (NetworkTables.Link l : links.links()) {
            assertEquals("campus", l.network());
            assertEquals(expected.getOrDefault(l.link(), 0L), l.bytes(), l.link());
            assertEquals(l.bytes() / (l.bandwidthBytesPerSecond() * end), l.utilization(), 1e-15, l.link());
            assertTrue(l.busySeconds() >= 0 && l.busySeconds() <= end, l.link() + " busy " + l.busySeconds());
            assertEquals(l.bytes() > 0, l.busySeconds() > 0, l.link());
            assertEquals(l.bytes() > 0, l.maxFlows() > 0, l.link());
        }
        NetworkTables.Link wan = links.links().stream().filter(l -> l.link().equals("wan")).findFirst().orElseThrow();
        assertEquals("shared", wan.sharing());
        assertEquals(1.25e6, wan.bandwidthBytesPerSecond());
        // the 8 slow slaves' work and results cross it: at least 20 kB per unit handed there
        assertTrue(wan.bytes() > 20_000, "wan bytes " + wan.bytes());
        assertEquals("fatpipe", links.links().stream().filter(l -> l.link().equals("machine-room_backbone")).findFirst()
                .orElseThrow().sharing());

        // the file: the documented header, one row per link
        List<String> lines = links.text().lines().toList();
        assertEquals(ResultFiles.LINKS.header(), lines.get(0));
        assertEquals("network,link,sharing,bandwidth_bytes_per_s,bytes,busy_s,utilization,max_flows", lines.get(0));
        String[] row = Csv.split(lines.get(1 + links.links().indexOf(wan)));
        assertEquals("wan", row[1]);
        assertEquals(Long.toString(wan.bytes()), row[4]);
    }

    @Test
    void aPlatformWithoutARoutedNetworkHasNoLinksFile() throws Exception {
        Scenario s = Runs.load(example("pingpong-switched.lbsim"), "pingpong-switched.lbsim", List.of());
        RunOutcome o = ScenarioRunner.run(s, "pingpong-switched.lbsim", List.of(), null, null);
        assertFalse(o.files().stream().anyMatch(f -> f.name().equals("links.csv")), o.files().toString());
        assertTrue(o.files().stream().anyMatch(f -> f.name().equals("segments.csv")));
    }

    private static <T> T table(RunOutcome o, Class<T> type) {
        for (ResultFile f : o.files()) {
            if (type.isInstance(f)) {
                return type.cast(f);
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " in " + o.files());
    }
}
