package lbsim.run.answers;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import lbsim.model.DelayNetwork;
import lbsim.model.Host;
import lbsim.model.HostGroup;
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
 * Four or five causes are removed by re-simulating the scenario with the same seed (so the same unit costs,
 * in the same order, and every other stream unchanged): {@link Cause#NETWORK} (one zero-delay segment for
 * every host, no spawn delay), {@link Cause#LOAD} (no competing users' workloads), {@link Cause#DYNAMICS}
 * (every speed profile, availability process, state profile and failure model turned off, of hosts and of
 * host groups: hosts steady at their nominal speed and always up; pstates stay as set), only when the
 * scenario has any of them ({@link #hasDynamics}), {@link Cause#HETEROGENEITY} (every slave's host at the
 * slaves' mean speed, so the total speed stays; a host's speed is that of its pstate when it has pstates)
 * and {@link Cause#OVERHEAD} (no master overhead per request). All subsets are simulated: 2^4 = 16 runs,
 * 2^5 = 32 with host dynamics. What the run without all of them still loses against the ideal is
 * {@link Cause#GRANULARITY}: work that comes in indivisible units and chunks, so slaves do not finish
 * together. Granularity is always taken last (a simulation of divisible work would draw other random
 * numbers).
 * <p>
 * Two budgets, each summing to the makespan (up to rounding of the additions): the sequential one removes
 * the causes in the order of {@link Cause} (network, load, host dynamics, heterogeneity, overhead, then
 * granularity); the Shapley one gives each simulated cause its average over the k! orders of removal
 * (computed from the 2^k subsets), then granularity. A cause's seconds may be negative (removing it made
 * the run slower). Host dynamics comes right after competing users: both are what happens to the hosts
 * while the program runs, and heterogeneity is then measured on steady hosts at the nominal speeds the
 * ideal uses. A scenario without host dynamics has no such part (its budget is the four-cause one).
 */
public final class Explain {

    /** A cause of lost time, in the order of the sequential budget. */
    public enum Cause {
        NETWORK("network", "ideal network: every host on one segment with zero delays, no spawn delay"),
        LOAD("competing users", "no competing users' processes (the workloads removed)"),
        DYNAMICS("host dynamics", "no speed profiles, availability processes, state profiles or failure models (of hosts and groups):"
                + " every host steady at its nominal speed and always up; pstates as set"),
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

    /**
     * The causes removed by simulation in a scenario without host dynamics (the bits of a subset mask, in this
     * order).
     */
    public static final List<Cause> SIMULATED = List.of(Cause.NETWORK, Cause.LOAD, Cause.HETEROGENEITY, Cause.OVERHEAD);

    /** The causes removed by simulation in a scenario with host dynamics (the bits of a subset mask, in this order). */
    public static final List<Cause> SIMULATED_WITH_DYNAMICS = List.of(Cause.NETWORK, Cause.LOAD, Cause.DYNAMICS,
            Cause.HETEROGENEITY, Cause.OVERHEAD);

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
     * @param subsetMakespans  the makespan with the causes of mask m removed (bit i: {@code simulated} i), 2^k entries
     * @param simulated        the causes removed by simulation, in the sequential order: {@link #SIMULATED}, or
     *                         {@link #SIMULATED_WITH_DYNAMICS} when the scenario has host dynamics
     */
    public record Budget(String scenario, long seed, String strategy, int slaves, double workSeconds, double totalSpeed,
            double idealSeconds, double makespanSeconds, List<Part> sequential, List<Part> shapley, double[] subsetMakespans,
            List<Cause> simulated) {

        /** Every cause of the budget, in the sequential order: the simulated ones, then granularity. */
        public List<Cause> causes() {
            List<Cause> out = new ArrayList<>(simulated);
            out.add(Cause.GRANULARITY);
            return List.copyOf(out);
        }

        /** The orders of removal the Shapley average is over: k! for the k simulated causes (24, or 120 with host dynamics). */
        public long orders() {
            return factorial(simulated.size());
        }

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
     * @param progress  told after each of the runs ({@link #runs}: 16, or 32 with host dynamics)
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
        List<Cause> simulated = simulated(base);
        int subsets = 1 << simulated.size();
        List<RunPool.Job> runs = new ArrayList<>();
        for (int mask = 0; mask < subsets; mask++) {
            int m = mask;
            runs.add(new RunPool.Job() {
                @Override
                public Scenario scenario() throws ScenarioException {
                    Scenario s = Runs.load(file, label, sets);
                    remove(s, simulated, m);
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
                throw new SimulationException(label + ": the run without " + String.join(", ", removedLabels(simulated, m)) + " drew " + r[m].workSeconds()
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
        for (int i = 0; i < simulated.size(); i++) {
            int next = mask | 1 << i;
            sequential.add(new Part(simulated.get(i), v[mask] - v[next]));
            mask = next;
        }
        sequential.add(new Part(Cause.GRANULARITY, v[all] - ideal));
        List<Part> shapley = new ArrayList<>();
        int k = simulated.size();
        for (int i = 0; i < k; i++) {
            double phi = 0;
            for (int m = 0; m < subsets; m++) {
                if ((m & 1 << i) != 0) {
                    continue;
                }
                int size = Integer.bitCount(m);
                phi += factorial(size) * factorial(k - size - 1) / (double) factorial(k) * (v[m] - v[m | 1 << i]);
            }
            shapley.add(new Part(simulated.get(i), phi));
        }
        shapley.add(new Part(Cause.GRANULARITY, v[all] - ideal));
        return new Budget(base.getName(), s0, ms.getStrategyClass() != null && !ms.getStrategyClass().isBlank()
                ? ms.getStrategyClass() : ms.getStrategy(), slaves.size(), work, totalSpeed, ideal, v[0], List.copyOf(sequential),
                List.copyOf(shapley), v, simulated);
    }

    /**
     * The causes explain removes by simulation for this scenario: {@link #SIMULATED_WITH_DYNAMICS} when it has
     * host dynamics, else {@link #SIMULATED}.
     */
    public static List<Cause> simulated(Scenario s) {
        return hasDynamics(s) ? SIMULATED_WITH_DYNAMICS : SIMULATED;
    }

    /**
     * The number of runs explain makes on the scenario file with the assignments: 2^k for the k simulated
     * causes (16, or 32 with host dynamics); for progress before {@link #explain} starts.
     *
     * @throws ScenarioException the file does not load
     */
    public static int runs(Path file, String label, List<String> sets) throws ScenarioException {
        return 1 << simulated(Runs.load(file, label, sets)).size();
    }

    /**
     * Whether some host changes under the program: a speed profile, an availability process, a state profile or
     * a failure model on a host, or failures of a host group. (Pstates alone are not: a pstate is the host's
     * speed.)
     */
    public static boolean hasDynamics(Scenario s) {
        Platform p = s.getPlatform();
        if (p == null) {
            return false;
        }
        for (Host h : p.getHosts()) {
            if (set(h.getSpeedProfile()) || set(h.getStateProfile()) || set(h.getFullSpeedTime()) || set(h.getReducedSpeedTime())
                    || set(h.getTimeToFailure()) || set(h.getTimeToRepair())) {
                return true;
            }
        }
        for (HostGroup g : p.getGroups()) {
            if (g.getMeanTimeToFailureSeconds() != 0 || g.getMeanTimeToRepairSeconds() != 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean set(String s) {
        return s != null && !s.isBlank();
    }

    /** Told the number of runs done (of {@link #runs}). */
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

    /** The causes of a mask, by label, for messages and explain.json (bit i: {@code simulated} i). */
    public static List<String> removedLabels(List<Cause> simulated, int mask) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < simulated.size(); i++) {
            if ((mask & 1 << i) != 0) {
                out.add(simulated.get(i).label());
            }
        }
        return out;
    }

    /** Removes the causes of a mask from the scenario (bit i: {@code simulated} i). */
    static void remove(Scenario s, List<Cause> simulated, int mask) {
        java.util.EnumSet<Cause> gone = java.util.EnumSet.noneOf(Cause.class);
        for (int i = 0; i < simulated.size(); i++) {
            if ((mask & 1 << i) != 0) {
                gone.add(simulated.get(i));
            }
        }
        MasterSlaveApplication ms = (MasterSlaveApplication) s.getApplication();
        if (gone.contains(Cause.NETWORK)) {
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
        if (gone.contains(Cause.LOAD)) {
            s.getWorkloads().clear();
        }
        if (gone.contains(Cause.DYNAMICS)) {
            for (Host h : s.getPlatform().getHosts()) {
                h.setSpeedProfile(null);
                h.setFullSpeedTime(null);
                h.setReducedSpeedTime(null);
                h.setStateProfile(null);
                h.setTimeToFailure(null);
                h.setTimeToRepair(null);
            }
            for (HostGroup g : s.getPlatform().getGroups()) {
                g.setMeanTimeToFailureSeconds(0);
                g.setMeanTimeToRepairSeconds(0);
            }
        }
        if (gone.contains(Cause.HETEROGENEITY)) {
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
        if (gone.contains(Cause.OVERHEAD)) {
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
        for (Cause c : b.causes()) {
            removals.put(c.label(), c.removal());
        }
        m.put("removals", removals);
        m.put("sequentialOrder", b.causes().stream().map(Cause::label).toList());
        m.put("sequential", parts(b.sequential()));
        m.put("shapley", parts(b.shapley()));
        int k = b.simulated().size();
        m.put("shapleyNote", "Shapley value of each simulated cause over the " + b.orders() + " orders of removal (from the "
                + (1 << k) + " subset runs); granularity is always the last step");
        List<Object> runs = new ArrayList<>();
        for (int mask = 0; mask < b.subsetMakespans().length; mask++) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("removed", removedLabels(b.simulated(), mask));
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
