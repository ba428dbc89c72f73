package lbsim.model.editor;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;

/**
 * The Problems markers of .lbsim files: one marker of type {@link #TYPE} per broken rule, with the object's path
 * and the rule in the message and in attributes; replaced whole on every check.
 */
public final class ScenarioMarkers {

    /** The marker type (a problem marker), declared in plugin.xml. */
    public static final String TYPE = "lbsim.model.editor.problem";
    /** Attribute: the object's path from the scenario, in --set syntax. */
    public static final String OBJECT_PATH = "lbsim.objectPath";
    /** Attribute: the object's URI fragment in the scenario's resource. */
    public static final String URI_FRAGMENT = "lbsim.uriFragment";
    /** Attribute: the rule's name. */
    public static final String RULE = "lbsim.rule";

    private ScenarioMarkers() {
    }

    /** Checks a scenario held in memory (an editor's) and replaces the file's markers with the result. */
    public static List<ScenarioProblem> update(IFile file, Scenario scenario) throws CoreException {
        List<ScenarioProblem> problems = ScenarioChecks.check(scenario, fileSystemPath(file));
        replace(file, problems);
        return problems;
    }

    /** Loads the file, checks it and replaces its markers; a file that does not load gets one marker saying why. */
    public static List<ScenarioProblem> update(IFile file) throws CoreException {
        Path path = fileSystemPath(file);
        List<ScenarioProblem> problems;
        try {
            problems = ScenarioChecks.check(ScenarioLoader.load(path), path);
        } catch (ScenarioException e) {
            problems = e.problems().stream()
                    .map(line -> new ScenarioProblem(true, strip(line, path.toString()), "loadable", "", null)).toList();
        }
        replace(file, problems);
        return problems;
    }

    private static String strip(String line, String label) {
        return line.startsWith(label + ":") ? line.substring(label.length() + 1).trim() : line;
    }

    /** Replaces the file's lbsim markers with one per problem. */
    public static void replace(IFile file, List<ScenarioProblem> problems) throws CoreException {
        file.getWorkspace().run(monitor -> {
            file.deleteMarkers(TYPE, true, IResource.DEPTH_ZERO);
            for (ScenarioProblem p : problems) {
                String where = p.objectPath().isEmpty() ? "scenario" : p.objectPath();
                String message = p.message().contains("(rule ") ? p.message() + " at " + where
                        : p.message() + " (rule " + p.rule() + ") at " + where;
                IMarker m = file.createMarker(TYPE);
                m.setAttributes(Map.of(
                        IMarker.MESSAGE, message,
                        IMarker.SEVERITY, p.error() ? IMarker.SEVERITY_ERROR : IMarker.SEVERITY_WARNING,
                        IMarker.LOCATION, where,
                        OBJECT_PATH, p.objectPath(),
                        URI_FRAGMENT, p.uriFragment() == null ? "" : p.uriFragment(),
                        RULE, p.rule()));
            }
        }, file, 0, null);
    }

    static Path fileSystemPath(IFile file) {
        IPath location = file.getLocation();
        return location != null ? location.toPath() : Path.of(file.getName());
    }
}
