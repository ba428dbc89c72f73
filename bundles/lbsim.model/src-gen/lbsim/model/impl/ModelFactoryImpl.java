/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.*;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.impl.EFactoryImpl;

import org.eclipse.emf.ecore.plugin.EcorePlugin;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Factory</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class ModelFactoryImpl extends EFactoryImpl implements ModelFactory {
	/**
	 * Creates the default factory implementation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static ModelFactory init() {
		try {
			ModelFactory theModelFactory = (ModelFactory)EPackage.Registry.INSTANCE.getEFactory(ModelPackage.eNS_URI);
			if (theModelFactory != null) {
				return theModelFactory;
			}
		}
		catch (Exception exception) {
			EcorePlugin.INSTANCE.log(exception);
		}
		return new ModelFactoryImpl();
	}

	/**
	 * Creates an instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ModelFactoryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EObject create(EClass eClass) {
		switch (eClass.getClassifierID()) {
			case ModelPackage.SCENARIO: return createScenario();
			case ModelPackage.SWEEP: return createSweep();
			case ModelPackage.PLATFORM: return createPlatform();
			case ModelPackage.HOST: return createHost();
			case ModelPackage.PERMANENT_LOAD: return createPermanentLoad();
			case ModelPackage.HOST_GROUP: return createHostGroup();
			case ModelPackage.POISSON_LOAD: return createPoissonLoad();
			case ModelPackage.VARYING_RATE_LOAD: return createVaryingRateLoad();
			case ModelPackage.TRACE_LOAD: return createTraceLoad();
			case ModelPackage.USER_BEHAVIOUR_GRAPH: return createUserBehaviourGraph();
			case ModelPackage.USER_STATE: return createUserState();
			case ModelPackage.USER_TRANSITION: return createUserTransition();
			case ModelPackage.DELAY_NETWORK: return createDelayNetwork();
			case ModelPackage.SHARED_MEDIUM_NETWORK: return createSharedMediumNetwork();
			case ModelPackage.PIECEWISE_LINEAR_NETWORK: return createPiecewiseLinearNetwork();
			case ModelPackage.ETHERNET_NETWORK: return createEthernetNetwork();
			case ModelPackage.SWITCHED_NETWORK: return createSwitchedNetwork();
			case ModelPackage.ANALYTIC_NETWORK: return createAnalyticNetwork();
			case ModelPackage.PING_PONG_APPLICATION: return createPingPongApplication();
			case ModelPackage.TOKEN_RING_APPLICATION: return createTokenRingApplication();
			case ModelPackage.MASTER_SLAVE_APPLICATION: return createMasterSlaveApplication();
			case ModelPackage.TRACE_REPLAY_APPLICATION: return createTraceReplayApplication();
			case ModelPackage.REAL_APPLICATION: return createRealApplication();
			case ModelPackage.OBSERVED_TASK_APPLICATION: return createObservedTaskApplication();
			case ModelPackage.OBSERVED_TASK: return createObservedTask();
			case ModelPackage.RUN_SETTINGS: return createRunSettings();
			case ModelPackage.ROUTED_NETWORK: return createRoutedNetwork();
			case ModelPackage.LINK: return createLink();
			case ModelPackage.ROUTER: return createRouter();
			case ModelPackage.ROUTE: return createRoute();
			case ModelPackage.CLUSTER: return createCluster();
			case ModelPackage.ZONE: return createZone();
			default:
				throw new IllegalArgumentException("The class '" + eClass.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object createFromString(EDataType eDataType, String initialValue) {
		switch (eDataType.getClassifierID()) {
			case ModelPackage.SCHEDULER_POLICY:
				return createSchedulerPolicyFromString(eDataType, initialValue);
			case ModelPackage.CPU_SHARING:
				return createCpuSharingFromString(eDataType, initialValue);
			case ModelPackage.RATE_INTERPOLATION:
				return createRateInterpolationFromString(eDataType, initialValue);
			case ModelPackage.COST_MODE:
				return createCostModeFromString(eDataType, initialValue);
			case ModelPackage.NETWORK_SHARING_MODEL:
				return createNetworkSharingModelFromString(eDataType, initialValue);
			case ModelPackage.LINK_SHARING:
				return createLinkSharingFromString(eDataType, initialValue);
			case ModelPackage.ZONE_ROUTING:
				return createZoneRoutingFromString(eDataType, initialValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String convertToString(EDataType eDataType, Object instanceValue) {
		switch (eDataType.getClassifierID()) {
			case ModelPackage.SCHEDULER_POLICY:
				return convertSchedulerPolicyToString(eDataType, instanceValue);
			case ModelPackage.CPU_SHARING:
				return convertCpuSharingToString(eDataType, instanceValue);
			case ModelPackage.RATE_INTERPOLATION:
				return convertRateInterpolationToString(eDataType, instanceValue);
			case ModelPackage.COST_MODE:
				return convertCostModeToString(eDataType, instanceValue);
			case ModelPackage.NETWORK_SHARING_MODEL:
				return convertNetworkSharingModelToString(eDataType, instanceValue);
			case ModelPackage.LINK_SHARING:
				return convertLinkSharingToString(eDataType, instanceValue);
			case ModelPackage.ZONE_ROUTING:
				return convertZoneRoutingToString(eDataType, instanceValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Scenario createScenario() {
		ScenarioImpl scenario = new ScenarioImpl();
		return scenario;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Sweep createSweep() {
		SweepImpl sweep = new SweepImpl();
		return sweep;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Platform createPlatform() {
		PlatformImpl platform = new PlatformImpl();
		return platform;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host createHost() {
		HostImpl host = new HostImpl();
		return host;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PermanentLoad createPermanentLoad() {
		PermanentLoadImpl permanentLoad = new PermanentLoadImpl();
		return permanentLoad;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public HostGroup createHostGroup() {
		HostGroupImpl hostGroup = new HostGroupImpl();
		return hostGroup;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PoissonLoad createPoissonLoad() {
		PoissonLoadImpl poissonLoad = new PoissonLoadImpl();
		return poissonLoad;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public VaryingRateLoad createVaryingRateLoad() {
		VaryingRateLoadImpl varyingRateLoad = new VaryingRateLoadImpl();
		return varyingRateLoad;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TraceLoad createTraceLoad() {
		TraceLoadImpl traceLoad = new TraceLoadImpl();
		return traceLoad;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UserBehaviourGraph createUserBehaviourGraph() {
		UserBehaviourGraphImpl userBehaviourGraph = new UserBehaviourGraphImpl();
		return userBehaviourGraph;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UserState createUserState() {
		UserStateImpl userState = new UserStateImpl();
		return userState;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UserTransition createUserTransition() {
		UserTransitionImpl userTransition = new UserTransitionImpl();
		return userTransition;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DelayNetwork createDelayNetwork() {
		DelayNetworkImpl delayNetwork = new DelayNetworkImpl();
		return delayNetwork;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SharedMediumNetwork createSharedMediumNetwork() {
		SharedMediumNetworkImpl sharedMediumNetwork = new SharedMediumNetworkImpl();
		return sharedMediumNetwork;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PiecewiseLinearNetwork createPiecewiseLinearNetwork() {
		PiecewiseLinearNetworkImpl piecewiseLinearNetwork = new PiecewiseLinearNetworkImpl();
		return piecewiseLinearNetwork;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EthernetNetwork createEthernetNetwork() {
		EthernetNetworkImpl ethernetNetwork = new EthernetNetworkImpl();
		return ethernetNetwork;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SwitchedNetwork createSwitchedNetwork() {
		SwitchedNetworkImpl switchedNetwork = new SwitchedNetworkImpl();
		return switchedNetwork;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AnalyticNetwork createAnalyticNetwork() {
		AnalyticNetworkImpl analyticNetwork = new AnalyticNetworkImpl();
		return analyticNetwork;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PingPongApplication createPingPongApplication() {
		PingPongApplicationImpl pingPongApplication = new PingPongApplicationImpl();
		return pingPongApplication;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TokenRingApplication createTokenRingApplication() {
		TokenRingApplicationImpl tokenRingApplication = new TokenRingApplicationImpl();
		return tokenRingApplication;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MasterSlaveApplication createMasterSlaveApplication() {
		MasterSlaveApplicationImpl masterSlaveApplication = new MasterSlaveApplicationImpl();
		return masterSlaveApplication;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TraceReplayApplication createTraceReplayApplication() {
		TraceReplayApplicationImpl traceReplayApplication = new TraceReplayApplicationImpl();
		return traceReplayApplication;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RealApplication createRealApplication() {
		RealApplicationImpl realApplication = new RealApplicationImpl();
		return realApplication;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ObservedTaskApplication createObservedTaskApplication() {
		ObservedTaskApplicationImpl observedTaskApplication = new ObservedTaskApplicationImpl();
		return observedTaskApplication;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ObservedTask createObservedTask() {
		ObservedTaskImpl observedTask = new ObservedTaskImpl();
		return observedTask;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RunSettings createRunSettings() {
		RunSettingsImpl runSettings = new RunSettingsImpl();
		return runSettings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RoutedNetwork createRoutedNetwork() {
		RoutedNetworkImpl routedNetwork = new RoutedNetworkImpl();
		return routedNetwork;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Link createLink() {
		LinkImpl link = new LinkImpl();
		return link;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Router createRouter() {
		RouterImpl router = new RouterImpl();
		return router;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Route createRoute() {
		RouteImpl route = new RouteImpl();
		return route;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Cluster createCluster() {
		ClusterImpl cluster = new ClusterImpl();
		return cluster;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Zone createZone() {
		ZoneImpl zone = new ZoneImpl();
		return zone;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SchedulerPolicy createSchedulerPolicyFromString(EDataType eDataType, String initialValue) {
		SchedulerPolicy result = SchedulerPolicy.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSchedulerPolicyToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CpuSharing createCpuSharingFromString(EDataType eDataType, String initialValue) {
		CpuSharing result = CpuSharing.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertCpuSharingToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public RateInterpolation createRateInterpolationFromString(EDataType eDataType, String initialValue) {
		RateInterpolation result = RateInterpolation.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertRateInterpolationToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CostMode createCostModeFromString(EDataType eDataType, String initialValue) {
		CostMode result = CostMode.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertCostModeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NetworkSharingModel createNetworkSharingModelFromString(EDataType eDataType, String initialValue) {
		NetworkSharingModel result = NetworkSharingModel.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertNetworkSharingModelToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LinkSharing createLinkSharingFromString(EDataType eDataType, String initialValue) {
		LinkSharing result = LinkSharing.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertLinkSharingToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ZoneRouting createZoneRoutingFromString(EDataType eDataType, String initialValue) {
		ZoneRouting result = ZoneRouting.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertZoneRoutingToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ModelPackage getModelPackage() {
		return (ModelPackage)getEPackage();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @deprecated
	 * @generated
	 */
	@Deprecated
	public static ModelPackage getPackage() {
		return ModelPackage.eINSTANCE;
	}

} //ModelFactoryImpl
