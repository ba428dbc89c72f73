package lbsim.run.result;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Temporary folders and files with fresh names, created with the permissions the process umask gives
 * (0777 and 0666 less the umask; 755 and 644 with umask 022), so that results written under them and
 * renamed into place are as readable as any other file the user makes. {@link Files#createTempDirectory}
 * and {@link Files#createTempFile} would make them 0700 and 0600 whatever the umask, and group members
 * of a shared project folder could not read the results.
 * <p>
 * The names need to be fresh, not secret: each is created exclusively ({@link Files#createDirectory} and
 * {@link Files#createFile} fail on any entry of that name, a symbolic link too), so a name taken already,
 * guessed or not, only costs another try. They come from {@link ThreadLocalRandom} rather than a
 * {@code SecureRandom}, whose first use loads the JDK's security configuration and providers (about 0.02 s
 * of CPU in every run).
 */
public final class TempPaths {

    private TempPaths() {
    }

    /** Creates the folder {@code parent/PREFIX<random>} (the parent must exist). */
    public static Path directory(Path parent, String prefix) throws IOException {
        for (int attempt = 0;; attempt++) {
            try {
                return Files.createDirectory(parent.resolve(prefix + name()));
            } catch (FileAlreadyExistsException e) {
                if (attempt > 100) {
                    throw e;
                }
            }
        }
    }

    /** Creates the empty file {@code dir/PREFIX<random>SUFFIX} (the folder must exist). */
    public static Path file(Path dir, String prefix, String suffix) throws IOException {
        for (int attempt = 0;; attempt++) {
            try {
                return Files.createFile(dir.resolve(prefix + name() + suffix));
            } catch (FileAlreadyExistsException e) {
                if (attempt > 100) {
                    throw e;
                }
            }
        }
    }

    private static String name() {
        return Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36);
    }
}
