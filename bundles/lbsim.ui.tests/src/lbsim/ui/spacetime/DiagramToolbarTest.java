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
        for (ToolItem t : e.getToolBar().getControl().getItems()) {
            if ((t.getStyle() & org.eclipse.swt.SWT.SEPARATOR) == 0) {
                items.add(t.getText() + " | " + t.getToolTipText());
            }
        }
        // the label shown, and the key its tooltip names
        String[][] want = { { "Zoom +", "(+ or =" }, { "Zoom -", "(-" }, { "Fit", "(0)" }, { "To Selection", "(Z)" },
                { "< State", "(P)" }, { "State >", "(N)" }, { "< Message", "(Shift+M)" }, { "Message >", "(M)" },
                { "Find...", "(Ctrl+F" }, { "Filter...", "(F)" }, { "Compact", "(R)" }, { "Collapse", "(H)" }, { "Critical Path", "(K)" }, { "Compare...", "(D)" }, { "Export...", "(E)" },
                { "Source", "(F3)" }, { "Bookmark...", "(Ctrl+D)" }, { "< Bookmark", "(Ctrl+,)" }, { "Bookmark >", "(Ctrl+.)" },
                { "Density", "(S)" } };
        assertEquals(want.length, items.size(), items.toString());
        for (String[] w : want) {
            assertTrue(items.stream().anyMatch(i -> i.startsWith(w[0] + " | ") && i.contains(w[1])),
                    w[0] + " " + w[1] + " in " + items);
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
