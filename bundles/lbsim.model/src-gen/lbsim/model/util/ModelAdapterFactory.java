/**
 * lbsim - EPL-2.0
 */
package lbsim.model.util;

import lbsim.model.*;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notifier;

import org.eclipse.emf.common.notify.impl.AdapterFactoryImpl;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * The <b>Adapter Factory</b> for the model.
 * It provides an adapter <code>createXXX</code> method for each class of the model.
 * <!-- end-user-doc -->
 * @see lbsim.model.ModelPackage
 * @generated
 */
public class ModelAdapterFactory extends AdapterFactoryImpl {
	/**
	 * The cached model package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static ModelPackage modelPackage;

	/**
	 * Creates an instance of the adapter factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ModelAdapterFactory() {
		if (modelPackage == null) {
			modelPackage = ModelPackage.eINSTANCE;
		}
	}

	/**
	 * Returns whether this factory is applicable for the type of the object.
	 * <!-- begin-user-doc -->
	 * This implementation returns <code>true</code> if the object is either the model's package or is an instance object of the model.
	 * <!-- end-user-doc -->
	 * @return whether this factory is applicable for the type of the object.
	 * @generated
	 */
	@Override
	public boolean isFactoryForType(Object object) {
		if (object == modelPackage) {
			return true;
		}
		if (object instanceof EObject) {
			return ((EObject)object).eClass().getEPackage() == modelPackage;
		}
		return false;
	}

	/**
	 * The switch that delegates to the <code>createXXX</code> methods.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ModelSwitch<Adapter> modelSwitch =
		new ModelSwitch<Adapter>() {
			@Override
			public Adapter caseScenario(Scenario object) {
				return createScenarioAdapter();
			}
			@Override
			public Adapter caseSweep(Sweep object) {
				return createSweepAdapter();
			}
			@Override
			public Adapter casePlatform(Platform object) {
				return createPlatformAdapter();
			}
			@Override
			public Adapter caseHost(Host object) {
				return createHostAdapter();
			}
			@Override
			public Adapter caseWorkload(Workload object) {
				return createWorkloadAdapter();
			}
			@Override
			public Adapter casePermanentLoad(PermanentLoad object) {
				return createPermanentLoadAdapter();
			}
			@Override
			public Adapter caseHostGroup(HostGroup object) {
				return createHostGroupAdapter();
			}
			@Override
			public Adapter casePoissonLoad(PoissonLoad object) {
				return createPoissonLoadAdapter();
			}
			@Override
			public Adapter caseVaryingRateLoad(VaryingRateLoad object) {
				return createVaryingRateLoadAdapter();
			}
			@Override
			public Adapter caseTraceLoad(TraceLoad object) {
				return createTraceLoadAdapter();
			}
			@Override
			public Adapter caseUserBehaviourGraph(UserBehaviourGraph object) {
				return createUserBehaviourGraphAdapter();
			}
			@Override
			public Adapter caseUserState(UserState object) {
				return createUserStateAdapter();
			}
			@Override
			public Adapter caseUserTransition(UserTransition object) {
				return createUserTransitionAdapter();
			}
			@Override
			public Adapter caseApplication(Application object) {
				return createApplicationAdapter();
			}
			@Override
			public Adapter caseNetworkSegment(NetworkSegment object) {
				return createNetworkSegmentAdapter();
			}
			@Override
			public Adapter caseDelayNetwork(DelayNetwork object) {
				return createDelayNetworkAdapter();
			}
			@Override
			public Adapter caseSharedMediumNetwork(SharedMediumNetwork object) {
				return createSharedMediumNetworkAdapter();
			}
			@Override
			public Adapter casePiecewiseLinearNetwork(PiecewiseLinearNetwork object) {
				return createPiecewiseLinearNetworkAdapter();
			}
			@Override
			public Adapter caseEthernetNetwork(EthernetNetwork object) {
				return createEthernetNetworkAdapter();
			}
			@Override
			public Adapter caseSwitchedNetwork(SwitchedNetwork object) {
				return createSwitchedNetworkAdapter();
			}
			@Override
			public Adapter caseAnalyticNetwork(AnalyticNetwork object) {
				return createAnalyticNetworkAdapter();
			}
			@Override
			public Adapter casePingPongApplication(PingPongApplication object) {
				return createPingPongApplicationAdapter();
			}
			@Override
			public Adapter caseTokenRingApplication(TokenRingApplication object) {
				return createTokenRingApplicationAdapter();
			}
			@Override
			public Adapter caseMasterSlaveApplication(MasterSlaveApplication object) {
				return createMasterSlaveApplicationAdapter();
			}
			@Override
			public Adapter caseTraceReplayApplication(TraceReplayApplication object) {
				return createTraceReplayApplicationAdapter();
			}
			@Override
			public Adapter caseRealApplication(RealApplication object) {
				return createRealApplicationAdapter();
			}
			@Override
			public Adapter caseObservedTaskApplication(ObservedTaskApplication object) {
				return createObservedTaskApplicationAdapter();
			}
			@Override
			public Adapter caseObservedTask(ObservedTask object) {
				return createObservedTaskAdapter();
			}
			@Override
			public Adapter caseRunSettings(RunSettings object) {
				return createRunSettingsAdapter();
			}
			@Override
			public Adapter caseRoutedNetwork(RoutedNetwork object) {
				return createRoutedNetworkAdapter();
			}
			@Override
			public Adapter caseLink(Link object) {
				return createLinkAdapter();
			}
			@Override
			public Adapter caseRouter(Router object) {
				return createRouterAdapter();
			}
			@Override
			public Adapter caseRoute(Route object) {
				return createRouteAdapter();
			}
			@Override
			public Adapter caseCluster(Cluster object) {
				return createClusterAdapter();
			}
			@Override
			public Adapter caseZone(Zone object) {
				return createZoneAdapter();
			}
			@Override
			public Adapter defaultCase(EObject object) {
				return createEObjectAdapter();
			}
		};

	/**
	 * Creates an adapter for the <code>target</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param target the object to adapt.
	 * @return the adapter for the <code>target</code>.
	 * @generated
	 */
	@Override
	public Adapter createAdapter(Notifier target) {
		return modelSwitch.doSwitch((EObject)target);
	}


	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.Scenario <em>Scenario</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.Scenario
	 * @generated
	 */
	public Adapter createScenarioAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.Sweep <em>Sweep</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.Sweep
	 * @generated
	 */
	public Adapter createSweepAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.Platform <em>Platform</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.Platform
	 * @generated
	 */
	public Adapter createPlatformAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.Host <em>Host</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.Host
	 * @generated
	 */
	public Adapter createHostAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.Workload <em>Workload</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.Workload
	 * @generated
	 */
	public Adapter createWorkloadAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.PermanentLoad <em>Permanent Load</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.PermanentLoad
	 * @generated
	 */
	public Adapter createPermanentLoadAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.HostGroup <em>Host Group</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.HostGroup
	 * @generated
	 */
	public Adapter createHostGroupAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.PoissonLoad <em>Poisson Load</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.PoissonLoad
	 * @generated
	 */
	public Adapter createPoissonLoadAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.VaryingRateLoad <em>Varying Rate Load</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.VaryingRateLoad
	 * @generated
	 */
	public Adapter createVaryingRateLoadAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.TraceLoad <em>Trace Load</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.TraceLoad
	 * @generated
	 */
	public Adapter createTraceLoadAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.UserBehaviourGraph <em>User Behaviour Graph</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.UserBehaviourGraph
	 * @generated
	 */
	public Adapter createUserBehaviourGraphAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.UserState <em>User State</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.UserState
	 * @generated
	 */
	public Adapter createUserStateAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.UserTransition <em>User Transition</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.UserTransition
	 * @generated
	 */
	public Adapter createUserTransitionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.Application <em>Application</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.Application
	 * @generated
	 */
	public Adapter createApplicationAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.NetworkSegment <em>Network Segment</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.NetworkSegment
	 * @generated
	 */
	public Adapter createNetworkSegmentAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.DelayNetwork <em>Delay Network</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.DelayNetwork
	 * @generated
	 */
	public Adapter createDelayNetworkAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.SharedMediumNetwork <em>Shared Medium Network</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.SharedMediumNetwork
	 * @generated
	 */
	public Adapter createSharedMediumNetworkAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.PiecewiseLinearNetwork <em>Piecewise Linear Network</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.PiecewiseLinearNetwork
	 * @generated
	 */
	public Adapter createPiecewiseLinearNetworkAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.EthernetNetwork <em>Ethernet Network</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.EthernetNetwork
	 * @generated
	 */
	public Adapter createEthernetNetworkAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.SwitchedNetwork <em>Switched Network</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.SwitchedNetwork
	 * @generated
	 */
	public Adapter createSwitchedNetworkAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.AnalyticNetwork <em>Analytic Network</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.AnalyticNetwork
	 * @generated
	 */
	public Adapter createAnalyticNetworkAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.PingPongApplication <em>Ping Pong Application</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.PingPongApplication
	 * @generated
	 */
	public Adapter createPingPongApplicationAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.TokenRingApplication <em>Token Ring Application</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.TokenRingApplication
	 * @generated
	 */
	public Adapter createTokenRingApplicationAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.MasterSlaveApplication <em>Master Slave Application</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.MasterSlaveApplication
	 * @generated
	 */
	public Adapter createMasterSlaveApplicationAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.TraceReplayApplication <em>Trace Replay Application</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.TraceReplayApplication
	 * @generated
	 */
	public Adapter createTraceReplayApplicationAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.RealApplication <em>Real Application</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.RealApplication
	 * @generated
	 */
	public Adapter createRealApplicationAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.ObservedTaskApplication <em>Observed Task Application</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.ObservedTaskApplication
	 * @generated
	 */
	public Adapter createObservedTaskApplicationAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.ObservedTask <em>Observed Task</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.ObservedTask
	 * @generated
	 */
	public Adapter createObservedTaskAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.RunSettings <em>Run Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.RunSettings
	 * @generated
	 */
	public Adapter createRunSettingsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.RoutedNetwork <em>Routed Network</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.RoutedNetwork
	 * @generated
	 */
	public Adapter createRoutedNetworkAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.Link <em>Link</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.Link
	 * @generated
	 */
	public Adapter createLinkAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.Router <em>Router</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.Router
	 * @generated
	 */
	public Adapter createRouterAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.Route <em>Route</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.Route
	 * @generated
	 */
	public Adapter createRouteAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.Cluster <em>Cluster</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.Cluster
	 * @generated
	 */
	public Adapter createClusterAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link lbsim.model.Zone <em>Zone</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see lbsim.model.Zone
	 * @generated
	 */
	public Adapter createZoneAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for the default case.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @generated
	 */
	public Adapter createEObjectAdapter() {
		return null;
	}

} //ModelAdapterFactory
