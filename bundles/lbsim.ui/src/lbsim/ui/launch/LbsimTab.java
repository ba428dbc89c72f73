package lbsim.ui.launch;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.ui.AbstractLaunchConfigurationTab;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** Shared pieces of the lbsim Simulation tabs: labelled fields that mark the dialog dirty. */
abstract class LbsimTab extends AbstractLaunchConfigurationTab {

    Composite page(Composite parent, int columns) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(columns, false));
        setControl(c);
        return c;
    }

    Text field(Composite parent, String label, String tip, int span) {
        Label l = new Label(parent, SWT.NONE);
        l.setText(label);
        Text t = new Text(parent, SWT.BORDER | SWT.SINGLE);
        t.setToolTipText(tip);
        t.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, span, 1));
        t.addModifyListener(e -> changed());
        return t;
    }

    Text lines(Composite parent, String label, String tip, int columns) {
        Label l = new Label(parent, SWT.WRAP);
        l.setText(label);
        l.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, columns, 1));
        Text t = new Text(parent, SWT.BORDER | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        t.setToolTipText(tip);
        GridData d = new GridData(SWT.FILL, SWT.FILL, true, true, columns, 1);
        d.heightHint = 90;
        t.setLayoutData(d);
        t.addModifyListener(e -> changed());
        return t;
    }

    Button check(Composite parent, String label, int span) {
        Button b = new Button(parent, SWT.CHECK);
        b.setText(label);
        b.setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, false, false, span, 1));
        b.addListener(SWT.Selection, e -> changed());
        return b;
    }

    void changed() {
        setDirty(true);
        updateLaunchConfigurationDialog();
    }

    static String get(ILaunchConfiguration c, String key) {
        try {
            return c.getAttribute(key, "");
        } catch (CoreException e) {
            return "";
        }
    }

    static List<String> getList(ILaunchConfiguration c, String key) {
        try {
            return c.getAttribute(key, List.<String>of());
        } catch (CoreException e) {
            return List.of();
        }
    }

    /** The non-blank lines of a multi-line field. */
    static List<String> lines(Text t) {
        List<String> r = new ArrayList<>();
        for (String s : t.getText().split("\\R")) {
            if (!s.isBlank()) {
                r.add(s.strip());
            }
        }
        return r;
    }

    /** A settings check of the whole configuration as the tabs see it (first problem, or null). */
    static String firstProblem(SimulationCommand c) {
        List<String> p = c.problems();
        return p.isEmpty() ? null : p.get(0);
    }
}
