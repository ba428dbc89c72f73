/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import java.util.Collection;

import lbsim.model.Cluster;
import lbsim.model.Link;
import lbsim.model.ModelPackage;
import lbsim.model.NetworkSharingModel;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Router;
import lbsim.model.Zone;
import lbsim.model.ZoneRouting;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Routed Network</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getModel <em>Model</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getLatencyFactor <em>Latency Factor</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getBandwidthFactor <em>Bandwidth Factor</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getWeightS <em>Weight S</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getTcpGammaBytes <em>Tcp Gamma Bytes</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#isCrosstraffic <em>Crosstraffic</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getRouting <em>Routing</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getSendOverheadSeconds <em>Send Overhead Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getLinks <em>Links</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getRouters <em>Routers</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getRoutes <em>Routes</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getClusters <em>Clusters</em>}</li>
 *   <li>{@link lbsim.model.impl.RoutedNetworkImpl#getZones <em>Zones</em>}</li>
 * </ul>
 *
 * @generated
 */
public class RoutedNetworkImpl extends NetworkSegmentImpl implements RoutedNetwork {
	/**
	 * The default value of the '{@link #getModel() <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModel()
	 * @generated
	 * @ordered
	 */
	protected static final NetworkSharingModel MODEL_EDEFAULT = NetworkSharingModel.MAXMIN;

	/**
	 * The cached value of the '{@link #getModel() <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModel()
	 * @generated
	 * @ordered
	 */
	protected NetworkSharingModel model = MODEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getLatencyFactor() <em>Latency Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencyFactor()
	 * @generated
	 * @ordered
	 */
	protected static final double LATENCY_FACTOR_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getLatencyFactor() <em>Latency Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLatencyFactor()
	 * @generated
	 * @ordered
	 */
	protected double latencyFactor = LATENCY_FACTOR_EDEFAULT;

	/**
	 * This is true if the Latency Factor attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean latencyFactorESet;

	/**
	 * The default value of the '{@link #getBandwidthFactor() <em>Bandwidth Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBandwidthFactor()
	 * @generated
	 * @ordered
	 */
	protected static final double BANDWIDTH_FACTOR_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getBandwidthFactor() <em>Bandwidth Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBandwidthFactor()
	 * @generated
	 * @ordered
	 */
	protected double bandwidthFactor = BANDWIDTH_FACTOR_EDEFAULT;

	/**
	 * This is true if the Bandwidth Factor attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean bandwidthFactorESet;

	/**
	 * The default value of the '{@link #getWeightS() <em>Weight S</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWeightS()
	 * @generated
	 * @ordered
	 */
	protected static final double WEIGHT_S_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getWeightS() <em>Weight S</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWeightS()
	 * @generated
	 * @ordered
	 */
	protected double weightS = WEIGHT_S_EDEFAULT;

	/**
	 * This is true if the Weight S attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean weightSESet;

	/**
	 * The default value of the '{@link #getTcpGammaBytes() <em>Tcp Gamma Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTcpGammaBytes()
	 * @generated
	 * @ordered
	 */
	protected static final double TCP_GAMMA_BYTES_EDEFAULT = 4194304.0;

	/**
	 * The cached value of the '{@link #getTcpGammaBytes() <em>Tcp Gamma Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTcpGammaBytes()
	 * @generated
	 * @ordered
	 */
	protected double tcpGammaBytes = TCP_GAMMA_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #isCrosstraffic() <em>Crosstraffic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isCrosstraffic()
	 * @generated
	 * @ordered
	 */
	protected static final boolean CROSSTRAFFIC_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isCrosstraffic() <em>Crosstraffic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isCrosstraffic()
	 * @generated
	 * @ordered
	 */
	protected boolean crosstraffic = CROSSTRAFFIC_EDEFAULT;

	/**
	 * The default value of the '{@link #getRouting() <em>Routing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRouting()
	 * @generated
	 * @ordered
	 */
	protected static final ZoneRouting ROUTING_EDEFAULT = ZoneRouting.SHORTEST;

	/**
	 * The cached value of the '{@link #getRouting() <em>Routing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRouting()
	 * @generated
	 * @ordered
	 */
	protected ZoneRouting routing = ROUTING_EDEFAULT;

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
	 * The cached value of the '{@link #getLinks() <em>Links</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLinks()
	 * @generated
	 * @ordered
	 */
	protected EList<Link> links;

	/**
	 * The cached value of the '{@link #getRouters() <em>Routers</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRouters()
	 * @generated
	 * @ordered
	 */
	protected EList<Router> routers;

	/**
	 * The cached value of the '{@link #getRoutes() <em>Routes</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRoutes()
	 * @generated
	 * @ordered
	 */
	protected EList<Route> routes;

	/**
	 * The cached value of the '{@link #getClusters() <em>Clusters</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getClusters()
	 * @generated
	 * @ordered
	 */
	protected EList<Cluster> clusters;

	/**
	 * The cached value of the '{@link #getZones() <em>Zones</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getZones()
	 * @generated
	 * @ordered
	 */
	protected EList<Zone> zones;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected RoutedNetworkImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.ROUTED_NETWORK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NetworkSharingModel getModel() {
		return model;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setModel(NetworkSharingModel newModel) {
		NetworkSharingModel oldModel = model;
		model = newModel == null ? MODEL_EDEFAULT : newModel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTED_NETWORK__MODEL, oldModel, model));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getLatencyFactor() {
		return latencyFactor;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLatencyFactor(double newLatencyFactor) {
		double oldLatencyFactor = latencyFactor;
		latencyFactor = newLatencyFactor;
		boolean oldLatencyFactorESet = latencyFactorESet;
		latencyFactorESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTED_NETWORK__LATENCY_FACTOR, oldLatencyFactor, latencyFactor, !oldLatencyFactorESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetLatencyFactor() {
		double oldLatencyFactor = latencyFactor;
		boolean oldLatencyFactorESet = latencyFactorESet;
		latencyFactor = LATENCY_FACTOR_EDEFAULT;
		latencyFactorESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ModelPackage.ROUTED_NETWORK__LATENCY_FACTOR, oldLatencyFactor, LATENCY_FACTOR_EDEFAULT, oldLatencyFactorESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetLatencyFactor() {
		return latencyFactorESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBandwidthFactor() {
		return bandwidthFactor;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBandwidthFactor(double newBandwidthFactor) {
		double oldBandwidthFactor = bandwidthFactor;
		bandwidthFactor = newBandwidthFactor;
		boolean oldBandwidthFactorESet = bandwidthFactorESet;
		bandwidthFactorESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTED_NETWORK__BANDWIDTH_FACTOR, oldBandwidthFactor, bandwidthFactor, !oldBandwidthFactorESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetBandwidthFactor() {
		double oldBandwidthFactor = bandwidthFactor;
		boolean oldBandwidthFactorESet = bandwidthFactorESet;
		bandwidthFactor = BANDWIDTH_FACTOR_EDEFAULT;
		bandwidthFactorESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ModelPackage.ROUTED_NETWORK__BANDWIDTH_FACTOR, oldBandwidthFactor, BANDWIDTH_FACTOR_EDEFAULT, oldBandwidthFactorESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetBandwidthFactor() {
		return bandwidthFactorESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getWeightS() {
		return weightS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWeightS(double newWeightS) {
		double oldWeightS = weightS;
		weightS = newWeightS;
		boolean oldWeightSESet = weightSESet;
		weightSESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTED_NETWORK__WEIGHT_S, oldWeightS, weightS, !oldWeightSESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetWeightS() {
		double oldWeightS = weightS;
		boolean oldWeightSESet = weightSESet;
		weightS = WEIGHT_S_EDEFAULT;
		weightSESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ModelPackage.ROUTED_NETWORK__WEIGHT_S, oldWeightS, WEIGHT_S_EDEFAULT, oldWeightSESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetWeightS() {
		return weightSESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getTcpGammaBytes() {
		return tcpGammaBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTcpGammaBytes(double newTcpGammaBytes) {
		double oldTcpGammaBytes = tcpGammaBytes;
		tcpGammaBytes = newTcpGammaBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTED_NETWORK__TCP_GAMMA_BYTES, oldTcpGammaBytes, tcpGammaBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isCrosstraffic() {
		return crosstraffic;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCrosstraffic(boolean newCrosstraffic) {
		boolean oldCrosstraffic = crosstraffic;
		crosstraffic = newCrosstraffic;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTED_NETWORK__CROSSTRAFFIC, oldCrosstraffic, crosstraffic));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ZoneRouting getRouting() {
		return routing;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRouting(ZoneRouting newRouting) {
		ZoneRouting oldRouting = routing;
		routing = newRouting == null ? ROUTING_EDEFAULT : newRouting;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTED_NETWORK__ROUTING, oldRouting, routing));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTED_NETWORK__SEND_OVERHEAD_SECONDS, oldSendOverheadSeconds, sendOverheadSeconds));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.ROUTED_NETWORK__RECEIVE_OVERHEAD_SECONDS, oldReceiveOverheadSeconds, receiveOverheadSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Link> getLinks() {
		if (links == null) {
			links = new EObjectContainmentEList<Link>(Link.class, this, ModelPackage.ROUTED_NETWORK__LINKS);
		}
		return links;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Router> getRouters() {
		if (routers == null) {
			routers = new EObjectContainmentEList<Router>(Router.class, this, ModelPackage.ROUTED_NETWORK__ROUTERS);
		}
		return routers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Route> getRoutes() {
		if (routes == null) {
			routes = new EObjectContainmentEList<Route>(Route.class, this, ModelPackage.ROUTED_NETWORK__ROUTES);
		}
		return routes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Cluster> getClusters() {
		if (clusters == null) {
			clusters = new EObjectContainmentEList<Cluster>(Cluster.class, this, ModelPackage.ROUTED_NETWORK__CLUSTERS);
		}
		return clusters;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Zone> getZones() {
		if (zones == null) {
			zones = new EObjectContainmentEList<Zone>(Zone.class, this, ModelPackage.ROUTED_NETWORK__ZONES);
		}
		return zones;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ModelPackage.ROUTED_NETWORK__LINKS:
				return ((InternalEList<?>)getLinks()).basicRemove(otherEnd, msgs);
			case ModelPackage.ROUTED_NETWORK__ROUTERS:
				return ((InternalEList<?>)getRouters()).basicRemove(otherEnd, msgs);
			case ModelPackage.ROUTED_NETWORK__ROUTES:
				return ((InternalEList<?>)getRoutes()).basicRemove(otherEnd, msgs);
			case ModelPackage.ROUTED_NETWORK__CLUSTERS:
				return ((InternalEList<?>)getClusters()).basicRemove(otherEnd, msgs);
			case ModelPackage.ROUTED_NETWORK__ZONES:
				return ((InternalEList<?>)getZones()).basicRemove(otherEnd, msgs);
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
			case ModelPackage.ROUTED_NETWORK__MODEL:
				return getModel();
			case ModelPackage.ROUTED_NETWORK__LATENCY_FACTOR:
				return getLatencyFactor();
			case ModelPackage.ROUTED_NETWORK__BANDWIDTH_FACTOR:
				return getBandwidthFactor();
			case ModelPackage.ROUTED_NETWORK__WEIGHT_S:
				return getWeightS();
			case ModelPackage.ROUTED_NETWORK__TCP_GAMMA_BYTES:
				return getTcpGammaBytes();
			case ModelPackage.ROUTED_NETWORK__CROSSTRAFFIC:
				return isCrosstraffic();
			case ModelPackage.ROUTED_NETWORK__ROUTING:
				return getRouting();
			case ModelPackage.ROUTED_NETWORK__SEND_OVERHEAD_SECONDS:
				return getSendOverheadSeconds();
			case ModelPackage.ROUTED_NETWORK__RECEIVE_OVERHEAD_SECONDS:
				return getReceiveOverheadSeconds();
			case ModelPackage.ROUTED_NETWORK__LINKS:
				return getLinks();
			case ModelPackage.ROUTED_NETWORK__ROUTERS:
				return getRouters();
			case ModelPackage.ROUTED_NETWORK__ROUTES:
				return getRoutes();
			case ModelPackage.ROUTED_NETWORK__CLUSTERS:
				return getClusters();
			case ModelPackage.ROUTED_NETWORK__ZONES:
				return getZones();
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
			case ModelPackage.ROUTED_NETWORK__MODEL:
				setModel((NetworkSharingModel)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__LATENCY_FACTOR:
				setLatencyFactor((Double)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__BANDWIDTH_FACTOR:
				setBandwidthFactor((Double)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__WEIGHT_S:
				setWeightS((Double)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__TCP_GAMMA_BYTES:
				setTcpGammaBytes((Double)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__CROSSTRAFFIC:
				setCrosstraffic((Boolean)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__ROUTING:
				setRouting((ZoneRouting)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__SEND_OVERHEAD_SECONDS:
				setSendOverheadSeconds((Double)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__RECEIVE_OVERHEAD_SECONDS:
				setReceiveOverheadSeconds((Double)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__LINKS:
				getLinks().clear();
				getLinks().addAll((Collection<? extends Link>)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__ROUTERS:
				getRouters().clear();
				getRouters().addAll((Collection<? extends Router>)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__ROUTES:
				getRoutes().clear();
				getRoutes().addAll((Collection<? extends Route>)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__CLUSTERS:
				getClusters().clear();
				getClusters().addAll((Collection<? extends Cluster>)newValue);
				return;
			case ModelPackage.ROUTED_NETWORK__ZONES:
				getZones().clear();
				getZones().addAll((Collection<? extends Zone>)newValue);
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
			case ModelPackage.ROUTED_NETWORK__MODEL:
				setModel(MODEL_EDEFAULT);
				return;
			case ModelPackage.ROUTED_NETWORK__LATENCY_FACTOR:
				unsetLatencyFactor();
				return;
			case ModelPackage.ROUTED_NETWORK__BANDWIDTH_FACTOR:
				unsetBandwidthFactor();
				return;
			case ModelPackage.ROUTED_NETWORK__WEIGHT_S:
				unsetWeightS();
				return;
			case ModelPackage.ROUTED_NETWORK__TCP_GAMMA_BYTES:
				setTcpGammaBytes(TCP_GAMMA_BYTES_EDEFAULT);
				return;
			case ModelPackage.ROUTED_NETWORK__CROSSTRAFFIC:
				setCrosstraffic(CROSSTRAFFIC_EDEFAULT);
				return;
			case ModelPackage.ROUTED_NETWORK__ROUTING:
				setRouting(ROUTING_EDEFAULT);
				return;
			case ModelPackage.ROUTED_NETWORK__SEND_OVERHEAD_SECONDS:
				setSendOverheadSeconds(SEND_OVERHEAD_SECONDS_EDEFAULT);
				return;
			case ModelPackage.ROUTED_NETWORK__RECEIVE_OVERHEAD_SECONDS:
				setReceiveOverheadSeconds(RECEIVE_OVERHEAD_SECONDS_EDEFAULT);
				return;
			case ModelPackage.ROUTED_NETWORK__LINKS:
				getLinks().clear();
				return;
			case ModelPackage.ROUTED_NETWORK__ROUTERS:
				getRouters().clear();
				return;
			case ModelPackage.ROUTED_NETWORK__ROUTES:
				getRoutes().clear();
				return;
			case ModelPackage.ROUTED_NETWORK__CLUSTERS:
				getClusters().clear();
				return;
			case ModelPackage.ROUTED_NETWORK__ZONES:
				getZones().clear();
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
			case ModelPackage.ROUTED_NETWORK__MODEL:
				return model != MODEL_EDEFAULT;
			case ModelPackage.ROUTED_NETWORK__LATENCY_FACTOR:
				return isSetLatencyFactor();
			case ModelPackage.ROUTED_NETWORK__BANDWIDTH_FACTOR:
				return isSetBandwidthFactor();
			case ModelPackage.ROUTED_NETWORK__WEIGHT_S:
				return isSetWeightS();
			case ModelPackage.ROUTED_NETWORK__TCP_GAMMA_BYTES:
				return tcpGammaBytes != TCP_GAMMA_BYTES_EDEFAULT;
			case ModelPackage.ROUTED_NETWORK__CROSSTRAFFIC:
				return crosstraffic != CROSSTRAFFIC_EDEFAULT;
			case ModelPackage.ROUTED_NETWORK__ROUTING:
				return routing != ROUTING_EDEFAULT;
			case ModelPackage.ROUTED_NETWORK__SEND_OVERHEAD_SECONDS:
				return sendOverheadSeconds != SEND_OVERHEAD_SECONDS_EDEFAULT;
			case ModelPackage.ROUTED_NETWORK__RECEIVE_OVERHEAD_SECONDS:
				return receiveOverheadSeconds != RECEIVE_OVERHEAD_SECONDS_EDEFAULT;
			case ModelPackage.ROUTED_NETWORK__LINKS:
				return links != null && !links.isEmpty();
			case ModelPackage.ROUTED_NETWORK__ROUTERS:
				return routers != null && !routers.isEmpty();
			case ModelPackage.ROUTED_NETWORK__ROUTES:
				return routes != null && !routes.isEmpty();
			case ModelPackage.ROUTED_NETWORK__CLUSTERS:
				return clusters != null && !clusters.isEmpty();
			case ModelPackage.ROUTED_NETWORK__ZONES:
				return zones != null && !zones.isEmpty();
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
		result.append(" (model: ");
		result.append(model);
		result.append(", latencyFactor: ");
		if (latencyFactorESet) result.append(latencyFactor); else result.append("<unset>");
		result.append(", bandwidthFactor: ");
		if (bandwidthFactorESet) result.append(bandwidthFactor); else result.append("<unset>");
		result.append(", weightS: ");
		if (weightSESet) result.append(weightS); else result.append("<unset>");
		result.append(", tcpGammaBytes: ");
		result.append(tcpGammaBytes);
		result.append(", crosstraffic: ");
		result.append(crosstraffic);
		result.append(", routing: ");
		result.append(routing);
		result.append(", sendOverheadSeconds: ");
		result.append(sendOverheadSeconds);
		result.append(", receiveOverheadSeconds: ");
		result.append(receiveOverheadSeconds);
		result.append(')');
		return result.toString();
	}

} //RoutedNetworkImpl
