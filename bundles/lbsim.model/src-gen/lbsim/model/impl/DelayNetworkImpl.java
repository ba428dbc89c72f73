/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.DelayNetwork;
import lbsim.model.ModelPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Delay Network</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.DelayNetworkImpl#getSendDelaySeconds <em>Send Delay Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.DelayNetworkImpl#getReceiveDelaySeconds <em>Receive Delay Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.DelayNetworkImpl#getTransmissionDelaySeconds <em>Transmission Delay Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.DelayNetworkImpl#getProportionalDelayPerKBSeconds <em>Proportional Delay Per KB Seconds</em>}</li>
 * </ul>
 *
 * @generated
 */
public class DelayNetworkImpl extends NetworkSegmentImpl implements DelayNetwork {
	/**
	 * The default value of the '{@link #getSendDelaySeconds() <em>Send Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendDelaySeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double SEND_DELAY_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getSendDelaySeconds() <em>Send Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendDelaySeconds()
	 * @generated
	 * @ordered
	 */
	protected double sendDelaySeconds = SEND_DELAY_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getReceiveDelaySeconds() <em>Receive Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReceiveDelaySeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double RECEIVE_DELAY_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getReceiveDelaySeconds() <em>Receive Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReceiveDelaySeconds()
	 * @generated
	 * @ordered
	 */
	protected double receiveDelaySeconds = RECEIVE_DELAY_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getTransmissionDelaySeconds() <em>Transmission Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTransmissionDelaySeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double TRANSMISSION_DELAY_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getTransmissionDelaySeconds() <em>Transmission Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTransmissionDelaySeconds()
	 * @generated
	 * @ordered
	 */
	protected double transmissionDelaySeconds = TRANSMISSION_DELAY_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getProportionalDelayPerKBSeconds() <em>Proportional Delay Per KB Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProportionalDelayPerKBSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double PROPORTIONAL_DELAY_PER_KB_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getProportionalDelayPerKBSeconds() <em>Proportional Delay Per KB Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProportionalDelayPerKBSeconds()
	 * @generated
	 * @ordered
	 */
	protected double proportionalDelayPerKBSeconds = PROPORTIONAL_DELAY_PER_KB_SECONDS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected DelayNetworkImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.DELAY_NETWORK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getSendDelaySeconds() {
		return sendDelaySeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSendDelaySeconds(double newSendDelaySeconds) {
		double oldSendDelaySeconds = sendDelaySeconds;
		sendDelaySeconds = newSendDelaySeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.DELAY_NETWORK__SEND_DELAY_SECONDS, oldSendDelaySeconds, sendDelaySeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getReceiveDelaySeconds() {
		return receiveDelaySeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReceiveDelaySeconds(double newReceiveDelaySeconds) {
		double oldReceiveDelaySeconds = receiveDelaySeconds;
		receiveDelaySeconds = newReceiveDelaySeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.DELAY_NETWORK__RECEIVE_DELAY_SECONDS, oldReceiveDelaySeconds, receiveDelaySeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getTransmissionDelaySeconds() {
		return transmissionDelaySeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTransmissionDelaySeconds(double newTransmissionDelaySeconds) {
		double oldTransmissionDelaySeconds = transmissionDelaySeconds;
		transmissionDelaySeconds = newTransmissionDelaySeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.DELAY_NETWORK__TRANSMISSION_DELAY_SECONDS, oldTransmissionDelaySeconds, transmissionDelaySeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getProportionalDelayPerKBSeconds() {
		return proportionalDelayPerKBSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setProportionalDelayPerKBSeconds(double newProportionalDelayPerKBSeconds) {
		double oldProportionalDelayPerKBSeconds = proportionalDelayPerKBSeconds;
		proportionalDelayPerKBSeconds = newProportionalDelayPerKBSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.DELAY_NETWORK__PROPORTIONAL_DELAY_PER_KB_SECONDS, oldProportionalDelayPerKBSeconds, proportionalDelayPerKBSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.DELAY_NETWORK__SEND_DELAY_SECONDS:
				return getSendDelaySeconds();
			case ModelPackage.DELAY_NETWORK__RECEIVE_DELAY_SECONDS:
				return getReceiveDelaySeconds();
			case ModelPackage.DELAY_NETWORK__TRANSMISSION_DELAY_SECONDS:
				return getTransmissionDelaySeconds();
			case ModelPackage.DELAY_NETWORK__PROPORTIONAL_DELAY_PER_KB_SECONDS:
				return getProportionalDelayPerKBSeconds();
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
			case ModelPackage.DELAY_NETWORK__SEND_DELAY_SECONDS:
				setSendDelaySeconds((Double)newValue);
				return;
			case ModelPackage.DELAY_NETWORK__RECEIVE_DELAY_SECONDS:
				setReceiveDelaySeconds((Double)newValue);
				return;
			case ModelPackage.DELAY_NETWORK__TRANSMISSION_DELAY_SECONDS:
				setTransmissionDelaySeconds((Double)newValue);
				return;
			case ModelPackage.DELAY_NETWORK__PROPORTIONAL_DELAY_PER_KB_SECONDS:
				setProportionalDelayPerKBSeconds((Double)newValue);
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
			case ModelPackage.DELAY_NETWORK__SEND_DELAY_SECONDS:
				setSendDelaySeconds(SEND_DELAY_SECONDS_EDEFAULT);
				return;
			case ModelPackage.DELAY_NETWORK__RECEIVE_DELAY_SECONDS:
				setReceiveDelaySeconds(RECEIVE_DELAY_SECONDS_EDEFAULT);
				return;
			case ModelPackage.DELAY_NETWORK__TRANSMISSION_DELAY_SECONDS:
				setTransmissionDelaySeconds(TRANSMISSION_DELAY_SECONDS_EDEFAULT);
				return;
			case ModelPackage.DELAY_NETWORK__PROPORTIONAL_DELAY_PER_KB_SECONDS:
				setProportionalDelayPerKBSeconds(PROPORTIONAL_DELAY_PER_KB_SECONDS_EDEFAULT);
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
			case ModelPackage.DELAY_NETWORK__SEND_DELAY_SECONDS:
				return sendDelaySeconds != SEND_DELAY_SECONDS_EDEFAULT;
			case ModelPackage.DELAY_NETWORK__RECEIVE_DELAY_SECONDS:
				return receiveDelaySeconds != RECEIVE_DELAY_SECONDS_EDEFAULT;
			case ModelPackage.DELAY_NETWORK__TRANSMISSION_DELAY_SECONDS:
				return transmissionDelaySeconds != TRANSMISSION_DELAY_SECONDS_EDEFAULT;
			case ModelPackage.DELAY_NETWORK__PROPORTIONAL_DELAY_PER_KB_SECONDS:
				return proportionalDelayPerKBSeconds != PROPORTIONAL_DELAY_PER_KB_SECONDS_EDEFAULT;
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
		result.append(" (sendDelaySeconds: ");
		result.append(sendDelaySeconds);
		result.append(", receiveDelaySeconds: ");
		result.append(receiveDelaySeconds);
		result.append(", transmissionDelaySeconds: ");
		result.append(transmissionDelaySeconds);
		result.append(", proportionalDelayPerKBSeconds: ");
		result.append(proportionalDelayPerKBSeconds);
		result.append(')');
		return result.toString();
	}

} //DelayNetworkImpl
