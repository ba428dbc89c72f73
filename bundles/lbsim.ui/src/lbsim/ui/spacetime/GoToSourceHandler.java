package lbsim.ui.spacetime;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;

/** The handler of {@link GoToSource#COMMAND_ID}: goes to the source of the active space-time diagram's selection. */
public final class GoToSourceHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IEditorPart part = HandlerUtil.getActiveEditor(event);
        if (part instanceof SpaceTimeEditor editor
                && GoToSource.run(editor) instanceof GoToSource.Outcome.Problem p) {
            MessageDialog.openInformation(editor.getSite().getShell(), "Go to Source", p.message());
        }
        return null;
    }
}
