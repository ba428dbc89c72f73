package lbsim.core.balance;

/**
 * Factoring (S. F. Hummel, E. Schonberg, L. E. Flynn, "Factoring: a method for scheduling parallel
 * loops", Communications of the ACM 35(8), 1992), with the paper's practical factor {@code x = 2}: work
 * is handed out in batches of {@code P} chunks (one batch per {@code P} requests, whichever slaves ask);
 * every chunk of a batch has {@code ceil(R_b / (2P))} units, where {@code R_b} is what remained when the
 * batch's first chunk was requested. So each batch hands out about half of what remains, and a chunk is
 * never more than what remains (the last batch may end early).
 */
public final class Factoring implements Strategy {

    private int slaves;
    private long batchChunk;
    private int leftInBatch;

    /** Creates the strategy. */
    public Factoring() {
    }

    @Override
    public String name() {
        return "factoring";
    }

    @Override
    public void start(long units, double[] speeds) {
        this.slaves = ProtocolCheck.start(name(), units, speeds);
        this.leftInBatch = 0;
    }

    /** {@code min(remaining, ceil(R_b / (2P)))}; a new batch starts after every P chunks. */
    @Override
    public long chunk(int slave, long remaining, double now) {
        ProtocolCheck.chunk(name(), slaves, slave, remaining);
        if (leftInBatch == 0) {
            batchChunk = Math.ceilDiv(remaining, 2L * slaves);
            leftInBatch = slaves;
        }
        leftInBatch--;
        return Math.min(batchChunk, remaining);
    }
}
