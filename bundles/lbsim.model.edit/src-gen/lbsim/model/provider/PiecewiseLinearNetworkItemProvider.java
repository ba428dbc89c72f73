/**
 * lbsim - EPL-2.0
 */
package lbsim.model.provider;


import java.util.Collection;
import java.util.List;

import lbsim.model.ModelPackage;
import lbsim.model.PiecewiseLinearNetwork;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ViewerNotification;

/**
 * This is the item provider adapter for a {@link lbsim.model.PiecewiseLinearNetwork} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class PiecewiseLinearNetworkItemProvider extends NetworkSegmentItemProvider {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PiecewiseLinearNetworkItemProvider(AdapterFactory adapterFactory) {
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

			addSendTimeSameNodePropertyDescriptor(object);
			addSendTimeOtherNodePropertyDescriptor(object);
			addTransmissionTimeSameNodePropertyDescriptor(object);
			addTransmissionTimeOtherNodePropertyDescriptor(object);
			addContentionFactorsPropertyDescriptor(object);
			addReceiveOverheadSecondsPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Send Time Same Node feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSendTimeSameNodePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_PiecewiseLinearNetwork_sendTimeSameNode_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_PiecewiseLinearNetwork_sendTimeSameNode_feature", "_UI_PiecewiseLinearNetwork_type"),
				 ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK__SEND_TIME_SAME_NODE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Send Time Other Node feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSendTimeOtherNodePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_PiecewiseLinearNetwork_sendTimeOtherNode_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_PiecewiseLinearNetwork_sendTimeOtherNode_feature", "_UI_PiecewiseLinearNetwork_type"),
				 ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK__SEND_TIME_OTHER_NODE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Transmission Time Same Node feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addTransmissionTimeSameNodePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_PiecewiseLinearNetwork_transmissionTimeSameNode_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_PiecewiseLinearNetwork_transmissionTimeSameNode_feature", "_UI_PiecewiseLinearNetwork_type"),
				 ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_SAME_NODE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Transmission Time Other Node feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addTransmissionTimeOtherNodePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_PiecewiseLinearNetwork_transmissionTimeOtherNode_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_PiecewiseLinearNetwork_transmissionTimeOtherNode_feature", "_UI_PiecewiseLinearNetwork_type"),
				 ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_OTHER_NODE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Contention Factors feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addContentionFactorsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_PiecewiseLinearNetwork_contentionFactors_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_PiecewiseLinearNetwork_contentionFactors_feature", "_UI_PiecewiseLinearNetwork_type"),
				 ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK__CONTENTION_FACTORS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Receive Overhead Seconds feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addReceiveOverheadSecondsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_PiecewiseLinearNetwork_receiveOverheadSeconds_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_PiecewiseLinearNetwork_receiveOverheadSeconds_feature", "_UI_PiecewiseLinearNetwork_type"),
				 ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK__RECEIVE_OVERHEAD_SECONDS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
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

		switch (notification.getFeatureID(PiecewiseLinearNetwork.class)) {
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_SAME_NODE:
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__SEND_TIME_OTHER_NODE:
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_SAME_NODE:
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__TRANSMISSION_TIME_OTHER_NODE:
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__CONTENTION_FACTORS:
			case ModelPackage.PIECEWISE_LINEAR_NETWORK__RECEIVE_OVERHEAD_SECONDS:
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
