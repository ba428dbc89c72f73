package lbsim.model.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceImpl;
import org.eclipse.emf.ecore.xmi.FeatureNotFoundException;
import org.eclipse.emf.ecore.xmi.IllegalValueException;
import org.eclipse.emf.ecore.xmi.UnresolvedReferenceException;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.xml.sax.SAXParseException;

import lbsim.model.ModelPackage;
import lbsim.model.Scenario;
import lbsim.model.util.ModelResourceFactoryImpl;
import lbsim.model.util.ModelResourceImpl;
import lbsim.model.validation.ObjectPaths;

/**
 * Loads and saves .lbsim scenario files (XMI) without needing an OSGi runtime. Load errors become
 * {@link ScenarioException}s whose lines read {@code file:line:column: what is wrong}.
 */
public final class ScenarioLoader {

    private ScenarioLoader() {
    }

    /**
     * A resource set that reads and writes .lbsim files, with the model package registered, and opens no document but
     * those of the resources created in it: a cross-document reference ({@code href}, a URI in a reference attribute)
     * stays an unresolved proxy, as on the command line (the scenario editor's set).
     */
    public static ResourceSet newResourceSet() {
        ResourceSet rs = new OneDocument(null); // the editor's too: no cross-document reference is ever resolved (issue 26)
        rs.getPackageRegistry().put(ModelPackage.eNS_URI, ModelPackage.eINSTANCE);
        rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("*", new ModelResourceFactoryImpl());
        return rs;
    }

    /**
     * Loads {@code resource} (from {@code in}, or from its URI when {@code in} is null) as every scenario is
     * loaded, by the command line and the editor alike: with the secure parser features, ID references resolved
     * at the end through a map of IDs (each lookup O(1), not a scan of the whole model: a 10,000-host platform
     * took seconds), and the map dropped afterwards (an edit or {@code --set} may rename hosts; it would go stale).
     *
     * @throws IOException      as {@link Resource#load}
     * @throws RuntimeException as {@link Resource#load} (a malformed document)
     */
    public static void load(Resource resource, java.io.InputStream in) throws IOException {
        Map<Object, Object> options = new HashMap<>();
        options.put(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);
        options.put(XMLResource.OPTION_PARSER_FEATURES, ModelResourceImpl.SECURE_PARSER_FEATURES);
        if (resource instanceof ResourceImpl r) {
            r.setIntrinsicIDToEObjectMap(new HashMap<>());
        }
        try {
            if (in == null) {
                resource.load(options);
            } else {
                resource.load(in, options);
            }
        } finally {
            if (resource instanceof ResourceImpl r) {
                r.setIntrinsicIDToEObjectMap(null);
            }
        }
    }

    /**
     * Loads a scenario (not validated: see {@link lbsim.model.validation.ScenarioValidator}).
     *
     * @param file the .lbsim file; its name as given appears in messages
     * @throws ScenarioException if the file is missing, unreadable, not well-formed XML, not an lbsim
     *                           scenario, or refers to unknown features or objects
     */
    public static Scenario load(Path file) throws ScenarioException {
        String label = file.toString();
        if (!Files.exists(file)) {
            throw new ScenarioException(Problem.inFile(label, "no such file"));
        }
        if (!Files.isRegularFile(file)) {
            throw new ScenarioException(Problem.inFile(label, "not a file"));
        }
        if (!Files.isReadable(file)) {
            throw new ScenarioException(Problem.inFile(label, "not readable"));
        }
        byte[] content;
        try {
            content = Files.readAllBytes(file);
        } catch (IOException | OutOfMemoryError e) {
            throw new ScenarioException(Problem.inFile(label, "cannot read: " + e.getMessage()));
        }
        return load(file, content);
    }

    /**
     * Loads a scenario from {@code content}, the bytes of {@code file} read once by the caller (an experiment reads
     * its scenario once, so that an edit during the runs changes no later point and the recorded SHA-256 is of
     * what ran); {@code file} names it in messages and is the base of its relative paths.
     *
     * @throws ScenarioException as {@link #load(Path)}
     */
    public static Scenario load(Path file, byte[] content) throws ScenarioException {
        String label = file.toString();
        List<Problem> structure = ScenarioStructure.check(content, label);
        if (!structure.isEmpty()) {
            throw new ScenarioException(structure);
        }
        URI own = URI.createFileURI(file.toAbsolutePath().normalize().toString());
        ResourceSet rs = new OneDocument(own); // opens the scenario and no other URI
        rs.getPackageRegistry().put(ModelPackage.eNS_URI, ModelPackage.eINSTANCE);
        rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("*", new ModelResourceFactoryImpl());
        Resource resource = rs.createResource(own);
        try {
            load(resource, new java.io.ByteArrayInputStream(content));
        } catch (IOException | RuntimeException e) {
            List<Problem> problems = problemsOf(label, resource);
            if (problems.isEmpty()) {
                problems.add(Problem.inFile(label, describe(e)).withRule("loadable"));
            }
            throw new ScenarioException(problems);
        }
        List<Problem> problems = problemsOf(label, resource);
        if (problems.isEmpty()) {
            problems = OneDocument.foreignReferences(label, resource);
        }
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems);
        }
        if (resource.getContents().isEmpty()) {
            throw new ScenarioException(Problem.inFile(label, "empty document, expected an lbsim:Scenario element")
                    .withRule("scenarioRoot"));
        }
        EObject root = resource.getContents().get(0);
        if (!(root instanceof Scenario scenario)) {
            throw new ScenarioException(Problem.inFile(label, "the root element is " + root.eClass().getName()
                    + ", expected lbsim:Scenario").withRule("scenarioRoot"));
        }
        return scenario;
    }

    /**
     * Saves a scenario to a file, replacing it only once the new content is completely written.
     *
     * @throws IOException naming the file when it cannot be written
     */
    public static void save(Scenario scenario, Path file) throws IOException {
        Path target = file.toAbsolutePath().normalize();
        Path dir = target.getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
        try {
            Resource existing = scenario.eResource();
            Resource resource = existing;
            if (resource == null) {
                resource = newResourceSet().createResource(URI.createFileURI(tmp.toString()));
                resource.getContents().add(scenario);
            }
            Map<Object, Object> options = new HashMap<>();
            options.put(XMLResource.OPTION_ENCODING, "UTF-8");
            options.put(XMLResource.OPTION_LINE_WIDTH, 100);
            try (var out = Files.newOutputStream(tmp)) {
                resource.save(out, options);
            }
            Files.move(tmp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static List<Problem> problemsOf(String label, Resource resource) {
        List<Problem> out = new ArrayList<>();
        for (Resource.Diagnostic d : resource.getErrors()) {
            Problem p = explain(label, d);
            int line = line(d);
            out.add(line > 0 ? p.at(line, column(d)) : p);
        }
        return out;
    }

    /** EMF's load diagnostics, said in the terms of a scenario file. */
    private static Problem explain(String label, Resource.Diagnostic d) {
        if (d instanceof Exception e && e.getCause() instanceof SAXParseException sax) {
            return Problem.inFile(label, "malformed XML: " + sax.getMessage()).withRule("wellFormedXml");
        }
        if (d instanceof Exception e) {
            for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
                if (t instanceof java.io.CharConversionException) { // the parser's MalformedByteSequenceException
                    return Problem.inFile(label, notText(t)).withRule("wellFormedXml");
                }
            }
        }
        if (d instanceof IllegalValueException bad) {
            return illegalValue(label, bad);
        }
        if (d instanceof UnresolvedReferenceException u) {
            String what = "unknown reference '" + u.getReference()
                    + "': no object of that name in the scenario (hosts are referred to by name; rule: references must resolve)";
            return u.getObject() == null ? Problem.inFile(label, what).withRule("referencesResolve")
                    : Problem.of(Problem.Severity.ERROR, label, u.getObject(), u.getFeature(), "referencesResolve", what);
        }
        if (d instanceof FeatureNotFoundException f) {
            String what = "unknown attribute or element '" + f.getName() + "' (rule: only the metamodel's features are allowed)";
            return f.getObject() == null ? Problem.inFile(label, what).withRule("knownFeature")
                    : Problem.of(Problem.Severity.ERROR, label, f.getObject(), null, "knownFeature", what);
        }
        // other diagnostics carry no more than their text: the value is read from it
        String m = clean(d.getMessage());
        java.util.regex.Matcher value = java.util.regex.Pattern.compile("Value '(.*)' is not legal\\.?").matcher(m);
        if (value.matches()) {
            return Problem.inFile(label, "value '" + value.group(1)
                    + "' is not legal here (rule: a value must have its attribute's type)").withRule("valueType");
        }
        return Problem.inFile(label, m).withRule("loadable");
    }

    /**
     * EMF refused a value for a feature: a host listed twice in a unique list, or a reference that names
     * an object of the wrong kind (a group where a host is expected, after a name clash or a typo).
     */
    private static Problem illegalValue(String label, IllegalValueException bad) {
        EObject owner = bad.getObject();
        EStructuralFeature feature = bad.getFeature();
        Object value = bad.getValue();
        String who = owner == null ? "an object" : ObjectPaths.label(owner);
        String what = feature == null ? "a feature" : "'" + feature.getName() + "'";
        if (value instanceof EObject v && feature instanceof EReference r) {
            String name = ObjectPaths.label(v);
            if (r.isMany() && owner != null && ((List<?>) owner.eGet(r)).contains(v)) {
                return Problem.of(Problem.Severity.ERROR, label, owner, feature, "uniqueListEntries", who + ": " + what
                        + " lists " + name + " twice (rule uniqueListEntries: each " + r.getEReferenceType().getName()
                        + " appears once in a list)");
            }
            String clash = "";
            if (v.eResource() != null) {
                for (var it = v.eResource().getAllContents(); it.hasNext();) {
                    EObject o = it.next();
                    if (o != v && r.getEReferenceType().isInstance(o) && nameOf(o).equals(nameOf(v))) {
                        clash = "; the name is also a " + o.eClass().getName() + "'s: hosts, groups and segments share"
                                + " one name space (rule uniqueHostNames)";
                        break;
                    }
                }
            }
            return Problem.of(Problem.Severity.ERROR, label, owner, feature, "referenceType", who + ": " + what
                    + " must name a " + r.getEReferenceType().getName() + ", but '" + nameOf(v) + "' is a "
                    + v.eClass().getName() + " (rule referenceType)" + clash);
        }
        String type = feature instanceof EAttribute a ? a.getEAttributeType().getInstanceClass() == null
                ? a.getEAttributeType().getName() : a.getEAttributeType().getInstanceClass().getSimpleName()
                : feature == null ? "its type" : feature.getEType().getName();
        return Problem.of(Problem.Severity.ERROR, label, owner, feature, "valueType", who + ": " + what
                + " does not take the value '" + value + "' (rule: a value must have its attribute's type, " + type + ")");
    }

    private static String nameOf(EObject o) {
        EStructuralFeature f = o.eClass().getEStructuralFeature("name");
        Object n = f == null ? null : o.eGet(f);
        return n == null ? o.eClass().getName() : n.toString();
    }

    /** The diagnostic's 1-based line, 0 when it has none. */
    private static int line(Resource.Diagnostic d) {
        try {
            return Math.max(0, d.getLine());
        } catch (RuntimeException e) {
            return 0; // some diagnostics have no position
        }
    }

    private static int column(Resource.Diagnostic d) {
        try {
            return d.getColumn();
        } catch (RuntimeException e) {
            return 0;
        }
    }

    private static String describe(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        if (t instanceof SAXParseException sax) {
            return sax.getLineNumber() + ":" + sax.getColumnNumber() + ": malformed XML: " + sax.getMessage();
        }
        if (t instanceof java.io.CharConversionException) {
            return notText(t);
        }
        String msg = t.getMessage();
        return msg == null ? t.getClass().getSimpleName() : clean(msg);
    }

    /** Bytes that are not text in the file's encoding, without the parser's class name. */
    private static String notText(Throwable t) {
        return "malformed XML: not valid text in the file's encoding (UTF-8 unless the XML declaration names another): "
                + clean(t.getMessage());
    }

    /** A Java class name in front of a message ("com.sun....SomeException: "), which says nothing to a user. */
    private static final java.util.regex.Pattern CLASS_PREFIX = java.util.regex.Pattern
            .compile("^(?:[a-z_][\\w]*\\.)+[A-Z][\\w$]*(?:Exception|Error): ");

    /**
     * EMF's messages sometimes start with an exception's class name, and end with the resource URI in parentheses;
     * the file is named already.
     */
    private static String clean(String message) {
        if (message == null) {
            return "unknown error";
        }
        message = CLASS_PREFIX.matcher(message).replaceFirst("");
        int i = message.indexOf(" (file:");
        if (i < 0) {
            i = message.indexOf(" (platform:");
        }
        return i > 0 ? message.substring(0, i) : message;
    }
}
