/**
 * lbsim - EPL-2.0
 */
package lbsim.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Ping Pong Application</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Two tasks bouncing a message of each size back and forth: round-trip time and application-to-application bandwidth per size.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.PingPongApplication#getHostA <em>Host A</em>}</li>
 *   <li>{@link lbsim.model.PingPongApplication#getHostB <em>Host B</em>}</li>
 *   <li>{@link lbsim.model.PingPongApplication#getSizes <em>Sizes</em>}</li>
 *   <li>{@link lbsim.model.PingPongApplication#getRepetitions <em>Repetitions</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getPingPongApplication()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='hostsSet positiveRepetitions validSizes hostsConnected'"
 *        annotation="http://lbsim.org/model/rules hostsSet='hostA and hostB are set, hosts of the platform. Reports: refers to no host, or refers to unknown host \'NAME\'.' positiveRepetitions='repetitions is at least 1. Reports: repetitions must be &gt;= 1, got VALUE.' validSizes='sizes is a list of whole numbers of bytes, each 0 to 2^50. Reports what is wrong.' hostsConnected='hostA and hostB are on the same segment or joined by segments, gateways and routes. Reports: hosts \'A\' and \'B\' are not connected: WHAT, but the two tasks bounce messages.'"
 * @generated
 */
public interface PingPongApplication extends Application {
	/**
	 * Returns the value of the '<em><b>Host A</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The host of the task that sends first (rule hostsSet); it must be joined to hostB, on one segment or through gateways (rule hostsConnected).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Host A</em>' reference.
	 * @see #setHostA(Host)
	 * @see lbsim.model.ModelPackage#getPingPongApplication_HostA()
	 * @model
	 * @generated
	 */
	Host getHostA();

	/**
	 * Sets the value of the '{@link lbsim.model.PingPongApplication#getHostA <em>Host A</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Host A</em>' reference.
	 * @see #getHostA()
	 * @generated
	 */
	void setHostA(Host value);

	/**
	 * Returns the value of the '<em><b>Host B</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The host of the task that answers (rule hostsSet).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Host B</em>' reference.
	 * @see #setHostB(Host)
	 * @see lbsim.model.ModelPackage#getPingPongApplication_HostB()
	 * @model
	 * @generated
	 */
	Host getHostB();

	/**
	 * Sets the value of the '{@link lbsim.model.PingPongApplication#getHostB <em>Host B</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Host B</em>' reference.
	 * @see #getHostB()
	 * @generated
	 */
	void setHostB(Host value);

	/**
	 * Returns the value of the '<em><b>Sizes</b></em>' attribute.
	 * The default value is <code>"0 1024 4096 16384 65536 262144 1048576"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Message lengths in bytes, separated by spaces; each 0 to 2^50 (rule validSizes). Unit: B. Default 0 1024 4096 16384 65536 262144 1048576.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sizes</em>' attribute.
	 * @see #setSizes(String)
	 * @see lbsim.model.ModelPackage#getPingPongApplication_Sizes()
	 * @model default="0 1024 4096 16384 65536 262144 1048576"
	 * @generated
	 */
	String getSizes();

	/**
	 * Sets the value of the '{@link lbsim.model.PingPongApplication#getSizes <em>Sizes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sizes</em>' attribute.
	 * @see #getSizes()
	 * @generated
	 */
	void setSizes(String value);

	/**
	 * Returns the value of the '<em><b>Repetitions</b></em>' attribute.
	 * The default value is <code>"10"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How many times the message of each size goes back and forth. Default 10. At least 1 (rule positiveRepetitions).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Repetitions</em>' attribute.
	 * @see #setRepetitions(int)
	 * @see lbsim.model.ModelPackage#getPingPongApplication_Repetitions()
	 * @model default="10"
	 * @generated
	 */
	int getRepetitions();

	/**
	 * Sets the value of the '{@link lbsim.model.PingPongApplication#getRepetitions <em>Repetitions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Repetitions</em>' attribute.
	 * @see #getRepetitions()
	 * @generated
	 */
	void setRepetitions(int value);

} // PingPongApplication
