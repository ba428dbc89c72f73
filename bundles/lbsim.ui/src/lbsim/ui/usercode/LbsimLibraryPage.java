package lbsim.ui.usercode;

import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.ui.wizards.IClasspathContainerPage;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/** The page of Build Path &gt; Add Library... &gt; lbsim Library: nothing to choose, it says what it adds. */
public class LbsimLibraryPage extends WizardPage implements IClasspathContainerPage {

    public LbsimLibraryPage() {
        super("lbsimLibrary", "lbsim Library", null);
        setDescription("Strategies and real programs for lbsim simulations");
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(1, false));
        new Label(c, SWT.WRAP).setText("""
                Adds lbsim.api (real master-slave programs: spawn, send, recv, compute) and the strategy
                interface lbsim.core.balance.Strategy to the build path. A scenario names your class with
                strategyClass (master-slave) or mainClass (real program); Run As > lbsim Simulation runs it
                in a separate JVM with this project's output folder on the class path.""");
        setControl(c);
    }

    @Override
    public boolean finish() {
        return true;
    }

    @Override
    public IClasspathEntry getSelection() {
        return JavaCore.newContainerEntry(LbsimLibrary.PATH);
    }

    @Override
    public void setSelection(IClasspathEntry containerEntry) {
        // nothing to configure
    }
}
