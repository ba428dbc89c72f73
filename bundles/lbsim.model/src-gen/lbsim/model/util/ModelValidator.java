/**
 * lbsim - EPL-2.0
 */
package lbsim.model.util;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import lbsim.model.*;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.common.util.ResourceLocator;
import org.eclipse.emf.common.util.URI;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.util.EObjectValidator;

import lbsim.model.io.ScenarioOverrides;
import lbsim.model.validation.HostDynamicsRules;
import lbsim.model.validation.LinkDynamicsRules;
import lbsim.model.validation.ObjectPaths;
import lbsim.model.validation.RuleDiagnostic;
import lbsim.model.validation.SimulatorChecks;
import lbsim.model.validation.SimulatorChecks.DistributionFacts;
import lbsim.model.validation.Ranges;
import lbsim.model.validation.SegmentConnections;
import lbsim.model.validation.Specs;

/**
 * <!-- begin-user-doc -->
 * The <b>Validator</b> for the model.
 * <!-- end-user-doc -->
 * @see lbsim.model.ModelPackage
 * @generated
 */
public class ModelValidator extends EObjectValidator {
	/**
	 * The cached model package
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final ModelValidator INSTANCE = new ModelValidator();

	/**
	 * A constant for the {@link org.eclipse.emf.common.util.Diagnostic#getSource() source} of diagnostic {@link org.eclipse.emf.common.util.Diagnostic#getCode() codes} from this package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.eclipse.emf.common.util.Diagnostic#getSource()
	 * @see org.eclipse.emf.common.util.Diagnostic#getCode()
	 * @generated
	 */
	public static final String DIAGNOSTIC_SOURCE = "lbsim.model";

	/**
	 * A constant with a fixed name that can be used as the base value for additional hand written constants.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final int GENERATED_DIAGNOSTIC_CODE_COUNT = 0;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule Scenario.hasPlatform.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int SCENARIO__HAS_PLATFORM = GENERATED_DIAGNOSTIC_CODE_COUNT + 1;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule Scenario.hasApplication.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int SCENARIO__HAS_APPLICATION = GENERATED_DIAGNOSTIC_CODE_COUNT + 2;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule Scenario.uniqueHostNames.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int SCENARIO__UNIQUE_HOST_NAMES = GENERATED_DIAGNOSTIC_CODE_COUNT + 3;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule Host.nameNotEmpty.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__NAME_NOT_EMPTY = GENERATED_DIAGNOSTIC_CODE_COUNT + 4;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule Host.positiveSpeed.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__POSITIVE_SPEED = GENERATED_DIAGNOSTIC_CODE_COUNT + 5;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule Host.atLeastOneProcessor.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__AT_LEAST_ONE_PROCESSOR = GENERATED_DIAGNOSTIC_CODE_COUNT + 6;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule Workload.hostSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int WORKLOAD__HOST_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 7;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule PermanentLoad.nonNegativeCount.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int PERMANENT_LOAD__NON_NEGATIVE_COUNT = GENERATED_DIAGNOSTIC_CODE_COUNT + 8;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule PermanentLoad.niceInRange.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int PERMANENT_LOAD__NICE_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 9;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule ObservedTaskApplication.hasTasks.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int OBSERVED_TASK_APPLICATION__HAS_TASKS = GENERATED_DIAGNOSTIC_CODE_COUNT + 10;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule ObservedTaskApplication.uniqueTaskNames.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int OBSERVED_TASK_APPLICATION__UNIQUE_TASK_NAMES = GENERATED_DIAGNOSTIC_CODE_COUNT + 11;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule ObservedTask.nameNotEmpty.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int OBSERVED_TASK__NAME_NOT_EMPTY = GENERATED_DIAGNOSTIC_CODE_COUNT + 12;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule ObservedTask.hostSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int OBSERVED_TASK__HOST_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 13;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule ObservedTask.positiveWork.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int OBSERVED_TASK__POSITIVE_WORK = GENERATED_DIAGNOSTIC_CODE_COUNT + 14;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule ObservedTask.niceInRange.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int OBSERVED_TASK__NICE_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 15;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule ObservedTask.nonNegativeStart.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int OBSERVED_TASK__NON_NEGATIVE_START = GENERATED_DIAGNOSTIC_CODE_COUNT + 16;

	/**
	 * The {@link org.eclipse.emf.common.util.Diagnostic#getCode() code} of the diagnostics of rule RunSettings.nonNegativeLimits.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int RUN_SETTINGS__NON_NEGATIVE_LIMITS = GENERATED_DIAGNOSTIC_CODE_COUNT + 17;

	/**
	 * The diagnostic code of rule Host.nonNegativeTimeSlice.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__NON_NEGATIVE_TIME_SLICE = GENERATED_DIAGNOSTIC_CODE_COUNT + 18;

	/**
	 * The diagnostic code of rule HostGroup.nameNotEmpty.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST_GROUP__NAME_NOT_EMPTY = GENERATED_DIAGNOSTIC_CODE_COUNT + 19;

	/**
	 * The diagnostic code of rule HostGroup.hasHosts.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST_GROUP__HAS_HOSTS = GENERATED_DIAGNOSTIC_CODE_COUNT + 20;

	/**
	 * The diagnostic code of rule PoissonLoad.positiveRate.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int POISSON_LOAD__POSITIVE_RATE = GENERATED_DIAGNOSTIC_CODE_COUNT + 21;

	/**
	 * The diagnostic code of rule PoissonLoad.niceInRange.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int POISSON_LOAD__NICE_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 22;

	/**
	 * The diagnostic code of rule PoissonLoad.demandSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int POISSON_LOAD__DEMAND_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 23;

	/**
	 * The diagnostic code of rule VaryingRateLoad.rateFileSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int VARYING_RATE_LOAD__RATE_FILE_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 24;

	/**
	 * The diagnostic code of rule VaryingRateLoad.nonNegativePeriod.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int VARYING_RATE_LOAD__NON_NEGATIVE_PERIOD = GENERATED_DIAGNOSTIC_CODE_COUNT + 25;

	/**
	 * The diagnostic code of rule VaryingRateLoad.niceInRange.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int VARYING_RATE_LOAD__NICE_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 26;

	/**
	 * The diagnostic code of rule VaryingRateLoad.demandSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int VARYING_RATE_LOAD__DEMAND_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 27;

	/**
	 * The diagnostic code of rule TraceLoad.traceFileSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int TRACE_LOAD__TRACE_FILE_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 28;

	/**
	 * The diagnostic code of rule UserBehaviourGraph.hasStates.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_BEHAVIOUR_GRAPH__HAS_STATES = GENERATED_DIAGNOSTIC_CODE_COUNT + 29;

	/**
	 * The diagnostic code of rule UserBehaviourGraph.uniqueStateNames.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_BEHAVIOUR_GRAPH__UNIQUE_STATE_NAMES = GENERATED_DIAGNOSTIC_CODE_COUNT + 30;

	/**
	 * The diagnostic code of rule UserBehaviourGraph.initialStateKnown.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_BEHAVIOUR_GRAPH__INITIAL_STATE_KNOWN = GENERATED_DIAGNOSTIC_CODE_COUNT + 31;

	/**
	 * The diagnostic code of rule UserState.nameNotEmpty.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_STATE__NAME_NOT_EMPTY = GENERATED_DIAGNOSTIC_CODE_COUNT + 32;

	/**
	 * The diagnostic code of rule UserState.niceInRange.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_STATE__NICE_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 33;

	/**
	 * The diagnostic code of rule UserState.thinkTimeSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_STATE__THINK_TIME_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 34;

	/**
	 * The diagnostic code of rule UserState.demandSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_STATE__DEMAND_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 35;

	/**
	 * The diagnostic code of rule UserState.hasTransitions.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_STATE__HAS_TRANSITIONS = GENERATED_DIAGNOSTIC_CODE_COUNT + 36;

	/**
	 * The diagnostic code of rule UserState.probabilitiesSumToOne.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_STATE__PROBABILITIES_SUM_TO_ONE = GENERATED_DIAGNOSTIC_CODE_COUNT + 37;

	/**
	 * The diagnostic code of rule UserState.knownTargets.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_STATE__KNOWN_TARGETS = GENERATED_DIAGNOSTIC_CODE_COUNT + 38;

	/**
	 * The diagnostic code of rule UserTransition.probabilityInRange.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_TRANSITION__PROBABILITY_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 39;

	/**
	 * The diagnostic code of rule NetworkSegment.nameNotEmpty.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int NETWORK_SEGMENT__NAME_NOT_EMPTY = GENERATED_DIAGNOSTIC_CODE_COUNT + 40;

	/**
	 * The diagnostic code of rule NetworkSegment.nonNegativeParameters.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int NETWORK_SEGMENT__NON_NEGATIVE_PARAMETERS = GENERATED_DIAGNOSTIC_CODE_COUNT + 41;

	/**
	 * The diagnostic code of rule PingPongApplication.hostsSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int PING_PONG_APPLICATION__HOSTS_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 42;

	/**
	 * The diagnostic code of rule PingPongApplication.positiveRepetitions.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int PING_PONG_APPLICATION__POSITIVE_REPETITIONS = GENERATED_DIAGNOSTIC_CODE_COUNT + 43;

	/**
	 * The diagnostic code of rule TokenRingApplication.atLeastTwoHosts.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int TOKEN_RING_APPLICATION__AT_LEAST_TWO_HOSTS = GENERATED_DIAGNOSTIC_CODE_COUNT + 44;

	/**
	 * The diagnostic code of rule TokenRingApplication.positiveRounds.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int TOKEN_RING_APPLICATION__POSITIVE_ROUNDS = GENERATED_DIAGNOSTIC_CODE_COUNT + 45;

	/**
	 * The diagnostic code of rule MasterSlaveApplication.masterSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__MASTER_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 46;

	/**
	 * The diagnostic code of rule MasterSlaveApplication.hasSlaves.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__HAS_SLAVES = GENERATED_DIAGNOSTIC_CODE_COUNT + 47;

	/**
	 * The diagnostic code of rule MasterSlaveApplication.nonNegativeSizes.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__NON_NEGATIVE_SIZES = GENERATED_DIAGNOSTIC_CODE_COUNT + 48;

	/**
	 * The diagnostic code of rule TraceReplayApplication.tracesSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int TRACE_REPLAY_APPLICATION__TRACES_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 49;

	/**
	 * The diagnostic code of rule TraceReplayApplication.hostsSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int TRACE_REPLAY_APPLICATION__HOSTS_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 50;

	/**
	 * The diagnostic code of rule TraceReplayApplication.positiveTraceHostSpeed.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int TRACE_REPLAY_APPLICATION__POSITIVE_TRACE_HOST_SPEED = GENERATED_DIAGNOSTIC_CODE_COUNT + 51;

	/**
	 * The diagnostic code of rule RealApplication.mainClassSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int REAL_APPLICATION__MAIN_CLASS_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 52;

	/**
	 * The diagnostic code of rule RealApplication.classPathEntriesSet.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int REAL_APPLICATION__CLASS_PATH_ENTRIES_SET = GENERATED_DIAGNOSTIC_CODE_COUNT + 53;

	/**
	 * The diagnostic code of rule RealApplication.taskNameNotEmpty.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int REAL_APPLICATION__TASK_NAME_NOT_EMPTY = GENERATED_DIAGNOSTIC_CODE_COUNT + 54;

	/**
	 * The diagnostic code of rule RealApplication.positiveReferenceFactor.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int REAL_APPLICATION__POSITIVE_REFERENCE_FACTOR = GENERATED_DIAGNOSTIC_CODE_COUNT + 55;

	/**
	 * The diagnostic code of rule RealApplication.positiveReferenceFlops.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int REAL_APPLICATION__POSITIVE_REFERENCE_FLOPS = GENERATED_DIAGNOSTIC_CODE_COUNT + 56;

	/**
	 * The diagnostic code of rule RealApplication.programHostKnown.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int REAL_APPLICATION__PROGRAM_HOST_KNOWN = GENERATED_DIAGNOSTIC_CODE_COUNT + 57;

	/**
	 * The diagnostic code of rule SCENARIO__UNIQUE_WORKLOAD_NAMES.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int SCENARIO__UNIQUE_WORKLOAD_NAMES = GENERATED_DIAGNOSTIC_CODE_COUNT + 58;

	/**
	 * The diagnostic code of rule SCENARIO__UNIQUE_SWEEP_PATHS.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int SCENARIO__UNIQUE_SWEEP_PATHS = GENERATED_DIAGNOSTIC_CODE_COUNT + 59;

	/**
	 * The diagnostic code of rule SWEEP__PATH_NOT_EMPTY.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int SWEEP__PATH_NOT_EMPTY = GENERATED_DIAGNOSTIC_CODE_COUNT + 60;

	/**
	 * The diagnostic code of rule SWEEP__VALID_SWEEP_SPEC.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int SWEEP__VALID_SWEEP_SPEC = GENERATED_DIAGNOSTIC_CODE_COUNT + 61;

	/**
	 * The diagnostic code of rule PLATFORM__SPAWN_DELAY_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int PLATFORM__SPAWN_DELAY_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 62;

	/**
	 * The diagnostic code of rule HOST__SPEED_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__SPEED_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 63;

	/**
	 * The diagnostic code of rule HOST__PROCESSORS_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__PROCESSORS_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 64;

	/**
	 * The diagnostic code of rule HOST__TIME_SLICE_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__TIME_SLICE_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 65;

	/**
	 * The diagnostic code of rule PERMANENT_LOAD__COUNT_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int PERMANENT_LOAD__COUNT_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 66;

	/**
	 * The diagnostic code of rule POISSON_LOAD__RATE_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int POISSON_LOAD__RATE_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 67;

	/**
	 * The diagnostic code of rule POISSON_LOAD__VALID_DISTRIBUTION.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int POISSON_LOAD__VALID_DISTRIBUTION = GENERATED_DIAGNOSTIC_CODE_COUNT + 68;

	/**
	 * The diagnostic code of rule POISSON_LOAD__DEMAND_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int POISSON_LOAD__DEMAND_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 69;

	/**
	 * The diagnostic code of rule VARYING_RATE_LOAD__VALID_DISTRIBUTION.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int VARYING_RATE_LOAD__VALID_DISTRIBUTION = GENERATED_DIAGNOSTIC_CODE_COUNT + 70;

	/**
	 * The diagnostic code of rule VARYING_RATE_LOAD__DEMAND_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int VARYING_RATE_LOAD__DEMAND_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 71;

	/**
	 * The diagnostic code of rule USER_STATE__VALID_DISTRIBUTION.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_STATE__VALID_DISTRIBUTION = GENERATED_DIAGNOSTIC_CODE_COUNT + 72;

	/**
	 * The diagnostic code of rule USER_STATE__CYCLE_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int USER_STATE__CYCLE_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 73;

	/**
	 * The diagnostic code of rule NETWORK_SEGMENT__PARAMETERS_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int NETWORK_SEGMENT__PARAMETERS_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 74;

	/**
	 * The diagnostic code of rule PIECEWISE_LINEAR_NETWORK__VALID_BREAKPOINTS.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int PIECEWISE_LINEAR_NETWORK__VALID_BREAKPOINTS = GENERATED_DIAGNOSTIC_CODE_COUNT + 75;

	/**
	 * The diagnostic code of rule PIECEWISE_LINEAR_NETWORK__VALID_CONTENTION_FACTORS.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int PIECEWISE_LINEAR_NETWORK__VALID_CONTENTION_FACTORS = GENERATED_DIAGNOSTIC_CODE_COUNT + 76;

	/**
	 * The diagnostic code of rule ANALYTIC_NETWORK__WHOLE_BLOCK_BYTES.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int ANALYTIC_NETWORK__WHOLE_BLOCK_BYTES = GENERATED_DIAGNOSTIC_CODE_COUNT + 77;

	/**
	 * The diagnostic code of rule PING_PONG_APPLICATION__VALID_SIZES.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int PING_PONG_APPLICATION__VALID_SIZES = GENERATED_DIAGNOSTIC_CODE_COUNT + 78;

	/**
	 * The diagnostic code of rule PING_PONG_APPLICATION__HOSTS_CONNECTED.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int PING_PONG_APPLICATION__HOSTS_CONNECTED = GENERATED_DIAGNOSTIC_CODE_COUNT + 79;

	/**
	 * The diagnostic code of rule TOKEN_RING_APPLICATION__HOSTS_CONNECTED.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int TOKEN_RING_APPLICATION__HOSTS_CONNECTED = GENERATED_DIAGNOSTIC_CODE_COUNT + 80;

	/**
	 * The diagnostic code of rule MASTER_SLAVE_APPLICATION__VALID_DISTRIBUTION.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__VALID_DISTRIBUTION = GENERATED_DIAGNOSTIC_CODE_COUNT + 81;

	/**
	 * The diagnostic code of rule MASTER_SLAVE_APPLICATION__NON_NEGATIVE_DISTRIBUTION.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__NON_NEGATIVE_DISTRIBUTION = GENERATED_DIAGNOSTIC_CODE_COUNT + 82;

	/**
	 * The diagnostic code of rule MASTER_SLAVE_APPLICATION__VALID_STRATEGY.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__VALID_STRATEGY = GENERATED_DIAGNOSTIC_CODE_COUNT + 83;

	/**
	 * The diagnostic code of rule MASTER_SLAVE_APPLICATION__UNITS_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__UNITS_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 84;

	/**
	 * The diagnostic code of rule MASTER_SLAVE_APPLICATION__MESSAGE_SIZES_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__MESSAGE_SIZES_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 85;

	/**
	 * The diagnostic code of rule MASTER_SLAVE_APPLICATION__SLAVE_COUNT_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__SLAVE_COUNT_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 86;

	/**
	 * The diagnostic code of rule MASTER_SLAVE_APPLICATION__HOSTS_CONNECTED.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__HOSTS_CONNECTED = GENERATED_DIAGNOSTIC_CODE_COUNT + 87;

	/**
	 * The diagnostic code of rule TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 88;

	/**
	 * The diagnostic code of rule REAL_APPLICATION__REFERENCE_FACTOR_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int REAL_APPLICATION__REFERENCE_FACTOR_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 89;

	/**
	 * The diagnostic code of rule REAL_APPLICATION__REFERENCE_FLOPS_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int REAL_APPLICATION__REFERENCE_FLOPS_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 90;

	/**
	 * The diagnostic code of rule RUN_SETTINGS__REPLICATIONS_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int RUN_SETTINGS__REPLICATIONS_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 91;

	/**
	 * The diagnostic code of rule SWEEP__PATH_RESOLVES.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int SWEEP__PATH_RESOLVES = GENERATED_DIAGNOSTIC_CODE_COUNT + 92;

	/**
	 * The diagnostic code of rule VARYING_RATE_LOAD__SECONDS_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int VARYING_RATE_LOAD__SECONDS_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 93;

	/**
	 * The diagnostic code of rule MASTER_SLAVE_APPLICATION__SECONDS_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__SECONDS_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 94;

	/**
	 * The diagnostic code of rule OBSERVED_TASK__SECONDS_IN_RANGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int OBSERVED_TASK__SECONDS_IN_RANGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 95;

	/**
	 * The diagnostic code of rule HOST__VALID_PROFILES.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__VALID_PROFILES = GENERATED_DIAGNOSTIC_CODE_COUNT + 96;

	/**
	 * The diagnostic code of rule HOST__VALID_FAILURE_MODEL.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__VALID_FAILURE_MODEL = GENERATED_DIAGNOSTIC_CODE_COUNT + 97;

	/**
	 * The diagnostic code of rule HOST__VALID_PSTATES.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__VALID_PSTATES = GENERATED_DIAGNOSTIC_CODE_COUNT + 98;

	/**
	 * The diagnostic code of rule HOST__VALID_WATTAGE.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__VALID_WATTAGE = GENERATED_DIAGNOSTIC_CODE_COUNT + 99;

	/**
	 * The diagnostic code of rule HOST__FLUID_FOR_CHANGING_SPEED.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST__FLUID_FOR_CHANGING_SPEED = GENERATED_DIAGNOSTIC_CODE_COUNT + 100;

	/**
	 * The diagnostic code of rule PLATFORM__SOME_HOST_STAYS_UP.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int PLATFORM__SOME_HOST_STAYS_UP = GENERATED_DIAGNOSTIC_CODE_COUNT + 101;

	/**
	 * The diagnostic code of rule MASTER_SLAVE_APPLICATION__VALID_DETECTION_DELAY.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int MASTER_SLAVE_APPLICATION__VALID_DETECTION_DELAY = GENERATED_DIAGNOSTIC_CODE_COUNT + 102;

	/**
	 * The diagnostic code of rule HOST_GROUP__VALID_GROUP_FAILURES.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int HOST_GROUP__VALID_GROUP_FAILURES = GENERATED_DIAGNOSTIC_CODE_COUNT + 103;

	/**
	 * The diagnostic code of rule NETWORK_SEGMENT__VALID_GATEWAY.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int NETWORK_SEGMENT__VALID_GATEWAY = GENERATED_DIAGNOSTIC_CODE_COUNT + 104;

	/**
	 * The diagnostic code of rule LINK__VALID_LINK_PROFILES.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public static final int LINK__VALID_LINK_PROFILES = GENERATED_DIAGNOSTIC_CODE_COUNT + 110;

	/**
	 * A constant with a fixed name that can be used as the base value for additional hand written constants in a derived class.
	 * <!-- begin-user-doc -->
	 * The codes of the hand-written rules above are taken.
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected static final int DIAGNOSTIC_CODE_COUNT = OBSERVED_TASK__SECONDS_IN_RANGE;

	/**
	 * Creates an instance of the switch.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ModelValidator() {
		super();
	}

	/**
	 * Returns the package of this validator switch.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EPackage getEPackage() {
	  return ModelPackage.eINSTANCE;
	}

	/**
	 * Calls <code>validateXXX</code> for the corresponding classifier of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected boolean validate(int classifierID, Object value, DiagnosticChain diagnostics, Map<Object, Object> context) {
		switch (classifierID) {
			case ModelPackage.SCENARIO:
				return validateScenario((Scenario)value, diagnostics, context);
			case ModelPackage.SWEEP:
				return validateSweep((Sweep)value, diagnostics, context);
			case ModelPackage.PLATFORM:
				return validatePlatform((Platform)value, diagnostics, context);
			case ModelPackage.HOST:
				return validateHost((Host)value, diagnostics, context);
			case ModelPackage.WORKLOAD:
				return validateWorkload((Workload)value, diagnostics, context);
			case ModelPackage.PERMANENT_LOAD:
				return validatePermanentLoad((PermanentLoad)value, diagnostics, context);
			case ModelPackage.HOST_GROUP:
				return validateHostGroup((HostGroup)value, diagnostics, context);
			case ModelPackage.POISSON_LOAD:
				return validatePoissonLoad((PoissonLoad)value, diagnostics, context);
			case ModelPackage.VARYING_RATE_LOAD:
				return validateVaryingRateLoad((VaryingRateLoad)value, diagnostics, context);
			case ModelPackage.TRACE_LOAD:
				return validateTraceLoad((TraceLoad)value, diagnostics, context);
			case ModelPackage.USER_BEHAVIOUR_GRAPH:
				return validateUserBehaviourGraph((UserBehaviourGraph)value, diagnostics, context);
			case ModelPackage.USER_STATE:
				return validateUserState((UserState)value, diagnostics, context);
			case ModelPackage.USER_TRANSITION:
				return validateUserTransition((UserTransition)value, diagnostics, context);
			case ModelPackage.APPLICATION:
				return validateApplication((Application)value, diagnostics, context);
			case ModelPackage.NETWORK_SEGMENT:
				return validateNetworkSegment((NetworkSegment)value, diagnostics, context);
			case ModelPackage.DELAY_NETWORK:
				return validateDelayNetwork((DelayNetwork)value, diagnostics, context);
			case ModelPackage.SHARED_MEDIUM_NETWORK:
				return validateSharedMediumNetwork((SharedMediumNetwork)value, diagnostics, context);
			case ModelPackage.PIECEWISE_LINEAR_NETWORK:
				return validatePiecewiseLinearNetwork((PiecewiseLinearNetwork)value, diagnostics, context);
			case ModelPackage.ETHERNET_NETWORK:
				return validateEthernetNetwork((EthernetNetwork)value, diagnostics, context);
			case ModelPackage.SWITCHED_NETWORK:
				return validateSwitchedNetwork((SwitchedNetwork)value, diagnostics, context);
			case ModelPackage.ANALYTIC_NETWORK:
				return validateAnalyticNetwork((AnalyticNetwork)value, diagnostics, context);
			case ModelPackage.PING_PONG_APPLICATION:
				return validatePingPongApplication((PingPongApplication)value, diagnostics, context);
			case ModelPackage.TOKEN_RING_APPLICATION:
				return validateTokenRingApplication((TokenRingApplication)value, diagnostics, context);
			case ModelPackage.MASTER_SLAVE_APPLICATION:
				return validateMasterSlaveApplication((MasterSlaveApplication)value, diagnostics, context);
			case ModelPackage.TRACE_REPLAY_APPLICATION:
				return validateTraceReplayApplication((TraceReplayApplication)value, diagnostics, context);
			case ModelPackage.REAL_APPLICATION:
				return validateRealApplication((RealApplication)value, diagnostics, context);
			case ModelPackage.OBSERVED_TASK_APPLICATION:
				return validateObservedTaskApplication((ObservedTaskApplication)value, diagnostics, context);
			case ModelPackage.OBSERVED_TASK:
				return validateObservedTask((ObservedTask)value, diagnostics, context);
			case ModelPackage.RUN_SETTINGS:
				return validateRunSettings((RunSettings)value, diagnostics, context);
			case ModelPackage.ROUTED_NETWORK:
				return validateRoutedNetwork((RoutedNetwork)value, diagnostics, context);
			case ModelPackage.LINK:
				return validateLink((Link)value, diagnostics, context);
			case ModelPackage.ROUTER:
				return validateRouter((Router)value, diagnostics, context);
			case ModelPackage.ROUTE:
				return validateRoute((Route)value, diagnostics, context);
			case ModelPackage.CLUSTER:
				return validateCluster((Cluster)value, diagnostics, context);
			case ModelPackage.ZONE:
				return validateZone((Zone)value, diagnostics, context);
			case ModelPackage.SCHEDULER_POLICY:
				return validateSchedulerPolicy((SchedulerPolicy)value, diagnostics, context);
			case ModelPackage.CPU_SHARING:
				return validateCpuSharing((CpuSharing)value, diagnostics, context);
			case ModelPackage.RATE_INTERPOLATION:
				return validateRateInterpolation((RateInterpolation)value, diagnostics, context);
			case ModelPackage.COST_MODE:
				return validateCostMode((CostMode)value, diagnostics, context);
			case ModelPackage.NETWORK_SHARING_MODEL:
				return validateNetworkSharingModel((NetworkSharingModel)value, diagnostics, context);
			case ModelPackage.LINK_SHARING:
				return validateLinkSharing((LinkSharing)value, diagnostics, context);
			case ModelPackage.ZONE_ROUTING:
				return validateZoneRouting((ZoneRouting)value, diagnostics, context);
			default:
				return true;
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateScenario(Scenario scenario, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(scenario, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validateScenario_hasPlatform(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validateScenario_hasApplication(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validateScenario_uniqueHostNames(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validateScenario_uniqueWorkloadNames(scenario, diagnostics, context);
		if (result || diagnostics != null) result &= validateScenario_uniqueSweepPaths(scenario, diagnostics, context);
		return result;
	}

	/**
	 * Validates the hasPlatform constraint of '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScenario_hasPlatform(Scenario scenario, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (scenario.getPlatform() == null) {
			return error(scenario, ModelPackage.Literals.SCENARIO__PLATFORM, SCENARIO__HAS_PLATFORM, "hasPlatform", "has no platform", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the hasApplication constraint of '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScenario_hasApplication(Scenario scenario, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (scenario.getApplication() == null) {
			return error(scenario, ModelPackage.Literals.SCENARIO__APPLICATION, SCENARIO__HAS_APPLICATION, "hasApplication", "has no application", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the uniqueHostNames constraint of '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScenario_uniqueHostNames(Scenario scenario, DiagnosticChain diagnostics, Map<Object, Object> context) {
		Platform platform = scenario.getPlatform();
		if (platform == null) {
			return true;
		}
		boolean result = true;
		Map<String, List<EObject>> names = byName(platform.getHosts(), ModelPackage.Literals.HOST__NAME);
		// hosts and groups share one name space: references name either
		for (Map.Entry<String, List<EObject>> entry : byName(platform.getGroups(), ModelPackage.Literals.HOST_GROUP__NAME).entrySet()) {
			names.computeIfAbsent(entry.getKey(), k -> new ArrayList<EObject>()).addAll(entry.getValue());
		}
		for (Map.Entry<String, List<EObject>> entry : byName(platform.getSegments(), ModelPackage.Literals.NETWORK_SEGMENT__NAME).entrySet()) {
			names.computeIfAbsent(entry.getKey(), k -> new ArrayList<EObject>()).addAll(entry.getValue());
		}
		for (Map.Entry<String, List<EObject>> entry : names.entrySet()) {
			List<EObject> named = entry.getValue();
			if (named.size() > 1) {
				result = false;
				if (diagnostics == null) {
					break;
				}
				int groups = 0;
				for (EObject o : named) {
					if (o instanceof HostGroup) {
						groups++;
					}
				}
				int hosts = 0;
				for (EObject o : named) {
					if (o instanceof Host) {
						hosts++;
					}
				}
				String users = hosts == named.size() ? named.size() + " hosts"
					: groups == named.size() ? named.size() + " groups"
					: named.size() + " hosts, groups or segments (names are shared by all three)";
				error(scenario, null, SCENARIO__UNIQUE_HOST_NAMES, "uniqueHostNames",
					"host name '" + entry.getKey() + "' is used by " + users, diagnostics, named.toArray());
			}
		}
		return result;
	}

	/**
	 * Validates the uniqueWorkloadNames constraint of '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScenario_uniqueWorkloadNames(Scenario scenario, DiagnosticChain diagnostics, Map<Object, Object> context) {
		// the run keys each workload's random streams by its name, or workloads[i] when it has none
		Map<String, List<EObject>> names = new LinkedHashMap<String, List<EObject>>();
		for (int i = 0; i < scenario.getWorkloads().size(); i++) {
			Workload w = scenario.getWorkloads().get(i);
			String name = isBlank(w.getName()) ? "workloads[" + i + "]" : w.getName();
			names.computeIfAbsent(name, k -> new ArrayList<EObject>()).add(w);
		}
		boolean ok = true;
		for (Map.Entry<String, List<EObject>> entry : names.entrySet()) {
			if (entry.getValue().size() > 1) {
				ok = error(scenario, ModelPackage.Literals.SCENARIO__WORKLOADS, SCENARIO__UNIQUE_WORKLOAD_NAMES, "uniqueWorkloadNames",
					"workload name '" + entry.getKey() + "' is used by " + entry.getValue().size() + " workloads; names key the random streams",
					diagnostics, entry.getValue().toArray()) && ok;
			}
		}
		return ok;
	}

	/**
	 * Validates the uniqueSweepPaths constraint of '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateScenario_uniqueSweepPaths(Scenario scenario, DiagnosticChain diagnostics, Map<Object, Object> context) {
		Map<String, List<EObject>> paths = new LinkedHashMap<String, List<EObject>>();
		for (Sweep sweep : scenario.getSweeps()) {
			if (!isBlank(sweep.getPath())) {
				paths.computeIfAbsent(sweep.getPath().replace(" ", ""), k -> new ArrayList<EObject>()).add(sweep);
			}
		}
		boolean ok = true;
		for (Map.Entry<String, List<EObject>> entry : paths.entrySet()) {
			if (entry.getValue().size() > 1) {
				ok = error(scenario, ModelPackage.Literals.SCENARIO__SWEEPS, SCENARIO__UNIQUE_SWEEP_PATHS, "uniqueSweepPaths",
					"path '" + entry.getKey() + "' is swept by " + entry.getValue().size() + " sweeps; sweep an attribute once",
					diagnostics, entry.getValue().toArray()) && ok;
			}
		}
		return ok;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateSweep(Sweep sweep, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(sweep, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(sweep, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(sweep, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(sweep, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(sweep, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(sweep, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(sweep, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(sweep, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(sweep, diagnostics, context);
		if (result || diagnostics != null) result &= validateSweep_pathNotEmpty(sweep, diagnostics, context);
		if (result || diagnostics != null) result &= validateSweep_validSweepSpec(sweep, diagnostics, context);
		if (result || diagnostics != null) result &= validateSweep_pathResolves(sweep, diagnostics, context);
		return result;
	}

	/**
	 * Validates the pathNotEmpty constraint of '<em>Sweep</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSweep_pathNotEmpty(Sweep sweep, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (isBlank(sweep.getPath())) {
			return error(sweep, ModelPackage.Literals.SWEEP__PATH, SWEEP__PATH_NOT_EMPTY, "pathNotEmpty",
				"path is empty; name the swept attribute, e.g. application/workBytesFixed", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the validSweepSpec constraint of '<em>Sweep</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSweep_validSweepSpec(Sweep sweep, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String problem = Specs.sweepProblem(sweep.getSpec());
		if (problem != null) {
			return error(sweep, ModelPackage.Literals.SWEEP__SPEC, SWEEP__VALID_SWEEP_SPEC, "validSweepSpec", problem, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the pathResolves constraint of '<em>Sweep</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateSweep_pathResolves(Sweep sweep, DiagnosticChain diagnostics, Map<Object, Object> context) {
		// only a well-formed sweep of a scenario is checked; the other rules report the rest
		if (isBlank(sweep.getPath()) || !(sweep.eContainer() instanceof Scenario)) {
			return true;
		}
		List<String> values = Specs.sweepValues(sweep.getSpec());
		if (values == null || values.isEmpty()) {
			return true;
		}
		// the first 100 values and the last: enough to find a wrong path or type without walking 100,000 values
		List<String> probe = new ArrayList<String>(values.subList(0, Math.min(100, values.size())));
		probe.add(values.get(values.size() - 1));
		for (String value : probe) {
			String problem = ScenarioOverrides.problem(sweep.eContainer(), sweep.getPath().strip(), value);
			if (problem != null) {
				return error(sweep, ModelPackage.Literals.SWEEP__PATH, SWEEP__PATH_RESOLVES, "pathResolves",
					"value '" + value + "' cannot be set: " + problem, diagnostics);
			}
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validatePlatform(Platform platform, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(platform, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(platform, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(platform, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(platform, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(platform, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(platform, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(platform, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(platform, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(platform, diagnostics, context);
		if (result || diagnostics != null) result &= validatePlatform_spawnDelayInRange(platform, diagnostics, context);
		if (result || diagnostics != null) result &= validatePlatform_someHostStaysUp(platform, diagnostics, context);
		return result;
	}

	/**
	 * Validates the spawnDelayInRange constraint of '<em>Platform</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePlatform_spawnDelayInRange(Platform platform, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSeconds(platform, platform.getSpawnDelaySeconds(), ModelPackage.Literals.PLATFORM__SPAWN_DELAY_SECONDS,
			PLATFORM__SPAWN_DELAY_IN_RANGE, "spawnDelayInRange", diagnostics);
	}

	/**
	 * Validates the someHostStaysUp constraint of '<em>Platform</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePlatform_someHostStaysUp(Platform platform, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (platform.getHosts().isEmpty()) {
			return true;
		}
		for (Host h : platform.getHosts()) {
			if (!HostDynamicsRules.endsOff(h.getStateProfile(), SimulatorChecks.of(context))) {
				return true;
			}
		}
		return error(platform, null, PLATFORM__SOME_HOST_STAYS_UP, "someHostStaysUp",
			"every host's stateProfile ends off for good: no host stays up", diagnostics);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateHost(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(host, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(host, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(host, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(host, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(host, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(host, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(host, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(host, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_nameNotEmpty(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_positiveSpeed(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_atLeastOneProcessor(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_nonNegativeTimeSlice(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_speedInRange(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_processorsInRange(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_timeSliceInRange(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_validProfiles(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_validFailureModel(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_validPstates(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_validWattage(host, diagnostics, context);
		if (result || diagnostics != null) result &= validateHost_fluidForChangingSpeed(host, diagnostics, context);
		return result;
	}

	/**
	 * Validates the nameNotEmpty constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_nameNotEmpty(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (isBlank(host.getName())) {
			return error(host, ModelPackage.Literals.HOST__NAME, HOST__NAME_NOT_EMPTY, "nameNotEmpty", "has no name", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the positiveSpeed constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_positiveSpeed(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double speed = host.getSpeed();
		if (!(speed > 0.0) || Double.isInfinite(speed)) {
			return error(host, ModelPackage.Literals.HOST__SPEED, HOST__POSITIVE_SPEED, "positiveSpeed",
				(Double.isInfinite(speed) ? "speed must be > 0 and finite, got " : "speed must be > 0, got ") + speed, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the atLeastOneProcessor constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_atLeastOneProcessor(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (host.getProcessors() < 1) {
			return error(host, ModelPackage.Literals.HOST__PROCESSORS, HOST__AT_LEAST_ONE_PROCESSOR, "atLeastOneProcessor",
				"processors must be >= 1, got " + host.getProcessors(), diagnostics);
		}
		return true;
	}

	/**
	 * Validates the nonNegativeTimeSlice constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_nonNegativeTimeSlice(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkNonNegative(host, host.getTimeSliceSeconds(), ModelPackage.Literals.HOST__TIME_SLICE_SECONDS, HOST__NON_NEGATIVE_TIME_SLICE, "nonNegativeTimeSlice", diagnostics);
	}

	/**
	 * Validates the speedInRange constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_speedInRange(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double speed = host.getSpeed();
		if (speed > 0 && !Double.isInfinite(speed) && (speed < Ranges.MIN_SPEED || speed > Ranges.MAX_SPEED)) {
			return error(host, ModelPackage.Literals.HOST__SPEED, HOST__SPEED_IN_RANGE, "speedInRange",
				"speed must be between " + Ranges.MIN_SPEED + " and " + Ranges.MAX_SPEED + " (times the reference machine), got " + speed, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the processorsInRange constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_processorsInRange(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (host.getProcessors() > Ranges.MAX_PROCESSORS) {
			return error(host, ModelPackage.Literals.HOST__PROCESSORS, HOST__PROCESSORS_IN_RANGE, "processorsInRange",
				"processors must be at most " + Ranges.MAX_PROCESSORS + ", got " + host.getProcessors(), diagnostics);
		}
		return true;
	}

	/**
	 * Validates the timeSliceInRange constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_timeSliceInRange(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double slice = host.getTimeSliceSeconds();
		if (slice > 0 && !Double.isInfinite(slice) && (slice < Ranges.MIN_TIME_SLICE_SECONDS || slice > Ranges.MAX_TIME_SLICE_SECONDS)) {
			return error(host, ModelPackage.Literals.HOST__TIME_SLICE_SECONDS, HOST__TIME_SLICE_IN_RANGE, "timeSliceInRange",
				"timeSliceSeconds must be 0 (the default slice) or between " + Ranges.MIN_TIME_SLICE_SECONDS + " and "
					+ Ranges.MAX_TIME_SLICE_SECONDS + " s, got " + slice, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the validProfiles constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_validProfiles(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String speed = HostDynamicsRules.profileProblem(host.getSpeedProfile(), SimulatorChecks.of(context));
		if (speed != null) {
			return error(host, ModelPackage.Literals.HOST__SPEED_PROFILE, HOST__VALID_PROFILES, "validProfiles", "speedProfile: " + speed, diagnostics);
		}
		String state = HostDynamicsRules.profileProblem(host.getStateProfile(), SimulatorChecks.of(context));
		if (state != null) {
			return error(host, ModelPackage.Literals.HOST__STATE_PROFILE, HOST__VALID_PROFILES, "validProfiles", "stateProfile: " + state, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the validFailureModel constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_validFailureModel(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String problem = HostDynamicsRules.failureProblem(host, SimulatorChecks.of(context));
		if (problem != null) {
			return error(host, ModelPackage.Literals.HOST__TIME_TO_FAILURE, HOST__VALID_FAILURE_MODEL, "validFailureModel", problem, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the validPstates constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_validPstates(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String problem = HostDynamicsRules.pstateProblem(host);
		if (problem != null) {
			return error(host, ModelPackage.Literals.HOST__PSTATE, HOST__VALID_PSTATES, "validPstates", problem, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the validWattage constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_validWattage(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String problem = HostDynamicsRules.wattageProblem(host);
		if (problem != null) {
			return error(host, ModelPackage.Literals.HOST__WATTAGE_PER_STATE, HOST__VALID_WATTAGE, "validWattage", problem, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the fluidForChangingSpeed constraint of '<em>Host</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHost_fluidForChangingSpeed(Host host, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String problem = HostDynamicsRules.sharingProblem(host);
		if (problem != null) {
			return error(host, ModelPackage.Literals.HOST__SHARING, HOST__FLUID_FOR_CHANGING_SPEED, "fluidForChangingSpeed", problem, diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateWorkload(Workload workload, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(workload, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(workload, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(workload, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(workload, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(workload, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(workload, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(workload, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(workload, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(workload, diagnostics, context);
		if (result || diagnostics != null) result &= validateWorkload_hostSet(workload, diagnostics, context);
		return result;
	}

	/**
	 * Validates the hostSet constraint of '<em>Workload</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateWorkload_hostSet(Workload workload, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (workload.getHost() != null && workload.getGroup() != null) {
			return error(workload, ModelPackage.Literals.WORKLOAD__GROUP, WORKLOAD__HOST_SET, "hostSet", "sets both host and group; set one", diagnostics);
		}
		HostGroup group = workload.getGroup();
		if (group == null) {
			return checkHost(workload, workload.getHost(), ModelPackage.Literals.WORKLOAD__HOST, WORKLOAD__HOST_SET, diagnostics);
		}
		if (group.eIsProxy()) {
			URI proxyURI = ((InternalEObject)group).eProxyURI();
			return error(workload, ModelPackage.Literals.WORKLOAD__GROUP, WORKLOAD__HOST_SET, "hostSet",
				"refers to unknown group '" + (proxyURI.hasFragment() ? proxyURI.fragment() : proxyURI.toString()) + "'", diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validatePermanentLoad(PermanentLoad permanentLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(permanentLoad, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(permanentLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(permanentLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(permanentLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(permanentLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(permanentLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(permanentLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(permanentLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(permanentLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateWorkload_hostSet(permanentLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validatePermanentLoad_nonNegativeCount(permanentLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validatePermanentLoad_niceInRange(permanentLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validatePermanentLoad_countInRange(permanentLoad, diagnostics, context);
		return result;
	}

	/**
	 * Validates the nonNegativeCount constraint of '<em>Permanent Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePermanentLoad_nonNegativeCount(PermanentLoad permanentLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (permanentLoad.getCount() < 0) {
			return error(permanentLoad, ModelPackage.Literals.PERMANENT_LOAD__COUNT, PERMANENT_LOAD__NON_NEGATIVE_COUNT, "nonNegativeCount",
				"count must be >= 0, got " + permanentLoad.getCount(), diagnostics);
		}
		return true;
	}

	/**
	 * Validates the niceInRange constraint of '<em>Permanent Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePermanentLoad_niceInRange(PermanentLoad permanentLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkNice(permanentLoad, permanentLoad.getNice(), ModelPackage.Literals.PERMANENT_LOAD__NICE, PERMANENT_LOAD__NICE_IN_RANGE, diagnostics);
	}

	/**
	 * Validates the countInRange constraint of '<em>Permanent Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePermanentLoad_countInRange(PermanentLoad permanentLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (permanentLoad.getCount() > Ranges.MAX_PERMANENT_PROCESSES) {
			return error(permanentLoad, ModelPackage.Literals.PERMANENT_LOAD__COUNT, PERMANENT_LOAD__COUNT_IN_RANGE, "countInRange",
				"count must be at most " + Ranges.MAX_PERMANENT_PROCESSES + " processes per host, got " + permanentLoad.getCount(), diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateHostGroup(HostGroup hostGroup, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(hostGroup, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(hostGroup, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(hostGroup, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(hostGroup, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(hostGroup, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(hostGroup, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(hostGroup, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(hostGroup, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(hostGroup, diagnostics, context);
		if (result || diagnostics != null) result &= validateHostGroup_nameNotEmpty(hostGroup, diagnostics, context);
		if (result || diagnostics != null) result &= validateHostGroup_hasHosts(hostGroup, diagnostics, context);
		if (result || diagnostics != null) result &= validateHostGroup_validGroupFailures(hostGroup, diagnostics, context);
		return result;
	}

	/**
	 * Validates the nameNotEmpty constraint of '<em>Host Group</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHostGroup_nameNotEmpty(HostGroup hostGroup, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (isBlank(hostGroup.getName())) {
			return error(hostGroup, ModelPackage.Literals.HOST_GROUP__NAME, HOST_GROUP__NAME_NOT_EMPTY, "nameNotEmpty", "has no name", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the hasHosts constraint of '<em>Host Group</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHostGroup_hasHosts(HostGroup hostGroup, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (hostGroup.getHosts().isEmpty()) {
			return error(hostGroup, ModelPackage.Literals.HOST_GROUP__HOSTS, HOST_GROUP__HAS_HOSTS, "hasHosts", "has no hosts", diagnostics);
		}
		for (Host host : hostGroup.getHosts()) {
			if (!checkHost(hostGroup, host, ModelPackage.Literals.HOST_GROUP__HOSTS, HOST_GROUP__HAS_HOSTS, diagnostics)) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Validates the validGroupFailures constraint of '<em>Host Group</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateHostGroup_validGroupFailures(HostGroup hostGroup, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String problem = HostDynamicsRules.groupFailureProblem(hostGroup);
		if (problem != null) {
			return error(hostGroup, ModelPackage.Literals.HOST_GROUP__MEAN_TIME_TO_FAILURE_SECONDS, HOST_GROUP__VALID_GROUP_FAILURES,
				"validGroupFailures", problem, diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validatePoissonLoad(PoissonLoad poissonLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(poissonLoad, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateWorkload_hostSet(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validatePoissonLoad_positiveRate(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validatePoissonLoad_niceInRange(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validatePoissonLoad_demandSet(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validatePoissonLoad_rateInRange(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validatePoissonLoad_validDistribution(poissonLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validatePoissonLoad_demandInRange(poissonLoad, diagnostics, context);
		return result;
	}

	/**
	 * Validates the positiveRate constraint of '<em>Poisson Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePoissonLoad_positiveRate(PoissonLoad poissonLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double rate = poissonLoad.getRatePerSecond();
		if (!(rate > 0.0) || Double.isInfinite(rate)) {
			return error(poissonLoad, ModelPackage.Literals.POISSON_LOAD__RATE_PER_SECOND, POISSON_LOAD__POSITIVE_RATE, "positiveRate", "ratePerSecond must be > 0 and finite, got " + rate, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the niceInRange constraint of '<em>Poisson Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePoissonLoad_niceInRange(PoissonLoad poissonLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkNice(poissonLoad, poissonLoad.getNice(), ModelPackage.Literals.POISSON_LOAD__NICE, POISSON_LOAD__NICE_IN_RANGE, diagnostics);
	}

	/**
	 * Validates the demandSet constraint of '<em>Poisson Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePoissonLoad_demandSet(PoissonLoad poissonLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSet(poissonLoad, poissonLoad.getDemand(), ModelPackage.Literals.POISSON_LOAD__DEMAND, POISSON_LOAD__DEMAND_SET, "demandSet", diagnostics);
	}

	/**
	 * Validates the rateInRange constraint of '<em>Poisson Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePoissonLoad_rateInRange(PoissonLoad poissonLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double rate = poissonLoad.getRatePerSecond();
		if (rate > Ranges.MAX_RATE_PER_SECOND && !Double.isInfinite(rate)) {
			return error(poissonLoad, ModelPackage.Literals.POISSON_LOAD__RATE_PER_SECOND, POISSON_LOAD__RATE_IN_RANGE, "rateInRange",
				"ratePerSecond must be at most " + Ranges.MAX_RATE_PER_SECOND + " (one arrival a microsecond), got " + rate, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the validDistribution constraint of '<em>Poisson Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePoissonLoad_validDistribution(PoissonLoad poissonLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkDistribution(poissonLoad, poissonLoad.getDemand(), ModelPackage.Literals.POISSON_LOAD__DEMAND, POISSON_LOAD__VALID_DISTRIBUTION, diagnostics, context);
	}

	/**
	 * Validates the demandInRange constraint of '<em>Poisson Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePoissonLoad_demandInRange(PoissonLoad poissonLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkDemand(poissonLoad, poissonLoad.getDemand(), ModelPackage.Literals.POISSON_LOAD__DEMAND, POISSON_LOAD__DEMAND_IN_RANGE, diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateVaryingRateLoad(VaryingRateLoad varyingRateLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(varyingRateLoad, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateWorkload_hostSet(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateVaryingRateLoad_rateFileSet(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateVaryingRateLoad_nonNegativePeriod(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateVaryingRateLoad_niceInRange(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateVaryingRateLoad_demandSet(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateVaryingRateLoad_validDistribution(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateVaryingRateLoad_demandInRange(varyingRateLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateVaryingRateLoad_secondsInRange(varyingRateLoad, diagnostics, context);
		return result;
	}

	/**
	 * Validates the rateFileSet constraint of '<em>Varying Rate Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateVaryingRateLoad_rateFileSet(VaryingRateLoad varyingRateLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSet(varyingRateLoad, varyingRateLoad.getRateFile(), ModelPackage.Literals.VARYING_RATE_LOAD__RATE_FILE, VARYING_RATE_LOAD__RATE_FILE_SET, "rateFileSet", diagnostics);
	}

	/**
	 * Validates the nonNegativePeriod constraint of '<em>Varying Rate Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateVaryingRateLoad_nonNegativePeriod(VaryingRateLoad varyingRateLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkNonNegative(varyingRateLoad, varyingRateLoad.getPeriodSeconds(), ModelPackage.Literals.VARYING_RATE_LOAD__PERIOD_SECONDS, VARYING_RATE_LOAD__NON_NEGATIVE_PERIOD, "nonNegativePeriod", diagnostics);
	}

	/**
	 * Validates the niceInRange constraint of '<em>Varying Rate Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateVaryingRateLoad_niceInRange(VaryingRateLoad varyingRateLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkNice(varyingRateLoad, varyingRateLoad.getNice(), ModelPackage.Literals.VARYING_RATE_LOAD__NICE, VARYING_RATE_LOAD__NICE_IN_RANGE, diagnostics);
	}

	/**
	 * Validates the demandSet constraint of '<em>Varying Rate Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateVaryingRateLoad_demandSet(VaryingRateLoad varyingRateLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSet(varyingRateLoad, varyingRateLoad.getDemand(), ModelPackage.Literals.VARYING_RATE_LOAD__DEMAND, VARYING_RATE_LOAD__DEMAND_SET, "demandSet", diagnostics);
	}

	/**
	 * Validates the validDistribution constraint of '<em>Varying Rate Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateVaryingRateLoad_validDistribution(VaryingRateLoad varyingRateLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkDistribution(varyingRateLoad, varyingRateLoad.getDemand(), ModelPackage.Literals.VARYING_RATE_LOAD__DEMAND, VARYING_RATE_LOAD__VALID_DISTRIBUTION, diagnostics, context);
	}

	/**
	 * Validates the demandInRange constraint of '<em>Varying Rate Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateVaryingRateLoad_demandInRange(VaryingRateLoad varyingRateLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkDemand(varyingRateLoad, varyingRateLoad.getDemand(), ModelPackage.Literals.VARYING_RATE_LOAD__DEMAND, VARYING_RATE_LOAD__DEMAND_IN_RANGE, diagnostics, context);
	}

	/**
	 * Validates the secondsInRange constraint of '<em>Varying Rate Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateVaryingRateLoad_secondsInRange(VaryingRateLoad varyingRateLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSecondsAttributes(varyingRateLoad, VARYING_RATE_LOAD__SECONDS_IN_RANGE, diagnostics);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateTraceLoad(TraceLoad traceLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(traceLoad, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(traceLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(traceLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(traceLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(traceLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(traceLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(traceLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(traceLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(traceLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateWorkload_hostSet(traceLoad, diagnostics, context);
		if (result || diagnostics != null) result &= validateTraceLoad_traceFileSet(traceLoad, diagnostics, context);
		return result;
	}

	/**
	 * Validates the traceFileSet constraint of '<em>Trace Load</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateTraceLoad_traceFileSet(TraceLoad traceLoad, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSet(traceLoad, traceLoad.getTraceFile(), ModelPackage.Literals.TRACE_LOAD__TRACE_FILE, TRACE_LOAD__TRACE_FILE_SET, "traceFileSet", diagnostics);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateUserBehaviourGraph(UserBehaviourGraph userBehaviourGraph, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(userBehaviourGraph, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(userBehaviourGraph, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(userBehaviourGraph, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(userBehaviourGraph, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(userBehaviourGraph, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(userBehaviourGraph, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(userBehaviourGraph, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(userBehaviourGraph, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(userBehaviourGraph, diagnostics, context);
		if (result || diagnostics != null) result &= validateWorkload_hostSet(userBehaviourGraph, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserBehaviourGraph_hasStates(userBehaviourGraph, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserBehaviourGraph_uniqueStateNames(userBehaviourGraph, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserBehaviourGraph_initialStateKnown(userBehaviourGraph, diagnostics, context);
		return result;
	}

	/**
	 * Validates the hasStates constraint of '<em>User Behaviour Graph</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserBehaviourGraph_hasStates(UserBehaviourGraph userBehaviourGraph, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (userBehaviourGraph.getStates().isEmpty()) {
			return error(userBehaviourGraph, ModelPackage.Literals.USER_BEHAVIOUR_GRAPH__STATES, USER_BEHAVIOUR_GRAPH__HAS_STATES, "hasStates", "has no states", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the uniqueStateNames constraint of '<em>User Behaviour Graph</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserBehaviourGraph_uniqueStateNames(UserBehaviourGraph userBehaviourGraph, DiagnosticChain diagnostics, Map<Object, Object> context) {
		boolean ok = true;
		for (Map.Entry<String, List<EObject>> entry : byName(userBehaviourGraph.getStates(), ModelPackage.Literals.USER_STATE__NAME).entrySet()) {
			if (entry.getValue().size() > 1) {
				ok = error(userBehaviourGraph, ModelPackage.Literals.USER_BEHAVIOUR_GRAPH__STATES, USER_BEHAVIOUR_GRAPH__UNIQUE_STATE_NAMES, "uniqueStateNames",
					"state name '" + entry.getKey() + "' is used by " + entry.getValue().size() + " states", diagnostics, entry.getValue().toArray()) && ok;
			}
		}
		return ok;
	}

	/**
	 * Validates the initialStateKnown constraint of '<em>User Behaviour Graph</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserBehaviourGraph_initialStateKnown(UserBehaviourGraph userBehaviourGraph, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String initial = userBehaviourGraph.getInitialState();
		if (isBlank(initial) || byName(userBehaviourGraph.getStates(), ModelPackage.Literals.USER_STATE__NAME).containsKey(initial)) {
			return true;
		}
		return error(userBehaviourGraph, ModelPackage.Literals.USER_BEHAVIOUR_GRAPH__INITIAL_STATE, USER_BEHAVIOUR_GRAPH__INITIAL_STATE_KNOWN, "initialStateKnown",
			"initialState '" + initial + "' is not one of its states", diagnostics);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateUserState(UserState userState, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(userState, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserState_nameNotEmpty(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserState_niceInRange(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserState_thinkTimeSet(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserState_demandSet(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserState_hasTransitions(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserState_probabilitiesSumToOne(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserState_knownTargets(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserState_validDistribution(userState, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserState_cycleInRange(userState, diagnostics, context);
		return result;
	}

	/**
	 * Validates the nameNotEmpty constraint of '<em>User State</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserState_nameNotEmpty(UserState userState, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (isBlank(userState.getName())) {
			return error(userState, ModelPackage.Literals.USER_STATE__NAME, USER_STATE__NAME_NOT_EMPTY, "nameNotEmpty", "has no name", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the niceInRange constraint of '<em>User State</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserState_niceInRange(UserState userState, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkNice(userState, userState.getNice(), ModelPackage.Literals.USER_STATE__NICE, USER_STATE__NICE_IN_RANGE, diagnostics);
	}

	/**
	 * Validates the thinkTimeSet constraint of '<em>User State</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserState_thinkTimeSet(UserState userState, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSet(userState, userState.getThinkTime(), ModelPackage.Literals.USER_STATE__THINK_TIME, USER_STATE__THINK_TIME_SET, "thinkTimeSet", diagnostics);
	}

	/**
	 * Validates the demandSet constraint of '<em>User State</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserState_demandSet(UserState userState, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSet(userState, userState.getDemand(), ModelPackage.Literals.USER_STATE__DEMAND, USER_STATE__DEMAND_SET, "demandSet", diagnostics);
	}

	/**
	 * Validates the hasTransitions constraint of '<em>User State</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserState_hasTransitions(UserState userState, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (userState.getTransitions().isEmpty()) {
			return error(userState, ModelPackage.Literals.USER_STATE__TRANSITIONS, USER_STATE__HAS_TRANSITIONS, "hasTransitions", "has no transitions (a user must always have a next state)", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the probabilitiesSumToOne constraint of '<em>User State</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserState_probabilitiesSumToOne(UserState userState, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (userState.getTransitions().isEmpty()) {
			return true; // reported by hasTransitions
		}
		double sum = 0.0;
		for (UserTransition transition : userState.getTransitions()) {
			sum += transition.getProbability();
		}
		if (Math.abs(sum - 1.0) > 1e-9) {
			return error(userState, ModelPackage.Literals.USER_STATE__TRANSITIONS, USER_STATE__PROBABILITIES_SUM_TO_ONE, "probabilitiesSumToOne",
				"transition probabilities sum to " + sum + ", not 1", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the knownTargets constraint of '<em>User State</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserState_knownTargets(UserState userState, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!(userState.eContainer() instanceof UserBehaviourGraph)) {
			return true;
		}
		Map<String, List<EObject>> states = byName(((UserBehaviourGraph)userState.eContainer()).getStates(), ModelPackage.Literals.USER_STATE__NAME);
		boolean ok = true;
		for (UserTransition transition : userState.getTransitions()) {
			if (!states.containsKey(transition.getTo())) {
				ok = error(userState, ModelPackage.Literals.USER_STATE__TRANSITIONS, USER_STATE__KNOWN_TARGETS, "knownTargets",
					"transition to unknown state '" + transition.getTo() + "'", diagnostics, transition) && ok;
			}
		}
		return ok;
	}

	/**
	 * Validates the validDistribution constraint of '<em>User State</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserState_validDistribution(UserState userState, DiagnosticChain diagnostics, Map<Object, Object> context) {
		boolean think = checkDistribution(userState, userState.getThinkTime(), ModelPackage.Literals.USER_STATE__THINK_TIME, USER_STATE__VALID_DISTRIBUTION, diagnostics, context);
		boolean demand = checkDistribution(userState, userState.getDemand(), ModelPackage.Literals.USER_STATE__DEMAND, USER_STATE__VALID_DISTRIBUTION, diagnostics, context);
		return think && demand;
	}

	/**
	 * Validates the cycleInRange constraint of '<em>User State</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserState_cycleInRange(UserState userState, DiagnosticChain diagnostics, Map<Object, Object> context) {
		// a user thinks, then waits for its command: one cycle lasts think time + demand / speed on average
		DistributionFacts think = specOrNull(userState.getThinkTime(), context);
		DistributionFacts demand = specOrNull(userState.getDemand(), context);
		if (think == null || demand == null || Double.isNaN(think.mean()) || Double.isNaN(demand.mean())) {
			return true; // reported by validDistribution, or an empirical file decides
		}
		if (think.lowest() < 0 || demand.lowest() < 0) {
			boolean t = think.lowest() < 0;
			return error(userState, t ? ModelPackage.Literals.USER_STATE__THINK_TIME : ModelPackage.Literals.USER_STATE__DEMAND, USER_STATE__CYCLE_IN_RANGE,
				"cycleInRange", (t ? "thinkTime '" + userState.getThinkTime().strip() : "demand '" + userState.getDemand().strip())
					+ "' gives negative seconds (lowest value " + (t ? think : demand).lowest() + ")", diagnostics);
		}
		double cycle = think.mean() + demand.mean();
		if (cycle < Ranges.MIN_REPEATING_SECONDS) {
			return error(userState, ModelPackage.Literals.USER_STATE__THINK_TIME, USER_STATE__CYCLE_IN_RANGE, "cycleInRange",
				"mean thinkTime + mean demand must be at least " + Ranges.MIN_REPEATING_SECONDS + " s, got " + cycle
					+ " s (the user's loop would stop virtual time)", diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateUserTransition(UserTransition userTransition, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(userTransition, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(userTransition, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(userTransition, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(userTransition, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(userTransition, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(userTransition, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(userTransition, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(userTransition, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(userTransition, diagnostics, context);
		if (result || diagnostics != null) result &= validateUserTransition_probabilityInRange(userTransition, diagnostics, context);
		return result;
	}

	/**
	 * Validates the probabilityInRange constraint of '<em>User Transition</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateUserTransition_probabilityInRange(UserTransition userTransition, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double p = userTransition.getProbability();
		if (!(p >= 0.0 && p <= 1.0)) {
			return error(userTransition, ModelPackage.Literals.USER_TRANSITION__PROBABILITY, USER_TRANSITION__PROBABILITY_IN_RANGE, "probabilityInRange",
				"probability must be in [0, 1], got " + p, diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateApplication(Application application, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return validate_EveryDefaultConstraint(application, diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateNetworkSegment(NetworkSegment networkSegment, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(networkSegment, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(networkSegment, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(networkSegment, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(networkSegment, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(networkSegment, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(networkSegment, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(networkSegment, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(networkSegment, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(networkSegment, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nameNotEmpty(networkSegment, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nonNegativeParameters(networkSegment, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_parametersInRange(networkSegment, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_validGateway(networkSegment, diagnostics, context);
		return result;
	}

	/**
	 * Validates the nameNotEmpty constraint of '<em>Network Segment</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateNetworkSegment_nameNotEmpty(NetworkSegment networkSegment, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (isBlank(networkSegment.getName())) {
			return error(networkSegment, ModelPackage.Literals.NETWORK_SEGMENT__NAME, NETWORK_SEGMENT__NAME_NOT_EMPTY, "nameNotEmpty", "has no name", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the nonNegativeParameters constraint of '<em>Network Segment</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateNetworkSegment_nonNegativeParameters(NetworkSegment networkSegment, DiagnosticChain diagnostics, Map<Object, Object> context) {
		boolean ok = true;
		for (EAttribute attribute : networkSegment.eClass().getEAllAttributes()) {
			if (attribute.getEAttributeType().getInstanceClass() != double.class) {
				continue;
			}
			if (attribute.isUnsettable() && !networkSegment.eIsSet(attribute)) {
				continue; // unset: the model's default applies (a routed network's factors)
			}
			double value = (Double)networkSegment.eGet(attribute);
			String name = attribute.getName();
			boolean mustBePositive = name.contains("andwidth") || name.equals("bitsPerSecond") || name.equals("blockBytes");
			if (mustBePositive ? !(value > 0.0) || Double.isInfinite(value) : !(value >= 0.0) || Double.isInfinite(value)) {
				ok = error(networkSegment, attribute, NETWORK_SEGMENT__NON_NEGATIVE_PARAMETERS, "nonNegativeParameters",
					name + (mustBePositive ? " must be > 0 and finite, got " : " must be >= 0 and finite, got ") + value, diagnostics) && ok;
			}
		}
		return ok;
	}

	/**
	 * Validates the parametersInRange constraint of '<em>Network Segment</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateNetworkSegment_parametersInRange(NetworkSegment networkSegment, DiagnosticChain diagnostics, Map<Object, Object> context) {
		boolean ok = true;
		for (EAttribute attribute : networkSegment.eClass().getEAllAttributes()) {
			if (attribute.getEAttributeType().getInstanceClass() != double.class) {
				continue;
			}
			double value = (Double)networkSegment.eGet(attribute);
			String name = attribute.getName();
			if (Double.isNaN(value) || Double.isInfinite(value) || value < 0) {
				continue; // reported by nonNegativeParameters
			}
			if (name.contains("andwidth") || name.equals("bitsPerSecond")) {
				if (value > 0 && value < Ranges.MIN_BANDWIDTH) {
					ok = error(networkSegment, attribute, NETWORK_SEGMENT__PARAMETERS_IN_RANGE, "parametersInRange",
						name + " must be at least " + Ranges.MIN_BANDWIDTH + (name.equals("bitsPerSecond") ? " bit" : " byte")
							+ " per second, got " + value + " (message times would be infinite)", diagnostics) && ok;
				}
			} else if (name.endsWith("Seconds") && value > Ranges.MAX_SECONDS) {
				ok = error(networkSegment, attribute, NETWORK_SEGMENT__PARAMETERS_IN_RANGE, "parametersInRange",
					name + " must be at most " + Ranges.MAX_SECONDS + " s, got " + value, diagnostics) && ok;
			} else if (name.equals("blockBytes") && value > Ranges.MAX_MESSAGE_BYTES) {
				ok = error(networkSegment, attribute, NETWORK_SEGMENT__PARAMETERS_IN_RANGE, "parametersInRange",
					name + " must be at most " + Ranges.MAX_MESSAGE_BYTES + ", got " + value, diagnostics) && ok;
			}
		}
		return ok;
	}

	/**
	 * Validates the validGateway constraint of '<em>Network Segment</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateNetworkSegment_validGateway(NetworkSegment networkSegment, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String g = SegmentConnections.gateway(networkSegment);
		if (g == null) {
			return true;
		}
		if (networkSegment instanceof RoutedNetwork) {
			return error(networkSegment, ModelPackage.Literals.NETWORK_SEGMENT__GATEWAY, NETWORK_SEGMENT__VALID_GATEWAY, "validGateway",
				"a routed network has no gateway: routes enter it at its own routers and hosts (gateway '" + g + "')", diagnostics);
		}
		if (!(networkSegment.eContainer() instanceof Platform p)) {
			return true;
		}
		for (Host h : p.getHosts()) {
			if (g.equals(h.getName())) {
				return true;
			}
		}
		if (SegmentConnections.routerOf(p, g) != null) {
			return true;
		}
		return error(networkSegment, ModelPackage.Literals.NETWORK_SEGMENT__GATEWAY, NETWORK_SEGMENT__VALID_GATEWAY, "validGateway",
			"gateway '" + g + "' is neither a host of the platform nor a router of a routed network", diagnostics);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateDelayNetwork(DelayNetwork delayNetwork, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(delayNetwork, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(delayNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(delayNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(delayNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(delayNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(delayNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(delayNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(delayNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(delayNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nameNotEmpty(delayNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nonNegativeParameters(delayNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_parametersInRange(delayNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_validGateway(delayNetwork, diagnostics, context);
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateSharedMediumNetwork(SharedMediumNetwork sharedMediumNetwork, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(sharedMediumNetwork, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(sharedMediumNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(sharedMediumNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(sharedMediumNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(sharedMediumNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(sharedMediumNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(sharedMediumNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(sharedMediumNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(sharedMediumNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nameNotEmpty(sharedMediumNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nonNegativeParameters(sharedMediumNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_parametersInRange(sharedMediumNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_validGateway(sharedMediumNetwork, diagnostics, context);
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validatePiecewiseLinearNetwork(PiecewiseLinearNetwork piecewiseLinearNetwork, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(piecewiseLinearNetwork, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nameNotEmpty(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nonNegativeParameters(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_parametersInRange(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_validGateway(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validatePiecewiseLinearNetwork_validBreakpoints(piecewiseLinearNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validatePiecewiseLinearNetwork_validContentionFactors(piecewiseLinearNetwork, diagnostics, context);
		return result;
	}

	/**
	 * Validates the validBreakpoints constraint of '<em>Piecewise Linear Network</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePiecewiseLinearNetwork_validBreakpoints(PiecewiseLinearNetwork piecewiseLinearNetwork, DiagnosticChain diagnostics, Map<Object, Object> context) {
		PiecewiseLinearNetwork p = piecewiseLinearNetwork;
		boolean ok = true;
		EAttribute[] functions = { ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK__SEND_TIME_SAME_NODE,
			ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK__SEND_TIME_OTHER_NODE,
			ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_SAME_NODE,
			ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_OTHER_NODE };
		for (EAttribute function : functions) {
			String problem = Specs.breakpointsProblem((String)p.eGet(function));
			if (problem != null) {
				ok = error(p, function, PIECEWISE_LINEAR_NETWORK__VALID_BREAKPOINTS, "validBreakpoints", function.getName() + ": " + problem, diagnostics) && ok;
			}
		}
		return ok;
	}

	/**
	 * Validates the validContentionFactors constraint of '<em>Piecewise Linear Network</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePiecewiseLinearNetwork_validContentionFactors(PiecewiseLinearNetwork piecewiseLinearNetwork, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String problem = Specs.contentionProblem(piecewiseLinearNetwork.getContentionFactors());
		if (problem != null) {
			return error(piecewiseLinearNetwork, ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK__CONTENTION_FACTORS,
				PIECEWISE_LINEAR_NETWORK__VALID_CONTENTION_FACTORS, "validContentionFactors", "contentionFactors: " + problem, diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateEthernetNetwork(EthernetNetwork ethernetNetwork, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(ethernetNetwork, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(ethernetNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(ethernetNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(ethernetNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(ethernetNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(ethernetNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(ethernetNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(ethernetNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(ethernetNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nameNotEmpty(ethernetNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nonNegativeParameters(ethernetNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_parametersInRange(ethernetNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_validGateway(ethernetNetwork, diagnostics, context);
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateSwitchedNetwork(SwitchedNetwork switchedNetwork, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(switchedNetwork, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(switchedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(switchedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(switchedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(switchedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(switchedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(switchedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(switchedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(switchedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nameNotEmpty(switchedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nonNegativeParameters(switchedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_parametersInRange(switchedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_validGateway(switchedNetwork, diagnostics, context);
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateAnalyticNetwork(AnalyticNetwork analyticNetwork, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(analyticNetwork, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nameNotEmpty(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nonNegativeParameters(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_parametersInRange(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_validGateway(analyticNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateAnalyticNetwork_wholeBlockBytes(analyticNetwork, diagnostics, context);
		return result;
	}

	/**
	 * Validates the wholeBlockBytes constraint of '<em>Analytic Network</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateAnalyticNetwork_wholeBlockBytes(AnalyticNetwork analyticNetwork, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double block = analyticNetwork.getBlockBytes();
		if (block > 0 && !Double.isInfinite(block) && (block < 1 || block != Math.rint(block))) {
			return error(analyticNetwork, ModelPackage.Literals.ANALYTIC_NETWORK__BLOCK_BYTES, ANALYTIC_NETWORK__WHOLE_BLOCK_BYTES, "wholeBlockBytes",
				"blockBytes must be a whole number >= 1, got " + block, diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validatePingPongApplication(PingPongApplication pingPongApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(pingPongApplication, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(pingPongApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(pingPongApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(pingPongApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(pingPongApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(pingPongApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(pingPongApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(pingPongApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(pingPongApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validatePingPongApplication_hostsSet(pingPongApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validatePingPongApplication_positiveRepetitions(pingPongApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validatePingPongApplication_validSizes(pingPongApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validatePingPongApplication_hostsConnected(pingPongApplication, diagnostics, context);
		return result;
	}

	/**
	 * Validates the hostsSet constraint of '<em>Ping Pong Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePingPongApplication_hostsSet(PingPongApplication pingPongApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		boolean a = checkHost(pingPongApplication, pingPongApplication.getHostA(), ModelPackage.Literals.PING_PONG_APPLICATION__HOST_A, PING_PONG_APPLICATION__HOSTS_SET, diagnostics);
		boolean b = checkHost(pingPongApplication, pingPongApplication.getHostB(), ModelPackage.Literals.PING_PONG_APPLICATION__HOST_B, PING_PONG_APPLICATION__HOSTS_SET, diagnostics);
		return a && b;
	}

	/**
	 * Validates the positiveRepetitions constraint of '<em>Ping Pong Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePingPongApplication_positiveRepetitions(PingPongApplication pingPongApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (pingPongApplication.getRepetitions() < 1) {
			return error(pingPongApplication, ModelPackage.Literals.PING_PONG_APPLICATION__REPETITIONS, PING_PONG_APPLICATION__POSITIVE_REPETITIONS, "positiveRepetitions",
				"repetitions must be >= 1, got " + pingPongApplication.getRepetitions(), diagnostics);
		}
		return true;
	}

	/**
	 * Validates the validSizes constraint of '<em>Ping Pong Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePingPongApplication_validSizes(PingPongApplication pingPongApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String problem = Specs.sizesProblem(pingPongApplication.getSizes());
		if (problem != null) {
			return error(pingPongApplication, ModelPackage.Literals.PING_PONG_APPLICATION__SIZES, PING_PONG_APPLICATION__VALID_SIZES, "validSizes",
				problem, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the hostsConnected constraint of '<em>Ping Pong Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validatePingPongApplication_hostsConnected(PingPongApplication pingPongApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkConnected(pingPongApplication, pingPongApplication.getHostA(), pingPongApplication.getHostB(),
			ModelPackage.Literals.PING_PONG_APPLICATION__HOST_B, PING_PONG_APPLICATION__HOSTS_CONNECTED, "the two tasks bounce messages", diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateTokenRingApplication(TokenRingApplication tokenRingApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(tokenRingApplication, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(tokenRingApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(tokenRingApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(tokenRingApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(tokenRingApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(tokenRingApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(tokenRingApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(tokenRingApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(tokenRingApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateTokenRingApplication_atLeastTwoHosts(tokenRingApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateTokenRingApplication_positiveRounds(tokenRingApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateTokenRingApplication_hostsConnected(tokenRingApplication, diagnostics, context);
		return result;
	}

	/**
	 * Validates the atLeastTwoHosts constraint of '<em>Token Ring Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateTokenRingApplication_atLeastTwoHosts(TokenRingApplication tokenRingApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (tokenRingApplication.getHosts().size() < 2) {
			return error(tokenRingApplication, ModelPackage.Literals.TOKEN_RING_APPLICATION__HOSTS, TOKEN_RING_APPLICATION__AT_LEAST_TWO_HOSTS, "atLeastTwoHosts",
				"a ring needs at least 2 hosts, got " + tokenRingApplication.getHosts().size(), diagnostics);
		}
		boolean ok = true;
		for (Host host : tokenRingApplication.getHosts()) {
			ok = checkHost(tokenRingApplication, host, ModelPackage.Literals.TOKEN_RING_APPLICATION__HOSTS, TOKEN_RING_APPLICATION__AT_LEAST_TWO_HOSTS, diagnostics) && ok;
		}
		return ok;
	}

	/**
	 * Validates the positiveRounds constraint of '<em>Token Ring Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateTokenRingApplication_positiveRounds(TokenRingApplication tokenRingApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (tokenRingApplication.getRounds() < 1 || tokenRingApplication.getTokenBytes() < 0) {
			return error(tokenRingApplication, ModelPackage.Literals.TOKEN_RING_APPLICATION__ROUNDS, TOKEN_RING_APPLICATION__POSITIVE_ROUNDS, "positiveRounds",
				"rounds must be >= 1 and tokenBytes >= 0, got " + tokenRingApplication.getRounds() + " and " + tokenRingApplication.getTokenBytes(), diagnostics);
		}
		return true;
	}

	/**
	 * Validates the hostsConnected constraint of '<em>Token Ring Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateTokenRingApplication_hostsConnected(TokenRingApplication tokenRingApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		List<Host> ring = tokenRingApplication.getHosts();
		boolean ok = true;
		for (int i = 0; i < ring.size() && ring.size() >= 2; i++) {
			ok = checkConnected(tokenRingApplication, ring.get(i), ring.get((i + 1) % ring.size()),
				ModelPackage.Literals.TOKEN_RING_APPLICATION__HOSTS, TOKEN_RING_APPLICATION__HOSTS_CONNECTED, "neighbours in the ring pass the token", diagnostics, context) && ok;
			if (!ok && diagnostics == null) {
				break;
			}
		}
		return ok;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateMasterSlaveApplication(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(masterSlaveApplication, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_masterSet(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_hasSlaves(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_nonNegativeSizes(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_validDistribution(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_nonNegativeDistribution(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_validStrategy(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_unitsInRange(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_messageSizesInRange(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_slaveCountInRange(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_hostsConnected(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_secondsInRange(masterSlaveApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateMasterSlaveApplication_validDetectionDelay(masterSlaveApplication, diagnostics, context);
		return result;
	}

	/**
	 * Validates the masterSet constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_masterSet(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkHost(masterSlaveApplication, masterSlaveApplication.getMaster(), ModelPackage.Literals.MASTER_SLAVE_APPLICATION__MASTER, MASTER_SLAVE_APPLICATION__MASTER_SET, diagnostics);
	}

	/**
	 * Validates the hasSlaves constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_hasSlaves(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (masterSlaveApplication.getSlaves().isEmpty()) {
			return error(masterSlaveApplication, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__SLAVES, MASTER_SLAVE_APPLICATION__HAS_SLAVES, "hasSlaves", "has no slaves", diagnostics);
		}
		boolean ok = true;
		for (Host host : masterSlaveApplication.getSlaves()) {
			ok = checkHost(masterSlaveApplication, host, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__SLAVES, MASTER_SLAVE_APPLICATION__HAS_SLAVES, diagnostics) && ok;
		}
		return ok;
	}

	/**
	 * Validates the nonNegativeSizes constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_nonNegativeSizes(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		MasterSlaveApplication m = masterSlaveApplication;
		boolean ok = true;
		for (EAttribute attribute : m.eClass().getEAllAttributes()) {
			Class<?> type = attribute.getEAttributeType().getInstanceClass();
			if (type == long.class && (Long)m.eGet(attribute) < 0) {
				ok = error(m, attribute, MASTER_SLAVE_APPLICATION__NON_NEGATIVE_SIZES, "nonNegativeSizes",
					attribute.getName() + " must be >= 0, got " + m.eGet(attribute), diagnostics) && ok;
			}
		}
		if (m.getRounds() < 1) {
			ok = error(m, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__ROUNDS, MASTER_SLAVE_APPLICATION__NON_NEGATIVE_SIZES, "nonNegativeSizes",
				"rounds must be >= 1, got " + m.getRounds(), diagnostics) && ok;
		}
		ok = checkNonNegative(m, m.getMasterOverheadSeconds(), ModelPackage.Literals.MASTER_SLAVE_APPLICATION__MASTER_OVERHEAD_SECONDS,
			MASTER_SLAVE_APPLICATION__NON_NEGATIVE_SIZES, "nonNegativeSizes", diagnostics) && ok;
		return ok;
	}

	/**
	 * Validates the validDistribution constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_validDistribution(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkDistribution(masterSlaveApplication, masterSlaveApplication.getUnitCost(), ModelPackage.Literals.MASTER_SLAVE_APPLICATION__UNIT_COST,
			MASTER_SLAVE_APPLICATION__VALID_DISTRIBUTION, diagnostics, context);
	}

	/**
	 * Validates the nonNegativeDistribution constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_nonNegativeDistribution(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		DistributionFacts cost = specOrNull(masterSlaveApplication.getUnitCost(), context);
		if (cost != null && cost.lowest() < 0) {
			return error(masterSlaveApplication, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__UNIT_COST, MASTER_SLAVE_APPLICATION__NON_NEGATIVE_DISTRIBUTION,
				"nonNegativeDistribution", "unitCost '" + masterSlaveApplication.getUnitCost().strip() + "' gives negative CPU seconds (lowest value "
					+ cost.lowest() + "); costs must be >= 0", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the validStrategy constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_validStrategy(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		MasterSlaveApplication m = masterSlaveApplication;
		if (!isBlank(m.getStrategyClass())) {
			return true; // a user strategy class overrides strategy; it is loaded when the scenario runs
		}
		String problem = SimulatorChecks.of(context).strategyProblem(m.getStrategy());
		if (problem != null) {
			return error(m, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__STRATEGY, MASTER_SLAVE_APPLICATION__VALID_STRATEGY, "validStrategy",
				"strategy: " + problem, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the unitsInRange constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_unitsInRange(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		long units = masterSlaveApplication.getUnits();
		if (units > Ranges.MAX_UNITS) {
			return error(masterSlaveApplication, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__UNITS, MASTER_SLAVE_APPLICATION__UNITS_IN_RANGE, "unitsInRange",
				"units must be at most " + Ranges.MAX_UNITS + ", got " + units, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the messageSizesInRange constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_messageSizesInRange(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		MasterSlaveApplication m = masterSlaveApplication;
		boolean ok = true;
		EAttribute[] sizes = { ModelPackage.Literals.MASTER_SLAVE_APPLICATION__REQUEST_BYTES, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__WORK_BYTES_FIXED,
			ModelPackage.Literals.MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__RESULT_BYTES_FIXED,
			ModelPackage.Literals.MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__NEIGHBOUR_BYTES };
		for (EAttribute size : sizes) {
			long value = (Long)m.eGet(size);
			if (value > Ranges.MAX_MESSAGE_BYTES) {
				ok = error(m, size, MASTER_SLAVE_APPLICATION__MESSAGE_SIZES_IN_RANGE, "messageSizesInRange",
					size.getName() + " must be at most " + Ranges.MAX_MESSAGE_BYTES + " bytes (2^50), got " + value, diagnostics) && ok;
			}
		}
		if (!ok) {
			return false;
		}
		// the largest chunk is every unit at once: fixed + perUnit x units must stay within the range (and a long)
		long units = Math.max(0, m.getUnits());
		if (!checkMessage(m, m.getWorkBytesFixed(), m.getWorkBytesPerUnit(), units, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT, "work", diagnostics)) {
			ok = false;
		}
		if ((ok || diagnostics != null)
			&& !checkMessage(m, m.getResultBytesFixed(), m.getResultBytesPerUnit(), units, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT, "result", diagnostics)) {
			ok = false;
		}
		return ok;
	}

	/**
	 * Validates the slaveCountInRange constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_slaveCountInRange(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		int k = masterSlaveApplication.getSlaveCount();
		int n = masterSlaveApplication.getSlaves().size();
		if (k < 0 || k > n) {
			return error(masterSlaveApplication, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__SLAVE_COUNT, MASTER_SLAVE_APPLICATION__SLAVE_COUNT_IN_RANGE,
				"slaveCountInRange", "slaveCount must be between 0 (all) and the number of slaves, " + n + ", got " + k, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the hostsConnected constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_hostsConnected(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		MasterSlaveApplication m = masterSlaveApplication;
		List<Host> slaves = m.getSlaves();
		int k = m.getSlaveCount() > 0 && m.getSlaveCount() <= slaves.size() ? m.getSlaveCount() : slaves.size();
		boolean stealing = isBlank(m.getStrategyClass()) && m.getStrategy() != null && m.getStrategy().trim().equalsIgnoreCase("work-stealing");
		boolean ok = true;
		for (int i = 0; i < k && (ok || diagnostics != null); i++) {
			Host slave = slaves.get(i);
			if (stealing || m.getNeighbourBytes() > 0) {
				// slaves talk to each other: work stealing asks every other slave, neighbour exchanges go round a ring
				if (k > 1) {
					ok = checkConnected(m, slave, slaves.get((i + 1) % k), ModelPackage.Literals.MASTER_SLAVE_APPLICATION__SLAVES,
						MASTER_SLAVE_APPLICATION__HOSTS_CONNECTED, stealing ? "slaves steal work from each other" : "slaves exchange neighbour messages", diagnostics, context) && ok;
				}
			}
			if (!stealing) {
				ok = checkConnected(m, m.getMaster(), slave, ModelPackage.Literals.MASTER_SLAVE_APPLICATION__SLAVES,
					MASTER_SLAVE_APPLICATION__HOSTS_CONNECTED, "the master sends work to every slave", diagnostics, context) && ok;
			}
		}
		return ok;
	}

	/**
	 * Validates the secondsInRange constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_secondsInRange(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSecondsAttributes(masterSlaveApplication, MASTER_SLAVE_APPLICATION__SECONDS_IN_RANGE, diagnostics);
	}

	/**
	 * Validates the validDetectionDelay constraint of '<em>Master Slave Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateMasterSlaveApplication_validDetectionDelay(MasterSlaveApplication masterSlaveApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSeconds(masterSlaveApplication, masterSlaveApplication.getFailureDetectionSeconds(),
			ModelPackage.Literals.MASTER_SLAVE_APPLICATION__FAILURE_DETECTION_SECONDS, MASTER_SLAVE_APPLICATION__VALID_DETECTION_DELAY,
			"validDetectionDelay", diagnostics);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateTraceReplayApplication(TraceReplayApplication traceReplayApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(traceReplayApplication, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(traceReplayApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(traceReplayApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(traceReplayApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(traceReplayApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(traceReplayApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(traceReplayApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(traceReplayApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(traceReplayApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateTraceReplayApplication_tracesSet(traceReplayApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateTraceReplayApplication_hostsSet(traceReplayApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateTraceReplayApplication_positiveTraceHostSpeed(traceReplayApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateTraceReplayApplication_traceHostSpeedInRange(traceReplayApplication, diagnostics, context);
		return result;
	}

	/**
	 * Validates the tracesSet constraint of '<em>Trace Replay Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateTraceReplayApplication_tracesSet(TraceReplayApplication traceReplayApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSet(traceReplayApplication, traceReplayApplication.getTraces(), ModelPackage.Literals.TRACE_REPLAY_APPLICATION__TRACES, TRACE_REPLAY_APPLICATION__TRACES_SET, "tracesSet", diagnostics);
	}

	/**
	 * Validates the hostsSet constraint of '<em>Trace Replay Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateTraceReplayApplication_hostsSet(TraceReplayApplication traceReplayApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (traceReplayApplication.getHosts().isEmpty()) {
			return error(traceReplayApplication, ModelPackage.Literals.TRACE_REPLAY_APPLICATION__HOSTS, TRACE_REPLAY_APPLICATION__HOSTS_SET, "hostsSet", "names no hosts (one per traced task)", diagnostics);
		}
		boolean ok = true;
		for (Host host : traceReplayApplication.getHosts()) {
			ok = checkHost(traceReplayApplication, host, ModelPackage.Literals.TRACE_REPLAY_APPLICATION__HOSTS, TRACE_REPLAY_APPLICATION__HOSTS_SET, diagnostics) && ok;
		}
		return ok;
	}

	/**
	 * Validates the positiveTraceHostSpeed constraint of '<em>Trace Replay Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateTraceReplayApplication_positiveTraceHostSpeed(TraceReplayApplication traceReplayApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double speed = traceReplayApplication.getTraceHostSpeed();
		if (!(speed > 0.0) || Double.isInfinite(speed)) {
			return error(traceReplayApplication, ModelPackage.Literals.TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED, TRACE_REPLAY_APPLICATION__POSITIVE_TRACE_HOST_SPEED,
				"positiveTraceHostSpeed", "traceHostSpeed must be > 0 and finite, got " + speed, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the traceHostSpeedInRange constraint of '<em>Trace Replay Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateTraceReplayApplication_traceHostSpeedInRange(TraceReplayApplication traceReplayApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double speed = traceReplayApplication.getTraceHostSpeed();
		if (speed > 0 && !Double.isInfinite(speed) && (speed < Ranges.MIN_FACTOR || speed > Ranges.MAX_FACTOR)) {
			return error(traceReplayApplication, ModelPackage.Literals.TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED, TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED_IN_RANGE,
				"traceHostSpeedInRange", "traceHostSpeed must be between " + Ranges.MIN_FACTOR + " and " + Ranges.MAX_FACTOR + ", got " + speed, diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateRealApplication(RealApplication realApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(realApplication, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateRealApplication_mainClassSet(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateRealApplication_classPathEntriesSet(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateRealApplication_taskNameNotEmpty(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateRealApplication_positiveReferenceFactor(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateRealApplication_positiveReferenceFlops(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateRealApplication_programHostKnown(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateRealApplication_referenceFactorInRange(realApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateRealApplication_referenceFlopsInRange(realApplication, diagnostics, context);
		return result;
	}

	/**
	 * Validates the mainClassSet constraint of '<em>Real Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateRealApplication_mainClassSet(RealApplication realApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSet(realApplication, realApplication.getMainClass(), ModelPackage.Literals.REAL_APPLICATION__MAIN_CLASS, REAL_APPLICATION__MAIN_CLASS_SET, "mainClassSet", diagnostics);
	}

	/**
	 * Validates the classPathEntriesSet constraint of '<em>Real Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateRealApplication_classPathEntriesSet(RealApplication realApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		boolean ok = true;
		for (int i = 0; i < realApplication.getClassPath().size(); i++) {
			if (isBlank(realApplication.getClassPath().get(i))) {
				ok = error(realApplication, ModelPackage.Literals.REAL_APPLICATION__CLASS_PATH, REAL_APPLICATION__CLASS_PATH_ENTRIES_SET, "classPathEntriesSet",
					"classPath[" + i + "] is empty", diagnostics) && ok;
			}
		}
		return ok;
	}

	/**
	 * Validates the taskNameNotEmpty constraint of '<em>Real Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateRealApplication_taskNameNotEmpty(RealApplication realApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSet(realApplication, realApplication.getTaskName(), ModelPackage.Literals.REAL_APPLICATION__TASK_NAME, REAL_APPLICATION__TASK_NAME_NOT_EMPTY, "taskNameNotEmpty", diagnostics);
	}

	/**
	 * Validates the positiveReferenceFactor constraint of '<em>Real Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateRealApplication_positiveReferenceFactor(RealApplication realApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double f = realApplication.getReferenceFactor();
		if (!(f > 0.0) || Double.isInfinite(f)) {
			return error(realApplication, ModelPackage.Literals.REAL_APPLICATION__REFERENCE_FACTOR, REAL_APPLICATION__POSITIVE_REFERENCE_FACTOR, "positiveReferenceFactor",
				"referenceFactor must be > 0 and finite, got " + f, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the positiveReferenceFlops constraint of '<em>Real Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateRealApplication_positiveReferenceFlops(RealApplication realApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double f = realApplication.getReferenceFlopsPerSecond();
		if (!(f > 0.0) || Double.isInfinite(f)) {
			return error(realApplication, ModelPackage.Literals.REAL_APPLICATION__REFERENCE_FLOPS_PER_SECOND, REAL_APPLICATION__POSITIVE_REFERENCE_FLOPS, "positiveReferenceFlops",
				"referenceFlopsPerSecond must be > 0 and finite, got " + f, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the programHostKnown constraint of '<em>Real Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateRealApplication_programHostKnown(RealApplication realApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		// unset: the runtime places the first task; set: it must be a host of this scenario
		return realApplication.getHost() == null
			|| checkHost(realApplication, realApplication.getHost(), ModelPackage.Literals.REAL_APPLICATION__HOST, REAL_APPLICATION__PROGRAM_HOST_KNOWN, diagnostics);
	}

	/**
	 * Validates the referenceFactorInRange constraint of '<em>Real Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateRealApplication_referenceFactorInRange(RealApplication realApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double f = realApplication.getReferenceFactor();
		if (f > 0 && !Double.isInfinite(f) && (f < Ranges.MIN_FACTOR || f > Ranges.MAX_FACTOR)) {
			return error(realApplication, ModelPackage.Literals.REAL_APPLICATION__REFERENCE_FACTOR, REAL_APPLICATION__REFERENCE_FACTOR_IN_RANGE,
				"referenceFactorInRange", "referenceFactor must be between " + Ranges.MIN_FACTOR + " and " + Ranges.MAX_FACTOR + ", got " + f, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the referenceFlopsInRange constraint of '<em>Real Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateRealApplication_referenceFlopsInRange(RealApplication realApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double f = realApplication.getReferenceFlopsPerSecond();
		if (f > 0 && !Double.isInfinite(f) && (f < Ranges.MIN_REFERENCE_FLOPS || f > Ranges.MAX_REFERENCE_FLOPS)) {
			return error(realApplication, ModelPackage.Literals.REAL_APPLICATION__REFERENCE_FLOPS_PER_SECOND, REAL_APPLICATION__REFERENCE_FLOPS_IN_RANGE,
				"referenceFlopsInRange", "referenceFlopsPerSecond must be between " + Ranges.MIN_REFERENCE_FLOPS + " and " + Ranges.MAX_REFERENCE_FLOPS
					+ " flop/s, got " + f + " (compute times would be infinite)", diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateObservedTaskApplication(ObservedTaskApplication observedTaskApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(observedTaskApplication, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(observedTaskApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(observedTaskApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(observedTaskApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(observedTaskApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(observedTaskApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(observedTaskApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(observedTaskApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(observedTaskApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateObservedTaskApplication_hasTasks(observedTaskApplication, diagnostics, context);
		if (result || diagnostics != null) result &= validateObservedTaskApplication_uniqueTaskNames(observedTaskApplication, diagnostics, context);
		return result;
	}

	/**
	 * Validates the hasTasks constraint of '<em>Observed Task Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateObservedTaskApplication_hasTasks(ObservedTaskApplication observedTaskApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (observedTaskApplication.getTasks().isEmpty()) {
			return error(observedTaskApplication, ModelPackage.Literals.OBSERVED_TASK_APPLICATION__TASKS, OBSERVED_TASK_APPLICATION__HAS_TASKS, "hasTasks",
				"has no tasks", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the uniqueTaskNames constraint of '<em>Observed Task Application</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateObservedTaskApplication_uniqueTaskNames(ObservedTaskApplication observedTaskApplication, DiagnosticChain diagnostics, Map<Object, Object> context) {
		boolean result = true;
		for (Map.Entry<String, List<EObject>> entry : byName(observedTaskApplication.getTasks(), ModelPackage.Literals.OBSERVED_TASK__NAME).entrySet()) {
			List<EObject> tasks = entry.getValue();
			if (tasks.size() > 1) {
				result = false;
				if (diagnostics == null) {
					break;
				}
				error(observedTaskApplication, null, OBSERVED_TASK_APPLICATION__UNIQUE_TASK_NAMES, "uniqueTaskNames",
					"task name '" + entry.getKey() + "' is used by " + tasks.size() + " tasks", diagnostics, tasks.toArray());
			}
		}
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateObservedTask(ObservedTask observedTask, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(observedTask, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validateObservedTask_nameNotEmpty(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validateObservedTask_hostSet(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validateObservedTask_positiveWork(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validateObservedTask_niceInRange(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validateObservedTask_nonNegativeStart(observedTask, diagnostics, context);
		if (result || diagnostics != null) result &= validateObservedTask_secondsInRange(observedTask, diagnostics, context);
		return result;
	}

	/**
	 * Validates the nameNotEmpty constraint of '<em>Observed Task</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateObservedTask_nameNotEmpty(ObservedTask observedTask, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (isBlank(observedTask.getName())) {
			return error(observedTask, ModelPackage.Literals.OBSERVED_TASK__NAME, OBSERVED_TASK__NAME_NOT_EMPTY, "nameNotEmpty", "has no name", diagnostics);
		}
		return true;
	}

	/**
	 * Validates the hostSet constraint of '<em>Observed Task</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateObservedTask_hostSet(ObservedTask observedTask, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkHost(observedTask, observedTask.getHost(), ModelPackage.Literals.OBSERVED_TASK__HOST, OBSERVED_TASK__HOST_SET, diagnostics);
	}

	/**
	 * Validates the positiveWork constraint of '<em>Observed Task</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateObservedTask_positiveWork(ObservedTask observedTask, DiagnosticChain diagnostics, Map<Object, Object> context) {
		double work = observedTask.getWorkSeconds();
		if (!(work > 0.0) || Double.isInfinite(work)) {
			return error(observedTask, ModelPackage.Literals.OBSERVED_TASK__WORK_SECONDS, OBSERVED_TASK__POSITIVE_WORK, "positiveWork",
				(Double.isInfinite(work) ? "workSeconds must be > 0 and finite, got " : "workSeconds must be > 0, got ") + work, diagnostics);
		}
		return true;
	}

	/**
	 * Validates the niceInRange constraint of '<em>Observed Task</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateObservedTask_niceInRange(ObservedTask observedTask, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkNice(observedTask, observedTask.getNice(), ModelPackage.Literals.OBSERVED_TASK__NICE, OBSERVED_TASK__NICE_IN_RANGE, diagnostics);
	}

	/**
	 * Validates the nonNegativeStart constraint of '<em>Observed Task</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateObservedTask_nonNegativeStart(ObservedTask observedTask, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkNonNegative(observedTask, observedTask.getStartTimeSeconds(), ModelPackage.Literals.OBSERVED_TASK__START_TIME_SECONDS,
			OBSERVED_TASK__NON_NEGATIVE_START, "nonNegativeStart", diagnostics);
	}

	/**
	 * Validates the secondsInRange constraint of '<em>Observed Task</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateObservedTask_secondsInRange(ObservedTask observedTask, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return checkSecondsAttributes(observedTask, OBSERVED_TASK__SECONDS_IN_RANGE, diagnostics);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateRunSettings(RunSettings runSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(runSettings, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(runSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(runSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(runSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(runSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(runSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(runSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(runSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(runSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateRunSettings_nonNegativeLimits(runSettings, diagnostics, context);
		if (result || diagnostics != null) result &= validateRunSettings_replicationsInRange(runSettings, diagnostics, context);
		return result;
	}

	/**
	 * Validates the nonNegativeLimits constraint of '<em>Run Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateRunSettings_nonNegativeLimits(RunSettings runSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		boolean result = checkNonNegative(runSettings, runSettings.getEndTimeSeconds(), ModelPackage.Literals.RUN_SETTINGS__END_TIME_SECONDS,
			RUN_SETTINGS__NON_NEGATIVE_LIMITS, "nonNegativeLimits", diagnostics);
		if (result || diagnostics != null) {
			if (runSettings.getMaxEvents() < 0) {
				result &= error(runSettings, ModelPackage.Literals.RUN_SETTINGS__MAX_EVENTS, RUN_SETTINGS__NON_NEGATIVE_LIMITS, "nonNegativeLimits",
					"maxEvents must be >= 0, got " + runSettings.getMaxEvents(), diagnostics);
			}
		}
		if (result || diagnostics != null) {
			result &= checkNonNegative(runSettings, runSettings.getWallClockLimitSeconds(), ModelPackage.Literals.RUN_SETTINGS__WALL_CLOCK_LIMIT_SECONDS,
				RUN_SETTINGS__NON_NEGATIVE_LIMITS, "nonNegativeLimits", diagnostics);
		}
		return result;
	}

	/**
	 * Validates the replicationsInRange constraint of '<em>Run Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateRunSettings_replicationsInRange(RunSettings runSettings, DiagnosticChain diagnostics, Map<Object, Object> context) {
		int n = runSettings.getReplications();
		if (n < 1 || n > Ranges.MAX_REPLICATIONS) {
			return error(runSettings, ModelPackage.Literals.RUN_SETTINGS__REPLICATIONS, RUN_SETTINGS__REPLICATIONS_IN_RANGE, "replicationsInRange",
				"replications must be between 1 and " + Ranges.MAX_REPLICATIONS + ", got " + n, diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateRoutedNetwork(RoutedNetwork routedNetwork, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(routedNetwork, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(routedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(routedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(routedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(routedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(routedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(routedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(routedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(routedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nameNotEmpty(routedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_nonNegativeParameters(routedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_parametersInRange(routedNetwork, diagnostics, context);
		if (result || diagnostics != null) result &= validateNetworkSegment_validGateway(routedNetwork, diagnostics, context);
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateLink(Link link, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (!validate_NoCircularContainment(link, diagnostics, context)) return false;
		boolean result = validate_EveryMultiplicityConforms(link, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryDataValueConforms(link, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryReferenceIsContained(link, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryBidirectionalReferenceIsPaired(link, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryProxyResolves(link, diagnostics, context);
		if (result || diagnostics != null) result &= validate_UniqueID(link, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryKeyUnique(link, diagnostics, context);
		if (result || diagnostics != null) result &= validate_EveryMapEntryUnique(link, diagnostics, context);
		if (result || diagnostics != null) result &= validateLink_validLinkProfiles(link, diagnostics, context);
		return result;
	}

	/**
	 * Validates the validLinkProfiles constraint of '<em>Link</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	public boolean validateLink_validLinkProfiles(Link link, DiagnosticChain diagnostics, Map<Object, Object> context) {
		String bandwidth = LinkDynamicsRules.bandwidthProblem(link.getBandwidthProfile(), SimulatorChecks.of(context));
		if (bandwidth != null) {
			return error(link, ModelPackage.Literals.LINK__BANDWIDTH_PROFILE, LINK__VALID_LINK_PROFILES, "validLinkProfiles", "bandwidthProfile: " + bandwidth, diagnostics);
		}
		String latency = LinkDynamicsRules.latencyProblem(link.getLatencyProfile(), SimulatorChecks.of(context));
		if (latency != null) {
			return error(link, ModelPackage.Literals.LINK__LATENCY_PROFILE, LINK__VALID_LINK_PROFILES, "validLinkProfiles", "latencyProfile: " + latency, diagnostics);
		}
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateRouter(Router router, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return validate_EveryDefaultConstraint(router, diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateRoute(Route route, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return validate_EveryDefaultConstraint(route, diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateCluster(Cluster cluster, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return validate_EveryDefaultConstraint(cluster, diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateZone(Zone zone, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return validate_EveryDefaultConstraint(zone, diagnostics, context);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateSchedulerPolicy(SchedulerPolicy schedulerPolicy, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateCpuSharing(CpuSharing cpuSharing, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateRateInterpolation(RateInterpolation rateInterpolation, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateCostMode(CostMode costMode, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateNetworkSharingModel(NetworkSharingModel networkSharingModel, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateLinkSharing(LinkSharing linkSharing, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public boolean validateZoneRouting(ZoneRouting zoneRouting, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * Adds an error {@code <EClass name> '<name or path>': <problem> (rule <rule>)} to the diagnostics.
	 * Its data are the object, the feature at fault (if any), then the other objects involved.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return false, always (the object is invalid)
	 * @generated NOT
	 */
	protected boolean error(EObject object, EStructuralFeature feature, int code, String rule, String problem, DiagnosticChain diagnostics, Object... involved) {
		if (diagnostics != null) {
			List<Object> data = new ArrayList<Object>();
			data.add(object);
			if (feature != null) {
				data.add(feature);
			}
			data.addAll(Arrays.asList(involved));
			String message = ObjectPaths.label(object) + ": " + problem + " (rule " + rule + ")";
			diagnostics.add(new RuleDiagnostic(Diagnostic.ERROR, DIAGNOSTIC_SOURCE, code, rule, message, data.toArray()));
		}
		return false;
	}

	/**
	 * Rule hostSet: the host is set, resolved, and one of the enclosing scenario's hosts.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected boolean checkHost(EObject object, Host host, EStructuralFeature feature, int code, DiagnosticChain diagnostics) {
		if (host == null) {
			return error(object, feature, code, "hostSet", "refers to no host", diagnostics);
		}
		if (host.eIsProxy()) {
			URI proxyURI = ((InternalEObject)host).eProxyURI();
			String name = proxyURI.hasFragment() ? proxyURI.fragment() : proxyURI.toString();
			return error(object, feature, code, "hostSet", "refers to unknown host '" + name + "'", diagnostics);
		}
		Scenario scenario = null;
		for (EObject container = object.eContainer(); container != null && scenario == null; container = container.eContainer()) {
			if (container instanceof Scenario) {
				scenario = (Scenario)container;
			}
		}
		if (scenario != null && (scenario.getPlatform() == null || host.eContainer() != scenario.getPlatform())) {
			return error(object, feature, code, "hostSet", "refers to unknown host '" + host.getName() + "'", diagnostics, host);
		}
		return true;
	}

	/**
	 * Rule niceInRange: -20 &lt;= nice &lt;= 19.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected boolean checkNice(EObject object, int nice, EStructuralFeature feature, int code, DiagnosticChain diagnostics) {
		if (nice < -20 || nice > 19) {
			return error(object, feature, code, "niceInRange", "nice must be between -20 and 19, got " + nice, diagnostics);
		}
		return true;
	}

	/**
	 * Rule *Set for text attributes: the value is not blank.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected boolean checkSet(EObject object, String value, EStructuralFeature feature, int code, String rule, DiagnosticChain diagnostics) {
		if (isBlank(value)) {
			return error(object, feature, code, rule, feature.getName() + " is not set", diagnostics);
		}
		return true;
	}

	/**
	 * The value of the feature is &gt;= 0 and finite.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected boolean checkNonNegative(EObject object, double value, EStructuralFeature feature, int code, String rule, DiagnosticChain diagnostics) {
		if (!(value >= 0.0) || Double.isInfinite(value)) {
			return error(object, feature, code, rule,
				feature.getName() + (Double.isInfinite(value) ? " must be >= 0 and finite, got " : " must be >= 0, got ") + value, diagnostics);
		}
		return true;
	}

	/**
	 * A duration of one overhead, delay or spawn: &gt;= 0 and at most {@link Ranges#MAX_SECONDS}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected boolean checkSeconds(EObject object, double value, EStructuralFeature feature, int code, String rule, DiagnosticChain diagnostics) {
		if (!(value >= 0.0) || value > Ranges.MAX_SECONDS) {
			return error(object, feature, code, rule,
				feature.getName() + " must be between 0 and " + Ranges.MAX_SECONDS + " s, got " + value, diagnostics);
		}
		return true;
	}

	/**
	 * Rule secondsInRange: every finite, non-negative attribute of the object whose name ends in Seconds is at most
	 * {@link Ranges#MAX_SECONDS} (negative and infinite values are reported by the object's other rules).
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected boolean checkSecondsAttributes(EObject object, int code, DiagnosticChain diagnostics) {
		boolean ok = true;
		for (EAttribute attribute : object.eClass().getEAllAttributes()) {
			if (attribute.getEAttributeType().getInstanceClass() == double.class && attribute.getName().endsWith("Seconds")) {
				double value = (Double)object.eGet(attribute);
				if (value > Ranges.MAX_SECONDS && !Double.isInfinite(value)) {
					ok = error(object, attribute, code, "secondsInRange", attribute.getName() + " must be at most " + Ranges.MAX_SECONDS + " s, got " + value,
						diagnostics) && ok;
				}
			}
		}
		return ok;
	}

	/**
	 * Rule validDistribution: a non-blank spec the simulator's parser accepts (an empirical file is read when the scenario runs),
	 * with parameters of at most {@link Ranges#MAX_SECONDS}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected boolean checkDistribution(EObject object, String spec, EStructuralFeature feature, int code, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (isBlank(spec)) {
			return true; // reported by the *Set rule
		}
		DistributionFacts parsed;
		try {
			parsed = SimulatorChecks.of(context).distribution(spec);
		} catch (IllegalArgumentException e) {
			return error(object, feature, code, "validDistribution", feature.getName() + ": " + e.getMessage(), diagnostics);
		}
		if (parsed == null) {
			return true; // the simulator's checks are not given: the run judges the spec
		}
		// every distribution of a scenario gives seconds: keep its samples finite and virtual time precise
		double largest = parsed.largestSeconds();
		if (largest > Ranges.MAX_SECONDS) {
			return error(object, feature, code, "validDistribution", feature.getName() + ": '" + spec.strip()
				+ "' has a parameter of " + largest + " s; means, bounds and deviations must be at most " + Ranges.MAX_SECONDS + " s", diagnostics);
		}
		return true;
	}

	/**
	 * Rule demandInRange: a competing process's CPU demand is never negative and has a mean of at least {@link Ranges#MIN_REPEATING_SECONDS}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected boolean checkDemand(EObject object, String spec, EStructuralFeature feature, int code, DiagnosticChain diagnostics, Map<Object, Object> context) {
		DistributionFacts demand = specOrNull(spec, context);
		if (demand == null || Double.isNaN(demand.mean())) {
			return true; // reported by validDistribution, or an empirical file decides
		}
		if (demand.lowest() < 0) {
			return error(object, feature, code, "demandInRange", feature.getName() + " '" + spec.strip() + "' gives negative CPU seconds (lowest value "
				+ demand.lowest() + ")", diagnostics);
		}
		if (demand.mean() < Ranges.MIN_REPEATING_SECONDS) {
			return error(object, feature, code, "demandInRange", feature.getName() + " must have a mean of at least " + Ranges.MIN_REPEATING_SECONDS
				+ " s, got " + demand.mean() + " s", diagnostics);
		}
		return true;
	}

	/**
	 * What the simulator's checks know of a distribution spec, or null when it is blank or invalid (other rules report that)
	 * or when no checks are given.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected static DistributionFacts specOrNull(String spec, Map<Object, Object> context) {
		if (isBlank(spec)) {
			return null;
		}
		try {
			return SimulatorChecks.of(context).distribution(spec);
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	/**
	 * Rule hostsConnected: two different hosts that exchange messages are attached to one network segment, or to
	 * segments joined by gateway stations and routed networks (a host talks to itself without a network). Unset or
	 * unknown hosts are reported by the host rules.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected boolean checkConnected(EObject object, Host a, Host b, EStructuralFeature feature, int code, String why, DiagnosticChain diagnostics, Map<Object, Object> context) {
		if (a == null || b == null || a == b || a.eIsProxy() || b.eIsProxy()) {
			return true;
		}
		if (a.getSegment() != null && a.getSegment() == b.getSegment()) {
			return true;
		}
		String missing = a.eContainer() instanceof Platform p ? SegmentConnections.of(p, context).missing(a, b) : "they are on no platform";
		if (missing == null) {
			return true;
		}
		return error(object, feature, code, "hostsConnected", "hosts '" + a.getName() + "' and '" + b.getName()
			+ "' are not connected: " + missing + ", but " + why, diagnostics, a, b);
	}

	/**
	 * Rule messageSizesInRange for a message of fixed + perUnit x units bytes: at most {@link Ranges#MAX_MESSAGE_BYTES}, computed without overflow.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected boolean checkMessage(MasterSlaveApplication m, long fixed, long perUnit, long units, EStructuralFeature feature, String kind, DiagnosticChain diagnostics) {
		if (fixed < 0 || perUnit < 0) {
			return true; // reported by nonNegativeSizes
		}
		boolean tooLong = perUnit > 0 && units > (Ranges.MAX_MESSAGE_BYTES - fixed) / perUnit;
		if (tooLong) {
			return error(m, feature, MASTER_SLAVE_APPLICATION__MESSAGE_SIZES_IN_RANGE, "messageSizesInRange", "a " + kind + " message of all "
				+ units + " units would be " + kind + "BytesFixed + " + kind + "BytesPerUnit x units = " + fixed + " + " + perUnit + " x " + units
				+ " bytes, more than " + Ranges.MAX_MESSAGE_BYTES + " (2^50)", diagnostics);
		}
		return true;
	}

	/**
	 * EMF's check that no two objects share an ID asks the resource for each object's ID, which scans the
	 * whole model: quadratic in the number of hosts. lbsim's IDs are the names of hosts, groups and network
	 * segments, all in the platform, and rule uniqueHostNames checks them in one pass, so this check is left out.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	@Override
	public boolean validate_UniqueID(EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
		return true;
	}

	/**
	 * The objects with a non-blank name, grouped by name, in order of appearance.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	protected static Map<String, List<EObject>> byName(List<? extends EObject> objects, EAttribute nameAttribute) {
		Map<String, List<EObject>> result = new LinkedHashMap<String, List<EObject>>();
		for (EObject object : objects) {
			Object name = object.eGet(nameAttribute);
			if (name instanceof String && !isBlank((String)name)) {
				result.computeIfAbsent((String)name, key -> new ArrayList<EObject>()).add(object);
			}
		}
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	private static boolean isBlank(String string) {
		return string == null || string.isBlank();
	}

	/**
	 * Returns the resource locator that will be used to fetch messages for this validator's diagnostics.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ResourceLocator getResourceLocator() {
		// TODO
		// Specialize this to return a resource locator for messages specific to this validator.
		// Ensure that you remove @generated or mark it @generated NOT
		return super.getResourceLocator();
	}

} //ModelValidator
