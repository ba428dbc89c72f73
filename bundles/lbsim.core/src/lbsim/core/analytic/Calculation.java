package lbsim.core.analytic;

/**
 * A diagonal element C[J,J] of Baer and Decato's resource matrix (seeds/002, section 1): a calculation
 * measured on the model's reference machine.
 *
 * @param name        unique name within a schedule, not blank, no white space
 * @param runSeconds  RTEX[J,J]: wall-clock seconds on the reference machine, >= 0 and finite
 * @param cpuFraction CPU%[J,J]: the fraction of that time the CPU was busy, 0..1
 */
public record Calculation(String name, double runSeconds, double cpuFraction) {

    /** @throws IllegalArgumentException for a blank name, a negative run time or a fraction outside [0, 1] */
    public Calculation {
        Check.name("a calculation", name);
        Check.nonNegative("calculation '" + name + "'", "run time", runSeconds);
        Check.fraction("calculation '" + name + "'", "CPU fraction", cpuFraction);
    }

    /** CPUS[J,J] = CPU%[J,J] RTEX[J,J] (eq. 3), on the reference machine. */
    public double cpuSeconds() {
        return cpuFraction * runSeconds;
    }
}
