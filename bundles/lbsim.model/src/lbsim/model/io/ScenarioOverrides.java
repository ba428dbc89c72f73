package lbsim.model.io;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Changes one attribute of a scenario by a path: an assignment {@code PATH=VALUE}, as the command line and a
 * launch configuration give them. A bad assignment is a {@link Problem} whose {@link Problem#assignment()} is the
 * path (the caller says how the user gave it, e.g. by the command line's flag) and whose message says what is wrong.
 * <p>
 * A path is a list of features separated by {@code /}, from the scenario down. A list feature needs a
 * selector: an index ({@code workloads[0]}) or an attribute match ({@code platform/hosts[name=ws1]}).
 * The last feature is an attribute, or a single reference to a host given by name. Examples:
 * {@code platform/hosts[name=ws1]/speed=2.0}, {@code workloads[0]/nice=10},
 * {@code application/tasks[name=obs]/host=ws2}, {@code run/seed=7}, {@code application/args[0]=guided} (an
 * element of a list of values, by index). Values are parsed as the
 * attribute's type (numbers, enumeration literals such as {@code equal}).
 */
public final class ScenarioOverrides {

    private static final Pattern SEGMENT = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)(?:\\[([^\\]]*)\\])?");

    private ScenarioOverrides() {
    }

    /**
     * Applies one {@code PATH=VALUE} assignment.
     *
     * @throws ScenarioException with one problem of the assignment: its path and what is wrong with it
     */
    public static void apply(EObject scenario, String assignment) throws ScenarioException {
        apply(scenario, assignment, false);
    }

    /**
     * What is wrong with assigning {@code value} to the attribute at {@code path}, or null if the assignment
     * would succeed; the scenario is not changed. The answer names the path, e.g.
     * {@code platform/hosts[name=ws7]/speed: no element of 'hosts' has name=ws7}.
     */
    public static String problem(EObject scenario, String path, String value) {
        try {
            apply(scenario, path + "=" + value, true);
            return null;
        } catch (ScenarioException e) {
            return e.problems().get(0).text();
        }
    }

    /**
     * The rule of the problem "a list attribute is assigned a single value"; its {@link Problem#feature()} is the
     * list's name.
     */
    public static final String SINGLE_VALUE_RULE = "singleValue";

    /** Applies an assignment, or with {@code dry} only checks it, changing nothing. */
    private static void apply(EObject scenario, String assignment, boolean dry) throws ScenarioException {
        // the first '=' outside brackets separates path and value
        int depth = 0;
        int eq = -1;
        for (int i = 0; i < assignment.length(); i++) {
            char c = assignment.charAt(i);
            if (c == '[') {
                depth++;
            } else if (c == ']') {
                depth--;
            } else if (c == '=' && depth == 0) {
                eq = i;
                break;
            }
        }
        if (eq <= 0) {
            throw new ScenarioException(Problem.ofAssignment(assignment, "expected PATH=VALUE, e.g. platform/hosts[name=ws1]/speed=2.0"));
        }
        String path = assignment.substring(0, eq).trim();
        String value = assignment.substring(eq + 1).trim();
        if (path.isEmpty()) {
            throw error(path, "the path is empty; name an attribute, e.g. platform/hosts[name=ws1]/speed");
        }
        String[] segments = path.split("/", -1);
        EObject current = scenario;
        for (int i = 0; i < segments.length; i++) {
            String seg = segments[i];
            Matcher m = SEGMENT.matcher(seg);
            if (seg.isEmpty()) {
                throw error(path, "the path has an empty part" + (i == 0 ? " at its start" : i == segments.length - 1
                        ? " at its end" : "") + "; parts are feature names separated by single '/'");
            }
            if (!m.matches()) {
                throw error(path, "'" + seg + "' is not a feature name, feature[index] or feature[attribute=value]");
            }
            String name = m.group(1);
            String selector = m.group(2);
            EStructuralFeature f = current.eClass().getEStructuralFeature(name);
            if (f == null) {
                throw error(path, current.eClass().getName() + " has no attribute '" + name + "' (it has: "
                        + featureNames(current.eClass()) + ")");
            }
            boolean last = i == segments.length - 1;
            if (last) {
                if (selector != null && f instanceof EAttribute a && a.isMany()) {
                    setElement(current, a, selector, value, path, dry);
                    return;
                }
                if (selector != null) {
                    throw error(path, "the last feature '" + name + "' takes no [selector]");
                }
                set(current, f, value, path, dry);
                return;
            }
            if (!(f instanceof EReference r) || !r.isContainment()) {
                throw error(path, "'" + name + "' of " + current.eClass().getName()
                        + " is not a contained object, so the path cannot go on after it");
            }
            current = step(current, r, selector, path, dry);
        }
    }

    /** Applies assignments in order; the first bad one stops with its error. */
    public static void applyAll(EObject scenario, List<String> assignments) throws ScenarioException {
        for (String a : assignments) {
            apply(scenario, a);
        }
    }

    private static EObject step(EObject owner, EReference r, String selector, String path, boolean dry)
            throws ScenarioException {
        if (!r.isMany()) {
            if (selector != null) {
                throw error(path, "'" + r.getName() + "' is a single object and takes no [selector]");
            }
            EObject child = (EObject) owner.eGet(r);
            if (child == null) {
                EClass type = r.getEReferenceType();
                if (type.isAbstract()) {
                    throw error(path, "'" + r.getName() + "' is not set in the scenario");
                }
                child = EcoreUtil.create(type);
                if (!dry) {
                    owner.eSet(r, child);
                }
            }
            return child;
        }
        @SuppressWarnings("unchecked")
        List<EObject> list = (List<EObject>) owner.eGet(r);
        if (selector == null) {
            throw error(path, "'" + r.getName() + "' is a list: select an element with [index] or [attribute=value]");
        }
        int eq = selector.indexOf('=');
        if (eq < 0) {
            int index;
            try {
                index = Integer.parseInt(selector.trim());
            } catch (NumberFormatException e) {
                throw error(path, "'[" + selector + "]' is neither an index nor attribute=value");
            }
            if (index < 0 || index >= list.size()) {
                throw error(path, "index " + index + " is out of range: '" + r.getName() + "' has " + list.size()
                        + " element" + (list.size() == 1 ? "" : "s"));
            }
            return list.get(index);
        }
        String attr = selector.substring(0, eq).trim();
        String want = selector.substring(eq + 1).trim();
        EObject found = null;
        for (EObject o : list) {
            EStructuralFeature f = o.eClass().getEStructuralFeature(attr);
            if (f instanceof EAttribute a && want.equals(String.valueOf(EcoreUtil.convertToString(a.getEAttributeType(), o.eGet(a))))) {
                if (found != null) {
                    throw error(path, "more than one element of '" + r.getName() + "' has " + attr + "=" + want);
                }
                found = o;
            }
        }
        if (found == null) {
            throw error(path, "no element of '" + r.getName() + "' has " + attr + "=" + want);
        }
        return found;
    }

    /** One element of a list of values, by index: {@code application/args[0]=guided}. */
    private static void setElement(EObject owner, EAttribute a, String selector, String value, String path, boolean dry)
            throws ScenarioException {
        @SuppressWarnings("unchecked")
        List<Object> list = (List<Object>) owner.eGet(a);
        int index;
        try {
            index = Integer.parseInt(selector.trim());
        } catch (NumberFormatException e) {
            throw error(path, "'" + a.getName() + "' is a list of values: select an element by its index, e.g. "
                    + a.getName() + "[0]");
        }
        if (index < 0 || index >= list.size()) {
            throw error(path, "index " + index + " is out of range: '" + a.getName() + "' has " + list.size() + " elements");
        }
        Object parsed = parse(a.getEAttributeType(), value, path);
        if (!dry) {
            if (list instanceof org.eclipse.emf.ecore.util.InternalEList<Object> internal) {
                // the value may equal another element's (args "4 4"), as the same values written in the file may
                internal.setUnique(index, parsed);
            } else {
                list.set(index, parsed);
            }
        }
    }

    private static void set(EObject owner, EStructuralFeature f, String value, String path, boolean dry)
            throws ScenarioException {
        if (f.isMany()) {
            throw new ScenarioException(new Problem(Problem.Severity.ERROR, null, 0, 0, null, null, null, f.getName(),
                    SINGLE_VALUE_RULE, "'" + f.getName() + "' is a list; an assignment changes single values only", path, false));
        }
        if (!f.isChangeable()) {
            throw error(path, "'" + f.getName() + "' cannot be changed");
        }
        if (f instanceof EAttribute a) {
            Object parsed = parse(a.getEAttributeType(), value, path);
            if (!dry) {
                owner.eSet(a, parsed);
            }
            return;
        }
        EReference r = (EReference) f;
        if (r.isContainment()) {
            throw error(path, "'" + f.getName() + "' is an object; name one of its attributes, e.g. " + f.getName() + "/"
                    + firstAttribute(r.getEReferenceType()));
        }
        EObject target = owner.eResource() == null ? null : owner.eResource().getEObject(value);
        if (target == null) {
            target = findByName(EcoreUtil.getRootContainer(owner), r.getEReferenceType(), value);
        }
        if (target == null || !r.getEReferenceType().isInstance(target)) {
            throw error(path, "no " + r.getEReferenceType().getName() + " named '" + value + "'");
        }
        if (!dry) {
            owner.eSet(r, target);
        }
    }

    private static EObject findByName(EObject root, EClass type, String name) {
        for (var it = root.eAllContents(); it.hasNext();) {
            EObject o = it.next();
            if (type.isInstance(o)) {
                EStructuralFeature nf = o.eClass().getEStructuralFeature("name");
                if (nf != null && name.equals(o.eGet(nf))) {
                    return o;
                }
            }
        }
        return null;
    }

    private static Object parse(EDataType type, String value, String path) throws ScenarioException {
        if (type instanceof EEnum e) {
            EEnumLiteral lit = e.getEEnumLiteralByLiteral(value);
            if (lit == null) {
                lit = e.getEEnumLiteral(value);
            }
            if (lit == null) {
                List<String> names = new ArrayList<>();
                for (EEnumLiteral l : e.getELiterals()) {
                    names.add(l.getLiteral());
                }
                throw error(path, "'" + value + "' is not one of " + String.join(", ", names));
            }
            return lit.getInstance();
        }
        try {
            Object v = EcoreUtil.createFromString(type, value);
            if (v == null && type.getInstanceClass() != null && type.getInstanceClass().isPrimitive()) {
                throw new IllegalArgumentException();
            }
            return v;
        } catch (RuntimeException e) {
            throw error(path, "'" + value + "' is not a valid " + typeName(type));
        }
    }

    private static String typeName(EDataType type) {
        Class<?> c = type.getInstanceClass();
        if (c == double.class || c == Double.class || c == float.class) {
            return "number";
        }
        if (c == int.class || c == long.class || c == Integer.class || c == Long.class) {
            return "whole number";
        }
        if (c == boolean.class || c == Boolean.class) {
            return "boolean (true or false)";
        }
        return type.getName();
    }

    private static String featureNames(EClass c) {
        List<String> names = new ArrayList<>();
        for (EStructuralFeature f : c.getEAllStructuralFeatures()) {
            names.add(f.getName());
        }
        return String.join(", ", names);
    }

    private static String firstAttribute(EClass c) {
        return c.getEAllAttributes().isEmpty() ? "..." : c.getEAllAttributes().get(0).getName();
    }

    private static ScenarioException error(String path, String what) {
        return new ScenarioException(Problem.ofAssignment(path, what));
    }
}
