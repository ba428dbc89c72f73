/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Routed Network</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The platform as a graph, as SimGrid describes it: links, routers, routes, clusters and nested zones; its hosts are the platform's hosts on this segment. It is the root zone: hosts on it that no cluster or zone holds are its members.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.RoutedNetwork#getModel <em>Model</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getLatencyFactor <em>Latency Factor</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getBandwidthFactor <em>Bandwidth Factor</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getWeightS <em>Weight S</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getTcpGammaBytes <em>Tcp Gamma Bytes</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#isCrosstraffic <em>Crosstraffic</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getRouting <em>Routing</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getLinks <em>Links</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getRouters <em>Routers</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getRoutes <em>Routes</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getClusters <em>Clusters</em>}</li>
 *   <li>{@link lbsim.model.RoutedNetwork#getZones <em>Zones</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getRoutedNetwork()
 * @model
 * @generated
 */
public interface RoutedNetwork extends NetworkSegment {
	/**
	 * Returns the value of the '<em><b>Model</b></em>' attribute.
	 * The default value is <code>"maxmin"</code>.
	 * The literals are from the enumeration {@link lbsim.model.NetworkSharingModel}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How flows share link bandwidth. maxmin (default): plain max-min after the route latency; cm02 and lv08: SimGrid 3.32's models (penalty by route latency, TCP window bound, crosstraffic; lv08 also its latency and bandwidth factors and weight-S).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Model</em>' attribute.
	 * @see lbsim.model.NetworkSharingModel
	 * @see #setModel(NetworkSharingModel)
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_Model()
	 * @model default="maxmin"
	 * @generated
	 */
	NetworkSharingModel getModel();

	/**
	 * Sets the value of the '{@link lbsim.model.RoutedNetwork#getModel <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Model</em>' attribute.
	 * @see lbsim.model.NetworkSharingModel
	 * @see #getModel()
	 * @generated
	 */
	void setModel(NetworkSharingModel value);

	/**
	 * Returns the value of the '<em><b>Latency Factor</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Multiplies the route latency a flow waits (SimGrid network/latency-factor). Unset (default): 1 for cm02 and 13.01 for lv08. Must be >= 0 and finite when set (rule nonNegativeParameters).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Latency Factor</em>' attribute.
	 * @see #isSetLatencyFactor()
	 * @see #unsetLatencyFactor()
	 * @see #setLatencyFactor(double)
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_LatencyFactor()
	 * @model unsettable="true"
	 * @generated
	 */
	double getLatencyFactor();

	/**
	 * Sets the value of the '{@link lbsim.model.RoutedNetwork#getLatencyFactor <em>Latency Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Latency Factor</em>' attribute.
	 * @see #isSetLatencyFactor()
	 * @see #unsetLatencyFactor()
	 * @see #getLatencyFactor()
	 * @generated
	 */
	void setLatencyFactor(double value);

	/**
	 * Unsets the value of the '{@link lbsim.model.RoutedNetwork#getLatencyFactor <em>Latency Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetLatencyFactor()
	 * @see #getLatencyFactor()
	 * @see #setLatencyFactor(double)
	 * @generated
	 */
	void unsetLatencyFactor();

	/**
	 * Returns whether the value of the '{@link lbsim.model.RoutedNetwork#getLatencyFactor <em>Latency Factor</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Latency Factor</em>' attribute is set.
	 * @see #unsetLatencyFactor()
	 * @see #getLatencyFactor()
	 * @see #setLatencyFactor(double)
	 * @generated
	 */
	boolean isSetLatencyFactor();

	/**
	 * Returns the value of the '<em><b>Bandwidth Factor</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes moved per unit of max-min share (network/bandwidth-factor). Unset (default): 1 for cm02 and 0.97 for lv08. Must be >= 0 and finite when set (rule nonNegativeParameters).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bandwidth Factor</em>' attribute.
	 * @see #isSetBandwidthFactor()
	 * @see #unsetBandwidthFactor()
	 * @see #setBandwidthFactor(double)
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_BandwidthFactor()
	 * @model unsettable="true"
	 * @generated
	 */
	double getBandwidthFactor();

	/**
	 * Sets the value of the '{@link lbsim.model.RoutedNetwork#getBandwidthFactor <em>Bandwidth Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bandwidth Factor</em>' attribute.
	 * @see #isSetBandwidthFactor()
	 * @see #unsetBandwidthFactor()
	 * @see #getBandwidthFactor()
	 * @generated
	 */
	void setBandwidthFactor(double value);

	/**
	 * Unsets the value of the '{@link lbsim.model.RoutedNetwork#getBandwidthFactor <em>Bandwidth Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetBandwidthFactor()
	 * @see #getBandwidthFactor()
	 * @see #setBandwidthFactor(double)
	 * @generated
	 */
	void unsetBandwidthFactor();

	/**
	 * Returns whether the value of the '{@link lbsim.model.RoutedNetwork#getBandwidthFactor <em>Bandwidth Factor</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Bandwidth Factor</em>' attribute is set.
	 * @see #unsetBandwidthFactor()
	 * @see #getBandwidthFactor()
	 * @see #setBandwidthFactor(double)
	 * @generated
	 */
	boolean isSetBandwidthFactor();

	/**
	 * Returns the value of the '<em><b>Weight S</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes added to a flow's sharing penalty per link, as weightS / bandwidth seconds (network/weight-S). Unit: B. Unset (default): 0 for cm02, 20537 for lv08. Must be >= 0 when set (rule nonNegativeParameters).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Weight S</em>' attribute.
	 * @see #isSetWeightS()
	 * @see #unsetWeightS()
	 * @see #setWeightS(double)
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_WeightS()
	 * @model unsettable="true"
	 * @generated
	 */
	double getWeightS();

	/**
	 * Sets the value of the '{@link lbsim.model.RoutedNetwork#getWeightS <em>Weight S</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Weight S</em>' attribute.
	 * @see #isSetWeightS()
	 * @see #unsetWeightS()
	 * @see #getWeightS()
	 * @generated
	 */
	void setWeightS(double value);

	/**
	 * Unsets the value of the '{@link lbsim.model.RoutedNetwork#getWeightS <em>Weight S</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetWeightS()
	 * @see #getWeightS()
	 * @see #setWeightS(double)
	 * @generated
	 */
	void unsetWeightS();

	/**
	 * Returns whether the value of the '{@link lbsim.model.RoutedNetwork#getWeightS <em>Weight S</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Weight S</em>' attribute is set.
	 * @see #unsetWeightS()
	 * @see #getWeightS()
	 * @see #setWeightS(double)
	 * @generated
	 */
	boolean isSetWeightS();

	/**
	 * Returns the value of the '<em><b>Tcp Gamma Bytes</b></em>' attribute.
	 * The default value is <code>"4194304.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The largest TCP window: under cm02 and lv08 a flow moves at most tcpGammaBytes / (2 x route latency) bytes per second (network/TCP-gamma). Unit: B. Default 4194304 (4 MiB, SimGrid's). At least 0 (rule nonNegativeParameters).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Tcp Gamma Bytes</em>' attribute.
	 * @see #setTcpGammaBytes(double)
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_TcpGammaBytes()
	 * @model default="4194304.0"
	 * @generated
	 */
	double getTcpGammaBytes();

	/**
	 * Sets the value of the '{@link lbsim.model.RoutedNetwork#getTcpGammaBytes <em>Tcp Gamma Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Tcp Gamma Bytes</em>' attribute.
	 * @see #getTcpGammaBytes()
	 * @generated
	 */
	void setTcpGammaBytes(double value);

	/**
	 * Returns the value of the '<em><b>Crosstraffic</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Under cm02 and lv08: whether a flow also takes 0.05 of its share on the reverse route (network/crosstraffic, on by default in SimGrid). Default true.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Crosstraffic</em>' attribute.
	 * @see #setCrosstraffic(boolean)
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_Crosstraffic()
	 * @model default="true"
	 * @generated
	 */
	boolean isCrosstraffic();

	/**
	 * Sets the value of the '{@link lbsim.model.RoutedNetwork#isCrosstraffic <em>Crosstraffic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Crosstraffic</em>' attribute.
	 * @see #isCrosstraffic()
	 * @generated
	 */
	void setCrosstraffic(boolean value);

	/**
	 * Returns the value of the '<em><b>Routing</b></em>' attribute.
	 * The default value is <code>"shortest"</code>.
	 * The literals are from the enumeration {@link lbsim.model.ZoneRouting}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How the root zone finds routes: shortest (default): the path of fewest hops over its routes unless one is given (SimGrid's Floyd and Dijkstra); full: only the routes given.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Routing</em>' attribute.
	 * @see lbsim.model.ZoneRouting
	 * @see #setRouting(ZoneRouting)
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_Routing()
	 * @model default="shortest"
	 * @generated
	 */
	ZoneRouting getRouting();

	/**
	 * Sets the value of the '{@link lbsim.model.RoutedNetwork#getRouting <em>Routing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Routing</em>' attribute.
	 * @see lbsim.model.ZoneRouting
	 * @see #getRouting()
	 * @generated
	 */
	void setRouting(ZoneRouting value);

	/**
	 * Returns the value of the '<em><b>Send Overhead Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CPU seconds (reference) the sender spends per message. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Send Overhead Seconds</em>' attribute.
	 * @see #setSendOverheadSeconds(double)
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_SendOverheadSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getSendOverheadSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.RoutedNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Send Overhead Seconds</em>' attribute.
	 * @see #getSendOverheadSeconds()
	 * @generated
	 */
	void setSendOverheadSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Receive Overhead Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CPU seconds (reference) the receiver spends per receive call. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Receive Overhead Seconds</em>' attribute.
	 * @see #setReceiveOverheadSeconds(double)
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_ReceiveOverheadSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getReceiveOverheadSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.RoutedNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Receive Overhead Seconds</em>' attribute.
	 * @see #getReceiveOverheadSeconds()
	 * @generated
	 */
	void setReceiveOverheadSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Links</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.Link}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every link of the platform (clusters make their own private links and backbone); routes refer to them by name.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Links</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_Links()
	 * @model containment="true"
	 * @generated
	 */
	EList<Link> getLinks();

	/**
	 * Returns the value of the '<em><b>Routers</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.Router}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Routers and switches of the root zone: points routes go through.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Routers</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_Routers()
	 * @model containment="true"
	 * @generated
	 */
	EList<Router> getRouters();

	/**
	 * Returns the value of the '<em><b>Routes</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.Route}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Routes of the root zone between its members (hosts, routers, clusters, zones). A host on this segment that no cluster or zone holds is a member of the root zone. Every host must reach every other, or the run refuses the network.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Routes</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_Routes()
	 * @model containment="true"
	 * @generated
	 */
	EList<Route> getRoutes();

	/**
	 * Returns the value of the '<em><b>Clusters</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.Cluster}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Clusters in the root zone.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Clusters</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_Clusters()
	 * @model containment="true"
	 * @generated
	 */
	EList<Cluster> getClusters();

	/**
	 * Returns the value of the '<em><b>Zones</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.Zone}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Zones nested in the root zone.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Zones</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getRoutedNetwork_Zones()
	 * @model containment="true"
	 * @generated
	 */
	EList<Zone> getZones();

} // RoutedNetwork
