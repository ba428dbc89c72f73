/**
 * lbsim - EPL-2.0
 */
package lbsim.model.provider;


import java.util.Collection;
import java.util.List;

import lbsim.model.ModelFactory;
import lbsim.model.ModelPackage;
import lbsim.model.Scenario;

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
 * This is the item provider adapter for a {@link lbsim.model.Scenario} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class ScenarioItemProvider 
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
	public ScenarioItemProvider(AdapterFactory adapterFactory) {
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

			addNamePropertyDescriptor(object);
			addDescriptionPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Name feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addNamePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Scenario_name_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_Scenario_name_feature", "_UI_Scenario_type"),
				 ModelPackage.Literals.SCENARIO__NAME,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Description feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDescriptionPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Scenario_description_feature"),
				 getString("_UI_PropertyDescriptor_description", "_UI_Scenario_description_feature", "_UI_Scenario_type"),
				 ModelPackage.Literals.SCENARIO__DESCRIPTION,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
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
			childrenFeatures.add(ModelPackage.Literals.SCENARIO__PLATFORM);
			childrenFeatures.add(ModelPackage.Literals.SCENARIO__WORKLOADS);
			childrenFeatures.add(ModelPackage.Literals.SCENARIO__APPLICATION);
			childrenFeatures.add(ModelPackage.Literals.SCENARIO__RUN);
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

		switch (notification.getFeatureID(Scenario.class)) {
			case ModelPackage.SCENARIO__NAME:
			case ModelPackage.SCENARIO__DESCRIPTION:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
			case ModelPackage.SCENARIO__PLATFORM:
			case ModelPackage.SCENARIO__WORKLOADS:
			case ModelPackage.SCENARIO__APPLICATION:
			case ModelPackage.SCENARIO__RUN:
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
				(ModelPackage.Literals.SCENARIO__PLATFORM,
				 ModelFactory.eINSTANCE.createPlatform()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__WORKLOADS,
				 ModelFactory.eINSTANCE.createPermanentLoad()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__WORKLOADS,
				 ModelFactory.eINSTANCE.createPoissonLoad()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__WORKLOADS,
				 ModelFactory.eINSTANCE.createVaryingRateLoad()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__WORKLOADS,
				 ModelFactory.eINSTANCE.createTraceLoad()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__WORKLOADS,
				 ModelFactory.eINSTANCE.createUserBehaviourGraph()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__APPLICATION,
				 ModelFactory.eINSTANCE.createPingPongApplication()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__APPLICATION,
				 ModelFactory.eINSTANCE.createTokenRingApplication()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__APPLICATION,
				 ModelFactory.eINSTANCE.createMasterSlaveApplication()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__APPLICATION,
				 ModelFactory.eINSTANCE.createTraceReplayApplication()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__APPLICATION,
				 ModelFactory.eINSTANCE.createRealApplication()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__APPLICATION,
				 ModelFactory.eINSTANCE.createObservedTaskApplication()));

		newChildDescriptors.add
			(createChildParameter
				(ModelPackage.Literals.SCENARIO__RUN,
				 ModelFactory.eINSTANCE.createRunSettings()));
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
