package lbsim.ui.answers;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;

/** Saves an answer view as it shows on the screen (the screenshot tests, with -Dlbsim.screenshots=FOLDER). */
final class AnswerScreenshots {

    private AnswerScreenshots() {
    }

    /** Lets layouts and paints settle for a second, then saves {@code c}'s area of the screen as FOLDER/NAME. */
    static void save(Control c, String folder, String name) throws Exception {
        Display d = Display.getCurrent();
        long until = System.currentTimeMillis() + 1000;
        while (System.currentTimeMillis() < until) {
            while (d.readAndDispatch()) {
                // layout and paint
            }
            d.timerExec(20, () -> { });
            d.sleep();
        }
        Point at = c.toDisplay(0, 0);
        Point size = c.getSize();
        Image image = new Image(d, size.x, size.y);
        GC gc = new GC(d);
        gc.copyArea(image, at.x, at.y);
        gc.dispose();
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] { image.getImageData() };
        Files.createDirectories(Path.of(folder));
        loader.save(Path.of(folder, name).toString(), SWT.IMAGE_PNG);
        image.dispose();
    }
}
