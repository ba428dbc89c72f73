package lbsim.model.editor;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.part.EditorActionBarContributor;

/**
 * Puts a Validate button in the toolbar while a scenario editor is active, and points Edit > Undo, Redo, Cut, Copy,
 * Paste and Delete at the active scenario editor (the editors share these action bars).
 */
public class ScenarioEditorContributor extends EditorActionBarContributor {

    private ScenarioEditor editor;

    private final Action validate = new Action("Validate") {
        @Override
        public void run() {
            if (editor != null) {
                editor.validate(true);
            }
        }
    };

    public ScenarioEditorContributor() {
        validate.setToolTipText("Validate: check every rule of the scenario and list the problems in the Problems view");
        validate.setImageDescriptor(org.eclipse.jface.resource.ImageDescriptor
                .createFromURL(ScenarioEditorContributor.class.getResource("/icons/validate.png")));
    }

    @Override
    public void contributeToToolBar(IToolBarManager toolBar) {
        toolBar.add(validate);
    }

    @Override
    public void setActiveEditor(IEditorPart part) {
        editor = part instanceof ScenarioEditor e ? e : null;
        validate.setEnabled(editor != null);
        if (editor != null) {
            editor.setGlobalActions(getActionBars());
        }
    }
}
