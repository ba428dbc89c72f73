package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;

/** Strategies contributed through the extension point lbsim.run.strategies (this fragment's fragment.xml). */
class StrategyExtensionTest {

    @Test
    void aContributedStrategyIsFoundByNameInsideEclipse() throws Exception {
        assertTrue(ScenarioRunner.registryAvailable());
        org.eclipse.core.runtime.IExtensionRegistry r = org.eclipse.core.runtime.RegistryFactory.getRegistry();
        assertTrue(r != null, "no extension registry");
        assertEquals(2, r.getConfigurationElementsFor(StrategyExtensions.POINT).length, "this fragment contributes two");
        assertEquals("throwing", StrategyExtensions.create("test-throwing").name());
        assertNull(StrategyExtensions.create("nobody-contributed-this"));
        // a scenario names it like a built-in strategy; this one throws on its fifth request
        Scenario s = ScenarioLoader.load(Path.of(System.getProperty("lbsim.examples", "../../examples"), "ion-implantation.lbsim"));
        ((MasterSlaveApplication) s.getApplication()).setStrategy("test-throwing");
        SimulationException e = assertThrows(SimulationException.class, () -> ScenarioRunner.run(s, "ion.lbsim", List.of(), null, null));
        assertTrue(e.getMessage().contains("strategy bug on request 5"), e.getMessage());
    }

    @Test
    void aContributionThatIsNotAStrategyIsRefusedWithItsRule() throws Exception {
        Scenario s = ScenarioLoader.load(Path.of(System.getProperty("lbsim.examples", "../../examples"), "ion-implantation.lbsim"));
        ((MasterSlaveApplication) s.getApplication()).setStrategy("test-not-a-strategy");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioRunner.run(s, "ion.lbsim", List.of(), null, null));
        assertTrue(e.getMessage().contains("java.lang.Object is not a lbsim.core.balance.Strategy")
                && e.getMessage().contains("(rule validStrategy)"),
                e.getMessage());
    }
}
