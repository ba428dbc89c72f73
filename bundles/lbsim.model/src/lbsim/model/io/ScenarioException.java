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

    /** One or more problems, each a complete line. */
    public ScenarioException(List<String> problems) {
        super(String.join("\n", problems));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a scenario exception needs at least one problem");
        }
        this.problems = List.copyOf(problems);
    }

    /** The problems, one line each. */
    public List<String> problems() {
        return problems;
    }
}
