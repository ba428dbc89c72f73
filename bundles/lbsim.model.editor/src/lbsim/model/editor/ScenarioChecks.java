package lbsim.model.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.validation.ObjectPaths;
import lbsim.model.validation.ScenarioValidator;
import lbsim.run.ScenarioRunner;

/**
 * Runs every rule on a scenario, as {@code lbsim validate} does: the EMF validator (lbsim.model's
 * {@link ScenarioValidator}: the metamodel's constraints and EMF's structural checks) and, when that finds no
 * error, the input-file checks of binding ({@link ScenarioRunner#prepare}: distribution specs, rate, trace,
 * estimate and class-path files, relative to the scenario's folder). Nothing is run and no file is written.
 * A user strategy class ({@code strategyClass}) is not loaded here: the launch resolves it in its own JVM.
 */
public final class ScenarioChecks {

    private static final Pattern RULE = Pattern.compile("\\(rule (\\w+)\\)\\s*$");

    private ScenarioChecks() {
    }

    /**
     * All problems of a scenario, errors first.
     *
     * @param scenario the scenario; not changed (the file checks work on a copy)
     * @param file     the scenario's file in the file system: relative file names are resolved against its
     *                 folder, and messages of the file checks start with its name
     */
    public static List<ScenarioProblem> check(Scenario scenario, java.nio.file.Path file) {
        ScenarioRunner.installModelChecks(); // strategy specs are checked by the model's rules from the first validation
        List<ScenarioProblem> errors = new ArrayList<>();
        List<ScenarioProblem> warnings = new ArrayList<>();
        collect(ScenarioValidator.diagnose(scenario), errors, warnings);
        if (errors.isEmpty()) {
            Scenario copy = EcoreUtil.copy(scenario);
            Resource r = ScenarioLoader.newResourceSet()
                    .createResource(URI.createFileURI(file.toAbsolutePath().normalize().toString()));
            r.getContents().add(copy);
            if (copy.getApplication() instanceof lbsim.model.MasterSlaveApplication ms && ms.getStrategyClass() != null
                    && !ms.getStrategyClass().isBlank()) {
                // a user strategy lives in a workspace Java project: the launch loads it in its own JVM with the
                // project's output folders; loading it here (lbsim.run's class loader) would report it missing
                // and would run user code in the workbench
                ms.setStrategyClass(null);
                ms.setStrategy("self");
            }
            String label = file.getFileName().toString();
            try {
                ScenarioRunner.prepare(copy, label, null);
            } catch (ScenarioException e) {
                for (String line : e.problems()) {
                    errors.add(fromBinding(line, label, copy));
                }
            } catch (RuntimeException | LinkageError e) {
                errors.add(new ScenarioProblem(true, "binding failed: " + e, "binding", "", null));
            }
        }
        errors.addAll(warnings);
        return errors;
    }

    private static void collect(Diagnostic d, List<ScenarioProblem> errors, List<ScenarioProblem> warnings) {
        if (!d.getChildren().isEmpty()) {
            for (Diagnostic c : d.getChildren()) {
                collect(c, errors, warnings);
            }
            return;
        }
        if (d.getSeverity() < Diagnostic.WARNING) {
            return;
        }
        EObject target = d.getData().isEmpty() || !(d.getData().get(0) instanceof EObject o) ? null : o;
        String rule = ruleOf(d.getMessage());
        if (rule == null) {
            rule = d.getSource() + "#" + d.getCode();
        }
        ScenarioProblem p = new ScenarioProblem(d.getSeverity() >= Diagnostic.ERROR, d.getMessage(), rule,
                target == null ? "" : ObjectPaths.path(target), target == null ? null : fragment(target));
        (p.error() ? errors : warnings).add(p);
    }

    /**
     * A problem line of binding, {@code file: Host 'ws1': what (rule r)}: the object is the one whose label
     * starts the line after the file name (the longest such label, so {@code Host 'ws10'} wins over
     * {@code Host 'ws1'}).
     */
    private static ScenarioProblem fromBinding(String line, String label, Scenario copy) {
        String text = line.startsWith(label + ": ") ? line.substring(label.length() + 2) : line;
        EObject best = null;
        int bestLength = -1;
        for (TreeIterator<EObject> it = copy.eAllContents(); it.hasNext();) {
            EObject o = it.next();
            String l = ObjectPaths.label(o);
            if (text.startsWith(l + ":") && l.length() > bestLength) {
                best = o;
                bestLength = l.length();
            }
        }
        String rule = ruleOf(text);
        return new ScenarioProblem(true, text, rule == null ? "binding" : rule,
                best == null ? "" : ObjectPaths.path(best), best == null ? null : fragment(best));
    }

    private static String fragment(EObject o) {
        Resource r = o.eResource();
        return r == null ? EcoreUtil.getURI(o).fragment() : r.getURIFragment(o);
    }

    /** The rule name at the end of a message, {@code ... (rule positiveSpeed)}, or null. */
    static String ruleOf(String message) {
        Matcher m = RULE.matcher(message == null ? "" : message);
        return m.find() ? m.group(1) : null;
    }
}
