/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.ModelPackage;
import lbsim.model.PiecewiseLinearNetwork;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Piecewise Linear Network</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.PiecewiseLinearNetworkImpl#getSendTimeSameNode <em>Send Time Same Node</em>}</li>
 *   <li>{@link lbsim.model.impl.PiecewiseLinearNetworkImpl#getSendTimeOtherNode <em>Send Time Other Node</em>}</li>
 *   <li>{@link lbsim.model.impl.PiecewiseLinearNetworkImpl#getTransmissionTimeSameNode <em>Transmission Time Same Node</em>}</li>
 *   <li>{@link lbsim.model.impl.PiecewiseLinearNetworkImpl#getTransmissionTimeOtherNode <em>Transmission Time Other Node</em>}</li>
 *   <li>{@link lbsim.model.impl.PiecewiseLinearNetworkImpl#getContentionFactors <em>Contention Factors</em>}</li>
 *   <li>{@link lbsim.model.impl.PiecewiseLinearNetworkImpl#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PiecewiseLinearNetworkImpl extends NetworkSegmentImpl implements PiecewiseLinearNetwork {
	/**
	 * The default value of the '{@link #getSendTimeSameNode() <em>Send Time Same Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendTimeSameNode()
	 * @generated
	 * @ordered
	 */
	protected static final String SEND_TIME_SAME_NODE_EDEFAULT = "0:0";

	/**
	 * The cached value of the '{@link #getSendTimeSameNode() <em>Send Time Same Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendTimeSameNode()
	 * @generated
	 * @ordered
	 */
	protected String sendTimeSameNode = SEND_TIME_SAME_NODE_EDEFAULT;

	/**
	 * The default value of the '{@link #getSendTimeOtherNode() <em>Send Time Other Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendTimeOtherNode()
	 * @generated
	 * @ordered
	 */
	protected static final String SEND_TIME_OTHER_NODE_EDEFAULT = "0:0";

	/**
	 * The cached value of the '{@link #getSendTimeOtherNode() <em>Send Time Other Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendTimeOtherNode()
	 * @generated
	 * @ordered
	 */
	protected String sendTimeOtherNode = SEND_TIME_OTHER_NODE_EDEFAULT;

	/**
	 * The default value of the '{@link #getTransmissionTimeSameNode() <em>Transmission Time Same Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTransmissionTimeSameNode()
	 * @generated
	 * @ordered
	 */
	protected static final String TRANSMISSION_TIME_SAME_NODE_EDEFAULT = "0:0";

	/**
	 * The cached value of the '{@link #getTransmissionTimeSameNode() <em>Transmission Time Same Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTransmissionTimeSameNode()
	 * @generated
	 * @ordered
	 */
	protected String transmissionTimeSameNode = TRANSMISSION_TIME_SAME_NODE_EDEFAULT;

	/**
	 * The default value of the '{@link #getTransmissionTimeOtherNode() <em>Transmission Time Other Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTransmissionTimeOtherNode()
	 * @generated
	 * @ordered
	 */
	protected static final String TRANSMISSION_TIME_OTHER_NODE_EDEFAULT = "0:0";

	/**
	 * The cached value of the '{@link #getTransmissionTimeOtherNode() <em>Transmission Time Other Node</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTransmissionTimeOtherNode()
	 * @generated
	 * @ordered
	 */
	protected String transmissionTimeOtherNode = TRANSMISSION_TIME_OTHER_NODE_EDEFAULT;

	/**
	 * The default value of the '{@link #getContentionFactors() <em>Contention Factors</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getContentionFactors()
	 * @generated
	 * @ordered
	 */
	protected static final String CONTENTION_FACTORS_EDEFAULT = "1";

	/**
	 * The cached value of the '{@link #getContentionFactors() <em>Contention Factors</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getContentionFactors()
	 * @generated
	 * @ordered
	 */
	protected String contentionFactors = CONTENTION_FACTORS_EDEFAULT;

	/**
	 * The default value of the '{@link #getReceiveOverheadSeconds() <em>Receive Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReceiveOverheadSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double RECEIVE_OVERHEAD_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getReceiveOverheadSeconds() <em>Receive Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReceiveOverheadSeconds()
	 * @generated
	 * @ordered
	 */
	protected double receiveOverheadSeconds = RECEIVE_OVERHEAD_SECONDS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PiecewiseLinearNetworkImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSendTimeSameNode() {
		return sendTimeSameNode;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSendTimeSameNode(String newSendTimeSameNode) {
		String oldSendTimeSameNode = sendTimeSameNode;
		sendTimeSameNode = newSendTimeSameNode;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_SAME_NODE, oldSendTimeSameNode, sendTimeSameNode));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSendTimeOtherNode() {
		return sendTimeOtherNode;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSendTimeOtherNode(String newSendTimeOtherNode) {
		String oldSendTimeOtherNode = sendTimeOtherNode;
		sendTimeOtherNode = newSendTimeOtherNode;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_OTHER_NODE, oldSendTimeOtherNode, sendTimeOtherNode));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTransmissionTimeSameNode() {
		return transmissionTimeSameNode;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTransmissionTimeSameNode(String newTransmissionTimeSameNode) {
		String oldTransmissionTimeSameNode = transmissionTimeSameNode;
		transmissionTimeSameNode = newTransmissionTimeSameNode;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_SAME_NODE, oldTransmissionTimeSameNode, transmissionTimeSameNode));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTransmissionTimeOtherNode() {
		return transmissionTimeOtherNode;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTransmissionTimeOtherNode(String newTransmissionTimeOtherNode) {
		String oldTransmissionTimeOtherNode = transmissionTimeOtherNode;
		transmissionTimeOtherNode = newTransmissionTimeOtherNode;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_OTHER_NODE, oldTransmissionTimeOtherNode, transmissionTimeOtherNode));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getContentionFactors() {
		return contentionFactors;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setContentionFactors(String newContentionFactors) {
		String oldContentionFactors = contentionFactors;
		contentionFactors = newContentionFactors;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.PIECEWISE_LINEAR_NETWORK__CONTENTION_FACTORS, oldContentionFactors, contentionFactors));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getReceiveOverheadSeconds() {
		return receiveOverheadSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReceiveOverheadSeconds(double newReceiveOverheadSeconds) {
		double oldReceiveOverheadSeconds = receiveOverheadSeconds;
		receiveOverheadSeconds = newReceiveOverheadSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.PIECEWISE_LINEAR_NETWORK__RECEIVE_OVERHEAD_SECONDS, oldReceiveOverheadSeconds, receiveOverheadSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_SAME_NODE:
				return getSendTimeSameNode();
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_OTHER_NODE:
				return getSendTimeOtherNode();
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_SAME_NODE:
				return getTransmissionTimeSameNode();
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_OTHER_NODE:
				return getTransmissionTimeOtherNode();
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__CONTENTION_FACTORS:
				return getContentionFactors();
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__RECEIVE_OVERHEAD_SECONDS:
				return getReceiveOverheadSeconds();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_SAME_NODE:
				setSendTimeSameNode((String)newValue);
				return;
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_OTHER_NODE:
				setSendTimeOtherNode((String)newValue);
				return;
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_SAME_NODE:
				setTransmissionTimeSameNode((String)newValue);
				return;
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_OTHER_NODE:
				setTransmissionTimeOtherNode((String)newValue);
				return;
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__CONTENTION_FACTORS:
				setContentionFactors((String)newValue);
				return;
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__RECEIVE_OVERHEAD_SECONDS:
				setReceiveOverheadSeconds((Double)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_SAME_NODE:
				setSendTimeSameNode(SEND_TIME_SAME_NODE_EDEFAULT);
				return;
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_OTHER_NODE:
				setSendTimeOtherNode(SEND_TIME_OTHER_NODE_EDEFAULT);
				return;
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_SAME_NODE:
				setTransmissionTimeSameNode(TRANSMISSION_TIME_SAME_NODE_EDEFAULT);
				return;
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_OTHER_NODE:
				setTransmissionTimeOtherNode(TRANSMISSION_TIME_OTHER_NODE_EDEFAULT);
				return;
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__CONTENTION_FACTORS:
				setContentionFactors(CONTENTION_FACTORS_EDEFAULT);
				return;
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__RECEIVE_OVERHEAD_SECONDS:
				setReceiveOverheadSeconds(RECEIVE_OVERHEAD_SECONDS_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_SAME_NODE:
				return SEND_TIME_SAME_NODE_EDEFAULT == null ? sendTimeSameNode != null : !SEND_TIME_SAME_NODE_EDEFAULT.equals(sendTimeSameNode);
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_OTHER_NODE:
				return SEND_TIME_OTHER_NODE_EDEFAULT == null ? sendTimeOtherNode != null : !SEND_TIME_OTHER_NODE_EDEFAULT.equals(sendTimeOtherNode);
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_SAME_NODE:
				return TRANSMISSION_TIME_SAME_NODE_EDEFAULT == null ? transmissionTimeSameNode != null : !TRANSMISSION_TIME_SAME_NODE_EDEFAULT.equals(transmissionTimeSameNode);
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_OTHER_NODE:
				return TRANSMISSION_TIME_OTHER_NODE_EDEFAULT == null ? transmissionTimeOtherNode != null : !TRANSMISSION_TIME_OTHER_NODE_EDEFAULT.equals(transmissionTimeOtherNode);
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__CONTENTION_FACTORS:
				return CONTENTION_FACTORS_EDEFAULT == null ? contentionFactors != null : !CONTENTION_FACTORS_EDEFAULT.equals(contentionFactors);
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__RECEIVE_OVERHEAD_SECONDS:
				return receiveOverheadSeconds != RECEIVE_OVERHEAD_SECONDS_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (sendTimeSameNode: ");
		result.append(sendTimeSameNode);
		result.append(", sendTimeOtherNode: ");
		result.append(sendTimeOtherNode);
		result.append(", transmissionTimeSameNode: ");
		result.append(transmissionTimeSameNode);
		result.append(", transmissionTimeOtherNode: ");
		result.append(transmissionTimeOtherNode);
		result.append(", contentionFactors: ");
		result.append(contentionFactors);
		result.append(", receiveOverheadSeconds: ");
		result.append(receiveOverheadSeconds);
		result.append(')');
		return result.toString();
	}

} //PiecewiseLinearNetworkImpl
