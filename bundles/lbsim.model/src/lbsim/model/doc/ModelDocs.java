package lbsim.model.doc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EAnnotation;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EModelElement;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * What the metamodel says about itself at run time, read from the generated package (so it cannot drift
 * from the ecore): the documentation of every class and feature (GenModel annotations, no longer suppressed),
 * the validation rules of a class with what each requires and reports (annotation {@value #RULES_SOURCE}, one
 * detail per rule named in the class's Ecore {@code constraints}), and the unit a feature's value is in.
 * The scenario reference page and the Properties view both read here.
 */
public final class ModelDocs {

    /** The annotation source of the rule documentation: detail key = rule name, value = what it requires and reports. */
    public static final String RULES_SOURCE = "http://lbsim.org/model/rules";

    private static final Map<String, String> UNIT_BY_NAME = Map.ofEntries(
            Map.entry("speed", "x reference"), Map.entry("traceHostSpeed", "x reference"),
            Map.entry("referenceFactor", "x reference"), Map.entry("pstateSpeeds", "x reference"),
            Map.entry("processors", "CPUs"), Map.entry("reducedSpeed", "fraction"),
            Map.entry("referenceFlopsPerSecond", "flop/s"), Map.entry("bitsPerSecond", "bit/s"),
            Map.entry("ratePerSecond", "1/s"), Map.entry("proportionalDelayPerKBSeconds", "s/KB"),
            Map.entry("workBytesPerUnit", "B/unit"), Map.entry("resultBytesPerUnit", "B/unit"),
            Map.entry("blockBytes", "B"), Map.entry("sizes", "B"), Map.entry("weightS", "B"),
            Map.entry("demand", "s, distribution"), Map.entry("unitCost", "s, distribution"),
            Map.entry("thinkTime", "s, distribution"), Map.entry("fullSpeedTime", "s, distribution"),
            Map.entry("reducedSpeedTime", "s, distribution"), Map.entry("timeToFailure", "s, distribution"),
            Map.entry("timeToRepair", "s, distribution"), Map.entry("wattagePerState", "W"),
            Map.entry("wattageOff", "W"), Map.entry("probability", "0..1"), Map.entry("nice", "-20..19"));

    private ModelDocs() {
    }

    /** The documentation of a class, feature or enum; empty when it has none. */
    public static String documentation(EModelElement element) {
        String doc = EcoreUtil.getDocumentation(element);
        return doc == null ? "" : doc.strip();
    }

    /**
     * The rules the validator checks on objects of a class, the inherited ones first, each with what it
     * requires and what it reports (empty when undocumented), in the order the validator runs them.
     */
    public static Map<String, String> rules(EClass eClass) {
        Map<String, String> rules = new LinkedHashMap<>();
        List<EClass> classes = new ArrayList<>(eClass.getEAllSuperTypes());
        classes.add(eClass);
        for (EClass c : classes) {
            EAnnotation docs = c.getEAnnotation(RULES_SOURCE);
            for (String rule : EcoreUtil.getConstraints(c)) {
                String doc = docs == null ? null : docs.getDetails().get(rule);
                rules.putIfAbsent(rule, doc == null ? "" : doc.strip());
            }
        }
        return rules;
    }

    /**
     * The unit a feature's value is in (e.g. "s", "B/s", "x reference", "s, distribution"), or null for a
     * count, name, choice or reference. The model keeps base units (seconds, bytes, bytes per second; speeds
     * as factors of the reference machine), so the unit mostly follows from the name: names ending in
     * Seconds, Bytes and BytesPerSecond; the others are listed.
     */
    public static String unit(EStructuralFeature feature) {
        String name = feature.getName();
        String listed = UNIT_BY_NAME.get(name);
        if (listed != null) {
            return listed;
        }
        if (name.endsWith("BytesPerSecond")) {
            return "B/s";
        }
        if (name.endsWith("Seconds")) {
            return "s";
        }
        if (name.endsWith("Bytes") || name.endsWith("BytesFixed")) {
            return "B";
        }
        return null;
    }
}
