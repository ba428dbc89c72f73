package lbsim.core.net;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A platform as a graph, as SimGrid describes it: links (bandwidth, latency, sharing), hosts and routers,
 * grouped in nested zones. A zone routes either over a graph ({@link Routing#SHORTEST}: the route between
 * two of its members is the one given explicitly, else the path of fewest hops over its links and routes;
 * {@link Routing#FULL}: only the routes given), or as a cluster ({@link #addCluster}: every host has a
 * private link to the cluster's backbone, and the route from host i to host j is i's link up, the
 * backbone, j's link down). A zone nested in a graph zone is one node of that graph; a route to it names
 * the gateways (a host or router in each zone) the traffic enters and leaves by. The route between two
 * hosts of different zones is found as SimGrid finds it: in their closest common zone between the two
 * child zones (or the host itself where it sits directly in that zone), and then recursively from each
 * host to its gateway.
 * <p>
 * Routes are computed on demand and cached in a bounded table per zone, so memory grows with hosts plus
 * links, never with their square. A route is a sequence of hops; a hop is a link crossed in one direction
 * ({@code 2 x link + 0} up, as declared, {@code + 1} down), which matters only for split-duplex links.
 * Units: bytes per second and seconds.
 */
public final class Topology {

    /** How a graph zone finds the route between two of its members. */
    public enum Routing {
        /** Only the routes given explicitly (SimGrid's Full). */
        FULL,
        /** The route given, else the path of fewest hops over links and routes (SimGrid's Floyd and Dijkstra). */
        SHORTEST
    }

    /** A route: its hops (see the class comment) and the sum of its links' latencies in seconds. */
    public record Route(int[] hops, double latencySeconds) {
    }

    private static final int HOST = 0;
    private static final int ROUTER = 1;
    private static final int ZONE = 2;
    private static final int CACHE_LIMIT = 1 << 16;

    // links
    private int links;
    private String[] linkName = new String[16];
    private double[] linkBandwidth = new double[16];
    private double[] linkLatency = new double[16];
    private LinkSharing[] linkSharing = new LinkSharing[16];
    private final Map<String, Integer> linkByName = new HashMap<>();

    // nodes: hosts, routers, and one node per zone (its place in its parent's graph)
    private int nodes;
    private String[] nodeName = new String[16];
    private byte[] nodeKind = new byte[16];
    private int[] nodeZone = new int[16];
    private final Map<String, Integer> nodeByName = new HashMap<>();
    private final Map<String, Integer> hostByName = new HashMap<>();

    private final List<Zone> zones = new ArrayList<>();

    /** A platform whose root zone has the given name and routing. */
    public Topology(String rootZoneName, Routing rootRouting) {
        zones.add(new GraphZone(name(rootZoneName, "zone"), 0, -1, -1, rootRouting));
    }

    /** The root zone's index (0). */
    public int rootZone() {
        return 0;
    }

    // ---- building

    /**
     * A link.
     *
     * @return its index
     * @throws IllegalArgumentException for a blank or taken name, a bandwidth that is not positive and finite,
     *                                  a negative or non-finite latency, a null sharing
     */
    public int addLink(String name, double bandwidthBytesPerSecond, double latencySeconds, LinkSharing sharing) {
        name(name, "link");
        if (linkByName.containsKey(name)) {
            throw new IllegalArgumentException("link '" + name + "' declared twice");
        }
        checkLink(name, bandwidthBytesPerSecond, latencySeconds);
        if (sharing == null) {
            throw new IllegalArgumentException("link '" + name + "': sharing is missing (null)");
        }
        if (links == linkName.length) {
            int n = 2 * links;
            linkName = Arrays.copyOf(linkName, n);
            linkBandwidth = Arrays.copyOf(linkBandwidth, n);
            linkLatency = Arrays.copyOf(linkLatency, n);
            linkSharing = Arrays.copyOf(linkSharing, n);
        }
        int l = links++;
        linkName[l] = name;
        linkBandwidth[l] = bandwidthBytesPerSecond;
        linkLatency[l] = latencySeconds;
        linkSharing[l] = sharing;
        linkByName.put(name, l);
        return l;
    }

    /** Changes a link's bandwidth and latency (e.g. one host's private link in a cluster), before the network is bound. */
    public void setLink(int link, double bandwidthBytesPerSecond, double latencySeconds) {
        checkIndex(link, links, "link");
        checkLink(linkName[link], bandwidthBytesPerSecond, latencySeconds);
        linkBandwidth[link] = bandwidthBytesPerSecond;
        linkLatency[link] = latencySeconds;
    }

    private static void checkLink(String name, double bw, double lat) {
        if (!(bw > 0) || Double.isInfinite(bw)) {
            throw new IllegalArgumentException("link '" + name + "': bandwidth must be > 0 and finite, got " + bw);
        }
        if (!(lat >= 0) || Double.isInfinite(lat)) {
            throw new IllegalArgumentException("link '" + name + "': latency must be >= 0 and finite, got " + lat);
        }
    }

    /**
     * A zone inside a graph zone, routing as a graph.
     *
     * @return its index
     * @throws IllegalArgumentException for a bad or cluster parent, a blank or taken name
     */
    public int addZone(String name, int parentZone, Routing routing) {
        GraphZone parent = graphZone(parentZone);
        int z = zones.size();
        int np = addNode(name, ZONE, parentZone);
        zones.add(new GraphZone(name, z, parentZone, np, routing == null ? Routing.SHORTEST : routing));
        parent.members++;
        return z;
    }

    /**
     * A host in a graph zone.
     *
     * @return its node index
     */
    public int addHost(String name, int zone) {
        graphZone(zone).members++;
        int n = addNode(name, HOST, zone);
        hostByName.put(name, n);
        return n;
    }

    /**
     * A router (or switch) in a graph zone.
     *
     * @return its node index
     */
    public int addRouter(String name, int zone) {
        graphZone(zone).members++;
        return addNode(name, ROUTER, zone);
    }

    /**
     * Joins two members of a graph zone by one link, both ways: from a to b the link is crossed up, from b
     * to a down. Members are hosts, routers, or child zones' nodes ({@link #zoneNode}); for a child zone,
     * give its gateway too with {@link #addRoute}.
     */
    public void connect(int zone, int a, int b, int link) {
        checkIndex(link, links, "link");
        addRoute(zone, a, b, a, b, new int[] { 2 * link }, true);
    }

    /**
     * A route between two members of a graph zone: the hops in order (see the class comment), and where
     * either end is a child zone, its gateway (a host or router inside it; otherwise the member itself).
     * A symmetrical route also gives the way back: the same links in reverse order, each crossed the other
     * way. An explicit route is used as it is; in a zone that routes by {@link Routing#SHORTEST}, routes are
     * also the edges of the graph for members without one.
     */
    public void addRoute(int zone, int src, int dst, int gwSrc, int gwDst, int[] hops, boolean symmetrical) {
        GraphZone z = graphZone(zone);
        checkMember(z, src);
        checkMember(z, dst);
        checkIndex(gwSrc, nodes, "gateway node");
        checkIndex(gwDst, nodes, "gateway node");
        for (int h : hops) {
            checkIndex(h >> 1, links, "link");
        }
        z.add(new Edge(src, dst, gwSrc, gwDst, hops.clone()));
        if (symmetrical && src != dst) {
            int[] back = new int[hops.length];
            for (int i = 0; i < hops.length; i++) {
                back[hops.length - 1 - i] = hops[i] ^ 1;
            }
            z.add(new Edge(dst, src, gwDst, gwSrc, back));
        }
    }

    /**
     * A cluster as SimGrid's {@code <cluster>} makes it: hosts {@code prefix + i + suffix} for i in
     * radicals, each with a private link {@code id_link_i} (split-duplex, or shared), a backbone
     * {@code id_backbone} when its bandwidth or latency is positive, and a router (the cluster's gateway,
     * named {@code prefix + id + "_router" + suffix} unless given). The cluster is a member of the parent
     * graph zone.
     *
     * @param privateSharing SPLITDUPLEX or SHARED (SimGrid makes FATPIPE private links shared)
     * @param backboneBandwidthBytesPerSecond 0 with latency 0 for no backbone
     * @return the cluster's zone index
     */
    public int addCluster(String id, int parentZone, String prefix, String suffix, int[] radicals,
            double bandwidthBytesPerSecond, double latencySeconds, LinkSharing privateSharing,
            double backboneBandwidthBytesPerSecond, double backboneLatencySeconds, LinkSharing backboneSharing,
            String routerName) {
        String[] names = new String[radicals.length];
        for (int i = 0; i < radicals.length; i++) {
            names[i] = prefix + radicals[i] + suffix;
        }
        String rn = routerName == null || routerName.isEmpty() ? prefix + id + "_router" + suffix : routerName;
        return addCluster(id, parentZone, names, radicals, bandwidthBytesPerSecond, latencySeconds, privateSharing,
                backboneBandwidthBytesPerSecond, backboneLatencySeconds, backboneSharing, rn);
    }

    /**
     * A cluster of hosts with the given names; host i's private link is {@code id_link_r} for its radical r.
     *
     * @see #addCluster(String, int, String, String, int[], double, double, LinkSharing, double, double, LinkSharing, String)
     */
    public int addCluster(String id, int parentZone, String[] hostNames, int[] radicals, double bandwidthBytesPerSecond,
            double latencySeconds, LinkSharing privateSharing, double backboneBandwidthBytesPerSecond,
            double backboneLatencySeconds, LinkSharing backboneSharing, String routerName) {
        GraphZone parent = graphZone(parentZone);
        name(id, "cluster");
        if (hostNames.length == 0) {
            throw new IllegalArgumentException("cluster '" + id + "' has no hosts");
        }
        int backbone = -1;
        if (backboneBandwidthBytesPerSecond > 0 || backboneLatencySeconds > 0) {
            backbone = addLink(id + "_backbone", backboneBandwidthBytesPerSecond, backboneLatencySeconds,
                    backboneSharing == null ? LinkSharing.SHARED : backboneSharing);
        }
        int z = zones.size();
        int np = addNode(id, ZONE, parentZone);
        parent.members++;
        int firstHost = nodes;
        int firstLink = links;
        for (int i = 0; i < hostNames.length; i++) {
            int n = addNode(hostNames[i], HOST, z);
            hostByName.put(hostNames[i], n);
            addLink(id + "_link_" + radicals[i], bandwidthBytesPerSecond, latencySeconds,
                    privateSharing == LinkSharing.SPLITDUPLEX ? LinkSharing.SPLITDUPLEX : LinkSharing.SHARED);
        }
        int router = addNode(routerName, ROUTER, z);
        zones.add(new ClusterZone(id, z, parentZone, np, firstHost, hostNames.length, firstLink, backbone, router));
        return z;
    }

    /** Whether a zone is a cluster. */
    public boolean isCluster(int zone) {
        checkIndex(zone, zones.size(), "zone");
        return zones.get(zone) instanceof ClusterZone;
    }

    /** The zone a node stands for, or -1 when it is a host or router. */
    public int zoneOfNode(int node) {
        checkIndex(node, nodes, "node");
        if (nodeKind[node] != ZONE) {
            return -1;
        }
        for (Zone z : zones) {
            if (z.node == node) {
                return z.id;
            }
        }
        return -1;
    }

    /** The zone a host, router or zone node is a member of. */
    public int memberOf(int node) {
        checkIndex(node, nodes, "node");
        return nodeZone[node];
    }

    private int addNode(String name, int kind, int zone) {
        name(name, kind == HOST ? "host" : kind == ROUTER ? "router" : "zone");
        if (nodeByName.containsKey(name)) {
            throw new IllegalArgumentException("'" + name + "' is declared twice (hosts, routers and zones share one name space)");
        }
        if (nodes == nodeName.length) {
            int n = 2 * nodes;
            nodeName = Arrays.copyOf(nodeName, n);
            nodeKind = Arrays.copyOf(nodeKind, n);
            nodeZone = Arrays.copyOf(nodeZone, n);
        }
        int i = nodes++;
        nodeName[i] = name;
        nodeKind[i] = (byte) kind;
        nodeZone[i] = zone;
        nodeByName.put(name, i);
        return i;
    }

    private static String name(String name, String what) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a " + what + " needs a non-blank name, got " + (name == null ? "null" : "'" + name + "'"));
        }
        return name;
    }

    private GraphZone graphZone(int zone) {
        checkIndex(zone, zones.size(), "zone");
        if (!(zones.get(zone) instanceof GraphZone g)) {
            throw new IllegalArgumentException("zone '" + zones.get(zone).name + "' is a cluster: it holds only its own hosts");
        }
        return g;
    }

    private void checkMember(GraphZone z, int node) {
        checkIndex(node, nodes, "node");
        if (nodeZone[node] != z.id) {
            throw new IllegalArgumentException("'" + nodeName[node] + "' is not a member of zone '" + z.name + "'");
        }
    }

    private static void checkIndex(int i, int n, String what) {
        if (i < 0 || i >= n) {
            throw new IllegalArgumentException("no " + what + " " + i);
        }
    }

    // ---- questions

    /** The host of that name, or -1. */
    public int host(String name) {
        Integer n = hostByName.get(name);
        return n == null ? -1 : n;
    }

    /** The host, router or zone node of that name, or -1. */
    public int node(String name) {
        Integer n = nodeByName.get(name);
        return n == null ? -1 : n;
    }

    /** The link of that name, or -1. */
    public int link(String name) {
        Integer n = linkByName.get(name);
        return n == null ? -1 : n;
    }

    /** The node standing for a zone in its parent's graph. */
    public int zoneNode(int zone) {
        checkIndex(zone, zones.size(), "zone");
        return zones.get(zone).node;
    }

    /** The router of a cluster zone (its gateway). */
    public int clusterRouter(int zone) {
        checkIndex(zone, zones.size(), "zone");
        if (!(zones.get(zone) instanceof ClusterZone c)) {
            throw new IllegalArgumentException("zone '" + zones.get(zone).name + "' is not a cluster");
        }
        return c.router;
    }

    /** The private link of the i-th host of a cluster zone (in radical order). */
    public int clusterLink(int zone, int i) {
        checkIndex(zone, zones.size(), "zone");
        if (!(zones.get(zone) instanceof ClusterZone c)) {
            throw new IllegalArgumentException("zone '" + zones.get(zone).name + "' is not a cluster");
        }
        checkIndex(i, c.count, "host of cluster '" + c.name + "'");
        return c.firstLink + i;
    }

    public int linkCount() {
        return links;
    }

    public int nodeCount() {
        return nodes;
    }

    public int zoneCount() {
        return zones.size();
    }

    public String linkName(int link) {
        return linkName[link];
    }

    public double linkBandwidth(int link) {
        return linkBandwidth[link];
    }

    public double linkLatency(int link) {
        return linkLatency[link];
    }

    public LinkSharing linkSharing(int link) {
        return linkSharing[link];
    }

    public String nodeName(int node) {
        return nodeName[node];
    }

    /**
     * The route from one host (or router) to another, as SimGrid finds it.
     *
     * @throws IllegalArgumentException naming both ends when there is none
     */
    public Route route(int src, int dst) {
        checkIndex(src, nodes, "node");
        checkIndex(dst, nodes, "node");
        IntList hops = new IntList();
        double[] latency = new double[1];
        globalRoute(src, dst, hops, latency, 0);
        return new Route(hops.toArray(), latency[0]);
    }

    private void globalRoute(int src, int dst, IntList hops, double[] latency, int depth) {
        if (depth > 64) {
            throw new IllegalArgumentException("no route from '" + nodeName[src] + "' to '" + nodeName[dst] + "': the gateways loop");
        }
        int zs = nodeZone[src];
        int zd = nodeZone[dst];
        if (zs == zd) {
            addHops(zones.get(zs).localRoute(src, dst), hops, latency, src, dst);
            return;
        }
        // the paths to the root, then the closest common zone
        IntList ps = pathToRoot(zs);
        IntList pd = pathToRoot(zd);
        int i = ps.size - 1;
        int j = pd.size - 1;
        while (i > 0 && j > 0 && ps.a[i - 1] == pd.a[j - 1]) {
            i--;
            j--;
        }
        int common = ps.a[i]; // == pd.a[j]
        int srcPoint = i == 0 ? src : zones.get(ps.a[i - 1]).node;
        int dstPoint = j == 0 ? dst : zones.get(pd.a[j - 1]).node;
        Edge e = zones.get(common).localRoute(srcPoint, dstPoint);
        if (e == null) {
            throw new IllegalArgumentException("no route from '" + nodeName[src] + "' to '" + nodeName[dst] + "' in zone '"
                    + zones.get(common).name + "'");
        }
        int gwSrc = srcPoint == src ? src : e.gwSrc;
        int gwDst = dstPoint == dst ? dst : e.gwDst;
        if (gwSrc != src) {
            globalRoute(src, gwSrc, hops, latency, depth + 1);
        }
        addHops(e, hops, latency, src, dst);
        if (gwDst != dst) {
            globalRoute(gwDst, dst, hops, latency, depth + 1);
        }
    }

    private IntList pathToRoot(int zone) {
        IntList p = new IntList();
        for (int z = zone; z >= 0; z = zones.get(z).parent) {
            p.add(z);
        }
        return p;
    }

    private void addHops(Edge e, IntList hops, double[] latency, int src, int dst) {
        if (e == null) {
            throw new IllegalArgumentException("no route from '" + nodeName[src] + "' to '" + nodeName[dst] + "'");
        }
        for (int h : e.hops) {
            hops.add(h);
            latency[0] += linkLatency[h >> 1];
        }
    }

    // ---- zones

    /** A route between two members of one zone, with the gateways where a member is a child zone. */
    private record Edge(int src, int dst, int gwSrc, int gwDst, int[] hops) {
    }

    private abstract static class Zone {
        final String name;
        final int id;
        final int parent;
        /** This zone's node in its parent's graph, -1 for the root. */
        final int node;

        Zone(String name, int id, int parent, int node) {
            this.name = name;
            this.id = id;
            this.parent = parent;
            this.node = node;
        }

        /** The route between two members, null when there is none. */
        abstract Edge localRoute(int src, int dst);
    }

    private final class GraphZone extends Zone {
        final Routing routing;
        int members;
        final Map<Long, Edge> explicit = new HashMap<>();
        final Map<Integer, List<Edge>> out = new HashMap<>();
        final Map<Long, Edge> cache = new HashMap<>();

        GraphZone(String name, int id, int parent, int node, Routing routing) {
            super(name, id, parent, node);
            this.routing = routing;
        }

        void add(Edge e) {
            explicit.put(key(e.src, e.dst), e);
            out.computeIfAbsent(e.src, k -> new ArrayList<>()).add(e);
            cache.clear();
        }

        @Override
        Edge localRoute(int src, int dst) {
            long k = key(src, dst);
            Edge e = explicit.get(k);
            if (e != null || routing == Routing.FULL) {
                return e;
            }
            e = cache.get(k);
            if (e == null && !cache.containsKey(k)) {
                e = shortest(src, dst);
                if (cache.size() >= CACHE_LIMIT) {
                    cache.clear();
                }
                cache.put(k, e);
            }
            return e;
        }

        /** Breadth-first over the edges in the order they were given: the path of fewest edges. */
        private Edge shortest(int src, int dst) {
            if (src == dst) {
                return new Edge(src, dst, src, dst, new int[0]);
            }
            Map<Integer, Edge> via = new HashMap<>();
            ArrayList<Integer> queue = new ArrayList<>();
            queue.add(src);
            via.put(src, null);
            for (int qi = 0; qi < queue.size(); qi++) {
                int u = queue.get(qi);
                for (Edge e : out.getOrDefault(u, List.of())) {
                    if (via.containsKey(e.dst)) {
                        continue;
                    }
                    via.put(e.dst, e);
                    if (e.dst == dst) {
                        ArrayList<Edge> path = new ArrayList<>();
                        for (Edge x = e; x != null; x = via.get(x.src)) {
                            path.add(x);
                        }
                        IntList h = new IntList();
                        int prevGw = -1;
                        for (int p = path.size() - 1; p >= 0; p--) {
                            Edge step = path.get(p);
                            if (prevGw >= 0 && prevGw != step.gwSrc) {
                                // through a zone: from the gateway it was entered by to the one it is left by (SimGrid's Floyd)
                                globalRoute(prevGw, step.gwSrc, h, new double[1], 1);
                            }
                            for (int hop : step.hops) {
                                h.add(hop);
                            }
                            prevGw = step.gwDst;
                        }
                        return new Edge(src, dst, path.get(path.size() - 1).gwSrc, path.get(0).gwDst, h.toArray());
                    }
                    queue.add(e.dst);
                }
            }
            return null;
        }

        private static long key(int a, int b) {
            return (long) a << 32 | (b & 0xffffffffL);
        }
    }

    private final class ClusterZone extends Zone {
        final int firstHost;
        final int count;
        final int firstLink;
        final int backbone;
        final int router;

        ClusterZone(String name, int id, int parent, int node, int firstHost, int count, int firstLink, int backbone, int router) {
            super(name, id, parent, node);
            this.firstHost = firstHost;
            this.count = count;
            this.firstLink = firstLink;
            this.backbone = backbone;
            this.router = router;
        }

        /** Host i: its link up then the backbone; to host j: the backbone (once) then j's link down. */
        @Override
        Edge localRoute(int src, int dst) {
            if (src == dst) {
                return new Edge(src, dst, src, dst, new int[0]);
            }
            IntList h = new IntList();
            boolean bb = false;
            if (src != router) {
                h.add(2 * (firstLink + src - firstHost));
            }
            if (backbone >= 0) {
                h.add(2 * backbone);
                bb = true;
            }
            if (dst != router) {
                if (!bb && backbone >= 0) {
                    h.add(2 * backbone);
                }
                h.add(2 * (firstLink + dst - firstHost) + 1);
            }
            return new Edge(src, dst, src, dst, h.toArray());
        }
    }

    /** A growable list of ints. */
    static final class IntList {
        int[] a = new int[8];
        int size;

        void add(int v) {
            if (size == a.length) {
                a = Arrays.copyOf(a, 2 * size);
            }
            a[size++] = v;
        }

        int[] toArray() {
            return Arrays.copyOf(a, size);
        }
    }
}
