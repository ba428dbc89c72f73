package lbsim.core.program;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;

import lbsim.api.Task;
import lbsim.core.balance.Strategy;

/**
 * The class loader of a real program: its class path (jars and class folders) over a gate that shows
 * the program the Java platform's classes ({@code java.*}, {@code javax.*}, ... through the platform
 * class loader), {@code lbsim.api} (the API it is written against) and {@code lbsim.core.balance} (the
 * {@link Strategy} interface a user strategy for {@link lbsim.api.Pvm#balancer} implements), and nothing
 * else of lbsim or of the libraries lbsim uses. So a program sees the same classes whether lbsim runs
 * inside OSGi or on a plain JVM class path (where the application class loader would otherwise show it
 * all of lbsim.core, EMF and Apache Commons, and hand it lbsim's copies of libraries it brings itself).
 * Close it after the run.
 */
public final class ProgramClassLoader extends URLClassLoader {

    static {
        registerAsParallelCapable();
    }

    private static final String API = Task.class.getPackageName() + ".";
    private static final String BALANCE = Strategy.class.getPackageName() + ".";

    /** @param classPath the program's jars and class folders, as URLs */
    public ProgramClassLoader(URL[] classPath) {
        super("lbsim-program", classPath.clone(), new Gate());
    }

    /**
     * A program class that calls {@code Runtime.halt}, directly or through reflection or a method handle,
     * refused when it is loaded (see {@link HaltScan}): the JVM would end at once, without an outcome of the run.
     */
    public static final class HaltingProgram extends LinkageError {
        private static final long serialVersionUID = 1L;

        HaltingProgram(String className, boolean byName) {
            super("program class '" + className + "' calls Runtime.halt" + (byName ? " by its name (through reflection or"
                    + " a method handle)" : "") + ", which would end lbsim at once without an outcome of the run; a task"
                    + " ends by returning from Task.run or with Pvm.exit()");
        }
    }

    /**
     * A program class whose class file in a class folder is not a regular file (a FIFO would block the loader, and
     * with it the run, for ever; a device would be read without end): refused before it is opened.
     */
    public static final class RefusedClassFile extends LinkageError {
        private static final long serialVersionUID = 1L;

        RefusedClassFile(String className, java.nio.file.Path file, String why) {
            super("program class '" + className + "': its class file " + file + " " + why);
        }
    }

    /** Refuses a class that calls Runtime.halt, or whose file is no regular file; otherwise as {@link URLClassLoader#findClass}. */
    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        URL url = findResource(name.replace('.', '/') + ".class");
        if (url != null && "file".equals(url.getProtocol())) {
            java.nio.file.Path file;
            try {
                file = java.nio.file.Path.of(url.toURI());
            } catch (java.net.URISyntaxException | RuntimeException e) {
                file = null;
            }
            String why = file == null ? null : lbsim.core.io.FileKinds.refusal(file, false);
            if (why != null) {
                throw new RefusedClassFile(name, file, why);
            }
        }
        if (url != null) {
            HaltScan.Use halts;
            try (InputStream in = url.openStream()) {
                halts = HaltScan.scan(in);
            } catch (IOException e) {
                halts = HaltScan.Use.NONE; // unreadable or truncated: super.findClass reports it
            }
            if (halts != HaltScan.Use.NONE) {
                throw new HaltingProgram(name, halts == HaltScan.Use.BY_NAME);
            }
        }
        return super.findClass(name);
    }

    /** Lets through the platform's classes, lbsim.api and lbsim.core.balance (not their subpackages). */
    private static final class Gate extends ClassLoader {

        static {
            registerAsParallelCapable();
        }

        Gate() {
            super("lbsim-program-gate", ClassLoader.getPlatformClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (inPackage(name, API)) {
                return Class.forName(name, false, Task.class.getClassLoader());
            }
            if (inPackage(name, BALANCE)) {
                return Class.forName(name, false, Strategy.class.getClassLoader());
            }
            return super.loadClass(name, resolve); // the platform class loader, then findClass: not found
        }

        private static boolean inPackage(String name, String prefix) {
            return name.startsWith(prefix) && name.indexOf('.', prefix.length()) < 0;
        }
    }
}
