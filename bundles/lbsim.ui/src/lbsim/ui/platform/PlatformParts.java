package lbsim.ui.platform;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.draw2d.ChopboxAnchor;
import org.eclipse.draw2d.ConnectionAnchor;
import org.eclipse.draw2d.ConnectionLocator;
import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.FreeformLayout;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PolygonDecoration;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartFactory;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.NodeEditPart;
import org.eclipse.gef.Request;
import org.eclipse.gef.RequestConstants;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editparts.AbstractConnectionEditPart;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.gef.editpolicies.ComponentEditPolicy;
import org.eclipse.gef.editpolicies.ConnectionEditPolicy;
import org.eclipse.gef.editpolicies.ConnectionEndpointEditPolicy;
import org.eclipse.gef.editpolicies.DirectEditPolicy;
import org.eclipse.gef.editpolicies.GraphicalNodeEditPolicy;
import org.eclipse.gef.editpolicies.NonResizableEditPolicy;
import org.eclipse.gef.editpolicies.XYLayoutEditPolicy;
import org.eclipse.gef.requests.CreateConnectionRequest;
import org.eclipse.gef.requests.CreateRequest;
import org.eclipse.gef.requests.DirectEditRequest;
import org.eclipse.gef.requests.GroupRequest;
import org.eclipse.gef.requests.ReconnectRequest;
import org.eclipse.gef.tools.CellEditorLocator;
import org.eclipse.gef.tools.DirectEditManager;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Text;

import lbsim.model.Cluster;
import lbsim.model.DelayNetwork;
import lbsim.model.EthernetNetwork;
import lbsim.model.Host;
import lbsim.model.Link;
import lbsim.model.NetworkSegment;
import lbsim.model.Platform;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Router;
import lbsim.model.SharedMediumNetwork;
import lbsim.model.SwitchedNetwork;
import lbsim.model.Zone;
import lbsim.model.validation.HostDynamicsRules;

/** The platform diagram's edit parts: the platform, containers, hosts and routers, routes. */
final class PlatformParts {

    private PlatformParts() {
    }

    /** Creates the edit part of a model object. */
    static EditPartFactory factory(PlatformDiagram d) {
        return (context, model) -> {
            EditPart p;
            if (model instanceof Platform) {
                p = new DiagramPart(d);
            } else if (model instanceof Route) {
                p = new RoutePart(d);
            } else if (PlatformStructure.isContainer(model)) {
                p = new ContainerPart(d);
            } else {
                p = new NodePart(d);
            }
            p.setModel(model);
            return p;
        };
    }

    // ---- text

    static String rate(double bytesPerSecond) {
        double bits = bytesPerSecond * 8;
        if (bits >= 1e9) {
            return number(bits / 1e9) + " Gb/s";
        }
        if (bits >= 1e6) {
            return number(bits / 1e6) + " Mb/s";
        }
        return number(bits / 1e3) + " kb/s";
    }

    static String seconds(double s) {
        if (s == 0) {
            return "0 s";
        }
        if (s < 1e-3) {
            return number(s * 1e6) + " us";
        }
        if (s < 1) {
            return number(s * 1e3) + " ms";
        }
        return number(s) + " s";
    }

    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return String.valueOf((long) v);
        }
        return new java.math.BigDecimal(String.format(Locale.ROOT, "%.3g", v)).stripTrailingZeros().toPlainString();
    }

    static String bytes(long b) {
        if (b >= 1e9) {
            return number(b / 1e9) + " GB";
        }
        if (b >= 1e6) {
            return number(b / 1e6) + " MB";
        }
        if (b >= 1e3) {
            return number(b / 1e3) + " kB";
        }
        return b + " B";
    }

    static String percent(double share) {
        return Math.round(share * 100) + "%";
    }

    /** A link's figures after a run, in words (tooltips). */
    static String figures(RunUtilisation.LinkFigures f) {
        return f.link() + ": utilisation " + number(100 * f.utilization()) + "% (" + bytes(f.bytes()) + " carried, busy "
                + seconds(f.busySeconds()) + ", at most " + f.maxFlows() + " message" + (f.maxFlows() == 1 ? "" : "s")
                + " at once)";
    }

    /** A host's private link in its cluster ({@code CLUSTER_link_I}, I its place in the cluster), or null. */
    static String privateLink(Host h, PlatformStructure structure) {
        if (structure.drawnIn(h) instanceof Cluster c) {
            int i = c.getHosts().indexOf(h);
            return i < 0 ? null : c.getName() + "_link_" + i;
        }
        return null;
    }

    /** What a link's edge says: bandwidth and latency. */
    static String link(Link l) {
        return rate(l.getBandwidthBytesPerSecond()) + ", " + seconds(l.getLatencySeconds());
    }

    // ---- the platform

    /** The platform: a free-form layer holding segments and the hosts on no segment. */
    static final class DiagramPart extends AbstractGraphicalEditPart {
        final PlatformDiagram d;

        DiagramPart(PlatformDiagram d) {
            this.d = d;
        }

        @Override
        protected IFigure createFigure() {
            FreeformLayer f = new FreeformLayer();
            f.setLayoutManager(new FreeformLayout());
            return f;
        }

        @Override
        protected List<?> getModelChildren() {
            return d.structure.children((EObject) getModel());
        }

        @Override
        protected void createEditPolicies() {
            installEditPolicy(EditPolicy.LAYOUT_ROLE, new Layout(d));
        }

        private Figures.Legend legend;

        /** After a run, the legend of the colours, right of the figures (the last child, after the edit parts' figures). */
        @Override
        protected void refreshVisuals() {
            IFigure layer = getFigure();
            if (d.runName == null) {
                if (legend != null) {
                    layer.remove(legend);
                    legend = null;
                }
                return;
            }
            if (legend == null) {
                legend = new Figures.Legend();
            } else {
                layer.remove(legend);
            }
            int right = 0;
            for (Object child : getModelChildren()) {
                Rectangle r = d.bounds.get(child);
                if (r != null) {
                    right = Math.max(right, r.right());
                }
            }
            legend.setText("Result folder " + d.runName, d.linkUse.isEmpty() ? "links: no links.csv in the folder" : "links: utilisation");
            Rectangle at = new Rectangle(right + 24, 8, Figures.Legend.WIDTH, Figures.Legend.HEIGHT);
            layer.add(legend, at);
            legend.setBounds(at); // now, not at the next layout: an export right after shows it
        }

        /** The legend shown after a run, or null. */
        Figures.Legend legend() {
            return legend;
        }
    }

    /** Moving figures (kept in the notation) and creating objects from the palette inside a figure. */
    static final class Layout extends XYLayoutEditPolicy {
        private final PlatformDiagram d;

        Layout(PlatformDiagram d) {
            this.d = d;
        }

        @Override
        protected EditPolicy createChildEditPolicy(EditPart child) {
            return new NonResizableEditPolicy();
        }

        @Override
        protected Command createChangeConstraintCommand(EditPart child, Object constraint) {
            if (!(child.getModel() instanceof EObject o) || !(constraint instanceof Rectangle r)) {
                return null;
            }
            return new DomainCommands.Emf(d.edits.move(List.of(o), List.of(new DiagramNotation.Point(r.x, r.y))));
        }

        /**
         * A host dragged here from another container joins this one (see {@link PlatformEdits#moveHost}); other
         * figures stay in their containers.
         */
        @Override
        protected Command createAddCommand(EditPart child, Object constraint) {
            if (!(child.getModel() instanceof Host h) || !(getHost().getModel() instanceof EObject target)) {
                return null;
            }
            boolean open = !(getHost() instanceof ContainerPart c) || c.expanded();
            DiagramNotation.Point at = open && constraint instanceof Rectangle r ? new DiagramNotation.Point(r.x, r.y) : null;
            var c = d.edits.moveHost(h, target, at);
            return c == null ? null : new DomainCommands.Emf(c);
        }

        /** Objects that cannot go in this figure go to the figure around it (a cluster dropped on a cluster). */
        @Override
        public EditPart getTargetEditPart(org.eclipse.gef.Request request) {
            if (RequestConstants.REQ_CREATE.equals(request.getType()) && request instanceof CreateRequest create
                    && create.getNewObjectType() instanceof PlatformEdits.Kind kind
                    && !PlatformEdits.canHold((EObject) getHost().getModel(), kind)) {
                return null;
            }
            return super.getTargetEditPart(request);
        }

        @Override
        protected Command getCreateCommand(CreateRequest request) {
            if (!(request.getNewObjectType() instanceof PlatformEdits.Kind kind)) {
                return null;
            }
            Rectangle r = ((Rectangle) getConstraintFor(request)).getCopy();
            // dropped on another figure (e.g. a host onto a cluster's host): the automatic layout places it
            Rectangle footprint = new Rectangle(r.x, r.y, AutoLayout.HOST.width, AutoLayout.HOST.height);
            boolean free = true;
            for (Object child : d.structure.children((EObject) getHost().getModel())) {
                Rectangle b = d.bounds.get(child);
                if (b != null && b.intersects(footprint)) {
                    free = false;
                }
            }
            var c = d.edits.create(kind, (EObject) getHost().getModel(), free ? new DiagramNotation.Point(r.x, r.y) : null);
            return c == null ? null : new DomainCommands.Emf(c);
        }
    }

    // ---- nodes and containers

    /** What hosts, routers and containers share: bounds from the layout, routes as connections, delete, connect, rename. */
    abstract static class ModelPart extends AbstractGraphicalEditPart implements NodeEditPart {
        final PlatformDiagram d;

        ModelPart(PlatformDiagram d) {
            this.d = d;
        }

        EObject model() {
            return (EObject) getModel();
        }

        String name() {
            return PlatformStructure.nameOf(model());
        }

        private List<Route> routes(boolean from) {
            EObject zone = getParent() == null ? null : (EObject) getParent().getModel();
            List<Route> l = new ArrayList<>();
            String n = name();
            if (n == null || !(zone instanceof RoutedNetwork || zone instanceof Zone)) {
                return l;
            }
            for (Route r : PlatformStructure.routes(zone)) {
                String end = from ? r.getFrom() : r.getTo();
                String other = from ? r.getTo() : r.getFrom();
                if (n.equals(end) && PlatformStructure.member(r, other) != null) {
                    l.add(r);
                }
            }
            return l;
        }

        @Override
        protected List<?> getModelSourceConnections() {
            return routes(true);
        }

        @Override
        protected List<?> getModelTargetConnections() {
            return routes(false);
        }

        @Override
        public ConnectionAnchor getSourceConnectionAnchor(ConnectionEditPart connection) {
            return new ChopboxAnchor(getFigure());
        }

        @Override
        public ConnectionAnchor getTargetConnectionAnchor(ConnectionEditPart connection) {
            return new ChopboxAnchor(getFigure());
        }

        @Override
        public ConnectionAnchor getSourceConnectionAnchor(Request request) {
            return new ChopboxAnchor(getFigure());
        }

        @Override
        public ConnectionAnchor getTargetConnectionAnchor(Request request) {
            return new ChopboxAnchor(getFigure());
        }

        @Override
        protected void createEditPolicies() {
            installEditPolicy(EditPolicy.COMPONENT_ROLE, new ComponentEditPolicy() {
                @Override
                protected Command createDeleteCommand(GroupRequest request) {
                    var c = d.edits.delete(List.of(getModel()));
                    return c == null ? null : new DomainCommands.Emf(c);
                }
            });
            installEditPolicy(EditPolicy.GRAPHICAL_NODE_ROLE, new GraphicalNodeEditPolicy() {
                /** A figure that no route can join (a host in a cluster) passes links on to the figure around it. */
                @Override
                public EditPart getTargetEditPart(org.eclipse.gef.Request request) {
                    if (PlatformStructure.memberZone(model()) == null) {
                        return null;
                    }
                    return super.getTargetEditPart(request);
                }

                @Override
                protected Command getConnectionCreateCommand(CreateConnectionRequest request) {
                    if (PlatformStructure.memberZone(model()) == null) {
                        return null;
                    }
                    Command start = new Command("Connect") {
                    };
                    request.setStartCommand(start);
                    return start;
                }

                @Override
                protected Command getConnectionCompleteCommand(CreateConnectionRequest request) {
                    if (request.getSourceEditPart() == null || !(request.getSourceEditPart().getModel() instanceof EObject a)) {
                        return null;
                    }
                    var c = d.edits.connect(a, model());
                    return c == null ? null : new DomainCommands.Emf(c);
                }

                @Override
                protected Command getReconnectTargetCommand(ReconnectRequest request) {
                    return null;
                }

                @Override
                protected Command getReconnectSourceCommand(ReconnectRequest request) {
                    return null;
                }
            });
            installEditPolicy(EditPolicy.DIRECT_EDIT_ROLE, new DirectEditPolicy() {
                @Override
                protected Command getDirectEditCommand(DirectEditRequest request) {
                    Object v = request.getCellEditor() == null ? null : request.getCellEditor().getValue();
                    var c = v instanceof String s ? d.edits.rename(model(), s.trim()) : null;
                    return c == null ? null : new DomainCommands.Emf(c);
                }

                @Override
                protected void showCurrentEditValue(DirectEditRequest request) {
                    // the cell editor shows the text being typed
                }
            });
        }

        @Override
        public void performRequest(Request request) {
            if (RequestConstants.REQ_DIRECT_EDIT.equals(request.getType()) && name() != null) {
                new NameEditor(this).show();
            }
        }

        @Override
        protected void refreshVisuals() {
            Rectangle r = d.bounds.get(getModel());
            if (r != null && getParent() instanceof GraphicalEditPart parent) {
                parent.setLayoutConstraint(this, getFigure(), r);
            }
            Figures.Marked f = (Figures.Marked) getFigure();
            Integer level = d.problemLevel.get(model());
            f.mark(level == null ? 0 : level, d.highlighted.contains(getModel()), fill(), heat());
            StringBuilder problems = d.problemText.get(model());
            String tip = tooltip() + (problems == null ? "" : "\n\n" + problems);
            f.setToolTip(new Label(tip));
        }

        Color fill() {
            return null;
        }

        Color heat() {
            return null;
        }

        abstract String tooltip();
    }

    /** Direct edit of a figure's name in a text cell over the figure. */
    static final class NameEditor extends DirectEditManager {
        NameEditor(ModelPart part) {
            super(part, TextCellEditor.class, new CellEditorLocator() {
                @Override
                public void relocate(CellEditor editor) {
                    Text t = (Text) editor.getControl();
                    Rectangle r = part.getFigure().getBounds().getCopy();
                    part.getFigure().translateToAbsolute(r);
                    t.setBounds(r.x + 4, r.y + 2, Math.max(80, r.width - 8), 22);
                }
            });
        }

        @Override
        protected void initCellEditor() {
            getCellEditor().setValue(((ModelPart) getEditPart()).name());
            ((Text) getCellEditor().getControl()).selectAll();
        }

        @Override
        protected CellEditor createCellEditorOn(org.eclipse.swt.widgets.Composite composite) {
            return new TextCellEditor(composite, SWT.SINGLE);
        }
    }

    /** A host or router. */
    static final class NodePart extends ModelPart {
        NodePart(PlatformDiagram d) {
            super(d);
        }

        @Override
        protected IFigure createFigure() {
            return new Figures.Node(getModel() instanceof Router);
        }

        @Override
        protected void refreshVisuals() {
            Figures.Node f = (Figures.Node) getFigure();
            if (getModel() instanceof Host h) {
                String role = d.structure.role(h);
                List<String> lines = new ArrayList<>();
                lines.add(h.getName() + (role == null ? "" : " (" + role + ")"));
                String speed = "speed " + number(h.getSpeed()) + ", " + h.getProcessors() + " CPU";
                double[] pstates = h.getPstateSpeeds() == null || h.getPstateSpeeds().isBlank() ? null
                        : safePstates(h);
                if (pstates != null && h.getPstate() >= 0 && h.getPstate() < pstates.length) {
                    speed += ", pstate " + h.getPstate();
                }
                lines.add(speed);
                Double busy = d.hostBusy.get(h.getName());
                if (busy != null) {
                    lines.add("busy " + Math.round(busy * 100) + "%");
                }
                f.setText(lines.toArray(String[]::new), role);
            } else {
                f.setText(new String[] { name() }, null);
            }
            super.refreshVisuals();
        }

        private static double[] safePstates(Host h) {
            try {
                return HostDynamicsRules.pstateSpeeds(h);
            } catch (RuntimeException e) {
                return null;
            }
        }

        @Override
        Color fill() {
            if (getModel() instanceof Host h) {
                String role = d.structure.role(h);
                return role == null ? null : role.contains("master") ? Figures.MASTER : Figures.SLAVE;
            }
            return null;
        }

        private Color heatColour;

        @Override
        Color heat() {
            Double busy = getModel() instanceof Host h ? d.hostBusy.get(h.getName()) : null;
            if (busy == null) {
                return null;
            }
            if (heatColour != null) {
                heatColour.dispose();
            }
            heatColour = new Color(null, Figures.heat(busy));
            return heatColour;
        }

        @Override
        String tooltip() {
            if (getModel() instanceof Host h) {
                String role = d.structure.role(h);
                String tip = "Host " + h.getName() + ": speed " + number(h.getSpeed()) + ", " + h.getProcessors() + " processor(s)"
                        + (role == null ? "" : "; runs the " + role);
                Double busy = d.hostBusy.get(h.getName());
                if (busy != null) {
                    tip += "\nbusy " + number(100 * busy) + "% of the run";
                }
                String link = privateLink(h, d.structure);
                RunUtilisation.LinkFigures f = link == null ? null : d.link(h, link);
                if (f != null) {
                    tip += "\nprivate link " + figures(f);
                }
                return tip;
            }
            return "Router " + name();
        }

        @Override
        public void deactivate() {
            super.deactivate();
            if (heatColour != null) {
                heatColour.dispose();
            }
        }
    }

    /** A segment, cluster or zone: a titled box with the figures inside, or, collapsed, one box with its counts. */
    static final class ContainerPart extends ModelPart {
        ContainerPart(PlatformDiagram d) {
            super(d);
        }

        boolean expanded() {
            return d.structure.expanded(model(), d.notation);
        }

        @Override
        protected IFigure createFigure() {
            return new Figures.Container(getModel() instanceof Cluster || getModel() instanceof Zone);
        }

        @Override
        public IFigure getContentPane() {
            return ((Figures.Container) getFigure()).content;
        }

        @Override
        protected List<?> getModelChildren() {
            return expanded() ? d.structure.children(model()) : List.of();
        }

        @Override
        protected void createEditPolicies() {
            super.createEditPolicies();
            installEditPolicy(EditPolicy.LAYOUT_ROLE, new Layout(d));
        }

        @Override
        public void performRequest(Request request) {
            if (RequestConstants.REQ_OPEN.equals(request.getType())) {
                getViewer().getEditDomain().getCommandStack()
                        .execute(new DomainCommands.Emf(d.edits.expand(model(), !expanded())));
                return;
            }
            super.performRequest(request);
        }

        @Override
        protected void refreshVisuals() {
            Figures.Container f = (Figures.Container) getFigure();
            int hosts = d.structure.hostCount(model());
            String title = kind() + " " + name();
            String summary = null;
            if (!expanded()) {
                StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%,d host%s", hosts, hosts == 1 ? "" : "s"));
                for (Map.Entry<String, Integer> e : d.structure.roleCounts(model()).entrySet()) {
                    b.append(", ").append(e.getValue()).append(' ').append(e.getKey());
                }
                String details = details();
                summary = b + (details.isEmpty() ? "" : "\n" + details) + "\ndouble-click to expand";
            }
            String used = used();
            if (used != null && summary != null) {
                summary = used + "\n" + summary;
            }
            f.setText(title + (expanded() ? "" : "  [+]") + (used != null && expanded() ? "  (" + used + ")" : ""), summary);
            super.refreshVisuals();
        }

        /** After a run, a cluster's backbone and busiest private link, in short; null otherwise. */
        String used() {
            if (!(getModel() instanceof Cluster c) || d.linkUse.isEmpty()) {
                return null;
            }
            List<String> parts = new ArrayList<>();
            RunUtilisation.LinkFigures bb = d.link(c, c.getName() + "_backbone");
            if (bb != null) {
                parts.add("backbone " + percent(bb.utilization()));
            }
            RunUtilisation.LinkFigures most = busiestPrivateLink(c);
            if (most != null) {
                parts.add("links up to " + percent(most.utilization()));
            }
            return parts.isEmpty() ? null : String.join(", ", parts);
        }

        private RunUtilisation.LinkFigures busiestPrivateLink(Cluster c) {
            RunUtilisation.LinkFigures most = null;
            for (int i = 0; i < c.getHosts().size(); i++) {
                RunUtilisation.LinkFigures f = d.link(c, c.getName() + "_link_" + i);
                if (f != null && (most == null || f.utilization() > most.utilization())) {
                    most = f;
                }
            }
            return most;
        }

        String kind() {
            Object m = getModel();
            return m instanceof Cluster ? "Cluster" : m instanceof Zone ? "Zone" : m instanceof RoutedNetwork ? "Routed network"
                    : m instanceof SwitchedNetwork ? "Switch" : m instanceof EthernetNetwork ? "Ethernet"
                    : m instanceof SharedMediumNetwork ? "Shared medium" : m instanceof DelayNetwork ? "Delay network"
                    : ((EObject) m).eClass().getName();
        }

        String details() {
            Object m = getModel();
            if (m instanceof Cluster c) {
                return "links " + rate(c.getBandwidthBytesPerSecond()) + ", " + seconds(c.getLatencySeconds())
                        + (c.getBackboneBandwidthBytesPerSecond() > 0 ? "; bb " + rate(c.getBackboneBandwidthBytesPerSecond()) : "");
            }
            if (m instanceof SwitchedNetwork s) {
                return "links " + rate(s.getLinkBandwidthBytesPerSecond()) + ", " + seconds(s.getLatencySeconds());
            }
            if (m instanceof EthernetNetwork e) {
                return rate(e.getBitsPerSecond() / 8);
            }
            if (m instanceof SharedMediumNetwork s) {
                return rate(s.getBandwidthBytesPerSecond()) + ", " + seconds(s.getLatencySeconds());
            }
            if (m instanceof RoutedNetwork r) {
                return r.getModel().getLiteral() + " model";
            }
            return "";
        }

        @Override
        String tooltip() {
            String details = details();
            String tip = kind() + " " + name() + ": " + d.structure.hostCount(model()) + " hosts" + (details.isEmpty() ? "" : "; " + details);
            if (getModel() instanceof Cluster c && !d.linkUse.isEmpty()) {
                RunUtilisation.LinkFigures bb = d.link(c, c.getName() + "_backbone");
                if (bb != null) {
                    tip += "\nbackbone " + figures(bb);
                }
                RunUtilisation.LinkFigures most = busiestPrivateLink(c);
                if (most != null) {
                    tip += "\nbusiest private link " + figures(most);
                }
            }
            return tip;
        }

        @Override
        Color fill() {
            return null;
        }

        /** Whether the container is a segment (hosts only). */
        boolean isSegment() {
            return getModel() instanceof NetworkSegment;
        }
    }

    // ---- routes

    /** A route between two members of a routed network or zone; the edge says its links' bandwidth and latency. */
    static final class RoutePart extends AbstractConnectionEditPart {
        final PlatformDiagram d;
        private final Label label = new Label();
        private Color heatColour;
        private boolean arrow;

        RoutePart(PlatformDiagram d) {
            this.d = d;
        }

        @Override
        protected IFigure createFigure() {
            PolylineConnection c = new PolylineConnection();
            c.setForegroundColor(Figures.LINE);
            label.setOpaque(true);
            label.setBackgroundColor(org.eclipse.draw2d.ColorConstants.white);
            label.setForegroundColor(org.eclipse.draw2d.ColorConstants.black); // not the edge's colour (a pale yellow after a run)
            c.add(label, new ConnectionLocator(c, ConnectionLocator.MIDDLE));
            return c;
        }

        @Override
        protected void createEditPolicies() {
            installEditPolicy(EditPolicy.CONNECTION_ENDPOINTS_ROLE, new ConnectionEndpointEditPolicy());
            installEditPolicy(EditPolicy.CONNECTION_ROLE, new ConnectionEditPolicy() {
                @Override
                protected Command getDeleteCommand(GroupRequest request) {
                    var c = d.edits.delete(List.of(getModel()));
                    return c == null ? null : new DomainCommands.Emf(c);
                }
            });
        }

        @Override
        protected void refreshVisuals() {
            Route r = (Route) getModel();
            List<String> parts = new ArrayList<>();
            double use = -1;
            List<String> used = new ArrayList<>();
            for (Link l : r.getLinks()) {
                parts.add(link(l));
                RunUtilisation.LinkFigures f = d.link(r, l.getName());
                if (f != null) {
                    use = Math.max(use, f.utilization());
                    used.add(figures(f));
                }
            }
            String text = String.join(" + ", parts);
            if (use >= 0) {
                text += ", used " + Math.round(use * 100) + "%";
            }
            label.setText(text);
            PolylineConnection c = (PolylineConnection) getFigure();
            if (!r.isSymmetrical() != arrow) {
                arrow = !r.isSymmetrical();
                PolygonDecoration head = null;
                if (arrow) { // one way only: the way back has its own route
                    head = new PolygonDecoration();
                    head.setScale(7, 3);
                }
                c.setTargetDecoration(head);
            }
            boolean hi = d.highlighted.contains(r);
            Integer problem = d.problemLevel.get(r);
            if (heatColour != null) {
                heatColour.dispose();
                heatColour = null;
            }
            if (use >= 0) {
                heatColour = new Color(null, Figures.heat(use));
            }
            c.setForegroundColor(problem != null ? (problem == 2 ? Figures.ERROR : Figures.WARNING)
                    : hi ? Figures.HIGHLIGHT : heatColour != null ? heatColour : Figures.LINE);
            c.setLineWidth(hi || use >= 0 ? 4 : 1);
            String tip = "Route " + r.getFrom() + " -> " + r.getTo() + " over " + r.getLinks().stream().map(Link::getName).toList()
                    + (used.isEmpty() ? "" : "\n" + String.join("\n", used));
            label.setToolTip(new Label(tip));
            c.setToolTip(new Label(tip));
        }

        @Override
        public void deactivate() {
            super.deactivate();
            if (heatColour != null) {
                heatColour.dispose();
            }
        }

        /** The edge's text (for tests). */
        String text() {
            return label.getText();
        }

        /** The edge's tooltip text (for tests). */
        String tooltipText() {
            return ((Label) label.getToolTip()).getText();
        }

        /** The colour the run's figures give the edge, or null (for tests). */
        Color heatColour() {
            return heatColour;
        }
    }
}
