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

    /** The class path's files as an experiment read them once, or null: read from the file system. */
    private final lbsim.core.io.InputSnapshot snapshot;
    private final URL[] roots;
    /** Per class path entry: a held jar's entries (read from its held bytes when first needed), else null. */
    private final java.util.Map<Integer, java.util.Map<String, byte[]>> jars = new java.util.concurrent.ConcurrentHashMap<>();

    /** @param classPath the program's jars and class folders, as URLs */
    public ProgramClassLoader(URL[] classPath) {
        this(classPath, null);
    }

    /**
     * @param classPath the program's jars and class folders, as URLs
     * @param snapshot  the bytes of every file of the class path, read once by an experiment (every jar and class
     *                  folder of the class path in it), from which classes are defined; or null (or a snapshot
     *                  without every entry): classes are read from the files
     */
    public ProgramClassLoader(URL[] classPath, lbsim.core.io.InputSnapshot snapshot) {
        super("lbsim-program", classPath.clone(), new Gate());
        this.roots = classPath.clone();
        this.snapshot = snapshot != null && holdsAll(snapshot, roots) ? snapshot : null;
    }

    private static boolean holdsAll(lbsim.core.io.InputSnapshot snapshot, URL[] roots) {
        for (URL u : roots) {
            java.nio.file.Path p = path(u);
            if (p == null || snapshot.bytes(p) == null && snapshot.listing(p) == null) {
                return false;
            }
        }
        return roots.length > 0;
    }

    private static java.nio.file.Path path(URL u) {
        try {
            return "file".equals(u.getProtocol()) ? java.nio.file.Path.of(u.toURI()) : null;
        } catch (java.net.URISyntaxException | RuntimeException e) {
            return null;
        }
    }

    /** A class's bytes from the snapshot, in class path order, with the entry it came from; null when none has it. */
    private Object[] held(String name) throws IOException {
        String entry = name.replace('.', '/') + ".class";
        for (int i = 0; i < roots.length; i++) {
            java.nio.file.Path root = path(roots[i]);
            byte[] bytes;
            if (snapshot.listing(root) != null) { // a class folder
                bytes = snapshot.bytes(root.resolve(entry));
            } else {
                bytes = jar(i, snapshot.bytes(root)).get(entry);
            }
            if (bytes != null) {
                return new Object[] {bytes, roots[i]};
            }
        }
        return null;
    }

    private java.util.Map<String, byte[]> jar(int i, byte[] bytes) throws IOException {
        java.util.Map<String, byte[]> entries = jars.get(i);
        if (entries == null) {
            entries = new java.util.HashMap<>();
            try (java.util.zip.ZipInputStream in = new java.util.zip.ZipInputStream(new java.io.ByteArrayInputStream(bytes))) {
                for (java.util.zip.ZipEntry e; (e = in.getNextEntry()) != null;) {
                    if (!e.isDirectory() && e.getName().endsWith(".class")) {
                        entries.putIfAbsent(e.getName(), in.readAllBytes());
                    }
                }
            }
            jars.put(i, entries);
        }
        return entries;
    }

    /** Defines a class from the bytes an experiment read once (see {@link #ProgramClassLoader(URL[], lbsim.core.io.InputSnapshot)}). */
    private Class<?> defineHeld(String name) throws ClassNotFoundException {
        Object[] held;
        try {
            held = held(name);
        } catch (IOException e) {
            throw new ClassNotFoundException(name + " (" + e.getMessage() + ")", e);
        }
        if (held == null) {
            for (URL u : roots) { // a FIFO or device there was not read into the snapshot: say so, as without one
                java.nio.file.Path root = path(u);
                java.nio.file.Path file = snapshot.listing(root) == null ? null : root.resolve(name.replace('.', '/') + ".class");
                String why = file == null ? null : lbsim.core.io.FileKinds.refusal(file, false);
                if (why != null) {
                    throw new RefusedClassFile(name, file, why);
                }
            }
            throw new ClassNotFoundException(name);
        }
        byte[] bytes = (byte[]) held[0];
        HaltScan.Use halts;
        try {
            halts = HaltScan.scan(new java.io.ByteArrayInputStream(bytes));
        } catch (IOException e) {
            halts = HaltScan.Use.NONE; // truncated: defineClass reports it
        }
        if (halts != HaltScan.Use.NONE) {
            throw new HaltingProgram(name, halts == HaltScan.Use.BY_NAME);
        }
        int dot = name.lastIndexOf('.');
        if (dot > 0 && getDefinedPackage(name.substring(0, dot)) == null) {
            try {
                definePackage(name.substring(0, dot), null, null, null, null, null, null, null);
            } catch (IllegalArgumentException e) {
                // defined meanwhile by another thread
            }
        }
        java.security.CodeSource source = new java.security.CodeSource((URL) held[1], (java.security.CodeSigner[]) null);
        return defineClass(name, bytes, 0, bytes.length, new java.security.ProtectionDomain(source, null, this, null));
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
        if (snapshot != null) {
            return defineHeld(name);
        }
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
