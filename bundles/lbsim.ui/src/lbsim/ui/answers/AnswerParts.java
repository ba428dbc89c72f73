package lbsim.ui.answers;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbenchPage;

/** What the answer views share: the scenario they follow and the chart they show. */
final class AnswerParts {

    private AnswerParts() {
    }

    /** The .lbsim file a navigator selection names, or null. */
    static Path scenarioOf(ISelection s) {
        if (s instanceof IStructuredSelection ss && ss.getFirstElement() instanceof Object o) {
            IFile f = o instanceof IFile file ? file : org.eclipse.core.runtime.Adapters.adapt(o, IFile.class);
            if (f != null && "lbsim".equals(f.getFileExtension()) && f.getLocation() != null) {
                return f.getLocation().toFile().toPath();
            }
        }
        return null;
    }

    /** The .lbsim file open in the page's active editor, or null. */
    static Path activeScenario(IWorkbenchPage page) {
        IEditorPart editor = page.getActiveEditor();
        if (editor != null && editor.getEditorInput() instanceof IFileEditorInput in && "lbsim".equals(in.getFile().getFileExtension())
                && in.getFile().getLocation() != null) {
            return in.getFile().getLocation().toFile().toPath();
        }
        return null;
    }

    /** A white canvas that shows a PNG scaled to fit, keeping its aspect. */
    static final class ChartCanvas {
        private final Canvas canvas;
        private Image image;

        ChartCanvas(Composite parent) {
            canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
            canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
            canvas.addPaintListener(e -> {
                if (image != null) {
                    Point size = canvas.getSize();
                    org.eclipse.swt.graphics.Rectangle b = image.getBounds();
                    double scale = Math.min((double) size.x / b.width, (double) size.y / b.height);
                    e.gc.drawImage(image, 0, 0, b.width, b.height, 0, 0, (int) (b.width * scale), (int) (b.height * scale));
                }
            });
            canvas.addDisposeListener(e -> setPng(null));
        }

        Canvas control() {
            return canvas;
        }

        /** Shows {@code png} (null: nothing). */
        void setPng(byte[] png) {
            if (image != null) {
                image.dispose();
                image = null;
            }
            if (png != null && !canvas.isDisposed()) {
                image = new Image(canvas.getDisplay(), new ImageData(new ByteArrayInputStream(png)));
            }
            if (!canvas.isDisposed()) {
                canvas.redraw();
            }
        }

        /** Whether a chart is shown. */
        boolean hasImage() {
            return image != null;
        }
    }
}
