/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Trace Replay Application</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Replays Zabel-format traces (c / s / r / m lines, microseconds, one file per task) on this platform.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.TraceReplayApplication#getTraces <em>Traces</em>}</li>
 *   <li>{@link lbsim.model.TraceReplayApplication#getHosts <em>Hosts</em>}</li>
 *   <li>{@link lbsim.model.TraceReplayApplication#getTraceHostSpeed <em>Trace Host Speed</em>}</li>
 *   <li>{@link lbsim.model.TraceReplayApplication#isUseNetworkCosts <em>Use Network Costs</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getTraceReplayApplication()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='tracesSet hostsSet positiveTraceHostSpeed traceHostSpeedInRange'"
 *        annotation="http://lbsim.org/model/rules tracesSet='traces is set. Reports: traces is not set.' hostsSet='hosts names at least one host, each a host of the platform. Reports: names no hosts (one per traced task), or refers to unknown host \'NAME\'.' positiveTraceHostSpeed='traceHostSpeed is &gt; 0 and finite. Reports: traceHostSpeed must be &gt; 0 and finite, got VALUE.' traceHostSpeedInRange='traceHostSpeed is between 1e-6 and 1e6. Reports: traceHostSpeed must be between 1.0E-6 and 1000000.0, got VALUE.'"
 * @generated
 */
public interface TraceReplayApplication extends Application {
	/**
	 * Returns the value of the '<em><b>Traces</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The Zabel traces: a folder of NAME.0, NAME.1, ... files, or one file with a task column; relative to the scenario file. Required (rule tracesSet).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Traces</em>' attribute.
	 * @see #setTraces(String)
	 * @see lbsim.model.ModelPackage#getTraceReplayApplication_Traces()
	 * @model
	 * @generated
	 */
	String getTraces();

	/**
	 * Sets the value of the '{@link lbsim.model.TraceReplayApplication#getTraces <em>Traces</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Traces</em>' attribute.
	 * @see #getTraces()
	 * @generated
	 */
	void setTraces(String value);

	/**
	 * Returns the value of the '<em><b>Hosts</b></em>' reference list.
	 * The list contents are of type {@link lbsim.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The hosts the traced tasks run on, one per task in task order (rule hostsSet); tasks that exchange messages are joined, on one segment or through gateways (rule hostsConnected).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hosts</em>' reference list.
	 * @see lbsim.model.ModelPackage#getTraceReplayApplication_Hosts()
	 * @model
	 * @generated
	 */
	EList<Host> getHosts();

	/**
	 * Returns the value of the '<em><b>Trace Host Speed</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Speed factor of the machines the trace was taken on: trace times x this = reference CPU seconds. Unit: x reference. Default 1. Range 1e-6 to 1e6 (rules positiveTraceHostSpeed, traceHostSpeedInRange).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Trace Host Speed</em>' attribute.
	 * @see #setTraceHostSpeed(double)
	 * @see lbsim.model.ModelPackage#getTraceReplayApplication_TraceHostSpeed()
	 * @model default="1.0"
	 * @generated
	 */
	double getTraceHostSpeed();

	/**
	 * Sets the value of the '{@link lbsim.model.TraceReplayApplication#getTraceHostSpeed <em>Trace Host Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Trace Host Speed</em>' attribute.
	 * @see #getTraceHostSpeed()
	 * @generated
	 */
	void setTraceHostSpeed(double value);

	/**
	 * Returns the value of the '<em><b>Use Network Costs</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * false (default): the trace's write and read times are replayed as CPU work; true: the network model's overheads are used instead.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Use Network Costs</em>' attribute.
	 * @see #setUseNetworkCosts(boolean)
	 * @see lbsim.model.ModelPackage#getTraceReplayApplication_UseNetworkCosts()
	 * @model default="false"
	 * @generated
	 */
	boolean isUseNetworkCosts();

	/**
	 * Sets the value of the '{@link lbsim.model.TraceReplayApplication#isUseNetworkCosts <em>Use Network Costs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Use Network Costs</em>' attribute.
	 * @see #isUseNetworkCosts()
	 * @generated
	 */
	void setUseNetworkCosts(boolean value);

} // TraceReplayApplication
