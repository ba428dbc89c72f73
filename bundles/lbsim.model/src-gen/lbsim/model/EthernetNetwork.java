/**
 * lbsim - EPL-2.0
 */
package lbsim.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Ethernet Network</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Zabel: CSMA/CD Ethernet with TCP segments, collisions and back-off.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.EthernetNetwork#getBitsPerSecond <em>Bits Per Second</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getEthernetNetwork()
 * @model
 * @generated
 */
public interface EthernetNetwork extends NetworkSegment {
	/**
	 * Returns the value of the '<em><b>Bits Per Second</b></em>' attribute.
	 * The default value is <code>"1.0E7"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The Ethernet's bit rate: 10 Mbit/s is 1.0E7, 100 Mbit/s 1.0E8. Unit: bit/s. Default 1.0E7. At least 1 bit/s (rules nonNegativeParameters, parametersInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bits Per Second</em>' attribute.
	 * @see #setBitsPerSecond(double)
	 * @see lbsim.model.ModelPackage#getEthernetNetwork_BitsPerSecond()
	 * @model default="1.0E7"
	 * @generated
	 */
	double getBitsPerSecond();

	/**
	 * Sets the value of the '{@link lbsim.model.EthernetNetwork#getBitsPerSecond <em>Bits Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bits Per Second</em>' attribute.
	 * @see #getBitsPerSecond()
	 * @generated
	 */
	void setBitsPerSecond(double value);

} // EthernetNetwork
