package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.flush;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.TraceStates;
import lbsim.trace.store.Summary;
import lbsim.trace.file.TraceWriter;
import lbsim.ui.launch.RunReport;

/**
 * The space-time editor on the result of a run made with Trace: Summaries only (a trace.lbt without events) and
 * a result folder made with Trace: None (no trace.lbt): the diagram is drawn from the summary level and the
 * actions that need events say so in one line; a folder without a trace says why nothing opens.
 */
class TraceLevelEditorTest {

    private static final int COMPUTE = 0;
    private static final int BLOCKED = 3;

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
    }

    /**
     * Two tasks over 10 s: master blocked from 1 to 10 s, worker computing from 0 to 8 s, one message; written
     * with the summary level only (the writer's events flag off), as lbsim run --trace=summary writes it.
     */
    private static Path summaryOnlyTrace(Path dir) throws Exception {
        Path f = dir.resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size(), TraceWriter.DEFAULT_CHUNK_RECORDS,
                TraceWriter.DEFAULT_LEVEL_BINS, false)) {
            w.state(0, BLOCKED, 1, 10);
            w.state(1, COMPUTE, 0, 8);
            w.message(0, 1, 0, 7, 1000, 0.5, 0.6, 1.5, 2.0);
            w.finish(10, List.of("h0", "h1"), List.of("master", "worker-1"), new int[] { 0, 1 }, TraceStates.STATES);
        }
        return f;
    }

    @Test
    void aSummariesOnlyTraceIsDrawnFromItsLevelAndTheEventActionsSayWhy(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, summaryOnlyTrace(tmp)));
        flush(e);
        assertFalse(e.getStore().hasEvents());
        assertEquals(SpaceTimeEditor.NO_EVENTS, e.notice(), "the line above the diagram");

        // drawn from the level: at 5 s the master is blocked and the worker computes (the hand-made intervals)
        SpaceTimeFigure f = e.getFigure();
        Summary s = f.summary();
        assertFalse(s.exact(), "no events to be exact from");
        int p = (int) ((5.0 - e.getWindow().t0()) / e.getWindow().span() * e.getWindow().width());
        assertEquals(BLOCKED, s.dominant(0, p));
        assertEquals(COMPUTE, s.dominant(1, p));
        UiTestKit.paint(f); // paints without failing
        assertTrue(f.arrowLines().isEmpty(), "no messages to draw");
        String shots = System.getProperty("lbsim.screenshots");
        if (shots != null) { // to look at: the notice above the diagram drawn from the level
            UiTestKit.dispatch(500);
            UiTestKit.saveScreen(page.getWorkbenchWindow().getShell().getBounds(), Path.of(shots, "ide-summary-only-trace.png"));
        }

        // a click on a bar selects nothing (there are no intervals to read)
        SpaceTimeFigure.Row row = f.rowOf(0);
        assertTrue(row != null, "the master's row");
        assertNull(e.selectAt(f.plotLeft() + p, row.y() + 2));
        assertNull(e.selected());

        // the critical path needs the events: it stays off
        CriticalPathLayer.of(e).setShown(true);
        assertFalse(CriticalPathLayer.of(e).isShown());
        assertNull(CriticalPathLayer.of(e).job(), "nothing computed");

        // Go to Source says why in one line
        GoToSource.Outcome.Problem problem = assertInstanceOf(GoToSource.Outcome.Problem.class,
                GoToSource.open(page, e.getStore(), null));
        assertEquals(SpaceTimeEditor.NO_EVENTS, problem.message());

        // Export Visible Range is disabled
        Action export = new Action("export") {
        };
        new ExportVisibleAction().setActiveEditor(export, e);
        assertFalse(export.isEnabled());
    }

    @Test
    void theAnalysisViewsSayTheyNeedEvents(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, summaryOnlyTrace(tmp)));
        page.activate(e);
        try {
            for (String id : new String[] { BreakdownView.ID, MatrixView.ID }) {
                TraceAnalysisView<?> v = assertInstanceOf(TraceAnalysisView.class, page.showView(id));
                assertEquals(e, v.editor());
                assertNull(v.job(), "nothing computed from a trace without events");
                assertNull(v.model());
                assertEquals(TraceAnalysisView.NO_EVENTS, v.problem());
            }
        } finally {
            for (String id : new String[] { BreakdownView.ID, MatrixView.ID }) {
                if (page.findView(id) != null) {
                    page.hideView(page.findView(id));
                }
            }
        }
    }

    @Test
    void aFullTraceHasNoNoticeAndItsActionsStayEnabled(@TempDir Path tmp) throws Exception {
        SpaceTimeEditorTest.handMadeTrace(tmp);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, tmp.resolve("trace.lbt")));
        flush(e);
        assertNull(e.notice());
        Action export = new Action("export") {
        };
        new ExportVisibleAction().setActiveEditor(export, e);
        assertTrue(export.isEnabled());
        assertFalse(GoToSource.open(page, e.getStore(), null) instanceof GoToSource.Outcome.Problem pr
                && pr.message().equals(SpaceTimeEditor.NO_EVENTS));
    }

    @Test
    void aFolderWithoutTraceSaysTheRunRecordedNone(@TempDir Path tmp) throws Exception {
        // a result folder of lbsim run --trace=none: summary.json says so, and there is no trace.lbt
        Files.writeString(tmp.resolve("summary.json"), "{\n  \"scenario\": \"ms\",\n  \"trace\": \"none\"\n}\n",
                StandardCharsets.UTF_8);
        Files.writeString(tmp.resolve("tasks.csv"), "task,host\nmaster,h0\n", StandardCharsets.UTF_8);
        String line = RunReport.openResult(tmp);
        assertEquals(tmp + ": the run recorded no trace (Trace: None, lbsim run --trace=none), so there is no"
                + " space-time diagram; run it again with Trace: Full to see one.", line);
        assertNull(page.getActiveEditor(), "no editor opened");
        assertEquals(line, RunReport.noTrace(tmp));

        // without summary.json's word for it: only that there is no trace.lbt
        Files.delete(tmp.resolve("summary.json"));
        assertEquals(tmp + ": no trace.lbt, so there is no space-time diagram.", RunReport.noTrace(tmp));

        // with a trace: no line, the editor opens
        SpaceTimeEditorTest.handMadeTrace(tmp);
        assertNull(RunReport.noTrace(tmp));
        assertNull(RunReport.openResult(tmp));
        assertInstanceOf(SpaceTimeEditor.class, page.getActiveEditor());
    }
}
