package lbsim.run.answers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import lbsim.run.io.AtomicFiles;
import lbsim.run.result.Manifest;
import lbsim.run.result.TempPaths;

/**
 * Writes a folder of answers (explain, optimize) as result folders are written: into a hidden temporary
 * folder next to the target, with a {@link Manifest}, then renamed into place. An existing target is
 * replaced only when lbsim wrote all of it ({@link Manifest#checkReplaceable}); nothing half-written stays.
 */
public final class AnswerFolder {

    /** Writes the folder's files into the temporary folder. */
    @FunctionalInterface
    public interface Content {
        void write(Path dir) throws IOException;
    }

    private AnswerFolder() {
    }

    /**
     * Checks that {@code target} may be written (before anything runs).
     *
     * @throws IOException naming the target and the rule
     */
    public static void check(Path target, String what) throws IOException {
        Manifest.checkReplaceable(target.toAbsolutePath().normalize(), what);
    }

    /**
     * Writes the folder.
     *
     * @param what what the folder is, for messages ("an explain folder")
     * @throws IOException naming the target and the rule when it may not be replaced, or what failed
     */
    public static void write(Path target, String what, Content content) throws IOException {
        Path dir = target.toAbsolutePath().normalize();
        Manifest.checkReplaceable(dir, what);
        Files.createDirectories(dir.getParent());
        Path tmp = TempPaths.directory(dir.getParent(), "." + dir.getFileName() + ".tmp-");
        try {
            content.write(tmp);
            Manifest.write(tmp);
            Manifest.checkReplaceable(dir, what);
            Path old = null;
            if (Files.exists(dir)) {
                old = dir.resolveSibling("." + dir.getFileName() + ".old-" + System.nanoTime());
                AtomicFiles.move(dir, old);
            }
            try {
                AtomicFiles.move(tmp, dir);
            } catch (IOException e) {
                if (old != null) {
                    AtomicFiles.move(old, dir);
                }
                throw e;
            }
            if (old != null) {
                AtomicFiles.deleteTree(old);
            }
        } catch (IOException | RuntimeException | Error e) {
            AtomicFiles.deleteTree(tmp);
            throw e;
        }
    }
}
