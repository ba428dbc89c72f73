package lbsim.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.core.io.FileKinds;
import lbsim.model.RealApplication;
import lbsim.model.Scenario;

/**
 * A real Java program: checks that its class path exists now (a scenario problem); the class loader and
 * the program runtime are made when the run starts and closed when it ends ({@link RealProgramBinding}).
 */
final class RealProgramBinder implements ApplicationBinder<RealApplication> {

    @Override
    public void bind(Binding b, Scenario scenario, RealApplication ra) {
        List<Path> entries = new ArrayList<>();
        for (Path p : b.extraClassPath.entries()) {
            String refused = FileKinds.refusal(p, true); // a FIFO would block the class loader for ever
            if (refused != null) {
                b.problems.add(lbsim.model.io.Problem.inFile(b.label, b.extraClassPath.name() + " entry '" + p + "' " + refused
                        + " (a jar or a class folder; rule classPathKind)").withRule("classPathKind"));
            } else if (Files.exists(p)) {
                entries.add(p);
            } else {
                b.problem(b.extraClassPath.name() + " entry '" + p + "' does not exist", "classPathExists");
            }
        }
        for (String e : ra.getClassPath()) {
            Path p = b.baseDir.resolve(e.trim());
            String refused = FileKinds.refusal(p, true);
            if (refused != null) {
                b.problem(ra, "classPath entry '" + e + "' " + refused + " (a jar or a class folder; looked for " + p + ")",
                        "classPathKind");
            } else if (Files.exists(p)) {
                entries.add(p);
            } else {
                b.problem(ra, "classPath entry '" + e + "' does not exist (looked for " + p + ")", "classPathExists");
            }
        }
        if (entries.isEmpty() && b.problems.isEmpty()) {
            b.problem(ra, "no class path: give classPath entries in the scenario or " + b.extraClassPath.hint(),
                    "classPathExists");
        }
        if (!b.problems.isEmpty() || !PlatformBinder.virtualMachine(b, scenario.getPlatform())) {
            return;
        }
        b.apps.add(new RealProgramBinding(b.label, ra, entries, b.vm));
    }
}
