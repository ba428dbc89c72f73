package lbsim.trace.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.store.TraceStore;

/** {@link RangeStatistics} on {@link HandTraces#chain()}, worked out by hand. */
class RangeStatisticsTest {

    @TempDir
    Path dir;

    /** (task, state, count, total, min, max) as a list, for one assertEquals per row. */
    private static List<Object> row(int task, int state, long count, double total, double min, double max) {
        return List.of(task, state, count, total, min, max);
    }

    private static void assertRows(List<List<Object>> want, List<RangeStatistics.Row> got) {
        assertEquals(want.size(), got.size(), got.toString());
        for (int i = 0; i < want.size(); i++) {
            List<Object> w = want.get(i);
            RangeStatistics.Row g = got.get(i);
            assertEquals(w.subList(0, 3), List.of(g.task(), g.state(), g.count()), g.toString());
            assertEquals((double) w.get(3), g.totalSeconds(), 1e-12, g.toString());
            assertEquals((double) w.get(4), g.minSeconds(), 1e-12, g.toString());
            assertEquals((double) w.get(5), g.maxSeconds(), 1e-12, g.toString());
        }
    }

    @Test
    void clippedToTheRangeByTaskAndState() throws Exception {
        int c = TraceStates.COMPUTE, s = TraceStates.SEND, r = TraceStates.RECEIVE, b = TraceStates.BLOCKED;
        try (TraceStore store = HandTraces.open(HandTraces.chain(), dir, "chain")) {
            RangeStatistics st = RangeStatistics.of(store, 2, 6);
            // m: compute [1.5, 2.5] -> [2, 2.5] 0.5 and [2.75, 3] 0.25; send [2.5, 2.75] 0.25; blocked [3, 6.5] -> 3
            // a: blocked [0, 2] only touches 2 (left out); receive [2, 2.25] 0.25; compute [2.25, 4] 1.75 and
            //    [4.5, 5] 0.5; send [4, 4.5] 0.5
            // b: blocked [1, 5] -> [2, 5] 3; receive [5, 5.5] 0.5; compute [5.5, 6] 0.5; send [6, 6.25] only touches 6
            // c: blocked [0.75, 3.5] -> [2, 3.5] 1.5; receive [3.5, 3.6] 0.1; compute [3.6, 4] 0.4
            // rows by task, then state (compute, send, receive, blocked)
            List<List<Object>> want = new ArrayList<>(List.of(
                    row(HandTraces.M, c, 2, 0.75, 0.25, 0.5), row(HandTraces.M, s, 1, 0.25, 0.25, 0.25),
                    row(HandTraces.M, b, 1, 3, 3, 3),
                    row(HandTraces.A, c, 2, 2.25, 0.5, 1.75), row(HandTraces.A, s, 1, 0.5, 0.5, 0.5),
                    row(HandTraces.A, r, 1, 0.25, 0.25, 0.25),
                    row(HandTraces.B, c, 1, 0.5, 0.5, 0.5), row(HandTraces.B, r, 1, 0.5, 0.5, 0.5),
                    row(HandTraces.B, b, 1, 3, 3, 3),
                    row(HandTraces.C, c, 1, 0.4, 0.4, 0.4), row(HandTraces.C, r, 1, 0.1, 0.1, 0.1),
                    row(HandTraces.C, b, 1, 1.5, 1.5, 1.5)));
            want.sort((x, y) -> (int) x.get(0) != (int) y.get(0) ? Integer.compare((int) x.get(0), (int) y.get(0))
                    : Integer.compare((int) x.get(1), (int) y.get(1)));
            assertRows(want, st.rows());
            // over all tasks: compute 6 intervals, 0.75 + 2.25 + 0.5 + 0.4 = 3.9 s, 0.25 .. 1.75; send 2, 0.75 s;
            // receive 3, 0.25 + 0.5 + 0.1 = 0.85 s, 0.1 .. 0.5; blocked 3, 3 + 3 + 1.5 = 7.5 s, 1.5 .. 3
            List<List<Object>> totals = new ArrayList<>(List.of(row(TraceStore.ANY, c, 6, 3.9, 0.25, 1.75),
                    row(TraceStore.ANY, s, 2, 0.75, 0.25, 0.5), row(TraceStore.ANY, r, 3, 0.85, 0.1, 0.5),
                    row(TraceStore.ANY, b, 3, 7.5, 1.5, 3)));
            totals.sort((x, y) -> Integer.compare((int) x.get(1), (int) y.get(1)));
            assertRows(totals, st.totals());
            assertEquals(3.9 / 6, st.totals().get(0).meanSeconds(), 1e-12);
            // shares: a task's compute over the 4 s range; the sum over the 4 tasks over 4 x 4 task-seconds
            assertEquals(4, st.taskCount());
            assertEquals(3.9 / 16, st.share(st.totals().get(0)), 1e-12);
            assertEquals(2.25 / 4, st.share(st.rows().get(3)), 1e-12); // a's compute
            // a task's totals add up to the part of the range in which it was in some state: m 4, a 3, b 4, c 2
            double[] busy = new double[4];
            for (RangeStatistics.Row row : st.rows()) {
                busy[row.task()] += row.totalSeconds();
            }
            assertEquals(List.of(4.0, 3.0, 4.0, 2.0), List.of(round(busy[0]), round(busy[1]), round(busy[2]), round(busy[3])));
        }
    }

    private static double round(double v) {
        return Math.round(v * 1e9) / 1e9;
    }

    @Test
    void onlyTheTasksCountedAndStoppable() throws Exception {
        try (TraceStore store = HandTraces.open(HandTraces.chain(), dir, "chain")) {
            boolean[] counted = { false, true, false, true }; // a and c
            RangeStatistics st = RangeStatistics.of(store, 2, 6, counted, () -> false, f -> { });
            // compute: a 2.25 s in 2, c 0.4 s in 1
            assertEquals(2, st.taskCount());
            RangeStatistics.Row compute = st.totals().get(0);
            assertEquals(List.of(TraceStates.COMPUTE, 3L), List.of(compute.state(), compute.count()));
            assertEquals(2.65, compute.totalSeconds(), 1e-12);
            assertEquals(List.of(HandTraces.A, HandTraces.A, HandTraces.A, HandTraces.C, HandTraces.C, HandTraces.C),
                    st.rows().stream().map(RangeStatistics.Row::task).toList());
            assertThrows(CancellationException.class, () -> RangeStatistics.of(store, 0, 9, null, () -> true, f -> { }));
            assertThrows(IllegalArgumentException.class, () -> RangeStatistics.of(store, 3, 2));
            // a range of one instant: only intervals of length 0 there would count; none here
            assertEquals(List.of(), RangeStatistics.of(store, 2, 2).rows());
        }
    }
}
