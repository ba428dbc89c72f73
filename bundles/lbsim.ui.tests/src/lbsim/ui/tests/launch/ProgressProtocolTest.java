package lbsim.ui.tests.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import lbsim.ui.launch.ProgressProtocol;
import lbsim.ui.launch.ProgressProtocol.ExperimentProgress;
import lbsim.ui.launch.ProgressProtocol.Outcome;
import lbsim.ui.launch.ProgressProtocol.SingleRunProgress;

/** The lines of {@code lbsim run --progress=machine}, exactly as the protocol writes them. */
class ProgressProtocolTest {

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
