package lbsim.run.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON that lbsim writes (experiment.json): objects become {@link LinkedHashMap}s, arrays
 * {@link List}s, whole numbers {@link Long}s (Double when out of range), other numbers {@link Double}s.
 */
public final class JsonReader {

    /**
     * The deepest nesting of objects and arrays read: experiment.json nests four deep; a crafted file of 100,000
     * brackets would otherwise overflow the stack.
     */
    static final int MAX_DEPTH = 64;

    private final String s;
    private int i;
    private int depth;

    private JsonReader(String s) {
        this.s = s;
    }

    /**
     * @throws IllegalArgumentException with the character position of the first syntax error
     */
    public static Object read(String text) {
        JsonReader r = new JsonReader(text);
        Object v = r.value();
        r.space();
        if (r.i != r.s.length()) {
            throw r.error("unexpected text after the value");
        }
        return v;
    }

    private void nest() {
        if (++depth > MAX_DEPTH) {
            throw error("objects and arrays nested more than " + MAX_DEPTH + " deep; lbsim writes at most a few levels");
        }
    }

    private Object value() {
        space();
        if (i >= s.length()) {
            throw error("unexpected end");
        }
        char c = s.charAt(i);
        switch (c) {
            case '{' -> {
                i++;
                nest();
                Map<String, Object> m = new LinkedHashMap<>();
                space();
                if (peek('}')) {
                    depth--;
                    return m;
                }
                do {
                    space();
                    if (i >= s.length() || s.charAt(i) != '"') {
                        throw error("expected a name in quotes");
                    }
                    String key = string();
                    space();
                    expect(':');
                    m.put(key, value());
                    space();
                } while (peek(','));
                expect('}');
                depth--;
                return m;
            }
            case '[' -> {
                i++;
                nest();
                List<Object> l = new ArrayList<>();
                space();
                if (peek(']')) {
                    depth--;
                    return l;
                }
                do {
                    l.add(value());
                    space();
                } while (peek(','));
                expect(']');
                depth--;
                return l;
            }
            case '"' -> {
                return string();
            }
            default -> {
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
                return number();
            }
        }
    }

    private Object number() {
        int start = i;
        while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
        String t = s.substring(start, i);
        if (t.isEmpty()) {
            throw error("unexpected character '" + s.charAt(start) + "'");
        }
        try {
            if (t.indexOf('.') < 0 && t.indexOf('e') < 0 && t.indexOf('E') < 0) {
                try {
                    return Long.parseLong(t);
                } catch (NumberFormatException e) {
                    return Double.parseDouble(t);
                }
            }
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw error("bad number '" + t + "'");
        }
    }

    private String string() {
        i++; // opening quote
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (i >= s.length()) {
                throw error("unterminated string");
            }
            char c = s.charAt(i++);
            if (c == '"') {
                return sb.toString();
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (i >= s.length()) {
                throw error("unterminated string");
            }
            char e = s.charAt(i++);
            switch (e) {
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'u' -> {
                    if (i + 4 > s.length()) {
                        throw error("bad \\u escape");
                    }
                    sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                    i += 4;
                }
                default -> sb.append(e);
            }
        }
    }

    private void space() {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
    }

    private boolean peek(char c) {
        if (i < s.length() && s.charAt(i) == c) {
            i++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("expected '" + c + "'");
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("JSON syntax error at character " + i + ": " + what);
    }
}
