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
 * @generated
 */
public interface Host extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
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
	 * Speed factor against the reference machine (1.0): one second of reference CPU work takes 1/speed seconds of one processor. Must be > 0.
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
	 * Number of processors (SMP node); at least 1. One job uses at most one processor.
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
	 * The network segment the host is attached to; hosts talk over the segment they share.
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
	 * The round-robin time slice of a nice-0 job in seconds (other jobs get slices in proportion to their weight); 0 (default): 0.01 s, Linux's classic 10 ms, when sharing is round-robin. A value > 0 alone also selects round robin (as before sharing existed). Must be >= 0.
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
	 * fluid (default): weighted processor sharing with infinitely small time slices, as WUS assumes. round-robin: discrete round robin with timeSliceSeconds (10 ms by default), to see how close the fluid model is.
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
	 * Availability over time as SimGrid's speed profiles give it: lines TIME FRACTION (the speed is the pstate's speed times FRACTION from TIME on; 1 before the first line), optionally LOOPAFTER SECONDS to repeat; inline with ; between lines, or file:PATH (relative to the scenario). Times must not go back.
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
	 * On and off over time as SimGrid's state profiles give it: lines TIME VALUE (0: off from TIME on, otherwise on; on before the first line), optionally LOOPAFTER SECONDS; inline with ; between lines, or file:PATH. A host that goes off loses its jobs, tasks and messages.
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
	 * With reducedSpeedTime: a stochastic availability process; how long the host runs at full speed each time (a distribution spec, seconds), drawn from the host's own seeded stream.
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
	 * How long each period at reducedSpeed lasts (a distribution spec, seconds).
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
	 * The fraction of the speed available during a reduced period (0: stopped), >= 0.
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
	 * A failure model: the time the host stays up before it fails (a distribution spec, seconds, e.g. exponential(mean=3600) or weibull(shape=0.7, scale=3600)); needs timeToRepair. Drawn from the host's own seeded stream.
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
	 * The time a failed host stays off (a distribution spec, seconds).
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
	 * DVFS: the speed factor of each pstate, pstate 0 first, separated by commas (e.g. 1.0, 0.8, 0.6); when set it replaces speed. Empty: one pstate of speed speed.
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
	 * The pstate the host runs in (0 .. number of pstates - 1).
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
	 * Power model as SimGrid's host energy plugin reads it: per pstate Idle:AllCores or Idle:Epsilon:AllCores watts, pstates separated by commas. Set on any host, energy.csv gives every metered host's joules.
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
	 * Watts drawn while the host is off, >= 0.
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
