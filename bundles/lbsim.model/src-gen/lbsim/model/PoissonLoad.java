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
 * @generated
 */
public interface PoissonLoad extends Workload {
	/**
	 * Returns the value of the '<em><b>Rate Per Second</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Mean arrivals per second on each host of the target (> 0).
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
	 * CPU demand of each process in reference seconds. Distribution spec, e.g. exponential(mean=2), constant(0.5), uniform(min=1, max=3), normal(mean=5, sd=2), lognormal(mean=3, sd=1), hyperexponential(0.9, 1, 0.1, 10), empirical(file=demands.csv).
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
