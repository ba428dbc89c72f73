package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lbsim analyze}, and the critical path in summary.json, on the shipped ion-implantation example. */
class AnalyzeCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private List<String> stderrLines() {
        String e = err.toString(StandardCharsets.UTF_8);
        return e.isEmpty() ? List.of() : List.of(e.split("\n"));
    }

    private Path ionRun() {
        Path res = dir.resolve("ion");
        String scenario = Path.of(System.getProperty("lbsim.examples", "../../examples"), "ion-implantation.lbsim").toString();
        assertEquals(0, lbsim("run", scenario, "--out", res.toString(), "--quiet"), err.toString(StandardCharsets.UTF_8));
        return res;
    }

    private static List<Double> numbers(String json, String key) {
        List<Double> v = new ArrayList<>();
        Matcher m = Pattern.compile("\"" + key + "\": ([-0-9.E]+)").matcher(json);
        while (m.find()) {
            v.add(Double.valueOf(m.group(1)));
        }
        return v;
    }

    @Test
    void summaryJsonHoldsTheCriticalPathWhoseLengthIsTheLastTasksEnd() throws Exception {
        Path res = ionRun();
        String summary = Files.readString(res.resolve("summary.json"));
        int cp = summary.indexOf("\"criticalPath\": {");
        assertTrue(cp > 0, summary);
        // the simulator's own end time of every message-passing task (messageTasks, before the path)
        double last = numbers(summary.substring(0, cp), "endSeconds").stream().mapToDouble(Double::doubleValue).max()
                .orElseThrow();
        String path = summary.substring(cp, summary.indexOf("\"deadlock\""));
        assertEquals(last, numbers(path, "lengthSeconds").get(0), 1e-9);
        assertEquals(last, numbers(path, "runEndSeconds").get(0), 1e-9);
        assertEquals(0.0, numbers(path, "waitingSeconds").get(0));
        double fractions = numbers(path, "fraction").stream().mapToDouble(Double::doubleValue).sum();
        double messages = numbers(path, "messageSeconds").get(0) / last;
        assertEquals(1.0, fractions + messages, 1e-9, "the tasks' shares and the messages' make the whole path");
        assertFalse(path.contains("\"segments\""), "summary.json keeps the figures, not the segments");
    }

    @Test
    void analyzePrintsThePathTheBreakdownAndTheMatrix() throws Exception {
        Path res = ionRun();
        assertEquals(0, lbsim("analyze", res.toString()));
        String o = stdout();
        assertEquals(List.of(), stderrLines());
        assertTrue(o.startsWith("makespan 117.8"), o);
        assertTrue(o.contains("\n\ncritical path: 117.8"), o);
        assertTrue(o.contains("time per task (s; run end 117.8"), o);
        assertTrue(o.contains("messages per pair (266 messages, 1336128 bytes):"), o);
        // each pair's row agrees with the matrix.csv the run wrote from the simulator's own counts
        List<String> csv = Files.readAllLines(res.resolve("matrix.csv"));
        assertEquals(21, csv.size(), "header and 20 pairs");
        for (String row : csv.subList(1, csv.size())) {
            String[] f = row.split(",");
            Pattern line = Pattern.compile("^  " + f[1] + " +" + f[3] + " +" + f[4] + " +" + f[5] + "$", Pattern.MULTILINE);
            assertTrue(line.matcher(o).find(), row + " in\n" + o);
        }
        // the breakdown's rows: the master waits almost all the time, algorithmically (for the slaves' results)
        Matcher master = Pattern.compile("^  master +([0-9.]+) +([0-9.]+) +([0-9.]+) +([0-9.]+) +([0-9.]+)$",
                Pattern.MULTILINE).matcher(o);
        assertTrue(master.find(), o);
        assertTrue(Double.parseDouble(master.group(3)) > 100, master.group());

        assertEquals(0, lbsim("analyze", res.toString(), "--critical-path"));
        assertTrue(stdout().startsWith("makespan ") && stdout().contains("\n\ncritical path:"), stdout());
        assertFalse(stdout().contains("messages per pair"), stdout());
    }

    @Test
    void jsonHasTheRequestedAnalysesAndThePathsSegments() throws Exception {
        Path res = ionRun();
        assertEquals(0, lbsim("analyze", res.toString(), "--json", "--critical-path", "--matrix"));
        String j = stdout();
        assertTrue(j.startsWith("{\n  \"makespanSeconds\": "), j);
        assertTrue(j.contains("\n  \"criticalPath\": {"), j);
        assertTrue(j.contains("\"matrix\": ["), j);
        assertFalse(j.contains("\"breakdown\""), j);
        assertTrue(j.contains("\"segments\": ["), j);
        List<Double> starts = numbers(j, "startSeconds");
        List<Double> ends = numbers(j, "endSeconds");
        assertEquals(starts.size(), ends.size());
        assertEquals(0.0, starts.get(0));
        for (int i = 1; i < starts.size(); i++) {
            assertEquals(ends.get(i - 1), starts.get(i), "segments are contiguous at " + i);
        }
        assertEquals(numbers(j, "runEndSeconds").get(0), ends.get(ends.size() - 1), "the path ends at the run end");
        assertEquals(numbers(j, "runEndSeconds").get(1), ends.get(ends.size() - 1), "the critical path's run end");
    }

    /**
     * One makespan, one run end, each under its name (issue 24). Read independently from the files the run
     * wrote: the makespan is masterslave.csv's makespan_s (the master has its last result), the run end the
     * latest end_s in tasks.csv (the last task's end, after the stop messages). On ion-implantation they
     * differ: the makespan is 117.8308 s, the run end 117.833587 s, a few milliseconds later.
     */
    @Test
    void theMakespanAndTheRunEndAppearUnderTheirNamesAndDiffer() throws Exception {
        Path res = ionRun();
        List<String> ms = Files.readAllLines(res.resolve("masterslave.csv"));
        int col = List.of(ms.get(0).split(",")).indexOf("makespan_s");
        // the strategy field (first) has no comma on this example
        double makespan = Double.parseDouble(ms.get(1).split(",")[col]);
        List<String> tasks = Files.readAllLines(res.resolve("tasks.csv"));
        int end = List.of(tasks.get(0).split(",")).indexOf("end_s");
        assertTrue(end >= 0, tasks.get(0));
        double runEnd = tasks.stream().skip(1).map(l -> l.split(",")[end]).filter(v -> !v.isEmpty())
                .mapToDouble(Double::parseDouble).max().orElseThrow();
        assertEquals(117.8308, makespan, 5e-5, "the issue's figure");
        assertEquals(117.833587, runEnd, 5e-7, "the issue's figure");
        assertTrue(makespan < runEnd, makespan + " vs " + runEnd);

        // summary.json: the makespan at the top, the run end in the critical path
        String summary = Files.readString(res.resolve("summary.json"));
        assertEquals(List.of(makespan), numbers(summary, "makespanSeconds"));
        assertEquals(runEnd, numbers(summary, "runEndSeconds").get(0), 1e-9);
        assertEquals(1, numbers(summary, "runEndSeconds").size());

        // lbsim analyze: a first line with both, then the path and the breakdown over the run end
        assertEquals(0, lbsim("analyze", res.toString()));
        String o = stdout();
        assertEquals(String.format(java.util.Locale.ROOT, "makespan %.6f s (the master's last result), run end %.6f s",
                makespan, runEnd), o.lines().findFirst().orElseThrow());
        assertTrue(o.contains(String.format(java.util.Locale.ROOT, "(run end %.6f s)", runEnd)), o);
        assertTrue(o.contains(String.format(java.util.Locale.ROOT, "time per task (s; run end %.6f s):", runEnd)), o);
        assertFalse(o.contains(String.format(java.util.Locale.ROOT, "makespan %.6f", runEnd)), "the run end is not called makespan");

        // --json: both first, under their names
        assertEquals(0, lbsim("analyze", res.toString(), "--json", "--matrix"));
        String j = stdout();
        assertEquals(List.of(makespan), numbers(j, "makespanSeconds"));
        assertEquals(runEnd, numbers(j, "runEndSeconds").get(0), 1e-9);
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        Path none = dir.resolve("none");
        assertEquals(2, lbsim("analyze", none.toString()));
        assertEquals(List.of("lbsim: " + none + ": no such result folder"), stderrLines());
        assertEquals("", stdout());

        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertEquals(2, lbsim("analyze", empty.toString()));
        assertEquals(1, stderrLines().size(), stderrLines().toString());
        assertTrue(stderrLines().get(0).startsWith("lbsim: " + empty + ": no trace.lbt in this folder"), stderrLines().toString());

        // a damaged trace: the run's trace cut short
        Path res = ionRun();
        Path cut = Files.createDirectories(dir.resolve("cut"));
        byte[] t = Files.readAllBytes(res.resolve("trace.lbt"));
        Files.write(cut.resolve("trace.lbt"), java.util.Arrays.copyOf(t, t.length / 2));
        assertEquals(2, lbsim("analyze", cut.toString()));
        assertEquals(1, stderrLines().size(), stderrLines().toString());
        assertTrue(stderrLines().get(0).startsWith("lbsim: " + cut.resolve("trace.lbt") + ": truncated"), stderrLines().toString());
        assertEquals("", stdout());

        // a damaged chunk: a byte flipped in the middle of the events (the footer is intact)
        Path flipped = Files.createDirectories(dir.resolve("flipped"));
        byte[] f = t.clone();
        f[70] ^= 0x55;
        Files.write(flipped.resolve("trace.lbt"), f);
        assertEquals(2, lbsim("analyze", flipped.toString()));
        assertEquals(1, stderrLines().size(), stderrLines().toString());
        assertTrue(stderrLines().get(0).startsWith("lbsim: " + flipped.resolve("trace.lbt") + ": "), stderrLines().toString());

        assertEquals(2, lbsim("analyze", res.toString(), "--fast"));
        assertEquals("lbsim: unknown option '--fast' for analyze", stderrLines().get(0));
        assertEquals(2, lbsim("analyze"));
        assertTrue(stderrLines().get(0).startsWith("lbsim: usage: lbsim analyze RESULTDIR"), stderrLines().toString());
    }
}
