package lbsim.model.editor;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.IPropertySourceProvider;

/**
 * The Properties view's view of a model object: an {@link IPropertySource} over the item provider's
 * {@link IItemPropertySource}. Values are set through the item property descriptors, which execute a SetCommand
 * on the object's editing domain, so every change in the Properties view can be undone.
 * <p>
 * Cell editors: text for strings and numbers (checked by the attribute's data type, so "abc" for a speed is
 * refused with the parser's message), a drop-down for enums, booleans and single references (the item
 * descriptor's choice of values). Lists (a master-slave application's slaves, a program's class path) are shown
 * but edited in the tree or the file.
 */
public final class ItemPropertySource implements IPropertySource {

    private final Object object;
    private final IItemPropertySource source;

    public ItemPropertySource(Object object, IItemPropertySource source) {
        this.object = object;
        this.source = source;
    }

    /** A provider that adapts each selected object through the given factory. */
    public static IPropertySourceProvider provider(AdapterFactory factory) {
        return o -> {
            IItemPropertySource s = (IItemPropertySource) factory.adapt(o, IItemPropertySource.class);
            return s == null ? null : new ItemPropertySource(o, s);
        };
    }

    @Override
    public Object getEditableValue() {
        return source.getEditableValue(object);
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IPropertyDescriptor> result = new ArrayList<>();
        for (IItemPropertyDescriptor d : source.getPropertyDescriptors(object)) {
            result.add(new Descriptor(d));
        }
        return result.toArray(IPropertyDescriptor[]::new);
    }

    private IItemPropertyDescriptor item(Object id) {
        return source.getPropertyDescriptor(object, id);
    }

    @Override
    public Object getPropertyValue(Object id) {
        IItemPropertyDescriptor d = item(id);
        if (d == null) {
            return null;
        }
        Object value = d.getPropertyValue(object);
        return value instanceof IItemPropertySource wrapper ? wrapper.getEditableValue(object) : value;
    }

    @Override
    public boolean isPropertySet(Object id) {
        IItemPropertyDescriptor d = item(id);
        return d != null && d.isPropertySet(object);
    }

    @Override
    public void resetPropertyValue(Object id) {
        IItemPropertyDescriptor d = item(id);
        if (d != null) {
            d.resetPropertyValue(object);
        }
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        IItemPropertyDescriptor d = item(id);
        if (d != null) {
            d.setPropertyValue(object, value);
        }
    }

    /** One property: names, category and description from the item descriptor, and a cell editor by type. */
    private final class Descriptor implements IPropertyDescriptor {
        private final IItemPropertyDescriptor d;

        Descriptor(IItemPropertyDescriptor d) {
            this.d = d;
        }

        @Override
        public CellEditor createPropertyEditor(Composite parent) {
            if (!d.canSetProperty(object)) {
                return null;
            }
            Object f = d.getFeature(object);
            EStructuralFeature feature = f instanceof EStructuralFeature sf ? sf : null;
            if (feature == null || feature.isMany() || d.isMany(object)) {
                return null;
            }
            Collection<?> choices = d.getChoiceOfValues(object);
            if (choices != null && !choices.isEmpty()) {
                return new ChoiceCellEditor(parent, new ArrayList<>(choices), label());
            }
            if (feature instanceof EAttribute a) {
                EDataType type = a.getEAttributeType();
                if (type.getInstanceClass() == boolean.class || type.getInstanceClass() == Boolean.class) {
                    return new ChoiceCellEditor(parent, List.of(Boolean.TRUE, Boolean.FALSE), label());
                }
                return new DataTypeCellEditor(parent, type);
            }
            return null;
        }

        private ILabelProvider label() {
            IItemLabelProvider lp = d.getLabelProvider(object);
            return new LabelProvider() {
                @Override
                public String getText(Object element) {
                    return element == null ? "" : lp.getText(element);
                }
            };
        }

        @Override
        public String getCategory() {
            return d.getCategory(object);
        }

        @Override
        public String getDescription() {
            return d.getDescription(object);
        }

        @Override
        public String getDisplayName() {
            return d.getDisplayName(object);
        }

        @Override
        public String[] getFilterFlags() {
            return d.getFilterFlags(object);
        }

        @Override
        public Object getHelpContextIds() {
            return null;
        }

        @Override
        public Object getId() {
            return d.getId(object);
        }

        @Override
        public ILabelProvider getLabelProvider() {
            return label();
        }

        @Override
        public boolean isCompatibleWith(IPropertyDescriptor other) {
            return false;
        }
    }

    /** A text cell editor whose value is an instance of an EMF data type, parsed and checked as it is typed. */
    static final class DataTypeCellEditor extends TextCellEditor {
        private final EDataType type;

        DataTypeCellEditor(Composite parent, EDataType type) {
            super(parent);
            this.type = type;
            setValidator(v -> {
                try {
                    EcoreUtil.createFromString(type, (String) v);
                    return null;
                } catch (RuntimeException e) {
                    return "'" + v + "' is not a valid " + type.getName() + ": " + e.getMessage();
                }
            });
        }

        @Override
        protected Object doGetValue() {
            return EcoreUtil.createFromString(type, (String) super.doGetValue());
        }

        @Override
        protected void doSetValue(Object value) {
            super.doSetValue(value == null ? "" : EcoreUtil.convertToString(type, value));
        }
    }

    /** A drop-down of given values, shown by a label provider; its value is the chosen object. */
    static final class ChoiceCellEditor extends ComboBoxCellEditor {
        private final List<Object> values;

        ChoiceCellEditor(Composite parent, List<Object> values, ILabelProvider labels) {
            super(parent, values.stream().map(labels::getText).toArray(String[]::new), SWT.READ_ONLY);
            this.values = values;
        }

        @Override
        protected Object doGetValue() {
            Integer i = (Integer) super.doGetValue();
            return i == null || i < 0 || i >= values.size() ? null : values.get(i);
        }

        @Override
        protected void doSetValue(Object value) {
            super.doSetValue(Math.max(0, values.indexOf(value)));
        }
    }
}
