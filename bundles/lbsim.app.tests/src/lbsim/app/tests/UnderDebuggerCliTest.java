package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import lbsim.run.UnderDebugger;

/**
 * Issue 27 (Debug As &gt; lbsim Simulation): under the IDE's debugger ({@code -Dlbsim.underDebugger=true}) a scenario's
 * wall-clock limit is not applied, since a breakpoint holds the run for as long as the user looks. The run of
 * WritingLimitCliTest (a ping-pong of 2^31 - 1 repetitions, 20,000 events at most, a 1 ms limit) fails there with
 * exit 1 and writes nothing; under the debugger it runs to its event limit and writes its result, as the same run
 * without a limit does.
 */
class UnderDebuggerCliTest extends CliTestBase {

    @TempDir
    Path dir;

    @AfterEach
    void clear() {
        System.clearProperty(UnderDebugger.PROPERTY);
    }

    private Path pingpong(String limit) throws Exception {
        String text = Files.readString(Path.of(example("pingpong-ethernet-100.lbsim")));
        Path f = dir.resolve("pp-" + limit + ".lbsim");
        Files.writeString(f, text.replace("repetitions=\"10\"", "repetitions=\"2147483647\"")
                .replace("<run seed=\"1\"/>", "<run seed=\"1\" maxEvents=\"20000\" wallClockLimitSeconds=\"" + limit + "\"/>"));
        return f;
    }

    @Test
    void theWallClockLimitIsNotAppliedUnderTheDebugger() throws Exception {
        Path limited = pingpong("0.001");
        // without the debugger: the limit stops the run (or its writing): exit 1, nothing written
        Path plain = dir.resolve("plain");
        assertEquals(1, lbsim("run", limited.toString(), "--out", plain.toString(), "--export", "picl", "--quiet"),
                err.toString());
        assertTrue(err.toString().contains("wall-clock limit"), err.toString());

        // under the debugger: to the event limit, written
        System.setProperty(UnderDebugger.PROPERTY, "true");
        err.reset();
        Path debugged = dir.resolve("debugged");
        assertEquals(0, lbsim("run", limited.toString(), "--out", debugged.toString(), "--export", "picl", "--quiet"),
                err.toString());
        String summary = Files.readString(debugged.resolve("summary.json"));
        assertTrue(summary.contains("\"stopReason\": \"event_limit\""), summary);
        assertTrue(Files.exists(debugged.resolve("trace.trf")));

        // the same trace as the run without a limit
        System.clearProperty(UnderDebugger.PROPERTY);
        Path unlimited = dir.resolve("unlimited");
        assertEquals(0, lbsim("run", pingpong("0").toString(), "--out", unlimited.toString(), "--export", "picl",
                "--quiet"), err.toString());
        assertEquals(Files.readString(unlimited.resolve("trace.trf")), Files.readString(debugged.resolve("trace.trf")));
    }
}
