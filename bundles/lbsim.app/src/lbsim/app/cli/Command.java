package lbsim.app.cli;

import java.io.IOException;

import lbsim.model.io.ScenarioException;
import lbsim.run.SimulationException;

/**
 * One command of the command line: parses its arguments, calls lbsim.run, prints the outcome. The
 * exceptions it throws are printed by {@link lbsim.app.Cli} with their exit codes: usage and scenario
 * problems 2, simulation and write failures 1.
 */
public interface Command {

    /**
     * @param args the arguments after the command name
     * @return the exit code
     */
    int execute(String[] args, Console io) throws UsageException, ScenarioException, SimulationException, IOException;
}
