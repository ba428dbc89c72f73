/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import java.util.Collection;

import lbsim.model.Host;
import lbsim.model.ModelPackage;
import lbsim.model.TokenRingApplication;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Token Ring Application</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.TokenRingApplicationImpl#getHosts <em>Hosts</em>}</li>
 *   <li>{@link lbsim.model.impl.TokenRingApplicationImpl#getTokenBytes <em>Token Bytes</em>}</li>
 *   <li>{@link lbsim.model.impl.TokenRingApplicationImpl#getRounds <em>Rounds</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TokenRingApplicationImpl extends ApplicationImpl implements TokenRingApplication {
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
	 * The default value of the '{@link #getTokenBytes() <em>Token Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTokenBytes()
	 * @generated
	 * @ordered
	 */
	protected static final int TOKEN_BYTES_EDEFAULT = 4032;

	/**
	 * The cached value of the '{@link #getTokenBytes() <em>Token Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTokenBytes()
	 * @generated
	 * @ordered
	 */
	protected int tokenBytes = TOKEN_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getRounds() <em>Rounds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRounds()
	 * @generated
	 * @ordered
	 */
	protected static final int ROUNDS_EDEFAULT = 100;

	/**
	 * The cached value of the '{@link #getRounds() <em>Rounds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRounds()
	 * @generated
	 * @ordered
	 */
	protected int rounds = ROUNDS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TokenRingApplicationImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.TOKEN_RING_APPLICATION;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Host> getHosts() {
		if (hosts == null) {
			hosts = new EObjectResolvingEList<Host>(Host.class, this, ModelPackage.TOKEN_RING_APPLICATION__HOSTS);
		}
		return hosts;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getTokenBytes() {
		return tokenBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTokenBytes(int newTokenBytes) {
		int oldTokenBytes = tokenBytes;
		tokenBytes = newTokenBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.TOKEN_RING_APPLICATION__TOKEN_BYTES, oldTokenBytes, tokenBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRounds() {
		return rounds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRounds(int newRounds) {
		int oldRounds = rounds;
		rounds = newRounds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.TOKEN_RING_APPLICATION__ROUNDS, oldRounds, rounds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.TOKEN_RING_APPLICATION__HOSTS:
				return getHosts();
			case ModelPackage.TOKEN_RING_APPLICATION__TOKEN_BYTES:
				return getTokenBytes();
			case ModelPackage.TOKEN_RING_APPLICATION__ROUNDS:
				return getRounds();
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
			case ModelPackage.TOKEN_RING_APPLICATION__HOSTS:
				getHosts().clear();
				getHosts().addAll((Collection<? extends Host>)newValue);
				return;
			case ModelPackage.TOKEN_RING_APPLICATION__TOKEN_BYTES:
				setTokenBytes((Integer)newValue);
				return;
			case ModelPackage.TOKEN_RING_APPLICATION__ROUNDS:
				setRounds((Integer)newValue);
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
			case ModelPackage.TOKEN_RING_APPLICATION__HOSTS:
				getHosts().clear();
				return;
			case ModelPackage.TOKEN_RING_APPLICATION__TOKEN_BYTES:
				setTokenBytes(TOKEN_BYTES_EDEFAULT);
				return;
			case ModelPackage.TOKEN_RING_APPLICATION__ROUNDS:
				setRounds(ROUNDS_EDEFAULT);
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
			case ModelPackage.TOKEN_RING_APPLICATION__HOSTS:
				return hosts != null && !hosts.isEmpty();
			case ModelPackage.TOKEN_RING_APPLICATION__TOKEN_BYTES:
				return tokenBytes != TOKEN_BYTES_EDEFAULT;
			case ModelPackage.TOKEN_RING_APPLICATION__ROUNDS:
				return rounds != ROUNDS_EDEFAULT;
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
		result.append(" (tokenBytes: ");
		result.append(tokenBytes);
		result.append(", rounds: ");
		result.append(rounds);
		result.append(')');
		return result.toString();
	}

} //TokenRingApplicationImpl
