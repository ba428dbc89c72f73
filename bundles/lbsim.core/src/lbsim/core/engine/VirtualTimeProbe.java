package lbsim.core.engine;

/**
 * Where a debugger finds the virtual time and the current task of the simulation in this JVM while a breakpoint
 * holds it: the IDE's Debug As &gt; lbsim Simulation reads these static fields over JDI when the target suspends (a
 * field read, no evaluation, so it works in any suspended thread). Plain fields written on the simulation thread;
 * nothing in lbsim reads them, so they change no result. With several runs at once in one JVM (an experiment's
 * {@code --jobs}) they name the latest run to start and the latest task to run a piece of its program.
 */
public final class VirtualTimeProbe {

    /** The simulation of the run in progress (its clock is {@code now}), null before the first run. */
    static Simulation simulation;

    /** The name of the task whose program ran last, null before any. */
    static String task;

    /**
     * Requests for a snapshot of the live trace: the IDE's Debug As writes a new value here over JDI when a breakpoint,
     * a step or Suspend holds a thread (a field write, no method invoked, so the Debug view and the editor are not
     * disturbed); {@code lbsim.run.UnderDebugger}'s poller thread, which runs only under the debugger, sees the change
     * and has the run's trace writer snapshot what is recorded so far. Nothing else reads it.
     */
    static volatile long snapshotRequests;

    private VirtualTimeProbe() {
    }

    /** The latest value of the snapshot requests (see {@link #snapshotRequests}); a change is a request. */
    public static long snapshotRequests() {
        return snapshotRequests;
    }

    /** Requests a snapshot as the IDE does over JDI (for tests in the same JVM). */
    public static void requestSnapshot() {
        snapshotRequests++; // one writer: the IDE over JDI, or a test
    }

    /** Records that the program of task {@code name} runs now (called by the virtual machine before each piece). */
    public static void task(String name) {
        task = name;
    }

    /** The virtual time of the latest run, in seconds (NaN before any run); for tests in the same JVM. */
    public static double now() {
        Simulation s = simulation;
        return s == null ? Double.NaN : s.now();
    }

    /** The task recorded last, or null; for tests in the same JVM. */
    public static String currentTask() {
        return task;
    }
}
