package lbsim.trace;

import java.util.List;

/**
 * The task states of traces written by lbsim: their names, in the order of {@code lbsim.core.msg.TaskState},
 * and the index of each. A trace file stores its own state names; these are the ones every run writes.
 */
public final class TraceStates {

    /** State names of traces written by lbsim, in the order of {@code lbsim.core.msg.TaskState}. */
    public static final List<String> STATES = List.of("compute", "send", "receive", "blocked", "spawn");

    /** Index of the compute state in {@link #STATES}. */
    public static final int COMPUTE = 0;
    /** Index of the send-overhead state. */
    public static final int SEND = 1;
    /** Index of the receive-overhead state. */
    public static final int RECEIVE = 2;
    /** Index of the blocked-in-receive state. */
    public static final int BLOCKED = 3;
    /** Index of the spawn state. */
    public static final int SPAWN = 4;

    private TraceStates() {
    }
}
