package lbsim.trace.store;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import lbsim.trace.TraceImage;
import lbsim.trace.file.TraceFileStore;

/** Where a {@link TraceStore} comes from: a trace file, a result folder, or a trace held in memory. */
public final class TraceStores {

    private TraceStores() {
    }

    /**
     * Opens a trace file (format version 1 or 2); close the store when done.
     *
     * @throws NoSuchFileException                   when there is no such file
     * @throws lbsim.trace.TraceFormatException naming the file (and the offset) when it is not a trace file, has an
     *                                               unknown version, is truncated or damaged
     */
    public static TraceStore open(Path file) throws IOException {
        return TraceFileStore.open(file);
    }

    /**
     * Opens the trace file ({@code trace.lbt}) of a result folder.
     *
     * @throws NoSuchFileException naming the folder when it is none or has no trace file
     */
    public static TraceStore openFolder(Path folder) throws IOException {
        return TraceFileStore.openFolder(folder);
    }

    /**
     * Opens a trace while a run writes it: every record up to the run's latest live snapshot {@code liveFile} (see
     * {@link lbsim.trace.file.TraceWriter#live}); the store does not follow later snapshots (open again for them).
     *
     * @throws NoSuchFileException                   when a file does not exist (the run has written no snapshot yet)
     * @throws lbsim.trace.TraceFormatException naming the file when the snapshot or the trace is damaged
     */
    public static TraceStore openLive(Path traceFile, Path liveFile) throws IOException {
        return TraceFileStore.openLive(traceFile, liveFile);
    }

    /**
     * A store over a trace held in memory. It answers every question as a store over the same trace written to a
     * file does, to the bit: it is the file store reading the file's bytes from memory.
     */
    public static TraceStore of(TraceImage trace) throws IOException {
        return trace.open();
    }
}
