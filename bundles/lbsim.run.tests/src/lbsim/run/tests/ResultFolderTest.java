package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.engine.StopReason;
import lbsim.core.stats.HostStats;
import lbsim.core.stats.TaskStats;
import lbsim.core.trace.StepSeries;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.io.Csv;
import lbsim.run.io.Json;
import lbsim.run.result.ResultFolder;
import lbsim.run.result.ResultWriter;
import lbsim.run.result.ShareStep;
import lbsim.run.result.TaskRow;

class ResultFolderTest {

    @TempDir
    Path dir;

    private static RunOutcome outcome(String taskName) {
        return outcome(taskName, "demo.lbsim");
    }

    private static RunOutcome outcome(String taskName, String scenarioFile) {
        StepSeries s = new StepSeries();
        s.add(0, 0.5);
        s.add(6, 1.0);
        s.add(12, 0);
        return new RunOutcome("demo", scenarioFile, List.of("run/seed=3"), 3, StopReason.COMPLETED, 12.0, 9, 0.25,
                List.of(new TaskStats(taskName, "ws1", 5, 0, 12, 9, 9, 0.75)),
                List.of(new HostStats("ws1", 1.0, 1, "linux-2.0", 0.5, 1.0)), Map.of(taskName, s), Map.of("users", 17L), List.of(), List.of(), List.of(), List.of(),
                lbsim.trace.TraceImage.empty());
    }

    @Test
    void whatIsWrittenReadsBack() throws IOException {
        Path out = dir.resolve("r");
        ResultWriter.write(outcome("a,\"b\""), out, "test");
        ResultFolder f = ResultFolder.read(out);
        assertEquals(List.of(new TaskRow("a,\"b\"", "ws1", 5, 0, 12, 9, 9, 0.75)), f.tasks());
        assertEquals(List.of(new ShareStep(0, 0.5), new ShareStep(6, 1.0), new ShareStep(12, 0)), f.shares("a,\"b\""));
        assertEquals(12.0, f.endTimeSeconds());
        assertEquals(List.of(), f.shares("nobody"));
        String summary = Files.readString(out.resolve("summary.json"));
        assertTrue(summary.contains("\"overrides\": [\n    \"run/seed=3\"\n  ]"), summary);
        assertTrue(summary.contains("\"cpuShare\": 0.75"), summary);
    }

    @Test
    void anExistingResultFolderIsReplacedAndNothingIsLeftBehind() throws IOException {
        Path out = dir.resolve("r");
        ResultWriter.write(outcome("first"), out, "test");
        ResultWriter.write(outcome("second"), out, "test");
        assertEquals("second", ResultFolder.read(out).tasks().get(0).task());
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(out), s.toList(), "no temporary or old folders remain");
        }
    }

    @Test
    void aFolderThatIsNotAResultIsNeverOverwritten() throws IOException {
        Path mine = Files.createDirectories(dir.resolve("mine"));
        Files.writeString(mine.resolve("thesis.tex"), "precious");
        IOException e = assertThrows(IOException.class, () -> ResultWriter.write(outcome("x"), mine, "test"));
        assertTrue(e.getMessage().contains("holds files lbsim did not write (thesis.tex)"), e.getMessage());
        assertEquals("precious", Files.readString(mine.resolve("thesis.tex")));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(mine), s.toList());
        }
        Path file = Files.writeString(dir.resolve("afile"), "x");
        assertThrows(IOException.class, () -> ResultWriter.write(outcome("x"), file, "test"));
    }

    /** An old result folder that holds the scenario being run is not replaced: that would delete the scenario. */
    @Test
    void aResultFolderHoldingTheScenarioIsNotReplaced() throws IOException {
        Path out = dir.resolve("old");
        ResultWriter.write(outcome("t"), out, "test");
        Path mine = Files.writeString(out.resolve("mine.lbsim"), "<scenario/>");
        byte[] summary = Files.readAllBytes(out.resolve(ResultFolder.SUMMARY_JSON));
        IOException e = assertThrows(IOException.class, () -> ResultWriter.write(outcome("t", mine.toString()), out, "test"));
        assertEquals(out + ": holds the scenario file " + mine + " being run; replacing the folder would delete it",
                e.getMessage());
        assertEquals("<scenario/>", Files.readString(mine));
        assertArrayEquals(summary, Files.readAllBytes(out.resolve(ResultFolder.SUMMARY_JSON)));
        // nor when another scenario runs: mine.lbsim is not a file lbsim wrote
        e = assertThrows(IOException.class, () -> ResultWriter.write(outcome("t", dir.resolve("elsewhere.lbsim").toString()),
                out, "test"));
        assertTrue(e.getMessage().contains("holds files lbsim did not write (mine.lbsim)"), e.getMessage());
        assertEquals("<scenario/>", Files.readString(mine));
    }

    @Test
    void malformedResultFilesAreNamedWithTheirLine() throws IOException {
        Path out = dir.resolve("r");
        ResultWriter.write(outcome("t"), out, "test");
        Files.writeString(out.resolve("tasks.csv"), "task,host,nice,start_s,end_s,work_s,cpu_s,share\nt,ws1,x,0,1,1,1,1\n");
        IOException e = assertThrows(IOException.class, () -> ResultFolder.read(out));
        assertEquals(out.resolve("tasks.csv") + ":2: column 3 is not an integer: 'x'", e.getMessage());
        Files.delete(out.resolve("tasks.csv"));
        e = assertThrows(IOException.class, () -> ResultFolder.read(out));
        assertTrue(e.getMessage().contains("tasks.csv: missing"), e.getMessage());
    }

    @Test
    void csvQuotingRoundTrips() {
        assertArrayEquals(new String[] { "a,b", "c\"d", "", "e" },
                Csv.split(Csv.text("a,b") + "," + Csv.text("c\"d") + ",," + Csv.text("e")));
        assertEquals("", Csv.number(Double.NaN));
        assertEquals("0.1", Csv.number(0.1));
        assertThrows(IllegalArgumentException.class, () -> Csv.split("\"open"));
    }

    @Test
    void jsonWritesNonFiniteNumbersAsNullAndEscapesText() {
        assertEquals("{\n  \"a\": null,\n  \"b\": \"x\\\"y\\n\",\n  \"c\": [\n    1,\n    2.5\n  ]\n}\n",
                Json.write(new java.util.LinkedHashMap<String, Object>() {
                    private static final long serialVersionUID = 1L;
                    {
                        put("a", Double.NaN);
                        put("b", "x\"y\n");
                        put("c", List.of(1, 2.5));
                    }
                }));
    }

    /** Same seed, same result folder byte for byte, except the wall-clock entry of summary.json. */
    @Test
    void sameSeedSameFilesByteForByte() throws Exception {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        ResultWriter.write(ScenarioRunner.run(Examples.load("wus-nice-share.lbsim"), "x", List.of(), 9L, null), a, "t");
        ResultWriter.write(ScenarioRunner.run(Examples.load("wus-nice-share.lbsim"), "x", List.of(), 9L, null), b, "t");
        for (String f : new String[] { "tasks.csv", "hosts.csv", "shares.csv" }) {
            assertArrayEquals(Files.readAllBytes(a.resolve(f)), Files.readAllBytes(b.resolve(f)), f);
        }
        String sa = withoutWallClock(Files.readString(a.resolve("summary.json")));
        String sb = withoutWallClock(Files.readString(b.resolve("summary.json")));
        assertEquals(sa, sb);
        assertFalse(sa.contains("wallClock"));
        assertTrue(sa.contains("\"seed\": 9"), sa);
    }

    private static String withoutWallClock(String json) {
        int i = json.indexOf(",\n  \"wallClock\"");
        assertTrue(i > 0, "summary.json keeps the wall clock under its own key");
        return json.substring(0, i);
    }
}
