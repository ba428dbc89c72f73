package lbsim.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.validation.ScenarioValidator;

/**
 * The model's rule validStrategy, with the strategy check lbsim.run installs: the simulator's strategies
 * (lbsim.core's messages), work-stealing, and the strategies this fragment contributes (fragment.xml).
 */
class StrategySpecValidationTest {

    private static final String KNOWN = "known: static-block, static-cyclic, self, fixed(k), guided or guided(min),"
            + " trapezoid or trapezoid(first, last), factoring, weighted-factoring, adaptive-weighted-factoring, work-stealing";

    private static Scenario ion(String strategy) throws ScenarioException {
        Scenario s = ScenarioLoader.load(Path.of(System.getProperty("lbsim.examples", "../../examples"), "ion-implantation.lbsim"));
        ((MasterSlaveApplication) s.getApplication()).setStrategy(strategy);
        return s;
    }

    /** The model's problems with the strategy {@code spec}. */
    private static List<String> problems(String spec) throws ScenarioException {
        return ScenarioValidator.problems(ion(spec), "ion.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList();
    }

    private static List<String> only(String what) {
        return List.of("ion.lbsim: MasterSlaveApplication application: strategy: " + what + " (rule validStrategy)");
    }

    @Test
    void theModelReportsTheSimulatorsMessages() throws Exception {
        assertEquals(only("chunk size must be >= 1, got 0"), problems("fixed(0)"));
        assertEquals(only("guided: min must be a whole number, got 'x'"), problems("guided(min=x)"));
        assertEquals(only("trapezoid: first chunk size (2) must be >= last chunk size (5)"), problems("trapezoid(first=2, last=5)"));
        assertEquals(only("self takes no arguments, got '1'"), problems("self(1)"));
        assertEquals(only("unknown strategy 'bogus'; " + KNOWN), problems("bogus(3)"));
        assertEquals(only("unknown strategy 'nobody-contributed-this'; " + KNOWN), problems("nobody-contributed-this"));
        assertEquals(List.of(), problems("trapezoid(first=50, last=2)"));
    }

    @Test
    void workStealingAndContributedStrategiesAreValid() throws Exception {
        assertEquals(List.of(), problems("work-stealing"));
        assertEquals(List.of(), problems(" Work-Stealing "));
        assertEquals(only("work-stealing takes no arguments, got 'work-stealing(3)'"), problems("work-stealing(3)"));
        assertEquals(List.of(), problems("test-throwing"));
    }

    @Test
    void aRunReportsABadStrategyOnceWithItsRule() throws Exception {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioRunner.prepare(ion("fixed(k=0)"), "ion.lbsim", null));
        assertEquals(only("chunk size must be >= 1, got 0"), e.messages());
    }
}
