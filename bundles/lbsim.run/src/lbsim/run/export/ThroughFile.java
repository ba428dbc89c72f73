package lbsim.run.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import lbsim.trace.RunTrace;
import lbsim.trace.file.TraceFileStore;
import lbsim.trace.file.TraceWriter;

/**
 * Exports of an in-memory trace go through a temporary trace file (deleted afterwards), so each format has one
 * implementation, over the file.
 */
final class ThroughFile {

    /** Work on a trace file. */
    @FunctionalInterface
    interface Work {
        void run(TraceFileStore store) throws IOException;
    }

    private ThroughFile() {
    }

    static void run(RunTrace trace, Work work) throws IOException {
        Path tmp = Files.createTempFile("lbsim-export-", ".lbt");
        try {
            TraceWriter.write(trace, tmp);
            try (TraceFileStore store = TraceFileStore.open(tmp)) {
                work.run(store);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
