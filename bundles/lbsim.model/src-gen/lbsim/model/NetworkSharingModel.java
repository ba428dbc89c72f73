/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Network Sharing Model</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * How a routed network shares link bandwidth: plain max-min after the route latency, or SimGrid 3.32's CM02 or LV08 exactly.
 * <!-- end-model-doc -->
 * @see lbsim.model.ModelPackage#getNetworkSharingModel()
 * @model
 * @generated
 */
public enum NetworkSharingModel implements Enumerator {
	/**
	 * The '<em><b>MAXMIN</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Plain max-min sharing after the route latency (today's rule, the default).
	 * <!-- end-model-doc -->
	 * @see #MAXMIN_VALUE
	 * @generated
	 * @ordered
	 */
	MAXMIN(0, "MAXMIN", "maxmin"),

	/**
	 * The '<em><b>CM02</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SimGrid 3.32's CM02: sharing penalty by route latency, TCP window bound tcpGammaBytes / (2 x route latency), crosstraffic on or off.
	 * <!-- end-model-doc -->
	 * @see #CM02_VALUE
	 * @generated
	 * @ordered
	 */
	CM02(1, "CM02", "cm02"),

	/**
	 * The '<em><b>LV08</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SimGrid 3.32's default model, LV08: CM02 with its latency factor 13.01, bandwidth factor 0.97 and weight-S 20537.
	 * <!-- end-model-doc -->
	 * @see #LV08_VALUE
	 * @generated
	 * @ordered
	 */
	LV08(2, "LV08", "lv08");

	/**
	 * The '<em><b>MAXMIN</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Plain max-min sharing after the route latency (today's rule, the default).
	 * <!-- end-model-doc -->
	 * @see #MAXMIN
	 * @model literal="maxmin"
	 * @generated
	 * @ordered
	 */
	public static final int MAXMIN_VALUE = 0;

	/**
	 * The '<em><b>CM02</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SimGrid 3.32's CM02: sharing penalty by route latency, TCP window bound tcpGammaBytes / (2 x route latency), crosstraffic on or off.
	 * <!-- end-model-doc -->
	 * @see #CM02
	 * @model literal="cm02"
	 * @generated
	 * @ordered
	 */
	public static final int CM02_VALUE = 1;

	/**
	 * The '<em><b>LV08</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SimGrid 3.32's default model, LV08: CM02 with its latency factor 13.01, bandwidth factor 0.97 and weight-S 20537.
	 * <!-- end-model-doc -->
	 * @see #LV08
	 * @model literal="lv08"
	 * @generated
	 * @ordered
	 */
	public static final int LV08_VALUE = 2;

	/**
	 * An array of all the '<em><b>Network Sharing Model</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final NetworkSharingModel[] VALUES_ARRAY =
		new NetworkSharingModel[] {
			MAXMIN,
			CM02,
			LV08,
		};

	/**
	 * A public read-only list of all the '<em><b>Network Sharing Model</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<NetworkSharingModel> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Network Sharing Model</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static NetworkSharingModel get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			NetworkSharingModel result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Network Sharing Model</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static NetworkSharingModel getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			NetworkSharingModel result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Network Sharing Model</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static NetworkSharingModel get(int value) {
		switch (value) {
			case MAXMIN_VALUE: return MAXMIN;
			case CM02_VALUE: return CM02;
			case LV08_VALUE: return LV08;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private NetworkSharingModel(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //NetworkSharingModel
