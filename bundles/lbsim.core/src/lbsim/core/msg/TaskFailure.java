package lbsim.core.msg;

/** A task's program failed or used the message layer wrongly; names the task and the virtual time. */
public final class TaskFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int tid;
    private final double time;

    public TaskFailure(int tid, String taskName, double time, String message, Throwable cause) {
        super("task " + tid + " '" + taskName + "' at " + time + " s: " + message, cause);
        this.tid = tid;
        this.time = time;
    }

    /** Id of the task. */
    public int tid() {
        return tid;
    }

    /** Virtual time of the failure, in seconds. */
    public double time() {
        return time;
    }
}
