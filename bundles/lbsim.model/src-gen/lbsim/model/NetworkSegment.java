/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Network Segment</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A network segment and the model that times messages on it. Times in seconds, sizes in bytes, rates in bytes (or bits) per second.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.NetworkSegment#getName <em>Name</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getNetworkSegment()
 * @model abstract="true"
 *        annotation="http://www.eclipse.org/emf/2002/Ecore constraints='nameNotEmpty nonNegativeParameters parametersInRange'"
 *        annotation="http://lbsim.org/model/rules nameNotEmpty='The segment has a name. Reports: has no name.' nonNegativeParameters='Every number of the segment is finite; bandwidths, bitsPerSecond and blockBytes are &gt; 0, the others &gt;= 0 (an unset routed-network factor is skipped). Reports: NAME must be &gt; 0 and finite, got VALUE, or NAME must be &gt;= 0 and finite, got VALUE.' parametersInRange='Bandwidths are at least 1 byte (bitsPerSecond: 1 bit) per second, times (attributes in Seconds) at most 1e9 s, blockBytes at most 2^50. Reports: NAME must be at least 1.0 byte per second, got VALUE (message times would be infinite), or NAME must be at most 1.0E9 s, got VALUE.'"
 * @generated
 */
public interface NetworkSegment extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The segment's name, how hosts refer to it. Required (rule nameNotEmpty), unique among hosts, groups and segments (rule uniqueHostNames).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see lbsim.model.ModelPackage#getNetworkSegment_Name()
	 * @model id="true"
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link lbsim.model.NetworkSegment#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

} // NetworkSegment
