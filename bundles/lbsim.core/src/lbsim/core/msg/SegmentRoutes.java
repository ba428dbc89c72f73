package lbsim.core.msg;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import lbsim.core.net.NetworkModel;

/**
 * Which segments a message crosses between hosts of different segments, through stations that sit on more than
 * one segment (gateways: a host that is also a station of another segment, or a router of a routed network that
 * is also a station of a LAN). The path is the one of fewest segments, found breadth first over the segments in
 * the order the stations were attached (so it is the same in every run). Used only once some station has been
 * attached beside the hosts: without gateways hosts reach only their own segment, as before.
 */
final class SegmentRoutes {

    /** One leg: a segment and the stations at both ends (names and station indexes on it). */
    record Leg(NetworkModel segment, String from, int fromStation, String to, int toStation) {
    }

    /** Every station name's memberships: segment to station index, in attach order. */
    private final Map<String, LinkedHashMap<NetworkModel, Integer>> member = new HashMap<>();
    /** Names on more than one segment, in the order they became so. */
    private final List<String> connectorNames = new ArrayList<>();
    /** Per segment, its stations that are on other segments too. */
    private Map<NetworkModel, List<String>> connectors;

    /** Records that {@code name} is station {@code station} of {@code segment}. */
    void add(String name, NetworkModel segment, int station) {
        LinkedHashMap<NetworkModel, Integer> m = member.computeIfAbsent(name, k -> new LinkedHashMap<>());
        if (m.putIfAbsent(segment, station) == null && m.size() == 2) {
            connectorNames.add(name);
        }
        connectors = null;
    }

    /** The station of {@code name} on {@code segment}, or -1. */
    int station(String name, NetworkModel segment) {
        Map<NetworkModel, Integer> m = member.get(name);
        Integer s = m == null ? null : m.get(segment);
        return s == null ? -1 : s;
    }

    /** Whether any station sits on more than one segment. */
    boolean hasGateways() {
        return !connectorNames.isEmpty();
    }

    /**
     * The legs from host {@code from} to host {@code to} (different hosts), or null when no chain of segments and
     * gateways joins them.
     */
    Leg[] route(String from, String to) {
        Map<NetworkModel, Integer> fm = member.get(from);
        Map<NetworkModel, Integer> tm = member.get(to);
        if (fm == null || tm == null) {
            return null;
        }
        for (NetworkModel s : fm.keySet()) {
            if (tm.containsKey(s)) {
                return new Leg[] { new Leg(s, from, fm.get(s), to, tm.get(s)) };
            }
        }
        if (connectors == null) {
            connectors = new IdentityHashMap<>();
            for (String c : connectorNames) {
                for (NetworkModel s : member.get(c).keySet()) {
                    connectors.computeIfAbsent(s, k -> new ArrayList<>()).add(c);
                }
            }
        }
        // breadth first over segments; reached.get(s) = {previous segment, gateway name entering s}
        Map<NetworkModel, Object[]> reached = new IdentityHashMap<>();
        ArrayDeque<NetworkModel> queue = new ArrayDeque<>();
        for (NetworkModel s : fm.keySet()) {
            reached.put(s, new Object[] { null, from });
            queue.add(s);
        }
        NetworkModel goal = null;
        while (!queue.isEmpty() && goal == null) {
            NetworkModel s = queue.poll();
            for (String c : connectors.getOrDefault(s, List.of())) {
                for (NetworkModel t : member.get(c).keySet()) {
                    if (!reached.containsKey(t)) {
                        reached.put(t, new Object[] { s, c });
                        if (tm.containsKey(t)) {
                            goal = t;
                            break;
                        }
                        queue.add(t);
                    }
                }
                if (goal != null) {
                    break;
                }
            }
        }
        if (goal == null) {
            return null;
        }
        ArrayList<Leg> legs = new ArrayList<>();
        String end = to;
        for (NetworkModel s = goal; s != null;) {
            Object[] r = reached.get(s);
            String start = (String) r[1];
            if (!start.equals(end)) {
                legs.add(0, new Leg(s, start, station(start, s), end, station(end, s)));
            }
            end = start;
            s = (NetworkModel) r[0];
        }
        return legs.toArray(new Leg[0]);
    }
}
