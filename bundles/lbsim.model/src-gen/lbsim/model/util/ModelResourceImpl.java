/**
 * lbsim - EPL-2.0
 */
package lbsim.model.util;

import org.eclipse.emf.common.util.URI;

import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;

/**
 * <!-- begin-user-doc -->
 * The <b>Resource </b> associated with the package.
 * <!-- end-user-doc -->
 * @see lbsim.model.util.ModelResourceFactoryImpl
 * @generated
 */
public class ModelResourceImpl extends XMIResourceImpl {
	/**
	 * Creates an instance of the resource.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param uri the URI of the new resource.
	 * @generated
	 */
	public ModelResourceImpl(URI uri) {
		super(uri);
	}

} //ModelResourceImpl
