package lbsim.run;

/**
 * Whether this JVM runs under the IDE's debugger (Debug As &gt; lbsim Simulation starts it with
 * {@code -Dlbsim.underDebugger=true}). Then a scenario's wall-clock limit ({@code run/wallClockLimitSeconds}) is not
 * applied, neither to the simulation nor to the writing of its result: the time a breakpoint holds the run is the
 * user's, not the run's, and a limit would stop a run that was only looked at. Nothing else changes, so the result is
 * the one Run gives (a run that Run would stop at its limit goes on to its end).
 */
public final class UnderDebugger {

    /** The system property. */
    public static final String PROPERTY = "lbsim.underDebugger";

    private UnderDebugger() {
    }

    /** Whether {@link #PROPERTY} is {@code true}. */
    public static boolean active() {
        return Boolean.getBoolean(PROPERTY);
    }

    /** The wall-clock limit to apply: {@code seconds}, or 0 (none) under the debugger. */
    public static double wallClockLimit(double seconds) {
        return active() ? 0 : seconds;
    }
}
