/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.AnalyticNetwork;
import lbsim.model.ModelPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Analytic Network</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.AnalyticNetworkImpl#getSetupSeconds <em>Setup Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.AnalyticNetworkImpl#getBlockBytes <em>Block Bytes</em>}</li>
 *   <li>{@link lbsim.model.impl.AnalyticNetworkImpl#getBlockSetupSeconds <em>Block Setup Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.AnalyticNetworkImpl#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}</li>
 *   <li>{@link lbsim.model.impl.AnalyticNetworkImpl#getSendOverheadSeconds <em>Send Overhead Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.AnalyticNetworkImpl#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}</li>
 * </ul>
 *
 * @generated
 */
public class AnalyticNetworkImpl extends NetworkSegmentImpl implements AnalyticNetwork {
	/**
	 * The default value of the '{@link #getSetupSeconds() <em>Setup Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSetupSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double SETUP_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getSetupSeconds() <em>Setup Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSetupSeconds()
	 * @generated
	 * @ordered
	 */
	protected double setupSeconds = SETUP_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getBlockBytes() <em>Block Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlockBytes()
	 * @generated
	 * @ordered
	 */
	protected static final double BLOCK_BYTES_EDEFAULT = 1460.0;

	/**
	 * The cached value of the '{@link #getBlockBytes() <em>Block Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlockBytes()
	 * @generated
	 * @ordered
	 */
	protected double blockBytes = BLOCK_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getBlockSetupSeconds() <em>Block Setup Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlockSetupSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double BLOCK_SETUP_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getBlockSetupSeconds() <em>Block Setup Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBlockSetupSeconds()
	 * @generated
	 * @ordered
	 */
	protected double blockSetupSeconds = BLOCK_SETUP_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getBandwidthBytesPerSecond() <em>Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBandwidthBytesPerSecond()
	 * @generated
	 * @ordered
	 */
	protected static final double BANDWIDTH_BYTES_PER_SECOND_EDEFAULT = 1.25E7;

	/**
	 * The cached value of the '{@link #getBandwidthBytesPerSecond() <em>Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBandwidthBytesPerSecond()
	 * @generated
	 * @ordered
	 */
	protected double bandwidthBytesPerSecond = BANDWIDTH_BYTES_PER_SECOND_EDEFAULT;

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
	protected AnalyticNetworkImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.ANALYTIC_NETWORK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getSetupSeconds() {
		return setupSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSetupSeconds(double newSetupSeconds) {
		double oldSetupSeconds = setupSeconds;
		setupSeconds = newSetupSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ANALYTIC_NETWORK__SETUP_SECONDS, oldSetupSeconds, setupSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBlockBytes() {
		return blockBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBlockBytes(double newBlockBytes) {
		double oldBlockBytes = blockBytes;
		blockBytes = newBlockBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ANALYTIC_NETWORK__BLOCK_BYTES, oldBlockBytes, blockBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBlockSetupSeconds() {
		return blockSetupSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBlockSetupSeconds(double newBlockSetupSeconds) {
		double oldBlockSetupSeconds = blockSetupSeconds;
		blockSetupSeconds = newBlockSetupSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ANALYTIC_NETWORK__BLOCK_SETUP_SECONDS, oldBlockSetupSeconds, blockSetupSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBandwidthBytesPerSecond() {
		return bandwidthBytesPerSecond;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBandwidthBytesPerSecond(double newBandwidthBytesPerSecond) {
		double oldBandwidthBytesPerSecond = bandwidthBytesPerSecond;
		bandwidthBytesPerSecond = newBandwidthBytesPerSecond;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ANALYTIC_NETWORK__BANDWIDTH_BYTES_PER_SECOND, oldBandwidthBytesPerSecond, bandwidthBytesPerSecond));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ANALYTIC_NETWORK__SEND_OVERHEAD_SECONDS, oldSendOverheadSeconds, sendOverheadSeconds));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ANALYTIC_NETWORK__RECEIVE_OVERHEAD_SECONDS, oldReceiveOverheadSeconds, receiveOverheadSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.ANALYTIC_NETWORK__SETUP_SECONDS:
				return getSetupSeconds();
			case ModelPackage.ANALYTIC_NETWORK__BLOCK_BYTES:
				return getBlockBytes();
			case ModelPackage.ANALYTIC_NETWORK__BLOCK_SETUP_SECONDS:
				return getBlockSetupSeconds();
			case ModelPackage.ANALYTIC_NETWORK__BANDWIDTH_BYTES_PER_SECOND:
				return getBandwidthBytesPerSecond();
			case ModelPackage.ANALYTIC_NETWORK__SEND_OVERHEAD_SECONDS:
				return getSendOverheadSeconds();
			case ModelPackage.ANALYTIC_NETWORK__RECEIVE_OVERHEAD_SECONDS:
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
			case ModelPackage.ANALYTIC_NETWORK__SETUP_SECONDS:
				setSetupSeconds((Double)newValue);
				return;
			case ModelPackage.ANALYTIC_NETWORK__BLOCK_BYTES:
				setBlockBytes((Double)newValue);
				return;
			case ModelPackage.ANALYTIC_NETWORK__BLOCK_SETUP_SECONDS:
				setBlockSetupSeconds((Double)newValue);
				return;
			case ModelPackage.ANALYTIC_NETWORK__BANDWIDTH_BYTES_PER_SECOND:
				setBandwidthBytesPerSecond((Double)newValue);
				return;
			case ModelPackage.ANALYTIC_NETWORK__SEND_OVERHEAD_SECONDS:
				setSendOverheadSeconds((Double)newValue);
				return;
			case ModelPackage.ANALYTIC_NETWORK__RECEIVE_OVERHEAD_SECONDS:
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
			case ModelPackage.ANALYTIC_NETWORK__SETUP_SECONDS:
				setSetupSeconds(SETUP_SECONDS_EDEFAULT);
				return;
			case ModelPackage.ANALYTIC_NETWORK__BLOCK_BYTES:
				setBlockBytes(BLOCK_BYTES_EDEFAULT);
				return;
			case ModelPackage.ANALYTIC_NETWORK__BLOCK_SETUP_SECONDS:
				setBlockSetupSeconds(BLOCK_SETUP_SECONDS_EDEFAULT);
				return;
			case ModelPackage.ANALYTIC_NETWORK__BANDWIDTH_BYTES_PER_SECOND:
				setBandwidthBytesPerSecond(BANDWIDTH_BYTES_PER_SECOND_EDEFAULT);
				return;
			case ModelPackage.ANALYTIC_NETWORK__SEND_OVERHEAD_SECONDS:
				setSendOverheadSeconds(SEND_OVERHEAD_SECONDS_EDEFAULT);
				return;
			case ModelPackage.ANALYTIC_NETWORK__RECEIVE_OVERHEAD_SECONDS:
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
			case ModelPackage.ANALYTIC_NETWORK__SETUP_SECONDS:
				return setupSeconds != SETUP_SECONDS_EDEFAULT;
			case ModelPackage.ANALYTIC_NETWORK__BLOCK_BYTES:
				return blockBytes != BLOCK_BYTES_EDEFAULT;
			case ModelPackage.ANALYTIC_NETWORK__BLOCK_SETUP_SECONDS:
				return blockSetupSeconds != BLOCK_SETUP_SECONDS_EDEFAULT;
			case ModelPackage.ANALYTIC_NETWORK__BANDWIDTH_BYTES_PER_SECOND:
				return bandwidthBytesPerSecond != BANDWIDTH_BYTES_PER_SECOND_EDEFAULT;
			case ModelPackage.ANALYTIC_NETWORK__SEND_OVERHEAD_SECONDS:
				return sendOverheadSeconds != SEND_OVERHEAD_SECONDS_EDEFAULT;
			case ModelPackage.ANALYTIC_NETWORK__RECEIVE_OVERHEAD_SECONDS:
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
		result.append(" (setupSeconds: ");
		result.append(setupSeconds);
		result.append(", blockBytes: ");
		result.append(blockBytes);
		result.append(", blockSetupSeconds: ");
		result.append(blockSetupSeconds);
		result.append(", bandwidthBytesPerSecond: ");
		result.append(bandwidthBytesPerSecond);
		result.append(", sendOverheadSeconds: ");
		result.append(sendOverheadSeconds);
		result.append(", receiveOverheadSeconds: ");
		result.append(receiveOverheadSeconds);
		result.append(')');
		return result.toString();
	}

} //AnalyticNetworkImpl
