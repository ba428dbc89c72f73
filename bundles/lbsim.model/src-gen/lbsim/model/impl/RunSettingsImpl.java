/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.ModelPackage;
import lbsim.model.RunSettings;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Run Settings</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.RunSettingsImpl#getSeed <em>Seed</em>}</li>
 *   <li>{@link lbsim.model.impl.RunSettingsImpl#getEndTimeSeconds <em>End Time Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.RunSettingsImpl#getMaxEvents <em>Max Events</em>}</li>
 *   <li>{@link lbsim.model.impl.RunSettingsImpl#getWallClockLimitSeconds <em>Wall Clock Limit Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.RunSettingsImpl#getReplications <em>Replications</em>}</li>
 *   <li>{@link lbsim.model.impl.RunSettingsImpl#getEstimateFile <em>Estimate File</em>}</li>
 * </ul>
 *
 * @generated
 */
public class RunSettingsImpl extends MinimalEObjectImpl.Container implements RunSettings {
	/**
	 * The default value of the '{@link #getSeed() <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeed()
	 * @generated
	 * @ordered
	 */
	protected static final long SEED_EDEFAULT = 1L;

	/**
	 * The cached value of the '{@link #getSeed() <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeed()
	 * @generated
	 * @ordered
	 */
	protected long seed = SEED_EDEFAULT;

	/**
	 * The default value of the '{@link #getEndTimeSeconds() <em>End Time Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEndTimeSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double END_TIME_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getEndTimeSeconds() <em>End Time Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEndTimeSeconds()
	 * @generated
	 * @ordered
	 */
	protected double endTimeSeconds = END_TIME_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxEvents() <em>Max Events</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxEvents()
	 * @generated
	 * @ordered
	 */
	protected static final long MAX_EVENTS_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getMaxEvents() <em>Max Events</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxEvents()
	 * @generated
	 * @ordered
	 */
	protected long maxEvents = MAX_EVENTS_EDEFAULT;

	/**
	 * The default value of the '{@link #getWallClockLimitSeconds() <em>Wall Clock Limit Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWallClockLimitSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double WALL_CLOCK_LIMIT_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getWallClockLimitSeconds() <em>Wall Clock Limit Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWallClockLimitSeconds()
	 * @generated
	 * @ordered
	 */
	protected double wallClockLimitSeconds = WALL_CLOCK_LIMIT_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getReplications() <em>Replications</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReplications()
	 * @generated
	 * @ordered
	 */
	protected static final int REPLICATIONS_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getReplications() <em>Replications</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReplications()
	 * @generated
	 * @ordered
	 */
	protected int replications = REPLICATIONS_EDEFAULT;

	/**
	 * The default value of the '{@link #getEstimateFile() <em>Estimate File</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEstimateFile()
	 * @generated
	 * @ordered
	 */
	protected static final String ESTIMATE_FILE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getEstimateFile() <em>Estimate File</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEstimateFile()
	 * @generated
	 * @ordered
	 */
	protected String estimateFile = ESTIMATE_FILE_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected RunSettingsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.RUN_SETTINGS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSeed() {
		return seed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSeed(long newSeed) {
		long oldSeed = seed;
		seed = newSeed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.RUN_SETTINGS__SEED, oldSeed, seed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getEndTimeSeconds() {
		return endTimeSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEndTimeSeconds(double newEndTimeSeconds) {
		double oldEndTimeSeconds = endTimeSeconds;
		endTimeSeconds = newEndTimeSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.RUN_SETTINGS__END_TIME_SECONDS, oldEndTimeSeconds, endTimeSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMaxEvents() {
		return maxEvents;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxEvents(long newMaxEvents) {
		long oldMaxEvents = maxEvents;
		maxEvents = newMaxEvents;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.RUN_SETTINGS__MAX_EVENTS, oldMaxEvents, maxEvents));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getWallClockLimitSeconds() {
		return wallClockLimitSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWallClockLimitSeconds(double newWallClockLimitSeconds) {
		double oldWallClockLimitSeconds = wallClockLimitSeconds;
		wallClockLimitSeconds = newWallClockLimitSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.RUN_SETTINGS__WALL_CLOCK_LIMIT_SECONDS, oldWallClockLimitSeconds, wallClockLimitSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getReplications() {
		return replications;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReplications(int newReplications) {
		int oldReplications = replications;
		replications = newReplications;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.RUN_SETTINGS__REPLICATIONS, oldReplications, replications));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getEstimateFile() {
		return estimateFile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEstimateFile(String newEstimateFile) {
		String oldEstimateFile = estimateFile;
		estimateFile = newEstimateFile;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.RUN_SETTINGS__ESTIMATE_FILE, oldEstimateFile, estimateFile));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.RUN_SETTINGS__SEED:
				return getSeed();
			case ModelPackage.RUN_SETTINGS__END_TIME_SECONDS:
				return getEndTimeSeconds();
			case ModelPackage.RUN_SETTINGS__MAX_EVENTS:
				return getMaxEvents();
			case ModelPackage.RUN_SETTINGS__WALL_CLOCK_LIMIT_SECONDS:
				return getWallClockLimitSeconds();
			case ModelPackage.RUN_SETTINGS__REPLICATIONS:
				return getReplications();
			case ModelPackage.RUN_SETTINGS__ESTIMATE_FILE:
				return getEstimateFile();
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
			case ModelPackage.RUN_SETTINGS__SEED:
				setSeed((Long)newValue);
				return;
			case ModelPackage.RUN_SETTINGS__END_TIME_SECONDS:
				setEndTimeSeconds((Double)newValue);
				return;
			case ModelPackage.RUN_SETTINGS__MAX_EVENTS:
				setMaxEvents((Long)newValue);
				return;
			case ModelPackage.RUN_SETTINGS__WALL_CLOCK_LIMIT_SECONDS:
				setWallClockLimitSeconds((Double)newValue);
				return;
			case ModelPackage.RUN_SETTINGS__REPLICATIONS:
				setReplications((Integer)newValue);
				return;
			case ModelPackage.RUN_SETTINGS__ESTIMATE_FILE:
				setEstimateFile((String)newValue);
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
			case ModelPackage.RUN_SETTINGS__SEED:
				setSeed(SEED_EDEFAULT);
				return;
			case ModelPackage.RUN_SETTINGS__END_TIME_SECONDS:
				setEndTimeSeconds(END_TIME_SECONDS_EDEFAULT);
				return;
			case ModelPackage.RUN_SETTINGS__MAX_EVENTS:
				setMaxEvents(MAX_EVENTS_EDEFAULT);
				return;
			case ModelPackage.RUN_SETTINGS__WALL_CLOCK_LIMIT_SECONDS:
				setWallClockLimitSeconds(WALL_CLOCK_LIMIT_SECONDS_EDEFAULT);
				return;
			case ModelPackage.RUN_SETTINGS__REPLICATIONS:
				setReplications(REPLICATIONS_EDEFAULT);
				return;
			case ModelPackage.RUN_SETTINGS__ESTIMATE_FILE:
				setEstimateFile(ESTIMATE_FILE_EDEFAULT);
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
			case ModelPackage.RUN_SETTINGS__SEED:
				return seed != SEED_EDEFAULT;
			case ModelPackage.RUN_SETTINGS__END_TIME_SECONDS:
				return endTimeSeconds != END_TIME_SECONDS_EDEFAULT;
			case ModelPackage.RUN_SETTINGS__MAX_EVENTS:
				return maxEvents != MAX_EVENTS_EDEFAULT;
			case ModelPackage.RUN_SETTINGS__WALL_CLOCK_LIMIT_SECONDS:
				return wallClockLimitSeconds != WALL_CLOCK_LIMIT_SECONDS_EDEFAULT;
			case ModelPackage.RUN_SETTINGS__REPLICATIONS:
				return replications != REPLICATIONS_EDEFAULT;
			case ModelPackage.RUN_SETTINGS__ESTIMATE_FILE:
				return ESTIMATE_FILE_EDEFAULT == null ? estimateFile != null : !ESTIMATE_FILE_EDEFAULT.equals(estimateFile);
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
		result.append(" (seed: ");
		result.append(seed);
		result.append(", endTimeSeconds: ");
		result.append(endTimeSeconds);
		result.append(", maxEvents: ");
		result.append(maxEvents);
		result.append(", wallClockLimitSeconds: ");
		result.append(wallClockLimitSeconds);
		result.append(", replications: ");
		result.append(replications);
		result.append(", estimateFile: ");
		result.append(estimateFile);
		result.append(')');
		return result.toString();
	}

} //RunSettingsImpl
