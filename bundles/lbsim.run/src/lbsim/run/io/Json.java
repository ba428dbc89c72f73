package lbsim.run.io;

import java.util.List;
import java.util.Map;

/**
 * A small JSON writer for result files: maps (written in their iteration order), lists, strings,
 * numbers, booleans and null. Doubles are written with {@link Double#toString(double)}, the shortest
 * decimal that reads back to the same double, so equal results give byte-identical files; NaN and
 * infinities (not JSON numbers) are written as null.
 */
public final class Json {

    private Json() {
    }

    /** The value as indented JSON text, ending with a newline. */
    public static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        try {
            write(sb, null, value, 0);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e); // not thrown: there is no writer
        }
        sb.append('\n');
        return sb.toString();
    }

    /**
     * Writes the same text as {@link #write(Object)} to {@code out}, a piece at a time: the whole text is never in
     * memory (a summary of a million tasks is about 700 MB of text), and lists and maps may be views that make their
     * elements as they are asked for.
     */
    public static void write(java.io.Writer out, Object value) throws java.io.IOException {
        StringBuilder sb = new StringBuilder(FLUSH_CHARS + 1024);
        write(sb, out, value, 0);
        sb.append('\n');
        out.append(sb);
    }

    /** How much text {@link #write(java.io.Writer, Object)} gathers before it passes it on. */
    private static final int FLUSH_CHARS = 1 << 16;

    /** Between two elements of a list or a map: passes the text gathered so far to {@code out}, if there is one and enough. */
    private static void flush(StringBuilder sb, java.io.Writer out) throws java.io.IOException {
        if (out != null && sb.length() >= FLUSH_CHARS) {
            out.append(sb);
            sb.setLength(0);
        }
    }

    private static void write(StringBuilder sb, java.io.Writer out, Object v, int indent) throws java.io.IOException {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof String s) {
            string(sb, s);
        } else if (v instanceof Double d) {
            number(sb, d);
        } else if (v instanceof Padded p) {
            int at = sb.length();
            number(sb, p.value());
            sb.insert(at, " ".repeat(Math.max(0, Padded.WIDTH - (sb.length() - at))));
        } else if (v instanceof Float f) {
            number(sb, f.doubleValue());
        } else if (v instanceof Number || v instanceof Boolean) {
            sb.append(v);
        } else if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) {
                sb.append("{}");
                return;
            }
            sb.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                pad(sb, indent + 1);
                string(sb, String.valueOf(e.getKey()));
                sb.append(": ");
                write(sb, out, e.getValue(), indent + 1);
                sb.append(++i < m.size() ? ",\n" : "\n");
                flush(sb, out);
            }
            pad(sb, indent);
            sb.append('}');
        } else if (v instanceof List<?> l) {
            if (l.isEmpty()) {
                sb.append("[]");
                return;
            }
            sb.append("[\n");
            for (int i = 0; i < l.size(); i++) {
                pad(sb, indent + 1);
                write(sb, out, l.get(i), indent + 1);
                sb.append(i + 1 < l.size() ? ",\n" : "\n");
                flush(sb, out);
            }
            pad(sb, indent);
            sb.append(']');
        } else if (v instanceof Enum<?> e) {
            string(sb, e.name().toLowerCase(java.util.Locale.ROOT));
        } else {
            throw new IllegalArgumentException("cannot write " + v.getClass().getName() + " as JSON");
        }
    }

    /**
     * A number written right-aligned in {@value #WIDTH} characters (leading spaces, which JSON allows): for a value
     * that differs from run to run, such as the wall-clock time, so that the file's size does not (the folder's
     * .lbsim-manifest lists sizes, and is then the same for two identical runs).
     */
    public record Padded(double value) {
        /** The longest {@link Double#toString(double)}: "-4.9406564584124654E-324". */
        public static final int WIDTH = 24;
    }

    private static void number(StringBuilder sb, double d) {
        if (Double.isFinite(d)) {
            sb.append(Double.toString(d));
        } else {
            sb.append("null");
        }
    }

    private static void pad(StringBuilder sb, int indent) {
        for (int i = 0; i < indent; i++) {
            sb.append("  ");
        }
    }

    /** Appends {@code s} as a JSON string literal (quoted and escaped); returns {@code sb}. */
    public static StringBuilder string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"');
    }
}
