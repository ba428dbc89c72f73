package lbsim.core.engine;

/**
 * The clock, the event calendar and the random streams of one simulation run. Single-threaded: all
 * model code runs inside {@link #run(RunLimits)}, on the caller's thread or on a thread it hands the
 * event loop to and waits for (see {@link #step()}), one at a time; only {@link #stop()} may be called
 * from another thread at any time.
 */
public final class Simulation {

    private static final int WALL_CLOCK_CHECK_MASK = 1023;

    /**
     * The stall rule: a run fails with {@link SimulationFailure.Kind#STALLED} when this many events in a
     * row moved the clock by less than {@link #MIN_PROGRESS_SECONDS}. No model of lbsim's needs 67
     * million events within a nanosecond of virtual time (the shipped examples peak far below), while a
     * model whose time stopped (a 1e-300 s time slice, a zero think time with a 1e-300 s demand) gets
     * there in seconds of wall time.
     */
    public static final long STALL_WINDOW_EVENTS = 1L << 26;

    /** Least virtual progress, in seconds, per {@link #STALL_WINDOW_EVENTS} events. */
    public static final double MIN_PROGRESS_SECONDS = 1e-9;

    private final EventCalendar calendar = new EventCalendar();
    private final RandomStreams random;
    private double now;
    private long eventsProcessed;
    private volatile boolean stopRequested;
    private long wallDeadlineNanos = Long.MAX_VALUE;
    private boolean running;
    private double runEndTime;
    private long runEventBudget;
    private long runProcessed;
    private long runWallStart;
    private double runWallLimitNanos;
    private Runnable interlude;
    private long stallWindow = STALL_WINDOW_EVENTS;
    private long progressCheckAt;
    private double progressFrom;
    private EventHandler current;
    private int currentTag;

    /** A simulation at time 0 whose random streams all derive from {@code masterSeed}. */
    public Simulation(long masterSeed) {
        this.random = new RandomStreams(masterSeed);
        SimulationFailure.setAside();
    }

    /** Current virtual time in seconds. */
    public double now() {
        return now;
    }

    /** Number of events processed so far. */
    public long eventsProcessed() {
        return eventsProcessed;
    }

    /**
     * Sets the stall rule's window (default {@link #STALL_WINDOW_EVENTS}; rounded up to a multiple of
     * 1,024 events); tests use a small one.
     */
    public void setStallWindow(long events) {
        if (events <= 0) {
            throw new IllegalArgumentException("stall window must be > 0 events, got " + events);
        }
        this.stallWindow = events;
    }

    /** Number of events pending. */
    public int pendingEvents() {
        return calendar.size();
    }

    /** The random streams of this run, one per component. */
    public RandomStreams random() {
        return random;
    }

    /**
     * Schedules an event at an absolute virtual time.
     *
     * @throws IllegalArgumentException if {@code time} is NaN or earlier than {@link #now()}
     * @return a handle for {@link #cancel(long)} and {@link #reschedule(long, double)}
     */
    public long schedule(double time, EventHandler handler, int tag) {
        if (!(time >= now)) {
            throw new IllegalArgumentException("cannot schedule an event at " + time + " s: the clock is at " + now + " s");
        }
        return calendar.insert(time, handler, tag); // not NaN: checked above
    }

    /** Schedules an event {@code delay} seconds from now ({@code delay >= 0}). */
    public long scheduleIn(double delay, EventHandler handler, int tag) {
        return schedule(now + delay, handler, tag);
    }

    /** Cancels a pending event; false if it already fired or was cancelled. */
    public boolean cancel(long handle) {
        return calendar.cancel(handle);
    }

    /**
     * Moves a pending event to a new time (not earlier than now).
     *
     * @return false if the event already fired or was cancelled (nothing is scheduled then)
     */
    public boolean reschedule(long handle, double time) {
        if (!(time >= now)) {
            throw new IllegalArgumentException("cannot move an event to " + time + " s: the clock is at " + now + " s");
        }
        return calendar.reschedule(handle, time);
    }

    /** Whether an event is still pending. */
    public boolean isPending(long handle) {
        return calendar.isPending(handle);
    }

    /**
     * Asks the {@link #run(RunLimits)} in progress to return {@link StopReason#STOPPED} after the current
     * event. Called before a run starts (a Ctrl-C between setting a run up and starting it), it makes that
     * run return STOPPED before processing any event: the request stands until a run has returned STOPPED
     * for it. Safe from any thread.
     */
    public void stop() {
        stopRequested = true;
    }

    /**
     * Whether a stop request stands: {@link #stop()} was called and no {@link #run(RunLimits)} has returned
     * STOPPED since. Safe from any thread.
     */
    public boolean isStopRequested() {
        return stopRequested;
    }

    /**
     * The {@link System#nanoTime()} at which the current {@link #run(RunLimits)} reaches its wall-clock
     * budget, for model code that waits for something outside the event loop (a real program's task
     * thread); {@code Long.MAX_VALUE} when there is no budget or no run is in progress. Call it from the
     * thread of the run.
     */
    public long wallClockDeadlineNanos() {
        return running ? wallDeadlineNanos : Long.MAX_VALUE;
    }

    /**
     * Processes events in order until none is pending or a limit is reached. May be called again to
     * continue a run that stopped at a limit.
     *
     * <p>
     * Two failures end a run by throwing {@link SimulationFailure}: virtual time stopped advancing (see
     * {@link #STALL_WINDOW_EVENTS}), naming the handler of the last event; and an {@link OutOfMemoryError}
     * in an event, naming that event's handler and how to give more memory.
     *
     * @return why it returned
     * @throws SimulationFailure as above
     */
    public StopReason run(RunLimits limits) {
        runEndTime = limits.endTimeSeconds();
        runEventBudget = limits.maxEvents();
        runProcessed = 0;
        runWallStart = System.nanoTime();
        runWallLimitNanos = limits.wallClockSeconds() * 1e9;
        wallDeadlineNanos = runWallLimitNanos >= Long.MAX_VALUE / 4 ? Long.MAX_VALUE
                : runWallStart + (long) runWallLimitNanos;
        running = true;
        VirtualTimeProbe.simulation = this;
        progressFrom = now;
        progressCheckAt = eventsProcessed + stallWindow;
        StopReason reason = null;
        try {
            reason = interlude == null ? runAlone() : null;
            if (reason != null) {
                return reason;
            }
            while ((reason = step()) == null) {
                Runnable between = interlude;
                if (between != null) {
                    between.run();
                }
            }
            return reason;
        } catch (OutOfMemoryError e) {
            throw SimulationFailure.outOfMemory("an event of " + describe(current, currentTag), now, e);
        } finally {
            running = false;
            if (reason == StopReason.STOPPED) {
                stopRequested = false; // answered; a later run goes on
            }
        }
    }

    /**
     * The event loop while no interlude is set (every model but real programs): {@link #step} inlined
     * with the limits in locals, which the hold benchmark shows is measurably faster. Returns null,
     * with {@code runProcessed} up to date, as soon as an interlude appears, so {@link #run} goes on
     * with {@link #step}.
     */
    private StopReason runAlone() {
        final EventCalendar cal = calendar;
        final double endTime = runEndTime;
        final long budget = runEventBudget;
        long processed = 0;
        // One comparison per event for the event budget and the wall clock together: the next count at
        // which either is due (the wall clock every 1,024 events, as in step()).
        long checkAt = Math.min(budget, WALL_CLOCK_CHECK_MASK);
        try {
            while (true) {
                if (stopRequested) {
                    return StopReason.STOPPED;
                }
                int slot = cal.earliest();
                if (slot < 0) {
                    return StopReason.COMPLETED;
                }
                double next = cal.slotTime(slot);
                if (next > endTime) {
                    now = Math.max(now, endTime);
                    return StopReason.END_TIME;
                }
                if (processed >= checkAt) {
                    if (processed >= budget) {
                        return StopReason.EVENT_LIMIT;
                    }
                    // here processed & WALL_CLOCK_CHECK_MASK == WALL_CLOCK_CHECK_MASK
                    if (System.nanoTime() - runWallStart > runWallLimitNanos) {
                        return StopReason.WALL_CLOCK;
                    }
                    checkProgress();
                    checkAt = Math.min(budget, processed + WALL_CLOCK_CHECK_MASK + 1);
                }
                cal.removeEarliest(slot);
                dispatch(next, cal.slotHandler(slot), cal.slotTag(slot));
                processed++;
                if (interlude != null) {
                    return null;
                }
            }
        } finally {
            runProcessed = processed;
        }
    }

    /**
     * Processes the next event of the run in progress, unless a limit or a stop request ends the run
     * there. {@link #run} calls it in a loop; model code that takes over the event loop while the
     * thread in {@link #run} waits for it (the task threads of lbsim.core.program) calls it too, one
     * thread at a time, and hands back to that thread when it returns a reason.
     *
     * @return null if an event was processed; otherwise why the run stops (the clock is then where
     *         {@link #run} leaves it), and nothing was processed
     * @throws IllegalStateException outside {@link #run}
     */
    public StopReason step() {
        if (!running) {
            throw new IllegalStateException("Simulation.step() outside run()");
        }
        if (stopRequested) {
            return StopReason.STOPPED;
        }
        final EventCalendar cal = calendar;
        double next = cal.peekTime(); // +infinity when empty
        if (next > runEndTime || next == Double.POSITIVE_INFINITY) {
            if (cal.isEmpty()) {
                return StopReason.COMPLETED;
            }
            if (next > runEndTime) {
                now = Math.max(now, runEndTime);
                return StopReason.END_TIME;
            }
        }
        if (runProcessed >= runEventBudget) {
            return StopReason.EVENT_LIMIT;
        }
        if ((runProcessed & WALL_CLOCK_CHECK_MASK) == WALL_CLOCK_CHECK_MASK) {
            if (System.nanoTime() - runWallStart > runWallLimitNanos) {
                return StopReason.WALL_CLOCK;
            }
            checkProgress();
        }
        cal.pollInto(this);
        runProcessed++;
        return null;
    }

    /**
     * Sets what {@link #run} does after each event it processes itself, on its own thread (null: nothing);
     * lbsim.core.program hands the event loop to a real program's task there. One per simulation.
     */
    public void setInterlude(Runnable action) {
        this.interlude = action;
    }

    /** What {@link #run} does after each event (see {@link #setInterlude}), or null. */
    public Runnable interlude() {
        return interlude;
    }

    /** The stall rule, checked every 1,024 events. */
    private void checkProgress() {
        if (eventsProcessed < progressCheckAt) {
            return;
        }
        if (!(now - progressFrom >= MIN_PROGRESS_SECONDS)) {
            throw new SimulationFailure(SimulationFailure.Kind.STALLED, now, "virtual time stopped advancing: "
                    + (eventsProcessed - progressCheckAt + stallWindow) + " events moved the clock by less than "
                    + MIN_PROGRESS_SECONDS + " s (from " + progressFrom + " s to " + now + " s); the last was an event of "
                    + describe(current, currentTag) + ". A time slice, think time, demand or delay too small to "
                    + "make progress?", null);
        }
        progressFrom = now;
        progressCheckAt = eventsProcessed + stallWindow;
    }

    /** A handler as the user can recognise it: its own toString, or its class. */
    static String describe(EventHandler handler, int tag) {
        if (handler == null) {
            return "no handler (before the first event)";
        }
        String text;
        try {
            Class<?> c = handler.getClass();
            boolean own = c.getMethod("toString").getDeclaringClass() != Object.class && !c.isSynthetic()
                    && !c.getName().contains("$$Lambda");
            String name = c.getName().replaceAll("\\$\\$Lambda.*$", "").replaceAll("\\$\\d+$", "");
            text = own ? handler + " (" + name + ")" : name;
        } catch (ReflectiveOperationException | RuntimeException e) {
            text = handler.getClass().getName();
        }
        return text + ", tag " + tag;
    }

    void dispatch(double time, EventHandler handler, int tag) {
        current = handler;
        currentTag = tag;
        now = time;
        eventsProcessed++;
        handler.handleEvent(tag);
    }
}
