package lbsim.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Constant;
import lbsim.core.dist.Exponential;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/** User behaviour graphs: timing by hand, visit frequencies against the stationary distribution, validation. */
class UserBehaviourSourceTest {

    /**
     * Transition matrix of the three-state example (rows: from edit, compile, run):
     * <pre>
     *            edit compile run
     * edit        0.2   0.5   0.3
     * compile     0.4   0.0   0.6
     * run         0.5   0.5   0.0
     * </pre>
     * Solving pi P = pi by hand: pi_compile = (pi_edit + pi_run)/2 and pi_run = 0.3 pi_edit + 0.6 pi_compile
     * give pi_run = 6/7 pi_edit and pi_compile = 13/14 pi_edit; normalising, pi = (14/39, 13/39, 12/39).
     * (Check of the first equation: 0.2*14/39 + 0.4*13/39 + 0.5*12/39 = 14/39.)
     */
    private static final double[][] P = { { 0.2, 0.5, 0.3 }, { 0.4, 0.0, 0.6 }, { 0.5, 0.5, 0.0 } };
    private static final double[] PI = { 14 / 39.0, 13 / 39.0, 12 / 39.0 };

    private static UserBehaviourGraph example() {
        return UserBehaviourGraph.builder()
                .state("edit", new Exponential(1), new Exponential(0.5), 0)
                .state("compile", new Exponential(1), new Exponential(0.5), 5)
                .state("run", new Exponential(1), new Exponential(0.5), 10)
                .transition("edit", "edit", 0.2).transition("edit", "compile", 0.5).transition("edit", "run", 0.3)
                .transition("compile", "edit", 0.4).transition("compile", "run", 0.6)
                .transition("run", "edit", 0.5).transition("run", "compile", 0.5)
                .build();
    }

    @Test
    void aUserThinksThenWaitsForItsCommand() {
        // think 1 s, command 2 s on an idle host of speed 1: a visit takes exactly 3 s; visits start at
        // 0, 3, ..., 27 before 29.5 s (10 visits), commands start at 1, 4, ..., 28 (10 commands)
        UserBehaviourGraph g = UserBehaviourGraph.builder().state("only", new Constant(1), new Constant(2), 0)
                .transition("only", "only", 1).build();
        Simulation sim = new Simulation(1);
        Host ws = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        UserBehaviourSource users = new UserBehaviourSource(sim, "user", List.of(ws), g);
        List<Double> starts = new ArrayList<>();
        users.setObserver(new JobObserver() {
            @Override
            public void jobSubmitted(Job job) {
                starts.add(job.submitTime());
            }
        });
        users.start();
        sim.run(RunLimits.NONE.withEndTime(29.5));
        assertEquals(10, users.visits(0));
        assertEquals(10, users.arrivals());
        for (int k = 0; k < 10; k++) {
            assertEquals(1 + 3 * k, starts.get(k), 1e-9);
        }
    }

    /**
     * Forty hosts, forty independent users (streams user@wsK), each for 3000 s (about 2000 visits at 1.5 s
     * per visit). Each user's visit fractions are one observation; the 40 are independent and identically
     * distributed, so a Student t interval with 39 degrees of freedom applies. Three states at a 99 %
     * family-wise level: t(39, 1 - 0.01/6) = 3.1269 (Commons Math). Users start in 'edit', which biases a
     * fraction by at most sum_n |P^n(edit, i) - pi_i| / visits; the eigenvalues of P are 1, -0.3 and -0.5, so
     * the bias is of order 2/2000 = 0.001, a fraction of the half-width (about 0.007). The half-width must also
     * be below 0.02, so that the interval excludes a swap of two states' probabilities.
     */
    @Test
    void visitFrequenciesMatchTheStationaryDistribution() {
        int hosts = 40;
        Simulation sim = new Simulation(99);
        List<Host> group = new ArrayList<>();
        for (int h = 0; h < hosts; h++) {
            group.add(new Host(sim, "ws" + h, 1.0, 1, WeightPolicy.LINUX_2_0));
        }
        UserBehaviourGraph g = example();
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                assertEquals(P[i][j], g.probability(i, j), 0.0);
            }
        }
        UserBehaviourSource users = new UserBehaviourSource(sim, "user", group, g);
        users.start();
        sim.run(RunLimits.NONE.withEndTime(3000));

        double t = 3.1268687075561425;
        for (int s = 0; s < 3; s++) {
            double[] f = new double[hosts];
            long total = 0;
            for (int h = 0; h < hosts; h++) {
                Host host = group.get(h);
                long all = users.visits(host, 0) + users.visits(host, 1) + users.visits(host, 2);
                f[h] = (double) users.visits(host, s) / all;
                total += users.visits(host, s);
            }
            assertEquals(total, users.visits(s));
            double mean = 0;
            for (double v : f) {
                mean += v;
            }
            mean /= hosts;
            double ss = 0;
            for (double v : f) {
                ss += (v - mean) * (v - mean);
            }
            double halfWidth = t * Math.sqrt(ss / (hosts - 1)) / Math.sqrt(hosts);
            String state = g.state(s).name();
            assertEquals(PI[s], mean, halfWidth, "visit fraction of '" + state + "'");
            assertTrue(halfWidth < 0.02, "interval for '" + state + "' too wide: " + halfWidth);
        }
    }

    @Test
    void commandsRunAtTheirStatesNiceLevel() {
        Simulation sim = new Simulation(3);
        Host ws = new Host(sim, "ws", 1.0, 1, WeightPolicy.LINUX_2_0);
        UserBehaviourSource users = new UserBehaviourSource(sim, "user", List.of(ws), example());
        long[] byNice = new long[20];
        users.setObserver(new JobObserver() {
            @Override
            public void jobSubmitted(Job job) {
                byNice[job.nice()]++;
            }
        });
        users.start();
        sim.run(RunLimits.NONE.withEndTime(500));
        // an exponential demand is never <= 0, so every visit but possibly the last (still thinking) submits
        for (int s = 0; s < 3; s++) {
            long visits = users.visits(s);
            long commands = byNice[5 * s];
            assertTrue(commands == visits || commands == visits - 1, "state " + s + ": " + commands + " commands, "
                    + visits + " visits");
        }
    }

    @Test
    void rowsMustSumToOne() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> UserBehaviourGraph.builder()
                .state("edit", new Constant(1), new Constant(1), 0).state("run", new Constant(1), new Constant(1), 0)
                .transition("edit", "run", 0.5).transition("edit", "edit", 0.4).transition("run", "edit", 1).build());
        assertEquals("user behaviour graph, state 'edit': transition probabilities sum to 0.9, not 1", e.getMessage());
    }

    @Test
    void otherGraphErrorsNameTheState() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> UserBehaviourGraph
                .builder().state("edit", new Constant(1), new Constant(1), 0).transition("edit", "lunch", 1).build());
        assertEquals("user behaviour graph: transition 'edit' -> 'lunch' names an unknown state 'lunch'",
                unknown.getMessage());
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class, () -> UserBehaviourGraph
                .builder().state("idle", new Constant(1), new Constant(0), 0).transition("idle", "idle", 1).build());
        assertEquals("user behaviour graph, state 'idle': command demand must have a mean > 0 s, got constant(0)",
                zero.getMessage());
        IllegalArgumentException nice = assertThrows(IllegalArgumentException.class, () -> UserBehaviourGraph
                .builder().state("x", new Constant(1), new Constant(1), 20).transition("x", "x", 1).build());
        assertEquals("user behaviour graph, state 'x': nice level must be in -20..19, got 20", nice.getMessage());
        IllegalArgumentException negative = assertThrows(IllegalArgumentException.class, () -> UserBehaviourGraph
                .builder().state("x", new Constant(1), new Constant(1), 0).transition("x", "x", 1.5)
                .build());
        assertEquals("user behaviour graph, state 'x': probability of going to 'x' must be in [0, 1], got 1.5",
                negative.getMessage());
    }
}
