package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.model.AnalyticNetwork;
import lbsim.model.Host;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.ModelFactory;
import lbsim.model.PermanentLoad;
import lbsim.model.PiecewiseLinearNetwork;
import lbsim.model.PingPongApplication;
import lbsim.model.PoissonLoad;
import lbsim.model.RealApplication;
import lbsim.model.Scenario;
import lbsim.model.SharedMediumNetwork;
import lbsim.model.TokenRingApplication;
import lbsim.model.UserBehaviourGraph;
import lbsim.model.UserState;
import lbsim.model.UserTransition;
import lbsim.model.io.Problem;
import lbsim.model.validation.ScenarioValidator;
import lbsim.model.validation.Specs;
import lbsim.model.validation.SimulatorChecks;

/**
 * The rules that need only the model and used to be found when the scenario was bound to the simulator
 * (issue 13 item 3), the ranges that keep accepted input finite (issue 14 class 2), the run-time errors
 * that are now validation errors (class 3) and the invalid input that was accepted silently (class 4).
 * Each test breaks one rule of a valid scenario and expects exactly its line.
 */
class ModelRulesTest {

    private static final ModelFactory F = ModelFactory.eINSTANCE;

    /** The problems with the simulator's checks (lbsim.run's, on lbsim.core's parsers), as lines. */
    private static List<String> problems(Scenario s) {
        return problems(s, lbsim.run.SpecChecks.INSTANCE);
    }

    private static List<String> problems(Scenario s, SimulatorChecks checks) {
        return ScenarioValidator.problems(s, "x.lbsim", checks).stream().map(Problem::text).toList();
    }

    /** A stand-in for the simulator's checks that knows one strategy, "good", and no distribution or profile. */
    private static final SimulatorChecks GOOD_ONLY = new SimulatorChecks() {
        @Override
        public String strategyProblem(String spec) {
            return spec.equals("good") ? null : "not good: '" + spec + "'";
        }

        @Override
        public DistributionFacts distribution(String spec) {
            return null;
        }

        @Override
        public ProfileFacts profile(String spec) {
            return null;
        }
    };

    private static void assertOnly(String expected, Scenario s) {
        assertEquals(List.of("x.lbsim: " + expected), problems(s));
    }

    /** Master m and slaves s1, s2, s3, all on one shared-medium segment 'lan', 100 units, self-scheduling. */
    static Scenario masterSlave() {
        Scenario s = Scenarios.small();
        s.getWorkloads().clear();
        SharedMediumNetwork lan = F.createSharedMediumNetwork();
        lan.setName("lan");
        s.getPlatform().getSegments().add(lan);
        s.getPlatform().getHosts().clear();
        MasterSlaveApplication app = F.createMasterSlaveApplication();
        for (String name : List.of("m", "s1", "s2", "s3")) {
            Host h = F.createHost();
            h.setName(name);
            h.setSegment(lan);
            s.getPlatform().getHosts().add(h);
            if (name.equals("m")) {
                app.setMaster(h);
            } else {
                app.getSlaves().add(h);
            }
        }
        app.setUnits(100);
        s.setApplication(app);
        return s;
    }

    private static MasterSlaveApplication app(Scenario s) {
        return (MasterSlaveApplication) s.getApplication();
    }

    private static PoissonLoad poisson(Scenario s) {
        PoissonLoad p = F.createPoissonLoad();
        p.setName("p");
        p.setHost(s.getPlatform().getHosts().get(0));
        s.getWorkloads().add(p);
        return p;
    }

    @Test
    void theBaseScenariosAreValid() {
        assertEquals(List.of(), problems(masterSlave()));
        Scenario s = Scenarios.small();
        poisson(s);
        assertEquals(List.of(), problems(s));
    }

    // ---- issue 13 item 3: rules that need only the model ----

    @Test
    void workloadNamesAreUniqueIncludingTheDefaultNames() {
        Scenario s = Scenarios.small();
        poisson(s).setName("workloads[0]"); // the unnamed first workload is keyed workloads[0] too
        assertOnly("Scenario 'small': workload name 'workloads[0]' is used by 2 workloads; names key the random streams"
                + " (rule uniqueWorkloadNames)", s);
    }

    @Test
    void distributionSpecsAreCheckedInTheModel() {
        Scenario s = Scenarios.small();
        PoissonLoad p = poisson(s);
        p.setDemand("gamma(2)");
        assertOnly("PoissonLoad 'p': demand: unknown distribution 'gamma' (known: constant, exponential, uniform, normal,"
                + " lognormal, hyperexponential, empirical, weibull) (rule validDistribution)", s);
        p.setDemand("exponential(mean=-1)");
        assertOnly("PoissonLoad 'p': demand: exponential: mean must be > 0, got -1 (rule validDistribution)", s);
        p.setDemand("uniform(min=3, max=1)");
        assertOnly("PoissonLoad 'p': demand: uniform: min must be < max, got min=3, max=1 (rule validDistribution)", s);
        p.setDemand("hyperexponential(0.5, 1, 0.4, 2)");
        assertOnly("PoissonLoad 'p': demand: hyperexponential: probabilities sum to 0.9, not 1 (rule validDistribution)", s);
        p.setDemand("exponential(mean=2, mean=3)");
        assertOnly("PoissonLoad 'p': demand: exponential: parameter 'mean' given twice (rule validDistribution)", s);
        p.setDemand("empirical(file=\"no such file.csv\")"); // the file is read when the scenario runs
        assertEquals(List.of(), problems(s));
    }

    @Test
    void strategySpecsAreCheckedByTheChecksGiven() {
        // the strategies are lbsim.core's and lbsim.run's (lbsim.run's StrategySpecValidationTest checks the real
        // messages); here a stand-in that knows one spec, passed explicitly as the run passes its own
        Scenario s = masterSlave();
        app(s).setStrategy("bogus(3)");
        assertEquals(List.of(), problems(s, SimulatorChecks.NONE), "without checks (the model alone) the run judges the spec");
        assertEquals(List.of("x.lbsim: MasterSlaveApplication application: strategy: not good: 'bogus(3)' (rule validStrategy)"),
                problems(s, GOOD_ONLY));
        app(s).setStrategy("good");
        assertEquals(List.of(), problems(s, GOOD_ONLY));
        app(s).setStrategy("bad");
        assertEquals(List.of("x.lbsim: MasterSlaveApplication application: strategy: not good: 'bad' (rule validStrategy)"),
                problems(s, GOOD_ONLY));
        // a strategy class overrides the name
        app(s).setStrategyClass("com.example.Mine");
        assertEquals(List.of(), problems(s, GOOD_ONLY));
        app(s).setStrategyClass(null);
        app(s).setStrategy("bogus(3)");
        assertEquals(List.of(), problems(s, SimulatorChecks.NONE));
    }

    @Test
    void aProblemCarriesItsObjectFeatureAndRuleAsData() {
        // three rules of three kinds of object: each record names its object, feature and rule, whatever the text says
        Scenario s = masterSlave();
        s.getPlatform().getHosts().get(1).setSpeed(-1);
        app(s).setStrategy("bad");
        PoissonLoad p = F.createPoissonLoad();
        p.setName("p");
        p.setHost(s.getPlatform().getHosts().get(0));
        p.setRatePerSecond(1);
        p.setDemand("exponential(mean=-2)");
        s.getWorkloads().add(p);
        List<Problem> found = ScenarioValidator.problems(s, "x.lbsim", GOOD_ONLY);
        Problem speed = only(found, "positiveSpeed");
        assertEquals("Host 's1'", speed.objectLabel());
        assertEquals("platform/hosts[1]", speed.objectPath());
        assertEquals("speed", speed.feature());
        assertEquals("x.lbsim", speed.file());
        assertEquals(Problem.Severity.ERROR, speed.severity());
        assertEquals("#s1", speed.objectUri(), "a scenario in no resource: the fragment alone, a host's being its name (its ID)");
        assertEquals("s1", speed.uriFragment());
        Problem strategy = only(found, "validStrategy");
        assertEquals("MasterSlaveApplication application", strategy.objectLabel());
        assertEquals("application", strategy.objectPath());
        assertEquals("strategy", strategy.feature());
        assertEquals("MasterSlaveApplication application: strategy: not good: 'bad' (rule validStrategy)", strategy.message());
        // the stand-in judges no distribution; the simulator's checks do, with the simulator's message
        assertEquals(2, found.size(), found.toString());
        Problem demand = only(ScenarioValidator.problems(s, "x.lbsim", lbsim.run.SpecChecks.INSTANCE), "validDistribution");
        assertEquals("PoissonLoad 'p'", demand.objectLabel());
        assertEquals("workloads[0]", demand.objectPath());
        assertEquals("demand", demand.feature());
        assertEquals("x.lbsim: PoissonLoad 'p': demand: exponential: mean must be > 0, got -2 (rule validDistribution)",
                demand.text());
    }

    private static Problem only(List<Problem> problems, String rule) {
        List<Problem> r = problems.stream().filter(p -> rule.equals(p.rule())).toList();
        assertEquals(1, r.size(), rule + " in " + problems);
        return r.get(0);
    }

    @Test
    void pingPongSizesAreWholeBytesWithinTheRange() {
        Scenario s = masterSlave();
        PingPongApplication pp = F.createPingPongApplication();
        pp.setHostA(s.getPlatform().getHosts().get(0));
        pp.setHostB(s.getPlatform().getHosts().get(1));
        s.setApplication(pp);
        assertEquals(List.of(), problems(s));
        pp.setSizes("0 1024 x");
        assertOnly("PingPongApplication application: sizes must be whole numbers of bytes >= 0 separated by spaces, got 'x'"
                + " in '0 1024 x' (rule validSizes)", s);
        pp.setSizes(" ");
        assertOnly("PingPongApplication application: sizes is empty (rule validSizes)", s);
        // issue 14 class 4: 2^63 - 1 bytes gave Infinity in pingpong.csv
        pp.setSizes("0 9223372036854775807");
        assertOnly("PingPongApplication application: a size must be between 0 and 1125899906842624 bytes (2^50), got"
                + " 9223372036854775807 (rule validSizes)", s);
    }

    @Test
    void piecewiseLinearFunctionsAndContentionFactorsAreChecked() {
        Scenario s = masterSlave();
        PiecewiseLinearNetwork clue = F.createPiecewiseLinearNetwork();
        clue.setName("clue");
        s.getPlatform().getSegments().clear();
        s.getPlatform().getSegments().add(clue);
        for (Host h : s.getPlatform().getHosts()) {
            h.setSegment(clue);
        }
        clue.setSendTimeOtherNode("0:0.001 65536:0.002");
        assertEquals(List.of(), problems(s));
        clue.setSendTimeOtherNode("0:0.001 65536");
        assertOnly("PiecewiseLinearNetwork 'clue': sendTimeOtherNode: '65536' is not size:seconds (rule validBreakpoints)", s);
        clue.setSendTimeOtherNode("100:0.001 50:0.002");
        assertOnly("PiecewiseLinearNetwork 'clue': sendTimeOtherNode: breakpoint 2: sizes must increase, got 50.0 bytes after 100.0"
                + " (rule validBreakpoints)", s);
        clue.setSendTimeOtherNode("0:0.002 100:0.001");
        assertOnly("PiecewiseLinearNetwork 'clue': sendTimeOtherNode: the last segment is extrapolated and must not decrease,"
                + " got 0.002 s then 0.001 s (rule validBreakpoints)", s);
        clue.setSendTimeOtherNode("0:0");
        clue.setContentionFactors("1 0");
        assertOnly("PiecewiseLinearNetwork 'clue': contentionFactors: the factor for 2 receivers must be > 0 and at most 1e6,"
                + " got 0 (rule validContentionFactors)", s);
    }

    @Test
    void analyticBlocksAreWholeBytes() {
        Scenario s = masterSlave();
        AnalyticNetwork baer = F.createAnalyticNetwork();
        baer.setName("baer");
        s.getPlatform().getSegments().clear();
        s.getPlatform().getSegments().add(baer);
        for (Host h : s.getPlatform().getHosts()) {
            h.setSegment(baer);
        }
        baer.setBlockBytes(1460.5);
        assertOnly("AnalyticNetwork 'baer': blockBytes must be a whole number >= 1, got 1460.5 (rule wholeBlockBytes)", s);
    }

    // ---- issue 13 item 5: the number of slaves ----

    @Test
    void slaveCountTakesTheFirstKSlavesAndIsBounded() {
        Scenario s = masterSlave();
        app(s).setSlaveCount(3);
        assertEquals(List.of(), problems(s));
        app(s).setSlaveCount(4);
        assertOnly("MasterSlaveApplication application: slaveCount must be between 0 (all) and the number of slaves, 3, got 4"
                + " (rule slaveCountInRange)", s);
        app(s).setSlaveCount(-1);
        assertOnly("MasterSlaveApplication application: slaveCount must be between 0 (all) and the number of slaves, 3, got -1"
                + " (rule slaveCountInRange)", s);
    }

    @Test
    void onlyTheSlavesThatTakePartMustShareTheMastersSegment() {
        Scenario s = masterSlave();
        app(s).getSlaves().get(2).setSegment(null);
        assertOnly("MasterSlaveApplication application: hosts 'm' and 's3' are not connected: 's3' is attached to no"
                + " segment, but the master sends work to every slave (rule hostsConnected)", s);
        app(s).setSlaveCount(2); // s3 does not take part
        assertEquals(List.of(), problems(s));
    }

    // ---- issue 14 class 5: EMF's generic checks name the object, the feature and the rule ----

    @Test
    void emfStructuralChecksNameTheObjectTheFeatureAndTheRule() {
        Scenario s = masterSlave();
        new org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl(org.eclipse.emf.common.util.URI.createURI("memory:/x.lbsim"))
                .getContents().add(s);
        app(s).setSlaveCount(1); // s2 and s3 take no part, so only their segments are in question
        SharedMediumNetwork loose = F.createSharedMediumNetwork();
        loose.setName("loose");
        app(s).getSlaves().get(1).setSegment(loose);
        SharedMediumNetwork missing = F.createSharedMediumNetwork();
        ((org.eclipse.emf.ecore.InternalEObject) missing).eSetProxyURI(org.eclipse.emf.common.util.URI.createURI("other.lbsim#lan2"));
        app(s).getSlaves().get(2).setSegment(missing);
        assertEquals(List.of(
                "x.lbsim: Host 's2': 'segment' refers to SharedMediumNetwork 'loose', which is not part of the scenario"
                        + " (rule referencesInScenario)",
                "x.lbsim: Host 's3': 'segment' refers to 'lan2', which cannot be found (rule referencesResolve)"), problems(s));
    }

    // ---- issue 14 class 2: ranges that let accepted input finish ----

    @Test
    void aTinyTimeSliceIsRefused() {
        Scenario s = Scenarios.small();
        s.getPlatform().getHosts().get(0).setTimeSliceSeconds(1e-300);
        assertOnly("Host 'ws1': timeSliceSeconds must be 0 (the default slice) or between 1.0E-4 and 3600.0 s, got 1.0E-300"
                + " (rule timeSliceInRange)", s);
        s.getPlatform().getHosts().get(0).setTimeSliceSeconds(0.004); // the 4 ms of RoundRobinSharingTest
        assertEquals(List.of(), problems(s));
    }

    @Test
    void aUserStateThatLoopsWithoutTimeIsRefused() {
        Scenario s = Scenarios.small();
        UserBehaviourGraph g = F.createUserBehaviourGraph();
        g.setName("user");
        g.setHost(s.getPlatform().getHosts().get(0));
        UserState st = F.createUserState();
        st.setName("edit");
        st.setThinkTime("constant(0)");
        st.setDemand("constant(1e-300)");
        UserTransition t = F.createUserTransition();
        t.setTo("edit");
        st.getTransitions().add(t);
        g.getStates().add(st);
        s.getWorkloads().add(g);
        assertOnly("UserState 'edit': mean thinkTime + mean demand must be at least 1.0E-6 s, got 1.0E-300 s (the user's loop"
                + " would stop virtual time) (rule cycleInRange)", s);
        st.setThinkTime("exponential(mean=0.5)");
        assertEquals(List.of(), problems(s));
        st.setThinkTime("constant(-1)"); // the mean cycle would be 1e-300 - 1 + ...; a negative think time is refused as such
        st.setDemand("constant(2)");
        assertOnly("UserState 'edit': thinkTime 'constant(-1)' gives negative seconds (lowest value -1.0) (rule cycleInRange)", s);
    }

    @Test
    void aHugePoissonRateIsRefused() {
        Scenario s = Scenarios.small();
        poisson(s).setRatePerSecond(1e308);
        assertOnly("PoissonLoad 'p': ratePerSecond must be at most 1000000.0 (one arrival a microsecond), got 1.0E308"
                + " (rule rateInRange)", s);
    }

    @Test
    void aTinyDemandIsRefused() {
        Scenario s = Scenarios.small();
        poisson(s).setDemand("constant(1e-300)");
        assertOnly("PoissonLoad 'p': demand must have a mean of at least 1.0E-6 s, got 1.0E-300 s (rule demandInRange)", s);
    }

    @Test
    void aHugePermanentLoadIsRefused() {
        Scenario s = Scenarios.small();
        ((PermanentLoad) s.getWorkloads().get(0)).setCount(Integer.MAX_VALUE);
        assertOnly("PermanentLoad workloads[0]: count must be at most 10000 processes per host, got 2147483647"
                + " (rule countInRange)", s);
    }

    @Test
    void replicationsAreBounded() {
        Scenario s = Scenarios.small();
        s.getRun().setReplications(1_000_000_000);
        assertOnly("RunSettings run: replications must be between 1 and 100000, got 1000000000 (rule replicationsInRange)", s);
        s.getRun().setReplications(0);
        assertOnly("RunSettings run: replications must be between 1 and 100000, got 0 (rule replicationsInRange)", s);
    }

    @Test
    void speedsAndProcessorsAreBounded() {
        Scenario s = Scenarios.small();
        Host h = s.getPlatform().getHosts().get(0);
        h.setSpeed(1e-300);
        assertOnly("Host 'ws1': speed must be between 1.0E-6 and 1000000.0 (times the reference machine), got 1.0E-300"
                + " (rule speedInRange)", s);
        h.setSpeed(1);
        h.setProcessors(Integer.MAX_VALUE);
        assertOnly("Host 'ws1': processors must be at most 4096, got 2147483647 (rule processorsInRange)", s);
    }

    @Test
    void hugeDurationsAreRefused() {
        Scenario s = Scenarios.small();
        ((lbsim.model.ObservedTaskApplication) s.getApplication()).getTasks().get(0).setWorkSeconds(1e300);
        assertOnly("ObservedTask 'obs': workSeconds must be at most 1.0E9 s, got 1.0E300 (rule secondsInRange)", s);
        Scenario m = masterSlave();
        app(m).setMasterOverheadSeconds(1e12);
        app(m).setUnitCost("exponential(mean=1e308)"); // a sample of -mean ln(U) overflows to Infinity
        assertEquals(List.of(
                "x.lbsim: MasterSlaveApplication application: unitCost: 'exponential(mean=1e308)' has a parameter of 1.0E308 s;"
                        + " means, bounds and deviations must be at most 1.0E9 s (rule validDistribution)",
                "x.lbsim: MasterSlaveApplication application: masterOverheadSeconds must be at most 1.0E9 s, got 1.0E12"
                        + " (rule secondsInRange)"), problems(m));
    }

    // ---- issue 14 class 3: errors that were found at run time ----

    @Test
    void hostsThatMustTalkShareASegment() {
        Scenario s = masterSlave();
        SharedMediumNetwork other = F.createSharedMediumNetwork();
        other.setName("other");
        s.getPlatform().getSegments().add(other);
        app(s).getSlaves().get(0).setSegment(other);
        assertOnly("MasterSlaveApplication application: hosts 'm' and 's1' are not connected: 'm' is on 'lan', 's1' on"
                + " 'other', and no segment names a gateway, but the master sends work to every slave (rule hostsConnected)", s);
        TokenRingApplication ring = F.createTokenRingApplication();
        ring.getHosts().addAll(s.getPlatform().getHosts().subList(0, 3)); // m, s1, s2: m-s1 and s1-s2 cross segments
        s.setApplication(ring);
        List<String> p = problems(s);
        assertEquals(2, p.size(), p.toString());
        assertTrue(p.get(0).contains("hosts 'm' and 's1' are not connected") && p.get(1).contains("hosts 's1' and 's2'")
                && p.get(1).endsWith("but neighbours in the ring pass the token (rule hostsConnected)"), p.toString());
    }

    @Test
    void aWorkMessageThatOverflowsIsRefused() {
        Scenario s = masterSlave();
        app(s).setUnits(1_000_000);
        app(s).setWorkBytesPerUnit(1L << 40); // 10^6 x 2^40 bytes overflows nothing in a double but exceeds 2^50
        assertOnly("MasterSlaveApplication application: a work message of all 1000000 units would be workBytesFixed +"
                + " workBytesPerUnit x units = 64 + 1099511627776 x 1000000 bytes, more than 1125899906842624 (2^50)"
                + " (rule messageSizesInRange)", s);
        app(s).setWorkBytesPerUnit(Long.MAX_VALUE / 2); // the product overflows a long
        assertOnly("MasterSlaveApplication application: workBytesPerUnit must be at most 1125899906842624 bytes (2^50), got "
                + (Long.MAX_VALUE / 2) + " (rule messageSizesInRange)", s);
    }

    @Test
    void aTinyReferenceFlopRateIsRefused() {
        Scenario s = Scenarios.small();
        RealApplication ra = F.createRealApplication();
        ra.setMainClass("x.Main");
        ra.setReferenceFlopsPerSecond(1e-300);
        s.setApplication(ra);
        assertOnly("RealApplication application: referenceFlopsPerSecond must be between 1.0 and 1.0E21 flop/s, got 1.0E-300"
                + " (compute times would be infinite) (rule referenceFlopsInRange)", s);
    }

    @Test
    void overheadsAndBandwidthsThatMakeTimesInfiniteAreRefused() {
        Scenario s = masterSlave();
        SharedMediumNetwork lan = (SharedMediumNetwork) s.getPlatform().getSegments().get(0);
        lan.setSendOverheadSeconds(1e308);
        assertOnly("SharedMediumNetwork 'lan': sendOverheadSeconds must be at most 1.0E9 s, got 1.0E308 (rule parametersInRange)", s);
        lan.setSendOverheadSeconds(0);
        lan.setBandwidthBytesPerSecond(1e-300);
        assertOnly("SharedMediumNetwork 'lan': bandwidthBytesPerSecond must be at least 1.0 byte per second, got 1.0E-300"
                + " (message times would be infinite) (rule parametersInRange)", s);
    }

    // ---- issue 14 class 4: invalid input that was accepted silently ----

    @Test
    void aNegativeUnitCostIsRefused() {
        Scenario s = masterSlave();
        app(s).setUnitCost("constant(-1)");
        assertOnly("MasterSlaveApplication application: unitCost 'constant(-1)' gives negative CPU seconds (lowest value -1.0);"
                + " costs must be >= 0 (rule nonNegativeDistribution)", s);
        app(s).setUnitCost("uniform(min=-1, max=1)");
        assertEquals(1, problems(s).size());
        app(s).setUnitCost("constant(0)");
        assertEquals(List.of(), problems(s));
    }

    @Test
    void aNegativeSpawnDelayIsRefused() {
        Scenario s = Scenarios.small();
        s.getPlatform().setSpawnDelaySeconds(-0.5);
        assertOnly("Platform platform: spawnDelaySeconds must be between 0 and 1.0E9 s, got -0.5 (rule spawnDelayInRange)", s);
    }

    @Test
    void sweepSpecsAreCheckedSyntactically() {
        assertNull(Specs.sweepProblem("1024:67108864:*4"));
        assertNull(Specs.sweepProblem("0.1:0.5:0.1"));
        assertNull(Specs.sweepProblem("constant(2),uniform(min=1, max=3)"));
        assertNull(Specs.sweepProblem("self, guided, fixed(k=10)"));
        assertEquals("spec '1:10:0': the step must be non-zero and go from FROM towards TO", Specs.sweepProblem("1:10:0"));
        assertEquals("spec '10:1:1': the step must be non-zero and go from FROM towards TO", Specs.sweepProblem("10:1:1"));
        assertEquals("spec '1:8:*1': a geometric range needs FROM and TO > 0 and a FACTOR > 0, not 1, that goes from FROM"
                + " towards TO", Specs.sweepProblem("1:8:*1"));
        assertEquals("spec 'a:b:c': FROM, TO and STEP (or *FACTOR) of a range must be numbers", Specs.sweepProblem("a:b:c"));
        assertEquals("spec '1,,2': value 2 is empty", Specs.sweepProblem("1,,2"));
        assertEquals("spec 'uniform(1, 2': unbalanced parentheses", Specs.sweepProblem("uniform(1, 2"));
        assertEquals("spec '1:1000000:1': more than 100000 values", Specs.sweepProblem("1:1000000:1"));
        assertEquals("spec is empty; expected v1,v2,... or FROM:TO:STEP or FROM:TO:*FACTOR", Specs.sweepProblem(" "));
    }
}
