/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EFactory;

/**
 * <!-- begin-user-doc -->
 * The <b>Factory</b> for the model.
 * It provides a create method for each non-abstract class of the model.
 * <!-- end-user-doc -->
 * @see lbsim.model.ModelPackage
 * @generated
 */
public interface ModelFactory extends EFactory {
	/**
	 * The singleton instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	ModelFactory eINSTANCE = lbsim.model.impl.ModelFactoryImpl.init();

	/**
	 * Returns a new object of class '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Scenario</em>'.
	 * @generated
	 */
	Scenario createScenario();

	/**
	 * Returns a new object of class '<em>Sweep</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Sweep</em>'.
	 * @generated
	 */
	Sweep createSweep();

	/**
	 * Returns a new object of class '<em>Platform</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Platform</em>'.
	 * @generated
	 */
	Platform createPlatform();

	/**
	 * Returns a new object of class '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Host</em>'.
	 * @generated
	 */
	Host createHost();

	/**
	 * Returns a new object of class '<em>Permanent Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Permanent Load</em>'.
	 * @generated
	 */
	PermanentLoad createPermanentLoad();

	/**
	 * Returns a new object of class '<em>Host Group</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Host Group</em>'.
	 * @generated
	 */
	HostGroup createHostGroup();

	/**
	 * Returns a new object of class '<em>Poisson Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Poisson Load</em>'.
	 * @generated
	 */
	PoissonLoad createPoissonLoad();

	/**
	 * Returns a new object of class '<em>Varying Rate Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Varying Rate Load</em>'.
	 * @generated
	 */
	VaryingRateLoad createVaryingRateLoad();

	/**
	 * Returns a new object of class '<em>Trace Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Trace Load</em>'.
	 * @generated
	 */
	TraceLoad createTraceLoad();

	/**
	 * Returns a new object of class '<em>User Behaviour Graph</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>User Behaviour Graph</em>'.
	 * @generated
	 */
	UserBehaviourGraph createUserBehaviourGraph();

	/**
	 * Returns a new object of class '<em>User State</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>User State</em>'.
	 * @generated
	 */
	UserState createUserState();

	/**
	 * Returns a new object of class '<em>User Transition</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>User Transition</em>'.
	 * @generated
	 */
	UserTransition createUserTransition();

	/**
	 * Returns a new object of class '<em>Delay Network</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Delay Network</em>'.
	 * @generated
	 */
	DelayNetwork createDelayNetwork();

	/**
	 * Returns a new object of class '<em>Shared Medium Network</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Shared Medium Network</em>'.
	 * @generated
	 */
	SharedMediumNetwork createSharedMediumNetwork();

	/**
	 * Returns a new object of class '<em>Piecewise Linear Network</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Piecewise Linear Network</em>'.
	 * @generated
	 */
	PiecewiseLinearNetwork createPiecewiseLinearNetwork();

	/**
	 * Returns a new object of class '<em>Ethernet Network</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Ethernet Network</em>'.
	 * @generated
	 */
	EthernetNetwork createEthernetNetwork();

	/**
	 * Returns a new object of class '<em>Switched Network</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Switched Network</em>'.
	 * @generated
	 */
	SwitchedNetwork createSwitchedNetwork();

	/**
	 * Returns a new object of class '<em>Analytic Network</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Analytic Network</em>'.
	 * @generated
	 */
	AnalyticNetwork createAnalyticNetwork();

	/**
	 * Returns a new object of class '<em>Ping Pong Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Ping Pong Application</em>'.
	 * @generated
	 */
	PingPongApplication createPingPongApplication();

	/**
	 * Returns a new object of class '<em>Token Ring Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Token Ring Application</em>'.
	 * @generated
	 */
	TokenRingApplication createTokenRingApplication();

	/**
	 * Returns a new object of class '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Master Slave Application</em>'.
	 * @generated
	 */
	MasterSlaveApplication createMasterSlaveApplication();

	/**
	 * Returns a new object of class '<em>Trace Replay Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Trace Replay Application</em>'.
	 * @generated
	 */
	TraceReplayApplication createTraceReplayApplication();

	/**
	 * Returns a new object of class '<em>Real Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Real Application</em>'.
	 * @generated
	 */
	RealApplication createRealApplication();

	/**
	 * Returns a new object of class '<em>Observed Task Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Observed Task Application</em>'.
	 * @generated
	 */
	ObservedTaskApplication createObservedTaskApplication();

	/**
	 * Returns a new object of class '<em>Observed Task</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Observed Task</em>'.
	 * @generated
	 */
	ObservedTask createObservedTask();

	/**
	 * Returns a new object of class '<em>Run Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Run Settings</em>'.
	 * @generated
	 */
	RunSettings createRunSettings();

	/**
	 * Returns a new object of class '<em>Routed Network</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Routed Network</em>'.
	 * @generated
	 */
	RoutedNetwork createRoutedNetwork();

	/**
	 * Returns a new object of class '<em>Link</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Link</em>'.
	 * @generated
	 */
	Link createLink();

	/**
	 * Returns a new object of class '<em>Router</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Router</em>'.
	 * @generated
	 */
	Router createRouter();

	/**
	 * Returns a new object of class '<em>Route</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Route</em>'.
	 * @generated
	 */
	Route createRoute();

	/**
	 * Returns a new object of class '<em>Cluster</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Cluster</em>'.
	 * @generated
	 */
	Cluster createCluster();

	/**
	 * Returns a new object of class '<em>Zone</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Zone</em>'.
	 * @generated
	 */
	Zone createZone();

	/**
	 * Returns the package supported by this factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the package supported by this factory.
	 * @generated
	 */
	ModelPackage getModelPackage();

} //ModelFactory
