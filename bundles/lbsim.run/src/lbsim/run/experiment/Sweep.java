package lbsim.run.experiment;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One swept scenario attribute: a path as {@code --set} takes it and the values it takes, in order.
 * <p>
 * Written {@code PATH=v1,v2,...} (values; commas inside parentheses, as in {@code uniform(min=1, max=3)},
 * do not split), {@code PATH=FROM:TO:STEP} (linear range, both ends inclusive) or
 * {@code PATH=FROM:TO:*FACTOR} (geometric range). Ranges are computed in exact decimal arithmetic, so
 * {@code 0.1:0.5:0.1} gives 0.1, 0.2, 0.3, 0.4, 0.5 and {@code 1024:65536:*4} gives 1024, 4096, 16384, 65536.
 *
 * @param path   the attribute path, e.g. {@code application/workBytesFixed}
 * @param values the values as text, as {@code --set} would take them
 * @param kind   how the values were given (geometric ranges are charted on a log axis)
 * @param spec   the sweep as written, {@code PATH=...}
 */
public record Sweep(String path, List<String> values, Kind kind, String spec) {

    /** How a sweep's values were given. */
    public enum Kind {
        VALUES, LINEAR, GEOMETRIC
    }

    /** More points than this in one sweep is surely a typo. */
    public static final int MAX_VALUES = 100_000;

    private static final String NUM = "([+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?)";
    private static final Pattern LINEAR = Pattern.compile(NUM + ":" + NUM + ":" + NUM);
    private static final Pattern GEOMETRIC = Pattern.compile(NUM + ":" + NUM + ":\\*" + NUM);

    public Sweep {
        values = List.copyOf(values);
    }

    /**
     * Parses {@code PATH=SPEC}.
     *
     * @throws IllegalArgumentException with a message saying what is wrong with the sweep
     */
    public static Sweep parse(String spec) {
        int eq = firstEqualsOutsideBrackets(spec);
        if (eq <= 0 || eq == spec.length() - 1) {
            throw new IllegalArgumentException(spec
                    + ": expected PATH=v1,v2,... or PATH=FROM:TO:STEP or PATH=FROM:TO:*FACTOR");
        }
        String path = spec.substring(0, eq).trim();
        String body = spec.substring(eq + 1).trim();
        if (path.isEmpty() || body.isEmpty()) {
            throw new IllegalArgumentException(spec + ": " + (path.isEmpty() ? "no attribute PATH before '='"
                    : "no values after '='") + "; expected PATH=v1,v2,... or PATH=FROM:TO:STEP or PATH=FROM:TO:*FACTOR");
        }
        Matcher g = GEOMETRIC.matcher(body);
        if (g.matches()) {
            return new Sweep(path, geometric(spec, new BigDecimal(g.group(1)), new BigDecimal(g.group(2)),
                    new BigDecimal(g.group(3))), Kind.GEOMETRIC, spec);
        }
        Matcher l = LINEAR.matcher(body);
        if (l.matches()) {
            return new Sweep(path, linear(spec, new BigDecimal(l.group(1)), new BigDecimal(l.group(2)),
                    new BigDecimal(l.group(3))), Kind.LINEAR, spec);
        }
        List<String> values = splitValues(body);
        for (String v : values) {
            if (v.isEmpty()) {
                throw new IllegalArgumentException(spec + ": empty value in the list");
            }
        }
        return new Sweep(path, values, Kind.VALUES, spec);
    }

    /** The assignment {@code PATH=VALUE} for the value at an index. */
    public String assignment(int valueIndex) {
        return path + "=" + values.get(valueIndex);
    }

    private static List<String> linear(String spec, BigDecimal from, BigDecimal to, BigDecimal step) {
        if (step.signum() == 0 || (to.compareTo(from) - 0) * step.signum() < 0) {
            throw new IllegalArgumentException(spec + ": the step must be non-zero and go from FROM towards TO");
        }
        List<String> out = new ArrayList<>();
        for (BigDecimal v = from; step.signum() > 0 ? v.compareTo(to) <= 0 : v.compareTo(to) >= 0; v = v.add(step)) {
            add(spec, out, v);
        }
        return out;
    }

    private static List<String> geometric(String spec, BigDecimal from, BigDecimal to, BigDecimal factor) {
        if (from.signum() <= 0 || to.signum() <= 0 || factor.signum() <= 0 || factor.compareTo(BigDecimal.ONE) == 0
                || (to.compareTo(from) > 0) != (factor.compareTo(BigDecimal.ONE) > 0) && to.compareTo(from) != 0) {
            throw new IllegalArgumentException(spec
                    + ": a geometric range needs FROM and TO > 0 and a FACTOR > 0, not 1, that goes from FROM towards TO");
        }
        boolean up = factor.compareTo(BigDecimal.ONE) > 0;
        List<String> out = new ArrayList<>();
        for (BigDecimal v = from; up ? v.compareTo(to) <= 0 : v.compareTo(to) >= 0; v = v.multiply(factor,
                MathContext.DECIMAL64)) {
            add(spec, out, v);
        }
        return out;
    }

    private static void add(String spec, List<String> out, BigDecimal v) {
        if (out.size() >= MAX_VALUES) {
            throw new IllegalArgumentException(spec + ": more than " + MAX_VALUES + " values");
        }
        BigDecimal s = v.stripTrailingZeros();
        out.add(s.scale() < 0 ? s.setScale(0).toPlainString() : s.toPlainString());
    }

    /** Splits at commas outside parentheses and brackets; trims each value. */
    static List<String> splitValues(String body) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '(' || c == '[') {
                depth++;
            } else if (c == ')' || c == ']') {
                depth--;
            } else if (c == ',' && depth == 0) {
                out.add(body.substring(start, i).trim());
                start = i + 1;
            }
        }
        out.add(body.substring(start).trim());
        return out;
    }

    static int firstEqualsOutsideBrackets(String s) {
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '[') {
                depth++;
            } else if (c == ']') {
                depth--;
            } else if (c == '=' && depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
