package lbsim.app.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * lbsim's standard output as a stream that remembers why a write failed: a PrintStream keeps only that one did
 * ({@link PrintStream#checkError}), and a reader that went away ({@code lbsim run ... | head}: EPIPE) is not a full
 * disk. {@link lbsim.app.Cli} tells them apart: a closed pipe does not fail {@code run}, whose output is the result
 * folder, and ends another command quietly with 141 (128 + SIGPIPE, as a Unix tool killed by the signal); a full disk
 * or a file-size limit fails every command.
 */
public final class StandardOutput {

    private static volatile IOException lastError;

    private StandardOutput() {
    }

    /** A print stream onto file descriptor 1, in the charset of {@code System.out}, that records its write errors. */
    public static PrintStream open() {
        OutputStream fd = new FileOutputStream(FileDescriptor.out);
        OutputStream recording = new FilterOutputStream(fd) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                try {
                    out.write(b, off, len);
                } catch (IOException e) {
                    lastError = e;
                    throw e;
                }
            }

            @Override
            public void flush() throws IOException {
                try {
                    out.flush();
                } catch (IOException e) {
                    lastError = e;
                    throw e;
                }
            }
        };
        return new PrintStream(new BufferedOutputStream(recording, 8192), true, System.out.charset());
    }

    /** Whether the last write error on standard output was a closed pipe (EPIPE: its reader went away). */
    public static boolean brokenPipe() {
        IOException e = lastError;
        return e != null && e.getMessage() != null && e.getMessage().contains("Broken pipe");
    }
}
