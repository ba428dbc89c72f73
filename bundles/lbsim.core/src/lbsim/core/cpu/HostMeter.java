package lbsim.core.cpu;

/**
 * Told how long a host stayed in its current state, each time the host brings its clocks up to date
 * (before any arrival, departure, speed or state change), e.g. to integrate its power into energy. The
 * state during the interval is the host's state when the call comes ({@link Host#isOn()},
 * {@link Host#pstate()}, {@link Host#availability()}).
 */
@FunctionalInterface
public interface HostMeter {

    /**
     * @param seconds        the length of the interval, > 0
     * @param busyProcessors processors that had a job during it (0 when the host was off)
     */
    void elapsed(double seconds, int busyProcessors);
}
