package lbsim.model.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;

import lbsim.model.Scenario;
import lbsim.model.io.Problem;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.model.validation.ScenarioValidator;
import lbsim.run.ScenarioRunner;
import lbsim.run.SpecChecks;

/**
 * Runs every rule on a scenario, as {@code lbsim validate} does: the EMF validator (lbsim.model's
 * {@link ScenarioValidator}: the metamodel's constraints and EMF's structural checks, with the simulator's checks of
 * strategy and distribution specs, {@link SpecChecks}) and, when that finds no error, the input-file checks of
 * binding ({@link ScenarioRunner#prepare}: rate, trace, estimate, empirical and class-path files, relative to the
 * scenario's folder). Nothing is run and no file is written. A user strategy class ({@code strategyClass}) is not
 * loaded here: the launch resolves it in its own JVM. Every problem is a record whose object and rule are data.
 */
public final class ScenarioChecks {

    private ScenarioChecks() {
    }

    /**
     * All problems of a scenario, errors first.
     *
     * @param scenario the scenario; not changed (the file checks work on a copy)
     * @param file     the scenario's file in the file system: relative file names are resolved against its
     *                 folder, and the problems name its file name
     */
    public static List<Problem> check(Scenario scenario, java.nio.file.Path file) {
        String label = file.getFileName().toString();
        List<Problem> errors = new ArrayList<>();
        List<Problem> warnings = new ArrayList<>();
        for (Problem p : ScenarioValidator.problems(scenario, label, SpecChecks.INSTANCE)) {
            (p.error() ? errors : warnings).add(p);
        }
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
            lbsim.run.ExtraClassPath extra = lbsim.run.ExtraClassPath.NONE;
            if (copy.getApplication() instanceof lbsim.model.RealApplication ra && ra.getClassPath().isEmpty()) {
                // a real program without classPath gets its classes from the launch's Java projects (their output
                // folders, --classpath); the check stands in the scenario's folder for them
                extra = new lbsim.run.ExtraClassPath(List.of(file.toAbsolutePath().getParent()),
                        "the launch's Java projects", "Java projects on the launch's User Code tab");
            }
            try {
                ScenarioRunner.prepare(copy, label, null, extra);
            } catch (ScenarioException e) {
                errors.addAll(e.problems());
            } catch (RuntimeException | LinkageError e) {
                errors.add(Problem.inFile(label, "binding failed: " + e).withRule("binding"));
            }
        }
        errors.addAll(warnings);
        return errors;
    }
}
