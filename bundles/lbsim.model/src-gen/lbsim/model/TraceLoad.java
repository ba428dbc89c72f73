/**
 * lbsim - EPL-2.0
 */
package lbsim.model;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Trace Load</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Competing processes replayed from a trace of real processes.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.TraceLoad#getTraceFile <em>Trace File</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getTraceLoad()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='traceFileSet'"
 *        annotation="http://lbsim.org/model/rules traceFileSet='traceFile is set. Reports: traceFile is not set.'"
 * @generated
 */
public interface TraceLoad extends Workload {
	/**
	 * Returns the value of the '<em><b>Trace File</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * CSV file (arrival_s,cpu_s,nice[,host]), relative to the scenario file: processes of real users replayed. Required (rule traceFileSet).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Trace File</em>' attribute.
	 * @see #setTraceFile(String)
	 * @see lbsim.model.ModelPackage#getTraceLoad_TraceFile()
	 * @model
	 * @generated
	 */
	String getTraceFile();

	/**
	 * Sets the value of the '{@link lbsim.model.TraceLoad#getTraceFile <em>Trace File</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Trace File</em>' attribute.
	 * @see #getTraceFile()
	 * @generated
	 */
	void setTraceFile(String value);

} // TraceLoad
