package lbsim.ui.launch;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;

/**
 * Where the classes of lbsim's bundles and their libraries are inside the running IDE, as plain class path entries
 * for a separate JVM: a jar per bundle, or, in a development or test runtime where a bundle is a folder, its
 * class folder.
 */
public final class LbsimBundles {

    /** The bundle with the plain Java main class {@code lbsim.app.Main}. */
    public static final String APP = "lbsim.app";

    private LbsimBundles() {
    }

    /**
     * The class path of {@code lbsim.app.Main}: lbsim.app and every bundle it needs, transitively (lbsim.run,
     * lbsim.model, lbsim.core, lbsim.api, EMF, Apache Commons, JFree, ...), except the OSGi framework and Eclipse
     * runtime bundles, which the plain main does not use.
     *
     * @throws CoreException when lbsim.app is not installed or a bundle's file cannot be found
     */
    public static List<Path> runtimeClassPath() throws CoreException {
        Bundle app = bundle(APP);
        Set<Bundle> seen = new LinkedHashSet<>();
        Deque<Bundle> todo = new ArrayDeque<>();
        todo.add(app);
        while (!todo.isEmpty()) {
            Bundle b = todo.poll();
            if (!seen.add(b)) {
                continue;
            }
            BundleWiring wiring = b.adapt(BundleWiring.class);
            if (wiring == null) {
                continue;
            }
            for (BundleWire w : wiring.getRequiredWires(null)) {
                Bundle provider = w.getProviderWiring().getBundle();
                if (wanted(provider) && !seen.contains(provider)) {
                    todo.add(provider);
                }
            }
        }
        List<Path> entries = new ArrayList<>();
        for (Bundle b : seen) {
            for (Path p : classPathOf(b)) {
                if (!entries.contains(p)) {
                    entries.add(p);
                }
            }
        }
        return entries;
    }

    /**
     * Bundles the separate JVM needs: not the framework (id 0), no Eclipse runtime, UI or OSGi service bundle; EMF
     * is needed (lbsim.model is an EMF model).
     */
    static boolean wanted(Bundle b) {
        String n = b.getSymbolicName();
        if (b.getBundleId() == 0 || n == null) {
            return false;
        }
        if (n.startsWith("org.eclipse.emf.")) {
            return true;
        }
        return !(n.startsWith("org.eclipse.") || n.startsWith("org.osgi.") || n.startsWith("org.apache.felix")
                || n.startsWith("org.apache.aries") || n.startsWith("jakarta.") || n.startsWith("javax."));
    }

    /** The bundle of that symbolic name, or an error naming it. */
    public static Bundle bundle(String symbolicName) throws CoreException {
        Bundle b = Platform.getBundle(symbolicName);
        if (b == null) {
            throw new CoreException(Status.error("lbsim: bundle " + symbolicName + " is not installed in this IDE"));
        }
        return b;
    }

    /**
     * The class path entries of one bundle: its jar; or, when it is a folder, the folders and jars named by its
     * Bundle-ClassPath, its build.properties output folder ({@code output..}), {@code bin} or
     * {@code target/classes}, whichever holds classes.
     */
    public static List<Path> classPathOf(Bundle b) throws CoreException {
        Optional<File> file = FileLocator.getBundleFileLocation(b);
        if (file.isEmpty()) {
            throw new CoreException(Status.error("lbsim: cannot find the file of bundle " + b.getSymbolicName()
                    + " (location " + b.getLocation() + ")"));
        }
        Path location = file.get().toPath().toAbsolutePath().normalize();
        if (!Files.isDirectory(location)) {
            return List.of(location);
        }
        List<Path> entries = new ArrayList<>();
        String bcp = b.getHeaders("").get(Constants.BUNDLE_CLASSPATH);
        if (bcp != null) {
            for (String e : bcp.split(",")) {
                String entry = e.split(";")[0].strip();
                Path p = entry.equals(".") ? location : location.resolve(entry);
                if (!entry.equals(".") && Files.exists(p)) {
                    entries.add(p);
                }
            }
        }
        Path output = devOutputFolder(location);
        if (output != null) {
            entries.add(0, output);
        } else {
            entries.add(0, location);
        }
        return entries;
    }

    /** A development bundle's class folder, or null when the bundle folder itself holds its classes. */
    private static Path devOutputFolder(Path location) {
        Path props = location.resolve("build.properties");
        if (Files.isRegularFile(props)) {
            Properties p = new Properties();
            try (InputStream in = Files.newInputStream(props)) {
                p.load(in);
            } catch (IOException e) {
                // no build.properties to read: try the usual names below
            }
            String out = p.getProperty("output..");
            if (out != null) {
                Path candidate = location.resolve(out.strip());
                if (Files.isDirectory(candidate) && hasClasses(candidate)) {
                    return candidate;
                }
            }
        }
        for (String name : new String[] { "target/classes", "bin" }) {
            Path candidate = location.resolve(name);
            if (Files.isDirectory(candidate) && hasClasses(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    private static boolean hasClasses(Path folder) {
        try (var s = Files.list(folder)) {
            return s.findAny().isPresent();
        } catch (IOException e) {
            return false;
        }
    }

    static IStatus error(String message) {
        return Status.error(message);
    }
}
