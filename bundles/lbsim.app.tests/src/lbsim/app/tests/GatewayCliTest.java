package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * examples/two-lans.lbsim from the command line (two Ethernets joined by a router), and the same scenario broken:
 * a LAN without its gateway, a gateway naming nothing. Bad input is one line per problem naming the file, the
 * object, the hosts and the rule, exit 2, and nothing written.
 */
class GatewayCliTest {

    @TempDir
    Path dir;

    private static Path example() {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"), "two-lans.lbsim");
    }

    @Test
    void theTwoLansExampleRuns() throws Exception {
        Path out = dir.resolve("out");
        String[] r = CliFuzzTest.lbsim(List.of("run", example().toString(), "--out", out.toString(), "--quiet"));
        assertEquals("0", r[0], r[2]);
        String segments = Files.readString(out.resolve("segments.csv"));
        assertTrue(segments.startsWith("segment,busy_s,collisions\nlab,"), segments);
        assertTrue(segments.contains("\noffice,"), segments);
        String legs = Files.readString(out.resolve("legs.csv"));
        assertTrue(legs.startsWith("message,leg,segment,from,to,start_s,end_s\n"), legs);
        assertTrue(legs.contains(",lab,master,router,") && legs.contains(",office,router,office1,"), "lab then office legs");
    }

    @Test
    void aLanWithoutItsGatewayIsRefusedWithTheRulesLine() throws Exception {
        String text = Files.readString(example());
        String office = "name=\"office\" bitsPerSecond=\"1.0E7\" gateway=\"router\"";
        assertTrue(text.contains(office), text);
        Path file = dir.resolve("two-lans.lbsim");
        Files.writeString(file, text.replace(office, "name=\"office\" bitsPerSecond=\"1.0E7\""));
        Path out = dir.resolve("out");
        String[] r = CliFuzzTest.lbsim(List.of("run", file.toString(), "--out", out.toString()));
        assertEquals("2", r[0], r[2]);
        List<String> lines = r[2].lines().toList();
        assertEquals(4, lines.size(), r[2]); // one per office slave
        for (int i = 1; i <= 4; i++) {
            assertEquals("lbsim: " + file + ": MasterSlaveApplication application: hosts 'master' and 'office" + i
                    + "' are not connected: 'master' is on 'lab', 'office" + i + "' on 'office', and 'office' names no gateway,"
                    + " but the master sends work to every slave (rule hostsConnected)", lines.get(i - 1));
        }
        assertFalse(Files.exists(out), "nothing is written for bad input");
        r = CliFuzzTest.lbsim(List.of("validate", file.toString()));
        assertEquals("2", r[0], r[2]);
        assertEquals(String.join("\n", lines) + "\n", r[2]);
    }

    @Test
    void aGatewayThatNamesNothingIsRefused() throws Exception {
        String text = Files.readString(example());
        Path file = dir.resolve("two-lans.lbsim");
        Files.writeString(file, text.replace("name=\"lab\" bitsPerSecond=\"1.0E7\" gateway=\"router\"",
                "name=\"lab\" bitsPerSecond=\"1.0E7\" gateway=\"routr\""));
        String[] r = CliFuzzTest.lbsim(List.of("validate", file.toString()));
        assertEquals("2", r[0], r[2]);
        List<String> lines = r[2].lines().toList();
        assertEquals("lbsim: " + file + ": EthernetNetwork 'lab': gateway 'routr' is neither a host of the platform nor a router of"
                + " a routed network (rule validGateway)", lines.get(0));
        assertTrue(lines.stream().skip(1).allMatch(l -> l.endsWith("(rule hostsConnected)")), r[2]);
    }
}
