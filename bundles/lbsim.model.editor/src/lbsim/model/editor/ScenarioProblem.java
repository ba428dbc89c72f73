package lbsim.model.editor;

/**
 * One broken rule of a scenario, as a Problems marker shows it.
 *
 * @param error       true for an error, false for a warning
 * @param message     the whole line, naming the object and the rule, e.g.
 *                    {@code Host 'ws1': speed must be > 0, got -1.0 (rule positiveSpeed)}
 * @param rule        the rule's name ({@code positiveSpeed}), or an EMF diagnostic source when it has none
 * @param objectPath  the object's path from the scenario in --set syntax ({@code platform/hosts[0]}); empty for
 *                    the scenario itself or when no object is named
 * @param uriFragment the object's URI fragment in its resource (for going to it), or null
 */
public record ScenarioProblem(boolean error, String message, String rule, String objectPath, String uriFragment) {
}
