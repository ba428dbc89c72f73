package lbsim.core.dist;

import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import lbsim.core.io.InputFileException;


/**
 * Parses the distribution spec syntax used in scenarios, {@code --set} overrides and input files.
 * <p>
 * Grammar: {@code NAME(ARG, ARG, ...)}, where an argument is either {@code KEY=VALUE} or a bare
 * {@code VALUE} (all named or all positional, not mixed); names and keys are case-insensitive and
 * whitespace around tokens is ignored; numbers are decimal ({@code 2}, {@code 0.5}, {@code 1e-3}).
 * <pre>
 * constant(2.5)                                   constant(value=2.5)
 * exponential(mean=2)                             exponential(2)
 * uniform(min=1, max=3)                           uniform(1, 3)
 * normal(mean=5, sd=2)                            normal(5, 2)          truncated at 0
 * lognormal(mean=3, sd=1)                         lognormal(3, 1)       mean and sd of the distribution
 * hyperexponential(p=0.9, mean=1, p=0.1, mean=10) hyperexponential(0.9, 1, 0.1, 10)
 * empirical(file=demands.csv)                     empirical(demands.csv)  relative to the base directory
 * </pre>
 * A file name containing a comma, parenthesis or surrounding spaces is written in double quotes.
 */
public final class Distributions {

    /** The distribution names {@link #parse} knows, in the order error messages list them. */
    public static final List<String> KNOWN = List.of("constant", "exponential", "uniform", "normal", "lognormal",
            "hyperexponential", "empirical", "weibull");

    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    private Distributions() {
    }

    /**
     * Parses a spec.
     *
     * @param baseDir directory against which a relative empirical file name is resolved; null for the
     *                current directory
     * @throws IllegalArgumentException saying exactly what is wrong: the syntax, an unknown name, a missing,
     *                                  unknown, duplicated or malformed argument, a parameter out of range,
     *                                  or ({@code empirical: FILE:LINE: problem}) a bad distribution file
     */
    public static Distribution parse(String spec, Path baseDir) {
        return parse(spec, baseDir, true);
    }

    /**
     * Checks a spec exactly as {@link #parse} does, except that an empirical distribution's file is not read: what
     * a scenario's validation can know before the scenario runs.
     *
     * @return the distribution, or null for a well-formed empirical spec (its file decides the distribution)
     * @throws IllegalArgumentException saying what is wrong, with the messages of {@link #parse}
     */
    public static Distribution check(String spec) {
        return parse(spec, null, false);
    }

    private static Distribution parse(String spec, Path baseDir, boolean readFile) {
        if (spec == null || spec.isBlank()) {
            throw new IllegalArgumentException("empty distribution spec; expected NAME(ARGUMENTS), e.g. exponential(mean=2)");
        }
        String s = spec.strip();
        int open = s.indexOf('(');
        if (open < 0 || !s.endsWith(")")) {
            throw new IllegalArgumentException("distribution spec '" + s
                    + "': expected NAME(ARGUMENTS), e.g. exponential(mean=2)");
        }
        String name = s.substring(0, open).strip();
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("distribution spec '" + s + "': '" + name + "' is not a distribution name"
                    + " (known: " + String.join(", ", KNOWN) + ")");
        }
        String family = name.toLowerCase(Locale.ROOT);
        if (!KNOWN.contains(family)) {
            throw new IllegalArgumentException("unknown distribution '" + name + "' (known: " + String.join(", ", KNOWN)
                    + ")");
        }
        List<Arg> args = arguments(family, s.substring(open + 1, s.length() - 1));
        return switch (family) {
            case "constant" -> new Constant(numbers(family, args, "value")[0]);
            case "exponential" -> new Exponential(numbers(family, args, "mean")[0]);
            case "uniform" -> {
                double[] x = numbers(family, args, "min", "max");
                yield new Uniform(x[0], x[1]);
            }
            case "normal" -> {
                double[] x = numbers(family, args, "mean", "sd");
                yield new TruncatedNormal(x[0], x[1]);
            }
            case "lognormal" -> {
                double[] x = numbers(family, args, "mean", "sd");
                yield new LogNormal(x[0], x[1]);
            }
            case "hyperexponential" -> hyperExponential(args);
            case "empirical" -> readFile ? empirical(args, baseDir) : noFile(args);
            case "weibull" -> {
                double[] x = numbers(family, args, "shape", "scale");
                yield new Weibull(x[0], x[1]);
            }
            default -> throw new AssertionError(family);
        };
    }

    /** One argument: key (lower case) or null when positional, and the raw value text. */
    private record Arg(String key, String value) {
    }

    private static List<Arg> arguments(String family, String inner) {
        List<Arg> args = new ArrayList<>();
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
            Arg arg;
            if (eq >= 0) {
                String key = part.substring(0, eq).strip().toLowerCase(Locale.ROOT);
                if (!NAME.matcher(key).matches()) {
                    throw new IllegalArgumentException(family + ": argument " + (i + 1) + " has no valid name: '" + part
                            + "'");
                }
                arg = new Arg(key, unquote(family, part.substring(eq + 1).strip()));
            } else {
                arg = new Arg(null, unquote(family, part));
            }
            boolean isNamed = arg.key() != null;
            if (named != null && named != isNamed) {
                throw new IllegalArgumentException(family + ": mix of named and positional arguments; use one style");
            }
            named = isNamed;
            args.add(arg);
        }
        return args;
    }

    private static String unquote(String family, String v) {
        if (v.startsWith("\"")) {
            if (v.length() < 2 || !v.endsWith("\"")) {
                throw new IllegalArgumentException(family + ": text after a closing quote in '" + v + "'");
            }
            return v.substring(1, v.length() - 1);
        }
        if (v.isEmpty()) {
            throw new IllegalArgumentException(family + ": an argument has no value");
        }
        return v;
    }

    /** The values of fixed parameters, by name (any order) or by position. */
    private static String[] values(String family, List<Arg> args, String... params) {
        String[] v = new String[params.length];
        String expected = String.join(", ", params);
        if (!args.isEmpty() && args.get(0).key() == null) {
            if (args.size() != params.length) {
                throw new IllegalArgumentException(family + ": expected " + params.length + " argument"
                        + (params.length == 1 ? "" : "s") + " (" + expected + "), got " + args.size());
            }
            for (int i = 0; i < params.length; i++) {
                v[i] = args.get(i).value();
            }
            return v;
        }
        for (Arg a : args) {
            int k = List.of(params).indexOf(a.key());
            if (k < 0) {
                throw new IllegalArgumentException(family + ": unknown parameter '" + a.key() + "' (expected " + expected
                        + ")");
            }
            if (v[k] != null) {
                throw new IllegalArgumentException(family + ": parameter '" + a.key() + "' given twice");
            }
            v[k] = a.value();
        }
        for (int k = 0; k < params.length; k++) {
            if (v[k] == null) {
                throw new IllegalArgumentException(family + ": missing parameter '" + params[k] + "' (expected " + expected
                        + ")");
            }
        }
        return v;
    }

    private static double[] numbers(String family, List<Arg> args, String... params) {
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

    private static Distribution hyperExponential(List<Arg> args) {
        String family = "hyperexponential";
        if (args.isEmpty() || args.size() % 2 != 0) {
            throw new IllegalArgumentException(family + ": expected pairs of p and mean, got " + args.size() + " argument"
                    + (args.size() == 1 ? "" : "s"));
        }
        int k = args.size() / 2;
        double[] p = new double[k];
        double[] m = new double[k];
        for (int i = 0; i < args.size(); i++) {
            Arg a = args.get(i);
            String expectedKey = i % 2 == 0 ? "p" : "mean";
            if (a.key() != null && !a.key().equals(expectedKey)) {
                throw new IllegalArgumentException(family + ": expected '" + expectedKey + "' as argument " + (i + 1)
                        + ", got '" + a.key() + "' (pairs p, mean in order)");
            }
            double x = number(family, expectedKey + " of phase " + (i / 2 + 1), a.value());
            if (i % 2 == 0) {
                p[i / 2] = x;
            } else {
                m[i / 2] = x;
            }
        }
        return new HyperExponential(p, m);
    }

    /** An empirical spec's arguments checked, its file not read: null. */
    private static Distribution noFile(List<Arg> args) {
        values("empirical", args, "file");
        return null;
    }

    private static Distribution empirical(List<Arg> args, Path baseDir) {
        String file = values("empirical", args, "file")[0];
        Path path = baseDir == null ? Path.of(file) : baseDir.resolve(file);
        try {
            return Empirical.read(path, file);
        } catch (InputFileException e) {
            throw new IllegalArgumentException("empirical: " + e.getMessage(), e);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("empirical: '" + file + "' is not a valid file name", e);
        }
    }

    /**
     * The canonical text of a number in specs: the shortest decimal that reads back as the same double,
     * without a trailing {@code .0} ({@code 2}, {@code 0.5}, {@code 1E-5}).
     */
    public static String format(double x) {
        String s = Double.toString(x);
        int e = s.indexOf('E');
        String mantissa = e < 0 ? s : s.substring(0, e);
        if (mantissa.endsWith(".0")) {
            mantissa = mantissa.substring(0, mantissa.length() - 2);
        }
        return e < 0 ? mantissa : mantissa + s.substring(e);
    }

    /** A number rounded to 12 significant digits for messages, so that 0.1 + 0.7 shows as 0.8. */
    public static String formatRounded(double x) {
        if (!Double.isFinite(x)) {
            return Double.toString(x);
        }
        return format(new BigDecimal(x).round(new MathContext(12)).doubleValue());
    }

    /** A file name as written in a spec: in double quotes if it is empty, has spaces at either end or contains , ( ) = or a quote. */
    static String quoteIfNeeded(String file) {
        boolean plain = !file.isEmpty() && file.strip().equals(file) && file.chars().noneMatch(c -> c == ',' || c == '('
                || c == ')' || c == '"' || c == '=');
        return plain ? file : "\"" + file + "\"";
    }
}
