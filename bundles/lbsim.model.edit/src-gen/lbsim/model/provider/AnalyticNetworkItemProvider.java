/**
 * lbsim - EPL-2.0
 */
package lbsim.model.provider;


import java.util.Collection;
import java.util.List;

import lbsim.model.AnalyticNetwork;
import lbsim.model.ModelPackage;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ViewerNotification;

/**
 * This is the item provider adapter for a {@link lbsim.model.AnalyticNetwork} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class AnalyticNetworkItemProvider extends NetworkSegmentItemProvider {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public AnalyticNetworkItemProvider(AdapterFactory adapterFactory) {
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

			addSetupSecondsPropertyDescriptor(object);
			addBlockBytesPropertyDescriptor(object);
			addBlockSetupSecondsPropertyDescriptor(object);
			addBandwidthBytesPerSecondPropertyDescriptor(object);
			addSendOverheadSecondsPropertyDescriptor(object);
			addReceiveOverheadSecondsPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Setup Seconds feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSetupSecondsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnalyticNetwork_setupSeconds_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnalyticNetwork_setupSeconds_feature", "_UI_AnalyticNetwork_type"),
				 ModelPackage.Literals.ANALYTIC_NETWORK__SETUP_SECONDS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Block Bytes feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addBlockBytesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnalyticNetwork_blockBytes_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnalyticNetwork_blockBytes_feature", "_UI_AnalyticNetwork_type"),
				 ModelPackage.Literals.ANALYTIC_NETWORK__BLOCK_BYTES,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Block Setup Seconds feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addBlockSetupSecondsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnalyticNetwork_blockSetupSeconds_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnalyticNetwork_blockSetupSeconds_feature", "_UI_AnalyticNetwork_type"),
				 ModelPackage.Literals.ANALYTIC_NETWORK__BLOCK_SETUP_SECONDS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Bandwidth Bytes Per Second feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addBandwidthBytesPerSecondPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnalyticNetwork_bandwidthBytesPerSecond_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnalyticNetwork_bandwidthBytesPerSecond_feature", "_UI_AnalyticNetwork_type"),
				 ModelPackage.Literals.ANALYTIC_NETWORK__BANDWIDTH_BYTES_PER_SECOND,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Send Overhead Seconds feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSendOverheadSecondsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_AnalyticNetwork_sendOverheadSeconds_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnalyticNetwork_sendOverheadSeconds_feature", "_UI_AnalyticNetwork_type"),
				 ModelPackage.Literals.ANALYTIC_NETWORK__SEND_OVERHEAD_SECONDS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
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
				 getString("_UI_AnalyticNetwork_receiveOverheadSeconds_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_AnalyticNetwork_receiveOverheadSeconds_feature", "_UI_AnalyticNetwork_type"),
				 ModelPackage.Literals.ANALYTIC_NETWORK__RECEIVE_OVERHEAD_SECONDS,
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

		switch (notification.getFeatureID(AnalyticNetwork.class)) {
			case ModelPackage.ANALYTIC_NETWORK__SETUP_SECONDS:
			case ModelPackage.ANALYTIC_NETWORK__BLOCK_BYTES:
			case ModelPackage.ANALYTIC_NETWORK__BLOCK_SETUP_SECONDS:
			case ModelPackage.ANALYTIC_NETWORK__BANDWIDTH_BYTES_PER_SECOND:
			case ModelPackage.ANALYTIC_NETWORK__SEND_OVERHEAD_SECONDS:
			case ModelPackage.ANALYTIC_NETWORK__RECEIVE_OVERHEAD_SECONDS:
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
