package lbsim.run.experiment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.commons.math3.distribution.BinomialDistribution;

/**
 * The risk figures of an experiment's points: quantiles of one figure (the makespan) with
 * distribution-free confidence intervals, and the probability that the figure exceeds a deadline with a
 * Wilson score interval.
 * <p>
 * Quantile: the p-quantile of n values is the order statistic {@code x(ceil(n p))} (the inverse of the
 * empirical distribution function; 1-based ranks). Its 95 % confidence interval is
 * {@code [x(l), x(u)]} from order statistics (no assumption about the distribution): with
 * {@code B ~ Binomial(n, p)} the number of values below the true quantile, {@code l} is the largest rank with
 * {@code P(B <= l - 1) <= 0.025} and {@code u} the smallest with {@code P(B <= u - 1) >= 0.975}, so each tail
 * has at most 2.5 % and the coverage is at least 95 % (exactly so for a continuous distribution). When
 * there are too few values for a side ({@code l < 1} or {@code u > n}: e.g. the p99 of fewer than 368
 * runs has no upper bound) that bound is NaN (written as null), never a guess.
 * <p>
 * Deadline: {@code P(X > T)} is estimated by {@code k / n}, k the runs whose figure exceeds T, with the
 * 95 % Wilson score interval {@code (p + z^2/2n -+ z sqrt(p(1-p)/n + z^2/4n^2)) / (1 + z^2/n)},
 * z = 1.959963984540054. A NaN value (a run without the figure) counts in neither.
 */
public final class Risk {

    /** The quantile levels every experiment reports. */
    public static final double[] LEVELS = { 0.5, 0.9, 0.99 };

    /** The two-sided level of every interval. */
    public static final double CONFIDENCE = 0.95;

    /** The 0.975 quantile of the standard normal distribution. */
    public static final double Z975 = 1.959963984540054;

    /** How experiment.json states the methods. */
    public static final String QUANTILE_METHOD = "order statistic x(ceil(n*p)); 95 % CI [x(l), x(u)] from the binomial"
            + " distribution of the order statistics (distribution-free, each tail <= 2.5 %); null: too few runs for that bound";
    public static final String DEADLINE_METHOD = "P(figure > deadline) = k/n with the 95 % Wilson score interval";

    /** One quantile: level p, runs n, estimate and the bounds of its 95 % CI (NaN where undefined). */
    public record Quantile(double p, int n, double value, double low, double high, int lowRank, int highRank) {
    }

    /** P(X > deadline): k of n runs exceeded it; estimate k/n and the Wilson interval. */
    public record Exceedance(double deadlineSeconds, int n, int count, double probability, double low, double high) {
    }

    private Risk() {
    }

    /**
     * The p-quantile of {@code values} and its CI (NaN values are left out).
     *
     * @throws IllegalArgumentException if p is not in (0, 1)
     */
    public static Quantile quantile(double[] values, double p) {
        if (!(p > 0 && p < 1)) {
            throw new IllegalArgumentException("quantile level must be in (0, 1), got " + p);
        }
        double[] x = sortedFinite(values);
        int n = x.length;
        if (n == 0) {
            return new Quantile(p, 0, Double.NaN, Double.NaN, Double.NaN, 0, 0);
        }
        int rank = (int) Math.max(1, Math.min(n, Math.ceil(n * p - 1e-9 * n * p)));
        int[] ranks = ranks(n, p);
        double low = ranks[0] >= 1 ? x[ranks[0] - 1] : Double.NaN;
        double high = ranks[1] <= n ? x[ranks[1] - 1] : Double.NaN;
        return new Quantile(p, n, x[rank - 1], low, high, ranks[0], ranks[1]);
    }

    /**
     * The ranks {l, u} (1-based) of the 95 % order-statistic interval of the p-quantile of n values;
     * l may be 0 (no lower bound) and u may be n + 1 (no upper bound).
     */
    public static int[] ranks(int n, double p) {
        BinomialDistribution b = new BinomialDistribution(null, n, p);
        double tail = (1 - CONFIDENCE) / 2;
        // l - 1 = the largest j in -1..n with F(j) <= tail (F(-1) = 0)
        int lo = -1;
        int hi = n; // F(n) = 1 > tail
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (b.cumulativeProbability(mid) <= tail) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        int l = lo + 1;
        // u - 1 = the smallest j in 0..n with F(j) >= 1 - tail
        int a = -1; // F(-1) = 0 < 1 - tail
        int c = n; // F(n) = 1
        while (c - a > 1) {
            int mid = (a + c) >>> 1;
            if (b.cumulativeProbability(mid) >= 1 - tail) {
                c = mid;
            } else {
                a = mid;
            }
        }
        int u = c + 1;
        return new int[] { l, u };
    }

    /** P(value > deadline) over the finite values, with its Wilson interval. */
    public static Exceedance exceedance(double[] values, double deadlineSeconds) {
        int n = 0;
        int k = 0;
        for (double v : values) {
            if (!Double.isNaN(v)) {
                n++;
                if (v > deadlineSeconds) {
                    k++;
                }
            }
        }
        if (n == 0) {
            return new Exceedance(deadlineSeconds, 0, 0, Double.NaN, Double.NaN, Double.NaN);
        }
        double[] w = wilson(k, n);
        return new Exceedance(deadlineSeconds, n, k, (double) k / n, w[0], w[1]);
    }

    /** The 95 % Wilson score interval {low, high} of a proportion k / n (n >= 1). */
    public static double[] wilson(int k, int n) {
        double p = (double) k / n;
        double z2 = Z975 * Z975;
        double denominator = 1 + z2 / n;
        double centre = (p + z2 / (2.0 * n)) / denominator;
        double half = Z975 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator;
        return new double[] { Math.max(0, centre - half), Math.min(1, centre + half) };
    }

    /** The figure the risk is reported for: makespan when the runs have it, else simulated_end. */
    public static String figure(ExperimentResult r) {
        return r.figureNames().contains("makespan") ? "makespan" : "simulated_end";
    }

    /** The values of one figure over the runs of one point (NaN where a run lacks it). */
    public static double[] values(ExperimentResult r, int point, String figure) {
        return r.runsOf(point).stream().mapToDouble(run -> {
            Double v = run.figures().get(figure);
            return v == null ? Double.NaN : v;
        }).toArray();
    }

    /** The name of a quantile column: {@code p50}, {@code p90}, {@code p99}. */
    public static String label(double p) {
        double pct = p * 100;
        return "p" + (pct == Math.rint(pct) ? Long.toString((long) pct) : Double.toString(pct));
    }

    /** The "risk" entry of experiment.json: method, figure, deadline and per point the quantiles and the exceedance. */
    public static Map<String, Object> describe(ExperimentResult r, Double deadlineSeconds) {
        String figure = figure(r);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("figure", figure);
        m.put("quantiles", Arrays.stream(LEVELS).mapToObj(Risk::label).toList());
        m.put("quantileMethod", QUANTILE_METHOD);
        m.put("deadlineSeconds", deadlineSeconds);
        if (deadlineSeconds != null) {
            m.put("deadlineMethod", DEADLINE_METHOD);
        }
        List<Object> points = new ArrayList<>();
        for (int p : r.finishedPoints()) {
            double[] v = values(r, p, figure);
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("point", p);
            for (double level : LEVELS) {
                Quantile q = quantile(v, level);
                pm.put("n", q.n());
                Map<String, Object> qm = new LinkedHashMap<>();
                qm.put("value", q.value());
                qm.put("ci95Low", q.low());
                qm.put("ci95High", q.high());
                pm.put(label(level), qm);
            }
            if (deadlineSeconds != null) {
                Exceedance e = exceedance(v, deadlineSeconds);
                Map<String, Object> em = new LinkedHashMap<>();
                em.put("exceeding", e.count());
                em.put("probability", e.probability());
                em.put("ci95Low", e.low());
                em.put("ci95High", e.high());
                pm.put("deadline", em);
            }
            points.add(pm);
        }
        m.put("points", points);
        return m;
    }

    /** A number of seconds as written on the command line: whole numbers without a fraction. */
    public static String format(double seconds) {
        return seconds == Math.rint(seconds) && Math.abs(seconds) < 1e15 ? Long.toString((long) seconds) : Double.toString(seconds);
    }

    /** The finite values, sorted ascending. */
    private static double[] sortedFinite(double[] values) {
        double[] x = Arrays.stream(values).filter(v -> !Double.isNaN(v)).toArray();
        Arrays.sort(x);
        return x;
    }
}
