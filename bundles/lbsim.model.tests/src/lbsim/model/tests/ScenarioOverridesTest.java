package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import lbsim.model.ObservedTaskApplication;
import lbsim.model.PermanentLoad;
import lbsim.model.Scenario;
import lbsim.model.SchedulerPolicy;
import lbsim.model.io.Problem;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioOverrides;

class ScenarioOverridesTest {

    private final Scenario s = Scenarios.small();

    @Test
    void setsAttributesThroughNameAndIndexSelectors() throws ScenarioException {
        ScenarioOverrides.apply(s, "platform/hosts[name=ws1]/speed=2.5");
        ScenarioOverrides.apply(s, "workloads[0]/nice=10");
        ScenarioOverrides.apply(s, "platform/hosts[1]/scheduler=equal");
        ScenarioOverrides.apply(s, "run/seed=99");
        assertEquals(2.5, s.getPlatform().getHosts().get(0).getSpeed());
        assertEquals(10, ((PermanentLoad) s.getWorkloads().get(0)).getNice());
        assertEquals(SchedulerPolicy.EQUAL, s.getPlatform().getHosts().get(1).getScheduler());
        assertEquals(99L, s.getRun().getSeed());
    }

    @Test
    void setsAHostReferenceByName() throws ScenarioException {
        ScenarioOverrides.apply(s, "application/tasks[name=obs]/host=ws2");
        assertSame(s.getPlatform().getHosts().get(1), ((ObservedTaskApplication) s.getApplication()).getTasks().get(0).getHost());
    }

    @Test
    void createsMissingRunSettings() throws ScenarioException {
        s.setRun(null);
        ScenarioOverrides.apply(s, "run/endTimeSeconds=3600");
        assertEquals(3600.0, s.getRun().getEndTimeSeconds());
    }

    private String error(String assignment) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioOverrides.apply(s, assignment));
        return e.getMessage();
    }

    @Test
    void badPathsAndValuesNameThePath() {
        assertEquals("platform/hosts[name=ws1]/sped: Host has no attribute 'sped' (it has: name, speed, processors, scheduler, segment, timeSliceSeconds, sharing, speedProfile, stateProfile, fullSpeedTime, reducedSpeedTime, reducedSpeed, timeToFailure, timeToRepair, pstateSpeeds, pstate, wattagePerState, wattageOff)",
                error("platform/hosts[name=ws1]/sped=2"));
        assertEquals("platform/hosts[name=ws1]/speed: 'fast' is not a valid number",
                error("platform/hosts[name=ws1]/speed=fast"));
        assertEquals("platform/hosts[name=ws7]/speed: no element of 'hosts' has name=ws7",
                error("platform/hosts[name=ws7]/speed=1"));
        assertEquals("workloads[3]/nice: index 3 is out of range: 'workloads' has 1 element", error("workloads[3]/nice=1"));
        assertEquals("workloads/nice: 'workloads' is a list: select an element with [index] or [attribute=value]",
                error("workloads/nice=1"));
        assertEquals("platform/hosts[0]/scheduler: 'fair' is not one of linux-2.0, equal, cfs",
                error("platform/hosts[0]/scheduler=fair"));
        assertEquals("application/tasks[0]/host: no Host named 'ws9'", error("application/tasks[0]/host=ws9"));
        assertEquals("speed: expected PATH=VALUE, e.g. platform/hosts[name=ws1]/speed=2.0", error("speed"));
    }

    @Test
    void aBadAssignmentIsReportedAsDataWithoutAFlagName() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioOverrides.apply(s, "workloads[3]/nice=1"));
        Problem p = e.problems().get(0);
        assertEquals("workloads[3]/nice", p.assignment());
        assertEquals("index 3 is out of range: 'workloads' has 1 element", p.message());
        assertEquals(false, p.swept());
        assertEquals(null, p.file(), "the caller names the file");
        e = assertThrows(ScenarioException.class, () -> ScenarioOverrides.apply(s, "speed"));
        assertEquals("speed", e.problems().get(0).assignment(), "no '=': the whole assignment");
        // a list attribute: the rule and the list's name are data, so the command line can say it with its flag
        lbsim.model.RealApplication ra = lbsim.model.ModelFactory.eINSTANCE.createRealApplication();
        ra.setMainClass("Main");
        s.setApplication(ra);
        p = assertThrows(ScenarioException.class, () -> ScenarioOverrides.apply(s, "application/args=x")).problems().get(0);
        assertEquals(ScenarioOverrides.SINGLE_VALUE_RULE, p.rule());
        assertEquals("args", p.feature());
        assertEquals("application/args: 'args' is a list; an assignment changes single values only", p.text());
        assertEquals(false, p.text().contains("--"));
    }

    @Test
    void aFailedOverrideChangesNothing() {
        Scenario copy = org.eclipse.emf.ecore.util.EcoreUtil.copy(s);
        error("platform/hosts[name=ws1]/speed=fast");
        assertEquals(true, org.eclipse.emf.ecore.util.EcoreUtil.equals(copy, s));
    }
}
