package lbsim.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EAnnotation;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import lbsim.model.ModelPackage;
import lbsim.model.doc.ModelDocs;

/**
 * Issue 29: the metamodel documents itself at run time (the genmodel no longer suppresses the GenModel
 * annotations): every class, enum, attribute and reference has documentation, and every validation rule a class
 * names in its constraints has a description of what it requires and reports. Adding an undocumented attribute
 * or rule fails here.
 */
class ModelDocumentationTest {

    @Test
    void everyClassifierFeatureAndChoiceIsDocumented() {
        List<String> missing = new ArrayList<>();
        int features = 0;
        for (EClassifier c : ModelPackage.eINSTANCE.getEClassifiers()) {
            if (ModelDocs.documentation(c).isEmpty()) {
                missing.add(c.getName());
            }
            if (c instanceof org.eclipse.emf.ecore.EEnum e) {
                for (org.eclipse.emf.ecore.EEnumLiteral l : e.getELiterals()) {
                    if (ModelDocs.documentation(l).isEmpty()) {
                        missing.add(c.getName() + "." + l.getLiteral());
                    }
                }
            }
            if (c instanceof EClass e) {
                for (EStructuralFeature f : e.getEStructuralFeatures()) {
                    features++;
                    if (ModelDocs.documentation(f).isEmpty()) {
                        missing.add(c.getName() + "." + f.getName());
                    }
                }
            }
        }
        assertEquals(List.of(), missing, "undocumented in lbsim.ecore");
        assertTrue(features >= 174, "only " + features + " features");
    }

    @Test
    void documentationIsReadFromTheGeneratedPackage() {
        // the text of the ecore, as the generated ModelPackageImpl carries it
        assertEquals("Number of processors (an SMP node); one job uses at most one processor. Default 1. Range 1 to 4096"
                + " (rules atLeastOneProcessor, processorsInRange).",
                EcoreUtil.getDocumentation(ModelPackage.Literals.HOST__PROCESSORS));
    }

    @Test
    void everyRuleIsDocumented() {
        List<String> missing = new ArrayList<>();
        int rules = 0;
        for (EClassifier c : ModelPackage.eINSTANCE.getEClassifiers()) {
            if (!(c instanceof EClass e)) {
                continue;
            }
            List<String> constraints = EcoreUtil.getConstraints(e);
            EAnnotation docs = e.getEAnnotation(ModelDocs.RULES_SOURCE);
            for (String rule : constraints) {
                rules++;
                if (docs == null || docs.getDetails().get(rule) == null || docs.getDetails().get(rule).isBlank()) {
                    missing.add(e.getName() + "." + rule);
                }
            }
            if (docs != null) {
                for (String documented : docs.getDetails().keySet()) {
                    assertTrue(constraints.contains(documented), e.getName() + " documents rule " + documented
                            + ", which is not among its constraints");
                }
            }
        }
        assertEquals(List.of(), missing, "rules without a description");
        assertTrue(rules >= 100, "only " + rules + " rules");
    }

    /** A class's rules include those it inherits, first: a routed network is checked as every segment is. */
    @Test
    void rulesIncludeInheritedOnes() {
        Map<String, String> rules = ModelDocs.rules(ModelPackage.Literals.PIECEWISE_LINEAR_NETWORK);
        assertEquals(List.of("nameNotEmpty", "nonNegativeParameters", "parametersInRange", "validGateway", "validBreakpoints",
                "validContentionFactors"), new ArrayList<>(rules.keySet()));
        assertTrue(rules.get("nameNotEmpty").contains("has no name"), rules.get("nameNotEmpty"));
    }

    @Test
    void unitsFollowTheAttributes() {
        assertEquals("s", ModelDocs.unit(ModelPackage.Literals.LINK__LATENCY_SECONDS));
        assertEquals("B/s", ModelDocs.unit(ModelPackage.Literals.CLUSTER__BANDWIDTH_BYTES_PER_SECOND));
        assertEquals("B", ModelDocs.unit(ModelPackage.Literals.ROUTED_NETWORK__TCP_GAMMA_BYTES));
        assertEquals("x reference", ModelDocs.unit(ModelPackage.Literals.HOST__SPEED));
        assertEquals(null, ModelDocs.unit(ModelPackage.Literals.HOST__NAME));
    }
}
