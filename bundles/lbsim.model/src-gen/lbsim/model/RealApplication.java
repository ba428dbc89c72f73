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
 *        annotation="http://lbsim.org/model/rules mainClassSet='mainClass is set. Reports: mainClass is not set.' classPathEntriesSet='No classPath entry is empty. Reports: classPath[I] is empty.' taskNameNotEmpty='taskName is set. Reports: taskName is not set.' positiveReferenceFactor='referenceFactor is &gt; 0 and finite. Reports: referenceFactor must be &gt; 0 and finite, got VALUE.' positiveReferenceFlops='referenceFlopsPerSecond is &gt; 0 and finite. Reports: referenceFlopsPerSecond must be &gt; 0 and finite, got VALUE.' programHostKnown='host, when set, is a host of the platform. Reports: refers to unknown host \'NAME\'.' referenceFactorInRange='referenceFactor is between 1e-6 and 1e6. Reports: referenceFactor must be between 1.0E-6 and 1000000.0, got VALUE.' referenceFlopsInRange='referenceFlopsPerSecond is between 1 and 1e21. Reports: referenceFlopsPerSecond must be between 1.0 and 1.0E21 flop/s, got VALUE (compute times would be infinite).'"
 * @generated
 */
public interface RealApplication extends Application {
	/**
	 * Returns the value of the '<em><b>Main Class</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Binary name of the class of the first task: implements lbsim.api.Task, public, with a public constructor without arguments. Required (rule mainClassSet).
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
	 * Jars or class folders the program is loaded from, relative to the scenario file's folder; the command line's --classpath entries come before them. No entry may be empty (rule classPathEntriesSet).
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
	 * What the first task sees as Pvm.args(), in order. Default: none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Args</em>' attribute list.
	 * @see lbsim.model.ModelPackage#getRealApplication_Args()
	 * @model unique="false"
	 * @generated
	 */
	EList<String> getArgs();

	/**
	 * Returns the value of the '<em><b>Cost Mode</b></em>' attribute.
	 * The default value is <code>"declared"</code>.
	 * The literals are from the enumeration {@link lbsim.model.CostMode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * declared (default): only Pvm.compute and computeFlops cost virtual CPU time; measured: also the CPU time the program's own code uses between two API calls, times referenceFactor.
	 * <!-- end-model-doc -->
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
	 * Measured mode: the speed of the machine lbsim runs on as a factor of the reference machine; measured CPU seconds x this = reference CPU seconds. Unit: x reference. Default 1. Range 1e-6 to 1e6 (rules positiveReferenceFactor, referenceFactorInRange).
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
	 * Floating-point operations per second of the reference machine (speed 1.0), for Pvm.computeFlops. Unit: flop/s. Default 1e9 (one GFLOP/s). Range 1 to 1e21 (rules positiveReferenceFlops, referenceFlopsInRange).
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
	 * The host of the first task; unset (default): placed automatically. When set, a host of the platform (rule programHostKnown).
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
	 * The first task's name in the results. Default master. Must not be empty (rule taskNameNotEmpty).
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
