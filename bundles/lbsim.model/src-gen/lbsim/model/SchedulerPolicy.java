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
 * A representation of the literals of the enumeration '<em><b>Scheduler Policy</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * How a host's processors are shared among its jobs (fluid processor sharing with weights).
 * <!-- end-model-doc -->
 * @see lbsim.model.ModelPackage#getSchedulerPolicy()
 * @model
 * @generated
 */
public enum SchedulerPolicy implements Enumerator {
	/**
	 * The '<em><b>LINUX 20</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Linux 2.0 priorities: a job's weight is its priority, 20 - nice, clamped to 1..40; reproduces Table 5.1 of the MISS-PVM report. The default.
	 * <!-- end-model-doc -->
	 * @see #LINUX_20_VALUE
	 * @generated
	 * @ordered
	 */
	LINUX_20(0, "LINUX_2_0", "linux-2.0"),

	/**
	 * The '<em><b>EQUAL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every job gets the same share whatever its nice level (pure processor sharing, as the first WUS).
	 * <!-- end-model-doc -->
	 * @see #EQUAL_VALUE
	 * @generated
	 * @ordered
	 */
	EQUAL(1, "EQUAL", "equal"), /**
	 * The '<em><b>CFS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The weight table of current Linux's completely fair scheduler (sched_prio_to_weight): nice 0 weighs 1024, each nice step changes the weight by about 1.25 times (nice -20: 88761, nice 19: 15).
	 * <!-- end-model-doc -->
	 * @see #CFS_VALUE
	 * @generated
	 * @ordered
	 */
	CFS(2, "CFS", "cfs");

	/**
	 * The '<em><b>LINUX 20</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Linux 2.0 priorities: a job's weight is its priority, 20 - nice, clamped to 1..40; reproduces Table 5.1 of the MISS-PVM report. The default.
	 * <!-- end-model-doc -->
	 * @see #LINUX_20
	 * @model name="LINUX_2_0" literal="linux-2.0"
	 * @generated
	 * @ordered
	 */
	public static final int LINUX_20_VALUE = 0;

	/**
	 * The '<em><b>EQUAL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Every job gets the same share whatever its nice level (pure processor sharing, as the first WUS).
	 * <!-- end-model-doc -->
	 * @see #EQUAL
	 * @model literal="equal"
	 * @generated
	 * @ordered
	 */
	public static final int EQUAL_VALUE = 1;

	/**
	 * The '<em><b>CFS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The weight table of current Linux's completely fair scheduler (sched_prio_to_weight): nice 0 weighs 1024, each nice step changes the weight by about 1.25 times (nice -20: 88761, nice 19: 15).
	 * <!-- end-model-doc -->
	 * @see #CFS
	 * @model literal="cfs"
	 * @generated
	 * @ordered
	 */
	public static final int CFS_VALUE = 2;

	/**
	 * An array of all the '<em><b>Scheduler Policy</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final SchedulerPolicy[] VALUES_ARRAY =
		new SchedulerPolicy[] {
			LINUX_20,
			EQUAL,
			CFS,
		};

	/**
	 * A public read-only list of all the '<em><b>Scheduler Policy</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<SchedulerPolicy> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Scheduler Policy</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SchedulerPolicy get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SchedulerPolicy result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Scheduler Policy</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SchedulerPolicy getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SchedulerPolicy result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Scheduler Policy</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SchedulerPolicy get(int value) {
		switch (value) {
			case LINUX_20_VALUE: return LINUX_20;
			case EQUAL_VALUE: return EQUAL;
			case CFS_VALUE: return CFS;
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
	private SchedulerPolicy(int value, String name, String literal) {
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
	
} //SchedulerPolicy
