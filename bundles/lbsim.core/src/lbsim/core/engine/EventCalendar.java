package lbsim.core.engine;

import java.util.Arrays;

/**
 * The pending events, ordered by time and then by the order they were scheduled in (so events at the
 * same time fire first-scheduled first, deterministically).
 * <p>
 * An indexed 4-ary heap kept in primitive arrays: insert, cancel, reschedule and removal of the
 * earliest event are O(log n) and allocate nothing once the arrays have grown to the largest number
 * of pending events. An event is named by a {@code long} handle that stays valid until the event
 * fires or is cancelled; a stale handle is recognised (its slot's generation has moved on) and
 * ignored, never confused with a newer event.
 * <p>
 * Layout, for speed (measured with {@code bench/run.sh hold}; see bench/README.md): each heap entry
 * keeps its time beside its slot number ({@code heapTime[i]}, {@code heapSlot[i]}), so sifting compares
 * times without an indirection and reads a slot's sequence number only when two times are equal. A
 * node's four children are adjacent; while the heap is small the earliest of them is picked without
 * branches (which child wins is a coin toss, so branches would mispredict), above
 * {@link #SELECT_MAX} entries with branches (there the heap no longer fits in cache, and predicted
 * branches let the CPU overlap the next level's cache misses). Removing the earliest event for the
 * simulation leaves the root <em>vacant</em>; the next {@link #schedule} (usually from the handler of
 * that very event) fills it and sifts once, so a hold costs one sift instead of two. Every other
 * operation first fills the vacancy the ordinary way.
 */
public final class EventCalendar {

    private static final int INITIAL = 64;

    /** Heaps up to this many entries pick the earliest child without branches, larger ones with branches. */
    private static final int SELECT_MAX = 1 << 17;

    // per slot
    private long[] seq = new long[INITIAL];
    private int[] tag = new int[INITIAL];
    private int[] generation = new int[INITIAL];
    private int[] heapIndex = new int[INITIAL]; // -1 when the slot is free
    private EventHandler[] handler = new EventHandler[INITIAL];
    private int[] freeSlots = new int[INITIAL];
    private int freeCount;
    private int slotsUsed;

    // the heap: entry i is (heapTime[i], heapSlot[i]); children of i are 4i+1..4i+4
    private double[] heapTime = new double[INITIAL];
    private int[] heapSlot = new int[INITIAL];
    private int size; // entries in use, counting the vacant root when rootVacant
    private boolean rootVacant;

    private long nextSeq;

    public EventCalendar() {
        Arrays.fill(heapIndex, -1);
    }

    /** Number of pending events. */
    public int size() {
        return rootVacant ? size - 1 : size;
    }

    /** Whether no event is pending. */
    public boolean isEmpty() {
        return size() == 0;
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
        seq[slot] = nextSeq++;
        tag[slot] = eventTag;
        if (handler[slot] != eventHandler) {
            // Usually the slot just freed by the event being handled, which named the same handler: skipping
            // the store skips the garbage collector's write barrier (with G1 a memory fence).
            handler[slot] = eventHandler;
        }
        if (rootVacant) {
            rootVacant = false;
            siftDown(0, eventTime, slot);
        } else {
            int i = size;
            if (i == heapTime.length) {
                heapTime = Arrays.copyOf(heapTime, i * 2);
                heapSlot = Arrays.copyOf(heapSlot, i * 2);
            }
            size = i + 1;
            siftUp(i, eventTime, slot);
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
        fillVacancy();
        removeAt(heapIndex[slot]);
        releaseSlot(slot);
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
        fillVacancy();
        int i = heapIndex[slot];
        double old = heapTime[i];
        seq[slot] = nextSeq++;
        if (newTime < old) {
            siftUp(i, newTime, slot);
        } else {
            siftDown(i, newTime, slot);
        }
        return true;
    }

    /** Whether the event with this handle is still pending. */
    public boolean isPending(long handle) {
        return pendingSlot(handle) >= 0;
    }

    /** Time of a pending event; NaN for a stale handle. */
    public double timeOf(long handle) {
        int slot = pendingSlot(handle);
        return slot < 0 ? Double.NaN : heapTime[heapIndex[slot]];
    }

    /** Time of the earliest pending event; +infinity when empty. */
    public double peekTime() {
        fillVacancy();
        return size == 0 ? Double.POSITIVE_INFINITY : heapTime[0];
    }

    /**
     * Removes the earliest event and hands it to {@code sink}. Package-private: the simulation's loop
     * is the only consumer, so the handler and tag need no holder object. The caller has just called
     * {@link #peekTime()} and found an event, so the root is filled and the calendar not empty.
     */
    void pollInto(Simulation sink) {
        int slot = heapSlot[0];
        double t = heapTime[0];
        EventHandler h = handler[slot];
        int tg = tag[slot];
        releaseSlotKeepHandler(slot);
        rootVacant = true;
        sink.dispatch(t, h, tg);
    }

    private void fillVacancy() {
        if (rootVacant) {
            rootVacant = false;
            removeAt(0);
        }
    }

    /** The slot of a pending event, or -1 for a stale or foreign handle (the vacant root's slot is free). */
    private int pendingSlot(long handle) {
        int slot = (int) handle;
        int gen = (int) (handle >>> 32);
        if (slot < 0 || slot >= slotsUsed || generation[slot] != gen || heapIndex[slot] < 0) {
            return -1;
        }
        return slot;
    }

    private int allocateSlot() {
        if (freeCount > 0) {
            return freeSlots[--freeCount];
        }
        if (slotsUsed == seq.length) {
            int n = slotsUsed * 2;
            seq = Arrays.copyOf(seq, n);
            tag = Arrays.copyOf(tag, n);
            generation = Arrays.copyOf(generation, n);
            handler = Arrays.copyOf(handler, n);
            heapIndex = Arrays.copyOf(heapIndex, n);
            Arrays.fill(heapIndex, slotsUsed, n, -1);
            freeSlots = Arrays.copyOf(freeSlots, n);
        }
        return slotsUsed++;
    }

    private void releaseSlot(int slot) {
        handler[slot] = null;
        releaseSlotKeepHandler(slot);
    }

    /**
     * Frees a slot but leaves its handler reference in place (a fired event's handler usually schedules
     * again and gets the same slot back). The reference is only kept until the slot is reused; handlers
     * are long-lived model objects anyway.
     */
    private void releaseSlotKeepHandler(int slot) {
        heapIndex[slot] = -1;
        generation[slot]++;
        freeSlots[freeCount++] = slot;
    }

    /** Removes heap entry i (whose slot the caller releases or has released). */
    private void removeAt(int i) {
        int last = --size;
        if (i == last) {
            return;
        }
        double t = heapTime[last];
        int s = heapSlot[last];
        if (i > 0) {
            int parent = (i - 1) >>> 2;
            if (before(t, s, heapTime[parent], heapSlot[parent])) {
                siftUp(i, t, s);
                return;
            }
        }
        siftDown(i, t, s);
    }

    private boolean before(double ta, int sa, double tb, int sb) {
        return ta < tb || (ta == tb && seq[sa] < seq[sb]);
    }

    /** Places entry (t, s) at heap position i or above. */
    private void siftUp(int i, double t, int s) {
        final double[] ht = heapTime;
        final int[] hs = heapSlot;
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            double pt = ht[parent];
            if (t > pt) {
                break;
            }
            int ps = hs[parent];
            if (t == pt && seq[s] > seq[ps]) {
                break;
            }
            ht[i] = pt;
            hs[i] = ps;
            heapIndex[ps] = i;
            i = parent;
        }
        ht[i] = t;
        hs[i] = s;
        heapIndex[s] = i;
    }

    /** Places entry (t, s) at heap position i or below. */
    private void siftDown(int i, double t, int s) {
        if (size <= SELECT_MAX) {
            siftDownSelect(i, t, s);
        } else {
            siftDownBranch(i, t, s);
        }
    }

    /**
     * {@link #siftDown} for a heap that fits in cache: the earliest of four children is picked with
     * conditional moves ({@code Math.min} is an intrinsic; times are never NaN), since which child wins is
     * a coin toss that a branch would mispredict half of the time. Kept small so that it is inlined.
     */
    private void siftDownSelect(int i, double t, int s) {
        final int n = size;
        final double[] ht = heapTime;
        final int[] hs = heapSlot;
        while (true) {
            int first = (i << 2) + 1;
            int best;
            if (first + 3 < n) {
                double t0 = ht[first];
                double t1 = ht[first + 1];
                double t2 = ht[first + 2];
                double t3 = ht[first + 3];
                int a = t1 < t0 ? first + 1 : first;
                double ta = Math.min(t0, t1);
                int b = t3 < t2 ? first + 3 : first + 2;
                double tb = Math.min(t2, t3);
                best = tb < ta ? b : a;
                double bt = Math.min(ta, tb);
                if ((t0 == t1) | (t2 == t3) | (ta == tb) | (t == bt)) {
                    // equal times among the children or with (t, s): scheduling order decides (rare)
                    best = childBefore(first, first + 4, t, s);
                } else if (t < bt) {
                    break;
                }
            } else {
                best = childBefore(first, n, t, s); // fewer than four children, or none
            }
            if (best < 0) {
                break;
            }
            int bs = hs[best];
            ht[i] = ht[best];
            hs[i] = bs;
            heapIndex[bs] = i;
            i = best;
        }
        ht[i] = t;
        hs[i] = s;
        heapIndex[s] = i;
    }

    /**
     * {@link #siftDown} for a heap larger than the cache: predicted branches let the CPU start the next
     * level's cache misses early, which data-dependent conditional moves would serialise.
     */
    private void siftDownBranch(int i, double t, int s) {
        final int n = size;
        final double[] ht = heapTime;
        final int[] hs = heapSlot;
        final int[] hi = heapIndex;
        while (true) {
            int first = (i << 2) + 1;
            int best;
            double bt;
            if (first + 3 < n) {
                double t0 = ht[first];
                double t1 = ht[first + 1];
                double t2 = ht[first + 2];
                double t3 = ht[first + 3];
                best = first;
                bt = t0;
                if (t1 < bt) {
                    best = first + 1;
                    bt = t1;
                }
                if (t2 < bt) {
                    best = first + 2;
                    bt = t2;
                }
                if (t3 < bt) {
                    best = first + 3;
                    bt = t3;
                }
                if ((t0 == bt ? 1 : 0) + (t1 == bt ? 1 : 0) + (t2 == bt ? 1 : 0) + (t3 == bt ? 1 : 0) > 1 || t == bt) {
                    best = childBefore(first, first + 4, t, s);
                    if (best < 0) {
                        break;
                    }
                    bt = ht[best];
                } else if (t < bt) {
                    break;
                }
            } else if (first < n) {
                best = childBefore(first, n, t, s);
                if (best < 0) {
                    break;
                }
                bt = ht[best];
            } else {
                break;
            }
            int bs = hs[best];
            ht[i] = bt;
            hs[i] = bs;
            hi[bs] = i;
            i = best;
        }
        ht[i] = t;
        hs[i] = s;
        hi[s] = i;
    }

    /** The earliest of heap entries from..to-1 if there is one and it goes before (t, s), else -1. */
    private int childBefore(int from, int to, double t, int s) {
        if (from >= to) {
            return -1;
        }
        int best = earliestChild(from, to);
        return before(heapTime[best], heapSlot[best], t, s) ? best : -1;
    }

    /** The earliest of heap entries from..to-1 (time, then scheduling order). */
    private int earliestChild(int from, int to) {
        int best = from;
        double bt = heapTime[from];
        for (int c = from + 1; c < to; c++) {
            double ct = heapTime[c];
            if (ct < bt || (ct == bt && seq[heapSlot[c]] < seq[heapSlot[best]])) {
                best = c;
                bt = ct;
            }
        }
        return best;
    }
}
