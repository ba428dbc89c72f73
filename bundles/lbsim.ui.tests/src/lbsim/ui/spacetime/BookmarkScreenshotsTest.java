package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.dispatch;
import static lbsim.ui.spacetime.UiTestKit.saveScreen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import lbsim.model.Host;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.result.ResultWriter;

/**
 * The README's screenshots of bookmarks and the density strip (issue 27), with the runs of {@link ScaleScreenshotsTest}
 * (docs/spacetime-100-slaves.lbsim at 20,000 units; at 1,000 slaves with 900 more hosts like node1 .. node100):
 * docs/ide-bookmarks-1000.png, the 1,000-slave run in a workspace project with three bookmarks (one a range) in the
 * diagram and the Bookmarks view, and the density strip; docs/ide-toolbar-100.png, the 100-slave run with the
 * editor's toolbar at its default width in a 1600x1000 workbench and its context menu open. Written only when {@code -Dlbsim.screenshots=FOLDER} is given.
 */
class BookmarkScreenshotsTest {

    @AfterEach
    void restore() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.closeAllEditors(false);
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject("scale");
        if (p.exists()) {
            p.delete(true, true, null);
        }
    }

    private static Path folder() {
        String out = System.getProperty("lbsim.screenshots", "");
        assumeTrue(!out.isEmpty() && !out.equals("true"), "screenshots only with -Dlbsim.screenshots=FOLDER");
        return Path.of(out);
    }

    private static Path docs() {
        return Path.of(System.getProperty("lbsim.examples", "../../examples")).resolveSibling("docs");
    }

    /** Runs {@code s} into the workspace project "scale" (folder {@code name}) and opens its diagram. */
    private static SpaceTimeEditor run(Scenario s, String name, IWorkbenchPage page) throws Exception {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject("scale");
        if (!p.exists()) {
            p.create(null);
        }
        p.open(null);
        RunOutcome o = ScenarioRunner.run(s, "scale.lbsim", List.of(), null, null);
        Path result = p.getLocation().toFile().toPath().resolve(name);
        ResultWriter.write(o, result, "test");
        p.refreshLocal(IResource.DEPTH_INFINITE, null);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                lbsim.ui.launch.RunReport.openTrace(page, result.resolve("trace.lbt")));
        page.activate(e);
        return e;
    }

    @Test
    void bookmarksAndDensityAtAThousandTasksAndTheToolbarAtAHundred() throws Exception {
        Path out = folder();
        Scenario s = ScenarioLoader.load(docs().resolve("spacetime-100-slaves.lbsim"));
        MasterSlaveApplication app = (MasterSlaveApplication) s.getApplication();
        app.setUnits(20_000);
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        w.getShell().setBounds(0, 0, 1400, 900);
        IWorkbenchPage page = PlatformUI.getWorkbench().showPerspective("lbsim.ui.perspective", w);
        page.resetPerspective();

        // 100 slaves: the toolbar at the editor's default width in a 1600x1000 workbench (h27live2: it wraps, nothing
        // hidden), and the context menu
        w.getShell().setBounds(0, 0, 1600, 1000);
        page.resetPerspective();
        SpaceTimeEditor e = run(s, "scale-100", page);
        assertEquals(101, e.getStore().taskCount());
        dispatch(1500);
        Menu menu = e.getCanvas().getMenu();
        org.eclipse.swt.graphics.Point at = e.getCanvas().toDisplay(520, 120);
        menu.setLocation(at);
        menu.setVisible(true);
        dispatch(1500);
        saveScreen(w.getShell().getBounds(), out.resolve("ide-toolbar-100.png"));
        menu.setVisible(false);
        dispatch(300);
        page.closeAllEditors(false);
        w.getShell().setBounds(0, 0, 1400, 900);
        page.resetPerspective();

        // 1,000 slaves: three bookmarks, the Bookmarks view, the density strip
        List<Host> hosts = s.getPlatform().getHosts();
        for (int k = 101; k <= 1000; k++) {
            Host h = EcoreUtil.copy(hosts.get(1 + (k - 1) % 100));
            h.setName("node" + k);
            h.setSegment(hosts.get(1).getSegment());
            hosts.add(h);
            app.getSlaves().add(h);
        }
        e = run(s, "scale-1000", page);
        assertEquals(1001, e.getStore().taskCount());
        e.setCompact(true);
        dispatch(1000);
        double end = Math.rint(e.getWindow().end() * 1000) / 1000; // bookmarks at whole milliseconds
        Bookmarks b = e.getBookmarks();
        b.add(Math.rint(end * 80) / 1000, Double.NaN, "all slaves busy", Bookmarks.COLOURS[0]);
        b.add(Math.rint(end * 420) / 1000, Double.NaN, "look here", Bookmarks.COLOURS[2]);
        b.add(Math.rint(end * 500) / 1000, Math.rint(end * 560) / 1000, "steady state", Bookmarks.COLOURS[1]);
        b.add(Math.rint(end * 930) / 1000, Double.NaN, "tail: slaves idle", Bookmarks.COLOURS[3]);
        page.showView(IPageLayout.ID_BOOKMARKS);
        page.activate(e);
        e.setDensityShown(true);
        long until = System.currentTimeMillis() + 60_000;
        while (e.getFigure().density() == null && System.currentTimeMillis() < until) {
            dispatch(200);
        }
        assertNotNull(e.getFigure().density(), e.getFigure().densityMessage());
        // the middle of the run (the start's and the end's spikes out of the strip's scale), at the second bookmark
        e.setWindow(e.getWindow().zoomTo(end * 0.35, end * 0.65, 0));
        b.goTo(b.list().get(1));
        e.getNavigation().getCursors().clear(); // its label would cover the bookmarks'
        until = System.currentTimeMillis() + 60_000;
        while (e.getFigure().density() == null && System.currentTimeMillis() < until) {
            dispatch(200);
        }
        dispatch(3000);
        saveScreen(w.getShell().getBounds(), out.resolve("ide-bookmarks-1000.png"));
        page.closeAllEditors(false);
    }
}
