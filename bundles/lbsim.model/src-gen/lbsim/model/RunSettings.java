/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Run Settings</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Seed and limits of a run. A limit of 0 means none.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.RunSettings#getSeed <em>Seed</em>}</li>
 *   <li>{@link lbsim.model.RunSettings#getEndTimeSeconds <em>End Time Seconds</em>}</li>
 *   <li>{@link lbsim.model.RunSettings#getMaxEvents <em>Max Events</em>}</li>
 *   <li>{@link lbsim.model.RunSettings#getWallClockLimitSeconds <em>Wall Clock Limit Seconds</em>}</li>
 *   <li>{@link lbsim.model.RunSettings#getReplications <em>Replications</em>}</li>
 *   <li>{@link lbsim.model.RunSettings#getEstimateFile <em>Estimate File</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getRunSettings()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='nonNegativeLimits replicationsInRange'"
 *        annotation="http://lbsim.org/model/rules nonNegativeLimits='endTimeSeconds, maxEvents and wallClockLimitSeconds are &gt;= 0 (and finite). Reports: NAME must be &gt;= 0, got VALUE, or NAME must be &gt;= 0 and finite, got VALUE.' replicationsInRange='replications is between 1 and 100000. Reports: replications must be between 1 and 100000, got VALUE.'"
 * @generated
 */
public interface RunSettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Seed</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The master seed: every random stream of the run (each workload, host and application) is derived from it, so the same seed gives the same result bit for bit. Default 1. --seed overrides it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Seed</em>' attribute.
	 * @see #setSeed(long)
	 * @see lbsim.model.ModelPackage#getRunSettings_Seed()
	 * @model default="1"
	 * @generated
	 */
	long getSeed();

	/**
	 * Sets the value of the '{@link lbsim.model.RunSettings#getSeed <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Seed</em>' attribute.
	 * @see #getSeed()
	 * @generated
	 */
	void setSeed(long value);

	/**
	 * Returns the value of the '<em><b>End Time Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Virtual time at which the run stops; 0 (default): no end time, the run ends when nothing is left to happen. Unit: s. At least 0 (rule nonNegativeLimits).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>End Time Seconds</em>' attribute.
	 * @see #setEndTimeSeconds(double)
	 * @see lbsim.model.ModelPackage#getRunSettings_EndTimeSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getEndTimeSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.RunSettings#getEndTimeSeconds <em>End Time Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>End Time Seconds</em>' attribute.
	 * @see #getEndTimeSeconds()
	 * @generated
	 */
	void setEndTimeSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Max Events</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The run stops after this many events; 0 (default): no limit. At least 0 (rule nonNegativeLimits).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Events</em>' attribute.
	 * @see #setMaxEvents(long)
	 * @see lbsim.model.ModelPackage#getRunSettings_MaxEvents()
	 * @model default="0"
	 * @generated
	 */
	long getMaxEvents();

	/**
	 * Sets the value of the '{@link lbsim.model.RunSettings#getMaxEvents <em>Max Events</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Events</em>' attribute.
	 * @see #getMaxEvents()
	 * @generated
	 */
	void setMaxEvents(long value);

	/**
	 * Returns the value of the '<em><b>Wall Clock Limit Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The run stops after this much real (wall-clock) time; 0 (default): no limit. Unit: s. At least 0 (rule nonNegativeLimits).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wall Clock Limit Seconds</em>' attribute.
	 * @see #setWallClockLimitSeconds(double)
	 * @see lbsim.model.ModelPackage#getRunSettings_WallClockLimitSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getWallClockLimitSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.RunSettings#getWallClockLimitSeconds <em>Wall Clock Limit Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wall Clock Limit Seconds</em>' attribute.
	 * @see #getWallClockLimitSeconds()
	 * @generated
	 */
	void setWallClockLimitSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Replications</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How many times each point of the experiment runs, with derived seeds (1, the default: once, with the seed itself). Range 1 to 100000 (rule replicationsInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Replications</em>' attribute.
	 * @see #setReplications(int)
	 * @see lbsim.model.ModelPackage#getRunSettings_Replications()
	 * @model default="1"
	 * @generated
	 */
	int getReplications();

	/**
	 * Sets the value of the '{@link lbsim.model.RunSettings#getReplications <em>Replications</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Replications</em>' attribute.
	 * @see #getReplications()
	 * @generated
	 */
	void setReplications(int value);

	/**
	 * Returns the value of the '<em><b>Estimate File</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A resource-matrix file (lbsim estimate format, relative to the scenario file) whose closed-form estimate (Baer) is computed next to the simulation and written as estimate.txt. Default: none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Estimate File</em>' attribute.
	 * @see #setEstimateFile(String)
	 * @see lbsim.model.ModelPackage#getRunSettings_EstimateFile()
	 * @model
	 * @generated
	 */
	String getEstimateFile();

	/**
	 * Sets the value of the '{@link lbsim.model.RunSettings#getEstimateFile <em>Estimate File</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Estimate File</em>' attribute.
	 * @see #getEstimateFile()
	 * @generated
	 */
	void setEstimateFile(String value);

} // RunSettings
