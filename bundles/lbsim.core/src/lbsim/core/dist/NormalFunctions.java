package lbsim.core.dist;

/** The standard normal density and upper tail, for the truncated normal's mean. */
final class NormalFunctions {

    private NormalFunctions() {
    }

    /** phi(x) = exp(-x^2/2) / sqrt(2 pi). */
    static double density(double x) {
        return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
    }

    /** 1 - Phi(x) = erfc(x / sqrt 2) / 2. */
    static double upperTail(double x) {
        return 0.5 * erfc(x / Math.sqrt(2));
    }

    /**
     * The complementary error function by the Chebyshev fit of Numerical Recipes (erfcc), fractional error
     * below 1.2e-7 everywhere.
     */
    static double erfc(double x) {
        double z = Math.abs(x);
        double t = 1 / (1 + 0.5 * z);
        double r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
                + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587
                + t * (-0.82215223 + t * 0.17087277)))))))));
        return x >= 0 ? r : 2 - r;
    }
}
