package lbsim.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.ui.ResultView;
import lbsim.ui.viewer.ResultFolderEditPart;
import lbsim.ui.viewer.ResultViewer;
import lbsim.ui.viewer.TaskRowEditPart;
import lbsim.ui.viewer.rows.TimeScale;
import lbsim.ui.viewer.rows.TimelineRows;
import lbsim.ui.viewer.figures.DiagramColors;
import lbsim.ui.viewer.figures.HostHeaderFigure;
import lbsim.ui.viewer.figures.ResultDiagramFigure;
import lbsim.ui.viewer.figures.TaskRowFigure;

/**
 * The "lbsim Result" view in a running workbench, showing the Table 5.1 result. Runs on the UI thread.
 * Expected geometry is computed here from the mapping's formula x = originX + round(t * pixelsPerSecond) and
 * from the Table 5.1 formulas (share = p / (p + 20 k), p = 20 - nice, end = 10 s / share).
 */
class ResultViewTest {

    private ResultView view;

    @BeforeEach
    void showView() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        view = (ResultView) page.showView(ResultView.ID);
        flush();
    }

    @Test
    void viewIsRegistered() {
        assertEquals("lbsim Result", view.getPartName());
        assertEquals(ResultView.ID, view.getViewSite().getId());
    }

    @Test
    void drawsTable51(@TempDir Path tmp) throws IOException {
        view.open(Table51Result.writeTable51Result(tmp));
        flush();
        ResultViewer viewer = view.getViewer();
        TimeScale scale = viewer.getTimeScale();
        int originX = scale.originX();
        double pixelsPerSecond = scale.pixelsPerSecond();
        ResultFolderEditPart content = (ResultFolderEditPart) viewer.getContents();
        List<?> rows = content.getChildren();
        assertEquals(15, rows.size());

        // the time axis ends at the slowest task (k = 3, nice 19: share 1/61, end 610 s) and fits the width
        double lastEnd = 10.0 / (1.0 / 61.0);
        assertTrue(originX + Math.round(lastEnd * pixelsPerSecond) >= originX + ResultViewer.MIN_PLOT_WIDTH - 1);

        List<String> expectedHosts = new ArrayList<>();
        int previousBottom = Integer.MIN_VALUE;
        int i = 0;
        for (int k : Table51Result.KS) {
            for (int nice : Table51Result.NICES) {
                String host = "k" + k + "-n" + nice;
                String name = "obs-" + host;
                expectedHosts.add(host);
                int p = 20 - nice;
                double share = p / (p + 20.0 * k);
                double end = 10.0 / share;
                int xStart = originX + (int) Math.round(0.0 * pixelsPerSecond);
                int xEnd = originX + (int) Math.round(end * pixelsPerSecond);

                TaskRowEditPart part = (TaskRowEditPart) rows.get(i);
                assertEquals(name, part.getTask().task(), "row " + i);
                TaskRowFigure row = part.getRowFigure();
                assertEquals(name + "  (nice " + nice + ")", row.getNameLabel().getText());
                Rectangle r = row.getBounds();
                assertTrue(r.y >= previousBottom, name + " below the previous row");
                previousBottom = r.bottom();

                Rectangle bar = row.getBar().getBounds();
                assertEquals(xStart, bar.x, name + " bar left");
                assertEquals(xEnd, bar.right(), name + " bar right");
                assertEquals(r.y, bar.y, name + " bar top");
                assertEquals(r.height, bar.height, name + " bar height");

                List<IFigure> steps = row.getShareSteps();
                assertEquals(1, steps.size(), name + " step count");
                Rectangle step = steps.get(0).getBounds();
                assertEquals(xStart, step.x, name + " step left");
                assertEquals(xEnd, step.right(), name + " step right");
                assertEquals(Math.round(share * r.height), step.height, name + " step height");
                assertEquals(r.bottom(), step.bottom(), name + " step bottom");
                i++;
            }
        }

        ResultDiagramFigure diagram = (ResultDiagramFigure) content.getFigure();
        List<String> hosts = new ArrayList<>();
        for (HostHeaderFigure h : diagram.getHostHeaders()) {
            hosts.add(h.getHost());
        }
        assertEquals(expectedHosts, hosts);
        assertEquals("time (s)", diagram.getAxis().getTitle().getText());
        List<Label> ticks = diagram.getAxis().getTickLabels();
        assertTrue(ticks.size() >= 3, "at least 3 ticks");
        assertEquals("0", ticks.get(0).getText());
        assertEquals(originX, ticks.get(0).getBounds().getCenter().x, 1);
    }

    @Test
    void paintsBarsShareAndBackground(@TempDir Path tmp) throws IOException {
        view.open(Table51Result.writeTable51Result(tmp));
        flush();
        ResultViewer viewer = view.getViewer();
        TimeScale scale = viewer.getTimeScale();
        ResultFolderEditPart content = (ResultFolderEditPart) viewer.getContents();
        IFigure diagram = content.getFigure();
        Rectangle b = diagram.getBounds();
        ImageData image = paint(diagram);

        RGB background = DiagramColors.BACKGROUND.getRGB();
        RGB bar = DiagramColors.BAR.getRGB();
        RGB share = DiagramColors.SHARE.getRGB();
        assertNotEquals(background, bar);
        assertNotEquals(bar, share);

        // row 0: k = 1, nice 0: share 20 / 40 = 0.5 of the 24 px row = 12 px, from 0 to 20 s
        Rectangle r0 = ((TaskRowEditPart) content.getChildren().get(0)).getRowFigure().getBounds();
        int xMid = (scale.originX() + scale.originX() + (int) Math.round(20.0 * scale.pixelsPerSecond())) / 2;
        assertEquals(share, pixel(image, b, xMid, r0.bottom() - 3), "share plot at the bottom of row 0");
        assertEquals(bar, pixel(image, b, xMid, r0.y + 4), "bar above the share plot of row 0");
        int xAfter = scale.originX() + (int) Math.round(20.0 * scale.pixelsPerSecond()) + 10;
        assertEquals(background, pixel(image, b, xAfter, r0.y + r0.height / 2), "background right of row 0's bar");

        // row 14: k = 3, nice 19: share 1 / 61 of 24 px rounds to 0 px; bar from 0 to 610 s
        Rectangle r14 = ((TaskRowEditPart) content.getChildren().get(14)).getRowFigure().getBounds();
        int x14 = scale.originX() + (int) Math.round(300.0 * scale.pixelsPerSecond());
        assertEquals(bar, pixel(image, b, x14, r14.bottom() - 3), "no visible share in row 14");
        assertEquals(bar, pixel(image, b, x14, r14.y + 4), "bar in row 14");
        assertEquals(background, pixel(image, b, x14, r14.bottom() + 1), "gap below row 14");

        // row 10: k = 3, nice 0: share 20 / 80 = 0.25 of 24 px = 6 px, from 0 to 40 s
        Rectangle r10 = ((TaskRowEditPart) content.getChildren().get(10)).getRowFigure().getBounds();
        int x10 = scale.originX() + (int) Math.round(20.0 * scale.pixelsPerSecond());
        assertEquals(share, pixel(image, b, x10, r10.bottom() - 1), "share plot bottom pixel row of row 10");
        assertEquals(share, pixel(image, b, x10, r10.bottom() - 6), "share plot top pixel row of row 10");
        assertEquals(bar, pixel(image, b, x10, r10.bottom() - 7), "bar just above the 6 px share plot of row 10");
    }

    @Test
    void followsTimeScaleChanges(@TempDir Path tmp) throws IOException {
        view.open(Table51Result.writeTable51Result(tmp));
        flush();
        ResultViewer viewer = view.getViewer();
        viewer.setProperty(ResultViewer.TIME_SCALE_PROPERTY, new TimeScale(200, 2.0));
        validate(); // no event loop here: a resize event would refit the scale
        assertEquals(new TimeScale(200, 2.0), viewer.getTimeScale());
        ResultFolderEditPart content = (ResultFolderEditPart) viewer.getContents();
        TaskRowFigure row = ((TaskRowEditPart) content.getChildren().get(0)).getRowFigure();
        assertEquals(200, row.getBar().getBounds().x);
        assertEquals(240, row.getBar().getBounds().right()); // 200 + round(20 s * 2 px/s)
        viewer.fitTimeScale();
        validate();
        // refitted: time 0 at the name column's right edge, 610 s at least MIN_PLOT_WIDTH further right
        assertEquals(TimelineRows.NAME_COLUMN_WIDTH, viewer.getTimeScale().originX());
        assertTrue(Math.round(610 * viewer.getTimeScale().pixelsPerSecond()) >= ResultViewer.MIN_PLOT_WIDTH);
    }

    @Test
    void showsNothingAfterSetResultNull(@TempDir Path tmp) throws IOException {
        view.open(Table51Result.writeTable51Result(tmp));
        flush();
        view.getViewer().setResult(null);
        flush();
        assertEquals(null, view.getViewer().getContents());
    }

    @Test
    void badFolderThrowsAndKeepsTheShownResult(@TempDir Path tmp) throws IOException {
        Path good = Table51Result.writeTable51Result(tmp);
        view.open(good);
        flush();
        Object shown = view.getViewer().getContents();
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        IOException e = assertThrows(IOException.class, () -> view.open(empty));
        assertTrue(e.getMessage().contains("tasks.csv"), e.getMessage());
        assertSame(shown, view.getViewer().getContents());
    }

    private void flush() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // run pending events
        }
        validate();
    }

    /** Lays out and repaints the viewer's figures now. */
    private void validate() {
        if (view != null && view.getViewer() != null) {
            ((FigureCanvas) view.getViewer().getControl()).getLightweightSystem().getUpdateManager().performUpdate();
        }
    }

    /** Paints a figure into an image of its size (pixel (0, 0) is its top-left corner). */
    private static ImageData paint(IFigure figure) {
        Rectangle b = figure.getBounds();
        Image image = new Image(Display.getCurrent(), b.width, b.height);
        GC gc = new GC(image);
        SWTGraphics g = new SWTGraphics(gc);
        g.translate(-b.x, -b.y);
        figure.paint(g);
        g.dispose();
        gc.dispose();
        ImageData data = image.getImageData();
        image.dispose();
        Path target = Path.of("target");
        if (Files.isDirectory(target)) {
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { data };
            loader.save(target.resolve("table51-result.png").toString(), SWT.IMAGE_PNG);
        }
        return data;
    }

    private static RGB pixel(ImageData image, Rectangle bounds, int x, int y) {
        return image.palette.getRGB(image.getPixel(x - bounds.x, y - bounds.y));
    }
}
