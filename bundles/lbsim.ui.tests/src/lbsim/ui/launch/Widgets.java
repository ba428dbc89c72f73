package lbsim.ui.launch;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/** Finding the launch tabs' widgets in the launch tests. */
final class Widgets {

    private Widgets() {
    }

    /** The first button under {@code c} (depth first) whose text starts with {@code prefix}, or null. */
    static Button button(Control c, String prefix) {
        if (c instanceof Button b && b.getText().startsWith(prefix)) {
            return b;
        }
        if (c instanceof Composite parent) {
            for (Control child : parent.getChildren()) {
                Button found = button(child, prefix);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
