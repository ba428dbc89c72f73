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
		result.append(')');
		return result.toString();
	}

} //HostImpl
