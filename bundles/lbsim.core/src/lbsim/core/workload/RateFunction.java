package lbsim.core.workload;

import java.nio.file.Path;
import java.util.Arrays;

import lbsim.core.dist.Distributions;
import lbsim.core.io.CsvInput;
import lbsim.core.io.InputFileException;

/**
 * An arrival rate that varies over time, in arrivals per second, given at breakpoints
 * {@code t_0 = 0 < t_1 < ... < t_{n-1}}: either piecewise constant (rate r_i on [t_i, t_{i+1})) or piecewise
 * linear (interpolated between (t_i, r_i) and (t_{i+1}, r_{i+1})).
 * <p>
 * Without a period the last rate holds forever after t_{n-1}. With a period P > t_{n-1} (e.g. 86400 s for a
 * daily profile) the function repeats: rate(t) = rate(t mod P); in the last segment [t_{n-1}, P) the
 * constant form keeps r_{n-1} and the linear form interpolates from r_{n-1} back to r_0 at P.
 * <p>
 * Times are measured from the start of the source that uses it (normally virtual time 0). Immutable.
 */
public final class RateFunction {

    private final double[] times;
    private final double[] rates;
    private final boolean linear;
    private final double period;
    private final double[] segmentMax;
    private final double maxRate;

    /**
     * @param timesSeconds   breakpoints, starting at 0 and strictly increasing, finite; at least one
     * @param ratesPerSecond rates at the breakpoints, finite and >= 0, as many as times
     * @param linear         true for linear interpolation between breakpoints, false for steps
     * @param periodSeconds  0 (or +infinity) for no repetition, else a finite period greater than the last time
     * @throws IllegalArgumentException naming the first breakpoint (1-based) that breaks a rule, or the period
     */
    public RateFunction(double[] timesSeconds, double[] ratesPerSecond, boolean linear, double periodSeconds) {
        if (timesSeconds.length == 0 || timesSeconds.length != ratesPerSecond.length) {
            throw new IllegalArgumentException("rate function: expected as many rates as times and at least one, got "
                    + timesSeconds.length + " times and " + ratesPerSecond.length + " rates");
        }
        int n = timesSeconds.length;
        for (int i = 0; i < n; i++) {
            String problem = checkPoint(timesSeconds[i], ratesPerSecond[i], i == 0 ? Double.NaN : timesSeconds[i - 1]);
            if (problem != null) {
                throw new IllegalArgumentException("rate function, point " + (i + 1) + ": " + problem);
            }
        }
        String periodProblem = checkPeriod(periodSeconds, timesSeconds[n - 1]);
        if (periodProblem != null) {
            throw new IllegalArgumentException("rate function: " + periodProblem);
        }
        this.times = timesSeconds.clone();
        this.rates = ratesPerSecond.clone();
        this.linear = linear;
        this.period = periodSeconds == Double.POSITIVE_INFINITY ? 0 : periodSeconds;
        this.segmentMax = new double[n];
        double max = 0;
        for (int i = 0; i < n; i++) {
            double m = rates[i];
            if (linear && (i + 1 < n || period > 0)) {
                m = Math.max(m, rates[i + 1 < n ? i + 1 : 0]);
            }
            segmentMax[i] = m;
            max = Math.max(max, m);
        }
        this.maxRate = max;
    }

    /** The problem with one breakpoint, or null. */
    private static String checkPoint(double t, double rate, double previousTime) {
        if (!Double.isFinite(t)) {
            return "time must be a finite number of seconds, got " + t;
        }
        if (Double.isNaN(previousTime) && t != 0) {
            return "the first time must be 0, got " + Distributions.format(t);
        }
        if (!Double.isNaN(previousTime) && !(t > previousTime)) {
            return "times must strictly increase, got " + Distributions.format(t) + " after "
                    + Distributions.format(previousTime);
        }
        if (!(rate >= 0) || Double.isInfinite(rate)) {
            return "rate must be >= 0, got " + Distributions.format(rate);
        }
        return null;
    }

    private static String checkPeriod(double period, double lastTime) {
        if (period == 0 || period == Double.POSITIVE_INFINITY) {
            return null;
        }
        if (!(period > 0) || Double.isInfinite(period)) {
            return "period must be > 0 s (or 0 for none), got " + Distributions.format(period);
        }
        if (!(period > lastTime)) {
            return "period " + Distributions.format(period) + " s must be greater than the last time "
                    + Distributions.format(lastTime) + " s";
        }
        return null;
    }

    /**
     * Reads a rate file: CSV with header {@code time_s,rate_per_s} (see {@link CsvInput} for blank lines,
     * comments and number syntax); times start at 0 and strictly increase; rates are finite and >= 0.
     *
     * @param linear        true for linear interpolation, false for steps
     * @param periodSeconds 0 for no repetition, else the period, greater than the last time in the file
     * @throws InputFileException       {@code FILE:LINE: problem} for a missing file, bad header, bad number, a
     *                                  first time other than 0, times not increasing, a negative rate, no rows,
     *                                  or a last time not before the period
     * @throws IllegalArgumentException for a period that is negative or NaN whatever the file holds
     */
    public static RateFunction read(Path file, boolean linear, double periodSeconds) throws InputFileException {
        CsvInput in = CsvInput.read(file, "time_s,rate_per_s");
        int n = in.rowCount();
        if (n == 0) {
            throw in.fileError("no rates (expected at least a row for time 0)");
        }
        double[] t = new double[n];
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            t[i] = in.number(i, 0);
            r[i] = in.number(i, 1);
            String problem = checkPoint(t[i], r[i], i == 0 ? Double.NaN : t[i - 1]);
            if (problem != null) {
                throw in.error(i, problem);
            }
        }
        String periodProblem = checkPeriod(periodSeconds, t[n - 1]);
        if (periodProblem != null) {
            if (checkPeriod(periodSeconds, Double.NEGATIVE_INFINITY) != null) {
                throw new IllegalArgumentException("rate function: " + periodProblem); // the argument, not the file
            }
            throw in.error(n - 1, periodProblem);
        }
        return new RateFunction(t, r, linear, periodSeconds);
    }

    /**
     * The rate at time t, in arrivals per second.
     *
     * @param t seconds since the source started, >= 0
     * @throws IllegalArgumentException for a negative or NaN time
     */
    public double rate(double t) {
        if (!(t >= 0)) {
            throw new IllegalArgumentException("rate asked at time " + t + " s; times start at 0");
        }
        double local = t;
        if (period > 0) {
            local = t - Math.floor(t / period) * period;
            if (local >= period) {
                local = 0; // rounding at a period boundary
            }
        }
        int i = Arrays.binarySearch(times, local);
        if (i < 0) {
            i = -i - 2; // the breakpoint before local
        }
        return rateInSegment(i, local);
    }

    /** The largest rate the function takes, arrivals per second. */
    public double maxRate() {
        return maxRate;
    }

    /** Whether rates are interpolated linearly between breakpoints. */
    public boolean isLinear() {
        return linear;
    }

    /** The period in seconds, or 0 when the function does not repeat. */
    public double periodSeconds() {
        return period;
    }

    /** Number of breakpoints. */
    public int size() {
        return times.length;
    }

    /** A breakpoint's time, seconds (0-based index). */
    public double time(int i) {
        return times[i];
    }

    /** The rate at a breakpoint, arrivals per second (0-based index). */
    public double rateAt(int i) {
        return rates[i];
    }

    // ---- segments, for thinning: segment i runs from times[i] to the next breakpoint (or the period) ----

    /** Start of segment i within a period (or from time 0). */
    double segmentStart(int i) {
        return times[i];
    }

    /** End of segment i within a period: the next breakpoint, the period, or +infinity for the last segment of a non-periodic function. */
    double segmentEnd(int i) {
        if (i + 1 < times.length) {
            return times[i + 1];
        }
        return period > 0 ? period : Double.POSITIVE_INFINITY;
    }

    /** The largest rate in segment i. */
    double segmentMax(int i) {
        return segmentMax[i];
    }

    /** The rate at local time {@code local} (within a period) inside segment i. */
    double rateInSegment(int i, double local) {
        if (!linear) {
            return rates[i];
        }
        double end = segmentEnd(i);
        if (end == Double.POSITIVE_INFINITY) {
            return rates[i];
        }
        double next = i + 1 < rates.length ? rates[i + 1] : rates[0];
        double f = (local - times[i]) / (end - times[i]);
        f = Math.max(0, Math.min(1, f));
        return rates[i] + (next - rates[i]) * f;
    }

    /** Whether this function is periodic. */
    boolean isPeriodic() {
        return period > 0;
    }
}
