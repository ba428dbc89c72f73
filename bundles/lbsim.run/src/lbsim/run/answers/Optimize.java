package lbsim.run.answers;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.SimpleBounds;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.CMAESOptimizer;
import org.apache.commons.math3.random.MersenneTwister;

import lbsim.core.balance.Strategies;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.run.SimulationException;
import lbsim.run.experiment.ExperimentPlan;
import lbsim.run.experiment.Risk;
import lbsim.run.experiment.Stats;
import lbsim.run.launch.Runs;

/**
 * Searches the strategy table ({@link StrategySpace}), and optionally the slave count, for the strategy and
 * parameters with the smallest objective (the mean makespan, or a makespan quantile) of a master-slave
 * scenario under its stochastic load.
 * <p>
 * Every candidate runs replication r with the seed an experiment gives replication r
 * ({@link ExperimentPlan#replicationSeed}): common random numbers, so candidates are compared on the same
 * unit costs and loads, and the winner's figures are those of {@code lbsim run --replications}. The search
 * has two stages. First each strategy with parameters is searched by CMA-ES (Apache Commons Math) on the
 * logarithm of its parameters, rounded to whole numbers (a cache keeps each distinct candidate's runs), with
 * at most {@code searchBudget} distinct candidates per strategy and {@code r0} replications each, then whole-number
 * steps from its best candidate while a neighbour is better (at most {@code searchBudget} more); a strategy
 * without parameters is one candidate. Then successive halving races the best eight: the replications double
 * (up to the final count) and the worse half is dropped at each rung, so bad candidates cost few runs. With
 * a second objective (the scheduling messages, or the energy of a platform whose hosts have power models), the
 * candidates that no other beats on both the objective and the second one (the Pareto front, on the first r0
 * replications) are run to the final count too, and the front is reported over every candidate run to the final
 * count. The winner is the best candidate run to the final count.
 * <p>
 * The search can run in shards ({@link #optimizeShard}, {@link #merge}, {@link OptimizeShards}): the first stage of
 * each strategy is independent of the others', and each shard runs to the final count every candidate of its own
 * that the race could take, so the merge replays the race and gives this search's answer, bit for bit.
 */
public final class Optimize {

    /**
     * What to search and how.
     *
     * @param strategies    the table's entries to search
     * @param slaves        also search the slave count (1 .. the number of slaves listed)
     * @param level         the objective: NaN for the mean makespan, else the quantile level in (0, 1)
     * @param replications  replications of the final rung (>= 1)
     * @param searchBudget  distinct candidates CMA-ES may try per strategy (>= 1)
     * @param second        the second objective whose Pareto front against the first is reported, or NONE
     * @param jobs          runs at once
     */
    public record Settings(List<StrategySpace.Entry> strategies, boolean slaves, double level, int replications, int searchBudget,
            Second second, int jobs) {

        public Settings {
            strategies = List.copyOf(strategies);
            java.util.Objects.requireNonNull(second, "second");
            if (replications < 1 || searchBudget < 1 || jobs < 1) {
                throw new IllegalArgumentException("replications, search budget and jobs must be >= 1");
            }
            if (!Double.isNaN(level) && !(level > 0 && level < 1)) {
                throw new IllegalArgumentException("the objective quantile must be in (0, 1), got " + level);
            }
        }

        /** The objective's name: {@code mean} or {@code p90}. */
        public String objective() {
            return Double.isNaN(level) ? "mean" : Risk.label(level);
        }

        /** Whether a Pareto front is asked for. */
        public boolean pareto() {
            return second != Second.NONE;
        }

        /** Replications of the first rung. */
        public int firstRung() {
            return Math.max(1, (replications + 3) / 4);
        }
    }

    /** A second objective, minimised with the makespan on a Pareto front. */
    public enum Second {
        /** No second objective. */
        NONE("none", ""),
        /** The master's scheduling messages (mean over the replications). */
        MESSAGES("messages", "scheduling messages (mean)"),
        /** The joules of every metered host (mean over the replications); needs hosts with power models. */
        ENERGY("energy", "energy [J] (mean)");

        private final String option;
        private final String axis;

        Second(String option, String axis) {
            this.option = option;
            this.axis = axis;
        }

        /** The name on the command line ({@code --pareto messages}). */
        public String option() {
            return option;
        }

        /** The chart axis' label. */
        public String axis() {
            return axis;
        }

        /** The second objective named {@code option}, or null. */
        public static Second of(String option) {
            for (Second s : values()) {
                if (s.option.equals(option)) {
                    return s;
                }
            }
            return null;
        }
    }

    /**
     * One candidate as far as it was run.
     *
     * @param strategy      the strategy spec
     * @param slaveCount    the slave count (0: the scenario's)
     * @param replications  replications run
     * @param objective     the objective over them
     * @param meanMakespan  mean makespan (s)
     * @param ci95          half-width of the 95 % CI of the mean makespan (NaN for one run)
     * @param meanMessages  mean scheduling messages
     * @param meanJoules    mean energy of the metered hosts, in joules (NaN when no host has a power model)
     * @param front         on the Pareto front (with a second objective)
     */
    public record Candidate(String strategy, int slaveCount, int replications, double objective, double meanMakespan, double ci95,
            double meanMessages, double meanJoules, boolean front) {

        /** The candidate's mean of the second objective {@code second} (NaN for NONE). */
        public double second(Second second) {
            return switch (second) {
                case MESSAGES -> meanMessages;
                case ENERGY -> meanJoules;
                case NONE -> Double.NaN;
            };
        }

        /** The assignments that set this candidate ({@code --set} syntax). */
        public List<String> assignments() {
            List<String> out = new ArrayList<>();
            out.add("application/strategy=" + strategy);
            if (slaveCount > 0) {
                out.add("application/slaveCount=" + slaveCount);
            }
            return out;
        }
    }

    /**
     * The search's answer.
     *
     * @param scenario      the scenario's name
     * @param seed          the master seed (replication r runs with {@link ExperimentPlan#replicationSeed}(seed, r))
     * @param settings      what was searched
     * @param runs          simulations run in all
     * @param candidates    every distinct candidate, most replications first, then by objective
     * @param winner        the best candidate at the final replication count
     */
    public record Result(String scenario, long seed, Settings settings, long runs, List<Candidate> candidates, Candidate winner) {

        /** The Pareto front (with a second objective), by the second objective. */
        public List<Candidate> front() {
            return candidates.stream().filter(Candidate::front).sorted(Comparator.comparingDouble(c -> c.second(settings.second())))
                    .toList();
        }
    }

    /** Told the number of runs so far. */
    @FunctionalInterface
    public interface Progress {
        void runs(long done);

        Progress NONE = done -> {
        };
    }

    private record Key(String strategy, int slaves) {
    }

    /** The runs of one candidate so far: makespans and messages by replication. */
    private static final class Runs0 {
        double[] makespans = new double[0];
        double[] messages = new double[0];
        double[] joules = new double[0];
    }

    private final Path file;
    private final String label;
    private final List<String> sets;
    private final long seed;
    private final Settings settings;
    private final BooleanSupplier cancelled;
    private final Progress progress;
    private final Map<Key, Runs0> cache = new LinkedHashMap<>();
    /** When merging shards: every run the shards made, which {@link #ensure} takes from instead of running. */
    private Map<Key, Runs0> replay;
    private long runs;

    private Optimize(Path file, String label, List<String> sets, long seed, Settings settings, BooleanSupplier cancelled,
            Progress progress) {
        this.file = file;
        this.label = label;
        this.sets = List.copyOf(sets);
        this.seed = seed;
        this.settings = settings;
        this.cancelled = cancelled;
        this.progress = progress;
    }

    /**
     * Searches.
     *
     * @throws ScenarioException   the file is invalid or its application is not master-slave
     * @throws SimulationException a run failed
     * @throws java.util.concurrent.CancellationException when {@code cancelled} turned true
     */
    public static Result optimize(Path file, String label, List<String> sets, Long seed, Settings settings,
            BooleanSupplier cancelled, Progress progress) throws ScenarioException, SimulationException {
        Scenario base = Runs.load(file, label, sets);
        MasterSlaveApplication ms = Explain.masterSlave(base, label);
        checkSecond(base, label, settings);
        long s0 = seed != null ? seed : seedOf(base);
        Optimize o = new Optimize(file, label, sets, s0, settings, cancelled, progress);
        try {
            return o.search(base.getName(), ms.getUnits(), Explain.slaves(ms).size(), ms.getSlaves().size());
        } catch (Wrapped w) {
            if (w.getCause() instanceof ScenarioException e) {
                throw e;
            }
            throw (SimulationException) w.getCause();
        }
    }

    /** Carries a checked exception out of the optimizer's objective function. */
    private static final class Wrapped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Wrapped(Exception cause) {
            super(cause);
        }
    }

    /** Stops CMA-ES when a strategy's budget of distinct candidates is spent. */
    private static final class BudgetSpent extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BudgetSpent() {
            super(null, null, false, false);
        }
    }

    private Result search(String name, long units, int slavesTaking, int slavesListed) throws ScenarioException, SimulationException {
        int r0 = Math.min(settings.firstRung(), settings.replications());
        List<Key> pool = new ArrayList<>();
        int index = 0;
        for (StrategySpace.Entry e : settings.strategies()) {
            searchEntry(e, units, slavesTaking, slavesListed, r0, pool, index++);
        }
        return race(name, pool, r0);
    }

    /**
     * The second stage on the pool the first stage left: successive halving, the front, the winner. It only reads
     * the cache through {@link #ensure}, so it gives the same answer whether the runs are made here or replayed
     * from shards ({@link #merge}).
     */
    private Result race(String name, List<Key> pool, int r0) throws ScenarioException, SimulationException {
        // successive halving: the best eight at r0, doubling the replications, the worse half dropped at each rung
        List<Key> alive = best(pool, r0, 8);
        int reps = r0;
        while (reps < settings.replications()) {
            reps = Math.min(settings.replications(), 2 * reps);
            ensure(alive, reps);
            alive = reps < settings.replications() ? best(alive, reps, (alive.size() + 1) / 2) : best(alive, reps, alive.size());
        }
        ensure(alive, settings.replications());
        List<Key> front = List.of();
        if (settings.pareto()) {
            List<Key> first = front(pool, r0);
            ensure(first, settings.replications());
        }
        List<Key> finished = new ArrayList<>(); // every candidate run to the final count: the winner is the best of them
        for (Key k : pool) {
            if (cache.get(k).makespans.length >= settings.replications()) {
                finished.add(k);
            }
        }
        Key winner = best(finished, settings.replications(), 1).get(0);
        if (settings.pareto()) {
            front = front(finished, settings.replications());
        }
        List<Candidate> out = new ArrayList<>();
        for (Key k : pool) {
            out.add(candidate(k, front.contains(k)));
        }
        out.sort(Comparator.comparingInt(Candidate::replications).reversed().thenComparingDouble(Candidate::objective));
        return new Result(name, seed, settings, runs, List.copyOf(out), candidate(winner, front.contains(winner)));
    }

    /** Searches one strategy's parameters (and the slave count) and adds what it tried to the pool. */
    private void searchEntry(StrategySpace.Entry e, long units, int slavesTaking, int slavesListed, int r0, List<Key> pool,
            int index) throws ScenarioException, SimulationException {
        int params = e.parameters().size();
        int dims = params + (settings.slaves() ? 1 : 0);
        double[] lo = new double[dims];
        double[] hi = new double[dims];
        for (int i = 0; i < params; i++) {
            StrategySpace.Parameter p = e.parameters().get(i);
            lo[i] = Math.log(p.low().of(units, slavesTaking));
            hi[i] = Math.log(Math.max(p.low().of(units, slavesTaking), p.high().of(units, slavesTaking)));
        }
        if (settings.slaves()) {
            lo[dims - 1] = 0;
            hi[dims - 1] = Math.log(slavesListed);
        }
        boolean flat = true;
        for (int i = 0; i < dims; i++) {
            flat &= hi[i] - lo[i] < 1e-12;
        }
        if (flat) {
            Key k = key(e, lo, settings.slaves());
            ensure(List.of(k), r0);
            add(pool, k);
            return;
        }
        int[] distinct = { 0 };
        double[] x0 = new double[dims];
        double[] sigma = new double[dims];
        for (int i = 0; i < dims; i++) {
            x0[i] = (lo[i] + hi[i]) / 2;
            hi[i] = Math.max(hi[i], lo[i] + 1e-9); // CMA-ES wants a box with some width in every dimension
            sigma[i] = (hi[i] - lo[i]) / 3;
        }
        CMAESOptimizer cma = new CMAESOptimizer(1000, 0, true, 0, 0, new MersenneTwister(seed ^ (0x9E3779B97F4A7C15L * (index + 1))),
                false, null);
        try {
            cma.optimize(new MaxEval(50 * settings.searchBudget() + 100), GoalType.MINIMIZE, new InitialGuess(x0),
                    new SimpleBounds(lo, hi), new CMAESOptimizer.Sigma(sigma),
                    new CMAESOptimizer.PopulationSize(Math.max(4, 4 + (int) (3 * Math.log(dims)))),
                    new ObjectiveFunction(point -> {
                        double[] x = point.clone();
                        for (int i = 0; i < x.length; i++) {
                            x[i] = Math.min(hi[i], Math.max(lo[i], x[i]));
                        }
                        Key k = key(e, x, settings.slaves());
                        if (!cache.containsKey(k)) {
                            if (distinct[0] >= settings.searchBudget()) {
                                throw new BudgetSpent();
                            }
                            distinct[0]++;
                        }
                        try {
                            ensure(List.of(k), r0);
                        } catch (ScenarioException | SimulationException ex) {
                            throw new Wrapped(ex);
                        }
                        add(pool, k);
                        return objective(cache.get(k), r0);
                    }));
        } catch (BudgetSpent | org.apache.commons.math3.exception.TooManyEvaluationsException done) {
            // the budget is spent: the candidates tried are in the pool
        }
        polish(e, lo, hi, r0, pool);
    }

    /**
     * Whole-number steps from the best candidate CMA-ES found for the entry: each parameter (and the slave
     * count) one up and one down, moving to a better neighbour until none is better, at most
     * {@code searchBudget} more candidates. CMA-ES works on a continuous relaxation; the makespan of chunk
     * sizes is rugged at the scale of one unit, which this step sees.
     */
    private void polish(StrategySpace.Entry e, double[] lo, double[] hi, int r0, List<Key> pool)
            throws ScenarioException, SimulationException {
        int params = e.parameters().size();
        int dims = lo.length;
        Key best = null;
        for (Key k : pool) {
            if (entryOf(k).equals(e.name()) && (best == null || objective(cache.get(k), r0) < objective(cache.get(best), r0))) {
                best = k;
            }
        }
        if (best == null) {
            return;
        }
        long[] at = values(best, params, settings.slaves());
        int spent = 0;
        boolean moved = true;
        while (moved && spent < settings.searchBudget()) {
            moved = false;
            List<Key> neighbours = new ArrayList<>();
            List<long[]> points = new ArrayList<>();
            for (int i = 0; i < dims; i++) {
                for (int step : new int[] { -1, 1 }) {
                    long[] v = at.clone();
                    v[i] += step;
                    if (v[i] < Math.round(Math.exp(lo[i])) || v[i] > Math.round(Math.exp(hi[i]))) {
                        continue;
                    }
                    Key k = keyOf(e, v, params, settings.slaves());
                    if (!neighbours.contains(k)) {
                        neighbours.add(k);
                        points.add(v);
                    }
                }
            }
            List<Key> fresh = neighbours.stream().filter(k -> !cache.containsKey(k)).toList();
            spent += fresh.size();
            ensure(neighbours, r0);
            for (int j = 0; j < neighbours.size(); j++) {
                Key k = neighbours.get(j);
                add(pool, k);
                if (objective(cache.get(k), r0) < objective(cache.get(best), r0)) {
                    best = k;
                    at = points.get(j);
                    moved = true;
                }
            }
        }
    }

    private static String entryOf(Key k) {
        int open = k.strategy().indexOf('(');
        return open < 0 ? k.strategy() : k.strategy().substring(0, open);
    }

    /** The whole-number values of a key: its parameters in order, then the slave count. */
    private static long[] values(Key k, int params, boolean slaves) {
        long[] v = new long[params + (slaves ? 1 : 0)];
        String s = k.strategy();
        int open = s.indexOf('(');
        if (open >= 0) {
            String[] parts = s.substring(open + 1, s.length() - 1).split(",");
            for (int i = 0; i < params; i++) {
                v[i] = Long.parseLong(parts[i].substring(parts[i].indexOf('=') + 1).strip());
            }
        }
        if (slaves) {
            v[params] = k.slaves();
        }
        return v;
    }

    private static Key keyOf(StrategySpace.Entry e, long[] v, int params, boolean slaves) {
        return new Key(e.spec(java.util.Arrays.copyOf(v, params)), slaves ? (int) v[params] : 0);
    }

    private static void add(List<Key> pool, Key k) {
        if (!pool.contains(k)) {
            pool.add(k);
        }
    }

    /** The candidate at a point of the search space (log parameters, then the log slave count). */
    private static Key key(StrategySpace.Entry e, double[] x, boolean slaves) {
        int params = e.parameters().size();
        long[] v = new long[params];
        for (int i = 0; i < params; i++) {
            v[i] = Math.max(1, Math.round(Math.exp(x[i])));
        }
        int k = slaves ? (int) Math.max(1, Math.round(Math.exp(x[params]))) : 0;
        return new Key(e.spec(v), k);
    }

    /** Runs every key up to {@code reps} replications (the missing ones only), all in one pool. */
    private void ensure(List<Key> keys, int reps) throws ScenarioException, SimulationException {
        if (replay != null) {
            replay(keys, reps);
            return;
        }
        List<RunPool.Job> jobs = new ArrayList<>();
        List<Key> whose = new ArrayList<>();
        List<Integer> which = new ArrayList<>();
        for (Key k : keys) {
            String problem = k.strategy().startsWith("work-stealing") ? null : Strategies.problem(k.strategy());
            if (problem != null) {
                throw new ScenarioException(label + ": optimize: strategy " + k.strategy() + ": " + problem);
            }
            Runs0 have = cache.computeIfAbsent(k, x -> new Runs0());
            for (int r = have.makespans.length; r < reps; r++) {
                long s = ExperimentPlan.replicationSeed(seed, r);
                jobs.add(new RunPool.Job() {
                    @Override
                    public Scenario scenario() throws ScenarioException {
                        Scenario sc = Runs.load(file, label, sets);
                        MasterSlaveApplication ms = (MasterSlaveApplication) sc.getApplication();
                        ms.setStrategyClass(null);
                        ms.setStrategy(k.strategy());
                        if (k.slaves() > 0) {
                            ms.setSlaveCount(k.slaves());
                        }
                        return sc;
                    }

                    @Override
                    public long seed() {
                        return s;
                    }
                });
                whose.add(k);
                which.add(r);
            }
        }
        if (jobs.isEmpty()) {
            return;
        }
        long before = runs;
        RunPool.Result[] results = RunPool.run(jobs, label, settings.jobs(), cancelled, done -> progress.runs(before + done));
        runs += jobs.size();
        for (int j = 0; j < jobs.size(); j++) {
            Runs0 have = cache.get(whose.get(j));
            int r = which.get(j);
            if (have.makespans.length <= r) {
                have.makespans = Arrays.copyOf(have.makespans, r + 1);
                have.messages = Arrays.copyOf(have.messages, r + 1);
                have.joules = Arrays.copyOf(have.joules, r + 1);
            }
            have.makespans[r] = results[j].makespanSeconds();
            have.messages[r] = results[j].schedulingMessages();
            have.joules[r] = results[j].joules();

        }
    }

    /** {@link #ensure} from the shards' runs: the cache grows exactly as a run of the whole search would grow it. */
    private void replay(List<Key> keys, int reps) throws ScenarioException {
        for (Key k : keys) {
            Runs0 have = cache.computeIfAbsent(k, x -> new Runs0());
            int n = have.makespans.length;
            if (n >= reps) {
                continue;
            }
            Runs0 all = replay.get(k);
            if (all == null || all.makespans.length < reps) {
                throw new ScenarioException(label + ": the shards lack replication " + (all == null ? 1 : all.makespans.length + 1)
                        + " of candidate " + k.strategy() + (k.slaves() > 0 ? " with " + k.slaves() + " slaves" : "")
                        + ", which the search needs: were they written by lbsim optimize --shard?");
            }
            have.makespans = Arrays.copyOf(all.makespans, reps);
            have.messages = Arrays.copyOf(all.messages, reps);
            have.joules = Arrays.copyOf(all.joules, reps);
            runs += reps - n;
        }
    }

    private double objective(Runs0 r, int reps) {
        double[] v = Arrays.copyOf(r.makespans, reps);
        return Double.isNaN(settings.level()) ? Stats.of(v).mean() : Risk.quantile(v, settings.level()).value();
    }

    /** The best {@code n} keys by the objective over their first {@code reps} replications (ties: earlier first). */
    private List<Key> best(List<Key> keys, int reps, int n) {
        List<Key> sorted = new ArrayList<>(keys);
        sorted.sort(Comparator.comparingDouble(k -> objective(cache.get(k), reps)));
        return List.copyOf(sorted.subList(0, Math.min(n, sorted.size())));
    }

    /** The mean of the second objective over the first {@code reps} replications. */
    private double second(Runs0 r, int reps) {
        return Stats.of(Arrays.copyOf(settings.second() == Second.ENERGY ? r.joules : r.messages, reps)).mean();
    }

    /** The keys no other key beats on both the objective and the second one over the first {@code reps} replications. */
    private List<Key> front(List<Key> keys, int reps) {
        List<Key> out = new ArrayList<>();
        for (Key a : keys) {
            double oa = objective(cache.get(a), reps);
            double ma = second(cache.get(a), reps);
            boolean dominated = false;
            for (Key b : keys) {
                double ob = objective(cache.get(b), reps);
                double mb = second(cache.get(b), reps);
                if (ob <= oa && mb <= ma && (ob < oa || mb < ma)) {
                    dominated = true;
                    break;
                }
            }
            if (!dominated) {
                out.add(a);
            }
        }
        return out;
    }

    private Candidate candidate(Key k, boolean front) {
        Runs0 r = cache.get(k);
        int n = r.makespans.length;
        Stats st = Stats.of(r.makespans);
        return new Candidate(k.strategy(), k.slaves(), n, objective(r, n), st.mean(), st.ci95(), Stats.of(r.messages).mean(),
                Stats.of(r.joules).mean(), front);
    }

    /**
     * The runs of one candidate that a shard made: replication r of every array ran with
     * {@link ExperimentPlan#replicationSeed}(seed, r).
     *
     * @param entry       the index of its strategy in {@link Settings#strategies()}
     * @param strategy    the strategy spec
     * @param slaveCount  the slave count (0: the scenario's)
     * @param makespans   makespans (s) by replication
     * @param messages    scheduling messages by replication
     * @param joules      joules of the metered hosts by replication (NaN when none is metered)
     */
    public record CandidateRuns(int entry, String strategy, int slaveCount, double[] makespans, double[] messages, double[] joules) {

        public CandidateRuns {
            if (messages.length != makespans.length || joules.length != makespans.length) {
                throw new IllegalArgumentException(strategy + ": as many messages and joules as makespans needed");
            }
        }
    }

    /**
     * The strategies shard {@code index} of {@code count} searches, as positions in {@link Settings#strategies()},
     * ascending. The strategies are shared out so that the shards search about as many candidates: a strategy with
     * something to search (parameters, or the slave count) counts 2 x the search budget, one without counts 1, and
     * each strategy in turn, the costliest first (ties: table order), goes to the shard with the least so far
     * (ties: the lowest index). With {@code count} at most the number of strategies, no shard is empty.
     */
    public static List<Integer> shardEntries(Settings settings, int index, int count) {
        List<StrategySpace.Entry> all = settings.strategies();
        List<Integer> order = new ArrayList<>();
        for (int e = 0; e < all.size(); e++) {
            order.add(e);
        }
        java.util.function.IntUnaryOperator cost = e -> all.get(e).parameters().isEmpty() && !settings.slaves() ? 1
                : 2 * settings.searchBudget();
        order.sort(Comparator.comparingInt((Integer e) -> -cost.applyAsInt(e))); // stable: table order among equals
        long[] load = new long[count];
        List<Integer> out = new ArrayList<>();
        for (int e : order) {
            int to = 0;
            for (int s = 1; s < count; s++) {
                if (load[s] < load[to]) {
                    to = s;
                }
            }
            load[to] += cost.applyAsInt(e);
            if (to == index - 1) {
                out.add(e);
            }
        }
        out.sort(null);
        return out;
    }

    /**
     * One shard of the search ({@code lbsim optimize --shard index/count}): the first stage (CMA-ES and whole-number
     * steps) for the strategies of {@link #shardEntries}, exactly as the whole search makes it (each strategy's
     * search uses only its own runs and its own CMA-ES stream), then the final replication count for every
     * candidate that could enter the race of the whole search: the shard's best eight at the first rung (a
     * candidate among the best eight of all is among the best eight of its shard) and, with a second objective,
     * the shard's front at the first rung (a candidate no other beats is beaten by none of its shard).
     * {@link #merge} replays the race from these runs, so the merged answer is the unsharded one.
     *
     * @return the shard's candidates in the order the search met them
     * @throws ScenarioException   the file is invalid or its application is not master-slave
     * @throws SimulationException a run failed
     * @throws java.util.concurrent.CancellationException when {@code cancelled} turned true
     */
    public static List<CandidateRuns> optimizeShard(Path file, String label, List<String> sets, Long seed, Settings settings, int index,
            int count, BooleanSupplier cancelled, Progress progress) throws ScenarioException, SimulationException {
        Scenario base = Runs.load(file, label, sets);
        MasterSlaveApplication ms = Explain.masterSlave(base, label);
        checkSecond(base, label, settings);
        long s0 = seed != null ? seed : seedOf(base);
        Optimize o = new Optimize(file, label, sets, s0, settings, cancelled, progress);
        long units = ms.getUnits();
        int slavesTaking = Explain.slaves(ms).size();
        int slavesListed = ms.getSlaves().size();
        int r0 = Math.min(settings.firstRung(), settings.replications());
        List<Key> pool = new ArrayList<>();
        Map<Key, Integer> entryOf = new LinkedHashMap<>();
        try {
            for (int e : shardEntries(settings, index, count)) {
                o.searchEntry(settings.strategies().get(e), units, slavesTaking, slavesListed, r0, pool, e);
                for (Key k : pool) {
                    entryOf.putIfAbsent(k, e);
                }
            }
            List<Key> race = new ArrayList<>(o.best(pool, r0, 8));
            if (settings.pareto()) {
                for (Key k : o.front(pool, r0)) {
                    add(race, k);
                }
            }
            o.ensure(race, settings.replications());
        } catch (Wrapped w) {
            if (w.getCause() instanceof ScenarioException e) {
                throw e;
            }
            throw (SimulationException) w.getCause();
        }
        List<CandidateRuns> out = new ArrayList<>();
        for (Key k : pool) {
            Runs0 r = o.cache.get(k);
            out.add(new CandidateRuns(entryOf.get(k), k.strategy(), k.slaves(), r.makespans.clone(), r.messages.clone(), r.joules.clone()));
        }
        return out;
    }

    /**
     * The answer of the whole search from the runs of all its shards ({@link #optimizeShard}, one per index
     * 1 .. n): the candidates in the order the whole search meets them (by strategy, then as its shard met them),
     * the race replayed on their runs. Candidate figures, run count, winner and front are those of
     * {@link #optimize} with the same scenario, assignments, seed and settings.
     *
     * @param label     the scenario file as the shards named it (for messages)
     * @param scenario  the scenario's name
     * @param seed      the master seed the shards used
     * @throws ScenarioException when the shards lack a run the race needs (they were not written by a shard)
     */
    public static Result merge(String label, String scenario, long seed, Settings settings, List<CandidateRuns> shards)
            throws ScenarioException {
        Optimize o = new Optimize(null, label, List.of(), seed, settings, () -> false, Progress.NONE);
        o.replay = new LinkedHashMap<>();
        List<CandidateRuns> sorted = new ArrayList<>(shards);
        sorted.sort(Comparator.comparingInt(CandidateRuns::entry)); // stable: each shard's order within a strategy
        List<Key> pool = new ArrayList<>();
        int r0 = Math.min(settings.firstRung(), settings.replications());
        for (CandidateRuns c : sorted) {
            Key k = new Key(c.strategy(), c.slaveCount());
            if (o.replay.containsKey(k)) {
                throw new ScenarioException(label + ": candidate " + c.strategy() + " is in more than one shard");
            }
            Runs0 r = new Runs0();
            r.makespans = c.makespans().clone();
            r.messages = c.messages().clone();
            r.joules = c.joules().clone();
            o.replay.put(k, r);
            pool.add(k);
        }
        if (pool.isEmpty()) {
            throw new ScenarioException(label + ": the shards hold no candidate");
        }
        try {
            o.ensure(pool, r0); // the first stage's runs
            return o.race(scenario, pool, r0);
        } catch (SimulationException e) {
            throw new IllegalStateException(e); // nothing runs when replaying
        }
    }

    /**
     * Refuses a second objective the scenario cannot give (energy without power models), before anything runs.
     *
     * @throws ScenarioException naming the file
     */
    public static void checkSecond(Path file, String label, List<String> sets, Settings settings) throws ScenarioException {
        if (settings.second() == Second.ENERGY) {
            checkSecond(Runs.load(file, label, sets), label, settings);
        }
    }

    private static void checkSecond(Scenario base, String label, Settings settings) throws ScenarioException {
        if (settings.second() == Second.ENERGY && !metered(base)) {
            throw new ScenarioException(label + ": --pareto energy: no host of the platform has a power model (wattagePerState),"
                    + " so its runs use no energy to compare");
        }
    }

    /** Whether some host of the scenario has a power model. */
    private static boolean metered(Scenario s) {
        for (java.util.Iterator<org.eclipse.emf.ecore.EObject> it = s.eAllContents(); it.hasNext();) {
            if (it.next() instanceof lbsim.model.Host h && h.getWattagePerState() != null && !h.getWattagePerState().isBlank()) {
                return true;
            }
        }
        return false;
    }

    private static long seedOf(Scenario s) {
        RunSettings rs = s.getRun();
        return rs != null ? rs.getSeed() : 1L;
    }
}
