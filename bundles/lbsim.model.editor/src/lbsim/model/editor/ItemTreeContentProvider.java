package lbsim.model.editor;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.edit.provider.IChangeNotifier;
import org.eclipse.emf.edit.provider.INotifyChangedListener;
import org.eclipse.emf.edit.provider.ITreeItemContentProvider;
import org.eclipse.emf.edit.provider.IViewerNotification;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.StructuredViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.widgets.Display;

/**
 * A tree content provider that asks the item providers ({@link ITreeItemContentProvider}) for children and parents,
 * and refreshes the viewer when they report a change (an item provider's {@link IViewerNotification} says whether
 * the labels, the children or both changed).
 */
public class ItemTreeContentProvider implements ITreeContentProvider, INotifyChangedListener {

    private final AdapterFactory factory;
    private StructuredViewer viewer;

    public ItemTreeContentProvider(AdapterFactory factory) {
        this.factory = factory;
        if (factory instanceof IChangeNotifier n) {
            n.addListener(this);
        }
    }

    private ITreeItemContentProvider provider(Object element) {
        return (ITreeItemContentProvider) factory.adapt(element, ITreeItemContentProvider.class);
    }

    @Override
    public Object[] getElements(Object input) {
        return getChildren(input);
    }

    @Override
    public Object[] getChildren(Object parent) {
        ITreeItemContentProvider p = provider(parent);
        return p == null ? new Object[0] : p.getChildren(parent).toArray();
    }

    @Override
    public Object getParent(Object element) {
        ITreeItemContentProvider p = provider(element);
        return p == null ? null : p.getParent(element);
    }

    @Override
    public boolean hasChildren(Object element) {
        ITreeItemContentProvider p = provider(element);
        return p != null && p.hasChildren(element);
    }

    @Override
    public void inputChanged(Viewer v, Object oldInput, Object newInput) {
        viewer = v instanceof StructuredViewer s ? s : null;
    }

    @Override
    public void notifyChanged(Notification notification) {
        StructuredViewer v = viewer;
        if (v == null || v.getControl() == null || v.getControl().isDisposed()) {
            return;
        }
        Runnable refresh = () -> {
            if (v.getControl().isDisposed()) {
                return;
            }
            if (notification instanceof IViewerNotification vn) {
                Object element = vn.getElement();
                if (vn.isContentRefresh()) {
                    v.refresh(element, vn.isLabelUpdate());
                } else if (vn.isLabelUpdate()) {
                    v.update(element, null);
                }
            } else {
                v.refresh();
            }
        };
        if (Display.getCurrent() != null) {
            refresh.run();
        } else {
            v.getControl().getDisplay().asyncExec(refresh);
        }
    }

    @Override
    public void dispose() {
        if (factory instanceof IChangeNotifier n) {
            n.removeListener(this);
        }
    }
}
