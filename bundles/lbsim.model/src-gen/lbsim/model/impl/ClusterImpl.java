/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import java.util.Collection;

import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.LinkSharing;
import lbsim.model.ModelPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Cluster</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.ClusterImpl#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.impl.ClusterImpl#getHosts <em>Hosts</em>}</li>
 *   <li>{@link lbsim.model.impl.ClusterImpl#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}</li>
 *   <li>{@link lbsim.model.impl.ClusterImpl#getLatencySeconds <em>Latency Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.ClusterImpl#getSharing <em>Sharing</em>}</li>
 *   <li>{@link lbsim.model.impl.ClusterImpl#getBackboneBandwidthBytesPerSecond <em>Backbone Bandwidth Bytes Per Second</em>}</li>
 *   <li>{@link lbsim.model.impl.ClusterImpl#getBackboneLatencySeconds <em>Backbone Latency Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.ClusterImpl#getBackboneSharing <em>Backbone Sharing</em>}</li>
 *   <li>{@link lbsim.model.impl.ClusterImpl#getRouter <em>Router</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ClusterImpl extends MinimalEObjectImpl.Container implements Cluster {
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
	protected static final LinkSharing SHARING_EDEFAULT = LinkSharing.SPLITDUPLEX;

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
	 * The default value of the '{@link #getBackboneBandwidthBytesPerSecond() <em>Backbone Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackboneBandwidthBytesPerSecond()
	 * @generated
	 * @ordered
	 */
	protected static final double BACKBONE_BANDWIDTH_BYTES_PER_SECOND_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getBackboneBandwidthBytesPerSecond() <em>Backbone Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackboneBandwidthBytesPerSecond()
	 * @generated
	 * @ordered
	 */
	protected double backboneBandwidthBytesPerSecond = BACKBONE_BANDWIDTH_BYTES_PER_SECOND_EDEFAULT;

	/**
	 * The default value of the '{@link #getBackboneLatencySeconds() <em>Backbone Latency Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackboneLatencySeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double BACKBONE_LATENCY_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getBackboneLatencySeconds() <em>Backbone Latency Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackboneLatencySeconds()
	 * @generated
	 * @ordered
	 */
	protected double backboneLatencySeconds = BACKBONE_LATENCY_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getBackboneSharing() <em>Backbone Sharing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackboneSharing()
	 * @generated
	 * @ordered
	 */
	protected static final LinkSharing BACKBONE_SHARING_EDEFAULT = LinkSharing.SHARED;

	/**
	 * The cached value of the '{@link #getBackboneSharing() <em>Backbone Sharing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBackboneSharing()
	 * @generated
	 * @ordered
	 */
	protected LinkSharing backboneSharing = BACKBONE_SHARING_EDEFAULT;

	/**
	 * The default value of the '{@link #getRouter() <em>Router</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRouter()
	 * @generated
	 * @ordered
	 */
	protected static final String ROUTER_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getRouter() <em>Router</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRouter()
	 * @generated
	 * @ordered
	 */
	protected String router = ROUTER_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ClusterImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.CLUSTER;
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.CLUSTER__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Host> getHosts() {
		if (hosts == null) {
			hosts = new EObjectResolvingEList<Host>(Host.class, this, ModelPackage.CLUSTER__HOSTS);
		}
		return hosts;
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.CLUSTER__BANDWIDTH_BYTES_PER_SECOND, oldBandwidthBytesPerSecond, bandwidthBytesPerSecond));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.CLUSTER__LATENCY_SECONDS, oldLatencySeconds, latencySeconds));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.CLUSTER__SHARING, oldSharing, sharing));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBackboneBandwidthBytesPerSecond() {
		return backboneBandwidthBytesPerSecond;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBackboneBandwidthBytesPerSecond(double newBackboneBandwidthBytesPerSecond) {
		double oldBackboneBandwidthBytesPerSecond = backboneBandwidthBytesPerSecond;
		backboneBandwidthBytesPerSecond = newBackboneBandwidthBytesPerSecond;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.CLUSTER__BACKBONE_BANDWIDTH_BYTES_PER_SECOND, oldBackboneBandwidthBytesPerSecond, backboneBandwidthBytesPerSecond));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBackboneLatencySeconds() {
		return backboneLatencySeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBackboneLatencySeconds(double newBackboneLatencySeconds) {
		double oldBackboneLatencySeconds = backboneLatencySeconds;
		backboneLatencySeconds = newBackboneLatencySeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.CLUSTER__BACKBONE_LATENCY_SECONDS, oldBackboneLatencySeconds, backboneLatencySeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LinkSharing getBackboneSharing() {
		return backboneSharing;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBackboneSharing(LinkSharing newBackboneSharing) {
		LinkSharing oldBackboneSharing = backboneSharing;
		backboneSharing = newBackboneSharing == null ? BACKBONE_SHARING_EDEFAULT : newBackboneSharing;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.CLUSTER__BACKBONE_SHARING, oldBackboneSharing, backboneSharing));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getRouter() {
		return router;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRouter(String newRouter) {
		String oldRouter = router;
		router = newRouter;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.CLUSTER__ROUTER, oldRouter, router));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.CLUSTER__NAME:
				return getName();
			case ModelPackage.CLUSTER__HOSTS:
				return getHosts();
			case ModelPackage.CLUSTER__BANDWIDTH_BYTES_PER_SECOND:
				return getBandwidthBytesPerSecond();
			case ModelPackage.CLUSTER__LATENCY_SECONDS:
				return getLatencySeconds();
			case ModelPackage.CLUSTER__SHARING:
				return getSharing();
			case ModelPackage.CLUSTER__BACKBONE_BANDWIDTH_BYTES_PER_SECOND:
				return getBackboneBandwidthBytesPerSecond();
			case ModelPackage.CLUSTER__BACKBONE_LATENCY_SECONDS:
				return getBackboneLatencySeconds();
			case ModelPackage.CLUSTER__BACKBONE_SHARING:
				return getBackboneSharing();
			case ModelPackage.CLUSTER__ROUTER:
				return getRouter();
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
			case ModelPackage.CLUSTER__NAME:
				setName((String)newValue);
				return;
			case ModelPackage.CLUSTER__HOSTS:
				getHosts().clear();
				getHosts().addAll((Collection<? extends Host>)newValue);
				return;
			case ModelPackage.CLUSTER__BANDWIDTH_BYTES_PER_SECOND:
				setBandwidthBytesPerSecond((Double)newValue);
				return;
			case ModelPackage.CLUSTER__LATENCY_SECONDS:
				setLatencySeconds((Double)newValue);
				return;
			case ModelPackage.CLUSTER__SHARING:
				setSharing((LinkSharing)newValue);
				return;
			case ModelPackage.CLUSTER__BACKBONE_BANDWIDTH_BYTES_PER_SECOND:
				setBackboneBandwidthBytesPerSecond((Double)newValue);
				return;
			case ModelPackage.CLUSTER__BACKBONE_LATENCY_SECONDS:
				setBackboneLatencySeconds((Double)newValue);
				return;
			case ModelPackage.CLUSTER__BACKBONE_SHARING:
				setBackboneSharing((LinkSharing)newValue);
				return;
			case ModelPackage.CLUSTER__ROUTER:
				setRouter((String)newValue);
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
			case ModelPackage.CLUSTER__NAME:
				setName(NAME_EDEFAULT);
				return;
			case ModelPackage.CLUSTER__HOSTS:
				getHosts().clear();
				return;
			case ModelPackage.CLUSTER__BANDWIDTH_BYTES_PER_SECOND:
				setBandwidthBytesPerSecond(BANDWIDTH_BYTES_PER_SECOND_EDEFAULT);
				return;
			case ModelPackage.CLUSTER__LATENCY_SECONDS:
				setLatencySeconds(LATENCY_SECONDS_EDEFAULT);
				return;
			case ModelPackage.CLUSTER__SHARING:
				setSharing(SHARING_EDEFAULT);
				return;
			case ModelPackage.CLUSTER__BACKBONE_BANDWIDTH_BYTES_PER_SECOND:
				setBackboneBandwidthBytesPerSecond(BACKBONE_BANDWIDTH_BYTES_PER_SECOND_EDEFAULT);
				return;
			case ModelPackage.CLUSTER__BACKBONE_LATENCY_SECONDS:
				setBackboneLatencySeconds(BACKBONE_LATENCY_SECONDS_EDEFAULT);
				return;
			case ModelPackage.CLUSTER__BACKBONE_SHARING:
				setBackboneSharing(BACKBONE_SHARING_EDEFAULT);
				return;
			case ModelPackage.CLUSTER__ROUTER:
				setRouter(ROUTER_EDEFAULT);
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
			case ModelPackage.CLUSTER__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case ModelPackage.CLUSTER__HOSTS:
				return hosts != null && !hosts.isEmpty();
			case ModelPackage.CLUSTER__BANDWIDTH_BYTES_PER_SECOND:
				return bandwidthBytesPerSecond != BANDWIDTH_BYTES_PER_SECOND_EDEFAULT;
			case ModelPackage.CLUSTER__LATENCY_SECONDS:
				return latencySeconds != LATENCY_SECONDS_EDEFAULT;
			case ModelPackage.CLUSTER__SHARING:
				return sharing != SHARING_EDEFAULT;
			case ModelPackage.CLUSTER__BACKBONE_BANDWIDTH_BYTES_PER_SECOND:
				return backboneBandwidthBytesPerSecond != BACKBONE_BANDWIDTH_BYTES_PER_SECOND_EDEFAULT;
			case ModelPackage.CLUSTER__BACKBONE_LATENCY_SECONDS:
				return backboneLatencySeconds != BACKBONE_LATENCY_SECONDS_EDEFAULT;
			case ModelPackage.CLUSTER__BACKBONE_SHARING:
				return backboneSharing != BACKBONE_SHARING_EDEFAULT;
			case ModelPackage.CLUSTER__ROUTER:
				return ROUTER_EDEFAULT == null ? router != null : !ROUTER_EDEFAULT.equals(router);
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
		result.append(", backboneBandwidthBytesPerSecond: ");
		result.append(backboneBandwidthBytesPerSecond);
		result.append(", backboneLatencySeconds: ");
		result.append(backboneLatencySeconds);
		result.append(", backboneSharing: ");
		result.append(backboneSharing);
		result.append(", router: ");
		result.append(router);
		result.append(')');
		return result.toString();
	}

} //ClusterImpl
