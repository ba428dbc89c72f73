package lbsim.core.net;

/**
 * Values by a pair of link numbers (an uplink and a downlink): open addressing with linear probing on the two ints,
 * removal by backward shift (no tombstones), at most half full. {@link SwitchedNetwork} looks a pair up, adds it or
 * drops it for every message; a {@code HashMap<Long, ...>} allocated a boxed key and a node each time and gave the
 * JIT compiler three large methods to inline into the network's hottest ones. Nothing iterates it, so its order
 * cannot reach a result.
 *
 * @param <V> the values
 */
final class LinkPairTable<V> {

    private long[] keys = new long[16];
    private Object[] values = new Object[16];
    private int size;

    /** The value of (up, down), or null. */
    @SuppressWarnings("unchecked")
    V get(int up, int down) {
        long key = key(up, down);
        long[] k = keys;
        Object[] v = values;
        int mask = k.length - 1;
        for (int i = slot(key, mask);; i = (i + 1) & mask) {
            Object x = v[i];
            if (x == null || k[i] == key) {
                return (V) x;
            }
        }
    }

    /** Adds (up, down) with {@code value} (not null), which the table must not hold yet. */
    void add(int up, int down, V value) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        insert(keys, values, key(up, down), value);
        size++;
    }

    /** Removes (up, down); nothing when the table does not hold it. */
    void remove(int up, int down) {
        long key = key(up, down);
        long[] k = keys;
        Object[] v = values;
        int mask = k.length - 1;
        int hole = slot(key, mask);
        while (v[hole] != null && k[hole] != key) {
            hole = (hole + 1) & mask;
        }
        if (v[hole] == null) {
            return;
        }
        // backward shift: an entry further along the run moves into the hole when the hole is on its probe path
        // (between its home slot and where it sits), so that every lookup still finds it before an empty slot
        for (int j = (hole + 1) & mask; v[j] != null; j = (j + 1) & mask) {
            int home = slot(k[j], mask);
            if (((j - home) & mask) >= ((j - hole) & mask)) {
                k[hole] = k[j];
                v[hole] = v[j];
                hole = j;
            }
        }
        v[hole] = null;
        size--;
    }

    /** How many pairs the table holds. */
    int size() {
        return size;
    }

    private void grow() {
        long[] k = keys;
        Object[] v = values;
        long[] nk = new long[2 * k.length];
        Object[] nv = new Object[2 * k.length];
        for (int i = 0; i < k.length; i++) {
            if (v[i] != null) {
                insert(nk, nv, k[i], v[i]);
            }
        }
        keys = nk;
        values = nv;
    }

    private static void insert(long[] k, Object[] v, long key, Object value) {
        int mask = k.length - 1;
        int i = slot(key, mask);
        while (v[i] != null) {
            i = (i + 1) & mask;
        }
        k[i] = key;
        v[i] = value;
    }

    private static long key(int up, int down) {
        return (long) up << 32 | (down & 0xFFFFFFFFL);
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & mask;
    }
}
