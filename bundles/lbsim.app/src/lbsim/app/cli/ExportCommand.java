package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import lbsim.model.io.ScenarioException;
import lbsim.run.export.Exports;
import lbsim.run.trace.RunTrace;
import lbsim.run.trace.TraceFile;
import lbsim.run.trace.TraceFormatException;

/** {@code lbsim export RESULTDIR --export LIST}: exports of an existing result folder, from its trace.lbt. */
public final class ExportCommand implements Command {

    @Override
    public int execute(String[] args, Console io) throws UsageException, IOException, ScenarioException {
        String folder = null;
        List<String> exports = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--export")) {
                exports = Args.exportNames(Args.value(args, ++i, a));
            } else if (a.startsWith("-")) {
                throw new UsageException("unknown option '" + a + "' for export");
            } else if (folder != null) {
                throw new UsageException("export: more than one result folder given: '" + folder + "' and '" + a + "'");
            } else {
                folder = a;
            }
        }
        if (folder == null || exports == null) {
            throw new UsageException("usage: lbsim export RESULTDIR --export LIST (known exports: "
                    + String.join(", ", Exports.KNOWN) + ")");
        }
        Path dir = Path.of(folder);
        RunTrace trace;
        try {
            trace = lbsim.run.trace.store.TraceFileStore.readFolder(dir);
        } catch (NoSuchFileException | TraceFormatException e) {
            throw new ScenarioException(e.getMessage());
        }
        List<String> names = new java.util.ArrayList<>();
        for (String e : exports) {
            names.addAll(Exports.files(e));
        }
        try {
            lbsim.run.result.Manifest.checkMayWrite(dir, names); // never overwrite a file lbsim did not write
        } catch (IOException e) {
            throw new UsageException(e.getMessage() + "; move them away or copy the result folder elsewhere");
        }
        List<Path> written = Exports.write(trace, dir, exports,
                trace.title(dir.toAbsolutePath().normalize().getFileName().toString()));
        lbsim.run.result.Manifest.add(dir, written);
        io.out().println("exported from " + dir.resolve(TraceFile.NAME) + ": " + String.join(", ",
                written.stream().map(p -> p.getFileName().toString()).toList()));
        return ExitCodes.OK;
    }
}
