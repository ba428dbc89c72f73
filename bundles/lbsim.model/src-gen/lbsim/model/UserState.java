/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>User State</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.UserState#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.UserState#getThinkTime <em>Think Time</em>}</li>
 *   <li>{@link lbsim.model.UserState#getDemand <em>Demand</em>}</li>
 *   <li>{@link lbsim.model.UserState#getNice <em>Nice</em>}</li>
 *   <li>{@link lbsim.model.UserState#getTransitions <em>Transitions</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getUserState()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='nameNotEmpty niceInRange thinkTimeSet demandSet hasTransitions probabilitiesSumToOne knownTargets validDistribution cycleInRange'"
 * @generated
 */
public interface UserState extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see lbsim.model.ModelPackage#getUserState_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link lbsim.model.UserState#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Think Time</b></em>' attribute.
	 * The default value is <code>"exponential(mean=10)"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Think time in seconds before the command. Distribution spec, e.g. exponential(mean=2), constant(0.5), uniform(min=1, max=3), normal(mean=5, sd=2), lognormal(mean=3, sd=1), hyperexponential(0.9, 1, 0.1, 10), empirical(file=demands.csv).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Think Time</em>' attribute.
	 * @see #setThinkTime(String)
	 * @see lbsim.model.ModelPackage#getUserState_ThinkTime()
	 * @model default="exponential(mean=10)"
	 * @generated
	 */
	String getThinkTime();

	/**
	 * Sets the value of the '{@link lbsim.model.UserState#getThinkTime <em>Think Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Think Time</em>' attribute.
	 * @see #getThinkTime()
	 * @generated
	 */
	void setThinkTime(String value);

	/**
	 * Returns the value of the '<em><b>Demand</b></em>' attribute.
	 * The default value is <code>"exponential(mean=1)"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CPU demand of the command in reference seconds. Distribution spec, e.g. exponential(mean=2), constant(0.5), uniform(min=1, max=3), normal(mean=5, sd=2), lognormal(mean=3, sd=1), hyperexponential(0.9, 1, 0.1, 10), empirical(file=demands.csv).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Demand</em>' attribute.
	 * @see #setDemand(String)
	 * @see lbsim.model.ModelPackage#getUserState_Demand()
	 * @model default="exponential(mean=1)"
	 * @generated
	 */
	String getDemand();

	/**
	 * Sets the value of the '{@link lbsim.model.UserState#getDemand <em>Demand</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Demand</em>' attribute.
	 * @see #getDemand()
	 * @generated
	 */
	void setDemand(String value);

	/**
	 * Returns the value of the '<em><b>Nice</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nice</em>' attribute.
	 * @see #setNice(int)
	 * @see lbsim.model.ModelPackage#getUserState_Nice()
	 * @model default="0"
	 * @generated
	 */
	int getNice();

	/**
	 * Sets the value of the '{@link lbsim.model.UserState#getNice <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nice</em>' attribute.
	 * @see #getNice()
	 * @generated
	 */
	void setNice(int value);

	/**
	 * Returns the value of the '<em><b>Transitions</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.UserTransition}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Transitions</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getUserState_Transitions()
	 * @model containment="true"
	 * @generated
	 */
	EList<UserTransition> getTransitions();

} // UserState
