package lbsim.ui.platform;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.command.AbstractCommand;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;

import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.Link;
import lbsim.model.ModelFactory;
import lbsim.model.ModelPackage.Literals;
import lbsim.model.NetworkSegment;
import lbsim.model.Platform;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Zone;

/**
 * The diagram's changes to the scenario, each one EMF command on the editor's editing domain (so it is undone with
 * the tree's): add a host, cluster, zone, router, switch or routed network where it is dropped; connect two members of
 * a routed network (a new link and the route over it); delete (with the routes that name what is deleted); rename
 * (with those routes' ends); and the notation changes (move, expand), which change no model object.
 */
final class PlatformEdits {

    /** What the palette creates. */
    enum Kind {
        HOST("host"), CLUSTER("cluster"), ZONE("zone"), ROUTER("router"), SWITCH("switch"), NETWORK("network");

        final String prefix;

        Kind(String prefix) {
            this.prefix = prefix;
        }
    }

    private final EditingDomain domain;
    private final DiagramNotation notation;
    private final Runnable notationChanged;

    PlatformEdits(EditingDomain domain, DiagramNotation notation, Runnable notationChanged) {
        this.domain = domain;
        this.notation = notation;
        this.notationChanged = notationChanged;
    }

    /** A name no object of the scenario has yet: the prefix and the first free number. */
    static String freshName(EObject anywhere, String prefix) {
        Set<String> used = new HashSet<>();
        EObject root = anywhere;
        while (root.eContainer() != null) {
            root = root.eContainer();
        }
        for (TreeIterator<EObject> it = root.eAllContents(); it.hasNext();) {
            String n = PlatformStructure.nameOf(it.next());
            if (n != null) {
                used.add(n);
            }
        }
        for (int i = 0;; i++) {
            if (!used.contains(prefix + "-" + i)) {
                return prefix + "-" + i;
            }
        }
    }

    /**
     * Adds a new object of a kind inside {@code target} (the platform, a segment, a cluster or a zone) at a position,
     * or returns null when that kind cannot go there.
     *
     * @param at the top-left corner relative to the target's content, or null for the automatic layout
     */
    Command create(Kind kind, EObject target, DiagramNotation.Point at) {
        Platform platform = platformOf(target);
        if (platform == null) {
            return null;
        }
        CompoundCommand c = new CompoundCommand("Add " + kind.prefix);
        EObject created;
        String name = freshName(platform, kind.prefix);
        switch (kind) {
            case HOST -> {
                if (target instanceof Zone && PlatformStructure.network(target) == null) {
                    return null;
                }
                Host h = ModelFactory.eINSTANCE.createHost();
                h.setName(name);
                c.append(new AddCommand(domain, platform, Literals.PLATFORM__HOSTS, h));
                NetworkSegment segment = target instanceof NetworkSegment s ? s : PlatformStructure.network(target);
                if (segment != null) {
                    c.append(new SetCommand(domain, h, Literals.HOST__SEGMENT, segment));
                }
                if (target instanceof Cluster cl) {
                    c.append(new AddCommand(domain, cl, Literals.CLUSTER__HOSTS, h));
                } else if (target instanceof Zone z) {
                    c.append(new AddCommand(domain, z, Literals.ZONE__HOSTS, h));
                }
                created = h;
            }
            case CLUSTER, ROUTER, ZONE -> {
                if (!(target instanceof RoutedNetwork) && !(target instanceof Zone)) {
                    return null;
                }
                EObject o = kind == Kind.CLUSTER ? ModelFactory.eINSTANCE.createCluster()
                        : kind == Kind.ROUTER ? ModelFactory.eINSTANCE.createRouter() : ModelFactory.eINSTANCE.createZone();
                o.eSet(o.eClass().getEStructuralFeature("name"), name);
                String feature = kind == Kind.CLUSTER ? "clusters" : kind == Kind.ROUTER ? "routers" : "zones";
                c.append(new AddCommand(domain, target, target.eClass().getEStructuralFeature(feature), o));
                created = o;
            }
            case SWITCH, NETWORK -> {
                if (!(target instanceof Platform)) {
                    return null;
                }
                NetworkSegment s = kind == Kind.SWITCH ? ModelFactory.eINSTANCE.createSwitchedNetwork()
                        : ModelFactory.eINSTANCE.createRoutedNetwork();
                s.setName(name);
                c.append(new AddCommand(domain, platform, Literals.PLATFORM__SEGMENTS, s));
                created = s;
            }
            default -> throw new IllegalStateException(kind.toString());
        }
        if (at != null) {
            c.append(notationCommand("Place " + name, () -> notation.setPosition(created, at)));
        }
        return withResult(c, created);
    }

    /** Whether an object of a kind can be added inside {@code target}. */
    static boolean canHold(EObject target, Kind kind) {
        return switch (kind) {
            case HOST -> target instanceof Platform || target instanceof NetworkSegment || target instanceof Cluster
                    || target instanceof Zone && PlatformStructure.network(target) != null;
            case CLUSTER, ROUTER, ZONE -> target instanceof RoutedNetwork || target instanceof Zone;
            case SWITCH, NETWORK -> target instanceof Platform;
        };
    }

    /** A compound command whose result (what the tree selects afterwards) is the created object. */
    private static Command withResult(CompoundCommand c, EObject created) {
        return new CompoundCommand(c.getLabel(), new ArrayList<>(c.getCommandList())) {
            @Override
            public Collection<?> getResult() {
                return created == null ? List.of() : List.of(created);
            }

            @Override
            public Collection<?> getAffectedObjects() {
                return created == null ? List.of() : List.of(created);
            }
        };
    }

    /** Whether a route may join the two (members of the same routed network or zone, not the same object). */
    static boolean canConnect(EObject a, EObject b) {
        EObject za = PlatformStructure.memberZone(a);
        return a != b && za != null && za == PlatformStructure.memberZone(b);
    }

    /**
     * Joins two members of a routed network or zone: a new link on the network (default bandwidth and latency, to be
     * set in Properties) and a route from {@code a} to {@code b} over it. Null when they cannot be joined.
     */
    Command connect(EObject a, EObject b) {
        if (!canConnect(a, b)) {
            return null;
        }
        EObject zone = PlatformStructure.memberZone(a);
        RoutedNetwork network = PlatformStructure.network(zone);
        Link link = ModelFactory.eINSTANCE.createLink();
        link.setName(freshName(network, "link"));
        Route route = ModelFactory.eINSTANCE.createRoute();
        route.setFrom(PlatformStructure.nameOf(a));
        route.setTo(PlatformStructure.nameOf(b));
        route.getLinks().add(link);
        CompoundCommand c = new CompoundCommand("Connect " + route.getFrom() + " and " + route.getTo());
        c.append(new AddCommand(domain, network, Literals.ROUTED_NETWORK__LINKS, link));
        c.append(new AddCommand(domain, zone, zone.eClass().getEStructuralFeature("routes"), route));
        return withResult(c, route);
    }

    /** Deletes objects with every reference to them, and the routes that name a deleted member. */
    Command delete(Collection<?> objects) {
        if (objects.isEmpty()) {
            return null;
        }
        Set<Object> gone = new HashSet<>(objects);
        List<Object> all = new ArrayList<>(objects);
        for (int i = 0; i < all.size(); i++) {
            Object o = all.get(i);
            if (o instanceof EObject e && PlatformStructure.memberZone(e) != null) {
                for (Route r : PlatformStructure.routes(PlatformStructure.memberZone(e))) {
                    String n = PlatformStructure.nameOf(e);
                    if ((n.equals(r.getFrom()) || n.equals(r.getTo())) && gone.add(r)) {
                        all.add(r);
                    }
                }
            }
            if (o instanceof Route r) {
                for (Link l : r.getLinks()) {
                    if (onlyUse(l, r) && gone.add(l)) {
                        all.add(l);
                    }
                }
            }
        }
        return remove(all);
    }

    /**
     * Removes objects from their containers and every reference to them (or to what they contain), as EMF's
     * DeleteCommand does, with commands that need no item provider (so it works for every class of the metamodel).
     */
    private Command remove(List<Object> objects) {
        CompoundCommand c = new CompoundCommand("Delete");
        Set<EObject> doomed = new HashSet<>();
        for (Object o : objects) {
            if (o instanceof EObject e) {
                doomed.add(e);
                for (TreeIterator<EObject> it = e.eAllContents(); it.hasNext();) {
                    doomed.add(it.next());
                }
            }
        }
        if (doomed.isEmpty()) {
            return null;
        }
        EObject any = doomed.iterator().next();
        java.util.Map<EObject, Collection<EStructuralFeature.Setting>> uses;
        if (any.eResource() == null) {
            uses = java.util.Map.of();
        } else if (any.eResource().getResourceSet() != null) {
            uses = EcoreUtil.UsageCrossReferencer.findAll(doomed, any.eResource().getResourceSet());
        } else {
            uses = EcoreUtil.UsageCrossReferencer.findAll(doomed, any.eResource());
        }
        for (var entry : uses.entrySet()) {
            for (EStructuralFeature.Setting s : entry.getValue()) {
                EObject owner = s.getEObject();
                EStructuralFeature f = s.getEStructuralFeature();
                if (doomed.contains(owner) || !f.isChangeable() || f.isDerived()
                        || f instanceof org.eclipse.emf.ecore.EReference r && r.isContainment()) {
                    continue;
                }
                if (f.isMany()) {
                    c.append(new RemoveCommand(domain, owner, f, entry.getKey()));
                } else {
                    c.append(new SetCommand(domain, owner, f, null));
                }
            }
        }
        for (Object o : objects) {
            if (o instanceof EObject e && e.eContainer() != null) {
                EStructuralFeature f = e.eContainingFeature();
                if (f.isMany()) {
                    c.append(new RemoveCommand(domain, e.eContainer(), f, e));
                } else {
                    c.append(new SetCommand(domain, e.eContainer(), f, null));
                }
            }
        }
        return c.canExecute() ? withResult(c, null) : null;
    }
    /** Whether a link appears in no route but {@code r}. */
    private static boolean onlyUse(Link l, Route r) {
        RoutedNetwork n = PlatformStructure.network(r);
        if (n == null) {
            return false;
        }
        for (TreeIterator<EObject> it = n.eAllContents(); it.hasNext();) {
            if (it.next() instanceof Route other && other != r && other.getLinks().contains(l)) {
                return false;
            }
        }
        return true;
    }

    /** Renames an object, and the route ends and cluster routers that name it. Null when the name is taken or empty. */
    Command rename(EObject o, String name) {
        String old = PlatformStructure.nameOf(o);
        if (name == null || name.isBlank() || name.equals(old) || !name.trim().equals(name) || name.contains(" ")) {
            return null;
        }
        if (takenExactly(o, name)) {
            return null;
        }
        CompoundCommand c = new CompoundCommand("Rename " + old + " to " + name);
        c.append(new SetCommand(domain, o, o.eClass().getEStructuralFeature("name"), name));
        EObject zone = PlatformStructure.memberZone(o);
        if (zone != null) {
            for (Route r : PlatformStructure.routes(zone)) {
                if (old.equals(r.getFrom())) {
                    c.append(new SetCommand(domain, r, Literals.ROUTE__FROM, name));
                }
                if (old.equals(r.getTo())) {
                    c.append(new SetCommand(domain, r, Literals.ROUTE__TO, name));
                }
            }
        }
        String kind = o.eClass().getName();
        c.append(notationCommand("Rename", () -> notation.rename(kind, old, name)));
        return c;
    }

    private static boolean takenExactly(EObject anywhere, String name) {
        EObject root = anywhere;
        while (root.eContainer() != null) {
            root = root.eContainer();
        }
        for (TreeIterator<EObject> it = root.eAllContents(); it.hasNext();) {
            if (name.equals(PlatformStructure.nameOf(it.next()))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Moves a host into another container (the platform, a segment, a cluster or a zone of a routed network): out of
     * the cluster or zone that held it, into the new one, onto the new container's network segment (none on the
     * platform itself), at a position in the new container (null: where the automatic layout puts it). Null when the
     * host cannot go there, is there already, or routes name it in its routed network or zone (they would name a
     * member that is no longer there: delete or change them first).
     */
    Command moveHost(Host h, EObject target, DiagramNotation.Point at) {
        if (!canHold(target, Kind.HOST) || PlatformStructure.container(h) == target) {
            return null;
        }
        EObject zone = PlatformStructure.memberZone(h);
        if (zone != null) {
            for (Route r : PlatformStructure.routes(zone)) {
                if (h.getName().equals(r.getFrom()) || h.getName().equals(r.getTo())) {
                    return null;
                }
            }
        }
        CompoundCommand c = new CompoundCommand("Move " + h.getName() + " to " + PlatformStructure.nameOf(target));
        EObject old = PlatformStructure.holder(h);
        if (old instanceof Cluster cl) {
            c.append(new RemoveCommand(domain, cl, Literals.CLUSTER__HOSTS, h));
        } else if (old instanceof Zone z) {
            c.append(new RemoveCommand(domain, z, Literals.ZONE__HOSTS, h));
        }
        NetworkSegment segment = target instanceof NetworkSegment s ? s : PlatformStructure.network(target);
        if (segment != h.getSegment()) {
            c.append(new SetCommand(domain, h, Literals.HOST__SEGMENT, segment == null ? SetCommand.UNSET_VALUE : segment));
        }
        if (target instanceof Cluster cl) {
            c.append(new AddCommand(domain, cl, Literals.CLUSTER__HOSTS, h));
        } else if (target instanceof Zone z) {
            c.append(new AddCommand(domain, z, Literals.ZONE__HOSTS, h));
        }
        c.append(notationCommand("Place " + h.getName(), () -> notation.setPosition(h, at)));
        return withResult(c, h);
    }

    /** Moves figures by hand: their new top-left corners, kept in the notation. */
    Command move(List<EObject> objects, List<DiagramNotation.Point> to) {
        return notationCommand("Move", () -> {
            for (int i = 0; i < objects.size(); i++) {
                notation.setPosition(objects.get(i), to.get(i));
            }
        });
    }

    /** Expands or collapses a container. */
    Command expand(EObject container, boolean expanded) {
        return notationCommand(expanded ? "Expand" : "Collapse", () -> notation.setExpanded(container, expanded));
    }

    private Command notationCommand(String label, Runnable change) {
        DiagramNotation[] before = new DiagramNotation[1];
        DiagramNotation[] after = new DiagramNotation[1];
        return new AbstractCommand(label) {
            @Override
            protected boolean prepare() {
                return true;
            }

            @Override
            public void execute() {
                before[0] = notation.copy();
                change.run();
                after[0] = notation.copy();
                notationChanged.run();
            }

            @Override
            public void undo() {
                notation.setAll(before[0]);
                notationChanged.run();
            }

            @Override
            public void redo() {
                notation.setAll(after[0]);
                notationChanged.run();
            }
        };
    }

    private static Platform platformOf(EObject o) {
        for (EObject e = o; e != null; e = e.eContainer()) {
            if (e instanceof Platform p) {
                return p;
            }
        }
        return null;
    }
}
