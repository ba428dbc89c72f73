package lbsim.run.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Writes files so that a reader (or a crash) never sees half of one: the content goes to a hidden
 * temporary file in the same folder ({@code .NAME.tmp-NANOS}), which is then renamed over the target
 * (atomically where the file system can). The temporary file is removed when writing fails.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Writes bytes to a stream; the stream is closed by the caller. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream os) throws IOException;
    }

    /** Writes a file under a temporary name in its folder, then renames it (replacing an existing file). */
    public static void write(Path file, Content content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = dir.resolve("." + file.getFileName() + ".tmp-" + ProcessHandle.current().pid() + "-" + System.nanoTime());
        try {
            try (OutputStream os = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                content.writeTo(os);
            }
            replace(tmp, file);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** {@link #write} of a text in UTF-8. */
    public static void writeString(Path file, String text) throws IOException {
        write(file, os -> os.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Renames {@code from} to {@code to}, replacing a file there; atomically where the file system can. */
    public static void replace(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Renames {@code from} to {@code to}, which must not exist; atomically where the file system can. */
    public static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    /** Whether a folder has no entries. */
    public static boolean isEmpty(Path dir) throws IOException {
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
            return !s.iterator().hasNext();
        }
    }

    /** Deletes a folder tree lbsim wrote, best effort: a leftover hidden temporary folder is harmless. */
    public static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path d, IOException exc) throws IOException {
                    Files.delete(d);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // best effort: a leftover hidden temporary folder is harmless
        }
    }
}
