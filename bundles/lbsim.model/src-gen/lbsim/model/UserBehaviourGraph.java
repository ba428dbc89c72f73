/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>User Behaviour Graph</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An interactive user per host walking a Markov chain of states: think, run the state's command, wait for it, move on.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.UserBehaviourGraph#getStates <em>States</em>}</li>
 *   <li>{@link lbsim.model.UserBehaviourGraph#getInitialState <em>Initial State</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getUserBehaviourGraph()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='hasStates uniqueStateNames initialStateKnown'"
 *        annotation="http://lbsim.org/model/rules hasStates='The graph has at least one state. Reports: has no states.' uniqueStateNames='States have different names. Reports: state name \'NAME\' is used by N states.' initialStateKnown='initialState, when set, names one of the states. Reports: initialState \'NAME\' is not one of its states.'"
 * @generated
 */
public interface UserBehaviourGraph extends Workload {
	/**
	 * Returns the value of the '<em><b>States</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.UserState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The states of the user's Markov chain (at least one, rule hasStates; names unique, rule uniqueStateNames).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>States</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getUserBehaviourGraph_States()
	 * @model containment="true"
	 * @generated
	 */
	EList<UserState> getStates();

	/**
	 * Returns the value of the '<em><b>Initial State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Name of the state a user starts in; empty (default): the first state. Must name one of the states (rule initialStateKnown).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Initial State</em>' attribute.
	 * @see #setInitialState(String)
	 * @see lbsim.model.ModelPackage#getUserBehaviourGraph_InitialState()
	 * @model
	 * @generated
	 */
	String getInitialState();

	/**
	 * Sets the value of the '{@link lbsim.model.UserBehaviourGraph#getInitialState <em>Initial State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Initial State</em>' attribute.
	 * @see #getInitialState()
	 * @generated
	 */
	void setInitialState(String value);

} // UserBehaviourGraph
