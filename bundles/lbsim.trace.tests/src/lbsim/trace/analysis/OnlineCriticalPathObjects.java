package lbsim.trace.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

/**
 * {@link OnlineCriticalPath} as it was before its positions, intervals and messages went into primitive columns (issue
 * 32): one object per position, interval and message, rings and inboxes as lists. Kept for the tests only, as the
 * reference the columns must equal record for record: the same totals, the same reasons to give up, the same cuts
 * ({@code OnlineCriticalPathColumnsTest}), and as the peer of {@code OnlineCriticalPathBench}.
 */
final class OnlineCriticalPathObjects implements lbsim.core.trace.TraceSink {

    static final int COMMIT_EVERY = 1 << 16;
    static final int GIVE_UP = 1 << 21;

    private static final byte MESSAGE = 0;
    private static final byte WORK = 1;
    private static final byte WAITING = 2;
    private static final byte NONE = 3;

    /** A position of the walk: the segment that leads to it from {@link #pred} (where the walk goes next). */
    static final class Node {
        Node pred;
        final double time;
        double d;
        int task;
        byte flag = NONE;
        boolean resolved = true;
        boolean folded;
        int mark;

        Node(double time) {
            this.time = time;
        }
    }

    /** An interval of positive length of a task, with its start and end positions. */
    private static final class Entry {
        final double s;
        final double e;
        final int state;
        final int task;
        Node end;
        Node start;
        /** For a blocked interval: whether the task's next interval is known, and the end of the receive that follows. */
        boolean nextKnown;
        double receivedAt = Double.NaN;
        int chosen = -1;
        /** The ending message once looked for (while the decision waits for the sender's intervals), and whether it was. */
        Msg ending;
        boolean looked;

        Entry(double s, double e, int state, int task) {
            this.s = s;
            this.e = e;
            this.state = state;
            this.task = task;
        }
    }

    private record Msg(int id, int source, double injected, double delivered, double received) {
    }

    /** A task's kept intervals, oldest first (a ring). */
    private static final class Ring {
        Entry[] a = new Entry[8];
        int head;
        int n;

        Entry get(int i) {
            return a[(head + i) & (a.length - 1)];
        }

        void add(Entry x) {
            if (n == a.length) {
                Entry[] b = new Entry[a.length * 2];
                for (int i = 0; i < n; i++) {
                    b[i] = get(i);
                }
                a = b;
                head = 0;
            }
            a[(head + n) & (a.length - 1)] = x;
            n++;
        }

        void dropFirst() {
            a[head] = null;
            head = (head + 1) & (a.length - 1);
            n--;
        }

        /** Index of the last entry whose start is below t, or -1. */
        int lastStartBefore(double t) {
            if (n > 0 && get(n - 1).s < t) {
                return n - 1; // mostly: the task's latest interval
            }
            int lo = 0;
            int hi = n;
            while (lo < hi) {
                int m = (lo + hi) >>> 1;
                if (get(m).s < t) {
                    lo = m + 1;
                } else {
                    hi = m;
                }
            }
            return lo - 1;
        }

        /** Index of the entry that ends at exactly e, or -1. */
        int endingAt(double e) {
            int lo = 0;
            int hi = n;
            while (lo < hi) {
                int m = (lo + hi) >>> 1;
                if (get(m).e < e) {
                    lo = m + 1;
                } else {
                    hi = m;
                }
            }
            return lo < n && get(lo).e == e ? lo : -1;
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
    /** The blocked interval of each task waiting to know the task's next interval, or null. */
    private Entry[] awaitingNext = new Entry[0];
    /** The size of a task's inbox above which the messages that can end nothing more are dropped. */
    private int[] inboxLimit = new int[0];
    private List<List<Msg>> inbox = new ArrayList<>();
    private int tasks;
    /** One more than the highest task handle recorded. */
    private int taskEnd;

    private final ArrayDeque<Entry> pending = new ArrayDeque<>();
    private final List<Entry> atFinish = new ArrayList<>();

    private double watermark = Double.NEGATIVE_INFINITY;
    private double maxLatency;
    private long created;
    private long commitAt = COMMIT_EVERY;
    private int epoch;

    // the totals of the chain cut off so far
    private Node cut;
    private double[] taskSeconds = new double[0];
    private double messageSeconds;
    private double waitingSeconds;
    private long segments;
    /** How many times the chain was cut off (for tests: the memory bound at work). */
    int cuts;

    /**
     * An analysis for a trace of these state names (the handles of "blocked", "receive" and "spawn" are looked up by
     * name, as {@link CriticalPath} does).
     */
    OnlineCriticalPathObjects(List<String> stateNames) {
        blocked = stateNames.indexOf("blocked");
        receive = stateNames.indexOf("receive");
        spawn = stateNames.indexOf("spawn");
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
            inbox = new ArrayList<>();
            pending.clear();
            atFinish.clear();
            cut = null;
            awaitingNext = new Entry[0];
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
        for (int t = tasks; t < n; t++) {
            inboxLimit[t] = 64;
            rings[t] = new Ring();
            cover[t] = Double.NEGATIVE_INFINITY;
            firstStart[t] = Double.POSITIVE_INFINITY;
            lastEnd[t] = Double.NEGATIVE_INFINITY;
            inbox.add(new ArrayList<>());
        }
        tasks = n;
    }

    /** A state interval, in the order the simulator records them. */
    @Override
    public void state(int task, int state, double s, double e) {
        if (unsure) {
            return;
        }
        grow(task);
        if (!(e >= s) || s < cover[task]) {
            giveUp("interval of task " + task + " [" + s + ", " + e + "] out of order");
            return;
        }
        if (state == spawn) {
            sawSpawn = true;
        }
        List<Msg> in = inbox.get(task);
        if (in.size() > inboxLimit[task]) {
            // a message delivered before this interval's start can only end a blocked interval recorded already: keep
            // those that one still waiting to be decided ends (a task that is never blocked would gather them all)
            int kept = 0;
            for (int i = 0, size = in.size(); i < size; i++) {
                Msg m = in.get(i);
                if (m.delivered >= s || awaits(task, m.delivered)) {
                    in.set(kept++, m);
                }
            }
            for (int i = in.size() - 1; i >= kept; i--) {
                in.remove(i);
            }
            inboxLimit[task] = Math.max(64, 2 * kept);
        }
        Entry waiting = awaitingNext[task];
        if (waiting != null) { // the interval right after a blocked one: the receive that ends it, if it is one
            awaitingNext[task] = null;
            waiting.nextKnown = true;
            if (s == waiting.e && (receive < 0 || state == receive)) {
                waiting.receivedAt = e;
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
            Entry x = new Entry(s, e, state, task);
            x.start = position(task, s, true);
            if (unsure) {
                return;
            }
            if (state == blocked) {
                x.end = new Node(e);
                x.end.resolved = false;
                x.end.task = task;
                awaitingNext[task] = x;
                pending.add(x);
            } else {
                x.end = node(x.start, e, e - s, task, WORK);
            }
            Ring r = rings[task];
            r.add(x);
            prune(r);
        }
        advance(e);
    }

    /** A message, when it is received (or, never received, when the run ends). */
    @Override
    public void message(int id, int source, int destination, int tag, long bytes, double sendStart, double injected,
            double delivered, double received) {
        if (unsure) {
            return;
        }
        grow(Math.max(source, destination));
        double last = !Double.isNaN(received) ? received : delivered;
        if (!Double.isNaN(delivered)) {
            if (!Double.isNaN(injected)) {
                maxLatency = Math.max(maxLatency, last - injected);
            }
            if (!Double.isNaN(received) && received < watermark) {
                // recorded after a later record: it may end a blocked interval already decided (one is decided once a
                // record later than the end of the receive that follows it has come)
                Ring r = rings[destination];
                int k = r.endingAt(delivered);
                if (k >= 0) {
                    Entry x = r.get(k);
                    if (x.state == blocked && x.looked && received == x.receivedAt && (x.ending == null || id < x.ending.id)) {
                        giveUp("message " + id + " came after the blocked interval it ends was decided");
                        return;
                    }
                } else if (r.n > 0 && delivered < r.get(0).e) {
                    giveUp("message " + id + " came late, delivered before the intervals kept of task " + destination);
                    return;
                }
            }
            if (delivered >= cover[destination] || awaits(destination, delivered)) {
                inbox.get(destination).add(new Msg(id, source, injected, delivered, received));
            }
        }
        if (!Double.isNaN(last)) {
            advance(last);
        }
    }

    /** Whether a blocked interval of task t ending at d still waits for its ending message. */
    private boolean awaits(int t, double d) {
        Ring r = rings[t];
        int k = r.endingAt(d);
        return k >= 0 && r.get(k).state == blocked && !r.get(k).end.resolved;
    }

    private Node node(Node pred, double time, double d, int task, byte flag) {
        Node n = new Node(time);
        n.pred = pred;
        n.d = d;
        n.task = task;
        n.flag = flag;
        created++;
        return n;
    }

    /**
     * The walk at task {@code task}, time {@code t}; null (and unsure) when the task's intervals there are not kept,
     * or not yet all known (unless {@code current}: t is the start of the interval being recorded).
     */
    private Node position(int task, double t, boolean current) {
        if (!(t > 0)) {
            return node(null, 0, 0, task, NONE);
        }
        if (!current && !finishing && cover[task] < t) {
            return null; // not yet known
        }
        if (t <= firstStart[task]) {
            if (sawSpawn) {
                giveUp("a task starts after 0 in a trace with spawns");
                return null;
            }
            return node(null, t, t, task, WAITING);
        }
        Ring r = rings[task];
        int i = r.lastStartBefore(t);
        if (i < 0) {
            giveUp("task " + task + " at " + t + " s is before the intervals kept");
            return null;
        }
        Entry x = r.get(i);
        if (x.e < t) {
            return node(x.end, t, t - x.e, task, WAITING);
        }
        if (x.e == t) {
            return x.end;
        }
        return node(x.start, t, t - x.s, task, x.state == blocked ? WAITING : WORK);
    }

    /** Drops the intervals no later position can need (those before the last one starting before the horizon). */
    private void prune(Ring r) {
        double horizon = watermark - 4 * maxLatency;
        while (r.n > 1 && r.get(1).s < horizon && r.get(0).end.resolved && r.get(1).end.resolved) {
            r.dropFirst();
        }
    }

    private void advance(double time) {
        if (time > watermark) {
            watermark = time;
            if (!pending.isEmpty()) {
                resolve();
            }
            if (created >= commitAt && !unsure) {
                commit();
            }
        }
    }

    /** Decides the blocked intervals whose ending message is known, oldest first. */
    private void resolve() {
        while (!pending.isEmpty() && !unsure) {
            Entry x = pending.peek();
            int task = x.task;
            if (!finishing) {
                if (!x.nextKnown) {
                    return;
                }
                if (Double.isNaN(x.receivedAt)) { // ended by a message never received, if any: known at the end
                    pending.poll();
                    atFinish.add(x);
                    continue;
                }
                if (!(watermark > x.receivedAt)) {
                    return;
                }
            }
            if (!decide(task, x)) {
                return; // waits for the sender's intervals
            }
            pending.poll();
        }
    }

    /** Decides blocked interval x of task; false when the sender's intervals up to the injection are not known yet. */
    private boolean decide(int task, Entry x) {
        Msg k = x.ending;
        List<Msg> in = inbox.get(task);
        if (!x.looked) { // once: a candidate coming later is caught by the check in message
            for (Msg m : in) {
                if (m.delivered == x.e && (Double.isNaN(x.receivedAt) ? Double.isNaN(m.received) : m.received == x.receivedAt)
                        && (k == null || m.id < k.id)) {
                    k = m;
                }
            }
            x.ending = k;
            x.looked = true;
        }
        Node pred;
        double d;
        byte flag;
        int segTask;
        if (k != null && k.source != task && k.injected <= x.e) {
            pred = position(k.source, k.injected, false);
            if (unsure) {
                return false;
            }
            if (pred == null) {
                return false;
            }
            d = x.e - k.injected;
            flag = MESSAGE;
            segTask = k.source;
        } else {
            pred = x.start;
            d = x.e - x.s;
            flag = WAITING;
            segTask = task;
        }
        x.chosen = k == null ? -1 : k.id;
        Node n = x.end;
        n.pred = pred;
        n.d = d;
        n.flag = flag;
        n.task = segTask;
        n.resolved = true;
        created++;
        // a cycle of crossings at one instant: the walk bounds those, this analysis does not follow it
        for (Node p = pred; p != null && p.time == n.time; p = p.pred) {
            if (p == n) {
                giveUp("a cycle of messages at " + n.time + " s");
                return false;
            }
            if (!p.resolved) {
                break;
            }
        }
        // the messages to this task delivered up to this interval's end can end no later interval
        // (never received ones stay: they may end a blocked interval decided at the end)
        int kept = 0;
        for (int i = 0, size = in.size(); i < size; i++) {
            Msg m = in.get(i);
            if (!(m.delivered <= x.e && !Double.isNaN(m.received))) {
                in.set(kept++, m);
            }
        }
        for (int i = in.size() - 1; i >= kept; i--) {
            in.remove(i);
        }
        return true;
    }

    /** Cuts off the chain up to the common ancestor of every position still reachable, adding it into the totals. */
    private void commit() {
        int refs = 0;
        for (int t = 0; t < tasks; t++) {
            refs += rings[t].n;
        }
        commitAt = created + Math.max(COMMIT_EVERY, 8L * refs);
        epoch++;
        PriorityQueue<Node> heap = new PriorityQueue<>(Math.max(1, 2 * refs), (a, b) -> Double.compare(b.time, a.time));
        for (int t = 0; t < tasks; t++) {
            Ring r = rings[t];
            for (int i = 0; i < r.n; i++) {
                Entry x = r.get(i);
                for (Node n : new Node[] { x.start, x.end }) {
                    if (n.mark != epoch) {
                        n.mark = epoch;
                        heap.add(n);
                    }
                }
            }
        }
        long steps = 0;
        Node common = null;
        while (!heap.isEmpty()) {
            if (heap.size() == 1) {
                common = heap.peek();
                break;
            }
            Node top = heap.poll();
            if (!top.resolved) {
                // a blocked interval not yet decided: whatever it is decided to lead to is a position kept now or one
                // made later from them, so the chains through it meet the others' where those meet
                continue;
            }
            if (top.pred == null || ++steps > 4 * created) {
                break; // another tree: no common ancestor now
            }
            Node p = top.pred;
            if (p.mark != epoch) {
                p.mark = epoch;
                heap.add(p);
            }
        }
        if (common == null || !common.resolved) {
            if (created > GIVE_UP) {
                giveUp("the paths did not meet for " + created + " positions");
            }
            return;
        }
        fold(common);
        common.pred = null;
        common.folded = true;
        cut = common;
        cuts++;
        created = 0;
        commitAt = Math.max(COMMIT_EVERY, 8L * refs);
    }

    /** Adds the chain ending at n (back to its root), in time order, into the totals; leaves the folded ones out. */
    private void fold(Node n) {
        ArrayList<Node> chain = new ArrayList<>();
        for (Node p = n; p != null; p = p.pred) {
            chain.add(p);
        }
        for (int i = chain.size() - 1; i >= 0; i--) {
            Node p = chain.get(i);
            if (p.folded || p.flag == NONE) {
                continue;
            }
            p.folded = true;
            segments++;
            if (p.flag == MESSAGE) {
                messageSeconds += p.d;
            } else {
                if (p.task >= taskSeconds.length) {
                    taskSeconds = Arrays.copyOf(taskSeconds, Math.max(p.task + 1, 2 * taskSeconds.length));
                }
                taskSeconds[p.task] += p.d;
                if (p.flag == WAITING) {
                    waitingSeconds += p.d;
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
            if (awaitingNext[t] != null) {
                awaitingNext[t].nextKnown = true; // the run ended during the blocked interval
                awaitingNext[t] = null;
            }
        }
        for (int i = 0; i < atFinish.size() && !unsure; i++) {
            pending.add(atFinish.get(i));
        }
        atFinish.clear();
        resolve();
        if (unsure) {
            return null;
        }
        if (!pending.isEmpty()) {
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
        Node f = position(endTask, endAt, false);
        if (f == null || unsure) {
            giveUp(why == null ? "no position at the run end" : why);
            return null;
        }
        Node root = f;
        for (Node p = f; p != null; p = p.pred) {
            if (!p.resolved) {
                giveUp("an undecided blocked interval on the path");
                return null;
            }
            root = p;
        }
        if (cut != null && root != cut) {
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
