package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.ui.launch.RunReport;

/**
 * The critical path at whole-run zoom (issue 27, "a thin path, not frames that fill the diagram"), on
 * {@link SpaceTimeAnalysisTest}'s run: framed on full rows at 50 px a second; thin (a line along each segment's row
 * and one-pixel message lines) on compact rows and when the window holds more of its messages than one per
 * {@value CriticalPathLayer#THIN_PIXELS} pixels.
 */
class CriticalPathThinTest {

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

    private static RGB rgb(int c) {
        return new RGB((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF);
    }

    @Test
    void thinOnCompactRowsAndWhenMessagesAreDense(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, SpaceTimeAnalysisTest.trace(tmp)));
        page.activate(e);
        UiTestKit.flush(e);
        SpaceTimeFigure f = e.getFigure();
        CriticalPathLayer layer = CriticalPathLayer.of(e);
        layer.setShown(true);
        layer.job().join();
        e.setWindow(TimeWindow.fit(10, 500));
        UiTestKit.flush(e);
        // two messages on the path in 500 px: 24 px of plot for them, under 500: frames
        assertEquals(2, layer.lines().size());
        assertFalse(layer.thin());
        RGB path = rgb(CriticalPathLayer.COLOUR);
        CriticalPathLayer.Frame send = layer.frames().get(0); // master's send [0, 1]: x 140 .. 190
        assertEquals(List.of(0, 140, 190), List.of(send.task(), send.x0(), send.x1()));
        ImageData img = UiTestKit.paint(f);
        assertEquals(path, UiTestKit.pixel(img, f, 165, send.y()), "the frame's top stroke");
        assertNotEquals(path, UiTestKit.pixel(img, f, 165, send.y() + send.height() / 2), "inside the frame: the bar");
        // compact rows: thin, a line through the middle and no frame
        e.setCompact(true);
        e.setWindow(TimeWindow.fit(10, 500));
        UiTestKit.flush(e);
        assertTrue(layer.thin());
        send = layer.frames().get(0);
        img = UiTestKit.paint(f);
        assertEquals(path, UiTestKit.pixel(img, f, 165, send.y() + send.height() / 2), "the line along the row");
        assertNotEquals(path, UiTestKit.pixel(img, f, 165, send.y()), "no top stroke");
        // full rows again, but 20 px for the whole run: 2 x 12 = 24 px for its messages is more than 20: thin
        e.setCompact(false);
        e.setWindow(TimeWindow.fit(10, 20));
        assertTrue(layer.thin());
        e.setWindow(TimeWindow.fit(10, 500));
        assertFalse(layer.thin());
    }
}
