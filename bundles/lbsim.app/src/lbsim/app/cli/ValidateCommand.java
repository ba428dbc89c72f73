package lbsim.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.model.Scenario;
import lbsim.model.io.Problem;
import lbsim.model.io.ScenarioException;
import lbsim.model.validation.ScenarioValidator;
import lbsim.run.ScenarioRunner;
import lbsim.run.SpecChecks;
import lbsim.run.launch.Runs;

/**
 * {@code lbsim validate}: every problem of a scenario in one list, one line each: the model's rules
 * (errors and warnings) and the input files it names (rate, trace, estimate and empirical files, class path).
 */
public final class ValidateCommand implements Command {

    @Override
    public int execute(String[] args, Console io) throws UsageException, ScenarioException {
        RunOptions o = RunOptions.parse("validate", args);
        Scenario s = Runs.load(Path.of(o.scenario), o.scenario, o.sets);
        List<Problem> found = ScenarioValidator.problems(s, o.scenario, SpecChecks.INSTANCE);
        List<String> printed = new ArrayList<>();
        boolean errors = false;
        for (Problem p : found) {
            printed.add(ProblemLines.line(p));
            errors |= p.error();
        }
        for (String p : lbsim.model.io.Quote.cappedLines(printed)) { // at most 100 lines and a count
            io.err().println("lbsim: " + p);
        }
        try {
            ScenarioRunner.prepare(s, o.scenario, null, o.extraClassPath()); // parses distributions, reads input files
        } catch (ScenarioException e) {
            List<Problem> more = new ArrayList<>();
            for (Problem p : e.problems()) {
                if (!printed.contains(ProblemLines.line(p))) {
                    more.add(p);
                }
            }
            if (!more.isEmpty()) {
                throw new ScenarioException(more);
            }
            errors = true;
        }
        if (errors) {
            return ExitCodes.BAD_INPUT;
        }
        io.out().println(o.scenario + ": valid (" + s.getPlatform().getHosts().size() + " hosts, " + s.getWorkloads().size()
                + " workloads)");
        return ExitCodes.OK;
    }
}
