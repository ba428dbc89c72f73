package lbsim.core.balance;

/**
 * Pure self-scheduling: one unit per request. Best balance, most messages: the limiting case
 * {@code k = 1} of {@link FixedChunk}, whose trade-off between overhead and imbalance Kruskal and Weiss
 * analysed (C. P. Kruskal, A. Weiss, "Allocating independent subtasks on parallel processors", IEEE
 * Transactions on Software Engineering SE-11(10), 1985).
 */
public final class SelfScheduling implements Strategy {

    private int slaves;

    /** Creates the strategy. */
    public SelfScheduling() {
    }

    @Override
    public String name() {
        return "self";
    }

    @Override
    public void start(long units, double[] speeds) {
        this.slaves = ProtocolCheck.start(name(), units, speeds);
    }

    /** Always 1 (remaining is > 0). */
    @Override
    public long chunk(int slave, long remaining, double now) {
        ProtocolCheck.chunk(name(), slaves, slave, remaining);
        return 1;
    }
}
