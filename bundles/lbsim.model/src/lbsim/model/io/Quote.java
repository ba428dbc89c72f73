package lbsim.model.io;

import java.util.ArrayList;
import java.util.List;

/**
 * How problem lines quote what a user wrote: a value quoted whole could be megabytes long (a 10 MB number),
 * and a list of problems could have millions of lines. A quoted value keeps its first {@value #MAX_CHARS}
 * characters and says how many more there were; a list keeps its first {@value #MAX_PROBLEMS} lines and
 * ends with one line counting the rest.
 */
public final class Quote {

    /** The most characters of a value a problem line quotes. */
    public static final int MAX_CHARS = 200;
    /** The most problem lines a list shows. */
    public static final int MAX_PROBLEMS = 100;

    private Quote() {
    }

    /** {@code value} cut to {@value #MAX_CHARS} characters, followed by "... (N more characters)" if it was longer. */
    public static String capped(String value) {
        if (value == null || value.length() <= MAX_CHARS) {
            return value;
        }
        int end = MAX_CHARS;
        if (Character.isHighSurrogate(value.charAt(end - 1))) {
            end--;
        }
        return value.substring(0, end) + "... (" + (value.length() - end) + " more characters)";
    }

    /**
     * Each line cut to {@link #capped} length ({@value #MAX_CHARS} characters of a quote are a few hundred of a line),
     * at most {@value #MAX_PROBLEMS} of them, and when there were more a last line "... and N more problems".
     */
    public static List<String> cappedLines(List<String> lines) {
        List<String> out = new ArrayList<>(Math.min(lines.size(), MAX_PROBLEMS + 1));
        for (int i = 0; i < lines.size() && i < MAX_PROBLEMS; i++) {
            String l = lines.get(i);
            out.add(l == null || l.length() <= 4 * MAX_CHARS ? l
                    : l.substring(0, 4 * MAX_CHARS - (Character.isHighSurrogate(l.charAt(4 * MAX_CHARS - 1)) ? 1 : 0))
                            + "... (" + (l.length() - 4 * MAX_CHARS) + " more characters)");
        }
        if (lines.size() > MAX_PROBLEMS) {
            out.add("... and " + (lines.size() - MAX_PROBLEMS) + " more problems");
        }
        return out;
    }
}
