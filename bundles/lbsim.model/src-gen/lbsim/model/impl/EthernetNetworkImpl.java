/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.EthernetNetwork;
import lbsim.model.ModelPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Ethernet Network</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.EthernetNetworkImpl#getBitsPerSecond <em>Bits Per Second</em>}</li>
 * </ul>
 *
 * @generated
 */
public class EthernetNetworkImpl extends NetworkSegmentImpl implements EthernetNetwork {
	/**
	 * The default value of the '{@link #getBitsPerSecond() <em>Bits Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBitsPerSecond()
	 * @generated
	 * @ordered
	 */
	protected static final double BITS_PER_SECOND_EDEFAULT = 1.0E7;

	/**
	 * The cached value of the '{@link #getBitsPerSecond() <em>Bits Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBitsPerSecond()
	 * @generated
	 * @ordered
	 */
	protected double bitsPerSecond = BITS_PER_SECOND_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected EthernetNetworkImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.ETHERNET_NETWORK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBitsPerSecond() {
		return bitsPerSecond;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBitsPerSecond(double newBitsPerSecond) {
		double oldBitsPerSecond = bitsPerSecond;
		bitsPerSecond = newBitsPerSecond;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ETHERNET_NETWORK__BITS_PER_SECOND, oldBitsPerSecond, bitsPerSecond));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.ETHERNET_NETWORK__BITS_PER_SECOND:
				return getBitsPerSecond();
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
			case ModelPackage.ETHERNET_NETWORK__BITS_PER_SECOND:
				setBitsPerSecond((Double)newValue);
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
			case ModelPackage.ETHERNET_NETWORK__BITS_PER_SECOND:
				setBitsPerSecond(BITS_PER_SECOND_EDEFAULT);
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
			case ModelPackage.ETHERNET_NETWORK__BITS_PER_SECOND:
				return bitsPerSecond != BITS_PER_SECOND_EDEFAULT;
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
		result.append(" (bitsPerSecond: ");
		result.append(bitsPerSecond);
		result.append(')');
		return result.toString();
	}

} //EthernetNetworkImpl
