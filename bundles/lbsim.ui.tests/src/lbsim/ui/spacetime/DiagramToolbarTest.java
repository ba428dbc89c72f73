package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.ui.launch.RunReport;

/**
 * Issue 27, "Findable": the diagram's own toolbar holds every command (tooltips name the key), and an active filter
 * is named beside it. The run of {@link SpaceTimeNavigationTest}: hosts h0 (master) and h1 (worker-1, worker-2).
 */
class DiagramToolbarTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
    }

    private SpaceTimeEditor open(Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, SpaceTimeNavigationTest.trace(tmp)));
        page.activate(e);
        UiTestKit.flush(e);
        return e;
    }

    @Test
    void theToolbarHoldsEveryCommandWithItsKey(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        List<String> items = new ArrayList<>();
        for (ToolItem t : e.toolItems()) {
            if ((t.getStyle() & org.eclipse.swt.SWT.SEPARATOR) == 0) {
                items.add(t.getText() + " | " + t.getToolTipText());
            }
        }
        // the label shown, and the key its tooltip names
        String[][] want = { { "Zoom +", "(+ or =" }, { "Zoom -", "(-" }, { "Fit", "(0)" }, { "To Selection", "(Z)" },
                { "< State", "(P)" }, { "State >", "(N)" }, { "< Message", "(Shift+M)" }, { "Message >", "(M)" },
                { "Find...", "(Ctrl+F" }, { "Filter...", "(F)" }, { "Compact", "(R)" }, { "Collapse", "(H)" }, { "Critical Path", "(K)" }, { "Compare...", "(D)" }, { "Export...", "(E)" },
                { "Source", "(F3)" }, { "Bookmark...", "(Ctrl+D)" }, { "< Bookmark", "(Ctrl+,)" }, { "Bookmark >", "(Ctrl+.)" },
                { "Density", "(S)" }, { "Stop", "(Ctrl+Shift+X)" } };
        assertEquals(want.length, items.size(), items.toString());
        for (String[] w : want) {
            assertTrue(items.stream().anyMatch(i -> i.startsWith(w[0] + " | ") && i.contains(w[1])),
                    w[0] + " " + w[1] + " in " + items);
        }
    }

    /**
     * Issue 27 (h27live2): at the editor's default width in the lbsim perspective (the workbench at 1600x1000, and at
     * 1280x800), every item of the toolbar is shown whole inside the editor: none is cut at its right edge or hidden
     * behind a chevron (a GTK tool bar does not wrap; before, the one tool bar ended in a chevron that hid the bookmark
     * and density buttons). The screenshot docs/ide-toolbar-100.png shows it: {@link BookmarkScreenshotsTest}.
     */
    @Test
    void everyToolItemIsShownAtTheDefaultWidth(@TempDir Path tmp) throws Exception {
        org.eclipse.ui.IWorkbenchWindow w = page.getWorkbenchWindow();
        org.eclipse.swt.graphics.Rectangle was = w.getShell().getBounds();
        try {
            for (int[] size : new int[][] { { 1600, 1000 }, { 1280, 800 } }) {
                w.getShell().setBounds(0, 0, size[0], size[1]);
                IWorkbenchPage p = org.eclipse.ui.PlatformUI.getWorkbench().showPerspective("lbsim.ui.perspective", w);
                p.resetPerspective();
                page = p;
                SpaceTimeEditor e = open(java.nio.file.Files.createDirectories(tmp.resolve(size[0] + "x" + size[1])));
                UiTestKit.dispatch(500);
                org.eclipse.swt.widgets.Composite area = e.getCanvas().getParent();
                org.eclipse.swt.graphics.Rectangle editor = area.getDisplay().map(area.getParent(), null, area.getParent().getClientArea());
                assertTrue(editor.width < size[0] * 3 / 4, "the editor is not at its default width: " + editor);
                List<ToolItem> items = e.toolItems();
                assertEquals(21, items.stream().filter(t -> (t.getStyle() & org.eclipse.swt.SWT.SEPARATOR) == 0).count());
                for (ToolItem t : items) {
                    org.eclipse.swt.widgets.ToolBar bar = t.getParent();
                    org.eclipse.swt.graphics.Rectangle b = t.getBounds();
                    org.eclipse.swt.graphics.Rectangle client = bar.getClientArea();
                    String what = t.getText() + " at " + b + " in its tool bar " + client + ", editor " + editor + " at "
                            + size[0] + "x" + size[1];
                    assertTrue(b.width > 0 && b.height > 0, "hidden: " + what);
                    assertTrue(b.x >= 0 && b.x + b.width <= client.width && b.y + b.height <= client.height, "cut: " + what);
                    org.eclipse.swt.graphics.Rectangle shown = bar.getDisplay().map(bar, null, b);
                    assertTrue(editor.contains(shown.x, shown.y) && shown.x + shown.width <= editor.x + editor.width,
                            "outside the editor: " + what + " shown at " + shown);
                }
                page.closeAllEditors(false);
            }
        } finally {
            w.getShell().setBounds(was);
        }
    }

    @Test
    void anActiveFilterIsNamedOnTheDiagram(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        assertEquals("", e.filterLine());
        e.setFilter(SpaceTimeFilter.NONE.withHiddenHosts(Set.of(1)).withHiddenStates(Set.of(0, 3)));
        assertEquals("Filter: 1 host, 2 states hidden", e.filterLine());
        e.setFilter(SpaceTimeFilter.NONE.withOnlyActive(true));
        assertEquals("Filter: only tasks active in view", e.filterLine());
        e.setFilter(SpaceTimeFilter.NONE);
        assertEquals("", e.filterLine());
        UiTestKit.flush(e);
        String shots = System.getProperty("lbsim.screenshots", "");
        if (!shots.isEmpty()) {
            e.setFilter(SpaceTimeFilter.NONE.withHiddenTasks(Set.of(2)));
            UiTestKit.dispatch(500);
            org.eclipse.swt.widgets.Shell shell = page.getWorkbenchWindow().getShell();
            UiTestKit.saveScreen(shell.getBounds(), Path.of(shots).resolve("ide-toolbar-filter.png"));
        }
    }
}
