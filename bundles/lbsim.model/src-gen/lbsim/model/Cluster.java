/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Cluster</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * SimGrid's cluster in one element: its hosts, each with a private link of this bandwidth and latency (links cname_link_i, split-duplex or shared), a backbone cname_backbone when its bandwidth or latency is positive, and a router cname_router that is its gateway.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.Cluster#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.Cluster#getHosts <em>Hosts</em>}</li>
 *   <li>{@link lbsim.model.Cluster#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}</li>
 *   <li>{@link lbsim.model.Cluster#getLatencySeconds <em>Latency Seconds</em>}</li>
 *   <li>{@link lbsim.model.Cluster#getSharing <em>Sharing</em>}</li>
 *   <li>{@link lbsim.model.Cluster#getBackboneBandwidthBytesPerSecond <em>Backbone Bandwidth Bytes Per Second</em>}</li>
 *   <li>{@link lbsim.model.Cluster#getBackboneLatencySeconds <em>Backbone Latency Seconds</em>}</li>
 *   <li>{@link lbsim.model.Cluster#getBackboneSharing <em>Backbone Sharing</em>}</li>
 *   <li>{@link lbsim.model.Cluster#getRouter <em>Router</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getCluster()
 * @model
 * @generated
 */
public interface Cluster extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The cluster's name; its links are NAME_link_i, its backbone NAME_backbone, its router NAME_router unless router is set.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see lbsim.model.ModelPackage#getCluster_Name()
	 * @model id="true"
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link lbsim.model.Cluster#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Hosts</b></em>' reference list.
	 * The list contents are of type {@link lbsim.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The cluster's hosts (platform hosts on this routed network), each with a private link.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hosts</em>' reference list.
	 * @see lbsim.model.ModelPackage#getCluster_Hosts()
	 * @model
	 * @generated
	 */
	EList<Host> getHosts();

	/**
	 * Returns the value of the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute.
	 * The default value is <code>"1.25E8"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bandwidth of each host's private link. Unit: B/s. Default 1.25E8 (1 Gbit/s). Must be > 0 and finite (checked when the network is built).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bandwidth Bytes Per Second</em>' attribute.
	 * @see #setBandwidthBytesPerSecond(double)
	 * @see lbsim.model.ModelPackage#getCluster_BandwidthBytesPerSecond()
	 * @model default="1.25E8"
	 * @generated
	 */
	double getBandwidthBytesPerSecond();

	/**
	 * Sets the value of the '{@link lbsim.model.Cluster#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bandwidth Bytes Per Second</em>' attribute.
	 * @see #getBandwidthBytesPerSecond()
	 * @generated
	 */
	void setBandwidthBytesPerSecond(double value);

	/**
	 * Returns the value of the '<em><b>Latency Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Latency of each host's private link. Unit: s. Default 0. Must be >= 0 and finite.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Latency Seconds</em>' attribute.
	 * @see #setLatencySeconds(double)
	 * @see lbsim.model.ModelPackage#getCluster_LatencySeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getLatencySeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.Cluster#getLatencySeconds <em>Latency Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Latency Seconds</em>' attribute.
	 * @see #getLatencySeconds()
	 * @generated
	 */
	void setLatencySeconds(double value);

	/**
	 * Returns the value of the '<em><b>Sharing</b></em>' attribute.
	 * The default value is <code>"splitduplex"</code>.
	 * The literals are from the enumeration {@link lbsim.model.LinkSharing}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sharing of the private links: splitduplex (default, SimGrid's) or shared; fatpipe is made shared, as SimGrid does.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sharing</em>' attribute.
	 * @see lbsim.model.LinkSharing
	 * @see #setSharing(LinkSharing)
	 * @see lbsim.model.ModelPackage#getCluster_Sharing()
	 * @model default="splitduplex"
	 * @generated
	 */
	LinkSharing getSharing();

	/**
	 * Sets the value of the '{@link lbsim.model.Cluster#getSharing <em>Sharing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sharing</em>' attribute.
	 * @see lbsim.model.LinkSharing
	 * @see #getSharing()
	 * @generated
	 */
	void setSharing(LinkSharing value);

	/**
	 * Returns the value of the '<em><b>Backbone Bandwidth Bytes Per Second</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bandwidth of the backbone every route between two of the cluster's hosts crosses; the backbone exists when its bandwidth or latency is positive. Unit: B/s. Default 0: no backbone.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Backbone Bandwidth Bytes Per Second</em>' attribute.
	 * @see #setBackboneBandwidthBytesPerSecond(double)
	 * @see lbsim.model.ModelPackage#getCluster_BackboneBandwidthBytesPerSecond()
	 * @model default="0.0"
	 * @generated
	 */
	double getBackboneBandwidthBytesPerSecond();

	/**
	 * Sets the value of the '{@link lbsim.model.Cluster#getBackboneBandwidthBytesPerSecond <em>Backbone Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Backbone Bandwidth Bytes Per Second</em>' attribute.
	 * @see #getBackboneBandwidthBytesPerSecond()
	 * @generated
	 */
	void setBackboneBandwidthBytesPerSecond(double value);

	/**
	 * Returns the value of the '<em><b>Backbone Latency Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Latency of the backbone. Unit: s. Default 0.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Backbone Latency Seconds</em>' attribute.
	 * @see #setBackboneLatencySeconds(double)
	 * @see lbsim.model.ModelPackage#getCluster_BackboneLatencySeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getBackboneLatencySeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.Cluster#getBackboneLatencySeconds <em>Backbone Latency Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Backbone Latency Seconds</em>' attribute.
	 * @see #getBackboneLatencySeconds()
	 * @generated
	 */
	void setBackboneLatencySeconds(double value);

	/**
	 * Returns the value of the '<em><b>Backbone Sharing</b></em>' attribute.
	 * The default value is <code>"shared"</code>.
	 * The literals are from the enumeration {@link lbsim.model.LinkSharing}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sharing of the backbone: shared (default, SimGrid's SHARED), fatpipe or splitduplex.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Backbone Sharing</em>' attribute.
	 * @see lbsim.model.LinkSharing
	 * @see #setBackboneSharing(LinkSharing)
	 * @see lbsim.model.ModelPackage#getCluster_BackboneSharing()
	 * @model default="shared"
	 * @generated
	 */
	LinkSharing getBackboneSharing();

	/**
	 * Sets the value of the '{@link lbsim.model.Cluster#getBackboneSharing <em>Backbone Sharing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Backbone Sharing</em>' attribute.
	 * @see lbsim.model.LinkSharing
	 * @see #getBackboneSharing()
	 * @generated
	 */
	void setBackboneSharing(LinkSharing value);

	/**
	 * Returns the value of the '<em><b>Router</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Name of the cluster's router, its gateway; empty (default): the cluster's name followed by _router.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Router</em>' attribute.
	 * @see #setRouter(String)
	 * @see lbsim.model.ModelPackage#getCluster_Router()
	 * @model
	 * @generated
	 */
	String getRouter();

	/**
	 * Sets the value of the '{@link lbsim.model.Cluster#getRouter <em>Router</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Router</em>' attribute.
	 * @see #getRouter()
	 * @generated
	 */
	void setRouter(String value);

} // Cluster
