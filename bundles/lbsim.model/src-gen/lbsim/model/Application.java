/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Application</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The program whose behaviour is predicted.
 * <!-- end-model-doc -->
 *
 *
 * @see lbsim.model.ModelPackage#getApplication()
 * @model abstract="true"
 * @generated
 */
public interface Application extends EObject {
} // Application
