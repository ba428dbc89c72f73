package lbsim.run.io;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What an earlier lbsim left beside an output folder when it was killed (kill -9, a program's System.exit) before
 * it could clean up: its hidden trace spool {@code .NAME.trace-PID-NANOS.lbt}, temporary folder
 * {@code .NAME.tmp-PID-RANDOM} and old folder {@code .NAME.old-PID-NANOS}. Each name carries the process id of
 * the lbsim that made it; a name is a leftover only when that process no longer runs (a running lbsim's files
 * are its own), and only names of that form are touched, never a symbolic link, never anything else.
 */
public final class Leftovers {

    /** {@code .NAME.KIND-PID-REST}: the forms lbsim gives its hidden files. */
    private static final Pattern HIDDEN = Pattern.compile("\\.(.+)\\.(trace|tmp|old)-(\\d{1,10})-[0-9a-z.-]+");

    private Leftovers() {
    }

    /** The process id that made {@code name}, if it is one of lbsim's hidden names for {@code target} (any target if null). */
    static long pidOf(String name, String target) {
        Matcher m = HIDDEN.matcher(name);
        if (!m.matches() || target != null && !m.group(1).equals(target)) {
            return -1;
        }
        try {
            return Long.parseLong(m.group(3));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static boolean alive(long pid) {
        return pid == ProcessHandle.current().pid() || ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    /**
     * The leftovers in {@code folder}: of the output {@code target} (its file name), or of any output when target is
     * null; empty when the folder does not exist.
     */
    public static List<Path> find(Path folder, String target) throws IOException {
        List<Path> found = new ArrayList<>();
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return found;
        }
        try (Stream<Path> s = Files.list(folder)) {
            for (Path p : s.sorted().toList()) {
                long pid = pidOf(p.getFileName().toString(), target);
                if (pid > 0 && !Files.isSymbolicLink(p) && !alive(pid)
                        && (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) || Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS))) {
                    found.add(p);
                }
            }
        }
        return found;
    }

    /** Removes the leftovers an earlier lbsim left beside the output folder {@code dir}; what it removed. */
    public static List<Path> removeBeside(Path dir) {
        Path abs = dir.toAbsolutePath().normalize();
        if (abs.getParent() == null || abs.getFileName() == null) {
            return List.of();
        }
        List<Path> removed = new ArrayList<>();
        try { // best effort: a folder lbsim cannot list or a leftover it cannot delete does not stop the run
            for (Path p : find(abs.getParent(), abs.getFileName().toString())) {
                delete(p);
                removed.add(p);
            }
        } catch (IOException | RuntimeException e) {
            // what is left stays for lbsim clean, which names the reason
        }
        return removed;
    }

    /** Removes every leftover of an earlier lbsim in {@code folder}, for {@code lbsim clean}; what it removed. */
    public static List<Path> removeIn(Path folder) throws IOException {
        List<Path> found = find(folder.toAbsolutePath().normalize(), null);
        for (Path p : found) {
            delete(p);
        }
        return found;
    }

    /** Deletes a file, or a folder with what it holds, without following symbolic links. */
    private static void delete(Path p) throws IOException {
        Files.walkFileTree(p, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
