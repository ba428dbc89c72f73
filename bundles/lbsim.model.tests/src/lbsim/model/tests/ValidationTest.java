package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.model.Host;
import lbsim.model.ModelFactory;
import lbsim.model.ObservedTask;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.PermanentLoad;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.validation.ScenarioValidator;

/** Every validation rule, with the exact line a user sees. */
class ValidationTest {

    private static List<String> problems(Scenario s) {
        return ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList();
    }

    private static ObservedTask task(Scenario s) {
        return ((ObservedTaskApplication) s.getApplication()).getTasks().get(0);
    }

    @Test
    void aValidScenarioHasNoProblems() throws ScenarioException {
        Scenario s = Scenarios.small();
        assertEquals(List.of(), problems(s));
        ScenarioValidator.check(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE);
    }

    @Test
    void hostRules() {
        Scenario s = Scenarios.small();
        Host ws1 = s.getPlatform().getHosts().get(0);
        ws1.setSpeed(-1.0);
        assertEquals(List.of("x.lbsim: Host 'ws1': speed must be > 0, got -1.0 (rule positiveSpeed)"), problems(s));
        ws1.setSpeed(1.0);
        ws1.setProcessors(0);
        assertEquals(List.of("x.lbsim: Host 'ws1': processors must be >= 1, got 0 (rule atLeastOneProcessor)"),
                problems(s));
        ws1.setProcessors(1);
        s.getPlatform().getHosts().get(1).setName("ws1");
        assertEquals(List.of("x.lbsim: Scenario 'small': host name 'ws1' is used by 2 hosts (rule uniqueHostNames)"),
                problems(s));
    }

    @Test
    void niceLevelsMustBeUnixOnes() {
        Scenario s = Scenarios.small();
        ((PermanentLoad) s.getWorkloads().get(0)).setNice(20);
        task(s).setNice(-21);
        List<String> p = problems(s);
        assertEquals(2, p.size(), p.toString());
        assertEquals("x.lbsim: PermanentLoad workloads[0]: nice must be between -20 and 19, got 20 (rule niceInRange)",
                p.get(0));
        assertEquals("x.lbsim: ObservedTask 'obs': nice must be between -20 and 19, got -21 (rule niceInRange)", p.get(1));
    }

    @Test
    void taskRules() {
        Scenario s = Scenarios.small();
        task(s).setWorkSeconds(0);
        task(s).setStartTimeSeconds(Double.NaN);
        List<String> p = problems(s);
        assertEquals(2, p.size(), p.toString());
        assertEquals(true, p.get(0).contains("ObservedTask 'obs'") && p.get(0).endsWith("(rule positiveWork)"), p.get(0));
        assertEquals(true, p.get(1).endsWith("(rule nonNegativeStart)"), p.get(1));
    }

    @Test
    void referencesMustNameAHostOfThisScenario() {
        Scenario s = Scenarios.small();
        s.getWorkloads().get(0).setHost(null);
        Host stranger = ModelFactory.eINSTANCE.createHost();
        stranger.setName("elsewhere");
        task(s).setHost(stranger);
        List<String> p = problems(s);
        assertEquals("x.lbsim: PermanentLoad workloads[0]: refers to no host (rule hostSet)", p.get(0));
        assertEquals("x.lbsim: ObservedTask 'obs': refers to unknown host 'elsewhere' (rule hostSet)", p.get(1));
    }

    @Test
    void limitsMustNotBeNegative() {
        Scenario s = Scenarios.small();
        s.getRun().setEndTimeSeconds(-5);
        List<String> p = problems(s);
        assertEquals(1, p.size(), p.toString());
        assertEquals(true, p.get(0).contains("endTimeSeconds") && p.get(0).endsWith("(rule nonNegativeLimits)"), p.get(0));
    }

    @Test
    void aScenarioNeedsPlatformAndApplication() {
        Scenario s = ModelFactory.eINSTANCE.createScenario();
        s.setName("empty");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioValidator.check(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE));
        assertEquals(List.of("x.lbsim: Scenario 'empty': has no platform (rule hasPlatform)",
                "x.lbsim: Scenario 'empty': has no application (rule hasApplication)"), e.messages());
    }
}
