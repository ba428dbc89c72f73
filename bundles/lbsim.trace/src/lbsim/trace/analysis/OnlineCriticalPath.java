package lbsim.trace.analysis;

import java.util.Arrays;
import java.util.List;

/**
 * The totals of {@link CriticalPath} computed while the run goes (issue 32), so that a result folder's summary.json
 * needs no pass over the trace file: fed every state interval and message in the order the simulator records them
 * (an interval when it ends, a message when it is received), it builds, forward, the positions the backward walk of
 * {@link CriticalPath} can reach, each pointing to the position the walk goes to next with the segment between them.
 * At the end the walk's start (the task whose last interval ends last, at the run end) is such a position, and the
 * totals are the sums over its chain, made in time order as {@link CriticalPath#totals} makes them: the same figures
 * to the last bit.
 * <p>
 * <b>Positions.</b> Task T at time t: with i T's last interval of positive length that starts before t, an idle
 * segment [e_i, t] then T at e_i when e_i &lt; t; the end of i when e_i = t; a part [s_i, t] of i then T at s_i
 * when e_i &gt; t; an idle segment from 0 (or nothing at 0) when t is at or before T's first busy start. The end of
 * interval i: for a blocked interval ended by a message (the rule of {@link Blocking}) from another task injected no
 * later, the message's segment then its sender at the injection; otherwise the interval then T at its start.
 * <p>
 * <b>When it cannot be sure it says so</b> ({@link #result} is null, and the caller reads the trace back): records
 * out of time order on a task, a spawn (the walk's crossing to a parent needs the whole trace), a blocked interval
 * whose ending message came after it was decided, a position older than what is kept, a cycle of crossings at one
 * instant (the walk bounds those), or a chain that could not be cut for {@value #GIVE_UP} positions.
 * <p>
 * <b>Memory.</b> Per task, its intervals of the last few message latencies; the chains since the last cut. Every
 * {@value #COMMIT_EVERY} positions (or more, with many tasks) the common ancestor of every position still reachable is
 * found, the chain up to it is added into the totals and cut off, so a long run keeps no more than a short one.
 * Nothing is allocated per record: positions, intervals and the messages waiting in a task's inbox live in primitive
 * arrays addressed by int handles. An interval's slot is reused once the interval is dropped from its task's ring;
 * after every cut the positions still reachable (from the kept intervals back to the cut) are moved to the front of
 * their arrays, in the order they were made, so that those hold the positions made since the last cut and the ones
 * still reachable, as the object graph of earlier versions did (the same bound). The arrays grow when full (the
 * positions' by half, the others double) and never shrink.
 * <p>
 * Not thread-safe: one analysis per run, fed from the thread that records.
 */
public final class OnlineCriticalPath implements lbsim.core.trace.TraceSink {

    static final int COMMIT_EVERY = 1 << 16;
    static final int GIVE_UP = 1 << 21;

    private static final byte MESSAGE = 0;
    private static final byte WORK = 1;
    private static final byte WAITING = 2;
    private static final byte NONE = 3;

    private static final int RESOLVED = 4;
    private static final int FOLDED = 8;

    /** No position, interval or message (the handle of null). */
    private static final int NIL = -1;

    // positions of the walk, by handle: the segment that leads to one from its pred (where the walk goes next)
    // (a position's time and segment length side by side, its pred and task side by side: one made touches few lines)
    /** Position n's time at [2n], the length of the segment that leads to it at [2n + 1], seconds. */
    private double[] nTD = new double[2048];
    /** Position n's pred (NIL: none) at [2n], the task of its segment at [2n + 1]. */
    private int[] nPT = new int[2048];
    /** Position n's flag (MESSAGE, WORK, WAITING, NONE) in bits 0-1, RESOLVED, FOLDED. */
    private byte[] nBits = new byte[1024];
    /** Bit n: position n was met already ({@link #commit}, {@link #compact}; cleared before each). */
    private long[] marks = new long[16];
    /** The positions in use are [0, nodes). */
    private int nodes;
    /** For each word of {@link #marks}, how many positions the words before it mark (scratch of {@link #compact}). */
    private int[] keptBefore = new int[16];

    // intervals of positive length of the tasks, by handle, with their start and end positions
    private double[] xS = new double[256];
    private double[] xE = new double[256];
    private int[] xState = new int[256];
    private int[] xTask = new int[256];
    private int[] xStart = new int[256];
    private int[] xEnd = new int[256];
    /** For a blocked interval: whether the task's next interval is known, and the end of the receive that follows. */
    private boolean[] xNextKnown = new boolean[256];
    private double[] xReceivedAt = new double[256];
    /** The ending message once looked for (while the decision waits for the sender's intervals), and whether it was. */
    private boolean[] xLooked = new boolean[256];
    private boolean[] xHasEnding = new boolean[256];
    private int[] xEndingId = new int[256];
    private int[] xEndingSource = new int[256];
    private double[] xEndingInjected = new double[256];
    /** The interval handles never used are [intervals, capacity); dropped ones are reused, last dropped first. */
    private int intervals;
    private int[] freeIntervals = new int[64];
    private int free;

    /** A task's kept intervals, oldest first (a ring of interval handles). */
    private static final class Ring {
        int[] a = new int[8];
        int head;
        int n;
    }

    /** The messages to a task that may still end one of its blocked intervals, side by side. */
    private static final class Inbox {
        int n;
        /** Message i's id at [2i], its source at [2i + 1]. */
        int[] ids = new int[16];
        /** Message i's injection at [3i], delivery at [3i + 1], receipt at [3i + 2] (NaN: never received). */
        double[] times = new double[24];

        void add(int id, int source, double injected, double delivered, double received) {
            if (n == ids.length / 2) {
                ids = Arrays.copyOf(ids, 2 * ids.length);
                times = Arrays.copyOf(times, 2 * times.length);
            }
            ids[2 * n] = id;
            ids[2 * n + 1] = source;
            times[3 * n] = injected;
            times[3 * n + 1] = delivered;
            times[3 * n + 2] = received;
            n++;
        }

        int id(int i) {
            return ids[2 * i];
        }

        double delivered(int i) {
            return times[3 * i + 1];
        }

        double received(int i) {
            return times[3 * i + 2];
        }

        void move(int from, int to) {
            ids[2 * to] = ids[2 * from];
            ids[2 * to + 1] = ids[2 * from + 1];
            times[3 * to] = times[3 * from];
            times[3 * to + 1] = times[3 * from + 1];
            times[3 * to + 2] = times[3 * from + 2];
        }
    }

    private final int blocked;
    private final int receive;
    private final int spawn;
    private boolean unsure;
    private String why;
    private boolean finishing;
    private boolean sawSpawn;

    private Ring[] rings = new Ring[0];
    private double[] cover = new double[0];
    private double[] firstStart = new double[0];
    private double[] lastEnd = new double[0];
    /** The blocked interval of each task waiting to know the task's next interval, or NIL. */
    private int[] awaitingNext = new int[0];
    /** The size of a task's inbox above which the messages that can end nothing more are dropped. */
    private int[] inboxLimit = new int[0];
    private Inbox[] inbox = new Inbox[0];
    private int tasks;
    /** One more than the highest task handle recorded. */
    private int taskEnd;

    /** The blocked intervals waiting to be decided, oldest first: a ring of interval handles. */
    private int[] pending = new int[64];
    private int pendingHead;
    private int pendingN;
    /**
     * The oldest pending interval's sender and injection time when its decision waits for that task's intervals to
     * reach it (NIL: it does not), so that it is not tried again before.
     */
    private int waitTask = NIL;
    private double waitTime;
    /** Blocked intervals ended by a message never received, if any: decided at the end. */
    private int[] atFinish = new int[8];
    private int atFinishN;

    private double watermark = Double.NEGATIVE_INFINITY;
    private double maxLatency;
    private long created;
    private long commitAt = COMMIT_EVERY;
    /** The heap of {@link #commit} (position handles, latest first) and the chain of {@link #fold}: scratch. */
    private int[] heap = new int[0];
    private int[] chain = new int[64];

    // the totals of the chain cut off so far
    private int cut = NIL;
    private double[] taskSeconds = new double[0];
    private double messageSeconds;
    private double waitingSeconds;
    private long segments;
    /** How many times the chain was cut off (for tests: the memory bound at work). */
    int cuts;
    /** How many times the positions were compacted, and how many interval slots were reused (for tests). */
    int compactions;
    long reusedIntervals;
    private long made;

    /**
     * An analysis for a trace of these state names (the handles of "blocked", "receive" and "spawn" are looked up by
     * name, as {@link CriticalPath} does).
     */
    public OnlineCriticalPath(List<String> stateNames) {
        blocked = stateNames.indexOf("blocked");
        receive = stateNames.indexOf("receive");
        spawn = stateNames.indexOf("spawn");
    }

    /** For tests: the slots of positions and of intervals (the memory bound), and the positions made in them. */
    int positionCapacity() {
        return nBits.length;
    }

    int intervalCapacity() {
        return xS.length;
    }

    long positionsMade() {
        return made;
    }

    /** Why the last {@link #result} was null (for tests and diagnostics), or null. */
    public String whyNot() {
        return why;
    }

    private void giveUp(String reason) {
        if (!unsure) {
            unsure = true;
            why = reason;
            rings = new Ring[0];
            inbox = new Inbox[0];
            pendingN = 0;
            atFinishN = 0;
            cut = NIL;
            awaitingNext = new int[0];
        }
    }

    private void grow(int task) {
        if (task >= taskEnd) {
            taskEnd = task + 1;
        }
        if (task < tasks) {
            return;
        }
        int n = Math.max(task + 1, tasks * 2);
        rings = Arrays.copyOf(rings, n);
        cover = Arrays.copyOf(cover, n);
        firstStart = Arrays.copyOf(firstStart, n);
        lastEnd = Arrays.copyOf(lastEnd, n);
        awaitingNext = Arrays.copyOf(awaitingNext, n);
        inboxLimit = Arrays.copyOf(inboxLimit, n);
        inbox = Arrays.copyOf(inbox, n);
        for (int t = tasks; t < n; t++) {
            inboxLimit[t] = 64;
            rings[t] = new Ring();
            cover[t] = Double.NEGATIVE_INFINITY;
            firstStart[t] = Double.POSITIVE_INFINITY;
            lastEnd[t] = Double.NEGATIVE_INFINITY;
            awaitingNext[t] = NIL;
            inbox[t] = new Inbox();
        }
        tasks = n;
    }

    /** A state interval, in the order the simulator records them. */
    @Override
    public void state(int task, int state, double s, double e) {
        if (unsure) {
            return;
        }
        if (task >= taskEnd) { // (the hot paths here are kept small, so that the compiler inlines them)
            grow(task);
        }
        if (!(e >= s) || s < cover[task]) {
            giveUp("interval of task " + task + " [" + s + ", " + e + "] out of order");
            return;
        }
        if (state == spawn) {
            sawSpawn = true;
        }
        if (inbox[task].n > inboxLimit[task]) {
            dropDelivered(task, s);
        }
        int waiting = awaitingNext[task];
        if (waiting != NIL) { // the interval right after a blocked one: the receive that ends it, if it is one
            awaitingNext[task] = NIL;
            xNextKnown[waiting] = true;
            if (s == xE[waiting] && (receive < 0 || state == receive)) {
                xReceivedAt[waiting] = e;
            }
        }
        cover[task] = e;
        if (e > lastEnd[task]) {
            lastEnd[task] = e;
        }
        if (e > s) {
            if (s < firstStart[task]) {
                firstStart[task] = s;
            }
            int start = position(task, s, true);
            if (unsure) {
                return;
            }
            int x = newInterval(s, e, state, task);
            xStart[x] = start;
            if (state == blocked) {
                int end = nodes; // a new position, not resolved (newNode written out)
                if (end == nBits.length) {
                    growNodes();
                }
                nodes = end + 1;
                made++;
                nTD[2 * end] = e;
                nTD[2 * end + 1] = 0;
                nPT[2 * end] = NIL;
                nPT[2 * end + 1] = task;
                nBits[end] = NONE;
                xEnd[x] = end;
                awaitingNext[task] = x;
                if (pendingN == pending.length) {
                    growPending();
                }
                pending[(pendingHead + pendingN) & (pending.length - 1)] = x;
                pendingN++;
            } else {
                int end = nodes; // node(start, e, e - s, task, WORK) written out
                if (end == nBits.length) {
                    growNodes();
                }
                nodes = end + 1;
                made++;
                created++;
                nTD[2 * end] = e;
                nTD[2 * end + 1] = e - s;
                nPT[2 * end] = start;
                nPT[2 * end + 1] = task;
                nBits[end] = WORK | RESOLVED;
                xEnd[x] = end;
            }
            Ring r = rings[task];
            add(r, x);
            prune(r);
        }
        advance(e);
    }

    /**
     * A message delivered before s (the start of task's interval being recorded) can only end a blocked interval
     * recorded already: keeps those that one still waiting to be decided ends (a task that is never blocked would
     * gather them all).
     */
    private void dropDelivered(int task, double s) {
        Inbox in = inbox[task];
        int kept = 0;
        for (int i = 0, size = in.n; i < size; i++) {
            double delivered = in.delivered(i);
            if (delivered >= s || awaits(task, delivered)) {
                in.move(i, kept++);
            }
        }
        in.n = kept;
        inboxLimit[task] = Math.max(64, 2 * kept);
    }

    /** A message, when it is received (or, never received, when the run ends). */
    @Override
    public void message(int id, int source, int destination, int tag, long bytes, double sendStart, double injected,
            double delivered, double received) {
        if (unsure) {
            return;
        }
        int highest = Math.max(source, destination);
        if (highest >= taskEnd) {
            grow(highest);
        }
        double last = !Double.isNaN(received) ? received : delivered;
        if (!Double.isNaN(delivered)) {
            if (!Double.isNaN(injected)) {
                maxLatency = Math.max(maxLatency, last - injected);
            }
            if (!Double.isNaN(received) && received < watermark) {
                // recorded after a later record: it may end a blocked interval already decided (one is decided once a
                // record later than the end of the receive that follows it has come)
                Ring r = rings[destination];
                int k = endingAt(r, delivered);
                if (k >= 0) {
                    int x = get(r, k);
                    if (xState[x] == blocked && xLooked[x] && received == xReceivedAt[x]
                            && (!xHasEnding[x] || id < xEndingId[x])) {
                        giveUp("message " + id + " came after the blocked interval it ends was decided");
                        return;
                    }
                } else if (r.n > 0 && delivered < xE[get(r, 0)]) {
                    giveUp("message " + id + " came late, delivered before the intervals kept of task " + destination);
                    return;
                }
            }
            if (delivered >= cover[destination] || awaits(destination, delivered)) {
                inbox[destination].add(id, source, injected, delivered, received);
            }
        }
        if (!Double.isNaN(last)) {
            advance(last);
        }
    }

    // --- the intervals' slots, rings and the pending queue

    private int newInterval(double s, double e, int state, int task) {
        int x;
        if (free > 0) {
            x = freeIntervals[--free];
            reusedIntervals++;
        } else {
            if (intervals == xS.length) {
                growIntervals();
            }
            x = intervals++;
        }
        xS[x] = s;
        xE[x] = e;
        xState[x] = state;
        xTask[x] = task;
        xNextKnown[x] = false;
        xReceivedAt[x] = Double.NaN;
        xLooked[x] = false;
        xHasEnding[x] = false;
        return x;
    }

    private void growIntervals() {
        int c = 2 * xS.length;
        xS = Arrays.copyOf(xS, c);
        xE = Arrays.copyOf(xE, c);
        xState = Arrays.copyOf(xState, c);
        xTask = Arrays.copyOf(xTask, c);
        xStart = Arrays.copyOf(xStart, c);
        xEnd = Arrays.copyOf(xEnd, c);
        xNextKnown = Arrays.copyOf(xNextKnown, c);
        xReceivedAt = Arrays.copyOf(xReceivedAt, c);
        xLooked = Arrays.copyOf(xLooked, c);
        xHasEnding = Arrays.copyOf(xHasEnding, c);
        xEndingId = Arrays.copyOf(xEndingId, c);
        xEndingSource = Arrays.copyOf(xEndingSource, c);
        xEndingInjected = Arrays.copyOf(xEndingInjected, c);
    }

    private static int get(Ring r, int i) {
        return r.a[(r.head + i) & (r.a.length - 1)];
    }

    private static void add(Ring r, int x) {
        if (r.n == r.a.length) {
            int[] b = new int[r.a.length * 2];
            for (int i = 0; i < r.n; i++) {
                b[i] = get(r, i);
            }
            r.a = b;
            r.head = 0;
        }
        r.a[(r.head + r.n) & (r.a.length - 1)] = x;
        r.n++;
    }

    /** Drops the ring's oldest interval; its slot is reused (nothing else refers to a dropped interval). */
    private void dropFirst(Ring r) {
        int x = r.a[r.head];
        r.head = (r.head + 1) & (r.a.length - 1);
        r.n--;
        if (free == freeIntervals.length) {
            freeIntervals = Arrays.copyOf(freeIntervals, 2 * free);
        }
        freeIntervals[free++] = x;
    }

    /** Index in the ring of the last interval whose start is below t, or -1. */
    private int lastStartBefore(Ring r, double t) {
        int n = r.n;
        if (n > 0 && xS[get(r, n - 1)] < t) {
            return n - 1; // mostly: the task's latest interval
        }
        int lo = 0;
        int hi = n;
        while (lo < hi) {
            int m = (lo + hi) >>> 1;
            if (xS[get(r, m)] < t) {
                lo = m + 1;
            } else {
                hi = m;
            }
        }
        return lo - 1;
    }

    /** Index in the ring of the interval that ends at exactly e, or -1. */
    private int endingAt(Ring r, double e) {
        int n = r.n;
        if (n == 0 || e > xE[get(r, n - 1)]) {
            return -1; // mostly: after the task's latest interval (the ends are in increasing order)
        }
        int lo = 0;
        int hi = n;
        while (lo < hi) {
            int m = (lo + hi) >>> 1;
            if (xE[get(r, m)] < e) {
                lo = m + 1;
            } else {
                hi = m;
            }
        }
        return lo < n && xE[get(r, lo)] == e ? lo : -1;
    }

    private void addPending(int x) {
        if (pendingN == pending.length) {
            growPending();
        }
        pending[(pendingHead + pendingN) & (pending.length - 1)] = x;
        pendingN++;
    }

    private void growPending() {
        int[] b = new int[2 * pendingN];
        for (int i = 0; i < pendingN; i++) {
            b[i] = pending[(pendingHead + i) & (pending.length - 1)];
        }
        pending = b;
        pendingHead = 0;
    }

    private void pollPending() {
        pendingHead = (pendingHead + 1) & (pending.length - 1);
        pendingN--;
    }

    // --- positions

    /** Whether a blocked interval of task t ending at d still waits for its ending message. */
    private boolean awaits(int t, double d) {
        Ring r = rings[t];
        int k = endingAt(r, d);
        if (k < 0) {
            return false;
        }
        int x = get(r, k);
        return xState[x] == blocked && !resolved(xEnd[x]);
    }

    private double time(int n) {
        return nTD[2 * n];
    }

    private int pred(int n) {
        return nPT[2 * n];
    }

    private boolean resolved(int n) {
        return (nBits[n] & RESOLVED) != 0;
    }

    /** A new position, not folded. */
    private int newNode(double time, double d, int pred, int task, int bits) {
        int n = nodes;
        if (n == nBits.length) {
            growNodes();
        }
        nodes = n + 1;
        made++;
        nTD[2 * n] = time;
        nTD[2 * n + 1] = d;
        nPT[2 * n] = pred;
        nPT[2 * n + 1] = task;
        nBits[n] = (byte) bits;
        return n;
    }

    private void growNodes() {
        int c = nBits.length + (nBits.length >> 1);
        nTD = Arrays.copyOf(nTD, 2 * c);
        nPT = Arrays.copyOf(nPT, 2 * c);
        nBits = Arrays.copyOf(nBits, c);
        marks = Arrays.copyOf(marks, (c + 63) >>> 6);
    }

    /** Unmarks every position. */
    private void clearMarks() {
        Arrays.fill(marks, 0, (nodes + 63) >>> 6, 0L);
    }

    /** Marks position n; false when it was marked already. */
    private boolean mark(int n) {
        long bit = 1L << n; // (n mod 64)
        long w = marks[n >>> 6];
        if ((w & bit) != 0) {
            return false;
        }
        marks[n >>> 6] = w | bit;
        return true;
    }

    /** A new resolved position (one more made, for the commits). */
    private int node(int pred, double time, double d, int task, byte flag) {
        created++;
        return newNode(time, d, pred, task, flag | RESOLVED);
    }

    /**
     * The walk at task {@code task}, time {@code t}; NIL (and unsure) when the task's intervals there are not kept,
     * or NIL when not yet all known (unless {@code current}: t is the start of the interval being recorded).
     */
    private int position(int task, double t, boolean current) {
        if (!(t > 0)) {
            return node(NIL, 0, 0, task, NONE);
        }
        if (!current && !finishing && cover[task] < t) {
            return NIL; // not yet known
        }
        if (t <= firstStart[task]) {
            if (sawSpawn) {
                giveUp("a task starts after 0 in a trace with spawns");
                return NIL;
            }
            return node(NIL, t, t, task, WAITING);
        }
        Ring r = rings[task];
        int i = lastStartBefore(r, t);
        if (i < 0) {
            giveUp("task " + task + " at " + t + " s is before the intervals kept");
            return NIL;
        }
        int x = get(r, i);
        double e = xE[x];
        if (e < t) {
            return node(xEnd[x], t, t - e, task, WAITING);
        }
        if (e == t) {
            return xEnd[x];
        }
        return node(xStart[x], t, t - xS[x], task, xState[x] == blocked ? WAITING : WORK);
    }

    /** Drops the intervals no later position can need (those before the last one starting before the horizon). */
    private void prune(Ring r) {
        double horizon = watermark - 4 * maxLatency;
        while (r.n > 1 && xS[get(r, 1)] < horizon && resolved(xEnd[get(r, 0)]) && resolved(xEnd[get(r, 1)])) {
            dropFirst(r);
        }
    }

    private void advance(double time) {
        if (time > watermark) {
            watermark = time;
            if (pendingN > 0) {
                // resolve, unless it would return at once doing nothing: the oldest pending interval's next interval
                // not known, or the receive that follows it not yet over, or its sender's intervals not at the injection
                int x = pending[pendingHead];
                double r = xReceivedAt[x];
                if (finishing || xNextKnown[x]
                        && (r != r || watermark > r && (waitTask == NIL || !(cover[waitTask] < waitTime)))) {
                    resolve();
                }
            }
            if (created >= commitAt && !unsure) {
                commit();
            }
        }
    }

    /** Decides the blocked intervals whose ending message is known, oldest first. */
    private void resolve() {
        while (pendingN > 0 && !unsure) {
            int x = pending[pendingHead];
            int task = xTask[x];
            if (!finishing) {
                if (!xNextKnown[x]) {
                    return;
                }
                if (Double.isNaN(xReceivedAt[x])) { // ended by a message never received, if any: known at the end
                    pollPending();
                    if (atFinishN == atFinish.length) {
                        atFinish = Arrays.copyOf(atFinish, 2 * atFinishN);
                    }
                    atFinish[atFinishN++] = x;
                    continue;
                }
                if (!(watermark > xReceivedAt[x])) {
                    return;
                }
            }
            if (!finishing && waitTask != NIL && cover[waitTask] < waitTime) {
                return; // decide would find the sender's intervals still not known (and do nothing)
            }
            if (!decide(task, x)) {
                return; // waits for the sender's intervals
            }
            waitTask = NIL;
            pollPending();
        }
    }

    /** Decides blocked interval x of task; false when the sender's intervals up to the injection are not known yet. */
    private boolean decide(int task, int x) {
        Inbox in = inbox[task];
        double xe = xE[x];
        if (!xLooked[x]) { // once: a candidate coming later is caught by the check in message
            double receivedAt = xReceivedAt[x];
            boolean never = Double.isNaN(receivedAt);
            boolean has = false;
            int k = 0;
            for (int i = 0, size = in.n; i < size; i++) {
                double received = in.received(i);
                if (in.delivered(i) == xe && (never ? Double.isNaN(received) : received == receivedAt)
                        && (!has || in.id(i) < in.id(k))) {
                    k = i;
                    has = true;
                }
            }
            if (has) {
                xHasEnding[x] = true;
                xEndingId[x] = in.ids[2 * k];
                xEndingSource[x] = in.ids[2 * k + 1];
                xEndingInjected[x] = in.times[3 * k];
            }
            xLooked[x] = true;
        }
        int pred;
        double d;
        byte flag;
        int segTask;
        if (xHasEnding[x] && xEndingSource[x] != task && xEndingInjected[x] <= xe) {
            double injected = xEndingInjected[x];
            pred = position(xEndingSource[x], injected, false);
            if (unsure) {
                return false;
            }
            if (pred == NIL) {
                waitTask = xEndingSource[x]; // until its intervals reach the injection
                waitTime = injected;
                return false;
            }
            d = xe - injected;
            flag = MESSAGE;
            segTask = xEndingSource[x];
        } else {
            pred = xStart[x];
            d = xe - xS[x];
            flag = WAITING;
            segTask = task;
        }
        int n = xEnd[x];
        nTD[2 * n + 1] = d;
        nPT[2 * n] = pred;
        nPT[2 * n + 1] = segTask;
        nBits[n] = (byte) (flag | RESOLVED); // not folded: not yet reachable from a cut
        created++;
        // a cycle of crossings at one instant: the walk bounds those, this analysis does not follow it
        double time = time(n);
        for (int p = pred; p != NIL && time(p) == time; p = pred(p)) {
            if (p == n) {
                giveUp("a cycle of messages at " + time + " s");
                return false;
            }
            if (!resolved(p)) {
                break;
            }
        }
        // the messages to this task delivered up to this interval's end can end no later interval
        // (never received ones stay: they may end a blocked interval decided at the end)
        int kept = 0;
        for (int i = 0, size = in.n; i < size; i++) {
            if (!(in.delivered(i) <= xe && !Double.isNaN(in.received(i)))) {
                in.move(i, kept++);
            }
        }
        in.n = kept;
        return true;
    }

    // --- cutting the chain off

    /** Cuts off the chain up to the common ancestor of every position still reachable, adding it into the totals. */
    private void commit() {
        int refs = 0;
        for (int t = 0; t < tasks; t++) {
            refs += rings[t].n;
        }
        commitAt = created + Math.max(COMMIT_EVERY, 8L * refs);
        clearMarks();
        // the positions, latest first, in a binary heap with java.util.PriorityQueue's sift-up and sift-down, so that
        // positions of one time come out in the order they did from the PriorityQueue of earlier versions: the same cut
        int size = 0;
        for (int t = 0; t < tasks; t++) {
            Ring r = rings[t];
            for (int i = 0; i < r.n; i++) {
                int x = get(r, i);
                for (int k = 0; k < 2; k++) {
                    int n = k == 0 ? xStart[x] : xEnd[x];
                    if (mark(n)) {
                        size = heapAdd(size, n);
                    }
                }
            }
        }
        long steps = 0;
        int common = NIL;
        while (size > 0) {
            if (size == 1) {
                common = heap[0];
                break;
            }
            int top = heap[0];
            size = heapPoll(size);
            if (!resolved(top)) {
                // a blocked interval not yet decided: whatever it is decided to lead to is a position kept now or one
                // made later from them, so the chains through it meet the others' where those meet
                continue;
            }
            if (pred(top) == NIL || ++steps > 4 * created) {
                break; // another tree: no common ancestor now
            }
            int p = pred(top);
            if (mark(p)) {
                size = heapAdd(size, p);
            }
        }
        if (common == NIL || !resolved(common)) {
            if (created > GIVE_UP) {
                giveUp("the paths did not meet for " + created + " positions");
            }
            return;
        }
        fold(common);
        nPT[2 * common] = NIL;
        nBits[common] |= FOLDED;
        cut = common;
        cuts++;
        created = 0;
        commitAt = Math.max(COMMIT_EVERY, 8L * refs);
        compact();
    }

    /** Adds position n to the heap of {@code size} positions (java.util.PriorityQueue's siftUp); the new size. */
    private int heapAdd(int size, int n) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, Math.max(16, 2 * size));
        }
        int k = size;
        double time = time(n);
        while (k > 0) {
            int parent = (k - 1) >>> 1;
            int e = heap[parent];
            if (Double.compare(time(e), time) >= 0) { // the comparator: later first
                break;
            }
            heap[k] = e;
            k = parent;
        }
        heap[k] = n;
        return size + 1;
    }

    /** Removes the heap's top (java.util.PriorityQueue's poll and siftDown); the new size. */
    private int heapPoll(int size) {
        int n = size - 1;
        int x = heap[n];
        if (n > 0) {
            double time = time(x);
            int k = 0;
            int half = n >>> 1;
            while (k < half) {
                int child = (k << 1) + 1;
                int c = heap[child];
                int right = child + 1;
                if (right < n && Double.compare(time(heap[right]), time(c)) > 0) {
                    c = heap[child = right];
                }
                if (Double.compare(time(c), time) <= 0) {
                    break;
                }
                heap[k] = c;
                k = child;
            }
            heap[k] = x;
        }
        return n;
    }

    /**
     * Moves the positions still reachable (from the kept intervals' start and end, back along the chains to the cut)
     * to the front of the arrays, in the order they were made, and renumbers the handles that refer to them: a kept
     * position's new handle is the number of kept ones before it (marked in the bit set, counted a word at a time).
     * Work in proportion to what is kept, and to what was made since the last time over 64.
     */
    private void compact() {
        // (each loop in a method of its own: compact runs once per cut, so its loops are compiled on stack
        // replacement, and a method holding all four was compiled three times, twice from a loop and once whole)
        markKept();
        int words = (nodes + 63) >>> 6;
        int live = countKept(words);
        moveKept(words);
        renumberKept();
        cut = renumbered(cut);
        nodes = live;
        compactions++;
    }

    /** Marks the positions reachable from the kept intervals' start and end, and the cut. */
    private void markKept() {
        clearMarks();
        for (int t = 0; t < tasks; t++) {
            Ring r = rings[t];
            for (int i = 0; i < r.n; i++) {
                int x = get(r, i);
                keep(xStart[x]);
                keep(xEnd[x]);
            }
        }
        keep(cut);
    }

    /** Counts the kept positions before each word of marks into keptBefore; how many are kept. */
    private int countKept(int words) {
        if (keptBefore.length < words) {
            keptBefore = new int[marks.length];
        }
        int live = 0;
        for (int w = 0; w < words; w++) {
            keptBefore[w] = live;
            live += Long.bitCount(marks[w]);
        }
        return live;
    }

    /**
     * Moves the kept positions to their new handles, in the order they were made: a position's new handle is at most
     * its old one, so each slot is read before anything is moved into it.
     */
    private void moveKept(int words) {
        for (int w = 0; w < words; w++) {
            for (long bits = marks[w]; bits != 0; bits &= bits - 1) {
                int n = (w << 6) + Long.numberOfTrailingZeros(bits);
                int k = renumbered(n);
                int p = pred(n);
                nPT[2 * k] = p == NIL ? NIL : renumbered(p);
                nPT[2 * k + 1] = nPT[2 * n + 1];
                nTD[2 * k] = nTD[2 * n];
                nTD[2 * k + 1] = nTD[2 * n + 1];
                nBits[k] = nBits[n];
            }
        }
    }

    /** Gives the kept intervals' start and end their new handles. */
    private void renumberKept() {
        for (int t = 0; t < tasks; t++) {
            Ring r = rings[t];
            for (int i = 0; i < r.n; i++) {
                int x = get(r, i);
                xStart[x] = renumbered(xStart[x]);
                xEnd[x] = renumbered(xEnd[x]);
            }
        }
    }

    /** Marks n and the positions before it on its chain as kept, up to one marked already. */
    private void keep(int n) {
        for (int p = n; p != NIL && mark(p); p = pred(p)) {
            // marked
        }
    }

    /** The new handle of kept position n in {@link #compact}: how many kept ones were made before it. */
    private int renumbered(int n) {
        int w = n >>> 6;
        return keptBefore[w] + Long.bitCount(marks[w] & ((1L << n) - 1)); // (1L << n: 1 << (n mod 64))
    }

    /** Adds the chain ending at n (back to its root), in time order, into the totals; leaves the folded ones out. */
    private void fold(int n) {
        int length = 0;
        for (int p = n; p != NIL; p = pred(p)) {
            if (length == chain.length) {
                chain = Arrays.copyOf(chain, 2 * length);
            }
            chain[length++] = p;
        }
        for (int i = length - 1; i >= 0; i--) {
            int p = chain[i];
            int bits = nBits[p];
            int flag = bits & 3;
            if ((bits & FOLDED) != 0 || flag == NONE) {
                continue;
            }
            nBits[p] = (byte) (bits | FOLDED);
            segments++;
            double d = nTD[2 * p + 1];
            if (flag == MESSAGE) {
                messageSeconds += d;
            } else {
                int task = nPT[2 * p + 1];
                if (task >= taskSeconds.length) {
                    taskSeconds = Arrays.copyOf(taskSeconds, Math.max(task + 1, 2 * taskSeconds.length));
                }
                taskSeconds[task] += d;
                if (flag == WAITING) {
                    waitingSeconds += d;
                }
            }
        }
    }

    /**
     * The critical path's totals, the same to the last bit as {@link CriticalPath#totals} of the finished trace, or
     * null when this analysis could not be sure of them ({@link #whyNot} says why): read the trace back then.
     *
     * @param taskCount the trace's number of tasks (every task handle recorded is below it)
     */
    public CriticalPath result(int taskCount) {
        if (unsure) {
            return null;
        }
        if (taskEnd > taskCount) {
            giveUp("a task handle beyond " + taskCount);
            return null;
        }
        finishing = true;
        for (int t = 0; t < tasks; t++) {
            if (awaitingNext[t] != NIL) {
                xNextKnown[awaitingNext[t]] = true; // the run ended during the blocked interval
                awaitingNext[t] = NIL;
            }
        }
        for (int i = 0; i < atFinishN && !unsure; i++) {
            addPending(atFinish[i]);
        }
        atFinishN = 0;
        resolve();
        if (unsure) {
            return null;
        }
        if (pendingN > 0) {
            giveUp("blocked intervals left undecided");
            return null;
        }
        int endTask = -1;
        double endAt = 0;
        for (int t = 0; t < tasks; t++) {
            double e = lastEnd[t];
            if (e != Double.NEGATIVE_INFINITY && (endTask < 0 || e > endAt)) {
                endAt = e;
                endTask = t;
            }
        }
        double[] perTask = new double[taskCount];
        if (endTask < 0) {
            return CriticalPath.totalsOf(taskCount, 0, 0, perTask, 0, 0);
        }
        int f = position(endTask, endAt, false);
        if (f == NIL || unsure) {
            giveUp(why == null ? "no position at the run end" : why);
            return null;
        }
        int root = f;
        for (int p = f; p != NIL; p = pred(p)) {
            if (!resolved(p)) {
                giveUp("an undecided blocked interval on the path");
                return null;
            }
            root = p;
        }
        if (cut != NIL && root != cut) {
            giveUp("the path does not go through the part already added");
            return null;
        }
        fold(f);
        System.arraycopy(taskSeconds, 0, perTask, 0, Math.min(taskSeconds.length, taskCount));
        if (segments > Integer.MAX_VALUE) {
            giveUp("a critical path of " + segments + " segments");
            return null;
        }
        return CriticalPath.totalsOf(taskCount, endAt, (int) segments, perTask, messageSeconds, waitingSeconds);
    }
}
