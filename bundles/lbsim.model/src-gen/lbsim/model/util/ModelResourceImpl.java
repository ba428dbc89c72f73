/**
 * lbsim - EPL-2.0
 */
package lbsim.model.util;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.URI;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.InternalEList;
import org.eclipse.emf.ecore.xmi.IllegalValueException;
import org.eclipse.emf.ecore.xmi.XMIException;
import org.eclipse.emf.ecore.xmi.XMLHelper;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIHelperImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;

/**
 * <!-- begin-user-doc -->
 * The <b>Resource </b> associated with the package. Every scenario is read with a parser that refuses
 * a DOCTYPE (so no entity is ever expanded), and lists of references (a group's hosts, an application's
 * slaves) are filled in linear time: EMF's reader looks each new entry up in the list first, which made
 * a list of 200,000 hosts take minutes. A host listed twice is still reported as EMF reports it.
 * <!-- end-user-doc -->
 * @see lbsim.model.util.ModelResourceFactoryImpl
 * @generated
 */
public class ModelResourceImpl extends XMIResourceImpl {
	/**
	 * Parser features for every read of a scenario: no DOCTYPE, no external entities or DTDs.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final Map<String, Boolean> SECURE_PARSER_FEATURES = Map.of(
		"http://apache.org/xml/features/disallow-doctype-decl", Boolean.TRUE,
		"http://xml.org/sax/features/external-general-entities", Boolean.FALSE,
		"http://xml.org/sax/features/external-parameter-entities", Boolean.FALSE,
		"http://apache.org/xml/features/nonvalidating/load-external-dtd", Boolean.FALSE);

	/**
	 * Creates an instance of the resource.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param uri the URI of the new resource.
	 * @generated NOT
	 */
	public ModelResourceImpl(URI uri) {
		super(uri);
		getDefaultLoadOptions().put(XMLResource.OPTION_PARSER_FEATURES, SECURE_PARSER_FEATURES);
	}

	/**
	 * <!-- begin-user-doc -->
	 * A helper whose many-valued, unique, non-containment references are filled through a set.
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	@Override
	protected XMLHelper createXMLHelper() {
		return new XMIHelperImpl(this) {
			@Override
			public List<XMIException> setManyReference(ManyReference reference, String location) {
				EStructuralFeature feature = reference.getFeature();
				EObject owner = reference.getObject();
				if (!(feature instanceof EReference) || !feature.isMany() || ((EReference)feature).isContainment()
					|| ((EReference)feature).getEOpposite() != null || !feature.isUnique()) {
					return super.setManyReference(reference, location);
				}
				EReference r = (EReference)feature;
				@SuppressWarnings("unchecked")
				InternalEList<Object> list = (InternalEList<Object>)owner.eGet(r);
				Set<Object> present = Collections.newSetFromMap(new IdentityHashMap<Object, Boolean>());
				present.addAll(list);
				Object[] values = reference.getValues();
				int[] positions = reference.getPositions();
				List<XMIException> problems = new ArrayList<XMIException>();
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
						problems.add(new IllegalValueException(owner, r, value, e, location, reference.getLineNumber(), reference.getColumnNumber()));
					}
				}
				return problems.isEmpty() ? null : problems;
			}
		};
	}

} //ModelResourceImpl
