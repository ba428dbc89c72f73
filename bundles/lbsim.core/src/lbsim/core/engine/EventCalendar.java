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
 * circular doubly linked list through a sentinel entry of time -infinity, sorted by time, equal times
 * in scheduling order (a new or rescheduled event goes after every event of equal time): appending to
 * an empty bucket is the same code as appending to a full one, and unlinking needs no test for the
 * head. A bitmap with one bit per non-empty bucket finds the next non-empty bucket with one
 * trailing-zero count per 64 buckets. The earliest event is the head of the first bucket, from the
 * current virtual bucket on, whose head belongs to that very virtual bucket; after a whole year without
 * one, a direct search over all heads. Each slot keeps the virtual bucket computed when it was linked,
 * so the search never disagrees with the insertion about where an event is.
 * <p>
 * Because empty buckets cost almost nothing to pass over, the calendar keeps many more buckets than
 * events while it is small (eight per event up to a thousand events, so that new events rarely land
 * in a bucket that already holds a later one, which is where a calendar queue's time goes: following
 * lists and mispredicted branches), tapering to one event per two buckets from 32,768 buckets on, where
 * the bucket arrays would otherwise leave the processor's caches. At every resize the events are
 * re-linked in time order, and the width is chosen by trying widths from 1/16 to 16 mean separations
 * on the earliest half of the events and keeping the one with the lowest cost: empty buckets passed
 * per poll (cheap, weighted 1/50) plus events an insertion lands beside (Brown's rule of three
 * separations of the first few dozen events fails on a tight cluster at the front, such as microsecond
 * message latencies before CPU bursts of seconds). The calendar also counts the words and entries it
 * walks; when they exceed six per poll it re-buckets with a fresh width, and when that did not help, it
 * checks half as often next time, so a distribution that no width suits pays the O(n log n)
 * re-bucketing rarely. The estimate weighs every pending event alike, while the traffic may all fall
 * among a few (a cluster of events rescheduled in front of a large clump that waits); so when the
 * measured cost asks for narrower buckets (entries stepped over) or wider ones (empty words walked) and
 * the estimate does not go that way, the fresh width follows the measurement. Bursts of equal times
 * append in O(1).
 * <p>
 * On the hold model this is 2.5 to 6 times as fast as SSJ's Henriksen list (bench/README.md). Schedule,
 * poll, cancel and reschedule are O(1) expected.
 */
public final class EventCalendar {

    private static final int INITIAL = 64;
    private static final int MIN_BUCKETS = 64;
    /** The calendar does not shrink to fewer buckets than this (4 KiB of sentinel entries): not worth a re-bucketing. */
    private static final int SMALL_BUCKETS = 512;
    /** Fewest events whose separations estimate the width. */
    private static final int SAMPLE = 64;
    /** Words and entries walked per poll above which the width is re-estimated. */
    private static final int COST_PER_POLL = 6;
    /** Polls between two checks of the measured cost. */
    private static final int CHECK_EVERY = 4096;
    /** Longest interval between two cost checks, in polls. */
    private static final int CHECK_MAX = 1 << 22;
    /** Cost of passing over an empty bucket, relative to passing over an event, when choosing the width. */
    private static final double EMPTY_BUCKET_COST = 0.02;
    /** Widths tried below 1/16 mean separation, down to the median separation, when that is far smaller. */
    private static final int EXTRA_WIDTHS = 12;
    /** The number of buckets from which {@link #bigBuckets} holds (512 KiB of sentinel entries). */
    private static final int BIG = 1 << 15;

    /** Slots [0, cap) hold events; entry cap + b of next, prev and time is the sentinel of bucket b. */
    private int cap = INITIAL;
    private double[] time = sentinels(new double[INITIAL + MIN_BUCKETS], INITIAL);
    private int[] next = selfLinked(new int[INITIAL + MIN_BUCKETS], INITIAL);
    private int[] prev = selfLinked(new int[INITIAL + MIN_BUCKETS], INITIAL);
    // per slot
    private long[] vbucket = new long[INITIAL];
    private int[] tag = new int[INITIAL];
    private int[] generation = new int[INITIAL];
    private EventHandler[] handler = new EventHandler[INITIAL];
    private int[] freeSlots = new int[INITIAL];
    private int freeCount;
    private int slotsUsed;
    /**
     * The slot of the event polled last, not yet on the free list (-1: none): the next schedule takes it
     * back without touching the free list, which is what a handler that schedules one event does.
     */
    private int spare = -1;

    // buckets
    private int nb = MIN_BUCKETS;
    private int mask = MIN_BUCKETS - 1;
    /** Bit b of word b / 64: bucket b is not empty. */
    private long[] occupied = new long[MIN_BUCKETS >>> 6];
    /** More pending events than this double the buckets. */
    private int growAbove = growAbove(MIN_BUCKETS);
    /** Fewer pending events than this halve the buckets (0 at the fewest buckets). */
    private int shrinkBelow;
    /** At least {@value #BIG} buckets: their sentinel entries no longer fit in the processor's caches. */
    private boolean bigBuckets;
    private double width = 1.0;
    private double invWidth = 1.0;
    /** No pending event has a smaller virtual bucket; the earliest event's, once {@link #minSlot} is known. */
    private long current = Long.MIN_VALUE;
    /** The earliest pending event's slot when known, else -1. */
    private int minSlot = -1;
    private int size;

    // measured cost since the last check
    private int polls;
    private long walked; // bitmap words and foreign heads passed over while polling
    private long stepped; // entries passed over while inserting
    private int checkInterval = CHECK_EVERY;
    /** Every word and entry walked over, and every slot touched by re-bucketing, since creation. */
    private long work;
    private boolean lastCheckCostly;

    // re-bucketing: the pending events in time order
    private int[] sortSlots = new int[0];
    private double[] sortTimes = new double[0];
    private int[] tmpSlots = new int[0];
    private double[] tmpTimes = new double[0];
    /** Separations counted by binary exponent (subnormals share the lowest). */
    private final int[] exponentCounts = new int[Double.MAX_EXPONENT - Double.MIN_EXPONENT + 2];

    private static double[] sentinels(double[] t, int from) {
        Arrays.fill(t, from, t.length, Double.NEGATIVE_INFINITY);
        return t;
    }

    private static int[] selfLinked(int[] links, int from) {
        for (int i = from; i < links.length; i++) {
            links[i] = i;
        }
        return links;
    }

    /**
     * The number of pending events above which nb buckets double: one per eight buckets up to 8,192
     * buckets, one per four at 16,384, and one per two from 32,768 buckets on. Each step at most
     * quadruples it, so after a doubling the events are well above the new shrink threshold
     * ({@link #shrinkBelow(int)}, an eighth of this), and after a halving well below the new growth one.
     */
    private static int growAbove(int buckets) {
        if (buckets <= 1 << 13) {
            return buckets / 8;
        }
        if (buckets == 1 << 14) {
            return buckets / 4;
        }
        return buckets / 2;
    }

    private static int shrinkBelow(int buckets) {
        // never below SMALL_BUCKETS: a run whose few pending events swing between 1 and 10 (a master and
        // ten slaves in step) re-bucketed twice per swing, 0.4 times per work unit
        return buckets > SMALL_BUCKETS ? growAbove(buckets) / 8 : 0;
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
        if (size > growAbove) {
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
        if (size < shrinkBelow) {
            resize(nb / 2);
        }
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

    /** Removes the earliest event (the calendar is not empty) and returns its slot; see {@link #removeEarliest}. */
    int pollSlot() {
        int s = minSlot;
        if (s < 0) {
            s = findMin();
        }
        removeEarliest(s);
        return s;
    }

    /** The slot of the earliest pending event, or -1 when none is pending. */
    int earliest() {
        if (size == 0) {
            return -1;
        }
        int s = minSlot;
        return s >= 0 ? s : findMin();
    }

    /**
     * Removes the earliest event, whose slot {@link #earliest()} has just returned. Its time, handler and
     * tag ({@link #slotTime}, {@link #slotHandler}, {@link #slotTag}) stay readable until the next
     * schedule. Kept small, with the dispatch left to the caller, so that the JIT inlines it into the
     * simulation's loop together with the handler the loop calls.
     */
    void removeEarliest(int s) {
        // The earliest event is always in the current virtual bucket: findMin sets current to its bucket,
        // and link makes an earlier event the minimum and lowers current to its bucket (floor(t / width)
        // is monotone in t). So the slot's own virtual bucket need not be loaded.
        int b = (int) current & mask;
        int sb = cap + b;
        int n = next[s];
        next[sb] = n;
        prev[n] = sb;
        // clear the bucket's bit if it is now empty (n == sb), without a branch: sb - n > 0 otherwise
        occupied[b >>> 6] &= ~((1L << b) & (((long) (sb - n) - 1) >> 63));
        minSlot = -1;
        generation[s]++;
        int p = spare;
        if (p >= 0) {
            freeSlots[freeCount++] = p;
        }
        spare = s;
        size--;
        if (++polls >= checkInterval) {
            checkCost(); // also when a walk ran over the budget: it sets polls to checkInterval
        } else if (size < shrinkBelow) {
            resize(nb / 2);
        }
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
        int sb = cap + b;
        int last = prev[sb];
        // An empty bucket appends too: its sentinel's time is -infinity. With many buckets the sentinel's
        // entry is seldom in the cache, so then an empty bucket is recognised without reading it.
        if (bigBuckets ? last >= cap || time[last] <= t : time[last] <= t) {
            next[last] = slot;
            prev[slot] = last;
            next[slot] = sb;
            prev[sb] = slot;
        } else {
            linkBefore(slot, t, sb);
        }
        occupied[b >>> 6] |= 1L << b;
    }

    /** Links a slot into the bucket with sentinel sb somewhere before its tail: after every entry of time <= t. */
    private void linkBefore(int slot, double t, int sb) {
        int c = next[sb];
        long steps = 0;
        while (time[c] <= t) { // stops at the tail at the latest, which is later than t
            c = next[c];
            steps++;
        }
        stepped += steps;
        work += steps;
        overBudget();
        int p = prev[c];
        next[p] = slot;
        prev[slot] = p;
        next[slot] = c;
        prev[c] = slot;
    }

    /** Takes a pending slot out of its bucket (it stays pending). */
    private void unlink(int slot) {
        int p = prev[slot];
        int n = next[slot];
        next[p] = n;
        prev[n] = p;
        if (p == n) { // both are the sentinel: the bucket is empty now
            int b = p - cap;
            occupied[b >>> 6] &= ~(1L << b);
        }
        if (minSlot == slot) {
            minSlot = -1;
        }
    }

    /** The earliest pending event (size > 0); remembers it and its virtual bucket. */
    private int findMin() {
        long v = current;
        int b = (int) v & mask;
        // the first non-empty bucket from b to the end of its word: usually the one wanted
        long bits = occupied[b >>> 6] & (-1L << b);
        if (bits != 0) {
            int z = Long.numberOfTrailingZeros(bits);
            long u = v + (z - (b & 63));
            int s = next[cap + ((b & ~63) | z)];
            if (vbucket[s] == u) {
                current = u;
                minSlot = s;
                return s;
            }
        }
        return scanToMin(v, b);
    }

    /** {@link #findMin} past the first candidate: scan the bitmap for a year, then search directly. */
    private int scanToMin(long v, int b) {
        final long[] occ = occupied;
        final int[] nx = next;
        final long[] vb = vbucket;
        final int sentinel0 = cap;
        final int wordMask = (nb >>> 6) - 1;
        int w = b >>> 6;
        long base = v - (b & 63); // the virtual bucket of bit 0 of word w
        long bits = occ[w] & (-1L << b);
        // every word once, and the first word again for the buckets before b (the year's end)
        for (int i = 0; i <= wordMask + 1; i++) {
            while (bits != 0) {
                int z = Long.numberOfTrailingZeros(bits);
                long u = base + z;
                int s = nx[sentinel0 + ((w << 6) | z)];
                if (vb[s] == u) {
                    walked += i;
                    work += i;
                    current = u;
                    if (i > COST_PER_POLL) {
                        overBudget();
                    }
                    minSlot = s;
                    return s;
                }
                walked++; // a bucket whose head belongs to a later year
                work++;
                bits &= bits - 1;
            }
            w = (w + 1) & wordMask;
            base += 64;
            bits = occ[w];
        }
        walked += nb >>> 6;
        work += 2L * (nb >>> 6);
        overBudget();
        // a year without an event: the earliest head of all (equal times share a bucket)
        int best = -1;
        for (int q = 0; q <= wordMask; q++) {
            for (long word = occ[q]; word != 0; word &= word - 1) {
                int s = nx[sentinel0 + ((q << 6) | Long.numberOfTrailingZeros(word))];
                if (best < 0 || time[s] < time[best]) {
                    best = s;
                }
            }
        }
        current = vb[best];
        minSlot = best;
        return best;
    }

    /**
     * Re-estimates the width when polls walk too many words or insertions too many entries. When that
     * did not help last time, the next check comes twice as late (up to {@link #CHECK_MAX} polls), so a
     * distribution that no width suits pays the O(n) re-bucketing rarely.
     */
    private void checkCost() {
        boolean costly = walked + stepped > COST_PER_POLL * polls && size > 1;
        if (costly) {
            checkInterval = lastCheckCostly ? Math.min(CHECK_MAX, checkInterval * 2) : checkInterval;
            // what the traffic asks for: narrower buckets when insertions stepped over many entries, wider
            // when polls walked over many empty words
            int p = Math.max(1, polls);
            double correction = stepped >= walked ? 1.0 / correctionFactor(stepped / p)
                    : correctionFactor(walked / p);
            resize(nb, correction);
        } else {
            checkInterval = CHECK_EVERY;
        }
        lastCheckCostly = costly;
        polls = 0;
        walked = 0;
        stepped = 0;
    }

    /** A power of two from 2 to 16, about the cost per poll measured (which is above {@value #COST_PER_POLL}). */
    private static double correctionFactor(long costPerPoll) {
        return Math.min(16, Long.highestOneBit(Math.max(2, costPerPoll)));
    }

    /** {@link #resize(int, double)} with the width the pending events suggest. */
    private void resize(int buckets) {
        resize(buckets, 1);
    }

    /**
     * Re-buckets every pending event into {@code buckets} buckets, with the width that the pending events
     * suggest. The events are linked in time order (a stable merge sort of the buckets' contents, which
     * keeps equal times in scheduling order), so every link is an O(1) append whatever the new width:
     * O(n log n) in all.
     * <p>
     * {@code correction} other than 1 is what the measured cost asks of the current width (below 1:
     * narrower). The estimate weighs every pending event alike, but the traffic may all fall among a few
     * of them (a cluster of events rescheduled over and over in front of a large clump that waits), so
     * when the estimate does not move the width at least half as far (in the exponent) as the traffic
     * asks, the width follows the traffic.
     */
    private void resize(int buckets, double correction) {
        int n = size;
        if (sortSlots.length < n) {
            int c = Math.max(n, 2 * sortSlots.length);
            sortSlots = new int[c];
            sortTimes = new double[c];
            tmpSlots = new int[c];
            tmpTimes = new double[c];
        }
        int k = 0;
        for (int b = 0; b < nb; b++) {
            int sb = cap + b;
            for (int s = next[sb]; s != sb; s = next[s]) {
                sortSlots[k] = s;
                sortTimes[k++] = time[s];
            }
        }
        mergeSort(n);
        work += 2L * n + nb + (long) n * (32 - Integer.numberOfLeadingZeros(Math.max(1, n)));
        double w = chooseWidth(n, buckets);
        if (correction < 1 ? !(w <= width * Math.sqrt(correction)) : correction > 1 && !(w >= width * Math.sqrt(correction))) {
            w = width * correction;
        }
        if (w > 0 && Double.isFinite(w) && Double.isFinite(1 / w)) {
            width = w;
            invWidth = 1 / w;
        }
        if (buckets != nb) {
            time = Arrays.copyOf(time, cap + buckets);
            next = new int[cap + buckets];
            prev = new int[cap + buckets];
            occupied = new long[buckets >>> 6];
        } else {
            Arrays.fill(occupied, 0L);
        }
        sentinels(time, cap);
        selfLinked(next, cap);
        selfLinked(prev, cap);
        nb = buckets;
        mask = buckets - 1;
        growAbove = growAbove(buckets);
        shrinkBelow = shrinkBelow(buckets);
        bigBuckets = buckets >= BIG;
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
     * The width for the sorted times sortTimes[0..n) in {@code buckets} buckets, or 0 if they cannot tell
     * (fewer than two distinct finite times). Over the earliest half of the events (at least
     * {@value #SAMPLE}), a width w costs, per event, the number of events that share its bucket with it and
     * came before it (what an insertion among them passes over) plus {@value #EMPTY_BUCKET_COST} per empty
     * bucket between it and the event before it (empty buckets are passed over a word of the bitmap at a
     * time); a gap of a year or more costs what the calendar pays for it, a year of buckets and a direct
     * search over the non-empty ones, not one unit per virtual bucket. The cheapest width wins, of powers
     * of two from 1/16 to 16 mean separations and, when the median separation is far smaller than the mean
     * (a tight cluster of events before a distant clump: the mean is then the gap's), of widths from the
     * median up. Measuring on the events themselves copes with distributions that Brown's rule (three mean
     * separations of the first few dozen events) gets wrong: a tight cluster at the front (message
     * latencies of microseconds before CPU bursts of seconds), a cluster before a far clump, or bursts of
     * equal times.
     */
    private double chooseWidth(int n, int buckets) {
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
        // the largest finite magnitude of all the times: no width may put a finite time beyond 2^60 buckets
        int f = n;
        while (f > 0 && !Double.isFinite(t[f - 1])) {
            f--;
        }
        double maxMagnitude = Math.max(Math.abs(t[0]), Math.abs(t[f - 1]));
        double directSearch = buckets + Math.min(n, buckets) / EMPTY_BUCKET_COST;
        double best = 0;
        double bestCost = Double.POSITIVE_INFINITY;
        int tried = 0;
        // below the mean-based widths: from the median positive separation (within a factor of two) up,
        // at most EXTRA_WIDTHS of them, evenly spaced in the exponent
        int lowest = Math.getExponent(separation) - 4;
        int median = medianSeparationExponent(m);
        int extra = median != Integer.MAX_VALUE && median + 1 < lowest ? lowest - median - 1 : 0;
        int step = (extra + EXTRA_WIDTHS - 1) / Math.max(1, EXTRA_WIDTHS);
        for (int c = -EXTRA_WIDTHS; c <= 8; c++) {
            double w;
            if (c < 0) {
                int e = median - 1 + (c + EXTRA_WIDTHS) * step;
                if (extra == 0 || e >= lowest) {
                    continue;
                }
                w = Math.scalb(1.0, e);
            } else {
                w = Math.scalb(separation, c - 4);
            }
            double inv = 1 / w;
            if (!(w > 0) || !Double.isFinite(inv) || !(maxMagnitude * inv < 0x1p60)) {
                continue;
            }
            tried++;
            long last = (long) Math.floor(t[0] * inv);
            long run = 1;
            long pairs = 0;
            long passed = 0;
            long years = 0;
            for (int i = 1; i < m; i++) {
                long v = (long) Math.floor(t[i] * inv);
                if (v != last) {
                    long gap = v - last;
                    if (gap < buckets) {
                        passed += gap;
                    } else {
                        years++;
                    }
                    last = v;
                    run = 1;
                } else {
                    pairs += run++;
                }
            }
            double cost = (EMPTY_BUCKET_COST * ((double) passed + years * directSearch) + pairs) / m;
            if (cost < bestCost) {
                bestCost = cost;
                best = w;
            }
        }
        work += (long) (tried + 1) * m;
        return best;
    }

    /**
     * The binary exponent of the median of the positive separations between consecutive times in
     * sortTimes[0..m) (all finite, sorted), or {@link Integer#MAX_VALUE} when no two differ.
     */
    private int medianSeparationExponent(int m) {
        int[] counts = exponentCounts;
        Arrays.fill(counts, 0);
        double[] t = sortTimes;
        int positive = 0;
        for (int i = 1; i < m; i++) {
            double d = t[i] - t[i - 1];
            if (d > 0) {
                counts[Math.getExponent(d) - Double.MIN_EXPONENT + 1]++;
                positive++;
            }
        }
        int half = (positive + 1) / 2;
        for (int e = 0, seen = 0; e < counts.length; e++) {
            seen += counts[e];
            if (seen >= half && seen > 0) {
                return e + Double.MIN_EXPONENT - 1;
            }
        }
        return Integer.MAX_VALUE;
    }

    /**
     * The work done beyond the constant part of each operation: bitmap words and entries walked over and
     * slots touched by re-bucketing, since creation. For tests that bound the amortized cost per operation
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
        int s = spare;
        if (s >= 0) {
            spare = -1;
            return s;
        }
        if (freeCount > 0) {
            return freeSlots[--freeCount];
        }
        if (slotsUsed == cap) {
            growSlots();
        }
        return slotsUsed++;
    }

    /** Doubles the slot capacity; the sentinels move up with it, and every link to one is renumbered. */
    private void growSlots() {
        int old = cap;
        int c = old * 2;
        int shift = c - old;
        double[] t = new double[c + nb];
        int[] nx = new int[c + nb];
        int[] pv = new int[c + nb];
        System.arraycopy(time, 0, t, 0, old);
        System.arraycopy(time, old, t, c, nb);
        for (int i = 0; i < old + nb; i++) {
            int to = i < old ? i : i + shift;
            int a = next[i];
            int z = prev[i];
            nx[to] = a >= old ? a + shift : a;
            pv[to] = z >= old ? z + shift : z;
        }
        time = t;
        next = nx;
        prev = pv;
        cap = c;
        vbucket = Arrays.copyOf(vbucket, c);
        tag = Arrays.copyOf(tag, c);
        generation = Arrays.copyOf(generation, c);
        handler = Arrays.copyOf(handler, c);
        freeSlots = Arrays.copyOf(freeSlots, c);
    }

    /** Frees a slot; its handler reference stays until the slot is reused (usually by the same handler). */
    private void release(int slot) {
        generation[slot]++;
        freeSlots[freeCount++] = slot;
    }
}
