/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.Link;
import lbsim.model.LinkSharing;
import lbsim.model.ModelPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Link</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.LinkImpl#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.impl.LinkImpl#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}</li>
 *   <li>{@link lbsim.model.impl.LinkImpl#getLatencySeconds <em>Latency Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.LinkImpl#getSharing <em>Sharing</em>}</li>
 *   <li>{@link lbsim.model.impl.LinkImpl#getBandwidthProfile <em>Bandwidth Profile</em>}</li>
 *   <li>{@link lbsim.model.impl.LinkImpl#getLatencyProfile <em>Latency Profile</em>}</li>
 * </ul>
 *
 * @generated
 */
public class LinkImpl extends MinimalEObjectImpl.Container implements Link {
	/**
	 * The default value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected static final String NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected String name = NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getBandwidthBytesPerSecond() <em>Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBandwidthBytesPerSecond()
	 * @generated
	 * @ordered
	 */
	protected static final double BANDWIDTH_BYTES_PER_SECOND_EDEFAULT = 1.25E8;

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
	 * The default value of the '{@link #getSharing() <em>Sharing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSharing()
	 * @generated
	 * @ordered
	 */
	protected static final LinkSharing SHARING_EDEFAULT = LinkSharing.SHARED;

	/**
	 * The cached value of the '{@link #getSharing() <em>Sharing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSharing()
	 * @generated
	 * @ordered
	 */
	protected LinkSharing sharing = SHARING_EDEFAULT;

	/**
	 * The default value of the '{@link #getBandwidthProfile() <em>Bandwidth Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBandwidthProfile()
	 * @generated
	 * @ordered
	 */
	protected static final String BANDWIDTH_PROFILE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getBandwidthProfile() <em>Bandwidth Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBandwidthProfile()
	 * @generated
	 * @ordered
	 */
	protected String bandwidthProfile = BANDWIDTH_PROFILE_EDEFAULT;

	/**
	 * The default value of the '{@link #getLatencyProfile() <em>Latency Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencyProfile()
	 * @generated
	 * @ordered
	 */
	protected static final String LATENCY_PROFILE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getLatencyProfile() <em>Latency Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencyProfile()
	 * @generated
	 * @ordered
	 */
	protected String latencyProfile = LATENCY_PROFILE_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected LinkImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.LINK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
		return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setName(String newName) {
		String oldName = name;
		name = newName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.LINK__NAME, oldName, name));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.LINK__BANDWIDTH_BYTES_PER_SECOND, oldBandwidthBytesPerSecond, bandwidthBytesPerSecond));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.LINK__LATENCY_SECONDS, oldLatencySeconds, latencySeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LinkSharing getSharing() {
		return sharing;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSharing(LinkSharing newSharing) {
		LinkSharing oldSharing = sharing;
		sharing = newSharing == null ? SHARING_EDEFAULT : newSharing;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.LINK__SHARING, oldSharing, sharing));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getBandwidthProfile() {
		return bandwidthProfile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBandwidthProfile(String newBandwidthProfile) {
		String oldBandwidthProfile = bandwidthProfile;
		bandwidthProfile = newBandwidthProfile;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.LINK__BANDWIDTH_PROFILE, oldBandwidthProfile, bandwidthProfile));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLatencyProfile() {
		return latencyProfile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLatencyProfile(String newLatencyProfile) {
		String oldLatencyProfile = latencyProfile;
		latencyProfile = newLatencyProfile;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.LINK__LATENCY_PROFILE, oldLatencyProfile, latencyProfile));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.LINK__NAME:
				return getName();
			case ModelPackage.LINK__BANDWIDTH_BYTES_PER_SECOND:
				return getBandwidthBytesPerSecond();
			case ModelPackage.LINK__LATENCY_SECONDS:
				return getLatencySeconds();
			case ModelPackage.LINK__SHARING:
				return getSharing();
			case ModelPackage.LINK__BANDWIDTH_PROFILE:
				return getBandwidthProfile();
			case ModelPackage.LINK__LATENCY_PROFILE:
				return getLatencyProfile();
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
			case ModelPackage.LINK__NAME:
				setName((String)newValue);
				return;
			case ModelPackage.LINK__BANDWIDTH_BYTES_PER_SECOND:
				setBandwidthBytesPerSecond((Double)newValue);
				return;
			case ModelPackage.LINK__LATENCY_SECONDS:
				setLatencySeconds((Double)newValue);
				return;
			case ModelPackage.LINK__SHARING:
				setSharing((LinkSharing)newValue);
				return;
			case ModelPackage.LINK__BANDWIDTH_PROFILE:
				setBandwidthProfile((String)newValue);
				return;
			case ModelPackage.LINK__LATENCY_PROFILE:
				setLatencyProfile((String)newValue);
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
			case ModelPackage.LINK__NAME:
				setName(NAME_EDEFAULT);
				return;
			case ModelPackage.LINK__BANDWIDTH_BYTES_PER_SECOND:
				setBandwidthBytesPerSecond(BANDWIDTH_BYTES_PER_SECOND_EDEFAULT);
				return;
			case ModelPackage.LINK__LATENCY_SECONDS:
				setLatencySeconds(LATENCY_SECONDS_EDEFAULT);
				return;
			case ModelPackage.LINK__SHARING:
				setSharing(SHARING_EDEFAULT);
				return;
			case ModelPackage.LINK__BANDWIDTH_PROFILE:
				setBandwidthProfile(BANDWIDTH_PROFILE_EDEFAULT);
				return;
			case ModelPackage.LINK__LATENCY_PROFILE:
				setLatencyProfile(LATENCY_PROFILE_EDEFAULT);
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
			case ModelPackage.LINK__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case ModelPackage.LINK__BANDWIDTH_BYTES_PER_SECOND:
				return bandwidthBytesPerSecond != BANDWIDTH_BYTES_PER_SECOND_EDEFAULT;
			case ModelPackage.LINK__LATENCY_SECONDS:
				return latencySeconds != LATENCY_SECONDS_EDEFAULT;
			case ModelPackage.LINK__SHARING:
				return sharing != SHARING_EDEFAULT;
			case ModelPackage.LINK__BANDWIDTH_PROFILE:
				return BANDWIDTH_PROFILE_EDEFAULT == null ? bandwidthProfile != null : !BANDWIDTH_PROFILE_EDEFAULT.equals(bandwidthProfile);
			case ModelPackage.LINK__LATENCY_PROFILE:
				return LATENCY_PROFILE_EDEFAULT == null ? latencyProfile != null : !LATENCY_PROFILE_EDEFAULT.equals(latencyProfile);
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
		result.append(" (name: ");
		result.append(name);
		result.append(", bandwidthBytesPerSecond: ");
		result.append(bandwidthBytesPerSecond);
		result.append(", latencySeconds: ");
		result.append(latencySeconds);
		result.append(", sharing: ");
		result.append(sharing);
		result.append(", bandwidthProfile: ");
		result.append(bandwidthProfile);
		result.append(", latencyProfile: ");
		result.append(latencyProfile);
		result.append(')');
		return result.toString();
	}

} //LinkImpl
