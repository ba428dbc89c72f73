/**
 * lbsim - EPL-2.0
 */
package lbsim.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Shared Medium Network</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One transmission at a time; the earliest requester goes first.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.SharedMediumNetwork#getLatencySeconds <em>Latency Seconds</em>}</li>
 *   <li>{@link lbsim.model.SharedMediumNetwork#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}</li>
 *   <li>{@link lbsim.model.SharedMediumNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}</li>
 *   <li>{@link lbsim.model.SharedMediumNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getSharedMediumNetwork()
 * @model
 * @generated
 */
public interface SharedMediumNetwork extends NetworkSegment {
	/**
	 * Returns the value of the '<em><b>Latency Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Time the medium is held per message, whatever its length. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Latency Seconds</em>' attribute.
	 * @see #setLatencySeconds(double)
	 * @see lbsim.model.ModelPackage#getSharedMediumNetwork_LatencySeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getLatencySeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.SharedMediumNetwork#getLatencySeconds <em>Latency Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Latency Seconds</em>' attribute.
	 * @see #getLatencySeconds()
	 * @generated
	 */
	void setLatencySeconds(double value);

	/**
	 * Returns the value of the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute.
	 * The default value is <code>"1250000.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Rate at which the medium carries a message's bytes, one message at a time. Unit: B/s. Default 1250000 (10 Mbit/s). At least 1 B/s (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bandwidth Bytes Per Second</em>' attribute.
	 * @see #setBandwidthBytesPerSecond(double)
	 * @see lbsim.model.ModelPackage#getSharedMediumNetwork_BandwidthBytesPerSecond()
	 * @model default="1250000.0"
	 * @generated
	 */
	double getBandwidthBytesPerSecond();

	/**
	 * Sets the value of the '{@link lbsim.model.SharedMediumNetwork#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bandwidth Bytes Per Second</em>' attribute.
	 * @see #getBandwidthBytesPerSecond()
	 * @generated
	 */
	void setBandwidthBytesPerSecond(double value);

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
	 * @see lbsim.model.ModelPackage#getSharedMediumNetwork_SendOverheadSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getSendOverheadSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.SharedMediumNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}' attribute.
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
	 * @see lbsim.model.ModelPackage#getSharedMediumNetwork_ReceiveOverheadSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getReceiveOverheadSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.SharedMediumNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Receive Overhead Seconds</em>' attribute.
	 * @see #getReceiveOverheadSeconds()
	 * @generated
	 */
	void setReceiveOverheadSeconds(double value);

} // SharedMediumNetwork
