package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.outcome.MasterSlaveSummary;

/** A link's bandwidth and latency profiles bound from a scenario, and their bad input. */
class LinkProfilesRunTest {

    @TempDir
    Path dir;

    /**
     * A master m and a slave s joined by link L (10^6 B/s, latency 0, plain max-min) whose attributes
     * {@code extra} are given; one unit of 1 s of work whose input is 10^7 B; no request or result bytes.
     */
    private Scenario scenario(String extra, String file) throws Exception {
        String xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                    xmlns:lbsim="http://lbsim.org/model/1.0" name="linkprof">
                  <platform>
                    <hosts name="m" segment="net"/>
                    <hosts name="s" segment="net"/>
                    <segments xsi:type="lbsim:RoutedNetwork" name="net">
                      <links name="L" bandwidthBytesPerSecond="1000000.0" EXTRA/>
                      <routes from="m" to="s" links="L"/>
                    </segments>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="s" units="1"
                      unitCost="constant(value=1)" requestBytes="0" workBytesFixed="10000000" resultBytesFixed="0" strategy="self"/>
                  <run seed="1"/>
                </lbsim:Scenario>
                """.replace("EXTRA", extra);
        Path f = dir.resolve(file);
        Files.writeString(f, xml);
        return ScenarioLoader.load(f);
    }

    private static double makespan(RunOutcome o) {
        return o.result(MasterSlaveSummary.class).orElseThrow().makespanSeconds();
    }

    /** Without a profile: 10^7 B at 10^6 B/s, 10 s, then 1 s of work: 11 s. */
    @Test
    void withoutAProfileTheLinkKeepsItsBandwidth() throws Exception {
        assertEquals(11.0, makespan(ScenarioRunner.run(scenario("", "plain.lbsim"), "plain.lbsim", List.of(), null, null)), 1e-12);
    }

    /**
     * The bandwidth drops to 5 x 10^5 B/s at 4 s (from a file): 4 x 10^6 B are through, the 6 x 10^6 B left take 12 s:
     * the input arrives at 16 s, the work ends at 17 s.
     */
    @Test
    void aBandwidthProfileFromAFileSlowsTheInput() throws Exception {
        Files.writeString(dir.resolve("bw.txt"), "# L halves at 4 s\n4 5e5\n");
        RunOutcome o = ScenarioRunner.run(scenario("bandwidthProfile=\"file:bw.txt\"", "bw.lbsim"), "bw.lbsim", List.of(), null,
                null);
        assertEquals(17.0, makespan(o), 1e-12);
    }

    /**
     * The latency becomes 2 s at 0 s: the slave's request (0 B) arrives at 2 s; the input starts moving at 4 s and
     * arrives at 14 s; the work ends at 15 s; the result (0 B) arrives at 17 s. Then at 16 s the latency becomes 0
     * again, too late for any message: the run is unchanged by it.
     */
    @Test
    void aLatencyProfileDelaysMessagesThatStartAfterIt() throws Exception {
        RunOutcome o = ScenarioRunner.run(scenario("latencyProfile=\"0 2\"", "lat.lbsim"), "lat.lbsim", List.of(), null, null);
        assertEquals(17.0, makespan(o), 1e-12);
        RunOutcome later = ScenarioRunner.run(scenario("latencyProfile=\"0 2; 16 0\"", "lat2.lbsim"), "lat2.lbsim", List.of(), null,
                null);
        assertEquals(17.0, makespan(later), 1e-12);
        // from 14.5 s on it is 0: the result leaves at 15 s and arrives at once
        RunOutcome earlier = ScenarioRunner.run(scenario("latencyProfile=\"0 2; 14.5 0\"", "lat3.lbsim"), "lat3.lbsim", List.of(),
                null, null);
        assertEquals(15.0, makespan(earlier), 1e-12);
    }

    @Test
    void badInputNamesFileObjectAndRule() throws Exception {
        ScenarioException back = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(
                scenario("bandwidthProfile=\"5 1e6; 2 1e6\"", "back.lbsim"), "back.lbsim", List.of(), null, null));
        assertEquals(List.of("back.lbsim: Link 'L': bandwidthProfile: line 2: time 2 s goes back in time (the previous event is at 5 s)"
                + " (rule validLinkProfiles)"), back.messages());
        ScenarioException zero = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(
                scenario("bandwidthProfile=\"1 0\"", "zero.lbsim"), "zero.lbsim", List.of(), null, null));
        assertEquals(List.of("zero.lbsim: Link 'L': bandwidthProfile: a bandwidth must be > 0 B/s, got 0.0 (rule validLinkProfiles)"),
                zero.messages());
        ScenarioException neg = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(
                scenario("latencyProfile=\"1 -0.5\"", "neg.lbsim"), "neg.lbsim", List.of(), null, null));
        assertEquals(List.of("neg.lbsim: Link 'L': latencyProfile: line 1: value must be >= 0 and finite, got -0.5 (rule validLinkProfiles)"),
                neg.messages());
        Files.writeString(dir.resolve("zero.txt"), "1 0\n");
        ScenarioException zeroFile = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(
                scenario("bandwidthProfile=\"file:zero.txt\"", "zf.lbsim"), "zf.lbsim", List.of(), null, null));
        assertEquals(List.of("zf.lbsim: Link 'L': bandwidthProfile: a bandwidth must be > 0 B/s, got 0.0 (rule validLinkProfiles)"),
                zeroFile.messages());
        ScenarioException file = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(
                scenario("latencyProfile=\"file:missing.txt\"", "miss.lbsim"), "miss.lbsim", List.of(), null, null));
        assertTrue(file.problems().get(0).text().startsWith("miss.lbsim: Link 'L': latencyProfile: "), file.problems().toString());
        assertTrue(file.problems().get(0).text().endsWith("(rule readableProfileFile)"), file.problems().toString());
    }
}
