package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.model.io.ScenarioException;
import lbsim.run.experiment.ExperimentChart;

/**
 * {@code lbsim chart DIR --figure FIGURE [--x PATH]}: a figure of an experiment folder against its first swept
 * parameter, or the one PATH names, one line per combination of the other sweeps' values.
 */
public final class ChartCommand implements Command {

    @Override
    public int execute(String[] args, Console io) throws UsageException, ScenarioException, IOException {
        if (args.length < 1 || args[0].startsWith("-")) {
            throw new UsageException("usage: lbsim chart DIR --figure FIGURE [--x PATH]");
        }
        List<String> figures = new ArrayList<>();
        String x = null;
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals("--figure")) {
                figures.add(Args.value(args, ++i, "--figure"));
            } else if (args[i].equals("--x")) {
                x = Args.value(args, ++i, "--x");
            } else {
                throw new UsageException("unknown option '" + args[i] + "' for chart");
            }
        }
        if (figures.isEmpty()) {
            throw new UsageException("usage: lbsim chart DIR --figure FIGURE [--x PATH]");
        }
        for (String f : figures) {
            List<Path> files = ExperimentChart.draw(Path.of(args[0]), f, x);
            io.out().println("chart: " + files.get(0) + ", " + files.get(1));
        }
        return ExitCodes.OK;
    }
}
