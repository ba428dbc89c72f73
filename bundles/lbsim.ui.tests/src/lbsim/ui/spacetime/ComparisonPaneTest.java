package lbsim.ui.spacetime;

import static lbsim.ui.spacetime.UiTestKit.*;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import lbsim.run.layout.Palette;
import lbsim.run.layout.SpaceTimeLayout;
import lbsim.trace.TraceStates;
import lbsim.trace.file.TraceWriter;
import lbsim.ui.launch.RunReport;

/**
 * Two runs side by side ({@link ComparisonPane}) and the export of the visible range ({@link ExportVisibleAction}),
 * on hand-made traces. Run A (10 s, seed 1): master (h0) send [0, 1], blocked [1, 10]; worker (h1) compute [1, 8].
 * Run B (16 s, seed 2): master send [0, 2], blocked [2, 16]; worker compute [2, 12], receive [12, 16]. Differences
 * B - A, worked by hand: run end 10 -> 16 (+6); master end +6, send 2 - 1 = +1, blocked 14 - 9 = +5; worker end
 * 8 -> 16 (+8), compute 10 - 7 = +3, receive +4. Runs on the UI thread.
 */
class ComparisonPaneTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() {
        page = UiTestKit.workbenchPage();
    }

    @AfterEach
    void tearDown() {
        page.closeAllEditors(false);
    }

    static Path runA(Path dir) throws IOException {
        Path f = Files.createDirectories(dir.resolve("run-a")).resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            w.state(0, TraceStates.SEND, 0, 1);
            w.state(1, TraceStates.COMPUTE, 1, 8);
            w.state(0, TraceStates.BLOCKED, 1, 10);
            w.finish(10, List.of("h0", "h1"), List.of("master", "worker"), new int[] { 0, 1 }, TraceStates.STATES, "cmp", 1L);
        }
        return f;
    }

    static Path runB(Path dir) throws IOException {
        Path f = Files.createDirectories(dir.resolve("run-b")).resolve("trace.lbt");
        try (TraceWriter w = new TraceWriter(f, TraceStates.STATES.size())) {
            w.state(0, TraceStates.SEND, 0, 2);
            w.state(1, TraceStates.COMPUTE, 2, 12);
            w.state(1, TraceStates.RECEIVE, 12, 16);
            w.state(0, TraceStates.BLOCKED, 2, 16);
            w.finish(16, List.of("h0", "h1"), List.of("master", "worker"), new int[] { 0, 1 }, TraceStates.STATES, "cmp", 2L);
        }
        return f;
    }

    private SpaceTimeEditor openA(Path tmp) throws IOException {
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, RunReport.openTrace(page, runA(tmp)));
        flush(e);
        return e;
    }

    private ComparisonPane compare(SpaceTimeEditor e, Path tmp) throws IOException {
        runB(tmp);
        ComparisonPane p = ComparisonPane.open(e, tmp.resolve("run-b")); // a result folder
        flush(e);
        return p;
    }

    @Test
    void bothDiagramsShareOneWindowAndMoveTogether(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = openA(tmp);
        ComparisonPane p = compare(e, tmp);
        assertSame(p, ComparisonPane.of(e));
        // one axis over the longer run (16 s); the window A showed ([0, 10]) stays
        assertEquals(16, e.getWindow().end());
        assertEquals(0, e.getWindow().t0());
        assertEquals(10, e.getWindow().t1());
        assertEquals(e.getWindow(), p.getFigure().getWindow());

        // [0, 4] s over 400 px: 100 px/s. A's master sends for 1 s (100 px), B's for 2 s (200 px)
        e.setWindow(new TimeWindow(0, 4, 16, 400));
        assertEquals(e.getWindow(), p.getFigure().getWindow());
        int left = p.getFigure().plotLeft();
        assertEquals(List.of(new SpaceTimeFigure.Bar(0, TraceStates.SEND, left, left + 100),
                new SpaceTimeFigure.Bar(0, TraceStates.BLOCKED, left + 100, left + 400)), e.getFigure().bars(0));
        assertEquals(List.of(new SpaceTimeFigure.Bar(0, TraceStates.SEND, left, left + 200),
                new SpaceTimeFigure.Bar(0, TraceStates.BLOCKED, left + 200, left + 400)), p.getFigure().bars(0));

        // + over the second diagram zooms both about the centre: [1, 3]
        Event k = new Event();
        k.character = '+';
        k.doit = true;
        p.getCanvas().notifyListeners(SWT.KeyDown, k);
        assertEquals(new TimeWindow(1, 3, 16, 400), e.getWindow());
        assertEquals(e.getWindow(), p.getFigure().getWindow());

        // the editor's slider pans both: position 500,000 of 1,000,000 is t0 = 8 s of 16
        e.getSlider().setSelection(SpaceTimeEditor.SLIDER_RANGE / 2);
        e.getSlider().notifyListeners(SWT.Selection, new Event());
        assertEquals(new TimeWindow(8, 10, 16, 400), e.getWindow());
        assertEquals(e.getWindow(), p.getFigure().getWindow());

        // Home over the second diagram: both go to the start of the run, keeping the 2 s span
        Event home = new Event();
        home.keyCode = SWT.HOME;
        home.doit = true;
        p.getCanvas().notifyListeners(SWT.KeyDown, home);
        assertEquals(new TimeWindow(0, 2, 16, 400), p.getFigure().getWindow());
        assertEquals(e.getWindow(), p.getFigure().getWindow());
    }

    @Test
    void theTableHoldsTheHandWorkedDifferences(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = openA(tmp);
        ComparisonPane p = compare(e, tmp);
        Table t = p.getTable();
        List<String> columns = new ArrayList<>();
        for (int c = 0; c < t.getColumnCount(); c++) {
            columns.add(t.getColumn(c).getText());
        }
        assertEquals(List.of("task", "end A [s]", "end B [s]", "\u0394 end [s]", "\u0394 compute [s]", "\u0394 send [s]",
                "\u0394 receive [s]", "\u0394 blocked [s]", "\u0394 spawn [s]"), columns);
        assertEquals(3, t.getItemCount());
        assertEquals(List.of("run end", "10.000000", "16.000000", "+6.000000"), row(t.getItem(0), 4));
        assertEquals(List.of("master", "10.000000", "16.000000", "+6.000000", "+0.000000", "+1.000000", "+0.000000",
                "+5.000000", "+0.000000"), row(t.getItem(1), 9));
        assertEquals(List.of("worker", "8.000000", "16.000000", "+8.000000", "+3.000000", "+0.000000", "+4.000000",
                "+0.000000", "+0.000000"), row(t.getItem(2), 9));
        String[] labels = p.labels();
        assertEquals("A: run-a (scenario cmp, seed 1)", labels[0]);
        assertEquals("B: run-b (scenario cmp, seed 2)", labels[1]);
    }

    /**
     * Two master-slave runs (a masterslave.csv beside each trace, written here with makespans 9.5 and 15.25: the
     * master's last result, before each run's end): a makespan row after the run end row, each under its name.
     */
    @Test
    void twoMasterSlaveRunsShowTheirMakespansBesideTheRunEnds(@TempDir Path tmp) throws Exception {
        runA(tmp);
        runB(tmp);
        String header = "strategy,slaves,makespan_s,work_s,speedup,efficiency,load_imbalance,chunks,scheduling_messages\n";
        Files.writeString(tmp.resolve("run-a").resolve("masterslave.csv"), header + "\"fixed(2, 3)\",1,9.5,7.0,0.7,0.7,0.0,3,6\n");
        Files.writeString(tmp.resolve("run-b").resolve("masterslave.csv"), header + "block,1,15.25,10.0,0.6,0.6,0.0,1,2\n");
        SpaceTimeEditor e = openA(tmp);
        ComparisonPane p = compare(e, tmp);
        Table t = p.getTable();
        assertEquals(4, t.getItemCount());
        assertEquals(List.of("run end", "10.000000", "16.000000", "+6.000000"), row(t.getItem(0), 4));
        assertEquals(List.of("makespan", "9.500000", "15.250000", "+5.750000"), row(t.getItem(1), 4));
        assertEquals("master", t.getItem(2).getText(0));
    }

    @Test
    void closingGivesTheEditorItsOwnRunBack(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = openA(tmp);
        ComparisonPane p = compare(e, tmp);
        FigureCanvas b = p.getCanvas();
        e.setWindow(new TimeWindow(12, 16, 16, 400)); // beyond A's end: back to A's whole run
        p.close();
        flush(e);
        assertTrue(b.isDisposed());
        assertNull(ComparisonPane.of(e));
        // the whole of A (the canvas, now taller, may have refitted the width)
        assertEquals(0, e.getWindow().t0());
        assertEquals(10, e.getWindow().t1());
        assertEquals(10, e.getWindow().end());
        // and a run that is no trace is refused, naming the file
        Path notes = Files.writeString(tmp.resolve("notes.txt"), "no trace here, just long enough for a header");
        IOException x = assertThrows(IOException.class, () -> ComparisonPane.open(e, notes));
        assertTrue(x.getMessage().contains("notes.txt"), x.getMessage());
        assertNull(ComparisonPane.of(e));
    }

    /**
     * [2, 6] s of run A over 400 px exported: the editor's own view (plot from x 140, the label column, to 540); both
     * tasks are busy over the whole range (master blocked [1, 10], worker compute [1, 8]), so the two bars cover
     * exactly 140 to 540; the 4 s span over 400 px wants 400 / 90 = 4 ticks, 1 s each: "2" to "6" in s.
     */
    @Test
    void exportsTheVisibleRangeAsSvg(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = openA(tmp);
        e.setWindow(new TimeWindow(2, 6, 10, 400));
        Path svg = tmp.resolve("visible.svg");
        ExportVisibleAction.export(e, svg);
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(Files.readAllBytes(svg)));
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        int bars = 0;
        List<String> texts = new ArrayList<>();
        NodeList all = doc.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element el = (Element) all.item(i);
            if (el.getTagName().equals("text")) {
                texts.add(el.getTextContent());
            }
            if (el.getAttribute("id").startsWith("bar-")) {
                Element r = el.getTagName().equals("rect") ? el : (Element) el.getElementsByTagName("rect").item(0);
                min = Math.min(min, Double.parseDouble(r.getAttribute("x")));
                max = Math.max(max, Double.parseDouble(r.getAttribute("x")) + Double.parseDouble(r.getAttribute("width")));
                bars++;
            }
        }
        assertEquals(2, bars);
        assertEquals(140, min, 1e-6);
        assertEquals(540, max, 1e-6);
        for (String tick : new String[] { "2", "3", "4", "5", "6", "time [s]" }) {
            assertTrue(texts.contains(tick), tick + " in " + texts);
        }
        for (String outside : new String[] { "1", "7", "0" }) {
            assertTrue(!texts.contains(outside), outside + " in " + texts);
        }
        SpaceTimeLayout l = ExportVisibleAction.layout(e);
        assertEquals(5, l.ticks().size());
        assertEquals(2.0, l.ticks().get(0).time());
        assertEquals(6.0, l.ticks().get(4).time());
    }

    /**
     * The PNG of [2, 6] s over 400 px: 140 + 400 + 12 = 552 px wide; the editor's rows (h0's header 32-50, master
     * 50-70, h1's header 70-88, worker 88-108) over 108 + 34 (axis) + 24 (legend) = 166 px. Collapsing h1 leaves
     * master alone in the picture.
     */
    @Test
    void exportsTheVisibleRangeAsPng(@TempDir Path tmp) throws Exception {
        SpaceTimeEditor e = openA(tmp);
        e.setWindow(new TimeWindow(2, 6, 10, 400));
        Path png = tmp.resolve("visible.png");
        ExportVisibleAction.export(e, png);
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(552, img.getWidth());
        assertEquals(166, img.getHeight());
        assertEquals(Palette.stateColour(TraceStates.BLOCKED), img.getRGB(340, 60) & 0xFFFFFF);
        assertEquals(Palette.stateColour(TraceStates.COMPUTE), img.getRGB(340, 98) & 0xFFFFFF);
        assertEquals(Palette.stateColour(TraceStates.BLOCKED), img.getRGB(140, 60) & 0xFFFFFF, "from the plot's left edge");
        assertEquals(Palette.BACKGROUND, img.getRGB(546, 60) & 0xFFFFFF, "right margin");

        e.getFigure().setCollapsed(1, true);
        assertEquals(List.of("master"), ExportVisibleAction.layout(e).rows().stream().map(SpaceTimeLayout.Row::label).toList());
    }

    private static List<String> row(TableItem item, int columns) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < columns; c++) {
            out.add(item.getText(c));
        }
        return out;
    }

    /**
     * Issue 27, defect 6: with a long run label the "Close comparison" button was pushed out of the pane (its label
     * took its whole text's width). The pane is made narrow (the editor in a 700 px window) and B's folder name long.
     */
    @Test
    void theCloseButtonIsWhollyVisibleNextToALongLabel(@TempDir Path tmp) throws Exception {
        page.getWorkbenchWindow().getShell().setSize(700, 700);
        SpaceTimeEditor e = openA(tmp);
        Path longName = tmp.resolve("a-result-folder-with-a-long-name-from-point-17-of-a-sweep-over-the-chunk-size-and-the-"
                + "number-of-slaves");
        Files.createDirectories(longName);
        Files.copy(runB(tmp), longName.resolve("trace.lbt"));
        ComparisonPane p = ComparisonPane.open(e, longName);
        flush(e);
        dispatch(300); // the workbench's deferred layouts
        org.eclipse.swt.widgets.Composite pane = p.getCanvas().getParent();
        org.eclipse.swt.widgets.Button close = null;
        for (org.eclipse.swt.widgets.Control c : pane.getChildren()) {
            if (c instanceof org.eclipse.swt.widgets.Button b && "Close comparison".equals(b.getText())) {
                close = b;
            }
        }
        assertTrue(close != null && close.isVisible());
        org.eclipse.swt.graphics.Rectangle b = close.getBounds();
        int wanted = close.computeSize(SWT.DEFAULT, SWT.DEFAULT).x;
        assertTrue(b.width >= wanted, "the button has its full width: " + b + ", wants " + wanted);
        assertTrue(b.x >= 0 && b.x + b.width <= pane.getClientArea().width,
                "the button lies inside the pane: " + b + " in " + pane.getClientArea());
        page.getWorkbenchWindow().getShell().setSize(1400, 900);
    }

    /**
     * Issue 27, defect 6: Export Visible Range opens in the run's result folder (it opened in the install folder), and
     * a picture written into a workspace folder shows there at once (it showed only after a refresh).
     */
    @Test
    void anExportIntoTheWorkspaceShowsWithoutARefresh() throws Exception {
        org.eclipse.core.resources.IProject project = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot()
                .getProject("export-refresh");
        if (project.exists()) {
            project.delete(true, true, null);
        }
        project.create(null);
        project.open(null);
        try {
            Path folder = Path.of(project.getLocationURI());
            runA(folder); // folder/run-a/trace.lbt, written outside the workspace's knowledge
            project.refreshLocal(org.eclipse.core.resources.IResource.DEPTH_INFINITE, null);
            SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                    RunReport.openTrace(page, folder.resolve("run-a").resolve("trace.lbt")));
            flush(e);
            assertEquals(folder.resolve("run-a").toAbsolutePath(), ExportVisibleAction.initialFolder(e),
                    "the dialog opens in the result folder");
            ExportVisibleAction.export(e, folder.resolve("run-a").resolve("spacetime-visible.png"));
            assertTrue(project.getFile("run-a/spacetime-visible.png").exists(), "the workspace shows the picture");
        } finally {
            page.closeAllEditors(false);
            project.delete(true, true, null);
        }
    }

    /**
     * A picture exported into a run's result folder (where the dialog opens) does not stop a rerun into that folder:
     * the export lists the picture in the folder's {@code .lbsim-manifest}, as {@code lbsim export} does, so the
     * folder still holds only files lbsim wrote. Before, the next Run As into the folder failed with "exists and holds
     * files lbsim did not write (spacetime-visible.png)". A folder that is not a result folder (no manifest) gets
     * no manifest.
     */
    @Test
    void anExportIntoTheResultFolderDoesNotStopARerunIntoIt(@TempDir Path tmp) throws Exception {
        Path result = runA(tmp).getParent();
        lbsim.run.result.Manifest.write(result); // as a run leaves its folder
        lbsim.run.result.Manifest.checkReplaceable(result, "a result folder");
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class,
                RunReport.openTrace(page, result.resolve("trace.lbt")));
        flush(e);
        assertEquals(result.toAbsolutePath(), ExportVisibleAction.initialFolder(e));
        Path png = ExportVisibleAction.initialFolder(e).resolve("spacetime-visible.png");
        ExportVisibleAction.export(e, png);
        assertTrue(Files.size(png) > 0);
        // the check a rerun with --out into this folder makes before it runs
        lbsim.run.result.Manifest.checkReplaceable(result, "a result folder");

        Path other = Files.createDirectories(tmp.resolve("pictures"));
        ExportVisibleAction.export(e, other.resolve("a.svg"));
        assertTrue(Files.isRegularFile(other.resolve("a.svg")));
        assertFalse(Files.exists(other.resolve(lbsim.run.result.Manifest.NAME)), "no manifest outside a result folder");
        page.closeAllEditors(false);
    }
}
