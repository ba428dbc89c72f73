package lbsim.model.validation;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.Diagnostician;

import lbsim.model.ModelPackage;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;

/**
 * Checks a scenario against every rule of the metamodel (the constraints of {@code ModelValidator}
 * and EMF's structural checks). Each broken rule is one line naming the file, the object and the rule.
 */
public final class ScenarioValidator {

    private ScenarioValidator() {
    }

    /**
     * All problems of a scenario, errors first, as lines {@code file: message}.
     *
     * @param fileLabel how to name the scenario's file in messages
     */
    public static List<String> problems(Scenario scenario, String fileLabel) {
        List<String> errors = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        collect(diagnose(scenario), fileLabel, errors, warnings);
        errors.addAll(warnings);
        return errors;
    }

    /**
     * Throws if the scenario breaks any rule of severity error.
     *
     * @throws ScenarioException listing every error
     */
    public static void check(Scenario scenario, String fileLabel) throws ScenarioException {
        List<String> errors = new ArrayList<>();
        collect(diagnose(scenario), fileLabel, errors, new ArrayList<>());
        if (!errors.isEmpty()) {
            throw new ScenarioException(errors);
        }
    }

    /** EMF's diagnosis of the whole scenario, objects labelled as {@link ObjectPaths#label} does. */
    public static Diagnostic diagnose(Scenario scenario) {
        ModelPackage.eINSTANCE.eClass(); // registers the package and its validator
        Diagnostician diagnostician = new Diagnostician() {
            @Override
            public String getObjectLabel(EObject object) {
                return ObjectPaths.label(object);
            }
        };
        return diagnostician.validate(scenario);
    }

    private static void collect(Diagnostic d, String file, List<String> errors, List<String> warnings) {
        if (d.getChildren().isEmpty()) {
            if (d.getSeverity() >= Diagnostic.ERROR) {
                errors.add(file + ": " + d.getMessage());
            } else if (d.getSeverity() == Diagnostic.WARNING) {
                warnings.add(file + ": warning: " + d.getMessage());
            }
            return;
        }
        for (Diagnostic c : d.getChildren()) {
            collect(c, file, errors, warnings);
        }
    }
}
