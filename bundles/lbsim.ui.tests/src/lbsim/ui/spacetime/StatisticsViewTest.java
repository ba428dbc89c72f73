package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.analysis.RangeStatistics;
import lbsim.ui.launch.RunReport;

/**
 * The Statistics view (issue 27, "statistics of the selected time range") on {@link SpaceTimeAnalysisTest}'s run:
 * it follows the diagram's window and filter, and its table holds the figures worked out by hand.
 */
class StatisticsViewTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
        if (page.findView(StatisticsView.ID) != null) {
            page.hideView(page.findView(StatisticsView.ID));
        }
        RunReport.setInteractive(true, true);
    }

    /** Waits for the view to compute the statistics of window [t0, t1]. */
    private static RangeStatistics await(StatisticsView v, double t0, double t1) throws Exception {
        long until = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < until) {
            UiTestKit.dispatch(50);
            if (v.job() != null) {
                v.job().join();
            }
            UiTestKit.dispatch(20);
            RangeStatistics s = v.statistics();
            if (s != null && s.t0() == t0 && s.t1() == t1) {
                return s;
            }
        }
        throw new AssertionError("no statistics of [" + t0 + ", " + t1 + "]: " + v.rangeLine());
    }

    private static List<String> texts(TreeItem item) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < StatisticsView.COLUMNS.length; c++) {
            out.add(item.getText(c));
        }
        return out;
    }

    @Test
    void theWindowsFiguresByHandFollowingWindowAndFilter(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, SpaceTimeAnalysisTest.trace(tmp)));
        page.activate(e);
        StatisticsView v = (StatisticsView) page.showView(StatisticsView.ID);
        page.activate(e);
        TimeWindow w = e.getWindow();
        e.setWindow(new TimeWindow(2, 6, w.end(), w.width()));
        RangeStatistics s = await(v, 2, 6);
        assertEquals("Window 2 s .. 6 s (4 s), 3 tasks shown", v.rangeLine());
        // by hand in [2, 6] (SpaceTimeAnalysisTest.trace):
        // master: send [1, 2] only touches 2; blocked [2, 5] 3 s and [5.5, 9] -> 0.5 s; receive [5, 5.5] 0.5 s
        // s1: receive [1.6, 2] only touches 2; compute [2, 4] 2 s; send [4, 4.5] 0.5 s
        // s2: blocked [0, 2.5] -> 0.5 s; receive [2.5, 3] 0.5 s; compute [3, 8] -> 3 s
        // all: compute 2 intervals 5 s (2 .. 3, mean 2.5), share 5 / (4 x 3) = 41.7 %; send 1, 0.5 s, 4.2 %;
        //      receive 2, 1 s (0.5 each), 8.3 %; blocked 3, 4 s (0.5 .. 3, mean 1.333 s), 33.3 %
        TreeItem all = v.getViewer().getTree().getItem(0);
        assertEquals("All tasks shown", all.getText(0));
        assertTrue(all.getExpanded(), "the sums over tasks are open");
        assertEquals(List.of(List.of("compute", "2", "5 s", "2 s", "2.5 s", "3 s", "41.7 %"),
                List.of("send", "1", "500 ms", "500 ms", "500 ms", "500 ms", "4.2 %"),
                List.of("receive", "2", "1 s", "500 ms", "500 ms", "500 ms", "8.3 %"),
                List.of("blocked", "3", "4 s", "500 ms", "1.333 s", "3 s", "33.3 %")),
                List.of(texts(all.getItem(0)), texts(all.getItem(1)), texts(all.getItem(2)), texts(all.getItem(3))));
        // a task's line: its intervals and their total (master: 3 intervals, 4 s: in some state all the window)
        TreeItem master = v.getViewer().getTree().getItem(1);
        assertEquals(List.of("master", "3", "4 s", "", "", "", ""), texts(master));
        assertEquals(4, v.getViewer().getTree().getItemCount()); // all, master, s1, s2
        // the table the toolbar's Copy gives: master's blocked line, 2 intervals 3.5 s, 0.5 .. 3, share 3.5 / 4
        String table = StatisticsView.table(StatisticsView.lines(s, e.getStore()), s);
        assertTrue(table.contains("\nmaster\tblocked\t2\t3.5\t0.5\t1.75\t3.0\t0.875\n"), table);
        // hiding s2 counts only master and s1: compute is s1's 2 s alone, 2 / (4 x 2) = 25 %
        e.setFilter(SpaceTimeFilter.NONE.withHiddenTasks(Set.of(2)));
        long until = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < until && (v.statistics() == null || v.statistics().taskCount() != 2)) {
            UiTestKit.dispatch(50);
            if (v.job() != null) {
                v.job().join();
            }
        }
        assertEquals(2, v.statistics().taskCount());
        assertEquals("Window 2 s .. 6 s (4 s), 2 tasks shown", v.rangeLine());
        assertEquals(List.of("compute", "1", "2 s", "2 s", "2 s", "2 s", "25.0 %"),
                texts(v.getViewer().getTree().getItem(0).getItem(0)));
        // a new window: the view follows it
        e.setFilter(SpaceTimeFilter.NONE);
        e.setWindow(new TimeWindow(0, 10, w.end(), w.width()));
        assertNotNull(await(v, 0, 10));
    }
}
