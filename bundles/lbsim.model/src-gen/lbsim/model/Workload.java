/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Workload</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A source of competing users' processes on a host (the Workstation User Simulator).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.Workload#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.Workload#getHost <em>Host</em>}</li>
 *   <li>{@link lbsim.model.Workload#getGroup <em>Group</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getWorkload()
 * @model abstract="true"
 *        annotation="http://www.eclipse.org/emf/2002/Ecore constraints='hostSet'"
 *        annotation="http://lbsim.org/model/rules hostSet='Exactly one of host and group is set, and it is one of the scenario\'s. Reports: sets both host and group; set one, or refers to no host, or refers to unknown host \'NAME\', or refers to unknown group \'NAME\'.'"
 * @generated
 */
public interface Workload extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The source's name; it keys the source's random streams, so renaming changes its draws. Unique among workloads (rule uniqueWorkloadNames); an unnamed workload is named workloads[i].
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see lbsim.model.ModelPackage#getWorkload_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link lbsim.model.Workload#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The host the source runs on; set either this or group (rule hostSet).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Host</em>' reference.
	 * @see #setHost(Host)
	 * @see lbsim.model.ModelPackage#getWorkload_Host()
	 * @model
	 * @generated
	 */
	Host getHost();

	/**
	 * Sets the value of the '{@link lbsim.model.Workload#getHost <em>Host</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Host</em>' reference.
	 * @see #getHost()
	 * @generated
	 */
	void setHost(Host value);

	/**
	 * Returns the value of the '<em><b>Group</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The hosts the source runs on: every host of the group gets its own independent copy of the source, with its own random stream. Set either this or host (rule hostSet).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Group</em>' reference.
	 * @see #setGroup(HostGroup)
	 * @see lbsim.model.ModelPackage#getWorkload_Group()
	 * @model
	 * @generated
	 */
	HostGroup getGroup();

	/**
	 * Sets the value of the '{@link lbsim.model.Workload#getGroup <em>Group</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Group</em>' reference.
	 * @see #getGroup()
	 * @generated
	 */
	void setGroup(HostGroup value);

} // Workload
