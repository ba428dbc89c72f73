/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.Host;
import lbsim.model.ModelPackage;
import lbsim.model.PingPongApplication;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Ping Pong Application</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.PingPongApplicationImpl#getHostA <em>Host A</em>}</li>
 *   <li>{@link lbsim.model.impl.PingPongApplicationImpl#getHostB <em>Host B</em>}</li>
 *   <li>{@link lbsim.model.impl.PingPongApplicationImpl#getSizes <em>Sizes</em>}</li>
 *   <li>{@link lbsim.model.impl.PingPongApplicationImpl#getRepetitions <em>Repetitions</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PingPongApplicationImpl extends ApplicationImpl implements PingPongApplication {
	/**
	 * The cached value of the '{@link #getHostA() <em>Host A</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHostA()
	 * @generated
	 * @ordered
	 */
	protected Host hostA;

	/**
	 * The cached value of the '{@link #getHostB() <em>Host B</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHostB()
	 * @generated
	 * @ordered
	 */
	protected Host hostB;

	/**
	 * The default value of the '{@link #getSizes() <em>Sizes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSizes()
	 * @generated
	 * @ordered
	 */
	protected static final String SIZES_EDEFAULT = "0 1024 4096 16384 65536 262144 1048576";

	/**
	 * The cached value of the '{@link #getSizes() <em>Sizes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSizes()
	 * @generated
	 * @ordered
	 */
	protected String sizes = SIZES_EDEFAULT;

	/**
	 * The default value of the '{@link #getRepetitions() <em>Repetitions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRepetitions()
	 * @generated
	 * @ordered
	 */
	protected static final int REPETITIONS_EDEFAULT = 10;

	/**
	 * The cached value of the '{@link #getRepetitions() <em>Repetitions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRepetitions()
	 * @generated
	 * @ordered
	 */
	protected int repetitions = REPETITIONS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PingPongApplicationImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.PING_PONG_APPLICATION;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host getHostA() {
		if (hostA != null && hostA.eIsProxy()) {
			InternalEObject oldHostA = (InternalEObject)hostA;
			hostA = (Host)eResolveProxy(oldHostA);
			if (hostA != oldHostA) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ModelPackage.PING_PONG_APPLICATION__HOST_A, oldHostA, hostA));
			}
		}
		return hostA;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Host basicGetHostA() {
		return hostA;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHostA(Host newHostA) {
		Host oldHostA = hostA;
		hostA = newHostA;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.PING_PONG_APPLICATION__HOST_A, oldHostA, hostA));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host getHostB() {
		if (hostB != null && hostB.eIsProxy()) {
			InternalEObject oldHostB = (InternalEObject)hostB;
			hostB = (Host)eResolveProxy(oldHostB);
			if (hostB != oldHostB) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ModelPackage.PING_PONG_APPLICATION__HOST_B, oldHostB, hostB));
			}
		}
		return hostB;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Host basicGetHostB() {
		return hostB;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHostB(Host newHostB) {
		Host oldHostB = hostB;
		hostB = newHostB;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.PING_PONG_APPLICATION__HOST_B, oldHostB, hostB));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSizes() {
		return sizes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSizes(String newSizes) {
		String oldSizes = sizes;
		sizes = newSizes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.PING_PONG_APPLICATION__SIZES, oldSizes, sizes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRepetitions() {
		return repetitions;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRepetitions(int newRepetitions) {
		int oldRepetitions = repetitions;
		repetitions = newRepetitions;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.PING_PONG_APPLICATION__REPETITIONS, oldRepetitions, repetitions));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.PING_PONG_APPLICATION__HOST_A:
				if (resolve) return getHostA();
				return basicGetHostA();
			case ModelPackage.PING_PONG_APPLICATION__HOST_B:
				if (resolve) return getHostB();
				return basicGetHostB();
			case ModelPackage.PING_PONG_APPLICATION__SIZES:
				return getSizes();
			case ModelPackage.PING_PONG_APPLICATION__REPETITIONS:
				return getRepetitions();
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
			case ModelPackage.PING_PONG_APPLICATION__HOST_A:
				setHostA((Host)newValue);
				return;
			case ModelPackage.PING_PONG_APPLICATION__HOST_B:
				setHostB((Host)newValue);
				return;
			case ModelPackage.PING_PONG_APPLICATION__SIZES:
				setSizes((String)newValue);
				return;
			case ModelPackage.PING_PONG_APPLICATION__REPETITIONS:
				setRepetitions((Integer)newValue);
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
			case ModelPackage.PING_PONG_APPLICATION__HOST_A:
				setHostA((Host)null);
				return;
			case ModelPackage.PING_PONG_APPLICATION__HOST_B:
				setHostB((Host)null);
				return;
			case ModelPackage.PING_PONG_APPLICATION__SIZES:
				setSizes(SIZES_EDEFAULT);
				return;
			case ModelPackage.PING_PONG_APPLICATION__REPETITIONS:
				setRepetitions(REPETITIONS_EDEFAULT);
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
			case ModelPackage.PING_PONG_APPLICATION__HOST_A:
				return hostA != null;
			case ModelPackage.PING_PONG_APPLICATION__HOST_B:
				return hostB != null;
			case ModelPackage.PING_PONG_APPLICATION__SIZES:
				return SIZES_EDEFAULT == null ? sizes != null : !SIZES_EDEFAULT.equals(sizes);
			case ModelPackage.PING_PONG_APPLICATION__REPETITIONS:
				return repetitions != REPETITIONS_EDEFAULT;
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
		result.append(" (sizes: ");
		result.append(sizes);
		result.append(", repetitions: ");
		result.append(repetitions);
		result.append(')');
		return result.toString();
	}

} //PingPongApplicationImpl
