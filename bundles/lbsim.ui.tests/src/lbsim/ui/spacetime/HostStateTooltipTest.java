package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.trace.store.TraceStore;
import lbsim.ui.launch.RunReport;

/**
 * The diagram's tooltip names the host's state under the pointer (issue 28, "in every view"): a hand-made run of 40 s,
 * task t0 on h0 computing throughout; h0 at 50 % from 5 s, off from 20 s to 30 s (still at 50 %), in pstate 1 from
 * 35 s. Task t1 on h1, whose host never changes.
 */
class HostStateTooltipTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
        RunReport.setInteractive(true, true);
    }

    static Path trace(Path dir) throws Exception {
        Path f = dir.resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            w.state(0, TraceStates.COMPUTE, 0, 40);
            w.state(1, TraceStates.COMPUTE, 0, 40);
            w.hostState(0, 5, true, 0.5, 0);
            w.hostState(0, 20, false, 0.5, 0);
            w.hostState(0, 30, true, 0.5, 0);
            w.hostState(0, 35, true, 0.5, 1);
            w.finish(40, List.of("h0", "h1"), List.of("t0", "t1"), new int[] { 0, 1 }, TraceStates.STATES, "s", 1L);
        }
        return f;
    }

    @Test
    void theTooltipNamesTheHostsStateUnderThePointer(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, trace(tmp)));
        page.activate(e);
        UiTestKit.flush(e);
        TraceStore s = e.getStore();
        // by the records above
        assertEquals("", HostStateRows.tooltip(s, 0, 2));
        assertEquals("; host at 50 %", HostStateRows.tooltip(s, 0, 10));
        assertEquals("; host off", HostStateRows.tooltip(s, 0, 25));
        assertEquals("; host at 50 %, pstate 1", HostStateRows.tooltip(s, 0, 38));
        assertEquals("", HostStateRows.tooltip(s, 1, 25), "h1 never changed");
        // through the diagram's tooltip, on t0's bar at 25 s and at 2 s
        SpaceTimeFigure f = e.getFigure();
        SpaceTimeFigure.Row r = f.rowOf(0);
        int y = r.y() + r.height() / 2;
        assertEquals("t0 (h0): compute 0 s .. 40 s (40 s); host off", e.getNavigation().toolTipAt(f.xOf(25), y));
        assertEquals("t0 (h0): compute 0 s .. 40 s (40 s)", e.getNavigation().toolTipAt(f.xOf(2), y));
    }
}
