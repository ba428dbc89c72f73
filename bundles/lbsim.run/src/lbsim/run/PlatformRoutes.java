package lbsim.run;

import java.util.ArrayList;
import java.util.List;

import lbsim.core.net.Topology;

/**
 * The path a message takes on a scenario's routed network, as the simulator finds it: the network is bound exactly as
 * a run binds it ({@link RoutedPlatforms}) and the route comes from the simulator's {@link Topology}. The IDE's
 * platform diagram highlights it; nothing here is a second implementation of routing.
 */
public final class PlatformRoutes {

    private PlatformRoutes() {
    }

    /** One hop of a route: the link's name as the simulator names it, and whether it is crossed downwards. */
    public record Hop(String link, boolean down) {
    }

    /**
     * The hops from one host to another, in order. Link names are the model's {@link lbsim.model.Link} names for the
     * network's links, {@code CLUSTER_link_I} for host I's private link in a cluster and {@code CLUSTER_backbone} for a
     * cluster's backbone.
     *
     * @param network a routed network whose platform holds both hosts
     * @throws IllegalArgumentException naming the problem when the network cannot be bound, when a host is not on it,
     *                                  or when there is no route
     */
    public static List<Hop> route(lbsim.model.RoutedNetwork network, String fromHost, String toHost) {
        Topology t = RoutedPlatforms.create(network.getName(), network).topology();
        int a = t.host(fromHost);
        int b = t.host(toHost);
        if (a < 0 || b < 0) {
            throw new IllegalArgumentException("host '" + (a < 0 ? fromHost : toHost) + "' is not on routed network '"
                    + network.getName() + "'");
        }
        List<Hop> hops = new ArrayList<>();
        for (int h : t.route(a, b).hops()) {
            hops.add(new Hop(t.linkName(h / 2), (h & 1) == 1));
        }
        return hops;
    }
}
