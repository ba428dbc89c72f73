package lbsim.ui.viewer;

import java.util.List;
import java.util.Locale;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;

import lbsim.ui.viewer.rows.TimelineRows;
import lbsim.run.result.ShareStep;
import lbsim.run.result.TaskRow;
import lbsim.ui.viewer.figures.TaskRowFigure;

/**
 * Edit part of one task row: model {@link TaskRow}, figure {@link TaskRowFigure}. Reads the task's share steps
 * from the parent's result folder and places its row below the previous one (see {@link TimelineRows}).
 */
public class TaskRowEditPart extends AbstractGraphicalEditPart {

    /** The task shown. */
    public TaskRow getTask() {
        return (TaskRow) getModel();
    }

    /** The row figure. */
    public TaskRowFigure getRowFigure() {
        return (TaskRowFigure) getFigure();
    }

    @Override
    protected IFigure createFigure() {
        return new TaskRowFigure();
    }

    @Override
    protected void createEditPolicies() {
        // read-only diagram: no editing policies
    }

    @Override
    protected void refreshVisuals() {
        ResultFolderEditPart parent = (ResultFolderEditPart) getParent();
        TaskRow t = getTask();
        boolean finished = !Double.isNaN(t.endSeconds());
        double end = finished ? t.endSeconds() : parent.getEndSeconds();
        List<ShareStep> steps = parent.getResult().shares(t.task());
        double[] times = new double[steps.size()];
        double[] shares = new double[steps.size()];
        for (int i = 0; i < times.length; i++) {
            times[i] = steps.get(i).timeSeconds();
            shares[i] = steps.get(i).share();
        }
        TaskRowFigure f = getRowFigure();
        f.setTask(t.task() + "  (nice " + t.nice() + ")", t.startSeconds(), end, times, shares,
                parent.getTimeScale(), TimelineRows.ROW_HEIGHT);
        f.setToolTip(new Label(String.format(Locale.ROOT,
                "%s on host %s, nice %d%nstart %.3f s, end %s%nwork %.3f s, CPU %.3f s, mean share %.1f %%",
                t.task(), t.host(), t.nice(), t.startSeconds(),
                finished ? String.format(Locale.ROOT, "%.3f s", t.endSeconds()) : "not finished",
                t.workSeconds(), t.cpuSeconds(), 100 * t.share())));
        int index = parent.getChildren().indexOf(this);
        parent.setLayoutConstraint(this, f, new Rectangle(0, parent.getRows().rowTop(index),
                parent.getDiagramWidth(), TimelineRows.ROW_HEIGHT));
    }
}
