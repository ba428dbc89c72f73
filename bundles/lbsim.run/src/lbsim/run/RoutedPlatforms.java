package lbsim.run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import lbsim.core.net.LinkSharing;
import lbsim.core.net.RoutedNetwork;
import lbsim.core.net.SharingRule;
import lbsim.core.net.Topology;
import lbsim.model.Cluster;
import lbsim.model.Host;
import lbsim.model.Link;
import lbsim.model.NetworkSharingModel;
import lbsim.model.Platform;
import lbsim.model.Route;
import lbsim.model.Router;
import lbsim.model.Zone;
import lbsim.model.ZoneRouting;

/**
 * Binds a scenario's routed network: its links, routers, clusters, zones and routes become a
 * {@link Topology}, its model and parameters a {@link SharingRule}. Hosts on the segment that no cluster or
 * zone holds are members of the root zone. Every host must reach every other: the binder checks that each
 * reaches the first and the first reaches each (routes compose, so that is enough for a tree of zones).
 */
final class RoutedPlatforms {

    private RoutedPlatforms() {
    }

    /**
     * @throws IllegalArgumentException naming the element and what is wrong: a bad link, a name declared
     *                                  twice, a route naming a member that is not in its zone, a missing
     *                                  gateway, two hosts with no route between them
     */
    static RoutedNetwork create(String name, lbsim.model.RoutedNetwork m) {
        Topology t = new Topology(name, routing(m.getRouting()));
        Map<Link, Integer> links = new HashMap<>();
        for (Link l : m.getLinks()) {
            links.put(l, t.addLink(l.getName(), l.getBandwidthBytesPerSecond(), l.getLatencySeconds(), sharing(l.getSharing())));
        }
        Set<Host> held = new HashSet<>();
        collectHeld(m.getClusters(), m.getZones(), held);
        List<String> hosts = new ArrayList<>();
        if (m.eContainer() instanceof Platform p) {
            for (Host h : p.getHosts()) {
                if (h.getSegment() == m && !held.contains(h)) {
                    t.addHost(h.getName(), t.rootZone());
                    hosts.add(h.getName());
                }
            }
        }
        members(t, t.rootZone(), m.getRouters(), m.getClusters(), m.getZones(), hosts);
        routes(t, t.rootZone(), m.getRoutes(), m.getZones(), links);
        if (m.eContainer() instanceof Platform p) {
            List<String> onSegment = new ArrayList<>();
            for (Host h : p.getHosts()) {
                if (h.getSegment() == m) {
                    if (t.host(h.getName()) < 0) {
                        throw new IllegalArgumentException("host '" + h.getName()
                                + "' is on this routed network but in a cluster or zone of another");
                    }
                    onSegment.add(h.getName());
                }
            }
            // every host reaches the first and back (routes fail with the zone they stop in)
            for (int i = 1; i < onSegment.size(); i++) {
                t.route(t.host(onSegment.get(0)), t.host(onSegment.get(i)));
                t.route(t.host(onSegment.get(i)), t.host(onSegment.get(0)));
            }
        }
        return new RoutedNetwork(name, t, rule(m), m.getSendOverheadSeconds(), 0, m.getReceiveOverheadSeconds(), 0);
    }

    /** The sharing rule with SimGrid's defaults for the attributes left unset. */
    static SharingRule rule(lbsim.model.RoutedNetwork m) {
        SharingRule base = switch (m.getModel()) {
            case CM02 -> SharingRule.cm02(m.isCrosstraffic());
            case LV08 -> SharingRule.lv08();
            default -> SharingRule.maxmin();
        };
        if (m.getModel() == NetworkSharingModel.MAXMIN) {
            return base;
        }
        return new SharingRule(base.kind(), m.isSetLatencyFactor() ? m.getLatencyFactor() : base.latencyFactor(),
                m.isSetBandwidthFactor() ? m.getBandwidthFactor() : base.bandwidthFactor(),
                m.isSetWeightS() ? m.getWeightS() : base.weightS(), m.getTcpGammaBytes(), m.isCrosstraffic());
    }

    private static void collectHeld(List<Cluster> clusters, List<Zone> zones, Set<Host> held) {
        for (Cluster c : clusters) {
            held.addAll(c.getHosts());
        }
        for (Zone z : zones) {
            held.addAll(z.getHosts());
            collectHeld(z.getClusters(), z.getZones(), held);
        }
    }

    private static void members(Topology t, int zone, List<Router> routers, List<Cluster> clusters, List<Zone> zones,
            List<String> hosts) {
        for (Router r : routers) {
            t.addRouter(r.getName(), zone);
        }
        for (Cluster c : clusters) {
            int n = c.getHosts().size();
            String[] names = new String[n];
            int[] radicals = new int[n];
            for (int i = 0; i < n; i++) {
                names[i] = c.getHosts().get(i).getName();
                radicals[i] = i;
            }
            t.addCluster(c.getName(), zone, names, radicals, c.getBandwidthBytesPerSecond(), c.getLatencySeconds(),
                    sharing(c.getSharing()), c.getBackboneBandwidthBytesPerSecond(), c.getBackboneLatencySeconds(),
                    sharing(c.getBackboneSharing()), routerName(c));
        }
        for (Zone z : zones) {
            int id = t.addZone(z.getName(), zone, routing(z.getRouting()));
            for (Host h : z.getHosts()) {
                t.addHost(h.getName(), id);
            }
            members(t, id, z.getRouters(), z.getClusters(), z.getZones(), hosts);
        }
    }

    /** A cluster's router: the one named, else the cluster's name followed by _router. */
    static String routerName(Cluster c) {
        return c.getRouter() == null || c.getRouter().isEmpty() ? c.getName() + "_router" : c.getRouter();
    }

    private static void routes(Topology t, int zone, List<Route> routes, List<Zone> zones, Map<Link, Integer> links) {
        for (Route r : routes) {
            int from = member(t, zone, r.getFrom(), r);
            int to = member(t, zone, r.getTo(), r);
            int gwFrom = gateway(t, from, r.getGatewayFrom(), r);
            int gwTo = gateway(t, to, r.getGatewayTo(), r);
            int[] hops = new int[r.getLinks().size()];
            String[] dirs = r.getDirections() == null || r.getDirections().isBlank() ? new String[0]
                    : r.getDirections().trim().split("\\s+");
            if (dirs.length > 0 && dirs.length != hops.length) {
                throw new IllegalArgumentException("route " + describe(r) + ": " + dirs.length + " directions for " + hops.length
                        + " links");
            }
            for (int i = 0; i < hops.length; i++) {
                Integer l = links.get(r.getLinks().get(i));
                if (l == null) {
                    throw new IllegalArgumentException("route " + describe(r) + ": a link is not one of this network's links");
                }
                String d = dirs.length == 0 ? "up" : dirs[i];
                if (!d.equals("up") && !d.equals("down")) {
                    throw new IllegalArgumentException("route " + describe(r) + ": direction '" + d + "' is neither up nor down");
                }
                hops[i] = 2 * l + (d.equals("down") ? 1 : 0);
            }
            t.addRoute(zone, from, to, gwFrom, gwTo, hops, r.isSymmetrical());
        }
        for (Zone z : zones) {
            int id = t.zoneOfNode(t.node(z.getName()));
            routes(t, id, z.getRoutes(), z.getZones(), links);
        }
    }

    private static int member(Topology t, int zone, String name, Route r) {
        int n = name == null ? -1 : t.node(name);
        if (n < 0 || t.memberOf(n) != zone) {
            throw new IllegalArgumentException("route " + describe(r) + ": '" + name + "' is not a host, router, cluster or zone of "
                    + "the zone that holds the route");
        }
        return n;
    }

    /** The gateway of a route end: the given one, a cluster's router, or the member itself when it is a host or router. */
    private static int gateway(Topology t, int member, String given, Route r) {
        if (given != null && !given.isEmpty()) {
            int g = t.node(given);
            if (g < 0) {
                throw new IllegalArgumentException("route " + describe(r) + ": gateway '" + given + "' is not a host or router");
            }
            return g;
        }
        int z = t.zoneOfNode(member);
        if (z < 0) {
            return member;
        }
        if (t.isCluster(z)) {
            return t.clusterRouter(z);
        }
        throw new IllegalArgumentException("route " + describe(r) + ": zone '" + t.nodeName(member)
                + "' needs a gateway (a host or router inside it)");
    }

    private static String describe(Route r) {
        return "'" + r.getFrom() + "' -> '" + r.getTo() + "'";
    }

    static LinkSharing sharing(lbsim.model.LinkSharing s) {
        return switch (s) {
            case FATPIPE -> LinkSharing.FATPIPE;
            case SPLITDUPLEX -> LinkSharing.SPLITDUPLEX;
            default -> LinkSharing.SHARED;
        };
    }

    static Topology.Routing routing(ZoneRouting r) {
        return r == ZoneRouting.FULL ? Topology.Routing.FULL : Topology.Routing.SHORTEST;
    }
}
