package lbsim.core.program;

import java.util.List;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.regex.Pattern;

import lbsim.api.LoadBalancer;
import lbsim.api.Pvm;
import lbsim.api.PvmException;
import lbsim.api.Task;
import lbsim.core.balance.Strategies;
import lbsim.core.balance.Strategy;
import lbsim.core.cpu.Host;
import lbsim.core.msg.Message;
import lbsim.core.msg.TaskContext;
import lbsim.core.msg.TaskFailure;
import lbsim.core.msg.TaskProgram;

/**
 * One task of a real program: a {@link Task} running on a thread of its own, with strict hand-off.
 * <p>
 * One baton exists per run (see {@link ProgramRuntime}): its holder is the only thread that runs,
 * either a task's own code or the simulation's event loop ({@link lbsim.core.engine.Simulation#step()}).
 * A task that calls the {@link Pvm} issues the matching operation on its {@link TaskContext} and then
 * processes events itself until a task is ready (an operation's continuation has handed it its result):
 * if that is itself, it returns to its code without any hand-off; otherwise it passes the baton to that
 * task's thread and waits until it is ready again. Continuations never run a task's code inside an event:
 * they {@link TaskContext#hold hold} the task and queue it, and the baton moves only between events.
 * Every non-final field is written and read by baton holders only; the volatile {@code turn} flags
 * through which the baton passes order those accesses.
 */
final class ProgramTask implements TaskProgram {

    private static final Pattern CLASS_NAME = Pattern
            .compile("[\\p{L}_$][\\p{L}\\p{N}_$]*(\\.[\\p{L}_$][\\p{L}\\p{N}_$]*)+");

    /** Unwinds a task's stack after exit, kill or close; the thread's top level catches it. */
    private static final class Unwind extends Error {
        private static final long serialVersionUID = 1L;

        Unwind() {
            super("lbsim task ended", null, false, false);
        }
    }

    private static final Unwind UNWIND = new Unwind();

    private final ProgramRuntime runtime;
    /** The program's object; dropped when the thread ends (with {@link #thread}: a run of a million tasks keeps neither). */
    private Task task;
    private String name;
    /** Whether the name is the class's and gets the task id appended when the task is created. */
    private final boolean numbered;
    private final List<String> args;
    private final Handle pvm = new Handle();
    private final Runnable resumeVoid = () -> resume(null);
    private final Consumer<Message> resumeWith = this::resume;
    private final Baton baton;

    private volatile boolean killed;
    private volatile boolean abandoned;
    private volatile boolean bodyDone;
    private boolean unwindHolding;
    private volatile Thread thread;
    private boolean started;
    private TaskContext ctx;
    private int tid = -1;

    private Object result;
    private boolean exiting;
    private double exitCharge;
    private long cpuStart;
    /** The thread whose CPU clock {@link #cpuStart} was read on (the carrier, on a virtual thread). */
    private long cpuThread = -1;

    /**
     * @param name     the task's name, or (numbered) the class's simple name, which becomes
     *                 {@code Class-tid} when the task is created, so every task of a program has a name of its own
     */
    ProgramTask(ProgramRuntime runtime, Task task, String name, boolean numbered, List<String> args) {
        this.runtime = runtime;
        this.task = task;
        this.name = name;
        this.numbered = numbered;
        this.args = args;
        this.baton = new Baton(runtime == null || !runtime.virtualThreads());
    }

    /** The name in traces: the class's simple name and the task id (e.g. {@code TokenRing-2}), or the given name. */
    @Override
    public String name(String given, int taskId) {
        name = numbered ? given + "-" + taskId : given;
        return name;
    }

    String name() {
        return name;
    }

    int tid() {
        return tid;
    }

    // ---------------------------------------------------------------- inside events (any baton holder)

    @Override
    public void start(TaskContext context) {
        this.ctx = context;
        this.tid = context.myTid();
        runtime.register(tid, this);
        if (killed) {
            return; // the runtime was closed: the task ends at once
        }
        thread = runtime.newThread(this::body, "lbsim-task-" + tid + "-" + name);
        ctx.hold();
        runtime.ready(this);
    }

    /** An operation completed: keep the result, and run the task's code once this event is over. */
    private void resume(Object value) {
        result = value;
        ctx.hold();
        runtime.ready(this);
    }

    /** Gives this task the baton (it is ready): starts its thread the first time. */
    void hand() {
        if (!started) {
            started = true;
            baton.give(null);
            ProgramRuntime.started(thread);
            try {
                thread.start();
            } catch (Throwable e) { // e.g. no operating-system thread left
                ProgramRuntime.ended(thread);
                if (e instanceof OutOfMemoryError oom) {
                    throw runtime.threadStartFailure(this, oom);
                }
                throw e;
            }
        } else {
            baton.give(thread);
        }
    }

    /**
     * The task was killed by another task (it is not ready and does not hold the baton): unwind its
     * stack, while the killer waits, and wait until its thread has ended.
     */
    void unwindAfterKill() {
        killed = true;
        Thread t = thread;
        if (t == null || !started) {
            return;
        }
        if (t == Thread.currentThread()) {
            unwindHolding = true; // it processes this very event: it unwinds first, then passes the baton on
            return;
        }
        baton.give(t);
        runtime.killWait(this);
        try {
            ProgramRuntime.join(t);
        } finally {
            runtime.killWait(null);
        }
        if (runtime.gaveUp()) {
            throw UNWIND; // the event loop's watchdog failed the run meanwhile (see ProgramRuntime#awaitLoop)
        }
        if (t.isAlive()) {
            // it caught lbsim's unwinding (an Error) and went on: kill is final, so the run fails, naming it
            abandoned = true;
            runtime.abandoned(this);
            throw new TaskFailure(tid, name, runtime.simulation().now(), WENT_ON, whereNow());
        }
    }

    /** The message of the failure for a killed task whose thread went on. */
    static final String WENT_ON = "was killed, but its thread went on running for 2 s (the program catches Throwable or"
            + " Error, which also catches lbsim's unwinding of a killed task; a killed task's Pvm calls all throw again)";

    /** Whether the task's thread has left its body (normally or not). */
    boolean threadEnded() {
        return bodyDone;
    }

    /** The task ran its own code past the run's wall-clock budget or a stop: it must not touch the run again. */
    void abandon() {
        abandoned = true;
        killed = true;
    }

    /** Whether the task was abandoned (see {@link #abandon()}). */
    boolean isAbandoned() {
        return abandoned;
    }

    /** Where the task's thread is now, as an exception to show (for a task that does not call the Pvm). */
    Throwable whereNow() {
        Thread t = thread;
        Exception where = new Exception("task " + tid + " '" + name + "' was here (thread " + (t == null ? "-" : t.getName())
                + ")", null);
        where.setStackTrace(t == null ? new StackTraceElement[0] : t.getStackTrace());
        return where;
    }

    /**
     * Asks the thread to end if it is alive (see {@link ProgramRuntime#close()}, which then waits for it):
     * a thread waiting for its turn wakes up and unwinds, an abandoned one is interrupted.
     */
    void release() {
        killed = true;
        Thread t = thread;
        if (t == null || !started || !t.isAlive()) {
            return;
        }
        if (abandoned) {
            t.interrupt(); // running Java code of its own: ask it to stop
        } else {
            baton.give(t); // waiting for its turn: it wakes up and unwinds
        }
    }

    /** The task's thread (null before the task is created, and once a virtual thread has left its body). */
    Thread thread() {
        return thread;
    }

    /** Whether the task's thread has been started. */
    boolean started() {
        return started;
    }

    // ---------------------------------------------------------------- task-thread side

    private void body() {
        try {
            runBody();
        } catch (Throwable e) { // out of lbsim's own handling (e.g. no memory left to report a failure)
            runtime.uncaught(e);
            throw e;
        } finally {
            bodyDone = true;
            ProgramRuntime.ended(thread);
            // the program's object and an ended virtual thread (about 300 bytes with its continuation and name) are
            // garbage now, while the task's record stays until the run's results are written (threadEnded() is
            // bodyDone); a platform thread is kept, for close() to wait until it has really ended
            task = null;
            if (thread.isVirtual()) {
                thread = null;
            }
        }
    }

    private void runBody() {
        baton.await(); // given before start()
        boolean exited;
        try {
            if (killed) {
                return;
            }
            enterUserCode();
            task.run(pvm);
            exited = exiting;
        } catch (Unwind u) {
            exited = true;
        } catch (Throwable e) {
            if (killed) {
                passOnAfterKill();
                return;
            }
            if (!exiting) {
                if (runtime.leaveUserCode(this)) {
                    runtime.fail(e instanceof OutOfMemoryError oom ? runtime.outOfMemory(this, oom, "in the program's code")
                            : new TaskFailure(tid, name, runtime.simulation().now(), "the program threw " + e, e));
                }
                return;
            }
            exited = true;
        }
        if (killed) {
            passOnAfterKill(); // killed or closed: nobody waits for this thread but close() or the killer
            return;
        }
        long cpu = runtime.measured() ? runtime.cpuNanos() : 0;
        if (!runtime.leaveUserCode(this)) {
            return; // abandoned: the run has failed already
        }
        double charge = exited ? exitCharge : runtime.measured() ? measuredSeconds(cpu) : 0;
        try {
            if (charge > 0) {
                ctx.compute(charge, ctx::exit);
            } else {
                ctx.exit();
            }
        } catch (RuntimeException e) {
            runtime.fail(asFailure(e));
            return;
        }
        runtime.drive(null, this);
    }

    /** Killed while it held the baton (in the kill's own event): it has unwound, now it passes the baton on. */
    private void passOnAfterKill() {
        if (unwindHolding) {
            unwindHolding = false;
            runtime.drive(null, this);
        }
    }

    /** Whether the thread, holding the baton, must stop processing events and unwind (see {@link #unwindAfterKill}). */
    boolean mustUnwind() {
        return unwindHolding;
    }

    /**
     * Issues an operation (after the measured CPU time as work, if any), then processes events until
     * this task is ready again, and returns its result.
     */
    private Object call(Runnable operation, double charge) {
        Object r = perform(operation, charge);
        enterUserCode();
        return r;
    }

    /**
     * A receive: {@link #call}, with the payload copied for this task before its user code (and, in
     * measured mode, its CPU clock) starts again, as the sender's copy is taken before its clock stops.
     */
    private lbsim.api.Message receive(Runnable operation, double charge) {
        Message m = (Message) perform(operation, charge);
        runtime.enterUserCode(this); // a payload's readObject is the program's code: the watchdog covers it
        try {
            return toApi(m);
        } finally {
            if (runtime.measured()) {
                startClock(); // its CPU time is not the receiver's work (see above)
            }
        }
    }

    /** {@link #call} up to, not including, the return to user code. */
    private Object perform(Runnable operation, double charge) {
        if (!runtime.leaveUserCode(this)) {
            throw UNWIND; // abandoned: the run has failed already
        }
        try {
            if (charge > 0) {
                ctx.compute(charge, operation);
            } else {
                operation.run();
            }
        } catch (RuntimeException e) {
            runtime.fail(asFailure(e));
            awaitTurn();
            throw UNWIND;
        }
        if (!runtime.drive(this, this) && !killed) {
            awaitTurn();
        }
        if (killed) {
            throw UNWIND;
        }
        Object r = result;
        result = null;
        return r;
    }

    private TaskFailure asFailure(RuntimeException e) {
        return e instanceof TaskFailure f ? f
                : new TaskFailure(tid, name, runtime.simulation().now(), e.toString(), e);
    }

    /** Waits until this task is given the baton (or killed). */
    void awaitTurn() {
        baton.await();
    }

    private void enterUserCode() {
        runtime.enterUserCode(this);
        if (runtime.measured()) {
            startClock();
        }
    }

    private void startClock() {
        cpuStart = runtime.cpuNanos();
        cpuThread = runtime.cpuThread();
    }

    /**
     * The CPU time used since {@link #startClock()}, in reference seconds, given the clock read now. A task on a
     * virtual thread that blocked in its own code (a sleep, file I/O, a lock) may have come back on another
     * carrier thread: then only its time on the first carrier counts (the other carrier's clock has no
     * reading from when the task came to it).
     */
    private double measuredSeconds(long cpuNow) {
        long used;
        if (runtime.cpuThread() == cpuThread) {
            used = cpuNow - cpuStart;
        } else {
            long then = runtime.cpuNanosOf(cpuThread);
            used = then >= 0 && cpuStart >= 0 ? then - cpuStart : 0;
        }
        return used > 0 ? used * 1e-9 * runtime.referenceFactor() : 0;
    }

    /** Entry of a call: the CPU time used since the last one (reference seconds, 0 when declared). */
    private double enter(String operation) {
        long cpu = runtime.measured() ? runtime.cpuNanos() : 0;
        checkThread(operation);
        if (killed || exiting) {
            throw unwind();
        }
        runtime.countCall();
        CallSites sites = runtime.callSites();
        if (sites != null) {
            sites.mark(tid);
        }
        return runtime.measured() ? measuredSeconds(cpu) : 0;
    }

    /** Entry of a call that needs no virtual time. */
    private void enterQuery(String operation) {
        checkThread(operation);
        if (killed) {
            throw unwind();
        }
        runtime.countCall();
    }

    /**
     * The unwinding of a task that calls the Pvm after it ended (killed, or it caught the unwinding and went
     * on). On a virtual thread it first leaves the carrier thread to the others for 0.1 ms: a killed task that
     * catches the unwinding in a loop of Pvm calls must not keep it from the killer, which waits for it to end
     * ({@link Thread#yield()} is not enough: the carrier runs the yielding thread again before the killer,
     * whose timed wait has ended).
     */
    private Unwind unwind() {
        if (killed && thread != null && thread.isVirtual()) {
            // a park returns at once while the interrupt status is set, and setting it again unparks a virtual
            // thread: the status of a killed task that goes on is cleared here (the killer interrupts it)
            Thread.interrupted();
            LockSupport.parkNanos(100_000);
        }
        return UNWIND;
    }

    void checkThread(String operation) {
        Thread current = Thread.currentThread();
        if (current != thread) {
            PvmException e = new PvmException("Pvm." + operation + " called from thread '" + current.getName()
                    + "', which is not the thread of task " + tid);
            runtime.foreignCall(this, e);
            throw e;
        }
    }

    double virtualTime() {
        return runtime.simulation().now();
    }

    private void checkTid(int t, String operation) {
        if (t < 0 || t >= runtime.vm().taskCount()) {
            throw new PvmException(operation + ": no task " + t + " (task ids are 0.." + (runtime.vm().taskCount() - 1)
                    + ")");
        }
    }

    private static void checkTag(int tag, String operation) {
        if (tag < 0) {
            throw new PvmException(operation + ": a message tag must be >= 0, got " + tag);
        }
    }

    private void checkSourceAndTag(int source, int tag, String operation) {
        if (source != Pvm.ANY) {
            checkTid(source, operation);
        }
        if (tag != Pvm.ANY) {
            checkTag(tag, operation);
        }
    }

    private lbsim.api.Message toApi(Message m) {
        if (m == null) {
            return null;
        }
        Object payload = m.payload() instanceof Packet p ? p.copy(runtime.loader(), tid) : m.payload();
        return new lbsim.api.Message(m.source(), m.tag(), m.bytes(), payload);
    }

    private static int[] copyOf(int[] destinations, String operation) {
        if (destinations == null) {
            throw new PvmException(operation + ": no destinations (null)");
        }
        return destinations.clone();
    }

    /**
     * A send operation that also tells the call-site table which message ids it started (the operation
     * itself when sites are not recorded).
     */
    private Runnable sited(Runnable send) {
        CallSites sites = runtime.callSites();
        if (sites == null) {
            return send;
        }
        return () -> {
            int first = runtime.vm().messagesStarted();
            send.run();
            sites.started(tid, first, runtime.vm().messagesStarted());
        };
    }

    /** The task's {@link Pvm}: every method runs on the task's thread, between two hand-offs. */
    private final class Handle implements Pvm {

        @Override
        public int myTid() {
            enterQuery("myTid");
            return tid;
        }

        @Override
        public int parent() {
            enterQuery("parent");
            int p = ctx.parent();
            return p == TaskContext.ANY ? NO_PARENT : p;
        }

        @Override
        public String hostName() {
            enterQuery("hostName");
            return ctx.hostName();
        }

        @Override
        public List<String> hosts() {
            enterQuery("hosts");
            return runtime.vm().hostNames();
        }

        @Override
        public List<String> args() {
            enterQuery("args");
            return args;
        }

        @Override
        public double now() {
            double w = enter("now");
            if (w > 0) {
                call(() -> ctx.compute(w, resumeVoid), 0); // the CPU time used so far is part of "now"
            }
            return runtime.simulation().now();
        }

        @Override
        public int[] spawn(Class<? extends Task> program, int count, String host, String... spawnArgs) {
            double w = enter("spawn");
            if (program == null) {
                throw new PvmException("spawn: no program class (null)");
            }
            return spawnClass(program, count, host, spawnArgs, w);
        }

        @Override
        public int[] spawn(String programClassName, int count, String host, String... spawnArgs) {
            double w = enter("spawn");
            Class<?> type;
            try {
                type = TaskClasses.load(programClassName, runtime.loader());
            } catch (TaskClasses.BadTaskClass e) {
                throw new PvmException("spawn: " + e.getMessage(), e.getCause());
            }
            return spawnClass(type, count, host, spawnArgs, w);
        }

        private int[] spawnClass(Class<?> type, int count, String host, String[] spawnArgs, double w) {
            if (count < 1) {
                throw new PvmException("spawn: count must be >= 1, got " + count);
            }
            if (host != null && runtime.vm().host(host) == null) {
                throw new PvmException("spawn: no host named '" + host + "'; hosts: " + runtime.vm().hostNames());
            }
            List<String> childArgs;
            try {
                childArgs = spawnArgs == null ? List.of() : List.of(spawnArgs);
            } catch (NullPointerException e) {
                throw new PvmException("spawn: an argument is null", e);
            }
            ProgramTask[] children = new ProgramTask[count];
            for (int i = 0; i < count; i++) {
                try {
                    children[i] = new ProgramTask(runtime, TaskClasses.instantiate(type), ProgramRuntime.taskName(type),
                            true, childArgs);
                } catch (TaskClasses.BadTaskClass e) {
                    throw new PvmException("spawn: " + e.getMessage(), e.getCause());
                }
            }
            int[] tids = new int[count];
            call(() -> spawnNext(children, 0, host, tids), w);
            return tids;
        }

        private void spawnNext(ProgramTask[] children, int i, String host, int[] tids) {
            ctx.spawn(children[i], children[i].name, host, id -> {
                tids[i] = id;
                if (i + 1 < children.length) {
                    spawnNext(children, i + 1, host, tids);
                } else {
                    resume(null);
                }
            });
        }

        @Override
        public void send(int destination, int tag, Object payload) {
            send(destination, tag, payload, -1, false);
        }

        @Override
        public void send(int destination, int tag, Object payload, long virtualBytes) {
            send(destination, tag, payload, virtualBytes, true);
        }

        private void send(int destination, int tag, Object payload, long virtualBytes, boolean virtual) {
            double w = enter("send");
            checkTid(destination, "send");
            checkTag(tag, "send");
            if (runtime.vm().wasLost(destination)) {
                throw new PvmException("send: task " + destination + " was lost when its host '"
                        + runtime.vm().taskHost(destination) + "' went off");
            }
            if (virtual && virtualBytes < 0) {
                throw new PvmException("send: the virtual length must be >= 0 bytes, got " + virtualBytes);
            }
            Packet packet = Packet.of(payload, tid);
            long bytes = virtual ? virtualBytes : packet.length();
            call(sited(() -> ctx.send(destination, tag, bytes, packet, resumeVoid)), w);
        }

        @Override
        public void mcast(int[] destinations, int tag, Object payload) {
            mcast(destinations, tag, payload, -1, false);
        }

        @Override
        public void mcast(int[] destinations, int tag, Object payload, long virtualBytes) {
            mcast(destinations, tag, payload, virtualBytes, true);
        }

        private void mcast(int[] destinations, int tag, Object payload, long virtualBytes, boolean virtual) {
            double w = enter("mcast");
            int[] to = copyOf(destinations, "mcast");
            for (int d : to) {
                checkTid(d, "mcast");
            }
            checkTag(tag, "mcast");
            if (virtual && virtualBytes < 0) {
                throw new PvmException("mcast: the virtual length must be >= 0 bytes, got " + virtualBytes);
            }
            Packet packet = Packet.of(payload, tid);
            long bytes = virtual ? virtualBytes : packet.length();
            call(sited(() -> ctx.mcast(to, tag, bytes, packet, resumeVoid)), w);
        }

        @Override
        public lbsim.api.Message recv(int source, int tag) {
            double w = enter("recv");
            checkSourceAndTag(source, tag, "recv");
            return receive(() -> ctx.recv(source, tag, resumeWith), w);
        }

        @Override
        public lbsim.api.Message nrecv(int source, int tag) {
            double w = enter("nrecv");
            checkSourceAndTag(source, tag, "nrecv");
            return receive(() -> ctx.nrecv(source, tag, resumeWith), w);
        }

        @Override
        public lbsim.api.Message trecv(int source, int tag, double timeoutSeconds) {
            double w = enter("trecv");
            checkSourceAndTag(source, tag, "trecv");
            if (!(timeoutSeconds >= 0)) {
                throw new PvmException("trecv: the time-out must be >= 0 s, got " + timeoutSeconds);
            }
            Runnable op = Double.isInfinite(timeoutSeconds) ? () -> ctx.recv(source, tag, resumeWith)
                    : () -> ctx.trecv(source, tag, timeoutSeconds, resumeWith);
            return receive(op, w);
        }

        @Override
        public lbsim.api.Message probe(int source, int tag) {
            double w = enter("probe");
            checkSourceAndTag(source, tag, "probe");
            return receive(() -> ctx.probe(source, tag, resumeWith), w);
        }

        @Override
        public void compute(double seconds) {
            double w = enter("compute");
            if (!(seconds >= 0) || Double.isInfinite(seconds)) {
                throw new PvmException("compute: the time must be finite and >= 0 s, got " + seconds);
            }
            double total = w + seconds; // the measured CPU time and the declared work, as one piece of work
            call(() -> ctx.compute(total, resumeVoid), 0);
        }

        @Override
        public void computeFlops(double flops) {
            double w = enter("computeFlops");
            if (!(flops >= 0) || Double.isInfinite(flops)) {
                throw new PvmException("computeFlops: the operation count must be finite and >= 0, got " + flops);
            }
            double total = w + flops / runtime.referenceFlopsPerSecond();
            call(() -> ctx.compute(total, resumeVoid), 0);
        }

        @Override
        public LoadBalancer balancer(String strategy, long units, int[] slaves) {
            enterQuery("balancer");
            if (units < 0) {
                throw new PvmException("balancer: units must be >= 0, got " + units);
            }
            int[] s = copyOf(slaves, "balancer");
            if (s.length == 0) {
                throw new PvmException("balancer: no slaves");
            }
            double[] speeds = new double[s.length];
            List<Host> hostsOfSlaves = new java.util.ArrayList<>();
            for (int i = 0; i < s.length; i++) {
                checkTid(s[i], "balancer");
                Host h = runtime.vm().host(runtime.vm().taskHost(s[i]));
                speeds[i] = h.speed();
                hostsOfSlaves.add(h);
            }
            if (strategy == null) {
                throw new PvmException("balancer: no strategy (null)");
            }
            Strategy st;
            try {
                String spec = strategy.strip();
                st = CLASS_NAME.matcher(spec).matches() ? Strategies.load(spec, runtime.loader()) : Strategies.create(spec);
                st.pstates(new lbsim.core.balance.SlavePstates(hostsOfSlaves));
                st.start(units, speeds);
            } catch (IllegalArgumentException e) {
                throw new PvmException("balancer: " + e.getMessage(), e);
            }
            return new StrategyBalancer(st, ProgramTask.this, s.length);
        }

        @Override
        public void kill(int victim) {
            double w = enter("kill");
            checkTid(victim, "kill");
            if (victim == tid) {
                exitNow(w);
            }
            call(() -> ctx.kill(victim, () -> {
                runtime.unwindKilled(victim);
                resume(null);
            }), w);
        }

        @Override
        public void exit() {
            exitNow(enter("exit"));
        }

        @Override
        public void notifyExit(int watched, int tag) {
            enterQuery("notifyExit");
            checkTid(watched, "notifyExit");
            checkTag(tag, "notifyExit");
            runtime.vm().notifyOnExit(tid, watched, tag);
        }

        @Override
        public int pstateCount(String host) {
            enterQuery("pstateCount");
            return namedHost(host, "pstateCount").pstateCount();
        }

        @Override
        public int pstate(String host) {
            enterQuery("pstate");
            return namedHost(host, "pstate").pstate();
        }

        @Override
        public double pstateSpeed(String host, int pstate) {
            enterQuery("pstateSpeed");
            Host h = namedHost(host, "pstateSpeed");
            if (pstate < 0 || pstate >= h.pstateCount()) {
                throw new PvmException("pstateSpeed: host '" + host + "' has no pstate " + pstate + " (0.." + (h.pstateCount() - 1) + ")");
            }
            return h.pstateSpeed(pstate);
        }

        @Override
        public void setPstate(String host, int pstate) {
            double w = enter("setPstate");
            Host h = namedHost(host, "setPstate");
            if (pstate < 0 || pstate >= h.pstateCount()) {
                throw new PvmException("setPstate: host '" + host + "' has no pstate " + pstate + " (0.." + (h.pstateCount() - 1) + ")");
            }
            if (w > 0) {
                call(() -> ctx.compute(w, resumeVoid), 0); // the CPU time used so far runs at the old speed
            }
            h.setPstate(pstate);
        }

        private Host namedHost(String host, String operation) {
            Host h = host == null ? null : runtime.vm().host(host);
            if (h == null) {
                throw new PvmException(operation + ": no host named '" + host + "'; hosts: " + runtime.vm().hostNames());
            }
            return h;
        }

        @Override
        public void notifyHostDelete(String host, int tag) {
            enterQuery("notifyHostDelete");
            checkTag(tag, "notifyHostDelete");
            if (host == null || runtime.vm().host(host) == null) {
                throw new PvmException("notifyHostDelete: no host named '" + host + "'; hosts: " + runtime.vm().hostNames());
            }
            runtime.vm().notifyOnHostOff(tid, host, tag);
        }

        private void exitNow(double w) {
            exiting = true;
            exitCharge = w;
            throw UNWIND;
        }

        @Override
        public String toString() {
            return "Pvm of task " + tid + " '" + name + "'";
        }
    }
}
