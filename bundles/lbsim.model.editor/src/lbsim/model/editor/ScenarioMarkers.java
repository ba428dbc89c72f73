package lbsim.model.editor;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;

import lbsim.model.Scenario;
import lbsim.model.io.Problem;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;

/**
 * The Problems markers of .lbsim files: one marker of type {@link #TYPE} per problem, replaced whole on every check.
 * A marker's object (path and URI fragment), rule and line are the {@link Problem} record's fields; its message is
 * the problem's message and where the object is.
 */
public final class ScenarioMarkers {

    /** The marker type (a problem marker), declared in plugin.xml. */
    public static final String TYPE = "lbsim.model.editor.problem";
    /** Attribute: the object's path from the scenario ({@code platform/hosts[0]}). */
    public static final String OBJECT_PATH = "lbsim.objectPath";
    /** Attribute: the object's URI fragment in the scenario's resource. */
    public static final String URI_FRAGMENT = "lbsim.uriFragment";
    /** Attribute: the rule's name. */
    public static final String RULE = "lbsim.rule";

    /** The rule of a marker whose problem names none: the file could not be read as a scenario. */
    static final String LOADABLE = "loadable";

    private ScenarioMarkers() {
    }

    /** Checks a scenario held in memory (an editor's) and replaces the file's markers with the result. */
    public static List<Problem> update(IFile file, Scenario scenario) throws CoreException {
        List<Problem> problems = ScenarioChecks.check(scenario, fileSystemPath(file));
        replace(file, problems);
        return problems;
    }

    /** Loads the file, checks it and replaces its markers; a file that does not load gets one marker per reason. */
    public static List<Problem> update(IFile file) throws CoreException {
        Path path = fileSystemPath(file);
        List<Problem> problems;
        try {
            problems = ScenarioChecks.check(ScenarioLoader.load(path), path);
        } catch (ScenarioException e) {
            problems = e.problems();
        }
        replace(file, problems);
        return problems;
    }

    /** Replaces the file's lbsim markers with one per problem. */
    public static void replace(IFile file, List<Problem> problems) throws CoreException {
        file.getWorkspace().run(monitor -> {
            file.deleteMarkers(TYPE, true, IResource.DEPTH_ZERO);
            for (Problem p : problems) {
                file.createMarker(TYPE).setAttributes(attributes(p));
            }
        }, file, 0, null);
    }

    /** A marker's attributes for a problem: all taken from the record's fields, none from its text. */
    public static Map<String, Object> attributes(Problem p) {
        String path = p.objectPath() == null ? "" : p.objectPath();
        String where = path.isEmpty() ? "scenario" : path;
        Map<String, Object> a = new HashMap<>();
        a.put(IMarker.MESSAGE, (p.assignment() != null ? p.assignment() + ": " : "") + p.message() + " at " + where);
        a.put(IMarker.SEVERITY, p.error() ? IMarker.SEVERITY_ERROR : IMarker.SEVERITY_WARNING);
        a.put(IMarker.LOCATION, where);
        a.put(OBJECT_PATH, path);
        a.put(URI_FRAGMENT, p.uriFragment() == null ? "" : p.uriFragment());
        a.put(RULE, p.rule() == null ? LOADABLE : p.rule());
        if (p.line() > 0) {
            a.put(IMarker.LINE_NUMBER, p.line());
        }
        return a;
    }

    static Path fileSystemPath(IFile file) {
        IPath location = file.getLocation();
        return location != null ? location.toPath() : Path.of(file.getName());
    }
}
