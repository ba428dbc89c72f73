package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.app.Cli;
import lbsim.trace.store.Summary;
import lbsim.trace.file.TraceFileStore;

/**
 * {@code lbsim run SCENARIO --trace=full|summary|none}: full is today's result byte for byte; summary and none
 * change only the trace (trace.lbt, traffic.csv, the critical path), never a figure; the refusals; and what
 * export, analyze and diff say about folders made with less than the full trace.
 */
class TraceLevelCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Runs an example with these extra options into a fresh folder; exit 0 expected. */
    private Path run(String example, String name, String... options) {
        Path res = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("run", example(example), "--out", res.toString()));
        args.addAll(List.of(options));
        assertEquals(0, lbsim(args.toArray(String[]::new)), stderr());
        return res;
    }

    private static Set<String> files(Path folder) throws Exception {
        try (Stream<Path> s = Files.list(folder)) {
            return new TreeSet<>(s.map(p -> p.getFileName().toString()).toList());
        }
    }

    /**
     * summary.json without the named top-level entries. Json.write puts each top-level entry at one indent, its
     * inner lines deeper; trailing commas are dropped, so removing the last entry leaves the rest comparable.
     */
    static String without(String json, Set<String> keys) {
        List<String> lines = json.lines().toList();
        String indent = lines.get(1).substring(0, lines.get(1).indexOf('"'));
        StringBuilder sb = new StringBuilder();
        boolean skipping = false;
        for (String line : lines) {
            boolean top = line.startsWith(indent + "\"") || line.equals("}");
            if (top) {
                skipping = false;
                for (String k : keys) {
                    if (line.startsWith(indent + "\"" + k + "\": ")) {
                        skipping = true;
                    }
                }
            }
            if (!skipping) {
                sb.append(line.endsWith(",") ? line.substring(0, line.length() - 1) : line).append('\n');
            }
        }
        return sb.toString();
    }

    private static String summary(Path folder, String... drop) throws Exception {
        return without(Files.readString(folder.resolve("summary.json")), Set.of(drop));
    }

    /** Without the option and with --trace=full (or --trace full): the same files, the same bytes (but the wall clock). */
    @Test
    void fullIsTheDefaultToTheByte() throws Exception {
        for (String example : new String[] { "ion-implantation.lbsim", "ring-delay.lbsim" }) {
            String base = example.replace(".lbsim", "");
            Path plain = run(example, base + "-plain", "--quiet");
            Path full = run(example, base + "-full", "--quiet", "--trace=full");
            Path spaced = run(example, base + "-spaced", "--quiet", "--trace", "full");
            Set<String> names = files(plain);
            assertTrue(names.containsAll(Set.of("trace.lbt", "traffic.csv", "summary.json", "tasks.csv")), names.toString());
            for (Path other : new Path[] { full, spaced }) {
                assertEquals(names, files(other));
                for (String f : names) {
                    if (f.equals("summary.json") || f.equals(".lbsim-manifest")) {
                        continue; // the wall clock differs, and so may summary.json's size in the manifest
                    }
                    assertArrayEquals(Files.readAllBytes(plain.resolve(f)), Files.readAllBytes(other.resolve(f)), example + " " + f);
                }
                assertEquals(summary(plain, "wallClock"), summary(other, "wallClock"), example);
            }
            String json = Files.readString(plain.resolve("summary.json"));
            assertTrue(json.contains("\"criticalPath\": "), "a full run has its critical path");
            assertFalse(json.contains("\"trace\": "), "summary.json of a full run is as before: no trace entry");
        }
    }

    /**
     * On shipped examples (competing users alone; a master-slave run; a message ring), --trace=summary and none
     * write every file the full run writes, byte for byte, but trace.lbt (summaries only, or none) and traffic.csv
     * (it is counted from the messages); summary.json is the same but for the wall clock and the critical path,
     * and says which trace the folder has.
     */
    @Test
    void summaryAndNoneChangeNoFigure() throws Exception {
        for (String example : new String[] { "wus-nice-share.lbsim", "ion-implantation.lbsim", "ring-delay.lbsim" }) {
            String base = example.replace(".lbsim", "");
            Path full = run(example, base + "-full", "--quiet");
            Path sum = run(example, base + "-summary", "--quiet", "--trace=summary");
            Path none = run(example, base + "-none", "--quiet", "--trace", "none");
            Set<String> fullNames = files(full);
            Set<String> expectSummary = new TreeSet<>(fullNames);
            expectSummary.remove("traffic.csv");
            Set<String> expectNone = new TreeSet<>(expectSummary);
            expectNone.remove("trace.lbt");
            assertEquals(expectSummary, files(sum), example);
            assertEquals(expectNone, files(none), example);
            for (Path other : new Path[] { sum, none }) {
                for (String f : files(other)) {
                    if (f.equals("summary.json") || f.equals(".lbsim-manifest") || f.equals("trace.lbt")) {
                        continue;
                    }
                    assertArrayEquals(Files.readAllBytes(full.resolve(f)), Files.readAllBytes(other.resolve(f)),
                            example + " " + other.getFileName() + " " + f);
                }
                assertEquals(summary(full, "wallClock", "criticalPath"), summary(other, "wallClock", "criticalPath", "trace"),
                        example + " " + other.getFileName());
                assertFalse(Files.readString(other.resolve("summary.json")).contains("\"criticalPath\": "));
            }
            assertTrue(Files.readString(sum.resolve("summary.json")).contains("\n  \"trace\": \"summary\""), example);
            assertTrue(Files.readString(none.resolve("summary.json")).contains("\n  \"trace\": \"none\""), example);
            if (example.startsWith("ion")) {
                assertTrue(fullNames.contains("masterslave.csv") && fullNames.contains("traffic.csv"), fullNames.toString());
            }
            // the summary-only file has the full file's names and the same summary level, and no event
            try (TraceFileStore f = TraceFileStore.openFolder(full); TraceFileStore s = TraceFileStore.openFolder(sum)) {
                assertTrue(f.hasEvents());
                assertFalse(s.hasEvents());
                assertEquals(f.endSeconds(), s.endSeconds());
                assertEquals(f.taskCount(), s.taskCount());
                for (int t = 0; t < f.taskCount(); t++) {
                    assertEquals(f.taskName(t), s.taskName(t));
                }
                assertTrue(f.intervalCount() > 0, "the full trace has intervals");
                // an event budget of 0 answers from the level, for both files
                Summary a = f.summary(0, f.endSeconds(), 200, 0);
                Summary b = s.summary(0, s.endSeconds(), 200, 0);
                assertFalse(a.exact());
                assertEquals(a.pairCount(), b.pairCount());
                for (int t = 0; t < a.taskCount(); t++) {
                    for (int p = 0; p < a.width(); p++) {
                        assertEquals(a.dominant(t, p), b.dominant(t, p), example + " task " + t + " pixel " + p);
                        for (int st = 0; st < a.stateCount(); st++) {
                            assertEquals(a.occupancy(t, p, st), b.occupancy(t, p, st), example + " task " + t + " pixel " + p);
                        }
                    }
                }
                for (int k = 0; k < a.pairCount(); k++) {
                    assertEquals(a.pairMessages(k), b.pairMessages(k));
                }
            }
            assertTrue(Files.size(sum.resolve("trace.lbt")) < Files.size(full.resolve("trace.lbt")) || example.startsWith("wus"),
                    example + ": the summary-only file is the smaller");
        }
    }

    /** The summary printed lists the files as written. */
    @Test
    void theSummaryNamesTheTraceAsWritten() throws Exception {
        run("ring-delay.lbsim", "full");
        String full = stdout().lines().filter(l -> l.startsWith("results: ")).findFirst().orElseThrow();
        assertTrue(full.endsWith(", traffic.csv, segments.csv, stations.csv, ring.csv, trace.lbt)"), full);
        run("ring-delay.lbsim", "sum", "--trace=summary");
        String sum = stdout().lines().filter(l -> l.startsWith("results: ")).findFirst().orElseThrow();
        assertTrue(sum.endsWith(", activity.csv, segments.csv, stations.csv, ring.csv, trace.lbt (summaries only))"), sum);
        run("ring-delay.lbsim", "none", "--trace=none");
        String none = stdout().lines().filter(l -> l.startsWith("results: ")).findFirst().orElseThrow();
        assertTrue(none.endsWith(", activity.csv, segments.csv, stations.csv, ring.csv; no trace (--trace=none))"), none);
        assertFalse(none.contains("trace.lbt") || none.contains("traffic.csv"), none);
    }

    private void refused(String expected, String... args) {
        Path res = dir.resolve("refused");
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--out", res.toString()));
        assertEquals(Cli.BAD_INPUT, lbsim(all.toArray(String[]::new)), stderr());
        List<String> lines = stderr().lines().toList();
        assertEquals(List.of("lbsim: " + expected, "Try 'lbsim --help'."), lines);
        assertFalse(Files.exists(res), "nothing written");
    }

    @Test
    void badValuesAndCombinationsAreRefusedInOneLine() {
        String ring = example("ring-delay.lbsim");
        refused("--trace takes full, summary or none, got 'partial'", "run", ring, "--trace=partial");
        refused("--trace takes full, summary or none, got ''", "run", ring, "--trace=");
        refused("--trace takes full, summary or none, got '--quiet'", "run", ring, "--trace", "--quiet");
        refused("--trace is given twice; give it once", "run", ring, "--trace=full", "--trace", "none");
        refused("--export needs --trace=full: the exports are written from the trace's events, which --trace=summary does not"
                + " keep", "run", ring, "--trace=summary", "--export", "png");
        refused("--export needs --trace=full: the exports are written from the trace's events, which --trace=none does not keep",
                "run", ring, "--export", "chrome", "--trace", "none");
        refused("--call-sites needs --trace=full: call sites are recorded with the trace's events, which --trace=none does not"
                + " keep", "run", ring, "--call-sites", "--trace=none");
        String experiment = "--trace goes with a single run (not with validate, --sweep or --replications): the runs of an"
                + " experiment record no trace, and each run folder kept with --keep-runs holds its full trace";
        refused(experiment, "run", ring, "--trace=summary", "--sweep", "run/seed=1,2");
        refused(experiment, "run", ring, "--trace=full", "--replications", "2", "--keep-runs");
        assertEquals(Cli.BAD_INPUT, lbsim("run", ring, "--trace"));
        assertEquals(List.of("lbsim: --trace needs a value", "Try 'lbsim --help'."), stderr().lines().toList());
        assertEquals(Cli.BAD_INPUT, lbsim("validate", ring, "--trace=none"));
        assertEquals(List.of("lbsim: " + experiment, "Try 'lbsim --help'."), stderr().lines().toList());
        // upper case is the same level (as export names are)
        assertEquals(0, lbsim("run", ring, "--out", dir.resolve("upper").toString(), "--quiet", "--trace=NONE"), stderr());
        assertFalse(Files.exists(dir.resolve("upper").resolve("trace.lbt")));
    }

    private void badInput(String expected, String... args) {
        assertEquals(Cli.BAD_INPUT, lbsim(args), stderr());
        assertEquals(List.of("lbsim: " + expected), stderr().lines().toList());
    }

    /** export, analyze and diff refuse a folder made with --trace=summary or none in one line that says why. */
    @Test
    void exportAnalyzeAndDiffNameAMissingOrSummaryOnlyTrace() throws Exception {
        Path full = run("ring-delay.lbsim", "full", "--quiet");
        Path sum = run("ring-delay.lbsim", "sum", "--quiet", "--trace=summary");
        Path none = run("ring-delay.lbsim", "none", "--quiet", "--trace=none");
        Set<String> sumFiles = files(sum);
        Set<String> noneFiles = files(none);
        String sumTrace = sum.resolve("trace.lbt").toString();
        for (String e : new String[] { "chrome", "csv", "png", "svg" }) {
            badInput(sumTrace + ": holds only summaries, no events to export (lbsim run --trace=summary); run it again with"
                    + " --trace=full", "export", sum.toString(), "--export", e);
            badInput(none + ": no trace.lbt: the run recorded no trace (lbsim run --trace=none); run it again with --trace=full"
                    + " to export it", "export", none.toString(), "--export", e);
        }
        assertEquals(sumFiles, files(sum), "nothing written");
        assertEquals(noneFiles, files(none), "nothing written");
        badInput(sumTrace + ": holds only summaries, no events to analyse (lbsim run --trace=summary); run it again with"
                + " --trace=full", "analyze", sum.toString());
        badInput(none + ": no trace.lbt: the run recorded no trace (lbsim run --trace=none); run it again with --trace=full"
                + " to analyse it", "analyze", none.toString(), "--critical-path");
        badInput(sumTrace + ": holds only summaries, no events to compare (lbsim run --trace=summary); run it again with"
                + " --trace=full", "diff", full.toString(), sumTrace);
        badInput(none + ": no trace.lbt: the run recorded no trace (lbsim run --trace=none); run it again with --trace=full"
                + " to compare it", "diff", none.toString(), full.toString());
        // a folder without trace.lbt that does not say --trace=none keeps the general message
        Path bare = Files.createDirectories(dir.resolve("bare"));
        assertEquals(Cli.BAD_INPUT, lbsim("analyze", bare.toString()));
        assertTrue(stderr().startsWith("lbsim: " + bare + ": no trace.lbt in this folder"), stderr());
        // the full run's folder still exports and analyses
        assertEquals(0, lbsim("analyze", full.toString(), "--critical-path"), stderr());
        assertEquals(0, lbsim("export", full.toString(), "--export", "png"), stderr());
    }
}
