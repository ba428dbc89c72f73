package lbsim.model.validation;

import org.eclipse.emf.common.util.BasicDiagnostic;

/**
 * A diagnostic of one of lbsim's validation rules: besides EMF's data (the object, then the feature, then any
 * other objects involved) it carries the rule's name, so that nobody reads it back from the message.
 */
public final class RuleDiagnostic extends BasicDiagnostic {

    private final String rule;

    /**
     * @param rule    the rule's name, e.g. {@code positiveSpeed}
     * @param message the whole message, naming the object and the rule
     * @param data    the object, then the feature (if any), then other objects involved
     */
    public RuleDiagnostic(int severity, String source, int code, String rule, String message, Object[] data) {
        super(severity, source, code, message, data);
        this.rule = rule;
    }

    /** The rule's name. */
    public String rule() {
        return rule;
    }
}
