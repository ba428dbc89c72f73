package lbsim.model.editor;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * A page another bundle adds to the {@link ScenarioEditor} through the extension point
 * {@code lbsim.model.editor.pages} (element {@code page}, attribute {@code class}). The page works on the editor's
 * scenario and editing domain ({@link ScenarioEditor#getEditingDomain()}): every change it makes is a command on
 * that domain's command stack, so undo, redo, the dirty state and the Properties view are shared with the tree.
 * The editor shows the tree as its first tab and each page as a further tab, in the order the registry gives.
 */
public interface ScenarioEditorPage {

    /** The tab's text. */
    String title();

    /**
     * Creates the page's control in the editor's tab folder (once, when the editor's control is created).
     *
     * @param parent the tab folder
     * @param editor the editor (its scenario is loaded)
     */
    Control createControl(Composite parent, ScenarioEditor editor);

    /**
     * What the page selects, as model objects (EObjects) so Properties, Delete, Cut and Copy act on them; the editor
     * forwards it while the page is the visible tab.
     */
    ISelectionProvider selectionProvider();

    /**
     * The command that Edit > Delete runs on what this page selects while it is shown, or null for EMF's
     * DeleteCommand (the tree's). A page deletes more when its objects are named by others (e.g. routes by name).
     */
    default org.eclipse.emf.common.command.Command deleteCommand(java.util.Collection<?> selection) {
        return null;
    }

    /** Called when the page becomes the visible tab. */
    default void activated() {
    }

    /**
     * Called after the editor saved the scenario, so a page can save what it keeps beside it (e.g. figure positions).
     * The scenario file itself is saved by the editor.
     */
    default void saved(IProgressMonitor monitor) {
    }

    /** Whether the page holds unsaved state of its own that no command on the editing domain records. */
    default boolean isDirty() {
        return false;
    }

    /** Releases what the page holds; its control is disposed with the editor's. */
    default void dispose() {
    }
}
