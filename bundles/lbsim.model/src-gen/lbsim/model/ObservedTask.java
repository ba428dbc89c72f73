/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Observed Task</b></em>'.
 * <!-- end-user-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.ObservedTask#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.ObservedTask#getHost <em>Host</em>}</li>
 *   <li>{@link lbsim.model.ObservedTask#getWorkSeconds <em>Work Seconds</em>}</li>
 *   <li>{@link lbsim.model.ObservedTask#getNice <em>Nice</em>}</li>
 *   <li>{@link lbsim.model.ObservedTask#getStartTimeSeconds <em>Start Time Seconds</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getObservedTask()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='nameNotEmpty hostSet positiveWork niceInRange nonNegativeStart secondsInRange'"
 * @generated
 */
public interface ObservedTask extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see lbsim.model.ModelPackage#getObservedTask_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link lbsim.model.ObservedTask#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Host</em>' reference.
	 * @see #setHost(Host)
	 * @see lbsim.model.ModelPackage#getObservedTask_Host()
	 * @model
	 * @generated
	 */
	Host getHost();

	/**
	 * Sets the value of the '{@link lbsim.model.ObservedTask#getHost <em>Host</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Host</em>' reference.
	 * @see #getHost()
	 * @generated
	 */
	void setHost(Host value);

	/**
	 * Returns the value of the '<em><b>Work Seconds</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CPU work in seconds on the reference machine (speed 1.0); must be > 0.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Work Seconds</em>' attribute.
	 * @see #setWorkSeconds(double)
	 * @see lbsim.model.ModelPackage#getObservedTask_WorkSeconds()
	 * @model default="1.0"
	 * @generated
	 */
	double getWorkSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.ObservedTask#getWorkSeconds <em>Work Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Work Seconds</em>' attribute.
	 * @see #getWorkSeconds()
	 * @generated
	 */
	void setWorkSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Nice</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nice</em>' attribute.
	 * @see #setNice(int)
	 * @see lbsim.model.ModelPackage#getObservedTask_Nice()
	 * @model default="0"
	 * @generated
	 */
	int getNice();

	/**
	 * Sets the value of the '{@link lbsim.model.ObservedTask#getNice <em>Nice</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Nice</em>' attribute.
	 * @see #getNice()
	 * @generated
	 */
	void setNice(int value);

	/**
	 * Returns the value of the '<em><b>Start Time Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Start Time Seconds</em>' attribute.
	 * @see #setStartTimeSeconds(double)
	 * @see lbsim.model.ModelPackage#getObservedTask_StartTimeSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getStartTimeSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.ObservedTask#getStartTimeSeconds <em>Start Time Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Start Time Seconds</em>' attribute.
	 * @see #getStartTimeSeconds()
	 * @generated
	 */
	void setStartTimeSeconds(double value);

} // ObservedTask
