package lbsim.run.export;

/** Stable sort of indices by a double key, in primitive arrays (no boxing): for time-ordered text formats. */
final class IndexSort {

    private IndexSort() {
    }

    /** The permutation 0..n-1 ordered by key (ascending), equal keys in index order. */
    static int[] byKey(double[] key, int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        int[] b = new int[n];
        // bottom-up merge sort, skipping runs already in order
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(lo + width, n);
                int hi = Math.min(lo + 2 * width, n);
                if (mid >= hi || key[a[mid - 1]] <= key[a[mid]]) {
                    System.arraycopy(a, lo, b, lo, hi - lo);
                    continue;
                }
                int i = lo;
                int j = mid;
                int k = lo;
                while (i < mid && j < hi) {
                    b[k++] = key[a[j]] < key[a[i]] ? a[j++] : a[i++];
                }
                while (i < mid) {
                    b[k++] = a[i++];
                }
                while (j < hi) {
                    b[k++] = a[j++];
                }
            }
            int[] t = a;
            a = b;
            b = t;
        }
        return a;
    }
}
