/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Host</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A workstation or SMP node. Its name identifies it in references (unique in a scenario).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.Host#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.Host#getSpeed <em>Speed</em>}</li>
 *   <li>{@link lbsim.model.Host#getProcessors <em>Processors</em>}</li>
 *   <li>{@link lbsim.model.Host#getScheduler <em>Scheduler</em>}</li>
 *   <li>{@link lbsim.model.Host#getSegment <em>Segment</em>}</li>
 *   <li>{@link lbsim.model.Host#getTimeSliceSeconds <em>Time Slice Seconds</em>}</li>
 *   <li>{@link lbsim.model.Host#getSharing <em>Sharing</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getHost()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='nameNotEmpty positiveSpeed atLeastOneProcessor nonNegativeTimeSlice speedInRange processorsInRange timeSliceInRange'"
 * @generated
 */
public interface Host extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see lbsim.model.ModelPackage#getHost_Name()
	 * @model id="true"
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Speed</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Speed factor against the reference machine (1.0): one second of reference CPU work takes 1/speed seconds of one processor. Must be > 0.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Speed</em>' attribute.
	 * @see #setSpeed(double)
	 * @see lbsim.model.ModelPackage#getHost_Speed()
	 * @model default="1.0"
	 * @generated
	 */
	double getSpeed();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getSpeed <em>Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Speed</em>' attribute.
	 * @see #getSpeed()
	 * @generated
	 */
	void setSpeed(double value);

	/**
	 * Returns the value of the '<em><b>Processors</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Number of processors (SMP node); at least 1. One job uses at most one processor.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Processors</em>' attribute.
	 * @see #setProcessors(int)
	 * @see lbsim.model.ModelPackage#getHost_Processors()
	 * @model default="1"
	 * @generated
	 */
	int getProcessors();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getProcessors <em>Processors</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Processors</em>' attribute.
	 * @see #getProcessors()
	 * @generated
	 */
	void setProcessors(int value);

	/**
	 * Returns the value of the '<em><b>Scheduler</b></em>' attribute.
	 * The default value is <code>"linux-2.0"</code>.
	 * The literals are from the enumeration {@link lbsim.model.SchedulerPolicy}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Scheduler</em>' attribute.
	 * @see lbsim.model.SchedulerPolicy
	 * @see #setScheduler(SchedulerPolicy)
	 * @see lbsim.model.ModelPackage#getHost_Scheduler()
	 * @model default="linux-2.0"
	 * @generated
	 */
	SchedulerPolicy getScheduler();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getScheduler <em>Scheduler</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Scheduler</em>' attribute.
	 * @see lbsim.model.SchedulerPolicy
	 * @see #getScheduler()
	 * @generated
	 */
	void setScheduler(SchedulerPolicy value);

	/**
	 * Returns the value of the '<em><b>Segment</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The network segment the host is attached to; hosts talk over the segment they share.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Segment</em>' reference.
	 * @see #setSegment(NetworkSegment)
	 * @see lbsim.model.ModelPackage#getHost_Segment()
	 * @model
	 * @generated
	 */
	NetworkSegment getSegment();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getSegment <em>Segment</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Segment</em>' reference.
	 * @see #getSegment()
	 * @generated
	 */
	void setSegment(NetworkSegment value);

	/**
	 * Returns the value of the '<em><b>Time Slice Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The round-robin time slice of a nice-0 job in seconds (other jobs get slices in proportion to their weight); 0 (default): 0.01 s, Linux's classic 10 ms, when sharing is round-robin. A value > 0 alone also selects round robin (as before sharing existed). Must be >= 0.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Time Slice Seconds</em>' attribute.
	 * @see #setTimeSliceSeconds(double)
	 * @see lbsim.model.ModelPackage#getHost_TimeSliceSeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getTimeSliceSeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getTimeSliceSeconds <em>Time Slice Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Time Slice Seconds</em>' attribute.
	 * @see #getTimeSliceSeconds()
	 * @generated
	 */
	void setTimeSliceSeconds(double value);

	/**
	 * Returns the value of the '<em><b>Sharing</b></em>' attribute.
	 * The default value is <code>"fluid"</code>.
	 * The literals are from the enumeration {@link lbsim.model.CpuSharing}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * fluid (default): weighted processor sharing with infinitely small time slices, as WUS assumes. round-robin: discrete round robin with timeSliceSeconds (10 ms by default), to see how close the fluid model is.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sharing</em>' attribute.
	 * @see lbsim.model.CpuSharing
	 * @see #setSharing(CpuSharing)
	 * @see lbsim.model.ModelPackage#getHost_Sharing()
	 * @model default="fluid"
	 * @generated
	 */
	CpuSharing getSharing();

	/**
	 * Sets the value of the '{@link lbsim.model.Host#getSharing <em>Sharing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sharing</em>' attribute.
	 * @see lbsim.model.CpuSharing
	 * @see #getSharing()
	 * @generated
	 */
	void setSharing(CpuSharing value);

} // Host
