package lbsim.core.analytic;

/** Argument checks for the analytic model; every message names the object and the parameter. */
final class Check {

    private Check() {
    }

    static String name(String what, String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException(what + " needs a non-blank name, got " + (name == null ? "null" : "'" + name + "'"));
        }
        return name;
    }

    /** > 0 and finite. */
    static double positive(String owner, String what, double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(owner + ": " + what + " must be > 0 and finite, got " + value);
        }
        return value;
    }

    /** >= 0 and finite. */
    static double nonNegative(String owner, String what, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(owner + ": " + what + " must be >= 0 and finite, got " + value);
        }
        return value;
    }

    /** In [0, 1]. */
    static double fraction(String owner, String what, double value) {
        if (!(value >= 0 && value <= 1)) {
            throw new IllegalArgumentException(owner + ": " + what + " must be between 0 and 1, got " + value);
        }
        return value;
    }
}
