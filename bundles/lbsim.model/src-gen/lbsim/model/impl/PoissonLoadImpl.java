/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import lbsim.model.ModelPackage;
import lbsim.model.PoissonLoad;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Poisson Load</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.PoissonLoadImpl#getRatePerSecond <em>Rate Per Second</em>}</li>
 *   <li>{@link lbsim.model.impl.PoissonLoadImpl#getDemand <em>Demand</em>}</li>
 *   <li>{@link lbsim.model.impl.PoissonLoadImpl#getNice <em>Nice</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PoissonLoadImpl extends WorkloadImpl implements PoissonLoad {
	/**
	 * The default value of the '{@link #getRatePerSecond() <em>Rate Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRatePerSecond()
	 * @generated
	 * @ordered
	 */
	protected static final double RATE_PER_SECOND_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getRatePerSecond() <em>Rate Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRatePerSecond()
	 * @generated
	 * @ordered
	 */
	protected double ratePerSecond = RATE_PER_SECOND_EDEFAULT;

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
	protected PoissonLoadImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.POISSON_LOAD;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getRatePerSecond() {
		return ratePerSecond;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRatePerSecond(double newRatePerSecond) {
		double oldRatePerSecond = ratePerSecond;
		ratePerSecond = newRatePerSecond;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.POISSON_LOAD__RATE_PER_SECOND, oldRatePerSecond, ratePerSecond));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.POISSON_LOAD__DEMAND, oldDemand, demand));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.POISSON_LOAD__NICE, oldNice, nice));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.POISSON_LOAD__RATE_PER_SECOND:
				return getRatePerSecond();
			case ModelPackage.POISSON_LOAD__DEMAND:
				return getDemand();
			case ModelPackage.POISSON_LOAD__NICE:
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
			case ModelPackage.POISSON_LOAD__RATE_PER_SECOND:
				setRatePerSecond((Double)newValue);
				return;
			case ModelPackage.POISSON_LOAD__DEMAND:
				setDemand((String)newValue);
				return;
			case ModelPackage.POISSON_LOAD__NICE:
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
			case ModelPackage.POISSON_LOAD__RATE_PER_SECOND:
				setRatePerSecond(RATE_PER_SECOND_EDEFAULT);
				return;
			case ModelPackage.POISSON_LOAD__DEMAND:
				setDemand(DEMAND_EDEFAULT);
				return;
			case ModelPackage.POISSON_LOAD__NICE:
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
			case ModelPackage.POISSON_LOAD__RATE_PER_SECOND:
				return ratePerSecond != RATE_PER_SECOND_EDEFAULT;
			case ModelPackage.POISSON_LOAD__DEMAND:
				return DEMAND_EDEFAULT == null ? demand != null : !DEMAND_EDEFAULT.equals(demand);
			case ModelPackage.POISSON_LOAD__NICE:
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
		result.append(" (ratePerSecond: ");
		result.append(ratePerSecond);
		result.append(", demand: ");
		result.append(demand);
		result.append(", nice: ");
		result.append(nice);
		result.append(')');
		return result.toString();
	}

} //PoissonLoadImpl
