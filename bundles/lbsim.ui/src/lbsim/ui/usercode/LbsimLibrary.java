package lbsim.ui.usercode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jdt.core.IAccessRule;
import org.eclipse.jdt.core.IClasspathAttribute;
import org.eclipse.jdt.core.IClasspathContainer;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;

import lbsim.ui.launch.LbsimBundles;

/**
 * The "lbsim Library" classpath container: lbsim.api (for real programs) and lbsim.core (for the
 * {@code lbsim.core.balance.Strategy} interface) from the running IDE. In lbsim.core only
 * {@code lbsim.core.balance} is accessible, as in the program class loader of a run; the rest is an access
 * restriction error.
 */
public final class LbsimLibrary implements IClasspathContainer {

    /** The container path, as it appears in a project's .classpath. */
    public static final IPath PATH = IPath.fromPortableString("lbsim.ui.LIBRARY");

    private final IClasspathEntry[] entries;

    LbsimLibrary() throws CoreException {
        List<IClasspathEntry> e = new ArrayList<>();
        for (Path p : LbsimBundles.classPathOf(LbsimBundles.bundle("lbsim.api"))) {
            e.add(JavaCore.newLibraryEntry(IPath.fromOSString(p.toString()), null, null));
        }
        IAccessRule[] coreRules = { JavaCore.newAccessRule(IPath.fromPortableString("lbsim/core/balance/*"),
                IAccessRule.K_ACCESSIBLE), JavaCore.newAccessRule(IPath.fromPortableString("**/*"), IAccessRule.K_NON_ACCESSIBLE) };
        for (Path p : LbsimBundles.classPathOf(LbsimBundles.bundle("lbsim.core"))) {
            e.add(JavaCore.newLibraryEntry(IPath.fromOSString(p.toString()), null, null, coreRules,
                    new IClasspathAttribute[0], false));
        }
        entries = e.toArray(new IClasspathEntry[0]);
    }

    @Override
    public IClasspathEntry[] getClasspathEntries() {
        return entries.clone();
    }

    @Override
    public String getDescription() {
        return "lbsim Library";
    }

    @Override
    public int getKind() {
        return K_APPLICATION;
    }

    @Override
    public IPath getPath() {
        return PATH;
    }

    /** Whether the project's build path has the container. */
    public static boolean isOn(IJavaProject project) throws CoreException {
        return Arrays.stream(project.getRawClasspath())
                .anyMatch(e -> e.getEntryKind() == IClasspathEntry.CPE_CONTAINER && PATH.equals(e.getPath()));
    }

    /** Adds the container to the project's build path unless it is there; returns whether it added it. */
    public static boolean addTo(IJavaProject project, IProgressMonitor monitor) throws CoreException {
        if (isOn(project)) {
            return false;
        }
        IClasspathEntry[] old = project.getRawClasspath();
        IClasspathEntry[] now = Arrays.copyOf(old, old.length + 1);
        now[old.length] = JavaCore.newContainerEntry(PATH);
        project.setRawClasspath(now, monitor);
        return true;
    }
}
