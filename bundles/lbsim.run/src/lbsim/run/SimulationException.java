package lbsim.run;

/** The simulation of a valid scenario failed; the message names the file, the time and the cause. */
public final class SimulationException extends Exception {

    private static final long serialVersionUID = 1L;

    public SimulationException(String message) {
        this(message, null, null);
    }

    private final transient RunOutcome partial;
    private final transient java.util.List<lbsim.model.io.Problem> problems;

    public SimulationException(String message, Throwable cause) {
        this(message, cause, null);
    }

    /**
     * @param partial what the run had produced when it failed (written as a partial result), or null
     */
    public SimulationException(String message, Throwable cause, RunOutcome partial) {
        this(message, cause, partial, java.util.List.of());
    }

    /**
     * @param partial  what the run had produced when it failed (written as a partial result), or null
     * @param problems the scenario's objects the failure is about, as problem records (e.g. the real application
     *                 whose main class was not found); empty when it names none
     */
    public SimulationException(String message, Throwable cause, RunOutcome partial, java.util.List<lbsim.model.io.Problem> problems) {
        super(message, cause);
        this.partial = partial;
        this.problems = java.util.List.copyOf(problems);
    }

    /** The scenario's objects the failure is about, as problem records; empty when it names none. */
    public java.util.List<lbsim.model.io.Problem> problems() {
        return problems;
    }

    /** The partial result of the failed run, or null. */
    public RunOutcome partial() {
        return partial;
    }
}
