/**
 * lbsim - EPL-2.0
 */
package lbsim.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Piecewise Linear Network</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * CLUE: piecewise-linear send and transmission times.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.PiecewiseLinearNetwork#getSendTimeSameNode <em>Send Time Same Node</em>}</li>
 *   <li>{@link lbsim.model.PiecewiseLinearNetwork#getSendTimeOtherNode <em>Send Time Other Node</em>}</li>
 *   <li>{@link lbsim.model.PiecewiseLinearNetwork#getTransmissionTimeSameNode <em>Transmission Time Same Node</em>}</li>
 *   <li>{@link lbsim.model.PiecewiseLinearNetwork#getTransmissionTimeOtherNode <em>Transmission Time Other Node</em>}</li>
 *   <li>{@link lbsim.model.PiecewiseLinearNetwork#getContentionFactors <em>Contention Factors</em>}</li>
 *   <li>{@link lbsim.model.PiecewiseLinearNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getPiecewiseLinearNetwork()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='validBreakpoints validContentionFactors'"
 *        annotation="http://lbsim.org/model/rules validBreakpoints='Each of the four functions is a list of size:seconds breakpoints, sizes increasing, times between 0 and 1e9 s. Reports: FUNCTION: WHY.' validContentionFactors='contentionFactors are numbers &gt; 0 and at most 1e6. Reports: contentionFactors: WHY.'"
 * @generated
 */
public interface PiecewiseLinearNetwork extends NetworkSegment {
	/**
	 * Returns the value of the '<em><b>Send Time Same Node</b></em>' attribute.
	 * The default value is <code>"0:0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Send time (sender CPU seconds) against message size for tasks on the same node: breakpoints size:seconds separated by spaces, e.g. 0:0.0001 65536:0.002, linear between them. Default 0:0. Times 0 to 1e9 s (rule validBreakpoints).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Send Time Same Node</em>' attribute.
	 * @see #setSendTimeSameNode(String)
	 * @see lbsim.model.ModelPackage#getPiecewiseLinearNetwork_SendTimeSameNode()
	 * @model default="0:0"
	 * @generated
	 */
	String getSendTimeSameNode();

	/**
	 * Sets the value of the '{@link lbsim.model.PiecewiseLinearNetwork#getSendTimeSameNode <em>Send Time Same Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Send Time Same Node</em>' attribute.
	 * @see #getSendTimeSameNode()
	 * @generated
	 */
	void setSendTimeSameNode(String value);

	/**
	 * Returns the value of the '<em><b>Send Time Other Node</b></em>' attribute.
	 * The default value is <code>"0:0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Send time (sender CPU seconds) against message size for tasks on different nodes: breakpoints size:seconds separated by spaces. Default 0:0. Times 0 to 1e9 s (rule validBreakpoints).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Send Time Other Node</em>' attribute.
	 * @see #setSendTimeOtherNode(String)
	 * @see lbsim.model.ModelPackage#getPiecewiseLinearNetwork_SendTimeOtherNode()
	 * @model default="0:0"
	 * @generated
	 */
	String getSendTimeOtherNode();

	/**
	 * Sets the value of the '{@link lbsim.model.PiecewiseLinearNetwork#getSendTimeOtherNode <em>Send Time Other Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Send Time Other Node</em>' attribute.
	 * @see #getSendTimeOtherNode()
	 * @generated
	 */
	void setSendTimeOtherNode(String value);

	/**
	 * Returns the value of the '<em><b>Transmission Time Same Node</b></em>' attribute.
	 * The default value is <code>"0:0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Transmission time against message size for tasks on the same node: breakpoints size:seconds separated by spaces. Default 0:0. Times 0 to 1e9 s (rule validBreakpoints).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Transmission Time Same Node</em>' attribute.
	 * @see #setTransmissionTimeSameNode(String)
	 * @see lbsim.model.ModelPackage#getPiecewiseLinearNetwork_TransmissionTimeSameNode()
	 * @model default="0:0"
	 * @generated
	 */
	String getTransmissionTimeSameNode();

	/**
	 * Sets the value of the '{@link lbsim.model.PiecewiseLinearNetwork#getTransmissionTimeSameNode <em>Transmission Time Same Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Transmission Time Same Node</em>' attribute.
	 * @see #getTransmissionTimeSameNode()
	 * @generated
	 */
	void setTransmissionTimeSameNode(String value);

	/**
	 * Returns the value of the '<em><b>Transmission Time Other Node</b></em>' attribute.
	 * The default value is <code>"0:0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Transmission time against message size for tasks on different nodes: breakpoints size:seconds separated by spaces. Default 0:0. Times 0 to 1e9 s (rule validBreakpoints).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Transmission Time Other Node</em>' attribute.
	 * @see #setTransmissionTimeOtherNode(String)
	 * @see lbsim.model.ModelPackage#getPiecewiseLinearNetwork_TransmissionTimeOtherNode()
	 * @model default="0:0"
	 * @generated
	 */
	String getTransmissionTimeOtherNode();

	/**
	 * Sets the value of the '{@link lbsim.model.PiecewiseLinearNetwork#getTransmissionTimeOtherNode <em>Transmission Time Other Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Transmission Time Other Node</em>' attribute.
	 * @see #getTransmissionTimeOtherNode()
	 * @generated
	 */
	void setTransmissionTimeOtherNode(String value);

	/**
	 * Returns the value of the '<em><b>Contention Factors</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Factor on the send time for 1, 2, 3, ... concurrent receivers, separated by spaces; each > 0 and at most 1e6 (rule validContentionFactors). Default 1.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Contention Factors</em>' attribute.
	 * @see #setContentionFactors(String)
	 * @see lbsim.model.ModelPackage#getPiecewiseLinearNetwork_ContentionFactors()
	 * @model default="1"
	 * @generated
	 */
	String getContentionFactors();

	/**
	 * Sets the value of the '{@link lbsim.model.PiecewiseLinearNetwork#getContentionFactors <em>Contention Factors</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Contention Factors</em>' attribute.
	 * @see #getContentionFactors()
	 * @generated
	 */
	void setContentionFactors(String value);

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
	 * @see lbsim.model.ModelPackage#getPiecewiseLinearNetwork_ReceiveOverheadSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getReceiveOverheadSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.PiecewiseLinearNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Receive Overhead Seconds</em>' attribute.
	 * @see #getReceiveOverheadSeconds()
	 * @generated
	 */
	void setReceiveOverheadSeconds(double value);

} // PiecewiseLinearNetwork
