package lbsim.model.validation;

import lbsim.model.CpuSharing;
import lbsim.model.Host;

/**
 * The rules of a host's dynamics attributes (profiles, failure model, pstates, power), as one-line
 * problems; null where a rule holds. The simulator applies the same rules to profile files, which only
 * the run reads.
 */
public final class HostDynamicsRules {

    private HostDynamicsRules() {
    }

    /** Whether a profile attribute refers to a file ({@code file:PATH}). */
    public static boolean isFile(String spec) {
        return spec != null && spec.strip().startsWith("file:");
    }

    /**
     * The problem of an inline profile as the simulator's parser finds it (given as {@code checks}), or null when it
     * is fine, empty, a file reference, or the checks do not judge profiles.
     */
    public static String profileProblem(String spec, SimulatorChecks checks) {
        if (spec == null || spec.isBlank() || isFile(spec)) {
            return null;
        }
        try {
            checks.profile(spec);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** Whether an inline state profile ends off for good (last value 0, no loop), as the simulator's parser reads it. */
    public static boolean endsOff(String spec, SimulatorChecks checks) {
        if (spec == null || spec.isBlank() || isFile(spec)) {
            return false;
        }
        try {
            SimulatorChecks.ProfileFacts f = checks.profile(spec);
            return f != null && f.endsOffForGood();
        } catch (IllegalArgumentException e) {
            return false; // validProfiles reports it
        }
    }

    /** The pstate speeds (at least one), or null when the list does not parse or has a speed <= 0. */
    public static double[] pstateSpeeds(Host h) {
        String s = h.getPstateSpeeds();
        if (s == null || s.isBlank()) {
            return new double[] { h.getSpeed() };
        }
        String[] parts = s.split(",");
        double[] out = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                out[i] = Double.parseDouble(parts[i].trim());
            } catch (NumberFormatException e) {
                return null;
            }
            if (!(out[i] > 0) || Double.isInfinite(out[i])) {
                return null;
            }
        }
        return out;
    }

    /** The problem of the pstates, or null. */
    public static String pstateProblem(Host h) {
        double[] speeds = pstateSpeeds(h);
        if (speeds == null) {
            return "pstateSpeeds must be speed factors > 0 separated by commas, got '" + h.getPstateSpeeds() + "'";
        }
        if (h.getPstate() < 0 || h.getPstate() >= speeds.length) {
            return "pstate " + h.getPstate() + " does not exist (the host has " + speeds.length + " pstate"
                    + (speeds.length == 1 ? "" : "s") + ", 0.." + (speeds.length - 1) + ")";
        }
        return null;
    }

    /** The problem of the power model, or null (also when there is none). */
    public static String wattageProblem(Host h) {
        if (!(h.getWattageOff() >= 0) || Double.isInfinite(h.getWattageOff())) {
            return "wattageOff must be >= 0 W and finite, got " + h.getWattageOff();
        }
        String s = h.getWattagePerState();
        if (s == null || s.isBlank()) {
            return null;
        }
        String[] states = s.split(",");
        for (int p = 0; p < states.length; p++) {
            String[] f = states[p].trim().split(":");
            if (f.length != 2 && f.length != 3) {
                return "wattagePerState: pstate " + p + ": expected Idle:AllCores or Idle:Epsilon:AllCores, got '"
                        + states[p].trim() + "'";
            }
            for (String w : f) {
                double x;
                try {
                    x = Double.parseDouble(w.trim());
                } catch (NumberFormatException e) {
                    return "wattagePerState: pstate " + p + ": not a number in '" + states[p].trim() + "'";
                }
                if (!(x >= 0) || Double.isInfinite(x)) {
                    return "wattagePerState: pstate " + p + ": a power must be >= 0 W and finite, got " + w.trim();
                }
            }
        }
        double[] speeds = pstateSpeeds(h);
        if (speeds != null && speeds.length != states.length) {
            return "wattagePerState gives " + states.length + " pstate" + (states.length == 1 ? "" : "s") + " but the host has "
                    + speeds.length;
        }
        return null;
    }

    /** The problem of the failure model and the availability process, or null. */
    public static String failureProblem(Host h, SimulatorChecks checks) {
        String p = pairProblem(checks, "timeToFailure", h.getTimeToFailure(), "timeToRepair", h.getTimeToRepair());
        if (p != null) {
            return p;
        }
        p = pairProblem(checks, "fullSpeedTime", h.getFullSpeedTime(), "reducedSpeedTime", h.getReducedSpeedTime());
        if (p != null) {
            return p;
        }
        if (!(h.getReducedSpeed() >= 0) || Double.isInfinite(h.getReducedSpeed())) {
            return "reducedSpeed must be >= 0 and finite, got " + h.getReducedSpeed();
        }
        if (set(h.getTimeToFailure()) && set(h.getStateProfile())) {
            return "a host has either a stateProfile or a failure model (timeToFailure), not both";
        }
        if (set(h.getFullSpeedTime()) && set(h.getSpeedProfile())) {
            return "a host has either a speedProfile or an availability process (fullSpeedTime), not both";
        }
        return null;
    }

    private static String pairProblem(SimulatorChecks checks, String a, String va, String b, String vb) {
        if (set(va) != set(vb)) {
            return set(va) ? a + " needs " + b : b + " needs " + a;
        }
        if (!set(va)) {
            return null;
        }
        for (String[] x : new String[][] { { a, va }, { b, vb } }) {
            try {
                SimulatorChecks.DistributionFacts d = checks.distribution(x[1]);
                if (d != null && d.lowest() < 0) {
                    return x[0] + ": durations must be >= 0 s; " + x[1].strip() + " gives values below 0";
                }
            } catch (IllegalArgumentException e) {
                return x[0] + ": " + e.getMessage();
            }
        }
        return null;
    }

    /** The problem of a group's failure means, or null. */
    public static String groupFailureProblem(lbsim.model.HostGroup g) {
        double f = g.getMeanTimeToFailureSeconds();
        double r = g.getMeanTimeToRepairSeconds();
        if (!(f >= 0) || Double.isInfinite(f) || !(r >= 0) || Double.isInfinite(r)) {
            return "meanTimeToFailureSeconds and meanTimeToRepairSeconds must be >= 0 s and finite, got " + f + " and " + r;
        }
        if ((f > 0) != (r > 0)) {
            return f > 0 ? "meanTimeToFailureSeconds needs meanTimeToRepairSeconds > 0" : "meanTimeToRepairSeconds needs meanTimeToFailureSeconds > 0";
        }
        if (f > 0) {
            for (Host h : g.getHosts()) {
                if (set(h.getTimeToFailure()) || set(h.getStateProfile())) {
                    return "host '" + h.getName() + "' has its own failure model or stateProfile; a group's failures cannot add to it";
                }
            }
        }
        return null;
    }

    /** Whether the host's speed may change during a run (needs fluid sharing). */
    public static String sharingProblem(Host h) {
        double[] speeds = pstateSpeeds(h);
        boolean changes = set(h.getSpeedProfile()) || set(h.getFullSpeedTime()) || (speeds != null && speeds.length > 1);
        boolean roundRobin = h.getSharing() == CpuSharing.ROUND_ROBIN || h.getTimeSliceSeconds() > 0;
        return changes && roundRobin
                ? "a speed that changes (speedProfile, fullSpeedTime or several pstates) needs fluid sharing, not round robin"
                : null;
    }

    static boolean set(String s) {
        return s != null && !s.isBlank();
    }
}
