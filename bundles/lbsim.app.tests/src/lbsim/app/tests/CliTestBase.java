package lbsim.app.tests;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import lbsim.app.Cli;

/** What the command-line tests share: running {@code lbsim} in this JVM with captured stdout and stderr. */
abstract class CliTestBase {

    /** What the last {@link #lbsim} call printed on stdout and stderr. */
    protected final ByteArrayOutputStream out = new ByteArrayOutputStream();
    protected final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** Runs the command line with emptied stdout and stderr buffers; its exit code. */
    protected int lbsim(String... args) {
        out.reset();
        err.reset();
        return Cli.execute(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** A shipped example's path (the build sets lbsim.examples). */
    protected static String example(String name) {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"), name).toString();
    }
}
