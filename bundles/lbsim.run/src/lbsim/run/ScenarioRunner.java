package lbsim.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;

import lbsim.core.analytic.EstimateFile;
import lbsim.core.analytic.ResourceModel;
import lbsim.core.app.MasterSlave;
import lbsim.core.app.ObservedTask;
import lbsim.core.app.TraceReplay;
import lbsim.core.app.WorkStealing;
import lbsim.core.app.PingPong;
import lbsim.core.app.TokenRing;
import lbsim.core.balance.Strategies;
import lbsim.core.balance.Strategy;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Distribution;
import lbsim.core.dist.Distributions;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.io.InputFileException;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.NetworkModel;
import lbsim.core.stats.TaskActivity;
import lbsim.core.workload.CompetingSource;
import lbsim.core.workload.PermanentLoad;
import lbsim.core.workload.PoissonSource;
import lbsim.core.workload.RateFunction;
import lbsim.core.workload.TraceSource;
import lbsim.core.workload.UserBehaviourSource;
import lbsim.core.workload.VaryingRateSource;
import lbsim.model.Application;
import lbsim.model.HostGroup;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.NetworkSegment;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.PingPongApplication;
import lbsim.model.TokenRingApplication;
import lbsim.model.PoissonLoad;
import lbsim.model.RealApplication;
import lbsim.model.RateInterpolation;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.TraceLoad;
import lbsim.model.TraceReplayApplication;
import lbsim.model.UserState;
import lbsim.model.UserTransition;
import lbsim.model.VaryingRateLoad;
import lbsim.model.Workload;
import lbsim.model.io.ScenarioException;
import lbsim.model.validation.ObjectPaths;
import lbsim.model.validation.ScenarioValidator;
import lbsim.run.result.Csv;

/**
 * Binds a scenario to the simulator and runs it: one {@link Host} per host of the platform, the
 * workloads' competing-user sources, the application's tasks, the run limits and the seed.
 * <p>
 * Binding is where the scenario meets the simulator's own checks: distribution specs are parsed and
 * rate and trace files are read (relative to the scenario's folder). Every problem found there is
 * reported like a validation rule, naming the file, the object and the rule, as a {@link ScenarioException}.
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
        return prepare(scenario, scenarioFile, seed, List.of());
    }

    /**
     * Like {@link #prepare(Scenario, String, Long)}, with class-path entries for a {@link RealApplication}
     * (the command line's {@code --classpath}) that come before the scenario's own.
     *
     * @param classPath jars or class folders, relative to the working directory; each must exist
     * @throws ScenarioException also for a class-path entry that does not exist
     */
    public static PreparedRun prepare(Scenario scenario, String scenarioFile, Long seed, List<Path> classPath)
            throws ScenarioException {
        String label = scenarioFile == null ? "scenario" : scenarioFile;
        ScenarioValidator.check(scenario, label);
        RunSettings settings = scenario.getRun();
        long masterSeed = seed != null ? seed : settings != null ? settings.getSeed() : 1L;
        Binder b = new Binder(label, baseDir(scenario), new Simulation(masterSeed));
        b.extraClassPath = List.copyOf(classPath);
        b.bind(scenario);
        if (!b.problems.isEmpty()) {
            throw new ScenarioException(b.problems);
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
            Consumer<Simulation> stopper, List<Path> classPath) throws ScenarioException, SimulationException {
        return prepare(scenario, scenarioFile, seed, classPath).run(overrides, stopper);
    }

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
        if (s.getWallClockLimitSeconds() > 0) {
            l = l.withWallClock(s.getWallClockLimitSeconds());
        }
        return l;
    }

    /** One binding pass; collects every problem instead of stopping at the first. */
    private static final class Binder {
        final String label;
        final Path baseDir;
        final Simulation sim;
        final List<String> problems = new ArrayList<>();
        final Map<String, Host> hosts = new LinkedHashMap<>();
        final Map<String, CompetingSource> sources = new LinkedHashMap<>();
        final List<ObservedTask> tasks = new ArrayList<>();
        final List<PreparedRun.AppBinding> apps = new ArrayList<>();
        final Map<NetworkSegment, NetworkModel> networks = new LinkedHashMap<>();
        VirtualMachine vm;
        List<Path> extraClassPath = List.of();

        Binder(String label, Path baseDir, Simulation sim) {
            this.label = label;
            this.baseDir = baseDir;
            this.sim = sim;
        }

        void problem(EObject owner, String what, String rule) {
            problems.add(label + ": " + ObjectPaths.label(owner) + ": " + what + " (rule " + rule + ")");
        }

        /**
         * 0 for fluid sharing, else the round-robin slice: round-robin sharing takes timeSliceSeconds, or 10 ms
         * when that is 0; a positive timeSliceSeconds alone also selects round robin (as before sharing existed).
         */
        static double timeSlice(lbsim.model.Host h) {
            double slice = h.getTimeSliceSeconds();
            if (h.getSharing() == lbsim.model.CpuSharing.ROUND_ROBIN && slice == 0) {
                return Host.DEFAULT_TIME_SLICE_SECONDS;
            }
            return slice;
        }

        void bind(Scenario scenario) {
            for (lbsim.model.Host h : scenario.getPlatform().getHosts()) {
                WeightPolicy policy = WeightPolicy.byName(h.getScheduler().getLiteral());
                hosts.put(h.getName(), new Host(sim, h.getName(), h.getSpeed(), h.getProcessors(), policy, timeSlice(h)));
            }
            List<Workload> workloads = scenario.getWorkloads();
            for (int i = 0; i < workloads.size(); i++) {
                Workload w = workloads.get(i);
                String name = w.getName() != null && !w.getName().isBlank() ? w.getName() : "workloads[" + i + "]";
                if (sources.containsKey(name)) {
                    problem(w, "workload name '" + name + "' is used twice; names key the random streams", "uniqueWorkloadNames");
                    continue;
                }
                try {
                    bindWorkload(w, name, targets(w));
                } catch (IllegalArgumentException e) {
                    problem(w, e.getMessage(), "validParameters");
                }
            }
            RunSettings run = scenario.getRun();
            if (run != null && run.getEstimateFile() != null && !run.getEstimateFile().isBlank()) {
                try {
                    ResourceModel estimate = EstimateFile.read(baseDir.resolve(run.getEstimateFile()));
                    apps.add(new PreparedRun.AppBinding() {
                        @Override
                        public void start() {
                        }

                        @Override
                        public void results(Map<String, String> files) {
                            files.put("estimate.txt", estimate.estimate().format());
                        }
                    });
                } catch (InputFileException e) {
                    problem(run, "estimateFile: " + e.getMessage(), "readableEstimateFile");
                }
            }
            Application app = scenario.getApplication();
            if (app instanceof ObservedTaskApplication ota) {
                for (lbsim.model.ObservedTask t : ota.getTasks()) {
                    ObservedTask task = new ObservedTask(sim, t.getName(), hosts.get(t.getHost().getName()), t.getWorkSeconds(),
                            t.getNice(), t.getStartTimeSeconds());
                    tasks.add(task);
                }
            } else if (app instanceof PingPongApplication pp) {
                long[] sizes = sizes(pp);
                if (sizes != null && virtualMachine(scenario)) {
                    PingPong model = new PingPong(sizes, pp.getRepetitions());
                    apps.add(new PreparedRun.AppBinding() {
                        @Override
                        public void start() {
                            model.start(vm, pp.getHostA().getName(), pp.getHostB().getName());
                        }

                        @Override
                        public void results(Map<String, String> files) {
                            StringBuilder sb = new StringBuilder("bytes,round_trip_s,bandwidth_bytes_per_s\n");
                            for (PingPong.Point p : model.points()) {
                                sb.append(p.bytes()).append(',').append(Csv.number(p.roundTripSeconds())).append(',')
                                        .append(Csv.number(p.bandwidthBytesPerSecond())).append('\n');
                            }
                            files.put("pingpong.csv", sb.toString());
                        }
                    });
                }
            } else if (app instanceof TokenRingApplication tr) {
                if (virtualMachine(scenario)) {
                    TokenRing model = new TokenRing(tr.getTokenBytes(), tr.getRounds());
                    List<String> ring = new ArrayList<>();
                    for (lbsim.model.Host h : tr.getHosts()) {
                        ring.add(h.getName());
                    }
                    apps.add(new PreparedRun.AppBinding() {
                        @Override
                        public void start() {
                            model.start(vm, ring);
                        }

                        @Override
                        public void results(Map<String, String> files) {
                            files.put("ring.csv", "tasks,rounds,token_bytes,hops,finished_s\n" + ring.size() + ',' + tr.getRounds()
                                    + ',' + tr.getTokenBytes() + ',' + model.hops() + ',' + Csv.number(model.finishedSeconds())
                                    + '\n');
                        }
                    });
                }
            } else if (app instanceof MasterSlaveApplication ms) {
                bindMasterSlave(scenario, ms);
            } else if (app instanceof TraceReplayApplication tr) {
                bindTraceReplay(scenario, tr);
            } else if (app instanceof RealApplication ra) {
                bindRealProgram(scenario, ra);
            } else {
                problems.add(label + ": application " + (app == null ? "missing" : app.eClass().getName())
                        + " is not supported yet (rule supportedApplication)");
            }
        }

        void bindMasterSlave(Scenario scenario, MasterSlaveApplication ms) {
            Distribution cost = distribution(ms, "unitCost", ms.getUnitCost());
            if ((ms.getStrategyClass() == null || ms.getStrategyClass().isBlank()) && ms.getStrategy() != null
                    && ms.getStrategy().trim().equalsIgnoreCase("work-stealing")) {
                bindWorkStealing(scenario, ms, cost);
                return;
            }
            Strategy strategy = null;
            try {
                strategy = ms.getStrategyClass() != null && !ms.getStrategyClass().isBlank()
                        ? Strategies.load(ms.getStrategyClass().trim(), ScenarioRunner.class.getClassLoader())
                        : strategy(ms.getStrategy());
            } catch (IllegalArgumentException e) {
                problem(ms, (ms.getStrategyClass() != null && !ms.getStrategyClass().isBlank() ? "strategyClass: " : "strategy: ")
                        + e.getMessage(), "validStrategy");
            }
            MasterSlave.Parameters params = null;
            try {
                params = new MasterSlave.Parameters(ms.getUnits(), cost == null ? new lbsim.core.dist.Constant(0) : cost,
                        ms.getRequestBytes(), ms.getWorkBytesFixed(), ms.getWorkBytesPerUnit(), ms.getResultBytesFixed(),
                        ms.getResultBytesPerUnit(), ms.getMasterOverheadSeconds(), ms.getRounds(), ms.getNeighbourBytes());
            } catch (IllegalArgumentException e) {
                problem(ms, e.getMessage(), "validParameters");
            }
            if (cost == null || strategy == null || params == null || !virtualMachine(scenario)) {
                return;
            }
            MasterSlave model = new MasterSlave(params, strategy, sim.random().stream("master-slave/units"));
            List<String> slaveHosts = new ArrayList<>();
            double[] speeds = new double[ms.getSlaves().size()];
            for (int i = 0; i < speeds.length; i++) {
                lbsim.model.Host h = ms.getSlaves().get(i);
                slaveHosts.add(h.getName());
                speeds[i] = h.getSpeed();
            }
            String masterHost = ms.getMaster().getName();
            apps.add(new PreparedRun.AppBinding() {
                @Override
                public void start() {
                    model.start(vm, masterHost, slaveHosts, speeds);
                }

                @Override
                public void results(Map<String, String> files) {
                    List<TaskActivity> slaves = vm.activity().subList(model.firstSlaveTid(), vm.taskCount());
                    files.put("masterslave.csv", MasterSlaveReport.csv(model.strategyName(), model.makespanSeconds(),
                            model.totalWorkSeconds(), model.chunks(), model.schedulingMessages(), slaves));
                    files.put("matrix.csv", MessageTable.matrix(vm));
                }
            });
        }

        /** A built-in strategy by spec, else one contributed through the extension point inside Eclipse. */
        Strategy strategy(String spec) {
            try {
                return Strategies.create(spec);
            } catch (IllegalArgumentException unknown) {
                if (spec != null && registryAvailable()) {
                    Strategy contributed = StrategyExtensions.create(spec.trim());
                    if (contributed != null) {
                        return contributed;
                    }
                }
                throw unknown;
            }
        }

        /** Decentralised work stealing among the slaves (the master host is not used). */
        void bindWorkStealing(Scenario scenario, MasterSlaveApplication ms, Distribution cost) {
            if (ms.getUnits() > Integer.MAX_VALUE) {
                problem(ms, "work stealing handles at most " + Integer.MAX_VALUE + " units, got " + ms.getUnits(),
                        "validParameters");
                return;
            }
            WorkStealing.Parameters params;
            try {
                params = new WorkStealing.Parameters((int) ms.getUnits(),
                        cost == null ? new lbsim.core.dist.Constant(0) : cost, 1, WorkStealing.VictimChoice.ROUND_ROBIN,
                        ms.getRequestBytes(), ms.getWorkBytesFixed(), ms.getWorkBytesPerUnit(), ms.getRequestBytes(),
                        Double.POSITIVE_INFINITY);
            } catch (IllegalArgumentException e) {
                problem(ms, e.getMessage(), "validParameters");
                return;
            }
            if (cost == null || !virtualMachine(scenario)) {
                return;
            }
            WorkStealing model = new WorkStealing(params, sim.random().stream("master-slave/units"), null);
            List<String> slaveHosts = new ArrayList<>();
            for (lbsim.model.Host h : ms.getSlaves()) {
                slaveHosts.add(h.getName());
            }
            apps.add(new PreparedRun.AppBinding() {
                @Override
                public void start() {
                    model.start(vm, slaveHosts);
                }

                @Override
                public void results(Map<String, String> files) {
                    files.put("masterslave.csv", MasterSlaveReport.csv("work-stealing", model.makespanSeconds(),
                            model.totalWorkSeconds(), model.slaveCount() + model.stealsSucceeded(), model.messages(),
                            vm.activity()));
                    files.put("matrix.csv", MessageTable.matrix(vm));
                }
            });
        }

        /**
         * A real Java program: checks that its class path exists now (a scenario problem); the class
         * loader and the program runtime are made when the run starts and closed when it ends.
         */
        void bindRealProgram(Scenario scenario, RealApplication ra) {
            List<Path> entries = new ArrayList<>();
            for (Path p : extraClassPath) {
                if (Files.exists(p)) {
                    entries.add(p);
                } else {
                    problems.add(label + ": --classpath entry '" + p + "' does not exist (rule classPathExists)");
                }
            }
            for (String e : ra.getClassPath()) {
                Path p = baseDir.resolve(e.trim());
                if (Files.exists(p)) {
                    entries.add(p);
                } else {
                    problem(ra, "classPath entry '" + e + "' does not exist (looked for " + p + ")", "classPathExists");
                }
            }
            if (entries.isEmpty() && problems.isEmpty()) {
                problem(ra, "no class path: give classPath entries in the scenario or --classpath on the command line",
                        "classPathExists");
            }
            if (!problems.isEmpty() || !virtualMachine(scenario)) {
                return;
            }
            apps.add(new RealProgramBinding(label, ra, entries, vm));
        }

        void bindTraceReplay(Scenario scenario, TraceReplayApplication tr) {
            TraceReplay replay;
            try {
                replay = TraceReplay.load(baseDir.resolve(tr.getTraces()));
            } catch (InputFileException e) {
                problem(tr, "traces: " + e.getMessage(), "readableTraces");
                return;
            }
            List<String> taskHosts = new ArrayList<>();
            for (lbsim.model.Host h : tr.getHosts()) {
                taskHosts.add(h.getName());
            }
            if (taskHosts.size() != replay.taskCount()) {
                problem(tr, "hosts names " + taskHosts.size() + " hosts but the trace has " + replay.taskCount()
                        + " tasks (one host per traced task)", "oneHostPerTask");
                return;
            }
            if (!virtualMachine(scenario)) {
                return;
            }
            TraceReplay.CpuCosts costs = tr.isUseNetworkCosts() ? TraceReplay.CpuCosts.NETWORK : TraceReplay.CpuCosts.TRACE;
            TraceReplay.Run[] run = new TraceReplay.Run[1];
            apps.add(new PreparedRun.AppBinding() {
                @Override
                public void start() {
                    run[0] = replay.start(vm, taskHosts, tr.getTraceHostSpeed(), costs);
                }

                @Override
                public void results(Map<String, String> files) {
                    StringBuilder sb = new StringBuilder("task,host,operations,finished_s\n");
                    for (int i = 0; i < replay.taskCount(); i++) {
                        sb.append(i).append(',').append(Csv.text(taskHosts.get(i))).append(',').append(replay.ops(i).size())
                                .append(',').append(Csv.number(run[0].finishedSeconds(i))).append('\n');
                    }
                    files.put("replay.csv", sb.toString());
                    files.put("matrix.csv", MessageTable.matrix(vm));
                }
            });
        }

        long[] sizes(PingPongApplication pp) {
            String[] parts = pp.getSizes() == null ? new String[0] : pp.getSizes().trim().split("[\\s,]+");
            long[] out = new long[parts.length];
            try {
                for (int i = 0; i < parts.length; i++) {
                    out[i] = Long.parseLong(parts[i]);
                    if (out[i] < 0) {
                        throw new NumberFormatException();
                    }
                }
            } catch (NumberFormatException e) {
                problem(pp, "sizes must be whole numbers of bytes >= 0 separated by spaces, got '" + pp.getSizes() + "'",
                        "validSizes");
                return null;
            }
            if (out.length == 0 || parts[0].isEmpty()) {
                problem(pp, "sizes is empty", "validSizes");
                return null;
            }
            return out;
        }

        /** Builds the message layer: every host on its segment's network model. False if a segment is bad. */
        boolean virtualMachine(Scenario scenario) {
            vm = new VirtualMachine(sim, scenario.getPlatform().getSpawnDelaySeconds());
            boolean ok = true;
            for (lbsim.model.Host h : scenario.getPlatform().getHosts()) {
                NetworkModel net = null;
                if (h.getSegment() != null) {
                    net = networks.get(h.getSegment());
                    if (net == null && !networks.containsKey(h.getSegment())) {
                        try {
                            net = Networks.create(h.getSegment());
                        } catch (IllegalArgumentException e) {
                            problem(h.getSegment(), e.getMessage(), "validParameters");
                        }
                        networks.put(h.getSegment(), net);
                    }
                    ok &= net != null;
                }
                vm.addHost(hosts.get(h.getName()), net);
            }
            return ok;
        }

        List<Host> targets(Workload w) {
            List<Host> out = new ArrayList<>();
            HostGroup g = w.getGroup();
            if (g != null) {
                for (lbsim.model.Host h : g.getHosts()) {
                    out.add(hosts.get(h.getName()));
                }
            } else {
                out.add(hosts.get(w.getHost().getName()));
            }
            return out;
        }

        void bindWorkload(Workload w, String name, List<Host> targets) {
            if (w instanceof lbsim.model.PermanentLoad p) {
                for (Host h : targets) {
                    PermanentLoad load = new PermanentLoad(targets.size() == 1 ? name : name + "@" + h.name(), h, p.getCount(),
                            p.getNice());
                    load.start();
                }
                sources.put(name, null);
            } else if (w instanceof PoissonLoad p) {
                Distribution demand = distribution(w, "demand", p.getDemand());
                if (demand != null) {
                    sources.put(name, new PoissonSource(sim, name, targets, p.getRatePerSecond(), demand, p.getNice()));
                }
            } else if (w instanceof VaryingRateLoad v) {
                Distribution demand = distribution(w, "demand", v.getDemand());
                RateFunction rate = null;
                try {
                    rate = RateFunction.read(baseDir.resolve(v.getRateFile()), v.getInterpolation() == RateInterpolation.LINEAR,
                            v.getPeriodSeconds());
                } catch (InputFileException e) {
                    problem(w, "rateFile: " + e.getMessage(), "readableRateFile");
                }
                if (demand != null && rate != null) {
                    sources.put(name, new VaryingRateSource(sim, name, targets, rate, demand, v.getNice()));
                }
            } else if (w instanceof TraceLoad t) {
                try {
                    sources.put(name, new TraceSource(sim, name, targets, TraceSource.read(baseDir.resolve(t.getTraceFile()), targets)));
                } catch (InputFileException e) {
                    problem(w, "traceFile: " + e.getMessage(), "readableTraceFile");
                }
            } else if (w instanceof lbsim.model.UserBehaviourGraph g) {
                lbsim.core.workload.UserBehaviourGraph.Builder graph = lbsim.core.workload.UserBehaviourGraph.builder();
                boolean ok = true;
                for (UserState s : g.getStates()) {
                    Distribution think = distribution(s, "thinkTime", s.getThinkTime());
                    Distribution demand = distribution(s, "demand", s.getDemand());
                    ok &= think != null && demand != null;
                    if (think != null && demand != null) {
                        graph.state(s.getName(), think, demand, s.getNice());
                    }
                }
                if (!ok) {
                    return;
                }
                for (UserState s : g.getStates()) {
                    for (UserTransition t : s.getTransitions()) {
                        graph.transition(s.getName(), t.getTo(), t.getProbability());
                    }
                }
                if (g.getInitialState() != null && !g.getInitialState().isBlank()) {
                    graph.initial(g.getInitialState());
                }
                sources.put(name, new UserBehaviourSource(sim, name, targets, graph.build()));
            } else {
                problem(w, "this workload kind is not supported yet", "supportedWorkload");
            }
        }

        Distribution distribution(EObject owner, String attribute, String spec) {
            try {
                return Distributions.parse(spec, baseDir);
            } catch (IllegalArgumentException e) {
                problem(owner, attribute + ": " + e.getMessage(), "validDistribution");
                return null;
            }
        }
    }
}
