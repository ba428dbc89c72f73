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
 * link that fills up freezes the rates of its flows; the others keep growing), brought up to date
 * whenever a flow starts or ends moving bytes, and each flow's arrival moves with its rate at that
 * instant. The switch itself adds no delay and has no capacity limit of its own. A message of 0 bytes
 * arrives after its path latency.
 * <p>
 * The allocation is incremental: the flows whose bottleneck is one link form a group that moves at
 * one rate, with a clock of the bytes each has received and one calendar event for the group's next
 * arrival, so a change of that rate costs one event, not one per flow; the filling runs on the few
 * links that can be full, counting flows per link and per pair of links; a flow is touched only when
 * its bottleneck changes. 1,000 flows sharing a master's uplink cost per start or end about what 10 do.
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
    /** A flow with at most this fraction of its bytes left when another ends is taken to end then too. */
    private static final double FINISH_TOLERANCE = 1e-12;
    /** A group's clock starts again from 0 when it has served this many bytes per flow (rounding). */
    private static final double REBASE_BYTES = 0x1p36;

    private final String name;
    private final Link defaultLink;
    private final Map<String, Link> hostLinks;
    private final HostOverheads overheads;

    private Simulation sim;
    private final Map<String, Integer> stationOf = new HashMap<>();
    private int stations;
    private double[] latency = new double[8];

    // per link; link 2s: uplink of station s; 2s + 1: its downlink
    private double[] capacity = new double[16];
    private int[] linkFlows = new int[16];
    private double[] linkBusy = new double[16];
    private double[] busySince = new double[16];
    /** The pairs of links that carry flows over this link (a pair is an uplink and a downlink). */
    private Pair[][] partners = new Pair[16][];
    private int[] partnerCount = new int[16];
    /*
     * The group of a link: the flows whose bottleneck it is. They all move at level[l] bytes per second.
     * served[l] is what each of them has received since the group's clock started, as of stamp[l]; a
     * flow in the group has remaining bytes rem0 - (served now - served0). A heap orders the group by
     * virtual finish (served0 + rem0), and one calendar event per group stands for its head's arrival.
     */
    private Flow[][] heap = new Flow[16][];
    private int[] heapSize = new int[16];
    private double[] level = new double[16];
    private double[] served = new double[16];
    private double[] stamp = new double[16];
    private long[] groupHandle = new long[16];
    private Flow[] scheduledHead = new Flow[16];
    private double[] scheduledLevel = new double[16];
    private final GroupEvents groupEvents = new GroupEvents();

    /* The links with flows, in a binary heap by their fair share if every flow rose together, capacity / flows. */
    private int[] tHeap = new int[16];
    private int[] tPos = new int[16];
    private int tSize;

    /* The links the last allocation was computed on (every non-empty group is at one of them). */
    private int[] rLinks = new int[16];
    private int rCount;
    private int[] prevR = new int[16];
    private int prevRCount;
    private long[] rMark = new long[16];
    private int[] stack = new int[16];
    // scratch of the progressive filling
    private double[] remainingCapacity = new double[16];
    private int[] unfrozen = new int[16];
    private double[] froze = new double[16];

    private final LinkPairTable<Pair> pairs = new LinkPairTable<>();
    private final List<Pair> newPairs = new ArrayList<>();
    private final List<Pair> internal = new ArrayList<>();
    private final List<Flow> finished = new ArrayList<>();
    private int moving;
    private double busy;
    private double busySinceAll;
    private long flowSeq;
    private long pass;
    private long work;

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
            int links = 2 * n;
            latency = Arrays.copyOf(latency, n);
            capacity = Arrays.copyOf(capacity, links);
            linkFlows = Arrays.copyOf(linkFlows, links);
            linkBusy = Arrays.copyOf(linkBusy, links);
            busySince = Arrays.copyOf(busySince, links);
            partners = Arrays.copyOf(partners, links);
            partnerCount = Arrays.copyOf(partnerCount, links);
            heap = Arrays.copyOf(heap, links);
            heapSize = Arrays.copyOf(heapSize, links);
            level = Arrays.copyOf(level, links);
            served = Arrays.copyOf(served, links);
            stamp = Arrays.copyOf(stamp, links);
            groupHandle = Arrays.copyOf(groupHandle, links);
            scheduledHead = Arrays.copyOf(scheduledHead, links);
            scheduledLevel = Arrays.copyOf(scheduledLevel, links);
            tHeap = Arrays.copyOf(tHeap, links);
            tPos = Arrays.copyOf(tPos, links);
            rLinks = Arrays.copyOf(rLinks, links);
            prevR = Arrays.copyOf(prevR, links);
            rMark = Arrays.copyOf(rMark, links);
            stack = Arrays.copyOf(stack, links);
            remainingCapacity = Arrays.copyOf(remainingCapacity, links);
            unfrozen = Arrays.copyOf(unfrozen, links);
            froze = Arrays.copyOf(froze, links);
        }
        Link l = hostLinks.getOrDefault(hostName, defaultLink);
        latency[s] = l.latencySeconds();
        for (int link = 2 * s; link <= 2 * s + 1; link++) {
            capacity[link] = l.bandwidthBytesPerSecond();
            partners[link] = new Pair[2];
            heap[link] = new Flow[2];
            groupHandle[link] = -1;
            tPos[link] = -1;
        }
        return s;
    }

    @Override
    public void bind(Simulation simulation) {
        this.sim = simulation;
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
        if (f.bytes <= 0) {
            f.transfer.arrived();
            return;
        }
        double now = sim.now();
        f.seq = flowSeq++;
        f.rem0 = f.bytes;
        Pair q = pairs.get(f.uplink, f.downlink);
        if (q == null) {
            q = new Pair(f.uplink, f.downlink);
            pairs.add(f.uplink, f.downlink, q);
            q.indexUp = addPartner(f.uplink, q);
            q.indexDown = addPartner(f.downlink, q);
        }
        q.add(f);
        if (q.group >= 0) {
            // the pair's flows are in a group already: the new one joins them
            sync(q.group, now);
            f.served0 = served[q.group];
            heapInsert(q.group, f);
        } else if (q.count == 1) {
            newPairs.add(q);
        }
        if (moving++ == 0) {
            busySinceAll = now;
        }
        linkGains(f.uplink, now);
        linkGains(f.downlink, now);
        reallocate(now);
    }

    /** The head of a group has its last byte through; it arrives with every flow within rounding of its end. */
    private void groupDone(int g) {
        groupHandle[g] = -1;
        double now = sim.now();
        finished.add(heapPoll(g));
        takeFinished(g, now);
        for (int i = 0; i < prevRCount; i++) {
            if (prevR[i] != g) {
                takeFinished(prevR[i], now);
            }
        }
        for (int i = 0; i < finished.size(); i++) {
            Flow f = finished.get(i);
            Pair q = f.pair;
            q.remove(f);
            if (q.count == 0) {
                pairs.remove(q.up, q.down);
                removePartner(q.up, q.indexUp);
                removePartner(q.down, q.indexDown);
                q.group = -1;
            }
            linkLoses(f.uplink, now);
            linkLoses(f.downlink, now);
            if (--moving == 0) {
                busy += now - busySinceAll;
            }
        }
        reallocate(now);
        if (finished.size() == 1) { // mostly: one flow ends (no copy, no sort)
            Flow f = finished.get(0);
            finished.clear();
            f.transfer.arrived();
            return;
        }
        // in the order they started moving bytes: deterministic
        List<Flow> done = new ArrayList<>(finished);
        finished.clear();
        done.sort((a, b) -> Long.compare(a.seq, b.seq));
        for (Flow f : done) {
            f.transfer.arrived();
        }
    }

    /** Moves the flows of group g that are through (within FINISH_TOLERANCE of their size) to finished. */
    private void takeFinished(int g, double now) {
        while (heapSize[g] > 0) {
            Flow h = heap[g][0];
            if (remaining(g, h, now) > FINISH_TOLERANCE * h.bytes) {
                return;
            }
            finished.add(heapPoll(g));
        }
    }

    /** Bytes a flow of group g has left at time now. */
    private double remaining(int g, Flow f, double now) {
        return f.rem0 - (served[g] + level[g] * (now - stamp[g]) - f.served0);
    }

    /** Brings group g's clock to now at its current level. */
    private void sync(int g, double now) {
        double dt = now - stamp[g];
        if (dt > 0) {
            served[g] += level[g] * dt;
        }
        stamp[g] = now;
        if (heapSize[g] == 0) {
            served[g] = 0;
        } else if (served[g] >= REBASE_BYTES) {
            Flow[] h = heap[g];
            for (int i = 0; i < heapSize[g]; i++) {
                h[i].rem0 -= served[g] - h[i].served0;
                h[i].served0 = 0;
                work++;
            }
            served[g] = 0; // the order of the heap does not change: every key moved by the same amount
        }
    }

    /**
     * The max-min fair allocation after flows started or ended, computed on as few links as it takes,
     * and the groups' levels, members and events brought to match.
     * <p>
     * Progressive filling on a set R of links (the links whose share if all their flows rose together,
     * capacity / flows, is at most a threshold) gives the max-min fair allocation of the whole network
     * when every flow crosses a link of R and no flow gets more than the threshold: a link outside R then
     * has a share above the threshold, so its flows cannot fill it and it bottlenecks nobody, while every
     * flow has its bottleneck in R. Otherwise the threshold grows. In R, the flows of one pair of links move
     * alike, so the filling counts flows per link and per pair instead of visiting them; a flow whose other
     * link is outside R can only be frozen by its link in R and is never visited at all. Flows are visited
     * only when their pair changes group. The arithmetic of the rates is that of plain progressive filling
     * (the same subtractions in the same order), so the rates are the same to the last bit.
     */
    private void reallocate(double now) {
        if (moving == 0) {
            for (int i = 0; i < prevRCount; i++) {
                settle(prevR[i], now, 0);
            }
            prevRCount = 0;
            newPairs.clear();
            return;
        }
        double theta = share(tHeap[0]);
        long p;
        while (true) {
            p = ++pass;
            double next = collect(theta, p);
            boolean all = next == Double.POSITIVE_INFINITY;
            int covered = 0;
            for (int i = 0; i < rCount; i++) {
                covered += linkFlows[rLinks[i]];
            }
            covered -= internalPairs(p);
            if (covered < moving) {
                theta = Math.max(next, 2 * theta); // some flow crosses no link of R
                continue;
            }
            double maxLevel = fill();
            if (all || maxLevel <= theta) {
                break;
            }
            theta = Math.max(maxLevel, next);
        }
        // groups to now at their old levels, then the pairs that change group, then the new levels
        for (int i = 0; i < prevRCount; i++) {
            sync(prevR[i], now);
        }
        for (int i = 0; i < rCount; i++) {
            sync(rLinks[i], now);
        }
        for (int i = 0; i < internal.size(); i++) {
            Pair q = internal.get(i);
            if (q.group != q.newGroup) {
                move(q, q.newGroup, now);
            }
        }
        for (int i = 0; i < prevRCount; i++) {
            int l = prevR[i];
            if (rMark[l] != p && heapSize[l] > 0) {
                // l bottlenecks nobody now: its pairs go to their other link, which is in R
                for (int k = partnerCount[l] - 1; k >= 0; k--) {
                    Pair q = partners[l][k];
                    work++;
                    if (q.group == l) {
                        move(q, q.up == l ? q.down : q.up, now);
                    }
                }
            }
        }
        for (int i = 0; i < newPairs.size(); i++) {
            Pair q = newPairs.get(i);
            if (q.count > 0 && q.group < 0) {
                move(q, rMark[q.up] == p ? q.up : q.down, now);
            }
        }
        newPairs.clear();
        for (int i = 0; i < prevRCount; i++) {
            int l = prevR[i];
            if (rMark[l] != p) {
                settle(l, now, 0);
            }
        }
        for (int i = 0; i < rCount; i++) {
            int l = rLinks[i];
            settle(l, now, Double.isNaN(froze[l]) ? 0 : froze[l]);
        }
        int[] t = prevR;
        prevR = rLinks;
        rLinks = t;
        prevRCount = rCount;
    }

    /** Sets a group's level and makes its calendar event match its head (none when it is empty). */
    private void settle(int g, double now, double newLevel) {
        level[g] = newLevel;
        if (heapSize[g] == 0) {
            if (groupHandle[g] >= 0) {
                sim.cancel(groupHandle[g]);
                groupHandle[g] = -1;
            }
            scheduledHead[g] = null;
            served[g] = 0;
            stamp[g] = now;
            return;
        }
        Flow h = heap[g][0];
        if (groupHandle[g] >= 0 && scheduledHead[g] == h && scheduledLevel[g] == newLevel) {
            return;
        }
        work++;
        scheduledHead[g] = h;
        scheduledLevel[g] = newLevel;
        double end = now + remaining(g, h, now) / newLevel;
        if (groupHandle[g] >= 0) {
            sim.reschedule(groupHandle[g], end);
        } else {
            groupHandle[g] = sim.schedule(end, groupEvents, g);
        }
    }

    /** Moves every flow of a pair to group g (whose clock is at now). */
    private void move(Pair q, int g, double now) {
        int from = q.group;
        for (int i = 0; i < q.count; i++) {
            Flow f = q.flows[i];
            work++;
            if (from >= 0) {
                heapRemove(from, f);
                f.rem0 -= served[from] - f.served0;
            }
            f.served0 = served[g];
            heapInsert(g, f);
        }
        q.group = g;
    }

    /**
     * R: the links whose share capacity / flows is at most theta, into rLinks (by index), marked with p.
     *
     * @return the smallest share above theta, +infinity when every link with flows is in R
     */
    private double collect(double theta, long p) {
        rCount = 0;
        double next = Double.POSITIVE_INFINITY;
        int top = 0;
        stack[top++] = 0;
        while (top > 0) {
            int i = stack[--top];
            int l = tHeap[i];
            double s = share(l);
            work++;
            if (s > theta) {
                next = Math.min(next, s);
                continue;
            }
            rLinks[rCount++] = l;
            rMark[l] = p;
            int c = 2 * i + 1;
            if (c < tSize) {
                stack[top++] = c;
            }
            if (c + 1 < tSize) {
                stack[top++] = c + 1;
            }
        }
        Arrays.sort(rLinks, 0, rCount);
        return next;
    }

    /**
     * The pairs with both links in R, into internal.
     *
     * @return the flows they carry
     */
    private int internalPairs(long p) {
        internal.clear();
        int downs = 0;
        for (int i = 0; i < rCount; i++) {
            downs += rLinks[i] & 1;
        }
        int flows = 0;
        for (int i = 0; i < rCount; i++) {
            int u = rLinks[i];
            if ((u & 1) != 0) {
                continue;
            }
            if (partnerCount[u] <= downs) {
                for (int k = 0; k < partnerCount[u]; k++) {
                    Pair q = partners[u][k];
                    work++;
                    if (rMark[q.down] == p) {
                        internal.add(q);
                        flows += q.count;
                    }
                }
            } else {
                for (int j = 0; j < rCount; j++) {
                    int d = rLinks[j];
                    if ((d & 1) != 0) {
                        work++;
                        Pair q = pairs.get(u, d);
                        if (q != null) {
                            internal.add(q);
                            flows += q.count;
                        }
                    }
                }
            }
        }
        return flows;
    }

    /**
     * Progressive filling on R: all rates grow together; a link that fills up freezes its flows at its
     * share (ties: the lowest link). Sets froze[l] (NaN for a link that froze nobody) and each internal
     * pair's newGroup.
     *
     * @return the highest rate given
     */
    private double fill() {
        for (int i = 0; i < rCount; i++) {
            int l = rLinks[i];
            remainingCapacity[l] = capacity[l];
            unfrozen[l] = linkFlows[l];
            froze[l] = Double.NaN;
        }
        for (int i = 0; i < internal.size(); i++) {
            internal.get(i).newGroup = -1;
        }
        double maxLevel = 0;
        while (true) {
            int bottleneck = -1;
            double share = Double.POSITIVE_INFINITY;
            for (int i = 0; i < rCount; i++) {
                int l = rLinks[i];
                work++;
                if (unfrozen[l] > 0) {
                    double s = remainingCapacity[l] / unfrozen[l];
                    if (s < share) {
                        share = s;
                        bottleneck = l;
                    }
                }
            }
            if (bottleneck < 0) {
                return maxLevel;
            }
            froze[bottleneck] = share;
            maxLevel = Math.max(maxLevel, share);
            for (int i = 0; i < internal.size(); i++) {
                Pair q = internal.get(i);
                work++;
                if (q.newGroup < 0 && (q.up == bottleneck || q.down == bottleneck)) {
                    q.newGroup = bottleneck;
                    int other = q.up == bottleneck ? q.down : q.up;
                    for (int k = 0; k < q.count; k++) {
                        remainingCapacity[other] = Math.max(0, remainingCapacity[other] - share);
                    }
                    unfrozen[other] -= q.count;
                }
            }
            unfrozen[bottleneck] = 0;
        }
    }

    // ---- links

    private double share(int l) {
        return capacity[l] / linkFlows[l];
    }

    private void linkGains(int l, double now) {
        if (linkFlows[l]++ == 0) {
            busySince[l] = now;
            int i = tSize++;
            tHeap[i] = l;
            tPos[l] = i;
            tUp(i);
        } else {
            tDown(tPos[l]); // its share went down: it moves towards the root
        }
    }

    private void linkLoses(int l, double now) {
        if (--linkFlows[l] == 0) {
            linkBusy[l] += now - busySince[l];
            int i = tPos[l];
            tPos[l] = -1;
            int last = tHeap[--tSize];
            if (i < tSize) {
                tHeap[i] = last;
                tPos[last] = i;
                tUp(i);
                tDown(tPos[last]);
            }
        } else {
            tDown(tPos[l]);
        }
    }

    /** Whether link a comes before link b in the share heap: smaller share, then lower index. */
    private boolean tBefore(int a, int b) {
        double sa = share(a);
        double sb = share(b);
        return sa < sb || sa == sb && a < b;
    }

    private void tUp(int i) {
        int l = tHeap[i];
        while (i > 0) {
            int parent = (i - 1) >> 1;
            int pl = tHeap[parent];
            if (!tBefore(l, pl)) {
                break;
            }
            tHeap[i] = pl;
            tPos[pl] = i;
            i = parent;
        }
        tHeap[i] = l;
        tPos[l] = i;
    }

    /** Restores the heap around position i in either direction. */
    private void tDown(int i) {
        tUp(i);
        i = tPos[tHeap[i]];
        int l = tHeap[i];
        while (true) {
            int c = 2 * i + 1;
            if (c >= tSize) {
                break;
            }
            if (c + 1 < tSize && tBefore(tHeap[c + 1], tHeap[c])) {
                c++;
            }
            int cl = tHeap[c];
            if (!tBefore(cl, l)) {
                break;
            }
            tHeap[i] = cl;
            tPos[cl] = i;
            i = c;
        }
        tHeap[i] = l;
        tPos[l] = i;
    }

    private int addPartner(int l, Pair q) {
        if (partnerCount[l] == partners[l].length) {
            partners[l] = Arrays.copyOf(partners[l], 2 * partnerCount[l]);
        }
        partners[l][partnerCount[l]] = q;
        return partnerCount[l]++;
    }

    private void removePartner(int l, int index) {
        Pair last = partners[l][--partnerCount[l]];
        partners[l][partnerCount[l]] = null;
        if (index < partnerCount[l]) {
            partners[l][index] = last;
            if (last.up == l) {
                last.indexUp = index;
            } else {
                last.indexDown = index;
            }
        }
    }

    // ---- group heaps, by virtual finish (served0 + rem0), then start order

    private static boolean before(Flow a, Flow b) {
        double ka = a.served0 + a.rem0;
        double kb = b.served0 + b.rem0;
        return ka < kb || ka == kb && a.seq < b.seq;
    }

    private void heapInsert(int g, Flow f) {
        if (heapSize[g] == heap[g].length) {
            heap[g] = Arrays.copyOf(heap[g], 2 * heapSize[g]);
        }
        int i = heapSize[g]++;
        heap[g][i] = f;
        f.heapIndex = i;
        heapUp(g, i);
    }

    private Flow heapPoll(int g) {
        Flow top = heap[g][0];
        heapRemove(g, top);
        return top;
    }

    private void heapRemove(int g, Flow f) {
        Flow[] h = heap[g];
        int i = f.heapIndex;
        int last = --heapSize[g];
        Flow l = h[last];
        h[last] = null;
        f.heapIndex = -1;
        if (i < last) {
            h[i] = l;
            l.heapIndex = i;
            heapUp(g, i);
            heapDown(g, l.heapIndex);
        }
    }

    private void heapUp(int g, int i) {
        Flow[] h = heap[g];
        Flow f = h[i];
        while (i > 0) {
            int parent = (i - 1) >> 1;
            if (!before(f, h[parent])) {
                break;
            }
            h[i] = h[parent];
            h[i].heapIndex = i;
            i = parent;
        }
        h[i] = f;
        f.heapIndex = i;
    }

    private void heapDown(int g, int i) {
        Flow[] h = heap[g];
        int n = heapSize[g];
        Flow f = h[i];
        while (true) {
            int c = 2 * i + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && before(h[c + 1], h[c])) {
                c++;
            }
            if (!before(h[c], f)) {
                break;
            }
            h[i] = h[c];
            h[i].heapIndex = i;
            i = c;
        }
        h[i] = f;
        f.heapIndex = i;
    }

    /**
     * Units of work the rate allocation has done so far: links and pairs looked at, flows moved between
     * groups, calendar events set. For tests that check the allocation stays incremental.
     */
    long solverWork() {
        return work;
    }

    /** The rate a message is moving at now, in bytes per second (0 while it waits its latency or after it arrived). */
    double rateBytesPerSecond(Transfer transfer) {
        for (int i = 0; i < prevRCount; i++) {
            int g = prevR[i];
            for (int k = 0; k < heapSize[g]; k++) {
                if (heap[g][k].transfer == transfer) {
                    return level[g];
                }
            }
        }
        return 0;
    }

    /** Flows moving bytes now. */
    public int flowsMoving() {
        return moving;
    }

    /** Time during which at least one flow was moving bytes, up to now, in seconds. */
    @Override
    public double busySeconds() {
        return busy + (moving == 0 || sim == null ? 0 : sim.now() - busySinceAll);
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
        return linkBusy[l] + (linkFlows[l] > 0 ? sim.now() - busySince[l] : 0);
    }

    /** The calendar events of the groups: the tag is the group's link. */
    private final class GroupEvents implements EventHandler {
        @Override
        public void handleEvent(int tag) {
            groupDone(tag);
        }
    }

    /** The flows between one uplink and one downlink: they always move at the same rate, in the same group. */
    private static final class Pair {
        final int up;
        final int down;
        Flow[] flows = new Flow[1];
        int count;
        /** The link whose group holds the flows, -1 before the first allocation. */
        int group = -1;
        int newGroup;
        int indexUp;
        int indexDown;

        Pair(int up, int down) {
            this.up = up;
            this.down = down;
        }

        void add(Flow f) {
            if (count == flows.length) {
                flows = Arrays.copyOf(flows, 2 * count);
            }
            f.pair = this;
            f.pairIndex = count;
            flows[count++] = f;
        }

        void remove(Flow f) {
            Flow last = flows[--count];
            flows[count] = null;
            if (f.pairIndex < count) {
                flows[f.pairIndex] = last;
                last.pairIndex = f.pairIndex;
            }
        }
    }

    /** One message through the switch. */
    private final class Flow implements EventHandler {
        final Transfer transfer;
        final int uplink;
        final int downlink;
        final double bytes;
        long seq;
        Pair pair;
        int pairIndex;
        int heapIndex = -1;
        /** Bytes left when the flow joined its group's clock, and that clock's served bytes then. */
        double rem0;
        double served0;
        long handle = -1;

        Flow(Transfer transfer, int uplink, int downlink) {
            this.transfer = transfer;
            this.uplink = uplink;
            this.downlink = downlink;
            this.bytes = transfer.bytes();
        }

        @Override
        public void handleEvent(int tag) {
            start(this);
        }
    }
}
