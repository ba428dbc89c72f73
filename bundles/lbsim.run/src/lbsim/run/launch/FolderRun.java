package lbsim.run.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;

import lbsim.run.PreparedRun;
import lbsim.run.RunOutcome;
import lbsim.run.result.ResultWriter;

/**
 * One run's way from a bound scenario to its result folder, the one path of {@code lbsim run} and of every kept run
 * of an experiment, so that the same seed gives the same folder, byte for byte, whichever way the run was started.
 * <p>
 * {@link #prepare} says where the trace goes before the run: it streams to a hidden file beside the result folder
 * while the run goes (memory stays bounded), {@link #write} moves it into the folder with the other files, and
 * {@link #close} deletes it when no folder took it.
 */
final class FolderRun implements AutoCloseable {

    private final Path dir;
    private final Path spool;
    private final TraceLevel trace;
    private final boolean callSites;
    private final List<String> exports;
    private final String lbsimVersion;

    /**
     * @param dir     the result folder (absolute, normalized)
     * @param exports export names, already checked; none unless {@code trace} is not NONE
     */
    FolderRun(Path dir, TraceLevel trace, boolean callSites, List<String> exports, String lbsimVersion) {
        this.dir = dir;
        this.spool = dir.resolveSibling("." + dir.getFileName() + ".trace-" + ProcessHandle.current().pid() + "-"
                + System.nanoTime() + ".lbt");
        this.trace = trace;
        this.callSites = callSites;
        this.exports = exports;
        this.lbsimVersion = lbsimVersion;
    }

    /**
     * Creates the folder's parent and tells the run where its trace goes. Call before the run.
     *
     * @throws IOException naming the parent when it cannot be created
     */
    void prepare(PreparedRun prepared) throws IOException {
        try {
            Files.createDirectories(dir.getParent());
        } catch (IOException e) {
            throw new IOException(dir.getParent() + ": cannot create the folder: " + e.getMessage(), e);
        }
        switch (trace) {
            case FULL -> prepared.streamTraceTo(spool);
            case SUMMARY -> prepared.streamSummaryTo(spool);
            case NONE -> prepared.withoutTrace();
        }
        if (callSites) {
            prepared.recordCallSites();
        }
    }

    /**
     * Writes the result folder (see {@link ResultWriter#write}).
     *
     * @return true if written, false if abandoned
     */
    boolean write(RunOutcome outcome, BooleanSupplier abandon, DoubleConsumer criticalPathDone) throws IOException {
        return ResultWriter.write(outcome, dir, ResultWriter.Options.of(lbsimVersion).withTrace(trace != TraceLevel.NONE)
                .exports(exports).abandon(abandon, criticalPathDone));
    }

    /**
     * Has the run write live snapshots of its streamed trace beside the spool ({@link PreparedRun#streamLiveTo}), when
     * the trace is full. Call after {@link #prepare}.
     *
     * @return the snapshot file, or null without a full trace
     */
    Path live(PreparedRun prepared) {
        if (trace != TraceLevel.FULL) {
            return null;
        }
        prepared.streamLiveTo(liveFile());
        return liveFile();
    }

    /** The growing trace (in the spool until the folder takes it). */
    Path spool() {
        return spool;
    }

    private Path liveFile() {
        return spool.resolveSibling(spool.getFileName() + ".live");
    }

    /** Deletes the streamed trace when no result folder took it, and its live snapshot. */
    @Override
    public void close() {
        try {
            Files.deleteIfExists(liveFile());
        } catch (IOException e) {
            // a leftover hidden snapshot is harmless (Leftovers removes it)
        }
        try {
            Files.deleteIfExists(spool);
        } catch (IOException e) {
            // a leftover hidden spool file is harmless
        }
    }
}
