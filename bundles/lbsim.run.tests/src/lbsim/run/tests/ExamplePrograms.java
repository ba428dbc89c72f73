package lbsim.run.tests;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import lbsim.api.Task;

/**
 * The example programs of examples/programs/src, compiled at test time against lbsim.api alone (the
 * class path is where lbsim.api.Task was loaded from), as a user compiles them.
 */
final class ExamplePrograms {

    private ExamplePrograms() {
    }

    /** Where lbsim.api's classes are (a folder or a jar). */
    static Path apiLocation() {
        try {
            return Path.of(Task.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Compiles every .java file under {@code sources} into {@code out}; fails with javac's messages. */
    static Path compile(Path sources, Path out) throws IOException {
        List<String> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(sources)) {
            s.filter(p -> p.toString().endsWith(".java")).forEach(p -> files.add(p.toString()));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("no Java compiler in this runtime (a JRE instead of a JDK?)");
        }
        Files.createDirectories(out);
        List<String> args = new ArrayList<>(List.of("--release", "21", "-proc:none", "-cp", apiLocation().toString(), "-d",
                out.toString()));
        args.addAll(files);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = javac.run(null, null, err, args.toArray(String[]::new));
        if (rc != 0) {
            throw new IllegalStateException("javac failed: " + err.toString(StandardCharsets.UTF_8));
        }
        return out;
    }

    /** The example programs' sources. */
    static Path sources() {
        return Examples.file("programs/src");
    }

    /** What {@code action} prints on System.out (the programs print their answers there). */
    static synchronized <T> Printed<T> capture(Callable<T> action) throws Exception {
        PrintStream saved = System.out;
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        try {
            T value = action.call();
            return new Printed<>(value, buffer.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(saved);
        }
    }

    record Printed<T>(T value, String out) {
        /** The one printed line that starts with {@code prefix}. */
        String line(String prefix) {
            List<String> found = out.lines().filter(l -> l.startsWith(prefix)).toList();
            if (found.size() != 1) {
                throw new AssertionError("expected one line starting with '" + prefix + "', got " + found + " in:\n" + out);
            }
            return found.get(0);
        }
    }
}
