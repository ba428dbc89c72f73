/**
 * lbsim - EPL-2.0
 */
package lbsim.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Delay Network</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * MISS-PVM VMConfig delays: no contention.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.DelayNetwork#getSendDelaySeconds <em>Send Delay Seconds</em>}</li>
 *   <li>{@link lbsim.model.DelayNetwork#getReceiveDelaySeconds <em>Receive Delay Seconds</em>}</li>
 *   <li>{@link lbsim.model.DelayNetwork#getTransmissionDelaySeconds <em>Transmission Delay Seconds</em>}</li>
 *   <li>{@link lbsim.model.DelayNetwork#getProportionalDelayPerKBSeconds <em>Proportional Delay Per KB Seconds</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getDelayNetwork()
 * @model
 * @generated
 */
public interface DelayNetwork extends NetworkSegment {
	/**
	 * Returns the value of the '<em><b>Send Delay Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CPU seconds (reference) the sender spends per message (VMConfig's send delay). Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Send Delay Seconds</em>' attribute.
	 * @see #setSendDelaySeconds(double)
	 * @see lbsim.model.ModelPackage#getDelayNetwork_SendDelaySeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getSendDelaySeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.DelayNetwork#getSendDelaySeconds <em>Send Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Send Delay Seconds</em>' attribute.
	 * @see #getSendDelaySeconds()
	 * @generated
	 */
	void setSendDelaySeconds(double value);

	/**
	 * Returns the value of the '<em><b>Receive Delay Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CPU seconds (reference) the receiver spends per receive call (VMConfig's receive delay). Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Receive Delay Seconds</em>' attribute.
	 * @see #setReceiveDelaySeconds(double)
	 * @see lbsim.model.ModelPackage#getDelayNetwork_ReceiveDelaySeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getReceiveDelaySeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.DelayNetwork#getReceiveDelaySeconds <em>Receive Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Receive Delay Seconds</em>' attribute.
	 * @see #getReceiveDelaySeconds()
	 * @generated
	 */
	void setReceiveDelaySeconds(double value);

	/**
	 * Returns the value of the '<em><b>Transmission Delay Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Time a message takes to cross, whatever its length (VMConfig's transmission delay); no contention. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Transmission Delay Seconds</em>' attribute.
	 * @see #setTransmissionDelaySeconds(double)
	 * @see lbsim.model.ModelPackage#getDelayNetwork_TransmissionDelaySeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getTransmissionDelaySeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.DelayNetwork#getTransmissionDelaySeconds <em>Transmission Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Transmission Delay Seconds</em>' attribute.
	 * @see #getTransmissionDelaySeconds()
	 * @generated
	 */
	void setTransmissionDelaySeconds(double value);

	/**
	 * Returns the value of the '<em><b>Proportional Delay Per KB Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Crossing time added per 1024 bytes of message (VMConfig's proportional delay). Unit: s per KB. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Proportional Delay Per KB Seconds</em>' attribute.
	 * @see #setProportionalDelayPerKBSeconds(double)
	 * @see lbsim.model.ModelPackage#getDelayNetwork_ProportionalDelayPerKBSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getProportionalDelayPerKBSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.DelayNetwork#getProportionalDelayPerKBSeconds <em>Proportional Delay Per KB Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Proportional Delay Per KB Seconds</em>' attribute.
	 * @see #getProportionalDelayPerKBSeconds()
	 * @generated
	 */
	void setProportionalDelayPerKBSeconds(double value);

} // DelayNetwork
