package lbsim.core.balance;

/**
 * Weighted factoring (S. F. Hummel, J. Schmidt, R. N. Uma, J. Wein, "Load-sharing in heterogeneous
 * systems via weighted factoring", Proc. 8th ACM Symposium on Parallel Algorithms and Architectures,
 * 1996): {@link Factoring}'s batches of {@code P} chunks that together hold about half of what remains,
 * but a chunk's size is proportional to the requesting slave's relative speed {@code w_i} (the speeds
 * given to {@link #start}, fixed for the run):
 * {@code chunk = min(R, max(1, ceil(R_b w_i / (2 sum(w)))))}, where {@code R_b} is what remained when
 * the batch began. With equal speeds this is {@link Factoring}. A batch ends after {@code P} chunks,
 * whichever slaves asked. The ceiling ignores floating-point noise below {@code 1e-9} of the value.
 */
public final class WeightedFactoring implements Strategy {

    private int slaves;
    private double[] weights;
    private Presence presence;
    private double weightSum;
    private long batchUnits;
    private int leftInBatch;

    /** Creates the strategy; {@link #start} gives the speeds. */
    public WeightedFactoring() {
    }

    @Override
    public String name() {
        return "weighted-factoring";
    }

    @Override
    public void start(long units, double[] speeds) {
        this.slaves = ProtocolCheck.start(name(), units, speeds);
        this.weights = speeds.clone();
        double sum = 0;
        for (double w : weights) {
            sum += w;
        }
        this.weightSum = sum;
        this.leftInBatch = 0;
        this.presence = new Presence(slaves);
    }

    /**
     * The lost slave's weight leaves the sum and the current batch ends, so the next batch (lost units
     * included) is shared among the slaves still there by their weights.
     */
    @Override
    public void slaveLost(int slave, long units, double now) {
        ProtocolCheck.slave(name(), slaves, slave);
        if (presence.lose(slave)) {
            weightSum = presence.present() == 0 ? 0 : weightSum - weights[slave];
        }
        leftInBatch = 0;
    }

    @Override
    public void slaveRejoined(int slave, double now) {
        ProtocolCheck.slave(name(), slaves, slave);
        if (presence.rejoin(slave)) {
            double sum = 0;
            for (int i = 0; i < slaves; i++) {
                sum += presence.isGone(i) ? 0 : weights[i];
            }
            weightSum = sum;
        }
    }

    /** {@code min(remaining, max(1, ceil(R_b w_slave / (2 sum(w)))))}; a new batch starts after every P chunks. */
    @Override
    public long chunk(int slave, long remaining, double now) {
        ProtocolCheck.chunk(name(), slaves, slave, remaining);
        if (leftInBatch == 0) {
            batchUnits = remaining;
            leftInBatch = presence.batchSize();
        }
        leftInBatch--;
        return weightedChunk(batchUnits, weights[slave], weightSum, remaining);
    }

    /** {@code min(remaining, max(1, ceil(batchUnits weight / (2 weightSum))))}, ignoring floating-point noise. */
    static long weightedChunk(long batchUnits, double weight, double weightSum, long remaining) {
        double exact = batchUnits * (weight / weightSum) / 2;
        return Math.min(remaining, Math.max(1, ProtocolCheck.ceilIgnoringNoise(exact)));
    }
}
