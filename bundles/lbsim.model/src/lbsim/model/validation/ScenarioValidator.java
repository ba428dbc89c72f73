package lbsim.model.validation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.eclipse.emf.ecore.util.EObjectValidator;

import lbsim.model.ModelPackage;
import lbsim.model.Scenario;
import lbsim.model.io.Problem;
import lbsim.model.io.Problem.Severity;
import lbsim.model.io.ScenarioException;

/**
 * Checks a scenario against every rule of the metamodel (the constraints of {@code ModelValidator}
 * and EMF's structural checks). Each broken rule is one {@link Problem} naming the file, the object and the rule.
 * The rules that need the simulator (strategy and distribution specs) use the {@link SimulatorChecks} given.
 */
public final class ScenarioValidator {

    private ScenarioValidator() {
    }

    /**
     * All problems of a scenario, errors first.
     *
     * @param fileLabel how to name the scenario's file in messages
     * @param checks    the simulator's checks ({@link SimulatorChecks#NONE}: strategy and distribution specs are left
     *                  to the run)
     */
    public static List<Problem> problems(Scenario scenario, String fileLabel, SimulatorChecks checks) {
        List<Problem> errors = new ArrayList<>();
        List<Problem> warnings = new ArrayList<>();
        collect(diagnose(scenario, checks), fileLabel, errors, warnings);
        errors.addAll(warnings);
        return errors;
    }

    /**
     * Throws if the scenario breaks any rule of severity error.
     *
     * @throws ScenarioException listing every error
     */
    public static void check(Scenario scenario, String fileLabel, SimulatorChecks checks) throws ScenarioException {
        List<Problem> errors = new ArrayList<>();
        collect(diagnose(scenario, checks), fileLabel, errors, new ArrayList<>());
        if (!errors.isEmpty()) {
            throw new ScenarioException(errors);
        }
    }

    /** EMF's diagnosis of the whole scenario, objects labelled as {@link ObjectPaths#label} does. */
    public static Diagnostic diagnose(Scenario scenario, SimulatorChecks checks) {
        ModelPackage.eINSTANCE.eClass(); // registers the package and its validator
        Diagnostician diagnostician = new Diagnostician() {
            @Override
            public String getObjectLabel(EObject object) {
                return ObjectPaths.label(object);
            }

            /**
             * The root of the diagnosis, with EMF's message in words of its own: EMF's would read Ecore's
             * plugin.properties for it (a resource bundle parsed on every run, 5-10 % of a small run's start-up),
             * and lbsim reports the leaves only.
             */
            @Override
            public BasicDiagnostic createDefaultDiagnostic(EObject eObject) {
                return new BasicDiagnostic(EObjectValidator.DIAGNOSTIC_SOURCE, 0, "Diagnosis of " + getObjectLabel(eObject),
                        new Object[] { eObject });
            }
        };
        Map<Object, Object> context = diagnostician.createDefaultContext();
        context.put(SimulatorChecks.CONTEXT_KEY, checks);
        return diagnostician.validate(scenario, context);
    }

    private static void collect(Diagnostic d, String file, List<Problem> errors, List<Problem> warnings) {
        List<Diagnostic> leaves = new ArrayList<>();
        leaves(d, leaves);
        // lbsim's own rules name the object and feature; EMF's generic check of the same reference adds nothing
        Set<List<Object>> covered = new HashSet<>();
        for (Diagnostic leaf : leaves) {
            if (!EObjectValidator.DIAGNOSTIC_SOURCE.equals(leaf.getSource()) && leaf.getData().size() >= 2) {
                covered.add(List.of(leaf.getData().get(0), leaf.getData().get(1)));
            }
        }
        for (Diagnostic leaf : leaves) {
            if (leaf.getSeverity() < Diagnostic.WARNING) {
                continue;
            }
            String message = leaf.getMessage();
            String rule = leaf instanceof RuleDiagnostic r ? r.rule() : null;
            if (EObjectValidator.DIAGNOSTIC_SOURCE.equals(leaf.getSource())) {
                List<?> data = leaf.getData();
                if (data.size() >= 2 && covered.contains(List.of(data.get(0), data.get(1)))) {
                    continue;
                }
                message = explain(leaf);
                rule = structuralRule(leaf);
            }
            List<?> data = leaf.getData();
            EObject object = !data.isEmpty() && data.get(0) instanceof EObject o ? o : null;
            EStructuralFeature feature = data.size() >= 2 && data.get(1) instanceof EStructuralFeature f ? f : null;
            if (rule == null) {
                rule = leaf.getSource() + "#" + leaf.getCode();
            }
            boolean error = leaf.getSeverity() >= Diagnostic.ERROR;
            Problem p = Problem.of(error ? Severity.ERROR : Severity.WARNING, file, object, feature, rule, message);
            (error ? errors : warnings).add(p);
        }
    }

    /** The rule {@link #explain} names for one of EMF's structural checks, or null. */
    static String structuralRule(Diagnostic d) {
        List<?> data = d.getData();
        if (data.isEmpty() || !(data.get(0) instanceof EObject)) {
            return null;
        }
        return switch (d.getCode()) {
            case EObjectValidator.EOBJECT__EVERY_REFERENCE_IS_CONTAINED -> "referencesInScenario";
            case EObjectValidator.EOBJECT__EVERY_PROXY_RESOLVES -> "referencesResolve";
            case EObjectValidator.EOBJECT__EVERY_MULTIPCITY_CONFORMS -> "multiplicity";
            case EObjectValidator.EOBJECT__EVERY_DATA_VALUE_CONFORMS -> "dataValueConforms";
            case EObjectValidator.EOBJECT__NO_CIRCULAR_CONTAINMENT -> "noCircularContainment";
            default -> "structure";
        };
    }

    private static void leaves(Diagnostic d, List<Diagnostic> out) {
        if (d.getChildren().isEmpty()) {
            out.add(d);
            return;
        }
        for (Diagnostic c : d.getChildren()) {
            leaves(c, out);
        }
    }

    /**
     * EMF's generic structural checks said as lbsim says rules: the object, the feature and the rule,
     * never an object's toString.
     */
    static String explain(Diagnostic d) {
        List<?> data = d.getData();
        if (data.isEmpty() || !(data.get(0) instanceof EObject object)) {
            return d.getMessage();
        }
        String who = ObjectPaths.label(object);
        String feature = data.size() >= 2 && data.get(1) instanceof EStructuralFeature f ? "'" + f.getName() + "'" : "a feature";
        Object value = data.size() >= 3 ? data.get(2) : null;
        return switch (d.getCode()) {
            case EObjectValidator.EOBJECT__EVERY_REFERENCE_IS_CONTAINED -> who + ": " + feature + " refers to "
                    + (value instanceof EObject v ? ObjectPaths.label(v) : "an object") + ", which is not part of the scenario"
                    + " (rule referencesInScenario)";
            case EObjectValidator.EOBJECT__EVERY_PROXY_RESOLVES -> who + ": " + feature + " refers to '"
                    + (value instanceof InternalEObject v && v.eProxyURI() != null ? v.eProxyURI().fragment() : "?")
                    + "', which cannot be found (rule referencesResolve)";
            case EObjectValidator.EOBJECT__EVERY_MULTIPCITY_CONFORMS -> who + ": " + feature
                    + " has too few or too many values (rule multiplicity)";
            case EObjectValidator.EOBJECT__EVERY_DATA_VALUE_CONFORMS -> who + ": " + feature
                    + " has a value its type does not allow (rule dataValueConforms)";
            case EObjectValidator.EOBJECT__NO_CIRCULAR_CONTAINMENT -> who + ": contains itself (rule noCircularContainment)";
            default -> who + ": " + d.getMessage().replace(String.valueOf(value), "").trim() + " (rule structure)";
        };
    }
}
