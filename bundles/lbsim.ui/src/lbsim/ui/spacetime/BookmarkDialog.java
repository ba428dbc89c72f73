package lbsim.ui.spacetime;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * What the bookmark commands of the diagram do ({@link SpaceTimeCommands}): Add Bookmark (Ctrl+D) asks for a label and
 * a colour and bookmarks the time cursor, the range between the two cursors when both are set, else the selected
 * interval (its range) or message (its send start), else the window's centre; Rename Bookmark and Delete Bookmark act
 * on the bookmark at the time cursor (the one Next Bookmark, Ctrl+., or Previous Bookmark, Ctrl+,, went to).
 */
public final class BookmarkDialog extends Dialog {

    /** A proposed bookmark: the times it would mark and the label and colour the dialog starts with. */
    public record Proposal(double start, double end, String label, int rgb) {
    }

    /**
     * What answers the dialog: by default the dialog itself, on the editor's shell; a test sets one that answers
     * without a window (null: cancelled).
     */
    static java.util.function.BiFunction<Shell, Proposal, Proposal> prompt = BookmarkDialog::open;

    private final Proposal proposal;
    private Text label;
    private Combo colour;
    private Proposal answer;

    private BookmarkDialog(Shell shell, Proposal proposal) {
        super(shell);
        this.proposal = proposal;
    }

    private static Proposal open(Shell shell, Proposal p) {
        BookmarkDialog d = new BookmarkDialog(shell, p);
        return d.open() == OK ? d.answer : null;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Add Bookmark");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite c = (Composite) super.createDialogArea(parent);
        c.setLayout(new GridLayout(2, false));
        new Label(c, SWT.NONE).setText("At:");
        new Label(c, SWT.NONE).setText(new Bookmarks.Bookmark(proposal.start(), proposal.end(), "", 0, null).where());
        new Label(c, SWT.NONE).setText("Label:");
        label = new Text(c, SWT.BORDER);
        label.setText(proposal.label());
        label.selectAll();
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
        data.widthHint = 300;
        label.setLayoutData(data);
        new Label(c, SWT.NONE).setText("Colour:");
        colour = new Combo(c, SWT.READ_ONLY);
        colour.setItems(Bookmarks.COLOUR_NAMES);
        int k = 0;
        for (int i = 0; i < Bookmarks.COLOURS.length; i++) {
            k = Bookmarks.COLOURS[i] == proposal.rgb() ? i : k;
        }
        colour.select(k);
        return c;
    }

    @Override
    protected void okPressed() {
        answer = new Proposal(proposal.start(), proposal.end(), label.getText(),
                Bookmarks.COLOURS[Math.max(0, colour.getSelectionIndex())]);
        super.okPressed();
    }

    /** The times Add Bookmark marks in {@code editor} now (see the class comment). */
    static Proposal propose(SpaceTimeEditor editor) {
        Cursors c = editor.getNavigation().getCursors();
        double start;
        double end = Double.NaN;
        if (!Double.isNaN(c.first())) {
            start = c.first();
            end = c.second();
        } else if (editor.selected() instanceof IntervalSelection i) {
            start = i.start();
            end = i.end();
        } else if (editor.selected() instanceof MessageSelection m) {
            start = m.sendStart();
        } else {
            start = (editor.getWindow().t0() + editor.getWindow().t1()) / 2;
        }
        int n = editor.getBookmarks().list().size();
        return new Proposal(start, end, "Bookmark " + (n + 1), Bookmarks.COLOURS[n % Bookmarks.COLOURS.length]);
    }

    /** Add Bookmark: asks for its label and colour, then adds it; returns it, or null when cancelled. */
    public static Bookmarks.Bookmark add(SpaceTimeEditor editor) {
        Proposal p = prompt.apply(editor.getSite().getShell(), propose(editor));
        if (p == null) {
            return null;
        }
        try {
            Bookmarks.Bookmark b = editor.getBookmarks().add(p.start(), p.end(), p.label(), p.rgb());
            editor.showStatus("Bookmark \"" + b.label() + "\" added: " + b.where());
            return b;
        } catch (CoreException e) {
            MessageDialog.openError(editor.getSite().getShell(), "Add Bookmark", "Cannot add the bookmark: " + e.getMessage());
            return null;
        }
    }

    /** The bookmark at the time cursor, or null after saying in the status line that there is none. */
    private static Bookmarks.Bookmark current(SpaceTimeEditor editor) {
        double t = editor.getNavigation().getCursors().first();
        Bookmarks.Bookmark b = Double.isNaN(t) ? null : editor.getBookmarks().at(t);
        if (b == null) {
            editor.showStatus("No bookmark at the time cursor: go to one with Next Bookmark (Ctrl+.) or Previous Bookmark"
                    + " (Ctrl+,), or click its flag on the time axis");
        }
        return b;
    }

    /** Rename Bookmark: asks for a new label of the bookmark at the time cursor. */
    public static void rename(SpaceTimeEditor editor) {
        Bookmarks.Bookmark b = current(editor);
        if (b == null) {
            return;
        }
        InputDialog d = new InputDialog(editor.getSite().getShell(), "Rename Bookmark", "Label of the bookmark at "
                + b.where() + ":", b.label(), null);
        if (d.open() == OK) {
            try {
                editor.getBookmarks().rename(b, d.getValue());
            } catch (CoreException e) {
                editor.showStatus("Cannot rename the bookmark: " + e.getMessage());
            }
        }
    }

    /** Delete Bookmark: deletes the bookmark at the time cursor. */
    public static void delete(SpaceTimeEditor editor) {
        Bookmarks.Bookmark b = current(editor);
        if (b == null) {
            return;
        }
        try {
            editor.getBookmarks().delete(b);
            editor.showStatus("Bookmark \"" + b.label() + "\" deleted");
        } catch (CoreException e) {
            editor.showStatus("Cannot delete the bookmark: " + e.getMessage());
        }
    }
}
