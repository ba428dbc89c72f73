package lbsim.model.io;

import java.util.List;

/**
 * A scenario that cannot be used: the file is missing or malformed, an override names no attribute, or
 * a validation rule is broken. Each problem is one line naming the file, the object and the rule.
 */
public final class ScenarioException extends Exception {

    private static final long serialVersionUID = 1L;

    private final List<String> problems;

    /** One problem. */
    public ScenarioException(String problem) {
        this(List.of(problem));
    }

    /**
     * One or more problems, each a complete line: a line break or other control character inside one (e.g. quoted
     * from a damaged file by the XML parser) is shown escaped (as a backslash and n, r, t, or a Unicode escape),
     * so every problem stays one line.
     */
    public ScenarioException(List<String> problems) {
        this(problems.stream().map(ScenarioException::oneLine).toList(), 0);
    }

    /** @param unused tells this constructor from the public one */
    private ScenarioException(List<String> lines, int unused) {
        super(String.join("\n", lines));
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("a scenario exception needs at least one problem");
        }
        this.problems = lines;
    }

    /** {@code line} with control characters escaped. */
    static String oneLine(String line) {
        if (line == null) {
            return "null";
        }
        StringBuilder b = null;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                if (b == null) {
                    b = new StringBuilder(line.length() + 8).append(line, 0, i);
                }
                b.append(switch (c) {
                    case '\n' -> "\\n";
                    case '\r' -> "\\r";
                    case '\t' -> "\\t";
                    default -> String.format("\\u%04x", (int) c);
                });
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? line : b.toString();
    }

    /** The problems, one line each. */
    public List<String> problems() {
        return problems;
    }
}
