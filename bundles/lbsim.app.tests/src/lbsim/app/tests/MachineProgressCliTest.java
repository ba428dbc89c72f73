package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lbsim run --progress=machine}, the protocol the IDE's launch reads: lbsim-progress lines and,
 * as the very last stderr line, one lbsim-outcome line; and SIGTERM (Process.destroy) on a child JVM.
 */
class MachineProgressCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private List<String> errLines() {
        return err.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** The flat JSON object after a prefix, as strings (numbers as written, strings unquoted and unescaped). */
    static Map<String, String> json(String line, String prefix) {
        assertTrue(line.startsWith(prefix + " {") && line.endsWith("}"), line);
        String body = line.substring(prefix.length() + 2, line.length() - 1);
        Map<String, String> m = new LinkedHashMap<>();
        Matcher e = Pattern.compile("\"([a-z_]+)\":(\"((?:[^\"\\\\]|\\\\.)*)\"|null|[-0-9.Ee+]+)(,|$)").matcher(body);
        int at = 0;
        while (e.find() && e.start() == at) {
            m.put(e.group(1), e.group(3) != null ? e.group(3).replace("\\\"", "\"").replace("\\\\", "\\") : e.group(2));
            at = e.end();
        }
        assertEquals(body.length(), at, "not a flat JSON object: " + line);
        return m;
    }

    @Test
    void aRunEndsWithProgressAndTheOutcomeAsTheLastLine() {
        Path res = dir.resolve("res");
        assertEquals(0, lbsim("run", example("wus-nice-share.lbsim"), "--out", res.toString(), "--progress=machine"),
                err.toString(StandardCharsets.UTF_8));
        List<String> lines = errLines();
        List<String> progress = lines.stream().filter(l -> l.startsWith("lbsim-progress ")).toList();
        assertFalse(progress.isEmpty(), "at least the final progress line: " + lines);
        Map<String, String> last = json(progress.get(progress.size() - 1), "lbsim-progress");
        assertEquals(List.of("simulated_s", "end_s", "events"), List.copyOf(last.keySet()));
        // the final report is the run's end: the same figures summary.json holds
        String summary = readString(res.resolve("summary.json"));
        assertTrue(summary.contains("\"simulatedEndSeconds\": " + last.get("simulated_s") + ","), last + "\n" + summary);
        assertTrue(summary.contains("\"eventsProcessed\": " + last.get("events") + ","), last + "\n" + summary);
        Map<String, String> outcome = json(lines.get(lines.size() - 1), "lbsim-outcome");
        assertEquals("completed", outcome.get("status"));
        assertEquals("0", outcome.get("exit"));
        assertEquals(res.toAbsolutePath().normalize().toString(), outcome.get("folder"));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("obs-k3-n10"), "the normal summary is still printed");
    }

    @Test
    void aRunSaysWhereItsTraceGrowsAndLeavesTheSameTrace() throws Exception {
        Path res = dir.resolve("live");
        assertEquals(0, lbsim("run", example("ion-implantation.lbsim"), "--out", res.toString(), "--progress=machine"),
                err.toString(StandardCharsets.UTF_8));
        List<String> traces = errLines().stream().filter(l -> l.startsWith("lbsim-trace ")).toList();
        assertEquals(1, traces.size(), errLines().toString());
        Map<String, String> t = json(traces.get(0), "lbsim-trace");
        assertEquals(List.of("folder", "trace", "live"), List.copyOf(t.keySet()));
        assertEquals(res.toAbsolutePath().normalize().toString(), t.get("folder"));
        Path trace = Path.of(t.get("trace"));
        assertEquals(res.toAbsolutePath().normalize().getParent(), trace.getParent(), "the spool is beside the folder");
        assertTrue(trace.getFileName().toString().startsWith(".live.trace-"), trace.toString());
        assertEquals(trace.getFileName() + ".live", Path.of(t.get("live")).getFileName().toString());
        // both gone at the end, and the result's trace.lbt is the one a run without the live snapshots writes
        assertFalse(Files.exists(trace));
        assertFalse(Files.exists(Path.of(t.get("live"))));
        Path plain = dir.resolve("plain");
        assertEquals(0, lbsim("run", example("ion-implantation.lbsim"), "--out", plain.toString(), "--quiet"));
        assertEquals(-1, Files.mismatch(res.resolve("trace.lbt"), plain.resolve("trace.lbt")));
        try (Stream<Path> beside = Files.list(dir)) {
            assertEquals(List.of(res, plain), beside.sorted().toList());
        }
    }

    @Test
    void badInputEndsWithABadInputOutcome() {
        assertEquals(2, lbsim("run", dir.resolve("missing.lbsim").toString(), "--progress=machine"));
        List<String> lines = errLines();
        Map<String, String> outcome = json(lines.get(lines.size() - 1), "lbsim-outcome");
        assertEquals("bad-input", outcome.get("status"));
        assertEquals("2", outcome.get("exit"));
        assertEquals("", outcome.get("folder"));
        assertTrue(outcome.get("message").contains("missing.lbsim"), outcome.toString());
        assertTrue(lines.get(0).startsWith("lbsim: ") && lines.get(0).contains("missing.lbsim"), "the human message stays: " + lines);
        // before the outcome, the problem as data
        Map<String, String> problem = json(lines.get(lines.size() - 2), "lbsim-problem");
        assertEquals("error", problem.get("severity"));
        assertEquals(dir.resolve("missing.lbsim").toString(), problem.get("file"));
        assertEquals("no such file", problem.get("message"));
        assertEquals("lbsim: " + problem.get("text"), lines.get(0));
        // usage errors too
        assertEquals(2, lbsim("run", example("wus-nice-share.lbsim"), "--bogus", "--progress=machine"));
        lines = errLines();
        assertEquals("bad-input", json(lines.get(lines.size() - 1), "lbsim-outcome").get("status"));
    }

    @Test
    void anExperimentReportsPointsAndRuns() {
        Path res = dir.resolve("exp");
        assertEquals(0, lbsim("run", example("wus-nice-share.lbsim"), "--replications", "3", "--out", res.toString(), "--quiet",
                "--progress=machine"), err.toString(StandardCharsets.UTF_8));
        List<String> lines = errLines();
        List<String> progress = lines.stream().filter(l -> l.startsWith("lbsim-progress ")).toList();
        assertFalse(progress.isEmpty(), lines.toString());
        Map<String, String> last = json(progress.get(progress.size() - 1), "lbsim-progress");
        assertEquals(Map.of("points_done", "1", "points", "1", "runs_done", "3", "runs", "3"), last);
        Map<String, String> outcome = json(lines.get(lines.size() - 1), "lbsim-outcome");
        assertEquals("completed", outcome.get("status"));
        assertEquals(res.toAbsolutePath().normalize().toString(), outcome.get("folder"));
    }

    /** lbsim.app.Main in a child JVM on the class path of this test's bundles. */
    private static Process child(String... args) throws Exception {
        List<String> cp = new ArrayList<>();
        for (String cls : new String[] { "lbsim.app.Cli", "lbsim.run.ScenarioRunner", "lbsim.trace.TraceFile", "lbsim.model.Scenario",
                "lbsim.core.engine.Simulation", "org.eclipse.emf.ecore.EObject", "org.eclipse.emf.common.util.URI",
                "org.eclipse.emf.ecore.xmi.XMIResource", "org.apache.commons.rng.UniformRandomProvider",
                "org.apache.commons.rng.core.source64.XoRoShiRo128PlusPlus",
                "org.apache.commons.rng.sampling.distribution.ZigguratSampler",
                "org.apache.commons.math3.distribution.TDistribution", "org.jfree.chart.JFreeChart",
                "org.jfree.svg.SVGGraphics2D" }) {
            File f = ExperimentCliTest.location(cls);
            assertTrue(f != null, "no jar or folder for the classes of " + cls);
            cp.add(f.getPath());
        }
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                String.join(File.pathSeparator, cp), "lbsim.app.Main"));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        return pb.start();
    }

    /** Reads the child's stderr; at the first progress line sends SIGTERM (Process.destroy); returns every line. */
    private static List<String> terminateAtFirstProgress(Process child) throws Exception {
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(child.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            boolean sent = false;
            while ((line = r.readLine()) != null) {
                lines.add(line);
                if (!sent && line.startsWith("lbsim-progress ")) {
                    // SIGTERM, as Process.destroy() sends it; through the handle, which (unlike Process.destroy) leaves
                    // the pipes open, so the last lines can still be read
                    child.toHandle().destroy();
                    sent = true;
                }
            }
            if (!child.waitFor(120, TimeUnit.SECONDS)) {
                child.destroyForcibly();
                fail("the child did not stop after SIGTERM: " + lines);
            }
        }
        return lines;
    }

    private static String readString(Path p) {
        try {
            return Files.readString(p);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Hidden temporary folders lbsim would leave next to a target if it did not clean up. */
    private static List<Path> leftovers(Path parent) throws Exception {
        try (Stream<Path> s = Files.list(parent)) {
            return s.filter(p -> p.getFileName().toString().startsWith(".")).toList();
        }
    }

    @Test
    void sigtermStopsARunAndLeavesTheOldResultAsItWas() throws Exception {
        Path res = dir.resolve("res");
        // an old result, to be replaced by the run that SIGTERM stops
        assertEquals(0, lbsim("run", example("ion-implantation.lbsim"), "--out", res.toString(), "--quiet"));
        String oldSummary = Files.readString(res.resolve("summary.json"));
        List<String> oldFiles;
        try (Stream<Path> s = Files.list(res)) {
            oldFiles = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        // 200 million units: far more than the few seconds before the signal
        Process child = child("run", example("ion-implantation.lbsim"), "--set", "application/units=200000000", "--set",
                "application/strategy=self", "--out",
                res.toString(), "--progress=machine");
        List<String> lines = terminateAtFirstProgress(child);
        assertEquals(143, child.exitValue(), String.join("\n", lines));
        Map<String, String> outcome = json(lines.get(lines.size() - 1), "lbsim-outcome");
        assertEquals("stopped", outcome.get("status"), lines.toString());
        assertEquals("143", outcome.get("exit"));
        assertEquals(oldSummary, Files.readString(res.resolve("summary.json")), "the old result is as it was");
        try (Stream<Path> s = Files.list(res)) {
            assertEquals(oldFiles, s.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertEquals(List.of(), leftovers(dir), "no temporary folder is left");
    }

    @Test
    void sigtermStopsAnExperimentAndKeepsTheFinishedPoints() throws Exception {
        Path res = dir.resolve("exp");
        Process child = child("run", example("ion-implantation.lbsim"), "--set", "application/strategy=self", "--sweep",
                "application/units=4000:400000:4000", "--jobs", "1", "--out", res.toString(), "--progress=machine");
        List<String> lines = terminateAtFirstProgress(child);
        assertEquals(143, child.exitValue(), String.join("\n", lines));
        Map<String, String> outcome = json(lines.get(lines.size() - 1), "lbsim-outcome");
        assertEquals("stopped", outcome.get("status"), lines.toString());
        assertEquals("143", outcome.get("exit"));
        assertEquals(res.toAbsolutePath().normalize().toString(), outcome.get("folder"));
        assertTrue(Files.readString(res.resolve("experiment.json")).contains("\"complete\": false"));
        assertEquals(List.of(), leftovers(dir), "no temporary folder is left");
    }
}
