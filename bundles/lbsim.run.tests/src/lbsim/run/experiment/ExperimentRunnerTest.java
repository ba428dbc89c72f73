package lbsim.run.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.io.ScenarioException;
import lbsim.run.result.Csv;

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
        String msg = e.problems().get(0);
        assertTrue(msg.startsWith(f + ": --sweep platform/hosts[name=quiet]/sped: Host has no attribute 'sped'"), msg);
    }

    /** A bad value that only binding finds (a distribution spec) is found before anything runs too. */
    @Test
    void aBadDistributionAmongTheSweepValuesIsFoundBeforeAnythingRuns() throws Exception {
        Path f = scenario();
        ExperimentPlan bad = new ExperimentPlan(f.toString(), List.of(), List.of(
                Sweep.parse("platform/hosts[name=quiet]/speed=1,2,4"),
                Sweep.parse("workloads[0]/demand=exponential(mean=2),bogus(1)")), 1, null, 1, 1);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ExperimentRunner.prepare(bad));
        String msg = String.join("\n", e.problems());
        assertTrue(msg.contains("bogus"), msg);
        assertTrue(msg.contains("(at sweep point 1: platform/hosts[name=quiet]/speed=1, workloads[0]/demand=bogus(1))"), msg);
    }
}
