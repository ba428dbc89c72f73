package lbsim.core.io;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * The bytes of a set of input files, read once: an experiment reads every file its scenario names (rate files,
 * process traces, trace-replay files, estimate and empirical files, a real program's class files and jars) when it
 * takes their SHA-256, and every run of it parses these bytes instead of reading the file again, so that a file
 * edited or replaced while the experiment runs changes no later point and the recorded digest is that of what every
 * run used. A folder's listing is kept too (the trace-replay folder's files). Immutable once built.
 *
 * <p>
 * The readers ({@link InputFiles}, the trace-replay folder reader, the program class loader) consult the snapshot
 * {@linkplain #using installed} on the reading thread; without one, or for a file not in it, they read the file.
 * Keys are absolute, normalized paths.
 */
public final class InputSnapshot {

    private static final ThreadLocal<InputSnapshot> CURRENT = new ThreadLocal<>();

    private final Map<Path, byte[]> files;
    private final Map<Path, List<Path>> folders;

    private InputSnapshot(Map<Path, byte[]> files, Map<Path, List<Path>> folders) {
        this.files = Map.copyOf(files);
        this.folders = Map.copyOf(folders);
    }

    /** The snapshot installed on this thread, or null. */
    public static InputSnapshot current() {
        return CURRENT.get();
    }

    /** Runs {@code work} with {@code snapshot} (may be null: none) installed on this thread, then restores the previous one. */
    public static <T, E extends Exception> T using(InputSnapshot snapshot, Work<T, E> work) throws E {
        InputSnapshot before = CURRENT.get();
        CURRENT.set(snapshot);
        try {
            return work.call();
        } finally {
            if (before == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(before);
            }
        }
    }

    /** Work that may throw one checked exception type (a {@link Callable} of a known exception). */
    @FunctionalInterface
    public interface Work<T, E extends Exception> {
        /** Does the work. */
        T call() throws E;
    }

    /** The bytes of {@code file} as read into the snapshot, or null when it holds no such file. Do not modify them. */
    public byte[] bytes(Path file) {
        return files.get(key(file));
    }

    /** The regular files of {@code folder} as they were when the snapshot was made (absolute paths), or null. */
    public List<Path> listing(Path folder) {
        return folders.get(key(folder));
    }

    /** Number of files held. */
    public int fileCount() {
        return files.size();
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }

    /** Collects a snapshot. Not thread-safe. */
    public static final class Builder {
        private final Map<Path, byte[]> files = new HashMap<>();
        private final Map<Path, List<Path>> folders = new HashMap<>();

        /** Records the bytes read from {@code file} (they are not copied: do not modify them afterwards). */
        public Builder file(Path file, byte[] bytes) {
            files.put(key(file), bytes);
            return this;
        }

        /** Records the regular files of {@code folder}. */
        public Builder folder(Path folder, List<Path> regularFiles) {
            folders.put(key(folder), regularFiles.stream().map(InputSnapshot::key).toList());
            return this;
        }

        /** The bytes held for {@code file}, or null. */
        public byte[] bytes(Path file) {
            return files.get(key(file));
        }

        /** Whether {@code file} is already held. */
        public boolean has(Path file) {
            return files.containsKey(key(file));
        }

        /** The snapshot. */
        public InputSnapshot build() {
            return new InputSnapshot(files, folders);
        }
    }
}
