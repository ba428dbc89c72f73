package lbsim.run.answers;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import lbsim.model.DelayNetwork;
import lbsim.model.Host;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.ModelFactory;
import lbsim.model.Platform;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.validation.HostDynamicsRules;
import lbsim.run.SimulationException;
import lbsim.run.launch.Runs;

/**
 * Where a master-slave makespan goes: the makespan as the ideal one (total work over the slaves' total
 * speed) plus the seconds each cause adds.
 * <p>
 * Four causes are removed by re-simulating the scenario with the same seed (so the same unit costs, in
 * the same order, and every other stream unchanged): {@link Cause#NETWORK} (one zero-delay segment for
 * every host, no spawn delay), {@link Cause#LOAD} (no competing users' workloads),
 * {@link Cause#HETEROGENEITY} (every slave's host at the slaves' mean speed, so the total speed stays; a host's
 * speed is that of its pstate when it has pstates) and
 * {@link Cause#OVERHEAD} (no master overhead per request). All 2^4 = 16 subsets are simulated. What the
 * run without all four still loses against the ideal is {@link Cause#GRANULARITY}: work that comes in
 * indivisible units and chunks, so slaves do not finish together. Granularity is always taken last (a
 * simulation of divisible work would draw other random numbers).
 * <p>
 * Two budgets, each summing to the makespan (up to rounding of the additions): the sequential one removes
 * the causes in the order of {@link Cause} (network, load, heterogeneity, overhead, then granularity); the
 * Shapley one gives each of the four simulated causes its average over the 24 orders of removal
 * (computed from the 16 subsets), then granularity. A cause's seconds may be negative (removing it made
 * the run slower).
 */
public final class Explain {

    /** A cause of lost time, in the order of the sequential budget. */
    public enum Cause {
        NETWORK("network", "ideal network: every host on one segment with zero delays, no spawn delay"),
        LOAD("competing users", "no competing users' processes (the workloads removed)"),
        HETEROGENEITY("heterogeneity", "every slave's host at the slaves' mean speed (the same total speed)"),
        OVERHEAD("scheduling overhead", "the master's CPU overhead per request set to 0"),
        GRANULARITY("granularity", "work divisible without units or chunks: the rest down to total work / total speed");

        private final String label;
        private final String removal;

        Cause(String label, String removal) {
            this.label = label;
            this.removal = removal;
        }

        /** How tables and charts name it. */
        public String label() {
            return label;
        }

        /** What removing it means. */
        public String removal() {
            return removal;
        }
    }

    /** The causes removed by simulation (the bits of a subset mask, in this order). */
    public static final List<Cause> SIMULATED = List.of(Cause.NETWORK, Cause.LOAD, Cause.HETEROGENEITY, Cause.OVERHEAD);

    /** One part of a budget: seconds a cause adds. */
    public record Part(Cause cause, double seconds) {
    }

    /**
     * The budget of one run.
     *
     * @param scenario         the scenario's name
     * @param seed             the master seed of every run
     * @param strategy         the load-balancing strategy
     * @param slaves           slaves taking part
     * @param workSeconds      total work in reference CPU seconds of the run as given (the same unit costs in every
 *                         subset run; their sums, grouped by other chunks, differ only in rounding)
     * @param totalSpeed       the slaves' total speed
     * @param idealSeconds     work / total speed
     * @param makespanSeconds  the makespan of the run as given
     * @param sequential       the parts in the order of {@link Cause}
     * @param shapley          the parts with Shapley values for the simulated causes, then granularity
     * @param subsetMakespans  the makespan with the causes of mask m removed (bit i: {@link #SIMULATED} i), 16 entries
     */
    public record Budget(String scenario, long seed, String strategy, int slaves, double workSeconds, double totalSpeed,
            double idealSeconds, double makespanSeconds, List<Part> sequential, List<Part> shapley, double[] subsetMakespans) {

        /** The sum ideal + every part of a budget (equals the makespan up to rounding). */
        public static double sum(double ideal, List<Part> parts) {
            double s = ideal;
            for (Part p : parts) {
                s += p.seconds();
            }
            return s;
        }
    }

    private Explain() {
    }

    /**
     * Explains the scenario file's makespan.
     *
     * @param sets      {@code --set} assignments applied first
     * @param seed      the master seed, or null for the scenario's
     * @param jobs      runs at once
     * @param cancelled polled; true stops the runs ({@link java.util.concurrent.CancellationException})
     * @param progress  told after each of the 16 runs
     * @throws ScenarioException   the file is invalid or its application is not master-slave (naming the file)
     * @throws SimulationException a run failed
     */
    public static Budget explain(Path file, String label, List<String> sets, Long seed, int jobs, BooleanSupplier cancelled,
            RunPoolProgress progress) throws ScenarioException, SimulationException {
        Scenario base = Runs.load(file, label, sets);
        MasterSlaveApplication ms = masterSlave(base, label);
        long s0 = seed != null ? seed : seedOf(base);
        List<Host> slaves = slaves(ms);
        double totalSpeed = 0;
        for (Host h : slaves) {
            totalSpeed += speedOf(h);
        }
        int subsets = 1 << SIMULATED.size();
        List<RunPool.Job> runs = new ArrayList<>();
        for (int mask = 0; mask < subsets; mask++) {
            int m = mask;
            runs.add(new RunPool.Job() {
                @Override
                public Scenario scenario() throws ScenarioException {
                    Scenario s = Runs.load(file, label, sets);
                    remove(s, m);
                    return s;
                }

                @Override
                public long seed() {
                    return s0;
                }
            });
        }
        RunPool.Result[] r = RunPool.run(runs, label, jobs, cancelled, progress::done);
        double work = r[0].workSeconds();
        for (int m = 1; m < subsets; m++) {
            // the same seed draws the same unit costs; the sums differ only in rounding, as chunks group them otherwise
            if (Math.abs(r[m].workSeconds() - work) > 1e-9 * Math.abs(work)) {
                throw new SimulationException(label + ": the run without " + removed(m) + " drew " + r[m].workSeconds()
                        + " s of work, the run as given " + work + " s; the budget would not add up");
            }
        }
        double ideal = work / totalSpeed;
        double[] v = new double[subsets];
        for (int m = 0; m < subsets; m++) {
            v[m] = r[m].makespanSeconds();
        }
        int all = subsets - 1;
        List<Part> sequential = new ArrayList<>();
        int mask = 0;
        for (int i = 0; i < SIMULATED.size(); i++) {
            int next = mask | 1 << i;
            sequential.add(new Part(SIMULATED.get(i), v[mask] - v[next]));
            mask = next;
        }
        sequential.add(new Part(Cause.GRANULARITY, v[all] - ideal));
        List<Part> shapley = new ArrayList<>();
        int k = SIMULATED.size();
        for (int i = 0; i < k; i++) {
            double phi = 0;
            for (int m = 0; m < subsets; m++) {
                if ((m & 1 << i) != 0) {
                    continue;
                }
                int size = Integer.bitCount(m);
                phi += factorial(size) * factorial(k - size - 1) / (double) factorial(k) * (v[m] - v[m | 1 << i]);
            }
            shapley.add(new Part(SIMULATED.get(i), phi));
        }
        shapley.add(new Part(Cause.GRANULARITY, v[all] - ideal));
        return new Budget(base.getName(), s0, ms.getStrategyClass() != null && !ms.getStrategyClass().isBlank()
                ? ms.getStrategyClass() : ms.getStrategy(), slaves.size(), work, totalSpeed, ideal, v[0], List.copyOf(sequential),
                List.copyOf(shapley), v);
    }

    /** Told the number of runs done (of 16). */
    @FunctionalInterface
    public interface RunPoolProgress {
        void done(int runs);

        RunPoolProgress NONE = runs -> {
        };
    }

    /**
     * Checks, before anything runs, that the scenario file loads with the assignments, has a master-slave
     * application and binds (distribution specs, input files), as explain and optimize need.
     *
     * @throws ScenarioException naming the file, the object and the rule
     */
    public static void check(Path file, String label, List<String> sets, Long seed) throws ScenarioException {
        Scenario s = Runs.load(file, label, sets);
        masterSlave(s, label);
        lbsim.run.ScenarioRunner.prepare(s, label, seed);
    }

    /**
     * The master-slave application of a scenario.
     *
     * @throws ScenarioException naming the file when the application is of another kind
     */
    static MasterSlaveApplication masterSlave(Scenario s, String label) throws ScenarioException {
        if (s.getApplication() instanceof MasterSlaveApplication ms) {
            return ms;
        }
        String kind = s.getApplication() == null ? null : s.getApplication().eClass().getName();
        throw new ScenarioException(label + ": application: explain and optimize need a MasterSlaveApplication, the scenario has "
                + (kind == null ? "no application" : ("AEIOU".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ") + kind));
    }

    /** The slaves that take part: the first slaveCount hosts of the list, or all of them when it is 0. */
    static List<Host> slaves(MasterSlaveApplication ms) {
        int k = ms.getSlaveCount();
        List<Host> all = ms.getSlaves();
        return k > 0 && k < all.size() ? all.subList(0, k) : all;
    }

    /** The causes of a mask, by label, for messages and explain.json. */
    public static List<String> removedLabels(int mask) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < SIMULATED.size(); i++) {
            if ((mask & 1 << i) != 0) {
                out.add(SIMULATED.get(i).label());
            }
        }
        return out;
    }

    private static String removed(int mask) {
        return String.join(", ", removedLabels(mask));
    }

    /** Removes the causes of a mask from the scenario (bit i: {@link #SIMULATED} i). */
    static void remove(Scenario s, int mask) {
        MasterSlaveApplication ms = (MasterSlaveApplication) s.getApplication();
        if ((mask & 1) != 0) {
            Platform p = s.getPlatform();
            DelayNetwork ideal = ModelFactory.eINSTANCE.createDelayNetwork();
            ideal.setName("explain-ideal-network");
            p.getSegments().clear();
            p.getSegments().add(ideal);
            for (Host h : p.getHosts()) {
                h.setSegment(ideal);
            }
            p.setSpawnDelaySeconds(0);
        }
        if ((mask & 2) != 0) {
            s.getWorkloads().clear();
        }
        if ((mask & 4) != 0) {
            List<Host> slaves = slaves(ms);
            double total = 0;
            for (Host h : slaves) {
                total += speedOf(h);
            }
            double mean = total / slaves.size();
            for (Host h : slaves) {
                h.setSpeed(mean);
                double[] pstates = HostDynamicsRules.pstateSpeeds(h);
                if (h.getPstateSpeeds() != null && !h.getPstateSpeeds().isBlank() && pstates != null) {
                    // every pstate at the mean: the host keeps its pstates (and their power) but not its speed
                    h.setPstateSpeeds(String.join(", ", java.util.Collections.nCopies(pstates.length, Double.toString(mean))));
                }
            }
        }
        if ((mask & 8) != 0) {
            ms.setMasterOverheadSeconds(0);
        }
    }

    /**
     * The speed a slave computes at: its pstate's speed when it has pstates (DVFS), else its speed (as the
     * simulator binds it).
     */
    static double speedOf(Host h) {
        double[] speeds = HostDynamicsRules.pstateSpeeds(h);
        return speeds != null && h.getPstateSpeeds() != null && !h.getPstateSpeeds().isBlank() && h.getPstate() >= 0
                && h.getPstate() < speeds.length ? speeds[h.getPstate()] : h.getSpeed();
    }

    private static long seedOf(Scenario s) {
        RunSettings rs = s.getRun();
        return rs != null ? rs.getSeed() : 1L;
    }

    private static long factorial(int n) {
        long f = 1;
        for (int i = 2; i <= n; i++) {
            f *= i;
        }
        return f;
    }

    /** The budget as explain.json holds it. */
    public static Map<String, Object> describe(Budget b, String scenarioFile, List<String> sets, String lbsimVersion) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", "lbsim-explain");
        m.put("formatVersion", 1);
        m.put("lbsimVersion", lbsimVersion);
        m.put("scenario", b.scenario());
        m.put("scenarioFile", scenarioFile);
        m.put("sets", sets);
        m.put("seed", b.seed());
        m.put("strategy", b.strategy());
        m.put("slaves", b.slaves());
        m.put("workSeconds", b.workSeconds());
        m.put("totalSlaveSpeed", b.totalSpeed());
        m.put("idealSeconds", b.idealSeconds());
        m.put("makespanSeconds", b.makespanSeconds());
        Map<String, Object> removals = new LinkedHashMap<>();
        for (Cause c : Cause.values()) {
            removals.put(c.label(), c.removal());
        }
        m.put("removals", removals);
        m.put("sequentialOrder", List.of(Cause.values()).stream().map(Cause::label).toList());
        m.put("sequential", parts(b.sequential()));
        m.put("shapley", parts(b.shapley()));
        m.put("shapleyNote", "Shapley value of each simulated cause over the 24 orders of removal (from the 16 subset runs);"
                + " granularity is always the last step");
        List<Object> runs = new ArrayList<>();
        for (int mask = 0; mask < b.subsetMakespans().length; mask++) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("removed", removedLabels(mask));
            r.put("makespanSeconds", b.subsetMakespans()[mask]);
            runs.add(r);
        }
        m.put("runs", runs);
        return m;
    }

    private static List<Object> parts(List<Part> parts) {
        List<Object> out = new ArrayList<>();
        for (Part p : parts) {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("cause", p.cause().label());
            pm.put("seconds", p.seconds());
            out.add(pm);
        }
        return out;
    }
}
