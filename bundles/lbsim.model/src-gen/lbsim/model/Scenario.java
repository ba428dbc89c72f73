/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Scenario</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The root of a .lbsim file: the platform, the competing-user workloads on it, the application to simulate, the run settings and, for an experiment, the sweeps.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.Scenario#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.Scenario#getDescription <em>Description</em>}</li>
 *   <li>{@link lbsim.model.Scenario#getPlatform <em>Platform</em>}</li>
 *   <li>{@link lbsim.model.Scenario#getWorkloads <em>Workloads</em>}</li>
 *   <li>{@link lbsim.model.Scenario#getApplication <em>Application</em>}</li>
 *   <li>{@link lbsim.model.Scenario#getRun <em>Run</em>}</li>
 *   <li>{@link lbsim.model.Scenario#getSweeps <em>Sweeps</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getScenario()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='hasPlatform hasApplication uniqueHostNames uniqueWorkloadNames uniqueSweepPaths'"
 *        annotation="http://lbsim.org/model/rules hasPlatform='The scenario has a platform. Reports: has no platform.' hasApplication='The scenario has an application. Reports: has no application.' uniqueHostNames='Hosts, groups and segments have names no other of them has (names are shared by all three). Reports: host name \'NAME\' is used by N hosts, or host name \'NAME\' is used by N groups, or host name \'NAME\' is used by N hosts, groups or segments (names are shared by all three).' uniqueWorkloadNames='Workloads have different names (an unnamed one is named workloads[i]). Reports: workload name \'NAME\' is used by N workloads; names key the random streams.' uniqueSweepPaths='No attribute is swept twice. Reports: path \'PATH\' is swept by N sweeps; sweep an attribute once.'"
 * @generated
 */
public interface Scenario extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The scenario's name, shown in results and labels; free text. Default: none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see lbsim.model.ModelPackage#getScenario_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link lbsim.model.Scenario#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Free text about the scenario (what it models, where its numbers come from); not used by the simulation. Default: none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Description</em>' attribute.
	 * @see #setDescription(String)
	 * @see lbsim.model.ModelPackage#getScenario_Description()
	 * @model
	 * @generated
	 */
	String getDescription();

	/**
	 * Sets the value of the '{@link lbsim.model.Scenario#getDescription <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Description</em>' attribute.
	 * @see #getDescription()
	 * @generated
	 */
	void setDescription(String value);

	/**
	 * Returns the value of the '<em><b>Platform</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The platform: hosts, host groups and network segments. Exactly one is required (rule hasPlatform).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Platform</em>' containment reference.
	 * @see #setPlatform(Platform)
	 * @see lbsim.model.ModelPackage#getScenario_Platform()
	 * @model containment="true"
	 * @generated
	 */
	Platform getPlatform();

	/**
	 * Sets the value of the '{@link lbsim.model.Scenario#getPlatform <em>Platform</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Platform</em>' containment reference.
	 * @see #getPlatform()
	 * @generated
	 */
	void setPlatform(Platform value);

	/**
	 * Returns the value of the '<em><b>Workloads</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.Workload}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The competing users' load on the hosts: any number of workload sources (none: dedicated hosts). Their names are unique (rule uniqueWorkloadNames).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Workloads</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getScenario_Workloads()
	 * @model containment="true"
	 * @generated
	 */
	EList<Workload> getWorkloads();

	/**
	 * Returns the value of the '<em><b>Application</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The application whose behaviour is predicted. Exactly one is required (rule hasApplication).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Application</em>' containment reference.
	 * @see #setApplication(Application)
	 * @see lbsim.model.ModelPackage#getScenario_Application()
	 * @model containment="true"
	 * @generated
	 */
	Application getApplication();

	/**
	 * Sets the value of the '{@link lbsim.model.Scenario#getApplication <em>Application</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Application</em>' containment reference.
	 * @see #getApplication()
	 * @generated
	 */
	void setApplication(Application value);

	/**
	 * Returns the value of the '<em><b>Run</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Seed and limits of a run (optional: without it the seed is 1 and there are no limits).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Run</em>' containment reference.
	 * @see #setRun(RunSettings)
	 * @see lbsim.model.ModelPackage#getScenario_Run()
	 * @model containment="true"
	 * @generated
	 */
	RunSettings getRun();

	/**
	 * Sets the value of the '{@link lbsim.model.Scenario#getRun <em>Run</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Run</em>' containment reference.
	 * @see #getRun()
	 * @generated
	 */
	void setRun(RunSettings value);

	/**
	 * Returns the value of the '<em><b>Sweeps</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.Sweep}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The experiment: every combination of the sweeps' values (the first varying slowest), each run run/replications times. None: one run. A path is swept at most once (rule uniqueSweepPaths).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sweeps</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getScenario_Sweeps()
	 * @model containment="true"
	 * @generated
	 */
	EList<Sweep> getSweeps();

} // Scenario
