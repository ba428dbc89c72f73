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
 * <!-- begin-model-doc -->
 * One observed task: a job of workSeconds of reference CPU work that starts on its host at startTimeSeconds, competing with the load there; its end time is the result.
 * <!-- end-model-doc -->
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
 *        annotation="http://lbsim.org/model/rules nameNotEmpty='The task has a name. Reports: has no name.' hostSet='host is set, a host of the platform. Reports: refers to no host, or refers to unknown host \'NAME\'.' positiveWork='workSeconds is &gt; 0 and finite. Reports: workSeconds must be &gt; 0, got VALUE, or workSeconds must be &gt; 0 and finite, got VALUE.' niceInRange='nice is between -20 and 19. Reports: nice must be between -20 and 19, got VALUE.' nonNegativeStart='startTimeSeconds is &gt;= 0 and finite. Reports: startTimeSeconds must be &gt;= 0, got VALUE, or startTimeSeconds must be &gt;= 0 and finite, got VALUE.' secondsInRange='Every attribute in seconds is at most 1e9. Reports: NAME must be at most 1.0E9 s, got VALUE.'"
 * @generated
 */
public interface ObservedTask extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The task's name in the results (task.NAME.end in charts). Required (rule nameNotEmpty).
	 * <!-- end-model-doc -->
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
	 * <!-- begin-model-doc -->
	 * The host the task runs on (rule hostSet).
	 * <!-- end-model-doc -->
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
	 * CPU work on the reference machine (speed 1.0). Unit: s. Default 1. Range > 0 to 1e9 (rules positiveWork, secondsInRange).
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
	 * <!-- begin-model-doc -->
	 * UNIX nice level of the task, -20 (most favoured) to 19 (rule niceInRange). Default 0.
	 * <!-- end-model-doc -->
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
	 * <!-- begin-model-doc -->
	 * Virtual time at which the task starts. Unit: s. Default 0. Range 0 to 1e9 (rules nonNegativeStart, secondsInRange).
	 * <!-- end-model-doc -->
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
