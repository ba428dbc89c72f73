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
    private int present;
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
        this.present = slaves;
        this.leftInBatch = 0;
    }

    /** {@code min(remaining, ceil(R_b / (2P)))}; a new batch starts after every P chunks. */
    /** The current batch ends: the next request starts a batch over the slaves still there, lost units included. */
    @Override
    public void slaveLost(int slave, long units, double now) {
        ProtocolCheck.slave(name(), slaves, slave);
        present--;
        leftInBatch = 0;
    }

    @Override
    public void slaveRejoined(int slave, double now) {
        ProtocolCheck.slave(name(), slaves, slave);
        present++;
    }

    @Override
    public long chunk(int slave, long remaining, double now) {
        ProtocolCheck.chunk(name(), slaves, slave, remaining);
        if (leftInBatch == 0) {
            int p = Math.max(1, present);
            batchChunk = Math.ceilDiv(remaining, 2L * p);
            leftInBatch = p;
        }
        leftInBatch--;
        return Math.min(batchChunk, remaining);
    }
}
