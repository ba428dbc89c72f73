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
 * the flows around it cost, whatever the size of the platform. The CPU overheads are {@code fixed +
 * perByte x b} seconds of reference CPU work. Units: seconds, bytes, bytes per second.
 */
public final class RoutedNetwork implements NetworkModel {

    private static final double MAXMIN_PRECISION = 1e-5;
    private static final double CROSSTRAFFIC_WEIGHT = 0.05;
    /** A flow with at most this fraction of its bytes left when another of its component ends ends then too. */
    private static final double FINISH_TOLERANCE = 1e-12;

    private final String name;
    private final Topology topology;
    private final SharingRule rule;
    private final HostOverheads overheads;

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

    /**
     * @param topology the platform (its links are read once, when the network is bound)
     * @param rule     how flows share links
     * @throws IllegalArgumentException naming the network and the parameter, for a blank name, a null
     *                                  topology or rule, a negative or non-finite overhead
     */
    public RoutedNetwork(String name, Topology topology, SharingRule rule, double sendOverheadSeconds,
            double sendOverheadSecondsPerByte, double receiveOverheadSeconds, double receiveOverheadSecondsPerByte) {
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

    /** @throws IllegalArgumentException for a host attached twice or not in the topology */
    @Override
    public int attach(String hostName) {
        if (stationOf.containsKey(hostName)) {
            throw new IllegalArgumentException("network '" + name + "': host '" + hostName + "' attached twice");
        }
        int node = topology.host(hostName);
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
        double rawLatency = route.latencySeconds();
        double latency = rawLatency;
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
        } else {
            start(f);
        }
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

    /** The flow has paid its latency: it joins the sharing, or arrives if it has nothing to move. */
    private void start(Flow f) {
        f.handle = -1;
        if (f.bytes <= 0 || f.constraints.length == 0) {
            f.transfer.arrived();
            return;
        }
        double now = sim.now();
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
        f.enabled = true;
        changed(f.constraints);
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

    /** The rate a message is moving at now, in bytes per second (0 while it waits its latency or after it arrived). */
    double rateBytesPerSecond(Transfer transfer) {
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
        double penalty;
        double bound;
        double factor;
        boolean enabled;
        double remains;
        double last;
        double rate;
        long handle = -1;
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
                start(this);
            } else {
                finish(this);
            }
        }
    }
}
