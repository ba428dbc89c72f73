package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.model.CpuSharing;
import lbsim.model.Host;
import lbsim.model.HostGroup;
import lbsim.model.ModelFactory;
import lbsim.model.Scenario;
import lbsim.model.validation.ScenarioValidator;

/** The rules of hosts that change under the program (issue 28): each breaks one rule and expects its line. */
class DynamicsRulesTest {

    private static List<String> problems(Scenario s) {
        return ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList();
    }

    private static Host s1(Scenario s) {
        return s.getPlatform().getHosts().get(1);
    }

    @Test
    void aValidScenarioWithEveryAttributeHasNoProblem() {
        Scenario s = ModelRulesTest.masterSlave();
        Host h = s1(s);
        h.setSpeedProfile("0 1; 10 0.5; LOOPAFTER 20");
        h.setTimeToFailure("weibull(shape=0.7, scale=3600)");
        h.setTimeToRepair("exponential(mean=60)");
        h.setPstateSpeeds("1.0, 0.5");
        h.setPstate(1);
        h.setWattagePerState("100:120:200, 80:90:140");
        h.setWattageOff(5);
        assertEquals(List.of(), problems(s));
    }

    @Test
    void aProfileThatGoesBackInTime() {
        Scenario s = ModelRulesTest.masterSlave();
        s1(s).setSpeedProfile("0 1; 10 0.5; 5 1");
        assertEquals(List.of("x.lbsim: Host 's1': speedProfile: line 3: time 5 s goes back in time (the previous event is at 10 s)"
                + " (rule validProfiles)"), problems(s));
    }

    @Test
    void aNegativePower() {
        Scenario s = ModelRulesTest.masterSlave();
        s1(s).setWattagePerState("100:-120:200");
        assertEquals(List.of("x.lbsim: Host 's1': wattagePerState: pstate 0: a power must be >= 0 W and finite, got -120"
                + " (rule validWattage)"), problems(s));
    }

    @Test
    void aPstateThatDoesNotExist() {
        Scenario s = ModelRulesTest.masterSlave();
        s1(s).setPstateSpeeds("1.0, 0.5");
        s1(s).setPstate(2);
        assertEquals(List.of("x.lbsim: Host 's1': pstate 2 does not exist (the host has 2 pstates, 0..1) (rule validPstates)"),
                problems(s));
    }

    @Test
    void aWattagePerPstateMismatch() {
        Scenario s = ModelRulesTest.masterSlave();
        s1(s).setPstateSpeeds("1.0, 0.5");
        s1(s).setWattagePerState("100:200");
        assertEquals(List.of("x.lbsim: Host 's1': wattagePerState gives 1 pstate but the host has 2 (rule validWattage)"),
                problems(s));
    }

    @Test
    void aFailureModelThatLeavesNoHostUp() {
        Scenario s = ModelRulesTest.masterSlave();
        for (Host h : s.getPlatform().getHosts()) {
            h.setStateProfile("100 0");
        }
        assertEquals(List.of("x.lbsim: Platform platform: every host's stateProfile ends off for good: no host stays up"
                + " (rule someHostStaysUp)"), problems(s));
    }

    @Test
    void aFailureModelNeedsBothTimes() {
        Scenario s = ModelRulesTest.masterSlave();
        s1(s).setTimeToFailure("exponential(mean=100)");
        assertEquals(List.of("x.lbsim: Host 's1': timeToFailure needs timeToRepair (rule validFailureModel)"), problems(s));
    }

    @Test
    void aChangingSpeedNeedsFluidSharing() {
        Scenario s = ModelRulesTest.masterSlave();
        s1(s).setSpeedProfile("10 0.5");
        s1(s).setSharing(CpuSharing.ROUND_ROBIN);
        assertEquals(List.of("x.lbsim: Host 's1': a speed that changes (speedProfile, fullSpeedTime or several pstates) needs"
                + " fluid sharing, not round robin (rule fluidForChangingSpeed)"), problems(s));
    }

    @Test
    void aGroupsFailuresNeedBothMeans() {
        Scenario s = ModelRulesTest.masterSlave();
        HostGroup g = ModelFactory.eINSTANCE.createHostGroup();
        g.setName("nodes");
        g.getHosts().add(s1(s));
        g.setMeanTimeToFailureSeconds(100);
        s.getPlatform().getGroups().add(g);
        assertEquals(List.of("x.lbsim: HostGroup 'nodes': meanTimeToFailureSeconds needs meanTimeToRepairSeconds > 0"
                + " (rule validGroupFailures)"), problems(s));
    }
}
