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
 * A representation of the literals of the enumeration '<em><b>Cost Mode</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * How a real program spends virtual CPU time: declared (only Pvm.compute and computeFlops) or measured (also the CPU time its own code uses, scaled by referenceFactor).
 * <!-- end-model-doc -->
 * @see lbsim.model.ModelPackage#getCostMode()
 * @model
 * @generated
 */
public enum CostMode implements Enumerator {
	/**
	 * The '<em><b>DECLARED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Only Pvm.compute and Pvm.computeFlops cost virtual CPU time. The default.
	 * <!-- end-model-doc -->
	 * @see #DECLARED_VALUE
	 * @generated
	 * @ordered
	 */
	DECLARED(0, "DECLARED", "declared"),

	/**
	 * The '<em><b>MEASURED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Also the CPU time the program's own code uses between two API calls, times referenceFactor.
	 * <!-- end-model-doc -->
	 * @see #MEASURED_VALUE
	 * @generated
	 * @ordered
	 */
	MEASURED(1, "MEASURED", "measured");

	/**
	 * The '<em><b>DECLARED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Only Pvm.compute and Pvm.computeFlops cost virtual CPU time. The default.
	 * <!-- end-model-doc -->
	 * @see #DECLARED
	 * @model literal="declared"
	 * @generated
	 * @ordered
	 */
	public static final int DECLARED_VALUE = 0;

	/**
	 * The '<em><b>MEASURED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Also the CPU time the program's own code uses between two API calls, times referenceFactor.
	 * <!-- end-model-doc -->
	 * @see #MEASURED
	 * @model literal="measured"
	 * @generated
	 * @ordered
	 */
	public static final int MEASURED_VALUE = 1;

	/**
	 * An array of all the '<em><b>Cost Mode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final CostMode[] VALUES_ARRAY =
		new CostMode[] {
			DECLARED,
			MEASURED,
		};

	/**
	 * A public read-only list of all the '<em><b>Cost Mode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<CostMode> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Cost Mode</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CostMode get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			CostMode result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Cost Mode</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CostMode getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			CostMode result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Cost Mode</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CostMode get(int value) {
		switch (value) {
			case DECLARED_VALUE: return DECLARED;
			case MEASURED_VALUE: return MEASURED;
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
	private CostMode(int value, String name, String literal) {
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
	
} //CostMode
