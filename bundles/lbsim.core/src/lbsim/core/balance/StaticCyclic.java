package lbsim.core.balance;

/**
 * Static cyclic distribution: slave {@code i} gets units {@code i, i + P, i + 2P, ...} at its first
 * request and 0 at every later request; that is {@code ceil((N - i) / P)} units for {@code i < N}, else
 * none. Host speeds are ignored.
 * <p>
 * {@link #chunk} returns counts only, so under a cost model that charges every unit alike cyclic and
 * {@link StaticBlock} give the same counts (the first {@code N mod P} slaves get one unit more) and the
 * same times. They differ in <em>which</em> units a slave gets, which matters when unit costs vary with
 * the index (e.g. a triangular loop: block gives one slave all the expensive units, cyclic spreads them).
 * A cost-per-index model takes the indices from {@link #unitsOf}.
 */
public final class StaticCyclic extends StaticShares {

    /** Creates the strategy; {@link #start} sets the units and slaves. */
    public StaticCyclic() {
    }

    @Override
    public String name() {
        return "static-cyclic";
    }

    /**
     * The number of units of slave {@code slave}: {@code ceil((N - slave) / P)}, or 0 when
     * {@code slave >= N}.
     *
     * @throws IllegalStateException    before {@link #start}
     * @throws IllegalArgumentException for a slave out of range
     */
    @Override
    public long share(int slave) {
        ProtocolCheck.slave(name(), slaves, slave);
        return slave >= units ? 0 : (units - slave - 1) / slaves + 1;
    }

    /**
     * The indices (0-based, ascending) of slave {@code slave}'s units: {@code slave, slave + P, ...}
     * below N.
     *
     * @throws IllegalStateException    before {@link #start}
     * @throws IllegalArgumentException for a slave out of range
     * @throws ArithmeticException      if the share has more units than an array can hold
     */
    public long[] unitsOf(int slave) {
        long[] indices = new long[Math.toIntExact(share(slave))];
        for (int k = 0; k < indices.length; k++) {
            indices[k] = slave + (long) k * slaves;
        }
        return indices;
    }
}
