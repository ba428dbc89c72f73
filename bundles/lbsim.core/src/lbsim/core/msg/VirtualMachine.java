package lbsim.core.msg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.JobKind;
import lbsim.core.cpu.JobListener;
import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.VirtualTimeProbe;
import lbsim.core.net.NetworkModel;
import lbsim.core.net.Transfer;
import lbsim.core.stats.TaskActivity;
import lbsim.core.trace.MessageLog;
import lbsim.core.trace.StateLog;

/**
 * The PVM layer: tasks on hosts exchanging messages over network segments, in virtual time.
 * <p>
 * Semantics: asynchronous send (the sender continues after its send overhead), blocking, timed and
 * non-blocking receive and probe with source and tag wildcards, multicast, spawn on a named host or
 * round robin, kill and exit. Messages between the same pair of tasks are delivered in the order they
 * were sent, whatever the network model does (a message that arrives early waits for its
 * predecessors). Messages between tasks on the same host never touch a network. Send, receive and
 * spawn costs are CPU work on the task's host, so competing load slows them.
 * <p>
 * After the simulation stops, {@link #deadlock()} tells whether tasks are left waiting for messages
 * that can never come, and {@link #activity()} gives the per-task statistics.
 */
public final class VirtualMachine {

    private final Simulation sim;
    private final double spawnDelaySeconds;
    private final Map<String, Host> hosts = new LinkedHashMap<>();
    private final Map<String, NetworkModel> segmentOf = new HashMap<>();
    private final Map<String, Integer> stationOf = new HashMap<>();
    /** Stations on several segments (gateways) and the routes through them; null until the first {@link #attachStation}. */
    private SegmentRoutes gateways;
    /** The legs of messages between segments, by pair of host names (only with gateways). */
    private Map<String, Map<String, SegmentRoutes.Leg[]>> legsByPair;
    /** The legs crossed so far (only messages between segments through gateways have legs). */
    private final List<MessageLeg> legLog = new ArrayList<>();
    private final List<Task> tasks = new ArrayList<>();
    private MessageLog messages = new MessageLog();
    private StateLog states = new StateLog();
    /** Where the trace goes instead of the in-memory logs (see {@link #traceTo}); null: the logs. */
    private lbsim.core.trace.TraceSink sink;
    private int nextMessageId;
    /** Messages not yet passed to the sink, as a list through Message.openPrev/openNext (sink mode only). */
    private Message openFirst;
    private Message openLast;
    private final List<String> hostOrder = new ArrayList<>();
    private final java.util.Set<NetworkModel> boundSegments = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    private int nextPlacement;
    private int alive;
    private int blockedForever;
    private int inFlight;
    private Runnable quiescence;
    private boolean deadlocked;
    /** Reasons to wait before declaring quiescence (see {@link #holdQuiescence()}). */
    private int quiescenceHolds;
    /** Failures so far of each host that went off at least once. */
    private final Map<Host, Integer> failures = new HashMap<>();
    private HostFailureHandler failureHandler;
    /** The tasks created on each host since it last went off (some may have ended), for failures. */
    private final Map<Host, List<Task>> tasksOn = new HashMap<>();
    /** pvm_notify requests: {watcher, tag} lists by watched task id, and by host. */
    private final Map<Integer, List<int[]>> exitWatchers = new HashMap<>();
    private final Map<Host, List<int[]>> hostWatchers = new HashMap<>();

    /**
     * What an application does when a host with some of its tasks goes off. The tasks are gone already
     * (ended as by a kill, their CPU work lost, messages to and from them failing); the handler decides
     * whether the application can go on.
     */
    @FunctionalInterface
    public interface HostFailureHandler {

        /**
         * @param host the host that went off now
         * @param lost the ids of the tasks that were alive on it, ascending
         * @throws RuntimeException to end the run (e.g. a {@link TaskFailure} naming the host and the time)
         */
        void hostFailed(Host host, int[] lost);
    }

    /**
     * @param spawnDelaySeconds reference CPU seconds a task spends in a spawn call (MISS-PVM's
     *                          initialization delay), >= 0
     */
    public VirtualMachine(Simulation sim, double spawnDelaySeconds) {
        if (!(spawnDelaySeconds >= 0) || Double.isInfinite(spawnDelaySeconds)) {
            throw new IllegalArgumentException("spawn delay must be >= 0 s, got " + spawnDelaySeconds);
        }
        this.sim = sim;
        this.spawnDelaySeconds = spawnDelaySeconds;
    }

    /**
     * Adds a host, attached to a network segment (null: the host can only talk to itself).
     *
     * @throws IllegalArgumentException for a host name used twice
     */
    public void addHost(Host host, NetworkModel segment) {
        if (hosts.containsKey(host.name())) {
            throw new IllegalArgumentException("host '" + host.name() + "' added twice");
        }
        hosts.put(host.name(), host);
        hostOrder.add(host.name());
        host.addStateListener(new lbsim.core.cpu.HostStateListener() {
            @Override
            public void hostOff(Host h) {
                hostWentOff(h);
            }
        });
        if (segment != null) {
            if (boundSegments.add(segment)) {
                segment.bind(sim);
            }
            segmentOf.put(host.name(), segment);
            int station = segment.attach(host.name());
            stationOf.put(host.name(), station);
            if (gateways != null) {
                gateways.add(host.name(), segment, station);
            }
        }
    }

    /**
     * Makes {@code name} a station of {@code segment} beside its hosts: the segment's gateway (a host of another
     * segment, or a router of a routed network), or a router of a routed network that is a LAN's gateway. A station
     * on several segments joins them: a message between hosts of different segments then travels store and
     * forward, on each segment under its model from station to gateway, the legs one after the other (the fewest
     * segments; see {@link #legs()}). Call after the hosts are added and before the run. A host already on the
     * segment keeps its station.
     *
     * @return the station's index on the segment
     */
    public int attachStation(NetworkModel segment, String name) {
        if (gateways == null) {
            gateways = new SegmentRoutes();
            legsByPair = new HashMap<>();
            for (String h : hostOrder) {
                NetworkModel s = segmentOf.get(h);
                if (s != null) {
                    gateways.add(h, s, stationOf.get(h));
                }
            }
        }
        int station = gateways.station(name, segment);
        if (station >= 0) {
            return station;
        }
        if (boundSegments.add(segment)) {
            segment.bind(sim);
        }
        station = segment.attach(name);
        gateways.add(name, segment, station);
        legsByPair.clear();
        return station;
    }

    /**
     * The legs of the messages that crossed segments through gateways, in the order they ended (empty without
     * gateways). Kept in memory whether or not the trace goes to a sink (which also gets each leg as it ends): one
     * small record per leg, only in runs with gateways.
     */
    public List<MessageLeg> legs() {
        return java.util.Collections.unmodifiableList(legLog);
    }

    /**
     * Creates a task of the scenario (no spawn delay, no parent); its program starts at the current
     * virtual time, after every task created before the run has been created.
     *
     * @param host a host name, or null for round-robin placement
     * @return the task id (0, 1, 2, ... in spawn order)
     * @throws IllegalArgumentException for an unknown host
     */
    public int start(TaskProgram program, String name, String host) {
        Task t = newTask(program, name, host, TaskContext.ANY);
        later(() -> run(t, () -> t.program.start(t)));
        return t.id;
    }

    /**
     * Sets what to do when the application can make no more progress of its own: every task has
     * ended, or every task still alive waits without a time-out for a message and none is on its way (a
     * deadlock, even while competing load keeps the simulation busy). Typically stops the simulation.
     */
    public void onQuiescence(Runnable action) {
        this.quiescence = action;
    }

    /**
     * Sets what happens when a host with live tasks goes off. Without a handler the run fails there, with a
     * message naming the host, the virtual time and the tasks lost.
     */
    public void onHostFailure(HostFailureHandler handler) {
        this.failureHandler = handler;
    }

    /**
     * Keeps the application from being declared quiescent (stuck) while something outside the tasks will
     * still wake it: a host coming back on, a failure the master has not detected yet. Every hold is
     * released once by {@link #releaseQuiescence()}. A run whose tasks have all ended is over whatever
     * the holds.
     */
    public void holdQuiescence() {
        quiescenceHolds++;
    }

    /** Releases one {@link #holdQuiescence()} and checks whether the application is now quiescent. */
    public void releaseQuiescence() {
        if (quiescenceHolds == 0) {
            throw new IllegalStateException("releaseQuiescence without a hold");
        }
        quiescenceHolds--;
        checkQuiescence();
    }

    /**
     * Puts a notice from the virtual machine into a task's mailbox now: a message of 0 bytes with tag
     * {@code tag} whose source is {@code sourceTid} (typically a task that is gone, as PVM's
     * {@code pvm_notify} does), without network or overhead. Dropped when the destination has ended.
     */
    public void post(int destination, int sourceTid, int tag) {
        post(destination, sourceTid, tag, null);
    }

    /** As {@link #post(int, int, int)}, with a payload. */
    public void post(int destination, int sourceTid, int tag, Object payload) {
        Task from = task(sourceTid);
        task(destination);
        Message m = newMessage(from, destination, tag, 0, payload);
        if (!failures.isEmpty()) { // a notice does not fail with the hosts that failed before it
            m.sourceFailures = failuresOf(from.host);
            m.destinationFailures = failuresOf(tasks.get(destination).host);
        }
        m.injected = sim.now();
        if (sink == null) {
            messages.injected(m.id, m.injected);
        }
        m.wire = 0;
        inFlight++;
        deliver(m); // outside the pair's order: the sender is gone, nothing of it follows
    }

    /**
     * PVM's {@code pvm_notify(PvmTaskExit)}: when task {@code watched} ends (exit, end of its program, kill,
     * or lost with its host), task {@code watcher} receives a notice with tag {@code tag} whose source is
     * {@code watched} and whose payload is its id (an Integer). A task that has ended already is notified
     * of at once. A host with watched tasks going off no longer fails the run.
     */
    public void notifyOnExit(int watcher, int watched, int tag) {
        task(watcher);
        Task w = task(watched);
        if (!w.alive) {
            later(() -> notice(watcher, watched, tag, watched));
            return;
        }
        exitWatchers.computeIfAbsent(watched, k -> new ArrayList<>()).add(new int[] { watcher, tag });
    }

    /**
     * PVM's {@code pvm_notify(PvmHostDelete)}: when host {@code hostName} goes off, task {@code watcher}
     * receives a notice with tag {@code tag} whose source is the watcher itself and whose payload is the
     * host's name. A host that is watched going off no longer fails the run.
     *
     * @throws IllegalArgumentException for an unknown host
     */
    public void notifyOnHostOff(int watcher, String hostName, int tag) {
        task(watcher);
        Host h = hosts.get(hostName);
        if (h == null) {
            throw new IllegalArgumentException("no host named '" + hostName + "'");
        }
        hostWatchers.computeIfAbsent(h, k -> new ArrayList<>()).add(new int[] { watcher, tag });
    }

    private void notice(int watcher, int source, int tag, Object payload) {
        if (tasks.get(watcher).alive) {
            post(watcher, source, tag, payload);
        }
    }

    /** Whether a task was lost when its host went off. */
    public boolean wasLost(int tid) {
        return task(tid).lost;
    }

    private void hostWentOff(Host h) {
        failures.merge(h, 1, Integer::sum);
        quiescenceHolds++;
        boolean watched = hostWatchers.containsKey(h);
        List<Task> on = tasksOn.getOrDefault(h, List.of());
        for (Task t : on) {
            watched |= t.alive && exitWatchers.containsKey(t.id);
        }
        List<int[]> hw = hostWatchers.get(h);
        if (hw != null) { // the host's notices first, then those of its tasks' ends
            for (int[] w : hw) {
                if (tasks.get(w[0]).host != h) {
                    notice(w[0], w[0], w[1], h.name());
                }
            }
        }
        int n = 0;
        int[] lost = new int[4];
        for (Task t : on) { // in id order, as they were created
            if (t.alive) {
                if (n == lost.length) {
                    lost = java.util.Arrays.copyOf(lost, 2 * n);
                }
                lost[n++] = t.id;
                t.lost = true;
                if (t.waiting != null) {
                    state(t.id, TaskState.BLOCKED, t.waitSince, sim.now());
                }
                if (t.job != null) { // its work up to the moment the host went off (end(t) removes the job)
                    state(t.id, t.jobState, t.jobStart, sim.now());
                }
                end(t);
            }
        }
        lost = java.util.Arrays.copyOf(lost, n);
        if (!on.isEmpty()) {
            on.clear(); // every task of the host has ended now
        }
        try {
            if (n > 0) {
                if (failureHandler == null && watched) {
                    // the program asked to be told (pvm_notify) and goes on
                } else if (failureHandler == null) {
                    StringBuilder names = new StringBuilder();
                    for (int id : lost) {
                        names.append(names.length() == 0 ? "" : ", ").append(id).append(" '").append(tasks.get(id).name)
                                .append('\'');
                    }
                    throw new TaskFailure(lost[0], tasks.get(lost[0]).name, sim.now(), "host '" + h.name()
                            + "' went off at " + sim.now() + " s with task" + (n == 1 ? " " : "s ") + names
                            + " on it; this application cannot go on without them", null);
                } else {
                    failureHandler.hostFailed(h, lost);
                }
            }
        } finally {
            quiescenceHolds--;
        }
        checkQuiescence();
    }

    private int failuresOf(Host h) {
        Integer f = failures.get(h);
        return f == null ? 0 : f;
    }

    /** Whether the sender's or the receiver's host went off since the message was sent (it then fails). */
    private boolean failed(Message m) {
        return !failures.isEmpty() && (failuresOf(tasks.get(m.source).host) != m.sourceFailures
                || failuresOf(tasks.get(m.destination).host) != m.destinationFailures);
    }

    /** Whether the tasks ended in a deadlock (see {@link #onQuiescence}); {@link #deadlock()} names them. */
    public boolean isDeadlocked() {
        return deadlocked;
    }

    /** The simulation this virtual machine runs in. */
    public Simulation simulation() {
        return sim;
    }

    /** The names of the hosts, in the order they were added. */
    public List<String> hostNames() {
        return java.util.Collections.unmodifiableList(hostOrder);
    }

    /** The host of that name, or null if there is none. */
    public Host host(String name) {
        return hosts.get(name);
    }

    /** The segment a host is attached to, or null. */
    public NetworkModel segmentOf(String hostName) {
        return segmentOf.get(hostName);
    }

    /** The host's station index on its segment, or -1 when it has none. */
    public int stationOf(String hostName) {
        Integer s = stationOf.get(hostName);
        return s == null ? -1 : s;
    }

    /**
     * Sends the trace to {@code sink} as the run produces it instead of keeping it in {@link #messages()}
     * and {@link #states()}, so memory does not grow with the run's length. Call before the first task
     * starts, and {@link #flushTrace()} once the run is over.
     *
     * @throws IllegalStateException when a task has already started
     */
    public void traceTo(lbsim.core.trace.TraceSink traceSink) {
        if (!tasks.isEmpty()) {
            throw new IllegalStateException("traceTo must come before the first task starts");
        }
        this.sink = java.util.Objects.requireNonNull(traceSink);
        this.messages = null;
        this.states = null;
    }

    /**
     * Passes the messages still open when the run ended (on their way, or delivered but not received) to
     * the sink given to {@link #traceTo}, in id order, with NaN for the stages they never reached. Does
     * nothing without a sink.
     */
    public void flushTrace() {
        if (sink == null) {
            return;
        }
        List<Message> open = new ArrayList<>();
        for (Message m = openFirst; m != null; m = m.openNext) {
            open.add(m);
        }
        open.sort((a, b) -> Integer.compare(a.id, b.id));
        for (Message m : open) {
            close(m);
        }
    }

    /**
     * How many messages have been started so far: the id the next send will get (ids are 0, 1, 2, ... in the
     * order sends start).
     */
    public int messagesStarted() {
        return sink == null ? messages.size() : nextMessageId;
    }

    /**
     * The message trace (every message since the start, by id).
     *
     * @throws IllegalStateException when the trace goes to a sink ({@link #traceTo})
     */
    public MessageLog messages() {
        if (messages == null) {
            throw new IllegalStateException("the trace goes to a sink; no message log is kept");
        }
        return messages;
    }

    /**
     * The task state intervals.
     *
     * @throws IllegalStateException when the trace goes to a sink ({@link #traceTo})
     */
    public StateLog states() {
        if (states == null) {
            throw new IllegalStateException("the trace goes to a sink; no state log is kept");
        }
        return states;
    }

    private void state(int task, TaskState state, double start, double end) {
        if (sink != null) {
            sink.state(task, state.ordinal(), start, end);
        } else {
            states.add(task, state.ordinal(), start, end);
        }
    }

    /** Passes a message that can change no more to the sink and forgets it. */
    private void close(Message m) {
        if (m.openPrev == null && openFirst != m) {
            return; // already closed
        }
        if (m.openPrev != null) {
            m.openPrev.openNext = m.openNext;
        } else {
            openFirst = m.openNext;
        }
        if (m.openNext != null) {
            m.openNext.openPrev = m.openPrev;
        } else {
            openLast = m.openPrev;
        }
        m.openPrev = null;
        m.openNext = null;
        sink.message(m.id, m.source, m.destination, m.tag, m.bytes, m.sendStart, m.injected, m.delivered, m.received);
    }

    /**
     * The communication matrix, accumulated as the run goes: one row per ordered pair of tasks that
     * exchanged messages, {source, destination, messages, bytes (timing lengths)}, by source then destination.
     */
    public List<long[]> pairTraffic() {
        List<long[]> out = new ArrayList<>();
        for (Task t : tasks) {
            for (int d : t.pairsTo.keys()) {
                Pair p = t.pairsTo.get(d);
                if (p.sent > 0) {
                    out.add(new long[] { t.id, d, p.sent, p.bytes });
                }
            }
        }
        return out;
    }

    /** Number of tasks ever started. */
    public int taskCount() {
        return tasks.size();
    }

    /** Name of a task. */
    public String taskName(int tid) {
        return task(tid).name;
    }

    /** Host name of a task. */
    public String taskHost(int tid) {
        return task(tid).host.name();
    }

    /** Whether a task has ended (exit, end of its program, or killed). */
    public boolean hasEnded(int tid) {
        return !task(tid).alive;
    }

    /**
     * The tasks still waiting without a time-out for a message: empty unless the run ended with them
     * stuck. Each line names the task, its host, what it waits for and since when. Meaningful once the
     * simulation has stopped because no event was left.
     */
    public List<String> deadlock() {
        List<String> out = new ArrayList<>();
        for (Task t : tasks) {
            if (t.alive && t.waiting != null && t.timeout < 0) {
                out.add(String.format(Locale.ROOT, "task %d '%s' on host %s: blocked since %s s in %s(source %s, tag %s)",
                        t.id, t.name, t.host.name(), t.waitSince, t.waitKind, t.waitSource == TaskContext.ANY ? "any"
                                : t.waitSource + " '" + task(t.waitSource).name + "'",
                        t.waitTag == TaskContext.ANY ? "any" : Integer.toString(t.waitTag)));
            }
        }
        return out;
    }

    /** Per-task statistics, in task id order; open intervals are counted up to now. */
    public List<TaskActivity> activity() {
        List<TaskActivity> out = new ArrayList<>();
        double now = sim.now();
        for (Task t : tasks) {
            double blocked = t.blocked;
            double algorithmic = t.algorithmic;
            if (t.alive && t.waiting != null) {
                blocked += now - t.waitSince; // still waiting: no matching send yet, so all algorithmic
                algorithmic += now - t.waitSince;
            }
            double cpu = t.cpu + (t.job != null ? t.job.cpuSeconds() : 0);
            out.add(new TaskActivity(t.id, t.name, t.host.name(), t.startTime, t.alive ? Double.NaN : t.endTime, t.compute,
                    t.overhead, cpu, blocked, algorithmic, blocked - algorithmic, t.sent, t.bytesSent, t.received,
                    t.bytesReceived, t.transit, t.wire));
        }
        return out;
    }

    // ---------------------------------------------------------------------------------------------

    private Task task(int tid) {
        if (tid < 0 || tid >= tasks.size()) {
            throw new IllegalArgumentException("no task " + tid);
        }
        return tasks.get(tid);
    }

    private Task newTask(TaskProgram program, String name, String hostName, int parent) {
        Host host;
        if (hostName == null) {
            if (hostOrder.isEmpty()) {
                throw new IllegalArgumentException("no host to place task '" + name + "' on");
            }
            host = hosts.get(hostOrder.get(nextPlacement++ % hostOrder.size()));
        } else {
            host = hosts.get(hostName);
            if (host == null) {
                throw new IllegalArgumentException("task '" + name + "': no host named '" + hostName + "'");
            }
        }
        Task t = new Task(tasks.size(), program.name(name, tasks.size()), program, host, parent, sim.now());
        tasks.add(t);
        tasksOn.computeIfAbsent(host, k -> new ArrayList<>()).add(t);
        alive++;
        return t;
    }

    /** Runs a piece of a task's program; a piece that issues no operation ends the task. */
    private void run(Task t, Runnable piece) {
        if (!t.alive) {
            return;
        }
        t.issued = false;
        VirtualTimeProbe.task(t.name);
        try {
            piece.run();
        } catch (TaskFailure e) {
            throw e;
        } catch (RuntimeException e) {
            throw new TaskFailure(t.id, t.name, sim.now(), e.toString(), e);
        }
        if (!t.issued && t.alive) {
            end(t);
        }
    }

    private void issue(Task t, String operation) {
        if (!t.alive) {
            throw new TaskFailure(t.id, t.name, sim.now(), operation + " after the task ended", null);
        }
        if (t.issued && !t.held) {
            throw new TaskFailure(t.id, t.name, sim.now(), operation + ": only one operation per continuation", null);
        }
        t.held = false;
        t.issued = true;
    }

    private void end(Task t) {
        if (!t.alive) {
            return;
        }
        t.alive = false;
        alive--;
        if (t.forever) {
            t.forever = false;
            blockedForever--;
        }
        t.endTime = sim.now();
        List<int[]> watchers = exitWatchers.isEmpty() ? null : exitWatchers.remove(t.id);
        if (watchers != null) {
            for (int[] w : watchers) {
                notice(w[0], t.id, w[1], t.id);
            }
        }
        if (t.job != null) {
            t.job.host().remove(t.job);
            t.cpu += t.job.cpuSeconds();
            t.job = null;
        }
        if (t.timeout >= 0) {
            sim.cancel(t.timeout);
            t.timeout = -1;
        }
        t.waiting = null;
        t.mailbox = null;
        t.program = null;
        t.jobThen = null; // (a pending piece of work of no cost still ends, and runs nothing: the task is not alive)
        checkQuiescence();
    }

    private void checkQuiescence() {
        if (quiescence == null) {
            return;
        }
        if (alive == 0 || (quiescenceHolds == 0 && blockedForever == alive && inFlight == 0)) {
            deadlocked = alive > 0;
            quiescence.run();
        }
    }

    /** CPU work for a task in a state; the continuation runs when it is done. */
    private void work(Task t, TaskState state, double seconds, Runnable then) {
        // A task does one piece of work at a time: its state, start and continuation wait in the task, and the
        // task's own handlers end it (nothing allocated per piece of work, most of which cost nothing: overheads of 0)
        t.jobState = state;
        t.jobStart = sim.now();
        t.jobThen = then;
        if (!(seconds > 0)) {
            sim.scheduleIn(0, t.noWorkDone, 0); // as later(...): an event now, so that zero-cost steps do not nest
            return;
        }
        t.job = t.host.submit(t.name, seconds, t.nice, JobKind.APPLICATION, t.workDone, false); // (no share history: unread)
    }

    /** A task's piece of work of no cost is over (an event at the time it began). */
    private void noWorkDone(Task t) {
        double start = t.jobStart;
        Runnable then = t.jobThen;
        t.jobThen = null;
        state(t.id, t.jobState, start, start);
        run(t, then);
    }

    /** A task's CPU work is over. */
    private void workDone(Task t, Job job) {
        TaskState state = t.jobState;
        double start = t.jobStart;
        Runnable then = t.jobThen;
        t.jobThen = null;
        t.job = null;
        t.cpu += job.cpuSeconds();
        double elapsed = sim.now() - start;
        if (state == TaskState.COMPUTE) {
            t.compute += elapsed;
        } else {
            t.overhead += elapsed;
        }
        state(t.id, state, start, sim.now());
        run(t, then);
    }

    /** Runs an action as an event at the current time (keeps zero-cost operations from nesting deeply). */
    private void later(Runnable action) {
        sim.scheduleIn(0, tag -> action.run(), 0);
    }

    private NetworkModel segment(Task from, Task to) {
        if (from.host == to.host) {
            return from.segment; // may be null: local messages then cost nothing
        }
        NetworkModel a = from.segment;
        NetworkModel b = to.segment;
        if (a == null || a != b) {
            throw new TaskFailure(from.id, from.name, sim.now(), "hosts '" + from.host.name() + "' and '" + to.host.name()
                    + "' share no network segment", null);
        }
        return a;
    }

    private Message newMessage(Task from, int dst, int tag, long bytes, Object payload) {
        if (bytes < 0) {
            throw new TaskFailure(from.id, from.name, sim.now(), "negative message length " + bytes, null);
        }
        if (dst < 0 || dst >= tasks.size()) {
            throw new TaskFailure(from.id, from.name, sim.now(), "sends to unknown task " + dst, null);
        }
        Pair p = from.pairsTo.getOrAdd(dst);
        int id;
        if (sink == null) {
            id = messages.add(from.id, dst, tag, bytes, sim.now());
        } else {
            id = nextMessageId++;
        }
        Message m = new Message(id, from.id, dst, tag, bytes, payload, p.sent++);
        if (!failures.isEmpty()) {
            m.sourceFailures = failuresOf(from.host);
            m.destinationFailures = failuresOf(tasks.get(dst).host);
        }
        p.bytes += bytes;
        if (sink != null) {
            m.openPrev = openLast;
            if (openLast != null) {
                openLast.openNext = m;
            } else {
                openFirst = m;
            }
            openLast = m;
        }
        m.sendStart = sim.now();
        from.sent++;
        from.bytesSent += bytes;
        return m;
    }

    private void inject(Message m, Task from) {
        inFlight++; // counted from here: a message whose sender dies in its send overhead never leaves
        m.injected = sim.now();
        if (sink == null) {
            messages.injected(m.id, m.injected);
        }
        Task to = tasks.get(m.destination);
        SegmentRoutes.Leg[] legs = legs(from, to);
        if (legs != null) {
            m.wire = 0;
            transmitLeg(m, legs, 0, sim.now());
            return;
        }
        NetworkModel seg = segment(from, to);
        if (from.host == to.host && (seg == null || !seg.timesSameHostMessages())) {
            m.wire = 0;
            arrive(m);
            return;
        }
        seg.transmit(new Transfer() {
            private boolean done;
            private boolean wireReported;
            private double wireSeconds;

            @Override
            public String fromHost() {
                return from.host.name();
            }

            @Override
            public String toHost() {
                return to.host.name();
            }

            @Override
            public int fromStation() {
                return from.station;
            }

            @Override
            public int toStation() {
                return to.station;
            }

            @Override
            public long bytes() {
                return m.bytes;
            }

            @Override
            public void arrived() {
                if (done) {
                    throw new IllegalStateException(seg.name() + ": " + m + " arrived twice");
                }
                done = true;
                m.wire = wireReported ? wireSeconds : sim.now() - m.injected;
                arrive(m);
            }

            @Override
            public void onWire(double seconds) {
                wireReported = true;
                wireSeconds += seconds;
            }
        });
    }

    /**
     * The legs of a message between hosts of different segments joined by gateways; null when both are on one
     * segment, on one host, or when there are no gateways (then {@link #segment} decides as before).
     */
    private SegmentRoutes.Leg[] legs(Task from, Task to) {
        if (gateways == null || from.host == to.host || (from.segment != null && from.segment == to.segment)) {
            return null;
        }
        Map<String, SegmentRoutes.Leg[]> byTo = legsByPair.computeIfAbsent(from.host.name(), k -> new HashMap<>());
        SegmentRoutes.Leg[] legs = byTo.get(to.host.name());
        if (legs == null) {
            legs = gateways.route(from.host.name(), to.host.name());
            if (legs == null) {
                segment(from, to); // throws, naming both hosts
            }
            byTo.put(to.host.name(), legs);
        }
        return legs;
    }

    /** The send overhead of a message: the first segment's, between the sender and the next station. */
    private double sendOverhead(Task from, Task to, long bytes) {
        SegmentRoutes.Leg[] legs = legs(from, to);
        if (legs != null) {
            return legs[0].segment().sendOverheadSeconds(legs[0].fromStation(), legs[0].toStation(), bytes, false);
        }
        NetworkModel seg = segment(from, to);
        return seg == null ? 0 : seg.sendOverheadSeconds(from.station, to.station, bytes, from.host == to.host);
    }

    /** Hands leg {@code i} of a message to its segment; the next leg starts when it has crossed (store and forward). */
    private void transmitLeg(Message m, SegmentRoutes.Leg[] legs, int i, double start) {
        SegmentRoutes.Leg leg = legs[i];
        NetworkModel seg = leg.segment();
        seg.transmit(new Transfer() {
            private boolean done;
            private boolean wireReported;
            private double wireSeconds;

            @Override
            public String fromHost() {
                return leg.from();
            }

            @Override
            public String toHost() {
                return leg.to();
            }

            @Override
            public int fromStation() {
                return leg.fromStation();
            }

            @Override
            public int toStation() {
                return leg.toStation();
            }

            @Override
            public long bytes() {
                return m.bytes;
            }

            @Override
            public void arrived() {
                if (done) {
                    throw new IllegalStateException(seg.name() + ": " + m + " arrived twice");
                }
                done = true;
                double now = sim.now();
                m.wire += wireReported ? wireSeconds : now - start;
                legLog.add(new MessageLeg(m.id, i, seg.name(), leg.from(), leg.to(), start, now));
                if (sink != null) {
                    sink.leg(m.id, i, seg.name(), leg.from(), leg.to(), start, now);
                }
                if (i + 1 < legs.length) {
                    transmitLeg(m, legs, i + 1, now);
                } else {
                    m.arrivalSegment = seg;
                    m.arrivalStation = leg.toStation();
                    arrive(m);
                }
            }

            @Override
            public void onWire(double seconds) {
                wireReported = true;
                wireSeconds += seconds;
            }
        });
    }

    /** A message crossed; deliver it and any later ones of the same pair that were waiting for it. */
    private void arrive(Message m) {
        Pair p = tasks.get(m.source).pairsTo.get(m.destination);
        if (m.pairSequence != p.nextDelivery) {
            if (p.early == null) {
                p.early = new TreeMap<>();
            }
            p.early.put(m.pairSequence, m);
            return;
        }
        deliver(m);
        p.nextDelivery++;
        Message next;
        while (p.early != null && (next = p.early.remove(p.nextDelivery)) != null) {
            deliver(next);
            p.nextDelivery++;
        }
    }

    private void deliver(Message m) {
        m.delivered = sim.now();
        if (sink == null) {
            messages.delivered(m.id, m.delivered);
        }
        inFlight--;
        Task to = tasks.get(m.destination);
        if (!to.alive || failed(m)) {
            if (sink != null) {
                close(m);
            }
            checkQuiescence();
            return; // a message to an ended task is dropped, as PVM does
        }
        if (to.waiting != null && matches(m, to.waitSource, to.waitTag)) {
            wake(to, m); // it never waits while an earlier message matches: this one would have been the first match
            return;
        }
        if (to.mailbox == null) {
            to.mailbox = new java.util.ArrayDeque<>(4);
        }
        to.mailbox.addLast(m);
    }

    private static boolean matches(Message m, int source, int tag) {
        return (source == TaskContext.ANY || m.source == source) && (tag == TaskContext.ANY || m.tag == tag);
    }

    private Message take(Task t, int source, int tag, boolean remove) {
        if (t.mailbox == null) {
            return null;
        }
        for (java.util.Iterator<Message> it = t.mailbox.iterator(); it.hasNext();) {
            Message m = it.next();
            if (matches(m, source, tag)) {
                if (remove) {
                    it.remove(); // O(1) at either end (ArrayDeque moves the shorter side)
                }
                return m;
            }
        }
        return null;
    }

    /** A blocked task gets its message (or its time-out, m == null). */
    private void wake(Task t, Message m) {
        Consumer<Message> then = t.waiting;
        double since = t.waitSince;
        if (t.forever) {
            t.forever = false;
            blockedForever--;
        }
        t.waiting = null;
        if (t.timeout >= 0 && m != null) {
            sim.cancel(t.timeout);
        }
        t.timeout = -1;
        double now = sim.now();
        state(t.id, TaskState.BLOCKED, since, now);
        double blocked = now - since;
        t.blocked += blocked;
        double algorithmic = m == null ? blocked : Math.min(blocked, Math.max(0, m.sendStart - since));
        t.algorithmic += algorithmic;
        receive(t, m, then);
    }

    private void receive(Task t, Message m, Consumer<Message> then) {
        boolean sameHost = m != null && tasks.get(m.source).host == t.host;
        NetworkModel seg = t.segment;
        int station = t.station;
        if (m != null && m.arrivalSegment != null) { // through gateways: the last segment's receive cost
            seg = m.arrivalSegment;
            station = m.arrivalStation;
        }
        double overhead = seg == null ? 0
                : seg.receiveOverheadSeconds(station, m == null ? 0 : m.bytes, sameHost || m == null);
        work(t, TaskState.RECEIVE, overhead, () -> {
            if (m != null) {
                m.received = sim.now();
                if (sink == null) {
                    messages.received(m.id, m.received);
                } else {
                    close(m);
                }
                t.received++;
                t.bytesReceived += m.bytes;
                if (tasks.get(m.source).host != t.host) {
                    t.transit += m.delivered - m.injected;
                    t.wire += m.wire;
                }
            }
            then.accept(m);
        });
    }

    private void block(Task t, int source, int tag, String kind, Consumer<Message> then) {
        t.waiting = then;
        t.waitSource = source;
        t.waitTag = tag;
        t.waitSince = sim.now();
        t.waitKind = kind;
        if (kind.equals("recv")) {
            t.forever = true;
            blockedForever++;
            checkQuiescence();
        }
    }

    private int station(Host h) {
        Integer s = stationOf.get(h.name());
        return s == null ? -1 : s;
    }

    /** Per ordered pair of tasks: the FIFO gate. */
    private static final class Pair {
        long sent;
        long bytes;
        long nextDelivery;
        /** The messages that arrived before an earlier one of the pair, by sequence number; null until one does. */
        TreeMap<Long, Message> early;
    }

    /**
     * A sending task's gates by destination task id: open addressing on int keys (a message looks its pair up
     * twice, when sent and when it arrives; a boxed-key hash map was a tenth of a master-slave run's time). Its arrays
     * are made at the first send (a task that never sends, e.g. most of a million, keeps none).
     */
    private static final class PairTable {
        private static final int[] NO_KEYS = {};
        private static final Pair[] NO_VALUES = {};
        private int[] keys = NO_KEYS;
        private Pair[] values = NO_VALUES;
        private int size;

        Pair get(int key) {
            if (size == 0) {
                return null;
            }
            int mask = keys.length - 1;
            for (int i = mix(key) & mask;; i = (i + 1) & mask) {
                Pair v = values[i];
                if (v == null || keys[i] == key) {
                    return v;
                }
            }
        }

        Pair getOrAdd(int key) {
            Pair v = get(key);
            if (v == null) {
                if (2 * (size + 1) > keys.length) {
                    grow();
                }
                v = new Pair();
                put(key, v);
                size++;
            }
            return v;
        }

        private void put(int key, Pair v) {
            int mask = keys.length - 1;
            int i = mix(key) & mask;
            while (values[i] != null) {
                i = (i + 1) & mask;
            }
            keys[i] = key;
            values[i] = v;
        }

        private void grow() {
            int[] k = keys;
            Pair[] v = values;
            int n = k.length == 0 ? 4 : k.length * 2;
            keys = new int[n];
            values = new Pair[n];
            for (int i = 0; i < k.length; i++) {
                if (v[i] != null) {
                    put(k[i], v[i]);
                }
            }
        }

        /** The destinations, ascending. */
        int[] keys() {
            int[] out = new int[size];
            int n = 0;
            for (int i = 0; i < keys.length; i++) {
                if (values[i] != null) {
                    out[n++] = keys[i];
                }
            }
            java.util.Arrays.sort(out);
            return out;
        }

        private static int mix(int key) {
            int h = key * 0x9E3779B9;
            return h ^ (h >>> 16);
        }
    }

    /** A task and its context. */
    private final class Task implements TaskContext, EventHandler {
        final int id;
        final String name;
        /** What runs the task: dropped when it ends (a real program's task, its thread and its objects). */
        TaskProgram program;
        final Host host;
        final int parent;
        final int nice = 0;
        final double startTime;
        /** The host's network segment (null: none) and station on it (-1: none), looked up once. */
        final NetworkModel segment;
        final int station;
        /** The FIFO gates of the pairs this task sends on, by destination task id. */
        final PairTable pairsTo = new PairTable();
        /**
         * The messages delivered and not yet received, oldest first; null until the first one. A double-ended queue:
         * taking the first message is O(1) (a master with a million results waiting took each from the front of an
         * array list, moving all the others: quadratic).
         */
        java.util.ArrayDeque<Message> mailbox;
        boolean alive = true;
        boolean lost;
        boolean issued;
        boolean held;
        boolean forever;
        double endTime = Double.NaN;
        Job job;
        /** The state of the work the task does (CPU work: {@link #job}), when it began, and what runs after it. */
        TaskState jobState;
        double jobStart;
        Runnable jobThen;
        /** The task's handlers of the end of its work, made once ({@link #work}). */
        final JobListener workDone = job -> workDone(this, job);
        final EventHandler noWorkDone = tag -> noWorkDone(this);
        Consumer<Message> waiting;
        int waitSource;
        int waitTag;
        double waitSince;
        String waitKind;
        long timeout = -1;
        double compute;
        double overhead;
        double cpu;
        double blocked;
        double algorithmic;
        long sent;
        long bytesSent;
        long received;
        long bytesReceived;
        double transit;
        double wire;

        Task(int id, String name, TaskProgram program, Host host, int parent, double startTime) {
            this.id = id;
            this.name = name;
            this.program = program;
            this.host = host;
            this.parent = parent;
            this.startTime = startTime;
            this.segment = segmentOf.get(host.name()); // a host's segment and station are fixed when it is added
            this.station = station(host);
        }

        @Override
        public int myTid() {
            return id;
        }

        @Override
        public int parent() {
            return parent;
        }

        @Override
        public String hostName() {
            return host.name();
        }

        @Override
        public double now() {
            return sim.now();
        }

        @Override
        public void compute(double referenceSeconds, Runnable then) {
            issue(this, "compute");
            if (!(referenceSeconds >= 0) || Double.isInfinite(referenceSeconds)) {
                throw new TaskFailure(id, name, sim.now(), "compute needs a finite time >= 0, got " + referenceSeconds, null);
            }
            work(this, TaskState.COMPUTE, referenceSeconds, then);
        }

        @Override
        public void send(int destination, int tag, long bytes, Object payload, Runnable then) {
            issue(this, "send");
            Message m = newMessage(this, destination, tag, bytes, payload);
            Task to = tasks.get(destination);
            double overhead = sendOverhead(this, to, bytes);
            work(this, TaskState.SEND, overhead, () -> {
                inject(m, this);
                then.run();
            });
        }

        @Override
        public void mcast(int[] destinations, int tag, long bytes, Object payload, Runnable then) {
            issue(this, "mcast");
            List<Message> out = new ArrayList<>(destinations.length);
            double overhead = 0;
            for (int d : destinations) {
                Message m = newMessage(this, d, tag, bytes, payload);
                Task to = tasks.get(d);
                overhead = Math.max(overhead, sendOverhead(this, to, bytes));
                out.add(m);
            }
            work(this, TaskState.SEND, overhead, () -> {
                for (Message m : out) {
                    inject(m, this);
                }
                then.run();
            });
        }

        @Override
        public void recv(int source, int tag, Consumer<Message> then) {
            issue(this, "recv");
            Message m = take(this, source, tag, true);
            if (m != null) {
                receive(this, m, then);
            } else {
                block(this, source, tag, "recv", then);
            }
        }

        @Override
        public void trecv(int source, int tag, double timeoutSeconds, Consumer<Message> then) {
            issue(this, "trecv");
            if (!(timeoutSeconds >= 0)) {
                throw new TaskFailure(id, name, sim.now(), "trecv needs a time-out >= 0, got " + timeoutSeconds, null);
            }
            Message m = take(this, source, tag, true);
            if (m != null) {
                receive(this, m, then);
                return;
            }
            block(this, source, tag, "trecv", then);
            timeout = sim.scheduleIn(timeoutSeconds, this, 0);
        }

        /** The time-out of a trecv. */
        @Override
        public void handleEvent(int tag) {
            timeout = -1;
            if (alive && waiting != null) {
                wake(this, null);
            }
        }

        @Override
        public void nrecv(int source, int tag, Consumer<Message> then) {
            issue(this, "nrecv");
            receive(this, take(this, source, tag, true), then);
        }

        @Override
        public void probe(int source, int tag, Consumer<Message> then) {
            issue(this, "probe");
            Message m = take(this, source, tag, false);
            NetworkModel seg = segment;
            double overhead = seg == null ? 0 : seg.receiveOverheadSeconds(station, 0, true);
            work(this, TaskState.RECEIVE, overhead, () -> then.accept(m));
        }

        @Override
        public void spawn(TaskProgram child, String childName, String childHost, IntConsumer then) {
            issue(this, "spawn");
            work(this, TaskState.SPAWN, spawnDelaySeconds, () -> {
                Task c;
                try {
                    c = newTask(child, childName, childHost, id);
                } catch (IllegalArgumentException e) {
                    throw new TaskFailure(id, name, sim.now(), "spawn: " + e.getMessage(), e);
                }
                run(c, () -> c.program.start(c));
                then.accept(c.id);
            });
        }

        @Override
        public void kill(int tid, Runnable then) {
            issue(this, "kill");
            Task victim = task(tid);
            later(() -> {
                end(victim);
                run(this, then);
            });
        }

        @Override
        public void exit() {
            issue(this, "exit");
            end(this);
        }

        @Override
        public void hold() {
            issue(this, "hold");
            held = true;
        }
    }
}
