package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Pattern;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EClass;
import org.junit.jupiter.api.Test;

import lbsim.model.AnalyticNetwork;
import lbsim.model.Host;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.ModelFactory;
import lbsim.model.PermanentLoad;
import lbsim.model.PingPongApplication;
import lbsim.model.PoissonLoad;
import lbsim.model.Scenario;
import lbsim.model.SharedMediumNetwork;
import lbsim.model.TokenRingApplication;
import lbsim.model.UserBehaviourGraph;
import lbsim.model.UserState;
import lbsim.model.UserTransition;
import lbsim.model.doc.ModelDocs;
import lbsim.model.validation.RuleDiagnostic;
import lbsim.model.validation.ScenarioValidator;

/**
 * The rule descriptions in lbsim.ecore (shown in the scenario reference) say what the validator reports: for a
 * broken scenario per rule, the validator's message matches one of the forms after "Reports:" in the rule's
 * description, its capitals (VALUE, NAME, N ...) standing for any text. A message changed in ModelValidator
 * without its description fails here.
 */
class RuleReportsTest {

    private static final ModelFactory F = ModelFactory.eINSTANCE;

    /** The validator's messages (without the object label and the rule suffix) of rule {@code rule} on a broken copy of the small scenario. */
    private static List<String> reports(String rule, Consumer<Scenario> breakIt) {
        Scenario s = Scenarios.small();
        breakIt.accept(s);
        List<String> out = new ArrayList<>();
        collect(ScenarioValidator.diagnose(s, lbsim.run.SpecChecks.INSTANCE), rule, out);
        assertTrue(!out.isEmpty(), "rule " + rule + " reported nothing");
        return out;
    }

    private static void collect(Diagnostic d, String rule, List<String> out) {
        if (d instanceof RuleDiagnostic r && r.rule().equals(rule)) {
            String m = r.getMessage();
            String suffix = " (rule " + rule + ")";
            assertTrue(m.endsWith(suffix), m);
            m = m.substring(0, m.length() - suffix.length());
            out.add(m.substring(m.indexOf(": ") + 2));
        }
        for (Diagnostic c : d.getChildren()) {
            collect(c, rule, out);
        }
    }

    /** Words in capitals that are text, not placeholders. */
    private static final java.util.Set<String> LITERAL = java.util.Set.of("W", "CPU");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\b[A-Z]+\\b");

    /**
     * The forms a rule's description gives after "Reports:" (or "Reports, e.g.:"), separated by ", or " or "; or ",
     * as patterns: a word in capitals (VALUE, NAME, N, WHY ...) stands for any text.
     */
    static List<Pattern> forms(EClass c, String rule) {
        String doc = ModelDocs.rules(c).get(rule);
        java.util.regex.Matcher head = Pattern.compile("Reports(, e\\.g\\.)?: ").matcher(doc);
        assertTrue(head.find(), c.getName() + "." + rule + " says nothing of what it reports: " + doc);
        String reports = doc.substring(head.end());
        reports = reports.endsWith(".") ? reports.substring(0, reports.length() - 1) : reports;
        List<Pattern> forms = new ArrayList<>();
        for (String form : reports.split(", or |; or ")) {
            StringBuilder regex = new StringBuilder();
            java.util.regex.Matcher m = PLACEHOLDER.matcher(form);
            int last = 0;
            while (m.find()) {
                regex.append(Pattern.quote(form.substring(last, m.start())));
                regex.append(LITERAL.contains(m.group()) ? Pattern.quote(m.group()) : ".*");
                last = m.end();
            }
            regex.append(Pattern.quote(form.substring(last)));
            forms.add(Pattern.compile(regex.toString()));
        }
        return forms;
    }

    /** What the checks of one test found wrong; each test ends by asserting it is empty. */
    private final List<String> wrong = new ArrayList<>();

    private void check(EClass c, String rule, Consumer<Scenario> breakIt) {
        List<Pattern> forms = forms(c, rule);
        for (String message : reports(rule, breakIt)) {
            if (forms.stream().noneMatch(p -> p.matcher(message).matches())) {
                wrong.add(c.getName() + "." + rule + ": the validator reports '" + message
                        + "', which the description does not give (" + ModelDocs.rules(c).get(rule) + ")");
            }
        }
    }

    private static Host ws1(Scenario s) {
        return s.getPlatform().getHosts().get(0);
    }

    private static PermanentLoad load(Scenario s) {
        return (PermanentLoad) s.getWorkloads().get(0);
    }

    @Test
    void theFormsAreReadAsPatterns() {
        List<Pattern> forms = forms(lbsim.model.ModelPackage.Literals.HOST, "positiveSpeed");
        assertTrue(forms.stream().anyMatch(p -> p.matcher("speed must be > 0, got -1.0").matches()), forms.toString());
        assertTrue(forms.stream().noneMatch(p -> p.matcher("speed must be at least 1, got -1.0").matches()), forms.toString());
    }

    @Test
    void hostRules() {
        EClass h = lbsim.model.ModelPackage.Literals.HOST;
        check(h, "nameNotEmpty", s -> ws1(s).setName(""));
        check(h, "positiveSpeed", s -> ws1(s).setSpeed(-1));
        check(h, "positiveSpeed", s -> ws1(s).setSpeed(Double.POSITIVE_INFINITY));
        check(h, "atLeastOneProcessor", s -> ws1(s).setProcessors(0));
        check(h, "speedInRange", s -> ws1(s).setSpeed(1e7));
        check(h, "processorsInRange", s -> ws1(s).setProcessors(5000));
        check(h, "nonNegativeTimeSlice", s -> ws1(s).setTimeSliceSeconds(-1));
        check(h, "timeSliceInRange", s -> ws1(s).setTimeSliceSeconds(1e-9));
        check(h, "validPstates", s -> ws1(s).setPstateSpeeds("1.0, x"));
        check(h, "validPstates", s -> { ws1(s).setPstateSpeeds("1.0, 0.5"); ws1(s).setPstate(2); });
        check(h, "validWattage", s -> ws1(s).setWattageOff(-1));
        check(h, "validFailureModel", s -> ws1(s).setReducedSpeed(-1));
        check(h, "validFailureModel", s -> ws1(s).setTimeToFailure("exponential(mean=10)"));
        check(h, "fluidForChangingSpeed", s -> { ws1(s).setPstateSpeeds("1.0, 0.5"); ws1(s).setTimeSliceSeconds(0.01); });
        assertEquals(List.of(), wrong);
    }

    @Test
    void scenarioAndWorkloadRules() {
        check(lbsim.model.ModelPackage.Literals.SCENARIO, "hasApplication", s -> s.setApplication(null));
        check(lbsim.model.ModelPackage.Literals.SCENARIO, "uniqueHostNames", s -> s.getPlatform().getHosts().get(1).setName("ws1"));
        check(lbsim.model.ModelPackage.Literals.SCENARIO, "uniqueWorkloadNames", s -> {
            PermanentLoad other = F.createPermanentLoad();
            other.setHost(ws1(s));
            load(s).setName("a");
            other.setName("a");
            s.getWorkloads().add(other);
        });
        EClass p = lbsim.model.ModelPackage.Literals.PERMANENT_LOAD;
        check(p, "nonNegativeCount", s -> load(s).setCount(-1));
        check(p, "countInRange", s -> load(s).setCount(20000));
        check(p, "niceInRange", s -> load(s).setNice(20));
        check(lbsim.model.ModelPackage.Literals.WORKLOAD, "hostSet", s -> load(s).setHost(null));
        EClass poisson = lbsim.model.ModelPackage.Literals.POISSON_LOAD;
        Consumer<Scenario> withPoisson = s -> {
            PoissonLoad w = F.createPoissonLoad();
            w.setHost(ws1(s));
            w.setName("p");
            s.getWorkloads().set(0, w);
        };
        check(poisson, "positiveRate", withPoisson.andThen(s -> ((PoissonLoad) s.getWorkloads().get(0)).setRatePerSecond(0)));
        check(poisson, "rateInRange", withPoisson.andThen(s -> ((PoissonLoad) s.getWorkloads().get(0)).setRatePerSecond(1e7)));
        check(poisson, "demandSet", withPoisson.andThen(s -> ((PoissonLoad) s.getWorkloads().get(0)).setDemand("")));
        check(poisson, "validDistribution", withPoisson.andThen(s -> ((PoissonLoad) s.getWorkloads().get(0)).setDemand("nonsense(1)")));
        check(poisson, "demandInRange", withPoisson.andThen(s -> ((PoissonLoad) s.getWorkloads().get(0)).setDemand("constant(1e-9)")));
        EClass state = lbsim.model.ModelPackage.Literals.USER_STATE;
        Consumer<Scenario> withGraph = s -> {
            UserBehaviourGraph g = F.createUserBehaviourGraph();
            g.setHost(ws1(s));
            g.setName("u");
            UserState a = F.createUserState();
            a.setName("a");
            UserTransition t = F.createUserTransition();
            t.setTo("a");
            t.setProbability(0.5);
            a.getTransitions().add(t);
            g.getStates().add(a);
            s.getWorkloads().set(0, g);
        };
        check(state, "probabilitiesSumToOne", withGraph);
        check(state, "cycleInRange", withGraph.andThen(s -> {
            UserState a = ((UserBehaviourGraph) s.getWorkloads().get(0)).getStates().get(0);
            a.getTransitions().get(0).setProbability(1);
            a.setThinkTime("constant(0)");
            a.setDemand("constant(1e-9)");
        }));
        check(state, "validDistribution", withGraph.andThen(s -> ((UserBehaviourGraph) s.getWorkloads().get(0)).getStates()
                .get(0).setThinkTime("nonsense(2)")));
        check(state, "knownTargets", withGraph.andThen(s -> ((UserBehaviourGraph) s.getWorkloads().get(0)).getStates().get(0)
                .getTransitions().get(0).setTo("b")));
        check(lbsim.model.ModelPackage.Literals.USER_TRANSITION, "probabilityInRange", withGraph.andThen(
                s -> ((UserBehaviourGraph) s.getWorkloads().get(0)).getStates().get(0).getTransitions().get(0).setProbability(2)));
        assertEquals(List.of(), wrong);
    }

    @Test
    void networkAndApplicationRules() {
        EClass seg = lbsim.model.ModelPackage.Literals.NETWORK_SEGMENT;
        Consumer<Scenario> withMedium = s -> {
            SharedMediumNetwork n = F.createSharedMediumNetwork();
            n.setName("lan");
            s.getPlatform().getSegments().add(n);
        };
        check(seg, "nonNegativeParameters", withMedium.andThen(
                s -> ((SharedMediumNetwork) s.getPlatform().getSegments().get(0)).setLatencySeconds(-1)));
        check(seg, "nonNegativeParameters", withMedium.andThen(
                s -> ((SharedMediumNetwork) s.getPlatform().getSegments().get(0)).setBandwidthBytesPerSecond(0)));
        check(seg, "parametersInRange", withMedium.andThen(
                s -> ((SharedMediumNetwork) s.getPlatform().getSegments().get(0)).setBandwidthBytesPerSecond(0.5)));
        check(seg, "parametersInRange", withMedium.andThen(
                s -> ((SharedMediumNetwork) s.getPlatform().getSegments().get(0)).setLatencySeconds(1e10)));
        check(seg, "validGateway", withMedium.andThen(s -> s.getPlatform().getSegments().get(0).setGateway("nowhere")));
        check(seg, "validGateway", s -> {
            lbsim.model.RoutedNetwork r = F.createRoutedNetwork();
            r.setName("wan");
            r.setGateway("ws1");
            s.getPlatform().getSegments().add(r);
        });
        check(lbsim.model.ModelPackage.Literals.ANALYTIC_NETWORK, "wholeBlockBytes", s -> {
            AnalyticNetwork n = F.createAnalyticNetwork();
            n.setName("a");
            n.setBlockBytes(1.5);
            s.getPlatform().getSegments().add(n);
        });
        Consumer<Scenario> withMasterSlave = s -> {
            MasterSlaveApplication m = F.createMasterSlaveApplication();
            m.setMaster(ws1(s));
            m.getSlaves().add(ws1(s));
            s.setApplication(m);
        };
        EClass ms = lbsim.model.ModelPackage.Literals.MASTER_SLAVE_APPLICATION;
        check(ms, "nonNegativeSizes", withMasterSlave.andThen(s -> ((MasterSlaveApplication) s.getApplication()).setRequestBytes(-1)));
        check(ms, "nonNegativeSizes", withMasterSlave.andThen(s -> ((MasterSlaveApplication) s.getApplication()).setRounds(0)));
        check(ms, "unitsInRange", withMasterSlave.andThen(s -> ((MasterSlaveApplication) s.getApplication()).setUnits(1L << 40)));
        check(ms, "slaveCountInRange", withMasterSlave.andThen(s -> ((MasterSlaveApplication) s.getApplication()).setSlaveCount(3)));
        check(ms, "validStrategy", withMasterSlave.andThen(s -> ((MasterSlaveApplication) s.getApplication()).setStrategy("nonsense")));
        check(ms, "hostsConnected", withMasterSlave.andThen(s -> {
            MasterSlaveApplication m = (MasterSlaveApplication) s.getApplication();
            m.getSlaves().set(0, s.getPlatform().getHosts().get(1));
        }));
        check(ms, "hostsConnected", withMasterSlave.andThen(s -> { // two segments, only one with a gateway
            MasterSlaveApplication m = (MasterSlaveApplication) s.getApplication();
            m.getSlaves().set(0, s.getPlatform().getHosts().get(1));
            SharedMediumNetwork a = F.createSharedMediumNetwork();
            a.setName("a");
            a.setGateway("ws1");
            SharedMediumNetwork b = F.createSharedMediumNetwork();
            b.setName("b");
            s.getPlatform().getSegments().add(a);
            s.getPlatform().getSegments().add(b);
            s.getPlatform().getHosts().get(0).setSegment(a);
            s.getPlatform().getHosts().get(1).setSegment(b);
        }));
        check(ms, "messageSizesInRange", withMasterSlave.andThen(s -> ((MasterSlaveApplication) s.getApplication())
                .setWorkBytesFixed(1L << 51)));
        check(ms, "messageSizesInRange", withMasterSlave.andThen(s -> {
            MasterSlaveApplication m = (MasterSlaveApplication) s.getApplication();
            m.setUnits(1L << 30);
            m.setWorkBytesPerUnit(1L << 30);
        }));
        check(lbsim.model.ModelPackage.Literals.PING_PONG_APPLICATION, "positiveRepetitions", s -> {
            PingPongApplication p = F.createPingPongApplication();
            p.setHostA(ws1(s));
            p.setHostB(ws1(s));
            p.setRepetitions(0);
            s.setApplication(p);
        });
        check(lbsim.model.ModelPackage.Literals.TOKEN_RING_APPLICATION, "atLeastTwoHosts", s -> {
            TokenRingApplication r = F.createTokenRingApplication();
            r.getHosts().add(ws1(s));
            s.setApplication(r);
        });
        check(lbsim.model.ModelPackage.Literals.RUN_SETTINGS, "replicationsInRange", s -> s.getRun().setReplications(0));
        check(lbsim.model.ModelPackage.Literals.RUN_SETTINGS, "nonNegativeLimits", s -> s.getRun().setMaxEvents(-1));
        check(lbsim.model.ModelPackage.Literals.RUN_SETTINGS, "nonNegativeLimits", s -> s.getRun().setEndTimeSeconds(-1));
        check(lbsim.model.ModelPackage.Literals.OBSERVED_TASK, "positiveWork", s -> ((lbsim.model.ObservedTaskApplication) s
                .getApplication()).getTasks().get(0).setWorkSeconds(0));
        assertEquals(List.of(), wrong);
    }
}
