package lbsim.run.result;

import java.io.IOException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import lbsim.run.io.AtomicFiles;

/**
 * The proof that lbsim wrote a folder entirely: {@code .lbsim-manifest} lists every file lbsim wrote in
 * it (path relative to the folder and size in bytes). lbsim replaces an existing folder only when every
 * file in it is listed with its size; anything else (a user's file, a file changed since, a folder
 * without a manifest) is refused and named. {@code lbsim export} and {@code lbsim chart}, which add files
 * to an existing folder, add them to the manifest.
 */
public final class Manifest {

    /** The manifest's file name. */
    public static final String NAME = ".lbsim-manifest";

    private static final String HEADER = "lbsim-manifest 1";

    /** How many foreign files a refusal names. */
    static final int NAMED = 5;

    private Manifest() {
    }

    /** Writes the manifest of {@code dir}: every regular file under it (lbsim just wrote them all). */
    public static void write(Path dir) throws IOException {
        Map<String, Long> files = new TreeMap<>();
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                String rel = relative(dir, file);
                if (attrs.isRegularFile() && !rel.equals(NAME)) {
                    files.put(rel, attrs.size());
                }
                return FileVisitResult.CONTINUE;
            }
        });
        store(dir, files);
    }

    /**
     * Adds files lbsim just wrote into {@code dir} to its manifest; a folder without one gets a manifest
     * listing only these files (so the folder's other files still count as not written by lbsim).
     */
    public static void add(Path dir, List<Path> written) throws IOException {
        Map<String, Long> files = read(dir);
        if (files == null) {
            files = new TreeMap<>();
        }
        for (Path f : written) {
            Path abs = f.isAbsolute() ? f : dir.resolve(f);
            if (Files.isRegularFile(abs, LinkOption.NOFOLLOW_LINKS)) {
                files.put(relative(dir, abs), Files.size(abs));
            }
        }
        store(dir, files);
    }

    /**
     * Refuses to write {@code names} into the existing folder {@code dir} when one of them exists and is not
     * a file lbsim wrote there (listed in the manifest with its size): it would be overwritten.
     *
     * @throws FolderInUseException naming the files
     */
    public static void checkMayWrite(Path dir, List<String> names) throws IOException {
        Map<String, Long> files = read(dir);
        List<String> foreign = new ArrayList<>();
        for (String n : names) {
            Path p = dir.resolve(n);
            if (Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
                Long size = files == null ? null : files.get(n);
                if (size == null || !Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) || Files.size(p) != size) {
                    foreign.add(n);
                }
            }
        }
        if (!foreign.isEmpty()) {
            throw new FolderInUseException(dir + ": holds " + String.join(", ", foreign)
                    + (files == null ? " and has no " + NAME : ", not written by lbsim (not in its " + NAME + ")")
                    + "; refusing to overwrite " + (foreign.size() == 1 ? "it" : "them"));
        }
    }

    /**
     * The entries of {@code dir} that stop lbsim from replacing it: files not listed in the manifest (or
     * of another size), links, folders holding no listed file; everything when there is no manifest.
     * Empty when the folder may be replaced.
     */
    public static List<String> foreign(Path dir) throws IOException {
        Map<String, Long> files = read(dir);
        Set<String> dirs = new HashSet<>();
        if (files != null) {
            for (String f : files.keySet()) {
                for (int i = f.indexOf('/'); i >= 0; i = f.indexOf('/', i + 1)) {
                    dirs.add(f.substring(0, i));
                }
            }
        }
        List<String> out = new ArrayList<>();
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                if (d.equals(dir)) {
                    return FileVisitResult.CONTINUE;
                }
                String rel = relative(dir, d);
                if (!dirs.contains(rel)) {
                    out.add(rel + "/");
                    return FileVisitResult.SKIP_SUBTREE;
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                String rel = relative(dir, file);
                if (files != null && rel.equals(NAME)) {
                    return FileVisitResult.CONTINUE;
                }
                Long size = files == null ? null : files.get(rel);
                if (size == null || !attrs.isRegularFile() || attrs.size() != size) {
                    out.add(rel);
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException exc) {
                out.add(relative(dir, file));
                return FileVisitResult.CONTINUE;
            }
        });
        out.sort(null);
        return out;
    }

    /**
     * Refuses a target that lbsim may not replace with a new folder: the working directory (or a folder
     * holding it), a file, a folder below a file, or an existing folder with entries lbsim cannot prove
     * it wrote ({@link #foreign}). Also finds a target that cannot be created (a parent that is a file or
     * not writable) before anything runs.
     *
     * @param what what would be written there, for the message ("a result folder")
     * @throws IOException naming the target and the rule ({@link FolderInUseException} for a folder in use)
     */
    public static void checkReplaceable(Path target, String what) throws IOException {
        Path dir = target.toAbsolutePath().normalize();
        Path cwd = Path.of("").toAbsolutePath().normalize();
        if (cwd.startsWith(dir)) {
            throw new FolderInUseException("'" + target + "' (" + dir + "): names the working directory"
                    + (cwd.equals(dir) ? "" : " or a folder holding it") + "; refusing to replace it with " + what);
        }
        if (dir.getParent() == null) {
            throw new FolderInUseException(dir + ": is a file system root; refusing to replace it with " + what);
        }
        lbsim.run.io.OutputNames.check(dir); // before simulating: the hidden names beside it are longer
        if (Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
                throw new IOException(dir + ": exists and is not a folder; refusing to replace it with " + what);
            }
            if (AtomicFiles.isEmpty(dir)) {
                return;
            }
            List<String> foreign = foreign(dir);
            if (!foreign.isEmpty()) {
                boolean none = !Files.isRegularFile(dir.resolve(NAME));
                throw new FolderInUseException(dir + ": exists and holds files lbsim did not write ("
                        + String.join(", ", foreign.subList(0, Math.min(NAMED, foreign.size())))
                        + (foreign.size() > NAMED ? " and " + (foreign.size() - NAMED) + " more" : "") + ")"
                        + (none ? "; it has no " + NAME + " listing what lbsim wrote" : "")
                        + "; refusing to replace it with " + what);
            }
            checkWritable(dir.getParent(), dir);
            return;
        }
        checkWritable(dir.getParent(), dir);
    }

    /** Finds, before anything runs, why {@code dir} could not be created in {@code parent}. */
    private static void checkWritable(Path parent, Path dir) throws IOException {
        Path p = parent;
        while (p != null && !Files.exists(p)) {
            p = p.getParent();
        }
        if (p == null) {
            return;
        }
        if (!Files.isDirectory(p)) {
            throw new IOException(dir + ": cannot be created: " + p + " is a file, not a folder");
        }
        if (!Files.isWritable(p)) {
            throw new IOException(dir + ": cannot be created: the folder " + p + " is not writable");
        }
    }

    /** The listed files, or null when there is no readable manifest. */
    static Map<String, Long> read(Path dir) {
        Path m = dir.resolve(NAME);
        if (!Files.isRegularFile(m, LinkOption.NOFOLLOW_LINKS)) {
            return null;
        }
        try {
            List<String> lines = Files.readAllLines(m, StandardCharsets.UTF_8);
            if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
                return null;
            }
            Map<String, Long> files = new TreeMap<>();
            for (String l : lines.subList(1, lines.size())) {
                int tab = l.indexOf('\t');
                if (tab < 0) {
                    return null;
                }
                files.put(URLDecoder.decode(l.substring(tab + 1), StandardCharsets.UTF_8), Long.parseLong(l.substring(0, tab)));
            }
            return files;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static void store(Path dir, Map<String, Long> files) throws IOException {
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        for (Map.Entry<String, Long> e : files.entrySet()) {
            sb.append(e.getValue()).append('\t').append(URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8)).append('\n');
        }
        AtomicFiles.writeString(dir.resolve(NAME), sb.toString());
    }

    private static String relative(Path dir, Path file) {
        return dir.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
    }
}
