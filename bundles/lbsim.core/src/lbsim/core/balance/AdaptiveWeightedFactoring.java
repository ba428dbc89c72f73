package lbsim.core.balance;

/**
 * Adaptive weighted factoring (I. Banicescu, V. Velusamy, J. Devaprasad, "On the scalability of dynamic
 * scheduling scientific applications with adaptive weighted factoring", Cluster Computing 6(3), 2003):
 * {@link WeightedFactoring} whose weights are learnt from the slaves' measured rates, so a slave slowed
 * by competing load gets smaller chunks.
 * <p>
 * Weighting rule, applied when a batch begins (a batch is {@code P} chunks, as in factoring):
 * <ul>
 * <li>a slave's measured rate is {@code r_i = (units it finished) / (seconds those chunks took)}, the
 * seconds being those given to {@link #finished} (hand-out to result, so messages and competing load
 * count). That is the chunk-size-weighted average of its per-unit rates over the whole run so far;
 * chunks reported with 0 seconds or 0 units add nothing;</li>
 * <li>a slave with a measured rate has weight {@code w_i = r_i};</li>
 * <li>a slave without one yet has {@code w_i = s_i k}: its speed {@code s_i} from {@link #start} times
 * the measured slaves' rate per unit of speed, {@code k = sum(r_j) / sum(s_j)} over the measured slaves
 * {@code j}; before any measurement {@code w_i = s_i}, so the first batch is that of weighted factoring.</li>
 * </ul>
 * A chunk is then {@code min(R, max(1, ceil(R_b w_i / (2 sum(w)))))}, with {@code R_b} what remained when
 * the batch began. Because the rate averages the whole run, the weights follow a lasting change of
 * competing load, more slowly the longer the history; a short burst moves them little.
 */
public final class AdaptiveWeightedFactoring implements Strategy {

    private int slaves;
    private double[] speeds;
    private long[] unitsDone;
    private double[] secondsDone;
    private double[] batchWeights;
    private Presence presence;
    private double batchWeightSum;
    private long batchUnits;
    private int leftInBatch;

    /** Creates the strategy; {@link #start} gives the initial speeds. */
    public AdaptiveWeightedFactoring() {
    }

    @Override
    public String name() {
        return "adaptive-weighted-factoring";
    }

    @Override
    public void start(long units, double[] speeds) {
        this.slaves = ProtocolCheck.start(name(), units, speeds);
        this.speeds = speeds.clone();
        this.unitsDone = new long[slaves];
        this.secondsDone = new double[slaves];
        this.batchWeights = new double[slaves];
        this.leftInBatch = 0;
        this.presence = new Presence(slaves);
    }

    /** {@code min(remaining, max(1, ceil(R_b w_slave / (2 sum(w)))))}; weights are recomputed when a batch begins. */
    @Override
    public long chunk(int slave, long remaining, double now) {
        ProtocolCheck.chunk(name(), slaves, slave, remaining);
        if (leftInBatch == 0) {
            batchUnits = remaining;
            leftInBatch = presence.batchSize();
            double sum = 0;
            for (int i = 0; i < slaves; i++) {
                batchWeights[i] = presence.isGone(i) ? 0 : weight(i);
                sum += batchWeights[i];
            }
            batchWeightSum = sum;
        }
        leftInBatch--;
        return WeightedFactoring.weightedChunk(batchUnits, batchWeights[slave], batchWeightSum, remaining);
    }

    /** Lost slaves weigh nothing in the next batches, which start at once (lost units included). */
    @Override
    public void slaveLost(int slave, long units, double now) {
        ProtocolCheck.slave(name(), slaves, slave);
        presence.lose(slave);
        leftInBatch = 0;
    }

    @Override
    public void slaveRejoined(int slave, double now) {
        ProtocolCheck.slave(name(), slaves, slave);
        presence.rejoin(slave);
    }

    /**
     * Records a finished chunk.
     *
     * @throws IllegalArgumentException for a slave out of range, units < 0, or seconds not >= 0 and finite
     */
    @Override
    public void finished(int slave, long units, double seconds) {
        ProtocolCheck.slave(name(), slaves, slave);
        if (units < 0) {
            throw new IllegalArgumentException(name() + ": finished units must be >= 0, got " + units);
        }
        if (!(seconds >= 0) || Double.isInfinite(seconds)) {
            throw new IllegalArgumentException(name() + ": finished seconds must be >= 0 and finite, got " + seconds);
        }
        if (units > 0 && seconds > 0) {
            unitsDone[slave] += units;
            secondsDone[slave] += seconds;
        }
    }

    /**
     * The slave's measured rate in units per second (units finished over their seconds), or NaN before
     * it has finished a chunk that took time.
     */
    public double measuredRate(int slave) {
        ProtocolCheck.slave(name(), slaves, slave);
        return secondsDone[slave] > 0 ? unitsDone[slave] / secondsDone[slave] : Double.NaN;
    }

    /**
     * The weight the next batch would give the slave by the rule above (its measured rate, or its speed
     * calibrated by the measured slaves), not normalised; divide by the sum over all slaves for its
     * share of a batch.
     */
    public double weight(int slave) {
        ProtocolCheck.slave(name(), slaves, slave);
        if (secondsDone[slave] > 0) {
            return unitsDone[slave] / secondsDone[slave];
        }
        double rates = 0;
        double measuredSpeeds = 0;
        for (int j = 0; j < slaves; j++) {
            if (secondsDone[j] > 0) {
                rates += unitsDone[j] / secondsDone[j];
                measuredSpeeds += speeds[j];
            }
        }
        return measuredSpeeds > 0 ? speeds[slave] * (rates / measuredSpeeds) : speeds[slave];
    }
}
