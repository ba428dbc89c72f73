package lbsim.model.editor;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.edit.provider.IChangeNotifier;
import org.eclipse.emf.edit.provider.INotifyChangedListener;
import org.eclipse.emf.edit.provider.ITreeItemContentProvider;
import org.eclipse.emf.edit.provider.IViewerNotification;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
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
            updateDependentLabels(v, notification);
        };
        if (Display.getCurrent() != null) {
            refresh.run();
        } else {
            v.getControl().getDisplay().asyncExec(refresh);
        }
    }

    /**
     * Labels summarise what lies below and what is referred to ("Platform: 12 hosts", "ws1: ..., on lan"), but an
     * item provider reports a change only for the object that changed: after any change, update the labels of the
     * changed object's containers up to the scenario, and, when its id (name) changed, of the objects that
     * refer to it (a host naming its segment). A new child of a containment feature is shown even when its item provider reports a label change
     * only.
     */
    private static void updateDependentLabels(StructuredViewer v, Notification n) {
        if (!(n.getNotifier() instanceof EObject changed) || n.isTouch()) {
            return;
        }
        if (n.getFeature() instanceof EReference r && r.isContainment()) {
            v.refresh(changed, true);
        }
        for (EObject c = changed.eContainer(); c != null; c = c.eContainer()) {
            v.update(c, null);
        }
        if (n.getFeature() instanceof EAttribute a && a.isID() && changed.eResource() != null) {
            for (EStructuralFeature.Setting s : new Usages(changed.eResource()).of(changed)) {
                v.update(s.getEObject(), null);
            }
        }
    }

    /** The references to an object in a resource, without resolving proxies (a label asks for nothing new). */
    private static final class Usages extends EcoreUtil.UsageCrossReferencer {
        private static final long serialVersionUID = 1L;

        Usages(org.eclipse.emf.ecore.resource.Resource resource) {
            super(resource);
        }

        @Override
        protected boolean resolve() {
            return false;
        }

        java.util.Collection<EStructuralFeature.Setting> of(EObject o) {
            return findUsage(o);
        }
    }

    @Override
    public void dispose() {
        if (factory instanceof IChangeNotifier n) {
            n.removeListener(this);
        }
    }
}
