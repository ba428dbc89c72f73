package lbsim.ui.platform;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.NetworkSegment;
import lbsim.model.ObservedTask;
import lbsim.model.Platform;
import lbsim.model.Route;
import lbsim.model.RoutedNetwork;
import lbsim.model.Router;
import lbsim.model.Scenario;
import lbsim.model.Zone;

/**
 * How a scenario's platform is drawn: which figure contains which (a segment holds its hosts; a routed network its
 * routers, clusters, zones and the hosts no cluster or zone holds; a cluster or zone its hosts), which objects a
 * route joins, and what the application runs on each host. Computed from the model each time the diagram refreshes;
 * it changes nothing.
 */
final class PlatformStructure {

    /** Containers with more hosts than this start collapsed (a 1,000-host cluster is one box). */
    static final int COLLAPSE_ABOVE = 32;

    private final Platform platform;
    private final Map<EObject, List<Host>> heldHosts = new IdentityHashMap<>();
    private final Map<Host, String> roles = new IdentityHashMap<>();
    private final Map<Host, EObject> drawnIn = new IdentityHashMap<>();

    PlatformStructure(Platform platform) {
        this.platform = platform;
        if (platform == null) {
            return;
        }
        Map<Host, EObject> holder = new IdentityHashMap<>();
        for (NetworkSegment s : platform.getSegments()) {
            if (s instanceof RoutedNetwork r) {
                hold(r.getClusters(), r.getZones(), holder);
            }
        }
        for (Host h : platform.getHosts()) {
            EObject c = holder.get(h);
            if (c == null) {
                c = h.getSegment() != null && h.getSegment().eContainer() == platform ? h.getSegment() : platform;
            }
            heldHosts.computeIfAbsent(c, k -> new ArrayList<>()).add(h);
            drawnIn.put(h, c);
        }
        if (platform.eContainer() instanceof Scenario sc && sc.getApplication() != null) {
            EObject app = sc.getApplication();
            roles(app, "");
            for (EObject child : app.eContents()) {
                if (child instanceof ObservedTask t && t.getHost() != null) {
                    roles.merge(t.getHost(), "task " + t.getName(), (a, b) -> a + ", " + b);
                }
            }
        }
    }

    private void roles(EObject app, String prefix) {
        for (EReference r : app.eClass().getEAllReferences()) {
            if (r.isContainment() || r.getEReferenceType() != lbsim.model.ModelPackage.Literals.HOST) {
                continue;
            }
            String role = r.getName().equals("slaves") ? "slave" : r.getName().equals("hosts") ? "task" : r.getName();
            Object v = app.eGet(r);
            if (v instanceof List<?> l) {
                for (Object h : l) {
                    roles.merge((Host) h, role, (a, b) -> a.equals(b) ? a : a + ", " + b);
                }
            } else if (v instanceof Host h) {
                roles.merge(h, role, (a, b) -> a.equals(b) ? a : a + ", " + b);
            }
        }
    }

    private static void hold(List<Cluster> clusters, List<Zone> zones, Map<Host, EObject> holder) {
        for (Cluster c : clusters) {
            for (Host h : c.getHosts()) {
                holder.putIfAbsent(h, c);
            }
        }
        for (Zone z : zones) {
            for (Host h : z.getHosts()) {
                holder.putIfAbsent(h, z);
            }
            hold(z.getClusters(), z.getZones(), holder);
        }
    }

    /** The object whose figure contains an object's figure (a host's segment, cluster or zone), or null. */
    EObject drawnIn(EObject o) {
        if (o instanceof Host h) {
            return drawnIn.get(h);
        }
        return o == platform || o == null ? null : o.eContainer();
    }

    Platform platform() {
        return platform;
    }

    /** Whether an object is drawn as a container (segment, cluster, zone). */
    static boolean isContainer(Object o) {
        return o instanceof NetworkSegment || o instanceof Cluster || o instanceof Zone;
    }

    /** The hosts drawn inside {@code o} (the platform itself holds the hosts on no segment). */
    List<Host> hosts(EObject o) {
        return heldHosts.getOrDefault(o, List.of());
    }

    /** All hosts inside a container, its clusters and zones included. */
    int hostCount(EObject o) {
        int n = hosts(o).size();
        if (o instanceof RoutedNetwork r) {
            n += count(r.getClusters(), r.getZones());
        } else if (o instanceof Zone z) {
            n += count(z.getClusters(), z.getZones());
        }
        return n;
    }

    private int count(List<Cluster> clusters, List<Zone> zones) {
        int n = 0;
        for (Cluster c : clusters) {
            n += hosts(c).size();
        }
        for (Zone z : zones) {
            n += hostCount(z);
        }
        return n;
    }

    /** What the application runs on a host ("master", "slave", ...), or null. */
    String role(Host h) {
        return roles.get(h);
    }

    /** How many hosts inside a container run some part of the application, by role. */
    Map<String, Integer> roleCounts(EObject container) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Host h : hosts(container)) {
            String r = roles.get(h);
            if (r != null) {
                counts.merge(r, 1, Integer::sum);
            }
        }
        return counts;
    }

    /**
     * Whether a container is shown expanded: as the notation says, else when it holds at most {@link #COLLAPSE_ABOVE}
     * hosts directly (a routed network shows its clusters, each collapsed when large).
     */
    boolean expanded(EObject container, DiagramNotation notation) {
        Boolean e = notation.expanded(container);
        return e != null ? e : hosts(container).size() <= COLLAPSE_ABOVE;
    }

    /** The children figures of a container (or of the platform), in drawing order. */
    List<Object> children(EObject o) {
        List<Object> c = new ArrayList<>();
        if (o instanceof Platform p) {
            c.addAll(p.getSegments());
            c.addAll(hosts(p));
        } else if (o instanceof RoutedNetwork r) {
            c.addAll(r.getRouters());
            c.addAll(hosts(r));
            c.addAll(r.getClusters());
            c.addAll(r.getZones());
        } else if (o instanceof Zone z) {
            c.addAll(z.getRouters());
            c.addAll(hosts(z));
            c.addAll(z.getClusters());
            c.addAll(z.getZones());
        } else if (o instanceof NetworkSegment || o instanceof Cluster) {
            c.addAll(hosts(o));
        }
        return c;
    }

    /** The routes held by a routed network or zone. */
    static List<Route> routes(EObject o) {
        if (o instanceof RoutedNetwork r) {
            return r.getRoutes();
        }
        if (o instanceof Zone z) {
            return z.getRoutes();
        }
        return List.of();
    }

    /** The member a route end names within the routed network or zone that holds the route, or null. */
    static EObject member(Route r, String name) {
        EObject zone = r.eContainer();
        if (name == null || zone == null) {
            return null;
        }
        for (Object m : members(zone)) {
            if (m instanceof EObject e && name.equals(DiagramNotation.key(e) == null ? null : nameOf(e))) {
                return e;
            }
        }
        return null;
    }

    /** The members of a routed network or zone that a route may join. */
    static List<Object> members(EObject zone) {
        List<Object> m = new ArrayList<>();
        if (zone instanceof RoutedNetwork r) {
            m.addAll(r.getRouters());
            m.addAll(r.getClusters());
            m.addAll(r.getZones());
            if (r.eContainer() instanceof Platform p) {
                Map<Host, EObject> holder = new HashMap<>();
                hold(r.getClusters(), r.getZones(), holder);
                for (Host h : p.getHosts()) {
                    if (h.getSegment() == r && !holder.containsKey(h)) {
                        m.add(h);
                    }
                }
            }
        } else if (zone instanceof Zone z) {
            m.addAll(z.getRouters());
            m.addAll(z.getHosts());
            m.addAll(z.getClusters());
            m.addAll(z.getZones());
        }
        return m;
    }

    /** The routed network or zone whose graph an object is a member of (where a route to it belongs), or null. */
    static EObject memberZone(EObject o) {
        if (o instanceof Router || o instanceof Cluster || o instanceof Zone) {
            return o.eContainer() instanceof RoutedNetwork || o.eContainer() instanceof Zone ? o.eContainer() : null;
        }
        if (o instanceof Host h && h.getSegment() instanceof RoutedNetwork r) {
            for (Object m : members(r)) {
                if (m == h) {
                    return r;
                }
            }
            return zoneOf(r.getZones(), h);
        }
        return null;
    }

    private static EObject zoneOf(List<Zone> zones, Host h) {
        for (Zone z : zones) {
            if (z.getHosts().contains(h)) {
                return z;
            }
            EObject inner = zoneOf(z.getZones(), h);
            if (inner != null) {
                return inner;
            }
        }
        return null;
    }

    /** The routed network an object belongs to (itself, or the one above its cluster or zone), or null. */
    static RoutedNetwork network(EObject o) {
        for (EObject e = o; e != null; e = e.eContainer()) {
            if (e instanceof RoutedNetwork r) {
                return r;
            }
        }
        return o instanceof Host h && h.getSegment() instanceof RoutedNetwork r ? r : null;
    }

    /** The cluster or zone that holds a host in its hosts list, or null. */
    static EObject holder(Host h) {
        if (h.getSegment() instanceof RoutedNetwork r) {
            for (Cluster c : allClusters(r.getClusters(), r.getZones())) {
                if (c.getHosts().contains(h)) {
                    return c;
                }
            }
            for (Zone z : allZones(r.getZones())) {
                if (z.getHosts().contains(h)) {
                    return z;
                }
            }
        }
        return null;
    }

    private static List<Cluster> allClusters(List<Cluster> clusters, List<Zone> zones) {
        List<Cluster> out = new ArrayList<>(clusters);
        for (Zone z : zones) {
            out.addAll(allClusters(z.getClusters(), z.getZones()));
        }
        return out;
    }

    private static List<Zone> allZones(List<Zone> zones) {
        List<Zone> out = new ArrayList<>(zones);
        for (Zone z : zones) {
            out.addAll(allZones(z.getZones()));
        }
        return out;
    }

    /** The figure a host is drawn in, from the model: its cluster or zone, else its segment, else the platform. */
    static EObject container(Host h) {
        EObject held = holder(h);
        if (held != null) {
            return held;
        }
        return h.getSegment() != null ? h.getSegment() : h.eContainer();
    }

    /** An object's name attribute, or null. */
    static String nameOf(EObject o) {
        var f = o.eClass().getEStructuralFeature("name");
        return f == null ? null : (String) o.eGet(f);
    }
}
