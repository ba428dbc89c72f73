/**
 * lbsim - EPL-2.0
 */
package lbsim.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Poisson Load</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Competing processes arriving as a Poisson stream with a CPU-demand distribution and a nice level (WUS fixed arrival and departure rates).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.PoissonLoad#getRatePerSecond <em>Rate Per Second</em>}</li>
 *   <li>{@link lbsim.model.PoissonLoad#getDemand <em>Demand</em>}</li>
 *   <li>{@link lbsim.model.PoissonLoad#getNice <em>Nice</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getPoissonLoad()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='positiveRate niceInRange demandSet rateInRange validDistribution demandInRange'"
 *        annotation="http://lbsim.org/model/rules positiveRate='ratePerSecond is &gt; 0 and finite. Reports: ratePerSecond must be &gt; 0 and finite, got VALUE.' niceInRange='nice is between -20 and 19. Reports: nice must be between -20 and 19, got VALUE.' demandSet='demand is set. Reports: demand is not set.' rateInRange='ratePerSecond is at most 1e6. Reports: ratePerSecond must be at most 1000000.0 (one arrival a microsecond), got VALUE.' validDistribution='demand is a distribution the simulator knows, with means, bounds and deviations at most 1e9 s. Reports: demand: WHY, or demand: \'SPEC\' has a parameter of VALUE s; means, bounds and deviations must be at most 1.0E9 s.' demandInRange='demand never gives negative seconds and its mean is at least 1e-6 s. Reports: demand \'SPEC\' gives negative CPU seconds (lowest value VALUE), or demand must have a mean of at least 1.0E-6 s, got VALUE s.'"
 * @generated
 */
public interface PoissonLoad extends Workload {
	/**
	 * Returns the value of the '<em><b>Rate Per Second</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Mean arrivals per second on each host of the target. Unit: 1/s. Default 1. Range > 0 to 1e6 (rules positiveRate, rateInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rate Per Second</em>' attribute.
	 * @see #setRatePerSecond(double)
	 * @see lbsim.model.ModelPackage#getPoissonLoad_RatePerSecond()
	 * @model default="1.0"
	 * @generated
	 */
	double getRatePerSecond();

	/**
	 * Sets the value of the '{@link lbsim.model.PoissonLoad#getRatePerSecond <em>Rate Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rate Per Second</em>' attribute.
	 * @see #getRatePerSecond()
	 * @generated
	 */
	void setRatePerSecond(double value);

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
	 * @see lbsim.model.ModelPackage#getPoissonLoad_Demand()
	 * @model default="exponential(mean=1)"
	 * @generated
	 */
	String getDemand();

	/**
	 * Sets the value of the '{@link lbsim.model.PoissonLoad#getDemand <em>Demand</em>}' attribute.
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
	 * @see lbsim.model.ModelPackage#getPoissonLoad_Nice()
	 * @model default="0"
	 * @generated
	 */
	int getNice();

	/**
	 * Sets the value of the '{@link lbsim.model.PoissonLoad#getNice <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nice</em>' attribute.
	 * @see #getNice()
	 * @generated
	 */
	void setNice(int value);

} // PoissonLoad
