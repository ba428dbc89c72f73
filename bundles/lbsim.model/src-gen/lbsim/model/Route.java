/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Route</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A route between two members of a zone (hosts, routers, clusters or zones, by name): its links in order. Between a zone or cluster and another member, the gateways name the host or router inside where traffic enters and leaves (a cluster: its router, clustername_router, by default). In a zone routing by shortest paths routes are also the edges of the graph.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.Route#getFrom <em>From</em>}</li>
 *   <li>{@link lbsim.model.Route#getTo <em>To</em>}</li>
 *   <li>{@link lbsim.model.Route#getGatewayFrom <em>Gateway From</em>}</li>
 *   <li>{@link lbsim.model.Route#getGatewayTo <em>Gateway To</em>}</li>
 *   <li>{@link lbsim.model.Route#getLinks <em>Links</em>}</li>
 *   <li>{@link lbsim.model.Route#getDirections <em>Directions</em>}</li>
 *   <li>{@link lbsim.model.Route#isSymmetrical <em>Symmetrical</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getRoute()
 * @model
 * @generated
 */
public interface Route extends EObject {
	/**
	 * Returns the value of the '<em><b>From</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The member the route starts at: a host, router, cluster or zone of the same zone, by name (checked when the network is built).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>From</em>' attribute.
	 * @see #setFrom(String)
	 * @see lbsim.model.ModelPackage#getRoute_From()
	 * @model
	 * @generated
	 */
	String getFrom();

	/**
	 * Sets the value of the '{@link lbsim.model.Route#getFrom <em>From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>From</em>' attribute.
	 * @see #getFrom()
	 * @generated
	 */
	void setFrom(String value);

	/**
	 * Returns the value of the '<em><b>To</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The member the route ends at: a host, router, cluster or zone of the same zone, by name.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>To</em>' attribute.
	 * @see #setTo(String)
	 * @see lbsim.model.ModelPackage#getRoute_To()
	 * @model
	 * @generated
	 */
	String getTo();

	/**
	 * Sets the value of the '{@link lbsim.model.Route#getTo <em>To</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>To</em>' attribute.
	 * @see #getTo()
	 * @generated
	 */
	void setTo(String value);

	/**
	 * Returns the value of the '<em><b>Gateway From</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * When from is a zone or cluster: the host or router inside it where traffic leaves (a cluster: its router by default; a zone needs one). Empty (default) for a host or router.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gateway From</em>' attribute.
	 * @see #setGatewayFrom(String)
	 * @see lbsim.model.ModelPackage#getRoute_GatewayFrom()
	 * @model
	 * @generated
	 */
	String getGatewayFrom();

	/**
	 * Sets the value of the '{@link lbsim.model.Route#getGatewayFrom <em>Gateway From</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gateway From</em>' attribute.
	 * @see #getGatewayFrom()
	 * @generated
	 */
	void setGatewayFrom(String value);

	/**
	 * Returns the value of the '<em><b>Gateway To</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * When to is a zone or cluster: the host or router inside it where traffic enters (a cluster: its router by default; a zone needs one). Empty (default) for a host or router.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gateway To</em>' attribute.
	 * @see #setGatewayTo(String)
	 * @see lbsim.model.ModelPackage#getRoute_GatewayTo()
	 * @model
	 * @generated
	 */
	String getGatewayTo();

	/**
	 * Sets the value of the '{@link lbsim.model.Route#getGatewayTo <em>Gateway To</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gateway To</em>' attribute.
	 * @see #getGatewayTo()
	 * @generated
	 */
	void setGatewayTo(String value);

	/**
	 * Returns the value of the '<em><b>Links</b></em>' reference list.
	 * The list contents are of type {@link lbsim.model.Link}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The links of the route, in order from from to to; links of this network.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Links</em>' reference list.
	 * @see lbsim.model.ModelPackage#getRoute_Links()
	 * @model
	 * @generated
	 */
	EList<Link> getLinks();

	/**
	 * Returns the value of the '<em><b>Directions</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The way each link is crossed, up or down separated by spaces, one per link (matters for split-duplex links); empty (default): all up.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Directions</em>' attribute.
	 * @see #setDirections(String)
	 * @see lbsim.model.ModelPackage#getRoute_Directions()
	 * @model
	 * @generated
	 */
	String getDirections();

	/**
	 * Sets the value of the '{@link lbsim.model.Route#getDirections <em>Directions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Directions</em>' attribute.
	 * @see #getDirections()
	 * @generated
	 */
	void setDirections(String value);

	/**
	 * Returns the value of the '<em><b>Symmetrical</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether the route also goes back: the same links in reverse order, each crossed the other way. Default true.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Symmetrical</em>' attribute.
	 * @see #setSymmetrical(boolean)
	 * @see lbsim.model.ModelPackage#getRoute_Symmetrical()
	 * @model default="true"
	 * @generated
	 */
	boolean isSymmetrical();

	/**
	 * Sets the value of the '{@link lbsim.model.Route#isSymmetrical <em>Symmetrical</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Symmetrical</em>' attribute.
	 * @see #isSymmetrical()
	 * @generated
	 */
	void setSymmetrical(boolean value);

} // Route
