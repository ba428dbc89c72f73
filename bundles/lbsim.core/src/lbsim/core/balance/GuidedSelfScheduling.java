package lbsim.core.balance;

/**
 * Guided self-scheduling (C. D. Polychronopoulos, D. J. Kuck, "Guided self-scheduling: a practical
 * scheduling scheme for parallel supercomputers", IEEE Transactions on Computers C-36(12), 1987): a
 * request gets {@code ceil(R / P)} units, where {@code R} is what remains and {@code P} the number of
 * slaves, so chunks shrink geometrically and the last ones are small enough to even out the finish times.
 * An optional minimum chunk {@code m} (default 1) makes that {@code min(R, max(m, ceil(R / P)))}, which
 * saves requests at the tail when units are cheap relative to messages.
 */
public final class GuidedSelfScheduling implements Strategy {

    private final long minChunk;
    private int slaves;
    private int present;

    /** Guided self-scheduling with minimum chunk 1 (the original scheme). */
    public GuidedSelfScheduling() {
        this(1);
    }

    /**
     * @param minChunk the smallest chunk handed out while at least that many units remain, >= 1
     * @throws IllegalArgumentException for a minimum below 1
     */
    public GuidedSelfScheduling(long minChunk) {
        if (minChunk < 1) {
            throw new IllegalArgumentException("minimum chunk must be >= 1, got " + minChunk);
        }
        this.minChunk = minChunk;
    }

    /** The minimum chunk, 1 for the original scheme. */
    public long minChunk() {
        return minChunk;
    }

    /** {@code guided}, or {@code guided(min=M)} for a minimum above 1; {@link Strategies#create} reads it back. */
    @Override
    public String name() {
        return minChunk == 1 ? "guided" : "guided(min=" + minChunk + ")";
    }

    @Override
    public void start(long units, double[] speeds) {
        this.slaves = ProtocolCheck.start(name(), units, speeds);
        this.present = slaves;
    }

    /** {@code min(remaining, max(minChunk, ceil(remaining / P)))}. */
    /** Later chunks divide the remaining units among the slaves still there. */
    @Override
    public void slaveLost(int slave, long units, double now) {
        ProtocolCheck.slave(name(), slaves, slave);
        present--;
    }

    @Override
    public void slaveRejoined(int slave, double now) {
        ProtocolCheck.slave(name(), slaves, slave);
        present++;
    }

    /** Slaves taking part now (all, less those lost and not back). */
    public int presentSlaves() {
        return present;
    }

    @Override
    public long chunk(int slave, long remaining, double now) {
        ProtocolCheck.chunk(name(), slaves, slave, remaining);
        return Math.min(remaining, Math.max(minChunk, Math.ceilDiv(remaining, Math.max(1, present))));
    }
}
