/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import java.util.Collection;

import lbsim.model.Host;
import lbsim.model.HostGroup;
import lbsim.model.ModelPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Host Group</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.HostGroupImpl#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.impl.HostGroupImpl#getHosts <em>Hosts</em>}</li>
 *   <li>{@link lbsim.model.impl.HostGroupImpl#getMeanTimeToFailureSeconds <em>Mean Time To Failure Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.HostGroupImpl#getMeanTimeToRepairSeconds <em>Mean Time To Repair Seconds</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HostGroupImpl extends MinimalEObjectImpl.Container implements HostGroup {
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
	 * The cached value of the '{@link #getHosts() <em>Hosts</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHosts()
	 * @generated
	 * @ordered
	 */
	protected EList<Host> hosts;

	/**
	 * The default value of the '{@link #getMeanTimeToFailureSeconds() <em>Mean Time To Failure Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanTimeToFailureSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double MEAN_TIME_TO_FAILURE_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getMeanTimeToFailureSeconds() <em>Mean Time To Failure Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanTimeToFailureSeconds()
	 * @generated
	 * @ordered
	 */
	protected double meanTimeToFailureSeconds = MEAN_TIME_TO_FAILURE_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMeanTimeToRepairSeconds() <em>Mean Time To Repair Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanTimeToRepairSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double MEAN_TIME_TO_REPAIR_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getMeanTimeToRepairSeconds() <em>Mean Time To Repair Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMeanTimeToRepairSeconds()
	 * @generated
	 * @ordered
	 */
	protected double meanTimeToRepairSeconds = MEAN_TIME_TO_REPAIR_SECONDS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HostGroupImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.HOST_GROUP;
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST_GROUP__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Host> getHosts() {
		if (hosts == null) {
			hosts = new EObjectResolvingEList<Host>(Host.class, this, ModelPackage.HOST_GROUP__HOSTS);
		}
		return hosts;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMeanTimeToFailureSeconds() {
		return meanTimeToFailureSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMeanTimeToFailureSeconds(double newMeanTimeToFailureSeconds) {
		double oldMeanTimeToFailureSeconds = meanTimeToFailureSeconds;
		meanTimeToFailureSeconds = newMeanTimeToFailureSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST_GROUP__MEAN_TIME_TO_FAILURE_SECONDS, oldMeanTimeToFailureSeconds, meanTimeToFailureSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMeanTimeToRepairSeconds() {
		return meanTimeToRepairSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMeanTimeToRepairSeconds(double newMeanTimeToRepairSeconds) {
		double oldMeanTimeToRepairSeconds = meanTimeToRepairSeconds;
		meanTimeToRepairSeconds = newMeanTimeToRepairSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST_GROUP__MEAN_TIME_TO_REPAIR_SECONDS, oldMeanTimeToRepairSeconds, meanTimeToRepairSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.HOST_GROUP__NAME:
				return getName();
			case ModelPackage.HOST_GROUP__HOSTS:
				return getHosts();
			case ModelPackage.HOST_GROUP__MEAN_TIME_TO_FAILURE_SECONDS:
				return getMeanTimeToFailureSeconds();
			case ModelPackage.HOST_GROUP__MEAN_TIME_TO_REPAIR_SECONDS:
				return getMeanTimeToRepairSeconds();
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
			case ModelPackage.HOST_GROUP__NAME:
				setName((String)newValue);
				return;
			case ModelPackage.HOST_GROUP__HOSTS:
				getHosts().clear();
				getHosts().addAll((Collection<? extends Host>)newValue);
				return;
			case ModelPackage.HOST_GROUP__MEAN_TIME_TO_FAILURE_SECONDS:
				setMeanTimeToFailureSeconds((Double)newValue);
				return;
			case ModelPackage.HOST_GROUP__MEAN_TIME_TO_REPAIR_SECONDS:
				setMeanTimeToRepairSeconds((Double)newValue);
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
			case ModelPackage.HOST_GROUP__NAME:
				setName(NAME_EDEFAULT);
				return;
			case ModelPackage.HOST_GROUP__HOSTS:
				getHosts().clear();
				return;
			case ModelPackage.HOST_GROUP__MEAN_TIME_TO_FAILURE_SECONDS:
				setMeanTimeToFailureSeconds(MEAN_TIME_TO_FAILURE_SECONDS_EDEFAULT);
				return;
			case ModelPackage.HOST_GROUP__MEAN_TIME_TO_REPAIR_SECONDS:
				setMeanTimeToRepairSeconds(MEAN_TIME_TO_REPAIR_SECONDS_EDEFAULT);
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
			case ModelPackage.HOST_GROUP__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case ModelPackage.HOST_GROUP__HOSTS:
				return hosts != null && !hosts.isEmpty();
			case ModelPackage.HOST_GROUP__MEAN_TIME_TO_FAILURE_SECONDS:
				return meanTimeToFailureSeconds != MEAN_TIME_TO_FAILURE_SECONDS_EDEFAULT;
			case ModelPackage.HOST_GROUP__MEAN_TIME_TO_REPAIR_SECONDS:
				return meanTimeToRepairSeconds != MEAN_TIME_TO_REPAIR_SECONDS_EDEFAULT;
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
		result.append(", meanTimeToFailureSeconds: ");
		result.append(meanTimeToFailureSeconds);
		result.append(", meanTimeToRepairSeconds: ");
		result.append(meanTimeToRepairSeconds);
		result.append(')');
		return result.toString();
	}

} //HostGroupImpl
