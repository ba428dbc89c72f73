/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Host</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A workstation or SMP node. Its name identifies it in references (unique in a scenario).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.Host#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.Host#getSpeed <em>Speed</em>}</li>
 *   <li>{@link lbsim.model.Host#getProcessors <em>Processors</em>}</li>
 *   <li>{@link lbsim.model.Host#getScheduler <em>Scheduler</em>}</li>
 *   <li>{@link lbsim.model.Host#getSegment <em>Segment</em>}</li>
 *   <li>{@link lbsim.model.Host#getTimeSliceSeconds <em>Time Slice Seconds</em>}</li>
 *   <li>{@link lbsim.model.Host#getSharing <em>Sharing</em>}</li>
 *   <li>{@link lbsim.model.Host#getSpeedProfile <em>Speed Profile</em>}</li>
 *   <li>{@link lbsim.model.Host#getStateProfile <em>State Profile</em>}</li>
 *   <li>{@link lbsim.model.Host#getFullSpeedTime <em>Full Speed Time</em>}</li>
 *   <li>{@link lbsim.model.Host#getReducedSpeedTime <em>Reduced Speed Time</em>}</li>
 *   <li>{@link lbsim.model.Host#getReducedSpeed <em>Reduced Speed</em>}</li>
 *   <li>{@link lbsim.model.Host#getTimeToFailure <em>Time To Failure</em>}</li>
 *   <li>{@link lbsim.model.Host#getTimeToRepair <em>Time To Repair</em>}</li>
 *   <li>{@link lbsim.model.Host#getPstateSpeeds <em>Pstate Speeds</em>}</li>
 *   <li>{@link lbsim.model.Host#getPstate <em>Pstate</em>}</li>
 *   <li>{@link lbsim.model.Host#getWattagePerState <em>Wattage Per State</em>}</li>
 *   <li>{@link lbsim.model.Host#getWattageOff <em>Wattage Off</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getHost()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='nameNotEmpty positiveSpeed atLeastOneProcessor nonNegativeTimeSlice speedInRange processorsInRange timeSliceInRange validProfiles validFailureModel validPstates validWattage fluidForChangingSpeed'"
 *        annotation="http://lbsim.org/model/rules nameNotEmpty='The host has a name. Reports: has no name.' positiveSpeed='speed is &gt; 0 and finite. Reports: speed must be &gt; 0, got VALUE, or speed must be &gt; 0 and finite, got VALUE.' atLeastOneProcessor='processors is at least 1. Reports: processors must be &gt;= 1, got VALUE.' nonNegativeTimeSlice='timeSliceSeconds is &gt;= 0 and finite. Reports: timeSliceSeconds must be &gt;= 0, got VALUE, or timeSliceSeconds must be &gt;= 0 and finite, got VALUE.' speedInRange='speed is between 1e-6 and 1e6. Reports: speed must be between 1.0E-6 and 1000000.0 (times the reference machine), got VALUE.' processorsInRange='processors is at most 4096. Reports: processors must be at most 4096, got VALUE.' timeSliceInRange='timeSliceSeconds is 0 or between 1e-4 and 3600 s. Reports: timeSliceSeconds must be 0 (the default slice) or between 1.0E-4 and 3600.0 s, got VALUE.' validProfiles='An inline speedProfile or stateProfile parses as the simulator reads it (lines TIME VALUE, times never going back, optionally LOOPAFTER); a file: profile is read by the run. Reports: speedProfile: WHY, or stateProfile: WHY.' validFailureModel='timeToFailure and timeToRepair are given together, and so are fullSpeedTime and reducedSpeedTime, each a valid distribution of durations &gt;= 0; reducedSpeed is &gt;= 0 and finite; a host has a stateProfile or a failure model, not both, and a speedProfile or an availability process, not both. Reports, e.g.: timeToFailure needs timeToRepair; or reducedSpeed must be &gt;= 0 and finite, got VALUE; or a host has either a stateProfile or a failure model (timeToFailure), not both.' validPstates='pstateSpeeds are speed factors &gt; 0 separated by commas, and pstate is one of the host\'s pstates. Reports: pstateSpeeds must be speed factors &gt; 0 separated by commas, got \'SPEC\', or pstate N does not exist (the host has COUNT, 0..LAST).' validWattage='wattageOff is &gt;= 0 and finite; wattagePerState gives, for each pstate, Idle:AllCores or Idle:Epsilon:AllCores watts, each &gt;= 0 and finite. Reports: wattageOff must be &gt;= 0 W and finite, got VALUE; or wattagePerState: pstate P: expected Idle:AllCores or Idle:Epsilon:AllCores, got \'X\'; or wattagePerState: pstate P: a power must be &gt;= 0 W and finite, got VALUE; or wattagePerState gives N pstates but the host has K.' fluidForChangingSpeed='A host whose speed changes uses fluid sharing. Reports: a speed that changes (speedProfile, fullSpeedTime or several pstates) needs fluid sharing, not round robin.'"
 * @generated
 */
public interface Host extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The host's name: how workloads, applications, groups and routes refer to it. Required (rule nameNotEmpty), unique among hosts, groups and segments (rule uniqueHostNames).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see lbsim.model.ModelPackage#getHost_Name()
	 * @model id="true"
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Speed</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Speed factor against the reference machine (1.0): one second of reference CPU work takes 1/speed seconds of one processor. Unit: x reference. Default 1. Range 1e-6 to 1e6 (rules positiveSpeed, speedInRange). Replaced by pstateSpeeds when those are given.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Speed</em>' attribute.
	 * @see #setSpeed(double)
	 * @see lbsim.model.ModelPackage#getHost_Speed()
	 * @model default="1.0"
	 * @generated
	 */
	double getSpeed();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getSpeed <em>Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Speed</em>' attribute.
	 * @see #getSpeed()
	 * @generated
	 */
	void setSpeed(double value);

	/**
	 * Returns the value of the '<em><b>Processors</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Number of processors (an SMP node); one job uses at most one processor. Default 1. Range 1 to 4096 (rules atLeastOneProcessor, processorsInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Processors</em>' attribute.
	 * @see #setProcessors(int)
	 * @see lbsim.model.ModelPackage#getHost_Processors()
	 * @model default="1"
	 * @generated
	 */
	int getProcessors();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getProcessors <em>Processors</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Processors</em>' attribute.
	 * @see #getProcessors()
	 * @generated
	 */
	void setProcessors(int value);

	/**
	 * Returns the value of the '<em><b>Scheduler</b></em>' attribute.
	 * The default value is <code>"linux-2.0"</code>.
	 * The literals are from the enumeration {@link lbsim.model.SchedulerPolicy}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The weights of processor sharing: linux-2.0 (default; priority 20 - nice, 1 to 40, as in the MISS-PVM report's Table 5.1), equal (every job the same share, as the first WUS) or cfs (the weight table of current Linux's CFS).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Scheduler</em>' attribute.
	 * @see lbsim.model.SchedulerPolicy
	 * @see #setScheduler(SchedulerPolicy)
	 * @see lbsim.model.ModelPackage#getHost_Scheduler()
	 * @model default="linux-2.0"
	 * @generated
	 */
	SchedulerPolicy getScheduler();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getScheduler <em>Scheduler</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Scheduler</em>' attribute.
	 * @see lbsim.model.SchedulerPolicy
	 * @see #getScheduler()
	 * @generated
	 */
	void setScheduler(SchedulerPolicy value);

	/**
	 * Returns the value of the '<em><b>Segment</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The network segment the host is attached to; hosts exchange messages over the segment they share, or through the segments' gateways and routes (rule hostsConnected). Unset: the host is on no segment and exchanges no messages with other hosts.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Segment</em>' reference.
	 * @see #setSegment(NetworkSegment)
	 * @see lbsim.model.ModelPackage#getHost_Segment()
	 * @model
	 * @generated
	 */
	NetworkSegment getSegment();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getSegment <em>Segment</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Segment</em>' reference.
	 * @see #getSegment()
	 * @generated
	 */
	void setSegment(NetworkSegment value);

	/**
	 * Returns the value of the '<em><b>Time Slice Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The round-robin time slice of a nice-0 job (other jobs get slices in proportion to their weight). Unit: s. Default 0: 0.01 s, Linux's classic 10 ms, when sharing is round-robin. A value > 0 alone also selects round robin. Range 0, or 1e-4 to 3600 (rules nonNegativeTimeSlice, timeSliceInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Time Slice Seconds</em>' attribute.
	 * @see #setTimeSliceSeconds(double)
	 * @see lbsim.model.ModelPackage#getHost_TimeSliceSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getTimeSliceSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getTimeSliceSeconds <em>Time Slice Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Time Slice Seconds</em>' attribute.
	 * @see #getTimeSliceSeconds()
	 * @generated
	 */
	void setTimeSliceSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Sharing</b></em>' attribute.
	 * The default value is <code>"fluid"</code>.
	 * The literals are from the enumeration {@link lbsim.model.CpuSharing}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * fluid (default): weighted processor sharing with infinitely small time slices, as WUS assumes. round-robin: discrete round robin with timeSliceSeconds (10 ms by default), to see how close the fluid model is. A host whose speed changes (profiles, failures, pstates) must be fluid (rule fluidForChangingSpeed).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sharing</em>' attribute.
	 * @see lbsim.model.CpuSharing
	 * @see #setSharing(CpuSharing)
	 * @see lbsim.model.ModelPackage#getHost_Sharing()
	 * @model default="fluid"
	 * @generated
	 */
	CpuSharing getSharing();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getSharing <em>Sharing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sharing</em>' attribute.
	 * @see lbsim.model.CpuSharing
	 * @see #getSharing()
	 * @generated
	 */
	void setSharing(CpuSharing value);

	/**
	 * Returns the value of the '<em><b>Speed Profile</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Availability over time as SimGrid's speed profiles give it: lines TIME FRACTION (the speed is the pstate's speed times FRACTION from TIME on; 1 before the first line), optionally LOOPAFTER SECONDS to repeat; inline with ; between lines, or file:PATH (relative to the scenario). Times must not go back (rule validProfiles). Default: none (constant speed).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Speed Profile</em>' attribute.
	 * @see #setSpeedProfile(String)
	 * @see lbsim.model.ModelPackage#getHost_SpeedProfile()
	 * @model
	 * @generated
	 */
	String getSpeedProfile();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getSpeedProfile <em>Speed Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Speed Profile</em>' attribute.
	 * @see #getSpeedProfile()
	 * @generated
	 */
	void setSpeedProfile(String value);

	/**
	 * Returns the value of the '<em><b>State Profile</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * On and off over time as SimGrid's state profiles give it: lines TIME VALUE (0: off from TIME on, otherwise on; on before the first line), optionally LOOPAFTER SECONDS; inline with ; between lines, or file:PATH. A host that goes off loses its jobs, tasks and messages. Checked by rule validProfiles (inline profiles); some host must stay up (rule someHostStaysUp). Default: none (always on).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>State Profile</em>' attribute.
	 * @see #setStateProfile(String)
	 * @see lbsim.model.ModelPackage#getHost_StateProfile()
	 * @model
	 * @generated
	 */
	String getStateProfile();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getStateProfile <em>State Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>State Profile</em>' attribute.
	 * @see #getStateProfile()
	 * @generated
	 */
	void setStateProfile(String value);

	/**
	 * Returns the value of the '<em><b>Full Speed Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * With reducedSpeedTime: a stochastic availability process; how long the host runs at full speed each time (a distribution spec, unit s), drawn from the host's own seeded stream. Default: none (no such process). Checked by rule validFailureModel.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Full Speed Time</em>' attribute.
	 * @see #setFullSpeedTime(String)
	 * @see lbsim.model.ModelPackage#getHost_FullSpeedTime()
	 * @model
	 * @generated
	 */
	String getFullSpeedTime();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getFullSpeedTime <em>Full Speed Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Full Speed Time</em>' attribute.
	 * @see #getFullSpeedTime()
	 * @generated
	 */
	void setFullSpeedTime(String value);

	/**
	 * Returns the value of the '<em><b>Reduced Speed Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How long each period at reducedSpeed lasts (a distribution spec, unit s); needs fullSpeedTime (rule validFailureModel). Default: none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Reduced Speed Time</em>' attribute.
	 * @see #setReducedSpeedTime(String)
	 * @see lbsim.model.ModelPackage#getHost_ReducedSpeedTime()
	 * @model
	 * @generated
	 */
	String getReducedSpeedTime();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getReducedSpeedTime <em>Reduced Speed Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Reduced Speed Time</em>' attribute.
	 * @see #getReducedSpeedTime()
	 * @generated
	 */
	void setReducedSpeedTime(String value);

	/**
	 * Returns the value of the '<em><b>Reduced Speed</b></em>' attribute.
	 * The default value is <code>"0.5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The fraction of the speed available during a reduced period (0: stopped). Unit: fraction. Default 0.5. Range >= 0 (rule validFailureModel).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Reduced Speed</em>' attribute.
	 * @see #setReducedSpeed(double)
	 * @see lbsim.model.ModelPackage#getHost_ReducedSpeed()
	 * @model default="0.5"
	 * @generated
	 */
	double getReducedSpeed();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getReducedSpeed <em>Reduced Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Reduced Speed</em>' attribute.
	 * @see #getReducedSpeed()
	 * @generated
	 */
	void setReducedSpeed(double value);

	/**
	 * Returns the value of the '<em><b>Time To Failure</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A failure model: the time the host stays up before it fails (a distribution spec, unit s, e.g. exponential(mean=3600) or weibull(shape=0.7, scale=3600)); needs timeToRepair (rule validFailureModel). Drawn from the host's own seeded stream. Default: none (no failures).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Time To Failure</em>' attribute.
	 * @see #setTimeToFailure(String)
	 * @see lbsim.model.ModelPackage#getHost_TimeToFailure()
	 * @model
	 * @generated
	 */
	String getTimeToFailure();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getTimeToFailure <em>Time To Failure</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Time To Failure</em>' attribute.
	 * @see #getTimeToFailure()
	 * @generated
	 */
	void setTimeToFailure(String value);

	/**
	 * Returns the value of the '<em><b>Time To Repair</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The time a failed host stays off (a distribution spec, unit s); needs timeToFailure (rule validFailureModel). Default: none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Time To Repair</em>' attribute.
	 * @see #setTimeToRepair(String)
	 * @see lbsim.model.ModelPackage#getHost_TimeToRepair()
	 * @model
	 * @generated
	 */
	String getTimeToRepair();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getTimeToRepair <em>Time To Repair</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Time To Repair</em>' attribute.
	 * @see #getTimeToRepair()
	 * @generated
	 */
	void setTimeToRepair(String value);

	/**
	 * Returns the value of the '<em><b>Pstate Speeds</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DVFS: the speed factor of each pstate, pstate 0 first, separated by commas (e.g. 1.0, 0.8, 0.6); when set it replaces speed. Unit: x reference. Default: empty, one pstate of speed speed. Checked by rule validPstates.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pstate Speeds</em>' attribute.
	 * @see #setPstateSpeeds(String)
	 * @see lbsim.model.ModelPackage#getHost_PstateSpeeds()
	 * @model
	 * @generated
	 */
	String getPstateSpeeds();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getPstateSpeeds <em>Pstate Speeds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pstate Speeds</em>' attribute.
	 * @see #getPstateSpeeds()
	 * @generated
	 */
	void setPstateSpeeds(String value);

	/**
	 * Returns the value of the '<em><b>Pstate</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The pstate the host runs in, 0 to the number of pstates - 1 (rule validPstates). Default 0.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pstate</em>' attribute.
	 * @see #setPstate(int)
	 * @see lbsim.model.ModelPackage#getHost_Pstate()
	 * @model default="0"
	 * @generated
	 */
	int getPstate();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getPstate <em>Pstate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pstate</em>' attribute.
	 * @see #getPstate()
	 * @generated
	 */
	void setPstate(int value);

	/**
	 * Returns the value of the '<em><b>Wattage Per State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Power model as SimGrid's host energy plugin reads it: per pstate Idle:AllCores or Idle:Epsilon:AllCores watts, pstates separated by commas, one entry per pstate (rule validWattage). Unit: W. Default: none (the host is not metered). Set on any host, energy.csv gives every metered host's joules.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wattage Per State</em>' attribute.
	 * @see #setWattagePerState(String)
	 * @see lbsim.model.ModelPackage#getHost_WattagePerState()
	 * @model
	 * @generated
	 */
	String getWattagePerState();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getWattagePerState <em>Wattage Per State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wattage Per State</em>' attribute.
	 * @see #getWattagePerState()
	 * @generated
	 */
	void setWattagePerState(String value);

	/**
	 * Returns the value of the '<em><b>Wattage Off</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Watts drawn while the host is off. Unit: W. Default 0. Range >= 0 (rule validWattage).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wattage Off</em>' attribute.
	 * @see #setWattageOff(double)
	 * @see lbsim.model.ModelPackage#getHost_WattageOff()
	 * @model default="0.0"
	 * @generated
	 */
	double getWattageOff();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getWattageOff <em>Wattage Off</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wattage Off</em>' attribute.
	 * @see #getWattageOff()
	 * @generated
	 */
	void setWattageOff(double value);

} // Host
