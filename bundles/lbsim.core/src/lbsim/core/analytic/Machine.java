package lbsim.core.analytic;

/**
 * A machine as Baer and Decato's conversion (seeds/002, section 2) sees it: a CPU speed (CPUSPEED[M]) and
 * a peripheral or I/O speed (PERSPEED[M]).
 * <p>
 * Only ratios between machines matter (eq. 7 and 8), so each speed may be given in any unit as long as all
 * machines of one model use the same unit for it: a factor relative to a reference machine (1.0), or a
 * benchmark score such as SpecInt95 (the report compares a Pentium 100, 3.33, with a Pentium Pro 200,
 * 8.2). The CPU speed and the peripheral speed are never compared with each other.
 *
 * @param name            the machine's name, not blank
 * @param cpuSpeed        CPU speed, > 0 and finite
 * @param peripheralSpeed peripheral (I/O) speed, > 0 and finite
 */
public record Machine(String name, double cpuSpeed, double peripheralSpeed) {

    /** @throws IllegalArgumentException for a blank name or a speed that is not positive and finite */
    public Machine {
        Check.name("a machine", name);
        Check.positive("machine '" + name + "'", "CPU speed", cpuSpeed);
        Check.positive("machine '" + name + "'", "peripheral speed", peripheralSpeed);
    }

    /** The conversion of run times measured on this machine to {@code target} (eq. 7 and 8). */
    public Conversion to(Machine target) {
        return new Conversion(this, target);
    }
}
