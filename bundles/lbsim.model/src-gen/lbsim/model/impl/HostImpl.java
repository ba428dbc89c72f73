/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.CpuSharing;
import lbsim.model.Host;
import lbsim.model.ModelPackage;
import lbsim.model.NetworkSegment;
import lbsim.model.SchedulerPolicy;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Host</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.HostImpl#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getSpeed <em>Speed</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getProcessors <em>Processors</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getScheduler <em>Scheduler</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getSegment <em>Segment</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getTimeSliceSeconds <em>Time Slice Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getSharing <em>Sharing</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getSpeedProfile <em>Speed Profile</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getStateProfile <em>State Profile</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getFullSpeedTime <em>Full Speed Time</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getReducedSpeedTime <em>Reduced Speed Time</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getReducedSpeed <em>Reduced Speed</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getTimeToFailure <em>Time To Failure</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getTimeToRepair <em>Time To Repair</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getPstateSpeeds <em>Pstate Speeds</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getPstate <em>Pstate</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getWattagePerState <em>Wattage Per State</em>}</li>
 *   <li>{@link lbsim.model.impl.HostImpl#getWattageOff <em>Wattage Off</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HostImpl extends MinimalEObjectImpl.Container implements Host {
	/**
	 * The default value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected static final String NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected String name = NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getSpeed() <em>Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpeed()
	 * @generated
	 * @ordered
	 */
	protected static final double SPEED_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getSpeed() <em>Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpeed()
	 * @generated
	 * @ordered
	 */
	protected double speed = SPEED_EDEFAULT;

	/**
	 * The default value of the '{@link #getProcessors() <em>Processors</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessors()
	 * @generated
	 * @ordered
	 */
	protected static final int PROCESSORS_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getProcessors() <em>Processors</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProcessors()
	 * @generated
	 * @ordered
	 */
	protected int processors = PROCESSORS_EDEFAULT;

	/**
	 * The default value of the '{@link #getScheduler() <em>Scheduler</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getScheduler()
	 * @generated
	 * @ordered
	 */
	protected static final SchedulerPolicy SCHEDULER_EDEFAULT = SchedulerPolicy.LINUX_20;

	/**
	 * The cached value of the '{@link #getScheduler() <em>Scheduler</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getScheduler()
	 * @generated
	 * @ordered
	 */
	protected SchedulerPolicy scheduler = SCHEDULER_EDEFAULT;

	/**
	 * The cached value of the '{@link #getSegment() <em>Segment</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSegment()
	 * @generated
	 * @ordered
	 */
	protected NetworkSegment segment;

	/**
	 * The default value of the '{@link #getTimeSliceSeconds() <em>Time Slice Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeSliceSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double TIME_SLICE_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getTimeSliceSeconds() <em>Time Slice Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeSliceSeconds()
	 * @generated
	 * @ordered
	 */
	protected double timeSliceSeconds = TIME_SLICE_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getSharing() <em>Sharing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSharing()
	 * @generated
	 * @ordered
	 */
	protected static final CpuSharing SHARING_EDEFAULT = CpuSharing.FLUID;

	/**
	 * The cached value of the '{@link #getSharing() <em>Sharing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSharing()
	 * @generated
	 * @ordered
	 */
	protected CpuSharing sharing = SHARING_EDEFAULT;

	/**
	 * The default value of the '{@link #getSpeedProfile() <em>Speed Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpeedProfile()
	 * @generated
	 * @ordered
	 */
	protected static final String SPEED_PROFILE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getSpeedProfile() <em>Speed Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpeedProfile()
	 * @generated
	 * @ordered
	 */
	protected String speedProfile = SPEED_PROFILE_EDEFAULT;

	/**
	 * The default value of the '{@link #getStateProfile() <em>State Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStateProfile()
	 * @generated
	 * @ordered
	 */
	protected static final String STATE_PROFILE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getStateProfile() <em>State Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStateProfile()
	 * @generated
	 * @ordered
	 */
	protected String stateProfile = STATE_PROFILE_EDEFAULT;

	/**
	 * The default value of the '{@link #getFullSpeedTime() <em>Full Speed Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFullSpeedTime()
	 * @generated
	 * @ordered
	 */
	protected static final String FULL_SPEED_TIME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getFullSpeedTime() <em>Full Speed Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFullSpeedTime()
	 * @generated
	 * @ordered
	 */
	protected String fullSpeedTime = FULL_SPEED_TIME_EDEFAULT;

	/**
	 * The default value of the '{@link #getReducedSpeedTime() <em>Reduced Speed Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReducedSpeedTime()
	 * @generated
	 * @ordered
	 */
	protected static final String REDUCED_SPEED_TIME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getReducedSpeedTime() <em>Reduced Speed Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReducedSpeedTime()
	 * @generated
	 * @ordered
	 */
	protected String reducedSpeedTime = REDUCED_SPEED_TIME_EDEFAULT;

	/**
	 * The default value of the '{@link #getReducedSpeed() <em>Reduced Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReducedSpeed()
	 * @generated
	 * @ordered
	 */
	protected static final double REDUCED_SPEED_EDEFAULT = 0.5;

	/**
	 * The cached value of the '{@link #getReducedSpeed() <em>Reduced Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReducedSpeed()
	 * @generated
	 * @ordered
	 */
	protected double reducedSpeed = REDUCED_SPEED_EDEFAULT;

	/**
	 * The default value of the '{@link #getTimeToFailure() <em>Time To Failure</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeToFailure()
	 * @generated
	 * @ordered
	 */
	protected static final String TIME_TO_FAILURE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTimeToFailure() <em>Time To Failure</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeToFailure()
	 * @generated
	 * @ordered
	 */
	protected String timeToFailure = TIME_TO_FAILURE_EDEFAULT;

	/**
	 * The default value of the '{@link #getTimeToRepair() <em>Time To Repair</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeToRepair()
	 * @generated
	 * @ordered
	 */
	protected static final String TIME_TO_REPAIR_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTimeToRepair() <em>Time To Repair</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeToRepair()
	 * @generated
	 * @ordered
	 */
	protected String timeToRepair = TIME_TO_REPAIR_EDEFAULT;

	/**
	 * The default value of the '{@link #getPstateSpeeds() <em>Pstate Speeds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPstateSpeeds()
	 * @generated
	 * @ordered
	 */
	protected static final String PSTATE_SPEEDS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getPstateSpeeds() <em>Pstate Speeds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPstateSpeeds()
	 * @generated
	 * @ordered
	 */
	protected String pstateSpeeds = PSTATE_SPEEDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getPstate() <em>Pstate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPstate()
	 * @generated
	 * @ordered
	 */
	protected static final int PSTATE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPstate() <em>Pstate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPstate()
	 * @generated
	 * @ordered
	 */
	protected int pstate = PSTATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getWattagePerState() <em>Wattage Per State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWattagePerState()
	 * @generated
	 * @ordered
	 */
	protected static final String WATTAGE_PER_STATE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getWattagePerState() <em>Wattage Per State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWattagePerState()
	 * @generated
	 * @ordered
	 */
	protected String wattagePerState = WATTAGE_PER_STATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getWattageOff() <em>Wattage Off</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWattageOff()
	 * @generated
	 * @ordered
	 */
	protected static final double WATTAGE_OFF_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getWattageOff() <em>Wattage Off</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWattageOff()
	 * @generated
	 * @ordered
	 */
	protected double wattageOff = WATTAGE_OFF_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HostImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.HOST;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
		return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setName(String newName) {
		String oldName = name;
		name = newName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getSpeed() {
		return speed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSpeed(double newSpeed) {
		double oldSpeed = speed;
		speed = newSpeed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__SPEED, oldSpeed, speed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getProcessors() {
		return processors;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setProcessors(int newProcessors) {
		int oldProcessors = processors;
		processors = newProcessors;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__PROCESSORS, oldProcessors, processors));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SchedulerPolicy getScheduler() {
		return scheduler;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setScheduler(SchedulerPolicy newScheduler) {
		SchedulerPolicy oldScheduler = scheduler;
		scheduler = newScheduler == null ? SCHEDULER_EDEFAULT : newScheduler;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__SCHEDULER, oldScheduler, scheduler));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NetworkSegment getSegment() {
		if (segment != null && segment.eIsProxy()) {
			InternalEObject oldSegment = (InternalEObject)segment;
			segment = (NetworkSegment)eResolveProxy(oldSegment);
			if (segment != oldSegment) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ModelPackage.HOST__SEGMENT, oldSegment, segment));
			}
		}
		return segment;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NetworkSegment basicGetSegment() {
		return segment;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSegment(NetworkSegment newSegment) {
		NetworkSegment oldSegment = segment;
		segment = newSegment;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__SEGMENT, oldSegment, segment));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getTimeSliceSeconds() {
		return timeSliceSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeSliceSeconds(double newTimeSliceSeconds) {
		double oldTimeSliceSeconds = timeSliceSeconds;
		timeSliceSeconds = newTimeSliceSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__TIME_SLICE_SECONDS, oldTimeSliceSeconds, timeSliceSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CpuSharing getSharing() {
		return sharing;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSharing(CpuSharing newSharing) {
		CpuSharing oldSharing = sharing;
		sharing = newSharing == null ? SHARING_EDEFAULT : newSharing;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__SHARING, oldSharing, sharing));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getSpeedProfile() {
		return speedProfile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSpeedProfile(String newSpeedProfile) {
		String oldSpeedProfile = speedProfile;
		speedProfile = newSpeedProfile;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__SPEED_PROFILE, oldSpeedProfile, speedProfile));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getStateProfile() {
		return stateProfile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStateProfile(String newStateProfile) {
		String oldStateProfile = stateProfile;
		stateProfile = newStateProfile;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__STATE_PROFILE, oldStateProfile, stateProfile));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getFullSpeedTime() {
		return fullSpeedTime;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFullSpeedTime(String newFullSpeedTime) {
		String oldFullSpeedTime = fullSpeedTime;
		fullSpeedTime = newFullSpeedTime;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__FULL_SPEED_TIME, oldFullSpeedTime, fullSpeedTime));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getReducedSpeedTime() {
		return reducedSpeedTime;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReducedSpeedTime(String newReducedSpeedTime) {
		String oldReducedSpeedTime = reducedSpeedTime;
		reducedSpeedTime = newReducedSpeedTime;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__REDUCED_SPEED_TIME, oldReducedSpeedTime, reducedSpeedTime));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getReducedSpeed() {
		return reducedSpeed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReducedSpeed(double newReducedSpeed) {
		double oldReducedSpeed = reducedSpeed;
		reducedSpeed = newReducedSpeed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__REDUCED_SPEED, oldReducedSpeed, reducedSpeed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTimeToFailure() {
		return timeToFailure;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeToFailure(String newTimeToFailure) {
		String oldTimeToFailure = timeToFailure;
		timeToFailure = newTimeToFailure;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__TIME_TO_FAILURE, oldTimeToFailure, timeToFailure));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTimeToRepair() {
		return timeToRepair;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeToRepair(String newTimeToRepair) {
		String oldTimeToRepair = timeToRepair;
		timeToRepair = newTimeToRepair;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__TIME_TO_REPAIR, oldTimeToRepair, timeToRepair));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getPstateSpeeds() {
		return pstateSpeeds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPstateSpeeds(String newPstateSpeeds) {
		String oldPstateSpeeds = pstateSpeeds;
		pstateSpeeds = newPstateSpeeds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__PSTATE_SPEEDS, oldPstateSpeeds, pstateSpeeds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPstate() {
		return pstate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPstate(int newPstate) {
		int oldPstate = pstate;
		pstate = newPstate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__PSTATE, oldPstate, pstate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getWattagePerState() {
		return wattagePerState;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWattagePerState(String newWattagePerState) {
		String oldWattagePerState = wattagePerState;
		wattagePerState = newWattagePerState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__WATTAGE_PER_STATE, oldWattagePerState, wattagePerState));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getWattageOff() {
		return wattageOff;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWattageOff(double newWattageOff) {
		double oldWattageOff = wattageOff;
		wattageOff = newWattageOff;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.HOST__WATTAGE_OFF, oldWattageOff, wattageOff));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.HOST__NAME:
				return getName();
			case ModelPackage.HOST__SPEED:
				return getSpeed();
			case ModelPackage.HOST__PROCESSORS:
				return getProcessors();
			case ModelPackage.HOST__SCHEDULER:
				return getScheduler();
			case ModelPackage.HOST__SEGMENT:
				if (resolve) return getSegment();
				return basicGetSegment();
			case ModelPackage.HOST__TIME_SLICE_SECONDS:
				return getTimeSliceSeconds();
			case ModelPackage.HOST__SHARING:
				return getSharing();
			case ModelPackage.HOST__SPEED_PROFILE:
				return getSpeedProfile();
			case ModelPackage.HOST__STATE_PROFILE:
				return getStateProfile();
			case ModelPackage.HOST__FULL_SPEED_TIME:
				return getFullSpeedTime();
			case ModelPackage.HOST__REDUCED_SPEED_TIME:
				return getReducedSpeedTime();
			case ModelPackage.HOST__REDUCED_SPEED:
				return getReducedSpeed();
			case ModelPackage.HOST__TIME_TO_FAILURE:
				return getTimeToFailure();
			case ModelPackage.HOST__TIME_TO_REPAIR:
				return getTimeToRepair();
			case ModelPackage.HOST__PSTATE_SPEEDS:
				return getPstateSpeeds();
			case ModelPackage.HOST__PSTATE:
				return getPstate();
			case ModelPackage.HOST__WATTAGE_PER_STATE:
				return getWattagePerState();
			case ModelPackage.HOST__WATTAGE_OFF:
				return getWattageOff();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ModelPackage.HOST__NAME:
				setName((String)newValue);
				return;
			case ModelPackage.HOST__SPEED:
				setSpeed((Double)newValue);
				return;
			case ModelPackage.HOST__PROCESSORS:
				setProcessors((Integer)newValue);
				return;
			case ModelPackage.HOST__SCHEDULER:
				setScheduler((SchedulerPolicy)newValue);
				return;
			case ModelPackage.HOST__SEGMENT:
				setSegment((NetworkSegment)newValue);
				return;
			case ModelPackage.HOST__TIME_SLICE_SECONDS:
				setTimeSliceSeconds((Double)newValue);
				return;
			case ModelPackage.HOST__SHARING:
				setSharing((CpuSharing)newValue);
				return;
			case ModelPackage.HOST__SPEED_PROFILE:
				setSpeedProfile((String)newValue);
				return;
			case ModelPackage.HOST__STATE_PROFILE:
				setStateProfile((String)newValue);
				return;
			case ModelPackage.HOST__FULL_SPEED_TIME:
				setFullSpeedTime((String)newValue);
				return;
			case ModelPackage.HOST__REDUCED_SPEED_TIME:
				setReducedSpeedTime((String)newValue);
				return;
			case ModelPackage.HOST__REDUCED_SPEED:
				setReducedSpeed((Double)newValue);
				return;
			case ModelPackage.HOST__TIME_TO_FAILURE:
				setTimeToFailure((String)newValue);
				return;
			case ModelPackage.HOST__TIME_TO_REPAIR:
				setTimeToRepair((String)newValue);
				return;
			case ModelPackage.HOST__PSTATE_SPEEDS:
				setPstateSpeeds((String)newValue);
				return;
			case ModelPackage.HOST__PSTATE:
				setPstate((Integer)newValue);
				return;
			case ModelPackage.HOST__WATTAGE_PER_STATE:
				setWattagePerState((String)newValue);
				return;
			case ModelPackage.HOST__WATTAGE_OFF:
				setWattageOff((Double)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case ModelPackage.HOST__NAME:
				setName(NAME_EDEFAULT);
				return;
			case ModelPackage.HOST__SPEED:
				setSpeed(SPEED_EDEFAULT);
				return;
			case ModelPackage.HOST__PROCESSORS:
				setProcessors(PROCESSORS_EDEFAULT);
				return;
			case ModelPackage.HOST__SCHEDULER:
				setScheduler(SCHEDULER_EDEFAULT);
				return;
			case ModelPackage.HOST__SEGMENT:
				setSegment((NetworkSegment)null);
				return;
			case ModelPackage.HOST__TIME_SLICE_SECONDS:
				setTimeSliceSeconds(TIME_SLICE_SECONDS_EDEFAULT);
				return;
			case ModelPackage.HOST__SHARING:
				setSharing(SHARING_EDEFAULT);
				return;
			case ModelPackage.HOST__SPEED_PROFILE:
				setSpeedProfile(SPEED_PROFILE_EDEFAULT);
				return;
			case ModelPackage.HOST__STATE_PROFILE:
				setStateProfile(STATE_PROFILE_EDEFAULT);
				return;
			case ModelPackage.HOST__FULL_SPEED_TIME:
				setFullSpeedTime(FULL_SPEED_TIME_EDEFAULT);
				return;
			case ModelPackage.HOST__REDUCED_SPEED_TIME:
				setReducedSpeedTime(REDUCED_SPEED_TIME_EDEFAULT);
				return;
			case ModelPackage.HOST__REDUCED_SPEED:
				setReducedSpeed(REDUCED_SPEED_EDEFAULT);
				return;
			case ModelPackage.HOST__TIME_TO_FAILURE:
				setTimeToFailure(TIME_TO_FAILURE_EDEFAULT);
				return;
			case ModelPackage.HOST__TIME_TO_REPAIR:
				setTimeToRepair(TIME_TO_REPAIR_EDEFAULT);
				return;
			case ModelPackage.HOST__PSTATE_SPEEDS:
				setPstateSpeeds(PSTATE_SPEEDS_EDEFAULT);
				return;
			case ModelPackage.HOST__PSTATE:
				setPstate(PSTATE_EDEFAULT);
				return;
			case ModelPackage.HOST__WATTAGE_PER_STATE:
				setWattagePerState(WATTAGE_PER_STATE_EDEFAULT);
				return;
			case ModelPackage.HOST__WATTAGE_OFF:
				setWattageOff(WATTAGE_OFF_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case ModelPackage.HOST__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case ModelPackage.HOST__SPEED:
				return speed != SPEED_EDEFAULT;
			case ModelPackage.HOST__PROCESSORS:
				return processors != PROCESSORS_EDEFAULT;
			case ModelPackage.HOST__SCHEDULER:
				return scheduler != SCHEDULER_EDEFAULT;
			case ModelPackage.HOST__SEGMENT:
				return segment != null;
			case ModelPackage.HOST__TIME_SLICE_SECONDS:
				return timeSliceSeconds != TIME_SLICE_SECONDS_EDEFAULT;
			case ModelPackage.HOST__SHARING:
				return sharing != SHARING_EDEFAULT;
			case ModelPackage.HOST__SPEED_PROFILE:
				return SPEED_PROFILE_EDEFAULT == null ? speedProfile != null : !SPEED_PROFILE_EDEFAULT.equals(speedProfile);
			case ModelPackage.HOST__STATE_PROFILE:
				return STATE_PROFILE_EDEFAULT == null ? stateProfile != null : !STATE_PROFILE_EDEFAULT.equals(stateProfile);
			case ModelPackage.HOST__FULL_SPEED_TIME:
				return FULL_SPEED_TIME_EDEFAULT == null ? fullSpeedTime != null : !FULL_SPEED_TIME_EDEFAULT.equals(fullSpeedTime);
			case ModelPackage.HOST__REDUCED_SPEED_TIME:
				return REDUCED_SPEED_TIME_EDEFAULT == null ? reducedSpeedTime != null : !REDUCED_SPEED_TIME_EDEFAULT.equals(reducedSpeedTime);
			case ModelPackage.HOST__REDUCED_SPEED:
				return reducedSpeed != REDUCED_SPEED_EDEFAULT;
			case ModelPackage.HOST__TIME_TO_FAILURE:
				return TIME_TO_FAILURE_EDEFAULT == null ? timeToFailure != null : !TIME_TO_FAILURE_EDEFAULT.equals(timeToFailure);
			case ModelPackage.HOST__TIME_TO_REPAIR:
				return TIME_TO_REPAIR_EDEFAULT == null ? timeToRepair != null : !TIME_TO_REPAIR_EDEFAULT.equals(timeToRepair);
			case ModelPackage.HOST__PSTATE_SPEEDS:
				return PSTATE_SPEEDS_EDEFAULT == null ? pstateSpeeds != null : !PSTATE_SPEEDS_EDEFAULT.equals(pstateSpeeds);
			case ModelPackage.HOST__PSTATE:
				return pstate != PSTATE_EDEFAULT;
			case ModelPackage.HOST__WATTAGE_PER_STATE:
				return WATTAGE_PER_STATE_EDEFAULT == null ? wattagePerState != null : !WATTAGE_PER_STATE_EDEFAULT.equals(wattagePerState);
			case ModelPackage.HOST__WATTAGE_OFF:
				return wattageOff != WATTAGE_OFF_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (name: ");
		result.append(name);
		result.append(", speed: ");
		result.append(speed);
		result.append(", processors: ");
		result.append(processors);
		result.append(", scheduler: ");
		result.append(scheduler);
		result.append(", timeSliceSeconds: ");
		result.append(timeSliceSeconds);
		result.append(", sharing: ");
		result.append(sharing);
		result.append(", speedProfile: ");
		result.append(speedProfile);
		result.append(", stateProfile: ");
		result.append(stateProfile);
		result.append(", fullSpeedTime: ");
		result.append(fullSpeedTime);
		result.append(", reducedSpeedTime: ");
		result.append(reducedSpeedTime);
		result.append(", reducedSpeed: ");
		result.append(reducedSpeed);
		result.append(", timeToFailure: ");
		result.append(timeToFailure);
		result.append(", timeToRepair: ");
		result.append(timeToRepair);
		result.append(", pstateSpeeds: ");
		result.append(pstateSpeeds);
		result.append(", pstate: ");
		result.append(pstate);
		result.append(", wattagePerState: ");
		result.append(wattagePerState);
		result.append(", wattageOff: ");
		result.append(wattageOff);
		result.append(')');
		return result.toString();
	}

} //HostImpl
