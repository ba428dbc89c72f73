package lbsim.model.io;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.InternalEList;
import org.eclipse.emf.ecore.xmi.IllegalValueException;
import org.eclipse.emf.ecore.xmi.XMIException;
import org.eclipse.emf.ecore.xmi.XMLHelper;
import org.eclipse.emf.ecore.xmi.impl.XMIHelperImpl;

import lbsim.model.util.ModelResourceImpl;

/**
 * The resource {@link ScenarioLoader} reads scenarios with. It fills lists of references (a group's
 * hosts, an application's slaves) in linear time: EMF's reader looks each new element up in the list
 * before adding it, which made a list of 200,000 hosts take minutes. A host listed twice is still
 * reported, as EMF reports it ({@link IllegalValueException}).
 */
final class ScenarioResource extends ModelResourceImpl {

    ScenarioResource(URI uri) {
        super(uri);
    }

    @Override
    protected XMLHelper createXMLHelper() {
        return new XMIHelperImpl(this) {
            @Override
            public List<XMIException> setManyReference(ManyReference reference, String location) {
                EStructuralFeature feature = reference.getFeature();
                EObject owner = reference.getObject();
                if (!(feature instanceof EReference r) || !r.isMany() || r.isContainment() || r.getEOpposite() != null
                        || !r.isUnique()) {
                    return super.setManyReference(reference, location);
                }
                @SuppressWarnings("unchecked")
                InternalEList<Object> list = (InternalEList<Object>) owner.eGet(r);
                Set<Object> present = Collections.newSetFromMap(new IdentityHashMap<>());
                present.addAll(list);
                Object[] values = reference.getValues();
                int[] positions = reference.getPositions();
                List<XMIException> problems = new ArrayList<>();
                for (int i = 0; i < values.length; i++) {
                    Object value = values[i];
                    if (value == null) {
                        continue; // unresolved: reported by the reader
                    }
                    try {
                        if (!r.getEReferenceType().isInstance(value)) {
                            throw new ClassCastException("not a " + r.getEReferenceType().getName());
                        }
                        if (!present.add(value)) {
                            throw new IllegalArgumentException("The 'no duplicates' constraint is violated");
                        }
                        list.addUnique(Math.min(positions[i], list.size()), value);
                    } catch (RuntimeException e) {
                        problems.add(new IllegalValueException(owner, r, value, e, location, reference.getLineNumber(),
                                reference.getColumnNumber()));
                    }
                }
                return problems.isEmpty() ? null : problems;
            }
        };
    }
}
