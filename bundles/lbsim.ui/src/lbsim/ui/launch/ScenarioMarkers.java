package lbsim.ui.launch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;

/**
 * Problem markers that a failed simulation puts on its scenario file. Problems come as records ({@code lbsim-problem}
 * lines, {@link #mark(IFile, List)}), both for bad input and for a run that failed at an object of the scenario (e.g. a
 * real application whose main class was not found): one marker per problem that names an object, its object, feature
 * and rule taken from the record; nothing is read from the text. Markers sit on the line of the file where that
 * object is written when it can be found. A cause of a failed run of an experiment ({@link ProgressProtocol.FailedRun})
 * gets a marker too when it names no object (on the file, without a line): its message starts with the run (sweep
 * point, its assignments, replication and seed) and the run's fields are marker attributes ({@link #POINT},
 * {@link #REPLICATION}, {@link #SEED}, {@link #ASSIGNMENTS}). A new launch of the scenario removes the old ones.
 */
public final class ScenarioMarkers {

    /** The marker type (a problem marker), as in plugin.xml. */
    public static final String TYPE = "lbsim.ui.simulationProblem";
    /** Marker attribute: the object the message names, e.g. {@code Host 'ws1'}. */
    public static final String OBJECT = "lbsim.object";
    /**
     * Marker attributes shared with the scenario editor's validation markers ({@code lbsim.model.editor.problem},
     * the super type of {@link #TYPE}): the object's path in --set syntax, its URI fragment (the editor selects it
     * when the marker is opened) and the rule.
     */
    public static final String OBJECT_PATH = "lbsim.objectPath";
    /** See {@link #OBJECT_PATH}. */
    public static final String URI_FRAGMENT = "lbsim.uriFragment";
    /** See {@link #OBJECT_PATH}. */
    public static final String RULE = "lbsim.rule";
    /** Marker attribute of a failed run's cause: the sweep point's index (an integer). */
    public static final String POINT = "lbsim.point";
    /** Marker attribute of a failed run's cause: the replication's index (an integer). */
    public static final String REPLICATION = "lbsim.replication";
    /** Marker attribute of a failed run's cause: the run's seed, as a decimal string (a long does not fit an int). */
    public static final String SEED = "lbsim.seed";
    /** Marker attribute of a failed run's cause: the point's PATH=VALUE assignments, one a line. */
    public static final String ASSIGNMENTS = "lbsim.assignments";

    private ScenarioMarkers() {
    }

    /** Removes the markers of earlier launches from the scenario file. */
    public static void clear(IFile scenario) throws CoreException {
        if (scenario.exists()) {
            scenario.deleteMarkers(TYPE, true, IResource.DEPTH_ZERO);
        }
    }

    /**
     * Adds one error (or warning) marker per problem the process reported as data that names an object or is a
     * cause of a failed run of an experiment; returns how many. The object (path, URI fragment), rule, line and run
     * are the record's fields: nothing is read from its text.
     */
    public static int mark(IFile scenario, List<ProgressProtocol.ProblemReport> problems) throws CoreException {
        if (!scenario.exists()) {
            return 0;
        }
        int n = 0;
        Scenario model = null;
        String text = null;
        for (ProgressProtocol.ProblemReport p : problems) {
            if (p.objectUri().isEmpty() && p.run() == null) {
                continue;
            }
            IMarker marker = scenario.createMarker(TYPE);
            marker.setAttribute(IMarker.MESSAGE, p.run() == null ? p.message() : p.run().describe() + ": " + p.message());
            marker.setAttribute(IMarker.SEVERITY, p.error() ? IMarker.SEVERITY_ERROR : IMarker.SEVERITY_WARNING);
            if (p.run() != null) {
                marker.setAttribute(POINT, p.run().point());
                marker.setAttribute(REPLICATION, p.run().replication());
                marker.setAttribute(SEED, Long.toString(p.run().seed()));
                marker.setAttribute(ASSIGNMENTS, String.join("\n", p.run().assignments()));
            }
            if (p.objectUri().isEmpty()) {
                marker.setAttribute(IMarker.LOCATION, p.run().describe());
                n++;
                continue; // a cause at no object (e.g. a deadlock): on the file, without a line
            }
            marker.setAttribute(IMarker.LOCATION, p.objectLabel());
            marker.setAttribute(OBJECT, p.objectLabel());
            marker.setAttribute(OBJECT_PATH, p.objectPath());
            marker.setAttribute(URI_FRAGMENT, p.uriFragment());
            if (!p.rule().isEmpty()) {
                marker.setAttribute(RULE, p.rule());
            }
            int line = p.line();
            if (line <= 0) { // where the object's name is written, if it has one
                if (model == null) {
                    model = load(scenario);
                    text = read(scenario);
                }
                line = lineOf(text, name(model, p.uriFragment()));
            }
            if (line > 0) {
                marker.setAttribute(IMarker.LINE_NUMBER, line);
            }
            n++;
        }
        return n;
    }

    /** The scenario as its file holds it now, or null when it does not load. */
    private static Scenario load(IFile scenario) {
        if (scenario.getLocation() == null) {
            return null;
        }
        try {
            return ScenarioLoader.load(scenario.getLocation().toFile().toPath());
        } catch (ScenarioException | RuntimeException e) {
            return null; // a scenario that does not load: markers without a line
        }
    }

    /** The value of the {@code name} attribute of the scenario's object at URI fragment {@code fragment}, or null. */
    static String name(Scenario model, String fragment) {
        if (model == null || model.eResource() == null || fragment.isEmpty()) {
            return null;
        }
        EObject o = model.eResource().getEObject(fragment);
        EStructuralFeature name = o == null ? null : o.eClass().getEStructuralFeature("name");
        return name != null && o.eGet(name) instanceof String n && !n.isEmpty() ? n : null;
    }

    /** The 1-based line where an object named {@code name} is written ({@code name="name"}), or -1. */
    static int lineOf(String text, String name) {
        if (text == null || name == null) {
            return -1;
        }
        int at = text.indexOf("name=\"" + name + "\"");
        if (at < 0) {
            return -1;
        }
        int line = 1;
        for (int i = 0; i < at; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    private static String read(IFile file) {
        try (InputStream in = file.getContents(true)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException | CoreException e) {
            return null;
        }
    }
}
