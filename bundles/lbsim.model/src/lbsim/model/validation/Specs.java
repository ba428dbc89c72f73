package lbsim.model.validation;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Syntactic checks of the text attributes the validation rules need without the simulator: sweep specs,
 * ping-pong size lists, piecewise-linear breakpoints and contention factors. Each check returns null when
 * the text is valid, else what is wrong in one phrase. Strategy and distribution specs are the simulator's to
 * judge ({@link SimulatorChecks}).
 */
public final class Specs {

    private static final String NUM = "([+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?)";
    private static final Pattern LINEAR = Pattern.compile(NUM + ":" + NUM + ":" + NUM);
    private static final Pattern GEOMETRIC = Pattern.compile(NUM + ":" + NUM + ":\\*" + NUM);
    private static final Pattern RANGE_LIKE = Pattern.compile("[^,()]*:[^,()]*:[^,()]*");

    /** The most values one sweep may have (as the experiment runner allows). */
    public static final int MAX_SWEEP_VALUES = 100_000;

    private Specs() {
    }

    /**
     * What is wrong with a sweep spec ({@code v1,v2,...}, {@code FROM:TO:STEP} or {@code FROM:TO:*FACTOR}),
     * or null. Ranges must go from FROM towards TO and give at most {@link #MAX_SWEEP_VALUES} values.
     */
    public static String sweepProblem(String spec) {
        if (spec == null || spec.isBlank()) {
            return "spec is empty; expected v1,v2,... or FROM:TO:STEP or FROM:TO:*FACTOR";
        }
        String body = spec.strip();
        Matcher g = GEOMETRIC.matcher(body);
        if (g.matches()) {
            BigDecimal from = new BigDecimal(g.group(1));
            BigDecimal to = new BigDecimal(g.group(2));
            BigDecimal factor = new BigDecimal(g.group(3));
            if (from.signum() <= 0 || to.signum() <= 0 || factor.signum() <= 0 || factor.compareTo(BigDecimal.ONE) == 0
                    || (to.compareTo(from) > 0) != (factor.compareTo(BigDecimal.ONE) > 0) && to.compareTo(from) != 0) {
                return "spec '" + body + "': a geometric range needs FROM and TO > 0 and a FACTOR > 0, not 1, that goes from FROM towards TO";
            }
            double n = 1 + Math.floor(Math.log(to.doubleValue() / from.doubleValue()) / Math.log(factor.doubleValue()) + 1e-9);
            return n > MAX_SWEEP_VALUES ? "spec '" + body + "': more than " + MAX_SWEEP_VALUES + " values" : null;
        }
        Matcher l = LINEAR.matcher(body);
        if (l.matches()) {
            BigDecimal from = new BigDecimal(l.group(1));
            BigDecimal to = new BigDecimal(l.group(2));
            BigDecimal step = new BigDecimal(l.group(3));
            if (step.signum() == 0 || to.compareTo(from) * step.signum() < 0) {
                return "spec '" + body + "': the step must be non-zero and go from FROM towards TO";
            }
            BigDecimal n = to.subtract(from).divide(step, java.math.MathContext.DECIMAL64).abs();
            return n.compareTo(BigDecimal.valueOf(MAX_SWEEP_VALUES)) >= 0
                    ? "spec '" + body + "': more than " + MAX_SWEEP_VALUES + " values" : null;
        }
        if (RANGE_LIKE.matcher(body).matches()) {
            return "spec '" + body + "': FROM, TO and STEP (or *FACTOR) of a range must be numbers";
        }
        List<String> values = splitValues(body);
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i).isEmpty()) {
                return "spec '" + body + "': value " + (i + 1) + " is empty";
            }
        }
        int depth = 0;
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            depth += c == '(' || c == '[' ? 1 : c == ')' || c == ']' ? -1 : 0;
            if (depth < 0) {
                return "spec '" + body + "': unbalanced '" + c + "'";
            }
        }
        if (depth != 0) {
            return "spec '" + body + "': unbalanced parentheses";
        }
        return values.size() > MAX_SWEEP_VALUES ? "spec '" + body + "': more than " + MAX_SWEEP_VALUES + " values" : null;
    }

    /**
     * The values of a valid sweep spec, in order, as text: ranges computed in exact decimals (both ends
     * included), lists split at commas outside parentheses. Null when {@link #sweepProblem} finds a problem.
     */
    public static List<String> sweepValues(String spec) {
        if (sweepProblem(spec) != null) {
            return null;
        }
        String body = spec.strip();
        List<String> out = new ArrayList<>();
        Matcher g = GEOMETRIC.matcher(body);
        Matcher l = LINEAR.matcher(body);
        if (g.matches()) {
            BigDecimal to = new BigDecimal(g.group(2));
            BigDecimal factor = new BigDecimal(g.group(3));
            boolean up = factor.compareTo(BigDecimal.ONE) > 0;
            for (BigDecimal v = new BigDecimal(g.group(1)); (up ? v.compareTo(to) <= 0 : v.compareTo(to) >= 0)
                    && out.size() <= MAX_SWEEP_VALUES; v = v.multiply(factor, java.math.MathContext.DECIMAL64)) {
                out.add(plain(v));
            }
        } else if (l.matches()) {
            BigDecimal to = new BigDecimal(l.group(2));
            BigDecimal step = new BigDecimal(l.group(3));
            for (BigDecimal v = new BigDecimal(l.group(1)); (step.signum() > 0 ? v.compareTo(to) <= 0 : v.compareTo(to) >= 0)
                    && out.size() <= MAX_SWEEP_VALUES; v = v.add(step)) {
                out.add(plain(v));
            }
        } else {
            out.addAll(splitValues(body));
        }
        return out;
    }

    private static String plain(BigDecimal v) {
        BigDecimal s = v.stripTrailingZeros();
        return s.scale() < 0 ? s.setScale(0).toPlainString() : s.toPlainString();
    }

    /** Splits at commas outside parentheses and brackets; trims each value. */
    public static List<String> splitValues(String body) {
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

    /**
     * What is wrong with a list of message sizes (whole numbers of bytes, 0 to
     * {@link Ranges#MAX_MESSAGE_BYTES}, separated by spaces or commas), or null.
     */
    public static String sizesProblem(String sizes) {
        String[] parts = sizes == null ? new String[0] : sizes.trim().split("[\\s,]+");
        if (parts.length == 0 || parts[0].isEmpty()) {
            return "sizes is empty";
        }
        for (String p : parts) {
            long v;
            try {
                v = Long.parseLong(p);
            } catch (NumberFormatException e) {
                return "sizes must be whole numbers of bytes >= 0 separated by spaces, got '" + p + "' in '" + sizes + "'";
            }
            if (v < 0 || v > Ranges.MAX_MESSAGE_BYTES) {
                return "a size must be between 0 and " + Ranges.MAX_MESSAGE_BYTES + " bytes (2^50), got " + p;
            }
        }
        return null;
    }

    /**
     * What is wrong with piecewise-linear breakpoints {@code size:seconds size:seconds ...}, or null: at
     * least one, sizes >= 0 and increasing, times >= 0 and at most {@link Ranges#MAX_SECONDS}, the last
     * segment (extrapolated) not decreasing.
     */
    public static String breakpointsProblem(String text) {
        String[] points = text == null ? new String[0] : text.trim().split("\\s+");
        if (points.length == 0 || points[0].isEmpty()) {
            return "no breakpoints (expected size:seconds ...)";
        }
        double[] sizes = new double[points.length];
        double[] seconds = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            String[] pair = points[i].split(":");
            try {
                if (pair.length != 2) {
                    throw new NumberFormatException();
                }
                sizes[i] = Double.parseDouble(pair[0]);
                seconds[i] = Double.parseDouble(pair[1]);
            } catch (NumberFormatException e) {
                return "'" + points[i] + "' is not size:seconds";
            }
            if (!(sizes[i] >= 0) || Double.isInfinite(sizes[i])) {
                return "breakpoint " + (i + 1) + ": size must be >= 0 and finite, got " + sizes[i];
            }
            if (!(seconds[i] >= 0) || seconds[i] > Ranges.MAX_SECONDS) {
                return "breakpoint " + (i + 1) + ": time must be between 0 and " + Ranges.MAX_SECONDS + " s, got " + seconds[i];
            }
            if (i > 0 && !(sizes[i] > sizes[i - 1])) {
                return "breakpoint " + (i + 1) + ": sizes must increase, got " + sizes[i] + " bytes after " + sizes[i - 1];
            }
        }
        int n = points.length;
        if (n >= 2 && seconds[n - 1] < seconds[n - 2]) {
            return "the last segment is extrapolated and must not decrease, got " + seconds[n - 2] + " s then " + seconds[n - 1] + " s";
        }
        return null;
    }

    /** What is wrong with contention factors (numbers > 0 and at most 1e6, separated by spaces; may be empty), or null. */
    public static String contentionProblem(String text) {
        String[] parts = text == null ? new String[0] : text.trim().split("\\s+");
        if (parts.length == 1 && parts[0].isEmpty()) {
            return null;
        }
        for (int i = 0; i < parts.length; i++) {
            double x;
            try {
                x = Double.parseDouble(parts[i]);
            } catch (NumberFormatException e) {
                return "'" + parts[i] + "' is not a number";
            }
            if (!(x > 0) || x > 1e6) {
                return "the factor for " + (i + 1) + " receiver" + (i == 0 ? "" : "s") + " must be > 0 and at most 1e6, got " + parts[i];
            }
        }
        return null;
    }
}
