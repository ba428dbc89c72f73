package lbsim.api;

import java.util.List;

/**
 * A task's handle on the virtual parallel machine, named as in PVM 3. Every call happens in virtual
 * time: the calling task stands still in real time while the simulated clock moves, and its code
 * runs again only when the clock has reached the moment the call completes. Only one task runs at a
 * time, so a program needs no locks and a run is repeatable.
 *
 * <p>Time is spent in two ways, chosen by the scenario: <em>declared</em> (only {@link #compute} and
 * {@link #computeFlops} cost time, plus the network's send and receive overheads) or
 * <em>measured</em> (in addition, the CPU time the task's own code uses between two calls, scaled to
 * the reference machine, becomes CPU work on the task's virtual host). CPU work is shared with the
 * competing users' processes on that host, so a loaded host makes the task slower.
 *
 * <p>A {@code Pvm} belongs to the thread that runs its task; calling it from any other thread throws
 * {@link PvmException}.
 */
public interface Pvm {

    /** Wildcard for a source or a tag in {@link #recv}, {@link #nrecv}, {@link #trecv}, {@link #probe}. */
    int ANY = -1;

    /** What {@link #parent} returns for the program's first task (started by the scenario). */
    int NO_PARENT = -1;

    /** This task's id (pvm_mytid). Ids are small non-negative numbers given in start order. */
    int myTid();

    /** The id of the task that spawned this one (pvm_parent), or {@link #NO_PARENT}. */
    int parent();

    /** The name of the virtual host this task runs on. */
    String hostName();

    /** The names of the virtual machine's hosts, in the scenario's order (pvm_config). */
    List<String> hosts();

    /** The arguments this task was started with (the scenario's for the first task, the spawner's otherwise). */
    List<String> args();

    /** The current virtual time in seconds since the start of the run. */
    double now();

    /**
     * Starts {@code count} new tasks running {@code program} (pvm_spawn). The call costs the spawn
     * delay of the virtual machine once per new task; each new task starts when its delay is over.
     *
     * @param host a host name, or null to place the tasks automatically (round robin over the hosts)
     * @param args what the new tasks see as {@link #args()}
     * @return the new tasks' ids, in start order
     * @throws PvmException for an unknown host or a count below 1
     */
    int[] spawn(Class<? extends Task> program, int count, String host, String... args);

    /**
     * Like {@link #spawn(Class, int, String, String...)}, for a program named by its class name and
     * loaded from the program's class path.
     *
     * @throws PvmException if there is no such class or it is not a {@link Task} with a public
     *                      constructor without arguments
     */
    int[] spawn(String programClassName, int count, String host, String... args);

    /**
     * Sends asynchronously (pvm_send): after the send overhead the message is on its way and the
     * task continues. The receiver gets its own copy of {@code payload}.
     *
     * @param tag     the message tag, >= 0 (PVM's rule; {@link #ANY} is only a wildcard for receiving)
     * @param payload a byte array, a {@link java.io.Serializable} object, or null
     * @throws PvmException for an unknown destination, one lost with a host that went off, a negative tag or a
     *                      payload that cannot be copied
     */
    void send(int destination, int tag, Object payload);

    /**
     * Sends with a virtual length: the message is timed as {@code virtualBytes} long, whatever the
     * payload's size (MISS-PVM's virtual message lengths: time a 100 MB message without making it).
     *
     * @throws PvmException also for a negative length
     */
    void send(int destination, int tag, Object payload, long virtualBytes);

    /** Sends one copy to each destination for a single send overhead (pvm_mcast). */
    void mcast(int[] destinations, int tag, Object payload);

    /** {@link #mcast(int[], int, Object)} with a virtual length. */
    void mcast(int[] destinations, int tag, Object payload, long virtualBytes);

    /**
     * Waits until a message from {@code source} with {@code tag} is there (either may be {@link #ANY}),
     * takes the first such message in arrival order and pays the receive overhead (pvm_recv).
     */
    Message recv(int source, int tag);

    /** Takes a matching message if one has arrived, else returns null at once (pvm_nrecv). */
    Message nrecv(int source, int tag);

    /**
     * Waits at most {@code timeoutSeconds} of virtual time for a matching message (pvm_trecv).
     *
     * @return the message, or null if none came in time
     */
    Message trecv(int source, int tag, double timeoutSeconds);

    /**
     * Looks for a matching message without taking it (pvm_probe).
     *
     * @return the first matching message (still in the mailbox), or null
     */
    Message probe(int source, int tag);

    /**
     * Computes for {@code seconds} of CPU time on the reference machine (speed 1). On a host of
     * speed 2 that is half as long, and under competing load longer.
     *
     * @throws PvmException for a negative or non-finite time
     */
    void compute(double seconds);

    /**
     * Computes {@code flops} floating-point operations at the reference machine's rate (a scenario
     * setting), i.e. {@code compute(flops / rate)}.
     */
    void computeFlops(double flops);

    /**
     * One of lbsim's load-balancing strategies for handing {@code units} work units to the given
     * slaves, which it weighs by their hosts' speeds (see the strategy table of docs/user/applications.md).
     *
     * @param strategy a strategy spec as in a scenario, e.g. "self", "guided", "fixed(k=100)", "factoring",
     *                 "adaptive-weighted-factoring"; or the class name of a user strategy on the program's class path
     * @param slaves   the slaves' task ids; {@link LoadBalancer#chunk} takes an index into this array
     * @throws PvmException for an unknown strategy or task id
     */
    LoadBalancer balancer(String strategy, long units, int[] slaves);

    /** Ends another task at once (pvm_kill); its pending work is dropped. */
    void kill(int tid);

    /**
     * Ends this task now (pvm_exit). Does not return: the rest of {@link Task#run} is skipped.
     */
    void exit();

    /**
     * PVM's {@code pvm_notify(PvmTaskExit)}: when task {@code tid} ends (exits, is killed, or is lost with a
     * host that goes off), this task receives a message with tag {@code tag} from it, whose payload is the
     * tid (an {@link Integer}); at once if it has ended already. Costs no virtual time.
     *
     * @throws PvmException for an unknown task or a negative tag
     */
    void notifyExit(int tid, int tag);

    /**
     * PVM's {@code pvm_notify(PvmHostDelete)}: when host {@code host} goes off, this task receives a message
     * with tag {@code tag} from itself whose payload is the host's name. A program that asked this goes on
     * when the host fails (its tasks there are gone); otherwise the run fails. Costs no virtual time.
     *
     * @throws PvmException for an unknown host or a negative tag
     */
    void notifyHostDelete(String host, int tag);

    /**
     * The number of DVFS pstates of host {@code host} (1 when the scenario gives it none).
     *
     * @throws PvmException for an unknown host
     */
    int pstateCount(String host);

    /**
     * The current pstate of host {@code host}, 0 being the fastest in the scenario's order.
     *
     * @throws PvmException for an unknown host
     */
    int pstate(String host);

    /**
     * The speed factor of pstate {@code pstate} of host {@code host}.
     *
     * @throws PvmException for an unknown host or a pstate it does not have
     */
    double pstateSpeed(String host, int pstate);

    /**
     * Selects pstate {@code pstate} on host {@code host} from now on (DVFS, SimGrid's
     * {@code sg_host_set_pstate}): every job on the host goes on at the new speed and its power model
     * follows. Costs no virtual time.
     *
     * @throws PvmException for an unknown host or a pstate it does not have
     */
    void setPstate(String host, int pstate);
}
