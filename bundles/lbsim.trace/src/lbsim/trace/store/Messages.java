package lbsim.trace.store;

/**
 * Messages answered by a {@link TraceStore} query, as primitive columns (index 0 .. size - 1), ordered
 * by message id (the order their sends started). Times in seconds; NaN for a stage never reached. Immutable.
 */
public final class Messages {

    private final int size;
    private final int[] id;
    private final int[] source;
    private final int[] destination;
    private final int[] tag;
    private final long[] bytes;
    private final double[] sendStart;
    private final double[] injected;
    private final double[] delivered;
    private final double[] received;

    public Messages(int size, int[] id, int[] source, int[] destination, int[] tag, long[] bytes, double[] sendStart,
            double[] injected, double[] delivered, double[] received) {
        this.size = size;
        this.id = id;
        this.source = source;
        this.destination = destination;
        this.tag = tag;
        this.bytes = bytes;
        this.sendStart = sendStart;
        this.injected = injected;
        this.delivered = delivered;
        this.received = received;
    }

    public int size() {
        return size;
    }

    /** The message's id in the run (0, 1, 2, ... in the order sends started). */
    public int id(int i) {
        return id[check(i)];
    }

    public int source(int i) {
        return source[check(i)];
    }

    public int destination(int i) {
        return destination[check(i)];
    }

    public int tag(int i) {
        return tag[check(i)];
    }

    /** Length used for timing. */
    public long bytes(int i) {
        return bytes[check(i)];
    }

    public double sendStart(int i) {
        return sendStart[check(i)];
    }

    public double injected(int i) {
        return injected[check(i)];
    }

    public double delivered(int i) {
        return delivered[check(i)];
    }

    public double received(int i) {
        return received[check(i)];
    }

    private int check(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("message " + i + " of " + size);
        }
        return i;
    }
}
