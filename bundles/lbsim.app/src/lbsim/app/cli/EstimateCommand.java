package lbsim.app.cli;

import java.nio.file.Path;

import lbsim.core.analytic.EstimateFile;
import lbsim.core.analytic.ResourceModel;
import lbsim.core.io.InputFileException;
import lbsim.model.io.ScenarioException;

/** {@code lbsim estimate FILE [--target MACHINE]}: Baer's closed-form estimate of a resource-matrix file. */
public final class EstimateCommand implements Command {

    @Override
    public int execute(String[] args, Console io) throws UsageException, ScenarioException {
        if (args.length < 1 || args[0].startsWith("-")) {
            throw new UsageException("usage: lbsim estimate FILE [--target MACHINE]");
        }
        String target = null;
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals("--target")) {
                target = Args.value(args, ++i, "--target");
            } else {
                throw new UsageException("unknown option '" + args[i] + "' for estimate");
            }
        }
        ResourceModel model;
        try {
            model = EstimateFile.read(Path.of(args[0]));
        } catch (InputFileException e) {
            throw new ScenarioException(e.getMessage());
        }
        if (target != null) {
            try {
                model = model.withTarget(target);
            } catch (IllegalArgumentException e) {
                throw new ScenarioException(args[0] + ": --target " + target + ": " + e.getMessage());
            }
        }
        io.out().print(model.estimate().format());
        return ExitCodes.OK;
    }
}
