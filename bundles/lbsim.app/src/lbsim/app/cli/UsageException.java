package lbsim.app.cli;

/** Bad usage of the command line: printed with a pointer to --help, exit 2. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
