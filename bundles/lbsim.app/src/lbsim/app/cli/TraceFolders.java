package lbsim.app.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

import lbsim.model.io.ScenarioException;
import lbsim.run.result.ResultFolder;
import lbsim.trace.TraceFile;

/**
 * Opens the trace of a result folder for export, analyze and diff, and says in one line why a folder made with
 * {@code lbsim run --trace=none} (no trace.lbt) or {@code --trace=summary} (a trace without events) cannot serve.
 */
final class TraceFolders {

    private TraceFolders() {
    }

    /**
     * {@link TraceStores#openFolder}, but a result folder whose summary.json says {@code "trace": "none"} is
     * named as such.
     *
     * @param what what the command would do with the trace, e.g. "export"
     * @throws NoSuchFileException naming the folder and the cause
     */
    static TraceStore openFolder(Path dir, String what) throws IOException {
        if (Files.isDirectory(dir) && !Files.exists(dir.resolve(TraceFile.NAME)) && recordedNone(dir)) {
            throw new NoSuchFileException(dir + ": no " + TraceFile.NAME + ": the run recorded no trace (lbsim run --trace=none);"
                    + " run it again with --trace=full to " + what + " it");
        }
        return TraceStores.openFolder(dir);
    }

    /**
     * Refuses a trace that holds only the summary level.
     *
     * @param file the trace file, for the message
     * @param what what the command would do with the events, e.g. "export"
     * @throws ScenarioException naming the file
     */
    static void requireEvents(TraceStore s, Path file, String what) throws ScenarioException {
        if (!s.hasEvents()) {
            throw new ScenarioException(file + ": holds only summaries, no events to " + what + " (lbsim run --trace=summary);"
                    + " run it again with --trace=full");
        }
    }

    /** Whether the folder's summary.json records a run made without a trace. */
    private static boolean recordedNone(Path dir) {
        try {
            return Files.readString(dir.resolve(ResultFolder.SUMMARY_JSON), StandardCharsets.UTF_8).contains("\"trace\": \"none\"");
        } catch (IOException | RuntimeException e) {
            return false; // no summary.json, or unreadable: the store's own message then
        }
    }
}
