/**
 * lbsim - EPL-2.0
 */
package lbsim.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Permanent Load</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * N CPU-bound processes that run for the whole simulation at one nice level.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.PermanentLoad#getCount <em>Count</em>}</li>
 *   <li>{@link lbsim.model.PermanentLoad#getNice <em>Nice</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getPermanentLoad()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='nonNegativeCount niceInRange countInRange'"
 *        annotation="http://lbsim.org/model/rules nonNegativeCount='count is &gt;= 0. Reports: count must be &gt;= 0, got VALUE.' niceInRange='nice is between -20 and 19. Reports: nice must be between -20 and 19, got VALUE.' countInRange='count is at most 10000. Reports: count must be at most 10000 processes per host, got VALUE.'"
 * @generated
 */
public interface PermanentLoad extends Workload {
	/**
	 * Returns the value of the '<em><b>Count</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How many CPU-bound processes run on each host of the target for the whole simulation. Default 1. Range 0 to 10000 per host (rules nonNegativeCount, countInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Count</em>' attribute.
	 * @see #setCount(int)
	 * @see lbsim.model.ModelPackage#getPermanentLoad_Count()
	 * @model default="1"
	 * @generated
	 */
	int getCount();

	/**
	 * Sets the value of the '{@link lbsim.model.PermanentLoad#getCount <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Count</em>' attribute.
	 * @see #getCount()
	 * @generated
	 */
	void setCount(int value);

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
	 * @see lbsim.model.ModelPackage#getPermanentLoad_Nice()
	 * @model default="0"
	 * @generated
	 */
	int getNice();

	/**
	 * Sets the value of the '{@link lbsim.model.PermanentLoad#getNice <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nice</em>' attribute.
	 * @see #getNice()
	 * @generated
	 */
	void setNice(int value);

} // PermanentLoad
