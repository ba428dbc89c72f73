package lbsim.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26: {@code lbsim run ... | head}. A reader that goes away (EPIPE on standard output) does not fail a run, whose
 * output is its result folder; another command ends quietly with 141 (128 + SIGPIPE), as a Unix tool killed by the
 * signal; a full disk on standard output still fails every command (exit 1). lbsim runs in a JVM of its own, as the
 * product runs it.
 */
class ClosedPipeCliTest {

    @TempDir
    Path dir;

    /** Runs lbsim with its standard output a pipe closed at once: {exit code, stderr}. */
    private String[] withClosedStdout(String... args) throws Exception {
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(RealProgramCliTest.childLbsim(args)).redirectError(err.toFile()).start();
        p.getInputStream().close(); // the reader goes away before lbsim prints
        p.getOutputStream().close();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "lbsim ended"); // a hang detector, not a timing assertion
        return new String[] { Integer.toString(p.exitValue()), Files.readString(err) };
    }

    private String[] toFile(File out, String... args) throws Exception {
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(RealProgramCliTest.childLbsim(args)).redirectError(err.toFile()).redirectOutput(out)
                .start();
        p.getOutputStream().close();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "lbsim ended");
        return new String[] { Integer.toString(p.exitValue()), Files.readString(err) };
    }

    @Test
    void aClosedPipeDoesNotFailARunButEndsAnalyzeAsSigpipeWould() throws Exception {
        // before: "lbsim: cannot write standard output ..." and exit 1, though the result folder was complete
        Path out = dir.resolve("res");
        String example = Path.of(System.getProperty("lbsim.examples", "../../examples"), "pingpong-delay.lbsim").toString();
        String[] r = withClosedStdout("run", example, "--out", out.toString());
        assertEquals("0", r[0], r[1]);
        assertEquals("", r[1]);
        assertTrue(Files.isRegularFile(out.resolve("summary.json")));

        String[] a = withClosedStdout("analyze", out.toString());
        assertEquals("141", a[0], a[1]);
        assertEquals("", a[1]);

        String[] d = withClosedStdout("diff", out.toString(), out.toString());
        assertEquals("141", d[0], d[1]);

        // a full disk is still an error, for analyze and for run alike
        String[] full = toFile(new File("/dev/full"), "analyze", out.toString());
        assertEquals("1", full[0], full[1]);
        assertEquals(List.of("lbsim: cannot write standard output (the disk is full, a file-size limit, or the reader went"
                + " away); what was printed is incomplete"), full[1].lines().toList());
        String[] runFull = toFile(new File("/dev/full"), "run", example, "--out", dir.resolve("res2").toString());
        assertEquals("1", runFull[0], runFull[1]);
    }
}
