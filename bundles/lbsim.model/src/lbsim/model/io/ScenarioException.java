package lbsim.model.io;

import java.util.List;

/**
 * A scenario that cannot be used: the file is missing or malformed, an assignment names no attribute, or
 * a validation rule is broken. Each problem is a {@link Problem} record naming the file, the object and the rule;
 * {@link #messages()} gives them as the lines the command line prints.
 */
public final class ScenarioException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient List<Problem> problems;

    /** One problem known only by its text, a complete line. */
    public ScenarioException(String problem) {
        this(Problem.of(problem));
    }

    /** One problem. */
    public ScenarioException(Problem problem) {
        this(List.of(problem));
    }

    /** One or more problems. */
    public ScenarioException(List<Problem> problems) {
        super(String.join("\n", problems.stream().map(Problem::text).toList()));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a scenario exception needs at least one problem");
        }
        this.problems = List.copyOf(problems);
    }

    /** Problems known only by their text, each a complete line (control characters are shown escaped). */
    public static ScenarioException ofLines(List<String> lines) {
        return new ScenarioException(lines.stream().map(Problem::of).toList());
    }

    /** The problems. */
    public List<Problem> problems() {
        return problems;
    }

    /** The problems as lines ({@link Problem#text()}), one line each. */
    public List<String> messages() {
        return problems.stream().map(Problem::text).toList();
    }
}
