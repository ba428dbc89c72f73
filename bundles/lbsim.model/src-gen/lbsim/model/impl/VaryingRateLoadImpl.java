/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.ModelPackage;
import lbsim.model.RateInterpolation;
import lbsim.model.VaryingRateLoad;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Varying Rate Load</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.VaryingRateLoadImpl#getRateFile <em>Rate File</em>}</li>
 *   <li>{@link lbsim.model.impl.VaryingRateLoadImpl#getInterpolation <em>Interpolation</em>}</li>
 *   <li>{@link lbsim.model.impl.VaryingRateLoadImpl#getPeriodSeconds <em>Period Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.VaryingRateLoadImpl#getDemand <em>Demand</em>}</li>
 *   <li>{@link lbsim.model.impl.VaryingRateLoadImpl#getNice <em>Nice</em>}</li>
 * </ul>
 *
 * @generated
 */
public class VaryingRateLoadImpl extends WorkloadImpl implements VaryingRateLoad {
	/**
	 * The default value of the '{@link #getRateFile() <em>Rate File</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRateFile()
	 * @generated
	 * @ordered
	 */
	protected static final String RATE_FILE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getRateFile() <em>Rate File</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRateFile()
	 * @generated
	 * @ordered
	 */
	protected String rateFile = RATE_FILE_EDEFAULT;

	/**
	 * The default value of the '{@link #getInterpolation() <em>Interpolation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterpolation()
	 * @generated
	 * @ordered
	 */
	protected static final RateInterpolation INTERPOLATION_EDEFAULT = RateInterpolation.STEP;

	/**
	 * The cached value of the '{@link #getInterpolation() <em>Interpolation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterpolation()
	 * @generated
	 * @ordered
	 */
	protected RateInterpolation interpolation = INTERPOLATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getPeriodSeconds() <em>Period Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeriodSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double PERIOD_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getPeriodSeconds() <em>Period Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPeriodSeconds()
	 * @generated
	 * @ordered
	 */
	protected double periodSeconds = PERIOD_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getDemand() <em>Demand</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDemand()
	 * @generated
	 * @ordered
	 */
	protected static final String DEMAND_EDEFAULT = "exponential(mean=1)";

	/**
	 * The cached value of the '{@link #getDemand() <em>Demand</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDemand()
	 * @generated
	 * @ordered
	 */
	protected String demand = DEMAND_EDEFAULT;

	/**
	 * The default value of the '{@link #getNice() <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNice()
	 * @generated
	 * @ordered
	 */
	protected static final int NICE_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getNice() <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNice()
	 * @generated
	 * @ordered
	 */
	protected int nice = NICE_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected VaryingRateLoadImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.VARYING_RATE_LOAD;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getRateFile() {
		return rateFile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRateFile(String newRateFile) {
		String oldRateFile = rateFile;
		rateFile = newRateFile;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.VARYING_RATE_LOAD__RATE_FILE, oldRateFile, rateFile));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RateInterpolation getInterpolation() {
		return interpolation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInterpolation(RateInterpolation newInterpolation) {
		RateInterpolation oldInterpolation = interpolation;
		interpolation = newInterpolation == null ? INTERPOLATION_EDEFAULT : newInterpolation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.VARYING_RATE_LOAD__INTERPOLATION, oldInterpolation, interpolation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getPeriodSeconds() {
		return periodSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPeriodSeconds(double newPeriodSeconds) {
		double oldPeriodSeconds = periodSeconds;
		periodSeconds = newPeriodSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.VARYING_RATE_LOAD__PERIOD_SECONDS, oldPeriodSeconds, periodSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getDemand() {
		return demand;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDemand(String newDemand) {
		String oldDemand = demand;
		demand = newDemand;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.VARYING_RATE_LOAD__DEMAND, oldDemand, demand));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getNice() {
		return nice;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNice(int newNice) {
		int oldNice = nice;
		nice = newNice;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.VARYING_RATE_LOAD__NICE, oldNice, nice));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.VARYING_RATE_LOAD__RATE_FILE:
				return getRateFile();
			case ModelPackage.VARYING_RATE_LOAD__INTERPOLATION:
				return getInterpolation();
			case ModelPackage.VARYING_RATE_LOAD__PERIOD_SECONDS:
				return getPeriodSeconds();
			case ModelPackage.VARYING_RATE_LOAD__DEMAND:
				return getDemand();
			case ModelPackage.VARYING_RATE_LOAD__NICE:
				return getNice();
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
			case ModelPackage.VARYING_RATE_LOAD__RATE_FILE:
				setRateFile((String)newValue);
				return;
			case ModelPackage.VARYING_RATE_LOAD__INTERPOLATION:
				setInterpolation((RateInterpolation)newValue);
				return;
			case ModelPackage.VARYING_RATE_LOAD__PERIOD_SECONDS:
				setPeriodSeconds((Double)newValue);
				return;
			case ModelPackage.VARYING_RATE_LOAD__DEMAND:
				setDemand((String)newValue);
				return;
			case ModelPackage.VARYING_RATE_LOAD__NICE:
				setNice((Integer)newValue);
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
			case ModelPackage.VARYING_RATE_LOAD__RATE_FILE:
				setRateFile(RATE_FILE_EDEFAULT);
				return;
			case ModelPackage.VARYING_RATE_LOAD__INTERPOLATION:
				setInterpolation(INTERPOLATION_EDEFAULT);
				return;
			case ModelPackage.VARYING_RATE_LOAD__PERIOD_SECONDS:
				setPeriodSeconds(PERIOD_SECONDS_EDEFAULT);
				return;
			case ModelPackage.VARYING_RATE_LOAD__DEMAND:
				setDemand(DEMAND_EDEFAULT);
				return;
			case ModelPackage.VARYING_RATE_LOAD__NICE:
				setNice(NICE_EDEFAULT);
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
			case ModelPackage.VARYING_RATE_LOAD__RATE_FILE:
				return RATE_FILE_EDEFAULT == null ? rateFile != null : !RATE_FILE_EDEFAULT.equals(rateFile);
			case ModelPackage.VARYING_RATE_LOAD__INTERPOLATION:
				return interpolation != INTERPOLATION_EDEFAULT;
			case ModelPackage.VARYING_RATE_LOAD__PERIOD_SECONDS:
				return periodSeconds != PERIOD_SECONDS_EDEFAULT;
			case ModelPackage.VARYING_RATE_LOAD__DEMAND:
				return DEMAND_EDEFAULT == null ? demand != null : !DEMAND_EDEFAULT.equals(demand);
			case ModelPackage.VARYING_RATE_LOAD__NICE:
				return nice != NICE_EDEFAULT;
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
		result.append(" (rateFile: ");
		result.append(rateFile);
		result.append(", interpolation: ");
		result.append(interpolation);
		result.append(", periodSeconds: ");
		result.append(periodSeconds);
		result.append(", demand: ");
		result.append(demand);
		result.append(", nice: ");
		result.append(nice);
		result.append(')');
		return result.toString();
	}

} //VaryingRateLoadImpl
