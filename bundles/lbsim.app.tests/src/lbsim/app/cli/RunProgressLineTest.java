package lbsim.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import lbsim.run.launch.RunListener;

/**
 * The progress line of a single run, driven by a hand-set clock: what it says (virtual time, share of the
 * end time, events, events per second, elapsed time; then the writing phase), redrawn in place on a
 * terminal and cleared at the end, every 30 s in a log and never for a short run, and every call passed on.
 */
class RunProgressLineTest {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    private long now = 1_000_000_000L;

    private String text() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void onATerminalTheLineIsRedrawnInPlaceAndClearedAtTheEnd() {
        List<String> passed = new ArrayList<>();
        RunListener next = new RunListener() {
            @Override
            public void runProgress(double s, double e, long n) {
                passed.add("progress " + s + " " + e + " " + n);
            }

            @Override
            public void runWriting() {
                passed.add("writing");
            }

            @Override
            public void runWritingProgress(double f) {
                passed.add("path " + f);
            }
        };
        RunProgressLine p = new RunProgressLine(out, true, next, true, () -> now);
        now += 5_000_000_000L; // 5 s later: 12.5 of 100 s, 2.5 M events = 500,000 events per second
        p.runProgress(12.5, 100, 2_500_000);
        p.tick();
        assertEquals("\rlbsim: virtual time 12.5 of 100 s (12 %), 2.50 M events, 500.0 k events/s, 0:00:05", text());
        now += 61_000_000_000L;
        p.runWriting();
        String writing = "lbsim: simulation done, 2.50 M events; writing the result folder (traffic.csv and the critical path)"
                + ", 0:01:06";
        assertTrue(text().endsWith("\r" + writing), text());
        p.runWritingProgress(0.42); // the critical path read back, 42 %
        p.tick();
        String reading = "lbsim: simulation done, 2.50 M events; writing the result folder (traffic.csv and the critical path"
                + " from trace.lbt: 42 %), 0:01:06";
        assertTrue(text().endsWith("\r" + reading), text());
        p.finish();
        assertTrue(text().endsWith("\r" + " ".repeat(reading.length()) + "\r"), "the line is wiped: " + text());
        assertEquals(List.of("progress 12.5 100.0 2500000", "writing", "path 0.42"), passed);
        p.tick();
        assertTrue(text().endsWith(" \r"), "nothing drawn after finish");
    }

    @Test
    void inALogALineComesEveryThirtySecondsAndAShortRunPrintsNothing() {
        RunProgressLine p = new RunProgressLine(out, false, RunListener.NONE, false, () -> now);
        p.runProgress(3, 0, 1234); // no end time: no share
        now += 29_000_000_000L;
        p.tick();
        assertEquals("", text(), "a run shorter than 30 s prints nothing");
        now += 1_000_000_000L;
        p.tick();
        assertEquals("lbsim: virtual time 3.00 s, 1.2 k events, 41 events/s, 0:00:30" + System.lineSeparator(), text());
        p.tick();
        assertEquals(1, text().lines().count(), "not again before another 30 s");
        p.runWriting();
        now += 30_000_000_000L;
        p.tick();
        assertTrue(text().lines().toList().get(1).startsWith("lbsim: simulation done, 1.2 k events; writing the result folder, "),
                text());
        p.finish();
        assertEquals(2, text().lines().count(), "finish prints nothing in a log");
    }
}
