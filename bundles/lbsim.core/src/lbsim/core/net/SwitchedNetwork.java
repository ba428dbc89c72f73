package lbsim.core.net;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;

/**
 * Hosts on full-duplex links to one switch (like the switched Fast Ethernet of CLUE's Vienna cluster,
 * seeds/003, section 4.1), with concurrent messages sharing links by max-min fairness.
 * <p>
 * Each host has a link with a latency and a bandwidth: an uplink (host to switch) and a downlink
 * (switch to host), each of that bandwidth. A message from A to B is a flow over A's uplink and B's
 * downlink. It first waits its path latency, {@code latency(A) + latency(B)}, using no bandwidth; then
 * it moves its bytes at its current rate and arrives when the last byte is through. The rates of the
 * flows moving bytes are the max-min fair allocation (progressive filling: all rates grow together; a
 * link that fills up freezes the rates of its flows; the others keep growing), recomputed whenever a
 * flow starts or ends moving bytes, and each flow's arrival is moved to match its new rate at that
 * instant. The switch itself adds no delay and has no capacity limit of its own. A message of 0 bytes
 * arrives after its path latency.
 * <p>
 * The CPU overheads are {@code fixed + perByte * b} seconds of reference CPU work, for sending and
 * receiving separately. {@link #busySeconds()} is the time during which at least one flow was moving
 * bytes; {@link #linkBusySeconds(int, boolean)} the same per link. Units: seconds, bytes, bytes per
 * second.
 */
public final class SwitchedNetwork implements NetworkModel {

    /**
     * A host's link to the switch: latency in seconds (>= 0) and the bandwidth of each direction in
     * bytes per second (> 0). Checked by the network that uses it, so the message can name the network
     * and host.
     */
    public record Link(double latencySeconds, double bandwidthBytesPerSecond) {
    }

    private static final int LATENCY_OVER = 0;
    private static final int DONE = 1;
    /** A flow with at most this fraction of its bytes left when another ends is taken to end then too. */
    private static final double FINISH_TOLERANCE = 1e-12;

    private final String name;
    private final Link defaultLink;
    private final Map<String, Link> hostLinks;
    private final HostOverheads overheads;

    private Simulation sim;
    private final Map<String, Integer> stationOf = new HashMap<>();
    private int stations;
    private double[] latency = new double[8];
    private double[] capacity = new double[16]; // link 2s: uplink of station s; 2s + 1: its downlink
    private double[] linkBusy = new double[16];
    private int[] linkFlows = new int[16];
    // scratch for the max-min computation
    private double[] remainingCapacity = new double[16];
    private int[] unfrozen = new int[16];
    private long[] linkMark = new long[16];
    private int[] usedLinks = new int[16];
    private int usedLinkCount;

    private final List<Flow> active = new ArrayList<>();
    private final List<Flow> finished = new ArrayList<>();
    private double lastUpdate;
    private double busy;
    private long pass;

    /**
     * Every host on the same link, fixed CPU overheads.
     *
     * @throws IllegalArgumentException see {@link #SwitchedNetwork(String, double, double, Map, double, double, double, double)}
     */
    public SwitchedNetwork(String name, double linkLatencySeconds, double linkBandwidthBytesPerSecond, double sendOverheadSeconds,
            double receiveOverheadSeconds) {
        this(name, linkLatencySeconds, linkBandwidthBytesPerSecond, Map.of(), sendOverheadSeconds, 0, receiveOverheadSeconds, 0);
    }

    /**
     * @param linkLatencySeconds            latency of the link of a host not in {@code hostLinks}, >= 0
     * @param linkBandwidthBytesPerSecond   bandwidth of each direction of such a link, > 0
     * @param hostLinks                     links of particular hosts, by host name (may be empty, not null)
     * @param sendOverheadSeconds           sender CPU seconds per message, >= 0
     * @param sendOverheadSecondsPerByte    sender CPU seconds per byte, >= 0
     * @param receiveOverheadSeconds        receiver CPU seconds per receive call, >= 0
     * @param receiveOverheadSecondsPerByte receiver CPU seconds per byte received, >= 0
     * @throws IllegalArgumentException naming the network, the host where there is one, and the
     *                                  parameter: a null or blank name, a negative or non-finite
     *                                  time, a bandwidth that is not positive and finite, a null map,
     *                                  host name or link
     */
    public SwitchedNetwork(String name, double linkLatencySeconds, double linkBandwidthBytesPerSecond, Map<String, Link> hostLinks,
            double sendOverheadSeconds, double sendOverheadSecondsPerByte, double receiveOverheadSeconds,
            double receiveOverheadSecondsPerByte) {
        this.name = ParameterCheck.name(name);
        this.defaultLink = new Link(ParameterCheck.nonNegative(name, "link latency", linkLatencySeconds),
                ParameterCheck.positive(name, "link bandwidth", linkBandwidthBytesPerSecond));
        ParameterCheck.present(name, "host links", hostLinks);
        Map<String, Link> copy = new HashMap<>();
        for (Map.Entry<String, Link> e : hostLinks.entrySet()) {
            String host = ParameterCheck.present(name, "host name of a link", e.getKey());
            Link l = ParameterCheck.present(name, "link of host '" + host + "'", e.getValue());
            ParameterCheck.nonNegative(name, "link latency of host '" + host + "'", l.latencySeconds());
            ParameterCheck.positive(name, "link bandwidth of host '" + host + "'", l.bandwidthBytesPerSecond());
            copy.put(host, l);
        }
        this.hostLinks = Map.copyOf(copy);
        this.overheads = HostOverheads.of(name, sendOverheadSeconds, sendOverheadSecondsPerByte, receiveOverheadSeconds,
                receiveOverheadSecondsPerByte);
    }

    @Override
    public String name() {
        return name;
    }

    /** @throws IllegalArgumentException for a host attached twice */
    @Override
    public int attach(String hostName) {
        if (stationOf.containsKey(hostName)) {
            throw new IllegalArgumentException("network '" + name + "': host '" + hostName + "' attached twice");
        }
        int s = stations++;
        stationOf.put(hostName, s);
        if (s == latency.length) {
            int n = latency.length * 2;
            latency = Arrays.copyOf(latency, n);
            capacity = Arrays.copyOf(capacity, 2 * n);
            linkBusy = Arrays.copyOf(linkBusy, 2 * n);
            linkFlows = Arrays.copyOf(linkFlows, 2 * n);
            remainingCapacity = new double[2 * n];
            unfrozen = new int[2 * n];
            linkMark = Arrays.copyOf(linkMark, 2 * n);
            usedLinks = new int[2 * n];
        }
        Link l = hostLinks.getOrDefault(hostName, defaultLink);
        latency[s] = l.latencySeconds();
        capacity[2 * s] = l.bandwidthBytesPerSecond();
        capacity[2 * s + 1] = l.bandwidthBytesPerSecond();
        return s;
    }

    @Override
    public void bind(Simulation simulation) {
        this.sim = simulation;
        this.lastUpdate = simulation.now();
    }

    @Override
    public double sendOverheadSeconds(long bytes, boolean sameHost) {
        return overheads.send(bytes);
    }

    @Override
    public double receiveOverheadSeconds(long bytes, boolean sameHost) {
        return overheads.receive(bytes);
    }

    /** The link of a host as this network uses it (its own, or the default). */
    public Link link(String hostName) {
        return hostLinks.getOrDefault(hostName, defaultLink);
    }

    @Override
    public void transmit(Transfer transfer) {
        if (sim == null) {
            throw ParameterCheck.unbound(name);
        }
        int from = transfer.fromStation();
        int to = transfer.toStation();
        if (from < 0 || from >= stations || to < 0 || to >= stations || from == to) {
            throw new IllegalArgumentException("network '" + name + "': cannot carry a message from station " + from + " ('"
                    + transfer.fromHost() + "') to station " + to + " ('" + transfer.toHost() + "') among " + stations + " stations");
        }
        Flow f = new Flow(transfer, 2 * from, 2 * to + 1);
        f.handle = sim.scheduleIn(latency[from] + latency[to], f, LATENCY_OVER);
    }

    /** The flow has waited its latency: it starts moving bytes. */
    private void start(Flow f) {
        f.handle = -1;
        if (f.remaining <= 0) {
            f.transfer.arrived();
            return;
        }
        advance();
        active.add(f);
        linkFlows[f.uplink]++;
        linkFlows[f.downlink]++;
        reallocate();
    }

    /** A flow's last byte is through (and any other within rounding of its end). */
    private void finish(Flow f) {
        f.handle = -1;
        advance();
        f.remaining = 0;
        for (int i = 0; i < active.size(); i++) {
            Flow g = active.get(i);
            if (g.remaining <= FINISH_TOLERANCE * g.bytes) {
                finished.add(g);
            }
        }
        for (Flow g : finished) {
            active.remove(g);
            linkFlows[g.uplink]--;
            linkFlows[g.downlink]--;
            if (g.handle >= 0) {
                sim.cancel(g.handle);
                g.handle = -1;
            }
            g.rate = 0;
        }
        reallocate();
        // finished holds the flows in the order they started moving bytes: deterministic
        List<Flow> done = new ArrayList<>(finished);
        finished.clear();
        for (Flow g : done) {
            g.transfer.arrived();
        }
    }

    /** Brings every moving flow's remaining bytes and the busy times up to now. */
    private void advance() {
        double now = sim.now();
        double dt = now - lastUpdate;
        if (dt > 0) {
            for (int i = 0; i < active.size(); i++) {
                Flow f = active.get(i);
                f.remaining = Math.max(0, f.remaining - f.rate * dt);
            }
            if (!active.isEmpty()) {
                busy += dt;
                for (int i = 0; i < usedLinkCount; i++) {
                    linkBusy[usedLinks[i]] += dt;
                }
            }
        }
        lastUpdate = now;
    }

    /** Max-min fair rates by progressive filling, then each changed flow's arrival moved to match. */
    private void reallocate() {
        // the links carrying flows, in increasing order (so ties go to the lowest link, deterministically)
        usedLinkCount = 0;
        for (int i = 0; i < active.size(); i++) {
            Flow f = active.get(i);
            addUsedLink(f.uplink);
            addUsedLink(f.downlink);
        }
        Arrays.sort(usedLinks, 0, usedLinkCount);
        for (int i = 0; i < usedLinkCount; i++) {
            int l = usedLinks[i];
            remainingCapacity[l] = capacity[l];
            unfrozen[l] = linkFlows[l];
        }
        long p = ++pass;
        int left = active.size();
        while (left > 0) {
            int bottleneck = -1;
            double share = Double.POSITIVE_INFINITY;
            for (int i = 0; i < usedLinkCount; i++) {
                int l = usedLinks[i];
                if (unfrozen[l] > 0) {
                    double s = remainingCapacity[l] / unfrozen[l];
                    if (s < share) {
                        share = s;
                        bottleneck = l;
                    }
                }
            }
            for (int i = 0; i < active.size(); i++) {
                Flow f = active.get(i);
                if (f.pass != p && (f.uplink == bottleneck || f.downlink == bottleneck)) {
                    f.pass = p;
                    f.newRate = share;
                    remainingCapacity[f.uplink] = Math.max(0, remainingCapacity[f.uplink] - share);
                    remainingCapacity[f.downlink] = Math.max(0, remainingCapacity[f.downlink] - share);
                    unfrozen[f.uplink]--;
                    unfrozen[f.downlink]--;
                    left--;
                }
            }
        }
        double now = sim.now();
        for (int i = 0; i < active.size(); i++) {
            Flow f = active.get(i);
            if (f.newRate == f.rate && f.handle >= 0) {
                continue;
            }
            f.rate = f.newRate;
            double end = now + f.remaining / f.rate;
            if (f.handle >= 0) {
                sim.reschedule(f.handle, end);
            } else {
                f.handle = sim.schedule(end, f, DONE);
            }
        }
    }

    private void addUsedLink(int l) {
        if (linkMark[l] != pass + 1) {
            linkMark[l] = pass + 1;
            usedLinks[usedLinkCount++] = l;
        }
    }

    /** The rate a message is moving at now, in bytes per second (0 while it waits its latency or after it arrived). */
    double rateBytesPerSecond(Transfer transfer) {
        for (Flow f : active) {
            if (f.transfer == transfer) {
                return f.rate;
            }
        }
        return 0;
    }

    /** Flows moving bytes now. */
    public int flowsMoving() {
        return active.size();
    }

    /** Time during which at least one flow was moving bytes, up to now, in seconds. */
    @Override
    public double busySeconds() {
        return busy + (active.isEmpty() || sim == null ? 0 : sim.now() - lastUpdate);
    }

    /**
     * Time a link carried at least one flow, up to now, in seconds.
     *
     * @param station the host's station index (from {@link #attach})
     * @param uplink  true for the host-to-switch direction, false for switch-to-host
     */
    public double linkBusySeconds(int station, boolean uplink) {
        if (station < 0 || station >= stations) {
            throw new IllegalArgumentException("network '" + name + "': no station " + station);
        }
        int l = uplink ? 2 * station : 2 * station + 1;
        return linkBusy[l] + (linkFlows[l] > 0 ? sim.now() - lastUpdate : 0);
    }

    /** One message through the switch. */
    private final class Flow implements EventHandler {
        final Transfer transfer;
        final int uplink;
        final int downlink;
        final double bytes;
        double remaining;
        double rate;
        double newRate;
        long pass;
        long handle = -1;

        Flow(Transfer transfer, int uplink, int downlink) {
            this.transfer = transfer;
            this.uplink = uplink;
            this.downlink = downlink;
            this.bytes = transfer.bytes();
            this.remaining = bytes;
        }

        @Override
        public void handleEvent(int tag) {
            if (tag == LATENCY_OVER) {
                start(this);
            } else {
                finish(this);
            }
        }
    }
}
