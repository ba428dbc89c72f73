package lbsim.run.answers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

import lbsim.model.io.ScenarioException;

/** The shards of {@code lbsim optimize}: how the strategies are shared out, the replayed race, cancellation. */
class OptimizeShardsTest {

    private static final Path ION = Path.of(System.getProperty("lbsim.examples", "../../examples"), "ion-implantation.lbsim");
    private static final List<String> SMALL = List.of("application/units=1000");

    private static Optimize.Settings settings(String strategies, int replications, int budget) {
        return new Optimize.Settings(StrategySpace.select(strategies), false, Double.NaN, replications, budget, Optimize.Second.NONE, 2);
    }

    /**
     * The whole table, budget 16, five shards, by hand: fixed, guided and trapezoid (parameters) count 32, the
     * seven others 1. Costliest first, each to the least loaded shard (ties: lowest): fixed 1, guided 2, trapezoid
     * 3 (32 each); static-block 4, static-cyclic 5, self 4 (1 vs 1), factoring 5 (2 vs 1), weighted-factoring 4
     * (2 vs 2), adaptive-weighted-factoring 5 (3 vs 2), work-stealing 4 (3 vs 3).
     */
    @Test
    void strategiesAreSharedOutByCost() {
        Optimize.Settings all = settings(null, 8, 16);
        List<List<String>> names = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            names.add(Optimize.shardEntries(all, i, 5).stream().map(e -> all.strategies().get(e).name()).toList());
        }
        assertEquals(List.of(List.of("fixed"), List.of("guided"), List.of("trapezoid"),
                List.of("static-block", "self", "weighted-factoring", "work-stealing"),
                List.of("static-cyclic", "factoring", "adaptive-weighted-factoring")), names);
        for (int n = 1; n <= all.strategies().size(); n++) { // every strategy in exactly one shard, none empty
            int[] seen = new int[all.strategies().size()];
            for (int i = 1; i <= n; i++) {
                List<Integer> mine = Optimize.shardEntries(all, i, n);
                assertFalse(mine.isEmpty(), "shard " + i + "/" + n);
                mine.forEach(e -> seen[e]++);
            }
            int[] once = new int[seen.length];
            Arrays.fill(once, 1);
            assertEquals(Arrays.toString(once), Arrays.toString(seen), n + " shards");
        }
    }

    /**
     * The merge replays the race on the shards' runs: a candidate the race takes further must have those runs.
     * With its later replications cut off (as a hand-edited shard would be), the merge refuses instead of
     * inventing figures; with them, it gives the search without shards.
     */
    @Test
    void mergeNeedsTheRunsTheRaceTakes() throws Exception {
        Optimize.Settings s = settings("fixed,factoring,self", 4, 3);
        Optimize.Result whole = Optimize.optimize(ION, "ion", SMALL, null, s, () -> false, Optimize.Progress.NONE);
        List<Optimize.CandidateRuns> all = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            all.addAll(Optimize.optimizeShard(ION, "ion", SMALL, 42L, s, i, 2, () -> false, Optimize.Progress.NONE));
        }
        Optimize.Result merged = Optimize.merge("ion", whole.scenario(), 42L, s, all);
        assertEquals(whole.candidates(), merged.candidates());
        assertEquals(whole.winner(), merged.winner());
        assertEquals(whole.runs(), merged.runs());

        int w = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).strategy().equals(whole.winner().strategy())) {
                w = i;
            }
        }
        Optimize.CandidateRuns c = all.get(w);
        assertEquals(4, c.makespans().length, "the winner ran to the final count in its shard");
        List<Optimize.CandidateRuns> cut = new ArrayList<>(all);
        cut.set(w, new Optimize.CandidateRuns(c.entry(), c.strategy(), c.slaveCount(), Arrays.copyOf(c.makespans(), 1),
                Arrays.copyOf(c.messages(), 1), Arrays.copyOf(c.joules(), 1)));
        ScenarioException e = assertThrows(ScenarioException.class, () -> Optimize.merge("ion", whole.scenario(), 42L, s, cut));
        assertTrue(e.getMessage().startsWith("ion: the shards lack replication 2 of candidate " + c.strategy()), e.getMessage());
    }

    /** Cancelled after two runs, the shard stops (well before the runs it makes when left alone) and returns nothing. */
    @Test
    void aCancelledShardStops() throws Exception {
        Optimize.Settings s = settings("fixed,self", 4, 3);
        long alone = OptimizeShards.run(ION, "ion", SMALL, null, s, 1, 2, () -> false, Optimize.Progress.NONE).runs();
        AtomicLong runs = new AtomicLong();
        assertThrows(CancellationException.class, () -> OptimizeShards.run(ION, "ion", SMALL, null, s, 1, 2, () -> runs.get() >= 2,
                runs::set));
        assertTrue(runs.get() >= 2 && runs.get() < alone / 2, "stopped early: " + runs.get() + " runs of " + alone);
    }
}
