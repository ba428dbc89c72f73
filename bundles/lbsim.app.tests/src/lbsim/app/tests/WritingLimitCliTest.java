package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26 (fuzz case 17542): a run's wall-clock limit bounds the writing of its result too. A ping-pong of 2^31 - 1
 * repetitions stopped by its limit wrote a ~250 MB trace and its export for 23 s after a 5 s limit. Now writing may
 * take as long as the limit again; beyond, lbsim gives up: exit 1, one line saying so, nothing written, the old
 * result kept, no hidden file left. Without a limit the same run is written as before.
 */
class WritingLimitCliTest extends CliTestBase {

    @TempDir
    Path dir;

    private Path pingpong(String limit) throws Exception {
        String text = Files.readString(Path.of(example("pingpong-ethernet-100.lbsim")));
        Path f = dir.resolve("pp-" + limit + ".lbsim");
        Files.writeString(f, text.replace("repetitions=\"10\"", "repetitions=\"2147483647\"")
                .replace("<run seed=\"1\"/>", "<run seed=\"1\" maxEvents=\"20000\" wallClockLimitSeconds=\"" + limit + "\"/>"));
        return f;
    }

    private static List<String> names(Path d) throws Exception {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writingLongerThanTheWallClockLimitIsGivenUpAndTheOldResultKept() throws Exception {
        Path res = dir.resolve("res");
        // a limit of a microsecond: writing a folder certainly takes longer (1 ms did not always: a warm JVM wrote this
        // small folder, trace and export included, within it)
        Path limited = pingpong("0.000001");
        // the old result: the same run without a limit (stopped by its event limit), written in full
        assertEquals(0, lbsim("run", pingpong("0").toString(), "--out", res.toString(), "--export", "picl", "--quiet"), err.toString());
        assertTrue(Files.exists(res.resolve("trace.trf")));
        byte[] summary = Files.readAllBytes(res.resolve("summary.json"));
        List<String> before = names(dir);

        // the simulation stops at once (or at its event limit), and writing its folder takes longer than the limit
        int code = lbsim("run", limited.toString(), "--out", res.toString(), "--export", "picl", "--quiet");
        String e = err.toString();
        assertEquals(1, code, e);
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.startsWith("lbsim: " + res + ": stopped: writing the result took longer than the run's wall-clock limit"
                + " (run/wallClockLimitSeconds = 1E-6 s, which bounds the writing as well as the simulation); nothing written,"
                + " the old result is kept"), e);
        assertArrayEquals(summary, Files.readAllBytes(res.resolve("summary.json")));
        assertEquals(before, names(dir)); // no temporary folder, no spool beside it
        assertFalse(e.contains("Exception"), e);

        // into a new folder: nothing at all
        Path fresh = dir.resolve("fresh");
        assertEquals(1, lbsim("run", limited.toString(), "--out", fresh.toString(), "--quiet"), err.toString());
        assertTrue(err.toString().contains("nothing written (raise the limit"), err.toString());
        assertFalse(Files.exists(fresh));
        assertEquals(before, names(dir));
    }
}
