/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.AnalyticNetwork;
import lbsim.model.Application;
import lbsim.model.Cluster;
import lbsim.model.CostMode;
import lbsim.model.CpuSharing;
import lbsim.model.DelayNetwork;
import lbsim.model.EthernetNetwork;
import lbsim.model.Host;
import lbsim.model.HostGroup;
import lbsim.model.Link;
import lbsim.model.LinkSharing;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.ModelFactory;
import lbsim.model.ModelPackage;
import lbsim.model.NetworkSegment;
import lbsim.model.NetworkSharingModel;
import lbsim.model.ObservedTask;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.PermanentLoad;
import lbsim.model.PiecewiseLinearNetwork;
import lbsim.model.PingPongApplication;
import lbsim.model.Platform;
import lbsim.model.PoissonLoad;
import lbsim.model.RateInterpolation;
import lbsim.model.RealApplication;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Router;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.SchedulerPolicy;
import lbsim.model.SharedMediumNetwork;
import lbsim.model.Sweep;
import lbsim.model.SwitchedNetwork;
import lbsim.model.TokenRingApplication;
import lbsim.model.TraceLoad;
import lbsim.model.TraceReplayApplication;
import lbsim.model.UserBehaviourGraph;
import lbsim.model.UserState;
import lbsim.model.UserTransition;
import lbsim.model.VaryingRateLoad;
import lbsim.model.Workload;

import lbsim.model.Zone;
import lbsim.model.ZoneRouting;
import lbsim.model.util.ModelValidator;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EValidator;

import org.eclipse.emf.ecore.impl.EPackageImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Package</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class ModelPackageImpl extends EPackageImpl implements ModelPackage {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass scenarioEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass sweepEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass platformEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hostEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass workloadEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass permanentLoadEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hostGroupEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass poissonLoadEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass varyingRateLoadEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass traceLoadEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass userBehaviourGraphEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass userStateEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass userTransitionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass applicationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass networkSegmentEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass delayNetworkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass sharedMediumNetworkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass piecewiseLinearNetworkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass ethernetNetworkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass switchedNetworkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass analyticNetworkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass pingPongApplicationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass tokenRingApplicationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass masterSlaveApplicationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass traceReplayApplicationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass realApplicationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass observedTaskApplicationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass observedTaskEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass runSettingsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass routedNetworkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass linkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass routerEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass routeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass clusterEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass zoneEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum schedulerPolicyEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum cpuSharingEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum rateInterpolationEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum costModeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum networkSharingModelEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum linkSharingEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum zoneRoutingEEnum = null;

	/**
	 * Creates an instance of the model <b>Package</b>, registered with
	 * {@link org.eclipse.emf.ecore.EPackage.Registry EPackage.Registry} by the package
	 * package URI value.
	 * <p>Note: the correct way to create the package is via the static
	 * factory method {@link #init init()}, which also performs
	 * initialization of the package, or returns the registered package,
	 * if one already exists.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.eclipse.emf.ecore.EPackage.Registry
	 * @see lbsim.model.ModelPackage#eNS_URI
	 * @see #init()
	 * @generated
	 */
	private ModelPackageImpl() {
		super(eNS_URI, ModelFactory.eINSTANCE);
	}
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static boolean isInited = false;

	/**
	 * Creates, registers, and initializes the <b>Package</b> for this model, and for any others upon which it depends.
	 *
	 * <p>This method is used to initialize {@link ModelPackage#eINSTANCE} when that field is accessed.
	 * Clients should not invoke it directly. Instead, they should simply access that field to obtain the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #eNS_URI
	 * @see #createPackageContents()
	 * @see #initializePackageContents()
	 * @generated
	 */
	public static ModelPackage init() {
		if (isInited) return (ModelPackage)EPackage.Registry.INSTANCE.getEPackage(ModelPackage.eNS_URI);

		// Obtain or create and register package
		Object registeredModelPackage = EPackage.Registry.INSTANCE.get(eNS_URI);
		ModelPackageImpl theModelPackage = registeredModelPackage instanceof ModelPackageImpl ? (ModelPackageImpl)registeredModelPackage : new ModelPackageImpl();

		isInited = true;

		// Create package meta-data objects
		theModelPackage.createPackageContents();

		// Initialize created meta-data
		theModelPackage.initializePackageContents();

		// Register package validator
		EValidator.Registry.INSTANCE.put
			(theModelPackage,
			 new EValidator.Descriptor() {
				 @Override
				 public EValidator getEValidator() {
					 return ModelValidator.INSTANCE;
				 }
			 });

		// Mark meta-data to indicate it can't be changed
		theModelPackage.freeze();

		// Update the registry and return the package
		EPackage.Registry.INSTANCE.put(ModelPackage.eNS_URI, theModelPackage);
		return theModelPackage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getScenario() {
		return scenarioEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_Name() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_Description() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Platform() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Workloads() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Application() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Run() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Sweeps() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSweep() {
		return sweepEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSweep_Path() {
		return (EAttribute)sweepEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSweep_Spec() {
		return (EAttribute)sweepEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPlatform() {
		return platformEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPlatform_Hosts() {
		return (EReference)platformEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPlatform_Groups() {
		return (EReference)platformEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPlatform_Segments() {
		return (EReference)platformEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPlatform_SpawnDelaySeconds() {
		return (EAttribute)platformEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHost() {
		return hostEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_Name() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_Speed() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_Processors() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_Scheduler() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHost_Segment() {
		return (EReference)hostEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_TimeSliceSeconds() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_Sharing() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_SpeedProfile() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_StateProfile() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_FullSpeedTime() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_ReducedSpeedTime() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_ReducedSpeed() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_TimeToFailure() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_TimeToRepair() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_PstateSpeeds() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_Pstate() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_WattagePerState() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_WattageOff() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getWorkload() {
		return workloadEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWorkload_Name() {
		return (EAttribute)workloadEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getWorkload_Host() {
		return (EReference)workloadEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getWorkload_Group() {
		return (EReference)workloadEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPermanentLoad() {
		return permanentLoadEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPermanentLoad_Count() {
		return (EAttribute)permanentLoadEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPermanentLoad_Nice() {
		return (EAttribute)permanentLoadEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHostGroup() {
		return hostGroupEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHostGroup_Name() {
		return (EAttribute)hostGroupEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHostGroup_Hosts() {
		return (EReference)hostGroupEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHostGroup_MeanTimeToFailureSeconds() {
		return (EAttribute)hostGroupEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHostGroup_MeanTimeToRepairSeconds() {
		return (EAttribute)hostGroupEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPoissonLoad() {
		return poissonLoadEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPoissonLoad_RatePerSecond() {
		return (EAttribute)poissonLoadEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPoissonLoad_Demand() {
		return (EAttribute)poissonLoadEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPoissonLoad_Nice() {
		return (EAttribute)poissonLoadEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getVaryingRateLoad() {
		return varyingRateLoadEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVaryingRateLoad_RateFile() {
		return (EAttribute)varyingRateLoadEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVaryingRateLoad_Interpolation() {
		return (EAttribute)varyingRateLoadEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVaryingRateLoad_PeriodSeconds() {
		return (EAttribute)varyingRateLoadEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVaryingRateLoad_Demand() {
		return (EAttribute)varyingRateLoadEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVaryingRateLoad_Nice() {
		return (EAttribute)varyingRateLoadEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTraceLoad() {
		return traceLoadEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceLoad_TraceFile() {
		return (EAttribute)traceLoadEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getUserBehaviourGraph() {
		return userBehaviourGraphEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUserBehaviourGraph_States() {
		return (EReference)userBehaviourGraphEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUserBehaviourGraph_InitialState() {
		return (EAttribute)userBehaviourGraphEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getUserState() {
		return userStateEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUserState_Name() {
		return (EAttribute)userStateEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUserState_ThinkTime() {
		return (EAttribute)userStateEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUserState_Demand() {
		return (EAttribute)userStateEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUserState_Nice() {
		return (EAttribute)userStateEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getUserState_Transitions() {
		return (EReference)userStateEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getUserTransition() {
		return userTransitionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUserTransition_To() {
		return (EAttribute)userTransitionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUserTransition_Probability() {
		return (EAttribute)userTransitionEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getApplication() {
		return applicationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNetworkSegment() {
		return networkSegmentEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNetworkSegment_Name() {
		return (EAttribute)networkSegmentEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDelayNetwork() {
		return delayNetworkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDelayNetwork_SendDelaySeconds() {
		return (EAttribute)delayNetworkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDelayNetwork_ReceiveDelaySeconds() {
		return (EAttribute)delayNetworkEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDelayNetwork_TransmissionDelaySeconds() {
		return (EAttribute)delayNetworkEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDelayNetwork_ProportionalDelayPerKBSeconds() {
		return (EAttribute)delayNetworkEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSharedMediumNetwork() {
		return sharedMediumNetworkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSharedMediumNetwork_LatencySeconds() {
		return (EAttribute)sharedMediumNetworkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSharedMediumNetwork_BandwidthBytesPerSecond() {
		return (EAttribute)sharedMediumNetworkEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSharedMediumNetwork_SendOverheadSeconds() {
		return (EAttribute)sharedMediumNetworkEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSharedMediumNetwork_ReceiveOverheadSeconds() {
		return (EAttribute)sharedMediumNetworkEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPiecewiseLinearNetwork() {
		return piecewiseLinearNetworkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPiecewiseLinearNetwork_SendTimeSameNode() {
		return (EAttribute)piecewiseLinearNetworkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPiecewiseLinearNetwork_SendTimeOtherNode() {
		return (EAttribute)piecewiseLinearNetworkEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPiecewiseLinearNetwork_TransmissionTimeSameNode() {
		return (EAttribute)piecewiseLinearNetworkEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPiecewiseLinearNetwork_TransmissionTimeOtherNode() {
		return (EAttribute)piecewiseLinearNetworkEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPiecewiseLinearNetwork_ContentionFactors() {
		return (EAttribute)piecewiseLinearNetworkEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPiecewiseLinearNetwork_ReceiveOverheadSeconds() {
		return (EAttribute)piecewiseLinearNetworkEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getEthernetNetwork() {
		return ethernetNetworkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getEthernetNetwork_BitsPerSecond() {
		return (EAttribute)ethernetNetworkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSwitchedNetwork() {
		return switchedNetworkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSwitchedNetwork_LatencySeconds() {
		return (EAttribute)switchedNetworkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSwitchedNetwork_LinkBandwidthBytesPerSecond() {
		return (EAttribute)switchedNetworkEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSwitchedNetwork_SendOverheadSeconds() {
		return (EAttribute)switchedNetworkEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSwitchedNetwork_ReceiveOverheadSeconds() {
		return (EAttribute)switchedNetworkEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getAnalyticNetwork() {
		return analyticNetworkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyticNetwork_SetupSeconds() {
		return (EAttribute)analyticNetworkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyticNetwork_BlockBytes() {
		return (EAttribute)analyticNetworkEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyticNetwork_BlockSetupSeconds() {
		return (EAttribute)analyticNetworkEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyticNetwork_BandwidthBytesPerSecond() {
		return (EAttribute)analyticNetworkEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyticNetwork_SendOverheadSeconds() {
		return (EAttribute)analyticNetworkEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnalyticNetwork_ReceiveOverheadSeconds() {
		return (EAttribute)analyticNetworkEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPingPongApplication() {
		return pingPongApplicationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPingPongApplication_HostA() {
		return (EReference)pingPongApplicationEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPingPongApplication_HostB() {
		return (EReference)pingPongApplicationEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPingPongApplication_Sizes() {
		return (EAttribute)pingPongApplicationEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPingPongApplication_Repetitions() {
		return (EAttribute)pingPongApplicationEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTokenRingApplication() {
		return tokenRingApplicationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTokenRingApplication_Hosts() {
		return (EReference)tokenRingApplicationEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTokenRingApplication_TokenBytes() {
		return (EAttribute)tokenRingApplicationEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTokenRingApplication_Rounds() {
		return (EAttribute)tokenRingApplicationEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMasterSlaveApplication() {
		return masterSlaveApplicationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getMasterSlaveApplication_Master() {
		return (EReference)masterSlaveApplicationEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getMasterSlaveApplication_Slaves() {
		return (EReference)masterSlaveApplicationEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_Units() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_UnitCost() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_RequestBytes() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_WorkBytesFixed() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_WorkBytesPerUnit() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_ResultBytesFixed() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_ResultBytesPerUnit() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_MasterOverheadSeconds() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_NeighbourBytes() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_Rounds() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_Strategy() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_StrategyClass() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_SlaveCount() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_FailureDetectionSeconds() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMasterSlaveApplication_Rejoin() {
		return (EAttribute)masterSlaveApplicationEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTraceReplayApplication() {
		return traceReplayApplicationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceReplayApplication_Traces() {
		return (EAttribute)traceReplayApplicationEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTraceReplayApplication_Hosts() {
		return (EReference)traceReplayApplicationEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceReplayApplication_TraceHostSpeed() {
		return (EAttribute)traceReplayApplicationEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTraceReplayApplication_UseNetworkCosts() {
		return (EAttribute)traceReplayApplicationEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRealApplication() {
		return realApplicationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRealApplication_MainClass() {
		return (EAttribute)realApplicationEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRealApplication_ClassPath() {
		return (EAttribute)realApplicationEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRealApplication_Args() {
		return (EAttribute)realApplicationEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRealApplication_CostMode() {
		return (EAttribute)realApplicationEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRealApplication_ReferenceFactor() {
		return (EAttribute)realApplicationEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRealApplication_ReferenceFlopsPerSecond() {
		return (EAttribute)realApplicationEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRealApplication_Host() {
		return (EReference)realApplicationEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRealApplication_TaskName() {
		return (EAttribute)realApplicationEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getObservedTaskApplication() {
		return observedTaskApplicationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getObservedTaskApplication_Tasks() {
		return (EReference)observedTaskApplicationEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getObservedTask() {
		return observedTaskEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getObservedTask_Name() {
		return (EAttribute)observedTaskEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getObservedTask_Host() {
		return (EReference)observedTaskEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getObservedTask_WorkSeconds() {
		return (EAttribute)observedTaskEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getObservedTask_Nice() {
		return (EAttribute)observedTaskEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getObservedTask_StartTimeSeconds() {
		return (EAttribute)observedTaskEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRunSettings() {
		return runSettingsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRunSettings_Seed() {
		return (EAttribute)runSettingsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRunSettings_EndTimeSeconds() {
		return (EAttribute)runSettingsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRunSettings_MaxEvents() {
		return (EAttribute)runSettingsEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRunSettings_WallClockLimitSeconds() {
		return (EAttribute)runSettingsEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRunSettings_Replications() {
		return (EAttribute)runSettingsEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRunSettings_EstimateFile() {
		return (EAttribute)runSettingsEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRoutedNetwork() {
		return routedNetworkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoutedNetwork_Model() {
		return (EAttribute)routedNetworkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoutedNetwork_LatencyFactor() {
		return (EAttribute)routedNetworkEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoutedNetwork_BandwidthFactor() {
		return (EAttribute)routedNetworkEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoutedNetwork_WeightS() {
		return (EAttribute)routedNetworkEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoutedNetwork_TcpGammaBytes() {
		return (EAttribute)routedNetworkEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoutedNetwork_Crosstraffic() {
		return (EAttribute)routedNetworkEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoutedNetwork_Routing() {
		return (EAttribute)routedNetworkEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoutedNetwork_SendOverheadSeconds() {
		return (EAttribute)routedNetworkEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoutedNetwork_ReceiveOverheadSeconds() {
		return (EAttribute)routedNetworkEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRoutedNetwork_Links() {
		return (EReference)routedNetworkEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRoutedNetwork_Routers() {
		return (EReference)routedNetworkEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRoutedNetwork_Routes() {
		return (EReference)routedNetworkEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRoutedNetwork_Clusters() {
		return (EReference)routedNetworkEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRoutedNetwork_Zones() {
		return (EReference)routedNetworkEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLink() {
		return linkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_Name() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_BandwidthBytesPerSecond() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_LatencySeconds() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_Sharing() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRouter() {
		return routerEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRouter_Name() {
		return (EAttribute)routerEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRoute() {
		return routeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoute_From() {
		return (EAttribute)routeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoute_To() {
		return (EAttribute)routeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoute_GatewayFrom() {
		return (EAttribute)routeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoute_GatewayTo() {
		return (EAttribute)routeEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRoute_Links() {
		return (EReference)routeEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoute_Directions() {
		return (EAttribute)routeEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoute_Symmetrical() {
		return (EAttribute)routeEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCluster() {
		return clusterEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCluster_Name() {
		return (EAttribute)clusterEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCluster_Hosts() {
		return (EReference)clusterEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCluster_BandwidthBytesPerSecond() {
		return (EAttribute)clusterEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCluster_LatencySeconds() {
		return (EAttribute)clusterEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCluster_Sharing() {
		return (EAttribute)clusterEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCluster_BackboneBandwidthBytesPerSecond() {
		return (EAttribute)clusterEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCluster_BackboneLatencySeconds() {
		return (EAttribute)clusterEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCluster_BackboneSharing() {
		return (EAttribute)clusterEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCluster_Router() {
		return (EAttribute)clusterEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getZone() {
		return zoneEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getZone_Name() {
		return (EAttribute)zoneEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getZone_Routing() {
		return (EAttribute)zoneEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getZone_Hosts() {
		return (EReference)zoneEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getZone_Routers() {
		return (EReference)zoneEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getZone_Routes() {
		return (EReference)zoneEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getZone_Clusters() {
		return (EReference)zoneEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getZone_Zones() {
		return (EReference)zoneEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSchedulerPolicy() {
		return schedulerPolicyEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getCpuSharing() {
		return cpuSharingEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getRateInterpolation() {
		return rateInterpolationEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getCostMode() {
		return costModeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getNetworkSharingModel() {
		return networkSharingModelEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getLinkSharing() {
		return linkSharingEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getZoneRouting() {
		return zoneRoutingEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ModelFactory getModelFactory() {
		return (ModelFactory)getEFactoryInstance();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isCreated = false;

	/**
	 * Creates the meta-model objects for the package.  This method is
	 * guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void createPackageContents() {
		if (isCreated) return;
		isCreated = true;

		// Create classes and their features
		scenarioEClass = createEClass(SCENARIO);
		createEAttribute(scenarioEClass, SCENARIO__NAME);
		createEAttribute(scenarioEClass, SCENARIO__DESCRIPTION);
		createEReference(scenarioEClass, SCENARIO__PLATFORM);
		createEReference(scenarioEClass, SCENARIO__WORKLOADS);
		createEReference(scenarioEClass, SCENARIO__APPLICATION);
		createEReference(scenarioEClass, SCENARIO__RUN);
		createEReference(scenarioEClass, SCENARIO__SWEEPS);

		sweepEClass = createEClass(SWEEP);
		createEAttribute(sweepEClass, SWEEP__PATH);
		createEAttribute(sweepEClass, SWEEP__SPEC);

		platformEClass = createEClass(PLATFORM);
		createEReference(platformEClass, PLATFORM__HOSTS);
		createEReference(platformEClass, PLATFORM__GROUPS);
		createEReference(platformEClass, PLATFORM__SEGMENTS);
		createEAttribute(platformEClass, PLATFORM__SPAWN_DELAY_SECONDS);

		hostEClass = createEClass(HOST);
		createEAttribute(hostEClass, HOST__NAME);
		createEAttribute(hostEClass, HOST__SPEED);
		createEAttribute(hostEClass, HOST__PROCESSORS);
		createEAttribute(hostEClass, HOST__SCHEDULER);
		createEReference(hostEClass, HOST__SEGMENT);
		createEAttribute(hostEClass, HOST__TIME_SLICE_SECONDS);
		createEAttribute(hostEClass, HOST__SHARING);
		createEAttribute(hostEClass, HOST__SPEED_PROFILE);
		createEAttribute(hostEClass, HOST__STATE_PROFILE);
		createEAttribute(hostEClass, HOST__FULL_SPEED_TIME);
		createEAttribute(hostEClass, HOST__REDUCED_SPEED_TIME);
		createEAttribute(hostEClass, HOST__REDUCED_SPEED);
		createEAttribute(hostEClass, HOST__TIME_TO_FAILURE);
		createEAttribute(hostEClass, HOST__TIME_TO_REPAIR);
		createEAttribute(hostEClass, HOST__PSTATE_SPEEDS);
		createEAttribute(hostEClass, HOST__PSTATE);
		createEAttribute(hostEClass, HOST__WATTAGE_PER_STATE);
		createEAttribute(hostEClass, HOST__WATTAGE_OFF);

		workloadEClass = createEClass(WORKLOAD);
		createEAttribute(workloadEClass, WORKLOAD__NAME);
		createEReference(workloadEClass, WORKLOAD__HOST);
		createEReference(workloadEClass, WORKLOAD__GROUP);

		permanentLoadEClass = createEClass(PERMANENT_LOAD);
		createEAttribute(permanentLoadEClass, PERMANENT_LOAD__COUNT);
		createEAttribute(permanentLoadEClass, PERMANENT_LOAD__NICE);

		hostGroupEClass = createEClass(HOST_GROUP);
		createEAttribute(hostGroupEClass, HOST_GROUP__NAME);
		createEReference(hostGroupEClass, HOST_GROUP__HOSTS);
		createEAttribute(hostGroupEClass, HOST_GROUP__MEAN_TIME_TO_FAILURE_SECONDS);
		createEAttribute(hostGroupEClass, HOST_GROUP__MEAN_TIME_TO_REPAIR_SECONDS);

		poissonLoadEClass = createEClass(POISSON_LOAD);
		createEAttribute(poissonLoadEClass, POISSON_LOAD__RATE_PER_SECOND);
		createEAttribute(poissonLoadEClass, POISSON_LOAD__DEMAND);
		createEAttribute(poissonLoadEClass, POISSON_LOAD__NICE);

		varyingRateLoadEClass = createEClass(VARYING_RATE_LOAD);
		createEAttribute(varyingRateLoadEClass, VARYING_RATE_LOAD__RATE_FILE);
		createEAttribute(varyingRateLoadEClass, VARYING_RATE_LOAD__INTERPOLATION);
		createEAttribute(varyingRateLoadEClass, VARYING_RATE_LOAD__PERIOD_SECONDS);
		createEAttribute(varyingRateLoadEClass, VARYING_RATE_LOAD__DEMAND);
		createEAttribute(varyingRateLoadEClass, VARYING_RATE_LOAD__NICE);

		traceLoadEClass = createEClass(TRACE_LOAD);
		createEAttribute(traceLoadEClass, TRACE_LOAD__TRACE_FILE);

		userBehaviourGraphEClass = createEClass(USER_BEHAVIOUR_GRAPH);
		createEReference(userBehaviourGraphEClass, USER_BEHAVIOUR_GRAPH__STATES);
		createEAttribute(userBehaviourGraphEClass, USER_BEHAVIOUR_GRAPH__INITIAL_STATE);

		userStateEClass = createEClass(USER_STATE);
		createEAttribute(userStateEClass, USER_STATE__NAME);
		createEAttribute(userStateEClass, USER_STATE__THINK_TIME);
		createEAttribute(userStateEClass, USER_STATE__DEMAND);
		createEAttribute(userStateEClass, USER_STATE__NICE);
		createEReference(userStateEClass, USER_STATE__TRANSITIONS);

		userTransitionEClass = createEClass(USER_TRANSITION);
		createEAttribute(userTransitionEClass, USER_TRANSITION__TO);
		createEAttribute(userTransitionEClass, USER_TRANSITION__PROBABILITY);

		applicationEClass = createEClass(APPLICATION);

		networkSegmentEClass = createEClass(NETWORK_SEGMENT);
		createEAttribute(networkSegmentEClass, NETWORK_SEGMENT__NAME);

		delayNetworkEClass = createEClass(DELAY_NETWORK);
		createEAttribute(delayNetworkEClass, DELAY_NETWORK__SEND_DELAY_SECONDS);
		createEAttribute(delayNetworkEClass, DELAY_NETWORK__RECEIVE_DELAY_SECONDS);
		createEAttribute(delayNetworkEClass, DELAY_NETWORK__TRANSMISSION_DELAY_SECONDS);
		createEAttribute(delayNetworkEClass, DELAY_NETWORK__PROPORTIONAL_DELAY_PER_KB_SECONDS);

		sharedMediumNetworkEClass = createEClass(SHARED_MEDIUM_NETWORK);
		createEAttribute(sharedMediumNetworkEClass, SHARED_MEDIUM_NETWORK__LATENCY_SECONDS);
		createEAttribute(sharedMediumNetworkEClass, SHARED_MEDIUM_NETWORK__BANDWIDTH_BYTES_PER_SECOND);
		createEAttribute(sharedMediumNetworkEClass, SHARED_MEDIUM_NETWORK__SEND_OVERHEAD_SECONDS);
		createEAttribute(sharedMediumNetworkEClass, SHARED_MEDIUM_NETWORK__RECEIVE_OVERHEAD_SECONDS);

		piecewiseLinearNetworkEClass = createEClass(PIECEWISE_LINEAR_NETWORK);
		createEAttribute(piecewiseLinearNetworkEClass, PIECEWISE_LINEAR_NETWORK__SEND_TIME_SAME_NODE);
		createEAttribute(piecewiseLinearNetworkEClass, PIECEWISE_LINEAR_NETWORK__SEND_TIME_OTHER_NODE);
		createEAttribute(piecewiseLinearNetworkEClass, PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_SAME_NODE);
		createEAttribute(piecewiseLinearNetworkEClass, PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_OTHER_NODE);
		createEAttribute(piecewiseLinearNetworkEClass, PIECEWISE_LINEAR_NETWORK__CONTENTION_FACTORS);
		createEAttribute(piecewiseLinearNetworkEClass, PIECEWISE_LINEAR_NETWORK__RECEIVE_OVERHEAD_SECONDS);

		ethernetNetworkEClass = createEClass(ETHERNET_NETWORK);
		createEAttribute(ethernetNetworkEClass, ETHERNET_NETWORK__BITS_PER_SECOND);

		switchedNetworkEClass = createEClass(SWITCHED_NETWORK);
		createEAttribute(switchedNetworkEClass, SWITCHED_NETWORK__LATENCY_SECONDS);
		createEAttribute(switchedNetworkEClass, SWITCHED_NETWORK__LINK_BANDWIDTH_BYTES_PER_SECOND);
		createEAttribute(switchedNetworkEClass, SWITCHED_NETWORK__SEND_OVERHEAD_SECONDS);
		createEAttribute(switchedNetworkEClass, SWITCHED_NETWORK__RECEIVE_OVERHEAD_SECONDS);

		analyticNetworkEClass = createEClass(ANALYTIC_NETWORK);
		createEAttribute(analyticNetworkEClass, ANALYTIC_NETWORK__SETUP_SECONDS);
		createEAttribute(analyticNetworkEClass, ANALYTIC_NETWORK__BLOCK_BYTES);
		createEAttribute(analyticNetworkEClass, ANALYTIC_NETWORK__BLOCK_SETUP_SECONDS);
		createEAttribute(analyticNetworkEClass, ANALYTIC_NETWORK__BANDWIDTH_BYTES_PER_SECOND);
		createEAttribute(analyticNetworkEClass, ANALYTIC_NETWORK__SEND_OVERHEAD_SECONDS);
		createEAttribute(analyticNetworkEClass, ANALYTIC_NETWORK__RECEIVE_OVERHEAD_SECONDS);

		pingPongApplicationEClass = createEClass(PING_PONG_APPLICATION);
		createEReference(pingPongApplicationEClass, PING_PONG_APPLICATION__HOST_A);
		createEReference(pingPongApplicationEClass, PING_PONG_APPLICATION__HOST_B);
		createEAttribute(pingPongApplicationEClass, PING_PONG_APPLICATION__SIZES);
		createEAttribute(pingPongApplicationEClass, PING_PONG_APPLICATION__REPETITIONS);

		tokenRingApplicationEClass = createEClass(TOKEN_RING_APPLICATION);
		createEReference(tokenRingApplicationEClass, TOKEN_RING_APPLICATION__HOSTS);
		createEAttribute(tokenRingApplicationEClass, TOKEN_RING_APPLICATION__TOKEN_BYTES);
		createEAttribute(tokenRingApplicationEClass, TOKEN_RING_APPLICATION__ROUNDS);

		masterSlaveApplicationEClass = createEClass(MASTER_SLAVE_APPLICATION);
		createEReference(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__MASTER);
		createEReference(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__SLAVES);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__UNITS);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__UNIT_COST);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__REQUEST_BYTES);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__WORK_BYTES_FIXED);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__RESULT_BYTES_FIXED);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__MASTER_OVERHEAD_SECONDS);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__NEIGHBOUR_BYTES);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__ROUNDS);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__STRATEGY);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__STRATEGY_CLASS);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__SLAVE_COUNT);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__FAILURE_DETECTION_SECONDS);
		createEAttribute(masterSlaveApplicationEClass, MASTER_SLAVE_APPLICATION__REJOIN);

		traceReplayApplicationEClass = createEClass(TRACE_REPLAY_APPLICATION);
		createEAttribute(traceReplayApplicationEClass, TRACE_REPLAY_APPLICATION__TRACES);
		createEReference(traceReplayApplicationEClass, TRACE_REPLAY_APPLICATION__HOSTS);
		createEAttribute(traceReplayApplicationEClass, TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED);
		createEAttribute(traceReplayApplicationEClass, TRACE_REPLAY_APPLICATION__USE_NETWORK_COSTS);

		realApplicationEClass = createEClass(REAL_APPLICATION);
		createEAttribute(realApplicationEClass, REAL_APPLICATION__MAIN_CLASS);
		createEAttribute(realApplicationEClass, REAL_APPLICATION__CLASS_PATH);
		createEAttribute(realApplicationEClass, REAL_APPLICATION__ARGS);
		createEAttribute(realApplicationEClass, REAL_APPLICATION__COST_MODE);
		createEAttribute(realApplicationEClass, REAL_APPLICATION__REFERENCE_FACTOR);
		createEAttribute(realApplicationEClass, REAL_APPLICATION__REFERENCE_FLOPS_PER_SECOND);
		createEReference(realApplicationEClass, REAL_APPLICATION__HOST);
		createEAttribute(realApplicationEClass, REAL_APPLICATION__TASK_NAME);

		observedTaskApplicationEClass = createEClass(OBSERVED_TASK_APPLICATION);
		createEReference(observedTaskApplicationEClass, OBSERVED_TASK_APPLICATION__TASKS);

		observedTaskEClass = createEClass(OBSERVED_TASK);
		createEAttribute(observedTaskEClass, OBSERVED_TASK__NAME);
		createEReference(observedTaskEClass, OBSERVED_TASK__HOST);
		createEAttribute(observedTaskEClass, OBSERVED_TASK__WORK_SECONDS);
		createEAttribute(observedTaskEClass, OBSERVED_TASK__NICE);
		createEAttribute(observedTaskEClass, OBSERVED_TASK__START_TIME_SECONDS);

		runSettingsEClass = createEClass(RUN_SETTINGS);
		createEAttribute(runSettingsEClass, RUN_SETTINGS__SEED);
		createEAttribute(runSettingsEClass, RUN_SETTINGS__END_TIME_SECONDS);
		createEAttribute(runSettingsEClass, RUN_SETTINGS__MAX_EVENTS);
		createEAttribute(runSettingsEClass, RUN_SETTINGS__WALL_CLOCK_LIMIT_SECONDS);
		createEAttribute(runSettingsEClass, RUN_SETTINGS__REPLICATIONS);
		createEAttribute(runSettingsEClass, RUN_SETTINGS__ESTIMATE_FILE);

		routedNetworkEClass = createEClass(ROUTED_NETWORK);
		createEAttribute(routedNetworkEClass, ROUTED_NETWORK__MODEL);
		createEAttribute(routedNetworkEClass, ROUTED_NETWORK__LATENCY_FACTOR);
		createEAttribute(routedNetworkEClass, ROUTED_NETWORK__BANDWIDTH_FACTOR);
		createEAttribute(routedNetworkEClass, ROUTED_NETWORK__WEIGHT_S);
		createEAttribute(routedNetworkEClass, ROUTED_NETWORK__TCP_GAMMA_BYTES);
		createEAttribute(routedNetworkEClass, ROUTED_NETWORK__CROSSTRAFFIC);
		createEAttribute(routedNetworkEClass, ROUTED_NETWORK__ROUTING);
		createEAttribute(routedNetworkEClass, ROUTED_NETWORK__SEND_OVERHEAD_SECONDS);
		createEAttribute(routedNetworkEClass, ROUTED_NETWORK__RECEIVE_OVERHEAD_SECONDS);
		createEReference(routedNetworkEClass, ROUTED_NETWORK__LINKS);
		createEReference(routedNetworkEClass, ROUTED_NETWORK__ROUTERS);
		createEReference(routedNetworkEClass, ROUTED_NETWORK__ROUTES);
		createEReference(routedNetworkEClass, ROUTED_NETWORK__CLUSTERS);
		createEReference(routedNetworkEClass, ROUTED_NETWORK__ZONES);

		linkEClass = createEClass(LINK);
		createEAttribute(linkEClass, LINK__NAME);
		createEAttribute(linkEClass, LINK__BANDWIDTH_BYTES_PER_SECOND);
		createEAttribute(linkEClass, LINK__LATENCY_SECONDS);
		createEAttribute(linkEClass, LINK__SHARING);

		routerEClass = createEClass(ROUTER);
		createEAttribute(routerEClass, ROUTER__NAME);

		routeEClass = createEClass(ROUTE);
		createEAttribute(routeEClass, ROUTE__FROM);
		createEAttribute(routeEClass, ROUTE__TO);
		createEAttribute(routeEClass, ROUTE__GATEWAY_FROM);
		createEAttribute(routeEClass, ROUTE__GATEWAY_TO);
		createEReference(routeEClass, ROUTE__LINKS);
		createEAttribute(routeEClass, ROUTE__DIRECTIONS);
		createEAttribute(routeEClass, ROUTE__SYMMETRICAL);

		clusterEClass = createEClass(CLUSTER);
		createEAttribute(clusterEClass, CLUSTER__NAME);
		createEReference(clusterEClass, CLUSTER__HOSTS);
		createEAttribute(clusterEClass, CLUSTER__BANDWIDTH_BYTES_PER_SECOND);
		createEAttribute(clusterEClass, CLUSTER__LATENCY_SECONDS);
		createEAttribute(clusterEClass, CLUSTER__SHARING);
		createEAttribute(clusterEClass, CLUSTER__BACKBONE_BANDWIDTH_BYTES_PER_SECOND);
		createEAttribute(clusterEClass, CLUSTER__BACKBONE_LATENCY_SECONDS);
		createEAttribute(clusterEClass, CLUSTER__BACKBONE_SHARING);
		createEAttribute(clusterEClass, CLUSTER__ROUTER);

		zoneEClass = createEClass(ZONE);
		createEAttribute(zoneEClass, ZONE__NAME);
		createEAttribute(zoneEClass, ZONE__ROUTING);
		createEReference(zoneEClass, ZONE__HOSTS);
		createEReference(zoneEClass, ZONE__ROUTERS);
		createEReference(zoneEClass, ZONE__ROUTES);
		createEReference(zoneEClass, ZONE__CLUSTERS);
		createEReference(zoneEClass, ZONE__ZONES);

		// Create enums
		schedulerPolicyEEnum = createEEnum(SCHEDULER_POLICY);
		cpuSharingEEnum = createEEnum(CPU_SHARING);
		rateInterpolationEEnum = createEEnum(RATE_INTERPOLATION);
		costModeEEnum = createEEnum(COST_MODE);
		networkSharingModelEEnum = createEEnum(NETWORK_SHARING_MODEL);
		linkSharingEEnum = createEEnum(LINK_SHARING);
		zoneRoutingEEnum = createEEnum(ZONE_ROUTING);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isInitialized = false;

	/**
	 * Complete the initialization of the package and its meta-model.  This
	 * method is guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void initializePackageContents() {
		if (isInitialized) return;
		isInitialized = true;

		// Initialize package
		setName(eNAME);
		setNsPrefix(eNS_PREFIX);
		setNsURI(eNS_URI);

		// Create type parameters

		// Set bounds for type parameters

		// Add supertypes to classes
		permanentLoadEClass.getESuperTypes().add(this.getWorkload());
		poissonLoadEClass.getESuperTypes().add(this.getWorkload());
		varyingRateLoadEClass.getESuperTypes().add(this.getWorkload());
		traceLoadEClass.getESuperTypes().add(this.getWorkload());
		userBehaviourGraphEClass.getESuperTypes().add(this.getWorkload());
		delayNetworkEClass.getESuperTypes().add(this.getNetworkSegment());
		sharedMediumNetworkEClass.getESuperTypes().add(this.getNetworkSegment());
		piecewiseLinearNetworkEClass.getESuperTypes().add(this.getNetworkSegment());
		ethernetNetworkEClass.getESuperTypes().add(this.getNetworkSegment());
		switchedNetworkEClass.getESuperTypes().add(this.getNetworkSegment());
		analyticNetworkEClass.getESuperTypes().add(this.getNetworkSegment());
		pingPongApplicationEClass.getESuperTypes().add(this.getApplication());
		tokenRingApplicationEClass.getESuperTypes().add(this.getApplication());
		masterSlaveApplicationEClass.getESuperTypes().add(this.getApplication());
		traceReplayApplicationEClass.getESuperTypes().add(this.getApplication());
		realApplicationEClass.getESuperTypes().add(this.getApplication());
		observedTaskApplicationEClass.getESuperTypes().add(this.getApplication());
		routedNetworkEClass.getESuperTypes().add(this.getNetworkSegment());

		// Initialize classes, features, and operations; add parameters
		initEClass(scenarioEClass, Scenario.class, "Scenario", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getScenario_Name(), ecorePackage.getEString(), "name", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenario_Description(), ecorePackage.getEString(), "description", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Platform(), this.getPlatform(), null, "platform", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Workloads(), this.getWorkload(), null, "workloads", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Application(), this.getApplication(), null, "application", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Run(), this.getRunSettings(), null, "run", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Sweeps(), this.getSweep(), null, "sweeps", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(sweepEClass, Sweep.class, "Sweep", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSweep_Path(), ecorePackage.getEString(), "path", null, 0, 1, Sweep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSweep_Spec(), ecorePackage.getEString(), "spec", null, 0, 1, Sweep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(platformEClass, Platform.class, "Platform", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getPlatform_Hosts(), this.getHost(), null, "hosts", null, 0, -1, Platform.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPlatform_Groups(), this.getHostGroup(), null, "groups", null, 0, -1, Platform.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPlatform_Segments(), this.getNetworkSegment(), null, "segments", null, 0, -1, Platform.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPlatform_SpawnDelaySeconds(), ecorePackage.getEDouble(), "spawnDelaySeconds", "0.0", 0, 1, Platform.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(hostEClass, Host.class, "Host", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getHost_Name(), ecorePackage.getEString(), "name", null, 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_Speed(), ecorePackage.getEDouble(), "speed", "1.0", 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_Processors(), ecorePackage.getEInt(), "processors", "1", 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_Scheduler(), this.getSchedulerPolicy(), "scheduler", "linux-2.0", 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHost_Segment(), this.getNetworkSegment(), null, "segment", null, 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_TimeSliceSeconds(), ecorePackage.getEDouble(), "timeSliceSeconds", "0.0", 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_Sharing(), this.getCpuSharing(), "sharing", "fluid", 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_SpeedProfile(), ecorePackage.getEString(), "speedProfile", null, 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_StateProfile(), ecorePackage.getEString(), "stateProfile", null, 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_FullSpeedTime(), ecorePackage.getEString(), "fullSpeedTime", null, 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_ReducedSpeedTime(), ecorePackage.getEString(), "reducedSpeedTime", null, 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_ReducedSpeed(), ecorePackage.getEDouble(), "reducedSpeed", "0.5", 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_TimeToFailure(), ecorePackage.getEString(), "timeToFailure", null, 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_TimeToRepair(), ecorePackage.getEString(), "timeToRepair", null, 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_PstateSpeeds(), ecorePackage.getEString(), "pstateSpeeds", null, 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_Pstate(), ecorePackage.getEInt(), "pstate", "0", 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_WattagePerState(), ecorePackage.getEString(), "wattagePerState", null, 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHost_WattageOff(), ecorePackage.getEDouble(), "wattageOff", "0.0", 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(workloadEClass, Workload.class, "Workload", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getWorkload_Name(), ecorePackage.getEString(), "name", null, 0, 1, Workload.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getWorkload_Host(), this.getHost(), null, "host", null, 0, 1, Workload.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getWorkload_Group(), this.getHostGroup(), null, "group", null, 0, 1, Workload.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(permanentLoadEClass, PermanentLoad.class, "PermanentLoad", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getPermanentLoad_Count(), ecorePackage.getEInt(), "count", "1", 0, 1, PermanentLoad.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPermanentLoad_Nice(), ecorePackage.getEInt(), "nice", "0", 0, 1, PermanentLoad.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(hostGroupEClass, HostGroup.class, "HostGroup", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getHostGroup_Name(), ecorePackage.getEString(), "name", null, 0, 1, HostGroup.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHostGroup_Hosts(), this.getHost(), null, "hosts", null, 0, -1, HostGroup.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHostGroup_MeanTimeToFailureSeconds(), ecorePackage.getEDouble(), "meanTimeToFailureSeconds", "0.0", 0, 1, HostGroup.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getHostGroup_MeanTimeToRepairSeconds(), ecorePackage.getEDouble(), "meanTimeToRepairSeconds", "0.0", 0, 1, HostGroup.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(poissonLoadEClass, PoissonLoad.class, "PoissonLoad", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getPoissonLoad_RatePerSecond(), ecorePackage.getEDouble(), "ratePerSecond", "1.0", 0, 1, PoissonLoad.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPoissonLoad_Demand(), ecorePackage.getEString(), "demand", "exponential(mean=1)", 0, 1, PoissonLoad.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPoissonLoad_Nice(), ecorePackage.getEInt(), "nice", "0", 0, 1, PoissonLoad.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(varyingRateLoadEClass, VaryingRateLoad.class, "VaryingRateLoad", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getVaryingRateLoad_RateFile(), ecorePackage.getEString(), "rateFile", null, 0, 1, VaryingRateLoad.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVaryingRateLoad_Interpolation(), this.getRateInterpolation(), "interpolation", "step", 0, 1, VaryingRateLoad.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVaryingRateLoad_PeriodSeconds(), ecorePackage.getEDouble(), "periodSeconds", "0.0", 0, 1, VaryingRateLoad.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVaryingRateLoad_Demand(), ecorePackage.getEString(), "demand", "exponential(mean=1)", 0, 1, VaryingRateLoad.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVaryingRateLoad_Nice(), ecorePackage.getEInt(), "nice", "0", 0, 1, VaryingRateLoad.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(traceLoadEClass, TraceLoad.class, "TraceLoad", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTraceLoad_TraceFile(), ecorePackage.getEString(), "traceFile", null, 0, 1, TraceLoad.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(userBehaviourGraphEClass, UserBehaviourGraph.class, "UserBehaviourGraph", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getUserBehaviourGraph_States(), this.getUserState(), null, "states", null, 0, -1, UserBehaviourGraph.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUserBehaviourGraph_InitialState(), ecorePackage.getEString(), "initialState", null, 0, 1, UserBehaviourGraph.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(userStateEClass, UserState.class, "UserState", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getUserState_Name(), ecorePackage.getEString(), "name", null, 0, 1, UserState.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUserState_ThinkTime(), ecorePackage.getEString(), "thinkTime", "exponential(mean=10)", 0, 1, UserState.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUserState_Demand(), ecorePackage.getEString(), "demand", "exponential(mean=1)", 0, 1, UserState.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUserState_Nice(), ecorePackage.getEInt(), "nice", "0", 0, 1, UserState.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getUserState_Transitions(), this.getUserTransition(), null, "transitions", null, 0, -1, UserState.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(userTransitionEClass, UserTransition.class, "UserTransition", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getUserTransition_To(), ecorePackage.getEString(), "to", null, 0, 1, UserTransition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUserTransition_Probability(), ecorePackage.getEDouble(), "probability", "1.0", 0, 1, UserTransition.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(applicationEClass, Application.class, "Application", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(networkSegmentEClass, NetworkSegment.class, "NetworkSegment", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getNetworkSegment_Name(), ecorePackage.getEString(), "name", null, 0, 1, NetworkSegment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(delayNetworkEClass, DelayNetwork.class, "DelayNetwork", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getDelayNetwork_SendDelaySeconds(), ecorePackage.getEDouble(), "sendDelaySeconds", "0.0", 0, 1, DelayNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDelayNetwork_ReceiveDelaySeconds(), ecorePackage.getEDouble(), "receiveDelaySeconds", "0.0", 0, 1, DelayNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDelayNetwork_TransmissionDelaySeconds(), ecorePackage.getEDouble(), "transmissionDelaySeconds", "0.0", 0, 1, DelayNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDelayNetwork_ProportionalDelayPerKBSeconds(), ecorePackage.getEDouble(), "proportionalDelayPerKBSeconds", "0.0", 0, 1, DelayNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(sharedMediumNetworkEClass, SharedMediumNetwork.class, "SharedMediumNetwork", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSharedMediumNetwork_LatencySeconds(), ecorePackage.getEDouble(), "latencySeconds", "0.0", 0, 1, SharedMediumNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSharedMediumNetwork_BandwidthBytesPerSecond(), ecorePackage.getEDouble(), "bandwidthBytesPerSecond", "1250000.0", 0, 1, SharedMediumNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSharedMediumNetwork_SendOverheadSeconds(), ecorePackage.getEDouble(), "sendOverheadSeconds", "0.0", 0, 1, SharedMediumNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSharedMediumNetwork_ReceiveOverheadSeconds(), ecorePackage.getEDouble(), "receiveOverheadSeconds", "0.0", 0, 1, SharedMediumNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(piecewiseLinearNetworkEClass, PiecewiseLinearNetwork.class, "PiecewiseLinearNetwork", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getPiecewiseLinearNetwork_SendTimeSameNode(), ecorePackage.getEString(), "sendTimeSameNode", "0:0", 0, 1, PiecewiseLinearNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPiecewiseLinearNetwork_SendTimeOtherNode(), ecorePackage.getEString(), "sendTimeOtherNode", "0:0", 0, 1, PiecewiseLinearNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPiecewiseLinearNetwork_TransmissionTimeSameNode(), ecorePackage.getEString(), "transmissionTimeSameNode", "0:0", 0, 1, PiecewiseLinearNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPiecewiseLinearNetwork_TransmissionTimeOtherNode(), ecorePackage.getEString(), "transmissionTimeOtherNode", "0:0", 0, 1, PiecewiseLinearNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPiecewiseLinearNetwork_ContentionFactors(), ecorePackage.getEString(), "contentionFactors", "1", 0, 1, PiecewiseLinearNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPiecewiseLinearNetwork_ReceiveOverheadSeconds(), ecorePackage.getEDouble(), "receiveOverheadSeconds", "0.0", 0, 1, PiecewiseLinearNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(ethernetNetworkEClass, EthernetNetwork.class, "EthernetNetwork", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getEthernetNetwork_BitsPerSecond(), ecorePackage.getEDouble(), "bitsPerSecond", "1.0E7", 0, 1, EthernetNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(switchedNetworkEClass, SwitchedNetwork.class, "SwitchedNetwork", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSwitchedNetwork_LatencySeconds(), ecorePackage.getEDouble(), "latencySeconds", "0.0", 0, 1, SwitchedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSwitchedNetwork_LinkBandwidthBytesPerSecond(), ecorePackage.getEDouble(), "linkBandwidthBytesPerSecond", "1.25E7", 0, 1, SwitchedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSwitchedNetwork_SendOverheadSeconds(), ecorePackage.getEDouble(), "sendOverheadSeconds", "0.0", 0, 1, SwitchedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSwitchedNetwork_ReceiveOverheadSeconds(), ecorePackage.getEDouble(), "receiveOverheadSeconds", "0.0", 0, 1, SwitchedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(analyticNetworkEClass, AnalyticNetwork.class, "AnalyticNetwork", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getAnalyticNetwork_SetupSeconds(), ecorePackage.getEDouble(), "setupSeconds", "0.0", 0, 1, AnalyticNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyticNetwork_BlockBytes(), ecorePackage.getEDouble(), "blockBytes", "1460.0", 0, 1, AnalyticNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyticNetwork_BlockSetupSeconds(), ecorePackage.getEDouble(), "blockSetupSeconds", "0.0", 0, 1, AnalyticNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyticNetwork_BandwidthBytesPerSecond(), ecorePackage.getEDouble(), "bandwidthBytesPerSecond", "1.25E7", 0, 1, AnalyticNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyticNetwork_SendOverheadSeconds(), ecorePackage.getEDouble(), "sendOverheadSeconds", "0.0", 0, 1, AnalyticNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnalyticNetwork_ReceiveOverheadSeconds(), ecorePackage.getEDouble(), "receiveOverheadSeconds", "0.0", 0, 1, AnalyticNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(pingPongApplicationEClass, PingPongApplication.class, "PingPongApplication", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getPingPongApplication_HostA(), this.getHost(), null, "hostA", null, 0, 1, PingPongApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPingPongApplication_HostB(), this.getHost(), null, "hostB", null, 0, 1, PingPongApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPingPongApplication_Sizes(), ecorePackage.getEString(), "sizes", "0 1024 4096 16384 65536 262144 1048576", 0, 1, PingPongApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPingPongApplication_Repetitions(), ecorePackage.getEInt(), "repetitions", "10", 0, 1, PingPongApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(tokenRingApplicationEClass, TokenRingApplication.class, "TokenRingApplication", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getTokenRingApplication_Hosts(), this.getHost(), null, "hosts", null, 0, -1, TokenRingApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTokenRingApplication_TokenBytes(), ecorePackage.getEInt(), "tokenBytes", "4032", 0, 1, TokenRingApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTokenRingApplication_Rounds(), ecorePackage.getEInt(), "rounds", "100", 0, 1, TokenRingApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(masterSlaveApplicationEClass, MasterSlaveApplication.class, "MasterSlaveApplication", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getMasterSlaveApplication_Master(), this.getHost(), null, "master", null, 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getMasterSlaveApplication_Slaves(), this.getHost(), null, "slaves", null, 0, -1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_Units(), ecorePackage.getELong(), "units", "1000", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_UnitCost(), ecorePackage.getEString(), "unitCost", "exponential(mean=1)", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_RequestBytes(), ecorePackage.getELong(), "requestBytes", "64", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_WorkBytesFixed(), ecorePackage.getELong(), "workBytesFixed", "64", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_WorkBytesPerUnit(), ecorePackage.getELong(), "workBytesPerUnit", "0", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_ResultBytesFixed(), ecorePackage.getELong(), "resultBytesFixed", "64", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_ResultBytesPerUnit(), ecorePackage.getELong(), "resultBytesPerUnit", "0", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_MasterOverheadSeconds(), ecorePackage.getEDouble(), "masterOverheadSeconds", "0.0", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_NeighbourBytes(), ecorePackage.getELong(), "neighbourBytes", "0", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_Rounds(), ecorePackage.getEInt(), "rounds", "1", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_Strategy(), ecorePackage.getEString(), "strategy", "self", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_StrategyClass(), ecorePackage.getEString(), "strategyClass", null, 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_SlaveCount(), ecorePackage.getEInt(), "slaveCount", "0", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_FailureDetectionSeconds(), ecorePackage.getEDouble(), "failureDetectionSeconds", "0.0", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getMasterSlaveApplication_Rejoin(), ecorePackage.getEBoolean(), "rejoin", "true", 0, 1, MasterSlaveApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(traceReplayApplicationEClass, TraceReplayApplication.class, "TraceReplayApplication", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTraceReplayApplication_Traces(), ecorePackage.getEString(), "traces", null, 0, 1, TraceReplayApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTraceReplayApplication_Hosts(), this.getHost(), null, "hosts", null, 0, -1, TraceReplayApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceReplayApplication_TraceHostSpeed(), ecorePackage.getEDouble(), "traceHostSpeed", "1.0", 0, 1, TraceReplayApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTraceReplayApplication_UseNetworkCosts(), ecorePackage.getEBoolean(), "useNetworkCosts", "false", 0, 1, TraceReplayApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(realApplicationEClass, RealApplication.class, "RealApplication", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRealApplication_MainClass(), ecorePackage.getEString(), "mainClass", null, 0, 1, RealApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRealApplication_ClassPath(), ecorePackage.getEString(), "classPath", null, 0, -1, RealApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRealApplication_Args(), ecorePackage.getEString(), "args", null, 0, -1, RealApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRealApplication_CostMode(), this.getCostMode(), "costMode", "declared", 0, 1, RealApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRealApplication_ReferenceFactor(), ecorePackage.getEDouble(), "referenceFactor", "1.0", 0, 1, RealApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRealApplication_ReferenceFlopsPerSecond(), ecorePackage.getEDouble(), "referenceFlopsPerSecond", "1.0E9", 0, 1, RealApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRealApplication_Host(), this.getHost(), null, "host", null, 0, 1, RealApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRealApplication_TaskName(), ecorePackage.getEString(), "taskName", "master", 0, 1, RealApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(observedTaskApplicationEClass, ObservedTaskApplication.class, "ObservedTaskApplication", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getObservedTaskApplication_Tasks(), this.getObservedTask(), null, "tasks", null, 0, -1, ObservedTaskApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(observedTaskEClass, ObservedTask.class, "ObservedTask", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getObservedTask_Name(), ecorePackage.getEString(), "name", null, 0, 1, ObservedTask.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getObservedTask_Host(), this.getHost(), null, "host", null, 0, 1, ObservedTask.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getObservedTask_WorkSeconds(), ecorePackage.getEDouble(), "workSeconds", "1.0", 0, 1, ObservedTask.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getObservedTask_Nice(), ecorePackage.getEInt(), "nice", "0", 0, 1, ObservedTask.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getObservedTask_StartTimeSeconds(), ecorePackage.getEDouble(), "startTimeSeconds", "0.0", 0, 1, ObservedTask.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(runSettingsEClass, RunSettings.class, "RunSettings", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRunSettings_Seed(), ecorePackage.getELong(), "seed", "1", 0, 1, RunSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRunSettings_EndTimeSeconds(), ecorePackage.getEDouble(), "endTimeSeconds", "0.0", 0, 1, RunSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRunSettings_MaxEvents(), ecorePackage.getELong(), "maxEvents", "0", 0, 1, RunSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRunSettings_WallClockLimitSeconds(), ecorePackage.getEDouble(), "wallClockLimitSeconds", "0.0", 0, 1, RunSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRunSettings_Replications(), ecorePackage.getEInt(), "replications", "1", 0, 1, RunSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRunSettings_EstimateFile(), ecorePackage.getEString(), "estimateFile", null, 0, 1, RunSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(routedNetworkEClass, RoutedNetwork.class, "RoutedNetwork", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRoutedNetwork_Model(), this.getNetworkSharingModel(), "model", "maxmin", 0, 1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoutedNetwork_LatencyFactor(), ecorePackage.getEDouble(), "latencyFactor", null, 0, 1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoutedNetwork_BandwidthFactor(), ecorePackage.getEDouble(), "bandwidthFactor", null, 0, 1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoutedNetwork_WeightS(), ecorePackage.getEDouble(), "weightS", null, 0, 1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoutedNetwork_TcpGammaBytes(), ecorePackage.getEDouble(), "tcpGammaBytes", "4194304.0", 0, 1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoutedNetwork_Crosstraffic(), ecorePackage.getEBoolean(), "crosstraffic", "true", 0, 1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoutedNetwork_Routing(), this.getZoneRouting(), "routing", "shortest", 0, 1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoutedNetwork_SendOverheadSeconds(), ecorePackage.getEDouble(), "sendOverheadSeconds", "0.0", 0, 1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoutedNetwork_ReceiveOverheadSeconds(), ecorePackage.getEDouble(), "receiveOverheadSeconds", "0.0", 0, 1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRoutedNetwork_Links(), this.getLink(), null, "links", null, 0, -1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRoutedNetwork_Routers(), this.getRouter(), null, "routers", null, 0, -1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRoutedNetwork_Routes(), this.getRoute(), null, "routes", null, 0, -1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRoutedNetwork_Clusters(), this.getCluster(), null, "clusters", null, 0, -1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRoutedNetwork_Zones(), this.getZone(), null, "zones", null, 0, -1, RoutedNetwork.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(linkEClass, Link.class, "Link", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getLink_Name(), ecorePackage.getEString(), "name", null, 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_BandwidthBytesPerSecond(), ecorePackage.getEDouble(), "bandwidthBytesPerSecond", "1.25E8", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_LatencySeconds(), ecorePackage.getEDouble(), "latencySeconds", "0.0", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_Sharing(), this.getLinkSharing(), "sharing", "shared", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(routerEClass, Router.class, "Router", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRouter_Name(), ecorePackage.getEString(), "name", null, 0, 1, Router.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(routeEClass, Route.class, "Route", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRoute_From(), ecorePackage.getEString(), "from", null, 0, 1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoute_To(), ecorePackage.getEString(), "to", null, 0, 1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoute_GatewayFrom(), ecorePackage.getEString(), "gatewayFrom", null, 0, 1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoute_GatewayTo(), ecorePackage.getEString(), "gatewayTo", null, 0, 1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRoute_Links(), this.getLink(), null, "links", null, 0, -1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoute_Directions(), ecorePackage.getEString(), "directions", null, 0, 1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoute_Symmetrical(), ecorePackage.getEBoolean(), "symmetrical", "true", 0, 1, Route.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(clusterEClass, Cluster.class, "Cluster", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getCluster_Name(), ecorePackage.getEString(), "name", null, 0, 1, Cluster.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getCluster_Hosts(), this.getHost(), null, "hosts", null, 0, -1, Cluster.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCluster_BandwidthBytesPerSecond(), ecorePackage.getEDouble(), "bandwidthBytesPerSecond", "1.25E8", 0, 1, Cluster.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCluster_LatencySeconds(), ecorePackage.getEDouble(), "latencySeconds", "0.0", 0, 1, Cluster.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCluster_Sharing(), this.getLinkSharing(), "sharing", "splitduplex", 0, 1, Cluster.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCluster_BackboneBandwidthBytesPerSecond(), ecorePackage.getEDouble(), "backboneBandwidthBytesPerSecond", "0.0", 0, 1, Cluster.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCluster_BackboneLatencySeconds(), ecorePackage.getEDouble(), "backboneLatencySeconds", "0.0", 0, 1, Cluster.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCluster_BackboneSharing(), this.getLinkSharing(), "backboneSharing", "shared", 0, 1, Cluster.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCluster_Router(), ecorePackage.getEString(), "router", null, 0, 1, Cluster.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(zoneEClass, Zone.class, "Zone", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getZone_Name(), ecorePackage.getEString(), "name", null, 0, 1, Zone.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getZone_Routing(), this.getZoneRouting(), "routing", "shortest", 0, 1, Zone.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getZone_Hosts(), this.getHost(), null, "hosts", null, 0, -1, Zone.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getZone_Routers(), this.getRouter(), null, "routers", null, 0, -1, Zone.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getZone_Routes(), this.getRoute(), null, "routes", null, 0, -1, Zone.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getZone_Clusters(), this.getCluster(), null, "clusters", null, 0, -1, Zone.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getZone_Zones(), this.getZone(), null, "zones", null, 0, -1, Zone.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		// Initialize enums and add enum literals
		initEEnum(schedulerPolicyEEnum, SchedulerPolicy.class, "SchedulerPolicy");
		addEEnumLiteral(schedulerPolicyEEnum, SchedulerPolicy.LINUX_20);
		addEEnumLiteral(schedulerPolicyEEnum, SchedulerPolicy.EQUAL);
		addEEnumLiteral(schedulerPolicyEEnum, SchedulerPolicy.CFS);

		initEEnum(cpuSharingEEnum, CpuSharing.class, "CpuSharing");
		addEEnumLiteral(cpuSharingEEnum, CpuSharing.FLUID);
		addEEnumLiteral(cpuSharingEEnum, CpuSharing.ROUND_ROBIN);

		initEEnum(rateInterpolationEEnum, RateInterpolation.class, "RateInterpolation");
		addEEnumLiteral(rateInterpolationEEnum, RateInterpolation.STEP);
		addEEnumLiteral(rateInterpolationEEnum, RateInterpolation.LINEAR);

		initEEnum(costModeEEnum, CostMode.class, "CostMode");
		addEEnumLiteral(costModeEEnum, CostMode.DECLARED);
		addEEnumLiteral(costModeEEnum, CostMode.MEASURED);

		initEEnum(networkSharingModelEEnum, NetworkSharingModel.class, "NetworkSharingModel");
		addEEnumLiteral(networkSharingModelEEnum, NetworkSharingModel.MAXMIN);
		addEEnumLiteral(networkSharingModelEEnum, NetworkSharingModel.CM02);
		addEEnumLiteral(networkSharingModelEEnum, NetworkSharingModel.LV08);

		initEEnum(linkSharingEEnum, LinkSharing.class, "LinkSharing");
		addEEnumLiteral(linkSharingEEnum, LinkSharing.SHARED);
		addEEnumLiteral(linkSharingEEnum, LinkSharing.FATPIPE);
		addEEnumLiteral(linkSharingEEnum, LinkSharing.SPLITDUPLEX);

		initEEnum(zoneRoutingEEnum, ZoneRouting.class, "ZoneRouting");
		addEEnumLiteral(zoneRoutingEEnum, ZoneRouting.SHORTEST);
		addEEnumLiteral(zoneRoutingEEnum, ZoneRouting.FULL);

		// Create resource
		createResource(eNS_URI);

		// Create annotations
		// http://www.eclipse.org/emf/2002/Ecore
		createEcoreAnnotations();
	}

	/**
	 * Initializes the annotations for <b>http://www.eclipse.org/emf/2002/Ecore</b>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void createEcoreAnnotations() {
		String source = "http://www.eclipse.org/emf/2002/Ecore";
		addAnnotation
		  (scenarioEClass,
		   source,
		   new String[] {
			   "constraints", "hasPlatform hasApplication uniqueHostNames uniqueWorkloadNames uniqueSweepPaths"
		   });
		addAnnotation
		  (sweepEClass,
		   source,
		   new String[] {
			   "constraints", "pathNotEmpty validSweepSpec pathResolves"
		   });
		addAnnotation
		  (platformEClass,
		   source,
		   new String[] {
			   "constraints", "spawnDelayInRange someHostStaysUp"
		   });
		addAnnotation
		  (hostEClass,
		   source,
		   new String[] {
			   "constraints", "nameNotEmpty positiveSpeed atLeastOneProcessor nonNegativeTimeSlice speedInRange processorsInRange timeSliceInRange validProfiles validFailureModel validPstates validWattage fluidForChangingSpeed"
		   });
		addAnnotation
		  (workloadEClass,
		   source,
		   new String[] {
			   "constraints", "hostSet"
		   });
		addAnnotation
		  (permanentLoadEClass,
		   source,
		   new String[] {
			   "constraints", "nonNegativeCount niceInRange countInRange"
		   });
		addAnnotation
		  (hostGroupEClass,
		   source,
		   new String[] {
			   "constraints", "nameNotEmpty hasHosts validGroupFailures"
		   });
		addAnnotation
		  (poissonLoadEClass,
		   source,
		   new String[] {
			   "constraints", "positiveRate niceInRange demandSet rateInRange validDistribution demandInRange"
		   });
		addAnnotation
		  (varyingRateLoadEClass,
		   source,
		   new String[] {
			   "constraints", "rateFileSet nonNegativePeriod niceInRange demandSet validDistribution demandInRange secondsInRange"
		   });
		addAnnotation
		  (traceLoadEClass,
		   source,
		   new String[] {
			   "constraints", "traceFileSet"
		   });
		addAnnotation
		  (userBehaviourGraphEClass,
		   source,
		   new String[] {
			   "constraints", "hasStates uniqueStateNames initialStateKnown"
		   });
		addAnnotation
		  (userStateEClass,
		   source,
		   new String[] {
			   "constraints", "nameNotEmpty niceInRange thinkTimeSet demandSet hasTransitions probabilitiesSumToOne knownTargets validDistribution cycleInRange"
		   });
		addAnnotation
		  (userTransitionEClass,
		   source,
		   new String[] {
			   "constraints", "probabilityInRange"
		   });
		addAnnotation
		  (networkSegmentEClass,
		   source,
		   new String[] {
			   "constraints", "nameNotEmpty nonNegativeParameters parametersInRange"
		   });
		addAnnotation
		  (piecewiseLinearNetworkEClass,
		   source,
		   new String[] {
			   "constraints", "validBreakpoints validContentionFactors"
		   });
		addAnnotation
		  (analyticNetworkEClass,
		   source,
		   new String[] {
			   "constraints", "wholeBlockBytes"
		   });
		addAnnotation
		  (pingPongApplicationEClass,
		   source,
		   new String[] {
			   "constraints", "hostsSet positiveRepetitions validSizes hostsShareSegment"
		   });
		addAnnotation
		  (tokenRingApplicationEClass,
		   source,
		   new String[] {
			   "constraints", "atLeastTwoHosts positiveRounds hostsShareSegment"
		   });
		addAnnotation
		  (masterSlaveApplicationEClass,
		   source,
		   new String[] {
			   "constraints", "masterSet hasSlaves nonNegativeSizes validDistribution nonNegativeDistribution validStrategy unitsInRange messageSizesInRange slaveCountInRange hostsShareSegment secondsInRange validDetectionDelay"
		   });
		addAnnotation
		  (traceReplayApplicationEClass,
		   source,
		   new String[] {
			   "constraints", "tracesSet hostsSet positiveTraceHostSpeed traceHostSpeedInRange"
		   });
		addAnnotation
		  (realApplicationEClass,
		   source,
		   new String[] {
			   "constraints", "mainClassSet classPathEntriesSet taskNameNotEmpty positiveReferenceFactor positiveReferenceFlops programHostKnown referenceFactorInRange referenceFlopsInRange"
		   });
		addAnnotation
		  (observedTaskApplicationEClass,
		   source,
		   new String[] {
			   "constraints", "hasTasks uniqueTaskNames"
		   });
		addAnnotation
		  (observedTaskEClass,
		   source,
		   new String[] {
			   "constraints", "nameNotEmpty hostSet positiveWork niceInRange nonNegativeStart secondsInRange"
		   });
		addAnnotation
		  (runSettingsEClass,
		   source,
		   new String[] {
			   "constraints", "nonNegativeLimits replicationsInRange"
		   });
	}

} //ModelPackageImpl
