/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Host Group</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A named set of hosts that a workload can target as a whole.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.HostGroup#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.HostGroup#getHosts <em>Hosts</em>}</li>
 *   <li>{@link lbsim.model.HostGroup#getMeanTimeToFailureSeconds <em>Mean Time To Failure Seconds</em>}</li>
 *   <li>{@link lbsim.model.HostGroup#getMeanTimeToRepairSeconds <em>Mean Time To Repair Seconds</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getHostGroup()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='nameNotEmpty hasHosts validGroupFailures'"
 *        annotation="http://lbsim.org/model/rules nameNotEmpty='The group has a name. Reports: has no name.' hasHosts='The group has at least one host, each one of the platform\'s. Reports: has no hosts, or refers to unknown host \'NAME\'.' validGroupFailures='meanTimeToFailureSeconds and meanTimeToRepairSeconds are &gt;= 0 and finite, both 0 or both &gt; 0, and a host of a failing group has no failure model or stateProfile of its own. Reports: meanTimeToFailureSeconds and meanTimeToRepairSeconds must be &gt;= 0 s and finite, got F and R; or meanTimeToFailureSeconds needs meanTimeToRepairSeconds &gt; 0; or meanTimeToRepairSeconds needs meanTimeToFailureSeconds &gt; 0; or host \'NAME\' has its own failure model or stateProfile; a group\'s failures cannot add to it.'"
 * @generated
 */
public interface HostGroup extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The group's name, how workloads refer to it. Required (rule nameNotEmpty), unique among hosts, groups and segments (rule uniqueHostNames).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see lbsim.model.ModelPackage#getHostGroup_Name()
	 * @model id="true"
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link lbsim.model.HostGroup#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Hosts</b></em>' reference list.
	 * The list contents are of type {@link lbsim.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The hosts of the group (at least one, rule hasHosts), each a host of the platform (rule hostSet).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hosts</em>' reference list.
	 * @see lbsim.model.ModelPackage#getHostGroup_Hosts()
	 * @model
	 * @generated
	 */
	EList<Host> getHosts();

	/**
	 * Returns the value of the '<em><b>Mean Time To Failure Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * With meanTimeToRepairSeconds: every host of the group fails after exponential times of this mean (its MTBF) and is repaired after exponential times of meanTimeToRepairSeconds, each from its own seeded stream, as with the host's timeToFailure and timeToRepair. Unit: s. Default 0: no failures. Checked by rule validGroupFailures.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mean Time To Failure Seconds</em>' attribute.
	 * @see #setMeanTimeToFailureSeconds(double)
	 * @see lbsim.model.ModelPackage#getHostGroup_MeanTimeToFailureSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getMeanTimeToFailureSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.HostGroup#getMeanTimeToFailureSeconds <em>Mean Time To Failure Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mean Time To Failure Seconds</em>' attribute.
	 * @see #getMeanTimeToFailureSeconds()
	 * @generated
	 */
	void setMeanTimeToFailureSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Mean Time To Repair Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The mean time a failed host of the group stays off (exponential). Unit: s. Default 0; must be > 0 when meanTimeToFailureSeconds is, and 0 when it is 0 (rule validGroupFailures).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mean Time To Repair Seconds</em>' attribute.
	 * @see #setMeanTimeToRepairSeconds(double)
	 * @see lbsim.model.ModelPackage#getHostGroup_MeanTimeToRepairSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getMeanTimeToRepairSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.HostGroup#getMeanTimeToRepairSeconds <em>Mean Time To Repair Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mean Time To Repair Seconds</em>' attribute.
	 * @see #getMeanTimeToRepairSeconds()
	 * @generated
	 */
	void setMeanTimeToRepairSeconds(double value);

} // HostGroup
