package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.app.Cli;

/** {@code lbsim run --export} and {@code lbsim export} as a user calls them. */
class ExportCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void everyExportOfARunAndTheSameFromItsTraceFileLater() throws Exception {
        Path res = dir.resolve("ring");
        assertEquals(0, lbsim("run", example("ring-delay.lbsim"), "--out", res.toString(), "--export",
                "chrome,paje,picl,csv,png,svg"), err.toString());
        for (String f : new String[] {"trace.lbt", "trace.json", "trace.paje", "trace.trf", "states.csv", "messages.csv",
            "spacetime.png", "spacetime.svg"}) {
            assertTrue(Files.size(res.resolve(f)) > 0, f);
        }
        // every message of messages.csv (one row each, after the header) is one flow start and one flow end
        long messages = Files.readAllLines(res.resolve("messages.csv")).size() - 1;
        assertTrue(messages > 0);
        String json = Files.readString(res.resolve("trace.json"));
        assertEquals(messages, count(json, "\"ph\"\\s*:\\s*\"s\""), "flow starts");
        assertEquals(messages, count(json, "\"ph\"\\s*:\\s*\"f\""), "flow ends");
        BufferedImage png = ImageIO.read(res.resolve("spacetime.png").toFile());
        assertTrue(png.getWidth() > 100 && png.getHeight() > 100);

        // lbsim export reproduces the same files from trace.lbt alone
        Path again = dir.resolve("again");
        Files.createDirectories(again);
        Files.copy(res.resolve("trace.lbt"), again.resolve("trace.lbt"));
        Files.copy(res.resolve("summary.json"), again.resolve("summary.json"));
        // (one implementation per format, reading trace.lbt, for lbsim run --export and lbsim export alike)
        assertEquals(0, lbsim("export", again.toString(), "--export", "chrome,paje,picl,csv,png"), err.toString());
        for (String f : new String[] {"trace.json", "trace.paje", "trace.trf", "states.csv", "messages.csv", "spacetime.png"}) {
            assertArrayEquals(Files.readAllBytes(res.resolve(f)), Files.readAllBytes(again.resolve(f)), f);
        }
        // the picture's title comes from the trace (scenario name and seed), not from the folder's name
        assertEquals(0, lbsim("export", again.toString(), "--export", "svg"), err.toString());
        String svg = Files.readString(again.resolve("spacetime.svg"));
        // lbsim run streams the trace to trace.lbt (format 2): its footer keeps the scenario's name and the seed
        java.util.regex.Matcher seed = java.util.regex.Pattern.compile("\"seed\"\\s*:\\s*\"?(-?\\d+)")
                .matcher(Files.readString(res.resolve("summary.json")));
        assertTrue(seed.find(), "summary.json names the seed");
        assertTrue(svg.contains(">lbsim: ring-delay (seed " + seed.group(1) + ")<"),
                svg.substring(0, Math.min(2000, svg.length())));
        assertFalse(svg.contains("lbsim: again"), "titled with the folder name");
        assertEquals(Files.readString(res.resolve("spacetime.svg")), svg);
    }

    @Test
    void anUnknownExportIsRejectedBeforeAnythingIsWritten() {
        Path res = dir.resolve("nothing");
        assertEquals(Cli.BAD_INPUT, lbsim("run", example("ring-delay.lbsim"), "--out", res.toString(), "--export", "png,gif"));
        assertTrue(err.toString().contains("unknown export 'gif'"), err.toString());
        assertTrue(err.toString().contains("chrome, paje, picl, csv, png, svg"), err.toString());
        assertFalse(Files.exists(res));
    }

    @Test
    void exportFromAFolderWithoutATraceFileIsBadInput() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertEquals(Cli.BAD_INPUT, lbsim("export", empty.toString(), "--export", "chrome"));
        assertTrue(err.toString().contains("trace.lbt"), err.toString());
        try (var s = Files.list(empty)) {
            assertEquals(0, s.count(), "nothing written");
        }
    }

    /** An experiment writes the exports into each run folder it keeps; without --keep-runs there is none to write into. */
    @Test
    void exportWithASweepWritesIntoEveryKeptRun() throws Exception {
        Path res = dir.resolve("sweep");
        assertEquals(Cli.BAD_INPUT, lbsim("run", example("ring-delay.lbsim"), "--out", res.toString(), "--sweep",
                "run/seed=1,2", "--export", "png"));
        assertTrue(err.toString().contains("--export with --sweep, --replications or --shard writes into each run folder kept"
                + " with --keep-runs"), err.toString());
        assertFalse(Files.exists(res));

        assertEquals(0, lbsim("run", example("ring-delay.lbsim"), "--out", res.toString(), "--sweep", "run/seed=1,2",
                "--keep-runs", "--export", "chrome,png", "--quiet"), err.toString());
        for (String run : new String[] { "p0-r0", "p1-r0" }) {
            Path folder = res.resolve("runs").resolve(run);
            assertTrue(Files.isRegularFile(folder.resolve("trace.json")), folder + " has trace.json");
            assertTrue(Files.isRegularFile(folder.resolve("spacetime.png")), folder + " has spacetime.png");
            // the same bytes as lbsim export writes later from the kept run's trace.lbt
            byte[] written = Files.readAllBytes(folder.resolve("trace.json"));
            Path copy = dir.resolve("copy-" + run);
            Files.createDirectories(copy);
            Files.copy(folder.resolve("trace.lbt"), copy.resolve("trace.lbt"));
            assertEquals(0, lbsim("export", copy.toString(), "--export", "chrome"), err.toString());
            assertArrayEquals(written, Files.readAllBytes(copy.resolve("trace.json")));
        }
    }

    /** Writes a result folder whose trace.lbt has the good records of a small run and then {@code lie}. */
    private Path damaged(String name, java.util.function.Consumer<lbsim.trace.file.TraceWriter> lie) throws Exception {
        Path folder = Files.createDirectories(dir.resolve(name));
        try (lbsim.trace.file.TraceWriter w = new lbsim.trace.file.TraceWriter(folder.resolve("trace.lbt"), 5)) {
            w.state(0, 0, 0, 1);
            w.state(1, 3, 0, 0.5);
            w.state(1, 2, 0.5, 1);
            w.message(0, 0, 1, 7, 100, 0.25, 0.5, 0.75, 1.0);
            lie.accept(w);
            w.finish(2.0, java.util.List.of("h0", "h1"), java.util.List.of("a", "b"), new int[] { 0, 1 },
                    lbsim.trace.TraceStates.STATES);
        }
        return folder;
    }

    /**
     * Issue 14, class 8: a trace file whose checksums hold but whose values lie is bad input: exit 2, one line
     * naming the file, the offset and the rule, no stack trace, and no export written. Before the reader checked
     * values, an infinite time ended in an internal error (exit 1 and a stack trace) and a negative time, a
     * message received before it was sent or overlapping intervals were exported as if nothing were wrong.
     */
    @Test
    void aTraceFileWithLyingValuesIsBadInputInOneLine() throws Exception {
        java.util.Map<String, java.util.function.Consumer<lbsim.trace.file.TraceWriter>> lies = new java.util.LinkedHashMap<>();
        java.util.Map<String, String> rules = new java.util.HashMap<>();
        lies.put("infinite", w -> w.state(0, 0, 1, Double.POSITIVE_INFINITY));
        // infinite and negative times are found first in the footer's task bounds (read on opening), which the
        // writer kept from the same intervals
        rules.put("infinite", "(task 0 has impossible bounds: first busy start 0.0 s, last end Infinity s)");
        lies.put("negative", w -> w.state(0, 0, -0.5, 0));
        rules.put("negative", "(task 0 has impossible bounds: first busy start -0.5 s, last end 1.0 s)");
        lies.put("backwards", w -> w.state(0, 1, 1.5, 1.25));
        rules.put("backwards", "(record 3: interval of task 0 ends (1.25 s) before it starts (1.5 s))");
        lies.put("overlap", w -> w.state(1, 0, 0.75, 1.5));
        rules.put("overlap", "(record 3: interval of task 1 starts at 0.75 s, before its previous interval ended at 1.0 s)");
        lies.put("early", w -> w.message(1, 1, 0, 3, 10, 0.5, Double.NaN, Double.NaN, 0.25));
        rules.put("early", "(record 1: message 1 received at 0.25 s, before it was sent (0.5 s))");
        lies.put("nan", w -> w.message(1, 1, 0, 3, 10, Double.NaN, Double.NaN, Double.NaN, 0.75));
        rules.put("nan", "chunk 1 spans [NaN, 1.0] s; not a range of times >= 0");
        for (var e : lies.entrySet()) {
            Path folder = damaged(e.getKey(), e.getValue());
            int code = lbsim("export", folder.toString(), "--export", "chrome,paje,picl,csv,svg");
            String error = err.toString();
            assertEquals(Cli.BAD_INPUT, code, e.getKey() + ": " + error);
            assertEquals(1, error.lines().count(), e.getKey() + ": one line: " + error);
            assertTrue(error.startsWith("lbsim: " + folder.resolve("trace.lbt") + ": damaged "), error);
            assertTrue(error.contains(" at offset "), error);
            assertTrue(error.contains(rules.get(e.getKey())), e.getKey() + ": " + error);
            assertFalse(error.contains("Exception") || error.contains("\tat "), error);
            try (var files = Files.list(folder)) {
                assertEquals(java.util.List.of("trace.lbt"), files.map(p -> p.getFileName().toString()).toList(),
                        e.getKey() + ": nothing written");
            }
        }
        // the same records without the lie export cleanly
        assertEquals(0, lbsim("export", damaged("good", w -> { }).toString(), "--export", "chrome,paje,picl,csv,svg"),
                err.toString());
    }
}
