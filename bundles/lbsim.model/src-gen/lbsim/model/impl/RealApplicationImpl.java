/**
 * lbsim - EPL-2.0
 */
package lbsim.model.impl;

import java.util.Collection;

import lbsim.model.CostMode;
import lbsim.model.Host;
import lbsim.model.ModelPackage;
import lbsim.model.RealApplication;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EDataTypeEList;
import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Real Application</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link lbsim.model.impl.RealApplicationImpl#getMainClass <em>Main Class</em>}</li>
 *   <li>{@link lbsim.model.impl.RealApplicationImpl#getClassPath <em>Class Path</em>}</li>
 *   <li>{@link lbsim.model.impl.RealApplicationImpl#getArgs <em>Args</em>}</li>
 *   <li>{@link lbsim.model.impl.RealApplicationImpl#getCostMode <em>Cost Mode</em>}</li>
 *   <li>{@link lbsim.model.impl.RealApplicationImpl#getReferenceFactor <em>Reference Factor</em>}</li>
 *   <li>{@link lbsim.model.impl.RealApplicationImpl#getReferenceFlopsPerSecond <em>Reference Flops Per Second</em>}</li>
 *   <li>{@link lbsim.model.impl.RealApplicationImpl#getHost <em>Host</em>}</li>
 *   <li>{@link lbsim.model.impl.RealApplicationImpl#getTaskName <em>Task Name</em>}</li>
 * </ul>
 *
 * @generated
 */
public class RealApplicationImpl extends ApplicationImpl implements RealApplication {
	/**
	 * The default value of the '{@link #getMainClass() <em>Main Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMainClass()
	 * @generated
	 * @ordered
	 */
	protected static final String MAIN_CLASS_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getMainClass() <em>Main Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMainClass()
	 * @generated
	 * @ordered
	 */
	protected String mainClass = MAIN_CLASS_EDEFAULT;

	/**
	 * The cached value of the '{@link #getClassPath() <em>Class Path</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getClassPath()
	 * @generated
	 * @ordered
	 */
	protected EList<String> classPath;

	/**
	 * The cached value of the '{@link #getArgs() <em>Args</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getArgs()
	 * @generated
	 * @ordered
	 */
	protected EList<String> args;

	/**
	 * The default value of the '{@link #getCostMode() <em>Cost Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCostMode()
	 * @generated
	 * @ordered
	 */
	protected static final CostMode COST_MODE_EDEFAULT = CostMode.DECLARED;

	/**
	 * The cached value of the '{@link #getCostMode() <em>Cost Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCostMode()
	 * @generated
	 * @ordered
	 */
	protected CostMode costMode = COST_MODE_EDEFAULT;

	/**
	 * The default value of the '{@link #getReferenceFactor() <em>Reference Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReferenceFactor()
	 * @generated
	 * @ordered
	 */
	protected static final double REFERENCE_FACTOR_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getReferenceFactor() <em>Reference Factor</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReferenceFactor()
	 * @generated
	 * @ordered
	 */
	protected double referenceFactor = REFERENCE_FACTOR_EDEFAULT;

	/**
	 * The default value of the '{@link #getReferenceFlopsPerSecond() <em>Reference Flops Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReferenceFlopsPerSecond()
	 * @generated
	 * @ordered
	 */
	protected static final double REFERENCE_FLOPS_PER_SECOND_EDEFAULT = 1.0E9;

	/**
	 * The cached value of the '{@link #getReferenceFlopsPerSecond() <em>Reference Flops Per Second</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReferenceFlopsPerSecond()
	 * @generated
	 * @ordered
	 */
	protected double referenceFlopsPerSecond = REFERENCE_FLOPS_PER_SECOND_EDEFAULT;

	/**
	 * The cached value of the '{@link #getHost() <em>Host</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHost()
	 * @generated
	 * @ordered
	 */
	protected Host host;

	/**
	 * The default value of the '{@link #getTaskName() <em>Task Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTaskName()
	 * @generated
	 * @ordered
	 */
	protected static final String TASK_NAME_EDEFAULT = "master";

	/**
	 * The cached value of the '{@link #getTaskName() <em>Task Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTaskName()
	 * @generated
	 * @ordered
	 */
	protected String taskName = TASK_NAME_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected RealApplicationImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ModelPackage.Literals.REAL_APPLICATION;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getMainClass() {
		return mainClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMainClass(String newMainClass) {
		String oldMainClass = mainClass;
		mainClass = newMainClass;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.REAL_APPLICATION__MAIN_CLASS, oldMainClass, mainClass));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getClassPath() {
		if (classPath == null) {
			classPath = new EDataTypeUniqueEList<String>(String.class, this, ModelPackage.REAL_APPLICATION__CLASS_PATH);
		}
		return classPath;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<String> getArgs() {
		if (args == null) {
			args = new EDataTypeEList<String>(String.class, this, ModelPackage.REAL_APPLICATION__ARGS);
		}
		return args;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CostMode getCostMode() {
		return costMode;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCostMode(CostMode newCostMode) {
		CostMode oldCostMode = costMode;
		costMode = newCostMode == null ? COST_MODE_EDEFAULT : newCostMode;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.REAL_APPLICATION__COST_MODE, oldCostMode, costMode));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getReferenceFactor() {
		return referenceFactor;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReferenceFactor(double newReferenceFactor) {
		double oldReferenceFactor = referenceFactor;
		referenceFactor = newReferenceFactor;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.REAL_APPLICATION__REFERENCE_FACTOR, oldReferenceFactor, referenceFactor));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getReferenceFlopsPerSecond() {
		return referenceFlopsPerSecond;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReferenceFlopsPerSecond(double newReferenceFlopsPerSecond) {
		double oldReferenceFlopsPerSecond = referenceFlopsPerSecond;
		referenceFlopsPerSecond = newReferenceFlopsPerSecond;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.REAL_APPLICATION__REFERENCE_FLOPS_PER_SECOND, oldReferenceFlopsPerSecond, referenceFlopsPerSecond));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host getHost() {
		if (host != null && host.eIsProxy()) {
			InternalEObject oldHost = (InternalEObject)host;
			host = (Host)eResolveProxy(oldHost);
			if (host != oldHost) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ModelPackage.REAL_APPLICATION__HOST, oldHost, host));
			}
		}
		return host;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Host basicGetHost() {
		return host;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHost(Host newHost) {
		Host oldHost = host;
		host = newHost;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.REAL_APPLICATION__HOST, oldHost, host));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getTaskName() {
		return taskName;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTaskName(String newTaskName) {
		String oldTaskName = taskName;
		taskName = newTaskName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ModelPackage.REAL_APPLICATION__TASK_NAME, oldTaskName, taskName));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ModelPackage.REAL_APPLICATION__MAIN_CLASS:
				return getMainClass();
			case ModelPackage.REAL_APPLICATION__CLASS_PATH:
				return getClassPath();
			case ModelPackage.REAL_APPLICATION__ARGS:
				return getArgs();
			case ModelPackage.REAL_APPLICATION__COST_MODE:
				return getCostMode();
			case ModelPackage.REAL_APPLICATION__REFERENCE_FACTOR:
				return getReferenceFactor();
			case ModelPackage.REAL_APPLICATION__REFERENCE_FLOPS_PER_SECOND:
				return getReferenceFlopsPerSecond();
			case ModelPackage.REAL_APPLICATION__HOST:
				if (resolve) return getHost();
				return basicGetHost();
			case ModelPackage.REAL_APPLICATION__TASK_NAME:
				return getTaskName();
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
			case ModelPackage.REAL_APPLICATION__MAIN_CLASS:
				setMainClass((String)newValue);
				return;
			case ModelPackage.REAL_APPLICATION__CLASS_PATH:
				getClassPath().clear();
				getClassPath().addAll((Collection<? extends String>)newValue);
				return;
			case ModelPackage.REAL_APPLICATION__ARGS:
				getArgs().clear();
				getArgs().addAll((Collection<? extends String>)newValue);
				return;
			case ModelPackage.REAL_APPLICATION__COST_MODE:
				setCostMode((CostMode)newValue);
				return;
			case ModelPackage.REAL_APPLICATION__REFERENCE_FACTOR:
				setReferenceFactor((Double)newValue);
				return;
			case ModelPackage.REAL_APPLICATION__REFERENCE_FLOPS_PER_SECOND:
				setReferenceFlopsPerSecond((Double)newValue);
				return;
			case ModelPackage.REAL_APPLICATION__HOST:
				setHost((Host)newValue);
				return;
			case ModelPackage.REAL_APPLICATION__TASK_NAME:
				setTaskName((String)newValue);
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
			case ModelPackage.REAL_APPLICATION__MAIN_CLASS:
				setMainClass(MAIN_CLASS_EDEFAULT);
				return;
			case ModelPackage.REAL_APPLICATION__CLASS_PATH:
				getClassPath().clear();
				return;
			case ModelPackage.REAL_APPLICATION__ARGS:
				getArgs().clear();
				return;
			case ModelPackage.REAL_APPLICATION__COST_MODE:
				setCostMode(COST_MODE_EDEFAULT);
				return;
			case ModelPackage.REAL_APPLICATION__REFERENCE_FACTOR:
				setReferenceFactor(REFERENCE_FACTOR_EDEFAULT);
				return;
			case ModelPackage.REAL_APPLICATION__REFERENCE_FLOPS_PER_SECOND:
				setReferenceFlopsPerSecond(REFERENCE_FLOPS_PER_SECOND_EDEFAULT);
				return;
			case ModelPackage.REAL_APPLICATION__HOST:
				setHost((Host)null);
				return;
			case ModelPackage.REAL_APPLICATION__TASK_NAME:
				setTaskName(TASK_NAME_EDEFAULT);
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
			case ModelPackage.REAL_APPLICATION__MAIN_CLASS:
				return MAIN_CLASS_EDEFAULT == null ? mainClass != null : !MAIN_CLASS_EDEFAULT.equals(mainClass);
			case ModelPackage.REAL_APPLICATION__CLASS_PATH:
				return classPath != null && !classPath.isEmpty();
			case ModelPackage.REAL_APPLICATION__ARGS:
				return args != null && !args.isEmpty();
			case ModelPackage.REAL_APPLICATION__COST_MODE:
				return costMode != COST_MODE_EDEFAULT;
			case ModelPackage.REAL_APPLICATION__REFERENCE_FACTOR:
				return referenceFactor != REFERENCE_FACTOR_EDEFAULT;
			case ModelPackage.REAL_APPLICATION__REFERENCE_FLOPS_PER_SECOND:
				return referenceFlopsPerSecond != REFERENCE_FLOPS_PER_SECOND_EDEFAULT;
			case ModelPackage.REAL_APPLICATION__HOST:
				return host != null;
			case ModelPackage.REAL_APPLICATION__TASK_NAME:
				return TASK_NAME_EDEFAULT == null ? taskName != null : !TASK_NAME_EDEFAULT.equals(taskName);
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
		result.append(" (mainClass: ");
		result.append(mainClass);
		result.append(", classPath: ");
		result.append(classPath);
		result.append(", args: ");
		result.append(args);
		result.append(", costMode: ");
		result.append(costMode);
		result.append(", referenceFactor: ");
		result.append(referenceFactor);
		result.append(", referenceFlopsPerSecond: ");
		result.append(referenceFlopsPerSecond);
		result.append(", taskName: ");
		result.append(taskName);
		result.append(')');
		return result.toString();
	}

} //RealApplicationImpl
