package lbsim.ui.launch;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The machine-readable lines that {@code lbsim run --progress=machine} writes to stderr, besides its human
 * messages:
 * <pre>
 * lbsim-progress {"simulated_s":12.5,"end_s":100.0,"events":123456}
 * lbsim-progress {"points_done":3,"points":9,"runs_done":10,"runs":27}
 * lbsim-problem {"severity":"error","file":"a.lbsim","line":0,"column":0,"object_uri":"file:/w/a.lbsim#ws1",
 *                "object":"Host 'ws1'","object_path":"platform/hosts[0]","feature":"speed","rule":"positiveSpeed",
 *                "message":"Host 'ws1': ...","text":"a.lbsim: Host 'ws1': ..."}
 * lbsim-problem {...,"point":1,"replication":0,"seed":-4962768465676381896,"assignments":["application/x=2"]}
 * lbsim-outcome {"status":"completed","exit":0,"folder":"/abs/path","message":"one line"}
 * lbsim-trace {"folder":"/abs/path","trace":"/abs/.path.trace-1-2.lbt","live":"/abs/.path.trace-1-2.lbt.live"}
 * </pre>
 * The outcome line is the last stderr line of a run. Each payload is one flat JSON object (whose values may be
 * arrays of strings); a problem line with {@code point} is a cause of a failed run of an experiment
 * ({@link FailedRun}).
 */
public final class ProgressProtocol {

    /** Prefix of a progress line (followed by one space and a JSON object). */
    public static final String PROGRESS = "lbsim-progress ";
    /** Prefix of the outcome line (followed by one space and a JSON object). */
    public static final String OUTCOME = "lbsim-outcome ";
    /** Prefix of a problem line of bad input (followed by one space and a JSON object). */
    public static final String PROBLEM = "lbsim-problem ";
    /** Prefix of the line that says where a single run's growing trace is (followed by one space and a JSON object). */
    public static final String TRACE = "lbsim-trace ";

    private ProgressProtocol() {
    }

    /** One parsed protocol line. */
    public sealed interface Message permits SingleRunProgress, ExperimentProgress, Outcome, ProblemReport, LiveTrace {
    }

    /**
     * Progress of one run.
     *
     * @param simulatedSeconds virtual time reached
     * @param endSeconds       the run's end time, 0 when unknown
     * @param events           events processed so far
     */
    public record SingleRunProgress(double simulatedSeconds, double endSeconds, long events) implements Message {
    }

    /** Progress of an experiment: finished points and runs out of all. */
    public record ExperimentProgress(long pointsDone, long points, long runsDone, long runs) implements Message {
    }

    /**
     * How the run ended.
     *
     * @param status  completed, stopped, failed or bad-input
     * @param exit    the process's exit code
     * @param folder  absolute path of the result or experiment folder, empty when none was written
     * @param message one line for the user
     */
    public record Outcome(String status, int exit, String folder, String message) implements Message {

        public boolean completed() {
            return "completed".equals(status);
        }

        public boolean stopped() {
            return "stopped".equals(status);
        }
    }

    /**
     * One problem of bad input, as data: the object, feature and rule are fields (empty when absent), never read
     * from the text.
     *
     * @param error       error, else warning
     * @param line        1-based line in the file, 0 when none
     * @param objectUri   the object's EMF URI (resource URI and fragment), empty when the problem names none
     * @param objectLabel how messages name the object ({@code Host 'ws1'}), empty when none
     * @param objectPath  the object's path from the scenario, empty when none (or the scenario itself)
     * @param rule        the rule's name, empty when none
     * @param message     the text after the file name
     * @param text        the line as the command line printed it
     * @param run         the failed run of an experiment this problem is a cause of, or null
     */
    public record ProblemReport(boolean error, int line, String objectUri, String objectLabel, String objectPath,
            String feature, String rule, String message, String text, FailedRun run) implements Message {

        /** A problem of the input or of a single run (no run of an experiment). */
        public ProblemReport(boolean error, int line, String objectUri, String objectLabel, String objectPath,
                String feature, String rule, String message, String text) {
            this(error, line, objectUri, objectLabel, objectPath, feature, rule, message, text, null);
        }

        /** The object's URI fragment, empty when the problem names no object. */
        public String uriFragment() {
            int hash = objectUri.indexOf('#');
            return hash < 0 ? objectUri : objectUri.substring(hash + 1);
        }
    }

    /**
     * The run of an experiment that failed, as the problem line gives it.
     *
     * @param point       the sweep point's index
     * @param replication the replication's index
     * @param seed        the run's master seed (exact)
     * @param assignments the point's {@code PATH=VALUE} assignments, in order
     */
    public record FailedRun(int point, int replication, long seed, java.util.List<String> assignments) {
        public FailedRun {
            assignments = java.util.List.copyOf(assignments);
        }

        /** E.g. {@code sweep point 1 (application/x=2), replication 0, seed 42}. */
        public String describe() {
            return "sweep point " + point + " (" + String.join(", ", assignments) + "), replication " + replication + ", seed "
                    + seed;
        }
    }

    /**
     * Where a single run's trace grows, written once before the run starts: the result folder it is for, the trace
     * file being written and the live snapshot that makes it readable while it is
     * ({@link lbsim.trace.store.TraceStores#openLive}). Both files go when the run ends.
     */
    public record LiveTrace(String folder, String trace, String live) implements Message {
    }

    /** Whether a stderr line belongs to the protocol (and so is not shown in the console). */
    public static boolean isProtocolLine(String line) {
        return line.startsWith(PROGRESS) || line.startsWith(OUTCOME) || line.startsWith(PROBLEM)
                || line.startsWith(TRACE);
    }

    /**
     * Parses one stderr line.
     *
     * @return the message, or null when the line is not a protocol line
     * @throws IllegalArgumentException when the line has a protocol prefix but a malformed payload (the message
     *                                  quotes the line)
     */
    public static Message parse(String line) {
        if (line.startsWith(PROGRESS)) {
            Map<String, Object> m = object(line, PROGRESS.length());
            if (m.containsKey("simulated_s")) {
                return new SingleRunProgress(number(m, "simulated_s", line), optionalNumber(m, "end_s", line),
                        (long) optionalNumber(m, "events", line));
            }
            if (m.containsKey("points") || m.containsKey("runs")) {
                return new ExperimentProgress((long) optionalNumber(m, "points_done", line),
                        (long) optionalNumber(m, "points", line), (long) optionalNumber(m, "runs_done", line),
                        (long) optionalNumber(m, "runs", line));
            }
            throw new IllegalArgumentException("progress line names neither simulated_s nor points/runs: " + line);
        }
        if (line.startsWith(OUTCOME)) {
            Map<String, Object> m = object(line, OUTCOME.length());
            Object status = m.get("status");
            if (!(status instanceof String s) || s.isEmpty()) {
                throw new IllegalArgumentException("outcome line has no status: " + line);
            }
            return new Outcome(s, (int) number(m, "exit", line), text(m, "folder"), text(m, "message"));
        }
        if (line.startsWith(TRACE)) {
            Map<String, Object> m = object(line, TRACE.length());
            if (!(m.get("trace") instanceof String t) || t.isEmpty() || !(m.get("live") instanceof String l) || l.isEmpty()) {
                throw new IllegalArgumentException("trace line names no trace or live file: " + line);
            }
            return new LiveTrace(text(m, "folder"), t, l);
        }
        if (line.startsWith(PROBLEM)) {
            Map<String, Object> m = object(line, PROBLEM.length());
            if (!(m.get("message") instanceof String)) {
                throw new IllegalArgumentException("problem line has no message: " + line);
            }
            FailedRun run = null;
            if (m.containsKey("point")) {
                if (!(m.get("seed") instanceof Long seed) || !(m.get("assignments") instanceof java.util.List<?> a)) {
                    throw new IllegalArgumentException("a failed run's problem line needs a whole seed and assignments: " + line);
                }
                java.util.List<String> assignments = new java.util.ArrayList<>();
                for (Object o : a) {
                    if (!(o instanceof String s)) {
                        throw new IllegalArgumentException("assignments must be strings: " + line);
                    }
                    assignments.add(s);
                }
                run = new FailedRun((int) number(m, "point", line), (int) optionalNumber(m, "replication", line), seed,
                        assignments);
            }
            return new ProblemReport(!"warning".equals(m.get("severity")), (int) optionalNumber(m, "line", line),
                    text(m, "object_uri"), text(m, "object"), text(m, "object_path"), text(m, "feature"), text(m, "rule"),
                    text(m, "message"), text(m, "text"), run);
        }
        return null;
    }

    private static double number(Map<String, Object> m, String key, String line) {
        if (m.get(key) instanceof Number d) {
            return d.doubleValue();
        }
        throw new IllegalArgumentException("'" + key + "' is missing or not a number in: " + line);
    }

    private static double optionalNumber(Map<String, Object> m, String key, String line) {
        return m.containsKey(key) ? number(m, key, line) : 0;
    }

    private static String text(Map<String, Object> m, String key) {
        Object v = m.get(key);
        return v == null ? "" : v.toString();
    }

    /**
     * A flat JSON object: string, number (a whole number that fits a long as a Long, exact; any other a Double),
     * true, false and null values, and arrays of those; nested objects and arrays in arrays are refused.
     */
    static Map<String, Object> object(String line, int from) {
        Parser p = new Parser(line, from);
        Map<String, Object> m = p.object();
        p.skipSpace();
        if (p.i != line.length()) {
            throw p.error("text after the object");
        }
        return m;
    }

    private static final class Parser {
        final String s;
        int i;

        Parser(String s, int i) {
            this.s = s;
            this.i = i;
        }

        IllegalArgumentException error(String what) {
            return new IllegalArgumentException(what + " at column " + (i + 1) + " of: " + s);
        }

        void skipSpace() {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
        }

        void expect(char c) {
            skipSpace();
            if (i >= s.length() || s.charAt(i) != c) {
                throw error("expected '" + c + "'");
            }
            i++;
        }

        Map<String, Object> object() {
            Map<String, Object> m = new LinkedHashMap<>();
            expect('{');
            skipSpace();
            if (i < s.length() && s.charAt(i) == '}') {
                i++;
                return m;
            }
            while (true) {
                skipSpace();
                String key = string();
                expect(':');
                m.put(key, value());
                skipSpace();
                if (i < s.length() && s.charAt(i) == ',') {
                    i++;
                    continue;
                }
                expect('}');
                return m;
            }
        }

        Object value() {
            skipSpace();
            if (i < s.length() && s.charAt(i) == '[') {
                i++;
                java.util.List<Object> out = new java.util.ArrayList<>();
                skipSpace();
                if (i < s.length() && s.charAt(i) == ']') {
                    i++;
                    return out;
                }
                while (true) {
                    skipSpace();
                    if (i < s.length() && (s.charAt(i) == '[' || s.charAt(i) == '{')) {
                        throw error("nested value");
                    }
                    out.add(value());
                    skipSpace();
                    if (i < s.length() && s.charAt(i) == ',') {
                        i++;
                        continue;
                    }
                    expect(']');
                    return out;
                }
            }
            return scalar();
        }

        Object scalar() {
            skipSpace();
            if (i >= s.length()) {
                throw error("value expected");
            }
            char c = s.charAt(i);
            if (c == '"') {
                return string();
            }
            if (s.startsWith("true", i)) {
                i += 4;
                return Boolean.TRUE;
            }
            if (s.startsWith("false", i)) {
                i += 5;
                return Boolean.FALSE;
            }
            if (s.startsWith("null", i)) {
                i += 4;
                return null;
            }
            int start = i;
            while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) {
                i++;
            }
            if (start == i) {
                throw error("value expected");
            }
            String literal = s.substring(start, i);
            if (literal.matches("-?[0-9]{1,19}")) {
                try {
                    return Long.parseLong(literal);
                } catch (NumberFormatException tooLarge) {
                    // beyond a long: a Double below
                }
            }
            try {
                return Double.parseDouble(literal);
            } catch (NumberFormatException e) {
                i = start;
                throw error("bad number");
            }
        }

        String string() {
            if (i >= s.length() || s.charAt(i) != '"') {
                throw error("string expected");
            }
            i++;
            StringBuilder b = new StringBuilder();
            while (i < s.length()) {
                char c = s.charAt(i++);
                if (c == '"') {
                    return b.toString();
                }
                if (c != '\\') {
                    b.append(c);
                    continue;
                }
                if (i >= s.length()) {
                    break;
                }
                char e = s.charAt(i++);
                switch (e) {
                    case '"', '\\', '/' -> b.append(e);
                    case 'b' -> b.append('\b');
                    case 'f' -> b.append('\f');
                    case 'n' -> b.append('\n');
                    case 'r' -> b.append('\r');
                    case 't' -> b.append('\t');
                    case 'u' -> {
                        if (i + 4 > s.length()) {
                            throw error("short \\u escape");
                        }
                        try {
                            b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        } catch (NumberFormatException x) {
                            throw error("bad \\u escape");
                        }
                        i += 4;
                    }
                    default -> throw error("bad escape \\" + e);
                }
            }
            throw error("unterminated string");
        }
    }
}
