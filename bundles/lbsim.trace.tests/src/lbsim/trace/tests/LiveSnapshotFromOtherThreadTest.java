package lbsim.trace.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.trace.tests.LiveRecords.Rec;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

/**
 * A live snapshot taken from another thread while the recording thread is held ({@link
 * TraceWriter#snapshotFromOtherThread}, what a debugger's breakpoint needs): it holds exactly the records written
 * before the point where the recording thread stopped, those in the file's chunks and those still buffered, compared
 * record by record with the finished file; under a recording thread that keeps going, every snapshot that is written is
 * still exactly a prefix of the records (never a torn record, never a record twice); and the trace file is the same,
 * byte for byte, as a writer without snapshots writes.
 */
class LiveSnapshotFromOtherThreadTest {

    private static final List<String> HOSTS = LiveRecords.HOSTS;
    private static final List<String> TASK_NAMES = LiveRecords.TASK_NAMES;
    private static final int[] TASK_HOST = LiveRecords.TASK_HOST;

    @TempDir
    Path dir;

    /** Records per chunk: small, so the held points fall on full chunks in the file and on records still buffered. */
    private static final int CHUNK = 64;

    private static List<Rec> records(int n) {
        return LiveRecords.records(2727, n);
    }

    /** What a store holds, in written order, as text with every time's exact bits. */
    private static List<String> dump(TraceStore s) throws Exception {
        List<String> d = new ArrayList<>();
        s.forEachState((task, state, a, b) -> d.add("S " + task + " " + state + " " + a + " " + b));
        s.forEachMessage((id, src, dst, tag, bytes, a, b, c, e) -> d.add("M " + id + " " + src + " " + dst + " " + tag + " "
                + bytes + " " + a + " " + b + " " + c + " " + e));
        s.forEachLoad((host, t, v) -> d.add("L " + host + " " + t + " " + v));
        return d;
    }

    /** What the finished file holds of the first {@code k} records: the first ones of each kind, kind by kind. */
    private static List<String> prefix(List<String> all, List<Rec> recs, int k) {
        List<String> want = new ArrayList<>();
        for (int kind = 0; kind < 3; kind++) {
            int kk = kind;
            long count = recs.subList(0, k).stream().filter(x -> x.kind() == kk).count();
            String tag = new String[] { "S ", "M ", "L " }[kind];
            want.addAll(all.stream().filter(x -> x.startsWith(tag)).toList().subList(0, (int) count));
        }
        return want;
    }

    /** The records as {@link #dump} shows them, kind by kind. */
    private static List<String> render(List<Rec> recs) {
        List<String> d = new ArrayList<>();
        for (Rec x : recs) {
            if (x.kind() == 0) {
                d.add("S " + x.task() + " " + x.state() + " " + x.t0() + " " + x.t1());
            }
        }
        for (Rec x : recs) {
            if (x.kind() == 1) {
                d.add("M " + x.id() + " " + x.task() + " " + x.dst() + " " + x.tag() + " " + x.bytes() + " " + x.t0() + " " + x.t1() + " "
                        + x.t2() + " " + x.t3());
            }
        }
        for (Rec x : recs) {
            if (x.kind() == 2) {
                d.add("L " + x.task() + " " + x.t0() + " " + x.t1());
            }
        }
        return d;
    }

    /** Waits until the writer has written {@code snapshots} snapshots (generous: the machine is shared). */
    private static void waitFor(TraceWriter w, long snapshots) throws InterruptedException {
        long until = System.nanoTime() + 120_000_000_000L;
        while (w.liveSnapshots() < snapshots && w.liveFailure() == null && System.nanoTime() < until) {
            Thread.sleep(5);
        }
        assertNull(w.liveFailure());
        assertEquals(snapshots, w.liveSnapshots(), "the worker did not write the snapshot");
    }

    /**
     * The recording thread records the first k records and stops there (as at a breakpoint in a strategy, outside the
     * writer); another thread takes the snapshot: it holds exactly records 0 .. k-1, whatever k is (inside the first
     * chunk, on a chunk's boundary, past several chunks), its end is the virtual time the names give, and the names are
     * asked for on the snapshot's thread.
     */
    @Test
    void aSnapshotFromAnotherThreadHoldsExactlyTheRecordsBeforeTheHeldPoint() throws Exception {
        List<Rec> recs = records(1500);
        Path trace = dir.resolve("trace.lbt");
        Path live = dir.resolve("trace.lbt.live");
        Path plain = dir.resolve("plain.lbt");
        TraceWriter w = new TraceWriter(trace, TraceStates.STATES.size(), CHUNK, 64, true);
        TraceWriter p = new TraceWriter(plain, TraceStates.STATES.size(), CHUNK, 64, true);
        // the virtual time the names give at the held point: later than every record's time, so it is the end
        double[] now = { 0 };
        Thread[] askedOn = { null };
        // the periodic snapshots are off (an interval of a day): only the ones from the other thread are written
        w.live(live, TraceStates.STATES, () -> {
            askedOn[0] = Thread.currentThread();
            return new TraceWriter.LiveNames(now[0], HOSTS, TASK_NAMES, TASK_HOST);
        }, 86_400_000L);
        int[] held = { 5, 64, 65, 700, 1499, 1500 };
        Map<Integer, List<String>> seen = new HashMap<>();
        Map<Integer, Double> ends = new HashMap<>();
        CountDownLatch[] reached = new CountDownLatch[held.length];
        CountDownLatch[] go = new CountDownLatch[held.length];
        for (int j = 0; j < held.length; j++) {
            reached[j] = new CountDownLatch(1);
            go[j] = new CountDownLatch(1);
        }
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread recorder = new Thread(() -> {
            try {
                int next = 0;
                for (int k = 0; k <= recs.size(); k++) {
                    if (next < held.length && held[next] == k) { // held here, between two records
                        reached[next].countDown();
                        go[next].await();
                        next++;
                    }
                    if (k < recs.size()) {
                        LiveRecords.feed(w, recs.get(k));
                        LiveRecords.feed(p, recs.get(k));
                        now[0] = 1000 + k + 1;
                    }
                }
            } catch (Throwable e) {
                failed.set(e);
            }
        }, "recording thread");
        recorder.setDaemon(true);
        recorder.start();
        for (int j = 0; j < held.length; j++) {
            assertTrue(reached[j].await(120, TimeUnit.SECONDS), "the recording thread did not reach record " + held[j]);
            // between records the snapshot is taken; only a full queue to the worker (its last chunks) can refuse it:
            // ask again, as the debugger's poller does
            long until = System.nanoTime() + 120_000_000_000L;
            while (!w.snapshotFromOtherThread()) {
                assertTrue(System.nanoTime() < until, "no snapshot at a held point between records");
                Thread.sleep(5);
            }
            assertEquals(Thread.currentThread(), askedOn[0], "the names were not asked for on the snapshot's thread");
            waitFor(w, j + 1);
            try (TraceStore s = TraceStores.openLive(trace, live)) {
                seen.put(held[j], dump(s));
                ends.put(held[j], s.endSeconds());
                s.validate();
            }
            go[j].countDown();
        }
        recorder.join(120_000);
        assertNull(failed.get());
        w.finish(now[0], HOSTS, TASK_NAMES, TASK_HOST, TraceStates.STATES, "held", 27L);
        p.finish(now[0], HOSTS, TASK_NAMES, TASK_HOST, TraceStates.STATES, "held", 27L);
        assertEquals(-1, Files.mismatch(trace, plain), "snapshots from another thread changed the trace file");
        try (TraceStore f = TraceStores.open(trace)) {
            List<String> all = dump(f);
            for (int k : held) {
                assertEquals(prefix(all, recs, k), seen.get(k), "snapshot held at record " + k);
                assertEquals(k == 0 ? 0 : 1000 + k, ends.get(k), "the end of the snapshot held at record " + k);
            }
        }
        assertEquals(held.length, w.liveSnapshots());
    }

    /**
     * The recording thread is not held (a breakpoint that is resumed at once, Suspend while it records): snapshots
     * asked for from another thread all the while are either refused (inside a record), dropped by the worker (records
     * handed over meanwhile) or written, and every one written holds exactly a prefix of the records: for some k the
     * first k of them, kind by kind. At three points the recording thread waits until one snapshot has been checked,
     * so at least three are, however the threads are scheduled.
     */
    @Test
    void snapshotsWhileTheRecordingThreadGoesAreAlwaysAPrefix() throws Exception {
        List<Rec> recs = records(100_000);
        Path trace = dir.resolve("busy.lbt");
        Path live = dir.resolve("busy.lbt.live");
        Path plain = dir.resolve("plain.lbt");
        TraceWriter w = new TraceWriter(trace, TraceStates.STATES.size(), CHUNK, 64, true);
        TraceWriter p = new TraceWriter(plain, TraceStates.STATES.size(), CHUNK, 64, true);
        w.live(live, TraceStates.STATES, () -> new TraceWriter.LiveNames(0, HOSTS, TASK_NAMES, TASK_HOST), 86_400_000L);
        // the counts of each kind in the first k records, for every k: a snapshot must match one of them
        Map<String, Integer> prefixOf = new HashMap<>();
        long[] c = new long[3];
        prefixOf.put("0 0 0", 0);
        for (int k = 1; k <= recs.size(); k++) {
            c[recs.get(k - 1).kind()]++;
            prefixOf.put(c[0] + " " + c[1] + " " + c[2], k);
        }
        int[] waits = { 25_000, 50_000, 75_000 };
        CountDownLatch[] checked = { new CountDownLatch(1), new CountDownLatch(1), new CountDownLatch(1) };
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread recorder = new Thread(() -> {
            try {
                int next = 0;
                for (int k = 0; k < recs.size(); k++) {
                    if (next < waits.length && waits[next] == k) {
                        checked[next].await();
                        next++;
                    }
                    LiveRecords.feed(w, recs.get(k));
                    LiveRecords.feed(p, recs.get(k));
                }
            } catch (Throwable e) {
                failed.set(e);
            }
        }, "recording thread");
        recorder.setDaemon(true);
        recorder.start();
        List<String> rendered = render(recs);
        int checkedSnapshots = 0;
        long read = 0;
        long[] asked = { 0, 0 }; // asked for, refused
        Thread asker = new Thread(() -> { // as often as it can, while the recording thread goes
            while (recorder.isAlive()) {
                asked[0]++;
                if (!w.snapshotFromOtherThread()) {
                    asked[1]++;
                }
                Thread.yield();
            }
        }, "snapshot thread");
        asker.setDaemon(true);
        asker.start();
        while (recorder.isAlive() || asker.isAlive() || read < w.liveSnapshots()) {
            long written = w.liveSnapshots();
            if (written > read) {
                try (TraceStore s = TraceStores.openLive(trace, live)) {
                    List<String> snap = dump(s);
                    long[] n = new long[3];
                    for (String line : snap) {
                        n["SML".indexOf(line.charAt(0))]++;
                    }
                    Integer k = prefixOf.get(n[0] + " " + n[1] + " " + n[2]);
                    assertTrue(k != null, "a snapshot of " + n[0] + " intervals, " + n[1] + " messages and " + n[2]
                            + " load steps is no prefix of the records");
                    assertEquals(prefix(rendered, recs, k), snap, "snapshot of the first " + k + " records");
                    s.validate();
                    checkedSnapshots++;
                }
                read = written;
                for (CountDownLatch l : checked) {
                    if (l.getCount() > 0) {
                        l.countDown();
                        break;
                    }
                }
            } else {
                Thread.yield();
            }
        }
        assertNull(failed.get());
        w.finish(100_000, HOSTS, TASK_NAMES, TASK_HOST, TraceStates.STATES, "busy", 27L);
        p.finish(100_000, HOSTS, TASK_NAMES, TASK_HOST, TraceStates.STATES, "busy", 27L);
        assertNull(w.liveFailure());
        assertEquals(-1, Files.mismatch(trace, plain), "snapshots from another thread changed the trace file");
        assertTrue(checkedSnapshots >= 3, "snapshots checked: " + checkedSnapshots);
        // the records as the snapshots were compared with them are the finished file's
        try (TraceStore f = TraceStores.open(trace)) {
            assertEquals(rendered, dump(f));
        }
        System.out.println("LiveSnapshotFromOtherThreadTest: " + asked[0] + " snapshots asked for while recording, "
                + asked[1] + " refused (inside a record, or the queue to the worker full), " + w.liveSnapshots() + " written, " + checkedSnapshots + " checked");
    }
}
