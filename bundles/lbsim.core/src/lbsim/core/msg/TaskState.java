package lbsim.core.msg;

/** What a task is doing during an interval of its life. */
public enum TaskState {
    /** Computing (CPU work of the program). */
    COMPUTE,
    /** Paying the send overhead. */
    SEND,
    /** Paying the receive overhead. */
    RECEIVE,
    /** Blocked in a receive, waiting for a message. */
    BLOCKED,
    /** Paying the spawn delay. */
    SPAWN
}
