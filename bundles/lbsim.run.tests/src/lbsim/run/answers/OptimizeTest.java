package lbsim.run.answers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.core.balance.Strategies;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.experiment.ExperimentPlan;
import lbsim.run.experiment.ExperimentResult;
import lbsim.run.experiment.ExperimentRunner;
import lbsim.run.experiment.RunRecord;
import lbsim.run.experiment.Stats;
import lbsim.run.experiment.Sweep;

/** {@code lbsim optimize} against an exhaustive sweep of the fixed chunk size, and its table of strategies. */
class OptimizeTest {

    @TempDir
    Path dir;

    /**
     * Four equal slaves, 1600 units of exponential(mean 0.02 s) cost, 5 ms per message and 1 ms of master overhead
     * per request: small chunks pay many messages, large ones leave slaves idle at the end, so the mean makespan
     * of fixed(k) is high at both ends of 1..400 (12.4 s at k = 1, 12.2 s near k = 280) with a broad low
     * plateau between (about 8.3 to 8.5 s from k = 15 to 60) and a few narrow dips where the chunks fall evenly
     * into rounds.
     */
    private Path chunkScenario() throws Exception {
        Path f = dir.resolve("chunk.lbsim");
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="chunk">
                  <platform>
                    <hosts name="m" speed="1.0" segment="lan"/>
                    <hosts name="w1" speed="1.0" segment="lan"/>
                    <hosts name="w2" speed="1.0" segment="lan"/>
                    <hosts name="w3" speed="1.0" segment="lan"/>
                    <hosts name="w4" speed="1.0" segment="lan"/>
                    <segments xsi:type="lbsim:DelayNetwork" name="lan" transmissionDelaySeconds="0.005"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="w1 w2 w3 w4" units="1600"
                      unitCost="exponential(mean=0.02)" requestBytes="64" workBytesFixed="64" resultBytesFixed="64"
                      masterOverheadSeconds="0.001" strategy="self"/>
                  <run seed="5"/>
                </lbsim:Scenario>
                """);
        return f;
    }

    /**
     * The exhaustive sweep: fixed(k) for every k in 1..400 (= N / P, the table's range), 4 replications each, run
     * as an experiment (the same replication seeds optimize uses: common random numbers), 1600 runs. optimize with
     * the same 4 final replications must find a chunk size whose mean makespan is within 2 % of the sweep's best,
     * in fewer runs; and its winner's mean is the sweep's mean at that k, to the bit.
     */
    @Test
    void findsTheBestFixedChunkWithin2PercentInFewerRunsThanTheSweep() throws Exception {
        Path f = chunkScenario();
        int reps = 4;
        List<String> ks = new ArrayList<>();
        for (int k = 1; k <= 400; k++) {
            ks.add("fixed(" + k + ")");
        }
        ExperimentPlan plan = new ExperimentPlan(f.toString(), List.of(),
                List.of(Sweep.parse("application/strategy=" + String.join(",", ks))), reps, null, 1, 1);
        ExperimentResult sweep = ExperimentRunner.prepare(plan, 2).run(2, null);
        assertTrue(sweep.complete());
        int sweepRuns = sweep.records().size();
        assertEquals(1600, sweepRuns);
        double[] mean = new double[401];
        int bestK = 0;
        for (int p = 0; p < 400; p++) {
            double[] v = sweep.runsOf(p).stream().mapToDouble((RunRecord r) -> r.figures().get("makespan")).toArray();
            mean[p + 1] = Stats.of(v).mean();
            if (bestK == 0 || mean[p + 1] < mean[bestK]) {
                bestK = p + 1;
            }
        }
        assertTrue(bestK > 1 && bestK < 400, "the minimum is inside the range, at k = " + bestK);

        Optimize.Settings settings = new Optimize.Settings(StrategySpace.select("fixed"), false, Double.NaN, reps, 16, Optimize.Second.NONE, 2);
        Optimize.Result r = Optimize.optimize(f, "chunk.lbsim", List.of(), null, settings, () -> false, Optimize.Progress.NONE);
        Optimize.Candidate w = r.winner();
        int k = Integer.parseInt(w.strategy().replaceAll("\\D", ""));
        System.out.printf("optimize: winner %s, mean %.6f s in %d runs; exhaustive sweep: best fixed(%d), mean %.6f s in %d runs%n",
                w.strategy(), w.meanMakespan(), r.runs(), bestK, mean[bestK], sweepRuns);
        assertEquals(reps, w.replications());
        assertEquals(mean[k], w.meanMakespan(), 0.0, "common random numbers: the sweep's mean at k = " + k);
        assertTrue(w.meanMakespan() <= 1.02 * mean[bestK], w.strategy() + ": " + w.meanMakespan() + " s against the best "
                + mean[bestK] + " s of fixed(" + bestK + ")");
        assertTrue(r.runs() < sweepRuns, r.runs() + " runs against the sweep's " + sweepRuns);

        Optimize.Result again = Optimize.optimize(f, "chunk.lbsim", List.of(), null, settings, () -> false, Optimize.Progress.NONE);
        assertEquals(r.candidates(), again.candidates(), "same seed, same search");
    }

    /**
     * Every strategy, the slave count and the Pareto front against messages: the winner is a candidate raced to
     * the final count, the front has no candidate that another beats on both objective and messages, and the
     * folder holds the winner's scenario, which loads and sets the winner.
     */
    @Test
    void searchesEveryStrategyAndWritesTheWinnersScenario() throws Exception {
        Path f = chunkScenario();
        Optimize.Settings settings = new Optimize.Settings(StrategySpace.TABLE, true, 0.9, 2, 4, Optimize.Second.MESSAGES, 2);
        Optimize.Result r = Optimize.optimize(f, "chunk.lbsim", List.of(), null, settings, () -> false, Optimize.Progress.NONE);
        assertEquals(2, r.winner().replications());
        for (Optimize.Candidate c : r.candidates()) {
            if (c.replications() == 2) {
                assertTrue(r.winner().objective() <= c.objective(), c + " beats the winner");
            }
        }
        List<Optimize.Candidate> front = r.front();
        assertTrue(!front.isEmpty());
        for (Optimize.Candidate a : front) {
            for (Optimize.Candidate b : front) {
                assertTrue(!(b.objective() <= a.objective() && b.meanMessages() <= a.meanMessages()
                        && (b.objective() < a.objective() || b.meanMessages() < a.meanMessages())), b + " dominates " + a);
            }
        }
        Path out = dir.resolve("optimize");
        OptimizeReport.write(out, r, f, "chunk.lbsim", List.of(), "test");
        MasterSlaveApplication ms = (MasterSlaveApplication) ScenarioLoader.load(out.resolve("chunk-optimized.lbsim")).getApplication();
        assertEquals(r.winner().strategy(), ms.getStrategy());
        assertEquals(r.winner().slaveCount(), ms.getSlaveCount());
        assertTrue(Files.size(out.resolve(OptimizeReport.PNG)) > 1000);
        assertTrue(Files.readString(out.resolve(OptimizeReport.CSV)).startsWith("strategy,slave_count,replications,objective,"));
        assertTrue(Files.readString(out.resolve(OptimizeReport.JSON)).contains("\"paretoFront\": ["));
    }

    /**
     * Energy as the second objective on two fast and two slow hosts with power models (SimGrid's host energy
     * plugin: idle:all-cores watts), where the fast hosts finish sooner but draw more. Checked independently of
     * the search: every candidate's mean energy is the mean of the "energy" figure of an experiment run of its
     * assignments with the same replication seeds (common random numbers), to the bit; the front is exactly the
     * set of final candidates that no other final candidate beats on both the makespan and the energy; and a
     * scenario without power models is refused before anything runs.
     */
    @Test
    void energyIsASecondObjectiveWithItsParetoFront() throws Exception {
        Path f = dir.resolve("watts.lbsim");
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:lbsim="http://lbsim.org/model/1.0" name="watts">
                  <platform>
                    <hosts name="m" speed="1.0" segment="lan" wattagePerState="50:60"/>
                    <hosts name="f1" speed="1.0" segment="lan" wattagePerState="100:220"/>
                    <hosts name="f2" speed="1.0" segment="lan" wattagePerState="100:220"/>
                    <hosts name="s1" speed="0.5" segment="lan" wattagePerState="40:70"/>
                    <hosts name="s2" speed="0.5" segment="lan" wattagePerState="40:70"/>
                    <segments xsi:type="lbsim:DelayNetwork" name="lan" transmissionDelaySeconds="0.002"/>
                  </platform>
                  <application xsi:type="lbsim:MasterSlaveApplication" master="m" slaves="f1 f2 s1 s2" units="400"
                      unitCost="exponential(mean=0.05)" requestBytes="64" workBytesFixed="64" resultBytesFixed="64"
                      masterOverheadSeconds="0.001" strategy="self"/>
                  <run seed="9"/>
                </lbsim:Scenario>
                """);
        int reps = 2;
        Optimize.Settings settings = new Optimize.Settings(StrategySpace.select("static-block,self,guided,fixed"), true, Double.NaN,
                reps, 4, Optimize.Second.ENERGY, 2);
        Optimize.Result r = Optimize.optimize(f, "watts.lbsim", List.of(), null, settings, () -> false, Optimize.Progress.NONE);
        List<Optimize.Candidate> finals = r.candidates().stream().filter(c -> c.replications() == reps).toList();
        assertTrue(finals.size() >= 2, "at least two candidates raced to the end: " + finals);
        for (Optimize.Candidate c : finals) {
            ExperimentPlan plan = new ExperimentPlan(f.toString(), c.assignments(), List.of(), reps, null, 1, 1);
            ExperimentResult e = ExperimentRunner.prepare(plan, 1).run(1, null);
            double[] joules = e.runsOf(0).stream().mapToDouble((RunRecord run) -> run.figures().get("energy")).toArray();
            assertEquals(Stats.of(joules).mean(), c.meanJoules(), 0.0, c.strategy() + ": the experiment's mean energy");
            assertTrue(c.meanJoules() > 0);
            boolean dominated = finals.stream().anyMatch(b -> b.objective() <= c.objective() && b.meanJoules() <= c.meanJoules()
                    && (b.objective() < c.objective() || b.meanJoules() < c.meanJoules()));
            assertEquals(!dominated, c.front(), c + (dominated ? " is dominated but on the front" : " is on no front"));
        }
        Path out = dir.resolve("optimize");
        OptimizeReport.write(out, r, f, "watts.lbsim", List.of(), "test");
        assertTrue(Files.readString(out.resolve(OptimizeReport.CSV)).startsWith(
                "strategy,slave_count,replications,objective,makespan_mean,makespan_ci95,scheduling_messages_mean,energy_joules_mean,pareto_front\n"));
        assertTrue(Files.readString(out.resolve(OptimizeReport.JSON)).contains("\"secondObjective\": \"energy\""));

        Path plain = chunkScenario();
        lbsim.model.io.ScenarioException x = assertThrows(lbsim.model.io.ScenarioException.class, () -> Optimize.optimize(plain,
                "chunk.lbsim", List.of(), null, settings, () -> false, Optimize.Progress.NONE));
        assertEquals("chunk.lbsim: --pareto energy: no host of the platform has a power model (wattagePerState), so its runs use"
                + " no energy to compare", x.getMessage());
    }

    /** The table names every strategy of the simulator and work-stealing; an unknown name is refused, listing them. */
    @Test
    void tableCoversEveryStrategy() {
        List<String> names = StrategySpace.names();
        for (String known : Strategies.KNOWN) {
            assertTrue(names.contains(known), known + " is missing from the table");
        }
        assertTrue(names.contains("work-stealing"));
        for (StrategySpace.Entry e : StrategySpace.TABLE) {
            long[] v = new long[e.parameters().size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = e.parameters().get(i).high().of(1000, 10);
            }
            String spec = e.spec(v);
            assertTrue(e.name().equals("work-stealing") || Strategies.problem(spec) == null, spec + ": " + Strategies.problem(spec));
        }
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> StrategySpace.select("fixed,fastest"));
        assertTrue(x.getMessage().startsWith("unknown strategy 'fastest'; known: static-block,"), x.getMessage());
    }
}
