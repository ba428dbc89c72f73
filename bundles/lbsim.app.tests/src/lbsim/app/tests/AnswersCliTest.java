package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 30 on the command line: explain, optimize and the risk figures of experiments; bad input is one line, exit 2. */
class AnswersCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private List<String> errLines() {
        return stderr().lines().toList();
    }

    @Test
    void explainPrintsTheBudgetAndWritesItsFolder() throws Exception {
        Path res = dir.resolve("explain");
        assertEquals(0, lbsim("explain", example("ion-implantation.lbsim"), "--out", res.toString(), "--jobs", "2"), stderr());
        String text = stdout();
        assertTrue(text.contains("ideal (work / total speed)"), text);
        assertTrue(text.contains("+ competing users"), text);
        assertTrue(text.contains("= makespan"), text);
        // no host dynamics in the example: the four simulated causes and their 16 runs, no such row
        assertTrue(text.contains(": 16 runs (4 causes removed in every combination)"), text);
        assertTrue(text.contains("averaged over the 24 orders"), text);
        assertFalse(text.contains("host dynamics"), text);
        for (String f : List.of("explain.json", "budget.csv", "waterfall.png", "waterfall.svg", ".lbsim-manifest")) {
            assertTrue(Files.isRegularFile(res.resolve(f)), f);
        }
        byte[] first = Files.readAllBytes(res.resolve("explain.json"));
        assertEquals(0, lbsim("explain", example("ion-implantation.lbsim"), "--out", res.toString(), "--jobs", "1", "--quiet"),
                stderr());
        assertEquals("", stdout());
        assertArrayEquals(first, Files.readAllBytes(res.resolve("explain.json")), "same seed, same budget, whatever --jobs");
    }

    /** Hosts that fail: host dynamics is a sixth cause, simulated in 2^5 = 32 runs, in the table and explain.json. */
    @Test
    void explainNamesHostDynamicsOnTheFailuresExample() throws Exception {
        Path res = dir.resolve("explain-failures");
        assertEquals(0, lbsim("explain", example("dynamics/failures.lbsim"), "--out", res.toString(), "--jobs", "2"), stderr());
        String text = stdout();
        assertTrue(text.contains(": 32 runs (5 causes removed in every combination)"), text);
        assertTrue(text.contains("+ host dynamics"), text);
        assertTrue(text.indexOf("+ competing users") < text.indexOf("+ host dynamics")
                && text.indexOf("+ host dynamics") < text.indexOf("+ heterogeneity"), text);
        assertTrue(text.contains("averaged over the 120 orders"), text);
        String json = Files.readString(res.resolve("explain.json"));
        assertTrue(json.contains("\"cause\": \"host dynamics\""), json);
        assertTrue(Files.readString(res.resolve("budget.csv")).contains("\nhost dynamics,"));
    }

    @Test
    void explainRefusesAnotherApplicationInOneLine() {
        assertEquals(2, lbsim("explain", example("wus-nice-share.lbsim"), "--out", dir.resolve("x").toString()));
        assertTrue(errLines().get(0).startsWith("lbsim: " + example("wus-nice-share.lbsim")
                + ": application: explain and optimize need a MasterSlaveApplication, the scenario has an ObservedTaskApplication"),
                stderr());
        assertEquals(1, errLines().size(), "one line: " + stderr());
        assertFalse(Files.exists(dir.resolve("x")), "nothing written");
    }

    @Test
    void optimizeRefusesAnUnknownStrategyAndBadObjective() {
        assertEquals(2, lbsim("optimize", example("ion-implantation.lbsim"), "--strategies", "fixed,fastest"));
        assertEquals("lbsim: --strategies: unknown strategy 'fastest'; known: static-block, static-cyclic, self, fixed, guided,"
                + " trapezoid, factoring, weighted-factoring, adaptive-weighted-factoring, work-stealing", errLines().get(0));
        assertEquals(2, lbsim("optimize", example("ion-implantation.lbsim"), "--objective", "p100"));
        assertEquals("lbsim: --objective takes mean or pNN (a makespan quantile, e.g. p90), got 'p100'", errLines().get(0));
        assertEquals(2, lbsim("optimize", example("ion-implantation.lbsim"), "--pareto", "watts"));
        assertEquals("lbsim: --pareto takes messages or energy, got 'watts'", errLines().get(0));
        assertEquals(2, lbsim("optimize", example("ion-implantation.lbsim"), "--pareto", "energy"));
        assertTrue(errLines().get(0).endsWith("--pareto energy: no host of the platform has a power model (wattagePerState), so its"
                + " runs use no energy to compare"), stderr());
    }

    @Test
    void optimizeDrawsTheFrontAgainstEnergy() throws Exception {
        Path res = dir.resolve("opt-energy");
        assertEquals(0, lbsim("optimize", example("dynamics/energy.lbsim"), "--set", "application/units=300", "--strategies",
                "static-block,self,factoring", "--replications", "2", "--budget", "2", "--pareto", "energy", "--out", res.toString(),
                "--jobs", "2"), stderr());
        assertTrue(stdout().contains("energy [J]"), stdout());
        String csv = Files.readString(res.resolve("candidates.csv"));
        assertTrue(csv.startsWith("strategy,slave_count,replications,objective,makespan_mean,makespan_ci95,scheduling_messages_mean,"
                + "energy_joules_mean,pareto_front\n"), csv);
        assertTrue(csv.contains(",true\n"), "some candidate is on the front: " + csv);
        assertTrue(Files.readString(res.resolve("optimize.json")).contains("\"secondObjective\": \"energy\""));
    }

    @Test
    void optimizeWritesTheWinnersScenario() throws Exception {
        Path res = dir.resolve("opt");
        assertEquals(0, lbsim("optimize", example("ion-implantation.lbsim"), "--set", "application/units=2000", "--strategies",
                "fixed,factoring", "--replications", "2", "--budget", "4", "--messages", "--out", res.toString(), "--jobs", "2"),
                stderr());
        assertTrue(stdout().contains("winner: --set application/strategy="), stdout());
        Path scenario = res.resolve("ion-implantation-optimized.lbsim");
        assertTrue(Files.isRegularFile(scenario));
        assertEquals(0, lbsim("validate", scenario.toString()), stderr());
        assertTrue(Files.readString(res.resolve("optimize.json")).contains("\"paretoFront\""));
        byte[] json = Files.readAllBytes(res.resolve("optimize.json"));
        byte[] csv = Files.readAllBytes(res.resolve("candidates.csv"));
        assertEquals(0, lbsim("optimize", example("ion-implantation.lbsim"), "--set", "application/units=2000", "--strategies",
                "fixed,factoring", "--replications", "2", "--budget", "4", "--messages", "--out", res.toString(), "--jobs", "1",
                "--quiet"), stderr());
        assertArrayEquals(json, Files.readAllBytes(res.resolve("optimize.json")), "same seed, same search, whatever --jobs");
        assertArrayEquals(csv, Files.readAllBytes(res.resolve("candidates.csv")));
    }

    @Test
    void deadlineMustBeANonNegativeNumberOfSecondsWithAnExperiment() {
        assertEquals(2, lbsim("run", example("ion-implantation.lbsim"), "--replications", "2", "--deadline", "-5"));
        assertEquals("lbsim: --deadline takes a number of seconds >= 0, got '-5'", errLines().get(0));
        assertEquals(2, lbsim("run", example("ion-implantation.lbsim"), "--deadline", "100"));
        assertTrue(errLines().get(0).startsWith("lbsim: --deadline goes with --sweep or --replications"), stderr());
        assertEquals(2, lbsim("run", example("ion-implantation.lbsim"), "--replications", "2", "--chart", "deadline"));
        assertEquals("lbsim: --chart deadline draws P(makespan > T): give --deadline T", errLines().get(0));
    }

    /**
     * An experiment with a deadline prints, per point, the quantiles and P(makespan > T) with its interval; the
     * charts of a quantile and of the deadline are drawn against the sweep.
     */
    @Test
    void experimentReportsQuantilesAndTheDeadline() throws Exception {
        Path res = dir.resolve("exp");
        assertEquals(0, lbsim("run", example("ion-implantation.lbsim"), "--set", "application/units=1000", "--sweep",
                "application/strategy=self,guided", "--replications", "3", "--deadline", "6", "--chart", "deadline", "--chart",
                "makespan_p90", "--out", res.toString(), "--jobs", "2"), stderr());
        String text = stdout();
        assertTrue(text.contains("  p50 "), text);
        assertTrue(text.contains("; P(> 6 s) = "), text);
        assertTrue(Files.isRegularFile(res.resolve("chart-deadline.png")));
        assertTrue(Files.isRegularFile(res.resolve("chart-makespan_p90.svg")));
        String json = Files.readString(res.resolve("experiment.json"));
        assertTrue(json.contains("\"deadlineSeconds\": 6.0"), json);
        assertEquals(0, lbsim("chart", res.toString(), "--figure", "makespan_p50"), stderr());
        assertTrue(Files.isRegularFile(res.resolve("chart-makespan_p50.png")));
    }
}
