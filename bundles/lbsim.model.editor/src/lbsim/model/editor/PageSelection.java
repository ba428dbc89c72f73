package lbsim.model.editor;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;

/**
 * The scenario editor's selection provider: it forwards the selection of the page that is shown (the tree or a
 * contributed {@link ScenarioEditorPage}), so the Properties view and the editor's actions follow the visible page.
 */
final class PageSelection implements ISelectionProvider {

    private final ListenerList<ISelectionChangedListener> listeners = new ListenerList<>();
    private final ISelectionChangedListener forward = e -> fire(e.getSelection());
    private ISelectionProvider shown;

    /** Forwards {@code provider}'s selection from now on and announces it. */
    void show(ISelectionProvider provider) {
        if (provider == shown) {
            return;
        }
        if (shown != null) {
            shown.removeSelectionChangedListener(forward);
        }
        shown = provider;
        if (shown != null) {
            shown.addSelectionChangedListener(forward);
        }
        fire(getSelection());
    }

    private void fire(ISelection selection) {
        SelectionChangedEvent e = new SelectionChangedEvent(this, selection);
        for (ISelectionChangedListener l : listeners) {
            l.selectionChanged(e);
        }
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.remove(listener);
    }

    @Override
    public ISelection getSelection() {
        return shown == null ? StructuredSelection.EMPTY : shown.getSelection();
    }

    @Override
    public void setSelection(ISelection selection) {
        if (shown != null) {
            shown.setSelection(selection);
        }
    }
}
