package lbsim.core.analytic;

import java.util.Objects;

/**
 * Baer and Decato's conversion of a calculation's resource parameters from the machine it was measured on
 * ({@code from}) to another machine ({@code to}), seeds/002 section 2.
 * <p>
 * A calculation that runs {@code RTEX} seconds with CPU fraction {@code p} uses {@code CPUS = p RTEX} CPU
 * seconds (eq. 3) and waits {@code WAITSEC = RTEX - CPUS} seconds on peripherals (eq. 4). On a machine
 * whose CPU is {@code a = CPUSPEED[to] / CPUSPEED[from]} times as fast the CPU seconds shrink by {@code a}
 * (eq. 5); with peripherals {@code b = PERSPEED[to] / PERSPEED[from]} times as fast the waiting shrinks by
 * {@code b} (eq. 6). Hence (eq. 7 and 8):
 * <pre>
 *   RTEX' = RTEX (p / a + (1 - p) / b)
 *   CPU%' = (p / a) / (p / a + (1 - p) / b)
 * </pre>
 * A module using half the CPU on a CPU twice as fast, with the same peripherals, takes
 * {@code 0.5 / 2 + 0.5 = 0.75} of its time: only a 25% speed-up.
 *
 * @param from the machine the parameters were measured on
 * @param to   the machine to estimate for
 */
public record Conversion(Machine from, Machine to) {

    /** @throws NullPointerException if a machine is null */
    public Conversion {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }

    /** {@code a}: how many times faster the target's CPU is, {@code CPUSPEED[to] / CPUSPEED[from]}. */
    public double cpuRatio() {
        return to.cpuSpeed() / from.cpuSpeed();
    }

    /** {@code b}: how many times faster the target's peripherals are, {@code PERSPEED[to] / PERSPEED[from]}. */
    public double peripheralRatio() {
        return to.peripheralSpeed() / from.peripheralSpeed();
    }

    /**
     * Eq. 7: the run time on the target of a calculation that ran {@code runSeconds} with CPU fraction
     * {@code cpuFraction} on the measured machine.
     *
     * @throws IllegalArgumentException for a negative or non-finite time or a fraction outside [0, 1]
     */
    public double runSeconds(double runSeconds, double cpuFraction) {
        Check.nonNegative("conversion", "run time", runSeconds);
        Check.fraction("conversion", "CPU fraction", cpuFraction);
        return runSeconds * (cpuFraction / cpuRatio() + (1 - cpuFraction) / peripheralRatio());
    }

    /**
     * Eq. 8: the CPU fraction on the target; 0 for a calculation that uses no CPU.
     *
     * @throws IllegalArgumentException for a fraction outside [0, 1]
     */
    public double cpuFraction(double cpuFraction) {
        Check.fraction("conversion", "CPU fraction", cpuFraction);
        double cpu = cpuFraction / cpuRatio();
        double all = cpu + (1 - cpuFraction) / peripheralRatio();
        return all == 0 ? 0 : cpu / all;
    }

    /**
     * Eq. 5: the CPU seconds on the target, {@code cpuFraction runSeconds / a}.
     *
     * @throws IllegalArgumentException as {@link #runSeconds(double, double)}
     */
    public double cpuSeconds(double runSeconds, double cpuFraction) {
        Check.nonNegative("conversion", "run time", runSeconds);
        Check.fraction("conversion", "CPU fraction", cpuFraction);
        return cpuFraction * runSeconds / cpuRatio();
    }
}
