package lbsim.model.io;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

import lbsim.model.validation.ObjectPaths;

/**
 * One problem of a scenario or of another input, as data: what the command line prints as one line, what the IDE
 * turns into a marker and what a launch reports. Nobody needs to parse {@link #message} to find the object or the
 * rule: they are fields.
 *
 * @param severity    error or warning
 * @param file        the file as messages name it (as given on the command line, or the workspace file's path),
 *                    or null when the problem belongs to no file
 * @param line        the 1-based line in the file, 0 when there is none
 * @param column      the 1-based column in that line, 0 when there is none
 * @param objectUri   the EMF URI of the model object the problem is about (the resource's URI and the object's
 *                    fragment, e.g. {@code file:/w/a.lbsim#ws1}; only the fragment when the object is in no
 *                    resource), or null when it names no object
 * @param objectLabel how messages name that object, e.g. {@code Host 'ws1'}, or null
 * @param objectPath  the object's path from the scenario ({@code platform/hosts[2]}, empty for the scenario
 *                    itself), or null
 * @param feature     the name of the object's attribute or reference that breaks the rule, or null
 * @param rule        the rule's name, e.g. {@code positiveSpeed}, or null when the problem has none
 * @param message     the text shown after the file (and, for an assignment's problem, after the assignment): it
 *                    names the object and the rule the way lbsim's messages do, e.g.
 *                    {@code Host 'ws1': speed must be > 0, got -1.0 (rule positiveSpeed)}
 * @param assignment  the {@code PATH} of the {@code PATH=VALUE} assignment the problem is about (the whole
 *                    assignment when it has no {@code =}), or null; callers say how the user gave it (the command
 *                    line names its flag)
 * @param swept       whether that assignment is one value of a sweep rather than a fixed setting
 */
public record Problem(Severity severity, String file, int line, int column, String objectUri, String objectLabel,
        String objectPath, String feature, String rule, String message, String assignment, boolean swept) {

    /** How bad a problem is. */
    public enum Severity {
        /** The input cannot be used. */
        ERROR,
        /** The input can be used, but probably not as meant. */
        WARNING
    }

    /** @throws NullPointerException when severity or message is null */
    public Problem {
        java.util.Objects.requireNonNull(severity, "severity");
        java.util.Objects.requireNonNull(message, "message");
    }

    /** An error known only by its text (a whole line, file name included if it has one). */
    public static Problem of(String line) {
        return new Problem(Severity.ERROR, null, 0, 0, null, null, null, null, null, String.valueOf(line), null, false);
    }

    /** An error of a file, with no position, object or rule. */
    public static Problem inFile(String file, String message) {
        return new Problem(Severity.ERROR, file, 0, 0, null, null, null, null, null, message, null, false);
    }

    /**
     * A problem of a model object.
     *
     * @param feature the object's attribute or reference that breaks the rule, or null
     * @param rule    the rule's name, or null
     * @param message the whole text after the file, naming the object and the rule
     */
    public static Problem of(Severity severity, String file, EObject object, EStructuralFeature feature, String rule,
            String message) {
        return new Problem(severity, file, 0, 0, uri(object), object == null ? null : ObjectPaths.label(object),
                object == null ? null : ObjectPaths.path(object), feature == null ? null : feature.getName(), rule,
                message, null, false);
    }

    /** The same problem of another file (null: of none). */
    public Problem withFile(String newFile) {
        return new Problem(severity, newFile, line, column, objectUri, objectLabel, objectPath, feature, rule, message,
                assignment, swept);
    }

    /** The same problem with another text. */
    public Problem withMessage(String newMessage) {
        return new Problem(severity, file, line, column, objectUri, objectLabel, objectPath, feature, rule, newMessage,
                assignment, swept);
    }

    /** The same problem at a position of its file (1-based line and column). */
    public Problem at(int newLine, int newColumn) {
        return new Problem(severity, file, newLine, newColumn, objectUri, objectLabel, objectPath, feature, rule,
                message, assignment, swept);
    }

    /** The same problem, of a rule. */
    public Problem withRule(String newRule) {
        return new Problem(severity, file, line, column, objectUri, objectLabel, objectPath, feature, newRule, message,
                assignment, swept);
    }

    /** A problem of the assignment {@code PATH=VALUE} whose path (or whole text) is {@code path}. */
    public static Problem ofAssignment(String path, String message) {
        return new Problem(Severity.ERROR, null, 0, 0, null, null, null, null, null, message, path, false);
    }

    /** The same problem, its assignment being one value of a sweep. */
    public Problem inSweep() {
        return new Problem(severity, file, line, column, objectUri, objectLabel, objectPath, feature, rule, message,
                assignment, true);
    }

    /** Whether this is an error (not a warning). */
    public boolean error() {
        return severity == Severity.ERROR;
    }

    /** The object's URI fragment (its place in its resource), or null when the problem names no object. */
    public String uriFragment() {
        if (objectUri == null) {
            return null;
        }
        int hash = objectUri.indexOf('#');
        return hash < 0 ? objectUri : objectUri.substring(hash + 1);
    }

    /**
     * The problem as one line, the assignment named by its path:
     * {@code FILE[:LINE:COLUMN]: [warning: ][ASSIGNMENT: ]MESSAGE}.
     */
    public String text() {
        return text(assignment);
    }

    /**
     * The problem as one line, the assignment (if any) named as {@code where} says, e.g. with the command line's
     * flag. A line break or other control character (e.g. quoted from a damaged file by the XML parser) is shown
     * escaped (as a backslash and n, r, t, or a Unicode escape), so the problem stays one line.
     */
    public String text(String where) {
        StringBuilder b = new StringBuilder();
        if (file != null) {
            b.append(file);
            if (line > 0) {
                b.append(':').append(line).append(':').append(column);
            }
            b.append(": ");
        }
        if (severity == Severity.WARNING) {
            b.append("warning: ");
        }
        if (assignment != null && where != null) {
            b.append(where).append(": ");
        }
        return oneLine(b.append(message).toString());
    }

    @Override
    public String toString() {
        return text();
    }

    private static String uri(EObject object) {
        if (object == null) {
            return null;
        }
        return EcoreUtil.getURI(object).toString();
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
}
