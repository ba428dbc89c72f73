package lbsim.core.program;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
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
 * One task of a real program: a {@link Task} running on a thread of its own, driven by the event loop
 * through a {@link TaskContext} with strict hand-off.
 * <p>
 * The baton ({@code turn}) says who may run: the event loop ({@code LOOP}) or the task thread
 * ({@code TASK}). The event loop hands it to the task when the task starts and whenever one of the task's
 * operations completes in virtual time, then waits until the task hands it back at its next {@link Pvm}
 * call (with the matching operation as a request), or when the task ends. Every field below that is not
 * final is written by the side that holds the baton and read by the other side after the volatile write
 * and read of {@code turn}, which orders them. If the task keeps the baton past the run's wall-clock
 * budget, the event loop takes it away for good ({@code ABANDONED}) and fails the run.
 */
final class ProgramTask implements TaskProgram {

    private static final int LOOP = 0;
    private static final int TASK = 1;
    private static final int ABANDONED = 2;

    /** What the task thread asks for when it hands the baton back. */
    private static final int REQUEST = 0;
    private static final int FINISHED = 1;
    private static final int EXITED = 2;
    private static final int FAILED = 3;

    /**
     * The longest a side spins before it parks, in nanoseconds. Spinning catches the quick hand-offs of a
     * communicating program without a system call, but on a busy machine a spinning thread takes the
     * processor the other side needs: so each side adapts its own spin time, longer after a spin that
     * caught the hand-off, much shorter after one that did not (none on a single processor).
     */
    private static final long MAX_SPIN_NANOS = Runtime.getRuntime().availableProcessors() > 1
            ? Long.getLong("lbsim.program.maxSpinNanos", 20_000)
            : 0;
    /** How often the event loop, waiting for a task, looks at the stop flag and the wall-clock budget. */
    private static final long CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
    /** How long killing or closing waits for a task thread to unwind. */
    private static final long JOIN_MILLIS = 1000;

    private static final Pattern CLASS_NAME = Pattern
            .compile("[\\p{L}_$][\\p{L}\\p{N}_$]*(\\.[\\p{L}_$][\\p{L}\\p{N}_$]*)+");

    private static final VarHandle TURN;

    static {
        try {
            TURN = MethodHandles.lookup().findVarHandle(ProgramTask.class, "turn", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Unwinds a task's stack after exit, kill or close; the thread's top level catches it. */
    private static final class Unwind extends Error {
        private static final long serialVersionUID = 1L;

        Unwind() {
            super("lbsim task ended", null, false, false);
        }
    }

    private static final Unwind UNWIND = new Unwind();

    private final ProgramRuntime runtime;
    private final Task task;
    private final String name;
    private final List<String> args;
    private final Handle pvm = new Handle();
    private final Runnable resumeVoid = () -> resume(null);
    private final Consumer<Message> resumeWith = this::resume;

    @SuppressWarnings("unused") // through TURN
    private volatile int turn = LOOP;
    private volatile boolean killed;
    private volatile Thread thread;
    private volatile Thread loopThread;
    private TaskContext ctx;
    private int tid = -1;

    private int outcome;
    private Runnable request;
    private double charge;
    private Object result;
    private Throwable failure;
    private boolean exiting;
    private long cpuStart;
    private long loopSpinNanos = MAX_SPIN_NANOS;
    private long taskSpinNanos = MAX_SPIN_NANOS;

    ProgramTask(ProgramRuntime runtime, Task task, String name, List<String> args) {
        this.runtime = runtime;
        this.task = task;
        this.name = name;
        this.args = args;
    }

    String name() {
        return name;
    }

    // ---------------------------------------------------------------- event-loop side

    @Override
    public void start(TaskContext context) {
        this.ctx = context;
        this.tid = context.myTid();
        runtime.register(tid, this);
        if (killed) {
            return; // the runtime was closed
        }
        Thread t = runtime.newThread(this::body, "lbsim-task-" + tid + "-" + name);
        thread = t;
        loopThread = Thread.currentThread();
        TURN.setVolatile(this, TASK);
        t.start();
        awaitTask();
        dispatch();
    }

    /** An operation completed: give the task its result and the baton, take the next request. */
    private void resume(Object value) {
        result = value;
        loopThread = Thread.currentThread();
        TURN.setVolatile(this, TASK);
        LockSupport.unpark(thread);
        awaitTask();
        dispatch();
    }

    private void awaitTask() {
        if (spin(TASK, false, loopSpinNanos)) {
            loopSpinNanos = longer(loopSpinNanos);
            return;
        }
        loopSpinNanos >>= 2;
        long deadline = runtime.simulation().wallClockDeadlineNanos();
        long started = System.nanoTime();
        while ((int) TURN.getVolatile(this) == TASK) {
            long now = System.nanoTime();
            boolean stopped = runtime.simulation().isStopRequested() || Thread.currentThread().isInterrupted();
            boolean late = deadline != Long.MAX_VALUE && now - deadline >= 0;
            if (stopped || late) {
                if (TURN.compareAndSet(this, TASK, ABANDONED)) {
                    killed = true;
                    String why = stopped ? "the run was stopped" : "the run's wall-clock budget was used up";
                    throw new TaskFailure(tid, name, runtime.simulation().now(), String.format(Locale.ROOT,
                            "%s while the task ran Java code without calling the Pvm for %.3f s of wall-clock time "
                                    + "(a task must call the Pvm to let virtual time go on; its thread is interrupted "
                                    + "when the runtime is closed)",
                            why, (now - started) * 1e-9), null);
                }
                break;
            }
            long wait = CHECK_NANOS;
            if (deadline != Long.MAX_VALUE) {
                wait = Math.max(1, Math.min(wait, deadline - now));
            }
            LockSupport.parkNanos(this, wait);
        }
    }

    /**
     * Spins at most {@code nanos} until the baton is ({@code equal}) or is no longer ({@code !equal}) at
     * {@code side}; true if that happened.
     */
    private boolean spin(int side, boolean equal, long nanos) {
        if (((int) TURN.getVolatile(this) == side) == equal) {
            return true;
        }
        if (nanos <= 0) {
            return false;
        }
        long start = System.nanoTime();
        int n = 0;
        while (((int) TURN.getVolatile(this) == side) != equal) {
            Thread.onSpinWait();
            if ((++n & 31) == 0 && System.nanoTime() - start > nanos) {
                return false;
            }
        }
        return true;
    }

    private static long longer(long spinNanos) {
        return Math.min(MAX_SPIN_NANOS, spinNanos + (spinNanos >> 1) + 256);
    }

    /** Turns what the task asked for into the matching operation (or its end). */
    private void dispatch() {
        switch (outcome) {
            case REQUEST -> {
                Runnable r = request;
                request = null;
                double w = charge;
                if (w > 0) {
                    ctx.compute(w, r);
                } else {
                    r.run();
                }
            }
            case FINISHED -> {
                if (charge > 0) {
                    ctx.compute(charge, () -> {
                        // nothing more: the task ends after its last CPU time
                    });
                }
            }
            case EXITED -> {
                if (charge > 0) {
                    ctx.compute(charge, ctx::exit);
                } else {
                    ctx.exit();
                }
            }
            case FAILED -> throw new TaskFailure(tid, name, runtime.simulation().now(), "the program threw " + failure,
                    failure);
            default -> throw new IllegalStateException("outcome " + outcome);
        }
    }

    /**
     * The task was killed by another task (it waits in a call, or has ended): unwind its stack, as the
     * victim's own turn, and wait until its thread has ended.
     */
    void unwindAfterKill() {
        killed = true;
        Thread t = thread;
        if (t == null) {
            return;
        }
        if (TURN.compareAndSet(this, LOOP, TASK)) {
            LockSupport.unpark(t);
        }
        join(t);
    }

    /** Ends the thread if it is alive (see {@link ProgramRuntime#close()}). */
    void shutdown() {
        killed = true;
        Thread t = thread;
        if (t == null || !t.isAlive()) {
            return;
        }
        if (TURN.compareAndSet(this, LOOP, TASK)) {
            LockSupport.unpark(t); // parked in a call: it wakes up and unwinds
        } else {
            t.interrupt(); // running Java code of its own (abandoned): ask it to stop
        }
        join(t);
    }

    private static void join(Thread t) {
        boolean interrupted = false;
        for (int attempt = 0; attempt < 2 && t.isAlive(); attempt++) {
            try {
                t.join(JOIN_MILLIS);
            } catch (InterruptedException e) {
                interrupted = true;
            }
            if (t.isAlive()) {
                t.interrupt();
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    // ---------------------------------------------------------------- task-thread side

    private void body() {
        int out;
        try {
            if (runtime.measured()) {
                cpuStart = runtime.cpuNanos();
            }
            task.run(pvm);
            out = exiting ? EXITED : FINISHED;
        } catch (Unwind u) {
            out = EXITED;
        } catch (Throwable e) {
            if (exiting) {
                out = EXITED;
            } else {
                failure = e;
                out = FAILED;
            }
        }
        if (killed) {
            return; // killed or closed: nobody waits for a request, only for the thread to end
        }
        if (out == FINISHED) {
            charge = runtime.measured() ? measuredSeconds(runtime.cpuNanos()) : 0;
        } else if (out == FAILED) {
            charge = 0;
        }
        outcome = out;
        if (TURN.compareAndSet(this, TASK, LOOP)) {
            LockSupport.unpark(loopThread);
        }
    }

    /** Hands a request to the event loop and waits for its result. */
    private Object call(Runnable operation, double chargeSeconds) {
        request = operation;
        charge = chargeSeconds;
        outcome = REQUEST;
        if (!TURN.compareAndSet(this, TASK, LOOP)) {
            throw UNWIND; // abandoned: the run has failed already
        }
        LockSupport.unpark(loopThread);
        awaitTurn();
        if (killed) {
            throw UNWIND;
        }
        Object r = result;
        result = null;
        return r;
    }

    private void awaitTurn() {
        if (spin(TASK, true, taskSpinNanos)) {
            taskSpinNanos = longer(taskSpinNanos);
            return;
        }
        taskSpinNanos >>= 2;
        boolean interrupted = false;
        while ((int) TURN.getVolatile(this) != TASK) {
            LockSupport.park(this);
            if (Thread.interrupted()) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The user's code resumes: its CPU time counts from here. */
    private void resumed() {
        if (runtime.measured()) {
            cpuStart = runtime.cpuNanos();
        }
    }

    private double measuredSeconds(long cpuNow) {
        long used = cpuNow - cpuStart;
        return used > 0 ? used * 1e-9 * runtime.referenceFactor() : 0;
    }

    /** Entry of a call: the CPU time used since the last one (reference seconds, 0 when declared). */
    private double enter(String operation) {
        long cpu = runtime.measured() ? runtime.cpuNanos() : 0;
        checkThread(operation);
        if (killed || exiting) {
            throw UNWIND;
        }
        runtime.countCall();
        return runtime.measured() ? measuredSeconds(cpu) : 0;
    }

    /** Entry of a call that needs no virtual time. */
    private void enterQuery(String operation) {
        checkThread(operation);
        if (killed) {
            throw UNWIND;
        }
        runtime.countCall();
    }

    void checkThread(String operation) {
        Thread current = Thread.currentThread();
        if (current != thread) {
            throw new PvmException("Pvm." + operation + " called from thread '" + current.getName()
                    + "', which is not the thread of task " + tid);
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
                call(resumeVoid, w); // the CPU time used so far is part of "now"
                resumed();
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
                            childArgs);
                } catch (TaskClasses.BadTaskClass e) {
                    throw new PvmException("spawn: " + e.getMessage(), e.getCause());
                }
            }
            int[] tids = new int[count];
            call(() -> spawnNext(children, 0, host, tids), w);
            resumed();
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
            if (virtual && virtualBytes < 0) {
                throw new PvmException("send: the virtual length must be >= 0 bytes, got " + virtualBytes);
            }
            Packet packet = Packet.of(payload, tid);
            long bytes = virtual ? virtualBytes : packet.length();
            call(() -> ctx.send(destination, tag, bytes, packet, resumeVoid), w);
            resumed();
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
            call(() -> ctx.mcast(to, tag, bytes, packet, resumeVoid), w);
            resumed();
        }

        @Override
        public lbsim.api.Message recv(int source, int tag) {
            double w = enter("recv");
            checkSourceAndTag(source, tag, "recv");
            Message m = (Message) call(() -> ctx.recv(source, tag, resumeWith), w);
            lbsim.api.Message out = toApi(m);
            resumed();
            return out;
        }

        @Override
        public lbsim.api.Message nrecv(int source, int tag) {
            double w = enter("nrecv");
            checkSourceAndTag(source, tag, "nrecv");
            Message m = (Message) call(() -> ctx.nrecv(source, tag, resumeWith), w);
            lbsim.api.Message out = toApi(m);
            resumed();
            return out;
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
            Message m = (Message) call(op, w);
            lbsim.api.Message out = toApi(m);
            resumed();
            return out;
        }

        @Override
        public lbsim.api.Message probe(int source, int tag) {
            double w = enter("probe");
            checkSourceAndTag(source, tag, "probe");
            Message m = (Message) call(() -> ctx.probe(source, tag, resumeWith), w);
            lbsim.api.Message out = toApi(m);
            resumed();
            return out;
        }

        @Override
        public void compute(double seconds) {
            double w = enter("compute");
            if (!(seconds >= 0) || Double.isInfinite(seconds)) {
                throw new PvmException("compute: the time must be finite and >= 0 s, got " + seconds);
            }
            double total = w + seconds; // the measured CPU time and the declared work, as one piece of work
            call(() -> ctx.compute(total, resumeVoid), 0);
            resumed();
        }

        @Override
        public void computeFlops(double flops) {
            double w = enter("computeFlops");
            if (!(flops >= 0) || Double.isInfinite(flops)) {
                throw new PvmException("computeFlops: the operation count must be finite and >= 0, got " + flops);
            }
            double total = w + flops / runtime.referenceFlopsPerSecond();
            call(() -> ctx.compute(total, resumeVoid), 0);
            resumed();
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
            for (int i = 0; i < s.length; i++) {
                checkTid(s[i], "balancer");
                Host h = runtime.vm().host(runtime.vm().taskHost(s[i]));
                speeds[i] = h.speed();
            }
            if (strategy == null) {
                throw new PvmException("balancer: no strategy (null)");
            }
            Strategy st;
            try {
                String spec = strategy.strip();
                st = CLASS_NAME.matcher(spec).matches() ? Strategies.load(spec, runtime.loader()) : Strategies.create(spec);
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
            resumed();
        }

        @Override
        public void exit() {
            exitNow(enter("exit"));
        }

        private void exitNow(double w) {
            exiting = true;
            charge = w;
            throw UNWIND;
        }

        @Override
        public String toString() {
            return "Pvm of task " + tid + " '" + name + "'";
        }
    }
}
