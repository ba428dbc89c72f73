/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Real Application</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A real Java program written against lbsim.api, run in virtual time: the scenario starts its first task (mainClass), which spawns the others.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.RealApplication#getMainClass <em>Main Class</em>}</li>
 *   <li>{@link lbsim.model.RealApplication#getClassPath <em>Class Path</em>}</li>
 *   <li>{@link lbsim.model.RealApplication#getArgs <em>Args</em>}</li>
 *   <li>{@link lbsim.model.RealApplication#getCostMode <em>Cost Mode</em>}</li>
 *   <li>{@link lbsim.model.RealApplication#getReferenceFactor <em>Reference Factor</em>}</li>
 *   <li>{@link lbsim.model.RealApplication#getReferenceFlopsPerSecond <em>Reference Flops Per Second</em>}</li>
 *   <li>{@link lbsim.model.RealApplication#getHost <em>Host</em>}</li>
 *   <li>{@link lbsim.model.RealApplication#getTaskName <em>Task Name</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getRealApplication()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='mainClassSet classPathEntriesSet taskNameNotEmpty positiveReferenceFactor positiveReferenceFlops programHostKnown referenceFactorInRange referenceFlopsInRange'"
 * @generated
 */
public interface RealApplication extends Application {
	/**
	 * Returns the value of the '<em><b>Main Class</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Binary name of the class of the first task: implements lbsim.api.Task, public, with a public constructor without arguments.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Main Class</em>' attribute.
	 * @see #setMainClass(String)
	 * @see lbsim.model.ModelPackage#getRealApplication_MainClass()
	 * @model
	 * @generated
	 */
	String getMainClass();

	/**
	 * Sets the value of the '{@link lbsim.model.RealApplication#getMainClass <em>Main Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Main Class</em>' attribute.
	 * @see #getMainClass()
	 * @generated
	 */
	void setMainClass(String value);

	/**
	 * Returns the value of the '<em><b>Class Path</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Jars or class folders the program is loaded from, relative to the scenario file's folder; the command line's --classpath entries come before them.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Class Path</em>' attribute list.
	 * @see lbsim.model.ModelPackage#getRealApplication_ClassPath()
	 * @model
	 * @generated
	 */
	EList<String> getClassPath();

	/**
	 * Returns the value of the '<em><b>Args</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the first task sees as Pvm.args().
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Args</em>' attribute list.
	 * @see lbsim.model.ModelPackage#getRealApplication_Args()
	 * @model
	 * @generated
	 */
	EList<String> getArgs();

	/**
	 * Returns the value of the '<em><b>Cost Mode</b></em>' attribute.
	 * The default value is <code>"declared"</code>.
	 * The literals are from the enumeration {@link lbsim.model.CostMode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Cost Mode</em>' attribute.
	 * @see lbsim.model.CostMode
	 * @see #setCostMode(CostMode)
	 * @see lbsim.model.ModelPackage#getRealApplication_CostMode()
	 * @model default="declared"
	 * @generated
	 */
	CostMode getCostMode();

	/**
	 * Sets the value of the '{@link lbsim.model.RealApplication#getCostMode <em>Cost Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cost Mode</em>' attribute.
	 * @see lbsim.model.CostMode
	 * @see #getCostMode()
	 * @generated
	 */
	void setCostMode(CostMode value);

	/**
	 * Returns the value of the '<em><b>Reference Factor</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Measured mode: the speed of the machine lbsim runs on as a factor of the reference machine; measured CPU seconds x this = reference CPU seconds. Must be > 0.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Reference Factor</em>' attribute.
	 * @see #setReferenceFactor(double)
	 * @see lbsim.model.ModelPackage#getRealApplication_ReferenceFactor()
	 * @model default="1.0"
	 * @generated
	 */
	double getReferenceFactor();

	/**
	 * Sets the value of the '{@link lbsim.model.RealApplication#getReferenceFactor <em>Reference Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Reference Factor</em>' attribute.
	 * @see #getReferenceFactor()
	 * @generated
	 */
	void setReferenceFactor(double value);

	/**
	 * Returns the value of the '<em><b>Reference Flops Per Second</b></em>' attribute.
	 * The default value is <code>"1.0E9"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Floating-point operations per second of the reference machine (speed 1.0), for Pvm.computeFlops: 1e9 (one GFLOP/s) unless set. Must be > 0.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Reference Flops Per Second</em>' attribute.
	 * @see #setReferenceFlopsPerSecond(double)
	 * @see lbsim.model.ModelPackage#getRealApplication_ReferenceFlopsPerSecond()
	 * @model default="1.0E9"
	 * @generated
	 */
	double getReferenceFlopsPerSecond();

	/**
	 * Sets the value of the '{@link lbsim.model.RealApplication#getReferenceFlopsPerSecond <em>Reference Flops Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Reference Flops Per Second</em>' attribute.
	 * @see #getReferenceFlopsPerSecond()
	 * @generated
	 */
	void setReferenceFlopsPerSecond(double value);

	/**
	 * Returns the value of the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The host of the first task; unset: placed automatically.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Host</em>' reference.
	 * @see #setHost(Host)
	 * @see lbsim.model.ModelPackage#getRealApplication_Host()
	 * @model
	 * @generated
	 */
	Host getHost();

	/**
	 * Sets the value of the '{@link lbsim.model.RealApplication#getHost <em>Host</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Host</em>' reference.
	 * @see #getHost()
	 * @generated
	 */
	void setHost(Host value);

	/**
	 * Returns the value of the '<em><b>Task Name</b></em>' attribute.
	 * The default value is <code>"master"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The first task's name in the results.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Task Name</em>' attribute.
	 * @see #setTaskName(String)
	 * @see lbsim.model.ModelPackage#getRealApplication_TaskName()
	 * @model default="master"
	 * @generated
	 */
	String getTaskName();

	/**
	 * Sets the value of the '{@link lbsim.model.RealApplication#getTaskName <em>Task Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Task Name</em>' attribute.
	 * @see #getTaskName()
	 * @generated
	 */
	void setTaskName(String value);

} // RealApplication
