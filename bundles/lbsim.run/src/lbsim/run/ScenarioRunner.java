package lbsim.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.emf.common.util.URI;

import lbsim.core.analytic.EstimateFile;
import lbsim.core.analytic.ResourceModel;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.io.InputFileException;
import lbsim.model.RealApplication;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.io.Problem;
import lbsim.model.io.ScenarioException;
import lbsim.model.validation.ScenarioValidator;
import lbsim.run.outcome.AppResult;

/**
 * Binds a scenario to the simulator and runs it: one {@link Host} per host of the platform, the
 * workloads' competing-user sources, the application's tasks, the run limits and the seed.
 * <p>
 * Binding is where the scenario meets the simulator's own checks: distribution specs are parsed and
 * rate and trace files are read (relative to the scenario's folder). Every problem found there is
 * reported like a validation rule, naming the file, the object and the rule, as a {@link ScenarioException}.
 * The model's validation checks strategy and distribution specs with the simulator's parsers ({@link SpecChecks}).
 */
public final class ScenarioRunner {

    private ScenarioRunner() {
    }

    /**
     * Validates a scenario and binds it to a new simulation, ready to run.
     *
     * @param scenarioFile the file label used in messages and in summary.json (null if none)
     * @param seed         the master seed, or null to use the scenario's
     * @throws ScenarioException listing every broken rule and every bad spec or file
     */
    public static PreparedRun prepare(Scenario scenario, String scenarioFile, Long seed) throws ScenarioException {
        return prepare(scenario, scenarioFile, seed, ExtraClassPath.NONE);
    }

    /**
     * Like {@link #prepare(Scenario, String, Long)}, with class-path entries for a {@link RealApplication}
     * (the command line's {@code --classpath}) that come before the scenario's own.
     *
     * @param classPath jars or class folders, relative to the working directory; each must exist
     * @throws ScenarioException also for a class-path entry that does not exist
     */
    public static PreparedRun prepare(Scenario scenario, String scenarioFile, Long seed, ExtraClassPath classPath)
            throws ScenarioException {
        String label = scenarioFile == null ? "scenario" : scenarioFile;
        RunSettings settings = scenario.getRun();
        long masterSeed = seed != null ? seed : settings != null ? settings.getSeed() : 1L;
        Binding b = new Binding(label, baseDir(scenario), new Simulation(masterSeed));
        b.extraClassPath = classPath;
        List<Problem> problems = new ArrayList<>();
        try {
            ScenarioValidator.check(scenario, label, SpecChecks.INSTANCE);
        } catch (ScenarioException e) {
            problems.addAll(e.problems());
        }
        boolean modelValid = problems.isEmpty();
        if (!classPath.entries().isEmpty() && !(scenario.getApplication() instanceof RealApplication)) {
            // an application that runs no program would silently ignore the class path
            problems.add(Problem.inFile(label, classPath.name() + " gives a real program's class path, but the application ("
                    + (scenario.getApplication() == null ? "none" : scenario.getApplication().eClass().getName())
                    + ") runs no program; only a RealApplication takes one (rule classPathForProgram)")
                    .withRule("classPathForProgram"));
        }
        bind(b, scenario, modelValid);
        for (Problem p : b.problems) {
            // with broken model rules, only what the model cannot know: the input files (the other binder
            // checks would repeat the model's problems in other words)
            // (validDistribution is both a model rule, the spec's syntax, and an input-file rule, an empirical
            // distribution's file: a line the model already reported is not repeated)
            if ((modelValid || p.rule() != null && INPUT_FILE_RULES.contains(p.rule())) && problems.stream().noneMatch(q -> q.text().equals(p.text()))) {
                problems.add(p);
            }
        }
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems);
        }
        return new PreparedRun(scenario.getName(), scenarioFile, masterSeed, b.sim, limits(settings), b.hosts, b.sources,
                b.tasks, b.vm, b.apps, new ArrayList<>(b.networks.values()));
    }

    /**
     * Validates, binds and runs a scenario.
     *
     * @param overrides the {@code --set} assignments already applied, recorded in the outcome
     * @param stopper   receives the simulation before it runs, so another thread can stop it (may be null)
     * @throws ScenarioException   if the scenario breaks a rule
     * @throws SimulationException if the simulation itself fails
     */
    public static RunOutcome run(Scenario scenario, String scenarioFile, List<String> overrides, Long seed,
            Consumer<Simulation> stopper) throws ScenarioException, SimulationException {
        return prepare(scenario, scenarioFile, seed).run(overrides, stopper);
    }

    /**
     * Validates, binds and runs a scenario, with {@code --classpath} entries for a real program
     * (see {@link #prepare(Scenario, String, Long, List)}).
     */
    public static RunOutcome run(Scenario scenario, String scenarioFile, List<String> overrides, Long seed,
            Consumer<Simulation> stopper, ExtraClassPath classPath) throws ScenarioException, SimulationException {
        return prepare(scenario, scenarioFile, seed, classPath).run(overrides, stopper);
    }

    /** The rules of the input files a scenario names, checked by reading them. */
    static final java.util.Set<String> INPUT_FILE_RULES = java.util.Set.of("readableRateFile", "readableTraceFile",
            "readableEstimateFile", "readableTraces", "classPathExists", "classPathKind", "validDistribution",
            "readableProfileFile");

    /** The folder that relative file names in the scenario refer to: the scenario file's, else the working directory. */
    static Path baseDir(Scenario scenario) {
        if (scenario.eResource() != null) {
            URI uri = scenario.eResource().getURI();
            if (uri != null && uri.isFile() && uri.toFileString() != null) {
                Path parent = Path.of(uri.toFileString()).getParent();
                if (parent != null) {
                    return parent;
                }
            }
        }
        return Path.of("");
    }

    /** Whether an Eclipse extension registry is on the class path (never on a plain JVM). */
    static boolean registryAvailable() {
        try {
            Class.forName("org.eclipse.core.runtime.RegistryFactory", false, ScenarioRunner.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    static RunLimits limits(RunSettings s) {
        RunLimits l = RunLimits.NONE;
        if (s == null) {
            return l;
        }
        if (s.getEndTimeSeconds() > 0) {
            l = l.withEndTime(s.getEndTimeSeconds());
        }
        if (s.getMaxEvents() > 0) {
            l = l.withMaxEvents(s.getMaxEvents());
        }
        if (UnderDebugger.wallClockLimit(s.getWallClockLimitSeconds()) > 0) {
            l = l.withWallClock(s.getWallClockLimitSeconds());
        }
        return l;
    }

    /**
     * Binds a scenario, concept by concept (platform, workloads, the estimate file, the application), and
     * collects every problem. A model that breaks a rule may make a binder fail; that part is then left
     * to the model's own problems, and the other parts are still checked (their input files are read).
     */
    static void bind(Binding b, Scenario scenario, boolean modelValid) {
        guard(b, modelValid, () -> PlatformBinder.bindHosts(b, scenario.getPlatform()));
        guard(b, modelValid, () -> DynamicsBinder.bind(b, scenario.getPlatform()));
        guard(b, modelValid, () -> WorkloadBinder.bind(b, scenario.getWorkloads()));
        guard(b, modelValid, () -> bindEstimate(b, scenario.getRun()));
        guard(b, modelValid, () -> ApplicationBinders.bind(b, scenario, scenario.getApplication()));
    }

    private static void guard(Binding b, boolean modelValid, Runnable part) {
        if (modelValid) {
            part.run();
            return;
        }
        try {
            part.run();
        } catch (RuntimeException e) {
            // the model's own problems explain it
        }
    }

    /** Baer's estimate of the run settings' resource-matrix file, written as estimate.txt. */
    private static void bindEstimate(Binding b, RunSettings run) {
        if (run == null || run.getEstimateFile() == null || run.getEstimateFile().isBlank()) {
            return;
        }
        try {
            ResourceModel estimate = EstimateFile.read(b.baseDir.resolve(run.getEstimateFile()));
            b.apps.add(new PreparedRun.AppBinding() {
                @Override
                public void start() {
                }

                @Override
                public void results(List<AppResult> results) {
                    results.add(new lbsim.run.outcome.BaerEstimate(estimate.estimate()));
                }
            });
        } catch (InputFileException e) {
            b.problem(run, "estimateFile: " + e.getMessage(), "readableEstimateFile");
        }
    }
}
