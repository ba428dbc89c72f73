package lbsim.trace.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceFormatException;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.trace.tests.LiveRecords.Rec;
import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

/**
 * A trace read while it is written ({@link TraceWriter#live}, {@link TraceStores#openLive}): at every snapshot the
 * store holds exactly the records written before it, those in the file's chunks and those still in the writer's
 * buffers, compared record by record with the finished file read back; and the finished file is the same, byte for
 * byte, as a writer without live snapshots writes from the same records.
 */
class LiveTraceTest {

    @TempDir
    Path dir;

    private static final List<String> HOSTS = LiveRecords.HOSTS;

    /**
     * 1,500 records from a seeded stream ({@link LiveRecords#records}). Chunks of 64 records, so the snapshots fall both
     * on full chunks in the file and on records still buffered.
     */
    private static List<Rec> records() {
        return LiveRecords.records(27, 1500);
    }

    private static final List<String> TASK_NAMES = LiveRecords.TASK_NAMES;
    private static final int[] TASK_HOST = LiveRecords.TASK_HOST;

    /** What a store holds, in written order, as text with every time's exact bits. */
    private static List<String> dump(TraceStore s) throws Exception {
        List<String> d = new ArrayList<>();
        s.forEachState((task, state, a, b) -> d.add("S " + task + " " + state + " " + a + " " + b));
        s.forEachMessage((id, src, dst, tag, bytes, a, b, c, e) -> d.add("M " + id + " " + src + " " + dst + " " + tag + " "
                + bytes + " " + a + " " + b + " " + c + " " + e));
        s.forEachLoad((host, t, v) -> d.add("L " + host + " " + t + " " + v));
        return d;
    }

    private static void waitFor(TraceWriter w, long snapshots) throws InterruptedException {
        long until = System.nanoTime() + 120_000_000_000L; // generous: the machine is shared
        while (w.liveSnapshots() < snapshots && w.liveFailure() == null && System.nanoTime() < until) {
            Thread.sleep(5);
        }
        assertEquals(null, w.liveFailure());
        assertEquals(snapshots, w.liveSnapshots(), "the worker did not write the snapshot");
    }

    @Test
    void snapshotsHoldExactlyTheRecordsWrittenSoFar() throws Exception {
        List<Rec> recs = records();
        Path trace = dir.resolve("trace.lbt");
        Path live = dir.resolve("trace.lbt.live");
        Path plain = dir.resolve("plain.lbt");
        TraceWriter w = new TraceWriter(trace, TraceStates.STATES.size(), 64, 64, true);
        TraceWriter p = new TraceWriter(plain, TraceStates.STATES.size(), 64, 64, true);
        int[] tasksSoFar = { 0 };
        double[] now = { 0 };
        w.live(live, TraceStates.STATES, () -> new TraceWriter.LiveNames(now[0], HOSTS,
                TASK_NAMES.subList(0, tasksSoFar[0]), java.util.Arrays.copyOf(TASK_HOST, tasksSoFar[0])), 0);
        assertThrows(NoSuchFileException.class, () -> TraceStores.openLive(trace, live)); // no snapshot yet
        // snapshot at record k holds records 0 .. k-1: inside the first chunk, past several full chunks, at the end
        int[] at = { 5, 64, 65, 700, 1499 };
        List<List<String>> seen = new ArrayList<>();
        List<Integer> kept = new ArrayList<>();
        int next = 0;
        for (int k = 0; k < recs.size(); k++) {
            if (next < at.length && at[next] == k) {
                w.requestLive();
                LiveRecords.feed(w, recs.get(k)); // the snapshot is taken as this record comes, before it
                LiveRecords.feed(p, recs.get(k));
                waitFor(w, next + 1);
                try (TraceStore s = TraceStores.openLive(trace, live)) {
                    seen.add(dump(s));
                    assertEquals(TraceWriter.VERSION, s.version());
                    assertEquals(tasksSoFar[0], s.taskCount());
                    assertTrue(s.endSeconds() >= now[0], "end " + s.endSeconds() + " before " + now[0]);
                    long states = recs.subList(0, k).stream().filter(x -> x.kind() == 0).count();
                    long messages = recs.subList(0, k).stream().filter(x -> x.kind() == 1).count();
                    assertEquals(states, s.intervalCount());
                    assertEquals(messages, s.messageCount());
                    // the range query answers from the snapshot as from any file: every interval so far, by task then start
                    Intervals iv = s.states(TraceStore.ANY, 0, Double.MAX_VALUE);
                    List<Rec> want = new ArrayList<>(recs.subList(0, k).stream().filter(x -> x.kind() == 0).toList());
                    want.sort(Comparator.comparingInt(Rec::task).thenComparingDouble(Rec::t0));
                    assertEquals(want.size(), iv.size());
                    for (int i = 0; i < iv.size(); i++) {
                        assertEquals(want.get(i).task(), iv.task(i));
                        assertEquals(want.get(i).state(), iv.state(i));
                        assertEquals(want.get(i).t0(), iv.start(i));
                        assertEquals(want.get(i).t1(), iv.end(i));
                    }
                    Messages ms = s.messages(TraceStore.ANY, TraceStore.ANY, 0, Double.MAX_VALUE);
                    assertEquals(messages, ms.size());
                    s.validate();
                }
                kept.add(k);
                next++;
            } else {
                LiveRecords.feed(w, recs.get(k));
                LiveRecords.feed(p, recs.get(k));
            }
            if (recs.get(k).kind() != 2) {
                tasksSoFar[0] = Math.max(tasksSoFar[0], Math.max(recs.get(k).task(), recs.get(k).kind() == 1 ? recs.get(k).dst() : 0) + 1);
                now[0] = Math.max(now[0], recs.get(k).t1());
            }
        }
        w.finish(now[0], HOSTS, TASK_NAMES, TASK_HOST, TraceStates.STATES, "live", 27L);
        p.finish(now[0], HOSTS, TASK_NAMES, TASK_HOST, TraceStates.STATES, "live", 27L);
        // the finished file does not depend on the snapshots
        assertEquals(-1, Files.mismatch(trace, plain), "live snapshots changed the trace file");
        // each snapshot held the finished trace's first records of each kind, exactly
        try (TraceStore f = TraceStores.open(trace)) {
            List<String> all = dump(f);
            for (int j = 0; j < kept.size(); j++) {
                int k = kept.get(j);
                List<String> want = new ArrayList<>();
                long states = recs.subList(0, k).stream().filter(x -> x.kind() == 0).count();
                long messages = recs.subList(0, k).stream().filter(x -> x.kind() == 1).count();
                long loads = recs.subList(0, k).stream().filter(x -> x.kind() == 2).count();
                List<String> sAll = all.stream().filter(x -> x.startsWith("S ")).toList();
                List<String> mAll = all.stream().filter(x -> x.startsWith("M ")).toList();
                List<String> lAll = all.stream().filter(x -> x.startsWith("L ")).toList();
                want.addAll(sAll.subList(0, (int) states));
                want.addAll(mAll.subList(0, (int) messages));
                want.addAll(lAll.subList(0, (int) loads));
                assertEquals(want, seen.get(j), "snapshot at record " + k);
                assertTrue(k < 64 || seen.get(j).size() > 0);
            }
        }
    }

    /**
     * Issue 27, live limit 1: a snapshot holds the call sites of its records (Go to Source works on a live diagram):
     * the site table defined so far, and per interval and message the same site as the finished trace gives it. A new
     * site is defined before every 40th record (so later snapshots have more), each record takes one of the sites
     * defined so far (a seeded choice), a message a send and a receive site, one in seven none.
     */
    @Test
    void snapshotsHoldTheCallSitesOfTheirRecords() throws Exception {
        List<Rec> recs = records();
        Path trace = dir.resolve("sited.lbt");
        Path live = dir.resolve("sited.lbt.live");
        Path plain = dir.resolve("sited-plain.lbt");
        TraceWriter w = new TraceWriter(trace, TraceStates.STATES.size(), 64, 64, true);
        TraceWriter p = new TraceWriter(plain, TraceStates.STATES.size(), 64, 64, true);
        w.recordCallSites();
        p.recordCallSites();
        w.live(live, TraceStates.STATES, () -> new TraceWriter.LiveNames(0, HOSTS, TASK_NAMES, TASK_HOST), 0);
        Random r = new Random(2727);
        int sites = 0;
        int[] at = { 30, 64, 300, 1001, 1499 };
        int next = 0;
        List<List<String>> seen = new ArrayList<>();
        List<Integer> siteCounts = new ArrayList<>();
        for (int k = 0; k < recs.size(); k++) {
            if (k % 40 == 0) {
                for (TraceWriter x : new TraceWriter[] { w, p }) {
                    x.site(sites, "pkg.Program" + sites, "method" + sites, "Program" + sites + ".java", 10 + sites);
                }
                sites++;
            }
            boolean snapshot = next < at.length && at[next] == k;
            if (snapshot) {
                w.requestLive();
            }
            Rec x = recs.get(k);
            int s0 = r.nextInt(7) == 0 ? -1 : r.nextInt(sites);
            int s1 = r.nextInt(7) == 0 ? -1 : r.nextInt(sites);
            for (TraceWriter y : new TraceWriter[] { w, p }) {
                switch (x.kind()) {
                    case 0 -> y.state(x.task(), x.state(), x.t0(), x.t1(), s0);
                    case 1 -> y.message(x.id(), x.task(), x.dst(), x.tag(), x.bytes(), x.t0(), x.t1(), x.t2(), x.t3(), s0, s1);
                    default -> y.load(x.task(), x.t0(), x.t1());
                }
            }
            if (snapshot) {
                waitFor(w, next + 1);
                try (TraceStore s = TraceStores.openLive(trace, live)) {
                    assertTrue(s.hasCallSites(), "snapshot at record " + k + " has no call sites");
                    seen.add(sites(s));
                    siteCounts.add(s.callSiteCount());
                    s.validate();
                }
                next++;
            }
        }
        w.finish(30, HOSTS, TASK_NAMES, TASK_HOST, TraceStates.STATES, "live", 27L);
        p.finish(30, HOSTS, TASK_NAMES, TASK_HOST, TraceStates.STATES, "live", 27L);
        assertEquals(-1, Files.mismatch(trace, plain), "live snapshots changed the trace file");
        try (TraceStore f = TraceStores.open(trace)) {
            List<String> all = sites(f);
            for (int j = 0; j < at.length; j++) {
                int k = at[j];
                // the sites defined before record k: one per 40 records, the first before record 0
                assertEquals(k / 40 + 1, siteCounts.get(j), "sites in the snapshot at record " + k);
                List<String> got = seen.get(j);
                assertTrue(got.size() > 10, "snapshot at record " + k + ": " + got);
                assertTrue(all.containsAll(got), "snapshot at record " + k + " has sites the finished trace does not: "
                        + got.stream().filter(g -> !all.contains(g)).toList());
                long records = recs.subList(0, k).stream().filter(x -> x.kind() != 2).count();
                assertEquals(records + siteCounts.get(j), got.size(), "one line per interval and message, and per site");
            }
        }
    }

    /**
     * Every interval's site (by task and the interval's middle), every message's send and receive sites (by id), and the
     * site table, as text: the same record gives the same line in a snapshot and in the finished trace.
     */
    private static List<String> sites(TraceStore s) throws Exception {
        List<String> d = new ArrayList<>();
        List<double[]> iv = new ArrayList<>();
        s.forEachState((task, state, a, b) -> iv.add(new double[] { task, a, b }));
        for (double[] x : iv) {
            int task = (int) x[0];
            double mid = (x[1] + x[2]) / 2;
            d.add("S " + task + " " + x[1] + " " + s.optIntervalSite(task, mid));
        }
        List<Integer> ids = new ArrayList<>();
        s.forEachMessage((id, src, dst, tag, bytes, a, b, c, e) -> ids.add(id));
        for (int id : ids) {
            d.add("M " + id + " " + s.optSendSite(id) + " " + s.optReceiveSite(id));
        }
        for (int i = 0; i < s.callSiteCount(); i++) {
            d.add("T " + i + " " + s.callSite(i));
        }
        return d;
    }

    @Test
    void aSnapshotThatIsNoneIsRefusedByName() throws Exception {
        Path trace = dir.resolve("t.lbt");
        Path live = dir.resolve("t.lbt.live");
        TraceWriter w = new TraceWriter(trace, TraceStates.STATES.size(), 64, 64, true);
        w.state(0, 0, 0, 1);
        w.finish(1, HOSTS, List.of("a"), new int[] { 0 }, TraceStates.STATES);
        Files.writeString(live, "not a snapshot at all");
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceStores.openLive(trace, live));
        assertTrue(e.getMessage().startsWith(live.toString()), e.getMessage());
        // a snapshot that claims more of the trace than it has
        byte[] b = new byte[16];
        System.arraycopy("LBSIMLIV".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, b, 0, 8);
        java.nio.ByteBuffer.wrap(b, 8, 8).putLong(Files.size(trace) + 1);
        Files.write(live, b);
        e = assertThrows(TraceFormatException.class, () -> TraceStores.openLive(trace, live));
        assertTrue(e.getMessage().contains("completes the first"), e.getMessage());
    }

    @Test
    void withoutLiveNothingIsWrittenBeside() throws Exception {
        Path trace = dir.resolve("q.lbt");
        TraceWriter w = new TraceWriter(trace, TraceStates.STATES.size(), 64, 64, true);
        w.requestLive(); // ignored
        w.state(0, 0, 0, 1);
        w.finish(1, HOSTS, List.of("a"), new int[] { 0 }, TraceStates.STATES);
        assertEquals(0, w.liveSnapshots());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(trace), files.toList());
        }
        assertFalse(Files.exists(dir.resolve("q.lbt.live")));
    }
}
