package lbsim.run;

/**
 * Whether this JVM runs under the IDE's debugger (Debug As &gt; lbsim Simulation starts it with
 * {@code -Dlbsim.underDebugger=true}). Then a scenario's wall-clock limit ({@code run/wallClockLimitSeconds}) is not
 * applied, neither to the simulation nor to the writing of its result: the time a breakpoint holds the run is the
 * user's, not the run's, and a limit would stop a run that was only looked at. Nothing else changes, so the result is
 * the one Run gives (a run that Run would stop at its limit goes on to its end).
 */
public final class UnderDebugger {

    /** The system property. */
    public static final String PROPERTY = "lbsim.underDebugger";

    private UnderDebugger() {
    }

    /** Whether {@link #PROPERTY} is {@code true}. */
    public static boolean active() {
        return Boolean.getBoolean(PROPERTY);
    }

    /** The wall-clock limit to apply: {@code seconds}, or 0 (none) under the debugger. */
    public static double wallClockLimit(double seconds) {
        return active() ? 0 : seconds;
    }

    // ---------------------------------------------------------------- the live diagram at a breakpoint

    /** How often the poller looks for a snapshot request, milliseconds. */
    static final long POLL_MILLIS = 50;

    /** The trace writer of the run whose live trace is watched, or null. */
    private static volatile lbsim.trace.file.TraceWriter watched;
    private static Thread poller;

    /**
     * Under the debugger, has the live snapshots of {@code writer} (a run's trace, {@link
     * lbsim.trace.file.TraceWriter#live}) follow the IDE's requests: when a breakpoint, a step or Suspend holds a
     * thread, the IDE writes a new value into {@code lbsim.core.engine.VirtualTimeProbe.snapshotRequests} over JDI
     * (no method invoked in the target); a daemon thread of this JVM, started here once, sees the change within
     * {@value #POLL_MILLIS} ms and has the writer snapshot every record so far from its own thread ({@link
     * lbsim.trace.file.TraceWriter#snapshotFromOtherThread}), so the diagram shows the run up to the breakpoint although
     * the recording thread is held. Not under the debugger: nothing (no thread, nothing watched).
     */
    public static void watch(lbsim.trace.file.TraceWriter writer) {
        if (!active()) {
            return;
        }
        watched = writer;
        startPoller();
    }

    /** The run of {@code writer} has ended: its writer is no longer watched. */
    public static void unwatch(lbsim.trace.file.TraceWriter writer) {
        if (watched == writer) {
            watched = null;
        }
    }

    /** The writer watched now, or null (for tests). */
    static lbsim.trace.file.TraceWriter watched() {
        return watched;
    }

    private static synchronized void startPoller() {
        if (poller == null) {
            long before = lbsim.core.engine.VirtualTimeProbe.snapshotRequests(); // a request from now on is served
            poller = new Thread(() -> poll(before), "lbsim-debugger-snapshots");
            poller.setDaemon(true);
            poller.start();
        }
    }

    /**
     * The poller: a request (a changed value) is served once a snapshot was handed to the writer's worker, or at once
     * when no run is watched; while the recording thread is inside a record it asks again at the next look. Under a
     * breakpoint that suspends the whole JVM this thread is held too: the snapshot is then taken after Resume.
     */
    private static void poll(long before) {
        long served = before;
        while (true) {
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            long asked = lbsim.core.engine.VirtualTimeProbe.snapshotRequests();
            if (asked == served) {
                continue;
            }
            lbsim.trace.file.TraceWriter w = watched;
            try {
                if (w == null || w.snapshotFromOtherThread()) {
                    served = asked;
                }
            } catch (RuntimeException e) { // the snapshot only: the run goes on, the poller too
                served = asked;
            }
        }
    }
}
