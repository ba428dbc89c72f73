package lbsim.ui.viewer;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.editparts.FreeformGraphicalRootEditPart;
import org.eclipse.gef.ui.parts.ScrollingGraphicalViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.ScrollBar;

import lbsim.ui.viewer.rows.TimelineRows;
import lbsim.ui.viewer.rows.TimeScale;
import lbsim.run.result.ResultFolder;
import lbsim.ui.viewer.figures.DiagramColors;

/**
 * A GEF viewer of a {@link ResultFolder}: a time axis, then one row per task grouped by host. The time scale is
 * fitted to the width of the control (at least {@link #MIN_PLOT_WIDTH} pixels) and refitted when the control is
 * resized; it is published as the viewer property {@link #TIME_SCALE_PROPERTY}. Use on the UI thread.
 */
public class ResultViewer extends ScrollingGraphicalViewer {

    /** Viewer property holding the current {@link TimeScale}. */
    public static final String TIME_SCALE_PROPERTY = "lbsim.ui.viewer.timeScale";
    /** Minimum width in pixels of the time axis. */
    public static final int MIN_PLOT_WIDTH = 400;
    /** Space right of the end of the time axis, in pixels. */
    public static final int RIGHT_MARGIN = 32;

    private ResultFolder result;
    /** Control width the time scale was last fitted to. */
    private int fittedWidth = -1;

    /** Creates the viewer's control in {@code parent}. */
    public ResultViewer(Composite parent) {
        createControl(parent);
        getControl().setBackground(DiagramColors.BACKGROUND);
        setRootEditPart(new FreeformGraphicalRootEditPart());
        setEditPartFactory(new ResultEditPartFactory());
        setProperty(TIME_SCALE_PROPERTY, TimeScale.fit(1, TimelineRows.NAME_COLUMN_WIDTH, MIN_PLOT_WIDTH));
        // scroll bars appearing also send Resize events: refit only when the control's width really changed
        getControl().addListener(SWT.Resize, e -> {
            int width = getControl().getSize().x;
            if (width != fittedWidth) {
                fitTimeScale();
            }
        });
    }

    /** Shows a result (replacing the one shown), or nothing when {@code null}. */
    public void setResult(ResultFolder result) {
        this.result = result;
        fitTimeScale();
        if (result == null) {
            setContents((EditPart) null);
        } else {
            setContents(result);
        }
    }

    /** The result shown; {@code null} when none. */
    public ResultFolder getResult() {
        return result;
    }

    /** The current time to pixel mapping. */
    public TimeScale getTimeScale() {
        return (TimeScale) getProperty(TIME_SCALE_PROPERTY);
    }

    /**
     * Refits the time scale to the control's width (a no-op when the scale does not change); also done when the
     * control's width changes and when a result is set.
     */
    public void fitTimeScale() {
        Control c = getControl();
        if (c == null || c.isDisposed()) {
            return;
        }
        fittedWidth = c.getSize().x;
        int width = fittedWidth - 2 * ((FigureCanvas) c).getBorderWidth();
        ScrollBar vertical = ((FigureCanvas) c).getVerticalBar();
        if (vertical != null) {
            width -= vertical.getSize().x;
        }
        int plotWidth = Math.max(MIN_PLOT_WIDTH, width - TimelineRows.NAME_COLUMN_WIDTH - RIGHT_MARGIN);
        TimeScale scale = TimeScale.fit(result == null ? 1 : result.endTimeSeconds(), TimelineRows.NAME_COLUMN_WIDTH,
                plotWidth);
        if (!scale.equals(getTimeScale())) {
            setProperty(TIME_SCALE_PROPERTY, scale);
        }
    }
}
