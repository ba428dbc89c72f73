package lbsim.model.validation;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * How messages name model objects: by type and name when the object has a name
 * ({@code Host 'ws1'}), else by type and its path from the scenario ({@code PermanentLoad workloads[0]}).
 */
public final class ObjectPaths {

    private ObjectPaths() {
    }

    /** A label such as {@code Host 'ws1'} or {@code RunSettings run}. */
    public static String label(EObject object) {
        String type = object.eClass().getName();
        EStructuralFeature nameFeature = object.eClass().getEStructuralFeature("name");
        if (nameFeature != null) {
            Object name = object.eGet(nameFeature);
            if (name instanceof String s && !s.isEmpty()) {
                return type + " '" + s + "'";
            }
        }
        String path = path(object);
        return path.isEmpty() ? type : type + " " + path;
    }

    /**
     * The object's path from the root in the syntax of {@code --set}: containment features, with
     * {@code [index]} for list elements ({@code workloads[0]}, {@code platform/hosts[2]}); empty for the root.
     */
    public static String path(EObject object) {
        StringBuilder sb = new StringBuilder();
        EObject o = object;
        while (o.eContainer() != null) {
            EStructuralFeature f = o.eContainingFeature();
            String seg = f.getName();
            if (f.isMany()) {
                List<?> list = (List<?>) o.eContainer().eGet(f);
                seg += "[" + list.indexOf(o) + "]";
            }
            sb.insert(0, sb.length() == 0 ? seg : seg + "/");
            o = o.eContainer();
        }
        return sb.toString();
    }
}
