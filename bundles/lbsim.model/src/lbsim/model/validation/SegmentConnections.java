package lbsim.model.validation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.NetworkSegment;
import lbsim.model.Platform;
import lbsim.model.Router;
import lbsim.model.RoutedNetwork;
import lbsim.model.Zone;

/**
 * Which hosts of a platform can exchange messages (rule hostsConnected): hosts of one segment, and hosts of
 * different segments joined by gateway stations. A segment's gateway (not a routed network's) is a station of that
 * segment; a gateway that is a host is also a station of the host's own segment, one that is a router of a routed
 * network a station of that network. A station on two segments joins them; the simulator routes a message through
 * the fewest segments the same way (lbsim.core's VirtualMachine). Built once per platform.
 */
public final class SegmentConnections {

    /** Every station name's segments, in order. */
    private final Map<String, LinkedHashSet<NetworkSegment>> member = new HashMap<>();
    /** Per segment, its stations that are on other segments too. */
    private final Map<NetworkSegment, List<String>> connectors = new IdentityHashMap<>();
    private final boolean gateways;

    private SegmentConnections(Platform platform) {
        Set<String> hostNames = new java.util.HashSet<>();
        for (Host h : platform.getHosts()) {
            hostNames.add(h.getName());
        }
        for (Host h : platform.getHosts()) {
            if (h.getSegment() != null && h.getName() != null) {
                member.computeIfAbsent(h.getName(), k -> new LinkedHashSet<>()).add(h.getSegment());
            }
        }
        boolean any = false;
        for (NetworkSegment s : platform.getSegments()) {
            String g = gateway(s);
            if (g == null || s instanceof RoutedNetwork) {
                continue;
            }
            any = true;
            boolean host = hostNames.contains(g);
            member.computeIfAbsent(g, k -> new LinkedHashSet<>()).add(s);
            RoutedNetwork r = host ? null : routerOf(platform, g); // as the binder: a host first, else a router
            if (r != null) {
                member.get(g).add(r);
            }
        }
        gateways = any;
        for (Map.Entry<String, LinkedHashSet<NetworkSegment>> e : member.entrySet()) {
            if (e.getValue().size() > 1) {
                for (NetworkSegment s : e.getValue()) {
                    connectors.computeIfAbsent(s, k -> new ArrayList<>()).add(e.getKey());
                }
            }
        }
    }

    /** The connections of the platform that holds {@code object}'s scenario (cached in the validation context). */
    public static SegmentConnections of(Platform platform, Map<Object, Object> context) {
        if (context == null) {
            return new SegmentConnections(platform);
        }
        Object key = SegmentConnections.class;
        @SuppressWarnings("unchecked")
        Map<Platform, SegmentConnections> cache = (Map<Platform, SegmentConnections>) context.computeIfAbsent(key,
                k -> new IdentityHashMap<Platform, SegmentConnections>());
        return cache.computeIfAbsent(platform, SegmentConnections::new);
    }

    /** A segment's gateway name, or null when it names none. */
    public static String gateway(NetworkSegment s) {
        String g = s.getGateway();
        return g == null || g.isBlank() ? null : g.strip();
    }

    /** The routed network of the platform that has a router of this name (its own, a cluster's or a zone's), or null. */
    public static RoutedNetwork routerOf(Platform platform, String name) {
        for (NetworkSegment s : platform.getSegments()) {
            if (s instanceof RoutedNetwork r && hasRouter(r.getRouters(), r.getClusters(), r.getZones(), name)) {
                return r;
            }
        }
        return null;
    }

    private static boolean hasRouter(List<Router> routers, List<Cluster> clusters, List<Zone> zones, String name) {
        for (Router r : routers) {
            if (name.equals(r.getName())) {
                return true;
            }
        }
        for (Cluster c : clusters) {
            String router = c.getRouter() == null || c.getRouter().isBlank() ? c.getName() + "_router" : c.getRouter();
            if (name.equals(router)) {
                return true;
            }
        }
        for (Zone z : zones) {
            if (hasRouter(z.getRouters(), z.getClusters(), z.getZones(), name)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Null when hosts {@code a} and {@code b} (different, on segments or not) can exchange messages, else what is
     * missing, in a few words: "'A' is attached to no segment", "'A' is on 'S', 'B' on 'T', and 'S' names no
     * gateway", ...
     */
    public String missing(Host a, Host b) {
        NetworkSegment sa = a.getSegment();
        NetworkSegment sb = b.getSegment();
        if (sa != null && sa == sb) {
            return null;
        }
        if (sa == null || sb == null) {
            return sa == null && sb == null ? "neither is attached to a segment"
                    : "'" + (sa == null ? a : b).getName() + "' is attached to no segment";
        }
        if (joined(a.getName(), b.getName())) {
            return null;
        }
        String on = "'" + a.getName() + "' is on '" + sa.getName() + "', '" + b.getName() + "' on '" + sb.getName() + "'";
        if (!gateways) {
            return on + ", and no segment names a gateway";
        }
        List<String> none = new ArrayList<>();
        for (NetworkSegment s : new NetworkSegment[] { sa, sb }) {
            if (!(s instanceof RoutedNetwork) && gateway(s) == null && !none.contains("'" + s.getName() + "'")) {
                none.add("'" + s.getName() + "'");
            }
        }
        if (!none.isEmpty()) {
            return on + ", and " + String.join(" and ", none) + (none.size() == 1 ? " names" : " name") + " no gateway";
        }
        return on + ", and no chain of gateways and routed networks joins them";
    }

    private boolean joined(String a, String b) {
        Set<NetworkSegment> from = member.get(a);
        Set<NetworkSegment> to = member.get(b);
        if (from == null || to == null) {
            return false;
        }
        Set<NetworkSegment> reached = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<NetworkSegment> queue = new ArrayDeque<>(from);
        reached.addAll(from);
        while (!queue.isEmpty()) {
            NetworkSegment s = queue.poll();
            if (to.contains(s)) {
                return true;
            }
            for (String c : connectors.getOrDefault(s, List.of())) {
                for (NetworkSegment t : member.get(c)) {
                    if (reached.add(t)) {
                        queue.add(t);
                    }
                }
            }
        }
        return false;
    }
}
