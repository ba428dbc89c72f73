package lbsim.ui.usercode;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jdt.core.ClasspathContainerInitializer;
import org.eclipse.jdt.core.IClasspathContainer;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;

/** Resolves the "lbsim Library" container ({@link LbsimLibrary#PATH}) for a project. */
public class LbsimLibraryInitializer extends ClasspathContainerInitializer {

    @Override
    public void initialize(IPath containerPath, IJavaProject project) throws CoreException {
        JavaCore.setClasspathContainer(containerPath, new IJavaProject[] { project },
                new IClasspathContainer[] { new LbsimLibrary() }, null);
    }

    @Override
    public String getDescription(IPath containerPath, IJavaProject project) {
        return "lbsim Library";
    }
}
