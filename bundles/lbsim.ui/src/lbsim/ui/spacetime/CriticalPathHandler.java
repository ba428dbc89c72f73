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
 * The "Show Critical Path" command (plugin.xml: context menu of the diagram, key K): switches the active
 * space-time editor's {@link CriticalPathLayer} on or off; its menu entry is checked while the path is shown.
 */
public final class CriticalPathHandler extends AbstractHandler implements IElementUpdater {

    public static final String COMMAND_ID = "lbsim.ui.spacetime.criticalPath";

    @Override
    public Object execute(ExecutionEvent event) {
        if (HandlerUtil.getActiveEditor(event) instanceof SpaceTimeEditor editor) {
            CriticalPathLayer.of(editor).toggle();
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
        CriticalPathLayer layer = active instanceof SpaceTimeEditor e ? CriticalPathLayer.find(e) : null;
        element.setChecked(layer != null && layer.isShown());
    }
}
