package lbsim.core.balance;

/**
 * What the two static distributions share: each slave gets its whole share at its first request and 0
 * at every later one, and a lost slave's share goes back whole to the next slave that asks. Subclasses
 * say only how large each slave's share is ({@link #share}).
 */
public abstract sealed class StaticShares implements Strategy permits StaticBlock, StaticCyclic {

    /** The units to distribute. */
    protected long units;
    /** The number of slaves. */
    protected int slaves;
    private boolean[] served;
    private long returned;

    /** Creates the strategy; {@link #start} sets the units and slaves. */
    protected StaticShares() {
    }

    @Override
    public void start(long units, double[] speeds) {
        this.slaves = ProtocolCheck.start(name(), units, speeds);
        this.units = units;
        this.served = new boolean[slaves];
        this.returned = 0;
    }

    /**
     * A lost slave's share goes, whole, to the next slave that asks and has had its own share (or to the
     * lost slave if it rejoins first); a slave lost before it asked gives its share up the same way.
     */
    @Override
    public void slaveLost(int slave, long units, double now) {
        ProtocolCheck.slave(name(), slaves, slave);
        if (!served[slave]) {
            served[slave] = true;
            returned += share(slave);
        }
        returned += units;
    }

    /** Units of lost shares not yet handed out again. */
    public long returnedUnits() {
        return returned;
    }

    /**
     * The slave's whole share at its first request (never more than {@code remaining}); later, what lost
     * shares have returned (never more than {@code remaining}), else 0.
     */
    @Override
    public long chunk(int slave, long remaining, double now) {
        ProtocolCheck.chunk(name(), slaves, slave, remaining);
        if (served[slave]) {
            long k = Math.min(returned, remaining);
            returned -= k;
            return k;
        }
        served[slave] = true;
        return Math.min(share(slave), remaining);
    }

    /**
     * The number of units of slave {@code slave}.
     *
     * @throws IllegalStateException    before {@link #start}
     * @throws IllegalArgumentException for a slave out of range
     */
    public abstract long share(int slave);
}
