package lbsim.ui.spacetime;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/** What the space-time editor's UI tests share: running pending events, painting a figure, reading pixels, screenshots. */
final class UiTestKit {

    private UiTestKit() {
    }

    /** Runs the pending UI events, then Draw2d's pending layout and paint of the editor's canvas. */
    static void flush(SpaceTimeEditor e) {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // run pending events
        }
        update(e);
    }

    /** Draw2d's pending layout and paint of the editor's canvas. */
    static void update(SpaceTimeEditor e) {
        e.getCanvas().getLightweightSystem().getUpdateManager().performUpdate();
    }

    /** Paints the figure into an image of its preferred size at least (pixel (0, 0) is its top-left corner). */
    static ImageData paint(SpaceTimeFigure figure) {
        Rectangle b = figure.getBounds();
        Dimension d = figure.getPreferredSize();
        Image image = new Image(Display.getCurrent(), Math.max(b.width, d.width), Math.max(b.height, d.height));
        GC gc = new GC(image);
        SWTGraphics g = new SWTGraphics(gc);
        g.translate(-b.x, -b.y);
        figure.paint(g);
        g.dispose();
        gc.dispose();
        ImageData data = image.getImageData();
        image.dispose();
        return data;
    }

    /** {@link #paint(SpaceTimeFigure)}, also saved as target/{@code name} to look at when target/ exists. */
    static ImageData paint(SpaceTimeFigure figure, String name) {
        ImageData data = paint(figure);
        Path target = Path.of("target");
        if (Files.isDirectory(target)) {
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { data };
            loader.save(target.resolve(name).toString(), SWT.IMAGE_PNG);
        }
        return data;
    }

    /** The colour of figure point (x, y) in an image painted by {@link #paint} of a figure with these bounds. */
    static RGB pixel(ImageData image, Rectangle bounds, int x, int y) {
        return image.palette.getRGB(image.getPixel(x - bounds.x, y - bounds.y));
    }

    /** The colour of figure point (x, y) in an image painted by {@link #paint} of {@code f}. */
    static RGB pixel(ImageData image, SpaceTimeFigure f, int x, int y) {
        return pixel(image, f.getBounds(), x, y);
    }

    /** Runs UI events for {@code millis} milliseconds (for screenshots: layouts and paints settle). */
    static void dispatch(long millis) {
        Display d = Display.getCurrent();
        long until = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < until) {
            while (d.readAndDispatch()) {
                // run pending events
            }
            d.timerExec(20, () -> { });
            d.sleep();
        }
    }

    /** Saves the screen's {@code area} as a PNG file. */
    static void saveScreen(org.eclipse.swt.graphics.Rectangle area, Path file) throws Exception {
        Display d = Display.getCurrent();
        Image image = new Image(d, area.width, area.height);
        GC gc = new GC(d);
        gc.copyArea(image, area.x, area.y);
        gc.dispose();
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] { image.getImageData() };
        Files.createDirectories(file.getParent());
        loader.save(file.toString(), SWT.IMAGE_PNG);
        image.dispose();
    }

    /** The active workbench window at 1400 x 900 from the screen's corner (the size the pixel checks assume), and its page. */
    static org.eclipse.ui.IWorkbenchPage workbenchPage() {
        org.eclipse.ui.IWorkbenchWindow w = org.eclipse.ui.PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        w.getShell().setBounds(0, 0, 1400, 900);
        return w.getActivePage();
    }

    /** Opens {@code trace} in a space-time editor on {@code page}, activated, with the whole 10 s run in 500 pixels. */
    static SpaceTimeEditor openFitted(org.eclipse.ui.IWorkbenchPage page, Path trace) throws Exception {
        SpaceTimeEditor e = org.junit.jupiter.api.Assertions.assertInstanceOf(SpaceTimeEditor.class,
                lbsim.ui.launch.RunReport.openTrace(page, trace));
        page.activate(e);
        flush(e);
        e.setWindow(TimeWindow.fit(10, 500));
        update(e);
        return e;
    }
}
