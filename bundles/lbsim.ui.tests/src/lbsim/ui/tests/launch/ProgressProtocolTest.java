package lbsim.ui.tests.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import lbsim.model.io.Problem;
import lbsim.ui.launch.ProgressProtocol;
import lbsim.ui.launch.ProgressProtocol.ExperimentProgress;
import lbsim.ui.launch.ProgressProtocol.Outcome;
import lbsim.ui.launch.ProgressProtocol.ProblemReport;
import lbsim.ui.launch.ProgressProtocol.SingleRunProgress;

/** The lines of {@code lbsim run --progress=machine}, exactly as the protocol writes them. */
class ProgressProtocolTest {

    /**
     * A problem record goes through the process boundary as data: the command line writes it as a
     * {@code lbsim-problem} line and the launch reads back the same object, path, feature and rule, however its
     * text reads (quotes, a backslash, a line break).
     */
    @Test
    void aProblemRecordCrossesTheProcessAsData() {
        Problem p = new Problem(Problem.Severity.ERROR, "dir/a \"b\".lbsim", 0, 0, "file:/w/a.lbsim#ws1", "Host 'ws1'",
                "platform/hosts[0]", "speed", "positiveSpeed", "not what the regex wanted\\ \n (rule other)", null, false);
        String line = lbsim.app.cli.ProblemLines.machine(p);
        assertTrue(ProgressProtocol.isProtocolLine(line), line);
        assertFalse(line.contains("\n (rule"), "one line: " + line);
        ProblemReport r = (ProblemReport) ProgressProtocol.parse(line);
        assertTrue(r.error());
        assertEquals("file:/w/a.lbsim#ws1", r.objectUri());
        assertEquals("ws1", r.uriFragment());
        assertEquals("Host 'ws1'", r.objectLabel());
        assertEquals("platform/hosts[0]", r.objectPath());
        assertEquals("speed", r.feature());
        assertEquals("positiveSpeed", r.rule());
        assertEquals(p.message(), r.message());
        assertEquals(0, r.line());
        ProblemReport w = (ProblemReport) ProgressProtocol.parse(lbsim.app.cli.ProblemLines.machine(
                new Problem(Problem.Severity.WARNING, "a.lbsim", 12, 3, null, null, null, null, null, "odd", null, false)));
        assertFalse(w.error());
        assertEquals(12, w.line());
        assertEquals("", w.objectUri(), "no object");
        assertEquals("", w.rule());
        assertEquals("a.lbsim:12:3: warning: odd", w.text());
    }

    /**
     * A cause of a failed run of an experiment crosses the process with the run as data: its point, replication,
     * seed (exact, however large: a JSON number that a double would round) and the point's assignments (with a comma
     * and a quote in a value); a problem line without a run has none.
     */
    @Test
    void aFailedRunsCauseCrossesTheProcessWithItsRun() {
        Problem cause = new Problem(Problem.Severity.ERROR, "a.lbsim", 0, 0, "file:/w/a.lbsim#//@application", "RealApplication application",
                "application", "mainClass", null, "RealApplication application: class 'x' not found", null, false);
        long seed = -4962768465676381897L; // 2^63-scale: not a double's integer
        lbsim.run.experiment.RunFailure run = new lbsim.run.experiment.RunFailure(2, 1, seed,
                java.util.List.of("application/mainClass=x", "a/b=\"1,2\""), java.util.List.of(cause));
        String line = lbsim.app.cli.ProblemLines.machine(cause, run);
        ProblemReport r = (ProblemReport) ProgressProtocol.parse(line);
        assertEquals(new ProgressProtocol.FailedRun(2, 1, seed, java.util.List.of("application/mainClass=x", "a/b=\"1,2\"")),
                r.run(), line);
        assertEquals("mainClass", r.feature());
        assertEquals("application", r.objectPath());
        assertEquals("sweep point 2 (application/mainClass=x, a/b=\"1,2\"), replication 1, seed " + seed, r.run().describe());
        assertNull(((ProblemReport) ProgressProtocol.parse(lbsim.app.cli.ProblemLines.machine(cause))).run());
        // a run without its seed as a whole number is refused, not guessed
        assertThrows(IllegalArgumentException.class, () -> ProgressProtocol.parse(
                "lbsim-problem {\"message\":\"m\",\"point\":1,\"seed\":1.5,\"assignments\":[]}"));
        assertThrows(IllegalArgumentException.class, () -> ProgressProtocol.parse(
                "lbsim-problem {\"message\":\"m\",\"point\":1,\"seed\":1,\"assignments\":[[\"x\"]]}"));
    }

    @Test
    void singleRunProgress() {
        SingleRunProgress p = (SingleRunProgress) ProgressProtocol
                .parse("lbsim-progress {\"simulated_s\":12.5,\"end_s\":100.0,\"events\":123456}");
        assertEquals(12.5, p.simulatedSeconds());
        assertEquals(100.0, p.endSeconds());
        assertEquals(123456, p.events());
    }

    @Test
    void singleRunWithUnknownEndAndExponentNumbers() {
        SingleRunProgress p = (SingleRunProgress) ProgressProtocol
                .parse("lbsim-progress {\"simulated_s\":1.5E3, \"end_s\":0, \"events\":7}");
        assertEquals(1500.0, p.simulatedSeconds());
        assertEquals(0.0, p.endSeconds());
        assertEquals(7, p.events());
    }

    @Test
    void whereTheTraceGrows() {
        String line = "lbsim-trace {\"folder\":\"/w/r\u00e9s/a\",\"trace\":\"/w/r\u00e9s/.a.trace-1-2.lbt\","
                + "\"live\":\"/w/r\u00e9s/.a.trace-1-2.lbt.live\"}";
        assertTrue(ProgressProtocol.isProtocolLine(line), "not shown in the console: " + line);
        assertEquals(new ProgressProtocol.LiveTrace("/w/r\u00e9s/a", "/w/r\u00e9s/.a.trace-1-2.lbt",
                "/w/r\u00e9s/.a.trace-1-2.lbt.live"), ProgressProtocol.parse(line));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> ProgressProtocol.parse("lbsim-trace {\"folder\":\"/w/a\",\"trace\":\"/w/.a.lbt\"}"));
    }

    @Test
    void experimentProgress() {
        ExperimentProgress p = (ExperimentProgress) ProgressProtocol
                .parse("lbsim-progress {\"points_done\":3,\"points\":9,\"runs_done\":10,\"runs\":27}");
        assertEquals(new ExperimentProgress(3, 9, 10, 27), p);
    }

    @Test
    void outcomeWithEscapedText() {
        Outcome o = (Outcome) ProgressProtocol.parse("lbsim-outcome {\"status\":\"failed\",\"exit\":1,"
                + "\"folder\":\"/tmp/r\\u00e9sults/a b\",\"message\":\"task \\\"m\\\" threw\\\\ at 2.5 s\"}");
        assertEquals("failed", o.status());
        assertEquals(1, o.exit());
        assertEquals("/tmp/r\u00e9sults/a b", o.folder());
        assertEquals("task \"m\" threw\\ at 2.5 s", o.message());
        assertFalse(o.completed());
        assertFalse(o.stopped());
        assertTrue(((Outcome) ProgressProtocol
                .parse("lbsim-outcome {\"status\":\"completed\",\"exit\":0,\"folder\":\"\",\"message\":\"\"}")).completed());
    }

    @Test
    void otherLinesAreNotProtocol() {
        assertNull(ProgressProtocol.parse("lbsim: Host 'ws1': speed must be > 0, got -1.0 (rule positiveSpeed)"));
        assertNull(ProgressProtocol.parse("lbsim-progressive {\"a\":1}"));
        assertFalse(ProgressProtocol.isProtocolLine("  lbsim-progress {}"));
        assertTrue(ProgressProtocol.isProtocolLine("lbsim-outcome {}"));
    }

    @Test
    void malformedPayloadsAreRefusedWithTheLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ProgressProtocol.parse("lbsim-progress {\"simulated_s\":12.5,"));
        assertTrue(e.getMessage().contains("lbsim-progress {\"simulated_s\":12.5,"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ProgressProtocol.parse("lbsim-progress {\"x\":1}"));
        assertThrows(IllegalArgumentException.class,
                () -> ProgressProtocol.parse("lbsim-outcome {\"exit\":1,\"folder\":\"\",\"message\":\"\"}"));
        assertThrows(IllegalArgumentException.class,
                () -> ProgressProtocol.parse("lbsim-progress {\"simulated_s\":\"soon\",\"end_s\":1,\"events\":1}"));
        assertThrows(IllegalArgumentException.class,
                () -> ProgressProtocol.parse("lbsim-progress {\"simulated_s\":1,\"end_s\":1,\"events\":1} tail"));
    }
}
