package lbsim.core.net;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;

/**
 * A platform as a graph of links ({@link Topology}): a message from host A to host B is a flow over the
 * route from A to B, sharing every link of it with the other flows by the {@link SharingRule} (plain max-min,
 * or SimGrid's CM02 / LV08, computed as SimGrid 3.32 computes them).
 * <p>
 * A flow first waits its route latency (times the latency factor), using no bandwidth; then it joins the
 * sharing and moves its bytes at its current rate, and arrives when the last byte is through. The rates
 * are the weighted max-min allocation of SimGrid's lmm solver: on every link in use, each flow counts
 * {@code weight / penalty} (weight 1 on its route, 0.05 on its reverse route with crosstraffic, added up
 * where a link is on both); the link whose remaining capacity over that usage is smallest saturates and
 * fixes its flows at {@code level / penalty}, unless some of them reach their bound first; a fatpipe link
 * counts the largest usage instead of the sum and loses no capacity. A flow's rate is its share times the
 * bandwidth factor. The precisions are SimGrid's (a capacity is spent when less than 10^-5 of it is left).
 * <p>
 * The allocation is recomputed only on the connected part of the flow/link graph a start or an end
 * touches (SimGrid's selective update), and only the flows there are touched, so an event costs what
 * the flows around it cost, whatever the size of the platform. When every flow crosses one link (a master's
 * on a platform of thousands of hosts), that is every flow: the {@link Solver#AGGREGATED} allocation then
 * counts flows the solver cannot tell apart as one class, so that an event costs what the classes around
 * it cost; {@link Solver#AUTO} (the default) chooses it from {@link #AGGREGATE_FROM_HOSTS} attached hosts
 * on. The CPU overheads are {@code fixed +
 * perByte x b} seconds of reference CPU work. Units: seconds, bytes, bytes per second.
 */
public final class RoutedNetwork implements NetworkModel {

    private static final double MAXMIN_PRECISION = 1e-5;
    private static final double CROSSTRAFFIC_WEIGHT = 0.05;
    /** A flow with at most this fraction of its bytes left when another of its component ends ends then too. */
    private static final double FINISH_TOLERANCE = 1e-12;
    /** {@link Solver#AUTO} aggregates from this many attached hosts on. */
    public static final int AGGREGATE_FROM_HOSTS = 10_000;

    /**
     * How the allocation is computed.
     * <ul>
     * <li>{@code EXACT}: flow by flow, in SimGrid's order of operations, so completion times equal SimGrid's to
     * the last bits; an event costs what the flows of its connected part cost (all of them, when every flow
     * crosses one link, such as a master's).</li>
     * <li>{@code AGGREGATED}: a link that carries one flow only is folded into that flow's limit, and the flows
     * whose remaining links, weights, penalty, bound and limit are the same form a class that the solver sees
     * as one variable of that multiplicity and that moves at one rate, with one clock of the bytes each member
     * has received and one calendar event for its next arrival. An event costs what the classes around it
     * cost: 10^5 flows from one master to the hosts of 100 clusters are about 100 classes. The rates are
     * SimGrid's allocation up to rounding (the sums are taken per class instead of flow by flow): they agree
     * with {@code EXACT}'s to about 1e-12 relative, not to the bit.</li>
     * <li>{@code AUTO}: {@code AGGREGATED} when at least {@link #AGGREGATE_FROM_HOSTS} hosts are attached at the
     * first message, {@code EXACT} otherwise.</li>
     * </ul>
     */
    public enum Solver {
        EXACT, AGGREGATED, AUTO
    }

    private final String name;
    private final Topology topology;
    private final SharingRule rule;
    private final HostOverheads overheads;
    private final Solver solver;
    /** Decided at the first message: whether this network runs the aggregated allocation. */
    private int aggregatedState = -1;
    private Aggregate agg;

    private Simulation sim;
    private final Map<String, Integer> stationOf = new HashMap<>();
    private int[] nodeOf = new int[16];
    private int stations;

    // constraints: one per link, two for a split-duplex link (up, then down)
    private int[] firstConstraint;
    private double[] capacity;
    private boolean[] fatpipe;
    private Flow[][] elements;
    private int[][] elementSlot;
    private int[] elementCount;
    private long[] mark;
    private double[] remaining;
    private double[] usage;
    private int[] lightPos;

    private long pass;
    private long work;
    private int moving;
    private double busy;
    private double busySinceAll;
    private final ArrayList<Flow> compFlows = new ArrayList<>();
    private int[] compConstraints = new int[16];
    private int compCount;
    private int[] light = new int[16];
    private int lightCount;
    private final ArrayList<Flow> saturated = new ArrayList<>();
    private final ArrayList<Flow> ending = new ArrayList<>();
    private final Topology.IntList dirty = new Topology.IntList();
    private long[] dirtyMark;
    private long dirtyRound = 1;
    private boolean resolveScheduled;
    private final EventHandler resolveEvent = tag -> resolveDirty();
    private long flowSeq;
    /** Whether links may change during the run (profiles): flows waiting their latency are then listed. */
    private boolean linkEvents;
    private final ArrayList<Flow> waiting = new ArrayList<>();

    // per-link account, by topology link: updated when a flow joins the sharing and when it ends (not per event)
    private long[] linkBytes;
    private double[] linkBusy;
    private double[] linkSince;
    private int[] linkFlows;
    private int[] linkMaxFlows;

    /**
     * @param topology the platform (its links are read once, when the network is bound)
     * @param rule     how flows share links
     * @throws IllegalArgumentException naming the network and the parameter, for a blank name, a null
     *                                  topology or rule, a negative or non-finite overhead
     */
    public RoutedNetwork(String name, Topology topology, SharingRule rule, double sendOverheadSeconds,
            double sendOverheadSecondsPerByte, double receiveOverheadSeconds, double receiveOverheadSecondsPerByte) {
        this(name, topology, rule, Solver.AUTO, sendOverheadSeconds, sendOverheadSecondsPerByte, receiveOverheadSeconds,
                receiveOverheadSecondsPerByte);
    }

    /**
     * @param solver how the allocation is computed (see {@link Solver})
     * @throws IllegalArgumentException as the other constructor, and for a null solver
     */
    public RoutedNetwork(String name, Topology topology, SharingRule rule, Solver solver, double sendOverheadSeconds,
            double sendOverheadSecondsPerByte, double receiveOverheadSeconds, double receiveOverheadSecondsPerByte) {
        this.solver = ParameterCheck.present(name, "solver", solver);
        this.name = ParameterCheck.name(name);
        this.topology = ParameterCheck.present(name, "topology", topology);
        this.rule = ParameterCheck.present(name, "sharing rule", rule);
        this.overheads = HostOverheads.of(name, sendOverheadSeconds, sendOverheadSecondsPerByte, receiveOverheadSeconds,
                receiveOverheadSecondsPerByte);
    }

    @Override
    public String name() {
        return name;
    }

    /** The platform this network moves messages over. */
    public Topology topology() {
        return topology;
    }

    /** The sharing rule. */
    public SharingRule rule() {
        return rule;
    }

    /**
     * Attaches a host of the topology, or one of its routers (a gateway to a segment of another model: flows then
     * start or end there).
     *
     * @throws IllegalArgumentException for a host attached twice or not in the topology
     */
    @Override
    public int attach(String hostName) {
        if (stationOf.containsKey(hostName)) {
            throw new IllegalArgumentException("network '" + name + "': host '" + hostName + "' attached twice");
        }
        int node = topology.host(hostName);
        if (node < 0) { // a router, as the gateway station of a segment of another model
            node = topology.node(hostName);
            if (node >= 0 && topology.zoneOfNode(node) >= 0) {
                node = -1;
            }
        }
        if (node < 0) {
            throw new IllegalArgumentException("network '" + name + "': host '" + hostName + "' is not on the platform");
        }
        int s = stations++;
        if (s == nodeOf.length) {
            nodeOf = Arrays.copyOf(nodeOf, 2 * s);
        }
        nodeOf[s] = node;
        stationOf.put(hostName, s);
        return s;
    }

    @Override
    public void bind(Simulation simulation) {
        this.sim = simulation;
        int links = topology.linkCount();
        firstConstraint = new int[links];
        int c = 0;
        for (int l = 0; l < links; l++) {
            firstConstraint[l] = c;
            c += topology.linkSharing(l) == LinkSharing.SPLITDUPLEX ? 2 : 1;
        }
        capacity = new double[c];
        fatpipe = new boolean[c];
        for (int l = 0; l < links; l++) {
            int k = firstConstraint[l];
            capacity[k] = topology.linkBandwidth(l);
            fatpipe[k] = topology.linkSharing(l) == LinkSharing.FATPIPE;
            if (topology.linkSharing(l) == LinkSharing.SPLITDUPLEX) {
                capacity[k + 1] = topology.linkBandwidth(l);
            }
        }
        elements = new Flow[c][];
        elementSlot = new int[c][];
        elementCount = new int[c];
        mark = new long[c];
        remaining = new double[c];
        usage = new double[c];
        lightPos = new int[c];
        dirtyMark = new long[c];
        linkBytes = new long[links];
        linkBusy = new double[links];
        linkSince = new double[links];
        linkFlows = new int[links];
        linkMaxFlows = new int[links];
    }

    @Override
    public double sendOverheadSeconds(long bytes, boolean sameHost) {
        return sameHost ? 0 : overheads.send(bytes);
    }

    @Override
    public double receiveOverheadSeconds(long bytes, boolean sameHost) {
        return sameHost ? 0 : overheads.receive(bytes);
    }

    /** The constraint a hop loads. */
    private int constraint(int hop) {
        int l = hop >> 1;
        return topology.linkSharing(l) == LinkSharing.SPLITDUPLEX ? firstConstraint[l] + (hop & 1) : firstConstraint[l];
    }

    @Override
    public void transmit(Transfer transfer) {
        if (sim == null) {
            throw ParameterCheck.unbound(name);
        }
        if (aggregatedState < 0) {
            boolean a = !linkEvents
                    && (solver == Solver.AGGREGATED || (solver == Solver.AUTO && stations >= AGGREGATE_FROM_HOSTS));
            aggregatedState = a ? 1 : 0;
            if (a) {
                agg = new Aggregate();
            }
        }
        int src = nodeOf[transfer.fromStation()];
        int dst = nodeOf[transfer.toStation()];
        Topology.Route route = topology.route(src, dst);
        Flow f = new Flow(transfer);
        f.seq = flowSeq++;
        // constraints and weights: the route at 1, the reverse route at 0.05 with crosstraffic, merged per constraint
        int[] cs = new int[route.hops().length];
        double[] ws = new double[cs.length];
        int n = 0;
        for (int hop : route.hops()) {
            n = expand(cs, ws, n, constraint(hop), 1.0);
        }
        double minBandwidth = -1;
        double penalty = route.latencySeconds();
        for (int hop : route.hops()) {
            double bw = topology.linkBandwidth(hop >> 1);
            if (minBandwidth < 0 || bw < minBandwidth) {
                minBandwidth = bw;
            }
            if (rule.weightS() > 0) {
                penalty += rule.weightS() / bw;
            }
        }
        if (rule.penalized() && rule.crosstraffic()) {
            Topology.Route back = topology.route(dst, src);
            if (back.hops().length > 0) {
                cs = Arrays.copyOf(cs, n + back.hops().length);
                ws = Arrays.copyOf(ws, cs.length);
                for (int hop : back.hops()) {
                    n = expand(cs, ws, n, constraint(hop), CROSSTRAFFIC_WEIGHT);
                }
            }
        }
        f.constraints = Arrays.copyOf(cs, n);
        f.weights = Arrays.copyOf(ws, n);
        f.slots = new int[n];
        f.links = linksOf(route.hops());
        double rawLatency = route.latencySeconds();
        double latency = rawLatency;
        f.sharingPenalty = penalty;
        f.latCurrent = rawLatency;
        f.userBound = minBandwidth;
        if (rule.penalized()) {
            latency = rawLatency * rule.latencyFactor();
            f.factor = rule.bandwidthFactor();
            f.penalty = latency > 0 ? penalty : 1.0;
            double bound = minBandwidth;
            if (rawLatency > 0) {
                double window = rule.tcpGammaBytes() / (2.0 * rawLatency);
                bound = bound < 0 ? window : Math.min(bound, window);
            }
            f.bound = bound;
        } else {
            f.factor = 1;
            f.penalty = 1;
            f.bound = -1;
        }
        if (latency > 0) {
            f.handle = sim.schedule(sim.now() + latency, f, Flow.LATENCY_PAID);
            if (linkEvents) {
                f.waitPos = waiting.size();
                waiting.add(f);
            }
        } else {
            start(f);
        }
    }

    /**
     * Declares that links will change during the run ({@link #setLinkBandwidth}, {@link #setLinkLatency}), before
     * the first message: the allocation is then computed flow by flow ({@link Solver#EXACT}) whatever the solver
     * asked for, and the flows waiting their latency are listed so that a change reaches them as it reaches
     * SimGrid's.
     *
     * @throws IllegalStateException after the first message
     */
    public void enableLinkChanges() {
        if (aggregatedState >= 0 && !linkEvents) {
            throw new IllegalStateException("network '" + name + "': link changes must be enabled before the first message");
        }
        linkEvents = true;
    }

    /** Whether links may change during the run. */
    public boolean linkChangesEnabled() {
        return linkEvents;
    }

    /**
     * Sets a link's bandwidth now, as SimGrid 3.32's {@code NetworkCm02Link::set_bandwidth} does: the link's
     * capacity (both directions of a split-duplex link) becomes {@code bandwidth} and the sharing is solved again
     * at this instant, flows in progress keeping the bytes they have left; a flow's bound (the smallest bandwidth
     * of its route when it started) does not change; with a weight S (LV08) every flow on the link, moving or
     * waiting its latency, has its sharing penalty moved by {@code S / new - S / old} (a waiting one then takes
     * its share from now on, as for {@link #setLinkLatency}). Messages that start later see the new bandwidth.
     *
     * @throws IllegalArgumentException for a bandwidth that is not > 0 and finite, a link that does not exist
     * @throws IllegalStateException    when the network is not bound or link changes were not enabled
     */
    public void setLinkBandwidth(int link, double bandwidth) {
        checkChange();
        double old = topology.linkBandwidth(link);
        topology.setLink(link, bandwidth, topology.linkLatency(link));
        int k = firstConstraint[link];
        int n = topology.linkSharing(link) == LinkSharing.SPLITDUPLEX ? 2 : 1;
        for (int c = k; c < k + n; c++) {
            capacity[c] = bandwidth;
            if (rule.weightS() > 0) {
                double delta = rule.weightS() / bandwidth - rule.weightS() / old;
                for (int i = 0; i < elementCount[c]; i++) {
                    Flow f = elements[c][i];
                    f.sharingPenalty += delta;
                    repenalize(f);
                }
                for (int w = 0; w < waiting.size(); w++) {
                    Flow f = waiting.get(w);
                    if (!f.early && crosses(f, c)) {
                        f.sharingPenalty += delta;
                        repenalize(f);
                    }
                }
            }
        }
        changed(n == 2 ? new int[] { k, k + 1 } : new int[] { k });
    }

    /**
     * Sets a link's latency now, as SimGrid 3.32's {@code NetworkCm02Link::set_latency} does: messages that start
     * later have the new route latency; a message already under way keeps the latency it is paying, but under CM02
     * and LV08 every flow on the link (moving or waiting its latency) has its route latency and sharing penalty
     * moved by {@code new - old} and its TCP window bound recomputed from them, and the sharing is solved again.
     * As in SimGrid, a flow still paying its latency that is given a penalty this way joins the sharing at once
     * and its bytes move from then on.
     *
     * @throws IllegalArgumentException for a latency that is not >= 0 and finite, a link that does not exist
     * @throws IllegalStateException    when the network is not bound or link changes were not enabled
     */
    public void setLinkLatency(int link, double latency) {
        checkChange();
        double delta = latency - topology.linkLatency(link);
        topology.setLink(link, topology.linkBandwidth(link), latency);
        if (!rule.penalized()) {
            return;
        }
        int k = firstConstraint[link];
        int n = topology.linkSharing(link) == LinkSharing.SPLITDUPLEX ? 2 : 1;
        for (int c = k; c < k + n; c++) {
            for (int i = 0; i < elementCount[c]; i++) {
                relatency(elements[c][i], delta);
            }
            for (int w = 0; w < waiting.size(); w++) {
                Flow f = waiting.get(w);
                if (!f.early && crosses(f, c)) {
                    relatency(f, delta);
                }
            }
        }
        changed(n == 2 ? new int[] { k, k + 1 } : new int[] { k });
    }

    private void checkChange() {
        if (sim == null) {
            throw ParameterCheck.unbound(name);
        }
        if (!linkEvents) {
            throw new IllegalStateException("network '" + name + "': link changes were not enabled before the run");
        }
    }

    private static boolean crosses(Flow f, int c) {
        for (int x : f.constraints) {
            if (x == c) {
                return true;
            }
        }
        return false;
    }

    /**
     * A flow's penalty follows its sharing penalty (SimGrid's update_variable_penalty; a waiting flow takes it when
     * it starts), unless that is 0 (SimGrid would then stop the flow for good).
     */
    private void repenalize(Flow f) {
        if ((f.enabled || f.waitPos >= 0) && f.sharingPenalty > 0) {
            f.penalty = f.sharingPenalty;
            if (!f.enabled) {
                joinEarly(f);
            }
        }
    }

    private void relatency(Flow f, double delta) {
        f.latCurrent += delta;
        f.sharingPenalty += delta;
        double window = rule.tcpGammaBytes() / (2.0 * f.latCurrent);
        double bound = f.userBound < 0 ? window : Math.min(f.userBound, window);
        f.bound = Double.isInfinite(bound) ? -1 : bound;
        repenalize(f);
    }

    /** Adds weight w on constraint c to the first n entries (summed where c is there already, the maximum on a fatpipe). */
    private int expand(int[] cs, double[] ws, int n, int c, double w) {
        for (int i = 0; i < n; i++) {
            if (cs[i] == c) {
                ws[i] = fatpipe[c] ? Math.max(ws[i], w) : ws[i] + w;
                return n;
            }
        }
        cs[n] = c;
        ws[n] = w;
        return n + 1;
    }

    /** The links of a route's hops, each once (the flow's bytes cross each link of its route once). */
    private static int[] linksOf(int[] hops) {
        int[] ls = new int[hops.length];
        int n = 0;
        outer: for (int hop : hops) {
            int l = hop >> 1;
            for (int i = 0; i < n; i++) {
                if (ls[i] == l) {
                    continue outer;
                }
            }
            ls[n++] = l;
        }
        return n == ls.length ? ls : Arrays.copyOf(ls, n);
    }

    /** The per-link account of a flow joining the sharing now. */
    private void linksJoined(Flow f, double now) {
        for (int l : f.links) {
            int k = ++linkFlows[l];
            if (k == 1) {
                linkSince[l] = now;
            }
            if (k > linkMaxFlows[l]) {
                linkMaxFlows[l] = k;
            }
        }
    }

    /** The per-link account of a flow whose last byte is through now. */
    private void linksLeft(Flow f, double now) {
        for (int l : f.links) {
            linkBytes[l] += f.transfer.bytes();
            if (--linkFlows[l] == 0) {
                linkBusy[l] += now - linkSince[l];
            }
        }
    }

    /** The flow has paid its latency: it joins the sharing, or arrives if it has nothing to move. */
    private void start(Flow f) {
        f.handle = -1;
        unwait(f);
        if (f.bytes <= 0 || f.constraints.length == 0) {
            f.transfer.arrived();
            return;
        }
        double now = sim.now();
        join(f, now);
        if (agg != null) {
            agg.joined(f, now);
            return;
        }
        changed(f.constraints);
    }

    /**
     * Puts flow {@code f} into the sharing of each of its constraints with all its bytes to move, and counts it on its
     * links (when it has paid its latency, or joins early because a link change gave it a penalty).
     */
    private void join(Flow f, double now) {
        f.remains = f.bytes;
        f.last = now;
        f.rate = 0;
        for (int i = 0; i < f.constraints.length; i++) {
            int c = f.constraints[i];
            if (elements[c] == null) {
                elements[c] = new Flow[4];
                elementSlot[c] = new int[4];
            } else if (elementCount[c] == elements[c].length) {
                elements[c] = Arrays.copyOf(elements[c], 2 * elementCount[c]);
                elementSlot[c] = Arrays.copyOf(elementSlot[c], 2 * elementCount[c]);
            }
            int s = elementCount[c]++;
            elements[c][s] = f;
            elementSlot[c][s] = i;
            f.slots[i] = s;
        }
        if (moving++ == 0) {
            busySinceAll = now;
        }
        linksJoined(f, now);
        f.enabled = true;
    }

    private void unwait(Flow f) {
        if (f.waitPos >= 0) {
            Flow lastWaiting = waiting.remove(waiting.size() - 1);
            if (lastWaiting != f) {
                waiting.set(f.waitPos, lastWaiting);
                lastWaiting.waitPos = f.waitPos;
            }
            f.waitPos = -1;
        }
    }

    /**
     * A flow still paying its latency is given a sharing penalty by a link change: as in SimGrid 3.32 (whose
     * update_variable_penalty enables a variable that had penalty 0, and whose full update moves the bytes of
     * every enabled action), it joins the sharing now and its bytes move from now on; its latency still runs out
     * when it would have (nothing happens then), and it may even arrive before.
     */
    private void joinEarly(Flow f) {
        if (f.bytes <= 0 || f.constraints.length == 0) {
            return; // it will arrive when its latency is paid, having nothing to move
        }
        f.early = true;
        f.latencyHandle = f.handle;
        f.handle = -1;
        join(f, sim.now());
        changed(f.constraints);
    }

    /** A flow that joined the sharing early has paid its latency: its bytes move from now on (nothing else changes). */
    private void paidEarly(Flow f) {
        f.early = false;
        f.latencyHandle = -1;
        unwait(f);
    }

    /**
     * The flow's last byte is through. The flows of its component whose last byte is through now too (to
     * {@link #FINISH_TOLERANCE} of their length) end with it, as SimGrid ends in one step every action
     * whose remaining work reaches 0: they leave the sharing together, and arrive in the order they were
     * created.
     */
    private void finish(Flow f) {
        double now = sim.now();
        long p = ++pass;
        compFlows.clear();
        compCount = 0;
        for (int c : f.constraints) {
            visit(c, p);
        }
        ending.clear();
        ending.add(f);
        f.mark = p;
        for (int qi = 0; qi < compCount; qi++) {
            int c = compConstraints[qi];
            for (int k = 0; k < elementCount[c]; k++) {
                Flow g = elements[c][k];
                work++;
                if (g.mark != p) {
                    g.mark = p;
                    for (int oc : g.constraints) {
                        visit(oc, p);
                    }
                    if (g.rate > 0 && g.remains - g.rate * (now - g.last) <= FINISH_TOLERANCE * g.bytes) {
                        ending.add(g);
                    }
                }
            }
        }
        for (int i = 0; i < ending.size(); i++) {
            Flow g = ending.get(i);
            if (g.handle >= 0) {
                sim.cancel(g.handle);
            }
            g.handle = -1;
            if (g.early) { // it arrives before its latency has run out (SimGrid 3.32 lets it)
                sim.cancel(g.latencyHandle);
                paidEarly(g);
            }
            g.enabled = false;
            for (int e = 0; e < g.constraints.length; e++) {
                int c = g.constraints[e];
                int slot = g.slots[e];
                int last = --elementCount[c];
                if (slot < last) {
                    Flow h = elements[c][last];
                    int hi = elementSlot[c][last];
                    elements[c][slot] = h;
                    elementSlot[c][slot] = hi;
                    h.slots[hi] = slot;
                }
                elements[c][last] = null;
            }
            moving--;
            linksLeft(g, now);
        }
        if (moving == 0) {
            busy += now - busySinceAll;
        }
        changed(java.util.Arrays.copyOf(compConstraints, compCount));
        ending.sort((a, b) -> Long.compare(a.seq, b.seq));
        Flow[] done = ending.toArray(new Flow[0]);
        for (Flow g : done) {
            g.transfer.arrived();
        }
    }

    /**
     * Notes constraints whose flows changed; the rates are recomputed once, by an event at this instant after
     * the ones already due now (as SimGrid solves once per step), so flows that start or end together cost
     * one allocation.
     */
    private void changed(int[] constraints) {
        for (int c : constraints) {
            if (dirtyMark[c] != dirtyRound) {
                dirtyMark[c] = dirtyRound;
                dirty.add(c);
            }
        }
        if (!resolveScheduled) {
            resolveScheduled = true;
            sim.schedule(sim.now(), resolveEvent, 0);
        }
    }

    /** The pending recomputation. */
    private void resolveDirty() {
        resolveScheduled = false;
        if (agg != null) {
            agg.resolve(sim.now());
            return;
        }
        int[] seeds = dirty.toArray();
        dirty.size = 0;
        dirtyRound++;
        resolve(seeds, sim.now());
    }

    /**
     * Recomputes the rates of the flows connected to the given constraints (through shared links), brings
     * their remaining bytes to now at their old rates, and moves their arrivals to match the new ones.
     */
    private void resolve(int[] seeds, double now) {
        long p = ++pass;
        compFlows.clear();
        compCount = 0;
        for (int c : seeds) {
            visit(c, p);
        }
        for (int qi = 0; qi < compCount; qi++) {
            int c = compConstraints[qi];
            for (int k = 0; k < elementCount[c]; k++) {
                Flow f = elements[c][k];
                work++;
                if (f.mark != p) {
                    f.mark = p;
                    compFlows.add(f);
                    for (int oc : f.constraints) {
                        visit(oc, p);
                    }
                }
            }
        }
        solve();
        for (int i = 0; i < compFlows.size(); i++) {
            Flow f = compFlows.get(i);
            double newRate = f.value * f.factor;
            work++;
            if (newRate == f.rate && f.handle >= 0) {
                continue;
            }
            f.remains -= f.rate * (now - f.last);
            if (f.remains < 0) {
                f.remains = 0;
            }
            f.last = now;
            f.rate = newRate;
            double end = newRate > 0 ? now + f.remains / newRate : Double.POSITIVE_INFINITY;
            if (end == Double.POSITIVE_INFINITY) {
                if (f.handle >= 0) {
                    sim.cancel(f.handle);
                    f.handle = -1;
                }
            } else if (f.handle >= 0) {
                sim.reschedule(f.handle, end);
            } else {
                f.handle = sim.schedule(end, f, Flow.DONE);
            }
        }
    }

    private void visit(int c, long p) {
        if (mark[c] == p) {
            return;
        }
        mark[c] = p;
        if (compCount == compConstraints.length) {
            compConstraints = Arrays.copyOf(compConstraints, 2 * compCount);
        }
        compConstraints[compCount++] = c;
    }

    /** SimGrid 3.32's maxmin solve (src/kernel/lmm/maxmin.cpp) on the constraints of the component. */
    private void solve() {
        if (light.length < compCount) {
            light = new int[Math.max(compCount, 2 * light.length)];
        }
        lightCount = 0;
        for (int i = 0; i < compFlows.size(); i++) {
            Flow f = compFlows.get(i);
            f.value = 0;
            f.fixed = false;
            f.queued = false;
        }
        double minUsage = -1;
        for (int i = 0; i < compCount; i++) {
            int c = compConstraints[i];
            remaining[c] = capacity[c];
            usage[c] = 0;
            lightPos[c] = -1;
            for (int k = 0; k < elementCount[c]; k++) {
                Flow f = elements[c][k];
                double u = f.weights[elementSlot[c][k]] / f.penalty;
                work++;
                if (fatpipe[c]) {
                    if (usage[c] < u) {
                        usage[c] = u;
                    }
                } else {
                    usage[c] += u;
                }
            }
            if (usage[c] > 0) {
                lightPos[c] = lightCount;
                light[lightCount++] = c;
            }
        }
        while (lightCount > 0) {
            // the constraints of smallest remaining / usage saturate; their unfixed flows are fixed now
            minUsage = -1;
            saturated.clear();
            for (int i = 0; i < lightCount; i++) {
                int c = light[i];
                double rou = remaining[c] / usage[c];
                work++;
                if (minUsage < 0 || minUsage > rou) {
                    minUsage = rou;
                }
            }
            for (int i = 0; i < lightCount; i++) {
                int c = light[i];
                if (remaining[c] / usage[c] == minUsage) {
                    for (int k = 0; k < elementCount[c]; k++) {
                        Flow f = elements[c][k];
                        work++;
                        if (!f.fixed && !f.queued) {
                            f.queued = true;
                            saturated.add(f);
                        }
                    }
                }
            }
            double minBound = -1;
            for (int i = 0; i < saturated.size(); i++) {
                Flow f = saturated.get(i);
                if (f.bound > 0 && f.bound * f.penalty < minUsage) {
                    minBound = minBound < 0 ? f.bound * f.penalty : Math.min(minBound, f.bound * f.penalty);
                }
            }
            for (int i = 0; i < saturated.size(); i++) {
                Flow f = saturated.get(i);
                f.queued = false;
                if (minBound < 0) {
                    f.value = minUsage / f.penalty;
                } else if (Math.abs(minBound - f.bound * f.penalty) < MAXMIN_PRECISION) {
                    f.value = f.bound;
                } else {
                    continue;
                }
                f.fixed = true;
                for (int e = 0; e < f.constraints.length; e++) {
                    int c = f.constraints[e];
                    double w = f.weights[e];
                    work++;
                    if (!fatpipe[c]) {
                        remaining[c] = update(remaining[c], w * f.value, capacity[c] * MAXMIN_PRECISION);
                        usage[c] = update(usage[c], w / f.penalty, MAXMIN_PRECISION);
                    } else {
                        usage[c] = 0;
                        for (int k = 0; k < elementCount[c]; k++) {
                            Flow g = elements[c][k];
                            if (!g.fixed) {
                                usage[c] = Math.max(usage[c], g.weights[elementSlot[c][k]] / g.penalty);
                            }
                        }
                    }
                    if (!(usage[c] > MAXMIN_PRECISION) || !(remaining[c] > capacity[c] * MAXMIN_PRECISION)) {
                        int pos = lightPos[c];
                        if (pos >= 0) {
                            int last = light[--lightCount];
                            light[pos] = last;
                            lightPos[last] = pos;
                            lightPos[c] = -1;
                        }
                    }
                }
            }
        }
    }

    /** SimGrid's double_update: x - d, or 0 when that is below the precision. */
    private static double update(double x, double d, double precision) {
        double r = x - d;
        return r < precision ? 0 : r;
    }

    /**
     * Units of work the allocation has done so far (flows and constraints looked at), for tests that check
     * an event costs what the flows around it cost.
     */
    long solverWork() {
        return work;
    }

    /** Flows moving bytes now. */
    public int flowsMoving() {
        return moving;
    }

    /** Whether this network runs the aggregated allocation (decided at the first message). */
    boolean aggregated() {
        return agg != null;
    }

    /** Classes of flows of the aggregated allocation now (0 when it is not used). */
    int flowClasses() {
        return agg == null ? 0 : agg.classes.size();
    }

    /** The rate a message is moving at now, in bytes per second (0 while it waits its latency or after it arrived). */
    double rateBytesPerSecond(Transfer transfer) {
        if (agg != null) {
            return agg.rateOf(transfer);
        }
        for (Flow[] fs : elements) {
            if (fs != null) {
                for (Flow f : fs) {
                    if (f != null && f.transfer == transfer && f.enabled) {
                        return f.rate;
                    }
                }
            }
        }
        return 0;
    }

    /** Time during which at least one flow was moving bytes, up to now, in seconds. */
    @Override
    public double busySeconds() {
        return busy + (moving == 0 || sim == null ? 0 : sim.now() - busySinceAll);
    }

    /**
     * What one link of the platform carried.
     *
     * @param link                    the link's name in the topology
     * @param bandwidthBytesPerSecond its bandwidth (each way, for a split-duplex link)
     * @param sharing                 how flows share it
     * @param bytes                   the bytes of the messages that crossed it and had arrived (a message counts
     *                                once per link of its route, whole, when its last byte is through)
     * @param busySeconds             time during which at least one message was moving bytes over it, s
     * @param maxFlows                the most messages that moved bytes over it at one time
     */
    public record LinkUse(String link, double bandwidthBytesPerSecond, LinkSharing sharing, long bytes,
            double busySeconds, int maxFlows) {
    }

    /**
     * The account of every link of the topology so far, in the topology's link order (empty before the network
     * is bound). Kept as flows join and end, the same under every {@link Solver}: bytes exactly, busy times up to
     * the solvers' rounding of arrival times (about 1e-12 relative). A link busy now counts its busy time up to now.
     */
    public List<LinkUse> linkUse() {
        if (linkBytes == null) {
            return List.of();
        }
        double now = sim.now();
        List<LinkUse> out = new ArrayList<>(linkBytes.length);
        for (int l = 0; l < linkBytes.length; l++) {
            double b = linkBusy[l] + (linkFlows[l] > 0 ? now - linkSince[l] : 0);
            out.add(new LinkUse(topology.linkName(l), topology.linkBandwidth(l), topology.linkSharing(l), linkBytes[l], b,
                    linkMaxFlows[l]));
        }
        return out;
    }

    /** Station index of a host attached to this network, -1 if none. */
    public int station(String hostName) {
        Integer s = stationOf.get(hostName);
        return s == null ? -1 : s;
    }

    /** Names of the stations in order, for reports. */
    List<String> stationNames() {
        List<String> out = new ArrayList<>();
        for (int s = 0; s < stations; s++) {
            out.add(topology.nodeName(nodeOf[s]));
        }
        return out;
    }

    /** Notes that a recomputation is due at this instant (once, after the events already due now). */
    private void resolveLater() {
        if (!resolveScheduled) {
            resolveScheduled = true;
            sim.schedule(sim.now(), resolveEvent, 0);
        }
    }

    /** What makes flows one class: their shared constraints and weights, penalty, bound, factor and limit. */
    private static final class Key {
        final int[] cons;
        final double[] w;
        final double penalty;
        final double bound;
        final double factor;
        final double capRou;
        final int hash;

        Key(int[] cons, double[] w, double penalty, double bound, double factor, double capRou) {
            this.cons = cons;
            this.w = w;
            this.penalty = penalty;
            this.bound = bound;
            this.factor = factor;
            this.capRou = capRou;
            int h = Arrays.hashCode(cons);
            h = 31 * h + Arrays.hashCode(w);
            h = 31 * h + Double.hashCode(penalty);
            h = 31 * h + Double.hashCode(bound);
            h = 31 * h + Double.hashCode(factor);
            this.hash = 31 * h + Double.hashCode(capRou);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.hash == hash && Arrays.equals(k.cons, cons) && Arrays.equals(k.w, w)
                    && Double.compare(k.penalty, penalty) == 0 && Double.compare(k.bound, bound) == 0
                    && Double.compare(k.factor, factor) == 0 && Double.compare(k.capRou, capRou) == 0;
        }
    }

    /**
     * A class of the aggregated allocation: flows the solver cannot tell apart. They move at one rate; served is
     * what each member has received since the class began, as of stamp; a member's last byte is through when
     * served reaches its finishAt. A heap orders the members by finishAt, and one calendar event stands for the
     * head's arrival.
     */
    private final class Cls implements EventHandler {
        final Key key;
        final int[] onPos;
        Flow[] heap = new Flow[4];
        int size;
        double served;
        double stamp;
        double rate;
        long handle = -1;
        Flow scheduledHead;
        double scheduledRate = -1;
        boolean alive = true;
        // scratch
        long mark;
        long dirtyMark;
        double value;
        boolean fixed;
        boolean queued;

        Cls(Key key) {
            this.key = key;
            this.onPos = new int[key.cons.length];
        }

        double servedAt(double now) {
            return rate == 0 || now == stamp ? served : served + rate * (now - stamp);
        }

        @Override
        public void handleEvent(int tag) {
            handle = -1;
            if (size == 0 || heap[0] != scheduledHead) { // the head changed since: the pending recomputation reschedules
                scheduledHead = null;
                agg.dirty(this);
                resolveLater();
                return;
            }
            agg.due(this);
        }

        /** The calendar event no longer stands for the head. */
        void unschedule() {
            if (handle >= 0) {
                sim.cancel(handle);
                handle = -1;
            }
            scheduledHead = null;
        }

        boolean before(Flow a, Flow b) {
            return a.finishAt < b.finishAt || (a.finishAt == b.finishAt && a.seq < b.seq);
        }

        void push(Flow f) {
            if (size == heap.length) {
                heap = Arrays.copyOf(heap, 2 * size);
            }
            heap[size] = f;
            f.heapPos = size;
            size++;
            up(size - 1);
        }

        void remove(int i) {
            Flow gone = heap[i];
            int last = --size;
            if (i != last) {
                Flow moved = heap[last];
                heap[i] = moved;
                moved.heapPos = i;
                heap[last] = null;
                if (i > 0 && before(moved, heap[(i - 1) >> 1])) {
                    up(i);
                } else {
                    down(i);
                }
            } else {
                heap[last] = null;
            }
            gone.heapPos = -1;
        }

        private void up(int i) {
            Flow f = heap[i];
            while (i > 0) {
                int parent = (i - 1) >> 1;
                Flow p = heap[parent];
                if (!before(f, p)) {
                    break;
                }
                heap[i] = p;
                p.heapPos = i;
                i = parent;
            }
            heap[i] = f;
            f.heapPos = i;
        }

        private void down(int i) {
            Flow f = heap[i];
            while (true) {
                int child = 2 * i + 1;
                if (child >= size) {
                    break;
                }
                if (child + 1 < size && before(heap[child + 1], heap[child])) {
                    child++;
                }
                if (!before(heap[child], f)) {
                    break;
                }
                heap[i] = heap[child];
                heap[i].heapPos = i;
                i = child;
            }
            heap[i] = f;
            f.heapPos = i;
        }
    }

    /** The aggregated allocation (see {@link Solver#AGGREGATED}). */
    private final class Aggregate {
        /** A class's clock starts again from 0 when each member has received this many bytes (rounding). */
        private static final double REBASE_BYTES = 0x1p36;

        final HashMap<Key, Cls> classes = new HashMap<>();
        Cls[][] clsOn = new Cls[capacity.length][];
        int[][] clsOnIdx = new int[capacity.length][];
        int[] clsOnCount = new int[capacity.length];
        final ArrayList<Cls> dirtyClasses = new ArrayList<>();
        final ArrayList<Cls> comp = new ArrayList<>();
        final ArrayList<Cls> sat = new ArrayList<>();
        final ArrayList<Flow> rekey = new ArrayList<>();

        /** A flow has joined the sharing (it is in the constraints' element lists already). */
        void joined(Flow f, double now) {
            for (int c : f.constraints) {
                if (elementCount[c] == 2) { // the flow already there no longer has c to itself
                    Flow other = elements[c][0] == f ? elements[c][1] : elements[c][0];
                    move(other, now);
                }
            }
            place(f, now, f.bytes);
            resolveLater();
        }

        /** Puts a flow into the class its constraints say now, with the given bytes left. */
        private void place(Flow f, double now, double left) {
            Key key = keyOf(f);
            Cls k = classes.get(key);
            if (k == null) {
                k = new Cls(key);
                k.stamp = now;
                classes.put(key, k);
                for (int i = 0; i < key.cons.length; i++) {
                    int c = key.cons[i];
                    if (clsOn[c] == null) {
                        clsOn[c] = new Cls[4];
                        clsOnIdx[c] = new int[4];
                    } else if (clsOnCount[c] == clsOn[c].length) {
                        clsOn[c] = Arrays.copyOf(clsOn[c], 2 * clsOnCount[c]);
                        clsOnIdx[c] = Arrays.copyOf(clsOnIdx[c], 2 * clsOnCount[c]);
                    }
                    int pos = clsOnCount[c]++;
                    clsOn[c][pos] = k;
                    clsOnIdx[c][pos] = i;
                    k.onPos[i] = pos;
                }
            }
            f.cls = k;
            f.finishAt = k.servedAt(now) + left;
            k.push(f);
            dirty(k);
        }

        /** Takes a flow out of its class; returns its bytes left. */
        private double unplace(Flow f, double now) {
            Cls k = f.cls;
            double left = f.finishAt - k.servedAt(now);
            if (f == k.scheduledHead) {
                k.unschedule();
            }
            k.remove(f.heapPos);
            f.cls = null;
            dirty(k);
            if (k.size == 0) {
                drop(k);
            }
            return left > 0 ? left : 0;
        }

        /** A flow whose constraints changed between shared and its own: to its new class, if that differs. */
        private void move(Flow f, double now) {
            if (f.cls == null) {
                return;
            }
            Key key = keyOf(f);
            if (key.equals(f.cls.key)) {
                return;
            }
            double left = unplace(f, now);
            place(f, now, left);
        }

        private void drop(Cls k) {
            k.alive = false;
            classes.remove(k.key);
            k.unschedule();
            for (int i = 0; i < k.key.cons.length; i++) {
                int c = k.key.cons[i];
                int pos = k.onPos[i];
                int last = --clsOnCount[c];
                if (pos < last) {
                    Cls m = clsOn[c][last];
                    int mi = clsOnIdx[c][last];
                    clsOn[c][pos] = m;
                    clsOnIdx[c][pos] = mi;
                    m.onPos[mi] = pos;
                }
                clsOn[c][last] = null;
                if (dirtyMark[c] != dirtyRound) {
                    dirtyMark[c] = dirtyRound;
                    dirty.add(c);
                }
            }
        }

        void dirty(Cls k) {
            if (k.dirtyMark != dirtyRound) {
                k.dirtyMark = dirtyRound;
                dirtyClasses.add(k);
            }
        }

        /** The class key of a flow now: a constraint it has to itself becomes a limit. */
        private Key keyOf(Flow f) {
            int n = 0;
            double cap = Double.POSITIVE_INFINITY;
            for (int c : f.constraints) {
                if (elementCount[c] >= 2) {
                    n++;
                }
            }
            int[] cons = new int[n];
            double[] w = new double[n];
            int j = 0;
            for (int e = 0; e < f.constraints.length; e++) {
                int c = f.constraints[e];
                if (elementCount[c] >= 2) {
                    // insertion in constraint order
                    int i = j++;
                    while (i > 0 && cons[i - 1] > c) {
                        cons[i] = cons[i - 1];
                        w[i] = w[i - 1];
                        i--;
                    }
                    cons[i] = c;
                    w[i] = f.weights[e];
                } else {
                    double rou = capacity[c] / (f.weights[e] / f.penalty);
                    if (rou < cap) {
                        cap = rou;
                    }
                }
            }
            return new Key(cons, w, f.penalty, f.bound, f.factor, cap);
        }

        /** The head of a class is due: it arrives, with every flow around it whose last byte is through now. */
        void due(Cls due) {
            double now = sim.now();
            long p = ++pass;
            component(p, due, null);
            ending.clear();
            ending.add(popHead(due));
            for (int i = 0; i < comp.size(); i++) {
                Cls k = comp.get(i);
                double s = k.servedAt(now);
                while (k.size > 0 && k.heap[0].finishAt - s <= FINISH_TOLERANCE * k.heap[0].bytes) {
                    ending.add(popHead(k));
                }
            }
            for (int i = 0; i < ending.size(); i++) {
                Flow g = ending.get(i);
                Cls k = g.cls;
                g.cls = null;
                dirty(k);
                if (k.size == 0 && k.alive) {
                    drop(k);
                }
            }
            rekey.clear();
            for (int i = 0; i < ending.size(); i++) {
                Flow g = ending.get(i);
                g.enabled = false;
                for (int e = 0; e < g.constraints.length; e++) {
                    int c = g.constraints[e];
                    int slot = g.slots[e];
                    int last = --elementCount[c];
                    if (slot < last) {
                        Flow h = elements[c][last];
                        int hi = elementSlot[c][last];
                        elements[c][slot] = h;
                        elementSlot[c][slot] = hi;
                        h.slots[hi] = slot;
                    }
                    elements[c][last] = null;
                }
                moving--;
                linksLeft(g, now);
            }
            for (int i = 0; i < ending.size(); i++) {
                for (int c : ending.get(i).constraints) {
                    if (elementCount[c] == 1) {
                        rekey.add(elements[c][0]);
                    }
                }
            }
            for (int i = 0; i < rekey.size(); i++) {
                move(rekey.get(i), now);
            }
            if (moving == 0) {
                busy += now - busySinceAll;
            }
            resolveLater();
            ending.sort((a, b) -> Long.compare(a.seq, b.seq));
            Flow[] done = ending.toArray(new Flow[0]);
            for (Flow g : done) {
                g.transfer.arrived();
            }
        }

        private Flow popHead(Cls k) {
            Flow f = k.heap[0];
            if (f == k.scheduledHead) {
                k.unschedule();
            }
            k.remove(0);
            work++;
            return f;
        }

        /** The classes and shared constraints connected to the given class or to the dirty ones. */
        private void component(long p, Cls seed, int[] seedConstraints) {
            comp.clear();
            compCount = 0;
            if (seed != null) {
                seed.mark = p;
                comp.add(seed);
            } else {
                for (Cls k : dirtyClasses) {
                    if (k.alive && k.mark != p) {
                        k.mark = p;
                        comp.add(k);
                    }
                }
                for (int c : seedConstraints) {
                    visit(c, p);
                }
            }
            int ci = 0;
            int qi = 0;
            while (ci < comp.size() || qi < compCount) {
                while (ci < comp.size()) {
                    Cls k = comp.get(ci++);
                    work++;
                    for (int c : k.key.cons) {
                        visit(c, p);
                    }
                }
                while (qi < compCount) {
                    int c = compConstraints[qi++];
                    for (int j = 0; j < clsOnCount[c]; j++) {
                        Cls k = clsOn[c][j];
                        work++;
                        if (k.mark != p) {
                            k.mark = p;
                            comp.add(k);
                        }
                    }
                }
            }
        }

        /** The pending recomputation: the classes connected to those that changed. */
        void resolve(double now) {
            long p = ++pass;
            int[] seeds = dirty.toArray();
            dirty.size = 0;
            dirtyRound++;
            component(p, null, seeds);
            dirtyClasses.clear();
            solveClasses();
            for (int i = 0; i < comp.size(); i++) {
                Cls k = comp.get(i);
                double newRate = k.value * k.key.factor;
                work++;
                if (newRate != k.rate) {
                    k.served = k.servedAt(now);
                    k.stamp = now;
                    k.rate = newRate;
                    if (k.served >= REBASE_BYTES) {
                        for (int j = 0; j < k.size; j++) {
                            k.heap[j].finishAt -= k.served;
                        }
                        k.served = 0;
                    }
                }
                Flow head = k.heap[0];
                if (k.handle >= 0 && head == k.scheduledHead && k.rate == k.scheduledRate) {
                    continue;
                }
                k.scheduledHead = head;
                k.scheduledRate = k.rate;
                if (k.rate > 0) {
                    double end = now + (head.finishAt - k.servedAt(now)) / k.rate;
                    if (end < now) {
                        end = now;
                    }
                    if (k.handle >= 0) {
                        sim.reschedule(k.handle, end);
                    } else {
                        k.handle = sim.schedule(end, k, 0);
                    }
                } else if (k.handle >= 0) {
                    sim.cancel(k.handle);
                    k.handle = -1;
                }
            }
        }

        /** SimGrid's maxmin solve on the component, with a class of k flows counted k times. */
        private void solveClasses() {
            if (light.length < compCount) {
                light = new int[Math.max(compCount, 2 * light.length)];
            }
            lightCount = 0;
            int capped = 0;
            for (int i = 0; i < comp.size(); i++) {
                Cls k = comp.get(i);
                k.value = 0;
                k.fixed = false;
                k.queued = false;
                if (k.key.capRou < Double.POSITIVE_INFINITY) {
                    capped++;
                }
            }
            for (int i = 0; i < compCount; i++) {
                int c = compConstraints[i];
                remaining[c] = capacity[c];
                usage[c] = 0;
                lightPos[c] = -1;
                for (int j = 0; j < clsOnCount[c]; j++) {
                    Cls k = clsOn[c][j];
                    double u = k.key.w[clsOnIdx[c][j]] / k.key.penalty;
                    work++;
                    if (fatpipe[c]) {
                        if (usage[c] < u) {
                            usage[c] = u;
                        }
                    } else {
                        usage[c] += k.size * u;
                    }
                }
                if (usage[c] > 0) {
                    lightPos[c] = lightCount;
                    light[lightCount++] = c;
                }
            }
            while (lightCount > 0 || capped > 0) {
                double minUsage = -1;
                sat.clear();
                for (int i = 0; i < lightCount; i++) {
                    int c = light[i];
                    double rou = remaining[c] / usage[c];
                    work++;
                    if (minUsage < 0 || minUsage > rou) {
                        minUsage = rou;
                    }
                }
                if (capped > 0) {
                    for (int i = 0; i < comp.size(); i++) {
                        Cls k = comp.get(i);
                        if (!k.fixed && k.key.capRou < Double.POSITIVE_INFINITY && (minUsage < 0 || minUsage > k.key.capRou)) {
                            minUsage = k.key.capRou;
                        }
                    }
                }
                for (int i = 0; i < lightCount; i++) {
                    int c = light[i];
                    if (remaining[c] / usage[c] == minUsage) {
                        for (int j = 0; j < clsOnCount[c]; j++) {
                            Cls k = clsOn[c][j];
                            work++;
                            if (!k.fixed && !k.queued) {
                                k.queued = true;
                                sat.add(k);
                            }
                        }
                    }
                }
                if (capped > 0) {
                    for (int i = 0; i < comp.size(); i++) {
                        Cls k = comp.get(i);
                        if (!k.fixed && !k.queued && k.key.capRou == minUsage) {
                            k.queued = true;
                            sat.add(k);
                        }
                    }
                }
                if (sat.isEmpty()) {
                    // the constraints at the minimum carry only fixed classes (a usage left by rounding): done with them
                    for (int i = lightCount - 1; i >= 0; i--) {
                        int c = light[i];
                        if (remaining[c] / usage[c] == minUsage) {
                            int last = light[--lightCount];
                            light[i] = last;
                            lightPos[last] = i;
                            lightPos[c] = -1;
                        }
                    }
                    continue;
                }
                double minBound = -1;
                for (int i = 0; i < sat.size(); i++) {
                    Cls k = sat.get(i);
                    double bp = k.key.bound * k.key.penalty;
                    if (k.key.bound > 0 && bp < minUsage) {
                        minBound = minBound < 0 ? bp : Math.min(minBound, bp);
                    }
                }
                for (int i = 0; i < sat.size(); i++) {
                    Cls k = sat.get(i);
                    k.queued = false;
                    if (minBound < 0) {
                        k.value = minUsage / k.key.penalty;
                    } else if (Math.abs(minBound - k.key.bound * k.key.penalty) < MAXMIN_PRECISION) {
                        k.value = k.key.bound;
                    } else {
                        continue;
                    }
                    k.fixed = true;
                    if (k.key.capRou < Double.POSITIVE_INFINITY) {
                        capped--;
                    }
                    for (int e = 0; e < k.key.cons.length; e++) {
                        int c = k.key.cons[e];
                        double w = k.key.w[e];
                        work++;
                        if (!fatpipe[c]) {
                            remaining[c] = update(remaining[c], k.size * w * k.value, capacity[c] * MAXMIN_PRECISION);
                            usage[c] = update(usage[c], k.size * (w / k.key.penalty), MAXMIN_PRECISION);
                        } else {
                            usage[c] = 0;
                            for (int j = 0; j < clsOnCount[c]; j++) {
                                Cls g = clsOn[c][j];
                                if (!g.fixed) {
                                    usage[c] = Math.max(usage[c], g.key.w[clsOnIdx[c][j]] / g.key.penalty);
                                }
                            }
                        }
                        if (!(usage[c] > MAXMIN_PRECISION) || !(remaining[c] > capacity[c] * MAXMIN_PRECISION)) {
                            int pos = lightPos[c];
                            if (pos >= 0) {
                                int last = light[--lightCount];
                                light[pos] = last;
                                lightPos[last] = pos;
                                lightPos[c] = -1;
                            }
                        }
                    }
                }
            }
        }

        double rateOf(Transfer t) {
            for (Cls k : classes.values()) {
                for (int i = 0; i < k.size; i++) {
                    if (k.heap[i].transfer == t) {
                        return k.rate;
                    }
                }
            }
            return 0;
        }
    }

    /** One message on the platform. */
    private final class Flow implements EventHandler {
        static final int LATENCY_PAID = 0;
        static final int DONE = 1;

        final Transfer transfer;
        final double bytes;
        long seq;
        int[] constraints;
        double[] weights;
        int[] slots;
        /** The links of its route, each once (not the reverse route's: crosstraffic carries none of its bytes). */
        int[] links;
        double penalty;
        double bound;
        double factor;
        // SimGrid's sharing_penalty_, lat_current_ and user bound, for link profile events
        double sharingPenalty;
        double latCurrent;
        double userBound;
        int waitPos = -1;
        // whether it joined the sharing before its latency was paid (and its latency event then)
        boolean early;
        long latencyHandle = -1;
        boolean enabled;
        double remains;
        double last;
        double rate;
        long handle = -1;
        // aggregated allocation: the flow's class, its place in the class's heap, and the class clock's reading
        // at which its last byte is through
        Cls cls;
        int heapPos = -1;
        double finishAt;
        // solver scratch
        long mark;
        double value;
        boolean fixed;
        boolean queued;

        Flow(Transfer transfer) {
            this.transfer = transfer;
            this.bytes = transfer.bytes();
        }

        @Override
        public void handleEvent(int tag) {
            if (tag == LATENCY_PAID) {
                if (early) {
                    paidEarly(this);
                } else {
                    start(this);
                }
            } else {
                finish(this);
            }
        }
    }
}
