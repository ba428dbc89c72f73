package lbsim.run.launch;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Cancels a run or an experiment from any thread (a Cancel button, a shutdown hook). A run stopped this
 * way writes nothing and leaves an old result as it was; an experiment keeps its finished points
 * (experiment.json says complete=false).
 */
public final class CancelHandle {

    private volatile boolean cancelled;
    private final List<Runnable> actions = new CopyOnWriteArrayList<>();

    /** Asks the run to stop; returns at once. Calling it again does nothing more. */
    public void cancel() {
        if (cancelled) {
            return;
        }
        cancelled = true;
        for (Runnable a : actions) {
            a.run();
        }
    }

    /** Whether {@link #cancel} was called. */
    public boolean cancelled() {
        return cancelled;
    }

    /** Runs {@code action} on cancel, or now if already cancelled. */
    void onCancel(Runnable action) {
        actions.add(action);
        if (cancelled) {
            action.run();
        }
    }
}
