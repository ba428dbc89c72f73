package lbsim.api;

/**
 * One of lbsim's load-balancing strategies, for the master of a real master-slave program: it says
 * how many work units to hand a slave that asks for work. Get one from {@link Pvm#balancer}.
 *
 * <pre>
 * LoadBalancer lb = pvm.balancer("guided", particles, slaves);
 * long remaining = particles;
 * // on each request from slave i (its index in the slaves array):
 * long n = lb.chunk(i, remaining);        // 0 means "nothing for this slave now"
 * remaining -= n;
 * // on each result of a chunk of n units that took t seconds from hand-out to result:
 * lb.finished(i, n, t);
 * </pre>
 */
public interface LoadBalancer {

    /** The strategy's short name, e.g. "guided". */
    String name();

    /**
     * The number of units to give slave {@code slave} now, between 0 and {@code remaining}.
     *
     * @param slave     the slave's index in the array given to {@link Pvm#balancer}
     * @param remaining units not yet handed out, > 0
     */
    long chunk(int slave, long remaining);

    /** A chunk came back: {@code units} units took {@code seconds} of virtual time from hand-out to result. */
    void finished(int slave, long units, double seconds);
}
