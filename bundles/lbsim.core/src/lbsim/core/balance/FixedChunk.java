package lbsim.core.balance;

/**
 * Fixed-size chunking: {@code k} units per request, the last chunk smaller when {@code k} does not
 * divide the units (C. P. Kruskal, A. Weiss, "Allocating independent subtasks on parallel processors",
 * IEEE Transactions on Software Engineering SE-11(10), 1985). {@code k = 1} is {@link SelfScheduling}.
 */
public final class FixedChunk implements Strategy {

    private final long chunkSize;
    private int slaves;

    /**
     * @param chunkSize units per chunk, >= 1
     * @throws IllegalArgumentException "chunk size must be >= 1, got 0" for a size below 1
     */
    public FixedChunk(long chunkSize) {
        if (chunkSize < 1) {
            throw new IllegalArgumentException("chunk size must be >= 1, got " + chunkSize);
        }
        this.chunkSize = chunkSize;
    }

    /** Units per chunk. */
    public long chunkSize() {
        return chunkSize;
    }

    /** {@code fixed(k=K)}, which {@link Strategies#create} reads back. */
    @Override
    public String name() {
        return "fixed(k=" + chunkSize + ")";
    }

    @Override
    public void start(long units, double[] speeds) {
        this.slaves = ProtocolCheck.start(name(), units, speeds);
    }

    /** {@code min(k, remaining)}. */
    @Override
    public long chunk(int slave, long remaining, double now) {
        ProtocolCheck.chunk(name(), slaves, slave, remaining);
        return Math.min(chunkSize, remaining);
    }
}
