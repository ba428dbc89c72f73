/**
 * lbsim - EPL-2.0
 */
package lbsim.model;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Link</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A network link: bandwidth, latency and sharing, and how bandwidth and latency change over time (profiles).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.Link#getName <em>Name</em>}</li>
 *   <li>{@link lbsim.model.Link#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}</li>
 *   <li>{@link lbsim.model.Link#getLatencySeconds <em>Latency Seconds</em>}</li>
 *   <li>{@link lbsim.model.Link#getSharing <em>Sharing</em>}</li>
 *   <li>{@link lbsim.model.Link#getBandwidthProfile <em>Bandwidth Profile</em>}</li>
 *   <li>{@link lbsim.model.Link#getLatencyProfile <em>Latency Profile</em>}</li>
 * </ul>
 *
 * @see lbsim.model.ModelPackage#getLink()
 * @model annotation="http://www.eclipse.org/emf/2002/Ecore constraints='validLinkProfiles'"
 *        annotation="http://lbsim.org/model/rules validLinkProfiles='An inline bandwidthProfile or latencyProfile parses as the simulator reads it (lines TIME VALUE, times never going back, values &gt;= 0 and finite, optionally LOOPAFTER), and a bandwidthProfile\'s values are &gt; 0; a file: profile is read by the run, which applies the same rules. Reports: bandwidthProfile: WHY, or latencyProfile: WHY, or bandwidthProfile: a bandwidth must be &gt; 0 B/s, got VALUE.'"
 * @generated
 */
public interface Link extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The link's name, how routes refer to it; unique in the network (checked when the network is built).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see lbsim.model.ModelPackage#getLink_Name()
	 * @model id="true"
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link lbsim.model.Link#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Bandwidth Bytes Per Second</b></em>' attribute.
	 * The default value is <code>"1.25E8"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The link's bandwidth. Unit: B/s. Default 1.25E8 (1 Gbit/s). Must be > 0 and finite (checked when the network is built).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bandwidth Bytes Per Second</em>' attribute.
	 * @see #setBandwidthBytesPerSecond(double)
	 * @see lbsim.model.ModelPackage#getLink_BandwidthBytesPerSecond()
	 * @model default="1.25E8"
	 * @generated
	 */
	double getBandwidthBytesPerSecond();

	/**
	 * Sets the value of the '{@link lbsim.model.Link#getBandwidthBytesPerSecond <em>Bandwidth Bytes Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bandwidth Bytes Per Second</em>' attribute.
	 * @see #getBandwidthBytesPerSecond()
	 * @generated
	 */
	void setBandwidthBytesPerSecond(double value);

	/**
	 * Returns the value of the '<em><b>Latency Seconds</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The link's latency; a route's latency is the sum of its links'. Unit: s. Default 0. Must be >= 0 and finite (checked when the network is built).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Latency Seconds</em>' attribute.
	 * @see #setLatencySeconds(double)
	 * @see lbsim.model.ModelPackage#getLink_LatencySeconds()
	 * @model default="0.0"
	 * @generated
	 */
	double getLatencySeconds();

	/**
	 * Sets the value of the '{@link lbsim.model.Link#getLatencySeconds <em>Latency Seconds</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Latency Seconds</em>' attribute.
	 * @see #getLatencySeconds()
	 * @generated
	 */
	void setLatencySeconds(double value);

	/**
	 * Returns the value of the '<em><b>Sharing</b></em>' attribute.
	 * The default value is <code>"shared"</code>.
	 * The literals are from the enumeration {@link lbsim.model.LinkSharing}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How flows crossing the link share it: shared (default; one capacity for both directions), fatpipe (every flow gets the whole bandwidth) or splitduplex (one capacity per direction).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sharing</em>' attribute.
	 * @see lbsim.model.LinkSharing
	 * @see #setSharing(LinkSharing)
	 * @see lbsim.model.ModelPackage#getLink_Sharing()
	 * @model default="shared"
	 * @generated
	 */
	LinkSharing getSharing();

	/**
	 * Sets the value of the '{@link lbsim.model.Link#getSharing <em>Sharing</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sharing</em>' attribute.
	 * @see lbsim.model.LinkSharing
	 * @see #getSharing()
	 * @generated
	 */
	void setSharing(LinkSharing value);

	/**
	 * Returns the value of the '<em><b>Bandwidth Profile</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bandwidth over time as SimGrid's bandwidth_file gives it: lines TIME BANDWIDTH (the link's bandwidth in B/s from TIME on; bandwidthBytesPerSecond before the first line), optionally LOOPAFTER SECONDS to repeat; inline with ; between lines, or file:PATH (relative to the scenario). A change shares the link again at that instant; messages under way keep the bytes they have left. Times must not go back, bandwidths must be > 0 (rule validLinkProfiles). Default: none (constant bandwidth).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bandwidth Profile</em>' attribute.
	 * @see #setBandwidthProfile(String)
	 * @see lbsim.model.ModelPackage#getLink_BandwidthProfile()
	 * @model
	 * @generated
	 */
	String getBandwidthProfile();

	/**
	 * Sets the value of the '{@link lbsim.model.Link#getBandwidthProfile <em>Bandwidth Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bandwidth Profile</em>' attribute.
	 * @see #getBandwidthProfile()
	 * @generated
	 */
	void setBandwidthProfile(String value);

	/**
	 * Returns the value of the '<em><b>Latency Profile</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Latency over time as SimGrid's latency_file gives it: lines TIME LATENCY (seconds, from TIME on; latencySeconds before the first line), optionally LOOPAFTER SECONDS; inline with ; between lines, or file:PATH. Messages that start after a change pay the new latency; under cm02 and lv08 the messages already crossing the link also get its new latency in their sharing penalty and window bound, as in SimGrid. Checked by rule validLinkProfiles. Default: none (constant latency).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Latency Profile</em>' attribute.
	 * @see #setLatencyProfile(String)
	 * @see lbsim.model.ModelPackage#getLink_LatencyProfile()
	 * @model
	 * @generated
	 */
	String getLatencyProfile();

	/**
	 * Sets the value of the '{@link lbsim.model.Link#getLatencyProfile <em>Latency Profile</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Latency Profile</em>' attribute.
	 * @see #getLatencyProfile()
	 * @generated
	 */
	void setLatencyProfile(String value);

} // Link
