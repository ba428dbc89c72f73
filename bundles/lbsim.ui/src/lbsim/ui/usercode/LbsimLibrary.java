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

    /**
     * Adds the container to the project's build path unless it is there; returns whether it added it. In a modular
     * project (one with module-info.java) the container goes on the module path, where lbsim.api and lbsim.core are
     * the automatic modules {@value #API_MODULE} and {@value #CORE_MODULE} (their Automatic-Module-Name); a
     * container already on the class path of a modular project is moved to the module path (on the class path its
     * types are in the unnamed module, which a named module cannot read: "The type ... is not accessible").
     */
    public static boolean addTo(IJavaProject project, IProgressMonitor monitor) throws CoreException {
        boolean modular = project.getModuleDescription() != null;
        IClasspathEntry[] old = project.getRawClasspath();
        for (int i = 0; i < old.length; i++) {
            if (old[i].getEntryKind() == IClasspathEntry.CPE_CONTAINER && PATH.equals(old[i].getPath())) {
                if (modular && !onModulePath(old[i])) {
                    IClasspathEntry[] now = old.clone();
                    now[i] = entry(true);
                    project.setRawClasspath(now, monitor);
                }
                return false;
            }
        }
        IClasspathEntry[] now = Arrays.copyOf(old, old.length + 1);
        now[old.length] = entry(modular);
        project.setRawClasspath(now, monitor);
        return true;
    }

    /** The module name of lbsim.core (its Automatic-Module-Name), which a modular strategy project requires. */
    public static final String CORE_MODULE = "lbsim.core";
    /** The module name of lbsim.api, which a modular real program requires. */
    public static final String API_MODULE = "lbsim.api";

    /** The container entry, on the module path or the class path. */
    static IClasspathEntry entry(boolean modulePath) {
        return modulePath
                ? JavaCore.newContainerEntry(PATH, new IAccessRule[0],
                        new IClasspathAttribute[] { JavaCore.newClasspathAttribute(IClasspathAttribute.MODULE, "true") },
                        false)
                : JavaCore.newContainerEntry(PATH);
    }

    /** Whether a raw class path entry is on the module path (its "module" attribute is true). */
    public static boolean onModulePath(IClasspathEntry e) {
        return Arrays.stream(e.getExtraAttributes())
                .anyMatch(a -> IClasspathAttribute.MODULE.equals(a.getName()) && "true".equals(a.getValue()));
    }

    /**
     * In a modular project, adds {@code requires MODULE;} to its module-info.java unless it reads that module
     * already; returns whether it changed the file. Nothing happens in a project without module-info.java.
     */
    public static boolean require(IJavaProject project, String module, IProgressMonitor monitor) throws CoreException {
        org.eclipse.jdt.core.IModuleDescription d = project.getModuleDescription();
        if (d == null || d.getCompilationUnit() == null) {
            return false;
        }
        org.eclipse.jdt.core.ICompilationUnit cu = d.getCompilationUnit();
        String source = cu.getSource();
        java.util.regex.Pattern already = java.util.regex.Pattern.compile(
                "\\brequires\\s+(transitive\\s+|static\\s+)*" + java.util.regex.Pattern.quote(module) + "\\s*;");
        java.util.regex.Matcher declaration = java.util.regex.Pattern
                .compile("\\b(open\\s+)?module\\s+[\\w.]+\\s*\\{").matcher(source);
        int brace = declaration.find() ? declaration.end() - 1 : -1;
        if (already.matcher(source).find() || brace < 0) {
            return false;
        }
        String now = source.substring(0, brace + 1) + "\n    requires " + module + ";" + source.substring(brace + 1);
        org.eclipse.core.resources.IFile file = (org.eclipse.core.resources.IFile) cu.getResource();
        file.setContents(new java.io.ByteArrayInputStream(now.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                org.eclipse.core.resources.IResource.KEEP_HISTORY, monitor);
        return true;
    }
}
