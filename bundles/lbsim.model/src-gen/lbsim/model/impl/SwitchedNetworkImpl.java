/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.ModelPackage;
import lbsim.model.SwitchedNetwork;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Switched Network</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.SwitchedNetworkImpl#getLatencySeconds <em>Latency Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.SwitchedNetworkImpl#getLinkBandwidthBytesPerSecond <em>Link Bandwidth Bytes Per Second</em>}</li>
 *   <li>{@link lbsim.model.impl.SwitchedNetworkImpl#getSendOverheadSeconds <em>Send Overhead Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.SwitchedNetworkImpl#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SwitchedNetworkImpl extends NetworkSegmentImpl implements SwitchedNetwork {
	/**
	 * The default value of the '{@link #getLatencySeconds() <em>Latency Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencySeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double LATENCY_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getLatencySeconds() <em>Latency Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencySeconds()
	 * @generated
	 * @ordered
	 */
	protected double latencySeconds = LATENCY_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getLinkBandwidthBytesPerSecond() <em>Link Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLinkBandwidthBytesPerSecond()
	 * @generated
	 * @ordered
	 */
	protected static final double LINK_BANDWIDTH_BYTES_PER_SECOND_EDEFAULT = 1.25E7;

	/**
	 * The cached value of the '{@link #getLinkBandwidthBytesPerSecond() <em>Link Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLinkBandwidthBytesPerSecond()
	 * @generated
	 * @ordered
	 */
	protected double linkBandwidthBytesPerSecond = LINK_BANDWIDTH_BYTES_PER_SECOND_EDEFAULT;

	/**
	 * The default value of the '{@link #getSendOverheadSeconds() <em>Send Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendOverheadSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double SEND_OVERHEAD_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getSendOverheadSeconds() <em>Send Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendOverheadSeconds()
	 * @generated
	 * @ordered
	 */
	protected double sendOverheadSeconds = SEND_OVERHEAD_SECONDS_EDEFAULT;

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
	protected SwitchedNetworkImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.SWITCHED_NETWORK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getLatencySeconds() {
		return latencySeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLatencySeconds(double newLatencySeconds) {
		double oldLatencySeconds = latencySeconds;
		latencySeconds = newLatencySeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.SWITCHED_NETWORK__LATENCY_SECONDS, oldLatencySeconds, latencySeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getLinkBandwidthBytesPerSecond() {
		return linkBandwidthBytesPerSecond;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLinkBandwidthBytesPerSecond(double newLinkBandwidthBytesPerSecond) {
		double oldLinkBandwidthBytesPerSecond = linkBandwidthBytesPerSecond;
		linkBandwidthBytesPerSecond = newLinkBandwidthBytesPerSecond;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.SWITCHED_NETWORK__LINK_BANDWIDTH_BYTES_PER_SECOND, oldLinkBandwidthBytesPerSecond, linkBandwidthBytesPerSecond));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getSendOverheadSeconds() {
		return sendOverheadSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSendOverheadSeconds(double newSendOverheadSeconds) {
		double oldSendOverheadSeconds = sendOverheadSeconds;
		sendOverheadSeconds = newSendOverheadSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.SWITCHED_NETWORK__SEND_OVERHEAD_SECONDS, oldSendOverheadSeconds, sendOverheadSeconds));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.SWITCHED_NETWORK__RECEIVE_OVERHEAD_SECONDS, oldReceiveOverheadSeconds, receiveOverheadSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.SWITCHED_NETWORK__LATENCY_SECONDS:
				return getLatencySeconds();
			case ModelPackage.SWITCHED_NETWORK__LINK_BANDWIDTH_BYTES_PER_SECOND:
				return getLinkBandwidthBytesPerSecond();
			case ModelPackage.SWITCHED_NETWORK__SEND_OVERHEAD_SECONDS:
				return getSendOverheadSeconds();
			case ModelPackage.SWITCHED_NETWORK__RECEIVE_OVERHEAD_SECONDS:
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
			case ModelPackage.SWITCHED_NETWORK__LATENCY_SECONDS:
				setLatencySeconds((Double)newValue);
				return;
			case ModelPackage.SWITCHED_NETWORK__LINK_BANDWIDTH_BYTES_PER_SECOND:
				setLinkBandwidthBytesPerSecond((Double)newValue);
				return;
			case ModelPackage.SWITCHED_NETWORK__SEND_OVERHEAD_SECONDS:
				setSendOverheadSeconds((Double)newValue);
				return;
			case ModelPackage.SWITCHED_NETWORK__RECEIVE_OVERHEAD_SECONDS:
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
			case ModelPackage.SWITCHED_NETWORK__LATENCY_SECONDS:
				setLatencySeconds(LATENCY_SECONDS_EDEFAULT);
				return;
			case ModelPackage.SWITCHED_NETWORK__LINK_BANDWIDTH_BYTES_PER_SECOND:
				setLinkBandwidthBytesPerSecond(LINK_BANDWIDTH_BYTES_PER_SECOND_EDEFAULT);
				return;
			case ModelPackage.SWITCHED_NETWORK__SEND_OVERHEAD_SECONDS:
				setSendOverheadSeconds(SEND_OVERHEAD_SECONDS_EDEFAULT);
				return;
			case ModelPackage.SWITCHED_NETWORK__RECEIVE_OVERHEAD_SECONDS:
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
			case ModelPackage.SWITCHED_NETWORK__LATENCY_SECONDS:
				return latencySeconds != LATENCY_SECONDS_EDEFAULT;
			case ModelPackage.SWITCHED_NETWORK__LINK_BANDWIDTH_BYTES_PER_SECOND:
				return linkBandwidthBytesPerSecond != LINK_BANDWIDTH_BYTES_PER_SECOND_EDEFAULT;
			case ModelPackage.SWITCHED_NETWORK__SEND_OVERHEAD_SECONDS:
				return sendOverheadSeconds != SEND_OVERHEAD_SECONDS_EDEFAULT;
			case ModelPackage.SWITCHED_NETWORK__RECEIVE_OVERHEAD_SECONDS:
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
		result.append(" (latencySeconds: ");
		result.append(latencySeconds);
		result.append(", linkBandwidthBytesPerSecond: ");
		result.append(linkBandwidthBytesPerSecond);
		result.append(", sendOverheadSeconds: ");
		result.append(sendOverheadSeconds);
		result.append(", receiveOverheadSeconds: ");
		result.append(receiveOverheadSeconds);
		result.append(')');
		return result.toString();
	}

} //SwitchedNetworkImpl
