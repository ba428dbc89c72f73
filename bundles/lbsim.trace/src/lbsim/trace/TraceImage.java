package lbsim.trace;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import lbsim.trace.file.TraceFileStore;
import lbsim.trace.store.TraceStore;

/**
 * A finished trace file (format version 2, docs/dev/trace-format.md) held in memory: the very bytes
 * {@link lbsim.trace.file.TraceWriter} writes to a file, compressed chunks and summary level included. A
 * store {@link #open opened} on it is the file store reading this buffer, so an in-memory trace answers
 * every question as the same trace on disk does, to the bit, and {@link #writeTo} gives that file byte for
 * byte. Immutable. Make one with {@link TraceBuilder} or {@link lbsim.trace.file.TraceWriter#inMemory}.
 */
public final class TraceImage {

    private static TraceImage empty;

    private byte[] bytes;
    private java.util.function.Supplier<TraceImage> source;
    private final String label;

    /** Wraps {@code bytes} (not copied: the caller hands them over). */
    public TraceImage(byte[] bytes, String label) {
        this.bytes = java.util.Objects.requireNonNull(bytes, "bytes");
        this.label = label;
    }

    private TraceImage(java.util.function.Supplier<TraceImage> source, String label) {
        this.source = source;
        this.label = label;
    }

    /**
     * A trace written only when first used ({@link #open}, {@link #writeTo}, ...), by {@code source}, once: for
     * runs whose trace may never be read (a run for its figures alone), which then pay nothing for it.
     */
    public static TraceImage lazy(java.util.function.Supplier<TraceImage> source, String label) {
        return new TraceImage(java.util.Objects.requireNonNull(source, "source"), label);
    }

    /** The bytes, written now if this image is {@link #lazy} and they were not yet. */
    private synchronized byte[] bytes() {
        if (bytes == null) {
            bytes = source.get().bytes();
            source = null;
        }
        return bytes;
    }

    /** A trace with no hosts, tasks, states or messages, ending at 0 s (built once). */
    public static synchronized TraceImage empty() {
        if (empty == null) {
            empty = new TraceBuilder(0).build();
        }
        return empty;
    }

    /** Size of the trace file, in bytes. */
    public long byteCount() {
        return bytes().length;
    }

    /** A copy of the trace file's bytes. */
    public byte[] toByteArray() {
        return bytes().clone();
    }

    /** Opens a store on these bytes; closing it releases nothing but is harmless. */
    public TraceStore open() throws IOException {
        return TraceFileStore.open(bytes(), label);
    }

    /** Writes the trace file (creating or replacing {@code file}). */
    public void writeTo(Path file) throws IOException {
        Files.write(file, bytes());
    }

    /** Writes the trace file's bytes to a stream (not closed). */
    public void writeTo(OutputStream out) throws IOException {
        out.write(bytes());
    }

    /** Same bytes. */
    @Override
    public boolean equals(Object o) {
        return o instanceof TraceImage i && java.util.Arrays.equals(bytes(), i.bytes());
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(bytes());
    }

    @Override
    public String toString() {
        return "TraceImage(" + label + ")";
    }
}
