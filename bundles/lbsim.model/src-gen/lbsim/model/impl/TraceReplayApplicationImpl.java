/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import java.util.Collection;

import lbsim.model.Host;
import lbsim.model.ModelPackage;
import lbsim.model.TraceReplayApplication;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Trace Replay Application</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.TraceReplayApplicationImpl#getTraces <em>Traces</em>}</li>
 *   <li>{@link lbsim.model.impl.TraceReplayApplicationImpl#getHosts <em>Hosts</em>}</li>
 *   <li>{@link lbsim.model.impl.TraceReplayApplicationImpl#getTraceHostSpeed <em>Trace Host Speed</em>}</li>
 *   <li>{@link lbsim.model.impl.TraceReplayApplicationImpl#isUseNetworkCosts <em>Use Network Costs</em>}</li>
 * </ul>
 *
 * @generated
 */
public class TraceReplayApplicationImpl extends ApplicationImpl implements TraceReplayApplication {
	/**
	 * The default value of the '{@link #getTraces() <em>Traces</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTraces()
	 * @generated
	 * @ordered
	 */
	protected static final String TRACES_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getTraces() <em>Traces</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTraces()
	 * @generated
	 * @ordered
	 */
	protected String traces = TRACES_EDEFAULT;

	/**
	 * The cached value of the '{@link #getHosts() <em>Hosts</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHosts()
	 * @generated
	 * @ordered
	 */
	protected EList<Host> hosts;

	/**
	 * The default value of the '{@link #getTraceHostSpeed() <em>Trace Host Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTraceHostSpeed()
	 * @generated
	 * @ordered
	 */
	protected static final double TRACE_HOST_SPEED_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getTraceHostSpeed() <em>Trace Host Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTraceHostSpeed()
	 * @generated
	 * @ordered
	 */
	protected double traceHostSpeed = TRACE_HOST_SPEED_EDEFAULT;

	/**
	 * The default value of the '{@link #isUseNetworkCosts() <em>Use Network Costs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isUseNetworkCosts()
	 * @generated
	 * @ordered
	 */
	protected static final boolean USE_NETWORK_COSTS_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isUseNetworkCosts() <em>Use Network Costs</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isUseNetworkCosts()
	 * @generated
	 * @ordered
	 */
	protected boolean useNetworkCosts = USE_NETWORK_COSTS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected TraceReplayApplicationImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.TRACE_REPLAY_APPLICATION;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTraces() {
		return traces;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTraces(String newTraces) {
		String oldTraces = traces;
		traces = newTraces;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.TRACE_REPLAY_APPLICATION__TRACES, oldTraces, traces));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Host> getHosts() {
		if (hosts == null) {
			hosts = new EObjectResolvingEList<Host>(Host.class, this, ModelPackage.TRACE_REPLAY_APPLICATION__HOSTS);
		}
		return hosts;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getTraceHostSpeed() {
		return traceHostSpeed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTraceHostSpeed(double newTraceHostSpeed) {
		double oldTraceHostSpeed = traceHostSpeed;
		traceHostSpeed = newTraceHostSpeed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED, oldTraceHostSpeed, traceHostSpeed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isUseNetworkCosts() {
		return useNetworkCosts;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUseNetworkCosts(boolean newUseNetworkCosts) {
		boolean oldUseNetworkCosts = useNetworkCosts;
		useNetworkCosts = newUseNetworkCosts;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.TRACE_REPLAY_APPLICATION__USE_NETWORK_COSTS, oldUseNetworkCosts, useNetworkCosts));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.TRACE_REPLAY_APPLICATION__TRACES:
				return getTraces();
			case ModelPackage.TRACE_REPLAY_APPLICATION__HOSTS:
				return getHosts();
			case ModelPackage.TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED:
				return getTraceHostSpeed();
			case ModelPackage.TRACE_REPLAY_APPLICATION__USE_NETWORK_COSTS:
				return isUseNetworkCosts();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ModelPackage.TRACE_REPLAY_APPLICATION__TRACES:
				setTraces((String)newValue);
				return;
			case ModelPackage.TRACE_REPLAY_APPLICATION__HOSTS:
				getHosts().clear();
				getHosts().addAll((Collection<? extends Host>)newValue);
				return;
			case ModelPackage.TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED:
				setTraceHostSpeed((Double)newValue);
				return;
			case ModelPackage.TRACE_REPLAY_APPLICATION__USE_NETWORK_COSTS:
				setUseNetworkCosts((Boolean)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case ModelPackage.TRACE_REPLAY_APPLICATION__TRACES:
				setTraces(TRACES_EDEFAULT);
				return;
			case ModelPackage.TRACE_REPLAY_APPLICATION__HOSTS:
				getHosts().clear();
				return;
			case ModelPackage.TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED:
				setTraceHostSpeed(TRACE_HOST_SPEED_EDEFAULT);
				return;
			case ModelPackage.TRACE_REPLAY_APPLICATION__USE_NETWORK_COSTS:
				setUseNetworkCosts(USE_NETWORK_COSTS_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case ModelPackage.TRACE_REPLAY_APPLICATION__TRACES:
				return TRACES_EDEFAULT == null ? traces != null : !TRACES_EDEFAULT.equals(traces);
			case ModelPackage.TRACE_REPLAY_APPLICATION__HOSTS:
				return hosts != null && !hosts.isEmpty();
			case ModelPackage.TRACE_REPLAY_APPLICATION__TRACE_HOST_SPEED:
				return traceHostSpeed != TRACE_HOST_SPEED_EDEFAULT;
			case ModelPackage.TRACE_REPLAY_APPLICATION__USE_NETWORK_COSTS:
				return useNetworkCosts != USE_NETWORK_COSTS_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (traces: ");
		result.append(traces);
		result.append(", traceHostSpeed: ");
		result.append(traceHostSpeed);
		result.append(", useNetworkCosts: ");
		result.append(useNetworkCosts);
		result.append(')');
		return result.toString();
	}

} //TraceReplayApplicationImpl
