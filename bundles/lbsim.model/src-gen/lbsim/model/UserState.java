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
 * <!-- begin-model-doc -->
 * A state of a user behaviour graph: the user thinks for thinkTime, then runs a command of demand CPU seconds at nice, waits for it to finish and moves on along one of the transitions.
 * <!-- end-model-doc -->
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
 *        annotation="http://lbsim.org/model/rules nameNotEmpty='The state has a name. Reports: has no name.' niceInRange='nice is between -20 and 19. Reports: nice must be between -20 and 19, got VALUE.' thinkTimeSet='thinkTime is set. Reports: thinkTime is not set.' demandSet='demand is set. Reports: demand is not set.' hasTransitions='The state has at least one transition. Reports: has no transitions (a user must always have a next state).' probabilitiesSumToOne='The transitions\' probabilities sum to 1. Reports: transition probabilities sum to SUM, not 1.' knownTargets='Every transition goes to a state of the graph. Reports: transition to unknown state \'NAME\'.' validDistribution='thinkTime and demand are distributions the simulator knows, with means, bounds and deviations at most 1e9 s. Reports: thinkTime: WHY, or demand: WHY.' cycleInRange='thinkTime and demand never give negative seconds, and mean thinkTime + mean demand is at least 1e-6 s. Reports: thinkTime \'SPEC\' gives negative seconds (lowest value VALUE), or demand \'SPEC\' gives negative seconds (lowest value VALUE), or mean thinkTime + mean demand must be at least 1.0E-6 s, got VALUE s (the user\'s loop would stop virtual time).'"
 * @generated
 */
public interface UserState extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The state's name, how transitions and initialState refer to it. Required (rule nameNotEmpty).
	 * <!-- end-model-doc -->
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
	 * Think time before the command, in seconds: a distribution spec, e.g. exponential(mean=2), constant(0.5), uniform(min=1, max=3). Unit: s. Default exponential(mean=10). Required (rule thinkTimeSet); valid (rule validDistribution); mean think time + mean demand at least 1e-6 s and never negative (rule cycleInRange).
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
	 * CPU demand of the command in reference seconds: a distribution spec, e.g. exponential(mean=2), constant(0.5), lognormal(mean=3, sd=1). Unit: s. Default exponential(mean=1). Required (rule demandSet); valid (rule validDistribution); never negative (rule cycleInRange).
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
	 * <!-- begin-model-doc -->
	 * UNIX nice level of the command, -20 (most favoured) to 19 (rule niceInRange). Default 0.
	 * <!-- end-model-doc -->
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
	 * <!-- begin-model-doc -->
	 * Where the user goes next: at least one transition (rule hasTransitions), to states of the graph (rule knownTargets), probabilities summing to 1 (rule probabilitiesSumToOne).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Transitions</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getUserState_Transitions()
	 * @model containment="true"
	 * @generated
	 */
	EList<UserTransition> getTransitions();

} // UserState
