/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import java.util.Collection;

import lbsim.model.Link;
import lbsim.model.ModelPackage;
import lbsim.model.Route;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Route</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.RouteImpl#getFrom <em>From</em>}</li>
 *   <li>{@link lbsim.model.impl.RouteImpl#getTo <em>To</em>}</li>
 *   <li>{@link lbsim.model.impl.RouteImpl#getGatewayFrom <em>Gateway From</em>}</li>
 *   <li>{@link lbsim.model.impl.RouteImpl#getGatewayTo <em>Gateway To</em>}</li>
 *   <li>{@link lbsim.model.impl.RouteImpl#getLinks <em>Links</em>}</li>
 *   <li>{@link lbsim.model.impl.RouteImpl#getDirections <em>Directions</em>}</li>
 *   <li>{@link lbsim.model.impl.RouteImpl#isSymmetrical <em>Symmetrical</em>}</li>
 * </ul>
 *
 * @generated
 */
public class RouteImpl extends MinimalEObjectImpl.Container implements Route {
	/**
	 * The default value of the '{@link #getFrom() <em>From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFrom()
	 * @generated
	 * @ordered
	 */
	protected static final String FROM_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getFrom() <em>From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFrom()
	 * @generated
	 * @ordered
	 */
	protected String from = FROM_EDEFAULT;

	/**
	 * The default value of the '{@link #getTo() <em>To</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTo()
	 * @generated
	 * @ordered
	 */
	protected static final String TO_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTo() <em>To</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTo()
	 * @generated
	 * @ordered
	 */
	protected String to = TO_EDEFAULT;

	/**
	 * The default value of the '{@link #getGatewayFrom() <em>Gateway From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGatewayFrom()
	 * @generated
	 * @ordered
	 */
	protected static final String GATEWAY_FROM_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getGatewayFrom() <em>Gateway From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGatewayFrom()
	 * @generated
	 * @ordered
	 */
	protected String gatewayFrom = GATEWAY_FROM_EDEFAULT;

	/**
	 * The default value of the '{@link #getGatewayTo() <em>Gateway To</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGatewayTo()
	 * @generated
	 * @ordered
	 */
	protected static final String GATEWAY_TO_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getGatewayTo() <em>Gateway To</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGatewayTo()
	 * @generated
	 * @ordered
	 */
	protected String gatewayTo = GATEWAY_TO_EDEFAULT;

	/**
	 * The cached value of the '{@link #getLinks() <em>Links</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLinks()
	 * @generated
	 * @ordered
	 */
	protected EList<Link> links;

	/**
	 * The default value of the '{@link #getDirections() <em>Directions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDirections()
	 * @generated
	 * @ordered
	 */
	protected static final String DIRECTIONS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getDirections() <em>Directions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDirections()
	 * @generated
	 * @ordered
	 */
	protected String directions = DIRECTIONS_EDEFAULT;

	/**
	 * The default value of the '{@link #isSymmetrical() <em>Symmetrical</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSymmetrical()
	 * @generated
	 * @ordered
	 */
	protected static final boolean SYMMETRICAL_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isSymmetrical() <em>Symmetrical</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSymmetrical()
	 * @generated
	 * @ordered
	 */
	protected boolean symmetrical = SYMMETRICAL_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected RouteImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.ROUTE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getFrom() {
		return from;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFrom(String newFrom) {
		String oldFrom = from;
		from = newFrom;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTE__FROM, oldFrom, from));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTo() {
		return to;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTo(String newTo) {
		String oldTo = to;
		to = newTo;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTE__TO, oldTo, to));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getGatewayFrom() {
		return gatewayFrom;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGatewayFrom(String newGatewayFrom) {
		String oldGatewayFrom = gatewayFrom;
		gatewayFrom = newGatewayFrom;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTE__GATEWAY_FROM, oldGatewayFrom, gatewayFrom));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getGatewayTo() {
		return gatewayTo;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGatewayTo(String newGatewayTo) {
		String oldGatewayTo = gatewayTo;
		gatewayTo = newGatewayTo;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTE__GATEWAY_TO, oldGatewayTo, gatewayTo));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Link> getLinks() {
		if (links == null) {
			links = new EObjectResolvingEList<Link>(Link.class, this, ModelPackage.ROUTE__LINKS);
		}
		return links;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getDirections() {
		return directions;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDirections(String newDirections) {
		String oldDirections = directions;
		directions = newDirections;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTE__DIRECTIONS, oldDirections, directions));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSymmetrical() {
		return symmetrical;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSymmetrical(boolean newSymmetrical) {
		boolean oldSymmetrical = symmetrical;
		symmetrical = newSymmetrical;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTE__SYMMETRICAL, oldSymmetrical, symmetrical));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.ROUTE__FROM:
				return getFrom();
			case ModelPackage.ROUTE__TO:
				return getTo();
			case ModelPackage.ROUTE__GATEWAY_FROM:
				return getGatewayFrom();
			case ModelPackage.ROUTE__GATEWAY_TO:
				return getGatewayTo();
			case ModelPackage.ROUTE__LINKS:
				return getLinks();
			case ModelPackage.ROUTE__DIRECTIONS:
				return getDirections();
			case ModelPackage.ROUTE__SYMMETRICAL:
				return isSymmetrical();
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
			case ModelPackage.ROUTE__FROM:
				setFrom((String)newValue);
				return;
			case ModelPackage.ROUTE__TO:
				setTo((String)newValue);
				return;
			case ModelPackage.ROUTE__GATEWAY_FROM:
				setGatewayFrom((String)newValue);
				return;
			case ModelPackage.ROUTE__GATEWAY_TO:
				setGatewayTo((String)newValue);
				return;
			case ModelPackage.ROUTE__LINKS:
				getLinks().clear();
				getLinks().addAll((Collection<? extends Link>)newValue);
				return;
			case ModelPackage.ROUTE__DIRECTIONS:
				setDirections((String)newValue);
				return;
			case ModelPackage.ROUTE__SYMMETRICAL:
				setSymmetrical((Boolean)newValue);
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
			case ModelPackage.ROUTE__FROM:
				setFrom(FROM_EDEFAULT);
				return;
			case ModelPackage.ROUTE__TO:
				setTo(TO_EDEFAULT);
				return;
			case ModelPackage.ROUTE__GATEWAY_FROM:
				setGatewayFrom(GATEWAY_FROM_EDEFAULT);
				return;
			case ModelPackage.ROUTE__GATEWAY_TO:
				setGatewayTo(GATEWAY_TO_EDEFAULT);
				return;
			case ModelPackage.ROUTE__LINKS:
				getLinks().clear();
				return;
			case ModelPackage.ROUTE__DIRECTIONS:
				setDirections(DIRECTIONS_EDEFAULT);
				return;
			case ModelPackage.ROUTE__SYMMETRICAL:
				setSymmetrical(SYMMETRICAL_EDEFAULT);
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
			case ModelPackage.ROUTE__FROM:
				return FROM_EDEFAULT == null ? from != null : !FROM_EDEFAULT.equals(from);
			case ModelPackage.ROUTE__TO:
				return TO_EDEFAULT == null ? to != null : !TO_EDEFAULT.equals(to);
			case ModelPackage.ROUTE__GATEWAY_FROM:
				return GATEWAY_FROM_EDEFAULT == null ? gatewayFrom != null : !GATEWAY_FROM_EDEFAULT.equals(gatewayFrom);
			case ModelPackage.ROUTE__GATEWAY_TO:
				return GATEWAY_TO_EDEFAULT == null ? gatewayTo != null : !GATEWAY_TO_EDEFAULT.equals(gatewayTo);
			case ModelPackage.ROUTE__LINKS:
				return links != null && !links.isEmpty();
			case ModelPackage.ROUTE__DIRECTIONS:
				return DIRECTIONS_EDEFAULT == null ? directions != null : !DIRECTIONS_EDEFAULT.equals(directions);
			case ModelPackage.ROUTE__SYMMETRICAL:
				return symmetrical != SYMMETRICAL_EDEFAULT;
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
		result.append(" (from: ");
		result.append(from);
		result.append(", to: ");
		result.append(to);
		result.append(", gatewayFrom: ");
		result.append(gatewayFrom);
		result.append(", gatewayTo: ");
		result.append(gatewayTo);
		result.append(", directions: ");
		result.append(directions);
		result.append(", symmetrical: ");
		result.append(symmetrical);
		result.append(')');
		return result.toString();
	}

} //RouteImpl
