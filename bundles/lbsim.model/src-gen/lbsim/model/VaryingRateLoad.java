/**
 * lbsim - EPL-2.0
 */
package lbsim.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Varying Rate Load</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Competing processes arriving as a non-homogeneous Poisson stream whose rate over time comes from a file.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.VaryingRateLoad#getRateFile <em>Rate File</em>}</li>
 *   <li>{@link lbsim.model.VaryingRateLoad#getInterpolation <em>Interpolation</em>}</li>
 *   <li>{@link lbsim.model.VaryingRateLoad#getPeriodSeconds <em>Period Seconds</em>}</li>
 *   <li>{@link lbsim.model.VaryingRateLoad#getDemand <em>Demand</em>}</li>
 *   <li>{@link lbsim.model.VaryingRateLoad#getNice <em>Nice</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getVaryingRateLoad()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='rateFileSet nonNegativePeriod niceInRange demandSet validDistribution demandInRange secondsInRange'"
 * @generated
 */
public interface VaryingRateLoad extends Workload {
	/**
	 * Returns the value of the '<em><b>Rate File</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CSV file (time_s,rate_per_s), relative to the scenario file: the arrival rate over time.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rate File</em>' attribute.
	 * @see #setRateFile(String)
	 * @see lbsim.model.ModelPackage#getVaryingRateLoad_RateFile()
	 * @model
	 * @generated
	 */
	String getRateFile();

	/**
	 * Sets the value of the '{@link lbsim.model.VaryingRateLoad#getRateFile <em>Rate File</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rate File</em>' attribute.
	 * @see #getRateFile()
	 * @generated
	 */
	void setRateFile(String value);

	/**
	 * Returns the value of the '<em><b>Interpolation</b></em>' attribute.
	 * The default value is <code>"step"</code>.
	 * The literals are from the enumeration {@link lbsim.model.RateInterpolation}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Interpolation</em>' attribute.
	 * @see lbsim.model.RateInterpolation
	 * @see #setInterpolation(RateInterpolation)
	 * @see lbsim.model.ModelPackage#getVaryingRateLoad_Interpolation()
	 * @model default="step"
	 * @generated
	 */
	RateInterpolation getInterpolation();

	/**
	 * Sets the value of the '{@link lbsim.model.VaryingRateLoad#getInterpolation <em>Interpolation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Interpolation</em>' attribute.
	 * @see lbsim.model.RateInterpolation
	 * @see #getInterpolation()
	 * @generated
	 */
	void setInterpolation(RateInterpolation value);

	/**
	 * Returns the value of the '<em><b>Period Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Repeat the rate function with this period (86400 for daily); 0: the last rate holds forever.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Period Seconds</em>' attribute.
	 * @see #setPeriodSeconds(double)
	 * @see lbsim.model.ModelPackage#getVaryingRateLoad_PeriodSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getPeriodSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.VaryingRateLoad#getPeriodSeconds <em>Period Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Period Seconds</em>' attribute.
	 * @see #getPeriodSeconds()
	 * @generated
	 */
	void setPeriodSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Demand</b></em>' attribute.
	 * The default value is <code>"exponential(mean=1)"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CPU demand of each process in reference seconds. Distribution spec, e.g. exponential(mean=2), constant(0.5), uniform(min=1, max=3), normal(mean=5, sd=2), lognormal(mean=3, sd=1), hyperexponential(0.9, 1, 0.1, 10), empirical(file=demands.csv).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Demand</em>' attribute.
	 * @see #setDemand(String)
	 * @see lbsim.model.ModelPackage#getVaryingRateLoad_Demand()
	 * @model default="exponential(mean=1)"
	 * @generated
	 */
	String getDemand();

	/**
	 * Sets the value of the '{@link lbsim.model.VaryingRateLoad#getDemand <em>Demand</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Demand</em>' attribute.
	 * @see #getDemand()
	 * @generated
	 */
	void setDemand(String value);

	/**
	 * Returns the value of the '<em><b>Nice</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nice</em>' attribute.
	 * @see #setNice(int)
	 * @see lbsim.model.ModelPackage#getVaryingRateLoad_Nice()
	 * @model default="0"
	 * @generated
	 */
	int getNice();

	/**
	 * Sets the value of the '{@link lbsim.model.VaryingRateLoad#getNice <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nice</em>' attribute.
	 * @see #getNice()
	 * @generated
	 */
	void setNice(int value);

} // VaryingRateLoad
