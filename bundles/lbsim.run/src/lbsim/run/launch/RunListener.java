package lbsim.run.launch;

import lbsim.run.experiment.ExperimentPlan;
import lbsim.run.experiment.ExperimentRunner;

/**
 * Receives a run's or an experiment's progress, about four times a second and once more at the end,
 * from a thread of the run (not the caller's). Every method does nothing by default.
 */
public interface RunListener {

    /** A listener that ignores everything. */
    RunListener NONE = new RunListener() {
    };

    /**
     * A single run's progress.
     *
     * @param simulatedSeconds virtual time reached (s)
     * @param endSeconds       the run's end time (s), 0 when it has none
     * @param events           events processed so far
     */
    default void runProgress(double simulatedSeconds, double endSeconds, long events) {
    }

    /**
     * A single run's simulation has ended and its result folder is being written (with a full trace this
     * includes reading the trace back for traffic.csv and the critical path, which takes a while for long runs).
     */
    default void runWriting() {
    }

    /** While the result folder is written: how far reading the critical path back from the trace has come, 0 to 1. */
    default void runWritingProgress(double criticalPathFraction) {
    }

    /** An experiment was checked and is about to run its {@code plan} (its shard) on {@code jobs} threads. */
    default void experimentStarted(ExperimentPlan plan, int jobs) {
    }

    /** An experiment's progress: points and runs done, events, time elapsed. */
    default void experimentProgress(ExperimentRunner.Snapshot snapshot) {
    }

    /**
     * Whether the run should make its trace readable while it goes ({@link #runTrace}); asked once before a single
     * run. False by default: then nothing is written beside the trace.
     */
    default boolean wantsLiveTrace() {
        return false;
    }

    /**
     * Where a single run's growing trace is, once before it starts (only when {@link #wantsLiveTrace}): the result
     * folder it is for (absolute), the trace file being written and the snapshot file that makes it readable, about twice a second, while new records come
     * ({@link lbsim.trace.store.TraceStores#openLive}). Both are removed when the run ends; the result folder's
     * trace.lbt is then the finished trace.
     */
    default void runTrace(java.nio.file.Path folder, java.nio.file.Path trace, java.nio.file.Path live) {
    }
}
