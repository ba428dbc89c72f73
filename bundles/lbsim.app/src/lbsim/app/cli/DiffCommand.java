package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

import lbsim.model.io.ScenarioException;
import lbsim.trace.analysis.RunDiff;
import lbsim.trace.TraceFile;
import lbsim.trace.TraceFormatException;

/**
 * {@code lbsim diff RESULT_A RESULT_B}: the differences between two runs ({@link RunDiff}, B minus A) as a table
 * on stdout; when both are master-slave runs (masterslave.csv), a makespan line follows the run end line. Each argument is a result folder or its {@code trace.lbt}. A missing, foreign or damaged trace is
 * bad input (exit 2, one line naming it).
 */
public final class DiffCommand implements Command {

    @Override
    public int execute(String[] args, Console io) throws UsageException, ScenarioException, IOException {
        if (args.length != 2 || args[0].startsWith("-") || args[1].startsWith("-")) {
            throw new UsageException("usage: lbsim diff RESULT_A RESULT_B (result folders or their trace.lbt files)");
        }
        try (TraceStore a = open(args[0]); TraceStore b = open(args[1])) {
            TraceFolders.requireEvents(a, traceFile(args[0]), "compare");
            TraceFolders.requireEvents(b, traceFile(args[1]), "compare");
            RunDiff d = RunDiff.of(a, b);
            String table = d.table(label(args[0], a), label(args[1], b));
            // master-slave runs: their makespans (the master's last result) after the run ends
            String makespans = lbsim.run.result.AppMakespan.diffLine(lbsim.run.result.AppMakespan.of(folder(args[0])),
                    lbsim.run.result.AppMakespan.of(folder(args[1])));
            if (makespans != null) {
                int afterRunEnd = table.indexOf('\n', table.indexOf("\nrun end A ") + 1) + 1;
                table = table.substring(0, afterRunEnd) + makespans + "\n" + table.substring(afterRunEnd);
            }
            io.out().print(table);
        } catch (NoSuchFileException | TraceFormatException e) {
            throw new ScenarioException(e.getMessage());
        }
        return ExitCodes.OK;
    }

    private static TraceStore open(String arg) throws IOException {
        Path p = Path.of(arg);
        if (!Files.exists(p)) {
            throw new NoSuchFileException(arg + ": no such result folder or trace file");
        }
        return Files.isDirectory(p) ? TraceFolders.openFolder(p, "compare") : TraceStores.open(p);
    }

    /** The trace file an argument names: the folder's trace.lbt, or the file itself. */
    private static Path traceFile(String arg) {
        Path p = Path.of(arg);
        return Files.isDirectory(p) ? p.resolve(TraceFile.NAME) : p;
    }

    /** The result folder an argument names: the folder itself, or the trace file's. */
    private static Path folder(String arg) {
        Path p = Path.of(arg).toAbsolutePath();
        return Files.isDirectory(p) ? p : p.getParent();
    }

    /** The argument, then the run's scenario, strategy and seed when known. */
    private static String label(String arg, TraceStore s) {
        String what = lbsim.run.result.RunLabel.of(traceFile(arg), s.scenarioName(), s.seed());
        return what.isEmpty() ? arg : arg + " (" + what + ")";
    }
}
