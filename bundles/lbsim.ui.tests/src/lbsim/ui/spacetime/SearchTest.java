package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.trace.store.TraceStore;
import lbsim.ui.launch.RunReport;

/**
 * Search in the space-time diagram (issue 27): {@link TraceSearch} on {@link SpaceTimeAnalysisTest}'s run, whose
 * intervals and messages are listed there by hand, then the Find dialog and Find Next / Previous in the editor.
 */
class SearchTest {

    private static final int ANY = TraceStore.ANY;
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

    /** Every match of {@code c} forward from the start, as "task state start end" or "message id". */
    private static List<String> all(TraceStore store, TraceSearch.Criteria c, boolean forward) throws Exception {
        TraceSearch s = new TraceSearch(store, 0.01); // a short first range: the widening is exercised
        List<String> out = new ArrayList<>();
        TraceSearch.Position at = forward ? TraceSearch.Position.before(0) : TraceSearch.Position.after(store.endSeconds());
        for (TraceSearch.Match m = s.find(c, at, forward); m != null; m = s.find(c, at, forward)) {
            out.add(m.bar() != null ? m.bar().task() + " " + store.stateNames().get(m.bar().state()) + " " + m.bar().start()
                    + " " + m.bar().end() : "message " + m.messages().id(m.index()));
            at = m.position();
        }
        return out;
    }

    @Test
    void findsByTaskStateTagBytesAndDuration(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, SpaceTimeAnalysisTest.trace(tmp)));
        TraceStore store = e.getStore();
        int compute = store.stateNames().indexOf("compute");
        // compute intervals, by start: s1 [0, 1.6], s1 [2, 4], s2 [3, 8]; of those lasting at least 2 s: the last two
        assertEquals(List.of("1 compute 0.0 1.6", "1 compute 2.0 4.0", "2 compute 3.0 8.0"),
                all(store, new TraceSearch.Criteria(false, ANY, compute, ANY, 0, 0), true));
        assertEquals(List.of("1 compute 2.0 4.0", "2 compute 3.0 8.0"),
                all(store, new TraceSearch.Criteria(false, ANY, compute, ANY, 0, 2), true));
        assertEquals(List.of("2 compute 3.0 8.0", "1 compute 2.0 4.0"), // backward from the end
                all(store, new TraceSearch.Criteria(false, ANY, compute, ANY, 0, 2), false));
        // every interval of s2, in order: blocked [0, 2.5], receive [2.5, 3], compute [3, 8], send [8, 8.5]
        assertEquals(List.of("2 blocked 0.0 2.5", "2 receive 2.5 3.0", "2 compute 3.0 8.0", "2 send 8.0 8.5"),
                all(store, new TraceSearch.Criteria(false, 2, ANY, ANY, 0, 0), true));
        // every interval, by start, then task (ties at 0, 2 and 5 go by task), then end
        assertEquals(List.of("0 send 0.0 1.0", "1 compute 0.0 1.6", "2 blocked 0.0 2.5", "0 send 1.0 2.0",
                "1 receive 1.6 2.0", "0 blocked 2.0 5.0", "1 compute 2.0 4.0", "2 receive 2.5 3.0", "2 compute 3.0 8.0",
                "1 send 4.0 4.5", "0 receive 5.0 5.5", "0 blocked 5.5 9.0", "2 send 8.0 8.5", "0 receive 9.0 10.0"),
                all(store, TraceSearch.Criteria.ANY_INTERVAL, true));
        // messages: ids 0 (0 -> 1, 100 B, tag 1), 1 (0 -> 2, 200 B, tag 1), 2 (1 -> 0, 10 B, tag 2), 3 (2 -> 0, 20 B, tag 2)
        assertEquals(List.of("message 2", "message 3"), all(store, new TraceSearch.Criteria(true, ANY, ANY, 2, 0, 0), true));
        assertEquals(List.of("message 0", "message 1"), all(store, new TraceSearch.Criteria(true, ANY, ANY, ANY, 100, 0), true));
        assertEquals(List.of("message 1", "message 3"), all(store, new TraceSearch.Criteria(true, 2, ANY, ANY, 0, 0), true));
        // last stage - send start: 2, 2, 1.5, 2 s; at least 2 s: 0, 1, 3
        assertEquals(List.of("message 3", "message 1", "message 0"),
                all(store, new TraceSearch.Criteria(true, ANY, ANY, ANY, 0, 2), false));
        // durations as typed
        assertEquals(2.0, TraceSearch.parseDuration("2"));
        assertEquals(0.0015, TraceSearch.parseDuration("1.5 ms"), 1e-18);
        assertEquals(3e-4, TraceSearch.parseDuration("300us"), 1e-18);
        assertEquals(0.0, TraceSearch.parseDuration(" "));
        assertTrue(Double.isNaN(TraceSearch.parseDuration("-1 s")));
        assertTrue(Double.isNaN(TraceSearch.parseDuration("fast")));
        assertTrue(Double.isNaN(TraceSearch.parseDuration("Infinity")));
    }

    @Test
    void theFindDialogAndFindAgainSelectAndReveal(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, SpaceTimeAnalysisTest.trace(tmp)));
        page.activate(e);
        UiTestKit.flush(e);
        TimeWindow w = e.getWindow();
        e.setWindow(new TimeWindow(0, 1, w.end(), w.width())); // the matches lie outside: they must be revealed
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        handlers.executeCommand(SpaceTimeCommands.FIND, null); // Ctrl+F
        UiTestKit.dispatch(200);
        FindDialog d = assertInstanceOf(FindDialog.class, openDialog());
        // a name that is no task's, and a duration that is none, are refused in the dialog
        d.type(false, "nobody", -1, "", "", "");
        assertNull(d.criteria());
        assertEquals("No task is named 'nobody'.", d.problem());
        d.type(false, "", e.getStore().stateNames().indexOf("compute"), "", "", "two seconds");
        assertNull(d.criteria());
        assertTrue(d.problem().startsWith("A duration is a number of seconds"), d.problem());
        // compute lasting at least 2 s: Find Next selects s1's [2, 4] and brings it into the window
        d.type(false, "", e.getStore().stateNames().indexOf("compute"), "", "", "2 s");
        d.buttonPressed(FindDialog.NEXT);
        IntervalSelection i = assertInstanceOf(IntervalSelection.class, e.selected());
        assertEquals(List.of("s1", "compute", 2.0, 4.0), List.of(i.task(), i.state(), i.start(), i.end()));
        assertTrue(e.getWindow().t0() <= 2 && e.getWindow().t1() >= 4, "revealed: " + e.getWindow());
        d.close();
        page.activate(e);
        UiTestKit.dispatch(200); // the workbench window is the active shell again
        // Ctrl+K: the next, s2's [3, 8]; again: nothing later (the selection stays); Ctrl+Shift+K: back to s1's
        handlers.executeCommand(SpaceTimeCommands.FIND_NEXT, null);
        i = assertInstanceOf(IntervalSelection.class, e.selected());
        assertEquals(List.of("s2", 3.0, 8.0), List.of(i.task(), i.start(), i.end()));
        assertFalse(e.getNavigation().find(e.getNavigation().lastSearch(), true));
        assertEquals(List.of("s2", 3.0), List.of(((IntervalSelection) e.selected()).task(), ((IntervalSelection) e.selected()).start()));
        handlers.executeCommand(SpaceTimeCommands.FIND_PREVIOUS, null);
        i = assertInstanceOf(IntervalSelection.class, e.selected());
        assertEquals(List.of("s1", 2.0), List.of(i.task(), i.start()));
        // messages of at least 150 bytes: message 1 (200 B, m -> s2)
        assertTrue(e.getNavigation().find(new TraceSearch.Criteria(true, ANY, ANY, ANY, 150, 0), true));
        MessageSelection m = assertInstanceOf(MessageSelection.class, e.selected());
        assertEquals(List.of(1, 200L), List.of(m.id(), m.bytes()));
    }

    /** The Find dialog the command opened (modeless: it is among the display's shells). */
    private static FindDialog openDialog() {
        for (org.eclipse.swt.widgets.Shell s : org.eclipse.swt.widgets.Display.getCurrent().getShells()) {
            if (s.getData() instanceof FindDialog f) {
                return f;
            }
        }
        throw new AssertionError("no Find dialog is open");
    }
}
