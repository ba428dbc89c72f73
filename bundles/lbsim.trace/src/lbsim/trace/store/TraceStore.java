package lbsim.trace.store;

import java.io.Closeable;
import java.io.IOException;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The read side of a run's trace (the write side is {@link TraceWriter}): names, range queries and
 * pixel summaries, answered from the file without loading it whole. Modelled on Trace Compass's
 * state system: tasks, hosts and states are addressed by int handles; each {@code get...} that can find
 * nothing throws, and its {@code opt...} twin returns a sentinel instead.
 * <p>
 * Time ranges are closed, [t0, t1] in virtual seconds, with t0 <= t1; a thing is in the range when its
 * own span [first time, last time] meets it. Handles out of range throw {@link IndexOutOfBoundsException};
 * a bad range throws {@link IllegalArgumentException}. Methods that read the file throw
 * {@link lbsim.trace.TraceFormatException} naming the file and the offset when a chunk is damaged. A store is safe to use
 * from several threads.
 */
public interface TraceStore extends Closeable {

    /** Any task or any tag, in {@link #messages}. */
    int ANY = -1;

    /** The file's format version (1 or 2). */
    int version();

    /** Virtual time at the end of the run, seconds. */
    double endSeconds();

    /** Name of the scenario the run simulated; empty when the trace does not say. */
    default String scenarioName() {
        return "";
    }

    /** The run's master seed; null when the trace does not say. */
    default Long seed() {
        return null;
    }

    int hostCount();

    String hostName(int host);

    int taskCount();

    String taskName(int task);

    /** Host handle of a task. */
    int taskHost(int task);

    /** State names; state values of intervals index this list. */
    List<String> stateNames();

    /** Number of state intervals in the trace. */
    long intervalCount();

    /** Number of messages in the trace. */
    long messageCount();

    /** Whether the events are in the file; false for a trace reduced to its summaries (then range queries answer nothing). */
    boolean hasEvents();

    /**
     * Per task its first busy start and last end when the store holds them ready (a trace file's footer section
     * {@code taskBounds}), else null: then only a pass over the intervals finds them.
     */
    default TaskBounds optTaskBounds() {
        return null;
    }

    /**
     * The handle of the task named {@code name} (the first one, if several share it).
     *
     * @throws NoSuchElementException when no task has that name
     */
    int getTask(String name);

    /** Like {@link #getTask}, but -1 when no task has that name. */
    int optTask(String name);

    /**
     * The state task {@code task} was in at time t: that of the interval with start <= t < end (or end == t
     * for the last one).
     *
     * @throws NoSuchElementException when the task was in no state at t
     */
    int getStateAt(int task, double t) throws IOException;

    /** Like {@link #getStateAt}, but {@link Summary#NONE} when the task was in no state at t. */
    int optStateAt(int task, double t) throws IOException;

    /** The state intervals of task {@code task} (or {@link #ANY}) that meet [t0, t1], by task, then start. */
    Intervals states(int task, double t0, double t1) throws IOException;

    /**
     * The messages that meet [t0, t1] (from send start to their last stage) with source or destination
     * {@code task} (or {@link #ANY}) and tag {@code tag} (or {@link #ANY}), by id.
     */
    Messages messages(int task, int tag, double t0, double t1) throws IOException;

    /**
     * Host {@code host}'s competing load over [t0, t1]: the step in force at t0 (if any step starts at or
     * before it), then every step that starts in (t0, t1].
     */
    Steps load(int host, double t0, double t1) throws IOException;

    /**
     * A summary of [t0, t1] at {@code width} pixels: per task and pixel the occupancy of every state and
     * the dominant state, and messages per pixel pair. Answered from the events when the chunks that meet
     * the range hold at most {@code eventBudget} records, else from the precomputed level without reading
     * any event (see {@link Summary#exact()}).
     *
     * @throws IllegalArgumentException for width < 1 or a bad range
     */
    Summary summary(double t0, double t1, int width, long eventBudget) throws IOException;

    /**
     * {@link #summary(double, double, int, long)} for some tasks only, for a view that shows a few rows of many
     * tasks: the occupancies of task k are the full summary's, to the bit, where {@code tasks[k]} is true, and 0
     * where it is false or k is past the array's end; the message pairs count every message, and whether the
     * summary comes from the events or the level is decided as for the full summary. The work of spreading
     * intervals over pixels is about proportional to the tasks asked for (reading the chunks is not). Null asks
     * for every task.
     *
     * @throws IllegalArgumentException for width < 1 or a bad range
     */
    Summary summary(double t0, double t1, int width, long eventBudget, boolean[] tasks) throws IOException;

    /** Receives state intervals one at a time. */
    @FunctionalInterface
    interface StateVisitor {
        void state(int task, int state, double startSeconds, double endSeconds) throws IOException;
    }

    /** Receives messages one at a time (NaN for a stage never reached). */
    @FunctionalInterface
    interface MessageVisitor {
        void message(int id, int source, int destination, int tag, long bytes, double sendStart, double injected,
                double delivered, double received) throws IOException;
    }

    /**
     * Passes every state interval to {@code v} in the order they were written (a run writes them as they
     * end), holding one chunk at a time in memory.
     */
    void forEachState(StateVisitor v) throws IOException;

    /** Receives host-load steps one at a time. */
    @FunctionalInterface
    interface LoadVisitor {
        void step(int host, double timeSeconds, double processes) throws IOException;
    }

    /** Passes every host-load step to {@code v} in the order they were written, holding one chunk at a time in memory. */
    void forEachLoad(LoadVisitor v) throws IOException;

    /**
     * Reads everything once and checks what no single read can show (message ids each once, every task's intervals
     * and every host's load steps in time order). Call it before exporting a trace that may be damaged.
     *
     * @throws lbsim.trace.TraceFormatException naming the trace and the rule broken
     */
    void validate() throws IOException;

    /**
     * Passes every message to {@code v} in the order they were written (a run writes a message when it can
     * change no more, so not in id order), holding one chunk at a time in memory.
     */
    void forEachMessage(MessageVisitor v) throws IOException;

    // ---------------------------------------------------------------- host states (runs with host dynamics)

    /**
     * Whether the trace holds host-state records: a run in which some host went off or on, had its availability
     * or pstate changed, or started in a pstate other than 0. False for every other run and for files written
     * before host states were recorded (then every host reads as on, at speed factor 1, in pstate 0).
     */
    default boolean hasHostStates() {
        return false;
    }

    /** Number of host-state records in the trace (0 without them). */
    default long hostStateCount() {
        return 0;
    }

    /**
     * Host {@code host}'s state over [t0, t1]: the record in force at t0 (if any record is at or before it), then
     * every record in (t0, t1], in time order (see {@link HostStates}); read one block of records at a time.
     * {@link HostStates#NONE} when the host's state never changed up to t1.
     *
     * @throws IndexOutOfBoundsException for a bad host handle
     * @throws IllegalArgumentException  for a bad range
     */
    default HostStates hostStates(int host, double t0, double t1) throws IOException {
        if (host < 0 || host >= hostCount()) {
            throw new IndexOutOfBoundsException("host " + host + " of " + hostCount());
        }
        if (!(t0 <= t1)) {
            throw new IllegalArgumentException("bad time range [" + t0 + ", " + t1 + "]");
        }
        return HostStates.NONE;
    }

    /** Receives host-state records one at a time. */
    @FunctionalInterface
    interface HostStateVisitor {
        /**
         * From {@code timeSeconds} on, host {@code host} was on or off, at {@code speedFactor} of its pstate's
         * speed, in pstate {@code pstate}.
         */
        void hostState(int host, double timeSeconds, boolean on, double speedFactor, int pstate) throws IOException;
    }

    /** Passes every host-state record to {@code v} in time order, holding one block at a time in memory. */
    default void forEachHostState(HostStateVisitor v) throws IOException {
        // none
    }

    // ---------------------------------------------------------------- call sites (real programs, optional)

    /** "No call site", returned by the {@code opt...Site} methods. */
    int NO_SITE = -1;

    /**
     * Whether the run recorded the call sites of its Pvm calls ({@code lbsim run --call-sites}, "Record call
     * sites" in the IDE's launch). False for any other run and for files written before sites existed.
     */
    default boolean hasCallSites() {
        return false;
    }

    /** Number of distinct call sites in the table (0 without sites); sites are numbered 0 .. count - 1. */
    default int callSiteCount() {
        return 0;
    }

    /**
     * Call site {@code site}: class, method, source file and line.
     *
     * @throws IndexOutOfBoundsException when there is no such site (always, without sites)
     */
    default CallSite callSite(int site) {
        throw new IndexOutOfBoundsException("call site " + site + " of " + callSiteCount());
    }

    /**
     * The call site of the Pvm call that made task {@code task}'s interval at time t (the interval chosen as by
     * {@link #optStateAt}: start <= t < end, or end == t when no interval contains t): compute, send or receive
     * overhead, blocked in a receive, spawn.
     *
     * @return the site, or {@link #NO_SITE} when the trace has no sites, the task was in no state at t, or the
     *         interval's site is unknown
     * @throws IndexOutOfBoundsException for a bad task handle
     */
    default int optIntervalSite(int task, double t) throws IOException {
        return NO_SITE;
    }

    /**
     * Like {@link #optIntervalSite}, but throws.
     *
     * @throws NoSuchElementException when that interval has no site (or the trace has none: see {@link #hasCallSites})
     */
    default int getIntervalSite(int task, double t) throws IOException {
        int s = optIntervalSite(task, t);
        if (s == NO_SITE) {
            throw new NoSuchElementException("no call site for task " + task + " at " + t + " s"
                    + (hasCallSites() ? "" : " (the run did not record call sites)"));
        }
        return s;
    }

    /**
     * The call site of the send (or mcast) that started message {@code messageId} (see {@link Messages#id}).
     *
     * @return the site, or {@link #NO_SITE} when the trace has no sites or no such message
     */
    default int optSendSite(int messageId) throws IOException {
        return NO_SITE;
    }

    /**
     * The call site of the receive that took message {@code messageId}.
     *
     * @return the site, or {@link #NO_SITE} when the trace has no sites, no such message, or the message was
     *         never received
     */
    default int optReceiveSite(int messageId) throws IOException {
        return NO_SITE;
    }

    /**
     * Like {@link #optSendSite}, but throws.
     *
     * @throws NoSuchElementException when there is no such site
     */
    default int getSendSite(int messageId) throws IOException {
        int s = optSendSite(messageId);
        if (s == NO_SITE) {
            throw new NoSuchElementException("no send site for message " + messageId);
        }
        return s;
    }

    /**
     * Like {@link #optReceiveSite}, but throws.
     *
     * @throws NoSuchElementException when there is no such site
     */
    default int getReceiveSite(int messageId) throws IOException {
        int s = optReceiveSite(messageId);
        if (s == NO_SITE) {
            throw new NoSuchElementException("no receive site for message " + messageId);
        }
        return s;
    }

    /** {@link #summary(double, double, int, long)} with a budget of 4 million records. */
    default Summary summary(double t0, double t1, int width) throws IOException {
        return summary(t0, t1, width, 4_000_000L);
    }
}
