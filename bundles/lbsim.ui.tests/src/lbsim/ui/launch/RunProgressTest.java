package lbsim.ui.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/**
 * Issue 27, defect 5: the run's progress in the Progress view. A run without an end time (the command line writes
 * {@code "end_s":0}: it ends when its work is done) showed a determinate bar stuck at "(0%)"; it now shows an
 * indeterminate bar with the virtual time reached, and a run with an end time a bar that follows the share of it.
 * The Progress view is in the lbsim perspective.
 */
class RunProgressTest {

    /** A monitor that records what the job tells it. */
    static final class Recording extends NullProgressMonitor {
        final List<Integer> totals = new ArrayList<>();
        int worked;
        String subTask;

        @Override
        public void beginTask(String name, int totalWork) {
            totals.add(totalWork);
        }

        @Override
        public void worked(int work) {
            worked += work;
        }

        @Override
        public void subTask(String name) {
            subTask = name;
        }
    }

    @Test
    void aRunWithoutAnEndTimeShowsItsVirtualTimeNotZeroPercent() {
        Recording r = new Recording();
        SimulationJob.Progress p = new SimulationJob.Progress(r, "lbsim: ms.lbsim");
        p.show(null);
        assertEquals(List.of(), r.totals, "no task before the first progress line");
        p.show(new ProgressProtocol.SingleRunProgress(12.5, 0, 123_456));
        p.show(new ProgressProtocol.SingleRunProgress(40, 0, 400_000));
        assertEquals(List.of(IProgressMonitor.UNKNOWN), r.totals, "an indeterminate bar, begun once");
        assertEquals(0, r.worked);
        assertEquals("40 s simulated, 400,000 events", r.subTask);
    }

    @Test
    void aRunWithAnEndTimeFollowsTheShareOfIt() {
        Recording r = new Recording();
        SimulationJob.Progress p = new SimulationJob.Progress(r, "lbsim: wus.lbsim");
        p.show(new ProgressProtocol.SingleRunProgress(25, 100, 10));
        assertEquals(List.of(SimulationJob.TICKS), r.totals);
        assertEquals(SimulationJob.TICKS / 4, r.worked, "25 of 100 s: a quarter of the ticks");
        p.show(new ProgressProtocol.SingleRunProgress(75, 100, 30));
        assertEquals(SimulationJob.TICKS * 3 / 4, r.worked);
        assertEquals("75 of 100 s simulated, 30 events", r.subTask);
        // an experiment: runs done out of all
        Recording e = new Recording();
        SimulationJob.Progress q = new SimulationJob.Progress(e, "lbsim: sweep.lbsim");
        q.show(new ProgressProtocol.ExperimentProgress(1, 3, 3, 9));
        assertEquals(SimulationJob.TICKS / 3, e.worked);
    }

    @Test
    void theLbsimPerspectiveHasTheProgressView() throws Exception {
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = PlatformUI.getWorkbench().showPerspective("lbsim.ui.perspective", w);
        page.resetPerspective();
        assertNotNull(page.findViewReference(IPageLayout.ID_PROGRESS_VIEW), "Progress is in the lbsim perspective");
    }
}
