/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Token Ring Application</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A ring of tasks, one per listed host, passing a token around (Zabel, figure 2.9).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.TokenRingApplication#getHosts <em>Hosts</em>}</li>
 *   <li>{@link lbsim.model.TokenRingApplication#getTokenBytes <em>Token Bytes</em>}</li>
 *   <li>{@link lbsim.model.TokenRingApplication#getRounds <em>Rounds</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getTokenRingApplication()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='atLeastTwoHosts positiveRounds hostsConnected'"
 *        annotation="http://lbsim.org/model/rules atLeastTwoHosts='The ring has at least 2 hosts, each a host of the platform. Reports: a ring needs at least 2 hosts, got N.' positiveRounds='rounds is at least 1 and tokenBytes at least 0. Reports: rounds must be &gt;= 1 and tokenBytes &gt;= 0, got ROUNDS and BYTES.' hostsConnected='Neighbours in the ring are on the same segment or joined by segments, gateways and routes. Reports: hosts \'A\' and \'B\' are not connected: WHAT, but neighbours in the ring pass the token.'"
 * @generated
 */
public interface TokenRingApplication extends Application {
	/**
	 * Returns the value of the '<em><b>Hosts</b></em>' reference list.
	 * The list contents are of type {@link lbsim.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The ring: one task per listed host, each passing the token to the next and the last to the first. At least 2 (rule atLeastTwoHosts); neighbours are joined, on one segment or through gateways (rule hostsConnected).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hosts</em>' reference list.
	 * @see lbsim.model.ModelPackage#getTokenRingApplication_Hosts()
	 * @model
	 * @generated
	 */
	EList<Host> getHosts();

	/**
	 * Returns the value of the '<em><b>Token Bytes</b></em>' attribute.
	 * The default value is <code>"4032"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Length of the token message. Unit: B. Default 4032. At least 0 (rule positiveRounds).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Token Bytes</em>' attribute.
	 * @see #setTokenBytes(int)
	 * @see lbsim.model.ModelPackage#getTokenRingApplication_TokenBytes()
	 * @model default="4032"
	 * @generated
	 */
	int getTokenBytes();

	/**
	 * Sets the value of the '{@link lbsim.model.TokenRingApplication#getTokenBytes <em>Token Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Token Bytes</em>' attribute.
	 * @see #getTokenBytes()
	 * @generated
	 */
	void setTokenBytes(int value);

	/**
	 * Returns the value of the '<em><b>Rounds</b></em>' attribute.
	 * The default value is <code>"100"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How many times the token goes round the ring. Default 100. At least 1 (rule positiveRounds).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rounds</em>' attribute.
	 * @see #setRounds(int)
	 * @see lbsim.model.ModelPackage#getTokenRingApplication_Rounds()
	 * @model default="100"
	 * @generated
	 */
	int getRounds();

	/**
	 * Sets the value of the '{@link lbsim.model.TokenRingApplication#getRounds <em>Rounds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rounds</em>' attribute.
	 * @see #getRounds()
	 * @generated
	 */
	void setRounds(int value);

} // TokenRingApplication
