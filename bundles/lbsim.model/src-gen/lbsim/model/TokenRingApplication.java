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
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='atLeastTwoHosts positiveRounds hostsShareSegment'"
 * @generated
 */
public interface TokenRingApplication extends Application {
	/**
	 * Returns the value of the '<em><b>Hosts</b></em>' reference list.
	 * The list contents are of type {@link lbsim.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
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
