package lbsim.bench.proto;

import java.util.Arrays;

import lbsim.core.engine.EventHandler;

/**
 * Prototype of a faster {@code lbsim.core.engine.EventCalendar} with the same contract (time order, then
 * scheduling order; long handles with generations; O(log n) schedule, cancel, reschedule, poll; no
 * allocation once grown). Differences, each switchable for measurement by a system property read once:
 * <ul>
 * <li>the heap stores each entry's time next to its slot ({@code heapTime[i]}, {@code heapSlot[i]}),
 * so sifting compares times in the heap array itself instead of loading {@code time[heap[i]]} and
 * {@code seq[heap[i]]}; the sequence number is only read on equal times;</li>
 * <li>{@code -Dproto.arity=4} (default 4, or 2): a d-ary heap, half as deep, the 4 children of a node
 * adjacent in memory;</li>
 * <li>{@code -Dproto.fusion=true} (default): poll leaves the root vacant instead of moving the last entry
 * there and sifting it down; if the handler then schedules (the usual case: an event schedules its
 * successor), the new entry goes into the vacant root and is sifted down once. Any other operation first
 * fills the vacancy the ordinary way. One sift instead of two per hold.</li>
 * <li>{@code -Dproto.selectMax=131072}: up to this heap size the earliest of 4 children is chosen without
 * branches ({@code Math.min} and conditional moves: which child wins is a coin toss, so branches
 * mispredict); above it with branches, because there the heap no longer fits in cache and branch
 * speculation overlaps the next level's cache misses, which conditional moves serialise.</li>
 * </ul>
 */
public final class ProtoCalendar {

    static final int ARITY = Integer.getInteger("proto.arity", 4) == 2 ? 2 : 4; // 2 or 4 only
    static final boolean FUSION = Boolean.parseBoolean(System.getProperty("proto.fusion", "true"));
    /** Heaps up to this many entries use branch-free child selection, larger ones branches. */
    static final int SELECT_MAX = Integer.getInteger("proto.selectMax", 1 << 17);
    private static final int SHIFT = ARITY == 4 ? 2 : 1;

    private static final int INITIAL = 64;

    // per slot
    private long[] seq = new long[INITIAL];
    private int[] tag = new int[INITIAL];
    private int[] generation = new int[INITIAL];
    private int[] heapIndex = new int[INITIAL]; // -1 when the slot is free
    private EventHandler[] handler = new EventHandler[INITIAL];
    private int[] freeSlots = new int[INITIAL];
    private int freeCount;
    private int slotsUsed;

    // the heap: entry i is (heapTime[i], heapSlot[i])
    private double[] heapTime = new double[INITIAL];
    private int[] heapSlot = new int[INITIAL];
    private int size; // includes the vacant root when rootVacant
    private boolean rootVacant;

    private long nextSeq;

    public ProtoCalendar() {
        Arrays.fill(heapIndex, -1);
    }

    public int size() {
        return rootVacant ? size - 1 : size;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    public long schedule(double eventTime, EventHandler eventHandler, int eventTag) {
        if (Double.isNaN(eventTime)) {
            throw new IllegalArgumentException("event time is NaN");
        }
        if (eventHandler == null) {
            throw new IllegalArgumentException("event handler is null");
        }
        int slot = allocateSlot();
        seq[slot] = nextSeq++;
        tag[slot] = eventTag;
        handler[slot] = eventHandler;
        if (rootVacant) {
            rootVacant = false;
            siftDown(0, eventTime, slot);
        } else {
            if (size == heapTime.length) {
                heapTime = Arrays.copyOf(heapTime, size * 2);
                heapSlot = Arrays.copyOf(heapSlot, size * 2);
            }
            size++;
            siftUp(size - 1, eventTime, slot);
        }
        return ((long) generation[slot] << 32) | (slot & 0xffffffffL);
    }

    public boolean cancel(long handle) {
        fillVacancy();
        int slot = pendingSlot(handle);
        if (slot < 0) {
            return false;
        }
        removeAt(heapIndex[slot]);
        releaseSlot(slot);
        return true;
    }

    public boolean reschedule(long handle, double newTime) {
        if (Double.isNaN(newTime)) {
            throw new IllegalArgumentException("event time is NaN");
        }
        fillVacancy();
        int slot = pendingSlot(handle);
        if (slot < 0) {
            return false;
        }
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

    public boolean isPending(long handle) {
        return pendingSlot(handle) >= 0;
    }

    public double timeOf(long handle) {
        int slot = pendingSlot(handle);
        return slot < 0 ? Double.NaN : heapTime[heapIndex[slot]];
    }

    /** Time of the earliest pending event; +infinity when empty. */
    public double peekTime() {
        fillVacancy();
        return size == 0 ? Double.POSITIVE_INFINITY : heapTime[0];
    }

    boolean pollInto(ProtoSimulation sink) {
        fillVacancy();
        if (size == 0) {
            return false;
        }
        int slot = heapSlot[0];
        double t = heapTime[0];
        EventHandler h = handler[slot];
        int tg = tag[slot];
        releaseSlot(slot);
        if (FUSION) {
            rootVacant = true;
        } else {
            removeAt(0);
        }
        sink.dispatch(t, h, tg);
        return true;
    }

    private void fillVacancy() {
        if (rootVacant) {
            rootVacant = false;
            removeAt(0);
        }
    }

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
        heapIndex[slot] = -1;
        handler[slot] = null;
        generation[slot]++;
        freeSlots[freeCount++] = slot;
    }

    /** Removes heap entry i (whose slot the caller releases or has released). */
    private void removeAt(int i) {
        size--;
        if (i == size) {
            return;
        }
        double t = heapTime[size];
        int s = heapSlot[size];
        if (i > 0 && before(t, s, heapTime[(i - 1) >>> SHIFT], heapSlot[(i - 1) >>> SHIFT])) {
            siftUp(i, t, s);
        } else {
            siftDown(i, t, s);
        }
    }

    private boolean before(double ta, int sa, double tb, int sb) {
        return ta < tb || (ta == tb && seq[sa] < seq[sb]);
    }

    /** Places (t, s) at i or above. */
    private void siftUp(int i, double t, int s) {
        while (i > 0) {
            int parent = (i - 1) >>> SHIFT;
            double pt = heapTime[parent];
            int ps = heapSlot[parent];
            if (!before(t, s, pt, ps)) {
                break;
            }
            heapTime[i] = pt;
            heapSlot[i] = ps;
            heapIndex[ps] = i;
            i = parent;
        }
        heapTime[i] = t;
        heapSlot[i] = s;
        heapIndex[s] = i;
    }

    /** Places (t, s) at i or below. */
    private void siftDown(int i, double t, int s) {
        final int n = size;
        final double[] ht = heapTime;
        final int[] hs = heapSlot;
        while (true) {
            int first = (i << SHIFT) + 1;
            if (first >= n) {
                break;
            }
            int best;
            double bt;
            if (ARITY == 4 && first + 3 < n) {
                // all four children: pick the earliest with selects (compiled to conditional moves, since
                // which child wins is unpredictable); ties between children are rare and resolved exactly
                double t0 = ht[first];
                double t1 = ht[first + 1];
                double t2 = ht[first + 2];
                double t3 = ht[first + 3];
                if (n <= SELECT_MAX) {
                    // in cache: branch-free selection (conditional moves, Math.min is an intrinsic)
                    int a = t1 < t0 ? first + 1 : first;
                    double ta = Math.min(t0, t1);
                    int b = t3 < t2 ? first + 3 : first + 2;
                    double tb = Math.min(t2, t3);
                    best = tb < ta ? b : a;
                    bt = Math.min(ta, tb);
                } else {
                    // memory-bound: branches let the CPU speculate into the next level and overlap its
                    // cache misses, which a data-dependent conditional move would serialise
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
                }
                if ((t0 == bt ? 1 : 0) + (t1 == bt ? 1 : 0) + (t2 == bt ? 1 : 0) + (t3 == bt ? 1 : 0) > 1) {
                    best = earliestChild(first, first + 4); // equal times: scheduling order decides
                }
            } else {
                best = earliestChild(first, Math.min(first + ARITY, n));
                bt = ht[best];
            }
            int bs = hs[best];
            if (!before(bt, bs, t, s)) {
                break;
            }
            ht[i] = bt;
            hs[i] = bs;
            heapIndex[bs] = i;
            i = best;
        }
        ht[i] = t;
        hs[i] = s;
        heapIndex[s] = i;
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
