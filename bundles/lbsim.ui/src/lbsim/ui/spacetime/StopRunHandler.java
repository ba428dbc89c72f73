package lbsim.ui.spacetime;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;

/**
 * "Stop the Run" (issue 27, live diagram; Ctrl+Shift+X and the editor's context menu; the toolbar's Stop runs it too):
 * stops the run a diagram
 * follows, as the live line's Stop button does. Each {@link SpaceTimeEditor} activates one on its site, so the command
 * acts on the active diagram; it is enabled only while that diagram is live and its run goes and has not been asked to
 * stop ({@link #update}, called by the editor whenever the run's state may have changed).
 */
public final class StopRunHandler extends AbstractHandler {

    /** The command's id (plugin.xml). */
    public static final String ID = "lbsim.ui.spacetime.stopRun";

    private final SpaceTimeEditor editor;

    StopRunHandler(SpaceTimeEditor editor) {
        this.editor = editor;
        setBaseEnabled(false);
        update();
    }

    @Override
    public Object execute(ExecutionEvent event) {
        stop();
        return null;
    }

    /** Stops the run the editor follows; false when it follows none that goes. */
    boolean stop() {
        LiveRun run = editor.liveRun();
        if (run == null || !run.running() || run.stopping()) {
            return false;
        }
        editor.stopPressed();
        run.stop();
        update();
        return true;
    }

    /**
     * Enabled while the editor follows a run that goes and was not asked to stop (the key and the context menu hear it);
     * returns whether it is.
     */
    boolean update() {
        LiveRun run = editor.liveRun();
        boolean can = run != null && run.running() && !run.stopping();
        if (can != isEnabled()) {
            setBaseEnabled(can);
        }
        return can;
    }
}
