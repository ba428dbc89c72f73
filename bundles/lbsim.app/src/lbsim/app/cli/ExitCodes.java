package lbsim.app.cli;

/** The command line's exit codes. */
public final class ExitCodes {

    /** Success. */
    public static final int OK = 0;
    /** The simulation failed, or its result could not be written. */
    public static final int SIMULATION_FAILED = 1;
    /** Bad usage, an invalid scenario or a bad input file. */
    public static final int BAD_INPUT = 2;

    private ExitCodes() {
    }
}
