package lbsim.ui.platform;

import org.eclipse.gef.palette.CombinedTemplateCreationEntry;
import org.eclipse.gef.palette.ConnectionCreationToolEntry;
import org.eclipse.gef.palette.MarqueeToolEntry;
import org.eclipse.gef.palette.PaletteSeparator;
import org.eclipse.gef.palette.PaletteGroup;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.palette.SelectionToolEntry;
import org.eclipse.gef.palette.ToolEntry;
import org.eclipse.gef.requests.CreationFactory;
import org.eclipse.gef.tools.ConnectionDragCreationTool;
import org.eclipse.jface.resource.ImageDescriptor;

/**
 * The platform diagram's palette: select, marquee; host, cluster, zone, router, switch and routed network (each
 * added where it is dropped); link (drag from one member of a routed network or zone to another). The icons are the
 * tree's, lbsim.model.edit's {@code icons/full/obj16}.
 */
final class PlatformPalette {

    private PlatformPalette() {
    }

    /** A creation factory whose object type is the kind; the edit policy makes the model object (with a fresh name). */
    static CreationFactory factory(PlatformEdits.Kind kind) {
        return new CreationFactory() {
            @Override
            public Object getNewObject() {
                return kind;
            }

            @Override
            public Object getObjectType() {
                return kind;
            }
        };
    }

    /** The factory of the link tool: the connection's type, whose command the node edit policy makes. */
    static final CreationFactory LINK = new CreationFactory() {
        @Override
        public Object getNewObject() {
            return "link";
        }

        @Override
        public Object getObjectType() {
            return "link";
        }
    };

    static PaletteRoot create() {
        PaletteRoot root = new PaletteRoot();
        PaletteGroup tools = new PaletteGroup("Tools");
        ToolEntry select = new SelectionToolEntry();
        tools.add(select);
        tools.add(new MarqueeToolEntry());
        root.add(tools);
        root.setDefaultEntry(select);
        // a group, not a drawer: GEF 3.2's DrawerFigure loads its pin icon in a static initializer that failed under
        // today's JFace in one test run (ImageDescriptor.getImageData() gave null), which took the editor down
        root.add(new PaletteSeparator());
        PaletteGroup platform = new PaletteGroup("Platform");
        platform.add(entry("Host", "A host; dropped in a cluster, zone or segment it joins it", PlatformEdits.Kind.HOST));
        platform.add(entry("Cluster", "A cluster of hosts (in a routed network or zone)", PlatformEdits.Kind.CLUSTER));
        platform.add(entry("Zone", "A zone with its own routing (in a routed network or zone)", PlatformEdits.Kind.ZONE));
        platform.add(entry("Router", "A router (in a routed network or zone)", PlatformEdits.Kind.ROUTER));
        platform.add(entry("Switch", "A switched network segment", PlatformEdits.Kind.SWITCH));
        platform.add(entry("Routed network", "A network of links, routers, clusters and zones", PlatformEdits.Kind.NETWORK));
        ImageDescriptor linkIcon = icon("Link");
        ConnectionCreationToolEntry link = new ConnectionCreationToolEntry("Link",
                "A link and the route over it: drag from one member of a routed network or zone to another", LINK, linkIcon,
                linkIcon);
        link.setToolClass(ConnectionDragCreationTool.class); // GEF 3.2's default connection tool wants two clicks
        platform.add(link);
        root.add(platform);
        return root;
    }

    private static CombinedTemplateCreationEntry entry(String label, String description, PlatformEdits.Kind kind) {
        ImageDescriptor icon = icon(switch (kind) {
            case HOST -> "Host";
            case CLUSTER -> "Cluster";
            case ZONE -> "Zone";
            case ROUTER -> "Router";
            case SWITCH -> "SwitchedNetwork";
            case NETWORK -> "RoutedNetwork";
        });
        return new CombinedTemplateCreationEntry(label, description, kind, factory(kind), icon, icon);
    }

    /** The tree's 16x16 icon of a model class (lbsim.model.edit's icons/full/obj16/NAME.png), or null without it. */
    static ImageDescriptor icon(String name) {
        org.osgi.framework.Bundle b = org.eclipse.core.runtime.Platform.getBundle("lbsim.model.edit");
        java.net.URL url = b == null ? null : b.getEntry("icons/full/obj16/" + name + ".png");
        return url == null ? null : ImageDescriptor.createFromURL(url);
    }
}
