package lbsim.core.cpu;

import java.util.Arrays;

/**
 * An indexed binary min-heap of jobs keyed by {@link Job#key} (ties: submission order), kept in
 * parallel arrays so comparisons read primitives only. Each job remembers its position
 * ({@link Job#heapPos}), so removing any job is O(log n). Nothing is allocated once the arrays have
 * grown to the largest size seen.
 */
final class JobHeap {

    private double[] keys = new double[8];
    private long[] seqs = new long[8];
    private Job[] jobs = new Job[8];
    private int size;

    /** Elementary sift steps done so far (a cost counter for tests; never reset). */
    long steps;

    int size() {
        return size;
    }

    /** The job with the smallest key; null when empty. */
    Job peek() {
        return size == 0 ? null : jobs[0];
    }

    /** The smallest key; +infinity when empty. */
    double peekKey() {
        return size == 0 ? Double.POSITIVE_INFINITY : keys[0];
    }

    /** Adds a job with its current {@link Job#key}, which must not change while the job is in the heap. */
    void add(Job job) {
        if (size == keys.length) {
            int n = size * 2;
            keys = Arrays.copyOf(keys, n);
            seqs = Arrays.copyOf(seqs, n);
            jobs = Arrays.copyOf(jobs, n);
        }
        int i = size++;
        keys[i] = job.key;
        seqs[i] = job.seq();
        jobs[i] = job;
        job.heapPos = i;
        siftUp(i);
    }

    /** Removes a job that is in this heap. */
    void remove(Job job) {
        int i = job.heapPos;
        job.heapPos = -1;
        size--;
        if (i != size) {
            Job last = jobs[size];
            move(size, i);
            jobs[size] = null;
            siftDown(i);
            if (jobs[i] == last) {
                siftUp(i);
            }
        } else {
            jobs[size] = null;
        }
    }

    private void move(int from, int to) {
        keys[to] = keys[from];
        seqs[to] = seqs[from];
        Job j = jobs[from];
        jobs[to] = j;
        j.heapPos = to;
    }

    /** Whether (ka, sa) orders before the entry at index b. */
    private boolean less(double ka, long sa, int b) {
        double kb = keys[b];
        return ka < kb || (ka == kb && sa < seqs[b]);
    }

    private void siftUp(int i) {
        double k = keys[i];
        long s = seqs[i];
        Job j = jobs[i];
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!less(k, s, parent)) {
                break;
            }
            steps++;
            move(parent, i);
            i = parent;
        }
        keys[i] = k;
        seqs[i] = s;
        jobs[i] = j;
        j.heapPos = i;
    }

    private void siftDown(int i) {
        double k = keys[i];
        long s = seqs[i];
        Job j = jobs[i];
        int half = size >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            int right = child + 1;
            if (right < size && less(keys[right], seqs[right], child)) {
                child = right;
            }
            if (!lessThan(keys[child], seqs[child], k, s)) {
                break;
            }
            steps++;
            move(child, i);
            i = child;
        }
        keys[i] = k;
        seqs[i] = s;
        jobs[i] = j;
        j.heapPos = i;
    }

    private static boolean lessThan(double ka, long sa, double kb, long sb) {
        return ka < kb || (ka == kb && sa < sb);
    }

    /** Whether the heap order and every job's position are consistent (for tests). */
    boolean isConsistent() {
        for (int i = 0; i < size; i++) {
            if (jobs[i].heapPos != i || keys[i] != jobs[i].key || seqs[i] != jobs[i].seq()) {
                return false;
            }
            if (i > 0 && less(keys[i], seqs[i], (i - 1) >>> 1)) {
                return false;
            }
        }
        return true;
    }
}
