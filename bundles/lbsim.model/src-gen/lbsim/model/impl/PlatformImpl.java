/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import java.util.Collection;

import lbsim.model.Host;
import lbsim.model.HostGroup;
import lbsim.model.ModelPackage;
import lbsim.model.NetworkSegment;
import lbsim.model.Platform;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Platform</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.PlatformImpl#getHosts <em>Hosts</em>}</li>
 *   <li>{@link lbsim.model.impl.PlatformImpl#getGroups <em>Groups</em>}</li>
 *   <li>{@link lbsim.model.impl.PlatformImpl#getSegments <em>Segments</em>}</li>
 *   <li>{@link lbsim.model.impl.PlatformImpl#getSpawnDelaySeconds <em>Spawn Delay Seconds</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PlatformImpl extends MinimalEObjectImpl.Container implements Platform {
	/**
	 * The cached value of the '{@link #getHosts() <em>Hosts</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHosts()
	 * @generated
	 * @ordered
	 */
	protected EList<Host> hosts;

	/**
	 * The cached value of the '{@link #getGroups() <em>Groups</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGroups()
	 * @generated
	 * @ordered
	 */
	protected EList<HostGroup> groups;

	/**
	 * The cached value of the '{@link #getSegments() <em>Segments</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSegments()
	 * @generated
	 * @ordered
	 */
	protected EList<NetworkSegment> segments;

	/**
	 * The default value of the '{@link #getSpawnDelaySeconds() <em>Spawn Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpawnDelaySeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double SPAWN_DELAY_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getSpawnDelaySeconds() <em>Spawn Delay Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpawnDelaySeconds()
	 * @generated
	 * @ordered
	 */
	protected double spawnDelaySeconds = SPAWN_DELAY_SECONDS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PlatformImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.PLATFORM;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Host> getHosts() {
		if (hosts == null) {
			hosts = new EObjectContainmentEList<Host>(Host.class, this, ModelPackage.PLATFORM__HOSTS);
		}
		return hosts;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<HostGroup> getGroups() {
		if (groups == null) {
			groups = new EObjectContainmentEList<HostGroup>(HostGroup.class, this, ModelPackage.PLATFORM__GROUPS);
		}
		return groups;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<NetworkSegment> getSegments() {
		if (segments == null) {
			segments = new EObjectContainmentEList<NetworkSegment>(NetworkSegment.class, this, ModelPackage.PLATFORM__SEGMENTS);
		}
		return segments;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getSpawnDelaySeconds() {
		return spawnDelaySeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSpawnDelaySeconds(double newSpawnDelaySeconds) {
		double oldSpawnDelaySeconds = spawnDelaySeconds;
		spawnDelaySeconds = newSpawnDelaySeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.PLATFORM__SPAWN_DELAY_SECONDS, oldSpawnDelaySeconds, spawnDelaySeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ModelPackage.PLATFORM__HOSTS:
				return ((InternalEList<?>)getHosts()).basicRemove(otherEnd, msgs);
			case ModelPackage.PLATFORM__GROUPS:
				return ((InternalEList<?>)getGroups()).basicRemove(otherEnd, msgs);
			case ModelPackage.PLATFORM__SEGMENTS:
				return ((InternalEList<?>)getSegments()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.PLATFORM__HOSTS:
				return getHosts();
			case ModelPackage.PLATFORM__GROUPS:
				return getGroups();
			case ModelPackage.PLATFORM__SEGMENTS:
				return getSegments();
			case ModelPackage.PLATFORM__SPAWN_DELAY_SECONDS:
				return getSpawnDelaySeconds();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ModelPackage.PLATFORM__HOSTS:
				getHosts().clear();
				getHosts().addAll((Collection<? extends Host>)newValue);
				return;
			case ModelPackage.PLATFORM__GROUPS:
				getGroups().clear();
				getGroups().addAll((Collection<? extends HostGroup>)newValue);
				return;
			case ModelPackage.PLATFORM__SEGMENTS:
				getSegments().clear();
				getSegments().addAll((Collection<? extends NetworkSegment>)newValue);
				return;
			case ModelPackage.PLATFORM__SPAWN_DELAY_SECONDS:
				setSpawnDelaySeconds((Double)newValue);
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
			case ModelPackage.PLATFORM__HOSTS:
				getHosts().clear();
				return;
			case ModelPackage.PLATFORM__GROUPS:
				getGroups().clear();
				return;
			case ModelPackage.PLATFORM__SEGMENTS:
				getSegments().clear();
				return;
			case ModelPackage.PLATFORM__SPAWN_DELAY_SECONDS:
				setSpawnDelaySeconds(SPAWN_DELAY_SECONDS_EDEFAULT);
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
			case ModelPackage.PLATFORM__HOSTS:
				return hosts != null && !hosts.isEmpty();
			case ModelPackage.PLATFORM__GROUPS:
				return groups != null && !groups.isEmpty();
			case ModelPackage.PLATFORM__SEGMENTS:
				return segments != null && !segments.isEmpty();
			case ModelPackage.PLATFORM__SPAWN_DELAY_SECONDS:
				return spawnDelaySeconds != SPAWN_DELAY_SECONDS_EDEFAULT;
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
		result.append(" (spawnDelaySeconds: ");
		result.append(spawnDelaySeconds);
		result.append(')');
		return result.toString();
	}

} //PlatformImpl
