package lbsim.core.msg;

/**
 * The code of a simulated task, written in continuation style: {@link #start} issues the task's first
 * operation on the context and returns; each operation takes what to do next. A continuation that
 * issues no further operation ends the task (as returning from main ends a PVM process).
 */
@FunctionalInterface
public interface TaskProgram {

    /** Called once, at the virtual time the task starts on its host. */
    void start(TaskContext ctx);

    /**
     * The task's name in traces, results and messages, asked once when the task is created and its id is
     * known. By default the name given to {@link VirtualMachine#start} or {@link TaskContext#spawn}.
     *
     * @param given the name given when the task was started or spawned
     * @param tid   the task's id
     */
    default String name(String given, int tid) {
        return given;
    }
}
