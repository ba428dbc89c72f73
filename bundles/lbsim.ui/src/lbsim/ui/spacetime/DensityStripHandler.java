package lbsim.ui.spacetime;

import java.util.Map;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.commands.IElementUpdater;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.menus.UIElement;

/**
 * The "Density Strip" command (plugin.xml: the diagram's toolbar and context menu, key S): shows or hides the active
 * space-time editor's {@link DensityStrip}; its entries are checked while the strip is shown.
 */
public final class DensityStripHandler extends AbstractHandler implements IElementUpdater {

    public static final String COMMAND_ID = "lbsim.ui.spacetime.densityStrip";

    @Override
    public Object execute(ExecutionEvent event) {
        if (HandlerUtil.getActiveEditor(event) instanceof SpaceTimeEditor editor) {
            editor.setDensityShown(!editor.getFigure().isDensityShown());
            ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
            if (commands != null) {
                commands.refreshElements(COMMAND_ID, null);
            }
        }
        return null;
    }

    @Override
    public void updateElement(UIElement element, @SuppressWarnings("rawtypes") Map parameters) {
        IEditorPart active = PlatformUI.getWorkbench().getActiveWorkbenchWindow() == null ? null
                : PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage() == null ? null
                        : PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().getActiveEditor();
        element.setChecked(active instanceof SpaceTimeEditor e && e.getFigure() != null && e.getFigure().isDensityShown());
    }
}
