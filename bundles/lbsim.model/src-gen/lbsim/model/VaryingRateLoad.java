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
 *        annotation="http://lbsim.org/model/rules rateFileSet='rateFile is set. Reports: rateFile is not set.' nonNegativePeriod='periodSeconds is &gt;= 0 and finite. Reports: periodSeconds must be &gt;= 0, got VALUE, or periodSeconds must be &gt;= 0 and finite, got VALUE.' niceInRange='nice is between -20 and 19. Reports: nice must be between -20 and 19, got VALUE.' demandSet='demand is set. Reports: demand is not set.' validDistribution='demand is a distribution the simulator knows, with means, bounds and deviations at most 1e9 s. Reports: demand: WHY, or demand: \'SPEC\' has a parameter of VALUE s; means, bounds and deviations must be at most 1.0E9 s.' demandInRange='demand never gives negative seconds and its mean is at least 1e-6 s. Reports: demand \'SPEC\' gives negative CPU seconds (lowest value VALUE), or demand must have a mean of at least 1.0E-6 s, got VALUE s.' secondsInRange='Every attribute in seconds is at most 1e9. Reports: NAME must be at most 1.0E9 s, got VALUE.'"
 * @generated
 */
public interface VaryingRateLoad extends Workload {
	/**
	 * Returns the value of the '<em><b>Rate File</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CSV file (time_s,rate_per_s), relative to the scenario file: the arrival rate per host over time. Required (rule rateFileSet).
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
	 * <!-- begin-model-doc -->
	 * How the rate goes from one line of the rate file to the next: step (default) or linear.
	 * <!-- end-model-doc -->
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
	 * Repeat the rate function with this period (86400 for daily). Unit: s. Default 0: the last rate holds forever. Range 0 to 1e9 (rules nonNegativePeriod, secondsInRange).
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
	 * CPU demand of each process in reference seconds: a distribution spec, e.g. exponential(mean=2), constant(0.5), uniform(min=1, max=3), normal(mean=5, sd=2), lognormal(mean=3, sd=1), hyperexponential(0.9, 1, 0.1, 10), empirical(file=demands.csv). Unit: s. Default exponential(mean=1). Required (rule demandSet); valid (rule validDistribution), never negative, mean at least 1e-6 s (rule demandInRange).
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
	 * <!-- begin-model-doc -->
	 * UNIX nice level of the processes, -20 (most favoured) to 19 (rule niceInRange). Default 0.
	 * <!-- end-model-doc -->
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
