package lbsim.ui.launch;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.sourcelookup.ISourceContainer;
import org.eclipse.debug.core.sourcelookup.ISourcePathComputerDelegate;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.launching.IRuntimeClasspathEntry;
import org.eclipse.jdt.launching.JavaRuntime;
import org.eclipse.jdt.launching.sourcelookup.containers.JavaProjectSourceContainer;


/**
 * Where the debugger looks for source (JDT's Java source lookup director, plugin.xml): the Java projects ticked on
 * the User Code tab, so a breakpoint in a workspace strategy or real program opens its editor, then the JRE's
 * source. lbsim's own classes have no source in the workspace.
 */
public final class UserCodeSourcePathComputer implements ISourcePathComputerDelegate {

    /** The id (plugin.xml, org.eclipse.debug.core.sourcePathComputers). */
    public static final String ID = "lbsim.ui.launch.sourcePathComputer";

    @Override
    public ISourceContainer[] computeSourceContainers(ILaunchConfiguration configuration, IProgressMonitor monitor)
            throws CoreException {
        List<ISourceContainer> r = new ArrayList<>();
        List<IJavaProject> projects;
        try {
            projects = UserCode.projects(SimulationLaunchDelegate.scenarioFile(configuration).getProject(),
                    LaunchAttributes.list(configuration, LaunchAttributes.JAVA_PROJECTS));
        } catch (CoreException e) {
            projects = List.of(); // the launch itself reports a missing scenario or project
        }
        for (IJavaProject p : projects) {
            r.add(new JavaProjectSourceContainer(p));
        }
        IRuntimeClasspathEntry jre = JavaRuntime.newRuntimeContainerClasspathEntry(
                JavaRuntime.newDefaultJREContainerPath(), IRuntimeClasspathEntry.STANDARD_CLASSES);
        for (ISourceContainer c : JavaRuntime.getSourceContainers(
                JavaRuntime.resolveSourceLookupPath(new IRuntimeClasspathEntry[] { jre }, configuration))) {
            r.add(c);
        }
        return r.toArray(new ISourceContainer[0]);
    }
}
