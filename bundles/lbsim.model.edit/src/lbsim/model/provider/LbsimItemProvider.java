package lbsim.model.provider;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.MissingResourceException;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.util.ResourceLocator;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.CommandParameter;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemProviderAdapter;

/**
 * The root class of every generated lbsim item provider (genmodel {@code providerRootExtendsClass}), so the
 * tuning that applies to all kinds lives in one hand-written place that regeneration never touches:
 * <ul>
 * <li>an icon per kind: {@code icons/full/obj16/<EClass name>.png} (lbsim's own 16x16 PNGs), a generic one
 * for a kind that has none yet;</li>
 * <li>property descriptors with a category ({@link PropertyCategories}), the unit in the display name
 * ("Speed [x reference]", "Send Delay Seconds [s]"), and the ecore documentation as description (the genmodel
 * keeps the GenModel annotations, so the generated package carries it; the scenario reference shows the same
 * text);</li>
 * <li>child creation that offers only legal kinds: the generator already offers only concrete classes that
 * fit each containment; here a single-valued containment that is already set (a second platform,
 * application or run settings) is left out.</li>
 * </ul>
 * Labels ({@code getText}) are per kind in {@link ItemLabels}.
 */
public class LbsimItemProvider extends ItemProviderAdapter {

    /** The icon of a kind that has no icon of its own. */
    static final String GENERIC_ICON = "full/obj16/Item.png";

    public LbsimItemProvider(AdapterFactory adapterFactory) {
        super(adapterFactory);
    }

    @Override
    public Object getImage(Object object) {
        if (!(object instanceof EObject eObject)) {
            return super.getImage(object);
        }
        ResourceLocator locator = getResourceLocator();
        Object image;
        try {
            image = locator.getImage("full/obj16/" + eObject.eClass().getName() + ".png");
        } catch (MissingResourceException e) {
            image = locator.getImage(GENERIC_ICON);
        }
        return overlayImage(object, image);
    }

    @Override
    protected ItemPropertyDescriptor createItemPropertyDescriptor(AdapterFactory adapterFactory,
            ResourceLocator resourceLocator, String displayName, String description, EStructuralFeature feature,
            boolean isSettable, boolean multiLine, boolean sortChoices, Object staticImage, String category,
            String[] filterFlags) {
        String unit = PropertyCategories.unit(feature);
        String name = unit == null ? displayName : displayName + " [" + unit + "]";
        String doc = EcoreUtil.getDocumentation(feature);
        String desc = doc != null && !doc.isBlank() ? doc : description;
        String cat = category != null ? category : PropertyCategories.category(feature);
        return super.createItemPropertyDescriptor(adapterFactory, resourceLocator, name, desc, feature, isSettable,
                multiLine, sortChoices, staticImage, cat, filterFlags);
    }

    @Override
    public Collection<?> getNewChildDescriptors(Object object, EditingDomain editingDomain, Object sibling) {
        Collection<?> all = super.getNewChildDescriptors(object, editingDomain, sibling);
        if (!(object instanceof EObject owner)) {
            return all;
        }
        List<Object> legal = new ArrayList<>(all.size());
        for (Object d : all) {
            if (d instanceof CommandParameter p && p.getEStructuralFeature() instanceof EReference ref
                    && ref.isContainment() && !ref.isMany() && owner.eIsSet(ref)) {
                continue; // the one slot is taken: a second one would silently replace the first
            }
            legal.add(d);
        }
        return legal;
    }
}
