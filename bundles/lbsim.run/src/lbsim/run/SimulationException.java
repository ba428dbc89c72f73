package lbsim.run;

/** The simulation of a valid scenario failed; the message names the file, the time and the cause. */
public final class SimulationException extends Exception {

    private static final long serialVersionUID = 1L;

    public SimulationException(String message) {
        this(message, null, null);
    }

    private final transient RunOutcome partial;

    public SimulationException(String message, Throwable cause) {
        this(message, cause, null);
    }

    /**
     * @param partial what the run had produced when it failed (written as a partial result), or null
     */
    public SimulationException(String message, Throwable cause, RunOutcome partial) {
        super(message, cause);
        this.partial = partial;
    }

    /** The partial result of the failed run, or null. */
    public RunOutcome partial() {
        return partial;
    }
}
