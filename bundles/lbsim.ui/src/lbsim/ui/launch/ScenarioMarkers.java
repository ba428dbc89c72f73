package lbsim.ui.launch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

import lbsim.model.ModelPackage;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.validation.ObjectPaths;

/**
 * Problem markers that a failed simulation puts on its scenario file. Bad input comes as problem records
 * ({@code lbsim-problem} lines, {@link #mark(IFile, List)}): one marker per problem that names an object, its object
 * and rule taken from the record. A run that failed otherwise reports only text: then one marker per error line that
 * names a model object ({@code Host 'ws1'}, {@code MasterSlaveApplication application}). Markers sit on the line of
 * the file where that object is written when it can be found. A new launch of the scenario removes the old ones.
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

    private static final Pattern RULE_NAME = Pattern.compile("\\(rule (\\w+)\\)");

    /** A type name and a quoted name ({@code Host 'ws1'}), or a type name and a model path ({@code Foo workloads[0]}). */
    private static final Pattern NAMED = Pattern.compile("\\b([A-Z][A-Za-z]+) '([^']+)'");
    private static final Pattern PATHED = Pattern.compile(
            "\\b([A-Z][A-Za-z]+) ([a-z][A-Za-z]*(?:\\[\\d+\\])?(?:/[a-z][A-Za-z]*(?:\\[\\d+\\])?)*)(?=[:\\s,;)]|$)");

    private ScenarioMarkers() {
    }

    /** Removes the markers of earlier launches from the scenario file. */
    public static void clear(IFile scenario) throws CoreException {
        if (scenario.exists()) {
            scenario.deleteMarkers(TYPE, true, IResource.DEPTH_ZERO);
        }
    }

    /**
     * The messages among the command line's error lines that name a model object, without the {@code lbsim: }
     * prefix and the scenario file's path before them; each with the object.
     */
    public static List<String[]> objectMessages(List<String> errorLines, String scenarioPath) {
        List<String[]> r = new ArrayList<>();
        for (String line : errorLines) {
            String m = line.startsWith("lbsim: ") ? line.substring("lbsim: ".length()) : line;
            if (m.startsWith(scenarioPath + ": ")) {
                m = m.substring(scenarioPath.length() + 2);
            } else if (m.startsWith(scenarioPath + ":")) {
                continue; // FILE:LINE messages of other forms name no object
            }
            String object = object(m);
            if (object != null) {
                r.add(new String[] { m.strip(), object });
            }
        }
        return r;
    }

    /** The object a message names, e.g. {@code Host 'ws1'}, or null. */
    static String object(String message) {
        Matcher n = NAMED.matcher(message);
        while (n.find()) {
            if (isModelClass(n.group(1))) {
                return n.group(1) + " '" + n.group(2) + "'";
            }
        }
        Matcher p = PATHED.matcher(message);
        while (p.find()) {
            if (isModelClass(p.group(1))) {
                return p.group(1) + " " + p.group(2);
            }
        }
        return null;
    }

    /** Whether a word is the name of a class of the scenario model (Host, PoissonLoad, MasterSlaveApplication...). */
    static boolean isModelClass(String word) {
        return ModelPackage.eINSTANCE.getEClassifier(word) instanceof EClass;
    }

    /** Adds one error marker per message that names an object; returns how many. */
    public static int mark(IFile scenario, List<String> errorLines, String scenarioPath) throws CoreException {
        if (!scenario.exists()) {
            return 0;
        }
        String text = read(scenario);
        Map<String, EObject> objects = objects(scenario);
        int n = 0;
        for (String[] m : objectMessages(errorLines, scenarioPath)) {
            IMarker marker = scenario.createMarker(TYPE);
            marker.setAttribute(IMarker.MESSAGE, m[0]);
            marker.setAttribute(IMarker.SEVERITY, IMarker.SEVERITY_ERROR);
            marker.setAttribute(IMarker.LOCATION, m[1]);
            marker.setAttribute(OBJECT, m[1]);
            int line = lineOf(text, m[1]);
            if (line > 0) {
                marker.setAttribute(IMarker.LINE_NUMBER, line);
            }
            EObject object = objects.get(m[1]);
            if (object != null && object.eResource() != null) {
                marker.setAttribute(OBJECT_PATH, ObjectPaths.path(object));
                marker.setAttribute(URI_FRAGMENT, object.eResource().getURIFragment(object));
            }
            Matcher rule = RULE_NAME.matcher(m[0]);
            if (rule.find()) {
                marker.setAttribute(RULE, rule.group(1));
            }
            n++;
        }
        return n;
    }

    /**
     * Adds one error (or warning) marker per problem the process reported as data that names an object; returns how
     * many. The object (path, URI fragment), rule and line are the record's fields: nothing is read from its text.
     */
    public static int mark(IFile scenario, List<ProgressProtocol.ProblemReport> problems) throws CoreException {
        if (!scenario.exists()) {
            return 0;
        }
        int n = 0;
        for (ProgressProtocol.ProblemReport p : problems) {
            if (p.objectUri().isEmpty()) {
                continue;
            }
            IMarker marker = scenario.createMarker(TYPE);
            marker.setAttribute(IMarker.MESSAGE, p.message());
            marker.setAttribute(IMarker.SEVERITY, p.error() ? IMarker.SEVERITY_ERROR : IMarker.SEVERITY_WARNING);
            marker.setAttribute(IMarker.LOCATION, p.objectLabel());
            marker.setAttribute(OBJECT, p.objectLabel());
            marker.setAttribute(OBJECT_PATH, p.objectPath());
            marker.setAttribute(URI_FRAGMENT, p.uriFragment());
            if (!p.rule().isEmpty()) {
                marker.setAttribute(RULE, p.rule());
            }
            int line = p.line() > 0 ? p.line() : lineOf(read(scenario), p.objectLabel());
            if (line > 0) {
                marker.setAttribute(IMarker.LINE_NUMBER, line);
            }
            n++;
        }
        return n;
    }

    /** The scenario's objects by their label ({@code Host 'ws1'}, {@code PoissonLoad workloads[0]}); empty when it does not load. */
    private static Map<String, EObject> objects(IFile scenario) {
        Map<String, EObject> r = new HashMap<>();
        if (scenario.getLocation() == null) {
            return r;
        }
        try {
            Scenario s = ScenarioLoader.load(scenario.getLocation().toFile().toPath());
            r.put(ObjectPaths.label(s), s);
            for (Iterator<EObject> it = s.eAllContents(); it.hasNext();) {
                EObject o = it.next();
                r.putIfAbsent(ObjectPaths.label(o), o);
            }
        } catch (ScenarioException | RuntimeException e) {
            // a scenario that does not load: markers without the object's path
        }
        return r;
    }

    /** The 1-based line where an object named {@code Type 'name'} is written ({@code name="name"}), or -1. */
    static int lineOf(String text, String object) {
        Matcher n = NAMED.matcher(object);
        if (text == null || !n.matches()) {
            return -1;
        }
        int at = text.indexOf("name=\"" + n.group(2) + "\"");
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
