package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.model.HostGroup;
import lbsim.model.ModelFactory;
import lbsim.model.PoissonLoad;
import lbsim.model.Scenario;
import lbsim.model.TraceLoad;
import lbsim.model.UserBehaviourGraph;
import lbsim.model.UserState;
import lbsim.model.UserTransition;
import lbsim.model.VaryingRateLoad;
import lbsim.model.validation.ScenarioValidator;

/** The rules of the WUS workload sources, host groups and schedulers, with the lines users see. */
class WorkloadValidationTest {

    private static final ModelFactory F = ModelFactory.eINSTANCE;

    private final Scenario s = Scenarios.small();

    private List<String> problems() {
        return ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE).stream().map(lbsim.model.io.Problem::text).toList();
    }

    private HostGroup group(String name) {
        HostGroup g = F.createHostGroup();
        g.setName(name);
        g.getHosts().addAll(s.getPlatform().getHosts());
        s.getPlatform().getGroups().add(g);
        return g;
    }

    private PoissonLoad poisson() {
        PoissonLoad p = F.createPoissonLoad();
        p.setName("users");
        p.setHost(s.getPlatform().getHosts().get(0));
        s.getWorkloads().add(p);
        return p;
    }

    @Test
    void aPoissonLoadOnAGroupIsValid() {
        PoissonLoad p = poisson();
        p.setHost(null);
        p.setGroup(group("all"));
        p.setDemand("hyperexponential(0.9, 0.5, 0.1, 5.5)");
        assertEquals(List.of(), problems());
    }

    @Test
    void poissonRules() {
        PoissonLoad p = poisson();
        p.setRatePerSecond(-0.5);
        p.setNice(30);
        p.setDemand(" ");
        assertEquals(List.of("x.lbsim: PoissonLoad 'users': ratePerSecond must be > 0 and finite, got -0.5 (rule positiveRate)",
                "x.lbsim: PoissonLoad 'users': nice must be between -20 and 19, got 30 (rule niceInRange)",
                "x.lbsim: PoissonLoad 'users': demand is not set (rule demandSet)"), problems());
    }

    @Test
    void aWorkloadTargetsAHostOrAGroupNotBoth() {
        PoissonLoad p = poisson();
        p.setGroup(group("all"));
        assertEquals(List.of("x.lbsim: PoissonLoad 'users': sets both host and group; set one (rule hostSet)"), problems());
        p.setGroup(null);
        p.setHost(null);
        assertEquals(List.of("x.lbsim: PoissonLoad 'users': refers to no host (rule hostSet)"), problems());
    }

    @Test
    void groupsNeedANameAndHosts() {
        HostGroup g = group("");
        g.getHosts().clear();
        List<String> p = problems();
        assertEquals(List.of("x.lbsim: HostGroup platform/groups[0]: has no name (rule nameNotEmpty)",
                "x.lbsim: HostGroup platform/groups[0]: has no hosts (rule hasHosts)"), p);
    }

    @Test
    void filesMustBeNamed() {
        VaryingRateLoad v = F.createVaryingRateLoad();
        v.setName("daily");
        v.setHost(s.getPlatform().getHosts().get(0));
        v.setPeriodSeconds(-1);
        s.getWorkloads().add(v);
        TraceLoad t = F.createTraceLoad();
        t.setName("trace");
        t.setHost(s.getPlatform().getHosts().get(0));
        s.getWorkloads().add(t);
        assertEquals(List.of("x.lbsim: VaryingRateLoad 'daily': rateFile is not set (rule rateFileSet)",
                "x.lbsim: VaryingRateLoad 'daily': periodSeconds must be >= 0, got -1.0 (rule nonNegativePeriod)",
                "x.lbsim: TraceLoad 'trace': traceFile is not set (rule traceFileSet)"), problems());
    }

    private static UserState state(UserBehaviourGraph g, String name, Object... transitions) {
        UserState st = F.createUserState();
        st.setName(name);
        for (int i = 0; i < transitions.length; i += 2) {
            UserTransition t = F.createUserTransition();
            t.setTo((String) transitions[i]);
            t.setProbability((Double) transitions[i + 1]);
            st.getTransitions().add(t);
        }
        g.getStates().add(st);
        return st;
    }

    @Test
    void userBehaviourGraphRules() {
        UserBehaviourGraph g = F.createUserBehaviourGraph();
        g.setName("user");
        g.setHost(s.getPlatform().getHosts().get(0));
        s.getWorkloads().add(g);
        assertEquals(List.of("x.lbsim: UserBehaviourGraph 'user': has no states (rule hasStates)"), problems());
        state(g, "edit", "compile", 0.5, "edit", 0.3);
        state(g, "compile", "run", 1.0);
        state(g, "compile", "edit", 1.0);
        UserState lonely = state(g, "idle");
        lonely.getTransitions().clear();
        g.setInitialState("start");
        UserTransition wild = F.createUserTransition();
        wild.setTo("edit");
        wild.setProbability(1.5);
        g.getStates().get(0).getTransitions().add(wild);
        assertEquals(List.of(
                "x.lbsim: UserBehaviourGraph 'user': state name 'compile' is used by 2 states (rule uniqueStateNames)",
                "x.lbsim: UserBehaviourGraph 'user': initialState 'start' is not one of its states (rule initialStateKnown)",
                "x.lbsim: UserState 'edit': transition probabilities sum to 2.3, not 1 (rule probabilitiesSumToOne)",
                "x.lbsim: UserTransition workloads[1]/states[0]/transitions[2]: probability must be in [0, 1], got 1.5 (rule probabilityInRange)",
                "x.lbsim: UserState 'compile': transition to unknown state 'run' (rule knownTargets)",
                "x.lbsim: UserState 'idle': has no transitions (a user must always have a next state) (rule hasTransitions)"),
                problems());
    }

    @Test
    void aNegativeTimeSliceIsRefused() {
        s.getPlatform().getHosts().get(0).setTimeSliceSeconds(-0.01);
        assertEquals(List.of("x.lbsim: Host 'ws1': timeSliceSeconds must be >= 0, got -0.01 (rule nonNegativeTimeSlice)"),
                problems());
    }
}
