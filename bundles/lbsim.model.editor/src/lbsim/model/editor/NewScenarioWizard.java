package lbsim.model.editor;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.List;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.dialogs.WizardNewFileCreationPage;
import org.eclipse.ui.ide.IDE;

/**
 * New > lbsim Scenario: a .lbsim file from a template of one of the example families
 * ({@link ScenarioTemplate#ALL}), opened in the scenario editor. The project gets the lbsim nature, so its
 * scenarios are checked on every change.
 */
public class NewScenarioWizard extends Wizard implements INewWizard {

    private IWorkbench workbench;
    private IStructuredSelection selection;
    private Page page;
    private IFile created;

    /** The template the wizard uses unless the user picks another (index into {@link ScenarioTemplate#ALL}). */
    private int template;

    public NewScenarioWizard() {
        setWindowTitle("New lbsim Scenario");
        setNeedsProgressMonitor(false);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        this.workbench = workbench;
        this.selection = selection;
    }

    @Override
    public void addPages() {
        page = new Page(selection);
        addPage(page);
    }

    /** Chooses the template (for tests and callers that drive the wizard without its page). */
    public void setTemplate(ScenarioTemplate t) {
        template = ScenarioTemplate.ALL.indexOf(t);
        if (page != null && page.templates != null) {
            page.templates.select(template);
        }
    }

    /** Sets the container and file name (for tests and callers that drive the wizard without typing). */
    public void setTarget(IPath containerPath, String fileName) {
        page.setContainerFullPath(containerPath);
        page.setFileName(fileName);
    }

    /** The file the wizard created, or null before it finished. */
    public IFile getCreatedFile() {
        return created;
    }

    @Override
    public boolean performFinish() {
        IFile file = page.createNewFile();
        if (file == null) {
            return false;
        }
        created = file;
        try {
            copyDataFiles(ScenarioTemplate.ALL.get(template), file.getParent());
            writeSources(ScenarioTemplate.ALL.get(template), file);
            ScenarioNature.addTo(file.getProject());
        } catch (CoreException | IOException e) {
            page.setErrorMessage("The scenario was created, but: " + e.getMessage());
        }
        IWorkbenchPage p = workbench == null || workbench.getActiveWorkbenchWindow() == null ? null
                : workbench.getActiveWorkbenchWindow().getActivePage();
        if (p != null) {
            try {
                IDE.openEditor(p, file, ScenarioEditor.ID);
            } catch (PartInitException e) {
                page.setErrorMessage("The scenario was created but does not open: " + e.getMessage());
            }
        }
        return true;
    }

    /** Copies the template's data files below {@code container}; a file that exists is left as it is. */
    private static void copyDataFiles(ScenarioTemplate t, IContainer container) throws CoreException, IOException {
        for (String path : t.dataFiles()) {
            IFile target = container.getFile(IPath.fromOSString(path));
            if (target.exists()) {
                continue;
            }
            createFolders(target.getParent());
            try (InputStream in = ScenarioTemplate.open(path)) {
                target.create(in, IResource.NONE, null);
            }
        }
    }

    /** JDT's Java nature (this bundle does not depend on JDT). */
    private static final String JAVA_NATURE = "org.eclipse.jdt.core.javanature";

    /**
     * A template with a program (the real program's token ring) gets its Java source in the workspace: in the
     * src folder of the scenario's project when it is a Java project, else of the first Java project with a src
     * folder that the scenario's project references (New lbsim Project makes one); a source that exists is left as it
     * is. The scenario then takes the program's classes from that project through the launch, so its classPath
     * entries are removed. Without such a project nothing is written and the scenario keeps its classPath.
     */
    private static void writeSources(ScenarioTemplate t, IFile scenario) throws CoreException, IOException {
        if (t.sources().isEmpty()) {
            return;
        }
        org.eclipse.core.resources.IProject own = scenario.getProject();
        java.util.List<org.eclipse.core.resources.IProject> candidates = new java.util.ArrayList<>();
        candidates.add(own);
        candidates.addAll(java.util.List.of(own.getReferencedProjects()));
        for (org.eclipse.core.resources.IProject p : candidates) {
            if (!p.isOpen() || !p.hasNature(JAVA_NATURE) || !p.getFolder("src").exists()) {
                continue;
            }
            for (String path : t.sources()) {
                IFile target = p.getFolder("src").getFile(IPath.fromOSString(path));
                if (!target.exists()) {
                    createFolders(target.getParent());
                    try (InputStream in = ScenarioTemplate.open("src/" + path)) {
                        target.create(in, IResource.NONE, null);
                    }
                }
            }
            String name = scenario.getName().substring(0, scenario.getName().length() - ".lbsim".length());
            String text = t.contentsWithProgramIn(name, p.getName());
            scenario.setContents(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                    IResource.KEEP_HISTORY, null);
            return;
        }
    }

    private static void createFolders(IContainer c) throws CoreException {
        if (c instanceof IFolder f && !f.exists()) {
            createFolders(f.getParent());
            f.create(IResource.NONE, true, null);
        }
    }

    /** The file page with the template list under it. */
    private final class Page extends WizardNewFileCreationPage {
        List templates;

        Page(IStructuredSelection selection) {
            super("scenario", selection == null ? org.eclipse.jface.viewers.StructuredSelection.EMPTY : selection);
            setTitle("lbsim Scenario");
            setDescription("A new scenario from a template; edit it in the scenario editor.");
            setFileExtension("lbsim");
            setFileName("scenario.lbsim");
        }

        @Override
        public void createControl(Composite parent) {
            super.createControl(parent);
            org.eclipse.ui.PlatformUI.getWorkbench().getHelpSystem().setHelp(getControl(), "lbsim.help.newScenario");
        }

        @Override
        protected void createAdvancedControls(Composite parent) {
            Composite box = new Composite(parent, SWT.NONE);
            box.setLayout(new GridLayout(1, false));
            box.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
            new Label(box, SWT.NONE).setText("Template:");
            templates = new List(box, SWT.BORDER | SWT.SINGLE | SWT.V_SCROLL);
            templates.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
            Label about = new Label(box, SWT.WRAP);
            GridData aboutData = new GridData(SWT.FILL, SWT.TOP, true, false);
            aboutData.widthHint = 400;
            about.setLayoutData(aboutData);
            for (ScenarioTemplate t : ScenarioTemplate.ALL) {
                templates.add(t.label());
            }
            templates.select(template);
            about.setText(ScenarioTemplate.ALL.get(template).description());
            templates.addListener(SWT.Selection, e -> {
                template = Math.max(0, templates.getSelectionIndex());
                about.setText(ScenarioTemplate.ALL.get(template).description());
                box.layout();
            });
        }

        @Override
        protected InputStream getInitialContents() {
            String name = getFileName();
            if (name.endsWith(".lbsim")) {
                name = name.substring(0, name.length() - ".lbsim".length());
            }
            try {
                return new ByteArrayInputStream(
                        ScenarioTemplate.ALL.get(template).contents(name).getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                setErrorMessage(e.getMessage());
                return null;
            }
        }

        @Override
        protected org.eclipse.core.runtime.IStatus validateLinkedResource() {
            return org.eclipse.core.runtime.Status.OK_STATUS; // no linked files
        }

        @Override
        protected void createLinkTarget() {
            // no linked files
        }
    }
}
