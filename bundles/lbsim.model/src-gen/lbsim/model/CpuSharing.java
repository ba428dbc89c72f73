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
 * A representation of the literals of the enumeration '<em><b>Cpu Sharing</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * How a host's processors are time-shared: in the fluid limit, or by discrete round robin.
 * <!-- end-model-doc -->
 * @see lbsim.model.ModelPackage#getCpuSharing()
 * @model
 * @generated
 */
public enum CpuSharing implements Enumerator {
	/**
	 * The '<em><b>FLUID</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Weighted processor sharing with infinitely small time slices, as WUS assumes. The default.
	 * <!-- end-model-doc -->
	 * @see #FLUID_VALUE
	 * @generated
	 * @ordered
	 */
	FLUID(0, "FLUID", "fluid"),

	/**
	 * The '<em><b>ROUND ROBIN</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Discrete round robin with the host's timeSliceSeconds (10 ms by default).
	 * <!-- end-model-doc -->
	 * @see #ROUND_ROBIN_VALUE
	 * @generated
	 * @ordered
	 */
	ROUND_ROBIN(1, "ROUND_ROBIN", "round-robin");

	/**
	 * The '<em><b>FLUID</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Weighted processor sharing with infinitely small time slices, as WUS assumes. The default.
	 * <!-- end-model-doc -->
	 * @see #FLUID
	 * @model literal="fluid"
	 * @generated
	 * @ordered
	 */
	public static final int FLUID_VALUE = 0;

	/**
	 * The '<em><b>ROUND ROBIN</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Discrete round robin with the host's timeSliceSeconds (10 ms by default).
	 * <!-- end-model-doc -->
	 * @see #ROUND_ROBIN
	 * @model literal="round-robin"
	 * @generated
	 * @ordered
	 */
	public static final int ROUND_ROBIN_VALUE = 1;

	/**
	 * An array of all the '<em><b>Cpu Sharing</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final CpuSharing[] VALUES_ARRAY =
		new CpuSharing[] {
			FLUID,
			ROUND_ROBIN,
		};

	/**
	 * A public read-only list of all the '<em><b>Cpu Sharing</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<CpuSharing> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Cpu Sharing</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CpuSharing get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			CpuSharing result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Cpu Sharing</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CpuSharing getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			CpuSharing result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Cpu Sharing</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CpuSharing get(int value) {
		switch (value) {
			case FLUID_VALUE: return FLUID;
			case ROUND_ROBIN_VALUE: return ROUND_ROBIN;
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
	private CpuSharing(int value, String name, String literal) {
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
	
} //CpuSharing
