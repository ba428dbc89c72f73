package lbsim.ui.usercode;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** The page of the New lbsim Strategy wizard: Java project, package and class name. */
class NewStrategyPage extends WizardPage {

    private final IJavaProject initialProject;
    private final String initialPackage;
    private final List<IJavaProject> projects = new ArrayList<>();
    private Combo project;
    private Text pkg;
    private Text name;

    NewStrategyPage(IJavaProject initialProject, String initialPackage) {
        super("newStrategy", "lbsim Strategy", null);
        this.initialProject = initialProject;
        this.initialPackage = initialPackage;
        setDescription("A class implementing lbsim.core.balance.Strategy (the lbsim Library is added to the build path).");
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(2, false));
        new Label(c, SWT.NONE).setText("Java &project:");
        project = new Combo(c, SWT.READ_ONLY);
        project.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            try {
                if (p.isOpen() && p.hasNature(JavaCore.NATURE_ID)) {
                    projects.add(JavaCore.create(p));
                    project.add(p.getName());
                }
            } catch (CoreException e) {
                // skip it
            }
        }
        int at = initialProject == null ? 0 : Math.max(0, projects.indexOf(initialProject));
        if (!projects.isEmpty()) {
            project.select(at);
        }
        new Label(c, SWT.NONE).setText("P&ackage:");
        pkg = new Text(c, SWT.BORDER);
        pkg.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        pkg.setText(initialPackage == null || initialPackage.isEmpty() ? "strategies" : initialPackage);
        new Label(c, SWT.NONE).setText("&Name:");
        name = new Text(c, SWT.BORDER);
        name.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        name.setText("MyStrategy");
        project.addListener(SWT.Selection, e -> validate());
        pkg.addModifyListener(e -> validate());
        name.addModifyListener(e -> validate());
        setControl(c);
        org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(c, "lbsim.help.newStrategy");
        validate();
    }

    private void validate() {
        String problem = projects.isEmpty() ? "Create a Java project first (File > New > Java Project)."
                : StrategySource.problem(pkg.getText(), name.getText().strip());
        setErrorMessage(problem);
        setPageComplete(problem == null);
    }

    IJavaProject project() {
        return projects.get(project.getSelectionIndex());
    }

    String packageName() {
        return pkg.getText().strip();
    }

    String className() {
        return name.getText().strip();
    }
}
