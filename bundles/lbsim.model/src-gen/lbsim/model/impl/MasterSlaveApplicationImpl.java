/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import java.util.Collection;

import lbsim.model.Host;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.ModelPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Master Slave Application</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getMaster <em>Master</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getSlaves <em>Slaves</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getUnits <em>Units</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getUnitCost <em>Unit Cost</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getRequestBytes <em>Request Bytes</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getWorkBytesFixed <em>Work Bytes Fixed</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getWorkBytesPerUnit <em>Work Bytes Per Unit</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getResultBytesFixed <em>Result Bytes Fixed</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getResultBytesPerUnit <em>Result Bytes Per Unit</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getMasterOverheadSeconds <em>Master Overhead Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getNeighbourBytes <em>Neighbour Bytes</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getRounds <em>Rounds</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getStrategy <em>Strategy</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getStrategyClass <em>Strategy Class</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getSlaveCount <em>Slave Count</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#getFailureDetectionSeconds <em>Failure Detection Seconds</em>}</li>
 *   <li>{@link lbsim.model.impl.MasterSlaveApplicationImpl#isRejoin <em>Rejoin</em>}</li>
 * </ul>
 *
 * @generated
 */
public class MasterSlaveApplicationImpl extends ApplicationImpl implements MasterSlaveApplication {
	/**
	 * The cached value of the '{@link #getMaster() <em>Master</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaster()
	 * @generated
	 * @ordered
	 */
	protected Host master;

	/**
	 * The cached value of the '{@link #getSlaves() <em>Slaves</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSlaves()
	 * @generated
	 * @ordered
	 */
	protected EList<Host> slaves;

	/**
	 * The default value of the '{@link #getUnits() <em>Units</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnits()
	 * @generated
	 * @ordered
	 */
	protected static final long UNITS_EDEFAULT = 1000L;

	/**
	 * The cached value of the '{@link #getUnits() <em>Units</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnits()
	 * @generated
	 * @ordered
	 */
	protected long units = UNITS_EDEFAULT;

	/**
	 * The default value of the '{@link #getUnitCost() <em>Unit Cost</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnitCost()
	 * @generated
	 * @ordered
	 */
	protected static final String UNIT_COST_EDEFAULT = "exponential(mean=1)";

	/**
	 * The cached value of the '{@link #getUnitCost() <em>Unit Cost</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnitCost()
	 * @generated
	 * @ordered
	 */
	protected String unitCost = UNIT_COST_EDEFAULT;

	/**
	 * The default value of the '{@link #getRequestBytes() <em>Request Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRequestBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long REQUEST_BYTES_EDEFAULT = 64L;

	/**
	 * The cached value of the '{@link #getRequestBytes() <em>Request Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRequestBytes()
	 * @generated
	 * @ordered
	 */
	protected long requestBytes = REQUEST_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getWorkBytesFixed() <em>Work Bytes Fixed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWorkBytesFixed()
	 * @generated
	 * @ordered
	 */
	protected static final long WORK_BYTES_FIXED_EDEFAULT = 64L;

	/**
	 * The cached value of the '{@link #getWorkBytesFixed() <em>Work Bytes Fixed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWorkBytesFixed()
	 * @generated
	 * @ordered
	 */
	protected long workBytesFixed = WORK_BYTES_FIXED_EDEFAULT;

	/**
	 * The default value of the '{@link #getWorkBytesPerUnit() <em>Work Bytes Per Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWorkBytesPerUnit()
	 * @generated
	 * @ordered
	 */
	protected static final long WORK_BYTES_PER_UNIT_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getWorkBytesPerUnit() <em>Work Bytes Per Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWorkBytesPerUnit()
	 * @generated
	 * @ordered
	 */
	protected long workBytesPerUnit = WORK_BYTES_PER_UNIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getResultBytesFixed() <em>Result Bytes Fixed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getResultBytesFixed()
	 * @generated
	 * @ordered
	 */
	protected static final long RESULT_BYTES_FIXED_EDEFAULT = 64L;

	/**
	 * The cached value of the '{@link #getResultBytesFixed() <em>Result Bytes Fixed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getResultBytesFixed()
	 * @generated
	 * @ordered
	 */
	protected long resultBytesFixed = RESULT_BYTES_FIXED_EDEFAULT;

	/**
	 * The default value of the '{@link #getResultBytesPerUnit() <em>Result Bytes Per Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getResultBytesPerUnit()
	 * @generated
	 * @ordered
	 */
	protected static final long RESULT_BYTES_PER_UNIT_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getResultBytesPerUnit() <em>Result Bytes Per Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getResultBytesPerUnit()
	 * @generated
	 * @ordered
	 */
	protected long resultBytesPerUnit = RESULT_BYTES_PER_UNIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getMasterOverheadSeconds() <em>Master Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMasterOverheadSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double MASTER_OVERHEAD_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getMasterOverheadSeconds() <em>Master Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMasterOverheadSeconds()
	 * @generated
	 * @ordered
	 */
	protected double masterOverheadSeconds = MASTER_OVERHEAD_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getNeighbourBytes() <em>Neighbour Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNeighbourBytes()
	 * @generated
	 * @ordered
	 */
	protected static final long NEIGHBOUR_BYTES_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getNeighbourBytes() <em>Neighbour Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNeighbourBytes()
	 * @generated
	 * @ordered
	 */
	protected long neighbourBytes = NEIGHBOUR_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getRounds() <em>Rounds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRounds()
	 * @generated
	 * @ordered
	 */
	protected static final int ROUNDS_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getRounds() <em>Rounds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRounds()
	 * @generated
	 * @ordered
	 */
	protected int rounds = ROUNDS_EDEFAULT;

	/**
	 * The default value of the '{@link #getStrategy() <em>Strategy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStrategy()
	 * @generated
	 * @ordered
	 */
	protected static final String STRATEGY_EDEFAULT = "self";

	/**
	 * The cached value of the '{@link #getStrategy() <em>Strategy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStrategy()
	 * @generated
	 * @ordered
	 */
	protected String strategy = STRATEGY_EDEFAULT;

	/**
	 * The default value of the '{@link #getStrategyClass() <em>Strategy Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStrategyClass()
	 * @generated
	 * @ordered
	 */
	protected static final String STRATEGY_CLASS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getStrategyClass() <em>Strategy Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStrategyClass()
	 * @generated
	 * @ordered
	 */
	protected String strategyClass = STRATEGY_CLASS_EDEFAULT;

	/**
	 * The default value of the '{@link #getSlaveCount() <em>Slave Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSlaveCount()
	 * @generated
	 * @ordered
	 */
	protected static final int SLAVE_COUNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getSlaveCount() <em>Slave Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSlaveCount()
	 * @generated
	 * @ordered
	 */
	protected int slaveCount = SLAVE_COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getFailureDetectionSeconds() <em>Failure Detection Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFailureDetectionSeconds()
	 * @generated
	 * @ordered
	 */
	protected static final double FAILURE_DETECTION_SECONDS_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getFailureDetectionSeconds() <em>Failure Detection Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFailureDetectionSeconds()
	 * @generated
	 * @ordered
	 */
	protected double failureDetectionSeconds = FAILURE_DETECTION_SECONDS_EDEFAULT;

	/**
	 * The default value of the '{@link #isRejoin() <em>Rejoin</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRejoin()
	 * @generated
	 * @ordered
	 */
	protected static final boolean REJOIN_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isRejoin() <em>Rejoin</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isRejoin()
	 * @generated
	 * @ordered
	 */
	protected boolean rejoin = REJOIN_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected MasterSlaveApplicationImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.MASTER_SLAVE_APPLICATION;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host getMaster() {
		if (master != null && master.eIsProxy()) {
			InternalEObject oldMaster = (InternalEObject)master;
			master = (Host)eResolveProxy(oldMaster);
			if (master != oldMaster) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ModelPackage.MASTER_SLAVE_APPLICATION__MASTER, oldMaster, master));
			}
		}
		return master;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Host basicGetMaster() {
		return master;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaster(Host newMaster) {
		Host oldMaster = master;
		master = newMaster;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__MASTER, oldMaster, master));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Host> getSlaves() {
		if (slaves == null) {
			slaves = new EObjectResolvingEList<Host>(Host.class, this, ModelPackage.MASTER_SLAVE_APPLICATION__SLAVES);
		}
		return slaves;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getUnits() {
		return units;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUnits(long newUnits) {
		long oldUnits = units;
		units = newUnits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__UNITS, oldUnits, units));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getUnitCost() {
		return unitCost;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUnitCost(String newUnitCost) {
		String oldUnitCost = unitCost;
		unitCost = newUnitCost;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__UNIT_COST, oldUnitCost, unitCost));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRequestBytes() {
		return requestBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRequestBytes(long newRequestBytes) {
		long oldRequestBytes = requestBytes;
		requestBytes = newRequestBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__REQUEST_BYTES, oldRequestBytes, requestBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getWorkBytesFixed() {
		return workBytesFixed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWorkBytesFixed(long newWorkBytesFixed) {
		long oldWorkBytesFixed = workBytesFixed;
		workBytesFixed = newWorkBytesFixed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_FIXED, oldWorkBytesFixed, workBytesFixed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getWorkBytesPerUnit() {
		return workBytesPerUnit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWorkBytesPerUnit(long newWorkBytesPerUnit) {
		long oldWorkBytesPerUnit = workBytesPerUnit;
		workBytesPerUnit = newWorkBytesPerUnit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT, oldWorkBytesPerUnit, workBytesPerUnit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getResultBytesFixed() {
		return resultBytesFixed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setResultBytesFixed(long newResultBytesFixed) {
		long oldResultBytesFixed = resultBytesFixed;
		resultBytesFixed = newResultBytesFixed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_FIXED, oldResultBytesFixed, resultBytesFixed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getResultBytesPerUnit() {
		return resultBytesPerUnit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setResultBytesPerUnit(long newResultBytesPerUnit) {
		long oldResultBytesPerUnit = resultBytesPerUnit;
		resultBytesPerUnit = newResultBytesPerUnit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT, oldResultBytesPerUnit, resultBytesPerUnit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMasterOverheadSeconds() {
		return masterOverheadSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMasterOverheadSeconds(double newMasterOverheadSeconds) {
		double oldMasterOverheadSeconds = masterOverheadSeconds;
		masterOverheadSeconds = newMasterOverheadSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__MASTER_OVERHEAD_SECONDS, oldMasterOverheadSeconds, masterOverheadSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getNeighbourBytes() {
		return neighbourBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNeighbourBytes(long newNeighbourBytes) {
		long oldNeighbourBytes = neighbourBytes;
		neighbourBytes = newNeighbourBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__NEIGHBOUR_BYTES, oldNeighbourBytes, neighbourBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRounds() {
		return rounds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRounds(int newRounds) {
		int oldRounds = rounds;
		rounds = newRounds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__ROUNDS, oldRounds, rounds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getStrategy() {
		return strategy;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStrategy(String newStrategy) {
		String oldStrategy = strategy;
		strategy = newStrategy;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY, oldStrategy, strategy));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getStrategyClass() {
		return strategyClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStrategyClass(String newStrategyClass) {
		String oldStrategyClass = strategyClass;
		strategyClass = newStrategyClass;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY_CLASS, oldStrategyClass, strategyClass));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSlaveCount() {
		return slaveCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSlaveCount(int newSlaveCount) {
		int oldSlaveCount = slaveCount;
		slaveCount = newSlaveCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__SLAVE_COUNT, oldSlaveCount, slaveCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getFailureDetectionSeconds() {
		return failureDetectionSeconds;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFailureDetectionSeconds(double newFailureDetectionSeconds) {
		double oldFailureDetectionSeconds = failureDetectionSeconds;
		failureDetectionSeconds = newFailureDetectionSeconds;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__FAILURE_DETECTION_SECONDS, oldFailureDetectionSeconds, failureDetectionSeconds));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isRejoin() {
		return rejoin;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRejoin(boolean newRejoin) {
		boolean oldRejoin = rejoin;
		rejoin = newRejoin;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.MASTER_SLAVE_APPLICATION__REJOIN, oldRejoin, rejoin));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.MASTER_SLAVE_APPLICATION__MASTER:
				if (resolve) return getMaster();
				return basicGetMaster();
			case ModelPackage.MASTER_SLAVE_APPLICATION__SLAVES:
				return getSlaves();
			case ModelPackage.MASTER_SLAVE_APPLICATION__UNITS:
				return getUnits();
			case ModelPackage.MASTER_SLAVE_APPLICATION__UNIT_COST:
				return getUnitCost();
			case ModelPackage.MASTER_SLAVE_APPLICATION__REQUEST_BYTES:
				return getRequestBytes();
			case ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_FIXED:
				return getWorkBytesFixed();
			case ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT:
				return getWorkBytesPerUnit();
			case ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_FIXED:
				return getResultBytesFixed();
			case ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT:
				return getResultBytesPerUnit();
			case ModelPackage.MASTER_SLAVE_APPLICATION__MASTER_OVERHEAD_SECONDS:
				return getMasterOverheadSeconds();
			case ModelPackage.MASTER_SLAVE_APPLICATION__NEIGHBOUR_BYTES:
				return getNeighbourBytes();
			case ModelPackage.MASTER_SLAVE_APPLICATION__ROUNDS:
				return getRounds();
			case ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY:
				return getStrategy();
			case ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY_CLASS:
				return getStrategyClass();
			case ModelPackage.MASTER_SLAVE_APPLICATION__SLAVE_COUNT:
				return getSlaveCount();
			case ModelPackage.MASTER_SLAVE_APPLICATION__FAILURE_DETECTION_SECONDS:
				return getFailureDetectionSeconds();
			case ModelPackage.MASTER_SLAVE_APPLICATION__REJOIN:
				return isRejoin();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ModelPackage.MASTER_SLAVE_APPLICATION__MASTER:
				setMaster((Host)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__SLAVES:
				getSlaves().clear();
				getSlaves().addAll((Collection<? extends Host>)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__UNITS:
				setUnits((Long)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__UNIT_COST:
				setUnitCost((String)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__REQUEST_BYTES:
				setRequestBytes((Long)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_FIXED:
				setWorkBytesFixed((Long)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT:
				setWorkBytesPerUnit((Long)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_FIXED:
				setResultBytesFixed((Long)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT:
				setResultBytesPerUnit((Long)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__MASTER_OVERHEAD_SECONDS:
				setMasterOverheadSeconds((Double)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__NEIGHBOUR_BYTES:
				setNeighbourBytes((Long)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__ROUNDS:
				setRounds((Integer)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY:
				setStrategy((String)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY_CLASS:
				setStrategyClass((String)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__SLAVE_COUNT:
				setSlaveCount((Integer)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__FAILURE_DETECTION_SECONDS:
				setFailureDetectionSeconds((Double)newValue);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__REJOIN:
				setRejoin((Boolean)newValue);
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
			case ModelPackage.MASTER_SLAVE_APPLICATION__MASTER:
				setMaster((Host)null);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__SLAVES:
				getSlaves().clear();
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__UNITS:
				setUnits(UNITS_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__UNIT_COST:
				setUnitCost(UNIT_COST_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__REQUEST_BYTES:
				setRequestBytes(REQUEST_BYTES_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_FIXED:
				setWorkBytesFixed(WORK_BYTES_FIXED_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT:
				setWorkBytesPerUnit(WORK_BYTES_PER_UNIT_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_FIXED:
				setResultBytesFixed(RESULT_BYTES_FIXED_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT:
				setResultBytesPerUnit(RESULT_BYTES_PER_UNIT_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__MASTER_OVERHEAD_SECONDS:
				setMasterOverheadSeconds(MASTER_OVERHEAD_SECONDS_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__NEIGHBOUR_BYTES:
				setNeighbourBytes(NEIGHBOUR_BYTES_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__ROUNDS:
				setRounds(ROUNDS_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY:
				setStrategy(STRATEGY_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY_CLASS:
				setStrategyClass(STRATEGY_CLASS_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__SLAVE_COUNT:
				setSlaveCount(SLAVE_COUNT_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__FAILURE_DETECTION_SECONDS:
				setFailureDetectionSeconds(FAILURE_DETECTION_SECONDS_EDEFAULT);
				return;
			case ModelPackage.MASTER_SLAVE_APPLICATION__REJOIN:
				setRejoin(REJOIN_EDEFAULT);
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
			case ModelPackage.MASTER_SLAVE_APPLICATION__MASTER:
				return master != null;
			case ModelPackage.MASTER_SLAVE_APPLICATION__SLAVES:
				return slaves != null && !slaves.isEmpty();
			case ModelPackage.MASTER_SLAVE_APPLICATION__UNITS:
				return units != UNITS_EDEFAULT;
			case ModelPackage.MASTER_SLAVE_APPLICATION__UNIT_COST:
				return UNIT_COST_EDEFAULT == null ? unitCost != null : !UNIT_COST_EDEFAULT.equals(unitCost);
			case ModelPackage.MASTER_SLAVE_APPLICATION__REQUEST_BYTES:
				return requestBytes != REQUEST_BYTES_EDEFAULT;
			case ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_FIXED:
				return workBytesFixed != WORK_BYTES_FIXED_EDEFAULT;
			case ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT:
				return workBytesPerUnit != WORK_BYTES_PER_UNIT_EDEFAULT;
			case ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_FIXED:
				return resultBytesFixed != RESULT_BYTES_FIXED_EDEFAULT;
			case ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT:
				return resultBytesPerUnit != RESULT_BYTES_PER_UNIT_EDEFAULT;
			case ModelPackage.MASTER_SLAVE_APPLICATION__MASTER_OVERHEAD_SECONDS:
				return masterOverheadSeconds != MASTER_OVERHEAD_SECONDS_EDEFAULT;
			case ModelPackage.MASTER_SLAVE_APPLICATION__NEIGHBOUR_BYTES:
				return neighbourBytes != NEIGHBOUR_BYTES_EDEFAULT;
			case ModelPackage.MASTER_SLAVE_APPLICATION__ROUNDS:
				return rounds != ROUNDS_EDEFAULT;
			case ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY:
				return STRATEGY_EDEFAULT == null ? strategy != null : !STRATEGY_EDEFAULT.equals(strategy);
			case ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY_CLASS:
				return STRATEGY_CLASS_EDEFAULT == null ? strategyClass != null : !STRATEGY_CLASS_EDEFAULT.equals(strategyClass);
			case ModelPackage.MASTER_SLAVE_APPLICATION__SLAVE_COUNT:
				return slaveCount != SLAVE_COUNT_EDEFAULT;
			case ModelPackage.MASTER_SLAVE_APPLICATION__FAILURE_DETECTION_SECONDS:
				return failureDetectionSeconds != FAILURE_DETECTION_SECONDS_EDEFAULT;
			case ModelPackage.MASTER_SLAVE_APPLICATION__REJOIN:
				return rejoin != REJOIN_EDEFAULT;
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
		result.append(" (units: ");
		result.append(units);
		result.append(", unitCost: ");
		result.append(unitCost);
		result.append(", requestBytes: ");
		result.append(requestBytes);
		result.append(", workBytesFixed: ");
		result.append(workBytesFixed);
		result.append(", workBytesPerUnit: ");
		result.append(workBytesPerUnit);
		result.append(", resultBytesFixed: ");
		result.append(resultBytesFixed);
		result.append(", resultBytesPerUnit: ");
		result.append(resultBytesPerUnit);
		result.append(", masterOverheadSeconds: ");
		result.append(masterOverheadSeconds);
		result.append(", neighbourBytes: ");
		result.append(neighbourBytes);
		result.append(", rounds: ");
		result.append(rounds);
		result.append(", strategy: ");
		result.append(strategy);
		result.append(", strategyClass: ");
		result.append(strategyClass);
		result.append(", slaveCount: ");
		result.append(slaveCount);
		result.append(", failureDetectionSeconds: ");
		result.append(failureDetectionSeconds);
		result.append(", rejoin: ");
		result.append(rejoin);
		result.append(')');
		return result.toString();
	}

} //MasterSlaveApplicationImpl
