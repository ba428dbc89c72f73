package lbsim.run;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import lbsim.core.app.ObservedTask;
import lbsim.core.cpu.Host;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.SimulationFailure;
import lbsim.core.engine.StopReason;
import lbsim.core.msg.TaskFailure;
import lbsim.core.net.NetworkModel;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.stats.HostStats;
import lbsim.core.stats.TaskActivity;
import lbsim.core.stats.TaskStats;
import lbsim.core.trace.MessageLog;
import lbsim.core.trace.StateLog;
import lbsim.core.trace.StepSeries;
import lbsim.run.outcome.AppResult;
import lbsim.run.outcome.NetworkTables;
import lbsim.run.outcome.ResultFile;
import lbsim.trace.TraceBuilder;
import lbsim.trace.TraceImage;
import lbsim.trace.TraceStates;
import lbsim.core.workload.CompetingSource;

/** A scenario bound to a simulation by {@link ScenarioRunner#prepare}, ready to run once. */
public final class PreparedRun {

    private final String scenarioName;
    private final String scenarioFile;
    private final long seed;
    private final Simulation sim;
    private final RunLimits limits;
    private final Map<String, Host> hosts;
    private final Map<String, CompetingSource> sources;
    private final List<ObservedTask> tasks;
    private final VirtualMachine vm;
    private final List<AppBinding> apps;
    private final List<NetworkModel> networks;
    private boolean ran;
    /** The hosts' state changes of a run whose trace is kept in memory. */
    private final List<HostStateRecorder.Change> hostStates = new ArrayList<>();
    /**
     * Whether a streamed full trace's critical-path totals are computed while the run goes (issue 32), so the result
     * folder does not read the trace back for them; {@code -Dlbsim.onlineAnalyses=false} reads it back (the same
     * figures; for comparisons).
     */
    static final boolean ONLINE_ANALYSES = !"false".equals(System.getProperty("lbsim.onlineAnalyses"));
    /** The critical path computed while the run goes, or null. */
    private lbsim.trace.analysis.OnlineCriticalPath onlinePath;
    /** The intervals to the critical path; the messages to it and to traffic.csv (monomorphic calls, no tee). */
    private record OnlineSink(lbsim.trace.analysis.OnlineCriticalPath path, TrafficRecorder traffic)
            implements lbsim.core.trace.TraceSink {

        @Override
        public void state(int task, int state, double startSeconds, double endSeconds) {
            path.state(task, state, startSeconds, endSeconds);
        }

        @Override
        public void message(int id, int source, int destination, int tag, long bytes, double sendStartSeconds,
                double injectedSeconds, double deliveredSeconds, double receivedSeconds) {
            path.message(id, source, destination, tag, bytes, sendStartSeconds, injectedSeconds, deliveredSeconds,
                    receivedSeconds);
            traffic.message(id, source, destination, tag, bytes, sendStartSeconds, injectedSeconds, deliveredSeconds,
                    receivedSeconds);
        }
    }

    /** traffic.csv gathered while the run goes, or null. */
    private TrafficRecorder onlineTraffic;
    /** The number of tasks the finished trace names. */
    private int traceTaskCount;

    /** Where the trace streams to ({@link #streamTraceTo}), or null: kept in memory. */
    private java.nio.file.Path traceFile;
    private lbsim.trace.file.TraceWriter traceWriter;
    private boolean traceFinished;
    /** False: the streamed trace holds only its summary level ({@link #streamSummaryTo}). */
    private boolean traceEvents = true;
    /** True: no trace at all ({@link #withoutTrace}). */
    private boolean noTrace;
    /** True: a real program's Pvm calls record their call sites into the trace ({@link #recordCallSites}). */
    private boolean callSites;

    /** An application bound to the simulation: started before the run, asked for its typed results after. */
    interface AppBinding {
        void start();

        /** Adds what the complete run produced to {@code results}. */
        void results(List<AppResult> results);

        /** Why the run failed although the simulation stopped normally (e.g. a program cut off by a limit), or null. */
        default String failure(StopReason reason, double now) {
            return null;
        }

        /**
         * The Pvm calls of a real program are to record their call sites into {@code sites} (see
         * {@link PreparedRun#recordCallSites}); called before {@link #start}. Other applications ignore it.
         */
        default void recordCallSites(lbsim.core.program.CallSites sites) {
        }

        /** Releases what {@link #start} took (threads, class loaders); called once the run is over, also after a failure. */
        default void close() {
        }
    }

    /** An application could not be started; the message names the object and the cause. */
    static final class StartFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient lbsim.model.io.Problem problem;

        /** @param problem the model object that could not start and the message, as a record (its message is this one's) */
        StartFailure(lbsim.model.io.Problem problem) {
            super(problem.message());
            this.problem = problem;
        }
    }

    PreparedRun(String scenarioName, String scenarioFile, long seed, Simulation sim, RunLimits limits,
            Map<String, Host> hosts, Map<String, CompetingSource> sources, List<ObservedTask> tasks, VirtualMachine vm,
            List<AppBinding> apps, List<NetworkModel> networks) {
        this.scenarioName = scenarioName;
        this.scenarioFile = scenarioFile;
        this.seed = seed;
        this.sim = sim;
        this.limits = limits;
        this.hosts = hosts;
        this.sources = sources;
        this.tasks = tasks;
        this.vm = vm;
        this.apps = apps;
        this.networks = networks;
    }

    /**
     * Records no trace: no state intervals, messages or load steps are kept or written, the outcome's trace
     * is empty and it has no messages.csv or traffic.csv; every other figure is as usual. For the runs of an
     * experiment, whose figures need no trace. Call before {@link #run}.
     */
    public PreparedRun withoutTrace() {
        if (ran) {
            throw new IllegalStateException("withoutTrace must come before run");
        }
        this.noTrace = true;
        this.traceFile = null;
        return this;
    }

    /**
     * Writes the trace to {@code file} (format version 2, see {@link lbsim.trace.file.TraceWriter}) while
     * the run goes, instead of keeping it in memory: the core then keeps no log that grows with the run, the
     * outcome names the file ({@link RunOutcome#traceFile()}), and per-message files (messages.csv) are left
     * to the {@code csv} export. Call before {@link #run}. The caller owns the file (moves or deletes it).
     */
    /**
     * Why the streamed trace file cannot be written (no space left, a file-size limit), or null: an output error,
     * not the simulation's; the run's owner stops the run when it sees one and reports it as such.
     */
    public java.io.IOException traceFailure() {
        lbsim.trace.file.TraceWriter w = traceWriter;
        java.io.IOException f = w == null ? null : w.failure();
        return f != null ? f : traceFinishFailure;
    }

    /** Why finishing the streamed trace file failed, or null. */
    private volatile java.io.IOException traceFinishFailure;

    /**
     * Makes the streamed trace ({@link #streamTraceTo}) readable while the run goes: {@link #requestLiveSnapshot} has
     * the writer replace {@code liveFile} with a snapshot of every record so far (see {@link
     * lbsim.trace.file.TraceWriter#live}, read with {@link lbsim.trace.store.TraceStores#openLive}). The trace file is
     * written as without it, byte for byte. Without a full streamed trace it changes nothing. Call before {@link #run};
     * the caller owns the file.
     */
    public PreparedRun streamLiveTo(java.nio.file.Path liveFile) {
        if (ran) {
            throw new IllegalStateException("streamLiveTo must come before run");
        }
        this.liveFile = liveFile;
        return this;
    }

    private java.nio.file.Path liveFile;

    /** Asks for a live snapshot of the trace (from any thread; see {@link #streamLiveTo}); nothing without one. */
    public void requestLiveSnapshot() {
        lbsim.trace.file.TraceWriter w = traceWriter;
        if (w != null && liveFile != null) {
            w.requestLive();
        }
    }

    /**
     * The names a live snapshot needs, read on the simulation thread (under the debugger also on UnderDebugger's
     * poller while a breakpoint holds the simulation thread; a torn read is discarded there): hosts, the
     * message-passing tasks so far, then the observed tasks (as {@link #finishTrace} numbers them), with the observed
     * tasks' intervals so far as pending intervals (the file gets them only at the end: {@link #observedIntervals}).
     * Null once the trace is being finished: a snapshot then could hold some observed tasks' intervals twice (already
     * written, and pending) or not at all, and the finished file comes right after it.
     */
    private lbsim.trace.file.TraceWriter.LiveNames liveNames() {
        if (traceFinished) {
            return null;
        }
        double now = sim.now();
        List<double[]> pending = new ArrayList<>(); // {task, from, to}: the observed tasks' intervals so far
        TraceNames names = traceNames(now, (t, from, to) -> pending.add(new double[] { t, from, to }));
        int n = pending.size();
        int[] pt = new int[n];
        int[] ps = new int[n];
        double[] p0 = new double[n];
        double[] p1 = new double[n];
        for (int i = 0; i < n; i++) {
            double[] p = pending.get(i);
            pt[i] = (int) p[0];
            ps[i] = TraceStates.COMPUTE;
            p0[i] = p[1];
            p1[i] = p[2];
        }
        return new lbsim.trace.file.TraceWriter.LiveNames(now, names.hosts(), names.tasks(), names.taskHost(),
                n == 0 ? null : new lbsim.trace.file.TraceWriter.Pending(pt, ps, p0, p1));
    }

    /** The trace's names: hosts, then tasks (message-passing ones in id order, then observed ones) and their hosts. */
    private record TraceNames(List<String> hosts, List<String> tasks, int[] taskHost) {
    }

    /** A compute interval of the observed task numbered {@code task} in the trace. */
    private interface ObservedInterval {
        void interval(int task, double from, double to);
    }

    /**
     * The trace's names as they stand: hosts, the message-passing tasks so far, then the observed tasks (as the trace
     * numbers them), giving each observed task's compute intervals up to {@code now} to {@code out}.
     */
    private TraceNames traceNames(double now, ObservedInterval out) {
        List<String> hostNames = new ArrayList<>();
        Map<String, Integer> hostIndex = new LinkedHashMap<>();
        for (Host h : hosts.values()) {
            hostIndex.put(h.name(), hostNames.size());
            hostNames.add(h.name());
        }
        List<String> taskNames = new ArrayList<>();
        List<Integer> taskHosts = new ArrayList<>();
        if (vm != null) {
            for (int t = 0; t < vm.taskCount(); t++) {
                taskNames.add(vm.taskName(t));
                taskHosts.add(hostIndex.get(vm.taskHost(t)));
            }
        }
        for (ObservedTask o : tasks) {
            int t = taskNames.size();
            taskNames.add(o.name());
            taskHosts.add(hostIndex.get(o.host().name()));
            observedIntervals(o.shareHistory(), now, (from, to) -> out.interval(t, from, to));
        }
        return new TraceNames(hostNames, taskNames, taskHosts.stream().mapToInt(Integer::intValue).toArray());
    }

    /** A compute interval of an observed task. */
    private interface IntervalSink {
        void interval(double from, double to);
    }

    /**
     * An observed task's compute intervals from its share history up to {@code now}: computing while its share is above
     * zero, the last interval open until {@code now} (at least its start).
     */
    private static void observedIntervals(StepSeries s, double now, IntervalSink out) {
        double from = Double.NaN;
        for (int k = 0; k < s.size(); k++) {
            boolean computing = s.value(k) > 0;
            if (computing && Double.isNaN(from)) {
                from = s.time(k);
            } else if (!computing && !Double.isNaN(from)) {
                out.interval(from, s.time(k));
                from = Double.NaN;
            }
        }
        if (!Double.isNaN(from)) {
            out.interval(from, Math.max(from, now));
        }
    }

    /** For tests: snapshots at every record, {@code afterEach} after each (see TraceWriter#liveAtEveryRecord). */
    Runnable liveAtEveryRecord;

    public PreparedRun streamTraceTo(java.nio.file.Path file) {
        if (ran) {
            throw new IllegalStateException("streamTraceTo must come before run");
        }
        this.traceFile = file;
        this.traceEvents = true;
        return this;
    }

    /**
     * As {@link #streamTraceTo}, but the file holds only the summary level (format version 2 without event
     * chunks: {@link lbsim.trace.store.TraceStore#hasEvents()} is false), so it stays small whatever the
     * run's length. Nothing is read back from it: the outcome has no traffic.csv (it comes from the messages)
     * and call sites are not recorded; every other figure is as with the full trace. Call before {@link #run}.
     */
    public PreparedRun streamSummaryTo(java.nio.file.Path file) {
        if (ran) {
            throw new IllegalStateException("streamSummaryTo must come before run");
        }
        this.traceFile = file;
        this.traceEvents = false;
        return this;
    }

    /**
     * Records the call site (class, method, file, line) of every Pvm call of a real program into the streamed
     * trace ({@link #streamTraceTo}), for "go to source" (see {@link lbsim.core.program.CallSites}). Without a
     * streamed trace, or for other applications, it changes nothing. Call before {@link #run}.
     */
    public PreparedRun recordCallSites() {
        if (ran) {
            throw new IllegalStateException("recordCallSites must come before run");
        }
        this.callSites = true;
        return this;
    }

    /** The simulation, e.g. to stop it from another thread. */
    public Simulation simulation() {
        return sim;
    }

    /** The hosts, in scenario order. */
    public Collection<Host> hosts() {
        return hosts.values();
    }

    /**
     * Starts the sources and tasks and runs the simulation to its end or a limit.
     *
     * @param overrides recorded in the outcome
     * @param stopper   receives the simulation before it runs (may be null)
     * @throws SimulationException naming the scenario file, the virtual time and the cause when the model fails
     * @throws IllegalStateException when called twice
     */
    public RunOutcome run(List<String> overrides, Consumer<Simulation> stopper) throws SimulationException {
        if (ran) {
            throw new IllegalStateException("a prepared run runs once");
        }
        ran = true;
        if (noTrace) {
            if (vm != null) {
                vm.traceTo(lbsim.core.trace.TraceSink.discard());
            }
        } else if (traceFile == null) {
            int i = 0;
            for (Host h : hosts.values()) {
                h.recordLoad();
                HostStateRecorder.attach(h, i++, (host, t, on, a, p) -> hostStates.add(
                        new HostStateRecorder.Change(host, t, on, a, p)), sim);
            }
        } else {
            try {
                traceWriter = traceEvents ? new lbsim.trace.file.TraceWriter(traceFile, TraceStates.STATES.size())
                        : new lbsim.trace.file.TraceWriter(traceFile, TraceStates.STATES.size(),
                                lbsim.trace.file.TraceWriter.DEFAULT_CHUNK_RECORDS,
                                lbsim.trace.file.TraceWriter.DEFAULT_LEVEL_BINS, false);
            } catch (java.io.IOException e) {
                throw new SimulationException(label() + ": cannot write the trace " + traceFile + ": " + e.getMessage(), e, null);
            }
            if (liveFile != null && traceEvents) {
                traceWriter.live(liveFile, TraceStates.STATES, this::liveNames);
                if (liveAtEveryRecord != null) {
                    traceWriter.liveAtEveryRecord(liveAtEveryRecord);
                }
                UnderDebugger.watch(traceWriter); // Debug As: a snapshot at a breakpoint (nothing otherwise)
            }
            if (traceEvents && ONLINE_ANALYSES) { // issue 32: the critical path's totals while the run goes
                onlinePath = new lbsim.trace.analysis.OnlineCriticalPath(TraceStates.STATES);
                onlineTraffic = vm != null ? new TrafficRecorder() : null;
                traceWriter.alsoTo(onlineTraffic != null ? new OnlineSink(onlinePath, onlineTraffic) : onlinePath);
            }
            if (vm != null && callSites && traceEvents) {
                traceWriter.recordCallSites();
                lbsim.core.program.CallSites sites = new lbsim.core.program.CallSites(traceWriter);
                vm.traceTo(sites.sink());
                for (AppBinding a : apps) {
                    a.recordCallSites(sites);
                }
            } else if (vm != null) {
                vm.traceTo(traceWriter);
            }
            int i = 0;
            for (Host h : hosts.values()) {
                int index = i++;
                h.streamLoad((t, v) -> traceWriter.load(index, t, v));
                HostStateRecorder.attach(h, index, traceWriter::hostState, sim);
            }
        }
        if (stopper != null) {
            stopper.accept(sim);
        }
        long wallStart = System.nanoTime();
        boolean succeeded = false;
        try {
            for (CompetingSource s : sources.values()) {
                if (s != null) {
                    s.start();
                }
            }
            // the run is about the application: it ends when the application has nothing left to do,
            // even while competing users' sources would go on forever
            boolean[] applicationDone = new boolean[1];
            int[] unfinished = { tasks.size() };
            for (ObservedTask t : tasks) {
                t.onFinished(() -> {
                    if (--unfinished[0] == 0 && vm == null) {
                        applicationDone[0] = true;
                        sim.stop();
                    }
                });
                t.start();
            }
            if (vm != null) {
                vm.onQuiescence(() -> {
                    applicationDone[0] = true;
                    sim.stop();
                });
            }
            for (AppBinding a : apps) {
                a.start();
            }
            StopReason reason = sim.run(limits);
            if (reason == StopReason.STOPPED && applicationDone[0]) {
                reason = StopReason.COMPLETED;
            }
            for (AppBinding a : apps) {
                String failure = a.failure(reason, sim.now());
                if (failure != null) {
                    throw new SimulationException(label() + ": " + failure, null,
                            outcome(overrides, reason, (System.nanoTime() - wallStart) / 1e9, false));
                }
            }
            RunOutcome complete = outcome(overrides, reason, (System.nanoTime() - wallStart) / 1e9, true);
            succeeded = true;
            return complete;
        } catch (RuntimeException e) {
            String label = label();
            String message = e instanceof TaskFailure || e instanceof StartFailure || e instanceof SimulationFailure
                    ? label + ": " + e.getMessage() : label + ": simulation failed at virtual time " + sim.now() + " s: " + e;
            RunOutcome partial = null;
            try {
                partial = outcome(overrides, StopReason.STOPPED, (System.nanoTime() - wallStart) / 1e9, false);
            } catch (RuntimeException | OutOfMemoryError again) {
                e.addSuppressed(again); // the state is too broken (or the heap too full) for a partial result
            }
            // a program that could not start is explained by the message alone; no stack trace to show
            throw new SimulationException(message, e instanceof StartFailure || e instanceof SimulationFailure ? null : e,
                    partial, e instanceof StartFailure s ? List.of(s.problem) : List.of());
        } catch (OutOfMemoryError e) { // outside an event: starting the sources or collecting the result
            throw new SimulationException(label() + ": " + SimulationFailure.outOfMemory("setting up or collecting the run",
                    sim.now(), e).getMessage(), null, null);
        } finally {
            UnderDebugger.unwatch(traceWriter);
            if (onlineTraffic != null) { // its temporary file
                onlineTraffic.close();
            }
            if (traceWriter != null && !traceFinished) { // the run broke off before its trace was finished
                try {
                    traceWriter.close();
                } catch (java.io.IOException e) {
                    // the run's own failure is the one to report; the unfinished file is the caller's to delete
                }
            }
            RuntimeException closing = null;
            for (AppBinding a : apps) {
                try {
                    a.close();
                } catch (RuntimeException e) {
                    closing = closing == null ? e : closing;
                }
            }
            if (closing != null && succeeded) { // after a failure, that failure is the one to report
                throw closing;
            }
        }
    }

    private String label() {
        return scenarioFile == null ? "scenario" : scenarioFile;
    }

    /** Collects what the run produced; {@code complete} is false for the partial result of a failed run. */
    private RunOutcome outcome(List<String> overrides, StopReason reason, double wall, boolean complete) {
        List<TaskStats> taskStats = new ArrayList<>();
        Map<String, StepSeries> shares = new LinkedHashMap<>();
        for (ObservedTask t : tasks) {
            taskStats.add(t.stats());
            shares.put(t.name(), t.shareHistory());
        }
        List<HostStats> hostStats = new ArrayList<>();
        for (Host h : hosts.values()) {
            h.update();
            hostStats.add(h.stats(sim.now()));
        }
        Map<String, Long> arrivals = new LinkedHashMap<>();
        sources.forEach((name, s) -> {
            if (s != null) {
                arrivals.put(name, s.arrivals());
            }
        });
        List<ResultFile> files = new ArrayList<>();
        List<TaskActivity> activities = List.of();
        List<String> deadlock = List.of();
        if (traceWriter != null) {
            finishTrace();
        }
        if (vm != null) {
            activities = vm.activity();
            deadlock = reason == StopReason.COMPLETED ? vm.deadlock() : List.of();
            if (noTrace) {
                // nothing per message without a trace
            } else if (traceWriter == null) {
                files.add(MessageTable.messages(vm));
                files.add(MessageTable.traffic(vm, sim.now(), 100));
            } else if (traceEvents) {
                NetworkTables.Traffic traffic = null;
                if (onlineTraffic != null) { // gathered while the run went (issue 32): the same table
                    traffic = onlineTraffic.table(sim.now(), 100);
                    onlineTraffic.close();
                    onlineTraffic = null;
                }
                files.add(traffic != null ? traffic : trafficFromTrace());
            }
            List<NetworkTables.Segment> segments = new ArrayList<>();
            for (NetworkModel n : networks) {
                segments.add(new NetworkTables.Segment(n.name(), n.busySeconds(), n.collisions()));
            }
            files.add(new NetworkTables.Segments(segments));
            List<NetworkTables.Station> stations = new ArrayList<>();
            for (Host h : hosts.values()) {
                NetworkModel n = vm.segmentOf(h.name());
                if (n != null) {
                    int station = vm.stationOf(h.name());
                    stations.add(new NetworkTables.Station(h.name(), n.name(), station, n.collisions(station), n.drops(station),
                            n.retransmissions(station)));
                }
            }
            files.add(new NetworkTables.Stations(stations));
            if (!vm.legs().isEmpty()) {
                files.add(new NetworkTables.Legs(vm.legs()));
            }
            List<NetworkTables.Link> links = new ArrayList<>();
            boolean routed = false;
            for (NetworkModel n : networks) {
                if (n instanceof lbsim.core.net.RoutedNetwork r) {
                    routed = true;
                    double end = sim.now();
                    for (lbsim.core.net.RoutedNetwork.LinkUse u : r.linkUse()) {
                        double use = end > 0 ? u.bytes() / (u.bandwidthBytesPerSecond() * end) : 0;
                        links.add(new NetworkTables.Link(n.name(), u.link(), u.sharing().name().toLowerCase(java.util.Locale.ROOT),
                                u.bandwidthBytesPerSecond(), u.bytes(), u.busySeconds(), use, u.maxFlows()));
                    }
                }
            }
            if (routed) {
                files.add(new NetworkTables.Links(links));
            }
        }
        List<AppResult> results = new ArrayList<>();
        if (complete) {
            for (AppBinding a : apps) {
                a.results(results);
            }
        }
        if (onlinePath != null && traceFinished && traceFinishFailure == null) {
            lbsim.trace.analysis.CriticalPath p = onlinePath.result(traceTaskCount);
            if (p != null) {
                results.add(new lbsim.run.outcome.CriticalPathTotals(p));
            } else if (Boolean.getBoolean("lbsim.onlineAnalyses.debug")) {
                System.err.println("lbsim: the critical path is read back: " + onlinePath.whyNot());
            }
            onlinePath = null;
        }
        if (traceWriter != null) {
            return new RunOutcome(scenarioName, scenarioFile, List.copyOf(overrides), seed, reason, sim.now(),
                    sim.eventsProcessed(), wall, taskStats, hostStats, shares, arrivals, activities, deadlock, files, results,
                    null, traceFile);
        }
        return new RunOutcome(scenarioName, scenarioFile, List.copyOf(overrides), seed, reason, sim.now(),
                sim.eventsProcessed(), wall, taskStats, hostStats, shares, arrivals, activities, deadlock, files, results,
                noTrace ? TraceImage.empty() : trace());
    }

    /**
     * Ends the streamed trace: the messages still open, the last load steps, the observed tasks' intervals
     * (from their share histories, as {@link #trace()} does), then the names and the footer. Once.
     */
    private void finishTrace() {
        if (traceFinished) {
            return;
        }
        traceFinished = true;
        double now = sim.now();
        if (vm != null) {
            vm.flushTrace();
        }
        for (Host h : hosts.values()) {
            h.finishLoad();
        }
        TraceNames names = traceNames(now, (t, from, to) -> traceWriter.state(t, TraceStates.COMPUTE, from, to));
        traceTaskCount = names.tasks().size();
        try {
            traceWriter.finish(now, names.hosts(), names.tasks(), names.taskHost(), TraceStates.STATES,
                    scenarioName == null ? "" : scenarioName, seed);
        } catch (java.io.IOException e) {
            traceFinishFailure = e; // an output error: see traceFailure
            throw new java.io.UncheckedIOException(traceFile + ": " + e.getMessage(), e);
        }
    }

    /** traffic.csv from the finished trace file, one chunk of messages at a time. */
    private NetworkTables.Traffic trafficFromTrace() {
        MessageTable.Traffic traffic = new MessageTable.Traffic(sim.now(), 100);
        try (lbsim.trace.store.TraceStore store = lbsim.trace.store.TraceStores.open(traceFile)) {
            store.forEachMessage((id, src, dst, tag, bytes, s0, s1, delivered, s3) -> traffic.add(delivered, bytes));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(traceFile + ": " + e.getMessage(), e);
        }
        return traffic.table();
    }

    /**
     * The run's trace, written into memory when first used (a run read only for its figures pays nothing for it):
     * message-passing tasks (in task id order) with their state intervals and messages, then observed tasks,
     * computing while their share is above zero; every host's competing load. What it needs is taken now: the
     * names, the load steps, the simulator's interval and message logs and the observed tasks' share histories
     * (which the outcome keeps anyway), not the simulation.
     */
    private TraceImage trace() {
        double now = sim.now();
        String name = scenarioName == null ? "" : scenarioName;
        Long masterSeed = seed;
        List<String> hostNames = new ArrayList<>();
        Map<String, Integer> hostIndex = new LinkedHashMap<>();
        List<double[]> loadTimes = new ArrayList<>();
        List<double[]> loadValues = new ArrayList<>();
        for (Host h : hosts.values()) {
            hostIndex.put(h.name(), hostNames.size());
            hostNames.add(h.name());
            StepSeries load = h.loadHistory();
            double[] t = new double[load.size()];
            double[] v = new double[load.size()];
            for (int k = 0; k < t.length; k++) {
                t[k] = load.time(k);
                v[k] = load.value(k);
            }
            loadTimes.add(t);
            loadValues.add(v);
        }
        List<String> taskNames = new ArrayList<>();
        List<Integer> taskHosts = new ArrayList<>();
        if (vm != null) {
            for (int t = 0; t < vm.taskCount(); t++) {
                taskNames.add(vm.taskName(t));
                taskHosts.add(hostIndex.get(vm.taskHost(t)));
            }
        }
        int firstObserved = taskNames.size();
        List<StepSeries> observedShares = new ArrayList<>();
        for (ObservedTask o : tasks) {
            taskNames.add(o.name());
            taskHosts.add(hostIndex.get(o.host().name()));
            observedShares.add(o.shareHistory());
        }
        StateLog st = vm == null ? null : vm.states();
        MessageLog ml = vm == null ? null : vm.messages();
        List<HostStateRecorder.Change> changes = List.copyOf(hostStates);
        return TraceImage.lazy(() -> {
            TraceBuilder b = new TraceBuilder(now).run(name, masterSeed);
            for (int h = 0; h < hostNames.size(); h++) {
                b.host(hostNames.get(h));
                b.load(h, loadTimes.get(h), loadValues.get(h));
            }
            for (int t = 0; t < taskNames.size(); t++) {
                b.task(taskNames.get(t), taskHosts.get(t));
            }
            // the order in-memory traces were always written in (the same bytes as before): every interval
            // (message-passing tasks', then observed tasks'), then the messages, then the load
            if (st != null) {
                for (int i = 0; i < st.size(); i++) {
                    b.state(st.task(i), st.state(i), st.start(i), st.end(i));
                }
            }
            int t = firstObserved;
            for (StepSeries s : observedShares) {
                double from = Double.NaN;
                for (int k = 0; k < s.size(); k++) {
                    boolean computing = s.value(k) > 0;
                    if (computing && Double.isNaN(from)) {
                        from = s.time(k);
                    } else if (!computing && !Double.isNaN(from)) {
                        b.state(t, TraceStates.COMPUTE, from, s.time(k));
                        from = Double.NaN;
                    }
                }
                if (!Double.isNaN(from)) {
                    b.state(t, TraceStates.COMPUTE, from, Math.max(from, now));
                }
                t++;
            }
            if (ml != null) {
                for (int m = 0; m < ml.size(); m++) {
                    b.message(ml.source(m), ml.destination(m), ml.tag(m), ml.bytes(m), ml.sendStart(m), ml.injected(m),
                            ml.delivered(m), ml.received(m));
                }
            }
            for (HostStateRecorder.Change c : changes) { // as the streamed trace records them
                b.hostState(c.host(), c.time(), c.on(), c.speedFactor(), c.pstate());
            }
            return b.build();
        }, "in-memory trace of " + label());
    }
}
