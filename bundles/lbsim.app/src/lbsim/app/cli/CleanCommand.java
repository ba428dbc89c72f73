package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import lbsim.run.io.Leftovers;

/**
 * {@code lbsim clean DIR}: removes what a killed lbsim left in the folder DIR (beside the result folders in it):
 * hidden trace spools, temporary and old folders whose names carry the id of an lbsim process that no longer
 * runs. Nothing else is touched.
 */
public final class CleanCommand implements Command {

    @Override
    public int execute(String[] args, Console io) throws UsageException, IOException {
        if (args.length != 1 || args[0].startsWith("-")) {
            throw new UsageException("usage: lbsim clean DIR");
        }
        Path dir = Path.of(args[0]);
        if (!Files.isDirectory(dir)) {
            throw new UsageException(dir + ": not a folder");
        }
        List<Path> removed = Leftovers.removeIn(dir);
        for (Path p : removed) {
            io.out().println("removed " + p);
        }
        io.out().println("clean: " + removed.size() + " leftover" + (removed.size() == 1 ? "" : "s") + " of earlier lbsim runs"
                + " removed from " + dir);
        return ExitCodes.OK;
    }
}
