package lbsim.ui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IStatusLineManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

import lbsim.run.result.ResultFolder;
import lbsim.ui.viewer.ResultViewer;

/**
 * The "lbsim Result" view: shows a result folder in a {@link ResultViewer} (time axis, one row per task with
 * its running interval and CPU share). The toolbar action "Open Result Folder..." asks for a folder; programs
 * call {@link #open(Path)}.
 */
public class ResultView extends ViewPart {

    /** The view id, as registered in plugin.xml. */
    public static final String ID = "lbsim.ui.resultView";

    private static final String NOTHING_OPEN = "No result folder open: use Open Result Folder... in the toolbar.";

    private ResultViewer viewer;
    private Path lastFolder;

    @Override
    public void createPartControl(Composite parent) {
        viewer = new ResultViewer(parent);
        getSite().setSelectionProvider(viewer);
        setContentDescription(NOTHING_OPEN);
        Action openAction = new Action("Open Result Folder...") {
            @Override
            public void run() {
                chooseAndOpen();
            }
        };
        openAction.setToolTipText("Open an lbsim result folder (tasks.csv, shares.csv)");
        openAction.setImageDescriptor(
                PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_OBJ_FOLDER));
        getViewSite().getActionBars().getToolBarManager().add(openAction);
        getViewSite().getActionBars().updateActionBars();
    }

    /**
     * Reads a result folder and shows it. Call on the UI thread. When reading fails, the view keeps what it showed.
     *
     * @throws IOException when the folder is not a readable result folder (the message names the file and line)
     */
    public void open(Path folder) throws IOException {
        ResultFolder result = ResultFolder.read(folder);
        lastFolder = folder;
        viewer.setResult(result);
        setContentDescription(String.format(Locale.ROOT, "%s: %d tasks, %.3f s", folder, result.tasks().size(),
                result.endTimeSeconds()));
        status().setErrorMessage(null);
    }

    /** The viewer showing the result. */
    public ResultViewer getViewer() {
        return viewer;
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    private void chooseAndOpen() {
        DirectoryDialog dialog = new DirectoryDialog(getSite().getShell());
        dialog.setText("Open Result Folder");
        dialog.setMessage("Choose an lbsim result folder (with tasks.csv and shares.csv)");
        if (lastFolder != null) {
            dialog.setFilterPath(lastFolder.toString());
        }
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        try {
            open(Path.of(chosen));
        } catch (IOException e) {
            status().setErrorMessage("Cannot open result folder: " + e.getMessage());
            MessageDialog.openError(getSite().getShell(), "Cannot open result folder", e.getMessage());
        }
    }

    private IStatusLineManager status() {
        return getViewSite().getActionBars().getStatusLineManager();
    }
}
