package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import lbsim.trace.TraceStates;
import lbsim.model.RealApplication;
import lbsim.model.Scenario;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.trace.TraceFile;
import lbsim.trace.TraceFormatException;
import lbsim.trace.store.Intervals;
import lbsim.trace.store.Messages;
import lbsim.trace.store.Steps;
import lbsim.trace.store.Summary;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.store.TraceStore;
import lbsim.trace.file.TraceWriter;

/**
 * The version-2 trace file and its read interface: every shipped example reads back as the run's trace,
 * range queries and pixel summaries against brute force over the in-memory trace, damaged and truncated
 * files, version-1 files, and byte-identical files for the same run.
 */
class TraceStoreTest {

    @TempDir
    static Path classes;

    @TempDir
    Path dir;

    @BeforeAll
    static void compileTheExamplePrograms() throws Exception {
        ExamplePrograms.compile(ExamplePrograms.sources(), classes);
    }

    static Stream<String> examples() throws IOException {
        try (Stream<Path> s = Files.list(Examples.file("."))) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".lbsim")).sorted().toList().stream();
        }
    }

    private static RunOutcome run(String name) throws Exception {
        Scenario s = Examples.load(name);
        if (s.getApplication() instanceof RealApplication r) {
            r.getClassPath().clear();
            return ExamplePrograms.capture(() -> ScenarioRunner.run(s, name, List.of(), null, null, new lbsim.run.ExtraClassPath(List.of(classes), "--classpath", "--classpath on the command line"))).value();
        }
        return ScenarioRunner.run(s, name, List.of(), null, null);
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyShippedExampleReadsBackIntervalForIntervalAndMessageForMessage(String name) throws Exception {
        TraceColumns trace = TraceColumns.of(run(name));
        // small chunks, so every example spans several chunks of each kind
        for (int chunk : new int[] { 7, TraceWriter.DEFAULT_CHUNK_RECORDS }) {
            Path f = dir.resolve(name + "-" + chunk + ".lbt");
            write(trace, f, chunk, 64);
            TraceColumns back = TraceColumns.read(f);
            assertEquals(trace, back, name + " with chunks of " + chunk);
            assertEquals(trace.stateCount(), back.stateCount());
            assertEquals(trace.messageCount(), back.messageCount());
        }
        // the same run again: the same file, byte for byte
        Path a = dir.resolve("a.lbt");
        Path b = dir.resolve("b.lbt");
        trace.image().writeTo(a);
        run(name).trace().writeTo(b);
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b), name);
    }

    private static RunOutcome streamed(String name, Path file) throws Exception {
        Scenario s = Examples.load(name);
        if (s.getApplication() instanceof RealApplication r) {
            r.getClassPath().clear();
            return ExamplePrograms.capture(() -> ScenarioRunner.prepare(s, name, null, new lbsim.run.ExtraClassPath(List.of(classes), "--classpath", "--classpath on the command line")).streamTraceTo(file)
                    .run(List.of(), null)).value();
        }
        return ScenarioRunner.prepare(s, name, null).streamTraceTo(file).run(List.of(), null);
    }

    @ParameterizedTest
    @MethodSource("examples")
    void aStreamedRunWritesTheSameTraceAndResultFilesAsAnInMemoryOne(String name) throws Exception {
        RunOutcome memory = run(name);
        Path f = dir.resolve("streamed.lbt");
        RunOutcome streamed = streamed(name, f);
        assertEquals(f, streamed.traceFile());
        assertEquals(TraceColumns.of(memory), TraceColumns.of(streamed), name); // read back from the file
        java.util.Map<String, String> expected = new java.util.LinkedHashMap<>(memory.extraFiles());
        expected.remove("messages.csv"); // per message: the csv export's, no longer a default file
        assertEquals(expected, streamed.extraFiles(), name);
        assertEquals(memory.activities(), streamed.activities());
        assertEquals(memory.tasks(), streamed.tasks());
        // the same run streamed again: the same file, byte for byte
        Path g = dir.resolve("again.lbt");
        streamed(name, g);
        assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(g), name);
        // result folders: every file but messages.csv byte-identical, summary.json apart from wallClock
        Path a = dir.resolve("memory");
        Path b = dir.resolve("streamed");
        lbsim.run.result.ResultWriter.write(memory, a, "test");
        lbsim.run.result.ResultWriter.write(streamed, b, "test");
        assertFalse(Files.exists(f), "the streamed trace was moved into the folder");
        try (Stream<Path> files = Files.list(a)) {
            for (Path p : files.toList()) {
                String n = p.getFileName().toString();
                if (n.equals("messages.csv")) {
                    assertFalse(Files.exists(b.resolve(n)));
                } else if (n.equals("summary.json")) {
                    assertEquals(Files.readString(p).replaceAll("\"wallClock\"[^}]*}", ""),
                            Files.readString(b.resolve(n)).replaceAll("\"wallClock\"[^}]*}", ""), n);
                } else if (!n.equals("trace.lbt") && !n.equals(lbsim.run.result.Manifest.NAME)) { // lists the sizes
                    assertArrayEquals(Files.readAllBytes(p), Files.readAllBytes(b.resolve(n)), name + ": " + n);
                }
            }
        }
        assertEquals(TraceColumns.of(memory), TraceColumns.read(b.resolve(lbsim.trace.TraceFile.NAME)));
    }

    /**
     * The whole run's picture drawn from the file store, a chunk at a time (the messages in the order the run wrote
     * them, not by id), is the picture of the same trace read whole into memory and put in the in-memory store: the
     * same bars, arrows or density bands, load bands and legend, and the same SVG.
     */
    @ParameterizedTest
    @MethodSource("examples")
    void theWholeRunPictureReadAChunkAtATimeIsThatOfTheTraceReadWhole(String name) throws Exception {
        Path f = dir.resolve("p.lbt");
        streamed(name, f);
        TraceColumns whole = TraceColumns.read(f);
        TraceStore memory = whole.open();
        lbsim.run.layout.SpaceTimeLayout a = lbsim.run.layout.SpaceTimeLayout.of(memory, 1400,
                lbsim.run.export.SpaceTimePicture.heightFor(memory), "t");
        lbsim.run.layout.SpaceTimeLayout b;
        try (TraceStore s = lbsim.trace.store.TraceStores.open(f)) {
            b = lbsim.run.layout.SpaceTimeLayout.of(s, 1400, lbsim.run.export.SpaceTimePicture.heightFor(s), "t");
        }
        assertEquals(a.height(), b.height(), name);
        assertEquals(a.bars(), b.bars(), name);
        assertEquals(a.arrows(), b.arrows(), name);
        assertEquals(a.densities(), b.densities(), name);
        assertEquals(a.groups(), b.groups(), name);
        assertEquals(a.legend(), b.legend(), name);
        assertEquals(lbsim.run.export.SpaceTimePicture.svg(a), lbsim.run.export.SpaceTimePicture.svg(b), name);
        assertTrue(!a.bars().isEmpty(), name);
    }

    @ParameterizedTest
    @MethodSource("examples")
    void theChromeExportHasTheSameEventsWhateverTheOrderOfTheFile(String name) throws Exception {
        // the run's file against the same trace read back and written again (in id order)
        Path f = dir.resolve("c.lbt");
        RunOutcome o = streamed(name, f);
        java.io.StringWriter memory = new java.io.StringWriter();
        try (lbsim.trace.store.TraceStore m = TraceColumns.read(f).open()) {
            lbsim.run.export.ChromeTraceExport.write(m, memory);
        }
        java.io.StringWriter streaming = new java.io.StringWriter();
        try (TraceFileStore s = TraceFileStore.open(f)) {
            s.validate();
            lbsim.run.export.ChromeTraceExport.write(s, streaming);
        }
        assertEquals(events(memory.toString()), events(streaming.toString()), name);
        StrictJson.parse(streaming.toString());
    }

    /** The event lines of a Chrome JSON export, sorted (the streaming export writes them in another order). */
    private static List<String> events(String json) {
        List<String> lines = new ArrayList<>();
        for (String l : json.split("\n")) {
            lines.add(l.endsWith(",") ? l.substring(0, l.length() - 1) : l);
        }
        java.util.Collections.sort(lines);
        return lines;
    }

    /**
     * Writing a streamed run's folder reports how far the critical path has come (growing, ending at 1), and a
     * caller that abandons the write while the path is read back gets false, no folder and no temporary one; an
     * old result at the target stays as it was.
     */
    @Test
    void writingReportsTheCriticalPathsProgressAndCanBeAbandonedWhileItIsRead() throws Exception {
        RunOutcome first = streamed("ion-implantation.lbsim", dir.resolve("first.lbt"));
        Path target = dir.resolve("result");
        List<Double> seen = new ArrayList<>();
        assertTrue(lbsim.run.result.ResultWriter.write(first, target, lbsim.run.result.ResultWriter.Options.of("test").abandon(() -> false, seen::add)));
        assertFalse(seen.isEmpty());
        for (int i = 1; i < seen.size(); i++) {
            assertTrue(seen.get(i) >= seen.get(i - 1), "growing: " + seen);
        }
        assertEquals(1.0, seen.get(seen.size() - 1));
        byte[] before = Files.readAllBytes(target.resolve("summary.json"));

        RunOutcome second = streamed("ion-implantation.lbsim", dir.resolve("second.lbt"));
        boolean[] abandon = { false };
        int[] calls = { 0 };
        boolean written = lbsim.run.result.ResultWriter.write(second, target, lbsim.run.result.ResultWriter.Options.of("test")
                .abandon(() -> abandon[0], f -> {
                    calls[0]++;
                    abandon[0] = true; // Ctrl-C while the critical path is read
                }));
        assertFalse(written);
        assertTrue(calls[0] >= 1);
        assertArrayEquals(before, Files.readAllBytes(target.resolve("summary.json")), "the old result is as it was");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.map(p -> p.getFileName().toString()).filter(n -> n.contains(".tmp-")).toList(),
                    "no temporary folder left");
        }
    }

    @Test
    void aRunWithoutTraceHasTheSameFiguresAndNoTrace() throws Exception {
        RunOutcome memory = run("ion-implantation.lbsim");
        RunOutcome bare = ScenarioRunner.prepare(Examples.load("ion-implantation.lbsim"), "ion-implantation.lbsim", null)
                .withoutTrace().run(List.of(), null);
        assertEquals(lbsim.trace.TraceImage.empty(), bare.trace());
        assertEquals(null, bare.traceFile());
        java.util.Map<String, String> expected = new java.util.LinkedHashMap<>(memory.extraFiles());
        expected.remove("messages.csv");
        expected.remove("traffic.csv");
        assertEquals(expected, bare.extraFiles()); // masterslave.csv, matrix.csv, segments.csv, ... unchanged
        assertEquals(memory.activities(), bare.activities());
        assertEquals(memory.simulatedEndSeconds(), bare.simulatedEndSeconds());
        assertEquals(memory.eventsProcessed(), bare.eventsProcessed());
    }

    /** Writes with a chosen chunk size (the same steps as TraceWriter.write). */
    static void write(TraceColumns t, Path f, int chunk, int bins) throws IOException {
        try (TraceWriter w = new TraceWriter(f, t.stateNames().size(), chunk, bins, true)) {
            for (int i = 0; i < t.stateCount(); i++) {
                w.state(t.stateTask(i), t.state(i), t.stateStart(i), t.stateEnd(i));
            }
            for (int m = 0; m < t.messageCount(); m++) {
                w.message(m, t.messageSource(m), t.messageDestination(m), t.messageTag(m), t.messageBytes(m),
                        t.messageSendStart(m), t.messageInjected(m), t.messageDelivered(m), t.messageReceived(m));
            }
            for (int h = 0; h < t.hostCount(); h++) {
                for (int k = 0; k < t.loadSteps(h); k++) {
                    w.load(h, t.loadTime(h, k), t.loadValue(h, k));
                }
            }
            List<String> hosts = new ArrayList<>();
            for (int h = 0; h < t.hostCount(); h++) {
                hosts.add(t.hostName(h));
            }
            List<String> tasks = new ArrayList<>();
            int[] taskHost = new int[t.taskCount()];
            for (int k = 0; k < t.taskCount(); k++) {
                tasks.add(t.taskName(k));
                taskHost[k] = t.taskHost(k);
            }
            w.finish(t.endSeconds(), hosts, tasks, taskHost, t.stateNames(), t.scenarioName(), t.seed());
        }
    }

    /**
     * A random trace: tasks with back-to-back intervals of random states and lengths (some of length
     * zero, some with gaps), appended in order of their end as a run does, random messages out of id
     * order (as a run closes them), and random load steps; times on a grid of 1/8 s and arbitrary doubles.
     */
    static TraceColumns random(long seed, int tasks, int intervalsPerTask, int messages) {
        SplittableRandom r = new SplittableRandom(seed);
        TraceColumns.Builder b = new TraceColumns.Builder(0);
        b.host("h0");
        b.host("h1");
        for (int t = 0; t < tasks; t++) {
            b.task("t" + t, t % 2);
        }
        double[][] start = new double[tasks][intervalsPerTask];
        double[][] end = new double[tasks][intervalsPerTask];
        int[][] state = new int[tasks][intervalsPerTask];
        for (int t = 0; t < tasks; t++) {
            double now = r.nextInt(3) * 0.125;
            for (int k = 0; k < intervalsPerTask; k++) {
                if (r.nextInt(5) == 0) {
                    now += r.nextDouble();
                }
                double len = switch (r.nextInt(4)) {
                    case 0 -> 0;
                    case 1 -> r.nextInt(1, 9) * 0.125;
                    default -> r.nextDouble() * 2;
                };
                start[t][k] = now;
                end[t][k] = now + len;
                state[t][k] = r.nextInt(TraceStates.STATES.size());
                now += len;
            }
        }
        // merge by end time (ties by task), as a run appends them
        int[] next = new int[tasks];
        while (true) {
            int best = -1;
            for (int t = 0; t < tasks; t++) {
                if (next[t] < intervalsPerTask && (best < 0 || end[t][next[t]] < end[best][next[best]])) {
                    best = t;
                }
            }
            if (best < 0) {
                break;
            }
            b.state(best, state[best][next[best]], start[best][next[best]], end[best][next[best]]);
            next[best]++;
        }
        for (int m = 0; m < messages; m++) {
            double s = r.nextDouble() * 20;
            double j = s + r.nextDouble();
            double d = j + r.nextDouble();
            double v = r.nextInt(6) == 0 ? Double.NaN : d + r.nextDouble();
            b.message(r.nextInt(tasks), r.nextInt(tasks), r.nextInt(3), r.nextLong(1 << 20), s, j, d, v);
        }
        double[] lt = new double[10];
        double[] lv = new double[10];
        for (int k = 0; k < 10; k++) {
            lt[k] = k * 1.5;
            lv[k] = r.nextInt(4);
        }
        b.load(1, lt, lv);
        return b.build();
    }

    @Test
    void rangeQueriesAtChunkBoundariesEqualBruteForce() throws Exception {
        TraceColumns t = random(3, 5, 40, 60);
        Path f = dir.resolve("r.lbt");
        write(t, f, 5, 64); // 5 records a chunk: many boundaries
        try (TraceStore s = TraceFileStore.open(f)) {
            assertEquals(3, s.version()); // format 3 since issue 32 (the summary level in proportion to the run)
            // every interval end and start as a boundary, and a few ranges across the whole trace
            List<double[]> ranges = new ArrayList<>();
            for (int i = 0; i < t.stateCount(); i += 3) {
                ranges.add(new double[] { t.stateStart(i), t.stateEnd(i) });
                ranges.add(new double[] { t.stateEnd(i), t.stateEnd(i) });
            }
            ranges.add(new double[] { -1, 1000 });
            ranges.add(new double[] { 2.5, 7.25 });
            for (double[] q : ranges) {
                for (int task = TraceStore.ANY; task < t.taskCount(); task++) {
                    Intervals got = s.states(task, q[0], q[1]);
                    List<String> expected = new ArrayList<>();
                    for (int k = 0; k < t.taskCount(); k++) {
                        for (int i = 0; i < t.stateCount(); i++) {
                            if (t.stateTask(i) == k && (task == TraceStore.ANY || k == task) && t.stateEnd(i) >= q[0]
                                    && t.stateStart(i) <= q[1]) {
                                expected.add(k + ":" + t.state(i) + ":" + t.stateStart(i) + ":" + t.stateEnd(i));
                            }
                        }
                    }
                    List<String> actual = new ArrayList<>();
                    for (int i = 0; i < got.size(); i++) {
                        actual.add(got.task(i) + ":" + got.state(i) + ":" + got.start(i) + ":" + got.end(i));
                    }
                    assertEquals(expected, actual, "task " + task + " in [" + q[0] + ", " + q[1] + "]");
                }
                for (int tag = TraceStore.ANY; tag < 3; tag++) {
                    for (int task = TraceStore.ANY; task < t.taskCount(); task++) {
                        Messages got = s.messages(task, tag, q[0], q[1]);
                        List<Integer> expected = new ArrayList<>();
                        for (int m = 0; m < t.messageCount(); m++) {
                            double last = Double.isNaN(t.messageReceived(m)) ? t.messageDelivered(m) : t.messageReceived(m);
                            if ((task == TraceStore.ANY || t.messageSource(m) == task || t.messageDestination(m) == task)
                                    && (tag == TraceStore.ANY || t.messageTag(m) == tag) && last >= q[0]
                                    && t.messageSendStart(m) <= q[1]) {
                                expected.add(m);
                            }
                        }
                        List<Integer> actual = new ArrayList<>();
                        for (int i = 0; i < got.size(); i++) {
                            actual.add(got.id(i));
                            int m = got.id(i);
                            assertEquals(t.messageBytes(m), got.bytes(i));
                            assertEquals(Double.doubleToRawLongBits(t.messageReceived(m)),
                                    Double.doubleToRawLongBits(got.received(i)));
                        }
                        assertEquals(expected, actual, "messages of task " + task + ", tag " + tag);
                    }
                }
            }
            Steps l = s.load(1, 2.0, 6.0); // the step at 1.5 is in force at 2.0, then 3.0, 4.5, 6.0
            assertEquals(4, l.size());
            assertEquals(1.5, l.time(0));
            assertEquals(6.0, l.time(3));
            assertEquals(t.loadValue(1, 1), l.value(0));
            assertEquals(0, s.load(0, 0, 100).size());
            // get throws where opt gives the sentinel
            assertEquals(-1, s.optTask("nobody"));
            assertThrows(NoSuchElementException.class, () -> s.getTask("nobody"));
            assertEquals(2, s.getTask("t2"));
            assertEquals(Summary.NONE, s.optStateAt(0, -5));
            assertThrows(NoSuchElementException.class, () -> s.getStateAt(0, -5));
            int i0 = firstNonEmpty(t);
            double mid = (t.stateStart(i0) + t.stateEnd(i0)) / 2;
            assertEquals(t.state(i0), s.getStateAt(t.stateTask(i0), mid));
            assertThrows(IllegalArgumentException.class, () -> s.states(0, 2, 1));
            assertThrows(IndexOutOfBoundsException.class, () -> s.states(99, 0, 1));
        }
    }

    private static int firstNonEmpty(TraceColumns t) {
        for (int i = 0;; i++) {
            if (t.stateEnd(i) > t.stateStart(i)) {
                return i;
            }
        }
    }

    @Test
    void summariesAgreeWithBruteForceOnRandomTraces() throws Exception {
        for (long seed = 1; seed <= 12; seed++) {
            TraceColumns t = random(seed, 4, 30, 40);
            Path f = dir.resolve("s" + seed + ".lbt");
            write(t, f, 9, 256);
            try (TraceStore s = TraceFileStore.open(f)) {
                SplittableRandom r = new SplittableRandom(seed);
                for (int q = 0; q < 6; q++) {
                    double a = r.nextDouble() * 30;
                    double b = q == 0 ? 0 : a + r.nextDouble() * 30;
                    double t0 = q == 0 ? 0 : a;
                    double t1 = q == 0 ? 64 : b;
                    int width = 1 + r.nextInt(40);
                    Summary exact = s.summary(t0, t1, width);
                    assertTrue(exact.exact());
                    check(t, exact, t0, t1, width, 1e-5);
                    checkPairs(t, exact, t0, t1, width);
                    // from the level alone: only the totals per task and state over the range can be
                    // checked exactly where the range's ends fall on bin edges, so check the whole trace
                    Summary level = s.summary(0, 128, width, 0);
                    assertFalse(level.exact());
                    checkTotals(t, level, 0, 128, 1e-4);
                }
            }
        }
    }

    /**
     * A summary of some tasks (what the space-time editor asks for its visible rows) is the full summary, to the
     * bit, for those tasks and 0 for the others; its message pairs and its source (events or level) are the full
     * summary's.
     */
    @Test
    void summariesOfSomeTasksAreTheFullSummaryForThoseTasks() throws Exception {
        for (long seed = 1; seed <= 6; seed++) {
            TraceColumns t = random(seed, 6, 30, 40);
            Path f = dir.resolve("some" + seed + ".lbt");
            write(t, f, 9, 256);
            try (TraceStore s = TraceFileStore.open(f)) {
                SplittableRandom r = new SplittableRandom(seed);
                for (int q = 0; q < 6; q++) {
                    double a = r.nextDouble() * 30;
                    double t0 = q == 0 ? 0 : a;
                    double t1 = q == 0 ? 64 : a + r.nextDouble() * 30;
                    int width = 1 + r.nextInt(40);
                    // tasks 0..5; the array may be shorter than the task count (the rest: not asked for)
                    boolean[] some = new boolean[4 + r.nextInt(3)];
                    for (int k = 0; k < some.length; k++) {
                        some[k] = r.nextBoolean();
                    }
                    some[0] = true;
                    for (long budget : new long[] { 4_000_000L, 0 }) {
                        Summary all = s.summary(t0, t1, width, budget);
                        Summary part = s.summary(t0, t1, width, budget, some);
                        assertEquals(all.exact(), part.exact());
                        for (int k = 0; k < t.taskCount(); k++) {
                            boolean asked = k < some.length && some[k];
                            for (int p = 0; p < width; p++) {
                                for (int st = 0; st < TraceStates.STATES.size(); st++) {
                                    assertEquals(asked ? all.occupancy(k, p, st) : 0, part.occupancy(k, p, st), 0,
                                            "seed " + seed + " task " + k + " pixel " + p + " state " + st);
                                }
                            }
                        }
                        assertEquals(all.pairCount(), part.pairCount());
                        for (int i = 0; i < all.pairCount(); i++) {
                            assertEquals(all.pairFrom(i), part.pairFrom(i));
                            assertEquals(all.pairTo(i), part.pairTo(i));
                            assertEquals(all.pairMessages(i), part.pairMessages(i));
                        }
                    }
                    // null asks for every task
                    Summary none = s.summary(t0, t1, width, 4_000_000L, null);
                    assertEquals(s.summary(t0, t1, width).occupancy(0, 0, 0), none.occupancy(0, 0, 0), 0);
                }
            }
        }
    }

    /** Brute force: per task, pixel and state the overlap of every interval with the pixel. */
    private static void check(TraceColumns t, Summary s, double t0, double t1, int width, double tolerance) {
        for (int k = 0; k < t.taskCount(); k++) {
            for (int p = 0; p < width; p++) {
                double lo = s.edge(p);
                double hi = s.edge(p + 1);
                double[] occ = new double[TraceStates.STATES.size()];
                double covered = 0;
                for (int i = 0; i < t.stateCount(); i++) {
                    if (t.stateTask(i) == k) {
                        double o = Math.min(hi, t.stateEnd(i)) - Math.max(lo, t.stateStart(i));
                        if (o > 0) {
                            occ[t.state(i)] += o;
                            covered += o;
                        }
                    }
                }
                double sum = 0;
                int biggest = Summary.NONE;
                for (int st = 0; st < occ.length; st++) {
                    assertEquals(occ[st], s.occupancy(k, p, st), tolerance * Math.max(1, occ[st]),
                            "task " + k + " pixel " + p + " state " + st);
                    sum += s.occupancy(k, p, st);
                    if (occ[st] > tolerance && (biggest == Summary.NONE || occ[st] > occ[biggest] + tolerance)) {
                        biggest = st;
                    }
                }
                // the occupancies add up to the time the task's intervals cover in the pixel
                assertEquals(covered, sum, tolerance * Math.max(1, covered));
                assertTrue(sum <= hi - lo + tolerance, "no more than the pixel's width");
                int dominant = s.dominant(k, p);
                if (covered == 0) {
                    assertEquals(Summary.NONE, dominant);
                } else {
                    for (int st = 0; st < occ.length; st++) {
                        assertTrue(s.occupancy(k, p, dominant) >= s.occupancy(k, p, st), "dominant is the largest");
                    }
                    assertEquals(occ[dominant], occ[biggest], tolerance * Math.max(1, covered));
                }
            }
        }
    }

    private static void checkTotals(TraceColumns t, Summary s, double t0, double t1, double tolerance) {
        for (int k = 0; k < t.taskCount(); k++) {
            double[] occ = new double[TraceStates.STATES.size()];
            for (int i = 0; i < t.stateCount(); i++) {
                if (t.stateTask(i) == k) {
                    double o = Math.min(t1, t.stateEnd(i)) - Math.max(t0, t.stateStart(i));
                    if (o > 0) {
                        occ[t.state(i)] += o;
                    }
                }
            }
            for (int st = 0; st < occ.length; st++) {
                double sum = 0;
                for (int p = 0; p < s.width(); p++) {
                    sum += s.occupancy(k, p, st);
                }
                assertEquals(occ[st], sum, tolerance * Math.max(1, occ[st]), "task " + k + " state " + st);
            }
            for (int p = 0; p < s.width(); p++) {
                int d = s.dominant(k, p);
                for (int st = 0; st < occ.length; st++) {
                    assertTrue(d == Summary.NONE ? s.occupancy(k, p, st) == 0 : s.occupancy(k, p, d) >= s.occupancy(k, p, st));
                }
            }
        }
    }

    private static void checkPairs(TraceColumns t, Summary s, double t0, double t1, int width) {
        long[][] count = new long[width][width];
        for (int m = 0; m < t.messageCount(); m++) {
            double from = t.messageSendStart(m);
            double to = Double.isNaN(t.messageReceived(m)) ? t.messageDelivered(m) : t.messageReceived(m);
            if (from >= t0 && from <= t1 && to >= t0 && to <= t1) {
                count[pixel(from, t0, t1, width)][pixel(to, t0, t1, width)]++;
            }
        }
        long[][] got = new long[width][width];
        for (int k = 0; k < s.pairCount(); k++) {
            got[s.pairFrom(k)][s.pairTo(k)] += s.pairMessages(k);
        }
        for (int p = 0; p < width; p++) {
            assertArrayEquals(count[p], got[p], "messages sent in pixel " + p);
        }
    }

    private static int pixel(double x, double t0, double t1, int width) {
        return Math.max(0, Math.min(width - 1, (int) Math.floor((x - t0) / (t1 - t0) * width)));
    }

    @Test
    void aDamagedChunkNamesTheFileAndTheOffset() throws Exception {
        TraceColumns t = random(5, 3, 50, 20);
        Path f = dir.resolve("d.lbt");
        write(t, f, 16, 64);
        byte[] bytes = Files.readAllBytes(f);
        // the first chunk starts right after the 20-byte header; its body after a 33-byte chunk header
        int at = 20 + 33 + 5;
        bytes[at] ^= 0x5A;
        Files.write(f, bytes);
        try (TraceStore s = TraceFileStore.open(f)) { // the footer is intact: opening works
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> s.states(TraceStore.ANY, 0, 1e9));
            assertTrue(e.getMessage().startsWith(f + ": damaged chunk at offset 20: checksum mismatch"), e.getMessage());
        }
    }

    @Test
    void aTruncatedFileNamesTheFileAndTheOffset() throws Exception {
        TraceColumns t = random(6, 3, 50, 20);
        Path f = dir.resolve("t.lbt");
        write(t, f, 16, 64);
        byte[] bytes = Files.readAllBytes(f);
        Files.write(f, java.util.Arrays.copyOf(bytes, bytes.length - 100));
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceFileStore.open(f));
        long at = bytes.length - 100 - 28;
        assertTrue(e.getMessage().startsWith(f + ": truncated or damaged: no end record at offset " + at), e.getMessage());
        Files.write(f, java.util.Arrays.copyOf(bytes, 10));
        assertTrue(assertThrows(TraceFormatException.class, () -> TraceFileStore.open(f)).getMessage().contains("too short"));
        // a damaged footer
        bytes[bytes.length - 40] ^= 0x11;
        Files.write(f, bytes);
        e = assertThrows(TraceFormatException.class, () -> TraceFileStore.open(f));
        assertTrue(e.getMessage().startsWith(f + ": damaged footer at offset "), e.getMessage());
    }

    @Test
    void aVersionOneFileIsStillRead() throws Exception {
        TraceColumns t = random(7, 3, 20, 10);
        Path f = dir.resolve("v1.lbt");
        TraceColumns.writeVersion1(t, f);
        try (TraceStore s = TraceFileStore.open(f)) {
            assertEquals(1, s.version());
            assertEquals(t.stateCount(), s.intervalCount());
            assertEquals(t.stateCount(), s.states(TraceStore.ANY, -1, 1e9).size());
        }
        assertEquals(t, TraceColumns.read(f));
    }

    /**
     * Intervals written out of start order (a task's records are sorted only where they need it) come back by
     * task, then start, with equal starts in file order, across chunks of two records.
     */
    @Test
    void intervalsWrittenOutOfStartOrderComeBackByTaskThenStart() throws Exception {
        Path f = dir.resolve("unordered.lbt");
        try (TraceWriter w = new TraceWriter(f, 5, 2, 16, true)) {
            w.state(0, 0, 5, 6);
            w.state(1, 1, 0, 1); // task 1 in order
            w.state(0, 1, 1, 2);
            w.state(1, 2, 2, 3);
            w.state(0, 2, 3, 4);
            w.state(0, 3, 3, 3.5); // same start as the one before it: stays after it
            w.finish(8, List.of("h"), List.of("t0", "t1"), new int[] { 0, 0 }, TraceStates.STATES);
        }
        try (TraceStore s = TraceFileStore.open(f)) {
            Intervals iv = s.states(TraceStore.ANY, 0, 8);
            double[][] expected = { { 0, 1, 1, 2 }, { 0, 3, 2, 4 }, { 0, 3, 3, 3.5 }, { 0, 5, 0, 6 }, { 1, 0, 1, 1 },
                    { 1, 2, 2, 3 } }; // task, start, state, end
            assertEquals(expected.length, iv.size());
            for (int i = 0; i < expected.length; i++) {
                assertEquals(expected[i][0], iv.task(i), "task of " + i);
                assertEquals(expected[i][1], iv.start(i), "start of " + i);
                assertEquals(expected[i][2], iv.state(i), "state of " + i);
                assertEquals(expected[i][3], iv.end(i), "end of " + i);
            }
            Intervals t0 = s.states(0, 0, 8); // one task: sorted by start alone
            assertEquals(List.of(1.0, 3.0, 3.0, 5.0), List.of(t0.start(0), t0.start(1), t0.start(2), t0.start(3)));
        }
    }

    @Test
    void aTraceOfSummariesOnlyAnswersSummariesButNoEvents() throws Exception {
        TraceColumns t = random(8, 3, 30, 10);
        Path f = dir.resolve("sum.lbt");
        try (TraceWriter w = new TraceWriter(f, 5, 16, 256, false)) {
            for (int i = 0; i < t.stateCount(); i++) {
                w.state(t.stateTask(i), t.state(i), t.stateStart(i), t.stateEnd(i));
            }
            w.finish(128, List.of("h0", "h1"), List.of("t0", "t1", "t2"), new int[] { 0, 1, 0 }, TraceStates.STATES);
        }
        try (TraceStore s = TraceFileStore.open(f)) {
            assertFalse(s.hasEvents());
            assertEquals(t.stateCount(), s.intervalCount());
            assertEquals(0, s.states(TraceStore.ANY, 0, 64).size());
            Summary sum = s.summary(0, 128, 16);
            assertFalse(sum.exact());
            checkTotals(t, sum, 0, 128, 1e-4);
        }
    }

    @Test
    void theFooterKeepsTheScenarioAndSeedAndAFileWithoutThemTitlesWithTheFallback() throws Exception {
        Path named = dir.resolve("named.lbt");
        try (TraceWriter w = new TraceWriter(named, TraceStates.STATES.size())) {
            w.state(0, TraceStates.COMPUTE, 0, 2);
            w.finish(2, List.of("h0"), List.of("t0"), new int[] { 0 }, TraceStates.STATES, "r\u00e9seau", -42L);
        }
        try (TraceFileStore s = TraceFileStore.open(named)) {
            assertEquals("r\u00e9seau", s.scenarioName());
            assertEquals(-42L, s.seed());
            assertEquals("lbsim: r\u00e9seau (seed -42)", lbsim.run.export.Exports.title(s, "named"));
        }
        Path bare = dir.resolve("bare.lbt");
        try (TraceWriter w = new TraceWriter(bare, TraceStates.STATES.size())) {
            w.state(0, TraceStates.COMPUTE, 0, 2);
            w.finish(2, List.of("h0"), List.of("t0"), new int[] { 0 }, TraceStates.STATES);
        }
        try (TraceFileStore s = TraceFileStore.open(bare)) {
            assertEquals("", s.scenarioName());
            assertEquals(null, s.seed());
            assertEquals("lbsim: bare", lbsim.run.export.Exports.title(s, "bare"));
        }
    }
}
