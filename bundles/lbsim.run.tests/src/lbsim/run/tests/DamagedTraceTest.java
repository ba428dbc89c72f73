package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.run.export.ChromeTraceExport;
import lbsim.run.export.Exports;
import lbsim.run.export.PajeExport;
import lbsim.trace.TraceFile;
import lbsim.trace.TraceFormatException;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.file.TraceWriter;

/**
 * Issue 14, class 8: trace files whose checksums hold but whose content lies are refused by the reader with
 * one line naming the file, the offset and the rule, before any exporter sees a value; names with control
 * characters are escaped by the exporters. The files are made by writing lying records through TraceWriter
 * (it checks nothing on its hot path) or by taking a good file apart ({@link TraceBytes}) and putting it back
 * with fresh checksums.
 */
class DamagedTraceTest {

    @TempDir
    Path dir;

    @FunctionalInterface
    interface Records {
        void write(TraceWriter w);
    }

    /**
     * Two hosts, tasks a (host 0) and b (host 1), five states; the good records are
     * a: compute [0, 1], send [1, 1.5]; b: blocked [0, 0.5], receive [0.5, 1]; one message a -> b sent at 1,
     * received at 1.3; host 1's load 2 from 0, 0 from 0.5. {@code lie} adds records after these.
     */
    private Path v2(String name, Records lie) throws Exception {
        Path f = dir.resolve(name);
        try (TraceWriter w = new TraceWriter(f, 5)) {
            w.state(0, TraceStates.COMPUTE, 0, 1);
            w.state(1, TraceStates.BLOCKED, 0, 0.5);
            w.state(1, TraceStates.RECEIVE, 0.5, 1);
            w.state(0, TraceStates.SEND, 1, 1.5);
            w.message(0, 0, 1, 7, 100, 1.0, 1.1, 1.2, 1.3);
            w.load(1, 0, 2);
            w.load(1, 0.5, 0);
            lie.write(w);
            w.finish(2.0, List.of("h0", "h1"), List.of("a", "b"), new int[] { 0, 1 }, TraceStates.STATES);
        }
        return f;
    }

    /** The message of the error that reading every value of the file gives (open, then validate). */
    private static String refusal(Path f) {
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> {
            try (TraceFileStore s = TraceFileStore.open(f)) {
                s.validate();
            }
        });
        String m = e.getMessage();
        assertTrue(m.startsWith(f + ": "), m);
        assertFalse(m.contains("\n"), "one line: " + m);
        assertTrue(m.contains("offset "), m);
        return m;
    }

    private static void assertHas(String message, String... parts) {
        for (String p : parts) {
            assertTrue(message.contains(p), "'" + p + "' in: " + message);
        }
    }

    @Test
    void theGoodFileIsAccepted() throws Exception {
        Path f = v2("good.lbt", w -> { });
        try (TraceFileStore s = TraceFileStore.open(f)) {
            s.validate();
            assertEquals(4, s.intervalCount());
        }
    }

    // -- times ----------------------------------------------------------------------------------------------

    @Test
    void aNotANumberTimeIsRefused() throws Exception {
        Path f = v2("nan.lbt", w -> w.state(0, TraceStates.COMPUTE, Double.NaN, 1.5));
        // NaN poisons the chunk's bounds: refused when the file is opened
        assertHas(refusal(f), "damaged footer at offset", "chunk 0 spans [NaN, 1.5] s; not a range of times >= 0");
        // with bounds that tell the truth about the other records, the record itself is refused
        TraceBytes t = TraceBytes.read(f);
        t.bounds(0, 0, 1.5);
        t.write(f);
        assertHas(refusal(f), "damaged chunk at offset 20 (record 4: interval of task 0 from NaN s to 1.5 s; times must be"
                + " finite and >= 0)");
    }

    @Test
    void anInfiniteTimeIsRefused() throws Exception {
        Path f = v2("inf.lbt", w -> w.message(1, 1, 0, 3, 10, 1.0, 1.1, Double.POSITIVE_INFINITY, Double.NaN));
        assertHas(refusal(f), "chunk 1 spans [1.0, Infinity] s");
        TraceBytes t = TraceBytes.read(f);
        t.bounds(1, 1.0, 1.3);
        t.write(f);
        assertHas(refusal(f), "(record 1: message 1 delivered at Infinity s; times must be finite and >= 0 (or absent))");
    }

    @Test
    void aNegativeTimeIsRefused() throws Exception {
        Path f = v2("neg.lbt", w -> w.load(0, -2, 1));
        assertHas(refusal(f), "chunk 2 spans [-2.0, 0.5] s");
        TraceBytes t = TraceBytes.read(f);
        t.bounds(2, 0, 0.5);
        t.write(f);
        assertHas(refusal(f), "record 2: load step at -2.0 s; times must be finite, >= 0");
        // the run's end time too
        t.end = -1;
        t.write(f);
        assertHas(refusal(f), "damaged footer at offset", "the run's end time is -1.0 s");
    }

    @Test
    void anIntervalThatEndsBeforeItStartsIsRefused() throws Exception {
        Path f = v2("back.lbt", w -> w.state(1, TraceStates.COMPUTE, 1.25, 1.0));
        assertHas(refusal(f), "damaged chunk at offset 20 (record 4: interval of task 1 ends (1.0 s) before it starts (1.25 s))");
    }

    @Test
    void aMessageReceivedBeforeItWasSentIsRefused() throws Exception {
        Path f = v2("msg.lbt", w -> w.message(1, 1, 0, 3, 10, 1.2, Double.NaN, Double.NaN, 1.1));
        assertHas(refusal(f), "(record 1: message 1 received at 1.1 s, before it was sent (1.2 s))");
    }

    @Test
    void aTaskWhoseIntervalsOverlapIsRefused() throws Exception {
        Path f = v2("overlap.lbt", w -> w.state(0, TraceStates.COMPUTE, 1.25, 1.75));
        assertHas(refusal(f), "(record 4: interval of task 0 starts at 1.25 s, before its previous interval ended at 1.5 s)");
    }

    @Test
    void aChunkWhoseRecordsLieOutsideItsBoundsIsRefused() throws Exception {
        Path f = v2("bounds.lbt", w -> { });
        TraceBytes t = TraceBytes.read(f);
        t.bounds(0, 0, 1.25); // the send [1, 1.5] ends later
        t.write(f);
        assertHas(refusal(f), "(record 3: interval [1.0, 1.5] s lies outside the chunk's bounds [0.0, 1.25] s)");
    }

    // -- states and handles -----------------------------------------------------------------------------------

    @Test
    void moreThan127StatesOrNoneAreRefused() throws Exception {
        Path f = v2("states.lbt", w -> { });
        TraceBytes t = TraceBytes.read(f);
        for (int s = 5; s < 128; s++) {
            t.states.add("s" + s);
        }
        t.write(f);
        assertHas(refusal(f), "damaged footer at offset", "128 states; the format holds 1 to 127");
        t.states = new ArrayList<>();
        t.write(f);
        assertHas(refusal(f), "0 states; the format holds 1 to 127");
    }

    @Test
    void aStateOutsideTheTableIsRefused() throws Exception {
        // version 2 packs task x states + state: with 4 state names in the footer, b's blocked (1 x 5 + 3 = 8), the
        // second record, reads as task 8 / 4 = 2: no such task
        Path f = v2("table.lbt", w -> { });
        TraceBytes t = TraceBytes.read(f);
        t.states.remove(4);
        t.write(f);
        assertHas(refusal(f), "damaged chunk at offset 20 (task 2 of 2)");
    }

    @Test
    void aTaskOnAHostThatDoesNotExistIsRefused() throws Exception {
        Path f = v2("host.lbt", w -> { });
        TraceBytes t = TraceBytes.read(f);
        t.taskHost.set(1, 7L);
        t.write(f);
        assertHas(refusal(f), "damaged footer at offset", "task 1 on host 7 of 2");
    }

    @Test
    void aMessageIdOutsideTheTotalOrTwiceIsRefused() throws Exception {
        assertHas(refusal(v2("id.lbt", w -> w.message(9, 1, 0, 3, 10, 1.0, Double.NaN, Double.NaN, 1.1))),
                "(record 1: message id 9 outside 0..1)");
        assertHas(refusal(v2("twice.lbt", w -> w.message(0, 1, 0, 3, 10, 1.0, Double.NaN, Double.NaN, 1.1))),
                "(record 1: message id 0 appears twice)");
    }

    // -- counts and leftovers ----------------------------------------------------------------------------------

    @Test
    void totalsThatDoNotMatchTheChunksAreRefused() throws Exception {
        Path f = v2("totals.lbt", w -> { });
        TraceBytes t = TraceBytes.read(f);
        t.intervals = 5;
        t.write(f);
        assertHas(refusal(f), "the totals say 5 intervals, 1 messages and 2 load steps, but the chunks hold 4, 1 and 2");
        // a chunk whose header and index claim fewer records than its body holds
        t = TraceBytes.read(v2("fewer.lbt", w -> { }));
        t.intervals = 3;
        t.chunks.get(0).records = 3;
        t.index.get(0)[1] = 3L;
        t.write(f);
        assertHas(refusal(f), "damaged chunk at offset 20 (", "bytes left over in column 1)");
        // a count beyond the writer's 16,384 records per chunk is refused from the index, before anything is allocated
        // for it (issue 26: a chunk declaring 3e8 zero-length records ran lbsim out of memory)
        for (int n : new int[] { Integer.MAX_VALUE, 300_000_000, 16_385 }) {
            t = TraceBytes.read(v2("huge-" + n + ".lbt", w -> { }));
            t.chunks.get(0).records = n;
            t.index.get(0)[1] = (long) n;
            t.intervals = n;
            t.write(f);
            assertHas(refusal(f), "damaged footer at offset", "(chunk 0 declares " + n + " records; lbsim writes at most 16384"
                    + " in a chunk)");
        }
    }

    @Test
    void bytesLeftOverAreRefused() throws Exception {
        Path f = v2("extra.lbt", w -> { });
        TraceBytes t = TraceBytes.read(f);
        t.footerExtra = new byte[] { 0, 0, 0 };
        t.write(f);
        assertHas(refusal(f), "damaged footer at offset", "3 bytes left over after the run properties");
        t = TraceBytes.read(v2("extra2.lbt", w -> { }));
        t.appendToChunk(0, (byte) 1, (byte) 2);
        t.write(f);
        assertHas(refusal(f), "damaged chunk at offset 20 (2 bytes left over in column 3)");
        t = TraceBytes.read(v2("extra3.lbt", w -> { }));
        t.level = java.util.Arrays.copyOf(t.level, t.level.length + 4);
        t.write(f);
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> {
            try (TraceFileStore s = TraceFileStore.open(f)) {
                s.validate(); // the level is read only for a summary
                s.summary(0, 2, 10, 0);
            }
        });
        assertHas(e.getMessage(), "damaged summary level at offset", "4 bytes left over after the level");
    }

    // -- version 1 ---------------------------------------------------------------------------------------------

    /** a: compute [0.375, 1]; b: receive [0.25, 0.5]; one message a -> b; the run ends at 2 s. */
    private static TraceColumns small(double start, double received) {
        TraceColumns.Builder b = new TraceColumns.Builder(2.0);
        int h = b.host("h");
        int a = b.task("a", h);
        int bb = b.task("b", h);
        b.state(a, TraceStates.COMPUTE, start, 1).state(bb, TraceStates.RECEIVE, 0.25, 0.5);
        b.message(a, bb, 1, 10, 0.125, Double.NaN, Double.NaN, received);
        return b.build();
    }

    /** Recomputes the CRC-32 of a version-1 file's content (the last four bytes). */
    private static void resum(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b, 20, b.length - 24);
        ByteBuffer.wrap(b).putInt(b.length - 4, (int) c.getValue());
    }

    private static int find(byte[] b, double d) {
        byte[] p = ByteBuffer.allocate(8).putDouble(d).array();
        outer: for (int i = 0; i + 8 <= b.length; i++) {
            for (int j = 0; j < 8; j++) {
                if (b[i + j] != p[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError(d + " not in the file");
    }

    private String refusalV1(byte[] bytes) throws Exception {
        Path f = dir.resolve("v1.lbt");
        Files.write(f, bytes);
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceColumns.of(TraceFile.readImage(f)));
        assertTrue(e.getMessage().startsWith(f + ": damaged content at offset "), e.getMessage());
        // the store (which converts version 1) gives the same refusal
        assertEquals(e.getMessage(), refusal(f));
        return e.getMessage();
    }

    private static byte[] v1(TraceColumns t) throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        TraceColumns.writeVersion1(t, out);
        return out.toByteArray();
    }

    /** Live threads of trace writers (a builder's writer that a refused file left running would be one more). */
    private static long writerThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.isAlive() && t.getName().equals("lbsim-trace-writer"))
                .count();
    }

    @Test
    void versionOneValuesAreCheckedWithTheirOffsets() throws Exception {
        long writers = writerThreads();
        // NaN start: named at the offset of the start column's entry
        byte[] b = v1(small(0.375, 0.5));
        int at = find(b, 0.375);
        ByteBuffer.wrap(b).putDouble(at, Double.NaN);
        resum(b);
        assertHas(refusalV1(b), "offset " + at + " (start of interval 0 is NaN s; times must be finite and >= 0)");
        // negative start and infinite receipt go through the builder and are refused when read
        assertHas(refusalV1(v1(small(-1, 0.5))), "(start of interval 0 is -1.0 s");
        assertHas(refusalV1(v1(small(0.375, Double.POSITIVE_INFINITY))), "(message 0 received at Infinity s");
        assertHas(refusalV1(v1(small(0.375, 0.0625))), "(message 0 received at 0.0625 s, before it was sent (0.125 s))");
        // the refused files were read into memory through the trace writer: none left its thread running
        assertEquals(writers, writerThreads());
    }

    @Test
    void versionOneStatesCountsAndLeftoversAreChecked() throws Exception {
        // the content: end float64 (8 bytes at 20); strings: count (4) and "h", "compute", "send", "receive",
        // "blocked", "spawn", "a", "b" as length (4) + bytes: 8 x 4 + 1 + 7 + 4 + 7 + 7 + 5 + 1 + 1 = 65;
        // hosts: count + 1 index = 8; so the states count is at 20 + 8 + 4 + 65 + 8 = 105, followed by 5 indices
        // (109..128), the tasks (count, 2 names, 2 hosts: 129..148) and the intervals: count at 149, their tasks at
        // 153..160, their states at 161 and 162
        byte[] good = v1(small(0.375, 0.5));
        ByteBuffer g = ByteBuffer.wrap(good);
        assertEquals(5, g.getInt(105));
        assertEquals(2, g.getInt(149));
        byte[] b = good.clone();
        ByteBuffer.wrap(b).putInt(105, 128);
        resum(b);
        assertHas(refusalV1(b), "offset 105 (128 states; the format holds 1 to 127)");
        b = good.clone();
        b[162] = 9; // b's receive in state 9 of 5
        resum(b);
        assertHas(refusalV1(b), "offset 162 (interval 1 in state 9 of 5)");
        // three bytes after the run properties, counted in the header's length
        b = java.util.Arrays.copyOf(good, good.length + 3);
        System.arraycopy(good, good.length - 4, b, b.length - 4, 4);
        b[good.length - 4] = 0;
        b[good.length - 3] = 0;
        b[good.length - 2] = 0;
        ByteBuffer.wrap(b).putLong(12, ByteBuffer.wrap(good).getLong(12) + 3);
        resum(b);
        assertHas(refusalV1(b), "(3 bytes left over after the run properties)");
    }

    // -- names -------------------------------------------------------------------------------------------------

    /** A trace whose task, host, state and scenario names hold control characters and markup. */
    private static TraceColumns badNames() {
        TraceColumns.Builder b = new TraceColumns.Builder(1.0).run("run\u0007<&>", 1L);
        b.stateNames(List.of("comp\u0001ute", "send\n", "receive", "blocked", "spawn"));
        int h0 = b.host("h\u0000ost");
        int h1 = b.host("h\r\nx");
        int a = b.task("a\u0001b", h0);
        int c = b.task("c\nd\"<e>", h1);
        b.state(a, 1, 0, 0.25).state(a, 0, 0.25, 1.0);
        b.state(c, 3, 0, 0.5).state(c, 2, 0.5, 0.75).state(c, 0, 0.75, 1.0);
        b.message(a, c, 7, 1000, 0, 0.25, 0.5, 0.75);
        return b.build();
    }

    @Test
    @SuppressWarnings("unchecked")
    void namesWithControlCharactersGiveValidJsonAndWellFormedSvg() throws Exception {
        Path f = dir.resolve("names.lbt");
        badNames().image().writeTo(f);
        Path out = Files.createDirectories(dir.resolve("out"));
        try (TraceFileStore s = TraceFileStore.open(f)) {
            s.validate(); // a name is a name: kept, and escaped by each exporter
            assertEquals("a\u0001b", s.taskName(0));
            Exports.write(s, out, List.of("chrome", "paje", "svg"), Exports.title(s, "x"));
        }
        // JSON: parses, and the names come back as they were
        Map<String, Object> root = (Map<String, Object>) StrictJson.parse(Files.readString(out.resolve("trace.json")));
        List<String> threads = new ArrayList<>();
        for (Map<String, Object> e : (List<Map<String, Object>>) root.get("traceEvents")) {
            if (e.get("name").equals("thread_name")) {
                threads.add((String) ((Map<String, Object>) e.get("args")).get("name"));
            }
        }
        assertEquals(List.of("a\u0001b", "c\nd\"<e>"), threads);
        // SVG: well-formed XML whose text shows the control characters as \\uXXXX
        String svg = Files.readString(out.resolve("spacetime.svg"));
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        String text = doc.getDocumentElement().getTextContent();
        assertTrue(text.contains("a\\u0001b"), text);
        assertTrue(text.contains("run\\u0007<&>"), text);
        assertTrue(text.contains("comp\\u0001ute"), text);
        // Paje: one line per record, names quoted on their line
        List<String> paje = Files.readAllLines(out.resolve("trace.paje"));
        assertTrue(paje.contains("6 0.000000000 T1 CT H1 \"c\\u000Ad'<e>\""), String.join("\n", paje));
        assertTrue(paje.contains("6 0.000000000 H0 CH R \"h\\u0000ost\""));
        for (String line : paje) {
            assertTrue(line.startsWith("%") || line.matches("\\d+ .*"), "a Paje record: " + line);
        }
    }

    @Test
    void theExportersOfInMemoryTracesEscapeToo() throws Exception {
        StringWriter json = new StringWriter();
        try (lbsim.trace.store.TraceStore s = badNames().open()) {
            ChromeTraceExport.write(s, json);
        }
        StrictJson.parse(json.toString());
        StringWriter paje = new StringWriter();
        try (lbsim.trace.store.TraceStore s = badNames().open()) {
            PajeExport.write(s, paje);
        }
        assertFalse(paje.toString().contains("\u0001"));
        assertFalse(paje.toString().contains("\r"));
    }
}
