package lbsim.run.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.io.ScenarioException;
import lbsim.run.io.Csv;

/** Experiments run in memory: statistics against textbook formulas, closed forms, cancellation. */
class ExperimentRunnerTest {

    @TempDir
    Path dir;

    /**
     * Two hosts: "busy" (speed 1) with Poisson arrivals of competing processes, so the end of task "obs"
     * (10 s of work) is random; "quiet" alone, so task "calm" (10 s of work) ends at 10 / speed exactly.
     */
    private Path scenario() throws Exception {
        Path f = dir.resolve("ci.lbsim");
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="ci">
                  <platform>
                    <hosts name="busy" speed="1.0" processors="1" scheduler="equal"/>
                    <hosts name="quiet" speed="2.0" processors="1" scheduler="equal"/>
                  </platform>
                  <workloads xsi:type="lbsim:PoissonLoad" name="users" host="busy" ratePerSecond="0.5"
                      demand="exponential(mean=2)" nice="0"/>
                  <application xsi:type="lbsim:ObservedTaskApplication">
                    <tasks name="obs" host="busy" workSeconds="10" nice="0" startTimeSeconds="0"/>
                    <tasks name="calm" host="quiet" workSeconds="10" nice="0" startTimeSeconds="0"/>
                  </application>
                  <run seed="7"/>
                </lbsim:Scenario>
                """);
        return f;
    }

    private ExperimentPlan plan(Path f, int replications) {
        return new ExperimentPlan(f.toString(), List.of(), List.of(Sweep.parse("platform/hosts[name=quiet]/speed=1,2,4")),
                replications, null, 1, 1);
    }

    private static List<Map<String, String>> rows(String csv) {
        String[] lines = csv.split("\n");
        String[] head = Csv.split(lines[0]);
        List<Map<String, String>> out = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            String[] f = Csv.split(lines[i]);
            Map<String, String> m = new java.util.LinkedHashMap<>();
            for (int k = 0; k < head.length; k++) {
                m.put(head[k], k < f.length ? f[k] : "");
            }
            out.add(m);
        }
        return out;
    }

    /**
     * points.csv against the textbook formulas applied by hand to runs.csv: mean = sum / n,
     * sd = sqrt(sum (x - mean)^2 / (n - 1)), ci95 = t(0.975, n - 1) sd / sqrt(n) with t(0.975, 4) = 2.776
     * from the table of Student's t. The deterministic task's end is 10 s of work / speed at every
     * replication: sd and ci95 are 0.
     */
    @Test
    void pointStatisticsAreTheTextbookFormulasOfTheRuns() throws Exception {
        ExperimentResult r = ExperimentRunner.prepare(plan(scenario(), 5)).run(2, null);
        assertTrue(r.complete());
        assertNull(r.failure());
        List<Map<String, String>> runs = rows(ExperimentFolder.runsCsv(r));
        List<Map<String, String>> points = rows(ExperimentFolder.pointsCsv(r));
        assertEquals(15, runs.size());
        assertEquals(3, points.size());
        double[] speeds = { 1, 2, 4 };
        for (int p = 0; p < 3; p++) {
            Map<String, String> pt = points.get(p);
            assertEquals("5", pt.get("n"));
            double[] x = new double[5];
            int k = 0;
            for (Map<String, String> run : runs) {
                if (Integer.parseInt(run.get("point")) == p) {
                    x[k++] = Double.parseDouble(run.get("task.obs.end"));
                }
            }
            assertEquals(5, k);
            double sum = x[0] + x[1] + x[2] + x[3] + x[4];
            double mean = sum / 5;
            double ss = 0;
            for (double v : x) {
                ss += (v - mean) * (v - mean);
            }
            double sd = Math.sqrt(ss / 4);
            double ci = 2.776 * sd / Math.sqrt(5);
            assertTrue(sd > 0, "the competing load makes the end random");
            assertEquals(mean, Double.parseDouble(pt.get("task.obs.end_mean")), 1e-12 * mean);
            assertEquals(sd, Double.parseDouble(pt.get("task.obs.end_sd")), 1e-9 * sd);
            assertEquals(ci, Double.parseDouble(pt.get("task.obs.end_ci95")), 2e-4 * ci); // the table rounds t to 2.776
            assertEquals(10 / speeds[p], Double.parseDouble(pt.get("task.calm.end_mean")), 1e-12);
            assertEquals(0.0, Double.parseDouble(pt.get("task.calm.end_sd")));
            assertEquals(0.0, Double.parseDouble(pt.get("task.calm.end_ci95")));
        }
        // common random numbers: replication r has the same seed at every point, and the load on "busy" does
        // not depend on the quiet host's speed, so task obs ends at the same time at every point
        for (int rep = 0; rep < 5; rep++) {
            String seed = runs.get(rep).get("seed");
            String end = runs.get(rep).get("task.obs.end");
            assertEquals(Long.toString(ExperimentPlan.replicationSeed(7, rep)), seed);
            for (int p = 1; p < 3; p++) {
                assertEquals(seed, runs.get(p * 5 + rep).get("seed"));
                assertEquals(end, runs.get(p * 5 + rep).get("task.obs.end"));
            }
        }
    }

    @Test
    void oneReplicationHasNoConfidenceInterval() throws Exception {
        ExperimentResult r = ExperimentRunner.prepare(plan(scenario(), 1)).run(1, null);
        Map<String, String> pt = rows(ExperimentFolder.pointsCsv(r)).get(1);
        assertEquals("1", pt.get("n"));
        assertEquals("5", pt.get("task.calm.end_mean")); // 10 s of work at speed 2
        assertEquals("", pt.get("task.calm.end_sd"));
        assertEquals("", pt.get("task.calm.end_ci95"));
    }

    @Test
    void theResultDoesNotDependOnTheNumberOfThreads() throws Exception {
        ExperimentResult one = ExperimentRunner.prepare(plan(scenario(), 3)).run(1, null);
        ExperimentResult three = ExperimentRunner.prepare(plan(scenario(), 3)).run(3, null);
        assertEquals(ExperimentFolder.pointsCsv(one), ExperimentFolder.pointsCsv(three));
        assertEquals(ExperimentFolder.runsCsv(one), ExperimentFolder.runsCsv(three));
    }

    /** Cancelling (what the Ctrl-C hook does) keeps the finished points only and marks the folder incomplete. */
    @Test
    void cancellingKeepsTheFinishedPoints() throws Exception {
        ExperimentRunner runner = ExperimentRunner.prepare(plan(scenario(), 2));
        ExperimentResult r = runner.run(1, (point, replication, outcome) -> {
            if (point == 0 && replication == 1) {
                runner.cancel(); // from inside the last run of point 0: points 1 and 2 never start
            }
        });
        assertTrue(runner.cancelled());
        assertFalse(r.complete());
        assertEquals(List.of(0), r.finishedPoints());
        assertEquals(2, r.records().size());
        Path out = dir.resolve("exp");
        Path tmp = ExperimentFolder.createTemp(out);
        ExperimentFolder.install(tmp, r, out, "test", false);
        String json = Files.readString(out.resolve(ExperimentFolder.EXPERIMENT_JSON));
        assertTrue(json.contains("\"complete\": false"), json);
        Object parsed = JsonReader.read(json);
        assertEquals(List.of(0L), ((Map<?, ?>) parsed).get("finishedPoints"));
        assertEquals(2, Files.readAllLines(out.resolve(ExperimentFolder.POINTS_CSV)).size()); // header + point 0
        assertEquals(3, Files.readAllLines(out.resolve(ExperimentFolder.RUNS_CSV)).size()); // header + 2 runs
        ExperimentResult back = ExperimentFolder.read(out);
        assertFalse(back.complete());
        assertEquals(ExperimentFolder.runsCsv(r), ExperimentFolder.runsCsv(back));
    }

    @Test
    void aSweepOverAMissingAttributeIsFoundBeforeAnythingRuns() throws Exception {
        Path f = scenario();
        ExperimentPlan bad = new ExperimentPlan(f.toString(), List.of(),
                List.of(Sweep.parse("platform/hosts[name=quiet]/sped=1,2")), 1, null, 1, 1);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ExperimentRunner.prepare(bad));
        // the problem is data: the file, the assignment's path and that it is a sweep's value (the command line
        // names it by its flag, --sweep)
        lbsim.model.io.Problem p = e.problems().get(0);
        assertEquals(f.toString(), p.file());
        assertEquals("platform/hosts[name=quiet]/sped", p.assignment());
        assertTrue(p.swept());
        assertTrue(p.message().startsWith("Host has no attribute 'sped'"), p.message());
    }

    /** A bad value that only binding finds (a distribution spec) is found before anything runs too. */
    @Test
    void aBadDistributionAmongTheSweepValuesIsFoundBeforeAnythingRuns() throws Exception {
        Path f = scenario();
        ExperimentPlan bad = new ExperimentPlan(f.toString(), List.of(), List.of(
                Sweep.parse("platform/hosts[name=quiet]/speed=1,2,4"),
                Sweep.parse("workloads[0]/demand=exponential(mean=2),bogus(1)")), 1, null, 1, 1);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ExperimentRunner.prepare(bad));
        String msg = String.join("\n", e.messages());
        assertTrue(msg.contains("bogus"), msg);
        assertTrue(msg.contains("(at sweep point 1: platform/hosts[name=quiet]/speed=1, workloads[0]/demand=bogus(1))"), msg);
    }

    private static List<String> experimentThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.isAlive() && t.getName().startsWith(
                "lbsim-experiment-")).map(Thread::getName).collect(Collectors.toList());
    }

    /**
     * An Error thrown in a run (here a StackOverflowError, as a runaway strategy would throw) fails the
     * experiment like any other failure: a message naming the point, complete=false, and no worker thread
     * left behind. It must never give an "incomplete but successful" experiment with a point missing.
     */
    @Test
    void anErrorInARunFailsTheExperimentAndLeavesNoThreadBehind() throws Exception {
        ExperimentRunner runner = ExperimentRunner.prepare(plan(scenario(), 2));
        ExperimentResult r = runner.run(2, (point, replication, outcome) -> {
            if (point == 1 && replication == 0) {
                throw new StackOverflowError("runaway strategy");
            }
        });
        assertNotNull(r.failure(), "an Error in a run must fail the experiment");
        assertTrue(r.failure().startsWith("sweep point 1 (platform/hosts[name=quiet]/speed=2), replication 0: runaway strategy"),
                r.failure());
        assertFalse(r.complete());
        assertFalse(r.finishedPoints().contains(1));
        assertEquals(List.of(), experimentThreads());
    }

    /** A failing run with two jobs: the experiment stops, the other runs are not started, exit code 1 in Cli. */
    @Test
    void aFailingRunStopsTheExperiment() throws Exception {
        ExperimentRunner runner = ExperimentRunner.prepare(plan(scenario(), 2));
        ExperimentResult r = runner.run(2, (point, replication, outcome) -> {
            if (point == 0 && replication == 0) {
                throw new IOException("disk full");
            }
        });
        assertTrue(r.failure().startsWith("sweep point 0 (platform/hosts[name=quiet]/speed=1), replication 0: disk full"),
                r.failure());
        // the same failure as data: the run's point, replication, seed and assignments, the cause a problem record
        RunFailure f = runner.runFailure();
        assertEquals(0, f.point());
        assertEquals(0, f.replication());
        assertEquals(runner.seed(0, 0), f.seed());
        assertEquals(List.of("platform/hosts[name=quiet]/speed=1"), f.assignments());
        assertEquals(1, f.causes().size());
        assertTrue(f.causes().get(0).message().startsWith("disk full"), f.causes().get(0).message());
        assertEquals(r.failure(), f.text());
        assertEquals(f, r.failedRuns().get(0), "the result holds the failed runs, the first one first");
        assertFalse(r.complete());
        assertFalse(r.finishedPoints().contains(0));
        assertTrue(runner.snapshot().runsDone() < 6, "runs after the failure are skipped");
        assertEquals(List.of(), experimentThreads());
    }

    /**
     * failures.csv: a row per cause of each failed run, the run's fields then the cause's, empty where a cause has
     * none, text quoted where it holds a comma or a quote (written out here by hand).
     */
    @Test
    void failuresCsvHasTheRunAndTheCauseAsColumns() {
        lbsim.model.io.Problem atObject = new lbsim.model.io.Problem(lbsim.model.io.Problem.Severity.ERROR, "a.lbsim", 0, 0,
                "file:/w/a.lbsim#//@application", "RealApplication application", "application", "mainClass", "someRule",
                "RealApplication application: class 'x' not found, \"really\"", null, false);
        lbsim.model.io.Problem deadlock = lbsim.model.io.Problem.inFile("a.lbsim", "deadlock at 2.0 s: task 0 blocked");
        List<RunFailure> failed = List.of(new RunFailure(1, 0, -42, List.of("application/mainClass=x", "a=1,5"), List.of(atObject)),
                new RunFailure(2, 3, 7, List.of("application/mainClass=y"), List.of(deadlock.at(4, 2), lbsim.model.io.Problem.of("disk full"))));
        assertEquals("""
                point,replication,seed,assignments,severity,file,line,object,object_path,feature,rule,message
                1,0,-42,"application/mainClass=x; a=1,5",error,a.lbsim,,RealApplication application,application,mainClass,someRule,"RealApplication application: class 'x' not found, ""really""\"
                2,3,7,application/mainClass=y,error,a.lbsim,4,,,,,deadlock at 2.0 s: task 0 blocked
                2,3,7,application/mainClass=y,error,,,,,,,disk full
                """, ExperimentFolder.failuresCsv(failed));
    }

    /**
     * Records are kept in point and replication order whatever order they are given in, and points.csv
     * follows the textbook formulas for n = 2: x = 1.5, 2.5 gives mean 2, sd = sqrt(0.5) = 0.70710678,
     * ci95 = t(0.975, 1) sd / sqrt 2 = 12.706 * 0.5 = 6.353 (t from the table, 1 degree of freedom).
     */
    @Test
    void recordsAreOrderedAndTwoRunsUseOneDegreeOfFreedom() {
        ExperimentPlan plan = new ExperimentPlan("x.lbsim", List.of(), List.of(Sweep.parse("a=1,2")), 2, null, 1, 1);
        List<RunRecord> shuffled = List.of(new RunRecord(1, 1, 14, Map.of("x", 4.0)), new RunRecord(0, 1, 12, Map.of("x", 2.5)),
                new RunRecord(1, 0, 13, Map.of("x", 4.0)), new RunRecord(0, 0, 11, Map.of("x", 1.5)));
        ExperimentResult r = new ExperimentResult(plan, "x", "digest", 7, shuffled, true, null);
        assertEquals("""
                point,replication,seed,a,x
                0,0,11,1,1.5
                0,1,12,1,2.5
                1,0,13,2,4
                1,1,14,2,4
                """, ExperimentFolder.runsCsv(r));
        List<Map<String, String>> pts = rows(ExperimentFolder.pointsCsv(r));
        assertEquals("2", pts.get(0).get("x_mean"));
        assertEquals(Math.sqrt(0.5), Double.parseDouble(pts.get(0).get("x_sd")), 1e-15);
        assertEquals(6.353, Double.parseDouble(pts.get(0).get("x_ci95")), 1e-3);
        assertEquals("4", pts.get(1).get("x_mean"));
        assertEquals("0", pts.get(1).get("x_sd"));
        assertEquals(List.of(11L, 12L), r.runsOf(0).stream().map(RunRecord::seed).toList());
        assertEquals(List.of(), r.runsOf(5));
    }

    /** Numbers in runs.csv read back to the same double, bit for bit. */
    @Test
    void numbersRoundTripExactly() {
        for (double v : new double[] { 0.1 + 0.2, 1e-300, 1e20, -3.5, 123456789012345.0, 999999999999999.0, 1e15,
                9.007199254740993E15, Double.MIN_VALUE, Double.MAX_VALUE, Math.PI, -0.001, 2.5e-7 }) {
            String text = ExperimentFolder.number(v, "NaN");
            assertEquals(Double.doubleToLongBits(v), Double.doubleToLongBits(Double.parseDouble(text)), text);
            assertFalse(text.contains(",") || text.contains(" "), text);
        }
        assertEquals("3", ExperimentFolder.number(3.0, "NaN"));
        assertEquals("NaN", ExperimentFolder.number(Double.NaN, "NaN"));
    }

    /** A swept value with a comma is quoted in points.csv and runs.csv and reads back unchanged. */
    @Test
    void sweptValuesWithCommasAreQuotedAndReadBack() throws Exception {
        ExperimentPlan plan = new ExperimentPlan(scenario().toString(), List.of(),
                List.of(Sweep.parse("workloads[0]/demand=exponential(mean=2),uniform(min=1, max=3)")), 1, null, 1, 1);
        ExperimentResult r = ExperimentRunner.prepare(plan).run(1, null);
        Path out = dir.resolve("commas");
        ExperimentFolder.install(ExperimentFolder.createTemp(out), r, out, "test", false);
        List<String> points = Files.readAllLines(out.resolve(ExperimentFolder.POINTS_CSV));
        assertTrue(points.get(2).startsWith("1,\"uniform(min=1, max=3)\",1,"), points.get(2));
        List<String> runs = Files.readAllLines(out.resolve(ExperimentFolder.RUNS_CSV));
        assertTrue(runs.get(2).startsWith("1,0,7,\"uniform(min=1, max=3)\","), runs.get(2));
        // the files are written row by row; they hold exactly what pointsCsv and runsCsv give
        assertEquals(ExperimentFolder.pointsCsv(r), Files.readString(out.resolve(ExperimentFolder.POINTS_CSV)));
        assertEquals(ExperimentFolder.runsCsv(r), Files.readString(out.resolve(ExperimentFolder.RUNS_CSV)));
        ExperimentResult back = ExperimentFolder.read(out);
        assertEquals(List.of("uniform(min=1, max=3)"), back.plan().pointValues(1));
        assertEquals(ExperimentFolder.pointsCsv(r), ExperimentFolder.pointsCsv(back));
    }

    private Path folder(String name, int shard, int shards) throws Exception {
        ExperimentPlan plan = new ExperimentPlan(scenario().toString(), List.of(),
                List.of(Sweep.parse("platform/hosts[name=quiet]/speed=1,2,4")), 2, null, shard, shards);
        Path out = dir.resolve(name);
        ExperimentFolder.install(ExperimentFolder.createTemp(out), ExperimentRunner.prepare(plan).run(1, null), out, "test",
                false);
        return out;
    }

    private static void editRuns(Path folder, java.util.function.UnaryOperator<List<String>> edit) throws IOException {
        Path runs = folder.resolve(ExperimentFolder.RUNS_CSV);
        Files.write(runs, edit.apply(new ArrayList<>(Files.readAllLines(runs))));
    }

    private static String readError(Path folder) {
        return assertThrows(IOException.class, () -> ExperimentFolder.read(folder)).getMessage();
    }

    /**
     * runs.csv must hold what an experiment writes: a point with a replication missing, a run twice, a
     * seed that does not follow from the point's, or a "complete" folder with a point missing is refused
     * with the file and the rule, so neither lbsim chart nor lbsim merge works from a damaged folder.
     */
    @Test
    void aDamagedRunsCsvIsRefused() throws Exception {
        Path f = folder("whole", 1, 1); // header, then points 0, 1, 2 with replications 0 and 1
        Path csv = f.resolve(ExperimentFolder.RUNS_CSV);
        List<String> good = Files.readAllLines(csv);
        assertEquals(7, good.size());
        editRuns(f, l -> l.subList(0, 6)); // point 2 loses replication 1
        assertEquals(csv + ": point 2 has 1 of its 2 replications (a point is written only when all finished)", readError(f));
        editRuns(f, l -> good.subList(0, 5)); // point 2 gone, but experiment.json says complete
        assertTrue(readError(f).startsWith(csv + ": the experiment says complete but 1 point(s) have no runs, e.g. [2]"));
        editRuns(f, l -> {
            List<String> d = new ArrayList<>(good);
            d.add(good.get(6));
            return d;
        });
        assertEquals(csv + ": point 2 replication 1 appears twice", readError(f));
        editRuns(f, l -> {
            List<String> d = new ArrayList<>(good);
            String[] fields = d.get(2).split(",", 4); // point 0, replication 1
            d.set(2, fields[0] + "," + fields[1] + ",12345," + fields[3]);
            return d;
        });
        assertEquals(csv + ": the seed of point 0 replication 1 does not follow from the point's master seed (replication 0's)",
                readError(f));
        editRuns(f, l -> good);
        assertEquals(3, ExperimentFolder.read(f).finishedPoints().size());
    }

    /** A shard whose runs.csv lost a point is refused by merge, and nothing is written. */
    @Test
    void mergeRefusesAShardWithAPointMissing() throws Exception {
        Path s1 = folder("s1", 1, 2); // points 0 and 2
        Path s2 = folder("s2", 2, 2); // point 1
        Path merged = dir.resolve("merged");
        ExperimentMerge.mergeInto(List.of(s1, s2), merged, "test");
        assertEquals(3, ExperimentFolder.read(merged).finishedPoints().size());
        editRuns(s1, l -> l.subList(0, 3)); // point 2 gone
        Path again = dir.resolve("again");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ExperimentMerge.mergeInto(List.of(s1, s2), again,
                "test"));
        assertTrue(e.messages().get(0).startsWith(s1.resolve(ExperimentFolder.RUNS_CSV)
                + ": the experiment says complete but 1 point(s) have no runs, e.g. [2]"), e.messages().get(0));
        assertFalse(Files.exists(again));
    }

    /** The points are checked on several threads, but the problem reported is the first in point order. */
    @Test
    void theFirstBadPointIsReportedWhateverTheNumberOfThreads() throws Exception {
        ExperimentPlan bad = new ExperimentPlan(scenario().toString(), List.of(), List.of(Sweep.parse(
                "workloads[0]/demand=exponential(mean=2),exponential(mean=1),bogus(1),exponential(mean=3),bogus(2),nope(3)")),
                1, null, 1, 1);
        for (int jobs : new int[] { 1, 2, 4 }) {
            String msg = String.join("\n", assertThrows(ScenarioException.class, () -> ExperimentRunner.prepare(bad, jobs))
                    .messages());
            assertTrue(msg.contains("(at sweep point 2: workloads[0]/demand=bogus(1))"), jobs + " jobs: " + msg);
            assertFalse(msg.contains("bogus(2)") || msg.contains("nope(3)"), jobs + " jobs: " + msg);
        }
        assertEquals(List.of(), experimentThreads());
    }
}
