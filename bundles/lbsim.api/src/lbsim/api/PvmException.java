package lbsim.api;

/**
 * Thrown by {@link Pvm} when a program uses the virtual machine wrongly: an unknown task id or host,
 * a negative length or time, a payload that cannot be copied, a call from a thread that is not the
 * task's own. Uncaught, it ends the simulation with a report naming the task and the virtual time.
 */
public class PvmException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public PvmException(String message) {
        super(message);
    }

    public PvmException(String message, Throwable cause) {
        super(message, cause);
    }
}
