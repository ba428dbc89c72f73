/**
 * lbsim - EPL-2.0
 */
package lbsim.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Analytic Network</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Baer: setup + blocks x block setup + size / bandwidth; no contention.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.AnalyticNetwork#getSetupSeconds <em>Setup Seconds</em>}</li>
 *   <li>{@link lbsim.model.AnalyticNetwork#getBlockBytes <em>Block Bytes</em>}</li>
 *   <li>{@link lbsim.model.AnalyticNetwork#getBlockSetupSeconds <em>Block Setup Seconds</em>}</li>
 *   <li>{@link lbsim.model.AnalyticNetwork#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}</li>
 *   <li>{@link lbsim.model.AnalyticNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}</li>
 *   <li>{@link lbsim.model.AnalyticNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getAnalyticNetwork()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='wholeBlockBytes'"
 *        annotation="http://lbsim.org/model/rules wholeBlockBytes='blockBytes is a whole number &gt;= 1. Reports: blockBytes must be a whole number &gt;= 1, got VALUE.'"
 * @generated
 */
public interface AnalyticNetwork extends NetworkSegment {
	/**
	 * Returns the value of the '<em><b>Setup Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Message setup time (Baer's MSGSETUP), once per message. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Setup Seconds</em>' attribute.
	 * @see #setSetupSeconds(double)
	 * @see lbsim.model.ModelPackage#getAnalyticNetwork_SetupSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getSetupSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.AnalyticNetwork#getSetupSeconds <em>Setup Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Setup Seconds</em>' attribute.
	 * @see #getSetupSeconds()
	 * @generated
	 */
	void setSetupSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Block Bytes</b></em>' attribute.
	 * The default value is <code>"1460.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Block size (Baer's BLKSZ): a message of b bytes has ceil(b / blockBytes) blocks. Unit: B. Default 1460. A whole number >= 1 (rule wholeBlockBytes), at most 2^50 (rule parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Block Bytes</em>' attribute.
	 * @see #setBlockBytes(double)
	 * @see lbsim.model.ModelPackage#getAnalyticNetwork_BlockBytes()
	 * @model default="1460.0"
	 * @generated
	 */
	double getBlockBytes();

	/**
	 * Sets the value of the '{@link lbsim.model.AnalyticNetwork#getBlockBytes <em>Block Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Block Bytes</em>' attribute.
	 * @see #getBlockBytes()
	 * @generated
	 */
	void setBlockBytes(double value);

	/**
	 * Returns the value of the '<em><b>Block Setup Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Setup time per block (Baer's BLKSETUP). Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Block Setup Seconds</em>' attribute.
	 * @see #setBlockSetupSeconds(double)
	 * @see lbsim.model.ModelPackage#getAnalyticNetwork_BlockSetupSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getBlockSetupSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.AnalyticNetwork#getBlockSetupSeconds <em>Block Setup Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Block Setup Seconds</em>' attribute.
	 * @see #getBlockSetupSeconds()
	 * @generated
	 */
	void setBlockSetupSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute.
	 * The default value is <code>"1.25E7"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Low-level communication bandwidth (Baer's LLCBW). Unit: B/s. Default 1.25E7. At least 1 B/s (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bandwidth Bytes Per Second</em>' attribute.
	 * @see #setBandwidthBytesPerSecond(double)
	 * @see lbsim.model.ModelPackage#getAnalyticNetwork_BandwidthBytesPerSecond()
	 * @model default="1.25E7"
	 * @generated
	 */
	double getBandwidthBytesPerSecond();

	/**
	 * Sets the value of the '{@link lbsim.model.AnalyticNetwork#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}' attribute.
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
	 * @see lbsim.model.ModelPackage#getAnalyticNetwork_SendOverheadSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getSendOverheadSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.AnalyticNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}' attribute.
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
	 * @see lbsim.model.ModelPackage#getAnalyticNetwork_ReceiveOverheadSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getReceiveOverheadSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.AnalyticNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Receive Overhead Seconds</em>' attribute.
	 * @see #getReceiveOverheadSeconds()
	 * @generated
	 */
	void setReceiveOverheadSeconds(double value);

} // AnalyticNetwork
