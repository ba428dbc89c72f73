/**
 * lbsim - EPL-2.0
 */
package lbsim.model.provider;


import java.util.Collection;
import java.util.List;

import lbsim.model.ModelFactory;
import lbsim.model.ModelPackage;
import lbsim.model.RoutedNetwork;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EStructuralFeature;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ViewerNotification;

/**
 * This is the item provider adapter for a {@link lbsim.model.RoutedNetwork} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class RoutedNetworkItemProvider extends NetworkSegmentItemProvider {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public RoutedNetworkItemProvider(AdapterFactory adapterFactory) {
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

			addModelPropertyDescriptor(object);
			addLatencyFactorPropertyDescriptor(object);
			addBandwidthFactorPropertyDescriptor(object);
			addWeightSPropertyDescriptor(object);
			addTcpGammaBytesPropertyDescriptor(object);
			addCrosstrafficPropertyDescriptor(object);
			addRoutingPropertyDescriptor(object);
			addSendOverheadSecondsPropertyDescriptor(object);
			addReceiveOverheadSecondsPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Model feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addModelPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoutedNetwork_model_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_RoutedNetwork_model_feature", "_UI_RoutedNetwork_type"),
				 ModelPackage.Literals.ROUTED_NETWORK__MODEL,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Latency Factor feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addLatencyFactorPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoutedNetwork_latencyFactor_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_RoutedNetwork_latencyFactor_feature", "_UI_RoutedNetwork_type"),
				 ModelPackage.Literals.ROUTED_NETWORK__LATENCY_FACTOR,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Bandwidth Factor feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addBandwidthFactorPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoutedNetwork_bandwidthFactor_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_RoutedNetwork_bandwidthFactor_feature", "_UI_RoutedNetwork_type"),
				 ModelPackage.Literals.ROUTED_NETWORK__BANDWIDTH_FACTOR,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Weight S feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addWeightSPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoutedNetwork_weightS_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_RoutedNetwork_weightS_feature", "_UI_RoutedNetwork_type"),
				 ModelPackage.Literals.ROUTED_NETWORK__WEIGHT_S,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Tcp Gamma Bytes feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addTcpGammaBytesPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoutedNetwork_tcpGammaBytes_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_RoutedNetwork_tcpGammaBytes_feature", "_UI_RoutedNetwork_type"),
				 ModelPackage.Literals.ROUTED_NETWORK__TCP_GAMMA_BYTES,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Crosstraffic feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCrosstrafficPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoutedNetwork_crosstraffic_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_RoutedNetwork_crosstraffic_feature", "_UI_RoutedNetwork_type"),
				 ModelPackage.Literals.ROUTED_NETWORK__CROSSTRAFFIC,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Routing feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addRoutingPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoutedNetwork_routing_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_RoutedNetwork_routing_feature", "_UI_RoutedNetwork_type"),
				 ModelPackage.Literals.ROUTED_NETWORK__ROUTING,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
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
				 getString("_UI_RoutedNetwork_sendOverheadSeconds_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_RoutedNetwork_sendOverheadSeconds_feature", "_UI_RoutedNetwork_type"),
				 ModelPackage.Literals.ROUTED_NETWORK__SEND_OVERHEAD_SECONDS,
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
				 getString("_UI_RoutedNetwork_receiveOverheadSeconds_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_RoutedNetwork_receiveOverheadSeconds_feature", "_UI_RoutedNetwork_type"),
				 ModelPackage.Literals.ROUTED_NETWORK__RECEIVE_OVERHEAD_SECONDS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This specifies how to implement {@link #getChildren} and is used to deduce an appropriate feature for an
	 * {@link org.eclipse.emf.edit.command.AddCommand}, {@link org.eclipse.emf.edit.command.RemoveCommand} or
	 * {@link org.eclipse.emf.edit.command.MoveCommand} in {@link #createCommand}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Collection<? extends EStructuralFeature> getChildrenFeatures(Object object) {
		if (childrenFeatures == null) {
			super.getChildrenFeatures(object);
			childrenFeatures.add(ModelPackage.Literals.ROUTED_NETWORK__LINKS);
			childrenFeatures.add(ModelPackage.Literals.ROUTED_NETWORK__ROUTERS);
			childrenFeatures.add(ModelPackage.Literals.ROUTED_NETWORK__ROUTES);
			childrenFeatures.add(ModelPackage.Literals.ROUTED_NETWORK__CLUSTERS);
			childrenFeatures.add(ModelPackage.Literals.ROUTED_NETWORK__ZONES);
		}
		return childrenFeatures;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EStructuralFeature getChildFeature(Object object, Object child) {
		// Check the type of the specified child object and return the proper feature to use for
		// adding (see {@link AddCommand}) it as a child.

		return super.getChildFeature(object, child);
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

		switch (notification.getFeatureID(RoutedNetwork.class)) {
			case ModelPackage.ROUTED_NETWORK__MODEL:
			case ModelPackage.ROUTED_NETWORK__LATENCY_FACTOR:
			case ModelPackage.ROUTED_NETWORK__BANDWIDTH_FACTOR:
			case ModelPackage.ROUTED_NETWORK__WEIGHT_S:
			case ModelPackage.ROUTED_NETWORK__TCP_GAMMA_BYTES:
			case ModelPackage.ROUTED_NETWORK__CROSSTRAFFIC:
			case ModelPackage.ROUTED_NETWORK__ROUTING:
			case ModelPackage.ROUTED_NETWORK__SEND_OVERHEAD_SECONDS:
			case ModelPackage.ROUTED_NETWORK__RECEIVE_OVERHEAD_SECONDS:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
			case ModelPackage.ROUTED_NETWORK__LINKS:
			case ModelPackage.ROUTED_NETWORK__ROUTERS:
			case ModelPackage.ROUTED_NETWORK__ROUTES:
			case ModelPackage.ROUTED_NETWORK__CLUSTERS:
			case ModelPackage.ROUTED_NETWORK__ZONES:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), true, false));
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

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.ROUTED_NETWORK__LINKS,
				 ModelFactory.eINSTANCE.createLink()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.ROUTED_NETWORK__ROUTERS,
				 ModelFactory.eINSTANCE.createRouter()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.ROUTED_NETWORK__ROUTES,
				 ModelFactory.eINSTANCE.createRoute()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.ROUTED_NETWORK__CLUSTERS,
				 ModelFactory.eINSTANCE.createCluster()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.ROUTED_NETWORK__ZONES,
				 ModelFactory.eINSTANCE.createZone()));
	}

}
