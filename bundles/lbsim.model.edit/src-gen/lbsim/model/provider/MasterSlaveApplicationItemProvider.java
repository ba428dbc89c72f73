/**
 * lbsim - EPL-2.0
 */
package lbsim.model.provider;


import java.util.Collection;
import java.util.List;

import lbsim.model.MasterSlaveApplication;
import lbsim.model.ModelPackage;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ViewerNotification;

/**
 * This is the item provider adapter for a {@link lbsim.model.MasterSlaveApplication} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class MasterSlaveApplicationItemProvider extends ApplicationItemProvider {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public MasterSlaveApplicationItemProvider(AdapterFactory adapterFactory) {
		super(adapterFactory);
	}

	/**
	 * This returns the property descriptors for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public List<IItemPropertyDescriptor> getPropertyDescriptors(Object object) {
		if (itemPropertyDescriptors == null) {
			super.getPropertyDescriptors(object);

			addMasterPropertyDescriptor(object);
			addSlavesPropertyDescriptor(object);
			addUnitsPropertyDescriptor(object);
			addUnitCostPropertyDescriptor(object);
			addRequestBytesPropertyDescriptor(object);
			addWorkBytesFixedPropertyDescriptor(object);
			addWorkBytesPerUnitPropertyDescriptor(object);
			addResultBytesFixedPropertyDescriptor(object);
			addResultBytesPerUnitPropertyDescriptor(object);
			addMasterOverheadSecondsPropertyDescriptor(object);
			addNeighbourBytesPropertyDescriptor(object);
			addRoundsPropertyDescriptor(object);
			addStrategyPropertyDescriptor(object);
			addStrategyClassPropertyDescriptor(object);
			addSlaveCountPropertyDescriptor(object);
			addFailureDetectionSecondsPropertyDescriptor(object);
			addRejoinPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Master feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMasterPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_master_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_master_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__MASTER,
				 true,
				 false,
				 true,
				 null,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Slaves feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSlavesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_slaves_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_slaves_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__SLAVES,
				 true,
				 false,
				 true,
				 null,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Units feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addUnitsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_units_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_units_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__UNITS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Unit Cost feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addUnitCostPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_unitCost_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_unitCost_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__UNIT_COST,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Request Bytes feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addRequestBytesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_requestBytes_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_requestBytes_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__REQUEST_BYTES,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Work Bytes Fixed feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addWorkBytesFixedPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_workBytesFixed_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_workBytesFixed_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__WORK_BYTES_FIXED,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Work Bytes Per Unit feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addWorkBytesPerUnitPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_workBytesPerUnit_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_workBytesPerUnit_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Result Bytes Fixed feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addResultBytesFixedPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_resultBytesFixed_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_resultBytesFixed_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__RESULT_BYTES_FIXED,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Result Bytes Per Unit feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addResultBytesPerUnitPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_resultBytesPerUnit_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_resultBytesPerUnit_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Master Overhead Seconds feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMasterOverheadSecondsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_masterOverheadSeconds_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_masterOverheadSeconds_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__MASTER_OVERHEAD_SECONDS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Neighbour Bytes feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addNeighbourBytesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_neighbourBytes_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_neighbourBytes_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__NEIGHBOUR_BYTES,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Rounds feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addRoundsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_rounds_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_rounds_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__ROUNDS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Strategy feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addStrategyPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_strategy_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_strategy_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__STRATEGY,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Strategy Class feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addStrategyClassPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_strategyClass_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_strategyClass_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__STRATEGY_CLASS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Slave Count feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSlaveCountPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_slaveCount_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_slaveCount_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__SLAVE_COUNT,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Failure Detection Seconds feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addFailureDetectionSecondsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_failureDetectionSeconds_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_failureDetectionSeconds_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__FAILURE_DETECTION_SECONDS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Rejoin feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addRejoinPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_MasterSlaveApplication_rejoin_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_MasterSlaveApplication_rejoin_feature", "_UI_MasterSlaveApplication_type"),
				 ModelPackage.Literals.MASTER_SLAVE_APPLICATION__REJOIN,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected boolean shouldComposeCreationImage() {
		return true;
	}

	/**
	 * This returns the label text for the adapted class.
	 * <!-- begin-user-doc -->
	 * The label says what the object is, with its key values and units (lbsim: {@link ItemLabels}).
	 * <!-- end-user-doc -->
	 * @generated NOT
	 */
	@Override
	public String getText(Object object) {
		return ItemLabels.text(object);
	}


	/**
	 * This handles model notifications by calling {@link #updateChildren} to update any cached
	 * children and by creating a viewer notification, which it passes to {@link #fireNotifyChanged}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void notifyChanged(Notification notification) {
		updateChildren(notification);

		switch (notification.getFeatureID(MasterSlaveApplication.class)) {
			case ModelPackage.MASTER_SLAVE_APPLICATION__UNITS:
			case ModelPackage.MASTER_SLAVE_APPLICATION__UNIT_COST:
			case ModelPackage.MASTER_SLAVE_APPLICATION__REQUEST_BYTES:
			case ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_FIXED:
			case ModelPackage.MASTER_SLAVE_APPLICATION__WORK_BYTES_PER_UNIT:
			case ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_FIXED:
			case ModelPackage.MASTER_SLAVE_APPLICATION__RESULT_BYTES_PER_UNIT:
			case ModelPackage.MASTER_SLAVE_APPLICATION__MASTER_OVERHEAD_SECONDS:
			case ModelPackage.MASTER_SLAVE_APPLICATION__NEIGHBOUR_BYTES:
			case ModelPackage.MASTER_SLAVE_APPLICATION__ROUNDS:
			case ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY:
			case ModelPackage.MASTER_SLAVE_APPLICATION__STRATEGY_CLASS:
			case ModelPackage.MASTER_SLAVE_APPLICATION__SLAVE_COUNT:
			case ModelPackage.MASTER_SLAVE_APPLICATION__FAILURE_DETECTION_SECONDS:
			case ModelPackage.MASTER_SLAVE_APPLICATION__REJOIN:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
		}
		super.notifyChanged(notification);
	}

	/**
	 * This adds {@link org.eclipse.emf.edit.command.CommandParameter}s describing the children
	 * that can be created under this object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected void collectNewChildDescriptors(Collection<Object> newChildDescriptors, Object object) {
		super.collectNewChildDescriptors(newChildDescriptors, object);
	}

}
