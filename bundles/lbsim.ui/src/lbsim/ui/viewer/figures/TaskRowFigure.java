package lbsim.ui.viewer.figures;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.LineBorder;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.XYLayout;
import org.eclipse.draw2d.geometry.Rectangle;

import lbsim.ui.viewer.rows.TimeScale;
import lbsim.ui.viewer.rows.TimelineRows;

/**
 * One task row: its name in the name column, a bar over its running interval and, inside the bar, the CPU
 * share it received drawn as a step plot (a share of 1 fills the row height). Geometry, relative to the row's
 * top-left corner, with x(t) from the {@link TimeScale}:
 * <ul>
 * <li>bar: x from x(start) to x(end) (its right edge is x(end)), full row height;</li>
 * <li>one step figure per interval [t_i, t_i+1] between consecutive share steps (and, when the last step has a
 * share &gt; 0, from it to the end): x from x(t_i) to x(t_i+1), height round(share_i * row height), bottom
 * aligned with the row.</li>
 * </ul>
 */
public class TaskRowFigure extends Figure {

    private final Label name = new Label();
    private final Figure bar = new Figure();
    private final List<IFigure> steps = new ArrayList<>();

    public TaskRowFigure() {
        setLayoutManager(new XYLayout());
        name.setLabelAlignment(PositionConstants.LEFT);
        add(name, new Rectangle(12, 0, TimelineRows.NAME_COLUMN_WIDTH - 16, TimelineRows.ROW_HEIGHT));
        bar.setOpaque(true);
        bar.setBackgroundColor(DiagramColors.BAR);
        bar.setBorder(new LineBorder(DiagramColors.BAR_EDGE));
        add(bar, new Rectangle(0, 0, 0, 0));
    }

    /**
     * Shows a task.
     *
     * @param label        text in the name column
     * @param startSeconds start of the running interval
     * @param endSeconds   end of the running interval (for an unfinished task, the end of the diagram)
     * @param stepTimes    times of the share steps, in seconds, non-decreasing
     * @param stepShares   share of one processor from each step time on, 0..1
     * @param scale        time to pixel mapping
     * @param rowHeight    row height in pixels
     */
    public void setTask(String label, double startSeconds, double endSeconds, double[] stepTimes,
            double[] stepShares, TimeScale scale, int rowHeight) {
        name.setText(label);
        setConstraint(name, new Rectangle(12, 0, TimelineRows.NAME_COLUMN_WIDTH - 16, rowHeight));
        int x0 = scale.x(startSeconds);
        setConstraint(bar, new Rectangle(x0, 0, Math.max(0, scale.x(endSeconds) - x0), rowHeight));
        for (IFigure s : steps) {
            remove(s);
        }
        steps.clear();
        for (int i = 0; i < stepTimes.length; i++) {
            double to;
            if (i + 1 < stepTimes.length) {
                to = stepTimes[i + 1];
            } else if (stepShares[i] > 0 && endSeconds > stepTimes[i]) {
                to = endSeconds;
            } else {
                break;
            }
            int sx = scale.x(stepTimes[i]);
            int height = (int) Math.round(stepShares[i] * rowHeight);
            Figure step = new Figure();
            step.setOpaque(true);
            step.setBackgroundColor(DiagramColors.SHARE);
            steps.add(step);
            add(step, new Rectangle(sx, rowHeight - height, Math.max(0, scale.x(to) - sx), height));
        }
    }

    /** The name label. */
    public Label getNameLabel() {
        return name;
    }

    /** The bar over the running interval. */
    public IFigure getBar() {
        return bar;
    }

    /** The step plot figures, one per interval between share steps, in time order. */
    public List<IFigure> getShareSteps() {
        return Collections.unmodifiableList(steps);
    }
}
