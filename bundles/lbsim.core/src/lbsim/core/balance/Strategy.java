package lbsim.core.balance;

/**
 * A load-balancing strategy: the master of a master-slave computation asks it how many work units to
 * hand a slave that asks for work. Strategies are plain objects, created per run, called from the
 * simulation thread only; they must be deterministic (no randomness, no clock but the times given).
 * <p>
 * Protocol: {@link #start} once, then for every request {@link #chunk}, and for every finished chunk
 * {@link #finished}. A chunk of 0 means "nothing for this slave now": the master then asks again when
 * another chunk finishes, and stops the slave when no unit is left and no chunk is out.
 */
public interface Strategy {

    /** Short name for reports, e.g. "guided". */
    String name();

    /**
     * Called once before any request.
     *
     * @param units  total number of work units, >= 0
     * @param speeds relative speed of each slave's host (the length is the number of slaves), > 0
     */
    void start(long units, double[] speeds);

    /**
     * The number of units to give slave {@code slave} now, between 0 and {@code remaining}.
     *
     * @param remaining units not yet handed out, > 0
     * @param now       virtual time of the request, in seconds
     */
    long chunk(int slave, long remaining, double now);

    /**
     * A chunk came back: {@code units} units took {@code seconds} from hand-out to result (for adaptive
     * strategies that learn the slaves' rates).
     */
    default void finished(int slave, long units, double seconds) {
    }

    /**
     * Slave {@code slave} was lost with its host (the master has just detected it): the {@code units} of its
     * chunk (0 if it had none) are back among the remaining units, and it gets no chunk until
     * {@link #slaveRejoined}. The default does nothing, which suits strategies that do not depend on who
     * is there.
     */
    default void slaveLost(int slave, long units, double now) {
    }

    /** Slave {@code slave}, lost before, asks for work again (its host came back). */
    default void slaveRejoined(int slave, double now) {
    }

    /**
     * Called once before {@link #start} where the run lets strategies change their slaves' DVFS pstates
     * (master-slave runs and real programs' balancers): a strategy that wants to slow idle slaves down or
     * speed a late one up keeps {@code pstates} and calls {@link SlavePstates#set} from {@link #chunk},
     * {@link #finished} or the other events. The default ignores it.
     */
    default void pstates(SlavePstates pstates) {
    }
}
