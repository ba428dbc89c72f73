package lbsim.app.cli;

import java.io.PrintStream;

/**
 * Where a command prints (results on {@code out}, messages and progress on {@code err}), and what it
 * reports for the machine-readable outcome line of {@code --progress=machine}.
 */
public final class Console {

    private final PrintStream out;
    private final PrintStream err;
    private final String version;
    private volatile String folder = "";
    private volatile String message;
    private final java.util.concurrent.CountDownLatch finished = new java.util.concurrent.CountDownLatch(1);

    /** @param version lbsim's version, for the first line of a summary and the result files */
    public Console(PrintStream out, PrintStream err, String version) {
        this.out = out;
        this.err = err;
        this.version = version;
    }

    public PrintStream out() {
        return out;
    }

    public PrintStream err() {
        return err;
    }

    public String version() {
        return version;
    }

    /** Records the folder a run wrote (absolute), for the outcome line. */
    public void folder(java.nio.file.Path dir) {
        folder = dir == null ? "" : dir.toAbsolutePath().normalize().toString();
    }

    /** The folder recorded, or "". */
    public String folder() {
        return folder;
    }

    /** Records the one-line message of the outcome (the first one recorded wins). */
    public void message(String line) {
        if (message == null) {
            message = line;
        }
    }

    /** The message recorded, or null. */
    public String message() {
        return message;
    }

    private volatile boolean delegated;

    /** A child JVM ran the command and printed its outcome line (a real program's sandbox): none is printed here. */
    public void delegated() {
        delegated = true;
    }

    /** Whether {@link #delegated()} was called. */
    public boolean isDelegated() {
        return delegated;
    }

    /** The command line has printed its last line; a shutdown held for it may go on. */
    public void finished() {
        finished.countDown();
    }

    /** Waits (at most {@code seconds}) until {@link #finished}. */
    boolean awaitFinished(long seconds) throws InterruptedException {
        return finished.await(seconds, java.util.concurrent.TimeUnit.SECONDS);
    }
}
