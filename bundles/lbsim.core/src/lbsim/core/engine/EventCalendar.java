package lbsim.core.engine;

import java.util.Arrays;

/**
 * The pending events, ordered by time and then by the order they were scheduled in (so events at the
 * same time fire first-scheduled first, deterministically). An event is named by a {@code long} handle
 * that stays valid until the event fires or is cancelled; a stale handle is recognised (its slot's
 * generation has moved on) and ignored, never confused with a newer event. Nothing is allocated per
 * event once the arrays have grown to the largest number of pending events.
 * <p>
 * A calendar queue (R. Brown, "Calendar queues: a fast O(1) priority queue implementation for the
 * simulation event set problem", CACM 31(10), 1988) in primitive arrays. Time is cut into buckets of
 * one width; the <em>virtual bucket</em> of time t is {@code floor(t / width)}, and it lives in bucket
 * {@code vb mod nb} (nb a power of two, so a "year" of nb buckets wraps round). Each bucket is a
 * linked list of slots sorted by time, equal times in scheduling order (a new or rescheduled event goes
 * after every event of equal time). The earliest event is found by walking the buckets from the
 * current virtual bucket until one's head belongs to that very virtual bucket; after a whole year
 * without one, by a direct search over all heads. Each slot keeps the virtual bucket computed when it
 * was linked, so the search never disagrees with the insertion about where an event is.
 * <p>
 * nb follows the number of pending events (doubling above two per bucket, halving below one per two).
 * At every resize the events are re-linked in time order, and the width is chosen by trying widths
 * from 1/16 to 16 mean separations on the earliest half of the events and keeping the one with the
 * fewest buckets walked per poll plus entries walked per insertion (Brown's rule of three separations
 * of the first few dozen events fails on a tight cluster at the front, such as microsecond message
 * latencies before CPU bursts of seconds). The calendar also counts the buckets and entries it walks;
 * when they exceed six per poll it re-buckets with a fresh width, and when that did not help, it checks
 * half as often next time, so a distribution that no width suits pays the O(n log n) re-bucketing
 * rarely. Appending behind a bucket's tail is O(1), so bursts of equal times stay cheap, and buckets
 * are doubly linked, so cancel is O(1).
 * <p>
 * On the hold model this is 2 to 6 times as fast as SSJ's Henriksen list (bench/README.md). Schedule,
 * poll, cancel and reschedule are O(1) expected.
 */
public final class EventCalendar {

    private static final int INITIAL = 64;
    private static final int MIN_BUCKETS = 16;
    /** Fewest events whose separations estimate the width. */
    private static final int SAMPLE = 64;
    /** Buckets and entries walked per poll above which the width is re-estimated. */
    private static final int COST_PER_POLL = 6;
    /** Polls between two checks of the measured cost. */
    private static final int CHECK_EVERY = 4096;
    /** Longest interval between two cost checks, in polls. */
    private static final int CHECK_MAX = 1 << 22;

    // per slot
    private double[] time = new double[INITIAL];
    private long[] vbucket = new long[INITIAL];
    private int[] next = new int[INITIAL];
    /**
     * The entry before each entry of a bucket; not kept up to date for a bucket's head (a poll takes the
     * head without touching its successor), so unlink asks whether a slot is the head first.
     */
    private int[] prev = new int[INITIAL];
    private int[] tag = new int[INITIAL];
    private int[] generation = new int[INITIAL];
    private EventHandler[] handler = new EventHandler[INITIAL];
    private int[] freeSlots = new int[INITIAL];
    private int freeCount;
    private int slotsUsed;

    // buckets
    private int nb = MIN_BUCKETS;
    private int mask = MIN_BUCKETS - 1;
    /** Fewer pending events than this halve the buckets (0 at the fewest buckets). */
    private int shrinkBelow;
    private int[] head = filled(MIN_BUCKETS);
    private int[] tail = filled(MIN_BUCKETS);
    private double width = 1.0;
    private double invWidth = 1.0;
    /** No pending event has a smaller virtual bucket. */
    private long current = Long.MIN_VALUE;
    /** The earliest pending event's slot when known, else -1. */
    private int minSlot = -1;
    private int size;

    // measured cost since the last check
    private int polls;
    private long walked; // empty or later buckets passed over while polling
    private long stepped; // entries passed over while inserting
    private int checkInterval = CHECK_EVERY;
    /** Every bucket and entry walked over, and every slot touched by re-bucketing, since creation. */
    private long work;
    private boolean lastCheckCostly;

    // re-bucketing: the pending events in time order
    private int[] sortSlots = new int[0];
    private double[] sortTimes = new double[0];
    private int[] tmpSlots = new int[0];
    private double[] tmpTimes = new double[0];

    private static int[] filled(int n) {
        int[] a = new int[n];
        Arrays.fill(a, -1);
        return a;
    }

    /** Number of pending events. */
    public int size() {
        return size;
    }

    /** Whether no event is pending. */
    public boolean isEmpty() {
        return size == 0;
    }

    /**
     * Adds an event.
     *
     * @param eventTime virtual time in seconds; must not be NaN
     * @return the handle of the new event
     */
    public long schedule(double eventTime, EventHandler eventHandler, int eventTag) {
        if (Double.isNaN(eventTime)) {
            throw new IllegalArgumentException("event time is NaN");
        }
        return insert(eventTime, eventHandler, eventTag);
    }

    /** {@link #schedule} for a time the caller has already checked is not NaN. */
    long insert(double eventTime, EventHandler eventHandler, int eventTag) {
        if (eventHandler == null) {
            throw new IllegalArgumentException("event handler is null");
        }
        int slot = allocateSlot();
        tag[slot] = eventTag;
        if (handler[slot] != eventHandler) {
            // Usually the slot just freed by the event being handled, which named the same handler: skipping
            // the store skips the garbage collector's write barrier.
            handler[slot] = eventHandler;
        }
        size++;
        link(slot, eventTime);
        if (size > 2 * nb) {
            resize(nb * 2);
        }
        return ((long) generation[slot] << 32) | (slot & 0xffffffffL);
    }

    /**
     * Removes a pending event.
     *
     * @return true if the event was pending; false for a handle that already fired or was cancelled
     */
    public boolean cancel(long handle) {
        int slot = pendingSlot(handle);
        if (slot < 0) {
            return false;
        }
        unlink(slot);
        handler[slot] = null;
        release(slot);
        size--;
        shrinkIfSparse();
        return true;
    }

    /**
     * Moves a pending event to a new time. It is then ordered as if scheduled now: after events already
     * pending at the same time.
     *
     * @return true if the event was pending and was moved; false for a stale handle
     */
    public boolean reschedule(long handle, double newTime) {
        if (Double.isNaN(newTime)) {
            throw new IllegalArgumentException("event time is NaN");
        }
        int slot = pendingSlot(handle);
        if (slot < 0) {
            return false;
        }
        unlink(slot);
        link(slot, newTime);
        return true;
    }

    /** Whether the event with this handle is still pending. */
    public boolean isPending(long handle) {
        return pendingSlot(handle) >= 0;
    }

    /** Time of a pending event; NaN for a stale handle. */
    public double timeOf(long handle) {
        int slot = pendingSlot(handle);
        return slot < 0 ? Double.NaN : time[slot];
    }

    /** Time of the earliest pending event; +infinity when empty. */
    public double peekTime() {
        if (size == 0) {
            return Double.POSITIVE_INFINITY;
        }
        int s = minSlot;
        return time[s >= 0 ? s : findMin()];
    }

    /**
     * Removes the earliest event and hands it to {@code sink}. Package-private: the simulation's loop
     * is the only consumer, so the handler and tag need no holder object. The caller has just called
     * {@link #peekTime()} and found an event, so the calendar is not empty.
     */
    void pollInto(Simulation sink) {
        int s = pollSlot();
        sink.dispatch(time[s], handler[s], tag[s]);
    }

    /**
     * Removes the earliest event (the calendar is not empty) and returns its slot, whose time, handler
     * and tag ({@link #slotTime}, {@link #slotHandler}, {@link #slotTag}) stay readable until the next
     * schedule. Kept small, with the dispatch left to the caller, so that the JIT inlines it into the
     * simulation's loop together with the handler the loop calls.
     */
    int pollSlot() {
        int s = minSlot;
        if (s < 0) {
            s = findMin();
        }
        int b = (int) vbucket[s] & mask;
        int n = next[s];
        head[b] = n;
        if (n < 0) {
            tail[b] = -1;
        }
        minSlot = -1;
        generation[s]++;
        freeSlots[freeCount++] = s;
        size--;
        if (++polls >= checkInterval) {
            checkCost(); // also when a walk ran over the budget: it sets polls to checkInterval
        } else if (size < shrinkBelow) {
            resize(nb / 2);
        }
        return s;
    }

    double slotTime(int s) {
        return time[s];
    }

    EventHandler slotHandler(int s) {
        return handler[s];
    }

    int slotTag(int s) {
        return tag[s];
    }

    /** Brings the next cost check forward to the next poll once this interval's walks exceed its budget. */
    private void overBudget() {
        if (walked + stepped > COST_PER_POLL * (long) checkInterval) {
            polls = Math.max(polls, checkInterval - 1);
        }
    }

    private void shrinkIfSparse() {
        if (size < shrinkBelow) {
            resize(nb / 2);
        }
    }

    /** Puts a slot that is in no bucket into the bucket of {@code t}. */
    private void link(int slot, double t) {
        double x = t * invWidth;
        long v = x >= 0 ? (long) x : (long) Math.floor(x); // truncation is floor for x >= 0, and cheaper
        time[slot] = t;
        vbucket[slot] = v;
        if (v < current) {
            current = v;
        }
        int m = minSlot;
        if (m >= 0 && t < time[m]) {
            minSlot = slot;
        }
        int b = (int) v & mask;
        int last = tail[b];
        if (last < 0) {
            head[b] = slot;
            tail[b] = slot;
            next[slot] = -1;
        } else if (time[last] <= t) {
            next[last] = slot;
            prev[slot] = last;
            tail[b] = slot;
            next[slot] = -1;
        } else {
            linkBefore(slot, t, b);
        }
    }

    /** Links a slot into bucket b somewhere before its tail: after every entry of time <= t. */
    private void linkBefore(int slot, double t, int b) {
        int before = -1;
        int c = head[b];
        long steps = 0;
        while (time[c] <= t) {
            before = c;
            c = next[c];
            steps++;
        }
        stepped += steps;
        work += steps;
        overBudget();
        next[slot] = c;
        prev[c] = slot;
        if (before < 0) {
            head[b] = slot;
        } else {
            next[before] = slot;
            prev[slot] = before;
        }
    }

    /** Takes a pending slot out of its bucket (it stays pending). */
    private void unlink(int slot) {
        int b = (int) vbucket[slot] & mask;
        int n = next[slot];
        if (head[b] == slot) {
            head[b] = n;
            if (n < 0) {
                tail[b] = -1;
            }
        } else {
            int p = prev[slot];
            next[p] = n;
            if (n < 0) {
                tail[b] = p;
            } else {
                prev[n] = p;
            }
        }
        if (minSlot == slot) {
            minSlot = -1;
        }
    }

    /** The earliest pending event (size > 0); remembers it and its virtual bucket. */
    private int findMin() {
        long v = current;
        int s = head[(int) v & mask];
        if (s >= 0 && vbucket[s] == v) {
            minSlot = s; // the usual case: another event in the bucket of the last one
            return s;
        }
        return walkToMin();
    }

    /** {@link #findMin} past the current bucket: walk the year, then search directly. */
    private int walkToMin() {
        final int[] hd = head;
        final long[] vb = vbucket;
        long v = current + 1;
        for (int k = 1; k < nb; k++, v++) {
            int s = hd[(int) v & mask];
            if (s >= 0 && vb[s] == v) {
                walked += k;
                work += k;
                current = v;
                if (k > COST_PER_POLL) {
                    overBudget();
                }
                minSlot = s;
                return s;
            }
        }
        walked += nb;
        work += 2L * nb;
        overBudget();
        // a year without an event: the earliest head of all (equal times share a bucket)
        int best = -1;
        for (int b = 0; b < nb; b++) {
            int s = hd[b];
            if (s >= 0 && (best < 0 || time[s] < time[best])) {
                best = s;
            }
        }
        current = vb[best];
        minSlot = best;
        return best;
    }

    /**
     * Re-estimates the width when polls walk too many buckets or insertions too many entries. When that
     * did not help last time, the next check comes twice as late (up to {@link #CHECK_MAX} polls), so a
     * distribution that no width suits pays the O(n) re-bucketing rarely.
     */
    private void checkCost() {
        boolean costly = walked + stepped > COST_PER_POLL * polls && size > 1;
        if (costly) {
            checkInterval = lastCheckCostly ? Math.min(CHECK_MAX, checkInterval * 2) : checkInterval;
            resize(nb);
        } else {
            checkInterval = CHECK_EVERY;
        }
        lastCheckCostly = costly;
        polls = 0;
        walked = 0;
        stepped = 0;
    }

    /**
     * Re-buckets every pending event into {@code buckets} buckets, with the width that the pending events
     * suggest. The events are linked in time order (a stable merge sort of the buckets' contents, which
     * keeps equal times in scheduling order), so every link is an O(1) append whatever the new width:
     * O(n log n) in all.
     */
    private void resize(int buckets) {
        int n = size;
        if (sortSlots.length < n) {
            int cap = Math.max(n, 2 * sortSlots.length);
            sortSlots = new int[cap];
            sortTimes = new double[cap];
            tmpSlots = new int[cap];
            tmpTimes = new double[cap];
        }
        int k = 0;
        for (int b = 0; b < nb; b++) {
            for (int s = head[b]; s >= 0; s = next[s]) {
                sortSlots[k] = s;
                sortTimes[k++] = time[s];
            }
        }
        mergeSort(n);
        work += 2L * n + nb + (long) n * (32 - Integer.numberOfLeadingZeros(Math.max(1, n)));
        double w = chooseWidth(n);
        if (w > 0 && Double.isFinite(w) && Double.isFinite(1 / w)) {
            width = w;
            invWidth = 1 / w;
        }
        nb = buckets;
        mask = buckets - 1;
        shrinkBelow = buckets > MIN_BUCKETS ? buckets / 2 : 0;
        if (head.length == buckets) {
            Arrays.fill(head, -1);
            Arrays.fill(tail, -1);
        } else {
            head = filled(buckets);
            tail = filled(buckets);
        }
        current = Long.MAX_VALUE;
        minSlot = -1;
        for (int i = 0; i < n; i++) {
            link(sortSlots[i], sortTimes[i]);
        }
        walked = 0;
        stepped = 0;
        if (n == 0) {
            current = Long.MIN_VALUE;
        }
    }

    /** Sorts sortTimes[0..n) ascending, carrying sortSlots along; stable, so equal times keep their order. */
    private void mergeSort(int n) {
        double[] t = sortTimes;
        int[] sl = sortSlots;
        double[] tt = tmpTimes;
        int[] ts = tmpSlots;
        for (int run = 1; run < n; run *= 2) {
            for (int lo = 0; lo < n - run; lo += 2 * run) {
                int mid = lo + run;
                int hi = Math.min(lo + 2 * run, n);
                if (!(t[mid] < t[mid - 1])) {
                    continue; // already in order
                }
                System.arraycopy(t, lo, tt, lo, hi - lo);
                System.arraycopy(sl, lo, ts, lo, hi - lo);
                int i = lo;
                int j = mid;
                int o = lo;
                while (i < mid && j < hi) {
                    if (tt[j] < tt[i]) {
                        t[o] = tt[j];
                        sl[o++] = ts[j++];
                    } else {
                        t[o] = tt[i];
                        sl[o++] = ts[i++];
                    }
                }
                while (i < mid) {
                    t[o] = tt[i];
                    sl[o++] = ts[i++];
                }
                while (j < hi) {
                    t[o] = tt[j];
                    sl[o++] = ts[j++];
                }
            }
        }
    }

    /**
     * The width for the sorted times sortTimes[0..n), or 0 if they cannot tell (fewer than two distinct
     * finite times). Over the earliest half of the events (at least {@value #SAMPLE}), a width w costs about
     * (virtual buckets spanned) / events empty buckets walked per poll, and half the mean number of events
     * per occupied bucket walked per insertion; of widths from 1/16 to 16 mean separations (powers of two),
     * the cheapest wins. Measuring on the events themselves copes with distributions that Brown's rule
     * (three mean separations of the first few dozen events) gets wrong: a tight cluster at the front
     * (message latencies of microseconds before CPU bursts of seconds) or bursts of equal times.
     */
    private double chooseWidth(int n) {
        double[] t = sortTimes;
        int m = Math.min(n, Math.max(SAMPLE, n / 2));
        while (m > 1 && !Double.isFinite(t[m - 1])) {
            m--;
        }
        if (m < 2 || !Double.isFinite(t[0])) {
            return 0;
        }
        double span = t[m - 1] - t[0];
        if (!(span > 0) || !Double.isFinite(span)) {
            return 0;
        }
        double separation = span / (m - 1);
        double best = 0;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int j = -4; j <= 4; j++) {
            double w = Math.scalb(separation, j);
            double inv = 1 / w;
            if (!(w > 0) || !Double.isFinite(inv)) {
                continue;
            }
            long first = (long) Math.floor(t[0] * inv);
            long last = first;
            int occupied = 1;
            for (int i = 1; i < m; i++) {
                long v = (long) Math.floor(t[i] * inv);
                if (v != last) {
                    occupied++;
                    last = v;
                }
            }
            double cost = ((double) last - (double) first) / m + 0.5 * m / occupied;
            if (cost < bestCost) {
                bestCost = cost;
                best = w;
            }
        }
        work += 9L * m;
        return best;
    }

    /**
     * The work done beyond the constant part of each operation: buckets and entries walked over and slots
     * touched by re-bucketing, since creation. For tests that bound the amortized cost per operation
     * without timing anything.
     */
    long work() {
        return work;
    }

    private int pendingSlot(long handle) {
        int slot = (int) handle;
        int gen = (int) (handle >>> 32);
        if (slot < 0 || slot >= slotsUsed || generation[slot] != gen) {
            return -1;
        }
        return slot;
    }

    private int allocateSlot() {
        if (freeCount > 0) {
            return freeSlots[--freeCount];
        }
        if (slotsUsed == time.length) {
            growSlots();
        }
        return slotsUsed++;
    }

    private void growSlots() {
        int n = slotsUsed * 2;
        time = Arrays.copyOf(time, n);
        vbucket = Arrays.copyOf(vbucket, n);
        next = Arrays.copyOf(next, n);
        prev = Arrays.copyOf(prev, n);
        tag = Arrays.copyOf(tag, n);
        generation = Arrays.copyOf(generation, n);
        handler = Arrays.copyOf(handler, n);
        freeSlots = Arrays.copyOf(freeSlots, n);
    }

    /** Frees a slot; its handler reference stays until the slot is reused (usually by the same handler). */
    private void release(int slot) {
        generation[slot]++;
        freeSlots[freeCount++] = slot;
    }
}
