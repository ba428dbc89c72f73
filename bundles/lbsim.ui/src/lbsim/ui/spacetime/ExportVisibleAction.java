package lbsim.ui.spacetime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.action.IAction;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorActionDelegate;
import org.eclipse.ui.IEditorPart;

import lbsim.run.result.Manifest;
import lbsim.run.result.RunLabel;
import lbsim.run.export.SpaceTimePicture;
import lbsim.run.layout.SpaceTimeLayout;
import lbsim.trace.store.TraceStore;

/**
 * "Export Visible Range...": writes what the editor shows of its visible time window [t0, t1] (its rows, bars,
 * arrows, load bands and legend) as a PNG or SVG picture (by the file name's extension; none: PNG): the editor's
 * own view model ({@link SpaceTimeFigure#view()}, a {@link SpaceTimeLayout}) with a title, drawn by
 * {@link SpaceTimePicture} as the result folder's {@code spacetime.png} is, so the picture and the editor look
 * alike by construction. Registered for the space-time editor in plugin.xml.
 */
public class ExportVisibleAction implements IEditorActionDelegate {

    private SpaceTimeEditor editor;

    @Override
    public void setActiveEditor(IAction action, IEditorPart part) {
        editor = part instanceof SpaceTimeEditor s ? s : null;
        action.setEnabled(editor != null && editor.getStore().hasEvents()); // the picture is drawn from the events
    }

    @Override
    public void run(IAction action) {
        if (editor != null) {
            ask(editor);
        }
    }

    /** Asks for the picture's file in a dialog opened in the run's result folder, and writes it. */
    static void ask(SpaceTimeEditor editor) {
        Shell shell = editor.getSite().getShell();
        if (!editor.getStore().hasEvents()) {
            MessageDialog.openInformation(shell, "Export the visible range", SpaceTimeEditor.NO_EVENTS);
            return;
        }
        FileDialog d = new FileDialog(shell, SWT.SAVE);
        d.setText("Export the visible range");
        d.setFilterNames(new String[] { "PNG picture (*.png)", "SVG picture (*.svg)" });
        d.setFilterExtensions(new String[] { "*.png", "*.svg" });
        d.setFileName("spacetime-visible.png");
        Path folder = initialFolder(editor);
        if (folder != null) {
            d.setFilterPath(folder.toString());
        }
        d.setOverwrite(true);
        String chosen = d.open();
        if (chosen == null) {
            return;
        }
        Path file = Path.of(chosen);
        if (!lower(file).endsWith(".png") && !lower(file).endsWith(".svg")) {
            file = file.resolveSibling(file.getFileName() + (d.getFilterIndex() == 1 ? ".svg" : ".png"));
        }
        try {
            export(editor, file);
        } catch (IOException | RuntimeException e) {
            MessageDialog.openError(shell, "Export the visible range", file + ": " + e.getMessage());
        }
    }

    private static String lower(Path p) {
        return p.getFileName().toString().toLowerCase(Locale.ROOT);
    }

    /**
     * The picture of the editor's visible range and rows, as {@link #export} writes it: the figure's view model
     * ({@link SpaceTimeFigure#view()}, the same rows, bars and arrows) with a title naming the run and the range.
     */
    public static SpaceTimeLayout layout(SpaceTimeEditor editor) {
        TraceStore store = editor.getStore();
        TimeWindow w = editor.getWindow();
        String run = "";
        Path file = SpaceTimeEditor.pathOf(editor.getEditorInput());
        if (file != null) {
            run = RunLabel.of(file, store.scenarioName(), store.seed());
        }
        if (run.isEmpty()) {
            run = editor.getPartName();
        }
        String title = String.format(Locale.ROOT, "lbsim: %s, %s to %s s", run, trim(w.t0()), trim(w.t1()));
        return editor.getFigure().view().withTitle(title);
    }

    /**
     * Writes the visible range to {@code file}: SVG when its name ends in .svg, else PNG (temporary file, then
     * rename). A picture written into a result folder (one with a {@link Manifest}, where the dialog opens) is added
     * to its manifest, as {@code lbsim export} adds its files, so that a rerun into that folder may still replace it
     * (a file the manifest does not list stops the rerun). When the workspace holds the file's folder, the folder is
     * refreshed, so the picture shows in the Project Explorer at once.
     */
    public static void export(SpaceTimeEditor editor, Path file) throws IOException {
        SpaceTimeLayout layout = layout(editor);
        if (lower(file).endsWith(".svg")) {
            SpaceTimePicture.writeSvg(layout, file);
        } else {
            SpaceTimePicture.writePng(layout, file);
        }
        Path folder = file.toAbsolutePath().getParent();
        if (folder != null && Files.isRegularFile(folder.resolve(Manifest.NAME))) {
            Manifest.add(folder, List.of(file.toAbsolutePath()));
        }
        refresh(file);
    }

    /** The folder the file dialog opens in: the run's result folder (that of its trace.lbt), or null. */
    public static Path initialFolder(SpaceTimeEditor editor) {
        Path trace = SpaceTimeEditor.pathOf(editor.getEditorInput());
        return trace == null ? null : trace.toAbsolutePath().getParent();
    }

    /** Refreshes the workspace's view of {@code file}, if the workspace holds it. */
    static void refresh(Path file) {
        org.eclipse.core.resources.IWorkspaceRoot root = org.eclipse.core.resources.ResourcesPlugin.getWorkspace()
                .getRoot();
        for (org.eclipse.core.resources.IFile f : root.findFilesForLocationURI(file.toAbsolutePath().toUri())) {
            try {
                f.getParent().refreshLocal(org.eclipse.core.resources.IResource.DEPTH_ONE, null);
            } catch (org.eclipse.core.runtime.CoreException e) {
                // the picture is written; a manual refresh shows it
            }
        }
    }

    private static String trim(double v) {
        return String.format(Locale.ROOT, "%.6g", v).replaceAll("(\\.\\d*?)0+($|e)", "$1$2").replaceAll("\\.($|e)", "$1");
    }

    @Override
    public void selectionChanged(IAction action, ISelection selection) {
        // acts on the editor, not on a selection
    }
}
