/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * <!-- begin-user-doc -->
 * The <b>Package</b> for the model.
 * It contains accessors for the meta objects to represent
 * <ul>
 *   <li>each class,</li>
 *   <li>each feature of each class,</li>
 *   <li>each operation of each class,</li>
 *   <li>each enum,</li>
 *   <li>and each data type</li>
 * </ul>
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * An lbsim scenario: a virtual platform of hosts, the competing-user workloads on it,
 * the application to simulate and the run settings. Quantities are in base units: seconds,
 * bytes, bytes per second; speeds are factors of the reference machine.
 * <!-- end-model-doc -->
 * @see lbsim.model.ModelFactory
 * @model kind="package"
 * @generated
 */
public interface ModelPackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "model";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://lbsim.org/model/1.0";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "lbsim";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	ModelPackage eINSTANCE = lbsim.model.impl.ModelPackageImpl.init();

	/**
	 * The meta object id for the '{@link lbsim.model.impl.ScenarioImpl <em>Scenario</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.ScenarioImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getScenario()
	 * @generated
	 */
	int SCENARIO = 0;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__NAME = 0;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__DESCRIPTION = 1;

	/**
	 * The feature id for the '<em><b>Platform</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__PLATFORM = 2;

	/**
	 * The feature id for the '<em><b>Workloads</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__WORKLOADS = 3;

	/**
	 * The feature id for the '<em><b>Application</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__APPLICATION = 4;

	/**
	 * The feature id for the '<em><b>Run</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__RUN = 5;

	/**
	 * The feature id for the '<em><b>Sweeps</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__SWEEPS = 6;

	/**
	 * The number of structural features of the '<em>Scenario</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_FEATURE_COUNT = 7;

	/**
	 * The number of operations of the '<em>Scenario</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.SweepImpl <em>Sweep</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.SweepImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getSweep()
	 * @generated
	 */
	int SWEEP = 1;

	/**
	 * The feature id for the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWEEP__PATH = 0;

	/**
	 * The feature id for the '<em><b>Spec</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWEEP__SPEC = 1;

	/**
	 * The number of structural features of the '<em>Sweep</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWEEP_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Sweep</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWEEP_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.PlatformImpl <em>Platform</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.PlatformImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getPlatform()
	 * @generated
	 */
	int PLATFORM = 2;

	/**
	 * The feature id for the '<em><b>Hosts</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLATFORM__HOSTS = 0;

	/**
	 * The feature id for the '<em><b>Groups</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLATFORM__GROUPS = 1;

	/**
	 * The feature id for the '<em><b>Segments</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLATFORM__SEGMENTS = 2;

	/**
	 * The feature id for the '<em><b>Spawn Delay Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLATFORM__SPAWN_DELAY_SECONDS = 3;

	/**
	 * The number of structural features of the '<em>Platform</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLATFORM_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Platform</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLATFORM_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.HostImpl <em>Host</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.HostImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getHost()
	 * @generated
	 */
	int HOST = 3;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__NAME = 0;

	/**
	 * The feature id for the '<em><b>Speed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__SPEED = 1;

	/**
	 * The feature id for the '<em><b>Processors</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__PROCESSORS = 2;

	/**
	 * The feature id for the '<em><b>Scheduler</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__SCHEDULER = 3;

	/**
	 * The feature id for the '<em><b>Segment</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__SEGMENT = 4;

	/**
	 * The feature id for the '<em><b>Time Slice Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__TIME_SLICE_SECONDS = 5;

	/**
	 * The feature id for the '<em><b>Sharing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__SHARING = 6;

	/**
	 * The feature id for the '<em><b>Speed Profile</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__SPEED_PROFILE = 7;

	/**
	 * The feature id for the '<em><b>State Profile</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__STATE_PROFILE = 8;

	/**
	 * The feature id for the '<em><b>Full Speed Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__FULL_SPEED_TIME = 9;

	/**
	 * The feature id for the '<em><b>Reduced Speed Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__REDUCED_SPEED_TIME = 10;

	/**
	 * The feature id for the '<em><b>Reduced Speed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__REDUCED_SPEED = 11;

	/**
	 * The feature id for the '<em><b>Time To Failure</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__TIME_TO_FAILURE = 12;

	/**
	 * The feature id for the '<em><b>Time To Repair</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__TIME_TO_REPAIR = 13;

	/**
	 * The feature id for the '<em><b>Pstate Speeds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__PSTATE_SPEEDS = 14;

	/**
	 * The feature id for the '<em><b>Pstate</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__PSTATE = 15;

	/**
	 * The feature id for the '<em><b>Wattage Per State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__WATTAGE_PER_STATE = 16;

	/**
	 * The feature id for the '<em><b>Wattage Off</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__WATTAGE_OFF = 17;

	/**
	 * The number of structural features of the '<em>Host</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_FEATURE_COUNT = 18;

	/**
	 * The number of operations of the '<em>Host</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.WorkloadImpl <em>Workload</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.WorkloadImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getWorkload()
	 * @generated
	 */
	int WORKLOAD = 4;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKLOAD__NAME = 0;

	/**
	 * The feature id for the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKLOAD__HOST = 1;

	/**
	 * The feature id for the '<em><b>Group</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKLOAD__GROUP = 2;

	/**
	 * The number of structural features of the '<em>Workload</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKLOAD_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Workload</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WORKLOAD_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.PermanentLoadImpl <em>Permanent Load</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.PermanentLoadImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getPermanentLoad()
	 * @generated
	 */
	int PERMANENT_LOAD = 5;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PERMANENT_LOAD__NAME = WORKLOAD__NAME;

	/**
	 * The feature id for the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PERMANENT_LOAD__HOST = WORKLOAD__HOST;

	/**
	 * The feature id for the '<em><b>Group</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PERMANENT_LOAD__GROUP = WORKLOAD__GROUP;

	/**
	 * The feature id for the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PERMANENT_LOAD__COUNT = WORKLOAD_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Nice</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PERMANENT_LOAD__NICE = WORKLOAD_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Permanent Load</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PERMANENT_LOAD_FEATURE_COUNT = WORKLOAD_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Permanent Load</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PERMANENT_LOAD_OPERATION_COUNT = WORKLOAD_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.HostGroupImpl <em>Host Group</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.HostGroupImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getHostGroup()
	 * @generated
	 */
	int HOST_GROUP = 6;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_GROUP__NAME = 0;

	/**
	 * The feature id for the '<em><b>Hosts</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_GROUP__HOSTS = 1;

	/**
	 * The feature id for the '<em><b>Mean Time To Failure Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_GROUP__MEAN_TIME_TO_FAILURE_SECONDS = 2;

	/**
	 * The feature id for the '<em><b>Mean Time To Repair Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_GROUP__MEAN_TIME_TO_REPAIR_SECONDS = 3;

	/**
	 * The number of structural features of the '<em>Host Group</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_GROUP_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Host Group</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_GROUP_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.PoissonLoadImpl <em>Poisson Load</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.PoissonLoadImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getPoissonLoad()
	 * @generated
	 */
	int POISSON_LOAD = 7;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_LOAD__NAME = WORKLOAD__NAME;

	/**
	 * The feature id for the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_LOAD__HOST = WORKLOAD__HOST;

	/**
	 * The feature id for the '<em><b>Group</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_LOAD__GROUP = WORKLOAD__GROUP;

	/**
	 * The feature id for the '<em><b>Rate Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_LOAD__RATE_PER_SECOND = WORKLOAD_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Demand</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_LOAD__DEMAND = WORKLOAD_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Nice</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_LOAD__NICE = WORKLOAD_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Poisson Load</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_LOAD_FEATURE_COUNT = WORKLOAD_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Poisson Load</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POISSON_LOAD_OPERATION_COUNT = WORKLOAD_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.VaryingRateLoadImpl <em>Varying Rate Load</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.VaryingRateLoadImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getVaryingRateLoad()
	 * @generated
	 */
	int VARYING_RATE_LOAD = 8;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARYING_RATE_LOAD__NAME = WORKLOAD__NAME;

	/**
	 * The feature id for the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARYING_RATE_LOAD__HOST = WORKLOAD__HOST;

	/**
	 * The feature id for the '<em><b>Group</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARYING_RATE_LOAD__GROUP = WORKLOAD__GROUP;

	/**
	 * The feature id for the '<em><b>Rate File</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARYING_RATE_LOAD__RATE_FILE = WORKLOAD_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Interpolation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARYING_RATE_LOAD__INTERPOLATION = WORKLOAD_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Period Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARYING_RATE_LOAD__PERIOD_SECONDS = WORKLOAD_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Demand</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARYING_RATE_LOAD__DEMAND = WORKLOAD_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Nice</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARYING_RATE_LOAD__NICE = WORKLOAD_FEATURE_COUNT + 4;

	/**
	 * The number of structural features of the '<em>Varying Rate Load</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARYING_RATE_LOAD_FEATURE_COUNT = WORKLOAD_FEATURE_COUNT + 5;

	/**
	 * The number of operations of the '<em>Varying Rate Load</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VARYING_RATE_LOAD_OPERATION_COUNT = WORKLOAD_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.TraceLoadImpl <em>Trace Load</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.TraceLoadImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getTraceLoad()
	 * @generated
	 */
	int TRACE_LOAD = 9;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_LOAD__NAME = WORKLOAD__NAME;

	/**
	 * The feature id for the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_LOAD__HOST = WORKLOAD__HOST;

	/**
	 * The feature id for the '<em><b>Group</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_LOAD__GROUP = WORKLOAD__GROUP;

	/**
	 * The feature id for the '<em><b>Trace File</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_LOAD__TRACE_FILE = WORKLOAD_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Trace Load</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_LOAD_FEATURE_COUNT = WORKLOAD_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Trace Load</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_LOAD_OPERATION_COUNT = WORKLOAD_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.UserBehaviourGraphImpl <em>User Behaviour Graph</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.UserBehaviourGraphImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getUserBehaviourGraph()
	 * @generated
	 */
	int USER_BEHAVIOUR_GRAPH = 10;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_BEHAVIOUR_GRAPH__NAME = WORKLOAD__NAME;

	/**
	 * The feature id for the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_BEHAVIOUR_GRAPH__HOST = WORKLOAD__HOST;

	/**
	 * The feature id for the '<em><b>Group</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_BEHAVIOUR_GRAPH__GROUP = WORKLOAD__GROUP;

	/**
	 * The feature id for the '<em><b>States</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_BEHAVIOUR_GRAPH__STATES = WORKLOAD_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Initial State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_BEHAVIOUR_GRAPH__INITIAL_STATE = WORKLOAD_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>User Behaviour Graph</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_BEHAVIOUR_GRAPH_FEATURE_COUNT = WORKLOAD_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>User Behaviour Graph</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_BEHAVIOUR_GRAPH_OPERATION_COUNT = WORKLOAD_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.UserStateImpl <em>User State</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.UserStateImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getUserState()
	 * @generated
	 */
	int USER_STATE = 11;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_STATE__NAME = 0;

	/**
	 * The feature id for the '<em><b>Think Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_STATE__THINK_TIME = 1;

	/**
	 * The feature id for the '<em><b>Demand</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_STATE__DEMAND = 2;

	/**
	 * The feature id for the '<em><b>Nice</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_STATE__NICE = 3;

	/**
	 * The feature id for the '<em><b>Transitions</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_STATE__TRANSITIONS = 4;

	/**
	 * The number of structural features of the '<em>User State</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_STATE_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>User State</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_STATE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.UserTransitionImpl <em>User Transition</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.UserTransitionImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getUserTransition()
	 * @generated
	 */
	int USER_TRANSITION = 12;

	/**
	 * The feature id for the '<em><b>To</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_TRANSITION__TO = 0;

	/**
	 * The feature id for the '<em><b>Probability</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_TRANSITION__PROBABILITY = 1;

	/**
	 * The number of structural features of the '<em>User Transition</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_TRANSITION_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>User Transition</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int USER_TRANSITION_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.ApplicationImpl <em>Application</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.ApplicationImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getApplication()
	 * @generated
	 */
	int APPLICATION = 13;

	/**
	 * The number of structural features of the '<em>Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int APPLICATION_FEATURE_COUNT = 0;

	/**
	 * The number of operations of the '<em>Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int APPLICATION_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.NetworkSegmentImpl <em>Network Segment</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.NetworkSegmentImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getNetworkSegment()
	 * @generated
	 */
	int NETWORK_SEGMENT = 14;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK_SEGMENT__NAME = 0;

	/**
	 * The feature id for the '<em><b>Gateway</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK_SEGMENT__GATEWAY = 1;

	/**
	 * The number of structural features of the '<em>Network Segment</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK_SEGMENT_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Network Segment</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK_SEGMENT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.DelayNetworkImpl <em>Delay Network</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.DelayNetworkImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getDelayNetwork()
	 * @generated
	 */
	int DELAY_NETWORK = 15;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DELAY_NETWORK__NAME = NETWORK_SEGMENT__NAME;

	/**
	 * The feature id for the '<em><b>Gateway</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DELAY_NETWORK__GATEWAY = NETWORK_SEGMENT__GATEWAY;

	/**
	 * The feature id for the '<em><b>Send Delay Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DELAY_NETWORK__SEND_DELAY_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Receive Delay Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DELAY_NETWORK__RECEIVE_DELAY_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Transmission Delay Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DELAY_NETWORK__TRANSMISSION_DELAY_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Proportional Delay Per KB Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DELAY_NETWORK__PROPORTIONAL_DELAY_PER_KB_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Delay Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DELAY_NETWORK_FEATURE_COUNT = NETWORK_SEGMENT_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Delay Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DELAY_NETWORK_OPERATION_COUNT = NETWORK_SEGMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.SharedMediumNetworkImpl <em>Shared Medium Network</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.SharedMediumNetworkImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getSharedMediumNetwork()
	 * @generated
	 */
	int SHARED_MEDIUM_NETWORK = 16;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_MEDIUM_NETWORK__NAME = NETWORK_SEGMENT__NAME;

	/**
	 * The feature id for the '<em><b>Gateway</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_MEDIUM_NETWORK__GATEWAY = NETWORK_SEGMENT__GATEWAY;

	/**
	 * The feature id for the '<em><b>Latency Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_MEDIUM_NETWORK__LATENCY_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_MEDIUM_NETWORK__BANDWIDTH_BYTES_PER_SECOND = NETWORK_SEGMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Send Overhead Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_MEDIUM_NETWORK__SEND_OVERHEAD_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Receive Overhead Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_MEDIUM_NETWORK__RECEIVE_OVERHEAD_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Shared Medium Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_MEDIUM_NETWORK_FEATURE_COUNT = NETWORK_SEGMENT_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Shared Medium Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SHARED_MEDIUM_NETWORK_OPERATION_COUNT = NETWORK_SEGMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.PiecewiseLinearNetworkImpl <em>Piecewise Linear Network</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.PiecewiseLinearNetworkImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getPiecewiseLinearNetwork()
	 * @generated
	 */
	int PIECEWISE_LINEAR_NETWORK = 17;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PIECEWISE_LINEAR_NETWORK__NAME = NETWORK_SEGMENT__NAME;

	/**
	 * The feature id for the '<em><b>Gateway</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PIECEWISE_LINEAR_NETWORK__GATEWAY = NETWORK_SEGMENT__GATEWAY;

	/**
	 * The feature id for the '<em><b>Send Time Same Node</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PIECEWISE_LINEAR_NETWORK__SEND_TIME_SAME_NODE = NETWORK_SEGMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Send Time Other Node</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PIECEWISE_LINEAR_NETWORK__SEND_TIME_OTHER_NODE = NETWORK_SEGMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Transmission Time Same Node</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_SAME_NODE = NETWORK_SEGMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Transmission Time Other Node</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_OTHER_NODE = NETWORK_SEGMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Contention Factors</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PIECEWISE_LINEAR_NETWORK__CONTENTION_FACTORS = NETWORK_SEGMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Receive Overhead Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PIECEWISE_LINEAR_NETWORK__RECEIVE_OVERHEAD_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 5;

	/**
	 * The number of structural features of the '<em>Piecewise Linear Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PIECEWISE_LINEAR_NETWORK_FEATURE_COUNT = NETWORK_SEGMENT_FEATURE_COUNT + 6;

	/**
	 * The number of operations of the '<em>Piecewise Linear Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PIECEWISE_LINEAR_NETWORK_OPERATION_COUNT = NETWORK_SEGMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.EthernetNetworkImpl <em>Ethernet Network</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.EthernetNetworkImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getEthernetNetwork()
	 * @generated
	 */
	int ETHERNET_NETWORK = 18;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ETHERNET_NETWORK__NAME = NETWORK_SEGMENT__NAME;

	/**
	 * The feature id for the '<em><b>Gateway</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ETHERNET_NETWORK__GATEWAY = NETWORK_SEGMENT__GATEWAY;

	/**
	 * The feature id for the '<em><b>Bits Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ETHERNET_NETWORK__BITS_PER_SECOND = NETWORK_SEGMENT_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Ethernet Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ETHERNET_NETWORK_FEATURE_COUNT = NETWORK_SEGMENT_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Ethernet Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ETHERNET_NETWORK_OPERATION_COUNT = NETWORK_SEGMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.SwitchedNetworkImpl <em>Switched Network</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.SwitchedNetworkImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getSwitchedNetwork()
	 * @generated
	 */
	int SWITCHED_NETWORK = 19;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCHED_NETWORK__NAME = NETWORK_SEGMENT__NAME;

	/**
	 * The feature id for the '<em><b>Gateway</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCHED_NETWORK__GATEWAY = NETWORK_SEGMENT__GATEWAY;

	/**
	 * The feature id for the '<em><b>Latency Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCHED_NETWORK__LATENCY_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Link Bandwidth Bytes Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCHED_NETWORK__LINK_BANDWIDTH_BYTES_PER_SECOND = NETWORK_SEGMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Send Overhead Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCHED_NETWORK__SEND_OVERHEAD_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Receive Overhead Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCHED_NETWORK__RECEIVE_OVERHEAD_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Switched Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCHED_NETWORK_FEATURE_COUNT = NETWORK_SEGMENT_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Switched Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCHED_NETWORK_OPERATION_COUNT = NETWORK_SEGMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.AnalyticNetworkImpl <em>Analytic Network</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.AnalyticNetworkImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getAnalyticNetwork()
	 * @generated
	 */
	int ANALYTIC_NETWORK = 20;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYTIC_NETWORK__NAME = NETWORK_SEGMENT__NAME;

	/**
	 * The feature id for the '<em><b>Gateway</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYTIC_NETWORK__GATEWAY = NETWORK_SEGMENT__GATEWAY;

	/**
	 * The feature id for the '<em><b>Setup Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYTIC_NETWORK__SETUP_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Block Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYTIC_NETWORK__BLOCK_BYTES = NETWORK_SEGMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Block Setup Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYTIC_NETWORK__BLOCK_SETUP_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYTIC_NETWORK__BANDWIDTH_BYTES_PER_SECOND = NETWORK_SEGMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Send Overhead Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYTIC_NETWORK__SEND_OVERHEAD_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Receive Overhead Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYTIC_NETWORK__RECEIVE_OVERHEAD_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 5;

	/**
	 * The number of structural features of the '<em>Analytic Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYTIC_NETWORK_FEATURE_COUNT = NETWORK_SEGMENT_FEATURE_COUNT + 6;

	/**
	 * The number of operations of the '<em>Analytic Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANALYTIC_NETWORK_OPERATION_COUNT = NETWORK_SEGMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.PingPongApplicationImpl <em>Ping Pong Application</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.PingPongApplicationImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getPingPongApplication()
	 * @generated
	 */
	int PING_PONG_APPLICATION = 21;

	/**
	 * The feature id for the '<em><b>Host A</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PING_PONG_APPLICATION__HOST_A = APPLICATION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Host B</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PING_PONG_APPLICATION__HOST_B = APPLICATION_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Sizes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PING_PONG_APPLICATION__SIZES = APPLICATION_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Repetitions</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PING_PONG_APPLICATION__REPETITIONS = APPLICATION_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Ping Pong Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PING_PONG_APPLICATION_FEATURE_COUNT = APPLICATION_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Ping Pong Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PING_PONG_APPLICATION_OPERATION_COUNT = APPLICATION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.TokenRingApplicationImpl <em>Token Ring Application</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.TokenRingApplicationImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getTokenRingApplication()
	 * @generated
	 */
	int TOKEN_RING_APPLICATION = 22;

	/**
	 * The feature id for the '<em><b>Hosts</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOKEN_RING_APPLICATION__HOSTS = APPLICATION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Token Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOKEN_RING_APPLICATION__TOKEN_BYTES = APPLICATION_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Rounds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOKEN_RING_APPLICATION__ROUNDS = APPLICATION_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Token Ring Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOKEN_RING_APPLICATION_FEATURE_COUNT = APPLICATION_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Token Ring Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOKEN_RING_APPLICATION_OPERATION_COUNT = APPLICATION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.MasterSlaveApplicationImpl <em>Master Slave Application</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.MasterSlaveApplicationImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getMasterSlaveApplication()
	 * @generated
	 */
	int MASTER_SLAVE_APPLICATION = 23;

	/**
	 * The feature id for the '<em><b>Master</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__MASTER = APPLICATION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Slaves</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__SLAVES = APPLICATION_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Units</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__UNITS = APPLICATION_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Unit Cost</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__UNIT_COST = APPLICATION_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Request Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__REQUEST_BYTES = APPLICATION_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Work Bytes Fixed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__WORK_BYTES_FIXED = APPLICATION_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Work Bytes Per Unit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT = APPLICATION_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Result Bytes Fixed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__RESULT_BYTES_FIXED = APPLICATION_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Result Bytes Per Unit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT = APPLICATION_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Master Overhead Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__MASTER_OVERHEAD_SECONDS = APPLICATION_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Neighbour Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__NEIGHBOUR_BYTES = APPLICATION_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Rounds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__ROUNDS = APPLICATION_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Strategy</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__STRATEGY = APPLICATION_FEATURE_COUNT + 12;

	/**
	 * The feature id for the '<em><b>Strategy Class</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__STRATEGY_CLASS = APPLICATION_FEATURE_COUNT + 13;

	/**
	 * The feature id for the '<em><b>Slave Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__SLAVE_COUNT = APPLICATION_FEATURE_COUNT + 14;

	/**
	 * The feature id for the '<em><b>Failure Detection Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__FAILURE_DETECTION_SECONDS = APPLICATION_FEATURE_COUNT + 15;

	/**
	 * The feature id for the '<em><b>Rejoin</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION__REJOIN = APPLICATION_FEATURE_COUNT + 16;

	/**
	 * The number of structural features of the '<em>Master Slave Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION_FEATURE_COUNT = APPLICATION_FEATURE_COUNT + 17;

	/**
	 * The number of operations of the '<em>Master Slave Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MASTER_SLAVE_APPLICATION_OPERATION_COUNT = APPLICATION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.TraceReplayApplicationImpl <em>Trace Replay Application</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.TraceReplayApplicationImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getTraceReplayApplication()
	 * @generated
	 */
	int TRACE_REPLAY_APPLICATION = 24;

	/**
	 * The feature id for the '<em><b>Traces</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_REPLAY_APPLICATION__TRACES = APPLICATION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Hosts</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_REPLAY_APPLICATION__HOSTS = APPLICATION_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Trace Host Speed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED = APPLICATION_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Use Network Costs</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_REPLAY_APPLICATION__USE_NETWORK_COSTS = APPLICATION_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Trace Replay Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_REPLAY_APPLICATION_FEATURE_COUNT = APPLICATION_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Trace Replay Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRACE_REPLAY_APPLICATION_OPERATION_COUNT = APPLICATION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.RealApplicationImpl <em>Real Application</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.RealApplicationImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getRealApplication()
	 * @generated
	 */
	int REAL_APPLICATION = 25;

	/**
	 * The feature id for the '<em><b>Main Class</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_APPLICATION__MAIN_CLASS = APPLICATION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Class Path</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_APPLICATION__CLASS_PATH = APPLICATION_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Args</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_APPLICATION__ARGS = APPLICATION_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Cost Mode</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_APPLICATION__COST_MODE = APPLICATION_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Reference Factor</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_APPLICATION__REFERENCE_FACTOR = APPLICATION_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Reference Flops Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_APPLICATION__REFERENCE_FLOPS_PER_SECOND = APPLICATION_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_APPLICATION__HOST = APPLICATION_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Task Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_APPLICATION__TASK_NAME = APPLICATION_FEATURE_COUNT + 7;

	/**
	 * The number of structural features of the '<em>Real Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_APPLICATION_FEATURE_COUNT = APPLICATION_FEATURE_COUNT + 8;

	/**
	 * The number of operations of the '<em>Real Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_APPLICATION_OPERATION_COUNT = APPLICATION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.ObservedTaskApplicationImpl <em>Observed Task Application</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.ObservedTaskApplicationImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getObservedTaskApplication()
	 * @generated
	 */
	int OBSERVED_TASK_APPLICATION = 26;

	/**
	 * The feature id for the '<em><b>Tasks</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSERVED_TASK_APPLICATION__TASKS = APPLICATION_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Observed Task Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSERVED_TASK_APPLICATION_FEATURE_COUNT = APPLICATION_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Observed Task Application</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSERVED_TASK_APPLICATION_OPERATION_COUNT = APPLICATION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.ObservedTaskImpl <em>Observed Task</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.ObservedTaskImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getObservedTask()
	 * @generated
	 */
	int OBSERVED_TASK = 27;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSERVED_TASK__NAME = 0;

	/**
	 * The feature id for the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSERVED_TASK__HOST = 1;

	/**
	 * The feature id for the '<em><b>Work Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSERVED_TASK__WORK_SECONDS = 2;

	/**
	 * The feature id for the '<em><b>Nice</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSERVED_TASK__NICE = 3;

	/**
	 * The feature id for the '<em><b>Start Time Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSERVED_TASK__START_TIME_SECONDS = 4;

	/**
	 * The number of structural features of the '<em>Observed Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSERVED_TASK_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>Observed Task</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSERVED_TASK_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.RunSettingsImpl <em>Run Settings</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.RunSettingsImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getRunSettings()
	 * @generated
	 */
	int RUN_SETTINGS = 28;

	/**
	 * The feature id for the '<em><b>Seed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN_SETTINGS__SEED = 0;

	/**
	 * The feature id for the '<em><b>End Time Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN_SETTINGS__END_TIME_SECONDS = 1;

	/**
	 * The feature id for the '<em><b>Max Events</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN_SETTINGS__MAX_EVENTS = 2;

	/**
	 * The feature id for the '<em><b>Wall Clock Limit Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN_SETTINGS__WALL_CLOCK_LIMIT_SECONDS = 3;

	/**
	 * The feature id for the '<em><b>Replications</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN_SETTINGS__REPLICATIONS = 4;

	/**
	 * The feature id for the '<em><b>Estimate File</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN_SETTINGS__ESTIMATE_FILE = 5;

	/**
	 * The number of structural features of the '<em>Run Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN_SETTINGS_FEATURE_COUNT = 6;

	/**
	 * The number of operations of the '<em>Run Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RUN_SETTINGS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.RoutedNetworkImpl <em>Routed Network</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.RoutedNetworkImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getRoutedNetwork()
	 * @generated
	 */
	int ROUTED_NETWORK = 29;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__NAME = NETWORK_SEGMENT__NAME;

	/**
	 * The feature id for the '<em><b>Gateway</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__GATEWAY = NETWORK_SEGMENT__GATEWAY;

	/**
	 * The feature id for the '<em><b>Model</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__MODEL = NETWORK_SEGMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Latency Factor</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__LATENCY_FACTOR = NETWORK_SEGMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Bandwidth Factor</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__BANDWIDTH_FACTOR = NETWORK_SEGMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Weight S</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__WEIGHT_S = NETWORK_SEGMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Tcp Gamma Bytes</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__TCP_GAMMA_BYTES = NETWORK_SEGMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Crosstraffic</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__CROSSTRAFFIC = NETWORK_SEGMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Routing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__ROUTING = NETWORK_SEGMENT_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Send Overhead Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__SEND_OVERHEAD_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Receive Overhead Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__RECEIVE_OVERHEAD_SECONDS = NETWORK_SEGMENT_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Links</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__LINKS = NETWORK_SEGMENT_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Routers</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__ROUTERS = NETWORK_SEGMENT_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Routes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__ROUTES = NETWORK_SEGMENT_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Clusters</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__CLUSTERS = NETWORK_SEGMENT_FEATURE_COUNT + 12;

	/**
	 * The feature id for the '<em><b>Zones</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK__ZONES = NETWORK_SEGMENT_FEATURE_COUNT + 13;

	/**
	 * The number of structural features of the '<em>Routed Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK_FEATURE_COUNT = NETWORK_SEGMENT_FEATURE_COUNT + 14;

	/**
	 * The number of operations of the '<em>Routed Network</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTED_NETWORK_OPERATION_COUNT = NETWORK_SEGMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.LinkImpl <em>Link</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.LinkImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getLink()
	 * @generated
	 */
	int LINK = 30;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__NAME = 0;

	/**
	 * The feature id for the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__BANDWIDTH_BYTES_PER_SECOND = 1;

	/**
	 * The feature id for the '<em><b>Latency Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__LATENCY_SECONDS = 2;

	/**
	 * The feature id for the '<em><b>Sharing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__SHARING = 3;

	/**
	 * The feature id for the '<em><b>Bandwidth Profile</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__BANDWIDTH_PROFILE = 4;

	/**
	 * The feature id for the '<em><b>Latency Profile</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__LATENCY_PROFILE = 5;

	/**
	 * The number of structural features of the '<em>Link</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK_FEATURE_COUNT = 6;

	/**
	 * The number of operations of the '<em>Link</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.RouterImpl <em>Router</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.RouterImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getRouter()
	 * @generated
	 */
	int ROUTER = 31;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTER__NAME = 0;

	/**
	 * The number of structural features of the '<em>Router</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTER_FEATURE_COUNT = 1;

	/**
	 * The number of operations of the '<em>Router</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.RouteImpl <em>Route</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.RouteImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getRoute()
	 * @generated
	 */
	int ROUTE = 32;

	/**
	 * The feature id for the '<em><b>From</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__FROM = 0;

	/**
	 * The feature id for the '<em><b>To</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__TO = 1;

	/**
	 * The feature id for the '<em><b>Gateway From</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__GATEWAY_FROM = 2;

	/**
	 * The feature id for the '<em><b>Gateway To</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__GATEWAY_TO = 3;

	/**
	 * The feature id for the '<em><b>Links</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__LINKS = 4;

	/**
	 * The feature id for the '<em><b>Directions</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__DIRECTIONS = 5;

	/**
	 * The feature id for the '<em><b>Symmetrical</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE__SYMMETRICAL = 6;

	/**
	 * The number of structural features of the '<em>Route</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE_FEATURE_COUNT = 7;

	/**
	 * The number of operations of the '<em>Route</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROUTE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.ClusterImpl <em>Cluster</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.ClusterImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getCluster()
	 * @generated
	 */
	int CLUSTER = 33;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER__NAME = 0;

	/**
	 * The feature id for the '<em><b>Hosts</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER__HOSTS = 1;

	/**
	 * The feature id for the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER__BANDWIDTH_BYTES_PER_SECOND = 2;

	/**
	 * The feature id for the '<em><b>Latency Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER__LATENCY_SECONDS = 3;

	/**
	 * The feature id for the '<em><b>Sharing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER__SHARING = 4;

	/**
	 * The feature id for the '<em><b>Backbone Bandwidth Bytes Per Second</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER__BACKBONE_BANDWIDTH_BYTES_PER_SECOND = 5;

	/**
	 * The feature id for the '<em><b>Backbone Latency Seconds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER__BACKBONE_LATENCY_SECONDS = 6;

	/**
	 * The feature id for the '<em><b>Backbone Sharing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER__BACKBONE_SHARING = 7;

	/**
	 * The feature id for the '<em><b>Router</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER__ROUTER = 8;

	/**
	 * The number of structural features of the '<em>Cluster</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_FEATURE_COUNT = 9;

	/**
	 * The number of operations of the '<em>Cluster</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CLUSTER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.impl.ZoneImpl <em>Zone</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.impl.ZoneImpl
	 * @see lbsim.model.impl.ModelPackageImpl#getZone()
	 * @generated
	 */
	int ZONE = 34;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZONE__NAME = 0;

	/**
	 * The feature id for the '<em><b>Routing</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZONE__ROUTING = 1;

	/**
	 * The feature id for the '<em><b>Hosts</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZONE__HOSTS = 2;

	/**
	 * The feature id for the '<em><b>Routers</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZONE__ROUTERS = 3;

	/**
	 * The feature id for the '<em><b>Routes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZONE__ROUTES = 4;

	/**
	 * The feature id for the '<em><b>Clusters</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZONE__CLUSTERS = 5;

	/**
	 * The feature id for the '<em><b>Zones</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZONE__ZONES = 6;

	/**
	 * The number of structural features of the '<em>Zone</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZONE_FEATURE_COUNT = 7;

	/**
	 * The number of operations of the '<em>Zone</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZONE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link lbsim.model.SchedulerPolicy <em>Scheduler Policy</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.SchedulerPolicy
	 * @see lbsim.model.impl.ModelPackageImpl#getSchedulerPolicy()
	 * @generated
	 */
	int SCHEDULER_POLICY = 35;


	/**
	 * The meta object id for the '{@link lbsim.model.CpuSharing <em>Cpu Sharing</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.CpuSharing
	 * @see lbsim.model.impl.ModelPackageImpl#getCpuSharing()
	 * @generated
	 */
	int CPU_SHARING = 36;

	/**
	 * The meta object id for the '{@link lbsim.model.RateInterpolation <em>Rate Interpolation</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.RateInterpolation
	 * @see lbsim.model.impl.ModelPackageImpl#getRateInterpolation()
	 * @generated
	 */
	int RATE_INTERPOLATION = 37;


	/**
	 * The meta object id for the '{@link lbsim.model.CostMode <em>Cost Mode</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.CostMode
	 * @see lbsim.model.impl.ModelPackageImpl#getCostMode()
	 * @generated
	 */
	int COST_MODE = 38;


	/**
	 * The meta object id for the '{@link lbsim.model.NetworkSharingModel <em>Network Sharing Model</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.NetworkSharingModel
	 * @see lbsim.model.impl.ModelPackageImpl#getNetworkSharingModel()
	 * @generated
	 */
	int NETWORK_SHARING_MODEL = 39;

	/**
	 * The meta object id for the '{@link lbsim.model.LinkSharing <em>Link Sharing</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.LinkSharing
	 * @see lbsim.model.impl.ModelPackageImpl#getLinkSharing()
	 * @generated
	 */
	int LINK_SHARING = 40;

	/**
	 * The meta object id for the '{@link lbsim.model.ZoneRouting <em>Zone Routing</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see lbsim.model.ZoneRouting
	 * @see lbsim.model.impl.ModelPackageImpl#getZoneRouting()
	 * @generated
	 */
	int ZONE_ROUTING = 41;


	/**
	 * Returns the meta object for class '{@link lbsim.model.Scenario <em>Scenario</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Scenario</em>'.
	 * @see lbsim.model.Scenario
	 * @generated
	 */
	EClass getScenario();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Scenario#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see lbsim.model.Scenario#getName()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_Name();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Scenario#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see lbsim.model.Scenario#getDescription()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_Description();

	/**
	 * Returns the meta object for the containment reference '{@link lbsim.model.Scenario#getPlatform <em>Platform</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Platform</em>'.
	 * @see lbsim.model.Scenario#getPlatform()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Platform();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.Scenario#getWorkloads <em>Workloads</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Workloads</em>'.
	 * @see lbsim.model.Scenario#getWorkloads()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Workloads();

	/**
	 * Returns the meta object for the containment reference '{@link lbsim.model.Scenario#getApplication <em>Application</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Application</em>'.
	 * @see lbsim.model.Scenario#getApplication()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Application();

	/**
	 * Returns the meta object for the containment reference '{@link lbsim.model.Scenario#getRun <em>Run</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Run</em>'.
	 * @see lbsim.model.Scenario#getRun()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Run();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.Scenario#getSweeps <em>Sweeps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Sweeps</em>'.
	 * @see lbsim.model.Scenario#getSweeps()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Sweeps();

	/**
	 * Returns the meta object for class '{@link lbsim.model.Sweep <em>Sweep</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Sweep</em>'.
	 * @see lbsim.model.Sweep
	 * @generated
	 */
	EClass getSweep();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Sweep#getPath <em>Path</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Path</em>'.
	 * @see lbsim.model.Sweep#getPath()
	 * @see #getSweep()
	 * @generated
	 */
	EAttribute getSweep_Path();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Sweep#getSpec <em>Spec</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Spec</em>'.
	 * @see lbsim.model.Sweep#getSpec()
	 * @see #getSweep()
	 * @generated
	 */
	EAttribute getSweep_Spec();

	/**
	 * Returns the meta object for class '{@link lbsim.model.Platform <em>Platform</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Platform</em>'.
	 * @see lbsim.model.Platform
	 * @generated
	 */
	EClass getPlatform();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.Platform#getHosts <em>Hosts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Hosts</em>'.
	 * @see lbsim.model.Platform#getHosts()
	 * @see #getPlatform()
	 * @generated
	 */
	EReference getPlatform_Hosts();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.Platform#getGroups <em>Groups</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Groups</em>'.
	 * @see lbsim.model.Platform#getGroups()
	 * @see #getPlatform()
	 * @generated
	 */
	EReference getPlatform_Groups();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.Platform#getSegments <em>Segments</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Segments</em>'.
	 * @see lbsim.model.Platform#getSegments()
	 * @see #getPlatform()
	 * @generated
	 */
	EReference getPlatform_Segments();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Platform#getSpawnDelaySeconds <em>Spawn Delay Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Spawn Delay Seconds</em>'.
	 * @see lbsim.model.Platform#getSpawnDelaySeconds()
	 * @see #getPlatform()
	 * @generated
	 */
	EAttribute getPlatform_SpawnDelaySeconds();

	/**
	 * Returns the meta object for class '{@link lbsim.model.Host <em>Host</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Host</em>'.
	 * @see lbsim.model.Host
	 * @generated
	 */
	EClass getHost();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see lbsim.model.Host#getName()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_Name();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getSpeed <em>Speed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Speed</em>'.
	 * @see lbsim.model.Host#getSpeed()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_Speed();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getProcessors <em>Processors</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Processors</em>'.
	 * @see lbsim.model.Host#getProcessors()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_Processors();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getScheduler <em>Scheduler</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Scheduler</em>'.
	 * @see lbsim.model.Host#getScheduler()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_Scheduler();

	/**
	 * Returns the meta object for the reference '{@link lbsim.model.Host#getSegment <em>Segment</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Segment</em>'.
	 * @see lbsim.model.Host#getSegment()
	 * @see #getHost()
	 * @generated
	 */
	EReference getHost_Segment();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getTimeSliceSeconds <em>Time Slice Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Time Slice Seconds</em>'.
	 * @see lbsim.model.Host#getTimeSliceSeconds()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_TimeSliceSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getSharing <em>Sharing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sharing</em>'.
	 * @see lbsim.model.Host#getSharing()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_Sharing();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getSpeedProfile <em>Speed Profile</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Speed Profile</em>'.
	 * @see lbsim.model.Host#getSpeedProfile()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_SpeedProfile();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getStateProfile <em>State Profile</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>State Profile</em>'.
	 * @see lbsim.model.Host#getStateProfile()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_StateProfile();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getFullSpeedTime <em>Full Speed Time</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Full Speed Time</em>'.
	 * @see lbsim.model.Host#getFullSpeedTime()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_FullSpeedTime();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getReducedSpeedTime <em>Reduced Speed Time</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reduced Speed Time</em>'.
	 * @see lbsim.model.Host#getReducedSpeedTime()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_ReducedSpeedTime();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getReducedSpeed <em>Reduced Speed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reduced Speed</em>'.
	 * @see lbsim.model.Host#getReducedSpeed()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_ReducedSpeed();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getTimeToFailure <em>Time To Failure</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Time To Failure</em>'.
	 * @see lbsim.model.Host#getTimeToFailure()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_TimeToFailure();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getTimeToRepair <em>Time To Repair</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Time To Repair</em>'.
	 * @see lbsim.model.Host#getTimeToRepair()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_TimeToRepair();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getPstateSpeeds <em>Pstate Speeds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pstate Speeds</em>'.
	 * @see lbsim.model.Host#getPstateSpeeds()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_PstateSpeeds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getPstate <em>Pstate</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pstate</em>'.
	 * @see lbsim.model.Host#getPstate()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_Pstate();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getWattagePerState <em>Wattage Per State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Wattage Per State</em>'.
	 * @see lbsim.model.Host#getWattagePerState()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_WattagePerState();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Host#getWattageOff <em>Wattage Off</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Wattage Off</em>'.
	 * @see lbsim.model.Host#getWattageOff()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_WattageOff();

	/**
	 * Returns the meta object for class '{@link lbsim.model.Workload <em>Workload</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Workload</em>'.
	 * @see lbsim.model.Workload
	 * @generated
	 */
	EClass getWorkload();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Workload#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see lbsim.model.Workload#getName()
	 * @see #getWorkload()
	 * @generated
	 */
	EAttribute getWorkload_Name();

	/**
	 * Returns the meta object for the reference '{@link lbsim.model.Workload#getHost <em>Host</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Host</em>'.
	 * @see lbsim.model.Workload#getHost()
	 * @see #getWorkload()
	 * @generated
	 */
	EReference getWorkload_Host();

	/**
	 * Returns the meta object for the reference '{@link lbsim.model.Workload#getGroup <em>Group</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Group</em>'.
	 * @see lbsim.model.Workload#getGroup()
	 * @see #getWorkload()
	 * @generated
	 */
	EReference getWorkload_Group();

	/**
	 * Returns the meta object for class '{@link lbsim.model.PermanentLoad <em>Permanent Load</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Permanent Load</em>'.
	 * @see lbsim.model.PermanentLoad
	 * @generated
	 */
	EClass getPermanentLoad();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PermanentLoad#getCount <em>Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Count</em>'.
	 * @see lbsim.model.PermanentLoad#getCount()
	 * @see #getPermanentLoad()
	 * @generated
	 */
	EAttribute getPermanentLoad_Count();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PermanentLoad#getNice <em>Nice</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nice</em>'.
	 * @see lbsim.model.PermanentLoad#getNice()
	 * @see #getPermanentLoad()
	 * @generated
	 */
	EAttribute getPermanentLoad_Nice();

	/**
	 * Returns the meta object for class '{@link lbsim.model.HostGroup <em>Host Group</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Host Group</em>'.
	 * @see lbsim.model.HostGroup
	 * @generated
	 */
	EClass getHostGroup();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.HostGroup#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see lbsim.model.HostGroup#getName()
	 * @see #getHostGroup()
	 * @generated
	 */
	EAttribute getHostGroup_Name();

	/**
	 * Returns the meta object for the reference list '{@link lbsim.model.HostGroup#getHosts <em>Hosts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Hosts</em>'.
	 * @see lbsim.model.HostGroup#getHosts()
	 * @see #getHostGroup()
	 * @generated
	 */
	EReference getHostGroup_Hosts();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.HostGroup#getMeanTimeToFailureSeconds <em>Mean Time To Failure Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mean Time To Failure Seconds</em>'.
	 * @see lbsim.model.HostGroup#getMeanTimeToFailureSeconds()
	 * @see #getHostGroup()
	 * @generated
	 */
	EAttribute getHostGroup_MeanTimeToFailureSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.HostGroup#getMeanTimeToRepairSeconds <em>Mean Time To Repair Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mean Time To Repair Seconds</em>'.
	 * @see lbsim.model.HostGroup#getMeanTimeToRepairSeconds()
	 * @see #getHostGroup()
	 * @generated
	 */
	EAttribute getHostGroup_MeanTimeToRepairSeconds();

	/**
	 * Returns the meta object for class '{@link lbsim.model.PoissonLoad <em>Poisson Load</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Poisson Load</em>'.
	 * @see lbsim.model.PoissonLoad
	 * @generated
	 */
	EClass getPoissonLoad();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PoissonLoad#getRatePerSecond <em>Rate Per Second</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rate Per Second</em>'.
	 * @see lbsim.model.PoissonLoad#getRatePerSecond()
	 * @see #getPoissonLoad()
	 * @generated
	 */
	EAttribute getPoissonLoad_RatePerSecond();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PoissonLoad#getDemand <em>Demand</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Demand</em>'.
	 * @see lbsim.model.PoissonLoad#getDemand()
	 * @see #getPoissonLoad()
	 * @generated
	 */
	EAttribute getPoissonLoad_Demand();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PoissonLoad#getNice <em>Nice</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nice</em>'.
	 * @see lbsim.model.PoissonLoad#getNice()
	 * @see #getPoissonLoad()
	 * @generated
	 */
	EAttribute getPoissonLoad_Nice();

	/**
	 * Returns the meta object for class '{@link lbsim.model.VaryingRateLoad <em>Varying Rate Load</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Varying Rate Load</em>'.
	 * @see lbsim.model.VaryingRateLoad
	 * @generated
	 */
	EClass getVaryingRateLoad();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.VaryingRateLoad#getRateFile <em>Rate File</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rate File</em>'.
	 * @see lbsim.model.VaryingRateLoad#getRateFile()
	 * @see #getVaryingRateLoad()
	 * @generated
	 */
	EAttribute getVaryingRateLoad_RateFile();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.VaryingRateLoad#getInterpolation <em>Interpolation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Interpolation</em>'.
	 * @see lbsim.model.VaryingRateLoad#getInterpolation()
	 * @see #getVaryingRateLoad()
	 * @generated
	 */
	EAttribute getVaryingRateLoad_Interpolation();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.VaryingRateLoad#getPeriodSeconds <em>Period Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Period Seconds</em>'.
	 * @see lbsim.model.VaryingRateLoad#getPeriodSeconds()
	 * @see #getVaryingRateLoad()
	 * @generated
	 */
	EAttribute getVaryingRateLoad_PeriodSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.VaryingRateLoad#getDemand <em>Demand</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Demand</em>'.
	 * @see lbsim.model.VaryingRateLoad#getDemand()
	 * @see #getVaryingRateLoad()
	 * @generated
	 */
	EAttribute getVaryingRateLoad_Demand();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.VaryingRateLoad#getNice <em>Nice</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nice</em>'.
	 * @see lbsim.model.VaryingRateLoad#getNice()
	 * @see #getVaryingRateLoad()
	 * @generated
	 */
	EAttribute getVaryingRateLoad_Nice();

	/**
	 * Returns the meta object for class '{@link lbsim.model.TraceLoad <em>Trace Load</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Trace Load</em>'.
	 * @see lbsim.model.TraceLoad
	 * @generated
	 */
	EClass getTraceLoad();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.TraceLoad#getTraceFile <em>Trace File</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Trace File</em>'.
	 * @see lbsim.model.TraceLoad#getTraceFile()
	 * @see #getTraceLoad()
	 * @generated
	 */
	EAttribute getTraceLoad_TraceFile();

	/**
	 * Returns the meta object for class '{@link lbsim.model.UserBehaviourGraph <em>User Behaviour Graph</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>User Behaviour Graph</em>'.
	 * @see lbsim.model.UserBehaviourGraph
	 * @generated
	 */
	EClass getUserBehaviourGraph();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.UserBehaviourGraph#getStates <em>States</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>States</em>'.
	 * @see lbsim.model.UserBehaviourGraph#getStates()
	 * @see #getUserBehaviourGraph()
	 * @generated
	 */
	EReference getUserBehaviourGraph_States();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.UserBehaviourGraph#getInitialState <em>Initial State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Initial State</em>'.
	 * @see lbsim.model.UserBehaviourGraph#getInitialState()
	 * @see #getUserBehaviourGraph()
	 * @generated
	 */
	EAttribute getUserBehaviourGraph_InitialState();

	/**
	 * Returns the meta object for class '{@link lbsim.model.UserState <em>User State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>User State</em>'.
	 * @see lbsim.model.UserState
	 * @generated
	 */
	EClass getUserState();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.UserState#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see lbsim.model.UserState#getName()
	 * @see #getUserState()
	 * @generated
	 */
	EAttribute getUserState_Name();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.UserState#getThinkTime <em>Think Time</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Think Time</em>'.
	 * @see lbsim.model.UserState#getThinkTime()
	 * @see #getUserState()
	 * @generated
	 */
	EAttribute getUserState_ThinkTime();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.UserState#getDemand <em>Demand</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Demand</em>'.
	 * @see lbsim.model.UserState#getDemand()
	 * @see #getUserState()
	 * @generated
	 */
	EAttribute getUserState_Demand();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.UserState#getNice <em>Nice</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nice</em>'.
	 * @see lbsim.model.UserState#getNice()
	 * @see #getUserState()
	 * @generated
	 */
	EAttribute getUserState_Nice();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.UserState#getTransitions <em>Transitions</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Transitions</em>'.
	 * @see lbsim.model.UserState#getTransitions()
	 * @see #getUserState()
	 * @generated
	 */
	EReference getUserState_Transitions();

	/**
	 * Returns the meta object for class '{@link lbsim.model.UserTransition <em>User Transition</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>User Transition</em>'.
	 * @see lbsim.model.UserTransition
	 * @generated
	 */
	EClass getUserTransition();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.UserTransition#getTo <em>To</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>To</em>'.
	 * @see lbsim.model.UserTransition#getTo()
	 * @see #getUserTransition()
	 * @generated
	 */
	EAttribute getUserTransition_To();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.UserTransition#getProbability <em>Probability</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Probability</em>'.
	 * @see lbsim.model.UserTransition#getProbability()
	 * @see #getUserTransition()
	 * @generated
	 */
	EAttribute getUserTransition_Probability();

	/**
	 * Returns the meta object for class '{@link lbsim.model.Application <em>Application</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Application</em>'.
	 * @see lbsim.model.Application
	 * @generated
	 */
	EClass getApplication();

	/**
	 * Returns the meta object for class '{@link lbsim.model.NetworkSegment <em>Network Segment</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Network Segment</em>'.
	 * @see lbsim.model.NetworkSegment
	 * @generated
	 */
	EClass getNetworkSegment();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.NetworkSegment#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see lbsim.model.NetworkSegment#getName()
	 * @see #getNetworkSegment()
	 * @generated
	 */
	EAttribute getNetworkSegment_Name();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.NetworkSegment#getGateway <em>Gateway</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Gateway</em>'.
	 * @see lbsim.model.NetworkSegment#getGateway()
	 * @see #getNetworkSegment()
	 * @generated
	 */
	EAttribute getNetworkSegment_Gateway();

	/**
	 * Returns the meta object for class '{@link lbsim.model.DelayNetwork <em>Delay Network</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Delay Network</em>'.
	 * @see lbsim.model.DelayNetwork
	 * @generated
	 */
	EClass getDelayNetwork();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.DelayNetwork#getSendDelaySeconds <em>Send Delay Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Send Delay Seconds</em>'.
	 * @see lbsim.model.DelayNetwork#getSendDelaySeconds()
	 * @see #getDelayNetwork()
	 * @generated
	 */
	EAttribute getDelayNetwork_SendDelaySeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.DelayNetwork#getReceiveDelaySeconds <em>Receive Delay Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Receive Delay Seconds</em>'.
	 * @see lbsim.model.DelayNetwork#getReceiveDelaySeconds()
	 * @see #getDelayNetwork()
	 * @generated
	 */
	EAttribute getDelayNetwork_ReceiveDelaySeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.DelayNetwork#getTransmissionDelaySeconds <em>Transmission Delay Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Transmission Delay Seconds</em>'.
	 * @see lbsim.model.DelayNetwork#getTransmissionDelaySeconds()
	 * @see #getDelayNetwork()
	 * @generated
	 */
	EAttribute getDelayNetwork_TransmissionDelaySeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.DelayNetwork#getProportionalDelayPerKBSeconds <em>Proportional Delay Per KB Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Proportional Delay Per KB Seconds</em>'.
	 * @see lbsim.model.DelayNetwork#getProportionalDelayPerKBSeconds()
	 * @see #getDelayNetwork()
	 * @generated
	 */
	EAttribute getDelayNetwork_ProportionalDelayPerKBSeconds();

	/**
	 * Returns the meta object for class '{@link lbsim.model.SharedMediumNetwork <em>Shared Medium Network</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Shared Medium Network</em>'.
	 * @see lbsim.model.SharedMediumNetwork
	 * @generated
	 */
	EClass getSharedMediumNetwork();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.SharedMediumNetwork#getLatencySeconds <em>Latency Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Latency Seconds</em>'.
	 * @see lbsim.model.SharedMediumNetwork#getLatencySeconds()
	 * @see #getSharedMediumNetwork()
	 * @generated
	 */
	EAttribute getSharedMediumNetwork_LatencySeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.SharedMediumNetwork#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bandwidth Bytes Per Second</em>'.
	 * @see lbsim.model.SharedMediumNetwork#getBandwidthBytesPerSecond()
	 * @see #getSharedMediumNetwork()
	 * @generated
	 */
	EAttribute getSharedMediumNetwork_BandwidthBytesPerSecond();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.SharedMediumNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Send Overhead Seconds</em>'.
	 * @see lbsim.model.SharedMediumNetwork#getSendOverheadSeconds()
	 * @see #getSharedMediumNetwork()
	 * @generated
	 */
	EAttribute getSharedMediumNetwork_SendOverheadSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.SharedMediumNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Receive Overhead Seconds</em>'.
	 * @see lbsim.model.SharedMediumNetwork#getReceiveOverheadSeconds()
	 * @see #getSharedMediumNetwork()
	 * @generated
	 */
	EAttribute getSharedMediumNetwork_ReceiveOverheadSeconds();

	/**
	 * Returns the meta object for class '{@link lbsim.model.PiecewiseLinearNetwork <em>Piecewise Linear Network</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Piecewise Linear Network</em>'.
	 * @see lbsim.model.PiecewiseLinearNetwork
	 * @generated
	 */
	EClass getPiecewiseLinearNetwork();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PiecewiseLinearNetwork#getSendTimeSameNode <em>Send Time Same Node</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Send Time Same Node</em>'.
	 * @see lbsim.model.PiecewiseLinearNetwork#getSendTimeSameNode()
	 * @see #getPiecewiseLinearNetwork()
	 * @generated
	 */
	EAttribute getPiecewiseLinearNetwork_SendTimeSameNode();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PiecewiseLinearNetwork#getSendTimeOtherNode <em>Send Time Other Node</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Send Time Other Node</em>'.
	 * @see lbsim.model.PiecewiseLinearNetwork#getSendTimeOtherNode()
	 * @see #getPiecewiseLinearNetwork()
	 * @generated
	 */
	EAttribute getPiecewiseLinearNetwork_SendTimeOtherNode();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PiecewiseLinearNetwork#getTransmissionTimeSameNode <em>Transmission Time Same Node</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Transmission Time Same Node</em>'.
	 * @see lbsim.model.PiecewiseLinearNetwork#getTransmissionTimeSameNode()
	 * @see #getPiecewiseLinearNetwork()
	 * @generated
	 */
	EAttribute getPiecewiseLinearNetwork_TransmissionTimeSameNode();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PiecewiseLinearNetwork#getTransmissionTimeOtherNode <em>Transmission Time Other Node</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Transmission Time Other Node</em>'.
	 * @see lbsim.model.PiecewiseLinearNetwork#getTransmissionTimeOtherNode()
	 * @see #getPiecewiseLinearNetwork()
	 * @generated
	 */
	EAttribute getPiecewiseLinearNetwork_TransmissionTimeOtherNode();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PiecewiseLinearNetwork#getContentionFactors <em>Contention Factors</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Contention Factors</em>'.
	 * @see lbsim.model.PiecewiseLinearNetwork#getContentionFactors()
	 * @see #getPiecewiseLinearNetwork()
	 * @generated
	 */
	EAttribute getPiecewiseLinearNetwork_ContentionFactors();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PiecewiseLinearNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Receive Overhead Seconds</em>'.
	 * @see lbsim.model.PiecewiseLinearNetwork#getReceiveOverheadSeconds()
	 * @see #getPiecewiseLinearNetwork()
	 * @generated
	 */
	EAttribute getPiecewiseLinearNetwork_ReceiveOverheadSeconds();

	/**
	 * Returns the meta object for class '{@link lbsim.model.EthernetNetwork <em>Ethernet Network</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Ethernet Network</em>'.
	 * @see lbsim.model.EthernetNetwork
	 * @generated
	 */
	EClass getEthernetNetwork();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.EthernetNetwork#getBitsPerSecond <em>Bits Per Second</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bits Per Second</em>'.
	 * @see lbsim.model.EthernetNetwork#getBitsPerSecond()
	 * @see #getEthernetNetwork()
	 * @generated
	 */
	EAttribute getEthernetNetwork_BitsPerSecond();

	/**
	 * Returns the meta object for class '{@link lbsim.model.SwitchedNetwork <em>Switched Network</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Switched Network</em>'.
	 * @see lbsim.model.SwitchedNetwork
	 * @generated
	 */
	EClass getSwitchedNetwork();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.SwitchedNetwork#getLatencySeconds <em>Latency Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Latency Seconds</em>'.
	 * @see lbsim.model.SwitchedNetwork#getLatencySeconds()
	 * @see #getSwitchedNetwork()
	 * @generated
	 */
	EAttribute getSwitchedNetwork_LatencySeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.SwitchedNetwork#getLinkBandwidthBytesPerSecond <em>Link Bandwidth Bytes Per Second</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Link Bandwidth Bytes Per Second</em>'.
	 * @see lbsim.model.SwitchedNetwork#getLinkBandwidthBytesPerSecond()
	 * @see #getSwitchedNetwork()
	 * @generated
	 */
	EAttribute getSwitchedNetwork_LinkBandwidthBytesPerSecond();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.SwitchedNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Send Overhead Seconds</em>'.
	 * @see lbsim.model.SwitchedNetwork#getSendOverheadSeconds()
	 * @see #getSwitchedNetwork()
	 * @generated
	 */
	EAttribute getSwitchedNetwork_SendOverheadSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.SwitchedNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Receive Overhead Seconds</em>'.
	 * @see lbsim.model.SwitchedNetwork#getReceiveOverheadSeconds()
	 * @see #getSwitchedNetwork()
	 * @generated
	 */
	EAttribute getSwitchedNetwork_ReceiveOverheadSeconds();

	/**
	 * Returns the meta object for class '{@link lbsim.model.AnalyticNetwork <em>Analytic Network</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Analytic Network</em>'.
	 * @see lbsim.model.AnalyticNetwork
	 * @generated
	 */
	EClass getAnalyticNetwork();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.AnalyticNetwork#getSetupSeconds <em>Setup Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Setup Seconds</em>'.
	 * @see lbsim.model.AnalyticNetwork#getSetupSeconds()
	 * @see #getAnalyticNetwork()
	 * @generated
	 */
	EAttribute getAnalyticNetwork_SetupSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.AnalyticNetwork#getBlockBytes <em>Block Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Block Bytes</em>'.
	 * @see lbsim.model.AnalyticNetwork#getBlockBytes()
	 * @see #getAnalyticNetwork()
	 * @generated
	 */
	EAttribute getAnalyticNetwork_BlockBytes();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.AnalyticNetwork#getBlockSetupSeconds <em>Block Setup Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Block Setup Seconds</em>'.
	 * @see lbsim.model.AnalyticNetwork#getBlockSetupSeconds()
	 * @see #getAnalyticNetwork()
	 * @generated
	 */
	EAttribute getAnalyticNetwork_BlockSetupSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.AnalyticNetwork#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bandwidth Bytes Per Second</em>'.
	 * @see lbsim.model.AnalyticNetwork#getBandwidthBytesPerSecond()
	 * @see #getAnalyticNetwork()
	 * @generated
	 */
	EAttribute getAnalyticNetwork_BandwidthBytesPerSecond();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.AnalyticNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Send Overhead Seconds</em>'.
	 * @see lbsim.model.AnalyticNetwork#getSendOverheadSeconds()
	 * @see #getAnalyticNetwork()
	 * @generated
	 */
	EAttribute getAnalyticNetwork_SendOverheadSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.AnalyticNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Receive Overhead Seconds</em>'.
	 * @see lbsim.model.AnalyticNetwork#getReceiveOverheadSeconds()
	 * @see #getAnalyticNetwork()
	 * @generated
	 */
	EAttribute getAnalyticNetwork_ReceiveOverheadSeconds();

	/**
	 * Returns the meta object for class '{@link lbsim.model.PingPongApplication <em>Ping Pong Application</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Ping Pong Application</em>'.
	 * @see lbsim.model.PingPongApplication
	 * @generated
	 */
	EClass getPingPongApplication();

	/**
	 * Returns the meta object for the reference '{@link lbsim.model.PingPongApplication#getHostA <em>Host A</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Host A</em>'.
	 * @see lbsim.model.PingPongApplication#getHostA()
	 * @see #getPingPongApplication()
	 * @generated
	 */
	EReference getPingPongApplication_HostA();

	/**
	 * Returns the meta object for the reference '{@link lbsim.model.PingPongApplication#getHostB <em>Host B</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Host B</em>'.
	 * @see lbsim.model.PingPongApplication#getHostB()
	 * @see #getPingPongApplication()
	 * @generated
	 */
	EReference getPingPongApplication_HostB();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PingPongApplication#getSizes <em>Sizes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sizes</em>'.
	 * @see lbsim.model.PingPongApplication#getSizes()
	 * @see #getPingPongApplication()
	 * @generated
	 */
	EAttribute getPingPongApplication_Sizes();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.PingPongApplication#getRepetitions <em>Repetitions</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Repetitions</em>'.
	 * @see lbsim.model.PingPongApplication#getRepetitions()
	 * @see #getPingPongApplication()
	 * @generated
	 */
	EAttribute getPingPongApplication_Repetitions();

	/**
	 * Returns the meta object for class '{@link lbsim.model.TokenRingApplication <em>Token Ring Application</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Token Ring Application</em>'.
	 * @see lbsim.model.TokenRingApplication
	 * @generated
	 */
	EClass getTokenRingApplication();

	/**
	 * Returns the meta object for the reference list '{@link lbsim.model.TokenRingApplication#getHosts <em>Hosts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Hosts</em>'.
	 * @see lbsim.model.TokenRingApplication#getHosts()
	 * @see #getTokenRingApplication()
	 * @generated
	 */
	EReference getTokenRingApplication_Hosts();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.TokenRingApplication#getTokenBytes <em>Token Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Token Bytes</em>'.
	 * @see lbsim.model.TokenRingApplication#getTokenBytes()
	 * @see #getTokenRingApplication()
	 * @generated
	 */
	EAttribute getTokenRingApplication_TokenBytes();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.TokenRingApplication#getRounds <em>Rounds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rounds</em>'.
	 * @see lbsim.model.TokenRingApplication#getRounds()
	 * @see #getTokenRingApplication()
	 * @generated
	 */
	EAttribute getTokenRingApplication_Rounds();

	/**
	 * Returns the meta object for class '{@link lbsim.model.MasterSlaveApplication <em>Master Slave Application</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Master Slave Application</em>'.
	 * @see lbsim.model.MasterSlaveApplication
	 * @generated
	 */
	EClass getMasterSlaveApplication();

	/**
	 * Returns the meta object for the reference '{@link lbsim.model.MasterSlaveApplication#getMaster <em>Master</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Master</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getMaster()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EReference getMasterSlaveApplication_Master();

	/**
	 * Returns the meta object for the reference list '{@link lbsim.model.MasterSlaveApplication#getSlaves <em>Slaves</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Slaves</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getSlaves()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EReference getMasterSlaveApplication_Slaves();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getUnits <em>Units</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Units</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getUnits()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_Units();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getUnitCost <em>Unit Cost</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Unit Cost</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getUnitCost()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_UnitCost();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getRequestBytes <em>Request Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Request Bytes</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getRequestBytes()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_RequestBytes();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getWorkBytesFixed <em>Work Bytes Fixed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Work Bytes Fixed</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getWorkBytesFixed()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_WorkBytesFixed();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getWorkBytesPerUnit <em>Work Bytes Per Unit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Work Bytes Per Unit</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getWorkBytesPerUnit()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_WorkBytesPerUnit();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getResultBytesFixed <em>Result Bytes Fixed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Result Bytes Fixed</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getResultBytesFixed()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_ResultBytesFixed();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getResultBytesPerUnit <em>Result Bytes Per Unit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Result Bytes Per Unit</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getResultBytesPerUnit()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_ResultBytesPerUnit();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getMasterOverheadSeconds <em>Master Overhead Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Master Overhead Seconds</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getMasterOverheadSeconds()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_MasterOverheadSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getNeighbourBytes <em>Neighbour Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Neighbour Bytes</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getNeighbourBytes()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_NeighbourBytes();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getRounds <em>Rounds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rounds</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getRounds()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_Rounds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getStrategy <em>Strategy</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Strategy</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getStrategy()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_Strategy();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getStrategyClass <em>Strategy Class</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Strategy Class</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getStrategyClass()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_StrategyClass();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getSlaveCount <em>Slave Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Slave Count</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getSlaveCount()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_SlaveCount();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#getFailureDetectionSeconds <em>Failure Detection Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Failure Detection Seconds</em>'.
	 * @see lbsim.model.MasterSlaveApplication#getFailureDetectionSeconds()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_FailureDetectionSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.MasterSlaveApplication#isRejoin <em>Rejoin</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rejoin</em>'.
	 * @see lbsim.model.MasterSlaveApplication#isRejoin()
	 * @see #getMasterSlaveApplication()
	 * @generated
	 */
	EAttribute getMasterSlaveApplication_Rejoin();

	/**
	 * Returns the meta object for class '{@link lbsim.model.TraceReplayApplication <em>Trace Replay Application</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Trace Replay Application</em>'.
	 * @see lbsim.model.TraceReplayApplication
	 * @generated
	 */
	EClass getTraceReplayApplication();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.TraceReplayApplication#getTraces <em>Traces</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Traces</em>'.
	 * @see lbsim.model.TraceReplayApplication#getTraces()
	 * @see #getTraceReplayApplication()
	 * @generated
	 */
	EAttribute getTraceReplayApplication_Traces();

	/**
	 * Returns the meta object for the reference list '{@link lbsim.model.TraceReplayApplication#getHosts <em>Hosts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Hosts</em>'.
	 * @see lbsim.model.TraceReplayApplication#getHosts()
	 * @see #getTraceReplayApplication()
	 * @generated
	 */
	EReference getTraceReplayApplication_Hosts();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.TraceReplayApplication#getTraceHostSpeed <em>Trace Host Speed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Trace Host Speed</em>'.
	 * @see lbsim.model.TraceReplayApplication#getTraceHostSpeed()
	 * @see #getTraceReplayApplication()
	 * @generated
	 */
	EAttribute getTraceReplayApplication_TraceHostSpeed();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.TraceReplayApplication#isUseNetworkCosts <em>Use Network Costs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Use Network Costs</em>'.
	 * @see lbsim.model.TraceReplayApplication#isUseNetworkCosts()
	 * @see #getTraceReplayApplication()
	 * @generated
	 */
	EAttribute getTraceReplayApplication_UseNetworkCosts();

	/**
	 * Returns the meta object for class '{@link lbsim.model.RealApplication <em>Real Application</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Real Application</em>'.
	 * @see lbsim.model.RealApplication
	 * @generated
	 */
	EClass getRealApplication();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RealApplication#getMainClass <em>Main Class</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Main Class</em>'.
	 * @see lbsim.model.RealApplication#getMainClass()
	 * @see #getRealApplication()
	 * @generated
	 */
	EAttribute getRealApplication_MainClass();

	/**
	 * Returns the meta object for the attribute list '{@link lbsim.model.RealApplication#getClassPath <em>Class Path</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Class Path</em>'.
	 * @see lbsim.model.RealApplication#getClassPath()
	 * @see #getRealApplication()
	 * @generated
	 */
	EAttribute getRealApplication_ClassPath();

	/**
	 * Returns the meta object for the attribute list '{@link lbsim.model.RealApplication#getArgs <em>Args</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Args</em>'.
	 * @see lbsim.model.RealApplication#getArgs()
	 * @see #getRealApplication()
	 * @generated
	 */
	EAttribute getRealApplication_Args();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RealApplication#getCostMode <em>Cost Mode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cost Mode</em>'.
	 * @see lbsim.model.RealApplication#getCostMode()
	 * @see #getRealApplication()
	 * @generated
	 */
	EAttribute getRealApplication_CostMode();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RealApplication#getReferenceFactor <em>Reference Factor</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reference Factor</em>'.
	 * @see lbsim.model.RealApplication#getReferenceFactor()
	 * @see #getRealApplication()
	 * @generated
	 */
	EAttribute getRealApplication_ReferenceFactor();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RealApplication#getReferenceFlopsPerSecond <em>Reference Flops Per Second</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reference Flops Per Second</em>'.
	 * @see lbsim.model.RealApplication#getReferenceFlopsPerSecond()
	 * @see #getRealApplication()
	 * @generated
	 */
	EAttribute getRealApplication_ReferenceFlopsPerSecond();

	/**
	 * Returns the meta object for the reference '{@link lbsim.model.RealApplication#getHost <em>Host</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Host</em>'.
	 * @see lbsim.model.RealApplication#getHost()
	 * @see #getRealApplication()
	 * @generated
	 */
	EReference getRealApplication_Host();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RealApplication#getTaskName <em>Task Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Task Name</em>'.
	 * @see lbsim.model.RealApplication#getTaskName()
	 * @see #getRealApplication()
	 * @generated
	 */
	EAttribute getRealApplication_TaskName();

	/**
	 * Returns the meta object for class '{@link lbsim.model.ObservedTaskApplication <em>Observed Task Application</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Observed Task Application</em>'.
	 * @see lbsim.model.ObservedTaskApplication
	 * @generated
	 */
	EClass getObservedTaskApplication();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.ObservedTaskApplication#getTasks <em>Tasks</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Tasks</em>'.
	 * @see lbsim.model.ObservedTaskApplication#getTasks()
	 * @see #getObservedTaskApplication()
	 * @generated
	 */
	EReference getObservedTaskApplication_Tasks();

	/**
	 * Returns the meta object for class '{@link lbsim.model.ObservedTask <em>Observed Task</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Observed Task</em>'.
	 * @see lbsim.model.ObservedTask
	 * @generated
	 */
	EClass getObservedTask();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.ObservedTask#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see lbsim.model.ObservedTask#getName()
	 * @see #getObservedTask()
	 * @generated
	 */
	EAttribute getObservedTask_Name();

	/**
	 * Returns the meta object for the reference '{@link lbsim.model.ObservedTask#getHost <em>Host</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Host</em>'.
	 * @see lbsim.model.ObservedTask#getHost()
	 * @see #getObservedTask()
	 * @generated
	 */
	EReference getObservedTask_Host();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.ObservedTask#getWorkSeconds <em>Work Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Work Seconds</em>'.
	 * @see lbsim.model.ObservedTask#getWorkSeconds()
	 * @see #getObservedTask()
	 * @generated
	 */
	EAttribute getObservedTask_WorkSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.ObservedTask#getNice <em>Nice</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Nice</em>'.
	 * @see lbsim.model.ObservedTask#getNice()
	 * @see #getObservedTask()
	 * @generated
	 */
	EAttribute getObservedTask_Nice();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.ObservedTask#getStartTimeSeconds <em>Start Time Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Start Time Seconds</em>'.
	 * @see lbsim.model.ObservedTask#getStartTimeSeconds()
	 * @see #getObservedTask()
	 * @generated
	 */
	EAttribute getObservedTask_StartTimeSeconds();

	/**
	 * Returns the meta object for class '{@link lbsim.model.RunSettings <em>Run Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Run Settings</em>'.
	 * @see lbsim.model.RunSettings
	 * @generated
	 */
	EClass getRunSettings();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RunSettings#getSeed <em>Seed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Seed</em>'.
	 * @see lbsim.model.RunSettings#getSeed()
	 * @see #getRunSettings()
	 * @generated
	 */
	EAttribute getRunSettings_Seed();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RunSettings#getEndTimeSeconds <em>End Time Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>End Time Seconds</em>'.
	 * @see lbsim.model.RunSettings#getEndTimeSeconds()
	 * @see #getRunSettings()
	 * @generated
	 */
	EAttribute getRunSettings_EndTimeSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RunSettings#getMaxEvents <em>Max Events</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Events</em>'.
	 * @see lbsim.model.RunSettings#getMaxEvents()
	 * @see #getRunSettings()
	 * @generated
	 */
	EAttribute getRunSettings_MaxEvents();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RunSettings#getWallClockLimitSeconds <em>Wall Clock Limit Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Wall Clock Limit Seconds</em>'.
	 * @see lbsim.model.RunSettings#getWallClockLimitSeconds()
	 * @see #getRunSettings()
	 * @generated
	 */
	EAttribute getRunSettings_WallClockLimitSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RunSettings#getReplications <em>Replications</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Replications</em>'.
	 * @see lbsim.model.RunSettings#getReplications()
	 * @see #getRunSettings()
	 * @generated
	 */
	EAttribute getRunSettings_Replications();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RunSettings#getEstimateFile <em>Estimate File</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Estimate File</em>'.
	 * @see lbsim.model.RunSettings#getEstimateFile()
	 * @see #getRunSettings()
	 * @generated
	 */
	EAttribute getRunSettings_EstimateFile();

	/**
	 * Returns the meta object for class '{@link lbsim.model.RoutedNetwork <em>Routed Network</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Routed Network</em>'.
	 * @see lbsim.model.RoutedNetwork
	 * @generated
	 */
	EClass getRoutedNetwork();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RoutedNetwork#getModel <em>Model</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Model</em>'.
	 * @see lbsim.model.RoutedNetwork#getModel()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EAttribute getRoutedNetwork_Model();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RoutedNetwork#getLatencyFactor <em>Latency Factor</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Latency Factor</em>'.
	 * @see lbsim.model.RoutedNetwork#getLatencyFactor()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EAttribute getRoutedNetwork_LatencyFactor();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RoutedNetwork#getBandwidthFactor <em>Bandwidth Factor</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bandwidth Factor</em>'.
	 * @see lbsim.model.RoutedNetwork#getBandwidthFactor()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EAttribute getRoutedNetwork_BandwidthFactor();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RoutedNetwork#getWeightS <em>Weight S</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Weight S</em>'.
	 * @see lbsim.model.RoutedNetwork#getWeightS()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EAttribute getRoutedNetwork_WeightS();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RoutedNetwork#getTcpGammaBytes <em>Tcp Gamma Bytes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Tcp Gamma Bytes</em>'.
	 * @see lbsim.model.RoutedNetwork#getTcpGammaBytes()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EAttribute getRoutedNetwork_TcpGammaBytes();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RoutedNetwork#isCrosstraffic <em>Crosstraffic</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Crosstraffic</em>'.
	 * @see lbsim.model.RoutedNetwork#isCrosstraffic()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EAttribute getRoutedNetwork_Crosstraffic();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RoutedNetwork#getRouting <em>Routing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Routing</em>'.
	 * @see lbsim.model.RoutedNetwork#getRouting()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EAttribute getRoutedNetwork_Routing();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RoutedNetwork#getSendOverheadSeconds <em>Send Overhead Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Send Overhead Seconds</em>'.
	 * @see lbsim.model.RoutedNetwork#getSendOverheadSeconds()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EAttribute getRoutedNetwork_SendOverheadSeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.RoutedNetwork#getReceiveOverheadSeconds <em>Receive Overhead Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Receive Overhead Seconds</em>'.
	 * @see lbsim.model.RoutedNetwork#getReceiveOverheadSeconds()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EAttribute getRoutedNetwork_ReceiveOverheadSeconds();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.RoutedNetwork#getLinks <em>Links</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Links</em>'.
	 * @see lbsim.model.RoutedNetwork#getLinks()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EReference getRoutedNetwork_Links();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.RoutedNetwork#getRouters <em>Routers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Routers</em>'.
	 * @see lbsim.model.RoutedNetwork#getRouters()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EReference getRoutedNetwork_Routers();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.RoutedNetwork#getRoutes <em>Routes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Routes</em>'.
	 * @see lbsim.model.RoutedNetwork#getRoutes()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EReference getRoutedNetwork_Routes();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.RoutedNetwork#getClusters <em>Clusters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Clusters</em>'.
	 * @see lbsim.model.RoutedNetwork#getClusters()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EReference getRoutedNetwork_Clusters();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.RoutedNetwork#getZones <em>Zones</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Zones</em>'.
	 * @see lbsim.model.RoutedNetwork#getZones()
	 * @see #getRoutedNetwork()
	 * @generated
	 */
	EReference getRoutedNetwork_Zones();

	/**
	 * Returns the meta object for class '{@link lbsim.model.Link <em>Link</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Link</em>'.
	 * @see lbsim.model.Link
	 * @generated
	 */
	EClass getLink();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Link#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see lbsim.model.Link#getName()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_Name();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Link#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bandwidth Bytes Per Second</em>'.
	 * @see lbsim.model.Link#getBandwidthBytesPerSecond()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_BandwidthBytesPerSecond();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Link#getLatencySeconds <em>Latency Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Latency Seconds</em>'.
	 * @see lbsim.model.Link#getLatencySeconds()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_LatencySeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Link#getSharing <em>Sharing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sharing</em>'.
	 * @see lbsim.model.Link#getSharing()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_Sharing();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Link#getBandwidthProfile <em>Bandwidth Profile</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bandwidth Profile</em>'.
	 * @see lbsim.model.Link#getBandwidthProfile()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_BandwidthProfile();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Link#getLatencyProfile <em>Latency Profile</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Latency Profile</em>'.
	 * @see lbsim.model.Link#getLatencyProfile()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_LatencyProfile();

	/**
	 * Returns the meta object for class '{@link lbsim.model.Router <em>Router</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Router</em>'.
	 * @see lbsim.model.Router
	 * @generated
	 */
	EClass getRouter();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Router#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see lbsim.model.Router#getName()
	 * @see #getRouter()
	 * @generated
	 */
	EAttribute getRouter_Name();

	/**
	 * Returns the meta object for class '{@link lbsim.model.Route <em>Route</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Route</em>'.
	 * @see lbsim.model.Route
	 * @generated
	 */
	EClass getRoute();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Route#getFrom <em>From</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>From</em>'.
	 * @see lbsim.model.Route#getFrom()
	 * @see #getRoute()
	 * @generated
	 */
	EAttribute getRoute_From();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Route#getTo <em>To</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>To</em>'.
	 * @see lbsim.model.Route#getTo()
	 * @see #getRoute()
	 * @generated
	 */
	EAttribute getRoute_To();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Route#getGatewayFrom <em>Gateway From</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Gateway From</em>'.
	 * @see lbsim.model.Route#getGatewayFrom()
	 * @see #getRoute()
	 * @generated
	 */
	EAttribute getRoute_GatewayFrom();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Route#getGatewayTo <em>Gateway To</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Gateway To</em>'.
	 * @see lbsim.model.Route#getGatewayTo()
	 * @see #getRoute()
	 * @generated
	 */
	EAttribute getRoute_GatewayTo();

	/**
	 * Returns the meta object for the reference list '{@link lbsim.model.Route#getLinks <em>Links</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Links</em>'.
	 * @see lbsim.model.Route#getLinks()
	 * @see #getRoute()
	 * @generated
	 */
	EReference getRoute_Links();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Route#getDirections <em>Directions</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Directions</em>'.
	 * @see lbsim.model.Route#getDirections()
	 * @see #getRoute()
	 * @generated
	 */
	EAttribute getRoute_Directions();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Route#isSymmetrical <em>Symmetrical</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Symmetrical</em>'.
	 * @see lbsim.model.Route#isSymmetrical()
	 * @see #getRoute()
	 * @generated
	 */
	EAttribute getRoute_Symmetrical();

	/**
	 * Returns the meta object for class '{@link lbsim.model.Cluster <em>Cluster</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Cluster</em>'.
	 * @see lbsim.model.Cluster
	 * @generated
	 */
	EClass getCluster();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Cluster#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see lbsim.model.Cluster#getName()
	 * @see #getCluster()
	 * @generated
	 */
	EAttribute getCluster_Name();

	/**
	 * Returns the meta object for the reference list '{@link lbsim.model.Cluster#getHosts <em>Hosts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Hosts</em>'.
	 * @see lbsim.model.Cluster#getHosts()
	 * @see #getCluster()
	 * @generated
	 */
	EReference getCluster_Hosts();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Cluster#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bandwidth Bytes Per Second</em>'.
	 * @see lbsim.model.Cluster#getBandwidthBytesPerSecond()
	 * @see #getCluster()
	 * @generated
	 */
	EAttribute getCluster_BandwidthBytesPerSecond();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Cluster#getLatencySeconds <em>Latency Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Latency Seconds</em>'.
	 * @see lbsim.model.Cluster#getLatencySeconds()
	 * @see #getCluster()
	 * @generated
	 */
	EAttribute getCluster_LatencySeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Cluster#getSharing <em>Sharing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sharing</em>'.
	 * @see lbsim.model.Cluster#getSharing()
	 * @see #getCluster()
	 * @generated
	 */
	EAttribute getCluster_Sharing();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Cluster#getBackboneBandwidthBytesPerSecond <em>Backbone Bandwidth Bytes Per Second</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Backbone Bandwidth Bytes Per Second</em>'.
	 * @see lbsim.model.Cluster#getBackboneBandwidthBytesPerSecond()
	 * @see #getCluster()
	 * @generated
	 */
	EAttribute getCluster_BackboneBandwidthBytesPerSecond();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Cluster#getBackboneLatencySeconds <em>Backbone Latency Seconds</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Backbone Latency Seconds</em>'.
	 * @see lbsim.model.Cluster#getBackboneLatencySeconds()
	 * @see #getCluster()
	 * @generated
	 */
	EAttribute getCluster_BackboneLatencySeconds();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Cluster#getBackboneSharing <em>Backbone Sharing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Backbone Sharing</em>'.
	 * @see lbsim.model.Cluster#getBackboneSharing()
	 * @see #getCluster()
	 * @generated
	 */
	EAttribute getCluster_BackboneSharing();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Cluster#getRouter <em>Router</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Router</em>'.
	 * @see lbsim.model.Cluster#getRouter()
	 * @see #getCluster()
	 * @generated
	 */
	EAttribute getCluster_Router();

	/**
	 * Returns the meta object for class '{@link lbsim.model.Zone <em>Zone</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Zone</em>'.
	 * @see lbsim.model.Zone
	 * @generated
	 */
	EClass getZone();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Zone#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see lbsim.model.Zone#getName()
	 * @see #getZone()
	 * @generated
	 */
	EAttribute getZone_Name();

	/**
	 * Returns the meta object for the attribute '{@link lbsim.model.Zone#getRouting <em>Routing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Routing</em>'.
	 * @see lbsim.model.Zone#getRouting()
	 * @see #getZone()
	 * @generated
	 */
	EAttribute getZone_Routing();

	/**
	 * Returns the meta object for the reference list '{@link lbsim.model.Zone#getHosts <em>Hosts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Hosts</em>'.
	 * @see lbsim.model.Zone#getHosts()
	 * @see #getZone()
	 * @generated
	 */
	EReference getZone_Hosts();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.Zone#getRouters <em>Routers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Routers</em>'.
	 * @see lbsim.model.Zone#getRouters()
	 * @see #getZone()
	 * @generated
	 */
	EReference getZone_Routers();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.Zone#getRoutes <em>Routes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Routes</em>'.
	 * @see lbsim.model.Zone#getRoutes()
	 * @see #getZone()
	 * @generated
	 */
	EReference getZone_Routes();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.Zone#getClusters <em>Clusters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Clusters</em>'.
	 * @see lbsim.model.Zone#getClusters()
	 * @see #getZone()
	 * @generated
	 */
	EReference getZone_Clusters();

	/**
	 * Returns the meta object for the containment reference list '{@link lbsim.model.Zone#getZones <em>Zones</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Zones</em>'.
	 * @see lbsim.model.Zone#getZones()
	 * @see #getZone()
	 * @generated
	 */
	EReference getZone_Zones();

	/**
	 * Returns the meta object for enum '{@link lbsim.model.SchedulerPolicy <em>Scheduler Policy</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Scheduler Policy</em>'.
	 * @see lbsim.model.SchedulerPolicy
	 * @generated
	 */
	EEnum getSchedulerPolicy();

	/**
	 * Returns the meta object for enum '{@link lbsim.model.CpuSharing <em>Cpu Sharing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Cpu Sharing</em>'.
	 * @see lbsim.model.CpuSharing
	 * @generated
	 */
	EEnum getCpuSharing();

	/**
	 * Returns the meta object for enum '{@link lbsim.model.RateInterpolation <em>Rate Interpolation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Rate Interpolation</em>'.
	 * @see lbsim.model.RateInterpolation
	 * @generated
	 */
	EEnum getRateInterpolation();

	/**
	 * Returns the meta object for enum '{@link lbsim.model.CostMode <em>Cost Mode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Cost Mode</em>'.
	 * @see lbsim.model.CostMode
	 * @generated
	 */
	EEnum getCostMode();

	/**
	 * Returns the meta object for enum '{@link lbsim.model.NetworkSharingModel <em>Network Sharing Model</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Network Sharing Model</em>'.
	 * @see lbsim.model.NetworkSharingModel
	 * @generated
	 */
	EEnum getNetworkSharingModel();

	/**
	 * Returns the meta object for enum '{@link lbsim.model.LinkSharing <em>Link Sharing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Link Sharing</em>'.
	 * @see lbsim.model.LinkSharing
	 * @generated
	 */
	EEnum getLinkSharing();

	/**
	 * Returns the meta object for enum '{@link lbsim.model.ZoneRouting <em>Zone Routing</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Zone Routing</em>'.
	 * @see lbsim.model.ZoneRouting
	 * @generated
	 */
	EEnum getZoneRouting();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	ModelFactory getModelFactory();

	/**
	 * <!-- begin-user-doc -->
	 * Defines literals for the meta objects that represent
	 * <ul>
	 *   <li>each class,</li>
	 *   <li>each feature of each class,</li>
	 *   <li>each operation of each class,</li>
	 *   <li>each enum,</li>
	 *   <li>and each data type</li>
	 * </ul>
	 * <!-- end-user-doc -->
	 * @generated
	 */
	interface Literals {
		/**
		 * The meta object literal for the '{@link lbsim.model.impl.ScenarioImpl <em>Scenario</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.ScenarioImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getScenario()
		 * @generated
		 */
		EClass SCENARIO = eINSTANCE.getScenario();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__NAME = eINSTANCE.getScenario_Name();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__DESCRIPTION = eINSTANCE.getScenario_Description();

		/**
		 * The meta object literal for the '<em><b>Platform</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__PLATFORM = eINSTANCE.getScenario_Platform();

		/**
		 * The meta object literal for the '<em><b>Workloads</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__WORKLOADS = eINSTANCE.getScenario_Workloads();

		/**
		 * The meta object literal for the '<em><b>Application</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__APPLICATION = eINSTANCE.getScenario_Application();

		/**
		 * The meta object literal for the '<em><b>Run</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__RUN = eINSTANCE.getScenario_Run();

		/**
		 * The meta object literal for the '<em><b>Sweeps</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__SWEEPS = eINSTANCE.getScenario_Sweeps();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.SweepImpl <em>Sweep</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.SweepImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getSweep()
		 * @generated
		 */
		EClass SWEEP = eINSTANCE.getSweep();

		/**
		 * The meta object literal for the '<em><b>Path</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWEEP__PATH = eINSTANCE.getSweep_Path();

		/**
		 * The meta object literal for the '<em><b>Spec</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWEEP__SPEC = eINSTANCE.getSweep_Spec();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.PlatformImpl <em>Platform</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.PlatformImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getPlatform()
		 * @generated
		 */
		EClass PLATFORM = eINSTANCE.getPlatform();

		/**
		 * The meta object literal for the '<em><b>Hosts</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PLATFORM__HOSTS = eINSTANCE.getPlatform_Hosts();

		/**
		 * The meta object literal for the '<em><b>Groups</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PLATFORM__GROUPS = eINSTANCE.getPlatform_Groups();

		/**
		 * The meta object literal for the '<em><b>Segments</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PLATFORM__SEGMENTS = eINSTANCE.getPlatform_Segments();

		/**
		 * The meta object literal for the '<em><b>Spawn Delay Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PLATFORM__SPAWN_DELAY_SECONDS = eINSTANCE.getPlatform_SpawnDelaySeconds();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.HostImpl <em>Host</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.HostImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getHost()
		 * @generated
		 */
		EClass HOST = eINSTANCE.getHost();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__NAME = eINSTANCE.getHost_Name();

		/**
		 * The meta object literal for the '<em><b>Speed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__SPEED = eINSTANCE.getHost_Speed();

		/**
		 * The meta object literal for the '<em><b>Processors</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__PROCESSORS = eINSTANCE.getHost_Processors();

		/**
		 * The meta object literal for the '<em><b>Scheduler</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__SCHEDULER = eINSTANCE.getHost_Scheduler();

		/**
		 * The meta object literal for the '<em><b>Segment</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HOST__SEGMENT = eINSTANCE.getHost_Segment();

		/**
		 * The meta object literal for the '<em><b>Time Slice Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__TIME_SLICE_SECONDS = eINSTANCE.getHost_TimeSliceSeconds();

		/**
		 * The meta object literal for the '<em><b>Sharing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__SHARING = eINSTANCE.getHost_Sharing();

		/**
		 * The meta object literal for the '<em><b>Speed Profile</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__SPEED_PROFILE = eINSTANCE.getHost_SpeedProfile();

		/**
		 * The meta object literal for the '<em><b>State Profile</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__STATE_PROFILE = eINSTANCE.getHost_StateProfile();

		/**
		 * The meta object literal for the '<em><b>Full Speed Time</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__FULL_SPEED_TIME = eINSTANCE.getHost_FullSpeedTime();

		/**
		 * The meta object literal for the '<em><b>Reduced Speed Time</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__REDUCED_SPEED_TIME = eINSTANCE.getHost_ReducedSpeedTime();

		/**
		 * The meta object literal for the '<em><b>Reduced Speed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__REDUCED_SPEED = eINSTANCE.getHost_ReducedSpeed();

		/**
		 * The meta object literal for the '<em><b>Time To Failure</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__TIME_TO_FAILURE = eINSTANCE.getHost_TimeToFailure();

		/**
		 * The meta object literal for the '<em><b>Time To Repair</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__TIME_TO_REPAIR = eINSTANCE.getHost_TimeToRepair();

		/**
		 * The meta object literal for the '<em><b>Pstate Speeds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__PSTATE_SPEEDS = eINSTANCE.getHost_PstateSpeeds();

		/**
		 * The meta object literal for the '<em><b>Pstate</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__PSTATE = eINSTANCE.getHost_Pstate();

		/**
		 * The meta object literal for the '<em><b>Wattage Per State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__WATTAGE_PER_STATE = eINSTANCE.getHost_WattagePerState();

		/**
		 * The meta object literal for the '<em><b>Wattage Off</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__WATTAGE_OFF = eINSTANCE.getHost_WattageOff();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.WorkloadImpl <em>Workload</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.WorkloadImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getWorkload()
		 * @generated
		 */
		EClass WORKLOAD = eINSTANCE.getWorkload();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WORKLOAD__NAME = eINSTANCE.getWorkload_Name();

		/**
		 * The meta object literal for the '<em><b>Host</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference WORKLOAD__HOST = eINSTANCE.getWorkload_Host();

		/**
		 * The meta object literal for the '<em><b>Group</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference WORKLOAD__GROUP = eINSTANCE.getWorkload_Group();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.PermanentLoadImpl <em>Permanent Load</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.PermanentLoadImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getPermanentLoad()
		 * @generated
		 */
		EClass PERMANENT_LOAD = eINSTANCE.getPermanentLoad();

		/**
		 * The meta object literal for the '<em><b>Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PERMANENT_LOAD__COUNT = eINSTANCE.getPermanentLoad_Count();

		/**
		 * The meta object literal for the '<em><b>Nice</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PERMANENT_LOAD__NICE = eINSTANCE.getPermanentLoad_Nice();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.HostGroupImpl <em>Host Group</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.HostGroupImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getHostGroup()
		 * @generated
		 */
		EClass HOST_GROUP = eINSTANCE.getHostGroup();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST_GROUP__NAME = eINSTANCE.getHostGroup_Name();

		/**
		 * The meta object literal for the '<em><b>Hosts</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HOST_GROUP__HOSTS = eINSTANCE.getHostGroup_Hosts();

		/**
		 * The meta object literal for the '<em><b>Mean Time To Failure Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST_GROUP__MEAN_TIME_TO_FAILURE_SECONDS = eINSTANCE.getHostGroup_MeanTimeToFailureSeconds();

		/**
		 * The meta object literal for the '<em><b>Mean Time To Repair Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST_GROUP__MEAN_TIME_TO_REPAIR_SECONDS = eINSTANCE.getHostGroup_MeanTimeToRepairSeconds();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.PoissonLoadImpl <em>Poisson Load</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.PoissonLoadImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getPoissonLoad()
		 * @generated
		 */
		EClass POISSON_LOAD = eINSTANCE.getPoissonLoad();

		/**
		 * The meta object literal for the '<em><b>Rate Per Second</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POISSON_LOAD__RATE_PER_SECOND = eINSTANCE.getPoissonLoad_RatePerSecond();

		/**
		 * The meta object literal for the '<em><b>Demand</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POISSON_LOAD__DEMAND = eINSTANCE.getPoissonLoad_Demand();

		/**
		 * The meta object literal for the '<em><b>Nice</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POISSON_LOAD__NICE = eINSTANCE.getPoissonLoad_Nice();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.VaryingRateLoadImpl <em>Varying Rate Load</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.VaryingRateLoadImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getVaryingRateLoad()
		 * @generated
		 */
		EClass VARYING_RATE_LOAD = eINSTANCE.getVaryingRateLoad();

		/**
		 * The meta object literal for the '<em><b>Rate File</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VARYING_RATE_LOAD__RATE_FILE = eINSTANCE.getVaryingRateLoad_RateFile();

		/**
		 * The meta object literal for the '<em><b>Interpolation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VARYING_RATE_LOAD__INTERPOLATION = eINSTANCE.getVaryingRateLoad_Interpolation();

		/**
		 * The meta object literal for the '<em><b>Period Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VARYING_RATE_LOAD__PERIOD_SECONDS = eINSTANCE.getVaryingRateLoad_PeriodSeconds();

		/**
		 * The meta object literal for the '<em><b>Demand</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VARYING_RATE_LOAD__DEMAND = eINSTANCE.getVaryingRateLoad_Demand();

		/**
		 * The meta object literal for the '<em><b>Nice</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VARYING_RATE_LOAD__NICE = eINSTANCE.getVaryingRateLoad_Nice();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.TraceLoadImpl <em>Trace Load</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.TraceLoadImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getTraceLoad()
		 * @generated
		 */
		EClass TRACE_LOAD = eINSTANCE.getTraceLoad();

		/**
		 * The meta object literal for the '<em><b>Trace File</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_LOAD__TRACE_FILE = eINSTANCE.getTraceLoad_TraceFile();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.UserBehaviourGraphImpl <em>User Behaviour Graph</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.UserBehaviourGraphImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getUserBehaviourGraph()
		 * @generated
		 */
		EClass USER_BEHAVIOUR_GRAPH = eINSTANCE.getUserBehaviourGraph();

		/**
		 * The meta object literal for the '<em><b>States</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference USER_BEHAVIOUR_GRAPH__STATES = eINSTANCE.getUserBehaviourGraph_States();

		/**
		 * The meta object literal for the '<em><b>Initial State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute USER_BEHAVIOUR_GRAPH__INITIAL_STATE = eINSTANCE.getUserBehaviourGraph_InitialState();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.UserStateImpl <em>User State</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.UserStateImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getUserState()
		 * @generated
		 */
		EClass USER_STATE = eINSTANCE.getUserState();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute USER_STATE__NAME = eINSTANCE.getUserState_Name();

		/**
		 * The meta object literal for the '<em><b>Think Time</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute USER_STATE__THINK_TIME = eINSTANCE.getUserState_ThinkTime();

		/**
		 * The meta object literal for the '<em><b>Demand</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute USER_STATE__DEMAND = eINSTANCE.getUserState_Demand();

		/**
		 * The meta object literal for the '<em><b>Nice</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute USER_STATE__NICE = eINSTANCE.getUserState_Nice();

		/**
		 * The meta object literal for the '<em><b>Transitions</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference USER_STATE__TRANSITIONS = eINSTANCE.getUserState_Transitions();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.UserTransitionImpl <em>User Transition</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.UserTransitionImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getUserTransition()
		 * @generated
		 */
		EClass USER_TRANSITION = eINSTANCE.getUserTransition();

		/**
		 * The meta object literal for the '<em><b>To</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute USER_TRANSITION__TO = eINSTANCE.getUserTransition_To();

		/**
		 * The meta object literal for the '<em><b>Probability</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute USER_TRANSITION__PROBABILITY = eINSTANCE.getUserTransition_Probability();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.ApplicationImpl <em>Application</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.ApplicationImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getApplication()
		 * @generated
		 */
		EClass APPLICATION = eINSTANCE.getApplication();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.NetworkSegmentImpl <em>Network Segment</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.NetworkSegmentImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getNetworkSegment()
		 * @generated
		 */
		EClass NETWORK_SEGMENT = eINSTANCE.getNetworkSegment();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NETWORK_SEGMENT__NAME = eINSTANCE.getNetworkSegment_Name();

		/**
		 * The meta object literal for the '<em><b>Gateway</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NETWORK_SEGMENT__GATEWAY = eINSTANCE.getNetworkSegment_Gateway();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.DelayNetworkImpl <em>Delay Network</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.DelayNetworkImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getDelayNetwork()
		 * @generated
		 */
		EClass DELAY_NETWORK = eINSTANCE.getDelayNetwork();

		/**
		 * The meta object literal for the '<em><b>Send Delay Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DELAY_NETWORK__SEND_DELAY_SECONDS = eINSTANCE.getDelayNetwork_SendDelaySeconds();

		/**
		 * The meta object literal for the '<em><b>Receive Delay Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DELAY_NETWORK__RECEIVE_DELAY_SECONDS = eINSTANCE.getDelayNetwork_ReceiveDelaySeconds();

		/**
		 * The meta object literal for the '<em><b>Transmission Delay Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DELAY_NETWORK__TRANSMISSION_DELAY_SECONDS = eINSTANCE.getDelayNetwork_TransmissionDelaySeconds();

		/**
		 * The meta object literal for the '<em><b>Proportional Delay Per KB Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DELAY_NETWORK__PROPORTIONAL_DELAY_PER_KB_SECONDS = eINSTANCE.getDelayNetwork_ProportionalDelayPerKBSeconds();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.SharedMediumNetworkImpl <em>Shared Medium Network</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.SharedMediumNetworkImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getSharedMediumNetwork()
		 * @generated
		 */
		EClass SHARED_MEDIUM_NETWORK = eINSTANCE.getSharedMediumNetwork();

		/**
		 * The meta object literal for the '<em><b>Latency Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHARED_MEDIUM_NETWORK__LATENCY_SECONDS = eINSTANCE.getSharedMediumNetwork_LatencySeconds();

		/**
		 * The meta object literal for the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHARED_MEDIUM_NETWORK__BANDWIDTH_BYTES_PER_SECOND = eINSTANCE.getSharedMediumNetwork_BandwidthBytesPerSecond();

		/**
		 * The meta object literal for the '<em><b>Send Overhead Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHARED_MEDIUM_NETWORK__SEND_OVERHEAD_SECONDS = eINSTANCE.getSharedMediumNetwork_SendOverheadSeconds();

		/**
		 * The meta object literal for the '<em><b>Receive Overhead Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SHARED_MEDIUM_NETWORK__RECEIVE_OVERHEAD_SECONDS = eINSTANCE.getSharedMediumNetwork_ReceiveOverheadSeconds();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.PiecewiseLinearNetworkImpl <em>Piecewise Linear Network</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.PiecewiseLinearNetworkImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getPiecewiseLinearNetwork()
		 * @generated
		 */
		EClass PIECEWISE_LINEAR_NETWORK = eINSTANCE.getPiecewiseLinearNetwork();

		/**
		 * The meta object literal for the '<em><b>Send Time Same Node</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PIECEWISE_LINEAR_NETWORK__SEND_TIME_SAME_NODE = eINSTANCE.getPiecewiseLinearNetwork_SendTimeSameNode();

		/**
		 * The meta object literal for the '<em><b>Send Time Other Node</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PIECEWISE_LINEAR_NETWORK__SEND_TIME_OTHER_NODE = eINSTANCE.getPiecewiseLinearNetwork_SendTimeOtherNode();

		/**
		 * The meta object literal for the '<em><b>Transmission Time Same Node</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_SAME_NODE = eINSTANCE.getPiecewiseLinearNetwork_TransmissionTimeSameNode();

		/**
		 * The meta object literal for the '<em><b>Transmission Time Other Node</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_OTHER_NODE = eINSTANCE.getPiecewiseLinearNetwork_TransmissionTimeOtherNode();

		/**
		 * The meta object literal for the '<em><b>Contention Factors</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PIECEWISE_LINEAR_NETWORK__CONTENTION_FACTORS = eINSTANCE.getPiecewiseLinearNetwork_ContentionFactors();

		/**
		 * The meta object literal for the '<em><b>Receive Overhead Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PIECEWISE_LINEAR_NETWORK__RECEIVE_OVERHEAD_SECONDS = eINSTANCE.getPiecewiseLinearNetwork_ReceiveOverheadSeconds();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.EthernetNetworkImpl <em>Ethernet Network</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.EthernetNetworkImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getEthernetNetwork()
		 * @generated
		 */
		EClass ETHERNET_NETWORK = eINSTANCE.getEthernetNetwork();

		/**
		 * The meta object literal for the '<em><b>Bits Per Second</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ETHERNET_NETWORK__BITS_PER_SECOND = eINSTANCE.getEthernetNetwork_BitsPerSecond();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.SwitchedNetworkImpl <em>Switched Network</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.SwitchedNetworkImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getSwitchedNetwork()
		 * @generated
		 */
		EClass SWITCHED_NETWORK = eINSTANCE.getSwitchedNetwork();

		/**
		 * The meta object literal for the '<em><b>Latency Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWITCHED_NETWORK__LATENCY_SECONDS = eINSTANCE.getSwitchedNetwork_LatencySeconds();

		/**
		 * The meta object literal for the '<em><b>Link Bandwidth Bytes Per Second</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWITCHED_NETWORK__LINK_BANDWIDTH_BYTES_PER_SECOND = eINSTANCE.getSwitchedNetwork_LinkBandwidthBytesPerSecond();

		/**
		 * The meta object literal for the '<em><b>Send Overhead Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWITCHED_NETWORK__SEND_OVERHEAD_SECONDS = eINSTANCE.getSwitchedNetwork_SendOverheadSeconds();

		/**
		 * The meta object literal for the '<em><b>Receive Overhead Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWITCHED_NETWORK__RECEIVE_OVERHEAD_SECONDS = eINSTANCE.getSwitchedNetwork_ReceiveOverheadSeconds();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.AnalyticNetworkImpl <em>Analytic Network</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.AnalyticNetworkImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getAnalyticNetwork()
		 * @generated
		 */
		EClass ANALYTIC_NETWORK = eINSTANCE.getAnalyticNetwork();

		/**
		 * The meta object literal for the '<em><b>Setup Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYTIC_NETWORK__SETUP_SECONDS = eINSTANCE.getAnalyticNetwork_SetupSeconds();

		/**
		 * The meta object literal for the '<em><b>Block Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYTIC_NETWORK__BLOCK_BYTES = eINSTANCE.getAnalyticNetwork_BlockBytes();

		/**
		 * The meta object literal for the '<em><b>Block Setup Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYTIC_NETWORK__BLOCK_SETUP_SECONDS = eINSTANCE.getAnalyticNetwork_BlockSetupSeconds();

		/**
		 * The meta object literal for the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYTIC_NETWORK__BANDWIDTH_BYTES_PER_SECOND = eINSTANCE.getAnalyticNetwork_BandwidthBytesPerSecond();

		/**
		 * The meta object literal for the '<em><b>Send Overhead Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYTIC_NETWORK__SEND_OVERHEAD_SECONDS = eINSTANCE.getAnalyticNetwork_SendOverheadSeconds();

		/**
		 * The meta object literal for the '<em><b>Receive Overhead Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANALYTIC_NETWORK__RECEIVE_OVERHEAD_SECONDS = eINSTANCE.getAnalyticNetwork_ReceiveOverheadSeconds();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.PingPongApplicationImpl <em>Ping Pong Application</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.PingPongApplicationImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getPingPongApplication()
		 * @generated
		 */
		EClass PING_PONG_APPLICATION = eINSTANCE.getPingPongApplication();

		/**
		 * The meta object literal for the '<em><b>Host A</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PING_PONG_APPLICATION__HOST_A = eINSTANCE.getPingPongApplication_HostA();

		/**
		 * The meta object literal for the '<em><b>Host B</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PING_PONG_APPLICATION__HOST_B = eINSTANCE.getPingPongApplication_HostB();

		/**
		 * The meta object literal for the '<em><b>Sizes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PING_PONG_APPLICATION__SIZES = eINSTANCE.getPingPongApplication_Sizes();

		/**
		 * The meta object literal for the '<em><b>Repetitions</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PING_PONG_APPLICATION__REPETITIONS = eINSTANCE.getPingPongApplication_Repetitions();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.TokenRingApplicationImpl <em>Token Ring Application</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.TokenRingApplicationImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getTokenRingApplication()
		 * @generated
		 */
		EClass TOKEN_RING_APPLICATION = eINSTANCE.getTokenRingApplication();

		/**
		 * The meta object literal for the '<em><b>Hosts</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TOKEN_RING_APPLICATION__HOSTS = eINSTANCE.getTokenRingApplication_Hosts();

		/**
		 * The meta object literal for the '<em><b>Token Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TOKEN_RING_APPLICATION__TOKEN_BYTES = eINSTANCE.getTokenRingApplication_TokenBytes();

		/**
		 * The meta object literal for the '<em><b>Rounds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TOKEN_RING_APPLICATION__ROUNDS = eINSTANCE.getTokenRingApplication_Rounds();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.MasterSlaveApplicationImpl <em>Master Slave Application</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.MasterSlaveApplicationImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getMasterSlaveApplication()
		 * @generated
		 */
		EClass MASTER_SLAVE_APPLICATION = eINSTANCE.getMasterSlaveApplication();

		/**
		 * The meta object literal for the '<em><b>Master</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MASTER_SLAVE_APPLICATION__MASTER = eINSTANCE.getMasterSlaveApplication_Master();

		/**
		 * The meta object literal for the '<em><b>Slaves</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MASTER_SLAVE_APPLICATION__SLAVES = eINSTANCE.getMasterSlaveApplication_Slaves();

		/**
		 * The meta object literal for the '<em><b>Units</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__UNITS = eINSTANCE.getMasterSlaveApplication_Units();

		/**
		 * The meta object literal for the '<em><b>Unit Cost</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__UNIT_COST = eINSTANCE.getMasterSlaveApplication_UnitCost();

		/**
		 * The meta object literal for the '<em><b>Request Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__REQUEST_BYTES = eINSTANCE.getMasterSlaveApplication_RequestBytes();

		/**
		 * The meta object literal for the '<em><b>Work Bytes Fixed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__WORK_BYTES_FIXED = eINSTANCE.getMasterSlaveApplication_WorkBytesFixed();

		/**
		 * The meta object literal for the '<em><b>Work Bytes Per Unit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT = eINSTANCE.getMasterSlaveApplication_WorkBytesPerUnit();

		/**
		 * The meta object literal for the '<em><b>Result Bytes Fixed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__RESULT_BYTES_FIXED = eINSTANCE.getMasterSlaveApplication_ResultBytesFixed();

		/**
		 * The meta object literal for the '<em><b>Result Bytes Per Unit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT = eINSTANCE.getMasterSlaveApplication_ResultBytesPerUnit();

		/**
		 * The meta object literal for the '<em><b>Master Overhead Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__MASTER_OVERHEAD_SECONDS = eINSTANCE.getMasterSlaveApplication_MasterOverheadSeconds();

		/**
		 * The meta object literal for the '<em><b>Neighbour Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__NEIGHBOUR_BYTES = eINSTANCE.getMasterSlaveApplication_NeighbourBytes();

		/**
		 * The meta object literal for the '<em><b>Rounds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__ROUNDS = eINSTANCE.getMasterSlaveApplication_Rounds();

		/**
		 * The meta object literal for the '<em><b>Strategy</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__STRATEGY = eINSTANCE.getMasterSlaveApplication_Strategy();

		/**
		 * The meta object literal for the '<em><b>Strategy Class</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__STRATEGY_CLASS = eINSTANCE.getMasterSlaveApplication_StrategyClass();

		/**
		 * The meta object literal for the '<em><b>Slave Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__SLAVE_COUNT = eINSTANCE.getMasterSlaveApplication_SlaveCount();

		/**
		 * The meta object literal for the '<em><b>Failure Detection Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__FAILURE_DETECTION_SECONDS = eINSTANCE.getMasterSlaveApplication_FailureDetectionSeconds();

		/**
		 * The meta object literal for the '<em><b>Rejoin</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MASTER_SLAVE_APPLICATION__REJOIN = eINSTANCE.getMasterSlaveApplication_Rejoin();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.TraceReplayApplicationImpl <em>Trace Replay Application</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.TraceReplayApplicationImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getTraceReplayApplication()
		 * @generated
		 */
		EClass TRACE_REPLAY_APPLICATION = eINSTANCE.getTraceReplayApplication();

		/**
		 * The meta object literal for the '<em><b>Traces</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_REPLAY_APPLICATION__TRACES = eINSTANCE.getTraceReplayApplication_Traces();

		/**
		 * The meta object literal for the '<em><b>Hosts</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRACE_REPLAY_APPLICATION__HOSTS = eINSTANCE.getTraceReplayApplication_Hosts();

		/**
		 * The meta object literal for the '<em><b>Trace Host Speed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED = eINSTANCE.getTraceReplayApplication_TraceHostSpeed();

		/**
		 * The meta object literal for the '<em><b>Use Network Costs</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRACE_REPLAY_APPLICATION__USE_NETWORK_COSTS = eINSTANCE.getTraceReplayApplication_UseNetworkCosts();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.RealApplicationImpl <em>Real Application</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.RealApplicationImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getRealApplication()
		 * @generated
		 */
		EClass REAL_APPLICATION = eINSTANCE.getRealApplication();

		/**
		 * The meta object literal for the '<em><b>Main Class</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REAL_APPLICATION__MAIN_CLASS = eINSTANCE.getRealApplication_MainClass();

		/**
		 * The meta object literal for the '<em><b>Class Path</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REAL_APPLICATION__CLASS_PATH = eINSTANCE.getRealApplication_ClassPath();

		/**
		 * The meta object literal for the '<em><b>Args</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REAL_APPLICATION__ARGS = eINSTANCE.getRealApplication_Args();

		/**
		 * The meta object literal for the '<em><b>Cost Mode</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REAL_APPLICATION__COST_MODE = eINSTANCE.getRealApplication_CostMode();

		/**
		 * The meta object literal for the '<em><b>Reference Factor</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REAL_APPLICATION__REFERENCE_FACTOR = eINSTANCE.getRealApplication_ReferenceFactor();

		/**
		 * The meta object literal for the '<em><b>Reference Flops Per Second</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REAL_APPLICATION__REFERENCE_FLOPS_PER_SECOND = eINSTANCE.getRealApplication_ReferenceFlopsPerSecond();

		/**
		 * The meta object literal for the '<em><b>Host</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference REAL_APPLICATION__HOST = eINSTANCE.getRealApplication_Host();

		/**
		 * The meta object literal for the '<em><b>Task Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REAL_APPLICATION__TASK_NAME = eINSTANCE.getRealApplication_TaskName();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.ObservedTaskApplicationImpl <em>Observed Task Application</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.ObservedTaskApplicationImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getObservedTaskApplication()
		 * @generated
		 */
		EClass OBSERVED_TASK_APPLICATION = eINSTANCE.getObservedTaskApplication();

		/**
		 * The meta object literal for the '<em><b>Tasks</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference OBSERVED_TASK_APPLICATION__TASKS = eINSTANCE.getObservedTaskApplication_Tasks();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.ObservedTaskImpl <em>Observed Task</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.ObservedTaskImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getObservedTask()
		 * @generated
		 */
		EClass OBSERVED_TASK = eINSTANCE.getObservedTask();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute OBSERVED_TASK__NAME = eINSTANCE.getObservedTask_Name();

		/**
		 * The meta object literal for the '<em><b>Host</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference OBSERVED_TASK__HOST = eINSTANCE.getObservedTask_Host();

		/**
		 * The meta object literal for the '<em><b>Work Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute OBSERVED_TASK__WORK_SECONDS = eINSTANCE.getObservedTask_WorkSeconds();

		/**
		 * The meta object literal for the '<em><b>Nice</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute OBSERVED_TASK__NICE = eINSTANCE.getObservedTask_Nice();

		/**
		 * The meta object literal for the '<em><b>Start Time Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute OBSERVED_TASK__START_TIME_SECONDS = eINSTANCE.getObservedTask_StartTimeSeconds();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.RunSettingsImpl <em>Run Settings</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.RunSettingsImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getRunSettings()
		 * @generated
		 */
		EClass RUN_SETTINGS = eINSTANCE.getRunSettings();

		/**
		 * The meta object literal for the '<em><b>Seed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN_SETTINGS__SEED = eINSTANCE.getRunSettings_Seed();

		/**
		 * The meta object literal for the '<em><b>End Time Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN_SETTINGS__END_TIME_SECONDS = eINSTANCE.getRunSettings_EndTimeSeconds();

		/**
		 * The meta object literal for the '<em><b>Max Events</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN_SETTINGS__MAX_EVENTS = eINSTANCE.getRunSettings_MaxEvents();

		/**
		 * The meta object literal for the '<em><b>Wall Clock Limit Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN_SETTINGS__WALL_CLOCK_LIMIT_SECONDS = eINSTANCE.getRunSettings_WallClockLimitSeconds();

		/**
		 * The meta object literal for the '<em><b>Replications</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN_SETTINGS__REPLICATIONS = eINSTANCE.getRunSettings_Replications();

		/**
		 * The meta object literal for the '<em><b>Estimate File</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RUN_SETTINGS__ESTIMATE_FILE = eINSTANCE.getRunSettings_EstimateFile();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.RoutedNetworkImpl <em>Routed Network</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.RoutedNetworkImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getRoutedNetwork()
		 * @generated
		 */
		EClass ROUTED_NETWORK = eINSTANCE.getRoutedNetwork();

		/**
		 * The meta object literal for the '<em><b>Model</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTED_NETWORK__MODEL = eINSTANCE.getRoutedNetwork_Model();

		/**
		 * The meta object literal for the '<em><b>Latency Factor</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTED_NETWORK__LATENCY_FACTOR = eINSTANCE.getRoutedNetwork_LatencyFactor();

		/**
		 * The meta object literal for the '<em><b>Bandwidth Factor</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTED_NETWORK__BANDWIDTH_FACTOR = eINSTANCE.getRoutedNetwork_BandwidthFactor();

		/**
		 * The meta object literal for the '<em><b>Weight S</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTED_NETWORK__WEIGHT_S = eINSTANCE.getRoutedNetwork_WeightS();

		/**
		 * The meta object literal for the '<em><b>Tcp Gamma Bytes</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTED_NETWORK__TCP_GAMMA_BYTES = eINSTANCE.getRoutedNetwork_TcpGammaBytes();

		/**
		 * The meta object literal for the '<em><b>Crosstraffic</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTED_NETWORK__CROSSTRAFFIC = eINSTANCE.getRoutedNetwork_Crosstraffic();

		/**
		 * The meta object literal for the '<em><b>Routing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTED_NETWORK__ROUTING = eINSTANCE.getRoutedNetwork_Routing();

		/**
		 * The meta object literal for the '<em><b>Send Overhead Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTED_NETWORK__SEND_OVERHEAD_SECONDS = eINSTANCE.getRoutedNetwork_SendOverheadSeconds();

		/**
		 * The meta object literal for the '<em><b>Receive Overhead Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTED_NETWORK__RECEIVE_OVERHEAD_SECONDS = eINSTANCE.getRoutedNetwork_ReceiveOverheadSeconds();

		/**
		 * The meta object literal for the '<em><b>Links</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ROUTED_NETWORK__LINKS = eINSTANCE.getRoutedNetwork_Links();

		/**
		 * The meta object literal for the '<em><b>Routers</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ROUTED_NETWORK__ROUTERS = eINSTANCE.getRoutedNetwork_Routers();

		/**
		 * The meta object literal for the '<em><b>Routes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ROUTED_NETWORK__ROUTES = eINSTANCE.getRoutedNetwork_Routes();

		/**
		 * The meta object literal for the '<em><b>Clusters</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ROUTED_NETWORK__CLUSTERS = eINSTANCE.getRoutedNetwork_Clusters();

		/**
		 * The meta object literal for the '<em><b>Zones</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ROUTED_NETWORK__ZONES = eINSTANCE.getRoutedNetwork_Zones();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.LinkImpl <em>Link</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.LinkImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getLink()
		 * @generated
		 */
		EClass LINK = eINSTANCE.getLink();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__NAME = eINSTANCE.getLink_Name();

		/**
		 * The meta object literal for the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__BANDWIDTH_BYTES_PER_SECOND = eINSTANCE.getLink_BandwidthBytesPerSecond();

		/**
		 * The meta object literal for the '<em><b>Latency Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__LATENCY_SECONDS = eINSTANCE.getLink_LatencySeconds();

		/**
		 * The meta object literal for the '<em><b>Sharing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__SHARING = eINSTANCE.getLink_Sharing();

		/**
		 * The meta object literal for the '<em><b>Bandwidth Profile</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__BANDWIDTH_PROFILE = eINSTANCE.getLink_BandwidthProfile();

		/**
		 * The meta object literal for the '<em><b>Latency Profile</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__LATENCY_PROFILE = eINSTANCE.getLink_LatencyProfile();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.RouterImpl <em>Router</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.RouterImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getRouter()
		 * @generated
		 */
		EClass ROUTER = eINSTANCE.getRouter();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTER__NAME = eINSTANCE.getRouter_Name();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.RouteImpl <em>Route</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.RouteImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getRoute()
		 * @generated
		 */
		EClass ROUTE = eINSTANCE.getRoute();

		/**
		 * The meta object literal for the '<em><b>From</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTE__FROM = eINSTANCE.getRoute_From();

		/**
		 * The meta object literal for the '<em><b>To</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTE__TO = eINSTANCE.getRoute_To();

		/**
		 * The meta object literal for the '<em><b>Gateway From</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTE__GATEWAY_FROM = eINSTANCE.getRoute_GatewayFrom();

		/**
		 * The meta object literal for the '<em><b>Gateway To</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTE__GATEWAY_TO = eINSTANCE.getRoute_GatewayTo();

		/**
		 * The meta object literal for the '<em><b>Links</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ROUTE__LINKS = eINSTANCE.getRoute_Links();

		/**
		 * The meta object literal for the '<em><b>Directions</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTE__DIRECTIONS = eINSTANCE.getRoute_Directions();

		/**
		 * The meta object literal for the '<em><b>Symmetrical</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROUTE__SYMMETRICAL = eINSTANCE.getRoute_Symmetrical();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.ClusterImpl <em>Cluster</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.ClusterImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getCluster()
		 * @generated
		 */
		EClass CLUSTER = eINSTANCE.getCluster();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER__NAME = eINSTANCE.getCluster_Name();

		/**
		 * The meta object literal for the '<em><b>Hosts</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CLUSTER__HOSTS = eINSTANCE.getCluster_Hosts();

		/**
		 * The meta object literal for the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER__BANDWIDTH_BYTES_PER_SECOND = eINSTANCE.getCluster_BandwidthBytesPerSecond();

		/**
		 * The meta object literal for the '<em><b>Latency Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER__LATENCY_SECONDS = eINSTANCE.getCluster_LatencySeconds();

		/**
		 * The meta object literal for the '<em><b>Sharing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER__SHARING = eINSTANCE.getCluster_Sharing();

		/**
		 * The meta object literal for the '<em><b>Backbone Bandwidth Bytes Per Second</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER__BACKBONE_BANDWIDTH_BYTES_PER_SECOND = eINSTANCE.getCluster_BackboneBandwidthBytesPerSecond();

		/**
		 * The meta object literal for the '<em><b>Backbone Latency Seconds</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER__BACKBONE_LATENCY_SECONDS = eINSTANCE.getCluster_BackboneLatencySeconds();

		/**
		 * The meta object literal for the '<em><b>Backbone Sharing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER__BACKBONE_SHARING = eINSTANCE.getCluster_BackboneSharing();

		/**
		 * The meta object literal for the '<em><b>Router</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CLUSTER__ROUTER = eINSTANCE.getCluster_Router();

		/**
		 * The meta object literal for the '{@link lbsim.model.impl.ZoneImpl <em>Zone</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.impl.ZoneImpl
		 * @see lbsim.model.impl.ModelPackageImpl#getZone()
		 * @generated
		 */
		EClass ZONE = eINSTANCE.getZone();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ZONE__NAME = eINSTANCE.getZone_Name();

		/**
		 * The meta object literal for the '<em><b>Routing</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ZONE__ROUTING = eINSTANCE.getZone_Routing();

		/**
		 * The meta object literal for the '<em><b>Hosts</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ZONE__HOSTS = eINSTANCE.getZone_Hosts();

		/**
		 * The meta object literal for the '<em><b>Routers</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ZONE__ROUTERS = eINSTANCE.getZone_Routers();

		/**
		 * The meta object literal for the '<em><b>Routes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ZONE__ROUTES = eINSTANCE.getZone_Routes();

		/**
		 * The meta object literal for the '<em><b>Clusters</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ZONE__CLUSTERS = eINSTANCE.getZone_Clusters();

		/**
		 * The meta object literal for the '<em><b>Zones</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ZONE__ZONES = eINSTANCE.getZone_Zones();

		/**
		 * The meta object literal for the '{@link lbsim.model.SchedulerPolicy <em>Scheduler Policy</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.SchedulerPolicy
		 * @see lbsim.model.impl.ModelPackageImpl#getSchedulerPolicy()
		 * @generated
		 */
		EEnum SCHEDULER_POLICY = eINSTANCE.getSchedulerPolicy();

		/**
		 * The meta object literal for the '{@link lbsim.model.CpuSharing <em>Cpu Sharing</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.CpuSharing
		 * @see lbsim.model.impl.ModelPackageImpl#getCpuSharing()
		 * @generated
		 */
		EEnum CPU_SHARING = eINSTANCE.getCpuSharing();

		/**
		 * The meta object literal for the '{@link lbsim.model.RateInterpolation <em>Rate Interpolation</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.RateInterpolation
		 * @see lbsim.model.impl.ModelPackageImpl#getRateInterpolation()
		 * @generated
		 */
		EEnum RATE_INTERPOLATION = eINSTANCE.getRateInterpolation();

		/**
		 * The meta object literal for the '{@link lbsim.model.CostMode <em>Cost Mode</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.CostMode
		 * @see lbsim.model.impl.ModelPackageImpl#getCostMode()
		 * @generated
		 */
		EEnum COST_MODE = eINSTANCE.getCostMode();

		/**
		 * The meta object literal for the '{@link lbsim.model.NetworkSharingModel <em>Network Sharing Model</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.NetworkSharingModel
		 * @see lbsim.model.impl.ModelPackageImpl#getNetworkSharingModel()
		 * @generated
		 */
		EEnum NETWORK_SHARING_MODEL = eINSTANCE.getNetworkSharingModel();

		/**
		 * The meta object literal for the '{@link lbsim.model.LinkSharing <em>Link Sharing</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.LinkSharing
		 * @see lbsim.model.impl.ModelPackageImpl#getLinkSharing()
		 * @generated
		 */
		EEnum LINK_SHARING = eINSTANCE.getLinkSharing();

		/**
		 * The meta object literal for the '{@link lbsim.model.ZoneRouting <em>Zone Routing</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see lbsim.model.ZoneRouting
		 * @see lbsim.model.impl.ModelPackageImpl#getZoneRouting()
		 * @generated
		 */
		EEnum ZONE_ROUTING = eINSTANCE.getZoneRouting();

	}

} //ModelPackage
