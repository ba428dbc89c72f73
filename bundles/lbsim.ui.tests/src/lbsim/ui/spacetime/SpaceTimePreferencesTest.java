package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceConverter;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.layout.Palette;
import lbsim.ui.launch.RunReport;

/**
 * The diagram's preferences (issue 27, "a preference page for colours and row height") on
 * {@link SpaceTimeAnalysisTest}'s run: a row height and a compute colour set in the store reach an open diagram,
 * its bars and its legend; the defaults are the palette's and {@link SpaceTimeFigure#ROW_HEIGHT}.
 */
class SpaceTimePreferencesTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        IPreferenceStore s = SpaceTimePreferences.store();
        s.setToDefault(SpaceTimePreferences.ROW_HEIGHT);
        s.setToDefault(SpaceTimePreferences.colourKey("compute"));
        page.closeAllEditors(false);
        RunReport.setInteractive(true, true);
    }

    @Test
    void rowHeightAndStateColoursReachAnOpenDiagram(@TempDir Path tmp) throws Exception {
        IPreferenceStore store = SpaceTimePreferences.store();
        assertEquals(SpaceTimeFigure.ROW_HEIGHT, SpaceTimePreferences.rowHeight(), "the default row");
        assertEquals(java.util.Map.of(), SpaceTimePreferences.recolouring(), "the default colours: the palette's");
        store.setValue(SpaceTimePreferences.ROW_HEIGHT, 30);
        PreferenceConverter.setValue(store, SpaceTimePreferences.colourKey("compute"), new RGB(0x12, 0x34, 0x56));
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, SpaceTimeAnalysisTest.trace(tmp)));
        page.activate(e);
        UiTestKit.flush(e);
        SpaceTimeFigure f = e.getFigure();
        assertEquals(30, f.rowHeight());
        SpaceTimeFigure.Row s1 = f.rowOf(1);
        assertEquals(30, s1.height());
        // s1 computes [0, 1.6]: its bar in the preferred colour; the legend's first swatch too
        ImageData img = UiTestKit.paint(f);
        assertEquals(new RGB(0x12, 0x34, 0x56), UiTestKit.pixel(img, f, f.xOf(0.8), s1.y() + s1.height() / 2));
        assertEquals(new RGB(0x12, 0x34, 0x56), UiTestKit.pixel(img, f, 4 + 7, f.legendTop() + 9));
        // the palette itself is unchanged: pictures and exports keep it
        assertEquals(0x2E7D32, Palette.stateColour(0));
        // a change while the diagram is open
        store.setValue(SpaceTimePreferences.ROW_HEIGHT, 24);
        UiTestKit.dispatch(200);
        assertEquals(24, f.rowOf(1).height());
        // out of range is clamped
        store.setValue(SpaceTimePreferences.ROW_HEIGHT, 500);
        assertEquals(SpaceTimePreferences.MAX_ROW_HEIGHT, SpaceTimePreferences.rowHeight());
        // the page builds its fields on the same store
        Shell shell = new Shell(Display.getCurrent());
        SpaceTimePreferencePage p = new SpaceTimePreferencePage();
        p.createControl(shell);
        assertTrue(p.getControl() != null && !p.getControl().isDisposed());
        assertEquals(store, p.getPreferenceStore());
        p.dispose();
        shell.dispose();
    }
}
