/**
 * lbsim - EPL-2.0
 */
package lbsim.model.provider;


import java.util.Collection;
import java.util.List;

import lbsim.model.ModelFactory;
import lbsim.model.ModelPackage;
import lbsim.model.Platform;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.ResourceLocator;

import org.eclipse.emf.ecore.EStructuralFeature;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IEditingDomainItemProvider;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.emf.edit.provider.IStructuredItemContentProvider;
import org.eclipse.emf.edit.provider.ITreeItemContentProvider;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ViewerNotification;

/**
 * This is the item provider adapter for a {@link lbsim.model.Platform} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class PlatformItemProvider 
	extends LbsimItemProvider
	implements
		IEditingDomainItemProvider,
		IStructuredItemContentProvider,
		ITreeItemContentProvider,
		IItemLabelProvider,
		IItemPropertySource {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PlatformItemProvider(AdapterFactory adapterFactory) {
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

			addSpawnDelaySecondsPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Spawn Delay Seconds feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addSpawnDelaySecondsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Platform_spawnDelaySeconds_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_Platform_spawnDelaySeconds_feature", "_UI_Platform_type"),
				 ModelPackage.Literals.PLATFORM__SPAWN_DELAY_SECONDS,
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
			childrenFeatures.add(ModelPackage.Literals.PLATFORM__HOSTS);
			childrenFeatures.add(ModelPackage.Literals.PLATFORM__GROUPS);
			childrenFeatures.add(ModelPackage.Literals.PLATFORM__SEGMENTS);
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

		switch (notification.getFeatureID(Platform.class)) {
			case ModelPackage.PLATFORM__SPAWN_DELAY_SECONDS:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
			case ModelPackage.PLATFORM__HOSTS:
			case ModelPackage.PLATFORM__GROUPS:
			case ModelPackage.PLATFORM__SEGMENTS:
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
				(ModelPackage.Literals.PLATFORM__HOSTS,
				 ModelFactory.eINSTANCE.createHost()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.PLATFORM__GROUPS,
				 ModelFactory.eINSTANCE.createHostGroup()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.PLATFORM__SEGMENTS,
				 ModelFactory.eINSTANCE.createDelayNetwork()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.PLATFORM__SEGMENTS,
				 ModelFactory.eINSTANCE.createSharedMediumNetwork()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.PLATFORM__SEGMENTS,
				 ModelFactory.eINSTANCE.createPiecewiseLinearNetwork()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.PLATFORM__SEGMENTS,
				 ModelFactory.eINSTANCE.createEthernetNetwork()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.PLATFORM__SEGMENTS,
				 ModelFactory.eINSTANCE.createSwitchedNetwork()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.PLATFORM__SEGMENTS,
				 ModelFactory.eINSTANCE.createAnalyticNetwork()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.PLATFORM__SEGMENTS,
				 ModelFactory.eINSTANCE.createRoutedNetwork()));
	}

	/**
	 * Return the resource locator for this item provider's resources.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ResourceLocator getResourceLocator() {
		return LbsimEditPlugin.INSTANCE;
	}

}
