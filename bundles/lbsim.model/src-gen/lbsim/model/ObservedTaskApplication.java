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
 * @generated
 */
public interface ObservedTaskApplication extends Application {
	/**
	 * Returns the value of the '<em><b>Tasks</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.ObservedTask}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Tasks</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getObservedTaskApplication_Tasks()
	 * @model containment="true"
	 * @generated
	 */
	EList<ObservedTask> getTasks();

} // ObservedTaskApplication
