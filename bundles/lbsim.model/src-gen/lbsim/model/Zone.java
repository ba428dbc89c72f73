/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Zone</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A zone nested in the routed network or in another zone: its own hosts, routers, routes, clusters and zones.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.Zone#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.Zone#getRouting <em>Routing</em>}</li>
 *   <li>{@link lbsim.model.Zone#getHosts <em>Hosts</em>}</li>
 *   <li>{@link lbsim.model.Zone#getRouters <em>Routers</em>}</li>
 *   <li>{@link lbsim.model.Zone#getRoutes <em>Routes</em>}</li>
 *   <li>{@link lbsim.model.Zone#getClusters <em>Clusters</em>}</li>
 *   <li>{@link lbsim.model.Zone#getZones <em>Zones</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getZone()
 * @model
 * @generated
 */
public interface Zone extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The zone's name, how routes of the enclosing zone refer to it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see lbsim.model.ModelPackage#getZone_Name()
	 * @model id="true"
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link lbsim.model.Zone#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Routing</b></em>' attribute.
	 * The default value is <code>"shortest"</code>.
	 * The literals are from the enumeration {@link lbsim.model.ZoneRouting}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How the zone finds routes: shortest (default; fewest hops over its routes unless one is given) or full (only the routes given).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Routing</em>' attribute.
	 * @see lbsim.model.ZoneRouting
	 * @see #setRouting(ZoneRouting)
	 * @see lbsim.model.ModelPackage#getZone_Routing()
	 * @model default="shortest"
	 * @generated
	 */
	ZoneRouting getRouting();

	/**
	 * Sets the value of the '{@link lbsim.model.Zone#getRouting <em>Routing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Routing</em>' attribute.
	 * @see lbsim.model.ZoneRouting
	 * @see #getRouting()
	 * @generated
	 */
	void setRouting(ZoneRouting value);

	/**
	 * Returns the value of the '<em><b>Hosts</b></em>' reference list.
	 * The list contents are of type {@link lbsim.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The zone's own hosts (platform hosts on this routed network).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hosts</em>' reference list.
	 * @see lbsim.model.ModelPackage#getZone_Hosts()
	 * @model
	 * @generated
	 */
	EList<Host> getHosts();

	/**
	 * Returns the value of the '<em><b>Routers</b></em>' containment reference list.
	 * The list contents are of type {@link lbsim.model.Router}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Routers and switches of the zone.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Routers</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getZone_Routers()
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
	 * Routes between the zone's members (its hosts, routers, clusters and zones).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Routes</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getZone_Routes()
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
	 * Clusters in the zone.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Clusters</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getZone_Clusters()
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
	 * Zones nested in the zone.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Zones</em>' containment reference list.
	 * @see lbsim.model.ModelPackage#getZone_Zones()
	 * @model containment="true"
	 * @generated
	 */
	EList<Zone> getZones();

} // Zone
