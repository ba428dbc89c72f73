package lbsim.model.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A distribution spec as scenarios write it ({@code exponential(mean=2)}, {@code uniform(1, 3)}, ...),
 * checked without the simulator: the syntax, the family, the arguments and their ranges, the same
 * rules the simulator's parser applies (an empirical distribution's file is read only when the
 * scenario runs). Grammar: {@code NAME(ARG, ...)}, an argument {@code KEY=VALUE} or a bare {@code VALUE},
 * all named or all positional; names and keys case-insensitive; a file name may be double-quoted.
 *
 * @param family the family in lower case, e.g. {@code exponential}
 * @param values the numeric parameters in the family's order (for hyperexponential p1, m1, p2, m2, ...);
 *               empty for empirical
 * @param file   the empirical distribution's file name, else null
 */
public record DistributionSpec(String family, double[] values, String file) {

    /** The families, in the order messages list them. */
    public static final List<String> KNOWN = List.of("constant", "exponential", "uniform", "normal", "lognormal",
            "hyperexponential", "empirical", "weibull");

    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    /**
     * Parses and checks a spec.
     *
     * @throws IllegalArgumentException saying what is wrong, e.g. {@code exponential: mean must be > 0, got -1}
     */
    public static DistributionSpec parse(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new IllegalArgumentException("empty distribution spec; expected NAME(ARGUMENTS), e.g. exponential(mean=2)");
        }
        String s = spec.strip();
        int open = s.indexOf('(');
        if (open < 0 || !s.endsWith(")")) {
            throw new IllegalArgumentException("distribution spec '" + s + "': expected NAME(ARGUMENTS), e.g. exponential(mean=2)");
        }
        String name = s.substring(0, open).strip();
        String family = name.toLowerCase(Locale.ROOT);
        if (!NAME.matcher(name).matches() || !KNOWN.contains(family)) {
            throw new IllegalArgumentException("unknown distribution '" + name + "' (known: " + String.join(", ", KNOWN) + ")");
        }
        List<String[]> args = arguments(family, s.substring(open + 1, s.length() - 1));
        switch (family) {
            case "constant" -> {
                return new DistributionSpec(family, numbers(family, args, "value"), null);
            }
            case "exponential" -> {
                double[] x = numbers(family, args, "mean");
                positive(family, "mean", x[0]);
                return new DistributionSpec(family, x, null);
            }
            case "uniform" -> {
                double[] x = numbers(family, args, "min", "max");
                if (!(x[0] < x[1])) {
                    throw new IllegalArgumentException("uniform: min must be < max, got min=" + format(x[0]) + ", max=" + format(x[1]));
                }
                return new DistributionSpec(family, x, null);
            }
            case "normal" -> {
                double[] x = numbers(family, args, "mean", "sd");
                positive(family, "sd", x[1]);
                if (x[0] < -3 * x[1]) {
                    throw new IllegalArgumentException("normal: mean must be >= -3 sd (" + format(-3 * x[1]) + "), got " + format(x[0]));
                }
                return new DistributionSpec(family, x, null);
            }
            case "lognormal" -> {
                double[] x = numbers(family, args, "mean", "sd");
                positive(family, "mean", x[0]);
                positive(family, "sd", x[1]);
                return new DistributionSpec(family, x, null);
            }
            case "hyperexponential" -> {
                return hyperExponential(args);
            }
            case "weibull" -> {
                double[] x = numbers(family, args, "shape", "scale");
                positive(family, "shape", x[0]);
                positive(family, "scale", x[1]);
                return new DistributionSpec(family, x, null);
            }
            default -> {
                String[] v = values(family, args, "file");
                return new DistributionSpec(family, new double[0], v[0]);
            }
        }
    }

    /** The mean, for the truncated normal a lower bound of it (max(mean, 0.28 sd)); NaN for empirical. */
    public double mean() {
        return switch (family) {
            case "constant", "exponential", "lognormal" -> values[0];
            case "uniform" -> (values[0] + values[1]) / 2;
            case "weibull" -> values[1] * gamma(1 + 1 / values[0]);
            // truncated at 0 with mean >= -3 sd: its mean is at least max(mean, 0.283 sd)
            case "normal" -> Math.max(values[0], 0.28 * values[1]);
            case "hyperexponential" -> {
                double m = 0;
                for (int i = 0; i < values.length; i += 2) {
                    m += values[i] * values[i + 1];
                }
                yield m;
            }
            default -> Double.NaN;
        };
    }

    /** The gamma function for x >= 1 (Lanczos, g = 7; relative error below 1e-13). */
    private static double gamma(double x) {
        double[] c = { 0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
                -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
                1.5056327351493116e-7 };
        double z = x - 1;
        double a = c[0];
        double t = z + 7.5;
        for (int i = 1; i < 9; i++) {
            a += c[i] / (z + i);
        }
        return Math.sqrt(2 * Math.PI) * Math.pow(t, z + 0.5) * Math.exp(-t) * a;
    }

    /** The largest parameter in seconds (a mean, bound or deviation; not a probability); 0 for empirical. */
    public double largestSeconds() {
        double m = 0;
        for (int i = 0; i < values.length; i++) {
            if (!(family.equals("hyperexponential") && i % 2 == 0) && !(family.equals("weibull") && i == 0)) {
                m = Math.max(m, Math.abs(values[i]));
            }
        }
        return m;
    }

    /** The lowest value the distribution gives; NaN for empirical (its file decides). */
    public double lowest() {
        return switch (family) {
            case "constant", "uniform" -> values[0];
            case "empirical" -> Double.NaN;
            default -> 0.0;
        };
    }

    /** A number as the simulator's messages write it: the shortest decimal, without a trailing {@code .0}. */
    static String format(double x) {
        String s = Double.toString(x);
        int e = s.indexOf('E');
        String mantissa = e < 0 ? s : s.substring(0, e);
        if (mantissa.endsWith(".0")) {
            mantissa = mantissa.substring(0, mantissa.length() - 2);
        }
        return e < 0 ? mantissa : mantissa + s.substring(e);
    }

    private static void positive(String family, String param, double x) {
        if (!(x > 0)) {
            throw new IllegalArgumentException(family + ": " + param + " must be > 0, got " + format(x));
        }
    }

    private static DistributionSpec hyperExponential(List<String[]> args) {
        String family = "hyperexponential";
        if (args.isEmpty() || args.size() % 2 != 0) {
            throw new IllegalArgumentException(family + ": expected pairs of p and mean, got " + args.size() + " argument"
                    + (args.size() == 1 ? "" : "s"));
        }
        double[] x = new double[args.size()];
        double sum = 0;
        for (int i = 0; i < args.size(); i++) {
            String expected = i % 2 == 0 ? "p" : "mean";
            String[] a = args.get(i);
            if (a[0] != null && !a[0].equals(expected)) {
                throw new IllegalArgumentException(family + ": expected '" + expected + "' as argument " + (i + 1) + ", got '"
                        + a[0] + "' (pairs p, mean in order)");
            }
            x[i] = number(family, expected + " of phase " + (i / 2 + 1), a[1]);
            if (i % 2 == 0 && !(x[i] > 0 && x[i] <= 1)) {
                throw new IllegalArgumentException(family + ": p of phase " + (i / 2 + 1) + " must be in (0, 1], got " + format(x[i]));
            }
            if (i % 2 == 1 && !(x[i] > 0)) {
                throw new IllegalArgumentException(family + ": mean of phase " + (i / 2 + 1) + " must be > 0, got " + format(x[i]));
            }
            if (i % 2 == 0) {
                sum += x[i];
            }
        }
        if (Math.abs(sum - 1) > 1e-9) {
            throw new IllegalArgumentException(family + ": probabilities sum to " + sum + ", not 1");
        }
        return new DistributionSpec(family, x, null);
    }

    /** The arguments as {key or null, value}. */
    private static List<String[]> arguments(String family, String inner) {
        List<String[]> args = new ArrayList<>();
        if (inner.isBlank()) {
            return args;
        }
        List<String> parts = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < inner.length(); i++) {
            char c = inner.charAt(i);
            if (c == '"') {
                quoted = !quoted;
                cur.append(c);
            } else if (!quoted && c == ',') {
                parts.add(cur.toString());
                cur.setLength(0);
            } else if (!quoted && (c == '(' || c == ')')) {
                throw new IllegalArgumentException(family + ": unexpected '" + c + "' in the arguments");
            } else {
                cur.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException(family + ": unterminated quote in the arguments");
        }
        parts.add(cur.toString());
        Boolean named = null;
        for (int i = 0; i < parts.size(); i++) {
            String part = parts.get(i).strip();
            if (part.isEmpty()) {
                throw new IllegalArgumentException(family + ": argument " + (i + 1) + " is empty");
            }
            int eq = part.startsWith("\"") ? -1 : part.indexOf('=');
            String key = null;
            String value = part;
            if (eq >= 0) {
                key = part.substring(0, eq).strip().toLowerCase(Locale.ROOT);
                if (!NAME.matcher(key).matches()) {
                    throw new IllegalArgumentException(family + ": argument " + (i + 1) + " has no valid name: '" + part + "'");
                }
                value = part.substring(eq + 1).strip();
            }
            if (value.startsWith("\"")) {
                if (value.length() < 2 || !value.endsWith("\"")) {
                    throw new IllegalArgumentException(family + ": text after a closing quote in '" + value + "'");
                }
                value = value.substring(1, value.length() - 1);
            } else if (value.isEmpty()) {
                throw new IllegalArgumentException(family + ": an argument has no value");
            }
            if (named != null && named != (key != null)) {
                throw new IllegalArgumentException(family + ": mix of named and positional arguments; use one style");
            }
            named = key != null;
            args.add(new String[] {key, value});
        }
        return args;
    }

    private static String[] values(String family, List<String[]> args, String... params) {
        String[] v = new String[params.length];
        String expected = String.join(", ", params);
        if (!args.isEmpty() && args.get(0)[0] == null) {
            if (args.size() != params.length) {
                throw new IllegalArgumentException(family + ": expected " + params.length + " argument"
                        + (params.length == 1 ? "" : "s") + " (" + expected + "), got " + args.size());
            }
            for (int i = 0; i < params.length; i++) {
                v[i] = args.get(i)[1];
            }
            return v;
        }
        for (String[] a : args) {
            int k = List.of(params).indexOf(a[0]);
            if (k < 0) {
                throw new IllegalArgumentException(family + ": unknown parameter '" + a[0] + "' (expected " + expected + ")");
            }
            if (v[k] != null) {
                throw new IllegalArgumentException(family + ": parameter '" + a[0] + "' given twice");
            }
            v[k] = a[1];
        }
        for (int k = 0; k < params.length; k++) {
            if (v[k] == null) {
                throw new IllegalArgumentException(family + ": missing parameter '" + params[k] + "' (expected " + expected + ")");
            }
        }
        return v;
    }

    private static double[] numbers(String family, List<String[]> args, String... params) {
        String[] v = values(family, args, params);
        double[] x = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            x[i] = number(family, params[i], v[i]);
        }
        return x;
    }

    private static double number(String family, String param, String text) {
        if (!NUMBER.matcher(text).matches()) {
            throw new IllegalArgumentException(family + ": " + param + " must be a number, got '" + text + "'");
        }
        double x = Double.parseDouble(text);
        if (Double.isInfinite(x)) {
            throw new IllegalArgumentException(family + ": " + param + " is out of range: " + text);
        }
        return x;
    }
}
