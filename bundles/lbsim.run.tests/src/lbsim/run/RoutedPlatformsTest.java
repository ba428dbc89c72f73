package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.net.SharingRule;
import lbsim.model.NetworkSharingModel;
import lbsim.model.RoutedNetwork;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.run.launch.Runs;

/**
 * The routed network's model and parameters reach the simulator through {@code --set} (which walks the model
 * generically), unset factors take the model's SimGrid defaults, and bad values are refused before the run.
 */
class RoutedPlatformsTest {

    private static Path example() {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"), "two-clusters.lbsim");
    }

    @Test
    void setReachesTheModelAndItsParametersAndUnsetOnesTakeSimgridsDefaults() throws Exception {
        Scenario s = Runs.load(example(), "two-clusters.lbsim", List.of());
        RoutedNetwork net = (RoutedNetwork) s.getPlatform().getSegments().get(0);
        assertEquals(NetworkSharingModel.CM02, net.getModel());
        SharingRule cm02 = RoutedPlatforms.rule(net);
        assertEquals(new SharingRule(SharingRule.Kind.CM02, 1, 1, 0, 4194304, true), cm02);

        s = Runs.load(example(), "two-clusters.lbsim", List.of("platform/segments[0]/model=lv08",
                "platform/segments[0]/latencyFactor=2.5", "platform/segments[0]/tcpGammaBytes=1048576"));
        net = (RoutedNetwork) s.getPlatform().getSegments().get(0);
        assertTrue(net.isSetLatencyFactor());
        assertFalse(net.isSetBandwidthFactor());
        // lv08's bandwidth factor and weight-S, the latency factor and gamma given
        assertEquals(new SharingRule(SharingRule.Kind.LV08, 2.5, 0.97, 20537, 1048576, true), RoutedPlatforms.rule(net));

        s = Runs.load(example(), "two-clusters.lbsim", List.of("platform/segments[0]/crosstraffic=false"));
        assertFalse(RoutedPlatforms.rule((RoutedNetwork) s.getPlatform().getSegments().get(0)).crosstraffic());
    }

    @Test
    void badParametersAndLinksAreRefusedBeforeTheRunNamingThem() throws Exception {
        Scenario s = Runs.load(example(), "two-clusters.lbsim", List.of("platform/segments[0]/bandwidthFactor=0"));
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(s, "two-clusters.lbsim", List.of(), null, null));
        assertTrue(String.join("\n", e.messages()).contains("bandwidthFactor must be > 0 and finite, got 0.0 (rule nonNegativeParameters)"),
                e.problems().toString());
        Scenario t = Runs.load(example(), "two-clusters.lbsim", List.of("platform/segments[0]/links[0]/bandwidthBytesPerSecond=0"));
        e = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(t, "two-clusters.lbsim", List.of(), null, null));
        assertTrue(String.join("\n", e.messages()).contains("link 'wan': bandwidth must be > 0 and finite, got 0.0"), e.problems().toString());
    }
}
