package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.analysis.CommunicationMatrix;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.ui.launch.RunReport;

/**
 * Issue 27, defect 1: a rerun into the same result folder rewrites trace.lbt in place (the simulator's
 * {@link TraceWriter} truncates the file); the open space-time diagram, the Communication Matrix that follows it, the
 * selection shown in Properties and a comparison showing that file must show the new run. Three hand-made runs of
 * tasks a, b, c on host h0: run 1 ends at 6 s with 3 messages a -> b; run 2 ends at 8 s with 1 message a -> b;
 * run 3 ends at 12 s with 5 messages a -> c. On today's code (before the fix) the editor kept run 1 (end 6 s,
 * 3 messages) after the rerun.
 */
class RerunReloadTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
        if (page.findView(MatrixView.ID) != null) {
            page.hideView(page.findView(MatrixView.ID));
        }
    }

    /** Writes a run of {@code end} seconds with {@code count} messages from a to task {@code to} into {@code f}, in place. */
    static Path write(Path f, double end, int count, int to) throws Exception {
        Files.createDirectories(f.getParent());
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            w.state(0, TraceStates.COMPUTE, 0, end);
            w.state(1, TraceStates.COMPUTE, 0, end);
            w.state(2, TraceStates.COMPUTE, 0, end);
            for (int i = 0; i < count; i++) {
                w.message(i, 0, to, 1, 10, i, i + 0.1, i + 0.5, i + 0.6);
            }
            w.finish(end, List.of("h0"), List.of("a", "b", "c"), new int[] { 0, 0, 0 }, TraceStates.STATES);
        }
        return f;
    }

    /** Runs UI events until {@code done} or 30 s (a generous bound for a 1.5 s poll on a loaded machine). */
    private static void until(BooleanSupplier done) {
        Display d = Display.getCurrent();
        long limit = System.currentTimeMillis() + 30_000;
        while (!done.getAsBoolean() && System.currentTimeMillis() < limit) {
            UiTestKit.dispatch(100);
        }
        while (d.readAndDispatch()) {
            // the last asyncExec
        }
    }

    private static CommunicationMatrix matrix(MatrixView v) throws Exception {
        until(() -> v.model() != null || v.job() == null);
        if (v.job() != null) {
            v.job().join();
        }
        until(() -> v.model() != null);
        assertNotNull(v.model());
        return v.model();
    }

    @Test
    void aRerunIntoTheSameFolderShowsTheNewRun(@TempDir Path tmp) throws Exception {
        Path trace = write(tmp.resolve("result").resolve("trace.lbt"), 6, 3, 1);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, trace));
        page.activate(e);
        MatrixView v = (MatrixView) page.showView(MatrixView.ID);
        page.activate(e);
        assertEquals(6, e.getStore().endSeconds());
        assertEquals(3, matrix(v).messages(0, 1));
        e.select(new IntervalSelection(0, "a", "h0", "compute", 0, 6));
        assertNotNull(e.selected());

        // the rerun: the same file rewritten in place, then the launch opens its result again
        write(trace, 8, 1, 1);
        assertSame(e, RunReport.openTrace(page, trace), "the open editor is reused");
        assertEquals(8, e.getStore().endSeconds(), "the diagram shows the new run");
        assertEquals(8, e.getWindow().end());
        assertNull(e.selected(), "Properties no longer shows an interval of the old run");
        assertSame(e, v.editor());
        assertEquals(1, matrix(v).messages(0, 1), "the matrix follows the new run");
        UiTestKit.flush(e);
        assertEquals(1, e.getFigure().arrows().size(), "one arrow drawn, as the new run has one message");
    }

    @Test
    void aTraceChangedFromOutsideIsReadAgain(@TempDir Path tmp) throws Exception {
        Path trace = write(tmp.resolve("result").resolve("trace.lbt"), 6, 3, 1);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, trace));
        page.activate(e);
        UiTestKit.flush(e);
        write(trace, 12, 5, 2); // e.g. lbsim run on the command line into the same folder
        until(() -> e.getStore().endSeconds() == 12);
        assertEquals(12, e.getStore().endSeconds(), "a file outside the workspace is watched");
        UiTestKit.flush(e);
        assertEquals(5, e.getFigure().arrows().size());
    }

    @Test
    void aComparisonFollowsItsChangedFile(@TempDir Path tmp) throws Exception {
        Path trace = write(tmp.resolve("a").resolve("trace.lbt"), 6, 3, 1);
        Path other = write(tmp.resolve("b").resolve("trace.lbt"), 8, 1, 1);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, trace));
        page.activate(e);
        UiTestKit.flush(e);
        ComparisonPane.open(e, other);
        assertEquals(8, ComparisonPane.of(e).getDiff().runEndB());
        write(other, 12, 5, 2);
        until(() -> ComparisonPane.of(e) != null && ComparisonPane.of(e).getDiff().runEndB() == 12);
        assertEquals(12, ComparisonPane.of(e).getDiff().runEndB(), "the comparison shows B's new run");
        // and the editor's own file changed: the comparison stays, against the new A
        write(trace, 10, 2, 1);
        until(() -> e.getStore().endSeconds() == 10);
        assertEquals(10, e.getStore().endSeconds());
        assertNotNull(ComparisonPane.of(e), "the comparison is opened again over the new run");
        assertEquals(10, ComparisonPane.of(e).getDiff().runEndA());
        assertEquals(12, ComparisonPane.of(e).getDiff().runEndB());
    }
}
