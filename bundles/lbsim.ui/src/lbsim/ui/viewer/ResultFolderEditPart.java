package lbsim.ui.viewer;

import java.beans.PropertyChangeEvent;
import java.beans.PropertyChangeListener;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;

import lbsim.ui.viewer.rows.TimelineRows;
import lbsim.ui.viewer.rows.TimeScale;
import lbsim.run.result.ResultFolder;
import lbsim.run.result.TaskRow;
import lbsim.ui.viewer.figures.ResultDiagramFigure;

/**
 * Contents edit part of a result diagram: model {@link ResultFolder}, children one {@link TaskRowEditPart} per
 * task in file order, figure a {@link ResultDiagramFigure} (time axis and host headers). The time scale comes
 * from the viewer property {@link ResultViewer#TIME_SCALE_PROPERTY}; when it changes, everything is redrawn.
 */
public class ResultFolderEditPart extends AbstractGraphicalEditPart implements PropertyChangeListener {

    private TimelineRows rows;

    /** The result shown. */
    public ResultFolder getResult() {
        return (ResultFolder) getModel();
    }

    /** Vertical geometry of the rows. */
    public TimelineRows getRows() {
        if (rows == null) {
            List<String> hosts = new ArrayList<>();
            for (TaskRow t : getResult().tasks()) {
                hosts.add(t.host());
            }
            rows = new TimelineRows(hosts);
        }
        return rows;
    }

    /** The time scale in use (from the viewer; a 1 px/s scale at the name column when the viewer has none). */
    public TimeScale getTimeScale() {
        Object s = getViewer() == null ? null : getViewer().getProperty(ResultViewer.TIME_SCALE_PROPERTY);
        return s instanceof TimeScale ts ? ts : new TimeScale(TimelineRows.NAME_COLUMN_WIDTH, 1);
    }

    /** End of the time axis in seconds: the latest end of any task. */
    public double getEndSeconds() {
        return getResult().endTimeSeconds();
    }

    /** Width of the diagram in pixels: the end of the time axis plus a margin. */
    public int getDiagramWidth() {
        return getTimeScale().x(getEndSeconds()) + ResultViewer.RIGHT_MARGIN;
    }

    @Override
    protected IFigure createFigure() {
        return new ResultDiagramFigure();
    }

    @Override
    protected void createEditPolicies() {
        // read-only diagram: no editing policies
    }

    @Override
    protected List<TaskRow> getModelChildren() {
        return getResult().tasks();
    }

    @Override
    protected void refreshVisuals() {
        ResultDiagramFigure f = (ResultDiagramFigure) getFigure();
        int width = getDiagramWidth();
        f.setAxis(getTimeScale(), getEndSeconds(), width);
        f.setHostHeaders(getRows().hostHeaders(), width);
    }

    @Override
    public void activate() {
        super.activate();
        getViewer().addPropertyChangeListener(this);
    }

    @Override
    public void deactivate() {
        getViewer().removePropertyChangeListener(this);
        super.deactivate();
    }

    @Override
    public void propertyChange(PropertyChangeEvent event) {
        if (ResultViewer.TIME_SCALE_PROPERTY.equals(event.getPropertyName())) {
            refreshVisuals();
            for (Object child : getChildren()) {
                ((EditPart) child).refresh();
            }
        }
    }
}
