package lbsim.core.engine;

import java.util.Arrays;

/**
 * The pending events, ordered by time and then by the order they were scheduled in (so events at the
 * same time fire first-scheduled first, deterministically).
 * <p>
 * An indexed binary heap kept in primitive arrays: insert, cancel, reschedule and removal of the
 * earliest event are O(log n) and allocate nothing once the arrays have grown to the largest number
 * of pending events. An event is named by a {@code long} handle that stays valid until the event
 * fires or is cancelled; a stale handle is recognised (its slot's generation has moved on) and
 * ignored, never confused with a newer event.
 */
public final class EventCalendar {

    private static final int INITIAL = 64;

    // per slot
    private double[] time = new double[INITIAL];
    private long[] seq = new long[INITIAL];
    private int[] tag = new int[INITIAL];
    private int[] generation = new int[INITIAL];
    private int[] heapIndex = new int[INITIAL]; // -1 when the slot is free
    private EventHandler[] handler = new EventHandler[INITIAL];
    private int[] freeSlots = new int[INITIAL];
    private int freeCount;
    private int slotsUsed;

    // the heap of slot numbers
    private int[] heap = new int[INITIAL];
    private int size;

    private long nextSeq;

    public EventCalendar() {
        Arrays.fill(heapIndex, -1);
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
        if (eventHandler == null) {
            throw new IllegalArgumentException("event handler is null");
        }
        int slot = allocateSlot();
        time[slot] = eventTime;
        seq[slot] = nextSeq++;
        tag[slot] = eventTag;
        handler[slot] = eventHandler;
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
        }
        heap[size] = slot;
        heapIndex[slot] = size;
        size++;
        siftUp(size - 1);
        return handleOf(slot);
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
        double old = time[slot];
        time[slot] = newTime;
        seq[slot] = nextSeq++;
        int i = heapIndex[slot];
        if (newTime < old) {
            siftUp(i);
        } else {
            siftDown(i);
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
        return slot < 0 ? Double.NaN : time[slot];
    }

    /** Time of the earliest pending event; +infinity when empty. */
    public double peekTime() {
        return size == 0 ? Double.POSITIVE_INFINITY : time[heap[0]];
    }

    /**
     * Removes the earliest event and hands it to {@code sink}. Package-private: the simulation's loop
     * is the only consumer, so the handler and tag need no holder object.
     *
     * @return false when the calendar was empty
     */
    boolean pollInto(Simulation sink) {
        if (size == 0) {
            return false;
        }
        int slot = heap[0];
        double t = time[slot];
        EventHandler h = handler[slot];
        int tg = tag[slot];
        removeAt(0);
        releaseSlot(slot);
        sink.dispatch(t, h, tg);
        return true;
    }

    private long handleOf(int slot) {
        return ((long) generation[slot] << 32) | (slot & 0xffffffffL);
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
        if (slotsUsed == time.length) {
            int n = slotsUsed * 2;
            time = Arrays.copyOf(time, n);
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

    private void removeAt(int i) {
        size--;
        if (i == size) {
            return;
        }
        int moved = heap[size];
        heap[i] = moved;
        heapIndex[moved] = i;
        siftDown(i);
        if (heap[i] == moved) {
            siftUp(i);
        }
    }

    private boolean before(int a, int b) {
        double ta = time[a];
        double tb = time[b];
        return ta < tb || (ta == tb && seq[a] < seq[b]);
    }

    private void siftUp(int i) {
        int slot = heap[i];
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            int p = heap[parent];
            if (!before(slot, p)) {
                break;
            }
            heap[i] = p;
            heapIndex[p] = i;
            i = parent;
        }
        heap[i] = slot;
        heapIndex[slot] = i;
    }

    private void siftDown(int i) {
        int slot = heap[i];
        int half = size >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            int c = heap[child];
            int right = child + 1;
            if (right < size && before(heap[right], c)) {
                child = right;
                c = heap[child];
            }
            if (!before(c, slot)) {
                break;
            }
            heap[i] = c;
            heapIndex[c] = i;
            i = child;
        }
        heap[i] = slot;
        heapIndex[slot] = i;
    }
}
