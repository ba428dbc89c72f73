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
 * A representation of the literals of the enumeration '<em><b>Zone Routing</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * How a zone finds routes: the path of fewest hops over its routes unless one is given (shortest, SimGrid's Floyd and Dijkstra), or only the routes given (full).
 * <!-- end-model-doc -->
 * @see lbsim.model.ModelPackage#getZoneRouting()
 * @model
 * @generated
 */
public enum ZoneRouting implements Enumerator {
	/**
	 * The '<em><b>SHORTEST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The path of fewest hops over the zone's routes, unless a route is given (SimGrid's Floyd and Dijkstra). The default.
	 * <!-- end-model-doc -->
	 * @see #SHORTEST_VALUE
	 * @generated
	 * @ordered
	 */
	SHORTEST(0, "SHORTEST", "shortest"),

	/**
	 * The '<em><b>FULL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Only the routes given (SimGrid's Full routing).
	 * <!-- end-model-doc -->
	 * @see #FULL_VALUE
	 * @generated
	 * @ordered
	 */
	FULL(1, "FULL", "full");

	/**
	 * The '<em><b>SHORTEST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The path of fewest hops over the zone's routes, unless a route is given (SimGrid's Floyd and Dijkstra). The default.
	 * <!-- end-model-doc -->
	 * @see #SHORTEST
	 * @model literal="shortest"
	 * @generated
	 * @ordered
	 */
	public static final int SHORTEST_VALUE = 0;

	/**
	 * The '<em><b>FULL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Only the routes given (SimGrid's Full routing).
	 * <!-- end-model-doc -->
	 * @see #FULL
	 * @model literal="full"
	 * @generated
	 * @ordered
	 */
	public static final int FULL_VALUE = 1;

	/**
	 * An array of all the '<em><b>Zone Routing</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final ZoneRouting[] VALUES_ARRAY =
		new ZoneRouting[] {
			SHORTEST,
			FULL,
		};

	/**
	 * A public read-only list of all the '<em><b>Zone Routing</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<ZoneRouting> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Zone Routing</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static ZoneRouting get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			ZoneRouting result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Zone Routing</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static ZoneRouting getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			ZoneRouting result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Zone Routing</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static ZoneRouting get(int value) {
		switch (value) {
			case SHORTEST_VALUE: return SHORTEST;
			case FULL_VALUE: return FULL;
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
	private ZoneRouting(int value, String name, String literal) {
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
	
} //ZoneRouting
