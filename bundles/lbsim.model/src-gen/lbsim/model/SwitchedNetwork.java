/**
 * lbsim - EPL-2.0
 */
package lbsim.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Switched Network</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Hosts on links through a switch; concurrent flows share links by max-min fairness.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.SwitchedNetwork#getLatencySeconds <em>Latency Seconds</em>}</li>
 *   <li>{@link lbsim.model.SwitchedNetwork#getLinkBandwidthBytesPerSecond <em>Link Bandwidth Bytes Per Second</em>}</li>
 *   <li>{@link lbsim.model.SwitchedNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}</li>
 *   <li>{@link lbsim.model.SwitchedNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getSwitchedNetwork()
 * @model
 * @generated
 */
public interface SwitchedNetwork extends NetworkSegment {
	/**
	 * Returns the value of the '<em><b>Latency Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Latency of each host's link to the switch. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Latency Seconds</em>' attribute.
	 * @see #setLatencySeconds(double)
	 * @see lbsim.model.ModelPackage#getSwitchedNetwork_LatencySeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getLatencySeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.SwitchedNetwork#getLatencySeconds <em>Latency Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Latency Seconds</em>' attribute.
	 * @see #getLatencySeconds()
	 * @generated
	 */
	void setLatencySeconds(double value);

	/**
	 * Returns the value of the '<em><b>Link Bandwidth Bytes Per Second</b></em>' attribute.
	 * The default value is <code>"1.25E7"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bandwidth of each direction of each host's link; concurrent flows share a link by max-min fairness. Unit: B/s. Default 1.25E7 (100 Mbit/s). At least 1 B/s (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Link Bandwidth Bytes Per Second</em>' attribute.
	 * @see #setLinkBandwidthBytesPerSecond(double)
	 * @see lbsim.model.ModelPackage#getSwitchedNetwork_LinkBandwidthBytesPerSecond()
	 * @model default="1.25E7"
	 * @generated
	 */
	double getLinkBandwidthBytesPerSecond();

	/**
	 * Sets the value of the '{@link lbsim.model.SwitchedNetwork#getLinkBandwidthBytesPerSecond <em>Link Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Link Bandwidth Bytes Per Second</em>' attribute.
	 * @see #getLinkBandwidthBytesPerSecond()
	 * @generated
	 */
	void setLinkBandwidthBytesPerSecond(double value);

	/**
	 * Returns the value of the '<em><b>Send Overhead Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CPU seconds (reference) the sender spends per message. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Send Overhead Seconds</em>' attribute.
	 * @see #setSendOverheadSeconds(double)
	 * @see lbsim.model.ModelPackage#getSwitchedNetwork_SendOverheadSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getSendOverheadSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.SwitchedNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Send Overhead Seconds</em>' attribute.
	 * @see #getSendOverheadSeconds()
	 * @generated
	 */
	void setSendOverheadSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Receive Overhead Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CPU seconds (reference) the receiver spends per receive call. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Receive Overhead Seconds</em>' attribute.
	 * @see #setReceiveOverheadSeconds(double)
	 * @see lbsim.model.ModelPackage#getSwitchedNetwork_ReceiveOverheadSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getReceiveOverheadSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.SwitchedNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Receive Overhead Seconds</em>' attribute.
	 * @see #getReceiveOverheadSeconds()
	 * @generated
	 */
	void setReceiveOverheadSeconds(double value);

} // SwitchedNetwork
