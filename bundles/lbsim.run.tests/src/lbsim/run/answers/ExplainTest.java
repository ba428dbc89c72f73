package lbsim.run.answers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.outcome.MasterSlaveSummary;

/** The makespan budget of {@code lbsim explain}: a hand-made scenario with one known cause, and every shipped example. */
class ExplainTest {

    @TempDir
    Path dir;

    /** The causes of a budget without host dynamics, in the sequential order. */
    private static final Explain.Cause[] ORDER = { Explain.Cause.NETWORK, Explain.Cause.LOAD, Explain.Cause.HETEROGENEITY,
            Explain.Cause.OVERHEAD, Explain.Cause.GRANULARITY };

    /**
     * Only heterogeneity: slaves "fast" (speed 1) and "slow" (speed 0.5) on a free network, no competing users,
     * no master overhead, 6 units of 1 s each, static blocks of 3 units.
     */
    private Path heterogeneous() throws Exception {
        Path f = dir.resolve("hetero.lbsim");
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="hetero">
                  <platform>
                    <hosts name="m" speed="1.0" segment="free"/>
                    <hosts name="fast" speed="1.0" segment="free"/>
                    <hosts name="slow" speed="0.5" segment="free"/>
                    <segments xsi:type="lbsim:DelayNetwork" name="free"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="fast slow" units="6"
                      unitCost="constant(1)" requestBytes="64" workBytesFixed="64" resultBytesFixed="64" strategy="static-block"/>
                  <run seed="3"/>
                </lbsim:Scenario>
                """);
        return f;
    }

    /**
     * By hand: work W = 6 x 1 s = 6 s, total speed S = 1 + 0.5 = 1.5, ideal W / S = 4 s. As given, static blocks
     * of 3 units: "fast" ends at 3 / 1 = 3 s, "slow" at 3 / 0.5 = 6 s: makespan 6 s. Without heterogeneity both
     * hosts run at the mean speed 0.75: 3 / 0.75 = 4 s each, the ideal. The network is free, there is no load and
     * no overhead, so removing those changes nothing (0 s), and granularity (4 - 4) is 0 s: the whole loss of
     * 6 - 4 = 2 s is heterogeneity, in the sequential budget and in every order (Shapley).
     */
    @Test
    void heterogeneityOnlyPutsTheWholeLossOnHeterogeneity() throws Exception {
        Explain.Budget b = Explain.explain(heterogeneous(), "hetero.lbsim", List.of(), null, 2, () -> false,
                Explain.RunPoolProgress.NONE);
        assertEquals(6.0, b.workSeconds(), 1e-12);
        assertEquals(1.5, b.totalSpeed(), 1e-12);
        assertEquals(4.0, b.idealSeconds(), 1e-12);
        assertEquals(6.0, b.makespanSeconds(), 1e-9);
        double[] expected = { 0, 0, 2, 0, 0 }; // network, competing users, heterogeneity, overhead, granularity
        for (int i = 0; i < ORDER.length; i++) {
            assertEquals(ORDER[i], b.sequential().get(i).cause());
            assertEquals(ORDER[i], b.shapley().get(i).cause());
            assertEquals(expected[i], b.sequential().get(i).seconds(), 1e-9, ORDER[i].label());
            assertEquals(expected[i], b.shapley().get(i).seconds(), 1e-9, ORDER[i].label());
        }
        assertEquals(3L, b.seed());
        assertEquals("static-block", b.strategy());
        // no host dynamics in the scenario: no such part, 16 runs, the four-cause budget as before issue 28
        assertEquals(List.of(ORDER), b.causes());
        assertEquals(ORDER.length, b.sequential().size());
        assertEquals(16, b.subsetMakespans().length);
    }

    /**
     * Only host dynamics: slaves "a" and "b" at speed 1 on a free network, no competing users, no overhead, 20
     * units of 3 s (self-scheduling: one unit per request), and "b" off from 20 s to 30 s by a state profile
     * (the master learns of the loss at once, failureDetectionSeconds 0).
     * <p>
     * By hand: work W = 20 x 3 = 60 s, total speed S = 2, ideal W / S = 30 s; without the off span each slave does
     * 10 units, 30 s: the ideal, so granularity is 0 s. As given: both slaves end a unit every 3 s; by 18 s they have
     * done 6 each (12 units); at 18 s each takes one more. At 20 s "b" goes off 2 s into its unit: that unit is lost
     * and returns to the pool. "a" ends its units at 21, 24, 27 and 30 s (16 units done at 30 s, 4 left). At 30 s
     * "b" is back and rejoins: both take a unit (30 to 33 s), then the last two (33 to 36 s). Makespan 36 s: 10 s
     * of "b" off plus the 2 s of work it lost is 12 host-seconds, over 2 hosts 6 s. So the budget is ideal 30 s +
     * host dynamics 6 s = 36 s, every other cause 0 (free network, no load, equal speeds, no overhead), in the
     * sequential budget and in every one of the 120 orders (Shapley).
     */
    @Test
    void aHostOffForAKnownSpanIsHostDynamics() throws Exception {
        Path f = dir.resolve("off.lbsim");
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="off">
                  <platform>
                    <hosts name="m" speed="1.0" segment="free"/>
                    <hosts name="a" speed="1.0" segment="free"/>
                    <hosts name="b" speed="1.0" segment="free" stateProfile="20 0; 30 1"/>
                    <segments xsi:type="lbsim:DelayNetwork" name="free"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="a b" units="20"
                      unitCost="constant(3)" requestBytes="64" workBytesFixed="64" resultBytesFixed="64" strategy="self"/>
                  <run seed="5"/>
                </lbsim:Scenario>
                """);
        Explain.Budget b = Explain.explain(f, "off.lbsim", List.of(), null, 2, () -> false, Explain.RunPoolProgress.NONE);
        assertEquals(60.0, b.workSeconds(), 1e-12);
        assertEquals(2.0, b.totalSpeed(), 1e-12);
        assertEquals(30.0, b.idealSeconds(), 1e-12);
        assertEquals(36.0, b.makespanSeconds(), 1e-9);
        Explain.Cause[] order = { Explain.Cause.NETWORK, Explain.Cause.LOAD, Explain.Cause.DYNAMICS, Explain.Cause.HETEROGENEITY,
                Explain.Cause.OVERHEAD, Explain.Cause.GRANULARITY };
        assertEquals(List.of(order), b.causes());
        assertEquals(32, b.subsetMakespans().length, "2^5 subset runs");
        assertEquals(120, b.orders());
        double[] expected = { 0, 0, 6, 0, 0, 0 }; // network, competing users, host dynamics, heterogeneity, overhead, granularity
        for (int i = 0; i < order.length; i++) {
            assertEquals(order[i], b.sequential().get(i).cause());
            assertEquals(order[i], b.shapley().get(i).cause());
            assertEquals(expected[i], b.sequential().get(i).seconds(), 1e-9, order[i].label());
            assertEquals(expected[i], b.shapley().get(i).seconds(), 1e-9, order[i].label());
        }
        assertEquals(36.0, Explain.Budget.sum(b.idealSeconds(), b.sequential()), 1e-9);
        assertEquals(36.0, Explain.Budget.sum(b.idealSeconds(), b.shapley()), 1e-9);
        // the run with only host dynamics removed (mask bit 2) is the ideal 30 s; every run that keeps them is 36 s
        for (int mask = 0; mask < 32; mask++) {
            assertEquals((mask & 4) != 0 ? 30.0 : 36.0, b.subsetMakespans()[mask], 1e-9, Explain.removedLabels(b.simulated(), mask)
                    .toString());
        }
        // explain.json names the new cause, in the order, with its removal, and lists the 32 runs
        Path out = dir.resolve("off-explain");
        ExplainReport.write(out, b, "off.lbsim", List.of(), "test");
        String json = Files.readString(out.resolve(ExplainReport.JSON));
        assertTrue(json.contains("\"sequentialOrder\": [\n    \"network\",\n    \"competing users\",\n    \"host dynamics\",\n"
                + "    \"heterogeneity\""), json);
        assertTrue(json.contains("\"host dynamics\": \"no speed profiles"), json);
        assertTrue(json.contains("over the 120 orders of removal (from the 32 subset runs)"), json);
        assertEquals(32 + 1, json.split("\"removed\"", -1).length, "32 subset runs");
        String csvLine = Files.readString(out.resolve(ExplainReport.CSV)).lines().filter(l -> l.startsWith("host dynamics,"))
                .findFirst().orElseThrow();
        assertEquals(6.0, Double.parseDouble(csvLine.split(",")[1]), 1e-9, csvLine);
        assertEquals(6.0, Double.parseDouble(csvLine.split(",")[2]), 1e-9, csvLine);
        assertTrue(ExplainReport.table(b).contains("+ host dynamics"), ExplainReport.table(b));
    }

    /**
     * The same loss from a failure model instead of a profile: a host group whose hosts fail (exponential times
     * from their own streams) is host dynamics too, and removing it (group MTTF and MTTR set to 0) leaves the
     * run of the steady hosts: here 30 s, the ideal, as above. The budget still sums to the makespan, and the
     * dynamics part is the whole loss above the ideal (no other cause is present).
     */
    @Test
    void groupFailuresAreHostDynamics() throws Exception {
        Path f = dir.resolve("fail.lbsim");
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="fail">
                  <platform>
                    <hosts name="m" speed="1.0" segment="free"/>
                    <hosts name="a" speed="1.0" segment="free"/>
                    <hosts name="b" speed="1.0" segment="free"/>
                    <groups name="nodes" hosts="a b" meanTimeToFailureSeconds="10" meanTimeToRepairSeconds="5"/>
                    <segments xsi:type="lbsim:DelayNetwork" name="free"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="a b" units="20"
                      unitCost="constant(3)" requestBytes="64" workBytesFixed="64" resultBytesFixed="64" strategy="self"/>
                  <run seed="5"/>
                </lbsim:Scenario>
                """);
        Explain.Budget b = Explain.explain(f, "fail.lbsim", List.of(), null, 2, () -> false, Explain.RunPoolProgress.NONE);
        assertEquals(30.0, b.idealSeconds(), 1e-12);
        assertTrue(b.makespanSeconds() > 30.0, "failures every 10 s on average cost time: " + b.makespanSeconds());
        assertEquals(30.0, b.subsetMakespans()[4], 1e-9, "without host dynamics");
        assertEquals(Explain.Cause.DYNAMICS, b.sequential().get(2).cause());
        assertEquals(b.makespanSeconds() - 30.0, b.sequential().get(2).seconds(), 1e-9);
        assertEquals(b.makespanSeconds() - 30.0, b.shapley().get(2).seconds(), 1e-9);
        assertEquals(b.makespanSeconds(), Explain.Budget.sum(b.idealSeconds(), b.shapley()), 1e-9);
    }

    /**
     * The same loss when "slow" is slow by its pstate (DVFS): pstates of speed 1.0 and 0.5, in pstate 1. The
     * slave computes at 0.5, so the hand numbers above hold: total speed 1 + 0.5 = 1.5, ideal 6 / 1.5 = 4 s,
     * makespan 3 / 0.5 = 6 s, and without heterogeneity both at 0.75 (every pstate of "slow" at 0.75): 4 s, so
     * heterogeneity is the 2 s and granularity 0 s. (Reading the speed attribute, 1.0, gave an ideal of 3 s, no
     * heterogeneity and 3 s of "granularity".)
     */
    @Test
    void heterogeneityByPstateIsHeterogeneity() throws Exception {
        Path f = heterogeneous();
        Files.writeString(f, Files.readString(f).replace("<hosts name=\"slow\" speed=\"0.5\" segment=\"free\"/>",
                "<hosts name=\"slow\" segment=\"free\" pstateSpeeds=\"1.0, 0.5\" pstate=\"1\"/>"));
        assertTrue(Files.readString(f).contains("pstate=\"1\""));
        Explain.Budget b = Explain.explain(f, "hetero.lbsim", List.of(), null, 2, () -> false, Explain.RunPoolProgress.NONE);
        assertEquals(1.5, b.totalSpeed(), 1e-12);
        assertEquals(4.0, b.idealSeconds(), 1e-12);
        assertEquals(6.0, b.makespanSeconds(), 1e-9);
        double[] expected = { 0, 0, 2, 0, 0 }; // network, competing users, heterogeneity, overhead, granularity
        for (int i = 0; i < ORDER.length; i++) {
            assertEquals(expected[i], b.sequential().get(i).seconds(), 1e-9, ORDER[i].label());
            assertEquals(expected[i], b.shapley().get(i).seconds(), 1e-9, ORDER[i].label());
        }
    }

    /**
     * Overhead as well: the same platform with 0.5 s of master overhead per request and equal speeds 0.75
     * (no heterogeneity). By hand: both requests arrive at 0; the master serves "fast" at 0.5 s and "slow" at
     * 1.0 s (one CPU); they end their 3 units (4 s) at 4.5 s and 5.0 s; the results cost 0.5 s each: the master
     * sees the first at 4.5 and is done with it at 5.0, then the second (waiting since 5.0) at 5.5 s. The
     * makespan is 5.5 s, the ideal 4 s; without the overhead 4 s: overhead 1.5 s, everything else 0.
     */
    @Test
    void overheadOnlyPutsTheLossOnOverhead() throws Exception {
        Path f = heterogeneous();
        Explain.Budget b = Explain.explain(f, "hetero.lbsim", List.of("platform/hosts[name=fast]/speed=0.75",
                "platform/hosts[name=slow]/speed=0.75", "application/masterOverheadSeconds=0.5"), null, 1, () -> false,
                Explain.RunPoolProgress.NONE);
        assertEquals(4.0, b.idealSeconds(), 1e-12);
        assertEquals(5.5, b.makespanSeconds(), 1e-9);
        double[] expected = { 0, 0, 0, 1.5, 0 };
        for (int i = 0; i < ORDER.length; i++) {
            assertEquals(expected[i], b.sequential().get(i).seconds(), 1e-9, ORDER[i].label());
            assertEquals(expected[i], b.shapley().get(i).seconds(), 1e-9, ORDER[i].label());
        }
    }

    /**
     * Every shipped example with a master-slave application: the ideal plus the parts is the makespan (both
     * budgets, to rounding of the five additions), the makespan is the one a plain run of the example gives
     * (bit for bit), and the same seed gives the same budget again.
     */
    @Test
    void partsSumToTheMakespanOnEveryShippedMasterSlaveExample() throws Exception {
        Path examples = Path.of(System.getProperty("lbsim.examples", "../../examples"));
        List<Path> found = new ArrayList<>();
        try (java.util.stream.Stream<Path> s = Files.walk(examples)) { // with the folders: dynamics/energy, dynamics/failures
            s.filter(p -> p.toString().endsWith(".lbsim") && Files.isRegularFile(p)).forEach(found::add);
        }
        found.sort(null);
        int checked = 0;
        Explain.Budget failures = null;
        for (Path f : found) {
            Scenario sc = ScenarioLoader.load(f);
            if (!(sc.getApplication() instanceof MasterSlaveApplication)) {
                continue;
            }
            checked++;
            Explain.Budget b = Explain.explain(f, f.toString(), List.of(), null, 2, () -> false, Explain.RunPoolProgress.NONE);
            double m = b.makespanSeconds();
            assertEquals(m, Explain.Budget.sum(b.idealSeconds(), b.sequential()), 1e-9 * m, f + " sequential");
            assertEquals(m, Explain.Budget.sum(b.idealSeconds(), b.shapley()), 1e-9 * m, f + " Shapley");
            RunOutcome plain = ScenarioRunner.prepare(ScenarioLoader.load(f), f.toString(), null).withoutTrace().run(List.of(),
                    sim -> {
                    });
            assertEquals(plain.result(MasterSlaveSummary.class).orElseThrow().makespanSeconds(), m, 0.0, f + ": the run as given");
            assertTrue(b.idealSeconds() > 0 && b.idealSeconds() <= m, f + ": ideal " + b.idealSeconds() + " <= makespan " + m);
            Explain.Budget again = Explain.explain(f, f.toString(), List.of(), null, 1, () -> false, Explain.RunPoolProgress.NONE);
            assertEquals(b.sequential(), again.sequential(), f + ": same seed, same budget");
            assertEquals(b.shapley(), again.shapley(), f + ": same seed, same budget");
            assertEquals(Explain.hasDynamics(sc), b.causes().contains(Explain.Cause.DYNAMICS), f + ": host dynamics listed iff present");
            if (f.endsWith(Path.of("dynamics", "failures.lbsim"))) {
                failures = b;
            }
        }
        // issue 30: the failures example loses time to its failing hosts; before host dynamics was a cause, that loss
        // (4.5 s) was booked as granularity. Removing the failures must give back most of it, so host dynamics is the
        // largest loss and granularity is left with the small rest that whole units leave on steady hosts.
        assertTrue(failures != null, "examples/dynamics/failures.lbsim is master-slave");
        double dyn = part(failures.sequential(), Explain.Cause.DYNAMICS);
        double gran = part(failures.sequential(), Explain.Cause.GRANULARITY);
        assertTrue(dyn > 0 && dyn > gran, "failures.lbsim: host dynamics " + dyn + " s, granularity " + gran + " s");
        assertEquals(dyn, part(failures.shapley(), Explain.Cause.DYNAMICS), Math.abs(dyn), "Shapley's host dynamics has the sign");
        assertTrue(checked >= 5, "the shipped master-slave examples: ion-implantation, ethernet-busy, two-clusters, dynamics/energy,"
                + " dynamics/failures; found " + checked);
    }

    private static double part(List<Explain.Part> parts, Explain.Cause c) {
        return parts.stream().filter(p -> p.cause() == c).findFirst().orElseThrow().seconds();
    }

    /** A cancel after the first runs stops explain: CancellationException, whatever runs were left. */
    @Test
    void cancelStopsTheRuns() throws Exception {
        Path f = Path.of(System.getProperty("lbsim.examples", "../../examples"), "ion-implantation.lbsim");
        java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
        assertThrows(java.util.concurrent.CancellationException.class, () -> Explain.explain(f, "ion", List.of(), null, 1,
                () -> done.get() >= 2, done::set));
        assertTrue(done.get() < 16, "stopped after " + done.get() + " of 16 runs");
    }

    /** A scenario whose application is not master-slave is refused, naming the file and the application. */
    @Test
    void anotherApplicationIsRefused() {
        Path f = Path.of(System.getProperty("lbsim.examples", "../../examples"), "wus-nice-share.lbsim");
        ScenarioException e = assertThrows(ScenarioException.class, () -> Explain.explain(f, "wus-nice-share.lbsim", List.of(),
                null, 1, () -> false, Explain.RunPoolProgress.NONE));
        assertTrue(e.getMessage().startsWith("wus-nice-share.lbsim: application: explain and optimize need a MasterSlaveApplication"),
                e.getMessage());
    }

    /** The folder: explain.json with the budget, budget.csv, and a waterfall chart in PNG and SVG. */
    @Test
    void writesJsonCsvAndWaterfall() throws Exception {
        Explain.Budget b = Explain.explain(heterogeneous(), "hetero.lbsim", List.of(), null, 2, () -> false,
                Explain.RunPoolProgress.NONE);
        Path out = dir.resolve("explain");
        ExplainReport.write(out, b, "hetero.lbsim", List.of(), "test");
        String json = Files.readString(out.resolve(ExplainReport.JSON));
        assertTrue(json.contains("\"makespanSeconds\": " + b.makespanSeconds() + ",\n"), json);
        assertTrue(json.contains("\"idealSeconds\": 4.0,\n"), json);
        assertEquals(16 + 1, json.split("\"removed\"", -1).length, "16 subset runs");
        assertTrue(json.contains("\"cause\": \"heterogeneity\",\n      \"seconds\": " + b.shapley().get(2).seconds()), json);
        String csv = Files.readString(out.resolve(ExplainReport.CSV));
        assertTrue(csv.startsWith("part,sequential_s,shapley_s\nideal,4.0,4.0\nnetwork,0.0,0.0\ncompeting users,0.0,0.0\nheterogeneity,2.0,2.0\n"), csv);
        assertTrue(Files.size(out.resolve(ExplainReport.PNG)) > 1000);
        assertTrue(Files.readString(out.resolve(ExplainReport.SVG)).contains("<svg"));
        assertFalse(ExplainReport.table(b).isEmpty());
        ExplainReport.write(out, b, "hetero.lbsim", List.of(), "test"); // lbsim's own folder is replaced
        Files.writeString(out.resolve("mine.txt"), "a user's file");
        assertThrows(java.io.IOException.class, () -> ExplainReport.write(out, b, "hetero.lbsim", List.of(), "test"));
        assertTrue(Files.exists(out.resolve("mine.txt")));
    }
}
