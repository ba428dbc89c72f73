package lbsim.ui.spacetime;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import lbsim.trace.store.TraceStore;

/**
 * The space-time diagram's Find dialog (Ctrl+F; issue 27's search): a state interval or a message, by task (a
 * message's source or destination), state, tag, least bytes and least duration ("2", "1.5 ms", "300 us"). It stays
 * open beside the diagram (modeless): Find Next and Find Previous select the match and bring it into view; after it
 * is closed, Ctrl+K and Ctrl+Shift+K repeat the search.
 */
public final class FindDialog extends Dialog {

    static final int NEXT = IDialogConstants.CLIENT_ID + 1;
    static final int PREVIOUS = IDialogConstants.CLIENT_ID + 2;

    private final SpaceTimeEditor editor;
    private Button intervals;
    private Button messages;
    private Text task;
    private Combo state;
    private Text tag;
    private Text bytes;
    private Text duration;
    private Label problem;

    public FindDialog(Shell parent, SpaceTimeEditor editor) {
        super(parent);
        this.editor = editor;
        setShellStyle(SWT.DIALOG_TRIM | SWT.MODELESS | SWT.RESIZE);
        setBlockOnOpen(false);
    }

    /** Opens the dialog on {@code editor}, filled in with its last search. */
    static FindDialog open(SpaceTimeEditor editor) {
        FindDialog d = new FindDialog(editor.getSite().getShell(), editor);
        d.open();
        return d;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Find in " + editor.getPartName());
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite c = (Composite) super.createDialogArea(parent);
        c.setLayout(new GridLayout(2, false));
        TraceStore store = editor.getStore();
        Composite kind = new Composite(c, SWT.NONE);
        kind.setLayout(new GridLayout(2, false));
        kind.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        intervals = new Button(kind, SWT.RADIO);
        intervals.setText("State intervals");
        messages = new Button(kind, SWT.RADIO);
        messages.setText("Messages");
        task = field(c, "Task (source or destination):", "any task");
        new Label(c, SWT.NONE).setText("State:");
        state = new Combo(c, SWT.READ_ONLY);
        state.add("any state");
        for (String s : store.stateNames()) {
            state.add(s);
        }
        state.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        tag = field(c, "Message tag:", "any tag");
        bytes = field(c, "At least bytes:", "0");
        duration = field(c, "Lasting at least:", "e.g. 1.5 ms");
        problem = new Label(c, SWT.WRAP);
        problem.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        TraceSearch.Criteria last = editor.getNavigation().lastSearch();
        set(last != null ? last : TraceSearch.Criteria.ANY_INTERVAL);
        Runnable kinds = () -> {
            state.setEnabled(intervals.getSelection());
            tag.setEnabled(messages.getSelection());
            bytes.setEnabled(messages.getSelection());
        };
        intervals.addListener(SWT.Selection, e -> kinds.run());
        messages.addListener(SWT.Selection, e -> kinds.run());
        kinds.run();
        return c;
    }

    private static Text field(Composite c, String label, String hint) {
        new Label(c, SWT.NONE).setText(label);
        Text t = new Text(c, SWT.BORDER);
        t.setMessage(hint);
        GridData g = new GridData(SWT.FILL, SWT.CENTER, true, false);
        g.widthHint = 180;
        t.setLayoutData(g);
        return t;
    }

    /** Fills the fields from {@code c}. */
    void set(TraceSearch.Criteria c) {
        TraceStore store = editor.getStore();
        intervals.setSelection(!c.messages());
        messages.setSelection(c.messages());
        task.setText(c.task() == TraceStore.ANY ? "" : store.taskName(c.task()));
        state.select(c.state() == TraceStore.ANY ? 0 : c.state() + 1);
        tag.setText(c.tag() == TraceStore.ANY ? "" : Integer.toString(c.tag()));
        bytes.setText(c.minBytes() == 0 ? "" : Long.toString(c.minBytes()));
        duration.setText(c.minSeconds() == 0 ? "" : TimeText.duration(c.minSeconds()));
    }

    /** Sets the fields as a user would type them: kind, task name, state index (-1 any), tag, bytes and duration. */
    void type(boolean findMessages, String taskName, int stateIndex, String tagText, String bytesText, String durationText) {
        intervals.setSelection(!findMessages);
        messages.setSelection(findMessages);
        task.setText(taskName);
        state.select(stateIndex + 1);
        tag.setText(tagText);
        bytes.setText(bytesText);
        duration.setText(durationText);
    }

    /** The criteria in the fields, or null after saying in the dialog what is wrong with them. */
    TraceSearch.Criteria criteria() {
        TraceStore store = editor.getStore();
        boolean m = messages.getSelection();
        int t = TraceStore.ANY;
        String name = task.getText().strip();
        if (!name.isEmpty()) {
            t = store.optTask(name);
            if (t < 0) {
                return refuse("No task is named '" + name + "'.");
            }
        }
        int st = m || state.getSelectionIndex() <= 0 ? TraceStore.ANY : state.getSelectionIndex() - 1;
        int tg = TraceStore.ANY;
        long b = 0;
        if (m) {
            try {
                tg = tag.getText().isBlank() ? TraceStore.ANY : Integer.parseInt(tag.getText().strip());
            } catch (NumberFormatException e) {
                return refuse("A tag is a whole number: '" + tag.getText().strip() + "'.");
            }
            try {
                b = bytes.getText().isBlank() ? 0 : Long.parseLong(bytes.getText().strip());
            } catch (NumberFormatException e) {
                b = -1;
            }
            if (b < 0) {
                return refuse("Bytes are a whole number of at least 0: '" + bytes.getText().strip() + "'.");
            }
        }
        double d = TraceSearch.parseDuration(duration.getText());
        if (Double.isNaN(d)) {
            return refuse("A duration is a number of seconds, or a number with s, ms, us or ns: '"
                    + duration.getText().strip() + "'.");
        }
        problem.setText("");
        return new TraceSearch.Criteria(m, t, st, tg, b, d);
    }

    private TraceSearch.Criteria refuse(String why) {
        problem.setText(why);
        problem.getParent().layout();
        return null;
    }

    /** What the dialog says under its fields (a refused value, or what was not found). */
    String problem() {
        return problem.getText();
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, PREVIOUS, "Find &Previous", false);
        createButton(parent, NEXT, "Find &Next", true);
        createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, false);
    }

    @Override
    protected void buttonPressed(int id) {
        if (id == NEXT || id == PREVIOUS) {
            TraceSearch.Criteria c = criteria();
            if (c != null && !editor.getNavigation().find(c, id == NEXT)) {
                problem.setText("No " + (id == NEXT ? "later " : "earlier ") + c.describe(editor.getStore()) + ".");
                problem.getParent().layout();
            }
        } else if (id == IDialogConstants.CLOSE_ID) {
            close();
        } else {
            super.buttonPressed(id);
        }
    }
}
