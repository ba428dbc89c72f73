package lbsim.trace.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.store.TraceStore;

/**
 * Issue 32: {@link OnlineCriticalPath} keeps its positions, intervals and inboxes in primitive columns whose slots are
 * reused, and gives what the object graph of {@link OnlineCriticalPathObjects} gave, record for record: the same
 * totals to the last bit, the same reason when it gives up, the same cuts; and the walk's totals of the finished
 * trace ({@link CriticalPath#of}).
 */
class OnlineCriticalPathColumnsTest {

    @TempDir
    Path dir;

    private Records capture(long seed, int units, int slaves, double latency) throws IOException {
        Records r = new Records();
        CriticalPathTotalsTest.masterSlaveTrace(dir.resolve("ms-" + seed + "-" + units + "-" + slaves + ".lbt"), seed, units,
                slaves, latency, r);
        return r;
    }

    /** Feeds records to both analyses; asserts they agree; the columns' result (null when they gave up). */
    private static CriticalPath same(Records records, int[] order, int taskCount, String what) {
        OnlineCriticalPath columns = new OnlineCriticalPath(TraceStates.STATES);
        OnlineCriticalPathObjects objects = new OnlineCriticalPathObjects(TraceStates.STATES);
        for (int i : order) {
            records.feed(i, columns);
            records.feed(i, objects);
        }
        CriticalPath p = columns.result(taskCount);
        CriticalPath q = objects.result(taskCount);
        assertEquals(q == null, p == null, what + ": " + columns.whyNot() + " / " + objects.whyNot());
        assertEquals(objects.whyNot(), columns.whyNot(), what);
        assertEquals(objects.cuts, columns.cuts, what + ": cuts");
        if (p != null) {
            OnlineCriticalPathTest.assertSameTotals(q, p, what);
        }
        return p;
    }

    private static int[] inOrder(int n) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        return order;
    }

    private static int taskCount(Records r) {
        int tasks = 0;
        for (int i = 0; i < r.n; i++) {
            tasks = Math.max(tasks, 1 + (r.isMessage[i] ? Math.max(r.b[i], r.c[i]) : r.a[i]));
        }
        return tasks;
    }

    @Test
    void seededRunsGiveTheObjectGraphsFiguresAndTheWalks() throws IOException {
        Random random = new Random(3201);
        for (int k = 0; k < 12; k++) {
            long seed = 1 + random.nextInt(1000);
            int slaves = 1 + random.nextInt(60);
            int units = 200 + random.nextInt(4000);
            double latency = new double[] { 0, 1e-6, 50e-6, 5e-3 }[random.nextInt(4)];
            Records r = capture(seed, units, slaves, latency);
            String what = "seed " + seed + ", " + slaves + " slaves, " + units + " units, latency " + latency;
            CriticalPath p = same(r, inOrder(r.n), slaves + 1, what);
            assertNotNull(p, what);
            try (TraceStore s = TraceFileStore.open(dir.resolve("ms-" + seed + "-" + units + "-" + slaves + ".lbt"))) {
                OnlineCriticalPathTest.assertSameTotals(CriticalPath.of(s), p, what + " (the walk)");
            }
        }
    }

    /**
     * Records swapped, delayed, dropped or a spawn put in: each way it gives up (or does not) the columns give up for
     * the same reason, or give the same figures. The mix must reach several of the reasons, or it tests little.
     */
    @Test
    void disorderedRecordsGiveUpWhereTheObjectGraphGaveUp() throws IOException {
        Random random = new Random(3202);
        Set<String> reasons = new TreeSet<>();
        int exact = 0;
        for (int k = 0; k < 160; k++) {
            Records r = capture(1 + random.nextInt(50), 300 + random.nextInt(600), 1 + random.nextInt(12),
                    new double[] { 0, 50e-6, 5e-3 }[random.nextInt(3)]);
            int[] order = inOrder(r.n);
            int kind = k % 4;
            int at = random.nextInt(r.n - 1);
            if (kind == 0) { // two neighbours swapped
                int x = order[at];
                order[at] = order[at + 1];
                order[at + 1] = x;
            } else if (kind == 1) { // a record moved later by up to 40 records
                int by = Math.min(r.n - 1 - at, 1 + random.nextInt(40));
                int x = order[at];
                System.arraycopy(order, at + 1, order, at, by);
                order[at + by] = x;
            } else if (kind == 2) { // a record dropped
                int[] o = new int[r.n - 1];
                System.arraycopy(order, 0, o, 0, at);
                System.arraycopy(order, at + 1, o, at, r.n - 1 - at);
                order = o;
            } else { // an interval made a spawn
                while (r.isMessage[at]) {
                    at = (at + 1) % r.n;
                }
                r.b[at] = TraceStates.STATES.indexOf("spawn");
            }
            CriticalPath p = same(r, order, taskCount(r), "case " + k + " (kind " + kind + ", at " + at + ")");
            if (p == null) {
                reasons.add(reasonKind(new OnlineCriticalPath(TraceStates.STATES), r, order, taskCount(r)));
            } else {
                exact++;
            }
        }
        assertTrue(exact >= 10, exact + " cases gave figures");
        assertTrue(reasons.size() >= 3, "reasons reached: " + reasons);
    }

    /** The reason's words without its numbers (which records, which times). */
    private static String reasonKind(OnlineCriticalPath online, Records r, int[] order, int taskCount) {
        for (int i : order) {
            r.feed(i, online);
        }
        online.result(taskCount);
        return online.whyNot().replaceAll("[0-9.E-]+", "#");
    }

    /**
     * A run long enough that the positions are compacted many times and every interval slot is reused many times:
     * still the walk's figures, and the columns stay the size a short run needs (the memory bound).
     */
    @Test
    void slotsReusedManyTimesStillGiveTheWalksTotals() throws IOException {
        int[] nodeCapacity = new int[2];
        for (int round = 0; round < 2; round++) {
            int units = round == 0 ? 30000 : 200000;
            Records r = capture(11, units, 5, 50e-6);
            OnlineCriticalPath online = new OnlineCriticalPath(TraceStates.STATES);
            r.feedAll(online);
            CriticalPath p = online.result(6);
            assertNotNull(p, online.whyNot());
            try (TraceStore s = TraceFileStore.open(dir.resolve("ms-11-" + units + "-5.lbt"))) {
                OnlineCriticalPathTest.assertSameTotals(CriticalPath.of(s), p, units + " units");
            }
            int intervals = r.busyIntervals();
            assertTrue(online.compactions >= intervals / (2 * OnlineCriticalPath.COMMIT_EVERY),
                    online.compactions + " compactions for " + intervals + " intervals");
            assertEquals(online.cuts, online.compactions);
            // nearly every interval went into a slot an earlier one had, and few slots were ever needed
            assertTrue(online.reusedIntervals > intervals - 1000, online.reusedIntervals + " of " + intervals);
            assertTrue(online.intervalCapacity() <= 1024, online.intervalCapacity() + " interval slots");
            nodeCapacity[round] = online.positionCapacity();
            assertTrue(round == 0 || online.positionsMade() > 8L * nodeCapacity[round],
                    online.positionsMade() + " positions made in " + nodeCapacity[round] + " slots");
        }
        assertEquals(nodeCapacity[0], nodeCapacity[1], "position slots of a run 7 times longer");
    }
}
