package lbsim.trace.file;

/**
 * Stable sorting of {@code int} indices by a primitive comparison, without boxing: the trace readers and
 * analyses order records held in primitive columns, whose input is usually in order already (a task's
 * intervals come in start order, a task's messages mostly in delivery order).
 * <p>
 * A natural merge sort: it finds the ascending runs, so sorted input costs one pass and no copy, and
 * merges them pairwise otherwise (O(n log n) comparisons, n extra ints). Stable: indices that compare
 * equal keep their order.
 */
public final class IndexSort {

    /** Compares the records at two indices, as {@link java.util.Comparator#compare}. */
    @FunctionalInterface
    public interface IndexOrder {
        int compare(int a, int b);
    }

    private IndexSort() {
    }

    /** Sorts {@code idx[from .. to - 1]} by {@code order}, stably. */
    public static void sort(int[] idx, int from, int to, IndexOrder order) {
        if (from < 0 || to > idx.length || from > to) {
            throw new IndexOutOfBoundsException("range " + from + " .. " + to + " of " + idx.length);
        }
        if (sorted(idx, from, to, order)) {
            return;
        }
        int[] tmp = new int[to - from];
        // bottom-up merge of natural runs: runEnds lists where each ascending run ends
        int[] runEnds = new int[Math.max(1, to - from)];
        int runs = 0;
        int i = from;
        while (i < to) {
            int j = i + 1;
            while (j < to && order.compare(idx[j - 1], idx[j]) <= 0) {
                j++;
            }
            runEnds[runs++] = j;
            i = j;
        }
        while (runs > 1) {
            int out = 0;
            int start = from;
            for (int r = 0; r < runs; r += 2) {
                if (r + 1 == runs) {
                    runEnds[out++] = runEnds[r];
                    break;
                }
                int mid = runEnds[r];
                int end = runEnds[r + 1];
                merge(idx, tmp, start, mid, end, order, from);
                runEnds[out++] = end;
                start = end;
            }
            runs = out;
        }
    }

    private static boolean sorted(int[] idx, int from, int to, IndexOrder order) {
        for (int i = from + 1; i < to; i++) {
            if (order.compare(idx[i - 1], idx[i]) > 0) {
                return false;
            }
        }
        return true;
    }

    /** Merges idx[lo, mid) and idx[mid, hi), both sorted, through tmp (indexed from base). */
    private static void merge(int[] idx, int[] tmp, int lo, int mid, int hi, IndexOrder order, int base) {
        if (order.compare(idx[mid - 1], idx[mid]) <= 0) {
            return; // already in order
        }
        int n = mid - lo;
        System.arraycopy(idx, lo, tmp, lo - base, n);
        int a = lo - base;
        int aEnd = a + n;
        int b = mid;
        int o = lo;
        while (a < aEnd && b < hi) {
            if (order.compare(idx[b], tmp[a]) < 0) { // strictly less: equal keys keep the left run first
                idx[o++] = idx[b++];
            } else {
                idx[o++] = tmp[a++];
            }
        }
        while (a < aEnd) {
            idx[o++] = tmp[a++];
        }
    }
}
