package lbsim.model.editor;

import java.net.URL;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.edit.provider.ComposedImage;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.graphics.Image;

/**
 * A label provider that asks the item providers ({@link IItemLabelProvider}) for text and image. Item provider
 * images are URLs, or composed images (a base image with overlays) of which the base is shown; each distinct
 * image is created once and disposed with the provider.
 */
public class ItemLabelProvider extends LabelProvider {

    private final AdapterFactory factory;
    private final Map<Object, Image> images = new HashMap<>();

    public ItemLabelProvider(AdapterFactory factory) {
        this.factory = factory;
    }

    private IItemLabelProvider provider(Object element) {
        return (IItemLabelProvider) factory.adapt(element, IItemLabelProvider.class);
    }

    @Override
    public String getText(Object element) {
        IItemLabelProvider p = provider(element);
        return p == null ? String.valueOf(element) : p.getText(element);
    }

    @Override
    public Image getImage(Object element) {
        IItemLabelProvider p = provider(element);
        return p == null ? null : image(p.getImage(element));
    }

    /** The SWT image of an item provider image (URL or composed image), or null. */
    public Image image(Object itemImage) {
        Object key = itemImage;
        while (key instanceof ComposedImage c) {
            List<Object> parts = c.getImages();
            key = parts.isEmpty() ? null : parts.get(0);
        }
        if (key == null) {
            return null;
        }
        return images.computeIfAbsent(key, k -> {
            ImageDescriptor d = k instanceof URL url ? ImageDescriptor.createFromURL(url)
                    : k instanceof ImageDescriptor id ? id : null;
            return d == null ? null : d.createImage(false);
        });
    }

    @Override
    public void dispose() {
        for (Image i : images.values()) {
            if (i != null) {
                i.dispose();
            }
        }
        images.clear();
        super.dispose();
    }
}
