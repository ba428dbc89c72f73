/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Observed Task Application</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Independent observed tasks, each needing a fixed amount of reference CPU work on one host.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.ObservedTaskApplication#getTasks <em>Tasks</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getObservedTaskApplication()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='hasTasks uniqueTaskNames'"
 *        annotation="http://lbsim.org/model/rules hasTasks='There is at least one task. Reports: has no tasks.' uniqueTaskNames='Tasks have different names. Reports: task name \'NAME\' is used by N tasks.'"
 * @generated
 */
public interface ObservedTaskApplication extends Application {
	/**
	 * Returns the value of the '<em><b>Tasks</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.ObservedTask}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The observed tasks (at least one, rule hasTasks; names unique, rule uniqueTaskNames).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tasks</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getObservedTaskApplication_Tasks()
	 * @model containment="true"
	 * @generated
	 */
	EList<ObservedTask> getTasks();

} // ObservedTaskApplication
