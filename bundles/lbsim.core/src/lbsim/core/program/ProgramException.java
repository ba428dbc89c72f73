package lbsim.core.program;

/**
 * A real program cannot be started: its class is missing from the program's class path, is not a
 * {@link lbsim.api.Task}, or cannot be instantiated (not public, abstract, no public constructor without
 * arguments, or the constructor threw). The message names the class and the rule.
 */
public final class ProgramException extends Exception {

    private static final long serialVersionUID = 1L;

    public ProgramException(String message, Throwable cause) {
        super(message, cause);
    }
}
