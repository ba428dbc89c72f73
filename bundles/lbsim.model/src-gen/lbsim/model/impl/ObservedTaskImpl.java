/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.Host;
import lbsim.model.ModelPackage;
import lbsim.model.ObservedTask;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Observed Task</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.ObservedTaskImpl#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.impl.ObservedTaskImpl#getHost <em>Host</em>}</li>
 *   <li>{@link lbsim.model.impl.ObservedTaskImpl#getWorkSeconds <em>Work Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.ObservedTaskImpl#getNice <em>Nice</em>}</li>
 *   <li>{@link lbsim.model.impl.ObservedTaskImpl#getStartTimeSeconds <em>Start Time Seconds</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ObservedTaskImpl extends MinimalEObjectImpl.Container implements ObservedTask {
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
	 * The cached value of the '{@link #getHost() <em>Host</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHost()
	 * @generated
	 * @ordered
	 */
	protected Host host;

	/**
	 * The default value of the '{@link #getWorkSeconds() <em>Work Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWorkSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double WORK_SECONDS_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getWorkSeconds() <em>Work Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWorkSeconds()
	 * @generated
	 * @ordered
	 */
	protected double workSeconds = WORK_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getNice() <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNice()
	 * @generated
	 * @ordered
	 */
	protected static final int NICE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getNice() <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNice()
	 * @generated
	 * @ordered
	 */
	protected int nice = NICE_EDEFAULT;

	/**
	 * The default value of the '{@link #getStartTimeSeconds() <em>Start Time Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartTimeSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double START_TIME_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getStartTimeSeconds() <em>Start Time Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStartTimeSeconds()
	 * @generated
	 * @ordered
	 */
	protected double startTimeSeconds = START_TIME_SECONDS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ObservedTaskImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.OBSERVED_TASK;
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.OBSERVED_TASK__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host getHost() {
		if (host != null && host.eIsProxy()) {
			InternalEObject oldHost = (InternalEObject)host;
			host = (Host)eResolveProxy(oldHost);
			if (host != oldHost) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ModelPackage.OBSERVED_TASK__HOST, oldHost, host));
			}
		}
		return host;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Host basicGetHost() {
		return host;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHost(Host newHost) {
		Host oldHost = host;
		host = newHost;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.OBSERVED_TASK__HOST, oldHost, host));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getWorkSeconds() {
		return workSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWorkSeconds(double newWorkSeconds) {
		double oldWorkSeconds = workSeconds;
		workSeconds = newWorkSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.OBSERVED_TASK__WORK_SECONDS, oldWorkSeconds, workSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getNice() {
		return nice;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNice(int newNice) {
		int oldNice = nice;
		nice = newNice;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.OBSERVED_TASK__NICE, oldNice, nice));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getStartTimeSeconds() {
		return startTimeSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStartTimeSeconds(double newStartTimeSeconds) {
		double oldStartTimeSeconds = startTimeSeconds;
		startTimeSeconds = newStartTimeSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.OBSERVED_TASK__START_TIME_SECONDS, oldStartTimeSeconds, startTimeSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.OBSERVED_TASK__NAME:
				return getName();
			case ModelPackage.OBSERVED_TASK__HOST:
				if (resolve) return getHost();
				return basicGetHost();
			case ModelPackage.OBSERVED_TASK__WORK_SECONDS:
				return getWorkSeconds();
			case ModelPackage.OBSERVED_TASK__NICE:
				return getNice();
			case ModelPackage.OBSERVED_TASK__START_TIME_SECONDS:
				return getStartTimeSeconds();
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
			case ModelPackage.OBSERVED_TASK__NAME:
				setName((String)newValue);
				return;
			case ModelPackage.OBSERVED_TASK__HOST:
				setHost((Host)newValue);
				return;
			case ModelPackage.OBSERVED_TASK__WORK_SECONDS:
				setWorkSeconds((Double)newValue);
				return;
			case ModelPackage.OBSERVED_TASK__NICE:
				setNice((Integer)newValue);
				return;
			case ModelPackage.OBSERVED_TASK__START_TIME_SECONDS:
				setStartTimeSeconds((Double)newValue);
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
			case ModelPackage.OBSERVED_TASK__NAME:
				setName(NAME_EDEFAULT);
				return;
			case ModelPackage.OBSERVED_TASK__HOST:
				setHost((Host)null);
				return;
			case ModelPackage.OBSERVED_TASK__WORK_SECONDS:
				setWorkSeconds(WORK_SECONDS_EDEFAULT);
				return;
			case ModelPackage.OBSERVED_TASK__NICE:
				setNice(NICE_EDEFAULT);
				return;
			case ModelPackage.OBSERVED_TASK__START_TIME_SECONDS:
				setStartTimeSeconds(START_TIME_SECONDS_EDEFAULT);
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
			case ModelPackage.OBSERVED_TASK__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case ModelPackage.OBSERVED_TASK__HOST:
				return host != null;
			case ModelPackage.OBSERVED_TASK__WORK_SECONDS:
				return workSeconds != WORK_SECONDS_EDEFAULT;
			case ModelPackage.OBSERVED_TASK__NICE:
				return nice != NICE_EDEFAULT;
			case ModelPackage.OBSERVED_TASK__START_TIME_SECONDS:
				return startTimeSeconds != START_TIME_SECONDS_EDEFAULT;
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
		result.append(", workSeconds: ");
		result.append(workSeconds);
		result.append(", nice: ");
		result.append(nice);
		result.append(", startTimeSeconds: ");
		result.append(startTimeSeconds);
		result.append(')');
		return result.toString();
	}

} //ObservedTaskImpl
