package lbsim.model.validation;

import lbsim.model.Link;

/**
 * The rule of a link's profiles (validLinkProfiles), as one-line problems; null where it holds. The simulator
 * applies the same rules to profile files, which only the run reads.
 */
public final class LinkDynamicsRules {

    private LinkDynamicsRules() {
    }

    /** The problem of an inline bandwidth profile (times going back, a value not > 0), or null. */
    public static String bandwidthProblem(String spec, SimulatorChecks checks) {
        if (spec == null || spec.isBlank() || HostDynamicsRules.isFile(spec)) {
            return null;
        }
        try {
            SimulatorChecks.ProfileFacts f = checks.profile(spec);
            if (f != null && !(f.minValue() > 0) && !Double.isNaN(f.minValue())) {
                return "a bandwidth must be > 0 B/s, got " + f.minValue();
            }
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** The problem of an inline latency profile, or null. */
    public static String latencyProblem(String spec, SimulatorChecks checks) {
        return HostDynamicsRules.profileProblem(spec, checks);
    }

    /** Whether the link has a bandwidth or latency profile. */
    public static boolean hasProfile(Link l) {
        return set(l.getBandwidthProfile()) || set(l.getLatencyProfile());
    }

    private static boolean set(String s) {
        return s != null && !s.isBlank();
    }
}
