package lbsim.ui.spacetime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

import lbsim.trace.store.TraceStore;

/**
 * The space-time diagram's filter as a checkbox tree: hosts with their tasks, states, message tags (a checked
 * item is shown), and a check box "only tasks active in the visible range". Checking or unchecking an item
 * does the same to the items under it. OK applies the filter to the editor.
 */
public final class FilterDialog extends Dialog {

    /** Message tags are listed from a scan of the whole trace when it holds at most this many messages. */
    public static final long MAX_TAG_SCAN = 1_000_000;

    private final TraceStore store;
    private final SpaceTimeFilter initial;
    private final List<Integer> tags;
    private final Map<TreeItem, Integer> hostItems = new LinkedHashMap<>();
    private final Map<TreeItem, Integer> taskItems = new LinkedHashMap<>();
    private final Map<TreeItem, Integer> stateItems = new LinkedHashMap<>();
    private final Map<TreeItem, Integer> tagItems = new LinkedHashMap<>();
    private Tree tree;
    private Button onlyActive;
    private SpaceTimeFilter result;

    public FilterDialog(Shell parent, TraceStore store, SpaceTimeFilter initial, List<Integer> tags) {
        super(parent);
        this.store = store;
        this.initial = initial;
        this.tags = List.copyOf(tags);
        this.result = initial;
    }

    /** Opens the dialog on {@code editor}'s filter and applies the result on OK. */
    static void edit(SpaceTimeEditor editor) {
        FilterDialog d = new FilterDialog(editor.getSite().getShell(), editor.getStore(), editor.getFilter(),
                knownTags(editor));
        if (d.open() == OK) {
            editor.setFilter(d.result());
        }
    }

    /**
     * The tags to list: those of the whole trace when it holds at most {@link #MAX_TAG_SCAN} messages, else those
     * drawn in the current window; and the hidden ones, ascending.
     */
    static List<Integer> knownTags(SpaceTimeEditor editor) {
        TreeSet<Integer> out = new TreeSet<>(editor.getFilter().hiddenTags());
        out.addAll(editor.getFigure().tagsInView());
        TraceStore s = editor.getStore();
        if (s.hasEvents() && s.messageCount() <= MAX_TAG_SCAN) {
            try {
                s.forEachMessage((id, src, dst, tag, bytes, a, b, c, d) -> out.add(tag));
            } catch (IOException e) {
                editor.showStatus("Cannot list every message tag: " + e.getMessage());
            }
        }
        return new ArrayList<>(out);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Filter the space-time diagram");
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        new Label(area, SWT.NONE).setText("Show the checked hosts, tasks, states and message tags:");
        tree = new Tree(area, SWT.CHECK | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.heightHint = 320;
        data.widthHint = 320;
        tree.setLayoutData(data);
        TreeItem hosts = item(null, "Hosts", true);
        for (int h = 0; h < store.hostCount(); h++) {
            TreeItem hi = item(hosts, store.hostName(h), !initial.hiddenHosts().contains(h));
            hostItems.put(hi, h);
            for (int t = 0; t < store.taskCount(); t++) {
                if (store.taskHost(t) == h) {
                    taskItems.put(item(hi, store.taskName(t), !initial.hiddenTasks().contains(t)), t);
                }
            }
        }
        TreeItem states = item(null, "States", true);
        for (int s = 0; s < store.stateNames().size(); s++) {
            stateItems.put(item(states, store.stateNames().get(s), !initial.hiddenStates().contains(s)), s);
        }
        TreeItem tagRoot = item(null, "Message tags", true);
        for (int tag : tags) {
            tagItems.put(item(tagRoot, "tag " + tag, !initial.hiddenTags().contains(tag)), tag);
        }
        for (TreeItem root : tree.getItems()) {
            root.setExpanded(true);
        }
        tree.addListener(SWT.Selection, e -> {
            if (e.detail == SWT.CHECK && e.item instanceof TreeItem i) {
                checkAll(i.getItems(), i.getChecked());
            }
        });
        onlyActive = new Button(area, SWT.CHECK);
        onlyActive.setText("Only tasks active in the visible range");
        onlyActive.setSelection(initial.onlyActive());
        return area;
    }

    private TreeItem item(TreeItem parent, String text, boolean checked) {
        TreeItem i = parent == null ? new TreeItem(tree, SWT.NONE) : new TreeItem(parent, SWT.NONE);
        i.setText(text);
        i.setChecked(checked);
        return i;
    }

    private static void checkAll(TreeItem[] items, boolean checked) {
        for (TreeItem i : items) {
            i.setChecked(checked);
            checkAll(i.getItems(), checked);
        }
    }

    /** The tree (roots: Hosts, States, Message tags), for tests. */
    public Tree getTree() {
        return tree;
    }

    /** The "only tasks active in the visible range" check box, for tests. */
    public Button getOnlyActiveButton() {
        return onlyActive;
    }

    /** The filter the widgets show now. */
    public SpaceTimeFilter fromWidgets() {
        return new SpaceTimeFilter(unchecked(hostItems), unchecked(taskItems), unchecked(stateItems),
                unchecked(tagItems), onlyActive.getSelection());
    }

    private static Set<Integer> unchecked(Map<TreeItem, Integer> items) {
        Set<Integer> out = new HashSet<>();
        items.forEach((i, v) -> {
            if (!i.getChecked()) {
                out.add(v);
            }
        });
        return out;
    }

    @Override
    protected void okPressed() {
        result = fromWidgets();
        super.okPressed();
    }

    /** The filter chosen (the initial one until OK). */
    public SpaceTimeFilter result() {
        return result;
    }
}
