package lbsim.core.program;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

import lbsim.api.PvmException;
import lbsim.api.Task;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.msg.TaskFailure;
import lbsim.core.msg.VirtualMachine;

/**
 * Runs real programs, written against {@link lbsim.api}, in virtual time on a {@link VirtualMachine}.
 * <p>
 * Each task runs its {@link Task#run} on a thread of its own, named {@code lbsim-task-<tid>-<taskname>}:
 * a virtual thread (see {@link #virtualThreads()}; in {@link CostMode#MEASURED} mode a task's CPU time is its
 * carrier thread's, see {@link CarrierClock}). The run is a strict hand-off: one baton per run, and only its
 * holder runs.
 * The thread in {@link Simulation#run} hands it to the first task that is ready and waits. A task that
 * calls the {@link lbsim.api.Pvm} issues the matching operation and then processes the simulation's
 * events itself ({@link Simulation#step()}) until a task is ready, i.e. an operation's continuation has
 * handed that task its result: if it is the caller itself, its code goes on with no hand-off at all;
 * otherwise the baton passes to that task's thread. On a run limit, a stop, the end of the events or a
 * failure the baton goes back to the thread in {@link Simulation#run}, which returns (or throws).
 * Exactly one thread runs at a time and the order of everything is the order of the events, so a run is
 * deterministic (in {@link CostMode#DECLARED} mode, bit for bit), and a task's code only ever runs when
 * the clock has reached the task's time. Install one runtime per simulation (it sets the simulation's
 * {@link Simulation#setInterlude interlude}).
 * <p>
 * Payloads are copied: a {@code byte[]} is cloned, any other object is serialized when sent and
 * deserialized through the program's class loader when received; a message's timing length is the byte
 * array's length or the serialized size (0 for null), unless the sender gives a virtual length.
 * {@code spawn} of {@code count} tasks costs the VM's spawn delay once per task.
 * <p>
 * Failures: an exception out of a task's {@code run} (also a {@link lbsim.api.PvmException} for a wrong
 * call) stops the simulation with a {@link lbsim.core.msg.TaskFailure} naming the task, its id and the
 * virtual time, with the exception as its cause; so does a Pvm call from a thread that is not the task's
 * own (even if the program catches the exception it gets there), and an error out of lbsim's code on a
 * task's thread (e.g. a stack overflow in a Pvm call). A task that runs Java code without calling the Pvm
 * holds up the clock; the thread in {@link Simulation#run} waits at most the rest of the run's
 * wall-clock budget (see {@link lbsim.core.engine.RunLimits}), or until {@link Simulation#stop()} (or an
 * interrupt), then gives the task a grace period to reach its next Pvm call (where the run ends cleanly)
 * and otherwise fails the run the same way, with the task's stack. A deadlock (every task waiting in
 * {@code recv}) is reported by the virtual machine ({@link VirtualMachine#deadlock()}). While the runtime
 * is open, a program thread that calls {@code System.exit} is reported on standard error and the JVM
 * halts with status 1.
 * <p>
 * Call {@link #close()} after every run, however it ended: it ends the task threads that are left.
 * Use: construct, {@link #start} the first task, run the simulation, close.
 */
public final class ProgramRuntime implements AutoCloseable {

    private final VirtualMachine vm;
    private final Simulation sim;
    private final ClassLoader loader;
    private final CostMode mode;
    private final boolean measured;
    private final double referenceFactor;
    private final double referenceFlopsPerSecond;
    private final CarrierClock cpuClock;
    private final List<ProgramTask> tasks = new ArrayList<>();
    private final List<ProgramTask> byTid = new ArrayList<>();
    private final ArrayDeque<ProgramTask> ready = new ArrayDeque<>();
    private final AtomicReference<ProgramTask> inUserCode = new AtomicReference<>();
    /** In {@link #inUserCode}: the task there was abandoned (the run failed, naming it). */
    private static final ProgramTask ABANDONED = new ProgramTask(null, null, "abandoned", false, List.of());
    /** When the task in {@link #inUserCode} entered it ({@link System#nanoTime()}); published by that field. */
    private long userCodeSince;
    /** A Pvm call from a thread that is not the task's own (the first one), to fail the run with. */
    private final AtomicReference<ForeignCall> foreignCall = new AtomicReference<>();
    private final Baton loopBaton = new Baton(true);
    /** Whether the task threads are virtual threads (else platform threads). */
    private final boolean virtual;
    /** A task of this runtime on a virtual thread was abandoned while it ran its own code. */
    private volatile boolean abandonedVirtual;
    /** A killed task whose killer waits for its thread to end (see {@link #awaitLoop()}), and since when. */
    private volatile ProgramTask killWait;
    private volatile long killWaitSince;
    /** The thread in {@link Simulation#run} failed the run while a task held the baton: no task touches the run again. */
    private volatile boolean gaveUp;
    /** Watches for a heap that stays full ({@link HeapWatch}), from the thread in {@link Simulation#run}. */
    private HeapWatch heapWatch;
    /** Set by that thread when the heap stays full: the baton holder fails the run as out of memory at the next event. */
    private volatile boolean heapExhausted;
    private volatile Thread loopThread;
    /** The task threads, and the threads they make (a new thread joins its maker's group). */
    private final ThreadGroup group = new ThreadGroup("lbsim-program");
    /** A shutdown hook, while the runtime is open: a program that calls System.exit fails the run. */
    private final Thread exitWatch = new Thread(this::programExitsJvm, "lbsim-program-exit-watch");
    private Throwable failure;
    /** The task last handed the baton (for the watchdog: a holder whose thread died fails the run). */
    private volatile ProgramTask holder;
    /** What ended a task thread uncaught, if anything did (an error inside lbsim's own handling). */
    private final AtomicReference<Throwable> uncaught = new AtomicReference<>();
    /** Memory set aside, freed when a program runs out, so that its failure can still be built and reported. */
    private volatile byte[] reserve = new byte[4 << 20];
    private long calls;
    private boolean closed;
    /** Where each Pvm call's site goes ({@link #recordCallSites}), or null: sites are not recorded. */
    private CallSites callSites;

    /** How often the thread in {@link Simulation#run}, waiting for the tasks, looks at the stop flag and the budget. */
    private static final long CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
    /**
     * How long after a stop (or the wall-clock deadline) the task that is running its own code is left to
     * reach its next Pvm call, where the run stops cleanly, before the run fails naming it.
     */
    private static final long GRACE_NANOS = TimeUnit.MILLISECONDS.toNanos(250);
    /** How long killing or closing waits for a task thread to unwind, before and after interrupting it. */
    private static final long JOIN_MILLIS = 1000;

    /** The system property that chooses the task threads: {@code virtual} (the default in DECLARED mode) or {@code platform}. */
    public static final String THREADS_PROPERTY = "lbsim.program.threads";

    /** The JDK's system property for the number of carrier threads of virtual threads. */
    static final String PARALLELISM_PROPERTY = "jdk.virtualThreadScheduler.parallelism";

    static {
        // Strict hand-off runs one task at a time: one carrier thread takes a hand-off in about 0.2 us, two take
        // about 1 us (the waker signals the other carrier, a futex wake-up per hand-off). The JDK reads this when
        // the first virtual thread is made; a value set by the user (-D...) is kept.
        if (System.getProperty(PARALLELISM_PROPERTY) == null) {
            System.setProperty(PARALLELISM_PROPERTY, "1");
        }
    }

    /** The task threads alive (started, their body not yet ended), of every runtime in this JVM. */
    private static final java.util.Set<Thread> LIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * Tasks on virtual threads that were abandoned running their own code (a spin that ignores interrupts) and
     * whose threads have not ended: such a thread holds a carrier thread, so new runtimes use platform threads.
     */
    private static final java.util.Set<ProgramTask> JAMMING = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * @param loader                  loads program classes by name (the program's class path); its parent must see
     *                                lbsim.api
     * @param mode                    DECLARED: only compute/computeFlops (and network overheads) cost time; MEASURED:
     *                                also the thread CPU time of user code between two API calls
     * @param referenceFactor         measured CPU seconds x this = reference-machine seconds (e.g. 3.0 if this
     *                                computer is 3 times as fast as the reference machine), > 0
     * @param referenceFlopsPerSecond rate used by computeFlops, > 0
     * @throws IllegalArgumentException for a factor or rate that is not a finite number > 0, MEASURED mode on a
     *                                  JVM without thread CPU time, or a simulation that has a runtime already
     */
    public ProgramRuntime(VirtualMachine vm, ClassLoader loader, CostMode mode, double referenceFactor,
            double referenceFlopsPerSecond) {
        if (vm == null || loader == null || mode == null) {
            throw new IllegalArgumentException("program runtime: virtual machine, class loader and cost mode are required");
        }
        if (!(referenceFactor > 0) || Double.isInfinite(referenceFactor)) {
            throw new IllegalArgumentException("program runtime: reference factor must be finite and > 0, got "
                    + referenceFactor);
        }
        if (!(referenceFlopsPerSecond > 0) || Double.isInfinite(referenceFlopsPerSecond)) {
            throw new IllegalArgumentException("program runtime: reference flops per second must be finite and > 0, got "
                    + referenceFlopsPerSecond);
        }
        if (vm.simulation().interlude() != null) {
            throw new IllegalArgumentException("program runtime: this simulation already has a program runtime (or"
                    + " another interlude); use one per simulation");
        }
        this.vm = vm;
        this.sim = vm.simulation();
        this.loader = loader;
        this.mode = mode;
        this.measured = mode == CostMode.MEASURED;
        this.referenceFactor = referenceFactor;
        this.referenceFlopsPerSecond = referenceFlopsPerSecond;
        JAMMING.removeIf(ProgramTask::threadEnded);
        boolean virtualWanted = JAMMING.isEmpty()
                && !"platform".equals(System.getProperty(THREADS_PROPERTY, "virtual").strip());
        this.virtual = virtualWanted && (!measured || CarrierClock.worksOnVirtualThreads());
        if (measured) {
            ThreadMXBean bean = ManagementFactory.getThreadMXBean();
            if (!bean.isCurrentThreadCpuTimeSupported()) {
                throw new IllegalArgumentException("program runtime: MEASURED mode needs thread CPU time, which this JVM"
                        + " does not support; use DECLARED");
            }
            if (!bean.isThreadCpuTimeEnabled()) {
                bean.setThreadCpuTimeEnabled(true);
            }
            this.cpuClock = new CarrierClock(bean);
        } else {
            this.cpuClock = null;
        }
        sim.setInterlude(this::interlude);
        try {
            Runtime.getRuntime().addShutdownHook(exitWatch);
        } catch (IllegalStateException e) {
            // the JVM is shutting down already
        }
    }

    /**
     * Records the call site of every Pvm call that can make a state interval or a message into {@code sites}
     * (whose {@link CallSites#sink()} must be the virtual machine's trace sink). Call before {@link #start}.
     *
     * @throws IllegalStateException when a task has started already
     */
    public void recordCallSites(CallSites sites) {
        if (!tasks.isEmpty()) {
            throw new IllegalStateException("recordCallSites must come before the first task starts");
        }
        this.callSites = sites;
    }

    /** The call-site table, or null when sites are not recorded. */
    CallSites callSites() {
        return callSites;
    }

    /**
     * Starts the program's first task (parent NO_PARENT) on host (null = automatic); returns its tid.
     * Called before the simulation runs.
     *
     * @param taskName the task's name in traces and its thread's name; null for the class's simple name and the
     *                 task id, e.g. {@code TokenRing-0} (spawned tasks are named so too)
     * @param args     what the task sees as {@link lbsim.api.Pvm#args()}; null for none
     * @throws ProgramException naming the class (and why): not found by the loader, not a {@link Task}, not public,
     *                          abstract, an inner class, no public constructor without arguments, the constructor
     *                          threw; or naming the host if there is no such host
     * @throws IllegalStateException after {@link #close()}
     */
    public int start(String mainClass, String taskName, String host, List<String> args) throws ProgramException {
        if (closed) {
            throw new IllegalStateException("program runtime is closed");
        }
        Task task;
        Class<?> type;
        try {
            type = TaskClasses.load(mainClass, loader);
            task = TaskClasses.instantiate(type);
        } catch (TaskClasses.BadTaskClass e) {
            throw new ProgramException(e.getMessage(), e.getCause());
        }
        if (host != null && vm.host(host) == null) {
            throw new ProgramException("program class '" + type.getName() + "': no host named '" + host + "'; hosts: "
                    + vm.hostNames(), null);
        }
        List<String> a;
        try {
            a = args == null ? List.of() : List.copyOf(args);
        } catch (NullPointerException e) {
            throw new ProgramException("program class '" + type.getName() + "': an argument is null", e);
        }
        boolean given = taskName != null && !taskName.isBlank();
        String name = given ? taskName : taskName(type);
        return vm.start(new ProgramTask(this, task, name, !given, a), name, host);
    }

    /**
     * Ends every task thread this runtime made that is still alive, after a normal end, a failure, a
     * deadlock or a run limit; idempotent; when it returns no such thread is alive.
     * <p>
     * Call it when {@link Simulation#run} has returned (or thrown). A thread waiting in a Pvm call is woken and
     * its stack unwound (its {@code finally} blocks run; Pvm calls made there end the task at once). A thread
     * running Java code of its own (a task that never called the Pvm again, see the class comment) is
     * interrupted; one that ignores interrupts cannot be reclaimed and is left running as a daemon thread
     * (this method waits for each at most about two seconds).
     */
    @Override
    public void close() {
        List<ProgramTask> all;
        synchronized (tasks) {
            if (!closed) {
                sim.setInterlude(null);
            }
            closed = true;
            all = new ArrayList<>(tasks);
        }
        for (ProgramTask t : all) {
            t.release();
        }
        if (abandonedVirtual) {
            // an abandoned task on a virtual thread holds the carrier the others need to unwind: wait for it
            // (it is interrupted), and for the others only once it has ended
            List<ProgramTask> abandoned = all.stream().filter(ProgramTask::isAbandoned).toList();
            joinAll(abandoned);
            if (abandoned.stream().allMatch(ProgramTask::threadEnded)) {
                joinAll(all);
            }
        } else {
            joinAll(all);
        }
        try {
            Runtime.getRuntime().removeShutdownHook(exitWatch);
        } catch (IllegalStateException e) {
            // the JVM is shutting down
        }
    }

    /**
     * The shutdown hook: if a thread of the program is the one in System.exit (rather than, e.g., the end of
     * lbsim or a Ctrl-C), says so and halts the JVM with exit code 1, as for a program that throws; the
     * program's exit status is not lbsim's.
     */
    private void programExitsJvm() {
        // the platform threads of the program: its tasks' (platform mode) and the threads they made (a thread
        // made by a virtual thread joins the group of all virtual threads; lbsim makes no virtual thread but
        // the tasks'); a virtual thread is not listed there: the task that holds the baton is the one that runs
        java.util.Map<Thread, StackTraceElement[]> threads = new java.util.LinkedHashMap<>();
        ProgramTask h = holder;
        Thread ht = h == null ? null : h.thread();
        if (ht != null && ht.isVirtual()) {
            threads.put(ht, ht.getStackTrace());
        }
        ThreadGroup virtualGroup = virtual ? Thread.ofVirtual().unstarted(() -> {
        }).getThreadGroup() : null;
        for (var e : Thread.getAllStackTraces().entrySet()) {
            ThreadGroup g = e.getKey().getThreadGroup();
            if (g == group || (g != null && g == virtualGroup)) {
                threads.put(e.getKey(), e.getValue());
            }
        }
        for (var e : threads.entrySet()) {
            Thread t = e.getKey();
            StackTraceElement[] stack = e.getValue();
            for (int i = 0; i < stack.length; i++) {
                if (stack[i].getClassName().equals("java.lang.Shutdown") && stack[i].getMethodName().equals("exit")) {
                    StringBuilder sb = new StringBuilder();
                    sb.append("lbsim: the program called System.exit in thread '").append(t.getName())
                            .append("' at virtual time ").append(sim.now()).append(" s: a task ends by returning from"
                                    + " Task.run or with Pvm.exit(); the simulation failed (exit code 1)\n");
                    for (int j = i + 1; j < stack.length; j++) {
                        if (!stack[j].getClassName().startsWith("java.lang.")) {
                            sb.append("\tat ").append(stack[j]).append('\n');
                        }
                    }
                    System.err.print(sb);
                    System.err.flush();
                    Runtime.getRuntime().halt(1);
                }
            }
        }
    }

    /**
     * Whether the tasks run on virtual threads: yes, unless the system property {@value #THREADS_PROPERTY} is
     * {@code platform}, or a task of an earlier runtime was abandoned on a virtual thread that still runs (it
     * holds a carrier thread), or (in {@link CostMode#MEASURED} mode) the JVM cannot give a virtual thread's
     * carrier thread's CPU time ({@link CarrierClock}). Virtual threads share carrier threads
     * ({@value #PARALLELISM_PROPERTY}, set to 1 unless given), so a program of 100,000 tasks does not need
     * 100,000 operating-system threads.
     */
    public boolean virtualThreads() {
        return virtual;
    }

    /**
     * The names of the task threads alive in this JVM (of every runtime, platform or virtual: a virtual thread
     * is not in {@link Thread#getAllStackTraces()}), sorted; for tests that check that none is left.
     */
    public static List<String> liveTaskThreads() {
        return LIVE.stream().filter(Thread::isAlive).map(Thread::getName).sorted().toList();
    }

    /** Number of Pvm calls served so far (for the benchmark). */
    public long apiCalls() {
        return calls;
    }

    /** The cost mode. */
    public CostMode mode() {
        return mode;
    }

    // ---------------------------------------------------------------- for ProgramTask

    static String taskName(Class<?> type) {
        String s = type.getSimpleName();
        return s.isEmpty() ? type.getName() : s;
    }

    VirtualMachine vm() {
        return vm;
    }

    Simulation simulation() {
        return sim;
    }

    ClassLoader loader() {
        return loader;
    }

    boolean measured() {
        return measured;
    }

    double referenceFactor() {
        return referenceFactor;
    }

    double referenceFlopsPerSecond() {
        return referenceFlopsPerSecond;
    }

    /** The calling task's CPU time (its carrier thread's on a virtual thread), in nanoseconds; -1 if unknown. */
    long cpuNanos() {
        return cpuClock.nanos();
    }

    /** The thread whose CPU clock the last {@link #cpuNanos()} read. */
    long cpuThread() {
        return cpuClock.lastThread();
    }

    /** The CPU time of thread {@code id} (see {@link #cpuThread()}) now, or -1 if it has ended. */
    long cpuNanosOf(long id) {
        return cpuClock.nanosOf(id);
    }

    void countCall() {
        calls++;
    }

    /** A task has started and got its id (on the event loop). */
    void register(int tid, ProgramTask task) {
        synchronized (tasks) {
            tasks.add(task);
            while (byTid.size() <= tid) {
                byTid.add(null);
            }
            byTid.set(tid, task);
            if (closed) {
                task.release();
            }
        }
    }

    /** After a kill (inside the kill's event): unwinds the victim's thread if it is one of this runtime's tasks. */
    void unwindKilled(int tid) {
        ProgramTask victim;
        synchronized (tasks) {
            victim = tid < byTid.size() ? byTid.get(tid) : null;
        }
        if (victim != null) {
            ready.remove(victim);
            victim.unwindAfterKill();
        }
    }

    /** A task's operation completed (inside an event): it runs once the event is over. */
    void ready(ProgramTask task) {
        ready.add(task);
    }

    /**
     * On the thread in {@link Simulation#run}, after each event it processed: hands the event loop to a
     * task that became ready, and waits until a task thread hands it back (a limit, a stop, the end, or a
     * failure, which it then throws out of the run).
     */
    private void interlude() {
        TaskFailure foreign = foreignCallFailure();
        if (foreign != null) {
            throw foreign;
        }
        ProgramTask next = ready.poll();
        if (next == null) {
            return;
        }
        loopThread = Thread.currentThread();
        handTo(next);
        awaitLoop();
        Throwable f = failure;
        if (f != null) {
            failure = null;
            if (f instanceof RuntimeException r) {
                throw r;
            }
            if (f instanceof Error e) {
                throw e;
            }
            throw new IllegalStateException(f);
        }
    }

    /**
     * Waits for the baton to come back. An interrupt of the waiting thread is a stop request: a task
     * thread that processes events stops at the next one, a task running its own code fails the run as
     * for {@link Simulation#stop()}; the interrupt status is set again for the caller.
     */
    private void awaitLoop() {
        if (loopBaton.spin() && loopBaton.tryTake()) {
            return;
        }
        long deadline = sim.wallClockDeadlineNanos();
        long started = System.nanoTime();
        boolean seen = false; // a stop or the deadline has been seen
        long noticed = 0; // when
        boolean interrupted = false;
        try {
            while (!loopBaton.tryTake()) {
                long now = System.nanoTime();
                if (Thread.interrupted()) { // cleared, or parkNanos would return at once: a busy wait
                    interrupted = true;
                    sim.stop();
                }
                ProgramTask h = holder;
                if (h != null && h.threadEnded()) {
                    if (loopBaton.tryTake()) { // it handed back just before it ended
                        return;
                    }
                    if (holder != h) {
                        // it handed on to another task before it ended (a task that exits right after a hand-off, in
                        // about a microsecond on virtual threads: seen at 1,000,000 tasks, where this was reported as
                        // a failure)
                        continue;
                    }
                    holder = null;
                    Throwable why = uncaught.get();
                    throw new TaskFailure(h.tid(), h.name(), sim.now(), "the task's thread ended without handing on"
                            + (why == null ? "" : " (" + why + ")") + (why instanceof OutOfMemoryError oom
                                    ? "; " + MemoryLimits.describe(oom) : ""), why);
                }
                ProgramTask victim = killWait;
                if (victim != null && virtual && now - killWaitSince > TimeUnit.MILLISECONDS.toNanos(2 * JOIN_MILLIS)
                        + GRACE_NANOS) {
                    // the killer waits for a victim that went on in its own code: on the one carrier thread the
                    // killer cannot even see its wait end, so this thread fails the run in its place
                    gaveUp = true;
                    victim.abandon();
                    abandoned(victim);
                    throw new TaskFailure(victim.tid(), victim.name(), sim.now(), ProgramTask.WENT_ON, victim.whereNow());
                }
                if (!heapExhausted) {
                    if (heapWatch == null) {
                        heapWatch = new HeapWatch();
                    }
                    heapExhausted = heapWatch.sample(now);
                }
                boolean stopped = sim.isStopRequested();
                boolean late = deadline != Long.MAX_VALUE && now - deadline >= 0;
                if ((stopped || late) && !seen) {
                    seen = true;
                    noticed = now;
                }
                if (seen && now - noticed >= GRACE_NANOS) {
                    // a task that calls the Pvm stops at its next call; blame only one that has run its own code
                    // since before the stop (or the deadline) was seen, for a while
                    ProgramTask spinning = inUserCode.get();
                    long since = userCodeSince; // after reading inUserCode, which published it
                    if (spinning != null && spinning != ABANDONED && since - noticed <= 0
                            && inUserCode.compareAndSet(spinning, ABANDONED)) {
                        spinning.abandon();
                        abandoned(spinning);
                        String why = stopped ? "the run was stopped" : "the run's wall-clock budget was used up";
                        throw new TaskFailure(spinning.tid(), spinning.name(), sim.now(), String.format(Locale.ROOT,
                                "%s while the task ran Java code without calling the Pvm for %.3f s of wall-clock time "
                                        + "(a task must call the Pvm to let virtual time go on; its thread is interrupted "
                                        + "when the runtime is closed)",
                                why, (now - Math.max(since, started)) * 1e-9), spinning.whereNow());
                    }
                    // else a task thread is processing events: it stops at the limit itself
                }
                long wait = CHECK_NANOS;
                if (seen) {
                    long left = noticed + GRACE_NANOS - now;
                    if (left > 0) {
                        wait = Math.min(wait, left);
                    }
                } else if (deadline != Long.MAX_VALUE) {
                    wait = Math.max(1, Math.min(wait, deadline - now));
                }
                LockSupport.parkNanos(this, wait);
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Run by the baton holder between events: processes events until a task is ready and hands it the
     * baton; on a limit, a stop or the end of the events hands it back to the thread in
     * {@link Simulation#run}; a failure goes there too.
     *
     * @param me     the task of the calling thread, or null if it has ended
     * @param driver the task of the calling thread (named if processing the events fails)
     * @return true if {@code me} is the task that is ready (it goes on running on this thread); false once
     *         the baton has been passed on (the caller waits for its turn, or its thread ends)
     */
    boolean drive(ProgramTask me, ProgramTask driver) {
        try {
            return driveEvents(me);
        } catch (OutOfMemoryError e) {
            reserve = null;
            lbsim.core.engine.SimulationFailure.freeReserve();
            if (gaveUp) {
                return false;
            }
            fail(new lbsim.core.engine.SimulationFailure(lbsim.core.engine.SimulationFailure.Kind.OUT_OF_MEMORY,
                    sim.now(), "out of memory (java.lang.OutOfMemoryError: " + e.getMessage() + ") at virtual time "
                            + sim.now() + " s in the events processed in a Pvm call of task " + driver.tid() + " '"
                            + driver.name() + "'; " + MemoryLimits.describe(e), e));
            return false;
        } catch (Throwable e) { // e.g. a stack overflow of a task that calls the Pvm deep in a recursion
            if (gaveUp) {
                return false; // the run has failed already: nothing is handed back
            }
            fail(e instanceof RuntimeException r && (e instanceof TaskFailure || e instanceof lbsim.core.engine.SimulationFailure) ? r
                    : new TaskFailure(driver.tid(), driver.name(), sim.now(),
                    "a Pvm call of the task failed inside lbsim: " + e, e));
            return false;
        }
    }

    private boolean driveEvents(ProgramTask me) {
        while (true) {
            if ((me != null && me.mustUnwind()) || gaveUp) {
                return false;
            }
            if (heapExhausted) {
                reserve = null;
                fail(new lbsim.core.engine.SimulationFailure(lbsim.core.engine.SimulationFailure.Kind.OUT_OF_MEMORY,
                        sim.now(), String.format(Locale.ROOT, "out of memory at virtual time %s s: the garbage collector took"
                                + " over %d %% of the last %d s or more and left the Java heap's old generation at least"
                                + " %d %% full; %s", sim.now(), Math.round(HeapWatch.GC_SHARE * 100),
                                HeapWatch.WINDOW_NANOS / 1_000_000_000L, Math.round(HeapWatch.FULL * 100),
                                MemoryLimits.heap()), null));
                return false;
            }
            TaskFailure foreign = foreignCallFailure();
            if (foreign != null) {
                fail(foreign);
                return false;
            }
            ProgramTask next = ready.poll();
            if (next != null) {
                if (next == me) {
                    return true;
                }
                handTo(next);
                return false;
            }
            StopReason reason = sim.step(); // what it throws fails the run (see drive)
            if (reason != null) {
                loopBaton.give(loopThread);
                return false;
            }
        }
    }

    /** A killed task's killer starts ({@code victim}) or ends (null) waiting for its thread to end. */
    void killWait(ProgramTask victim) {
        killWaitSince = System.nanoTime();
        killWait = victim;
    }

    /** Whether the thread in {@link Simulation#run} has failed the run while a task held the baton. */
    boolean gaveUp() {
        return gaveUp;
    }

    /** A task's thread starts (on the baton holder). */
    static void started(Thread t) {
        LIVE.add(t);
    }

    /** A task's thread leaves its body. */
    static void ended(Thread t) {
        LIVE.remove(t);
    }

    /** A task was abandoned running its own code (see {@link #virtualThreads()}). */
    void abandoned(ProgramTask task) {
        if (virtual) {
            abandonedVirtual = true;
            JAMMING.add(task);
        }
    }

    /** A task thread's body ended with this uncaught (the first one is kept for the watchdog's message). */
    void uncaught(Throwable e) {
        uncaught.compareAndSet(null, e);
    }

    /** Passes the baton to a ready task, remembering it for the watchdog. */
    private void handTo(ProgramTask next) {
        ProgramTask previous = holder;
        holder = next;
        try {
            next.hand();
        } catch (Throwable e) { // its thread did not start: the caller still holds the baton, and reports e
            holder = previous;
            throw e;
        }
    }

    /**
     * The failure for a program that ran out of memory: frees the reserve first, so the message can be built.
     * A {@link TaskFailure} naming the task and OutOfMemoryError, with how to give lbsim more memory.
     */
    TaskFailure outOfMemory(ProgramTask task, OutOfMemoryError e, String where) {
        reserve = null;
        return new TaskFailure(task.tid(), task.name(), sim.now(), "ran out of memory (java.lang.OutOfMemoryError: "
                + e.getMessage() + ") " + where + "; " + MemoryLimits.describe(e), e);
    }

    /** The failure for a task whose thread could not be started: names the limit that was reached. */
    TaskFailure threadStartFailure(ProgramTask task, OutOfMemoryError e) {
        reserve = null;
        return new TaskFailure(task.tid(), task.name(), sim.now(), "its thread could not be started"
                + " (java.lang.OutOfMemoryError: " + e.getMessage() + "): " + (String.valueOf(e.getMessage())
                        .contains("native thread") ? MemoryLimits.threads() : MemoryLimits.describe(e)), e);
    }

    private record ForeignCall(ProgramTask task, PvmException error) {
    }

    /**
     * A thread that is not {@code task}'s own called its Pvm (any thread, at any time): the call throws
     * {@code error} in that thread, and the run fails with it at the next event or hand-off, even if the
     * program catches it.
     */
    void foreignCall(ProgramTask task, PvmException error) {
        foreignCall.compareAndSet(null, new ForeignCall(task, error));
    }

    /** By the baton holder: the failure for a foreign call that happened, or null. */
    private TaskFailure foreignCallFailure() {
        ForeignCall f = foreignCall.get();
        if (f == null) {
            return null;
        }
        foreignCall.set(null);
        return new TaskFailure(f.task().tid(), f.task().name(), sim.now(), f.error().getMessage()
                + " (a task's Pvm may only be called by the thread that runs its Task.run)", f.error());
    }

    /** Hands the baton back to the thread in {@link Simulation#run}, which throws {@code e} out of the run. */
    void fail(Throwable e) {
        if (gaveUp) {
            return; // the thread in Simulation.run has failed the run already
        }
        failure = e;
        loopBaton.give(loopThread);
    }

    void enterUserCode(ProgramTask task) {
        userCodeSince = System.nanoTime();
        inUserCode.set(task);
    }

    /**
     * The task's thread leaves its own code (into a Pvm call, or out of run). False if the task was
     * abandoned meanwhile (its run has failed); true otherwise, also when the thread was not in its own
     * code (an error out of lbsim's code on that thread, which then holds the baton).
     */
    boolean leaveUserCode(ProgramTask task) {
        return inUserCode.compareAndSet(task, null) || inUserCode.get() != ABANDONED;
    }

    /**
     * Waits for the tasks' threads to end, together at most {@link #JOIN_MILLIS}; interrupts those that do not,
     * and gives up on them after {@link #JOIN_MILLIS} more.
     */
    private static void joinAll(List<ProgramTask> all) {
        boolean interrupted = false;
        for (int attempt = 0; attempt < 2; attempt++) {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(JOIN_MILLIS);
            boolean left = false;
            for (ProgramTask task : all) {
                Thread t = task.thread();
                if (t == null || t == Thread.currentThread() || !task.started() || !t.isAlive()) {
                    continue;
                }
                long wait = deadline - System.nanoTime();
                try {
                    if (wait > 0 ? !t.join(java.time.Duration.ofNanos(wait)) : t.isAlive()) {
                        left = true;
                    }
                } catch (InterruptedException e) {
                    interrupted = true;
                    left |= t.isAlive();
                }
            }
            if (!left) {
                break;
            }
            if (attempt == 0) {
                for (ProgramTask task : all) {
                    Thread t = task.thread();
                    if (t != null && t != Thread.currentThread() && task.started() && t.isAlive()) {
                        t.interrupt();
                    }
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits for a task thread to end; interrupts it if it does not, and gives up after a second more. */
    static void join(Thread t) {
        if (t == Thread.currentThread()) {
            return;
        }
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

    Thread newThread(Runnable body, String name) {
        return virtual ? Thread.ofVirtual().name(name).unstarted(body)
                : Thread.ofPlatform().group(group).name(name).daemon(true).unstarted(body);
    }
}
