package lbsim.ui.usercode;

import java.lang.reflect.InvocationTargetException;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IPackageFragment;
import org.eclipse.jdt.core.IPackageFragmentRoot;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

/**
 * File &gt; New &gt; lbsim Strategy: a class implementing {@code lbsim.core.balance.Strategy} in a Java project's
 * package; adds the lbsim Library to the project's build path when it is missing (on the module path, with
 * {@code requires lbsim.core;} in module-info.java, when the project is modular), and opens the new class.
 */
public class NewStrategyWizard extends Wizard implements INewWizard {

    private NewStrategyPage page;
    private IWorkbench workbench;
    private IJavaProject initialProject;
    private String initialPackage = "";

    public NewStrategyWizard() {
        setWindowTitle("New lbsim Strategy");
        setNeedsProgressMonitor(true);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        this.workbench = workbench;
        Object first = selection == null ? null : selection.getFirstElement();
        IJavaElement element = first instanceof IJavaElement je ? je
                : first instanceof IResource r ? JavaCore.create(r) : null;
        if (element == null && first instanceof IResource r && r.getProject() != null) {
            element = JavaCore.create(r.getProject());
        }
        if (element != null) {
            initialProject = element.getJavaProject();
            IJavaElement pkg = element.getAncestor(IJavaElement.PACKAGE_FRAGMENT);
            if (pkg != null) {
                initialPackage = pkg.getElementName();
            }
        }
    }

    @Override
    public void addPages() {
        page = new NewStrategyPage(initialProject, initialPackage);
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        IJavaProject project = page.project();
        String pkg = page.packageName();
        String name = page.className();
        IFile[] created = new IFile[1];
        try {
            getContainer().run(true, false, monitor -> {
                try {
                    created[0] = create(project, pkg, name, monitor);
                } catch (CoreException e) {
                    throw new InvocationTargetException(e);
                }
            });
        } catch (InvocationTargetException e) {
            MessageDialog.openError(getShell(), "New lbsim Strategy", e.getCause().getMessage());
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        if (workbench != null && workbench.getActiveWorkbenchWindow() != null) {
            try {
                IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), created[0]);
            } catch (PartInitException e) {
                // the class exists; the user opens it from the explorer
            }
        }
        return true;
    }

    /**
     * Creates the strategy class in the project's first source folder (the package too, when missing) and puts the
     * lbsim Library on the build path.
     *
     * @return the new .java file
     * @throws CoreException when the project has no source folder, the class exists already, or the names are illegal
     */
    public static IFile create(IJavaProject project, String packageName, String className, IProgressMonitor monitor)
            throws CoreException {
        String problem = StrategySource.problem(packageName, className);
        if (problem != null) {
            throw new CoreException(Status.error(problem));
        }
        IPackageFragmentRoot root = null;
        for (IPackageFragmentRoot r : project.getPackageFragmentRoots()) {
            if (r.getKind() == IPackageFragmentRoot.K_SOURCE && r.getJavaProject().equals(project)) {
                root = r;
                break;
            }
        }
        if (root == null) {
            throw new CoreException(Status.error("Java project '" + project.getElementName() + "' has no source folder."));
        }
        LbsimLibrary.addTo(project, monitor);
        LbsimLibrary.require(project, LbsimLibrary.CORE_MODULE, monitor); // a modular project (module-info.java)
        String pkg = packageName == null ? "" : packageName.strip();
        IPackageFragment fragment = root.getPackageFragment(pkg);
        if (!fragment.exists()) {
            fragment = root.createPackageFragment(pkg, true, monitor);
        }
        if (fragment.getCompilationUnit(className + ".java").exists()) {
            throw new CoreException(Status.error("Class " + (pkg.isEmpty() ? "" : pkg + ".") + className
                    + " exists already in " + project.getElementName() + "."));
        }
        ICompilationUnit cu = fragment.createCompilationUnit(className + ".java", StrategySource.of(pkg, className),
                false, monitor);
        return (IFile) cu.getResource();
    }
}
