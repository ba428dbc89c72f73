package lbsim.core.balance;

/**
 * Static block distribution: slave {@code i} gets one contiguous block of units at its first request
 * and 0 at every later request. The units are split as evenly as possible: with {@code N} units and
 * {@code P} slaves every slave gets {@code floor(N / P)} units and the first {@code N mod P} slaves one
 * more; slave {@code i}'s block starts at unit {@code i floor(N / P) + min(i, N mod P)}. Host speeds are
 * ignored (see {@link WeightedFactoring} for a strategy that uses them).
 */
public final class StaticBlock extends StaticShares {

    /** Creates the strategy; {@link #start} sets the units and slaves. */
    public StaticBlock() {
    }

    @Override
    public String name() {
        return "static-block";
    }

    /**
     * The number of units of slave {@code slave}: {@code floor(N / P)}, plus one for the first
     * {@code N mod P} slaves.
     *
     * @throws IllegalStateException    before {@link #start}
     * @throws IllegalArgumentException for a slave out of range
     */
    @Override
    public long share(int slave) {
        ProtocolCheck.slave(name(), slaves, slave);
        return units / slaves + (slave < units % slaves ? 1 : 0);
    }

    /**
     * The indices (0-based, ascending) of the units in slave {@code slave}'s block, for a cost model whose
     * unit costs depend on the index.
     *
     * @throws IllegalStateException    before {@link #start}
     * @throws IllegalArgumentException for a slave out of range
     * @throws ArithmeticException      if the block has more units than an array can hold
     */
    public long[] unitsOf(int slave) {
        long n = share(slave);
        long first = slave * (units / slaves) + Math.min(slave, units % slaves);
        long[] indices = new long[Math.toIntExact(n)];
        for (int k = 0; k < indices.length; k++) {
            indices[k] = first + k;
        }
        return indices;
    }
}
