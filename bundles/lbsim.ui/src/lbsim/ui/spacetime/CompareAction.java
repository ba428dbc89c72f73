package lbsim.ui.spacetime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.action.IAction;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorActionDelegate;
import org.eclipse.ui.IEditorPart;

import lbsim.trace.TraceFile;

/**
 * "Compare with...": asks for another run's {@code trace.lbt} (in a workspace project's result folder or anywhere
 * on the file system) and pins it under the editor's run ({@link ComparisonPane}). Registered for the space-time
 * editor in plugin.xml.
 */
public class CompareAction implements IEditorActionDelegate {

    private SpaceTimeEditor editor;

    @Override
    public void setActiveEditor(IAction action, IEditorPart part) {
        editor = part instanceof SpaceTimeEditor s ? s : null;
        action.setEnabled(editor != null);
    }

    @Override
    public void run(IAction action) {
        if (editor != null) {
            ask(editor);
        }
    }

    /** Asks for the other run in a file dialog opened in the folder that holds the editor's result folder, and compares. */
    static void ask(SpaceTimeEditor editor) {
        Shell shell = editor.getSite().getShell();
        FileDialog d = new FileDialog(shell, SWT.OPEN);
        d.setText("Compare with another run");
        d.setFilterNames(new String[] { "lbsim trace (" + TraceFile.NAME + ")", "All files" });
        d.setFilterExtensions(new String[] { TraceFile.NAME, "*" });
        Path own = SpaceTimeEditor.pathOf(editor.getEditorInput());
        if (own != null && own.toAbsolutePath().getParent() != null && own.toAbsolutePath().getParent().getParent() != null) {
            d.setFilterPath(own.toAbsolutePath().getParent().getParent().toString());
        }
        String chosen = d.open();
        if (chosen == null) {
            return;
        }
        compare(editor, Path.of(chosen), shell);
    }

    /** Pins run {@code trace} (a trace file or a result folder) under the editor's; on failure says why in a dialog. */
    static ComparisonPane compare(SpaceTimeEditor editor, Path trace, Shell shell) {
        try {
            return ComparisonPane.open(editor, trace);
        } catch (IOException | RuntimeException e) {
            String why = e.getMessage() == null ? e.toString() : e.getMessage();
            if (!Files.exists(trace)) {
                why = trace + ": no such file or folder";
            }
            MessageDialog.openError(shell, "Compare with another run", "Cannot compare with " + trace + ":\n" + why);
            return null;
        }
    }

    @Override
    public void selectionChanged(IAction action, ISelection selection) {
        // acts on the editor, not on a selection
    }
}
