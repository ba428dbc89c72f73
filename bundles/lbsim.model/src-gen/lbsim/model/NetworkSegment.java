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
 *   <li>{@link lbsim.model.NetworkSegment#getGateway <em>Gateway</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getNetworkSegment()
 * @model abstract="true"
 *        annotation="http://www.eclipse.org/emf/2002/Ecore constraints='nameNotEmpty nonNegativeParameters parametersInRange validGateway'"
 *        annotation="http://lbsim.org/model/rules nameNotEmpty='The segment has a name. Reports: has no name.' validGateway='A gateway, when given, names a host of the platform or a router of a routed network of the platform (its routers, its clusters\' routers, its zones\' routers); a routed network names none. Reports: gateway \'NAME\' is neither a host of the platform nor a router of a routed network, or a routed network has no gateway: routes enter it at its own routers and hosts (gateway \'NAME\').' nonNegativeParameters='Every number of the segment is finite; bandwidths, bitsPerSecond and blockBytes are &gt; 0, the others &gt;= 0 (an unset routed-network factor is skipped). Reports: NAME must be &gt; 0 and finite, got VALUE, or NAME must be &gt;= 0 and finite, got VALUE.' parametersInRange='Bandwidths are at least 1 byte (bitsPerSecond: 1 bit) per second, times (attributes in Seconds) at most 1e9 s, blockBytes at most 2^50. Reports: NAME must be at least 1.0 byte per second, got VALUE (message times would be infinite), or NAME must be at most 1.0E9 s, got VALUE.'"
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

	/**
	 * Returns the value of the '<em><b>Gateway</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The gateway station through which messages leave and enter this segment, by name: a host of the platform (on this segment, or on another one it joins to this one) or a router of a routed network (then the router sits on this segment and routes join it to the rest). A message between hosts of different segments travels store and forward: on each segment from station to gateway under that segment's model, over the routed links between gateways. Empty (default): the segment's hosts reach only each other. Not for a routed network (rule validGateway).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gateway</em>' attribute.
	 * @see #setGateway(String)
	 * @see lbsim.model.ModelPackage#getNetworkSegment_Gateway()
	 * @model
	 * @generated
	 */
	String getGateway();

	/**
	 * Sets the value of the '{@link lbsim.model.NetworkSegment#getGateway <em>Gateway</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gateway</em>' attribute.
	 * @see #getGateway()
	 * @generated
	 */
	void setGateway(String value);

} // NetworkSegment
