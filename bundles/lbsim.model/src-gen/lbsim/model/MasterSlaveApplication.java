/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Master Slave Application</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A master hands out chunks of work units to slaves under a load-balancing strategy (stochastic model, event driven).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getMaster <em>Master</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getSlaves <em>Slaves</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getUnits <em>Units</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getUnitCost <em>Unit Cost</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getRequestBytes <em>Request Bytes</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getWorkBytesFixed <em>Work Bytes Fixed</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getWorkBytesPerUnit <em>Work Bytes Per Unit</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getResultBytesFixed <em>Result Bytes Fixed</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getResultBytesPerUnit <em>Result Bytes Per Unit</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getMasterOverheadSeconds <em>Master Overhead Seconds</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getNeighbourBytes <em>Neighbour Bytes</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getRounds <em>Rounds</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getStrategy <em>Strategy</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getStrategyClass <em>Strategy Class</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getSlaveCount <em>Slave Count</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#getFailureDetectionSeconds <em>Failure Detection Seconds</em>}</li>
 *   <li>{@link lbsim.model.MasterSlaveApplication#isRejoin <em>Rejoin</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getMasterSlaveApplication()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='masterSet hasSlaves nonNegativeSizes validDistribution nonNegativeDistribution validStrategy unitsInRange messageSizesInRange slaveCountInRange hostsConnected secondsInRange validDetectionDelay'"
 *        annotation="http://lbsim.org/model/rules masterSet='master is set, a host of the platform. Reports: refers to no host, or refers to unknown host \'NAME\'.' hasSlaves='There is at least one slave, each a host of the platform. Reports: has no slaves.' nonNegativeSizes='units, message sizes and masterOverheadSeconds are &gt;= 0 (masterOverheadSeconds finite), rounds at least 1. Reports: NAME must be &gt;= 0, got VALUE, or masterOverheadSeconds must be &gt;= 0 and finite, got VALUE, or rounds must be &gt;= 1, got VALUE.' validDistribution='unitCost is a distribution the simulator knows, with means, bounds and deviations at most 1e9 s. Reports: unitCost: WHY.' nonNegativeDistribution='unitCost never gives negative seconds. Reports: unitCost \'SPEC\' gives negative CPU seconds (lowest value VALUE); costs must be &gt;= 0.' validStrategy='strategy is a strategy spec the simulator knows. Reports: strategy: WHY.' unitsInRange='units is at most 2^31 - 1. Reports: units must be at most 2147483647, got VALUE.' messageSizesInRange='Every message size is at most 2^50 bytes, also a work or result message of all units. Reports: NAME must be at most 1125899906842624 bytes (2^50), got VALUE, or a work message of all N units would be workBytesFixed + workBytesPerUnit x units = SUM bytes, more than 1125899906842624 (2^50), or a result message of all N units would be resultBytesFixed + resultBytesPerUnit x units = SUM bytes, more than 1125899906842624 (2^50).' slaveCountInRange='slaveCount is between 0 (all) and the number of slaves. Reports: slaveCount must be between 0 (all) and the number of slaves, N, got VALUE.' hostsConnected='The master is joined to every slave that takes part (on one segment, or through segments, gateways and routes), and slaves to each other where they exchange messages (work stealing, neighbour exchanges). Reports: hosts \'A\' and \'B\' are not connected: WHAT, but the master sends work to every slave, or hosts \'A\' and \'B\' are not connected: WHAT, but slaves steal work from each other, or hosts \'A\' and \'B\' are not connected: WHAT, but slaves exchange neighbour messages.' secondsInRange='Every attribute in seconds is at most 1e9. Reports: NAME must be at most 1.0E9 s, got VALUE.' validDetectionDelay='failureDetectionSeconds is between 0 and 1e9 s. Reports: failureDetectionSeconds must be between 0 and 1.0E9 s, got VALUE.'"
 * @generated
 */
public interface MasterSlaveApplication extends Application {
	/**
	 * Returns the value of the '<em><b>Master</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The host of the master task (rule masterSet).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Master</em>' reference.
	 * @see #setMaster(Host)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_Master()
	 * @model
	 * @generated
	 */
	Host getMaster();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getMaster <em>Master</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Master</em>' reference.
	 * @see #getMaster()
	 * @generated
	 */
	void setMaster(Host value);

	/**
	 * Returns the value of the '<em><b>Slaves</b></em>' reference list.
	 * The list contents are of type {@link lbsim.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The hosts of the slave tasks, one slave per entry (at least one, rule hasSlaves); each is joined to the master, on one segment or through gateways (rule hostsConnected).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Slaves</em>' reference list.
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_Slaves()
	 * @model
	 * @generated
	 */
	EList<Host> getSlaves();

	/**
	 * Returns the value of the '<em><b>Units</b></em>' attribute.
	 * The default value is <code>"1000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Number of work units the master hands out. Default 1000. Range 0 to 2^31 - 1 (rules nonNegativeSizes, unitsInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Units</em>' attribute.
	 * @see #setUnits(long)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_Units()
	 * @model default="1000"
	 * @generated
	 */
	long getUnits();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getUnits <em>Units</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Units</em>' attribute.
	 * @see #getUnits()
	 * @generated
	 */
	void setUnits(long value);

	/**
	 * Returns the value of the '<em><b>Unit Cost</b></em>' attribute.
	 * The default value is <code>"exponential(mean=1)"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CPU cost of one unit in reference seconds: a distribution spec, e.g. exponential(mean=1), constant(0.5). Unit: s. Default exponential(mean=1). Valid (rule validDistribution) and never negative (rule nonNegativeDistribution).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Unit Cost</em>' attribute.
	 * @see #setUnitCost(String)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_UnitCost()
	 * @model default="exponential(mean=1)"
	 * @generated
	 */
	String getUnitCost();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getUnitCost <em>Unit Cost</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Unit Cost</em>' attribute.
	 * @see #getUnitCost()
	 * @generated
	 */
	void setUnitCost(String value);

	/**
	 * Returns the value of the '<em><b>Request Bytes</b></em>' attribute.
	 * The default value is <code>"64"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Length of a slave's request for work. Unit: B. Default 64. Range 0 to 2^50 (rules nonNegativeSizes, messageSizesInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Request Bytes</em>' attribute.
	 * @see #setRequestBytes(long)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_RequestBytes()
	 * @model default="64"
	 * @generated
	 */
	long getRequestBytes();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getRequestBytes <em>Request Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Request Bytes</em>' attribute.
	 * @see #getRequestBytes()
	 * @generated
	 */
	void setRequestBytes(long value);

	/**
	 * Returns the value of the '<em><b>Work Bytes Fixed</b></em>' attribute.
	 * The default value is <code>"64"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fixed part of the length of a work message: a chunk of n units is workBytesFixed + workBytesPerUnit x n bytes. Unit: B. Default 64. Range 0 to 2^50, also for the largest chunk (rules nonNegativeSizes, messageSizesInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Work Bytes Fixed</em>' attribute.
	 * @see #setWorkBytesFixed(long)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_WorkBytesFixed()
	 * @model default="64"
	 * @generated
	 */
	long getWorkBytesFixed();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getWorkBytesFixed <em>Work Bytes Fixed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Work Bytes Fixed</em>' attribute.
	 * @see #getWorkBytesFixed()
	 * @generated
	 */
	void setWorkBytesFixed(long value);

	/**
	 * Returns the value of the '<em><b>Work Bytes Per Unit</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes a work message grows by per unit of its chunk. Unit: B/unit. Default 0. Range 0 to 2^50 (rules nonNegativeSizes, messageSizesInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Work Bytes Per Unit</em>' attribute.
	 * @see #setWorkBytesPerUnit(long)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_WorkBytesPerUnit()
	 * @model default="0"
	 * @generated
	 */
	long getWorkBytesPerUnit();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getWorkBytesPerUnit <em>Work Bytes Per Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Work Bytes Per Unit</em>' attribute.
	 * @see #getWorkBytesPerUnit()
	 * @generated
	 */
	void setWorkBytesPerUnit(long value);

	/**
	 * Returns the value of the '<em><b>Result Bytes Fixed</b></em>' attribute.
	 * The default value is <code>"64"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fixed part of the length of a result message: resultBytesFixed + resultBytesPerUnit x n bytes for a chunk of n units. Unit: B. Default 64. Range 0 to 2^50, also for the largest chunk (rules nonNegativeSizes, messageSizesInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Result Bytes Fixed</em>' attribute.
	 * @see #setResultBytesFixed(long)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_ResultBytesFixed()
	 * @model default="64"
	 * @generated
	 */
	long getResultBytesFixed();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getResultBytesFixed <em>Result Bytes Fixed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Result Bytes Fixed</em>' attribute.
	 * @see #getResultBytesFixed()
	 * @generated
	 */
	void setResultBytesFixed(long value);

	/**
	 * Returns the value of the '<em><b>Result Bytes Per Unit</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes a result message grows by per unit of its chunk. Unit: B/unit. Default 0. Range 0 to 2^50 (rules nonNegativeSizes, messageSizesInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Result Bytes Per Unit</em>' attribute.
	 * @see #setResultBytesPerUnit(long)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_ResultBytesPerUnit()
	 * @model default="0"
	 * @generated
	 */
	long getResultBytesPerUnit();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getResultBytesPerUnit <em>Result Bytes Per Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Result Bytes Per Unit</em>' attribute.
	 * @see #getResultBytesPerUnit()
	 * @generated
	 */
	void setResultBytesPerUnit(long value);

	/**
	 * Returns the value of the '<em><b>Master Overhead Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CPU seconds (reference) the master spends on each request. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeSizes, secondsInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Master Overhead Seconds</em>' attribute.
	 * @see #setMasterOverheadSeconds(double)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_MasterOverheadSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getMasterOverheadSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getMasterOverheadSeconds <em>Master Overhead Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Master Overhead Seconds</em>' attribute.
	 * @see #getMasterOverheadSeconds()
	 * @generated
	 */
	void setMasterOverheadSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Neighbour Bytes</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * If > 0, after each chunk a slave sends this many bytes to the next slave (a ring) and takes what its neighbour sent. Unit: B. Default 0. Range 0 to 2^50 (rules nonNegativeSizes, messageSizesInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Neighbour Bytes</em>' attribute.
	 * @see #setNeighbourBytes(long)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_NeighbourBytes()
	 * @model default="0"
	 * @generated
	 */
	long getNeighbourBytes();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getNeighbourBytes <em>Neighbour Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Neighbour Bytes</em>' attribute.
	 * @see #getNeighbourBytes()
	 * @generated
	 */
	void setNeighbourBytes(long value);

	/**
	 * Returns the value of the '<em><b>Rounds</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Rounds of the work: the master hands out all units, waits for all results of the round, then starts the next. Default 1. At least 1 (rule nonNegativeSizes).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rounds</em>' attribute.
	 * @see #setRounds(int)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_Rounds()
	 * @model default="1"
	 * @generated
	 */
	int getRounds();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getRounds <em>Rounds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rounds</em>' attribute.
	 * @see #getRounds()
	 * @generated
	 */
	void setRounds(int value);

	/**
	 * Returns the value of the '<em><b>Strategy</b></em>' attribute.
	 * The default value is <code>"self"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The load-balancing strategy: static-block, static-cyclic, self (default), fixed(k), guided, trapezoid, factoring, weighted-factoring, adaptive-weighted-factoring, or one contributed inside Eclipse (rule validStrategy).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Strategy</em>' attribute.
	 * @see #setStrategy(String)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_Strategy()
	 * @model default="self"
	 * @generated
	 */
	String getStrategy();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getStrategy <em>Strategy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Strategy</em>' attribute.
	 * @see #getStrategy()
	 * @generated
	 */
	void setStrategy(String value);

	/**
	 * Returns the value of the '<em><b>Strategy Class</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A user strategy: the binary name of a class implementing lbsim.core.balance.Strategy, loaded by lbsim's own class loader; overrides strategy when set (a class that cannot be loaded is reported under rule validStrategy). Default: none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Strategy Class</em>' attribute.
	 * @see #setStrategyClass(String)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_StrategyClass()
	 * @model
	 * @generated
	 */
	String getStrategyClass();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getStrategyClass <em>Strategy Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Strategy Class</em>' attribute.
	 * @see #getStrategyClass()
	 * @generated
	 */
	void setStrategyClass(String value);

	/**
	 * Returns the value of the '<em><b>Slave Count</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How many slaves take part: the first slaveCount hosts of slaves; 0 (default): all. Range 0 to the number of slaves (rule slaveCountInRange). Sweep it for speedup against processors.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Slave Count</em>' attribute.
	 * @see #setSlaveCount(int)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_SlaveCount()
	 * @model default="0"
	 * @generated
	 */
	int getSlaveCount();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getSlaveCount <em>Slave Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Slave Count</em>' attribute.
	 * @see #getSlaveCount()
	 * @generated
	 */
	void setSlaveCount(int value);

	/**
	 * Returns the value of the '<em><b>Failure Detection Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * When a slave's host goes off, the master learns of it this many seconds later (a detection delay or time-out); the lost chunk then returns to the pool and the strategy is told. Unit: s. Default 0. Range 0 to 1e9 (rule validDetectionDelay).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Failure Detection Seconds</em>' attribute.
	 * @see #setFailureDetectionSeconds(double)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_FailureDetectionSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getFailureDetectionSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#getFailureDetectionSeconds <em>Failure Detection Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Failure Detection Seconds</em>' attribute.
	 * @see #getFailureDetectionSeconds()
	 * @generated
	 */
	void setFailureDetectionSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Rejoin</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether a lost slave starts again when its host comes back on. Default true.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rejoin</em>' attribute.
	 * @see #setRejoin(boolean)
	 * @see lbsim.model.ModelPackage#getMasterSlaveApplication_Rejoin()
	 * @model default="true"
	 * @generated
	 */
	boolean isRejoin();

	/**
	 * Sets the value of the '{@link lbsim.model.MasterSlaveApplication#isRejoin <em>Rejoin</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rejoin</em>' attribute.
	 * @see #isRejoin()
	 * @generated
	 */
	void setRejoin(boolean value);

} // MasterSlaveApplication
