package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import lbsim.trace.store.TraceStore;

import lbsim.model.io.ScenarioException;
import lbsim.run.export.Exports;
import lbsim.trace.TraceFile;
import lbsim.trace.TraceFormatException;

/**
 * {@code lbsim export RESULTDIR --export LIST}: exports of an existing result folder, from its trace.lbt;
 * {@code lbsim export simgrid SCENARIO ...}: see {@link SimgridExportCommand}.
 */
public final class ExportCommand implements Command {

    @Override
    public int execute(String[] args, Console io) throws UsageException, IOException, ScenarioException {
        if (args.length >= 1 && args[0].equals("simgrid")) {
            return SimgridExportCommand.execute(args, io);
        }
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
        try (TraceStore trace = open(dir)) {
            List<String> names = new java.util.ArrayList<>();
            for (String e : exports) {
                names.addAll(Exports.files(e));
            }
            try {
                lbsim.run.result.Manifest.checkMayWrite(dir, names); // never overwrite a file lbsim did not write
            } catch (IOException e) {
                throw new UsageException(e.getMessage() + "; move them away or copy the result folder elsewhere");
            }
            List<Path> written;
            try {
                written = Exports.write(trace, dir, exports,
                        Exports.title(trace, dir.toAbsolutePath().normalize().getFileName().toString()));
            } catch (TraceFormatException e) { // checked by open; a file changed while being read
                throw new ScenarioException(e.getMessage());
            }
            lbsim.run.result.Manifest.add(dir, written);
            io.out().println("exported from " + dir.resolve(TraceFile.NAME) + ": " + String.join(", ",
                    written.stream().map(p -> p.getFileName().toString()).toList()));
        }
        return ExitCodes.OK;
    }

    /**
     * Opens the folder's trace file and checks every value in it (TraceStore.validate), so a damaged file is
     * refused with one line naming the file, the offset and the rule before any export is written.
     */
    private static TraceStore open(Path dir) throws IOException, ScenarioException {
        TraceStore trace;
        try {
            trace = TraceFolders.openFolder(dir, "export");
        } catch (NoSuchFileException | TraceFormatException e) {
            throw new ScenarioException(e.getMessage());
        }
        try {
            TraceFolders.requireEvents(trace, dir.resolve(TraceFile.NAME), "export");
            trace.validate();
            return trace;
        } catch (TraceFormatException e) {
            trace.close();
            throw new ScenarioException(e.getMessage());
        } catch (ScenarioException | IOException | RuntimeException e) {
            trace.close();
            throw e;
        }
    }
}
