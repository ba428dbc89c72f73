package lbsim.run;

/** The simulation of a valid scenario failed; the message names the file, the time and the cause. */
public final class SimulationException extends Exception {

    private static final long serialVersionUID = 1L;

    public SimulationException(String message) {
        super(message);
    }

    public SimulationException(String message, Throwable cause) {
        super(message, cause);
    }
}
