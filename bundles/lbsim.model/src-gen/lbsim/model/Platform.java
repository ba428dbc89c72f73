/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Platform</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The virtual machine: the hosts the application and the workloads run on.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.Platform#getHosts <em>Hosts</em>}</li>
 *   <li>{@link lbsim.model.Platform#getGroups <em>Groups</em>}</li>
 *   <li>{@link lbsim.model.Platform#getSegments <em>Segments</em>}</li>
 *   <li>{@link lbsim.model.Platform#getSpawnDelaySeconds <em>Spawn Delay Seconds</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getPlatform()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='spawnDelayInRange someHostStaysUp'"
 *        annotation="http://lbsim.org/model/rules spawnDelayInRange='spawnDelaySeconds is between 0 and 1e9 s. Reports: spawnDelaySeconds must be between 0 and 1.0E9 s, got VALUE.' someHostStaysUp='Not every host\'s stateProfile ends off for good. Reports: every host\'s stateProfile ends off for good: no host stays up.'"
 * @generated
 */
public interface Platform extends EObject {
	/**
	 * Returns the value of the '<em><b>Hosts</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The hosts (workstations or SMP nodes). Host, group and segment names are unique together (rule uniqueHostNames).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hosts</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getPlatform_Hosts()
	 * @model containment="true"
	 * @generated
	 */
	EList<Host> getHosts();

	/**
	 * Returns the value of the '<em><b>Groups</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.HostGroup}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Named sets of hosts that workloads target as a whole and that may fail together.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Groups</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getPlatform_Groups()
	 * @model containment="true"
	 * @generated
	 */
	EList<HostGroup> getGroups();

	/**
	 * Returns the value of the '<em><b>Segments</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.NetworkSegment}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The network segments and the models that time messages on them; a host is on at most one.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Segments</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getPlatform_Segments()
	 * @model containment="true"
	 * @generated
	 */
	EList<NetworkSegment> getSegments();

	/**
	 * Returns the value of the '<em><b>Spawn Delay Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Reference CPU seconds a task spends in a spawn call (MISS-PVM's initialization delay). Unit: s. Default 0. Range 0 to 1e9 (rule spawnDelayInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Spawn Delay Seconds</em>' attribute.
	 * @see #setSpawnDelaySeconds(double)
	 * @see lbsim.model.ModelPackage#getPlatform_SpawnDelaySeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getSpawnDelaySeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.Platform#getSpawnDelaySeconds <em>Spawn Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Spawn Delay Seconds</em>' attribute.
	 * @see #getSpawnDelaySeconds()
	 * @generated
	 */
	void setSpawnDelaySeconds(double value);

} // Platform
