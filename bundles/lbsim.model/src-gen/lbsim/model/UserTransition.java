/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>User Transition</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A possible next state of a user state, taken with its probability.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.UserTransition#getTo <em>To</em>}</li>
 *   <li>{@link lbsim.model.UserTransition#getProbability <em>Probability</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getUserTransition()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='probabilityInRange'"
 *        annotation="http://lbsim.org/model/rules probabilityInRange='probability is between 0 and 1. Reports: probability must be in [0, 1], got VALUE.'"
 * @generated
 */
public interface UserTransition extends EObject {
	/**
	 * Returns the value of the '<em><b>To</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Name of the next state; must be a state of the same graph (rule knownTargets).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>To</em>' attribute.
	 * @see #setTo(String)
	 * @see lbsim.model.ModelPackage#getUserTransition_To()
	 * @model
	 * @generated
	 */
	String getTo();

	/**
	 * Sets the value of the '{@link lbsim.model.UserTransition#getTo <em>To</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>To</em>' attribute.
	 * @see #getTo()
	 * @generated
	 */
	void setTo(String value);

	/**
	 * Returns the value of the '<em><b>Probability</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The probability of taking this transition, 0 to 1 (rule probabilityInRange); a state's probabilities sum to 1. Default 1.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Probability</em>' attribute.
	 * @see #setProbability(double)
	 * @see lbsim.model.ModelPackage#getUserTransition_Probability()
	 * @model default="1.0"
	 * @generated
	 */
	double getProbability();

	/**
	 * Sets the value of the '{@link lbsim.model.UserTransition#getProbability <em>Probability</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Probability</em>' attribute.
	 * @see #getProbability()
	 * @generated
	 */
	void setProbability(double value);

} // UserTransition
