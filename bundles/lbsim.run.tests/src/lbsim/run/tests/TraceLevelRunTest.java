package lbsim.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.launch.CancelHandle;
import lbsim.run.launch.RunListener;
import lbsim.run.launch.RunRequest;
import lbsim.run.launch.RunResult;
import lbsim.run.launch.Runs;
import lbsim.run.launch.TraceLevel;
import lbsim.trace.file.TraceFileStore;

/** {@link RunRequest#trace()}: what {@link Runs#run} writes at each {@link TraceLevel}, and the requests refused. */
class TraceLevelRunTest {

    @TempDir
    Path dir;

    private Path run(TraceLevel level, int units, String name) {
        Path out = dir.resolve(name);
        RunRequest req = new RunRequest(Examples.file("ion-implantation.lbsim"), null, "ion", List.of("application/units=" + units,
                "application/strategy=self"),
                null, out, List.of(), null, "test").withTrace(level);
        assertInstanceOf(RunResult.Completed.class, Runs.run(req, RunListener.NONE, new CancelHandle()));
        return out;
    }

    private static long leftovers(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().startsWith(".")).count();
        }
    }

    @Test
    void theDefaultIsFullAndExportsOrCallSitesNeedIt() {
        RunRequest r = RunRequest.of(Path.of("x.lbsim"), Path.of("out"), "test");
        assertEquals(TraceLevel.FULL, r.trace());
        assertEquals(TraceLevel.FULL, r.withCallSites(true).trace());
        assertEquals(TraceLevel.NONE, r.withTrace(TraceLevel.NONE).withCallSites(false).trace());
        assertThrows(IllegalArgumentException.class, () -> r.withCallSites(true).withTrace(TraceLevel.SUMMARY));
        RunRequest exports = new RunRequest(Path.of("x.lbsim"), null, null, List.of(), null, Path.of("out"), List.of("png"), null,
                "test");
        assertThrows(IllegalArgumentException.class, () -> exports.withTrace(TraceLevel.NONE));
        assertEquals(TraceLevel.SUMMARY, TraceLevel.parse("Summary"));
        assertEquals("none", TraceLevel.NONE.option());
        assertEquals("takes full, summary or none, got 'all'",
                assertThrows(IllegalArgumentException.class, () -> TraceLevel.parse("all")).getMessage());
    }

    /**
     * The summary-only file keeps a fixed number of bins per task, so ten times the units make the full trace
     * several times larger but the summary-only file hardly (the bins widen instead); none writes no file, and no
     * spool file stays beside the folders.
     */
    @Test
    void theSummaryOnlyTraceDoesNotGrowWithTheRun() throws Exception {
        long full1 = Files.size(run(TraceLevel.FULL, 2000, "full1").resolve("trace.lbt"));
        long full10 = Files.size(run(TraceLevel.FULL, 20000, "full10").resolve("trace.lbt"));
        Path s1 = run(TraceLevel.SUMMARY, 2000, "sum1");
        Path s10 = run(TraceLevel.SUMMARY, 20000, "sum10");
        long sum1 = Files.size(s1.resolve("trace.lbt"));
        long sum10 = Files.size(s10.resolve("trace.lbt"));
        System.out.printf("trace.lbt bytes, 2,000 / 20,000 units: full %d / %d, summary %d / %d%n", full1, full10, sum1, sum10);
        assertTrue(full10 > 2 * full1, full1 + " -> " + full10);
        assertTrue(sum10 < 1.5 * sum1, sum1 + " -> " + sum10);
        assertTrue(sum10 < full10 / 2, sum10 + " vs " + full10);
        try (TraceFileStore t = TraceFileStore.openFolder(s10); TraceFileStore f = TraceFileStore.openFolder(dir.resolve("full10"))) {
            assertFalse(t.hasEvents());
            assertTrue(f.hasEvents());
            // the summary-only file still counts what it summarised
            assertEquals(f.intervalCount(), t.intervalCount());
            assertEquals(f.messageCount(), t.messageCount());
        }
        Path none = run(TraceLevel.NONE, 20000, "none");
        assertFalse(Files.exists(none.resolve("trace.lbt")));
        assertTrue(Files.exists(none.resolve("masterslave.csv")));
        assertFalse(Files.exists(none.resolve("traffic.csv")));
        assertEquals(0, leftovers(dir), "no spool or temporary file left");
    }
}
