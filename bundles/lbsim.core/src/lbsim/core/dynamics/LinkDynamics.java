package lbsim.core.dynamics;

import java.util.ArrayList;
import java.util.List;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;
import lbsim.core.net.RoutedNetwork;

/**
 * What changes under the program on the links of a routed network: bandwidth and latency profiles with
 * SimGrid's semantics (a {@link Profile}: event i sets the link's bandwidth in B/s, or its latency in s, to
 * {@code values[i]} at {@code times[i]}, repeating as {@link HostDynamics} repeats a host's profiles). Declare
 * everything, then {@link #start()} once before the run; declaring enables the network's link changes
 * ({@link RoutedNetwork#enableLinkChanges()}), so declare before the first message. Each profile is a chain of
 * calendar events, one pending at a time. What a change does to the flows under way is
 * {@link RoutedNetwork#setLinkBandwidth} and {@link RoutedNetwork#setLinkLatency}.
 */
public final class LinkDynamics {

    private final Simulation sim;
    private final List<Walker> walkers = new ArrayList<>();
    private boolean started;

    public LinkDynamics(Simulation sim) {
        this.sim = sim;
    }

    /**
     * The link's bandwidth follows {@code profile} (values in B/s, each > 0).
     *
     * @throws IllegalArgumentException for a value that is not > 0
     */
    public void bandwidthProfile(RoutedNetwork network, int link, Profile profile) {
        for (double v : profile.values()) {
            if (!(v > 0)) {
                throw new IllegalArgumentException("bandwidth profile of link '" + network.topology().linkName(link)
                        + "': a bandwidth must be > 0 B/s, got " + v);
            }
        }
        add(network, new Walker(profile, v -> network.setLinkBandwidth(link, v)));
    }

    /** The link's latency follows {@code profile} (values in s). */
    public void latencyProfile(RoutedNetwork network, int link, Profile profile) {
        add(network, new Walker(profile, v -> network.setLinkLatency(link, v)));
    }

    private void add(RoutedNetwork network, Walker w) {
        if (started) {
            throw new IllegalStateException("link dynamics already started");
        }
        network.enableLinkChanges();
        walkers.add(w);
    }

    /** Whether anything was declared. */
    public boolean isEmpty() {
        return walkers.isEmpty();
    }

    /** Schedules the first event of every profile; once. */
    public void start() {
        if (started) {
            throw new IllegalStateException("link dynamics already started");
        }
        started = true;
        for (Walker w : walkers) {
            sim.schedule(Math.max(sim.now(), w.p.time(0, 0)), w, 0);
        }
    }

    /** Walks a profile's events, cycle after cycle when it loops (as HostDynamics' profile sources do). */
    private final class Walker implements EventHandler {
        final Profile p;
        final java.util.function.DoubleConsumer apply;
        long cycle;
        int index;

        Walker(Profile p, java.util.function.DoubleConsumer apply) {
            this.p = p;
            this.apply = apply;
        }

        @Override
        public void handleEvent(int tag) {
            double v = p.values()[index];
            index++;
            if (index == p.size()) {
                if (p.loopAfterSeconds() == Profile.NO_LOOP) {
                    index = -1;
                } else {
                    index = 0;
                    cycle++;
                }
            }
            apply.accept(v);
            if (index >= 0) {
                sim.schedule(p.time(cycle, index), this, 0);
            }
        }
    }
}
