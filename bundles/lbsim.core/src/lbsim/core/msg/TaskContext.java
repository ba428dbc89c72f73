package lbsim.core.msg;

import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * What a task can do, with PVM semantics, in virtual time. Every operation returns at once and calls
 * its continuation when the operation completes in virtual time; issue at most one operation per
 * continuation. CPU costs (computation and the send and receive overheads of the network model) are
 * work on the task's host, shared with competing load. Sources and tags given as {@link #ANY} match
 * anything.
 */
public interface TaskContext {

    /** Wildcard for sources and tags. */
    int ANY = -1;

    /** This task's id. */
    int myTid();

    /** The id of the task that spawned this one, or {@link #ANY} for a task started by the scenario. */
    int parent();

    /** Name of the host this task runs on. */
    String hostName();

    /** Current virtual time in seconds. */
    double now();

    /** Computes for {@code referenceSeconds} of reference-machine CPU work, then continues. */
    void compute(double referenceSeconds, Runnable then);

    /**
     * Sends asynchronously: after the send overhead the message is on its way and the task continues.
     *
     * @param bytes   length used for timing (a virtual length; need not match the payload)
     * @param payload delivered as is to the receiver; may be null
     * @throws IllegalArgumentException (from the run) for an unknown destination or a negative length
     */
    void send(int destination, int tag, long bytes, Object payload, Runnable then);

    /** Sends one message to each destination for a single send overhead, then continues. */
    void mcast(int[] destinations, int tag, long bytes, Object payload, Runnable then);

    /** Blocks until a matching message is in the mailbox, takes the first one, pays the receive overhead, continues with it. */
    void recv(int source, int tag, Consumer<Message> then);

    /** Like {@link #recv} but gives up after {@code timeoutSeconds} and continues with null. */
    void trecv(int source, int tag, double timeoutSeconds, Consumer<Message> then);

    /** Takes a matching message if one is there (else null), after the receive overhead. */
    void nrecv(int source, int tag, Consumer<Message> then);

    /** Looks for a matching message without taking it (null if none), after the receive overhead. */
    void probe(int source, int tag, Consumer<Message> then);

    /**
     * Starts a new task after the spawn delay.
     *
     * @param host a host name, or null to place it automatically (round robin over the hosts)
     * @param then receives the new task's id
     */
    void spawn(TaskProgram program, String name, String host, IntConsumer then);

    /** Ends another task at once (its pending work is dropped), then continues. */
    void kill(int tid, Runnable then);

    /** Ends this task. */
    void exit();

    /**
     * Keeps the task alive although this continuation issues no operation: its next operation is issued
     * later, between events, by whoever drives the task from outside (a real program's thread in
     * lbsim.core.program), and may then be issued outside any continuation. Counts as this
     * continuation's one operation. An operation issued outside a continuation throws its
     * {@link TaskFailure} to the caller.
     */
    void hold();
}
