/**
 * lbsim - EPL-2.0
 */
package lbsim.model.util;

import lbsim.model.*;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.util.Switch;

/**
 * <!-- begin-user-doc -->
 * The <b>Switch</b> for the model's inheritance hierarchy.
 * It supports the call {@link #doSwitch(EObject) doSwitch(object)}
 * to invoke the <code>caseXXX</code> method for each class of the model,
 * starting with the actual class of the object
 * and proceeding up the inheritance hierarchy
 * until a non-null result is returned,
 * which is the result of the switch.
 * <!-- end-user-doc -->
 * @see lbsim.model.ModelPackage
 * @generated
 */
public class ModelSwitch<T> extends Switch<T> {
	/**
	 * The cached model package
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static ModelPackage modelPackage;

	/**
	 * Creates an instance of the switch.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ModelSwitch() {
		if (modelPackage == null) {
			modelPackage = ModelPackage.eINSTANCE;
		}
	}

	/**
	 * Checks whether this is a switch for the given package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param ePackage the package in question.
	 * @return whether this is a switch for the given package.
	 * @generated
	 */
	@Override
	protected boolean isSwitchFor(EPackage ePackage) {
		return ePackage == modelPackage;
	}

	/**
	 * Calls <code>caseXXX</code> for each class of the model until one returns a non null result; it yields that result.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the first non-null result returned by a <code>caseXXX</code> call.
	 * @generated
	 */
	@Override
	protected T doSwitch(int classifierID, EObject theEObject) {
		switch (classifierID) {
			case ModelPackage.SCENARIO: {
				Scenario scenario = (Scenario)theEObject;
				T result = caseScenario(scenario);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.SWEEP: {
				Sweep sweep = (Sweep)theEObject;
				T result = caseSweep(sweep);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.PLATFORM: {
				Platform platform = (Platform)theEObject;
				T result = casePlatform(platform);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.HOST: {
				Host host = (Host)theEObject;
				T result = caseHost(host);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.WORKLOAD: {
				Workload workload = (Workload)theEObject;
				T result = caseWorkload(workload);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.PERMANENT_LOAD: {
				PermanentLoad permanentLoad = (PermanentLoad)theEObject;
				T result = casePermanentLoad(permanentLoad);
				if (result == null) result = caseWorkload(permanentLoad);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.HOST_GROUP: {
				HostGroup hostGroup = (HostGroup)theEObject;
				T result = caseHostGroup(hostGroup);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.POISSON_LOAD: {
				PoissonLoad poissonLoad = (PoissonLoad)theEObject;
				T result = casePoissonLoad(poissonLoad);
				if (result == null) result = caseWorkload(poissonLoad);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.VARYING_RATE_LOAD: {
				VaryingRateLoad varyingRateLoad = (VaryingRateLoad)theEObject;
				T result = caseVaryingRateLoad(varyingRateLoad);
				if (result == null) result = caseWorkload(varyingRateLoad);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.TRACE_LOAD: {
				TraceLoad traceLoad = (TraceLoad)theEObject;
				T result = caseTraceLoad(traceLoad);
				if (result == null) result = caseWorkload(traceLoad);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.USER_BEHAVIOUR_GRAPH: {
				UserBehaviourGraph userBehaviourGraph = (UserBehaviourGraph)theEObject;
				T result = caseUserBehaviourGraph(userBehaviourGraph);
				if (result == null) result = caseWorkload(userBehaviourGraph);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.USER_STATE: {
				UserState userState = (UserState)theEObject;
				T result = caseUserState(userState);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.USER_TRANSITION: {
				UserTransition userTransition = (UserTransition)theEObject;
				T result = caseUserTransition(userTransition);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.APPLICATION: {
				Application application = (Application)theEObject;
				T result = caseApplication(application);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.NETWORK_SEGMENT: {
				NetworkSegment networkSegment = (NetworkSegment)theEObject;
				T result = caseNetworkSegment(networkSegment);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.DELAY_NETWORK: {
				DelayNetwork delayNetwork = (DelayNetwork)theEObject;
				T result = caseDelayNetwork(delayNetwork);
				if (result == null) result = caseNetworkSegment(delayNetwork);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.SHARED_MEDIUM_NETWORK: {
				SharedMediumNetwork sharedMediumNetwork = (SharedMediumNetwork)theEObject;
				T result = caseSharedMediumNetwork(sharedMediumNetwork);
				if (result == null) result = caseNetworkSegment(sharedMediumNetwork);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.PIECEWISE_LINEAR_NETWORK: {
				PiecewiseLinearNetwork piecewiseLinearNetwork = (PiecewiseLinearNetwork)theEObject;
				T result = casePiecewiseLinearNetwork(piecewiseLinearNetwork);
				if (result == null) result = caseNetworkSegment(piecewiseLinearNetwork);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.ETHERNET_NETWORK: {
				EthernetNetwork ethernetNetwork = (EthernetNetwork)theEObject;
				T result = caseEthernetNetwork(ethernetNetwork);
				if (result == null) result = caseNetworkSegment(ethernetNetwork);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.SWITCHED_NETWORK: {
				SwitchedNetwork switchedNetwork = (SwitchedNetwork)theEObject;
				T result = caseSwitchedNetwork(switchedNetwork);
				if (result == null) result = caseNetworkSegment(switchedNetwork);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.ANALYTIC_NETWORK: {
				AnalyticNetwork analyticNetwork = (AnalyticNetwork)theEObject;
				T result = caseAnalyticNetwork(analyticNetwork);
				if (result == null) result = caseNetworkSegment(analyticNetwork);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.PING_PONG_APPLICATION: {
				PingPongApplication pingPongApplication = (PingPongApplication)theEObject;
				T result = casePingPongApplication(pingPongApplication);
				if (result == null) result = caseApplication(pingPongApplication);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.TOKEN_RING_APPLICATION: {
				TokenRingApplication tokenRingApplication = (TokenRingApplication)theEObject;
				T result = caseTokenRingApplication(tokenRingApplication);
				if (result == null) result = caseApplication(tokenRingApplication);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.MASTER_SLAVE_APPLICATION: {
				MasterSlaveApplication masterSlaveApplication = (MasterSlaveApplication)theEObject;
				T result = caseMasterSlaveApplication(masterSlaveApplication);
				if (result == null) result = caseApplication(masterSlaveApplication);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.TRACE_REPLAY_APPLICATION: {
				TraceReplayApplication traceReplayApplication = (TraceReplayApplication)theEObject;
				T result = caseTraceReplayApplication(traceReplayApplication);
				if (result == null) result = caseApplication(traceReplayApplication);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.REAL_APPLICATION: {
				RealApplication realApplication = (RealApplication)theEObject;
				T result = caseRealApplication(realApplication);
				if (result == null) result = caseApplication(realApplication);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.OBSERVED_TASK_APPLICATION: {
				ObservedTaskApplication observedTaskApplication = (ObservedTaskApplication)theEObject;
				T result = caseObservedTaskApplication(observedTaskApplication);
				if (result == null) result = caseApplication(observedTaskApplication);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.OBSERVED_TASK: {
				ObservedTask observedTask = (ObservedTask)theEObject;
				T result = caseObservedTask(observedTask);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.RUN_SETTINGS: {
				RunSettings runSettings = (RunSettings)theEObject;
				T result = caseRunSettings(runSettings);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.ROUTED_NETWORK: {
				RoutedNetwork routedNetwork = (RoutedNetwork)theEObject;
				T result = caseRoutedNetwork(routedNetwork);
				if (result == null) result = caseNetworkSegment(routedNetwork);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.LINK: {
				Link link = (Link)theEObject;
				T result = caseLink(link);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.ROUTER: {
				Router router = (Router)theEObject;
				T result = caseRouter(router);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.ROUTE: {
				Route route = (Route)theEObject;
				T result = caseRoute(route);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.CLUSTER: {
				Cluster cluster = (Cluster)theEObject;
				T result = caseCluster(cluster);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ModelPackage.ZONE: {
				Zone zone = (Zone)theEObject;
				T result = caseZone(zone);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			default: return defaultCase(theEObject);
		}
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Scenario</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseScenario(Scenario object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Sweep</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Sweep</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSweep(Sweep object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Platform</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Platform</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePlatform(Platform object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Host</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHost(Host object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Workload</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Workload</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseWorkload(Workload object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Permanent Load</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Permanent Load</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePermanentLoad(PermanentLoad object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Host Group</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Host Group</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseHostGroup(HostGroup object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Poisson Load</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Poisson Load</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePoissonLoad(PoissonLoad object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Varying Rate Load</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Varying Rate Load</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseVaryingRateLoad(VaryingRateLoad object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Trace Load</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Trace Load</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTraceLoad(TraceLoad object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>User Behaviour Graph</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>User Behaviour Graph</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseUserBehaviourGraph(UserBehaviourGraph object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>User State</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>User State</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseUserState(UserState object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>User Transition</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>User Transition</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseUserTransition(UserTransition object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Application</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Application</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseApplication(Application object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Network Segment</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Network Segment</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseNetworkSegment(NetworkSegment object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Delay Network</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Delay Network</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseDelayNetwork(DelayNetwork object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Shared Medium Network</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Shared Medium Network</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSharedMediumNetwork(SharedMediumNetwork object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Piecewise Linear Network</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Piecewise Linear Network</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePiecewiseLinearNetwork(PiecewiseLinearNetwork object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Ethernet Network</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Ethernet Network</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseEthernetNetwork(EthernetNetwork object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Switched Network</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Switched Network</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSwitchedNetwork(SwitchedNetwork object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Analytic Network</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Analytic Network</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseAnalyticNetwork(AnalyticNetwork object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Ping Pong Application</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Ping Pong Application</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePingPongApplication(PingPongApplication object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Token Ring Application</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Token Ring Application</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTokenRingApplication(TokenRingApplication object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Master Slave Application</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseMasterSlaveApplication(MasterSlaveApplication object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Trace Replay Application</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Trace Replay Application</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTraceReplayApplication(TraceReplayApplication object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Real Application</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Real Application</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRealApplication(RealApplication object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Observed Task Application</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Observed Task Application</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseObservedTaskApplication(ObservedTaskApplication object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Observed Task</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Observed Task</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseObservedTask(ObservedTask object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Run Settings</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Run Settings</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRunSettings(RunSettings object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Routed Network</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Routed Network</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRoutedNetwork(RoutedNetwork object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Link</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Link</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseLink(Link object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Router</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Router</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRouter(Router object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Route</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Route</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRoute(Route object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Cluster</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Cluster</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCluster(Cluster object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Zone</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Zone</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseZone(Zone object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch, but this is the last case anyway.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject)
	 * @generated
	 */
	@Override
	public T defaultCase(EObject object) {
		return null;
	}

} //ModelSwitch
