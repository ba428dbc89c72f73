package lbsim.ui.usercode;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.launching.JavaRuntime;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.dialogs.WizardNewProjectCreationPage;

import lbsim.model.editor.ScenarioNature;
import lbsim.model.editor.ScenarioTemplate;

/**
 * File &gt; New &gt; lbsim Project: a project with the shipped examples (one scenario per template of New lbsim
 * Scenario, with their data files) and a Java project {@code <name>-code} for strategies and real programs, with
 * the lbsim Library on its build path and the real-program example's source in it. The scenarios' project
 * references the Java project, so Run As &gt; lbsim Simulation puts the Java project's classes on the run's class
 * path without a tick on the User Code tab.
 */
public class NewLbsimProjectWizard extends Wizard implements INewWizard {

    /** The Java project's name for a scenarios' project {@code name}. */
    public static String javaProjectName(String name) {
        return name + "-code";
    }

    private WizardNewProjectCreationPage page;
    private IProject created;

    public NewLbsimProjectWizard() {
        setWindowTitle("New lbsim Project");
        setNeedsProgressMonitor(true);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        // nothing depends on the selection
    }

    @Override
    public void addPages() {
        page = new WizardNewProjectCreationPage("lbsimProject") {
            @Override
            public void createControl(Composite parent) {
                super.createControl(parent);
                Composite c = (Composite) getControl();
                org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(c, "lbsim.help.newProject");
                Label about = new Label(c, SWT.WRAP);
                GridData d = new GridData(SWT.FILL, SWT.TOP, true, false);
                d.widthHint = 450;
                about.setLayoutData(d);
                StringBuilder b = new StringBuilder("The project gets the lbsim examples, ready for Run As > lbsim"
                        + " Simulation:");
                for (ScenarioTemplate t : ScenarioTemplate.ALL) {
                    b.append("\n  ").append(t.id()).append(".lbsim: ").append(t.label());
                }
                b.append("\n\nA second project, <name>-code, is a Java project for your strategies (File > New >"
                        + " lbsim Strategy) and real programs, with the lbsim Library on its build path and the"
                        + " real program's source (examples/ring/TokenRing.java).");
                about.setText(b.toString());
            }
        };
        page.setTitle("lbsim Project");
        page.setDescription("Examples to run and change, and a Java project for your own strategies and programs.");
        page.setInitialProjectName("lbsim-examples");
        addPage(page);
    }

    /** The scenarios' project, once the wizard finished. */
    public IProject getCreatedProject() {
        return created;
    }

    /** Sets the project name (for tests that drive the wizard without typing). */
    public void setProjectName(String name) {
        page.setInitialProjectName(name);
    }

    @Override
    public boolean canFinish() {
        return super.canFinish() && ResourcesPlugin.getWorkspace().validateName(
                javaProjectName(page.getProjectName()), IResource.PROJECT).isOK()
                && !ResourcesPlugin.getWorkspace().getRoot().getProject(javaProjectName(page.getProjectName())).exists();
    }

    @Override
    public boolean performFinish() {
        String name = page.getProjectName();
        IPath location = page.useDefaults() ? null : page.getLocationPath();
        try {
            getContainer().run(true, true, monitor -> {
                try {
                    created = create(name, location, monitor);
                } catch (CoreException e) {
                    throw new InvocationTargetException(e);
                }
            });
        } catch (InvocationTargetException e) {
            MessageDialog.openError(getShell(), "New lbsim Project", e.getCause().getMessage());
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        return true;
    }

    /**
     * Creates the two projects: {@code name} with the examples and the lbsim nature, and {@code name-code}, a Java
     * 21 project (src, bin, the default JRE, the lbsim Library) with the real program's source.
     *
     * @param location the scenarios' project's folder, or null for the workspace default (the Java project is
     *                 always in the workspace's default place)
     * @return the scenarios' project
     * @throws CoreException when one of the projects exists already or a file cannot be written
     */
    public static IProject create(String name, IPath location, IProgressMonitor monitor) throws CoreException {
        SubMonitor sub = SubMonitor.convert(monitor, "Creating " + name, 4 + ScenarioTemplate.ALL.size());
        IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
        IProject project = root.getProject(name);
        IProject code = root.getProject(javaProjectName(name));
        for (IProject p : new IProject[] { project, code }) {
            if (p.exists()) {
                throw new CoreException(Status.error("A project named '" + p.getName() + "' exists already."));
            }
        }
        // the Java project
        code.create(sub.split(1));
        code.open(sub.split(1));
        IProjectDescription cd = code.getDescription();
        cd.setNatureIds(new String[] { JavaCore.NATURE_ID });
        code.setDescription(cd, null);
        IJavaProject jp = JavaCore.create(code);
        IFolder src = code.getFolder("src");
        src.create(true, true, null);
        Map<String, String> options = jp.getOptions(false);
        JavaCore.setComplianceOptions("21", options);
        jp.setOptions(options);
        jp.setRawClasspath(new IClasspathEntry[] { JavaCore.newSourceEntry(src.getFullPath()),
                JavaRuntime.getDefaultJREContainerEntry(), LbsimLibrary.entry(false) },
                code.getFolder("bin").getFullPath(), sub.split(1));
        // the examples
        IProjectDescription d = ResourcesPlugin.getWorkspace().newProjectDescription(name);
        d.setLocation(location);
        d.setReferencedProjects(new IProject[] { code });
        project.create(d, null);
        project.open(null);
        try {
            for (ScenarioTemplate t : ScenarioTemplate.ALL) {
                if (sub.isCanceled()) {
                    throw new org.eclipse.core.runtime.OperationCanceledException();
                }
                IFile f = project.getFile(t.id() + ".lbsim");
                String text = t.contentsWithProgramIn(code.getName());
                f.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), IResource.NONE, null);
                for (String path : t.dataFiles()) {
                    copy(ScenarioTemplate.open(path), project.getFile(IPath.fromOSString(path)));
                }
                for (String path : t.sources()) {
                    copy(ScenarioTemplate.open("src/" + path), src.getFile(IPath.fromOSString(path)));
                }
                sub.worked(1);
            }
        } catch (IOException e) {
            throw new CoreException(Status.error(e.getMessage(), e));
        }
        ScenarioNature.addTo(project);
        sub.worked(1);
        return project;
    }

    private static void copy(InputStream in, IFile target) throws CoreException, IOException {
        try (in) {
            if (target.exists()) {
                return;
            }
            mkdirs(target.getParent());
            target.create(in, IResource.NONE, null);
        }
    }

    private static void mkdirs(IContainer c) throws CoreException {
        if (c instanceof IFolder f && !f.exists()) {
            mkdirs(f.getParent());
            f.create(true, true, null);
        }
    }
}
