package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.ScenarioRunner;
import lbsim.run.export.Exports;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.file.TraceWriter;

/**
 * Issue 16, item 6: Chrome JSON, Paje, PICL and CSV are written from the trace file without holding it: in a
 * child JVM of 64 MB, two million records export; the bounded sorts give the same bytes whether they spill to
 * disk or not; the chunk size of the file does not change a byte. Nothing here is timed.
 */
class StreamingExportTest {

    private static final List<String> STREAMED = List.of("chrome", "paje", "picl", "csv");

    @TempDir
    Path dir;

    /** Where a class was loaded from, as a class path entry (a jar, or a folder of classes). */
    private static String classPathOf(Class<?> c) throws URISyntaxException {
        Path p = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        if (Files.isDirectory(p.resolve("target").resolve("classes"))) {
            return p.resolve("target").resolve("classes").toString(); // a project folder
        }
        if (Files.isDirectory(p.resolve("bin")) && !Files.isDirectory(p.resolve("lbsim"))) {
            return p.resolve("bin").toString();
        }
        return p.toString();
    }

    @Test
    void twoMillionRecordsExportInA64MegabyteHeap() throws Exception {
        int slaves = 100;
        int rounds = 4000;
        String cp = String.join(File.pathSeparator, classPathOf(ExportMemoryCheck.class), classPathOf(TraceWriter.class),
                classPathOf(lbsim.run.export.ChromeTraceExport.class),
                classPathOf(lbsim.core.trace.TraceSink.class), classPathOf(lbsim.api.Pvm.class));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Xmx64m", "-Djava.awt.headless=true", "-cp", cp,
                ExportMemoryCheck.class.getName(), dir.toString(), Integer.toString(slaves), Integer.toString(rounds))
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), "class path " + cp + "\n" + out);
        long messages = (long) slaves * rounds;
        long intervals = 4 * messages; // a master's send and a slave's blocked, receive and compute per message
        assertEquals(2_000_000, intervals + messages);
        int tasks = slaves + 1;
        Map<String, Long> lines = new LinkedHashMap<>();
        for (String l : out.strip().split("\n")) {
            String[] f = l.split(" ");
            lines.put(f[0], Long.parseLong(f[1]));
        }
        assertEquals(1 + intervals, lines.get("states.csv"), out);
        assertEquals(1 + messages, lines.get("messages.csv"), out);
        // the opening line, metadata (2 per host and 2 per task; a host per task), a slice per interval, two flow
        // events per message (every message is received where a receive slice ends), and the closing line
        assertEquals(1 + 4L * tasks + intervals + 2 * messages + 1, lines.get("trace.json"), out);
        // per task: tracing starts and ends; per message: the send's two records and the receive's two
        assertEquals(2L * tasks + 4 * messages, lines.get("trace.trf"), out);
        assertTrue(lines.get("trace.paje") > intervals + 2 * messages, out);
    }

    private Map<String, byte[]> export(Path trace, Path into) throws Exception {
        Files.createDirectories(into);
        try (TraceFileStore s = TraceFileStore.open(trace)) {
            Exports.write(s, into, STREAMED, "t");
        }
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String e : STREAMED) {
            for (String f : Exports.files(e)) {
                files.put(f, Files.readAllBytes(into.resolve(f)));
            }
        }
        return files;
    }

    private static void assertSame(Map<String, byte[]> a, Map<String, byte[]> b) {
        assertEquals(a.keySet(), b.keySet());
        for (String f : a.keySet()) {
            assertArrayEquals(a.get(f), b.get(f), f);
        }
    }

    @Test
    void theSortsGiveTheSameBytesWhenTheySpillToDisk() throws Exception {
        TraceColumns t = TraceColumns.of(ScenarioRunner.run(Examples.load("ion-implantation.lbsim"), null, List.of(), null, null));
        assertTrue(t.stateCount() > 1000, "intervals: " + t.stateCount());
        Path f = dir.resolve("ion.lbt");
        t.image().writeTo(f);
        Map<String, byte[]> inMemory = export(f, dir.resolve("memory"));
        String key = "lbsim.export.sortRecords";
        System.setProperty(key, "7"); // sorted runs of 7 records: hundreds of runs merged from disk
        try {
            assertSame(inMemory, export(f, dir.resolve("spilled")));
        } finally {
            System.clearProperty(key);
        }
    }

    @Test
    void theChunkSizeOfTheFileChangesNoByte() throws Exception {
        TraceColumns t = TraceStoreTest.random(11, 6, 300, 400);
        // random() gives messages in id order with random times; received ones need a receive slice to get a flow,
        // so the comparison covers slices, links, load and PICL's send/receive pairing alike
        Path big = dir.resolve("big.lbt");
        Path small = dir.resolve("small.lbt");
        TraceStoreTest.write(t, big, 1 << 14, 64);
        TraceStoreTest.write(t, small, 5, 64);
        assertSame(export(big, dir.resolve("big")), export(small, dir.resolve("small")));
        List<String> csv = new ArrayList<>(Files.readAllLines(dir.resolve("small").resolve("states.csv")));
        assertEquals(1 + t.stateCount(), csv.size());
    }
}
