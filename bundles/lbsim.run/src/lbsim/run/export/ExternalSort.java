package lbsim.run.export;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * Sorts records of {@code width} longs by their first {@code keys} longs (signed, lexicographic; equal keys in
 * the order added) in bounded memory, for exports whose order the trace file does not have: at most
 * {@link #budget()} records are held; beyond that, sorted runs go to a temporary file (deleted on
 * {@link #close()}) and are merged, reading each run through a small buffer. Records are added, then read
 * once through {@link #next()} and {@link #get(int)}. Not thread-safe.
 */
final class ExternalSort implements Closeable {

    /** System property: records held in memory before a run is spilled (tests set it small to exercise spilling). */
    static final String BUDGET_PROPERTY = "lbsim.export.sortRecords";
    private static final int RUN_BUFFER_BYTES = 1 << 15;

    private final int width;
    private final int keys;
    private final int budget;
    private long[] data;
    private int n;
    private Path spill;
    private DataOutputStream spillOut;
    private long[] runStart = new long[8];
    private long[] runRecords = new long[8];
    private int runs;
    private long total;
    private long written;
    // reading
    private boolean reading;
    private int[] order;
    private int at = -1;
    private FileChannel channel;
    private Run[] cursors;
    private int[] heap;
    private int heapSize;
    private long[] current;

    ExternalSort(int width, int keys) {
        this(width, keys, defaultBudget(width));
    }

    ExternalSort(int width, int keys, int budget) {
        if (keys < 1 || keys > width || budget < 1) {
            throw new IllegalArgumentException("width " + width + ", keys " + keys + ", budget " + budget);
        }
        this.width = width;
        this.keys = keys;
        this.budget = budget;
        this.data = new long[Math.min(budget, 1024) * width];
    }

    /** About a sixteenth of the heap's limit, at least 4,096 and at most 2 million records (or the system property). */
    static int defaultBudget(int width) {
        Integer forced = Integer.getInteger(BUDGET_PROPERTY);
        if (forced != null && forced > 0) {
            return forced;
        }
        long bytesEach = 8L * width + 8;
        long fit = Runtime.getRuntime().maxMemory() / 16 / bytesEach;
        return (int) Math.max(4096, Math.min(2_000_000, fit));
    }

    int budget() {
        return budget;
    }

    /** Records spilled to disk so far (0 when everything fitted in memory). */
    long spilled() {
        return total - n;
    }

    long size() {
        return total;
    }

    void add(long a, long b, long c, long d) {
        int o = slot();
        data[o] = a;
        data[o + 1] = b;
        data[o + 2] = c;
        data[o + 3] = d;
    }

    void add(long a, long b, long c, long d, long e) {
        int o = slot();
        data[o] = a;
        data[o + 1] = b;
        data[o + 2] = c;
        data[o + 3] = d;
        data[o + 4] = e;
    }

    void add(long a, long b, long c, long d, long e, long f) {
        int o = slot();
        data[o] = a;
        data[o + 1] = b;
        data[o + 2] = c;
        data[o + 3] = d;
        data[o + 4] = e;
        data[o + 5] = f;
    }

    private int slot() {
        if (reading) {
            throw new IllegalStateException("records added after reading began");
        }
        if (n == budget) {
            try {
                spillRun();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        if ((n + 1) * width > data.length) {
            data = Arrays.copyOf(data, (int) Math.min((long) budget * width, Math.max((n + 1L) * width, 2L * data.length)));
        }
        total++;
        return n++ * width;
    }

    private int compare(long[] d, int x, int y) {
        int ox = x * width;
        int oy = y * width;
        for (int j = 0; j < keys; j++) {
            int c = Long.compare(d[ox + j], d[oy + j]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** A stable merge sort of the indices 0..n-1 of the records in memory. */
    private int[] sortedIndices() {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        int[] b = new int[n];
        for (int w = 1; w < n; w *= 2) {
            for (int lo = 0; lo < n; lo += 2 * w) {
                int mid = Math.min(lo + w, n);
                int hi = Math.min(lo + 2 * w, n);
                if (mid >= hi || compare(data, a[mid - 1], a[mid]) <= 0) {
                    System.arraycopy(a, lo, b, lo, hi - lo);
                    continue;
                }
                int i = lo;
                int j = mid;
                int k = lo;
                while (i < mid && j < hi) {
                    b[k++] = compare(data, a[j], a[i]) < 0 ? a[j++] : a[i++];
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

    private void spillRun() throws IOException {
        if (spill == null) {
            spill = Files.createTempFile("lbsim-export-sort-", ".tmp");
            spillOut = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(spill), 1 << 16));
        }
        if (runs == runStart.length) {
            runStart = Arrays.copyOf(runStart, runs * 2);
            runRecords = Arrays.copyOf(runRecords, runs * 2);
        }
        runStart[runs] = written; // DataOutputStream.size() stops at 2 GB
        runRecords[runs] = n;
        runs++;
        for (int i : sortedIndices()) {
            int o = i * width;
            for (int j = 0; j < width; j++) {
                spillOut.writeLong(data[o + j]);
            }
        }
        written += (long) n * width * 8;
        n = 0;
    }

    /** Moves to the next record in order; false when there is none. */
    boolean next() throws IOException {
        if (!reading) {
            start();
        }
        if (runs == 0) {
            if (++at >= n) {
                return false;
            }
            current = null;
            return true;
        }
        if (at >= 0) { // advance the run the last record came from
            int r = heap[0];
            if (cursors[r].next()) {
                siftDown(0);
            } else {
                heap[0] = heap[--heapSize];
                siftDown(0);
            }
        }
        at = 0;
        if (heapSize == 0) {
            return false;
        }
        current = cursors[heap[0]].record;
        return true;
    }

    /** Long j (0 .. width - 1) of the current record. */
    long get(int j) {
        if (current == null) {
            return data[order[at] * width + j];
        }
        return current[j];
    }

    private void start() throws IOException {
        reading = true;
        if (runs == 0) {
            order = sortedIndices();
            return;
        }
        if (n > 0) {
            spillRun();
        }
        data = null;
        spillOut.close();
        channel = FileChannel.open(spill, StandardOpenOption.READ);
        cursors = new Run[runs];
        heap = new int[runs];
        for (int r = 0; r < runs; r++) {
            cursors[r] = new Run(runStart[r], runRecords[r]);
            if (cursors[r].next()) {
                heap[heapSize++] = r;
            }
        }
        for (int i = heapSize / 2 - 1; i >= 0; i--) {
            siftDown(i);
        }
        at = -1;
    }

    /** Run x before run y when its record is smaller, or equal and x was spilled first (stable). */
    private boolean before(int x, int y) {
        long[] a = cursors[x].record;
        long[] b = cursors[y].record;
        for (int j = 0; j < keys; j++) {
            int c = Long.compare(a[j], b[j]);
            if (c != 0) {
                return c < 0;
            }
        }
        return x < y;
    }

    private void siftDown(int i) {
        while (true) {
            int l = 2 * i + 1;
            if (l >= heapSize) {
                return;
            }
            int m = l + 1 < heapSize && before(heap[l + 1], heap[l]) ? l + 1 : l;
            if (!before(heap[m], heap[i])) {
                return;
            }
            int t = heap[i];
            heap[i] = heap[m];
            heap[m] = t;
            i = m;
        }
    }

    /** One spilled run, read through a small buffer. */
    private final class Run {
        private long pos;
        private long left;
        private final ByteBuffer buf = ByteBuffer.allocate(RUN_BUFFER_BYTES - RUN_BUFFER_BYTES % (8 * width));
        final long[] record = new long[width];

        Run(long start, long records) {
            pos = start;
            left = records;
            buf.limit(0);
        }

        boolean next() throws IOException {
            if (left == 0) {
                return false;
            }
            if (!buf.hasRemaining()) {
                buf.clear();
                long want = Math.min(buf.capacity(), left * 8 * width);
                buf.limit((int) want);
                while (buf.hasRemaining()) {
                    int r = channel.read(buf, pos);
                    if (r < 0) {
                        throw new IOException(spill + ": the sort's temporary file ends early");
                    }
                    pos += r;
                }
                buf.flip();
            }
            for (int j = 0; j < width; j++) {
                record[j] = buf.getLong();
            }
            left--;
            return true;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            if (spillOut != null) {
                spillOut.close();
            }
            if (channel != null) {
                channel.close();
            }
        } finally {
            if (spill != null) {
                Files.deleteIfExists(spill);
            }
        }
    }
}
