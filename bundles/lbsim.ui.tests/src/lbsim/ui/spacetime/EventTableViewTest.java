package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.ui.launch.RunReport;

/**
 * The Event Table (issue 27, "an event table of the visible window, synchronized with the diagram both ways") on
 * {@link SpaceTimeAnalysisTest}'s run, whose intervals and messages are listed there by hand.
 */
class EventTableViewTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
        if (page.findView(EventTableView.ID) != null) {
            page.hideView(page.findView(EventTableView.ID));
        }
        RunReport.setInteractive(true, true);
    }

    private static void until(BooleanSupplier done, String what) {
        long end = System.currentTimeMillis() + 30_000;
        while (!done.getAsBoolean() && System.currentTimeMillis() < end) {
            UiTestKit.dispatch(50);
        }
        assertTrue(done.getAsBoolean(), what);
    }

    /** Each row as "kind task state-or-tag start". */
    private static List<String> rows(EventTableView v) {
        return v.allTexts().stream().map(r -> r.get(3) + " " + r.get(4) + " " + r.get(5) + " " + r.get(0)).toList();
    }

    /** The Event Table beside editor {@code e}, once both show the window [2, 6] s of the editor's trace. */
    private EventTableView tableOnTwoToSix(SpaceTimeEditor e) throws Exception {
        page.activate(e);
        EventTableView v = (EventTableView) page.showView(EventTableView.ID);
        page.activate(e);
        TimeWindow w = e.getWindow();
        e.setWindow(new TimeWindow(2, 6, w.end(), w.width()));
        until(() -> v.windowLine().startsWith("Window 2 s .. 6 s"), v.windowLine());
        return v;
    }

    @Test
    void theWindowsEventsFollowTheDiagramBothWays(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, SpaceTimeAnalysisTest.trace(tmp)));
        EventTableView v = tableOnTwoToSix(e);
        // by hand: what meets [2, 6], by start, intervals before messages, then task or id
        // (master send [1, 2] and s1's receive [1.6, 2] end at 2; message 0 is received at 2)
        List<String> want = List.of("interval s2 blocked 0 s", "message 0 master -> s1 tag 1 0 s",
                "interval master send 1 s", "message 1 master -> s2 tag 1 1 s", "interval s1 receive 1.6 s",
                "interval master blocked 2 s", "interval s1 compute 2 s", "interval s2 receive 2.5 s",
                "interval s2 compute 3 s", "interval s1 send 4 s", "message 2 s1 -> master tag 2 4 s",
                "interval master receive 5 s", "interval master blocked 5.5 s");
        assertEquals(want, rows(v));
        assertEquals("Window 2 s .. 6 s: 13 events", v.windowLine());
        // a row selected in the table is selected in the diagram (and Properties)
        v.getTable().setSelection(6);
        v.getTable().notifyListeners(SWT.Selection, new Event());
        IntervalSelection i = assertInstanceOf(IntervalSelection.class, e.selected());
        assertEquals(List.of("s1", "compute", 2.0, 4.0), List.of(i.task(), i.state(), i.start(), i.end()));
        // selected in the diagram: the table selects its row
        e.getNavigation().find(new TraceSearch.Criteria(true, lbsim.trace.store.TraceStore.ANY,
                lbsim.trace.store.TraceStore.ANY, 2, 0, 0), true); // message 2, the first of tag 2
        until(() -> v.getTable().getSelectionIndex() == 10, "row of message 2: " + v.getTable().getSelectionIndex());
        assertEquals("message 2", v.allTexts().get(v.getTable().getSelectionIndex()).get(3));
        // the filter: hiding s2 drops its intervals and the messages to or from it
        e.setFilter(SpaceTimeFilter.NONE.withHiddenTasks(Set.of(2)));
        until(() -> v.rowCount() == 9, "9 rows without s2: " + rows(v));
        assertTrue(rows(v).stream().noneMatch(r -> r.contains("s2")), rows(v).toString());
    }

    /**
     * A row selected while the table is the active part shows in the Properties view: the view gives its site the
     * row's interval or message as its selection, which the selection service hands to Properties (without it,
     * Properties went blank whenever the table was clicked: the active part had no selection). Read here as the
     * page's selection (what Properties takes from the active part) and its property source's rows.
     */
    @Test
    void aRowSelectedInTheTableShowsInProperties(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, SpaceTimeAnalysisTest.trace(tmp)));
        EventTableView v = tableOnTwoToSix(e);
        page.activate(v);
        UiTestKit.dispatch(100);
        assertSame(v, page.getActivePart());
        // row 6 (the list of the test above): s1 computes from 2 s to 4 s on h1
        v.getTable().setSelection(6);
        v.getTable().notifyListeners(SWT.Selection, new Event());
        UiTestKit.dispatch(100);
        Map<String, String> shown = properties(page.getSelection());
        assertEquals("s1", shown.get("Task"), shown.toString());
        assertEquals("compute", shown.get("State"), shown.toString());
        assertEquals("2 s", shown.get("Start"), shown.toString());
        assertEquals("4 s", shown.get("End"), shown.toString());
        assertEquals("2 s", shown.get("Duration"), shown.toString());
        // message 2, s1 -> master, tag 2 (the window may have moved to reveal the interval: found by its text)
        UiTestKit.dispatch(StatisticsView.SETTLE_MS + 200);
        int m = -1;
        for (int i = 0; i < v.rowCount() && m < 0; i++) {
            m = "message 2".equals(v.allTexts().get(i).get(3)) ? i : -1;
        }
        assertTrue(m >= 0, "message 2 in " + rows(v));
        v.getTable().setSelection(m);
        v.getTable().notifyListeners(SWT.Selection, new Event());
        UiTestKit.dispatch(100);
        shown = properties(page.getSelection());
        assertEquals("s1", shown.get("Source"), shown.toString());
        assertEquals("master", shown.get("Destination"), shown.toString());
        assertEquals("2", shown.get("Tag"), shown.toString());
        // Properties' page for the table is the diagram's: rows in the order of a message's life, a wide name column
        assertInstanceOf(SpaceTimeEditor.InOrderPropertySheet.class,
                v.getAdapter(org.eclipse.ui.views.properties.IPropertySheetPage.class));
    }

    /**
     * The Start and End columns are wide enough for the instants of a long run: "252.926461881 s" was cut to
     * "252.92646188" in a column of 100 pixels (seen at 253 s). One interval of task a from 100.123456789 s to
     * 252.926461881 s.
     */
    @Test
    void startAndEndColumnsHoldTheInstantsOfALongRun(@TempDir Path tmp) throws Exception {
        Path f = tmp.resolve("long").resolve("trace.lbt");
        java.nio.file.Files.createDirectories(f.getParent());
        try (lbsim.trace.file.TraceWriter w = new lbsim.trace.file.TraceWriter(f, lbsim.trace.TraceStates.STATES.size())) {
            w.state(0, lbsim.trace.TraceStates.COMPUTE, 100.123456789, 252.926461881);
            w.finish(252.926461881, List.of("h0"), List.of("a"), new int[] { 0 }, lbsim.trace.TraceStates.STATES);
        }
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, f));
        page.activate(e);
        EventTableView v = (EventTableView) page.showView(EventTableView.ID);
        page.activate(e);
        until(() -> v.rowCount() == 1, "one row: " + v.windowLine());
        List<String> row = v.allTexts().get(0);
        assertEquals("252.926461881 s", row.get(1));
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(v.getTable());
        try {
            for (int c = 0; c < 2; c++) {
                int text = gc.textExtent(row.get(c)).x;
                int col = v.getTable().getColumn(c).getWidth();
                assertTrue(col >= text + 8, "column " + c + " (" + col + " px) holds " + row.get(c) + " (" + text + " px)");
            }
        } finally {
            gc.dispose();
        }
    }

    /** The display names and values of the selection's property source, as Properties lists them (empty: none). */
    private static Map<String, String> properties(ISelection selection) {
        Map<String, String> out = new LinkedHashMap<>();
        if (selection instanceof IStructuredSelection s && !s.isEmpty()) {
            IPropertySource source = Adapters.adapt(s.getFirstElement(), IPropertySource.class);
            if (source != null) {
                for (IPropertyDescriptor d : source.getPropertyDescriptors()) {
                    Object value = source.getPropertyValue(d.getId());
                    out.put(d.getDisplayName(), d.getLabelProvider() != null ? d.getLabelProvider().getText(value)
                            : String.valueOf(value));
                }
            }
        }
        return out;
    }
}
