package lbsim.core.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.api.Task;
import lbsim.core.balance.Strategy;

/**
 * What a real program's class loader shows it: the Java platform, lbsim.api and the strategy interface
 * of lbsim.core.balance, its own class path, and nothing else of lbsim or its libraries, whatever loader
 * loaded lbsim (the tests run inside OSGi, where lbsim.core's bundle sees lbsim.core; on a plain JVM the
 * application class loader sees all of it).
 */
class ProgramClassLoaderTest {

    @Test
    void showsThePlatformTheApiAndTheStrategyInterfaceOnly() throws Exception {
        try (ProgramClassLoader loader = new ProgramClassLoader(new URL[0])) {
            assertSame(Task.class, Class.forName("lbsim.api.Task", false, loader));
            assertSame(Strategy.class, Class.forName("lbsim.core.balance.Strategy", false, loader));
            assertSame(String.class, Class.forName("java.lang.String", false, loader));
            assertSame(java.sql.Timestamp.class, Class.forName("java.sql.Timestamp", false, loader)); // platform module
            assertSame(javax.xml.parsers.DocumentBuilderFactory.class,
                    Class.forName("javax.xml.parsers.DocumentBuilderFactory", false, loader));
            for (String hidden : new String[] { "lbsim.core.engine.Simulation", "lbsim.core.program.ProgramRuntime",
                    ProgramClassLoaderTest.class.getName(), "org.apache.commons.rng.UniformRandomProvider",
                    "org.junit.jupiter.api.Test" }) {
                assertThrows(ClassNotFoundException.class, () -> Class.forName(hidden, false, loader), hidden);
            }
        }
    }

    /** Copies this test bundle's compiled class {@code type} into {@code dir} (as a program's class folder). */
    private static void copyClass(Class<?> type, Path dir) throws IOException {
        String file = type.getName().replace('.', '/') + ".class";
        Path to = dir.resolve(file);
        Files.createDirectories(to.getParent());
        try (InputStream in = type.getClassLoader().getResourceAsStream(file)) {
            Files.copy(in, to);
        }
    }

    /** A program class that refers to lbsim.core: loading it works, linking it must not. */
    public static final class PeeksIntoCore {
        public static String peek() {
            return lbsim.core.engine.Simulation.class.getName();
        }
    }

    @Test
    void programClassesComeFromTheClassPathAndCannotLinkToLbsimInternals(@TempDir Path dir) throws Exception {
        copyClass(PeeksIntoCore.class, dir);
        try (ProgramClassLoader loader = new ProgramClassLoader(new URL[] { dir.toUri().toURL() })) {
            Class<?> c = Class.forName(PeeksIntoCore.class.getName(), true, loader);
            assertSame(loader, c.getClassLoader());
            Throwable t = assertThrows(java.lang.reflect.InvocationTargetException.class,
                    () -> c.getMethod("peek").invoke(null)).getCause();
            assertEquals(NoClassDefFoundError.class, t.getClass());
            assertEquals("lbsim/core/engine/Simulation", t.getMessage());
        }
    }

    /** Would halt the JVM if it ran (it never runs here: loading it must be refused). */
    public static final class Halter implements lbsim.api.Task {
        @Override
        public void run(lbsim.api.Pvm pvm) {
            Runtime.getRuntime().halt(0);
        }
    }

    /** Calls System.exit: loads (lbsim's shutdown hook reports it when it runs), as does a class that only names halt. */
    public static final class Exiter implements lbsim.api.Task {
        @Override
        public void run(lbsim.api.Pvm pvm) {
            System.out.println("halt");
            System.exit(0);
        }
    }

    /** Would halt the JVM through reflection. */
    public static final class ReflectiveHalter implements lbsim.api.Task {
        @Override
        public void run(lbsim.api.Pvm pvm) {
            try {
                Runtime.class.getMethod("halt", int.class).invoke(Runtime.getRuntime(), 0);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** Would halt the JVM through a method handle found on an object's class (no Runtime in its constant pool). */
    public static final class HandleHalter {
        public static void halt(Object rt) throws Throwable {
            java.lang.invoke.MethodHandles.publicLookup().findVirtual(rt.getClass(), "halt",
                    java.lang.invoke.MethodType.methodType(void.class, int.class)).invoke(rt, 0);
        }
    }

    /** Would halt the JVM through a method reference. */
    public static final class MethodRefHalter {
        public static java.util.function.IntConsumer halter() {
            return Runtime.getRuntime()::halt;
        }
    }

    /** Says "halt" but neither names Runtime nor looks a method up by name: loads. */
    public static final class SaysHalt {
        public static String say(Object o) {
            return "halt " + o.getClass().getName();
        }
    }

    @Test
    void aProgramClassThatCallsRuntimeHaltThroughReflectionAHandleOrAMethodReferenceIsRefused(@TempDir Path dir)
            throws Exception {
        // before the fix the scan saw only a direct call: reflection and method handles halted the JVM silently
        for (Class<?> c : new Class<?>[] { ReflectiveHalter.class, HandleHalter.class, MethodRefHalter.class, SaysHalt.class }) {
            copyClass(c, dir);
        }
        try (ProgramClassLoader loader = new ProgramClassLoader(new URL[] { dir.toUri().toURL() })) {
            for (Class<?> c : new Class<?>[] { ReflectiveHalter.class, HandleHalter.class }) {
                ProgramClassLoader.HaltingProgram e = assertThrows(ProgramClassLoader.HaltingProgram.class,
                        () -> Class.forName(c.getName(), false, loader));
                assertEquals("program class '" + c.getName() + "' calls Runtime.halt by its name (through reflection or a"
                        + " method handle), which would end lbsim at once without an outcome of the run; a task ends by"
                        + " returning from Task.run or with Pvm.exit()", e.getMessage());
            }
            ProgramClassLoader.HaltingProgram e = assertThrows(ProgramClassLoader.HaltingProgram.class,
                    () -> Class.forName(MethodRefHalter.class.getName(), false, loader));
            assertTrue(e.getMessage().contains("' calls Runtime.halt, which would end lbsim"), e.getMessage());
            // the string "halt" alone is no reason to refuse a class
            assertSame(loader, Class.forName(SaysHalt.class.getName(), false, loader).getClassLoader());
        }
    }

    @Test
    void aProgramClassThatCallsRuntimeHaltIsRefused(@TempDir Path dir) throws Exception {
        // before the fix the class loaded, and running it ended the JVM with status 0 and no outcome
        copyClass(Halter.class, dir);
        copyClass(Exiter.class, dir);
        try (ProgramClassLoader loader = new ProgramClassLoader(new URL[] { dir.toUri().toURL() })) {
            ProgramClassLoader.HaltingProgram e = assertThrows(ProgramClassLoader.HaltingProgram.class,
                    () -> Class.forName(Halter.class.getName(), false, loader));
            assertEquals("program class '" + Halter.class.getName() + "' calls Runtime.halt, which would end lbsim at once "
                    + "without an outcome of the run; a task ends by returning from Task.run or with Pvm.exit()", e.getMessage());
            assertSame(loader, Class.forName(Exiter.class.getName(), false, loader).getClassLoader());
            TaskClasses.BadTaskClass p = assertThrows(TaskClasses.BadTaskClass.class,
                    () -> TaskClasses.load(Halter.class.getName(), loader));
            assertTrue(p.getMessage().contains("calls Runtime.halt"), p.getMessage());
        }
    }

    /** A program class for the snapshot tests. */
    public static final class Answer {
        public static String answer() {
            return "42";
        }
    }

    private static byte[] classBytes(Class<?> type) throws IOException {
        try (InputStream in = type.getClassLoader().getResourceAsStream(type.getName().replace('.', '/') + ".class")) {
            return in.readAllBytes();
        }
    }

    @Test
    void anExperimentsSnapshotIsWhereClassesComeFromEvenWhenTheFilesChangeAfterwards(@TempDir Path dir) throws Exception {
        // issue 26, class 6: an experiment reads a program's class files once; every run's loader defines its classes
        // from those bytes. Here the class folder's file is damaged and the jar deleted after the snapshot was taken.
        Path folder = dir.resolve("classes");
        copyClass(Answer.class, folder);
        copyClass(Halter.class, folder);
        String entry = Answer.class.getName().replace('.', '/') + ".class";
        java.io.ByteArrayOutputStream jar = new java.io.ByteArrayOutputStream();
        try (java.util.zip.ZipOutputStream z = new java.util.zip.ZipOutputStream(jar)) {
            z.putNextEntry(new java.util.zip.ZipEntry(entry));
            z.write(classBytes(Answer.class));
        }
        Path jarFile = dir.resolve("program.jar"); // never written: it exists only in the snapshot
        lbsim.core.io.InputSnapshot snapshot = new lbsim.core.io.InputSnapshot.Builder()
                .file(folder.resolve(entry), Files.readAllBytes(folder.resolve(entry)))
                .file(folder.resolve(Halter.class.getName().replace('.', '/') + ".class"), classBytes(Halter.class))
                .folder(folder, java.util.List.of()).file(jarFile, jar.toByteArray()).build();
        Files.write(folder.resolve(entry), new byte[] { 1, 2, 3 }); // a damaged class file on disk
        URL[] path = { folder.toUri().toURL() };
        try (ProgramClassLoader fromDisk = new ProgramClassLoader(path)) {
            assertThrows(ClassFormatError.class, () -> Class.forName(Answer.class.getName(), true, fromDisk));
        }
        try (ProgramClassLoader held = new ProgramClassLoader(path, snapshot)) {
            Class<?> c = Class.forName(Answer.class.getName(), true, held);
            assertSame(held, c.getClassLoader());
            assertEquals("42", c.getMethod("answer").invoke(null));
            assertEquals(folder.toUri().toURL(), c.getProtectionDomain().getCodeSource().getLocation());
            assertThrows(ProgramClassLoader.HaltingProgram.class, () -> Class.forName(Halter.class.getName(), false, held));
            assertThrows(ClassNotFoundException.class, () -> Class.forName("x.NotThere", false, held));
        }
        try (ProgramClassLoader held = new ProgramClassLoader(new URL[] { jarFile.toUri().toURL() }, snapshot)) {
            assertEquals("42", Class.forName(Answer.class.getName(), true, held).getMethod("answer").invoke(null));
        }
        // an entry the snapshot does not hold: the files are read, as without a snapshot
        try (ProgramClassLoader partial = new ProgramClassLoader(new URL[] { folder.toUri().toURL(), dir.resolve("other").toUri().toURL() },
                snapshot)) {
            assertThrows(ClassFormatError.class, () -> Class.forName(Answer.class.getName(), true, partial));
        }
    }
}
