package lbsim.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.msg.VirtualMachine;
import lbsim.core.net.NetworkModel;
import lbsim.core.net.RoutedNetwork;
import lbsim.core.net.Topology;
import lbsim.model.NetworkSegment;
import lbsim.model.Platform;
import lbsim.model.validation.SegmentConnections;

/** Binds the platform: one simulator {@link Host} per host, and on request the message layer over the network segments. */
final class PlatformBinder {

    private PlatformBinder() {
    }

    /** Creates the hosts, in scenario order. */
    static void bindHosts(Binding b, Platform platform) {
        for (lbsim.model.Host h : platform.getHosts()) {
            WeightPolicy policy = WeightPolicy.byName(h.getScheduler().getLiteral());
            b.hosts.put(h.getName(), new Host(b.sim, h.getName(), h.getSpeed(), h.getProcessors(), policy, timeSlice(h)));
        }
    }

    /**
     * 0 for fluid sharing, else the round-robin slice: round-robin sharing takes timeSliceSeconds, or 10 ms
     * when that is 0; a positive timeSliceSeconds alone also selects round robin (as before sharing existed).
     */
    static double timeSlice(lbsim.model.Host h) {
        double slice = h.getTimeSliceSeconds();
        if (h.getSharing() == lbsim.model.CpuSharing.ROUND_ROBIN && slice == 0) {
            return Host.DEFAULT_TIME_SLICE_SECONDS;
        }
        return slice;
    }

    /**
     * Builds the message layer for an application that sends messages: every host on its segment's
     * network model. False (after recording the problem) if a segment's parameters are bad.
     */
    static boolean virtualMachine(Binding b, Platform platform) {
        b.vm = new VirtualMachine(b.sim, platform.getSpawnDelaySeconds());
        boolean ok = true;
        for (lbsim.model.Host h : platform.getHosts()) {
            NetworkModel net = null;
            if (h.getSegment() != null) {
                net = network(b, h.getSegment());
                ok &= net != null;
            }
            b.vm.addHost(b.hosts.get(h.getName()), net);
        }
        return ok && gateways(b, platform);
    }

    /** The simulator's model of a segment, made once; null (after recording the problem) if its parameters are bad. */
    private static NetworkModel network(Binding b, NetworkSegment segment) {
        NetworkModel net = b.networks.get(segment);
        if (net == null && !b.networks.containsKey(segment)) {
            try {
                net = Networks.create(segment);
            } catch (IllegalArgumentException e) {
                b.problem(segment, e.getMessage(), "validParameters");
            }
            b.networks.put(segment, net);
        }
        return net;
    }

    /**
     * Makes each segment's gateway a station of it, and a gateway that is a router of a routed network a station of
     * that network too (rule validGateway has checked the names): messages between segments then go through them.
     * A routed network whose gateway routers cannot reach its hosts and each other is refused here (rule
     * hostsConnected), not when the first message would need the route. Nothing changes without gateways.
     */
    private static boolean gateways(Binding b, Platform platform) {
        boolean ok = true;
        Map<RoutedNetwork, List<String>> routedStations = new LinkedHashMap<>();
        for (NetworkSegment s : platform.getSegments()) {
            String g = SegmentConnections.gateway(s);
            if (g == null || s instanceof lbsim.model.RoutedNetwork) {
                continue;
            }
            NetworkModel net = network(b, s);
            if (net == null) {
                ok = false;
                continue;
            }
            if (b.hosts.get(g) == null) { // a router of a routed network
                lbsim.model.RoutedNetwork r = SegmentConnections.routerOf(platform, g);
                NetworkModel rn = r == null ? null : network(b, r);
                if (!(rn instanceof RoutedNetwork routed)) {
                    if (r == null) { // validation refuses it first (rule validGateway)
                        b.problem(s, "gateway '" + g + "' is neither a host of the platform nor a router of a routed network",
                                "validGateway");
                    }
                    ok = false;
                    continue;
                }
                b.vm.attachStation(routed, g);
                routedStations.computeIfAbsent(routed, k -> new ArrayList<>()).add(g);
            }
            b.vm.attachStation(net, g);
        }
        for (Map.Entry<RoutedNetwork, List<String>> e : routedStations.entrySet()) {
            Topology t = e.getKey().topology();
            String first = null;
            for (lbsim.model.Host h : platform.getHosts()) {
                if (h.getSegment() != null && b.networks.get(h.getSegment()) == e.getKey()) {
                    first = h.getName();
                    break;
                }
            }
            for (String g : e.getValue()) {
                if (first == null) {
                    first = g;
                    continue;
                }
                try {
                    t.route(t.node(first), t.node(g));
                    t.route(t.node(g), t.node(first));
                } catch (IllegalArgumentException ex) {
                    b.problem(platform, "gateway '" + g + "' of routed network '" + e.getKey().name() + "' cannot be reached: "
                            + ex.getMessage(), "hostsConnected");
                    ok = false;
                }
            }
        }
        return ok;
    }
}
