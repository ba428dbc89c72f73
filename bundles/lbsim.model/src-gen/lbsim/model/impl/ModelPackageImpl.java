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
	public EAttribute getNetworkSegment_Gateway() {
		return (EAttribute)networkSegmentEClass.getEStructuralFeatures().get(1);
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
	public EAttribute getLink_BandwidthProfile() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_LatencyProfile() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(5);
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
		createEAttribute(networkSegmentEClass, NETWORK_SEGMENT__GATEWAY);

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
		createEAttribute(linkEClass, LINK__BANDWIDTH_PROFILE);
		createEAttribute(linkEClass, LINK__LATENCY_PROFILE);

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
		initEAttribute(getNetworkSegment_Gateway(), ecorePackage.getEString(), "gateway", null, 0, 1, NetworkSegment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

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
		initEAttribute(getRealApplication_Args(), ecorePackage.getEString(), "args", null, 0, -1, RealApplication.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
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
		initEAttribute(getLink_BandwidthProfile(), ecorePackage.getEString(), "bandwidthProfile", null, 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_LatencyProfile(), ecorePackage.getEString(), "latencyProfile", null, 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

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
		// http://www.eclipse.org/emf/2002/GenModel
		createGenModelAnnotations();
		// http://www.eclipse.org/emf/2002/Ecore
		createEcoreAnnotations();
		// http://lbsim.org/model/rules
		createRulesAnnotations();
	}

	/**
	 * Initializes the annotations for <b>http://www.eclipse.org/emf/2002/GenModel</b>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void createGenModelAnnotations() {
		String source = "http://www.eclipse.org/emf/2002/GenModel";
		addAnnotation
		  (this,
		   source,
		   new String[] {
			   "documentation", "An lbsim scenario: a virtual platform of hosts, the competing-user workloads on it,\nthe application to simulate and the run settings. Quantities are in base units: seconds,\nbytes, bytes per second; speeds are factors of the reference machine."
		   });
		addAnnotation
		  (scenarioEClass,
		   source,
		   new String[] {
			   "documentation", "The root of a .lbsim file: the platform, the competing-user workloads on it, the application to simulate, the run settings and, for an experiment, the sweeps."
		   });
		addAnnotation
		  (getScenario_Name(),
		   source,
		   new String[] {
			   "documentation", "The scenario\'s name, shown in results and labels; free text. Default: none."
		   });
		addAnnotation
		  (getScenario_Description(),
		   source,
		   new String[] {
			   "documentation", "Free text about the scenario (what it models, where its numbers come from); not used by the simulation. Default: none."
		   });
		addAnnotation
		  (getScenario_Platform(),
		   source,
		   new String[] {
			   "documentation", "The platform: hosts, host groups and network segments. Exactly one is required (rule hasPlatform)."
		   });
		addAnnotation
		  (getScenario_Workloads(),
		   source,
		   new String[] {
			   "documentation", "The competing users\' load on the hosts: any number of workload sources (none: dedicated hosts). Their names are unique (rule uniqueWorkloadNames)."
		   });
		addAnnotation
		  (getScenario_Application(),
		   source,
		   new String[] {
			   "documentation", "The application whose behaviour is predicted. Exactly one is required (rule hasApplication)."
		   });
		addAnnotation
		  (getScenario_Run(),
		   source,
		   new String[] {
			   "documentation", "Seed and limits of a run (optional: without it the seed is 1 and there are no limits)."
		   });
		addAnnotation
		  (getScenario_Sweeps(),
		   source,
		   new String[] {
			   "documentation", "The experiment: every combination of the sweeps\' values (the first varying slowest), each run run/replications times. None: one run. A path is swept at most once (rule uniqueSweepPaths)."
		   });
		addAnnotation
		  (sweepEClass,
		   source,
		   new String[] {
			   "documentation", "One swept attribute of an experiment: a path as --set takes it and the values it takes."
		   });
		addAnnotation
		  (getSweep_Path(),
		   source,
		   new String[] {
			   "documentation", "The swept attribute, as --set takes it, e.g. application/workBytesFixed or platform/hosts[name=ws1]/speed. Must be set (rule pathNotEmpty) and settable to every value (rule pathResolves)."
		   });
		addAnnotation
		  (getSweep_Spec(),
		   source,
		   new String[] {
			   "documentation", "The values: v1,v2,... (commas inside parentheses do not split), FROM:TO:STEP (linear, both ends included) or FROM:TO:*FACTOR (geometric). Checked by rule validSweepSpec."
		   });
		addAnnotation
		  (platformEClass,
		   source,
		   new String[] {
			   "documentation", "The virtual machine: the hosts the application and the workloads run on."
		   });
		addAnnotation
		  (getPlatform_Hosts(),
		   source,
		   new String[] {
			   "documentation", "The hosts (workstations or SMP nodes). Host, group and segment names are unique together (rule uniqueHostNames)."
		   });
		addAnnotation
		  (getPlatform_Groups(),
		   source,
		   new String[] {
			   "documentation", "Named sets of hosts that workloads target as a whole and that may fail together."
		   });
		addAnnotation
		  (getPlatform_Segments(),
		   source,
		   new String[] {
			   "documentation", "The network segments and the models that time messages on them; a host is on at most one."
		   });
		addAnnotation
		  (getPlatform_SpawnDelaySeconds(),
		   source,
		   new String[] {
			   "documentation", "Reference CPU seconds a task spends in a spawn call (MISS-PVM\'s initialization delay). Unit: s. Default 0. Range 0 to 1e9 (rule spawnDelayInRange)."
		   });
		addAnnotation
		  (hostEClass,
		   source,
		   new String[] {
			   "documentation", "A workstation or SMP node. Its name identifies it in references (unique in a scenario)."
		   });
		addAnnotation
		  (getHost_Name(),
		   source,
		   new String[] {
			   "documentation", "The host\'s name: how workloads, applications, groups and routes refer to it. Required (rule nameNotEmpty), unique among hosts, groups and segments (rule uniqueHostNames)."
		   });
		addAnnotation
		  (getHost_Speed(),
		   source,
		   new String[] {
			   "documentation", "Speed factor against the reference machine (1.0): one second of reference CPU work takes 1/speed seconds of one processor. Unit: x reference. Default 1. Range 1e-6 to 1e6 (rules positiveSpeed, speedInRange). Replaced by pstateSpeeds when those are given."
		   });
		addAnnotation
		  (getHost_Processors(),
		   source,
		   new String[] {
			   "documentation", "Number of processors (an SMP node); one job uses at most one processor. Default 1. Range 1 to 4096 (rules atLeastOneProcessor, processorsInRange)."
		   });
		addAnnotation
		  (getHost_Scheduler(),
		   source,
		   new String[] {
			   "documentation", "The weights of processor sharing: linux-2.0 (default; priority 20 - nice, 1 to 40, as in the MISS-PVM report\'s Table 5.1), equal (every job the same share, as the first WUS) or cfs (the weight table of current Linux\'s CFS)."
		   });
		addAnnotation
		  (getHost_Segment(),
		   source,
		   new String[] {
			   "documentation", "The network segment the host is attached to; hosts exchange messages over the segment they share, or through the segments\' gateways and routes (rule hostsConnected). Unset: the host is on no segment and exchanges no messages with other hosts."
		   });
		addAnnotation
		  (getHost_TimeSliceSeconds(),
		   source,
		   new String[] {
			   "documentation", "The round-robin time slice of a nice-0 job (other jobs get slices in proportion to their weight). Unit: s. Default 0: 0.01 s, Linux\'s classic 10 ms, when sharing is round-robin. A value > 0 alone also selects round robin. Range 0, or 1e-4 to 3600 (rules nonNegativeTimeSlice, timeSliceInRange)."
		   });
		addAnnotation
		  (getHost_Sharing(),
		   source,
		   new String[] {
			   "documentation", "fluid (default): weighted processor sharing with infinitely small time slices, as WUS assumes. round-robin: discrete round robin with timeSliceSeconds (10 ms by default), to see how close the fluid model is. A host whose speed changes (profiles, failures, pstates) must be fluid (rule fluidForChangingSpeed)."
		   });
		addAnnotation
		  (getHost_SpeedProfile(),
		   source,
		   new String[] {
			   "documentation", "Availability over time as SimGrid\'s speed profiles give it: lines TIME FRACTION (the speed is the pstate\'s speed times FRACTION from TIME on; 1 before the first line), optionally LOOPAFTER SECONDS to repeat; inline with ; between lines, or file:PATH (relative to the scenario). Times must not go back (rule validProfiles). Default: none (constant speed)."
		   });
		addAnnotation
		  (getHost_StateProfile(),
		   source,
		   new String[] {
			   "documentation", "On and off over time as SimGrid\'s state profiles give it: lines TIME VALUE (0: off from TIME on, otherwise on; on before the first line), optionally LOOPAFTER SECONDS; inline with ; between lines, or file:PATH. A host that goes off loses its jobs, tasks and messages. Checked by rule validProfiles (inline profiles); some host must stay up (rule someHostStaysUp). Default: none (always on)."
		   });
		addAnnotation
		  (getHost_FullSpeedTime(),
		   source,
		   new String[] {
			   "documentation", "With reducedSpeedTime: a stochastic availability process; how long the host runs at full speed each time (a distribution spec, unit s), drawn from the host\'s own seeded stream. Default: none (no such process). Checked by rule validFailureModel."
		   });
		addAnnotation
		  (getHost_ReducedSpeedTime(),
		   source,
		   new String[] {
			   "documentation", "How long each period at reducedSpeed lasts (a distribution spec, unit s); needs fullSpeedTime (rule validFailureModel). Default: none."
		   });
		addAnnotation
		  (getHost_ReducedSpeed(),
		   source,
		   new String[] {
			   "documentation", "The fraction of the speed available during a reduced period (0: stopped). Unit: fraction. Default 0.5. Range >= 0 (rule validFailureModel)."
		   });
		addAnnotation
		  (getHost_TimeToFailure(),
		   source,
		   new String[] {
			   "documentation", "A failure model: the time the host stays up before it fails (a distribution spec, unit s, e.g. exponential(mean=3600) or weibull(shape=0.7, scale=3600)); needs timeToRepair (rule validFailureModel). Drawn from the host\'s own seeded stream. Default: none (no failures)."
		   });
		addAnnotation
		  (getHost_TimeToRepair(),
		   source,
		   new String[] {
			   "documentation", "The time a failed host stays off (a distribution spec, unit s); needs timeToFailure (rule validFailureModel). Default: none."
		   });
		addAnnotation
		  (getHost_PstateSpeeds(),
		   source,
		   new String[] {
			   "documentation", "DVFS: the speed factor of each pstate, pstate 0 first, separated by commas (e.g. 1.0, 0.8, 0.6); when set it replaces speed. Unit: x reference. Default: empty, one pstate of speed speed. Checked by rule validPstates."
		   });
		addAnnotation
		  (getHost_Pstate(),
		   source,
		   new String[] {
			   "documentation", "The pstate the host runs in, 0 to the number of pstates - 1 (rule validPstates). Default 0."
		   });
		addAnnotation
		  (getHost_WattagePerState(),
		   source,
		   new String[] {
			   "documentation", "Power model as SimGrid\'s host energy plugin reads it: per pstate Idle:AllCores or Idle:Epsilon:AllCores watts, pstates separated by commas, one entry per pstate (rule validWattage). Unit: W. Default: none (the host is not metered). Set on any host, energy.csv gives every metered host\'s joules."
		   });
		addAnnotation
		  (getHost_WattageOff(),
		   source,
		   new String[] {
			   "documentation", "Watts drawn while the host is off. Unit: W. Default 0. Range >= 0 (rule validWattage)."
		   });
		addAnnotation
		  (schedulerPolicyEEnum,
		   source,
		   new String[] {
			   "documentation", "How a host\'s processors are shared among its jobs (fluid processor sharing with weights)."
		   });
		addAnnotation
		  (schedulerPolicyEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "Linux 2.0 priorities: a job\'s weight is its priority, 20 - nice, clamped to 1..40; reproduces Table 5.1 of the MISS-PVM report. The default."
		   });
		addAnnotation
		  (schedulerPolicyEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "Every job gets the same share whatever its nice level (pure processor sharing, as the first WUS)."
		   });
		addAnnotation
		  (schedulerPolicyEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "The weight table of current Linux\'s completely fair scheduler (sched_prio_to_weight): nice 0 weighs 1024, each nice step changes the weight by about 1.25 times (nice -20: 88761, nice 19: 15)."
		   });
		addAnnotation
		  (cpuSharingEEnum,
		   source,
		   new String[] {
			   "documentation", "How a host\'s processors are time-shared: in the fluid limit, or by discrete round robin."
		   });
		addAnnotation
		  (cpuSharingEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "Weighted processor sharing with infinitely small time slices, as WUS assumes. The default."
		   });
		addAnnotation
		  (cpuSharingEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "Discrete round robin with the host\'s timeSliceSeconds (10 ms by default)."
		   });
		addAnnotation
		  (workloadEClass,
		   source,
		   new String[] {
			   "documentation", "A source of competing users\' processes on a host (the Workstation User Simulator)."
		   });
		addAnnotation
		  (getWorkload_Name(),
		   source,
		   new String[] {
			   "documentation", "The source\'s name; it keys the source\'s random streams, so renaming changes its draws. Unique among workloads (rule uniqueWorkloadNames); an unnamed workload is named workloads[i]."
		   });
		addAnnotation
		  (getWorkload_Host(),
		   source,
		   new String[] {
			   "documentation", "The host the source runs on; set either this or group (rule hostSet)."
		   });
		addAnnotation
		  (getWorkload_Group(),
		   source,
		   new String[] {
			   "documentation", "The hosts the source runs on: every host of the group gets its own independent copy of the source, with its own random stream. Set either this or host (rule hostSet)."
		   });
		addAnnotation
		  (permanentLoadEClass,
		   source,
		   new String[] {
			   "documentation", "N CPU-bound processes that run for the whole simulation at one nice level."
		   });
		addAnnotation
		  (getPermanentLoad_Count(),
		   source,
		   new String[] {
			   "documentation", "How many CPU-bound processes run on each host of the target for the whole simulation. Default 1. Range 0 to 10000 per host (rules nonNegativeCount, countInRange)."
		   });
		addAnnotation
		  (getPermanentLoad_Nice(),
		   source,
		   new String[] {
			   "documentation", "UNIX nice level of the processes, -20 (most favoured) to 19 (rule niceInRange). Default 0."
		   });
		addAnnotation
		  (hostGroupEClass,
		   source,
		   new String[] {
			   "documentation", "A named set of hosts that a workload can target as a whole."
		   });
		addAnnotation
		  (getHostGroup_Name(),
		   source,
		   new String[] {
			   "documentation", "The group\'s name, how workloads refer to it. Required (rule nameNotEmpty), unique among hosts, groups and segments (rule uniqueHostNames)."
		   });
		addAnnotation
		  (getHostGroup_Hosts(),
		   source,
		   new String[] {
			   "documentation", "The hosts of the group (at least one, rule hasHosts), each a host of the platform (rule hostSet)."
		   });
		addAnnotation
		  (getHostGroup_MeanTimeToFailureSeconds(),
		   source,
		   new String[] {
			   "documentation", "With meanTimeToRepairSeconds: every host of the group fails after exponential times of this mean (its MTBF) and is repaired after exponential times of meanTimeToRepairSeconds, each from its own seeded stream, as with the host\'s timeToFailure and timeToRepair. Unit: s. Default 0: no failures. Checked by rule validGroupFailures."
		   });
		addAnnotation
		  (getHostGroup_MeanTimeToRepairSeconds(),
		   source,
		   new String[] {
			   "documentation", "The mean time a failed host of the group stays off (exponential). Unit: s. Default 0; must be > 0 when meanTimeToFailureSeconds is, and 0 when it is 0 (rule validGroupFailures)."
		   });
		addAnnotation
		  (poissonLoadEClass,
		   source,
		   new String[] {
			   "documentation", "Competing processes arriving as a Poisson stream with a CPU-demand distribution and a nice level (WUS fixed arrival and departure rates)."
		   });
		addAnnotation
		  (getPoissonLoad_RatePerSecond(),
		   source,
		   new String[] {
			   "documentation", "Mean arrivals per second on each host of the target. Unit: 1/s. Default 1. Range > 0 to 1e6 (rules positiveRate, rateInRange)."
		   });
		addAnnotation
		  (getPoissonLoad_Demand(),
		   source,
		   new String[] {
			   "documentation", "CPU demand of each process in reference seconds: a distribution spec, e.g. exponential(mean=2), constant(0.5), uniform(min=1, max=3), normal(mean=5, sd=2), lognormal(mean=3, sd=1), hyperexponential(0.9, 1, 0.1, 10), empirical(file=demands.csv). Unit: s. Default exponential(mean=1). Required (rule demandSet); valid (rule validDistribution), never negative, mean at least 1e-6 s (rule demandInRange)."
		   });
		addAnnotation
		  (getPoissonLoad_Nice(),
		   source,
		   new String[] {
			   "documentation", "UNIX nice level of the processes, -20 (most favoured) to 19 (rule niceInRange). Default 0."
		   });
		addAnnotation
		  (varyingRateLoadEClass,
		   source,
		   new String[] {
			   "documentation", "Competing processes arriving as a non-homogeneous Poisson stream whose rate over time comes from a file."
		   });
		addAnnotation
		  (getVaryingRateLoad_RateFile(),
		   source,
		   new String[] {
			   "documentation", "CSV file (time_s,rate_per_s), relative to the scenario file: the arrival rate per host over time. Required (rule rateFileSet)."
		   });
		addAnnotation
		  (getVaryingRateLoad_Interpolation(),
		   source,
		   new String[] {
			   "documentation", "How the rate goes from one line of the rate file to the next: step (default) or linear."
		   });
		addAnnotation
		  (getVaryingRateLoad_PeriodSeconds(),
		   source,
		   new String[] {
			   "documentation", "Repeat the rate function with this period (86400 for daily). Unit: s. Default 0: the last rate holds forever. Range 0 to 1e9 (rules nonNegativePeriod, secondsInRange)."
		   });
		addAnnotation
		  (getVaryingRateLoad_Demand(),
		   source,
		   new String[] {
			   "documentation", "CPU demand of each process in reference seconds: a distribution spec, e.g. exponential(mean=2), constant(0.5), uniform(min=1, max=3), normal(mean=5, sd=2), lognormal(mean=3, sd=1), hyperexponential(0.9, 1, 0.1, 10), empirical(file=demands.csv). Unit: s. Default exponential(mean=1). Required (rule demandSet); valid (rule validDistribution), never negative, mean at least 1e-6 s (rule demandInRange)."
		   });
		addAnnotation
		  (getVaryingRateLoad_Nice(),
		   source,
		   new String[] {
			   "documentation", "UNIX nice level of the processes, -20 (most favoured) to 19 (rule niceInRange). Default 0."
		   });
		addAnnotation
		  (rateInterpolationEEnum,
		   source,
		   new String[] {
			   "documentation", "How a VaryingRateLoad\'s rate changes between two lines of its rate file: step (the rate of the earlier line holds until the next) or linear (straight line between them)."
		   });
		addAnnotation
		  (rateInterpolationEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "The rate of a line of the rate file holds until the next line. The default."
		   });
		addAnnotation
		  (rateInterpolationEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "The rate goes in a straight line from one line of the rate file to the next."
		   });
		addAnnotation
		  (traceLoadEClass,
		   source,
		   new String[] {
			   "documentation", "Competing processes replayed from a trace of real processes."
		   });
		addAnnotation
		  (getTraceLoad_TraceFile(),
		   source,
		   new String[] {
			   "documentation", "CSV file (arrival_s,cpu_s,nice[,host]), relative to the scenario file: processes of real users replayed. Required (rule traceFileSet)."
		   });
		addAnnotation
		  (userBehaviourGraphEClass,
		   source,
		   new String[] {
			   "documentation", "An interactive user per host walking a Markov chain of states: think, run the state\'s command, wait for it, move on."
		   });
		addAnnotation
		  (getUserBehaviourGraph_States(),
		   source,
		   new String[] {
			   "documentation", "The states of the user\'s Markov chain (at least one, rule hasStates; names unique, rule uniqueStateNames)."
		   });
		addAnnotation
		  (getUserBehaviourGraph_InitialState(),
		   source,
		   new String[] {
			   "documentation", "Name of the state a user starts in; empty (default): the first state. Must name one of the states (rule initialStateKnown)."
		   });
		addAnnotation
		  (userStateEClass,
		   source,
		   new String[] {
			   "documentation", "A state of a user behaviour graph: the user thinks for thinkTime, then runs a command of demand CPU seconds at nice, waits for it to finish and moves on along one of the transitions."
		   });
		addAnnotation
		  (getUserState_Name(),
		   source,
		   new String[] {
			   "documentation", "The state\'s name, how transitions and initialState refer to it. Required (rule nameNotEmpty)."
		   });
		addAnnotation
		  (getUserState_ThinkTime(),
		   source,
		   new String[] {
			   "documentation", "Think time before the command, in seconds: a distribution spec, e.g. exponential(mean=2), constant(0.5), uniform(min=1, max=3). Unit: s. Default exponential(mean=10). Required (rule thinkTimeSet); valid (rule validDistribution); mean think time + mean demand at least 1e-6 s and never negative (rule cycleInRange)."
		   });
		addAnnotation
		  (getUserState_Demand(),
		   source,
		   new String[] {
			   "documentation", "CPU demand of the command in reference seconds: a distribution spec, e.g. exponential(mean=2), constant(0.5), lognormal(mean=3, sd=1). Unit: s. Default exponential(mean=1). Required (rule demandSet); valid (rule validDistribution); never negative (rule cycleInRange)."
		   });
		addAnnotation
		  (getUserState_Nice(),
		   source,
		   new String[] {
			   "documentation", "UNIX nice level of the command, -20 (most favoured) to 19 (rule niceInRange). Default 0."
		   });
		addAnnotation
		  (getUserState_Transitions(),
		   source,
		   new String[] {
			   "documentation", "Where the user goes next: at least one transition (rule hasTransitions), to states of the graph (rule knownTargets), probabilities summing to 1 (rule probabilitiesSumToOne)."
		   });
		addAnnotation
		  (userTransitionEClass,
		   source,
		   new String[] {
			   "documentation", "A possible next state of a user state, taken with its probability."
		   });
		addAnnotation
		  (getUserTransition_To(),
		   source,
		   new String[] {
			   "documentation", "Name of the next state; must be a state of the same graph (rule knownTargets)."
		   });
		addAnnotation
		  (getUserTransition_Probability(),
		   source,
		   new String[] {
			   "documentation", "The probability of taking this transition, 0 to 1 (rule probabilityInRange); a state\'s probabilities sum to 1. Default 1."
		   });
		addAnnotation
		  (applicationEClass,
		   source,
		   new String[] {
			   "documentation", "The program whose behaviour is predicted."
		   });
		addAnnotation
		  (networkSegmentEClass,
		   source,
		   new String[] {
			   "documentation", "A network segment and the model that times messages on it. Times in seconds, sizes in bytes, rates in bytes (or bits) per second."
		   });
		addAnnotation
		  (getNetworkSegment_Name(),
		   source,
		   new String[] {
			   "documentation", "The segment\'s name, how hosts refer to it. Required (rule nameNotEmpty), unique among hosts, groups and segments (rule uniqueHostNames)."
		   });
		addAnnotation
		  (getNetworkSegment_Gateway(),
		   source,
		   new String[] {
			   "documentation", "The gateway station through which messages leave and enter this segment, by name: a host of the platform (on this segment, or on another one it joins to this one) or a router of a routed network (then the router sits on this segment and routes join it to the rest). A message between hosts of different segments travels store and forward: on each segment from station to gateway under that segment\'s model, over the routed links between gateways. Empty (default): the segment\'s hosts reach only each other. Not for a routed network (rule validGateway)."
		   });
		addAnnotation
		  (delayNetworkEClass,
		   source,
		   new String[] {
			   "documentation", "MISS-PVM VMConfig delays: no contention."
		   });
		addAnnotation
		  (getDelayNetwork_SendDelaySeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the sender spends per message (VMConfig\'s send delay). Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getDelayNetwork_ReceiveDelaySeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the receiver spends per receive call (VMConfig\'s receive delay). Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getDelayNetwork_TransmissionDelaySeconds(),
		   source,
		   new String[] {
			   "documentation", "Time a message takes to cross, whatever its length (VMConfig\'s transmission delay); no contention. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getDelayNetwork_ProportionalDelayPerKBSeconds(),
		   source,
		   new String[] {
			   "documentation", "Crossing time added per 1024 bytes of message (VMConfig\'s proportional delay). Unit: s per KB. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (sharedMediumNetworkEClass,
		   source,
		   new String[] {
			   "documentation", "One transmission at a time; the earliest requester goes first."
		   });
		addAnnotation
		  (getSharedMediumNetwork_LatencySeconds(),
		   source,
		   new String[] {
			   "documentation", "Time the medium is held per message, whatever its length. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getSharedMediumNetwork_BandwidthBytesPerSecond(),
		   source,
		   new String[] {
			   "documentation", "Rate at which the medium carries a message\'s bytes, one message at a time. Unit: B/s. Default 1250000 (10 Mbit/s). At least 1 B/s (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getSharedMediumNetwork_SendOverheadSeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the sender spends per message. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getSharedMediumNetwork_ReceiveOverheadSeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the receiver spends per receive call. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (piecewiseLinearNetworkEClass,
		   source,
		   new String[] {
			   "documentation", "CLUE: piecewise-linear send and transmission times."
		   });
		addAnnotation
		  (getPiecewiseLinearNetwork_SendTimeSameNode(),
		   source,
		   new String[] {
			   "documentation", "Send time (sender CPU seconds) against message size for tasks on the same node: breakpoints size:seconds separated by spaces, e.g. 0:0.0001 65536:0.002, linear between them. Default 0:0. Times 0 to 1e9 s (rule validBreakpoints)."
		   });
		addAnnotation
		  (getPiecewiseLinearNetwork_SendTimeOtherNode(),
		   source,
		   new String[] {
			   "documentation", "Send time (sender CPU seconds) against message size for tasks on different nodes: breakpoints size:seconds separated by spaces. Default 0:0. Times 0 to 1e9 s (rule validBreakpoints)."
		   });
		addAnnotation
		  (getPiecewiseLinearNetwork_TransmissionTimeSameNode(),
		   source,
		   new String[] {
			   "documentation", "Transmission time against message size for tasks on the same node: breakpoints size:seconds separated by spaces. Default 0:0. Times 0 to 1e9 s (rule validBreakpoints)."
		   });
		addAnnotation
		  (getPiecewiseLinearNetwork_TransmissionTimeOtherNode(),
		   source,
		   new String[] {
			   "documentation", "Transmission time against message size for tasks on different nodes: breakpoints size:seconds separated by spaces. Default 0:0. Times 0 to 1e9 s (rule validBreakpoints)."
		   });
		addAnnotation
		  (getPiecewiseLinearNetwork_ContentionFactors(),
		   source,
		   new String[] {
			   "documentation", "Factor on the send time for 1, 2, 3, ... concurrent receivers, separated by spaces; each > 0 and at most 1e6 (rule validContentionFactors). Default 1."
		   });
		addAnnotation
		  (getPiecewiseLinearNetwork_ReceiveOverheadSeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the receiver spends per receive call. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (ethernetNetworkEClass,
		   source,
		   new String[] {
			   "documentation", "Zabel: CSMA/CD Ethernet with TCP segments, collisions and back-off."
		   });
		addAnnotation
		  (getEthernetNetwork_BitsPerSecond(),
		   source,
		   new String[] {
			   "documentation", "The Ethernet\'s bit rate: 10 Mbit/s is 1.0E7, 100 Mbit/s 1.0E8. Unit: bit/s. Default 1.0E7. At least 1 bit/s (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (switchedNetworkEClass,
		   source,
		   new String[] {
			   "documentation", "Hosts on links through a switch; concurrent flows share links by max-min fairness."
		   });
		addAnnotation
		  (getSwitchedNetwork_LatencySeconds(),
		   source,
		   new String[] {
			   "documentation", "Latency of each host\'s link to the switch. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getSwitchedNetwork_LinkBandwidthBytesPerSecond(),
		   source,
		   new String[] {
			   "documentation", "Bandwidth of each direction of each host\'s link; concurrent flows share a link by max-min fairness. Unit: B/s. Default 1.25E7 (100 Mbit/s). At least 1 B/s (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getSwitchedNetwork_SendOverheadSeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the sender spends per message. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getSwitchedNetwork_ReceiveOverheadSeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the receiver spends per receive call. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (analyticNetworkEClass,
		   source,
		   new String[] {
			   "documentation", "Baer: setup + blocks x block setup + size / bandwidth; no contention."
		   });
		addAnnotation
		  (getAnalyticNetwork_SetupSeconds(),
		   source,
		   new String[] {
			   "documentation", "Message setup time (Baer\'s MSGSETUP), once per message. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getAnalyticNetwork_BlockBytes(),
		   source,
		   new String[] {
			   "documentation", "Block size (Baer\'s BLKSZ): a message of b bytes has ceil(b / blockBytes) blocks. Unit: B. Default 1460. A whole number >= 1 (rule wholeBlockBytes), at most 2^50 (rule parametersInRange)."
		   });
		addAnnotation
		  (getAnalyticNetwork_BlockSetupSeconds(),
		   source,
		   new String[] {
			   "documentation", "Setup time per block (Baer\'s BLKSETUP). Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getAnalyticNetwork_BandwidthBytesPerSecond(),
		   source,
		   new String[] {
			   "documentation", "Low-level communication bandwidth (Baer\'s LLCBW). Unit: B/s. Default 1.25E7. At least 1 B/s (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getAnalyticNetwork_SendOverheadSeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the sender spends per message. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getAnalyticNetwork_ReceiveOverheadSeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the receiver spends per receive call. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (pingPongApplicationEClass,
		   source,
		   new String[] {
			   "documentation", "Two tasks bouncing a message of each size back and forth: round-trip time and application-to-application bandwidth per size."
		   });
		addAnnotation
		  (getPingPongApplication_HostA(),
		   source,
		   new String[] {
			   "documentation", "The host of the task that sends first (rule hostsSet); it must be joined to hostB, on one segment or through gateways (rule hostsConnected)."
		   });
		addAnnotation
		  (getPingPongApplication_HostB(),
		   source,
		   new String[] {
			   "documentation", "The host of the task that answers (rule hostsSet)."
		   });
		addAnnotation
		  (getPingPongApplication_Sizes(),
		   source,
		   new String[] {
			   "documentation", "Message lengths in bytes, separated by spaces; each 0 to 2^50 (rule validSizes). Unit: B. Default 0 1024 4096 16384 65536 262144 1048576."
		   });
		addAnnotation
		  (getPingPongApplication_Repetitions(),
		   source,
		   new String[] {
			   "documentation", "How many times the message of each size goes back and forth. Default 10. At least 1 (rule positiveRepetitions)."
		   });
		addAnnotation
		  (tokenRingApplicationEClass,
		   source,
		   new String[] {
			   "documentation", "A ring of tasks, one per listed host, passing a token around (Zabel, figure 2.9)."
		   });
		addAnnotation
		  (getTokenRingApplication_Hosts(),
		   source,
		   new String[] {
			   "documentation", "The ring: one task per listed host, each passing the token to the next and the last to the first. At least 2 (rule atLeastTwoHosts); neighbours are joined, on one segment or through gateways (rule hostsConnected)."
		   });
		addAnnotation
		  (getTokenRingApplication_TokenBytes(),
		   source,
		   new String[] {
			   "documentation", "Length of the token message. Unit: B. Default 4032. At least 0 (rule positiveRounds)."
		   });
		addAnnotation
		  (getTokenRingApplication_Rounds(),
		   source,
		   new String[] {
			   "documentation", "How many times the token goes round the ring. Default 100. At least 1 (rule positiveRounds)."
		   });
		addAnnotation
		  (masterSlaveApplicationEClass,
		   source,
		   new String[] {
			   "documentation", "A master hands out chunks of work units to slaves under a load-balancing strategy (stochastic model, event driven)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_Master(),
		   source,
		   new String[] {
			   "documentation", "The host of the master task (rule masterSet)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_Slaves(),
		   source,
		   new String[] {
			   "documentation", "The hosts of the slave tasks, one slave per entry (at least one, rule hasSlaves); each is joined to the master, on one segment or through gateways (rule hostsConnected)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_Units(),
		   source,
		   new String[] {
			   "documentation", "Number of work units the master hands out. Default 1000. Range 0 to 2^31 - 1 (rules nonNegativeSizes, unitsInRange)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_UnitCost(),
		   source,
		   new String[] {
			   "documentation", "CPU cost of one unit in reference seconds: a distribution spec, e.g. exponential(mean=1), constant(0.5). Unit: s. Default exponential(mean=1). Valid (rule validDistribution) and never negative (rule nonNegativeDistribution)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_RequestBytes(),
		   source,
		   new String[] {
			   "documentation", "Length of a slave\'s request for work. Unit: B. Default 64. Range 0 to 2^50 (rules nonNegativeSizes, messageSizesInRange)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_WorkBytesFixed(),
		   source,
		   new String[] {
			   "documentation", "Fixed part of the length of a work message: a chunk of n units is workBytesFixed + workBytesPerUnit x n bytes. Unit: B. Default 64. Range 0 to 2^50, also for the largest chunk (rules nonNegativeSizes, messageSizesInRange)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_WorkBytesPerUnit(),
		   source,
		   new String[] {
			   "documentation", "Bytes a work message grows by per unit of its chunk. Unit: B/unit. Default 0. Range 0 to 2^50 (rules nonNegativeSizes, messageSizesInRange)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_ResultBytesFixed(),
		   source,
		   new String[] {
			   "documentation", "Fixed part of the length of a result message: resultBytesFixed + resultBytesPerUnit x n bytes for a chunk of n units. Unit: B. Default 64. Range 0 to 2^50, also for the largest chunk (rules nonNegativeSizes, messageSizesInRange)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_ResultBytesPerUnit(),
		   source,
		   new String[] {
			   "documentation", "Bytes a result message grows by per unit of its chunk. Unit: B/unit. Default 0. Range 0 to 2^50 (rules nonNegativeSizes, messageSizesInRange)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_MasterOverheadSeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the master spends on each request. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeSizes, secondsInRange)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_NeighbourBytes(),
		   source,
		   new String[] {
			   "documentation", "If > 0, after each chunk a slave sends this many bytes to the next slave (a ring) and takes what its neighbour sent. Unit: B. Default 0. Range 0 to 2^50 (rules nonNegativeSizes, messageSizesInRange)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_Rounds(),
		   source,
		   new String[] {
			   "documentation", "Rounds of the work: the master hands out all units, waits for all results of the round, then starts the next. Default 1. At least 1 (rule nonNegativeSizes)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_Strategy(),
		   source,
		   new String[] {
			   "documentation", "The load-balancing strategy: static-block, static-cyclic, self (default), fixed(k), guided, trapezoid, factoring, weighted-factoring, adaptive-weighted-factoring, or one contributed inside Eclipse (rule validStrategy)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_StrategyClass(),
		   source,
		   new String[] {
			   "documentation", "A user strategy: the binary name of a class implementing lbsim.core.balance.Strategy, loaded by lbsim\'s own class loader; overrides strategy when set (a class that cannot be loaded is reported under rule validStrategy). Default: none."
		   });
		addAnnotation
		  (getMasterSlaveApplication_SlaveCount(),
		   source,
		   new String[] {
			   "documentation", "How many slaves take part: the first slaveCount hosts of slaves; 0 (default): all. Range 0 to the number of slaves (rule slaveCountInRange). Sweep it for speedup against processors."
		   });
		addAnnotation
		  (getMasterSlaveApplication_FailureDetectionSeconds(),
		   source,
		   new String[] {
			   "documentation", "When a slave\'s host goes off, the master learns of it this many seconds later (a detection delay or time-out); the lost chunk then returns to the pool and the strategy is told. Unit: s. Default 0. Range 0 to 1e9 (rule validDetectionDelay)."
		   });
		addAnnotation
		  (getMasterSlaveApplication_Rejoin(),
		   source,
		   new String[] {
			   "documentation", "Whether a lost slave starts again when its host comes back on. Default true."
		   });
		addAnnotation
		  (traceReplayApplicationEClass,
		   source,
		   new String[] {
			   "documentation", "Replays Zabel-format traces (c / s / r / m lines, microseconds, one file per task) on this platform."
		   });
		addAnnotation
		  (getTraceReplayApplication_Traces(),
		   source,
		   new String[] {
			   "documentation", "The Zabel traces: a folder of NAME.0, NAME.1, ... files, or one file with a task column; relative to the scenario file. Required (rule tracesSet)."
		   });
		addAnnotation
		  (getTraceReplayApplication_Hosts(),
		   source,
		   new String[] {
			   "documentation", "The hosts the traced tasks run on, one per task in task order (rule hostsSet); tasks that exchange messages are joined, on one segment or through gateways (rule hostsConnected)."
		   });
		addAnnotation
		  (getTraceReplayApplication_TraceHostSpeed(),
		   source,
		   new String[] {
			   "documentation", "Speed factor of the machines the trace was taken on: trace times x this = reference CPU seconds. Unit: x reference. Default 1. Range 1e-6 to 1e6 (rules positiveTraceHostSpeed, traceHostSpeedInRange)."
		   });
		addAnnotation
		  (getTraceReplayApplication_UseNetworkCosts(),
		   source,
		   new String[] {
			   "documentation", "false (default): the trace\'s write and read times are replayed as CPU work; true: the network model\'s overheads are used instead."
		   });
		addAnnotation
		  (realApplicationEClass,
		   source,
		   new String[] {
			   "documentation", "A real Java program written against lbsim.api, run in virtual time: the scenario starts its first task (mainClass), which spawns the others."
		   });
		addAnnotation
		  (getRealApplication_MainClass(),
		   source,
		   new String[] {
			   "documentation", "Binary name of the class of the first task: implements lbsim.api.Task, public, with a public constructor without arguments. Required (rule mainClassSet)."
		   });
		addAnnotation
		  (getRealApplication_ClassPath(),
		   source,
		   new String[] {
			   "documentation", "Jars or class folders the program is loaded from, relative to the scenario file\'s folder; the command line\'s --classpath entries come before them. No entry may be empty (rule classPathEntriesSet)."
		   });
		addAnnotation
		  (getRealApplication_Args(),
		   source,
		   new String[] {
			   "documentation", "What the first task sees as Pvm.args(), in order. Default: none."
		   });
		addAnnotation
		  (getRealApplication_CostMode(),
		   source,
		   new String[] {
			   "documentation", "declared (default): only Pvm.compute and computeFlops cost virtual CPU time; measured: also the CPU time the program\'s own code uses between two API calls, times referenceFactor."
		   });
		addAnnotation
		  (getRealApplication_ReferenceFactor(),
		   source,
		   new String[] {
			   "documentation", "Measured mode: the speed of the machine lbsim runs on as a factor of the reference machine; measured CPU seconds x this = reference CPU seconds. Unit: x reference. Default 1. Range 1e-6 to 1e6 (rules positiveReferenceFactor, referenceFactorInRange)."
		   });
		addAnnotation
		  (getRealApplication_ReferenceFlopsPerSecond(),
		   source,
		   new String[] {
			   "documentation", "Floating-point operations per second of the reference machine (speed 1.0), for Pvm.computeFlops. Unit: flop/s. Default 1e9 (one GFLOP/s). Range 1 to 1e21 (rules positiveReferenceFlops, referenceFlopsInRange)."
		   });
		addAnnotation
		  (getRealApplication_Host(),
		   source,
		   new String[] {
			   "documentation", "The host of the first task; unset (default): placed automatically. When set, a host of the platform (rule programHostKnown)."
		   });
		addAnnotation
		  (getRealApplication_TaskName(),
		   source,
		   new String[] {
			   "documentation", "The first task\'s name in the results. Default master. Must not be empty (rule taskNameNotEmpty)."
		   });
		addAnnotation
		  (costModeEEnum,
		   source,
		   new String[] {
			   "documentation", "How a real program spends virtual CPU time: declared (only Pvm.compute and computeFlops) or measured (also the CPU time its own code uses, scaled by referenceFactor)."
		   });
		addAnnotation
		  (costModeEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "Only Pvm.compute and Pvm.computeFlops cost virtual CPU time. The default."
		   });
		addAnnotation
		  (costModeEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "Also the CPU time the program\'s own code uses between two API calls, times referenceFactor."
		   });
		addAnnotation
		  (observedTaskApplicationEClass,
		   source,
		   new String[] {
			   "documentation", "Independent observed tasks, each needing a fixed amount of reference CPU work on one host."
		   });
		addAnnotation
		  (getObservedTaskApplication_Tasks(),
		   source,
		   new String[] {
			   "documentation", "The observed tasks (at least one, rule hasTasks; names unique, rule uniqueTaskNames)."
		   });
		addAnnotation
		  (observedTaskEClass,
		   source,
		   new String[] {
			   "documentation", "One observed task: a job of workSeconds of reference CPU work that starts on its host at startTimeSeconds, competing with the load there; its end time is the result."
		   });
		addAnnotation
		  (getObservedTask_Name(),
		   source,
		   new String[] {
			   "documentation", "The task\'s name in the results (task.NAME.end in charts). Required (rule nameNotEmpty)."
		   });
		addAnnotation
		  (getObservedTask_Host(),
		   source,
		   new String[] {
			   "documentation", "The host the task runs on (rule hostSet)."
		   });
		addAnnotation
		  (getObservedTask_WorkSeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU work on the reference machine (speed 1.0). Unit: s. Default 1. Range > 0 to 1e9 (rules positiveWork, secondsInRange)."
		   });
		addAnnotation
		  (getObservedTask_Nice(),
		   source,
		   new String[] {
			   "documentation", "UNIX nice level of the task, -20 (most favoured) to 19 (rule niceInRange). Default 0."
		   });
		addAnnotation
		  (getObservedTask_StartTimeSeconds(),
		   source,
		   new String[] {
			   "documentation", "Virtual time at which the task starts. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeStart, secondsInRange)."
		   });
		addAnnotation
		  (runSettingsEClass,
		   source,
		   new String[] {
			   "documentation", "Seed and limits of a run. A limit of 0 means none."
		   });
		addAnnotation
		  (getRunSettings_Seed(),
		   source,
		   new String[] {
			   "documentation", "The master seed: every random stream of the run (each workload, host and application) is derived from it, so the same seed gives the same result bit for bit. Default 1. --seed overrides it."
		   });
		addAnnotation
		  (getRunSettings_EndTimeSeconds(),
		   source,
		   new String[] {
			   "documentation", "Virtual time at which the run stops; 0 (default): no end time, the run ends when nothing is left to happen. Unit: s. At least 0 (rule nonNegativeLimits)."
		   });
		addAnnotation
		  (getRunSettings_MaxEvents(),
		   source,
		   new String[] {
			   "documentation", "The run stops after this many events; 0 (default): no limit. At least 0 (rule nonNegativeLimits)."
		   });
		addAnnotation
		  (getRunSettings_WallClockLimitSeconds(),
		   source,
		   new String[] {
			   "documentation", "The run stops after this much real (wall-clock) time; 0 (default): no limit. Unit: s. At least 0 (rule nonNegativeLimits)."
		   });
		addAnnotation
		  (getRunSettings_Replications(),
		   source,
		   new String[] {
			   "documentation", "How many times each point of the experiment runs, with derived seeds (1, the default: once, with the seed itself). Range 1 to 100000 (rule replicationsInRange)."
		   });
		addAnnotation
		  (getRunSettings_EstimateFile(),
		   source,
		   new String[] {
			   "documentation", "A resource-matrix file (lbsim estimate format, relative to the scenario file) whose closed-form estimate (Baer) is computed next to the simulation and written as estimate.txt. Default: none."
		   });
		addAnnotation
		  (networkSharingModelEEnum,
		   source,
		   new String[] {
			   "documentation", "How a routed network shares link bandwidth: plain max-min after the route latency, or SimGrid 3.32\'s CM02 or LV08 exactly."
		   });
		addAnnotation
		  (networkSharingModelEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "Plain max-min sharing after the route latency (today\'s rule, the default)."
		   });
		addAnnotation
		  (networkSharingModelEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "SimGrid 3.32\'s CM02: sharing penalty by route latency, TCP window bound tcpGammaBytes / (2 x route latency), crosstraffic on or off."
		   });
		addAnnotation
		  (networkSharingModelEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "SimGrid 3.32\'s default model, LV08: CM02 with its latency factor 13.01, bandwidth factor 0.97 and weight-S 20537."
		   });
		addAnnotation
		  (linkSharingEEnum,
		   source,
		   new String[] {
			   "documentation", "How the flows crossing a link share it: one capacity for both directions, every flow the whole bandwidth, or one capacity per direction."
		   });
		addAnnotation
		  (linkSharingEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "One capacity shared by the flows of both directions."
		   });
		addAnnotation
		  (linkSharingEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "Every flow gets the whole bandwidth (no sharing)."
		   });
		addAnnotation
		  (linkSharingEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "One capacity per direction."
		   });
		addAnnotation
		  (zoneRoutingEEnum,
		   source,
		   new String[] {
			   "documentation", "How a zone finds routes: the path of fewest hops over its routes unless one is given (shortest, SimGrid\'s Floyd and Dijkstra), or only the routes given (full)."
		   });
		addAnnotation
		  (zoneRoutingEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "The path of fewest hops over the zone\'s routes, unless a route is given (SimGrid\'s Floyd and Dijkstra). The default."
		   });
		addAnnotation
		  (zoneRoutingEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "Only the routes given (SimGrid\'s Full routing)."
		   });
		addAnnotation
		  (routedNetworkEClass,
		   source,
		   new String[] {
			   "documentation", "The platform as a graph, as SimGrid describes it: links, routers, routes, clusters and nested zones; its hosts are the platform\'s hosts on this segment. It is the root zone: hosts on it that no cluster or zone holds are its members."
		   });
		addAnnotation
		  (getRoutedNetwork_Model(),
		   source,
		   new String[] {
			   "documentation", "How flows share link bandwidth. maxmin (default): plain max-min after the route latency; cm02 and lv08: SimGrid 3.32\'s models (penalty by route latency, TCP window bound, crosstraffic; lv08 also its latency and bandwidth factors and weight-S)."
		   });
		addAnnotation
		  (getRoutedNetwork_LatencyFactor(),
		   source,
		   new String[] {
			   "documentation", "Multiplies the route latency a flow waits (SimGrid network/latency-factor). Unset (default): 1 for cm02 and 13.01 for lv08. Must be >= 0 and finite when set (rule nonNegativeParameters)."
		   });
		addAnnotation
		  (getRoutedNetwork_BandwidthFactor(),
		   source,
		   new String[] {
			   "documentation", "Bytes moved per unit of max-min share (network/bandwidth-factor). Unset (default): 1 for cm02 and 0.97 for lv08. Must be >= 0 and finite when set (rule nonNegativeParameters)."
		   });
		addAnnotation
		  (getRoutedNetwork_WeightS(),
		   source,
		   new String[] {
			   "documentation", "Bytes added to a flow\'s sharing penalty per link, as weightS / bandwidth seconds (network/weight-S). Unit: B. Unset (default): 0 for cm02, 20537 for lv08. Must be >= 0 when set (rule nonNegativeParameters)."
		   });
		addAnnotation
		  (getRoutedNetwork_TcpGammaBytes(),
		   source,
		   new String[] {
			   "documentation", "The largest TCP window: under cm02 and lv08 a flow moves at most tcpGammaBytes / (2 x route latency) bytes per second (network/TCP-gamma). Unit: B. Default 4194304 (4 MiB, SimGrid\'s). At least 0 (rule nonNegativeParameters)."
		   });
		addAnnotation
		  (getRoutedNetwork_Crosstraffic(),
		   source,
		   new String[] {
			   "documentation", "Under cm02 and lv08: whether a flow also takes 0.05 of its share on the reverse route (network/crosstraffic, on by default in SimGrid). Default true."
		   });
		addAnnotation
		  (getRoutedNetwork_Routing(),
		   source,
		   new String[] {
			   "documentation", "How the root zone finds routes: shortest (default): the path of fewest hops over its routes unless one is given (SimGrid\'s Floyd and Dijkstra); full: only the routes given."
		   });
		addAnnotation
		  (getRoutedNetwork_SendOverheadSeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the sender spends per message. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getRoutedNetwork_ReceiveOverheadSeconds(),
		   source,
		   new String[] {
			   "documentation", "CPU seconds (reference) the receiver spends per receive call. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeParameters, parametersInRange)."
		   });
		addAnnotation
		  (getRoutedNetwork_Links(),
		   source,
		   new String[] {
			   "documentation", "Every link of the platform (clusters make their own private links and backbone); routes refer to them by name."
		   });
		addAnnotation
		  (getRoutedNetwork_Routers(),
		   source,
		   new String[] {
			   "documentation", "Routers and switches of the root zone: points routes go through."
		   });
		addAnnotation
		  (getRoutedNetwork_Routes(),
		   source,
		   new String[] {
			   "documentation", "Routes of the root zone between its members (hosts, routers, clusters, zones). A host on this segment that no cluster or zone holds is a member of the root zone. Every host must reach every other, or the run refuses the network."
		   });
		addAnnotation
		  (getRoutedNetwork_Clusters(),
		   source,
		   new String[] {
			   "documentation", "Clusters in the root zone."
		   });
		addAnnotation
		  (getRoutedNetwork_Zones(),
		   source,
		   new String[] {
			   "documentation", "Zones nested in the root zone."
		   });
		addAnnotation
		  (linkEClass,
		   source,
		   new String[] {
			   "documentation", "A network link: bandwidth, latency and sharing, and how bandwidth and latency change over time (profiles)."
		   });
		addAnnotation
		  (getLink_Name(),
		   source,
		   new String[] {
			   "documentation", "The link\'s name, how routes refer to it; unique in the network (checked when the network is built)."
		   });
		addAnnotation
		  (getLink_BandwidthBytesPerSecond(),
		   source,
		   new String[] {
			   "documentation", "The link\'s bandwidth. Unit: B/s. Default 1.25E8 (1 Gbit/s). Must be > 0 and finite (checked when the network is built)."
		   });
		addAnnotation
		  (getLink_LatencySeconds(),
		   source,
		   new String[] {
			   "documentation", "The link\'s latency; a route\'s latency is the sum of its links\'. Unit: s. Default 0. Must be >= 0 and finite (checked when the network is built)."
		   });
		addAnnotation
		  (getLink_Sharing(),
		   source,
		   new String[] {
			   "documentation", "How flows crossing the link share it: shared (default; one capacity for both directions), fatpipe (every flow gets the whole bandwidth) or splitduplex (one capacity per direction)."
		   });
		addAnnotation
		  (getLink_BandwidthProfile(),
		   source,
		   new String[] {
			   "documentation", "Bandwidth over time as SimGrid\'s bandwidth_file gives it: lines TIME BANDWIDTH (the link\'s bandwidth in B/s from TIME on; bandwidthBytesPerSecond before the first line), optionally LOOPAFTER SECONDS to repeat; inline with ; between lines, or file:PATH (relative to the scenario). A change shares the link again at that instant; messages under way keep the bytes they have left. Times must not go back, bandwidths must be > 0 (rule validLinkProfiles). Default: none (constant bandwidth)."
		   });
		addAnnotation
		  (getLink_LatencyProfile(),
		   source,
		   new String[] {
			   "documentation", "Latency over time as SimGrid\'s latency_file gives it: lines TIME LATENCY (seconds, from TIME on; latencySeconds before the first line), optionally LOOPAFTER SECONDS; inline with ; between lines, or file:PATH. Messages that start after a change pay the new latency; under cm02 and lv08 the messages already crossing the link also get its new latency in their sharing penalty and window bound, as in SimGrid. Checked by rule validLinkProfiles. Default: none (constant latency)."
		   });
		addAnnotation
		  (routerEClass,
		   source,
		   new String[] {
			   "documentation", "A router or switch: a point routes go through."
		   });
		addAnnotation
		  (getRouter_Name(),
		   source,
		   new String[] {
			   "documentation", "The router\'s name, how routes and gateways refer to it; unique in the network (checked when the network is built)."
		   });
		addAnnotation
		  (routeEClass,
		   source,
		   new String[] {
			   "documentation", "A route between two members of a zone (hosts, routers, clusters or zones, by name): its links in order. Between a zone or cluster and another member, the gateways name the host or router inside where traffic enters and leaves (a cluster: its router, clustername_router, by default). In a zone routing by shortest paths routes are also the edges of the graph."
		   });
		addAnnotation
		  (getRoute_From(),
		   source,
		   new String[] {
			   "documentation", "The member the route starts at: a host, router, cluster or zone of the same zone, by name (checked when the network is built)."
		   });
		addAnnotation
		  (getRoute_To(),
		   source,
		   new String[] {
			   "documentation", "The member the route ends at: a host, router, cluster or zone of the same zone, by name."
		   });
		addAnnotation
		  (getRoute_GatewayFrom(),
		   source,
		   new String[] {
			   "documentation", "When from is a zone or cluster: the host or router inside it where traffic leaves (a cluster: its router by default; a zone needs one). Empty (default) for a host or router."
		   });
		addAnnotation
		  (getRoute_GatewayTo(),
		   source,
		   new String[] {
			   "documentation", "When to is a zone or cluster: the host or router inside it where traffic enters (a cluster: its router by default; a zone needs one). Empty (default) for a host or router."
		   });
		addAnnotation
		  (getRoute_Links(),
		   source,
		   new String[] {
			   "documentation", "The links of the route, in order from from to to; links of this network."
		   });
		addAnnotation
		  (getRoute_Directions(),
		   source,
		   new String[] {
			   "documentation", "The way each link is crossed, up or down separated by spaces, one per link (matters for split-duplex links); empty (default): all up."
		   });
		addAnnotation
		  (getRoute_Symmetrical(),
		   source,
		   new String[] {
			   "documentation", "Whether the route also goes back: the same links in reverse order, each crossed the other way. Default true."
		   });
		addAnnotation
		  (clusterEClass,
		   source,
		   new String[] {
			   "documentation", "SimGrid\'s cluster in one element: its hosts, each with a private link of this bandwidth and latency (links cname_link_i, split-duplex or shared), a backbone cname_backbone when its bandwidth or latency is positive, and a router cname_router that is its gateway."
		   });
		addAnnotation
		  (getCluster_Name(),
		   source,
		   new String[] {
			   "documentation", "The cluster\'s name; its links are NAME_link_i, its backbone NAME_backbone, its router NAME_router unless router is set."
		   });
		addAnnotation
		  (getCluster_Hosts(),
		   source,
		   new String[] {
			   "documentation", "The cluster\'s hosts (platform hosts on this routed network), each with a private link."
		   });
		addAnnotation
		  (getCluster_BandwidthBytesPerSecond(),
		   source,
		   new String[] {
			   "documentation", "Bandwidth of each host\'s private link. Unit: B/s. Default 1.25E8 (1 Gbit/s). Must be > 0 and finite (checked when the network is built)."
		   });
		addAnnotation
		  (getCluster_LatencySeconds(),
		   source,
		   new String[] {
			   "documentation", "Latency of each host\'s private link. Unit: s. Default 0. Must be >= 0 and finite."
		   });
		addAnnotation
		  (getCluster_Sharing(),
		   source,
		   new String[] {
			   "documentation", "Sharing of the private links: splitduplex (default, SimGrid\'s) or shared; fatpipe is made shared, as SimGrid does."
		   });
		addAnnotation
		  (getCluster_BackboneBandwidthBytesPerSecond(),
		   source,
		   new String[] {
			   "documentation", "Bandwidth of the backbone every route between two of the cluster\'s hosts crosses; the backbone exists when its bandwidth or latency is positive. Unit: B/s. Default 0: no backbone."
		   });
		addAnnotation
		  (getCluster_BackboneLatencySeconds(),
		   source,
		   new String[] {
			   "documentation", "Latency of the backbone. Unit: s. Default 0."
		   });
		addAnnotation
		  (getCluster_BackboneSharing(),
		   source,
		   new String[] {
			   "documentation", "Sharing of the backbone: shared (default, SimGrid\'s SHARED), fatpipe or splitduplex."
		   });
		addAnnotation
		  (getCluster_Router(),
		   source,
		   new String[] {
			   "documentation", "Name of the cluster\'s router, its gateway; empty (default): the cluster\'s name followed by _router."
		   });
		addAnnotation
		  (zoneEClass,
		   source,
		   new String[] {
			   "documentation", "A zone nested in the routed network or in another zone: its own hosts, routers, routes, clusters and zones."
		   });
		addAnnotation
		  (getZone_Name(),
		   source,
		   new String[] {
			   "documentation", "The zone\'s name, how routes of the enclosing zone refer to it."
		   });
		addAnnotation
		  (getZone_Routing(),
		   source,
		   new String[] {
			   "documentation", "How the zone finds routes: shortest (default; fewest hops over its routes unless one is given) or full (only the routes given)."
		   });
		addAnnotation
		  (getZone_Hosts(),
		   source,
		   new String[] {
			   "documentation", "The zone\'s own hosts (platform hosts on this routed network)."
		   });
		addAnnotation
		  (getZone_Routers(),
		   source,
		   new String[] {
			   "documentation", "Routers and switches of the zone."
		   });
		addAnnotation
		  (getZone_Routes(),
		   source,
		   new String[] {
			   "documentation", "Routes between the zone\'s members (its hosts, routers, clusters and zones)."
		   });
		addAnnotation
		  (getZone_Clusters(),
		   source,
		   new String[] {
			   "documentation", "Clusters in the zone."
		   });
		addAnnotation
		  (getZone_Zones(),
		   source,
		   new String[] {
			   "documentation", "Zones nested in the zone."
		   });
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
			   "constraints", "nameNotEmpty nonNegativeParameters parametersInRange validGateway"
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
			   "constraints", "hostsSet positiveRepetitions validSizes hostsConnected"
		   });
		addAnnotation
		  (tokenRingApplicationEClass,
		   source,
		   new String[] {
			   "constraints", "atLeastTwoHosts positiveRounds hostsConnected"
		   });
		addAnnotation
		  (masterSlaveApplicationEClass,
		   source,
		   new String[] {
			   "constraints", "masterSet hasSlaves nonNegativeSizes validDistribution nonNegativeDistribution validStrategy unitsInRange messageSizesInRange slaveCountInRange hostsConnected secondsInRange validDetectionDelay"
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
		addAnnotation
		  (linkEClass,
		   source,
		   new String[] {
			   "constraints", "validLinkProfiles"
		   });
	}

	/**
	 * Initializes the annotations for <b>http://lbsim.org/model/rules</b>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void createRulesAnnotations() {
		String source = "http://lbsim.org/model/rules";
		addAnnotation
		  (scenarioEClass,
		   source,
		   new String[] {
			   "hasPlatform", "The scenario has a platform. Reports: has no platform.",
			   "hasApplication", "The scenario has an application. Reports: has no application.",
			   "uniqueHostNames", "Hosts, groups and segments have names no other of them has (names are shared by all three). Reports: host name \'NAME\' is used by N hosts, or host name \'NAME\' is used by N groups, or host name \'NAME\' is used by N hosts, groups or segments (names are shared by all three).",
			   "uniqueWorkloadNames", "Workloads have different names (an unnamed one is named workloads[i]). Reports: workload name \'NAME\' is used by N workloads; names key the random streams.",
			   "uniqueSweepPaths", "No attribute is swept twice. Reports: path \'PATH\' is swept by N sweeps; sweep an attribute once."
		   });
		addAnnotation
		  (sweepEClass,
		   source,
		   new String[] {
			   "pathNotEmpty", "The sweep names an attribute. Reports: path is empty; name the swept attribute, e.g. application/workBytesFixed.",
			   "validSweepSpec", "The values are a list, a linear range FROM:TO:STEP or a geometric range FROM:TO:*FACTOR that gives at least one value. Reports what is wrong with the spec.",
			   "pathResolves", "Every value can be set at the path (as --set would). Reports: value \'VALUE\' cannot be set: WHY."
		   });
		addAnnotation
		  (platformEClass,
		   source,
		   new String[] {
			   "spawnDelayInRange", "spawnDelaySeconds is between 0 and 1e9 s. Reports: spawnDelaySeconds must be between 0 and 1.0E9 s, got VALUE.",
			   "someHostStaysUp", "Not every host\'s stateProfile ends off for good. Reports: every host\'s stateProfile ends off for good: no host stays up."
		   });
		addAnnotation
		  (hostEClass,
		   source,
		   new String[] {
			   "nameNotEmpty", "The host has a name. Reports: has no name.",
			   "positiveSpeed", "speed is > 0 and finite. Reports: speed must be > 0, got VALUE, or speed must be > 0 and finite, got VALUE.",
			   "atLeastOneProcessor", "processors is at least 1. Reports: processors must be >= 1, got VALUE.",
			   "nonNegativeTimeSlice", "timeSliceSeconds is >= 0 and finite. Reports: timeSliceSeconds must be >= 0, got VALUE, or timeSliceSeconds must be >= 0 and finite, got VALUE.",
			   "speedInRange", "speed is between 1e-6 and 1e6. Reports: speed must be between 1.0E-6 and 1000000.0 (times the reference machine), got VALUE.",
			   "processorsInRange", "processors is at most 4096. Reports: processors must be at most 4096, got VALUE.",
			   "timeSliceInRange", "timeSliceSeconds is 0 or between 1e-4 and 3600 s. Reports: timeSliceSeconds must be 0 (the default slice) or between 1.0E-4 and 3600.0 s, got VALUE.",
			   "validProfiles", "An inline speedProfile or stateProfile parses as the simulator reads it (lines TIME VALUE, times never going back, optionally LOOPAFTER); a file: profile is read by the run. Reports: speedProfile: WHY, or stateProfile: WHY.",
			   "validFailureModel", "timeToFailure and timeToRepair are given together, and so are fullSpeedTime and reducedSpeedTime, each a valid distribution of durations >= 0; reducedSpeed is >= 0 and finite; a host has a stateProfile or a failure model, not both, and a speedProfile or an availability process, not both. Reports, e.g.: timeToFailure needs timeToRepair; or reducedSpeed must be >= 0 and finite, got VALUE; or a host has either a stateProfile or a failure model (timeToFailure), not both.",
			   "validPstates", "pstateSpeeds are speed factors > 0 separated by commas, and pstate is one of the host\'s pstates. Reports: pstateSpeeds must be speed factors > 0 separated by commas, got \'SPEC\', or pstate N does not exist (the host has COUNT, 0..LAST).",
			   "validWattage", "wattageOff is >= 0 and finite; wattagePerState gives, for each pstate, Idle:AllCores or Idle:Epsilon:AllCores watts, each >= 0 and finite. Reports: wattageOff must be >= 0 W and finite, got VALUE; or wattagePerState: pstate P: expected Idle:AllCores or Idle:Epsilon:AllCores, got \'X\'; or wattagePerState: pstate P: a power must be >= 0 W and finite, got VALUE; or wattagePerState gives N pstates but the host has K.",
			   "fluidForChangingSpeed", "A host whose speed changes uses fluid sharing. Reports: a speed that changes (speedProfile, fullSpeedTime or several pstates) needs fluid sharing, not round robin."
		   });
		addAnnotation
		  (workloadEClass,
		   source,
		   new String[] {
			   "hostSet", "Exactly one of host and group is set, and it is one of the scenario\'s. Reports: sets both host and group; set one, or refers to no host, or refers to unknown host \'NAME\', or refers to unknown group \'NAME\'."
		   });
		addAnnotation
		  (permanentLoadEClass,
		   source,
		   new String[] {
			   "nonNegativeCount", "count is >= 0. Reports: count must be >= 0, got VALUE.",
			   "niceInRange", "nice is between -20 and 19. Reports: nice must be between -20 and 19, got VALUE.",
			   "countInRange", "count is at most 10000. Reports: count must be at most 10000 processes per host, got VALUE."
		   });
		addAnnotation
		  (hostGroupEClass,
		   source,
		   new String[] {
			   "nameNotEmpty", "The group has a name. Reports: has no name.",
			   "hasHosts", "The group has at least one host, each one of the platform\'s. Reports: has no hosts, or refers to unknown host \'NAME\'.",
			   "validGroupFailures", "meanTimeToFailureSeconds and meanTimeToRepairSeconds are >= 0 and finite, both 0 or both > 0, and a host of a failing group has no failure model or stateProfile of its own. Reports: meanTimeToFailureSeconds and meanTimeToRepairSeconds must be >= 0 s and finite, got F and R; or meanTimeToFailureSeconds needs meanTimeToRepairSeconds > 0; or meanTimeToRepairSeconds needs meanTimeToFailureSeconds > 0; or host \'NAME\' has its own failure model or stateProfile; a group\'s failures cannot add to it."
		   });
		addAnnotation
		  (poissonLoadEClass,
		   source,
		   new String[] {
			   "positiveRate", "ratePerSecond is > 0 and finite. Reports: ratePerSecond must be > 0 and finite, got VALUE.",
			   "niceInRange", "nice is between -20 and 19. Reports: nice must be between -20 and 19, got VALUE.",
			   "demandSet", "demand is set. Reports: demand is not set.",
			   "rateInRange", "ratePerSecond is at most 1e6. Reports: ratePerSecond must be at most 1000000.0 (one arrival a microsecond), got VALUE.",
			   "validDistribution", "demand is a distribution the simulator knows, with means, bounds and deviations at most 1e9 s. Reports: demand: WHY, or demand: \'SPEC\' has a parameter of VALUE s; means, bounds and deviations must be at most 1.0E9 s.",
			   "demandInRange", "demand never gives negative seconds and its mean is at least 1e-6 s. Reports: demand \'SPEC\' gives negative CPU seconds (lowest value VALUE), or demand must have a mean of at least 1.0E-6 s, got VALUE s."
		   });
		addAnnotation
		  (varyingRateLoadEClass,
		   source,
		   new String[] {
			   "rateFileSet", "rateFile is set. Reports: rateFile is not set.",
			   "nonNegativePeriod", "periodSeconds is >= 0 and finite. Reports: periodSeconds must be >= 0, got VALUE, or periodSeconds must be >= 0 and finite, got VALUE.",
			   "niceInRange", "nice is between -20 and 19. Reports: nice must be between -20 and 19, got VALUE.",
			   "demandSet", "demand is set. Reports: demand is not set.",
			   "validDistribution", "demand is a distribution the simulator knows, with means, bounds and deviations at most 1e9 s. Reports: demand: WHY, or demand: \'SPEC\' has a parameter of VALUE s; means, bounds and deviations must be at most 1.0E9 s.",
			   "demandInRange", "demand never gives negative seconds and its mean is at least 1e-6 s. Reports: demand \'SPEC\' gives negative CPU seconds (lowest value VALUE), or demand must have a mean of at least 1.0E-6 s, got VALUE s.",
			   "secondsInRange", "Every attribute in seconds is at most 1e9. Reports: NAME must be at most 1.0E9 s, got VALUE."
		   });
		addAnnotation
		  (traceLoadEClass,
		   source,
		   new String[] {
			   "traceFileSet", "traceFile is set. Reports: traceFile is not set."
		   });
		addAnnotation
		  (userBehaviourGraphEClass,
		   source,
		   new String[] {
			   "hasStates", "The graph has at least one state. Reports: has no states.",
			   "uniqueStateNames", "States have different names. Reports: state name \'NAME\' is used by N states.",
			   "initialStateKnown", "initialState, when set, names one of the states. Reports: initialState \'NAME\' is not one of its states."
		   });
		addAnnotation
		  (userStateEClass,
		   source,
		   new String[] {
			   "nameNotEmpty", "The state has a name. Reports: has no name.",
			   "niceInRange", "nice is between -20 and 19. Reports: nice must be between -20 and 19, got VALUE.",
			   "thinkTimeSet", "thinkTime is set. Reports: thinkTime is not set.",
			   "demandSet", "demand is set. Reports: demand is not set.",
			   "hasTransitions", "The state has at least one transition. Reports: has no transitions (a user must always have a next state).",
			   "probabilitiesSumToOne", "The transitions\' probabilities sum to 1. Reports: transition probabilities sum to SUM, not 1.",
			   "knownTargets", "Every transition goes to a state of the graph. Reports: transition to unknown state \'NAME\'.",
			   "validDistribution", "thinkTime and demand are distributions the simulator knows, with means, bounds and deviations at most 1e9 s. Reports: thinkTime: WHY, or demand: WHY.",
			   "cycleInRange", "thinkTime and demand never give negative seconds, and mean thinkTime + mean demand is at least 1e-6 s. Reports: thinkTime \'SPEC\' gives negative seconds (lowest value VALUE), or demand \'SPEC\' gives negative seconds (lowest value VALUE), or mean thinkTime + mean demand must be at least 1.0E-6 s, got VALUE s (the user\'s loop would stop virtual time)."
		   });
		addAnnotation
		  (userTransitionEClass,
		   source,
		   new String[] {
			   "probabilityInRange", "probability is between 0 and 1. Reports: probability must be in [0, 1], got VALUE."
		   });
		addAnnotation
		  (networkSegmentEClass,
		   source,
		   new String[] {
			   "nameNotEmpty", "The segment has a name. Reports: has no name.",
			   "validGateway", "A gateway, when given, names a host of the platform or a router of a routed network of the platform (its routers, its clusters\' routers, its zones\' routers); a routed network names none. Reports: gateway \'NAME\' is neither a host of the platform nor a router of a routed network, or a routed network has no gateway: routes enter it at its own routers and hosts (gateway \'NAME\').",
			   "nonNegativeParameters", "Every number of the segment is finite; bandwidths, bitsPerSecond and blockBytes are > 0, the others >= 0 (an unset routed-network factor is skipped). Reports: NAME must be > 0 and finite, got VALUE, or NAME must be >= 0 and finite, got VALUE.",
			   "parametersInRange", "Bandwidths are at least 1 byte (bitsPerSecond: 1 bit) per second, times (attributes in Seconds) at most 1e9 s, blockBytes at most 2^50. Reports: NAME must be at least 1.0 byte per second, got VALUE (message times would be infinite), or NAME must be at most 1.0E9 s, got VALUE."
		   });
		addAnnotation
		  (piecewiseLinearNetworkEClass,
		   source,
		   new String[] {
			   "validBreakpoints", "Each of the four functions is a list of size:seconds breakpoints, sizes increasing, times between 0 and 1e9 s. Reports: FUNCTION: WHY.",
			   "validContentionFactors", "contentionFactors are numbers > 0 and at most 1e6. Reports: contentionFactors: WHY."
		   });
		addAnnotation
		  (analyticNetworkEClass,
		   source,
		   new String[] {
			   "wholeBlockBytes", "blockBytes is a whole number >= 1. Reports: blockBytes must be a whole number >= 1, got VALUE."
		   });
		addAnnotation
		  (pingPongApplicationEClass,
		   source,
		   new String[] {
			   "hostsSet", "hostA and hostB are set, hosts of the platform. Reports: refers to no host, or refers to unknown host \'NAME\'.",
			   "positiveRepetitions", "repetitions is at least 1. Reports: repetitions must be >= 1, got VALUE.",
			   "validSizes", "sizes is a list of whole numbers of bytes, each 0 to 2^50. Reports what is wrong.",
			   "hostsConnected", "hostA and hostB are on the same segment or joined by segments, gateways and routes. Reports: hosts \'A\' and \'B\' are not connected: WHAT, but the two tasks bounce messages."
		   });
		addAnnotation
		  (tokenRingApplicationEClass,
		   source,
		   new String[] {
			   "atLeastTwoHosts", "The ring has at least 2 hosts, each a host of the platform. Reports: a ring needs at least 2 hosts, got N.",
			   "positiveRounds", "rounds is at least 1 and tokenBytes at least 0. Reports: rounds must be >= 1 and tokenBytes >= 0, got ROUNDS and BYTES.",
			   "hostsConnected", "Neighbours in the ring are on the same segment or joined by segments, gateways and routes. Reports: hosts \'A\' and \'B\' are not connected: WHAT, but neighbours in the ring pass the token."
		   });
		addAnnotation
		  (masterSlaveApplicationEClass,
		   source,
		   new String[] {
			   "masterSet", "master is set, a host of the platform. Reports: refers to no host, or refers to unknown host \'NAME\'.",
			   "hasSlaves", "There is at least one slave, each a host of the platform. Reports: has no slaves.",
			   "nonNegativeSizes", "units, message sizes and masterOverheadSeconds are >= 0 (masterOverheadSeconds finite), rounds at least 1. Reports: NAME must be >= 0, got VALUE, or masterOverheadSeconds must be >= 0 and finite, got VALUE, or rounds must be >= 1, got VALUE.",
			   "validDistribution", "unitCost is a distribution the simulator knows, with means, bounds and deviations at most 1e9 s. Reports: unitCost: WHY.",
			   "nonNegativeDistribution", "unitCost never gives negative seconds. Reports: unitCost \'SPEC\' gives negative CPU seconds (lowest value VALUE); costs must be >= 0.",
			   "validStrategy", "strategy is a strategy spec the simulator knows. Reports: strategy: WHY.",
			   "unitsInRange", "units is at most 2^31 - 1. Reports: units must be at most 2147483647, got VALUE.",
			   "messageSizesInRange", "Every message size is at most 2^50 bytes, also a work or result message of all units. Reports: NAME must be at most 1125899906842624 bytes (2^50), got VALUE, or a work message of all N units would be workBytesFixed + workBytesPerUnit x units = SUM bytes, more than 1125899906842624 (2^50), or a result message of all N units would be resultBytesFixed + resultBytesPerUnit x units = SUM bytes, more than 1125899906842624 (2^50).",
			   "slaveCountInRange", "slaveCount is between 0 (all) and the number of slaves. Reports: slaveCount must be between 0 (all) and the number of slaves, N, got VALUE.",
			   "hostsConnected", "The master is joined to every slave that takes part (on one segment, or through segments, gateways and routes), and slaves to each other where they exchange messages (work stealing, neighbour exchanges). Reports: hosts \'A\' and \'B\' are not connected: WHAT, but the master sends work to every slave, or hosts \'A\' and \'B\' are not connected: WHAT, but slaves steal work from each other, or hosts \'A\' and \'B\' are not connected: WHAT, but slaves exchange neighbour messages.",
			   "secondsInRange", "Every attribute in seconds is at most 1e9. Reports: NAME must be at most 1.0E9 s, got VALUE.",
			   "validDetectionDelay", "failureDetectionSeconds is between 0 and 1e9 s. Reports: failureDetectionSeconds must be between 0 and 1.0E9 s, got VALUE."
		   });
		addAnnotation
		  (traceReplayApplicationEClass,
		   source,
		   new String[] {
			   "tracesSet", "traces is set. Reports: traces is not set.",
			   "hostsSet", "hosts names at least one host, each a host of the platform. Reports: names no hosts (one per traced task), or refers to unknown host \'NAME\'.",
			   "positiveTraceHostSpeed", "traceHostSpeed is > 0 and finite. Reports: traceHostSpeed must be > 0 and finite, got VALUE.",
			   "traceHostSpeedInRange", "traceHostSpeed is between 1e-6 and 1e6. Reports: traceHostSpeed must be between 1.0E-6 and 1000000.0, got VALUE."
		   });
		addAnnotation
		  (realApplicationEClass,
		   source,
		   new String[] {
			   "mainClassSet", "mainClass is set. Reports: mainClass is not set.",
			   "classPathEntriesSet", "No classPath entry is empty. Reports: classPath[I] is empty.",
			   "taskNameNotEmpty", "taskName is set. Reports: taskName is not set.",
			   "positiveReferenceFactor", "referenceFactor is > 0 and finite. Reports: referenceFactor must be > 0 and finite, got VALUE.",
			   "positiveReferenceFlops", "referenceFlopsPerSecond is > 0 and finite. Reports: referenceFlopsPerSecond must be > 0 and finite, got VALUE.",
			   "programHostKnown", "host, when set, is a host of the platform. Reports: refers to unknown host \'NAME\'.",
			   "referenceFactorInRange", "referenceFactor is between 1e-6 and 1e6. Reports: referenceFactor must be between 1.0E-6 and 1000000.0, got VALUE.",
			   "referenceFlopsInRange", "referenceFlopsPerSecond is between 1 and 1e21. Reports: referenceFlopsPerSecond must be between 1.0 and 1.0E21 flop/s, got VALUE (compute times would be infinite)."
		   });
		addAnnotation
		  (observedTaskApplicationEClass,
		   source,
		   new String[] {
			   "hasTasks", "There is at least one task. Reports: has no tasks.",
			   "uniqueTaskNames", "Tasks have different names. Reports: task name \'NAME\' is used by N tasks."
		   });
		addAnnotation
		  (observedTaskEClass,
		   source,
		   new String[] {
			   "nameNotEmpty", "The task has a name. Reports: has no name.",
			   "hostSet", "host is set, a host of the platform. Reports: refers to no host, or refers to unknown host \'NAME\'.",
			   "positiveWork", "workSeconds is > 0 and finite. Reports: workSeconds must be > 0, got VALUE, or workSeconds must be > 0 and finite, got VALUE.",
			   "niceInRange", "nice is between -20 and 19. Reports: nice must be between -20 and 19, got VALUE.",
			   "nonNegativeStart", "startTimeSeconds is >= 0 and finite. Reports: startTimeSeconds must be >= 0, got VALUE, or startTimeSeconds must be >= 0 and finite, got VALUE.",
			   "secondsInRange", "Every attribute in seconds is at most 1e9. Reports: NAME must be at most 1.0E9 s, got VALUE."
		   });
		addAnnotation
		  (runSettingsEClass,
		   source,
		   new String[] {
			   "nonNegativeLimits", "endTimeSeconds, maxEvents and wallClockLimitSeconds are >= 0 (and finite). Reports: NAME must be >= 0, got VALUE, or NAME must be >= 0 and finite, got VALUE.",
			   "replicationsInRange", "replications is between 1 and 100000. Reports: replications must be between 1 and 100000, got VALUE."
		   });
		addAnnotation
		  (linkEClass,
		   source,
		   new String[] {
			   "validLinkProfiles", "An inline bandwidthProfile or latencyProfile parses as the simulator reads it (lines TIME VALUE, times never going back, values >= 0 and finite, optionally LOOPAFTER), and a bandwidthProfile\'s values are > 0; a file: profile is read by the run, which applies the same rules. Reports: bandwidthProfile: WHY, or latencyProfile: WHY, or bandwidthProfile: a bandwidth must be > 0 B/s, got VALUE."
		   });
	}

} //ModelPackageImpl
