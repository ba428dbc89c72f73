package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.dispatch;
import static lbsim.ui.spacetime.UiTestKit.saveScreen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.model.Host;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.result.ResultWriter;

/**
 * The README's screenshots of the IDE at scale (issue 27): the lbsim perspective with the space-time diagram of a
 * master-slave run with 100 slaves (docs/spacetime-100-slaves.lbsim, 101 tasks) and with 1,000 slaves (the same
 * scenario with 900 more hosts like node1 .. node100, and 20,000 units; compact rows), a message selected in
 * Properties.
 * Written as docs/ide-scale-100.png and docs/ide-scale-1000.png when {@code -Dlbsim.screenshots=FOLDER} is given;
 * with them docs/ide-analysis-1000.png, the 1,000-slave run's Time Breakdown scrolled to its last rows, and
 * docs/ide-matrix-1000.png, its Communication Matrix zoomed in until every row and column has its label, and
 * docs/ide-statistics-1000.png, the Statistics of the diagram's window, and docs/ide-search-1000.png, the Find
 * dialog after two Find Next of a compute interval of at least 100 ms, and docs/ide-critical-path-1000.png, the whole
 * run with its critical path drawn thin; the Statistics and Find pictures also at 100 slaves, docs/ide-statistics-100.png
 * and docs/ide-search-100.png.
 */
class ScaleScreenshotsTest {

    @AfterEach
    void restore() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    private static Path folder() {
        String out = System.getProperty("lbsim.screenshots", "");
        assumeTrue(!out.isEmpty() && !out.equals("true"), "screenshots only with -Dlbsim.screenshots=FOLDER");
        return Path.of(out);
    }

    private static Path docs() {
        return Path.of(System.getProperty("lbsim.examples", "../../examples")).resolveSibling("docs");
    }

    private static void shoot(Scenario s, int tasks, boolean compact, Path result, Path png, Path analysisPng)
            throws Exception {
        RunOutcome o = ScenarioRunner.run(s, "scale.lbsim", List.of(), null, null);
        ResultWriter.write(o, result, "test");
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        w.getShell().setBounds(0, 0, 1400, 900);
        IWorkbenchPage page = PlatformUI.getWorkbench().showPerspective("lbsim.ui.perspective", w);
        page.resetPerspective();
        page.showView(IPageLayout.ID_PROP_SHEET);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                lbsim.ui.launch.RunReport.openTrace(page, result.resolve("trace.lbt")));
        page.activate(e);
        assertEquals(tasks, e.getStore().taskCount());
        e.setCompact(compact);
        dispatch(1500);
        // a message in the middle of the window: Properties shows it with units
        TimeWindow win = e.getWindow();
        e.setWindow(win.zoomTo(win.end() * 0.4, win.end() * 0.4 + win.end() / 200, 0));
        dispatch(1000);
        List<SpaceTimeFigure.Arrow> arrows = e.getFigure().arrowLines();
        if (!arrows.isEmpty()) {
            SpaceTimeFigure.Arrow a = arrows.get(arrows.size() / 2);
            e.getNavigation().selectAt((a.x0() + a.x1()) / 2, (a.y0() + a.y1()) / 2);
        }
        dispatch(1500);
        saveScreen(w.getShell().getBounds(), png);
        if (analysisPng != null) {
            BreakdownView b = (BreakdownView) page.showView(BreakdownView.ID);
            MatrixView m = (MatrixView) page.showView(MatrixView.ID);
            page.activate(e);
            for (TraceAnalysisView<?> v : List.<TraceAnalysisView<?>>of(b, m)) {
                if (v.job() != null) {
                    v.job().join();
                }
            }
            dispatch(1000);
            page.showView(BreakdownView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
            b.setOrigin(0, 1_000_000);
            while (m.model() != null && m.cellSize(m.viewport(), tasks) < MatrixView.LABEL_PITCH) {
                m.zoom(1);
            }
            m.setOrigin(0, 0);
            dispatch(1500);
            saveScreen(w.getShell().getBounds(), analysisPng);
            page.bringToTop(m);
            m.setOrigin(0, 0);
            dispatch(1500);
            saveScreen(w.getShell().getBounds(), analysisPng.resolveSibling("ide-matrix-1000.png"));
            statisticsAndSearch(w, page, e, analysisPng.resolveSibling("ide-statistics-1000.png"),
                    analysisPng.resolveSibling("ide-search-1000.png"), () -> {
                        page.hideView(b);
                        page.hideView(m);
                    });
            // the whole run with its critical path, thin on compact rows
            e.setWindow(TimeWindow.fit(e.getWindow().end(), e.getWindow().width()));
            e.getCanvas().scrollToY(0);
            CriticalPathLayer cp = CriticalPathLayer.of(e);
            cp.setShown(true);
            if (cp.job() != null) {
                cp.job().join();
            }
            dispatch(1500);
            saveScreen(w.getShell().getBounds(), analysisPng.resolveSibling("ide-critical-path-1000.png"));
            cp.setShown(false);
        } else {
            statisticsAndSearch(w, page, e, png.resolveSibling("ide-statistics-" + (tasks - 1) + ".png"),
                    png.resolveSibling("ide-search-" + (tasks - 1) + ".png"), () -> {
                    });
        }
        page.closeAllEditors(false);
    }

    /**
     * The Statistics view of the editor's window (the first task's line open), then the Find dialog after two Find
     * Next of a compute interval of at least 100 ms; {@code afterStatistics} runs between them.
     */
    private static void statisticsAndSearch(IWorkbenchWindow w, IWorkbenchPage page, SpaceTimeEditor e,
            Path statisticsPng, Path searchPng, Runnable afterStatistics) throws Exception {
        StatisticsView st = (StatisticsView) page.showView(StatisticsView.ID);
        page.activate(e);
        long until = System.currentTimeMillis() + 60_000;
        while (st.statistics() == null && System.currentTimeMillis() < until) {
            dispatch(200);
        }
        st.getViewer().expandToLevel(st.getViewer().getTree().getItem(1).getData(), 1);
        dispatch(1500);
        saveScreen(w.getShell().getBounds(), statisticsPng);
        page.hideView(st);
        afterStatistics.run();
        page.activate(e);
        FindDialog find = FindDialog.open(e);
        find.type(false, "", e.getStore().stateNames().indexOf("compute"), "", "", "100 ms");
        find.buttonPressed(FindDialog.NEXT);
        find.buttonPressed(FindDialog.NEXT);
        find.getShell().setLocation(w.getShell().getLocation().x + 985, w.getShell().getLocation().y + 300);
        dispatch(1500);
        saveScreen(w.getShell().getBounds(), searchPng);
        find.close();
    }

    @Test
    void hundredAndThousandTasks(@TempDir Path tmp) throws Exception {
        Path out = folder();
        Scenario s = ScenarioLoader.load(docs().resolve("spacetime-100-slaves.lbsim"));
        MasterSlaveApplication app = (MasterSlaveApplication) s.getApplication();
        app.setUnits(20_000);
        shoot(s, 101, false, tmp.resolve("scale-100"), out.resolve("ide-scale-100.png"), null);

        List<Host> hosts = s.getPlatform().getHosts();
        for (int k = 101; k <= 1000; k++) {
            Host h = EcoreUtil.copy(hosts.get(1 + (k - 1) % 100));
            h.setName("node" + k);
            h.setSegment(hosts.get(1).getSegment());
            hosts.add(h);
            app.getSlaves().add(h);
        }
        shoot(s, 1001, true, tmp.resolve("scale-1000"), out.resolve("ide-scale-1000.png"),
                out.resolve("ide-analysis-1000.png"));
    }
}
