package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.engine.StopReason;
import lbsim.core.stats.TaskActivity;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;

/**
 * Segments joined by gateways, through the scenario: the binder makes each segment's gateway a station of it
 * (and a router gateway a station of its routed network), messages between the segments go leg by leg, and what
 * cannot be joined is refused before the run.
 */
class GatewayRunTest {

    @TempDir
    Path dir;

    private static final String TWO_DELAY_LANS = """
            <?xml version="1.0" encoding="UTF-8"?>
            <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                xmlns:lbsim="http://lbsim.org/model/1.0" name="two-delay-lans">
              <platform>
                <hosts name="A1" segment="lanA"/>
                <hosts name="B1" segment="lanB"/>
                <segments xsi:type="lbsim:DelayNetwork" name="lanA" gateway="gA" transmissionDelaySeconds="0.005"
                    proportionalDelayPerKBSeconds="0.010"/>
                <segments xsi:type="lbsim:DelayNetwork" name="lanB" gateway="gB" transmissionDelaySeconds="0.007"
                    proportionalDelayPerKBSeconds="0.020"/>
                <segments xsi:type="lbsim:RoutedNetwork" name="wan">
                  <links name="wan" bandwidthBytesPerSecond="1000000" latencySeconds="0.05"/>
                  <routers name="gA"/>
                  <routers name="gB"/>
                  <routes from="gA" to="gB" links="wan"/>
                </segments>
              </platform>
              <application xsi:type="lbsim:PingPongApplication" hostA="A1" hostB="B1" sizes="2048" repetitions="3"/>
              <run seed="1"/>
            </lbsim:Scenario>
            """;

    private Scenario scenario(String text) throws Exception {
        Path f = dir.resolve("s.lbsim");
        Files.writeString(f, text);
        return ScenarioLoader.load(f);
    }

    /**
     * Each way a 2048-byte message crosses lanA (5 + 2 x 10 ms = 25 ms), the WAN link (50 ms + 2048 / 10^6 s =
     * 52.048 ms) and lanB (7 + 2 x 20 ms = 47 ms): 124.048 ms from injection to delivery, all of it wire time (no
     * overheads). Three round trips, then ping's 0-byte end message: 5 + 50 + 7 = 62 ms. Ping receives three
     * answers (0.372144 s of transit), pong three pings and the end (0.434144 s), and ends last, at 6 x 0.124048
     * + 0.062 = 0.806288 s.
     */
    @Test
    void aPingPongBetweenTwoDelayLansJoinedByAWanLinkTakesTheLegsSum() throws Exception {
        RunOutcome r = ScenarioRunner.run(scenario(TWO_DELAY_LANS), "two-delay-lans", List.of(), null, null);
        assertEquals(StopReason.COMPLETED, r.stopReason());
        TaskActivity ping = r.activities().get(0);
        TaskActivity pong = r.activities().get(1);
        assertEquals(3, ping.messagesReceived(), ping.toString());
        assertEquals(3 * 0.124048, ping.transitSeconds(), 1e-12, ping.toString());
        assertEquals(3 * 0.124048, ping.wireSeconds(), 1e-12, ping.toString());
        assertEquals(4, pong.messagesReceived(), pong.toString());
        assertEquals(3 * 0.124048 + 0.062, pong.transitSeconds(), 1e-12, pong.toString());
        assertEquals(3 * 0.124048 + 0.062, pong.wireSeconds(), 1e-12, pong.toString());
        assertEquals(6 * 0.124048 + 0.062, r.simulatedEndSeconds(), 1e-12);
        // legs.csv: three legs per message, the first ping's at 0 (no overheads): lanA [0, 0.025], the WAN
        // [0.025, 0.077048], lanB [0.077048, 0.124048]
        String[] legs = r.extraFiles().get("legs.csv").split("\n");
        assertEquals("message,leg,segment,from,to,start_s,end_s", legs[0]);
        assertEquals(1 + 7 * 3, legs.length);
        double[][] expected = { { 0, 0.025 }, { 0.025, 0.077048 }, { 0.077048, 0.124048 } };
        String[][] stations = { { "lanA", "A1", "gA" }, { "wan", "gA", "gB" }, { "lanB", "gB", "B1" } };
        for (int i = 0; i < 3; i++) {
            String[] f = legs[1 + i].split(",");
            assertEquals(List.of("0", Integer.toString(i), stations[i][0], stations[i][1], stations[i][2]), List.of(f).subList(0, 5));
            assertEquals(expected[i][0], Double.parseDouble(f[5]), 1e-12, legs[1 + i]);
            assertEquals(expected[i][1], Double.parseDouble(f[6]), 1e-12, legs[1 + i]);
        }
    }

    /** A routed network whose gateway routers have no route between them is refused when the run is bound. */
    @Test
    void gatewayRoutersWithoutARouteAreRefusedBeforeTheRun() throws Exception {
        Scenario s = scenario(TWO_DELAY_LANS.replace("<routes from=\"gA\" to=\"gB\" links=\"wan\"/>", ""));
        ScenarioException e = org.junit.jupiter.api.Assertions.assertThrows(ScenarioException.class,
                () -> ScenarioRunner.run(s, "two-delay-lans", List.of(), null, null));
        String all = String.join("\n", e.messages());
        assertTrue(all.contains("gateway 'gB' of routed network 'wan' cannot be reached: no route from 'gA' to 'gB'")
                && all.endsWith("(rule hostsConnected)"), all);
    }

    /**
     * examples/two-lans.lbsim: two 10 Mb/s Ethernets joined by a router. Every unit is computed; the office's
     * slaves, whose every message crosses both Ethernets, wait longer per message than the lab's, and both LANs
     * see collisions.
     */
    @Test
    void theTwoLansExampleRunsThroughTheRouter() throws Exception {
        RunOutcome r = ScenarioRunner.run(Examples.load("two-lans.lbsim"), "two-lans.lbsim", List.of(), null, null);
        assertEquals(StopReason.COMPLETED, r.stopReason());
        assertEquals(List.of(), r.deadlock());
        String masterslave = r.extraFiles().get("masterslave.csv");
        assertTrue(masterslave.split("\n")[1].contains(",2000,"), masterslave);
        double labTransit = 0;
        double officeTransit = 0;
        long labMessages = 0;
        long officeMessages = 0;
        for (TaskActivity a : r.activities()) {
            if (a.host().startsWith("lab")) {
                labTransit += a.transitSeconds();
                labMessages += a.messagesReceived();
            } else if (a.host().startsWith("office")) {
                officeTransit += a.transitSeconds();
                officeMessages += a.messagesReceived();
            }
        }
        System.out.printf("two-lans: end %.6f s; transit per message: lab %.6f s, office %.6f s; %s%n", r.simulatedEndSeconds(),
                labTransit / labMessages, officeTransit / officeMessages, r.extraFiles().get("segments.csv"));
        System.out.println(masterslave);
        assertTrue(officeTransit / officeMessages > labTransit / labMessages);
    }
}
