package lbsim.core.dynamics;

/**
 * A host's power draw as SimGrid's host energy plugin defines it. Per pstate: {@code idle} watts when no
 * core works, {@code epsilon} watts when cores are on the verge of working and {@code allCores} watts when
 * all work at full speed; with a load {@code l} in (0, 1] (the fraction of the host's current pstate
 * capacity in use: busy cores times availability over cores), the power is
 * {@code epsilon + l (allCores - epsilon)}. A host that is off draws {@code offWatts}.
 *
 * @param idle     idle watts per pstate, >= 0
 * @param epsilon  watts at a vanishing load per pstate, >= 0 (SimGrid's "one core" point when given as
 *                 Idle:AllCores is the idle value)
 * @param allCores watts with every core busy per pstate, >= 0
 * @param offWatts watts while the host is off, >= 0
 */
public record PowerModel(double[] idle, double[] epsilon, double[] allCores, double offWatts) {

    /** @throws IllegalArgumentException for lengths that differ, no pstate, or a negative or infinite power */
    public PowerModel {
        if (idle.length == 0 || idle.length != epsilon.length || idle.length != allCores.length) {
            throw new IllegalArgumentException("power model: one idle, epsilon and all-cores power per pstate needed");
        }
        for (int p = 0; p < idle.length; p++) {
            check(idle[p], "idle power of pstate " + p);
            check(epsilon[p], "epsilon power of pstate " + p);
            check(allCores[p], "all-cores power of pstate " + p);
        }
        check(offWatts, "off power");
        idle = idle.clone();
        epsilon = epsilon.clone();
        allCores = allCores.clone();
    }

    private static void check(double w, String what) {
        if (!(w >= 0) || Double.isInfinite(w)) {
            throw new IllegalArgumentException("power model: " + what + " must be >= 0 W and finite, got " + w);
        }
    }

    /**
     * Parses SimGrid's {@code wattage_per_state}: per pstate {@code Idle:AllCores} or
     * {@code Idle:Epsilon:AllCores}, pstates separated by commas, e.g. {@code 100:93:200, 93:90:170}.
     *
     * @throws IllegalArgumentException naming the pstate and the rule broken
     */
    public static PowerModel parse(String wattagePerState, double offWatts) {
        String[] states = wattagePerState.split(",");
        double[] idle = new double[states.length];
        double[] eps = new double[states.length];
        double[] all = new double[states.length];
        for (int p = 0; p < states.length; p++) {
            String[] f = states[p].trim().split(":");
            if (f.length != 2 && f.length != 3) {
                throw new IllegalArgumentException("wattage of pstate " + p + ": expected Idle:AllCores or Idle:Epsilon:AllCores,"
                        + " got '" + states[p].trim() + "'");
            }
            try {
                idle[p] = Double.parseDouble(f[0].trim());
                eps[p] = f.length == 2 ? idle[p] : Double.parseDouble(f[1].trim());
                all[p] = Double.parseDouble(f[f.length - 1].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("wattage of pstate " + p + ": not a number in '" + states[p].trim() + "'");
            }
        }
        return new PowerModel(idle, eps, all, offWatts);
    }

    /** Number of pstates described. */
    public int pstates() {
        return idle.length;
    }

    /**
     * Watts drawn in pstate {@code p} at load {@code load} (0..1, clamped), while on.
     */
    public double watts(int p, double load) {
        if (load > 0) {
            return epsilon[p] + Math.min(load, 1) * (allCores[p] - epsilon[p]);
        }
        return idle[p];
    }
}
