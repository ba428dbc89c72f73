package lbsim.trace.analysis;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import lbsim.trace.store.TraceStore;

/**
 * Messages and bytes (the lengths used for timing) per ordered pair of tasks, counting every message
 * sent, whether or not it arrived. Read in one pass over the messages; memory O(pairs that exchanged a
 * message), at most O(tasks^2).
 */
public final class CommunicationMatrix {

    /**
     * One ordered pair that exchanged messages.
     *
     * @param source      sending task handle
     * @param destination receiving task handle
     * @param messages    messages sent from source to destination
     * @param bytes       their total length, bytes
     */
    public record Pair(int source, int destination, long messages, long bytes) {
    }

    private final int tasks;
    private final List<Pair> pairs;
    private final Map<Long, Pair> byKey;

    private CommunicationMatrix(int tasks, List<Pair> pairs) {
        this.tasks = tasks;
        this.pairs = pairs;
        this.byKey = new HashMap<>();
        for (Pair p : pairs) {
            byKey.put(key(p.source(), p.destination()), p);
        }
    }

    /** The matrix of every message of {@code store}. */
    public static CommunicationMatrix of(TraceStore store) throws IOException {
        return of(store, () -> false, f -> { });
    }

    /**
     * {@link #of(TraceStore)} that can be stopped and reports its progress: {@code stopped} is asked every 4,096
     * messages (true ends the computation with a {@link java.util.concurrent.CancellationException}); {@code done}
     * receives the fraction of the messages read, 0 to 1, growing.
     */
    public static CommunicationMatrix of(TraceStore store, java.util.function.BooleanSupplier stopped,
            java.util.function.DoubleConsumer done) throws IOException {
        Map<Long, long[]> sums = new HashMap<>();
        long total = Math.max(1, store.messageCount());
        long[] seen = { 0 };
        store.forEachMessage((id, src, dst, tag, bytes, sendStart, injected, delivered, received) -> {
            if ((++seen[0] & 4095) == 0) {
                if (stopped.getAsBoolean()) {
                    throw new java.util.concurrent.CancellationException("communication matrix: stopped");
                }
                done.accept(Math.min(1, (double) seen[0] / total));
            }
            long[] s = sums.computeIfAbsent(key(src, dst), k -> new long[2]);
            s[0]++;
            s[1] += bytes;
        });
        done.accept(1);
        List<Pair> pairs = new ArrayList<>(sums.size());
        sums.forEach((k, s) -> pairs.add(new Pair((int) (k >>> 32), (int) (long) k, s[0], s[1])));
        pairs.sort((a, b) -> a.source() != b.source() ? Integer.compare(a.source(), b.source())
                : Integer.compare(a.destination(), b.destination()));
        return new CommunicationMatrix(store.taskCount(), List.copyOf(pairs));
    }

    private static long key(int src, int dst) {
        return ((long) src << 32) | (dst & 0xffffffffL);
    }

    /** Number of tasks (rows and columns). */
    public int taskCount() {
        return tasks;
    }

    /** The pairs that exchanged at least one message, by source, then destination. */
    public List<Pair> pairs() {
        return pairs;
    }

    /** Messages from {@code source} to {@code destination} (0 when none). */
    public long messages(int source, int destination) {
        Pair p = byKey.get(key(source, destination));
        return p == null ? 0 : p.messages();
    }

    /** Bytes from {@code source} to {@code destination} (0 when none). */
    public long bytes(int source, int destination) {
        Pair p = byKey.get(key(source, destination));
        return p == null ? 0 : p.bytes();
    }

    /** The largest byte count of any pair (0 when no messages): the top of a heat map's scale. */
    public long maxBytes() {
        long m = 0;
        for (Pair p : pairs) {
            m = Math.max(m, p.bytes());
        }
        return m;
    }
}
