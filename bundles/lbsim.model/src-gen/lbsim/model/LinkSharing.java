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
 * A representation of the literals of the enumeration '<em><b>Link Sharing</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * How the flows crossing a link share it: one capacity for both directions, every flow the whole bandwidth, or one capacity per direction.
 * <!-- end-model-doc -->
 * @see lbsim.model.ModelPackage#getLinkSharing()
 * @model
 * @generated
 */
public enum LinkSharing implements Enumerator {
	/**
	 * The '<em><b>SHARED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One capacity shared by the flows of both directions.
	 * <!-- end-model-doc -->
	 * @see #SHARED_VALUE
	 * @generated
	 * @ordered
	 */
	SHARED(0, "SHARED", "shared"),

	/**
	 * The '<em><b>FATPIPE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every flow gets the whole bandwidth (no sharing).
	 * <!-- end-model-doc -->
	 * @see #FATPIPE_VALUE
	 * @generated
	 * @ordered
	 */
	FATPIPE(1, "FATPIPE", "fatpipe"),

	/**
	 * The '<em><b>SPLITDUPLEX</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One capacity per direction.
	 * <!-- end-model-doc -->
	 * @see #SPLITDUPLEX_VALUE
	 * @generated
	 * @ordered
	 */
	SPLITDUPLEX(2, "SPLITDUPLEX", "splitduplex");

	/**
	 * The '<em><b>SHARED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One capacity shared by the flows of both directions.
	 * <!-- end-model-doc -->
	 * @see #SHARED
	 * @model literal="shared"
	 * @generated
	 * @ordered
	 */
	public static final int SHARED_VALUE = 0;

	/**
	 * The '<em><b>FATPIPE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every flow gets the whole bandwidth (no sharing).
	 * <!-- end-model-doc -->
	 * @see #FATPIPE
	 * @model literal="fatpipe"
	 * @generated
	 * @ordered
	 */
	public static final int FATPIPE_VALUE = 1;

	/**
	 * The '<em><b>SPLITDUPLEX</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One capacity per direction.
	 * <!-- end-model-doc -->
	 * @see #SPLITDUPLEX
	 * @model literal="splitduplex"
	 * @generated
	 * @ordered
	 */
	public static final int SPLITDUPLEX_VALUE = 2;

	/**
	 * An array of all the '<em><b>Link Sharing</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final LinkSharing[] VALUES_ARRAY =
		new LinkSharing[] {
			SHARED,
			FATPIPE,
			SPLITDUPLEX,
		};

	/**
	 * A public read-only list of all the '<em><b>Link Sharing</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<LinkSharing> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Link Sharing</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LinkSharing get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LinkSharing result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Link Sharing</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LinkSharing getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			LinkSharing result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Link Sharing</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static LinkSharing get(int value) {
		switch (value) {
			case SHARED_VALUE: return SHARED;
			case FATPIPE_VALUE: return FATPIPE;
			case SPLITDUPLEX_VALUE: return SPLITDUPLEX;
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
	private LinkSharing(int value, String name, String literal) {
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
	
} //LinkSharing
