package lbsim.run;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import lbsim.core.trace.TraceSink;
import lbsim.run.outcome.NetworkTables;

/**
 * traffic.csv of a run with a full trace, gathered while the run goes (issue 32) instead of from the finished trace
 * file: the delivery time and length of every delivered message, {@value #BLOCK} in memory, full blocks in a
 * temporary file (16 bytes a message), binned once the run's end is known. Counts and byte sums are integers, so the
 * table is the one the trace file gives, whatever the order. Memory: one block, whatever the run's length; the
 * temporary file is deleted by {@link #close}.
 */
final class TrafficRecorder implements TraceSink, Closeable {

    static final int BLOCK = 1 << 16;

    /** Per message: its delivery time's bits, then its length. */
    private final long[] pairs = new long[2 * BLOCK];
    private int n;
    private long spilled;
    private Path file;
    private FileChannel channel;
    private final ByteBuffer buffer = ByteBuffer.allocate(BLOCK * 16);
    private IOException failure;

    @Override
    public void state(int task, int state, double startSeconds, double endSeconds) {
        // intervals do not count
    }

    @Override
    public void message(int id, int source, int destination, int tag, long length, double sendStartSeconds,
            double injectedSeconds, double deliveredSeconds, double receivedSeconds) {
        if (Double.isNaN(deliveredSeconds) || failure != null) {
            return;
        }
        if (n == BLOCK) {
            spill();
            if (failure != null) {
                return;
            }
        }
        pairs[2 * n] = Double.doubleToRawLongBits(deliveredSeconds);
        pairs[2 * n + 1] = length;
        n++;
    }

    private void spill() {
        try {
            if (channel == null) {
                file = Files.createTempFile("lbsim-traffic-", ".tmp");
                channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.READ);
            }
            buffer.clear();
            buffer.asLongBuffer().put(pairs, 0, 2 * n);
            buffer.limit(16 * n);
            long at = spilled * 16;
            while (buffer.hasRemaining()) {
                at += channel.write(buffer, at);
            }
            spilled += n;
            n = 0;
        } catch (IOException | UncheckedIOException e) {
            failure = e instanceof IOException io ? io : ((UncheckedIOException) e).getCause();
        }
    }

    /**
     * The table over [0, end] in {@code bins} intervals, or null when the temporary file could not be written or read
     * (the caller then reads the trace file).
     */
    NetworkTables.Traffic table(double end, int bins) {
        if (failure != null) {
            return null;
        }
        MessageTable.Traffic t = new MessageTable.Traffic(end, bins);
        addBlock(t, pairs, n); // the block in memory first: reading the file back reuses its array
        n = 0;
        try {
            for (long at = 0; at < spilled; at += BLOCK) {
                int count = (int) Math.min(BLOCK, spilled - at);
                buffer.clear().limit(count * 16);
                long pos = at * 16;
                while (buffer.hasRemaining()) {
                    int r = channel.read(buffer, pos);
                    if (r < 0) {
                        throw new IOException(file + " is short");
                    }
                    pos += r;
                }
                buffer.flip();
                buffer.asLongBuffer().get(pairs, 0, 2 * count);
                addBlock(t, pairs, count);
            }
        } catch (IOException e) {
            failure = e;
            return null;
        }
        return t.table();
    }

    /**
     * Adds a block of messages to the table: one loop for every block, so that the JIT compiles it once or twice,
     * not once per loop of {@link #table} (three compilations on the stack and one more, about 25 ms of the
     * compiler at the end of a run of 10^6 tasks).
     */
    private static void addBlock(MessageTable.Traffic t, long[] pairs, int count) {
        for (int i = 0; i < count; i++) {
            t.add(Double.longBitsToDouble(pairs[2 * i]), pairs[2 * i + 1]);
        }
    }

    @Override
    public void close() {
        try {
            if (channel != null) {
                channel.close();
            }
            if (file != null) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            // a temporary file left behind is the system's to clean; the run's result does not depend on it
        }
    }
}
