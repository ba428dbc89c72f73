package lbsim.run.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;

import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.io.InputSnapshot;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.io.Problem;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.io.ScenarioOverrides;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.SimulationException;

/**
 * Runs the points x replications of an experiment plan (its shard of the points) on a pool of threads.
 * <p>
 * {@link #prepare} checks everything before anything runs: every sweep value is applied to the scenario
 * (a path that names nothing is an error naming the file and the path), every point of the shard is
 * validated, and every sweep value is bound once as {@code lbsim validate} would (distribution specs,
 * rate and trace files). Each run then loads its own copy of the scenario
 * (EMF models are not thread-safe), and results are stored by run index, so they do not depend on the
 * number of threads. {@link #cancel()} may be called from any thread (e.g. a shutdown hook): running
 * simulations are stopped, runs not started are skipped, and {@link #run} returns the finished points.
 */
public final class ExperimentRunner {

    /** Progress so far, for a progress bar. */
    public record Snapshot(int pointsDone, int pointsTotal, long runsDone, long runsTotal, long events,
            double elapsedSeconds, boolean stopping) {
    }

    /**
     * Keeps the runs (e.g. writes each one's result folder); called from worker threads, for each run in this order:
     * {@link #prepare} before it runs, {@link #accept} when it finished well, {@link #release} always.
     */
    @FunctionalInterface
    public interface RunSink {
        /**
         * Says what the run records (e.g. where its trace streams to); by default nothing: the run keeps its trace in
         * memory. Without a sink, a run records no trace.
         */
        default void prepare(int point, int replication, lbsim.run.PreparedRun prepared) throws IOException {
        }

        /** Receives a finished run's outcome. */
        void accept(int point, int replication, RunOutcome outcome) throws IOException;

        /** The run is over (finished, failed or stopped): release what {@link #prepare} took. */
        default void release(int point, int replication) {
        }
    }

    private final ExperimentPlan plan;
    /** The scenario as read from its file, never changed: each run applies its assignments to a copy. */
    private final Scenario original;
    private final String scenarioName;
    private final String digest;
    private final long masterSeed;
    private final List<Integer> points;
    private final Map<Integer, Long> pointSeeds;

    private volatile boolean stopRequested;
    private volatile boolean cancelled;
    private final Map<Integer, Simulation> live = new ConcurrentHashMap<>();
    private final ConcurrentSkipListMap<Integer, RunFailure> failures = new ConcurrentSkipListMap<>();
    private final AtomicLong runsDone = new AtomicLong();
    private final AtomicInteger pointsDone = new AtomicInteger();
    private final AtomicLong finishedEvents = new AtomicLong();
    private final FigureValues.Layouts layouts = new FigureValues.Layouts();
    private volatile long startNanos;
    /** SHA-256 of every input file the scenario and its sweep values name (see {@link InputDigests}). */
    private java.util.Map<String, String> inputDigests = java.util.Map.of();
    /** The bytes of those files, read once when they were hashed: every run reads its inputs from here. */
    private InputSnapshot inputs;

    private ExperimentRunner(ExperimentPlan plan, Scenario original, String scenarioName, String digest, long masterSeed,
            Map<Integer, Long> pointSeeds) {
        this.plan = plan;
        this.original = original;
        this.scenarioName = scenarioName;
        this.digest = digest;
        this.masterSeed = masterSeed;
        this.points = plan.shardPoints();
        this.pointSeeds = pointSeeds;
    }

    /**
     * Loads the scenario, checks every sweep value and validates and binds every point of the shard.
     *
     * @throws ScenarioException naming the file, the path or object and the rule
     */
    public static ExperimentRunner prepare(ExperimentPlan plan) throws ScenarioException {
        return prepare(plan, Runtime.getRuntime().availableProcessors());
    }

    /**
     * As {@link #prepare(ExperimentPlan)}, checking the points on up to {@code jobs} threads (the checks
     * bind every sweep value, which costs about as much as starting that many runs).
     */
    public static ExperimentRunner prepare(ExperimentPlan plan, int jobs) throws ScenarioException {
        String file = plan.scenarioFile();
        Path path = Path.of(file);
        byte[] content; // read once: every point is made from these bytes, and their SHA-256 is recorded
        String digest;
        try {
            lbsim.core.io.FileKinds.requireRegularFile(path);
            content = Files.readAllBytes(path);
            digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (IOException | NoSuchAlgorithmException e) {
            throw new ScenarioException(file + ": cannot read: " + e.getMessage());
        }
        Scenario original = ScenarioLoader.load(path, content); // every run gets its own copy
        Scenario base = copy(original);
        for (String set : plan.sets()) {
            apply(base, set, file, false);
        }
        long master = plan.seed() != null ? plan.seed() : seedOf(base);
        // every value of every sweep, on one copy: finds a bad path or value before anything runs
        Scenario probe = copy(original);
        java.util.SortedMap<String, String> inputs = new java.util.TreeMap<>(); // of every value's inputs
        // every input file is read here, once: its bytes are hashed and kept, and every check and run reads them
        InputSnapshot.Builder held = new InputSnapshot.Builder();
        Path baseDir = path.toAbsolutePath().normalize().getParent();
        try {
            InputDigests.collect(base, baseDir, inputs, held);
            for (Sweep s : plan.sweeps()) {
                for (int v = 0; v < s.values().size(); v++) {
                    apply(probe, s.assignment(v), file, true);
                    InputDigests.collect(probe, baseDir, inputs, held);
                }
            }
        } catch (IOException e) {
            throw new ScenarioException(file + ": cannot read an input file: " + e.getMessage());
        }
        InputSnapshot snapshot = held.build();
        // every point of the shard is validated (cheap); binding (distribution specs, input files) is
        // checked once per sweep value, on the point with that value and the first value of the others
        java.util.TreeSet<Integer> bind = new java.util.TreeSet<>();
        bind.add(0);
        int stride = plan.pointCount();
        for (Sweep s : plan.sweeps()) {
            stride /= s.values().size();
            for (int v = 0; v < s.values().size(); v++) {
                bind.add(v * stride);
            }
        }
        // the checks run on up to `jobs` threads (each loads its own copy of the scenario); the first
        // problem in point order is reported, whatever the number of threads
        List<Integer> shard = plan.shardPoints();
        List<Integer> order = new ArrayList<>(shard);
        List<Boolean> binds = new ArrayList<>();
        for (int p : shard) {
            binds.add(bind.remove(p));
        }
        for (int p : bind) {
            order.add(p);
            binds.add(true);
        }
        long[] pointSeeds = new long[shard.size()];
        Throwable[] problems = new Throwable[order.size()];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger firstProblem = new AtomicInteger(Integer.MAX_VALUE);
        Runnable worker = () -> {
            for (int k = next.getAndIncrement(); k < order.size() && k < firstProblem.get(); k = next.getAndIncrement()) {
                int p = order.get(k);
                try {
                    Scenario s = load(original, plan, p);
                    long pointMaster = plan.seed() != null ? plan.seed() : seedOf(s);
                    int kk = k;
                    InputSnapshot.using(snapshot, () -> {
                        checkPoint(plan, p, s, pointMaster, binds.get(kk));
                        return null;
                    });
                    if (k < shard.size()) {
                        pointSeeds[k] = pointMaster;
                    }
                } catch (ScenarioException | RuntimeException | Error e) {
                    problems[k] = e;
                    firstProblem.accumulateAndGet(k, Math::min);
                }
            }
        };
        int threads = Math.max(1, Math.min(jobs, order.size()));
        List<Thread> workers = new ArrayList<>();
        for (int t = 1; t < threads; t++) {
            Thread w = new Thread(worker, "lbsim-experiment-check-" + t);
            w.setDaemon(true);
            w.start();
            workers.add(w);
        }
        worker.run(); // this thread is one of the workers
        for (Thread w : workers) {
            try {
                w.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ScenarioException(file + ": interrupted while checking the sweep points");
            }
        }
        for (Throwable problem : problems) { // in point order: deterministic
            if (problem instanceof ScenarioException e) {
                throw e;
            } else if (problem instanceof RuntimeException e) {
                throw e;
            } else if (problem instanceof Error e) {
                throw e;
            }
        }
        Map<Integer, Long> seeds = new LinkedHashMap<>();
        for (int k = 0; k < shard.size(); k++) {
            seeds.put(shard.get(k), pointSeeds[k]);
        }
        ExperimentRunner runner = new ExperimentRunner(plan, original, base.getName(), digest, master, seeds);
        runner.inputDigests = java.util.Map.copyOf(inputs);
        runner.inputs = snapshot;
        return runner;
    }

    private static void checkPoint(ExperimentPlan plan, int p, Scenario s, long seed, boolean bind) throws ScenarioException {
        try {
            if (bind) {
                ScenarioRunner.prepare(s, plan.scenarioFile(), seed);
            } else {
                lbsim.model.validation.ScenarioValidator.check(s, plan.scenarioFile(), lbsim.run.SpecChecks.INSTANCE);
            }
        } catch (ScenarioException e) {
            List<Problem> named = new ArrayList<>();
            for (Problem problem : e.problems()) {
                named.add(problem.withMessage(problem.message() + " (at sweep point " + p + ": "
                        + String.join(", ", plan.assignments(p)) + ")"));
            }
            throw new ScenarioException(named);
        }
    }

    /** The seed of a run: {@link ExperimentPlan#replicationSeed} of its point's master seed. */
    public long seed(int point, int replication) {
        return ExperimentPlan.replicationSeed(pointSeeds.get(point), replication);
    }

    /** A copy of the scenario as read from its file (before any assignment). */
    public Scenario scenario() {
        return copy(original);
    }

    /** The plan. */
    public ExperimentPlan plan() {
        return plan;
    }

    /**
     * Runs the shard's points x replications with {@code jobs} threads and returns what finished.
     *
     * @param sink receives each finished run (may be null); an IOException there fails the experiment
     */
    public ExperimentResult run(int jobs, RunSink sink) {
        int reps = plan.replications();
        int n = points.size() * reps;
        startNanos = System.nanoTime();
        @SuppressWarnings("unchecked")
        Map<String, Double>[] figures = new Map[n];
        AtomicIntegerArray perPoint = new AtomicIntegerArray(points.size());
        // jobs workers take the next run index from a shared counter: memory does not grow with the number
        // of runs (no task object per run), and no more threads are started than there are runs
        AtomicInteger next = new AtomicInteger();
        int threads = Math.max(1, Math.min(jobs, n));
        List<Thread> workers = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            Thread w = new Thread(() -> {
                for (int k = next.getAndIncrement(); k < n && !stopRequested; k = next.getAndIncrement()) {
                    runOne(k, figures, perPoint, sink);
                }
            }, "lbsim-experiment-run-" + (t + 1));
            w.setDaemon(true);
            workers.add(w);
        }
        workers.forEach(Thread::start);
        boolean interrupted = false;
        for (Thread w : workers) {
            while (w.isAlive()) {
                try {
                    w.join(100);
                } catch (InterruptedException e) {
                    interrupted = true;
                    cancel();
                }
                if (stopRequested) {
                    live.values().forEach(Simulation::stop); // again: a stop before run() starts is lost
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        List<RunRecord> records = new ArrayList<>();
        boolean complete = true;
        for (int i = 0; i < points.size(); i++) {
            if (perPoint.get(i) < reps) {
                complete = false;
                continue;
            }
            int p = points.get(i);
            for (int r = 0; r < reps; r++) {
                records.add(new RunRecord(p, r, seed(p, r), figures[i * reps + r]));
            }
        }
        String failure = failures.isEmpty() ? null : failures.firstEntry().getValue().text();
        if (failure == null && !complete && !cancelled) {
            failure = "some runs did not finish (" + runsDone.get() + " of " + n + " did)"; // never silently incomplete
        }
        return new ExperimentResult(plan, scenarioName, digest, masterSeed, records, complete, failure, inputDigests,
                List.copyOf(failures.values()));
    }

    private void runOne(int index, Map<String, Double>[] figures, AtomicIntegerArray perPoint, RunSink sink) {
        if (stopRequested) {
            return;
        }
        int reps = plan.replications();
        int pi = index / reps;
        int p = points.get(pi);
        int r = index % reps;
        long seed = seed(p, r);
        try {
            Scenario s = load(original, plan, p);
            lbsim.run.PreparedRun prepared = InputSnapshot.using(inputs, () -> ScenarioRunner.prepare(s, plan.scenarioFile(), seed));
            if (sink == null) {
                prepared.withoutTrace(); // no run folders kept: nobody reads the trace
            } else {
                sink.prepare(p, r, prepared);
            }
            RunOutcome o = InputSnapshot.using(inputs, () -> prepared.run(plan.assignments(p), sim -> {
                live.put(index, sim);
                if (stopRequested) {
                    sim.stop();
                }
            }));
            live.remove(index);
            if (o.stopReason() == StopReason.STOPPED && stopRequested) {
                return; // interrupted: not a result
            }
            if (o.deadlocked()) {
                fail(index, p, r, List.of(lbsim.model.io.Problem.inFile(plan.scenarioFile(), "deadlock at "
                        + o.simulatedEndSeconds() + " s: " + String.join("; ", o.deadlock()))));
                return;
            }
            figures[index] = layouts.compact(Figures.of(o)); // compact: every run's figures stay in memory
            if (sink != null) {
                sink.accept(p, r, o);
            }
            finishedEvents.addAndGet(o.eventsProcessed());
            runsDone.incrementAndGet();
            if (perPoint.incrementAndGet(pi) == reps) {
                pointsDone.incrementAndGet();
            }
        } catch (ScenarioException e) {
            fail(index, p, r, e.problems().isEmpty() ? List.of(lbsim.model.io.Problem.of(e.getMessage())) : e.problems());
        } catch (SimulationException e) {
            // a failure at an object of the scenario (e.g. a real application whose class is missing) keeps its
            // records: the object, its attribute and the rule, as a single run's failure does
            fail(index, p, r, !e.problems().isEmpty() ? e.problems()
                    : List.of(lbsim.model.io.Problem.of(e.getMessage() != null ? e.getMessage() : e.toString())));
        } catch (IOException | RuntimeException | Error e) {
            // an Error (e.g. a StackOverflowError in a strategy) fails the experiment too: it must never
            // leave a point silently missing from an experiment that reports success
            fail(index, p, r, List.of(lbsim.model.io.Problem.of(e.getMessage() != null ? e.getMessage() : e.toString())));
        } finally {
            live.remove(index);
            if (sink != null) {
                sink.release(p, r);
            }
        }
    }

    private void fail(int index, int point, int replication, List<lbsim.model.io.Problem> causes) {
        failures.put(index, new RunFailure(point, replication, seed(point, replication), plan.assignments(point), causes));
        stopRequested = true;
        live.values().forEach(Simulation::stop);
    }

    /** Stops running simulations and skips runs not yet started; {@link #run} then returns. Any thread. */
    public void cancel() {
        cancelled = true;
        stopRequested = true;
        live.values().forEach(Simulation::stop);
    }

    /**
     * The first failed run (in run order) of the last {@link #run}, as data, or null when none failed; its
     * {@link RunFailure#text()} is the result's {@link ExperimentResult#failure()}.
     */
    public RunFailure runFailure() {
        java.util.Map.Entry<Integer, RunFailure> first = failures.firstEntry();
        return first == null ? null : first.getValue();
    }

    /** Whether {@link #cancel()} was called. */
    public boolean cancelled() {
        return cancelled;
    }

    /** Progress so far; safe from any thread. */
    public Snapshot snapshot() {
        long events = finishedEvents.get();
        for (Simulation s : live.values()) {
            events += s.eventsProcessed();
        }
        long start = startNanos;
        return new Snapshot(pointsDone.get(), points.size(), runsDone.get(), (long) points.size() * plan.replications(),
                events, start == 0 ? 0 : (System.nanoTime() - start) / 1e9, stopRequested);
    }

    /**
     * A copy of the scenario as read, in a resource of the file's URI (relative file names in it are resolved against
     * the file's folder, as for the scenario read). The copy is made under the original's lock: EMF creates some of a
     * model's lists when first asked for them, so reading it is not safe from several threads at once.
     */
    private static Scenario copy(Scenario original) {
        Scenario s;
        synchronized (original) {
            s = org.eclipse.emf.ecore.util.EcoreUtil.copy(original);
        }
        ScenarioLoader.newResourceSet().createResource(original.eResource().getURI()).getContents().add(s);
        return s;
    }

    private static Scenario load(Scenario original, ExperimentPlan plan, int point) throws ScenarioException {
        Scenario s = copy(original);
        int fixed = plan.sets().size();
        List<String> all = plan.assignments(point);
        for (int i = 0; i < all.size(); i++) {
            apply(s, all.get(i), plan.scenarioFile(), i >= fixed);
        }
        return s;
    }

    private static void apply(Scenario s, String assignment, String file, boolean sweep) throws ScenarioException {
        try {
            ScenarioOverrides.apply(s, assignment);
        } catch (ScenarioException e) {
            List<Problem> named = new ArrayList<>();
            for (Problem problem : e.problems()) {
                Problem inFile = problem.withFile(file);
                named.add(sweep && inFile.assignment() != null ? inFile.inSweep() : inFile);
            }
            throw new ScenarioException(named);
        }
    }

    private static long seedOf(Scenario s) {
        RunSettings rs = s.getRun();
        return rs != null ? rs.getSeed() : 1L;
    }
}
