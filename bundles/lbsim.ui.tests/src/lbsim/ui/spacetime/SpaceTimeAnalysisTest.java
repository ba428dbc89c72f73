package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.keys.IBindingService;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.layout.Palette;
import lbsim.trace.TraceStates;
import lbsim.trace.store.Messages;
import lbsim.trace.store.TraceStore;
import lbsim.trace.file.TraceWriter;
import lbsim.ui.launch.RunReport;

/**
 * The analyses in the space-time editor (issue 17 items 4 and 6): the blocking rows of the Properties view and
 * the critical path, on a hand-made run of 10 s where the master sends work to two slaves and the slower one's
 * reply ends the run. Hosts h0 (master), h1 (s1), h2 (s2); states:
 * <pre>
 * master: send [0, 1], send [1, 2], blocked [2, 5], receive [5, 5.5], blocked [5.5, 9], receive [9, 10]
 * s1:     compute [0, 1.6], receive [1.6, 2], compute [2, 4], send [4, 4.5]
 * s2:     blocked [0, 2.5], receive [2.5, 3], compute [3, 8], send [8, 8.5]
 * </pre>
 * messages (id: source -> destination, tag, bytes, send start / injected / delivered / received):
 * <pre>
 * 0: master -> s1, tag 1, 100 B, 0 / 1   / 1.5 / 2
 * 1: master -> s2, tag 1, 200 B, 1 / 2   / 2.5 / 3
 * 2: s1 -> master, tag 2,  10 B, 4 / 4.5 / 5   / 5.5
 * 3: s2 -> master, tag 2,  20 B, 8 / 8.5 / 9   / 10
 * </pre>
 * Over [0, 10] s at 500 px a second is 50 px; the plot starts at x = 140. Rows (figure y): axis 0-32, h0 32-50,
 * master 50-70, h1 70-88, s1 88-108, h2 108-126, s2 126-146.
 */
class SpaceTimeAnalysisTest {

    static final int COMPUTE = 0;
    static final int SEND = 1;
    static final int RECEIVE = 2;
    static final int BLOCKED = 3;

    private IWorkbenchPage page;

    static Path trace(Path dir) throws Exception {
        Path f = dir.resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            w.state(0, SEND, 0, 1);
            w.state(0, SEND, 1, 2);
            w.state(0, BLOCKED, 2, 5);
            w.state(0, RECEIVE, 5, 5.5);
            w.state(0, BLOCKED, 5.5, 9);
            w.state(0, RECEIVE, 9, 10);
            w.state(1, COMPUTE, 0, 1.6);
            w.state(1, RECEIVE, 1.6, 2);
            w.state(1, COMPUTE, 2, 4);
            w.state(1, SEND, 4, 4.5);
            w.state(2, BLOCKED, 0, 2.5);
            w.state(2, RECEIVE, 2.5, 3);
            w.state(2, COMPUTE, 3, 8);
            w.state(2, SEND, 8, 8.5);
            w.message(0, 0, 1, 1, 100, 0, 1, 1.5, 2);
            w.message(1, 0, 2, 1, 200, 1, 2, 2.5, 3);
            w.message(2, 1, 0, 2, 10, 4, 4.5, 5, 5.5);
            w.message(3, 2, 0, 2, 20, 8, 8.5, 9, 10);
            w.finish(10, List.of("h0", "h1", "h2"), List.of("master", "s1", "s2"), new int[] { 0, 1, 2 },
                    TraceStates.STATES);
        }
        return f;
    }

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
        RunReport.setInteractive(true, true);
    }

    private SpaceTimeEditor open(Path tmp) throws Exception {
        SpaceTimeEditor e = UiTestKit.openFitted(page, trace(tmp));
        assertEquals(List.of(32, 50, 70, 88, 108, 126),
                e.getFigure().getRows().stream().map(SpaceTimeFigure.Row::y).toList(), "rows as the class comment says");
        return e;
    }

    // ----- item 1: Properties of a blocked interval and of a message -----

    @Test
    void aBlockedIntervalShowsItsAlgorithmicAndServicePartsAndItsMessage(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        // master at 7 s (350 px): blocked [5.5, 9], ended by message 3 (delivered 9, and master's receive [9, 10]
        // ends at its receipt 10). Its send started at 8: algorithmic = 8 - 5.5 = 2.5 s, service = 9 - 8 = 1 s
        IntervalSelection b = e.selectAt(f.plotLeft() + 350, f.rowOf(0).y() + 10);
        assertEquals("blocked", b.state());
        IPropertySource p = assertInstanceOf(IntervalSelection.class, e.selected()).getAdapter(IPropertySource.class);
        assertEquals("2.5 s", p.getPropertyValue(BlockingRows.id(BlockingRows.ALGORITHMIC)));
        assertEquals("1 s", p.getPropertyValue(BlockingRows.id(BlockingRows.SERVICE)));
        assertEquals("3", p.getPropertyValue(BlockingRows.id(BlockingRows.ENDED_BY)));
        assertEquals("s2", p.getPropertyValue(BlockingRows.id(BlockingRows.ENDED_BY_SOURCE)));
        assertEquals("2", p.getPropertyValue(BlockingRows.id(BlockingRows.ENDED_BY_TAG)));
        assertEquals(6 + 5, p.getPropertyDescriptors().length, "the interval's six rows and five of blocking");
        // master at 3 s: blocked [2, 5], ended by message 2 (sent from 4): algorithmic 4 - 2 = 2 s, service 5 - 4 = 1 s
        e.selectAt(f.plotLeft() + 150, f.rowOf(0).y() + 10);
        p = ((IntervalSelection) e.selected()).getAdapter(IPropertySource.class);
        assertEquals("5 s", p.getPropertyValue(IntervalSelection.END));
        assertEquals("2 s", p.getPropertyValue(BlockingRows.id(BlockingRows.ALGORITHMIC)));
        assertEquals("1 s", p.getPropertyValue(BlockingRows.id(BlockingRows.SERVICE)));
        assertEquals("2", p.getPropertyValue(BlockingRows.id(BlockingRows.ENDED_BY)));
        assertEquals("s1", p.getPropertyValue(BlockingRows.id(BlockingRows.ENDED_BY_SOURCE)));
        // s2 at 1 s: blocked [0, 2.5], ended by message 1 whose send started at 1: algorithmic 1 s, service 1.5 s
        e.selectAt(f.plotLeft() + 50, f.rowOf(2).y() + 10);
        p = ((IntervalSelection) e.selected()).getAdapter(IPropertySource.class);
        assertEquals("1 s", p.getPropertyValue(BlockingRows.id(BlockingRows.ALGORITHMIC)));
        assertEquals("1.5 s", p.getPropertyValue(BlockingRows.id(BlockingRows.SERVICE)));
        assertEquals("master", p.getPropertyValue(BlockingRows.id(BlockingRows.ENDED_BY_SOURCE)));
        assertEquals("1", p.getPropertyValue(BlockingRows.id(BlockingRows.ENDED_BY_TAG)));
        // an interval in another state has no blocking rows
        IntervalSelection compute = e.selectAt(f.plotLeft() + 250, f.rowOf(2).y() + 10);
        assertEquals("compute", compute.state());
        assertEquals(6, compute.getPropertyDescriptors().length);
        assertNull(compute.getPropertyValue(BlockingRows.id(BlockingRows.ALGORITHMIC)));
    }

    @Test
    void aMessageShowsTheBlockingItCaused(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        TraceStore store = e.getStore();
        Messages all = store.messages(TraceStore.ANY, TraceStore.ANY, 0, 10);
        List<String> caused = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            e.select(MessageSelection.of(store, all, i));
            MessageSelection m = assertInstanceOf(MessageSelection.class, e.selected());
            assertEquals(12, m.getPropertyDescriptors().length, "the message's eleven rows and one of blocking");
            caused.add(m.id() + ": " + m.getPropertyValue(BlockingRows.id(BlockingRows.CAUSED)));
        }
        // message 0 reached s1 at 1.5 while it computed [0, 1.6]: no blocking; 1 ended s2's blocked [0, 2.5];
        // 2 ended master's blocked [2, 5]; 3 ended master's blocked [5.5, 9]
        assertEquals(List.of("0: none", "1: s2 blocked [0 s, 2.5 s]: 2.5 s", "2: master blocked [2 s, 5 s]: 3 s",
                "3: master blocked [5.5 s, 9 s]: 3.5 s"), caused);
    }

    // ----- item 2: the critical path -----

    @Test
    void theCriticalPathIsTheSlowerSlavesChain(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = open(tmp);
        SpaceTimeFigure f = e.getFigure();
        ImageData before = paint(f);
        IHandlerService handlers = e.getSite().getService(IHandlerService.class);
        handlers.executeCommand(CriticalPathHandler.COMMAND_ID, null);
        CriticalPathLayer layer = CriticalPathLayer.of(e);
        assertTrue(layer.isShown());
        assertNotNull(layer.job());
        layer.job().join();
        flush(e);
        // by hand, backward from the run end 10 (master's receive [9, 10] ends last): that receive; master's
        // blocked [5.5, 9] was ended by message 3 (in flight 8.5 .. 9), so the path goes to s2 at 8.5: send
        // [8, 8.5], compute [3, 8], receive [2.5, 3]; s2's blocked [0, 2.5] was ended by message 1 (2 .. 2.5),
        // so on to master at 2: send [1, 2], send [0, 1]. s1 (faster) is not on it.
        assertEquals(10.0, layer.path().lengthSeconds(), 1e-12);
        assertEquals(8, layer.path().size());
        // shares: master 1 + 1 + 1 = 3 s (30 %), s2 0.5 + 5 + 0.5 = 6 s (60 %), messages 0.5 + 0.5 = 1 s (10 %)
        assertEquals("critical path 10 s: s2 60.0 %, master 30.0 %, messages 10.0 %", layer.legend());
        // a master-slave run (masterslave.csv beside the trace, written here: the master's last result at 9.5, a
        // made-up figure) says its makespan beside the run end (10, where the path ends), each under its name
        java.nio.file.Files.writeString(tmp.resolve("masterslave.csv"),
                "strategy,slaves,makespan_s,work_s,speedup,efficiency,load_imbalance,chunks,scheduling_messages\n"
                        + "self,2,9.5,8.6,0.9,0.45,0.1,2,4\n");
        assertEquals("critical path 10 s: s2 60.0 %, master 30.0 %, messages 10.0 %;"
                + " makespan 9.500000 s (the master's last result), run end 10.000000 s", layer.legend());
        assertTrue(f.getOverlays().contains(layer));
        // frames at 50 px/s from x = 140: master's rows y 51 (50 + 1), height 18; s2's y 127
        assertEquals(List.of(new CriticalPathLayer.Frame(0, 140, 190, 51, 18), new CriticalPathLayer.Frame(0, 190, 240, 51, 18),
                new CriticalPathLayer.Frame(2, 265, 290, 127, 18), new CriticalPathLayer.Frame(2, 290, 540, 127, 18),
                new CriticalPathLayer.Frame(2, 540, 565, 127, 18), new CriticalPathLayer.Frame(0, 590, 640, 51, 18)),
                layer.frames());
        // message lines from the injection to the delivery, between the rows' centres (master 60, s2 136)
        assertEquals(List.of(new CriticalPathLayer.Line(1, 240, 60, 265, 136), new CriticalPathLayer.Line(3, 565, 136, 590, 60)),
                layer.lines());
        ImageData after = paint(f);
        RGB path = rgb(CriticalPathLayer.COLOUR);
        // the top stroke of master's send [0, 1] (rows 51-52): background before, the path's colour now
        assertEquals(rgb(Palette.BACKGROUND), pixel(before, f, 165, 51));
        assertEquals(path, pixel(after, f, 165, 51));
        assertEquals(path, pixel(after, f, 165, 52));
        // inside the frame the bar keeps its colour
        assertEquals(rgb(Palette.stateColour(SEND)), pixel(after, f, 165, 60));
        // s2's compute [3, 8]: top and bottom strokes (127-128, 143-144), left stroke at 290-291
        assertEquals(path, pixel(after, f, 415, 127));
        assertEquals(path, pixel(after, f, 415, 144));
        assertEquals(path, pixel(after, f, 291, 141));
        assertEquals(rgb(Palette.stateColour(COMPUTE)), pixel(after, f, 415, 135));
        // not on the path: master's blocked [2, 5] and [5.5, 9], all of s1
        assertNotEquals(path, pixel(after, f, 340, 51));
        assertNotEquals(path, pixel(after, f, 500, 51));
        assertNotEquals(path, pixel(after, f, 240, 89));
        assertNotEquals(path, pixel(after, f, 165, 89));
        // the thick lines at their middles: message 1 at (252.5, 98), message 3 at (577.5, 98); three pixels wide
        assertTrue(pixel(after, f, 252, 98).equals(path) && pixel(after, f, 253, 98).equals(path), around(after, f, 252, 98));
        assertTrue(pixel(after, f, 577, 98).equals(path) && pixel(after, f, 578, 98).equals(path), around(after, f, 577, 98));
        assertNotEquals(path, pixel(before, f, 252, 98));

        // only the visible window: [4, 6] s at 500 px (250 px/s) shows s2's compute [3, 8] alone
        e.setWindow(new TimeWindow(4, 6, 10, 500));
        assertEquals(List.of(new CriticalPathLayer.Frame(2, 140, 640, 127, 18)), layer.frames());
        assertEquals(List.of(), layer.lines());
        // s2's host collapsed: its segments and the lines to it are not drawn
        e.setWindow(TimeWindow.fit(10, 500));
        f.setCollapsed(2, true);
        assertEquals(3, layer.frames().size(), "master's three");
        assertEquals(List.of(), layer.lines());
        f.setCollapsed(2, false);
        // zoomed out to 2 px a second (20 px): frames under 4 px merge with a touching one of their task: master's
        // sends 140-142 and 142-144 make 140-144; s2's receive 145-146, compute 146-156 and send 156-157 make
        // 145-157; master's receive 158-160 does not touch 144 and stays apart
        e.setWindow(TimeWindow.fit(10, 20));
        assertEquals(List.of(new CriticalPathLayer.Frame(0, 140, 144, 51, 18), new CriticalPathLayer.Frame(2, 145, 157, 127, 18),
                new CriticalPathLayer.Frame(0, 158, 160, 51, 18)), layer.frames());
        e.setWindow(TimeWindow.fit(10, 500));

        // the key binding, and off again: nothing drawn, no legend
        IBindingService bindings = PlatformUI.getWorkbench().getService(IBindingService.class);
        assertEquals("K", bindings.getBestActiveBindingFormattedFor(CriticalPathHandler.COMMAND_ID));
        handlers.executeCommand(CriticalPathHandler.COMMAND_ID, null);
        assertTrue(!layer.isShown());
        assertEquals(List.of(), layer.frames());
        assertNull(layer.legend());
        assertEquals(rgb(Palette.BACKGROUND), pixel(paint(f), f, 165, 51));
    }

    // ----- helpers (as SpaceTimeNavigationTest's) -----

    private static RGB rgb(int c) {
        return new RGB((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }

    private static String around(ImageData image, SpaceTimeFigure f, int x, int y) {
        List<RGB> out = new ArrayList<>();
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                out.add(pixel(image, f, x + dx, y + dy));
            }
        }
        return out.toString();
    }
}
