/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Sweep</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One swept attribute of an experiment: a path as --set takes it and the values it takes.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.Sweep#getPath <em>Path</em>}</li>
 *   <li>{@link lbsim.model.Sweep#getSpec <em>Spec</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getSweep()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='pathNotEmpty validSweepSpec pathResolves'"
 *        annotation="http://lbsim.org/model/rules pathNotEmpty='The sweep names an attribute. Reports: path is empty; name the swept attribute, e.g. application/workBytesFixed.' validSweepSpec='The values are a list, a linear range FROM:TO:STEP or a geometric range FROM:TO:*FACTOR that gives at least one value. Reports what is wrong with the spec.' pathResolves='Every value can be set at the path (as --set would). Reports: value \'VALUE\' cannot be set: WHY.'"
 * @generated
 */
public interface Sweep extends EObject {
	/**
	 * Returns the value of the '<em><b>Path</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The swept attribute, as --set takes it, e.g. application/workBytesFixed or platform/hosts[name=ws1]/speed. Must be set (rule pathNotEmpty) and settable to every value (rule pathResolves).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Path</em>' attribute.
	 * @see #setPath(String)
	 * @see lbsim.model.ModelPackage#getSweep_Path()
	 * @model
	 * @generated
	 */
	String getPath();

	/**
	 * Sets the value of the '{@link lbsim.model.Sweep#getPath <em>Path</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Path</em>' attribute.
	 * @see #getPath()
	 * @generated
	 */
	void setPath(String value);

	/**
	 * Returns the value of the '<em><b>Spec</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The values: v1,v2,... (commas inside parentheses do not split), FROM:TO:STEP (linear, both ends included) or FROM:TO:*FACTOR (geometric). Checked by rule validSweepSpec.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Spec</em>' attribute.
	 * @see #setSpec(String)
	 * @see lbsim.model.ModelPackage#getSweep_Spec()
	 * @model
	 * @generated
	 */
	String getSpec();

	/**
	 * Sets the value of the '{@link lbsim.model.Sweep#getSpec <em>Spec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Spec</em>' attribute.
	 * @see #getSpec()
	 * @generated
	 */
	void setSpec(String value);

} // Sweep
