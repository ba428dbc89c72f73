package lbsim.ui.viewer;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartFactory;

import lbsim.run.result.ResultFolder;
import lbsim.run.result.TaskRow;

/** Creates the edit parts of a result diagram: one for the {@link ResultFolder}, one per {@link TaskRow}. */
public class ResultEditPartFactory implements EditPartFactory {

    /**
     * @throws IllegalArgumentException for a model that is neither a ResultFolder nor a TaskRow
     */
    @Override
    public EditPart createEditPart(EditPart context, Object model) {
        EditPart part;
        if (model instanceof ResultFolder) {
            part = new ResultFolderEditPart();
        } else if (model instanceof TaskRow) {
            part = new TaskRowEditPart();
        } else {
            throw new IllegalArgumentException("no edit part for " + model);
        }
        part.setModel(model);
        return part;
    }
}
