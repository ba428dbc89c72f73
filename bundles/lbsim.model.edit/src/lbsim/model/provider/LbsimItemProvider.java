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

    /**
     * A host's property descriptors, plus the read-only "Power [W]" ({@link #power}) first, in the host's dynamics
     * category.
     */
    @Override
    public List<org.eclipse.emf.edit.provider.IItemPropertyDescriptor> getPropertyDescriptors(Object object) {
        boolean first = itemPropertyDescriptors == null;
        List<org.eclipse.emf.edit.provider.IItemPropertyDescriptor> d = super.getPropertyDescriptors(object);
        if (first && object instanceof lbsim.model.Host) {
            EStructuralFeature wattage = lbsim.model.ModelPackage.Literals.HOST__WATTAGE_PER_STATE;
            d.add(new ItemPropertyDescriptor(adapterFactory, getResourceLocator(), POWER, "The host's power model as "
                    + "figures with units: per pstate its power idle, with one core busy (when given) and with all cores busy,"
                    + " then when off (from wattagePerState and wattageOff; read-only).", wattage, false, false, false, null,
                    PropertyCategories.category(wattage), null) {
                @Override
                public Object getPropertyValue(Object o) {
                    return power((lbsim.model.Host) o);
                }
            });
        }
        return d;
    }

    /** Display name of a host's power model in Properties. */
    public static final String POWER = "Power [W]";

    /**
     * A host's power model in words with units, e.g. "pstate 0: idle 95 W, one core 100 W, all cores 200 W; pstate
     * 1: idle 80 W, all cores 140 W; off 5 W"; "not metered" without wattagePerState; the text as given when it
     * does not parse (the scenario's validation names the rule).
     */
    public static String power(lbsim.model.Host h) {
        String spec = h.getWattagePerState();
        if (spec == null || spec.isBlank()) {
            return "not metered";
        }
        StringBuilder sb = new StringBuilder();
        String[] pstates = spec.split(",");
        for (int p = 0; p < pstates.length; p++) {
            String[] w = pstates[p].strip().split(":");
            if (w.length < 2 || w.length > 3) {
                return spec;
            }
            double[] v = new double[w.length];
            for (int i = 0; i < w.length; i++) {
                try {
                    v[i] = Double.parseDouble(w[i].strip());
                } catch (NumberFormatException e) {
                    return spec;
                }
            }
            sb.append(p == 0 ? "" : "; ").append("pstate ").append(p).append(": idle ").append(watts(v[0]));
            if (v.length == 3) {
                sb.append(", one core ").append(watts(v[1]));
            }
            sb.append(", all cores ").append(watts(v[v.length - 1]));
        }
        return sb.append("; off ").append(watts(h.getWattageOff())).toString();
    }

    private static String watts(double w) {
        return (w == Math.rint(w) && Math.abs(w) < 1e15 ? Long.toString((long) w) : Double.toString(w)) + " W";
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
