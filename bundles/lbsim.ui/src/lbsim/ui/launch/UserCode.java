package lbsim.ui.launch;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.Status;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaModelMarker;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;

/**
 * User code in workspace Java projects (strategies, real programs): which projects a launch uses, their output
 * folders, and whether a compile error forbids the launch.
 */
public final class UserCode {

    private UserCode() {
    }

    /**
     * The Java projects a launch uses: the scenario's project when it is a Java project, the open Java projects
     * it references, then the named ones.
     *
     * @throws CoreException naming a project that does not exist, is closed or is not a Java project
     */
    public static List<IJavaProject> projects(IProject scenarioProject, List<String> names) throws CoreException {
        Set<IJavaProject> r = new LinkedHashSet<>();
        if (scenarioProject != null && scenarioProject.isOpen() && scenarioProject.hasNature(JavaCore.NATURE_ID)) {
            r.add(JavaCore.create(scenarioProject));
        }
        if (scenarioProject != null && scenarioProject.isOpen()) {
            // the Java projects the scenario's project references (Properties > Project References; New lbsim
            // Project sets its Java project there)
            for (IProject p : scenarioProject.getReferencedProjects()) {
                if (p.isOpen() && p.hasNature(JavaCore.NATURE_ID)) {
                    r.add(JavaCore.create(p));
                }
            }
        }
        IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
        for (String n : names) {
            if (n == null || n.isBlank()) {
                continue;
            }
            IProject p = root.getProject(n.strip());
            if (!p.exists()) {
                throw new CoreException(Status.error("Java project '" + n + "' of the launch configuration does not exist."));
            }
            if (!p.isOpen()) {
                throw new CoreException(Status.error("Java project '" + n + "' of the launch configuration is closed."));
            }
            if (!p.hasNature(JavaCore.NATURE_ID)) {
                throw new CoreException(Status.error("Project '" + n + "' of the launch configuration is not a Java project."));
            }
            r.add(JavaCore.create(p));
        }
        return new ArrayList<>(r);
    }

    /** The absolute file system paths of a Java project's output folders: the default one and any per source folder. */
    public static List<Path> outputFolders(IJavaProject project) throws CoreException {
        Set<IPath> outputs = new LinkedHashSet<>();
        outputs.add(project.getOutputLocation());
        for (IClasspathEntry e : project.getRawClasspath()) {
            if (e.getEntryKind() == IClasspathEntry.CPE_SOURCE && e.getOutputLocation() != null) {
                outputs.add(e.getOutputLocation());
            }
        }
        IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
        List<Path> r = new ArrayList<>();
        for (IPath o : outputs) {
            IResource res = root.findMember(o);
            IPath location = res != null ? res.getLocation() : root.getFolder(o).getLocation();
            if (location != null) {
                r.add(location.toFile().toPath());
            }
        }
        return r;
    }

    /**
     * Refuses a launch when one of the projects has a Java compile error (a JDT problem marker of severity error),
     * with a message naming the project, the first error's file, line and text, and how many there are.
     */
    public static void checkNoCompileErrors(List<IJavaProject> projects) throws CoreException {
        for (IJavaProject jp : projects) {
            IProject p = jp.getProject();
            List<IMarker> errors = new ArrayList<>();
            for (String type : new String[] { IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER,
                    IJavaModelMarker.BUILDPATH_PROBLEM_MARKER }) {
                for (IMarker m : p.findMarkers(type, true, IResource.DEPTH_INFINITE)) {
                    if (m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR) {
                        errors.add(m);
                    }
                }
            }
            if (!errors.isEmpty()) {
                IMarker first = errors.get(0);
                int line = first.getAttribute(IMarker.LINE_NUMBER, -1);
                String where = first.getResource().getProjectRelativePath().toString() + (line > 0 ? ":" + line : "");
                throw new CoreException(Status.error("Java project '" + p.getName() + "' has " + errors.size()
                        + (errors.size() == 1 ? " compile error" : " compile errors") + " (first: " + where + ": "
                        + first.getAttribute(IMarker.MESSAGE, "?") + "). Fix "
                        + (errors.size() == 1 ? "it" : "them") + " before launching the simulation."));
            }
        }
    }
}
