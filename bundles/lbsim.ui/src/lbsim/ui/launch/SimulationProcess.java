package lbsim.ui.launch;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The simulation's operating-system process as the debug framework sees it: the same process, but its stderr
 * without the protocol lines ({@link ProgressProtocol}), which go to this object instead. stdout and stderr are
 * read as UTF-8 (the launch asks the JVM to write UTF-8). {@link #destroy()} sends SIGTERM, as
 * {@link Process#destroy()} does on Unix.
 */
public final class SimulationProcess extends Process {

    private static final int KEPT_LINES = 200;

    private final Process process;
    private final PipedInputStream stdout = new PipedInputStream(1 << 16);
    private final PipedInputStream stderr = new PipedInputStream(1 << 16);
    private final Thread outPump;
    private final Thread errPump;
    private final Deque<String> errorLines = new ArrayDeque<>();
    private final List<ProgressProtocol.ProblemReport> problems = new ArrayList<>();
    private final StringBuilder transcript = new StringBuilder();
    private volatile ProgressProtocol.Message progress;
    private volatile ProgressProtocol.Outcome outcome;
    private volatile ProgressProtocol.LiveTrace liveTrace;
    private volatile String protocolError;

    /** Starts reading the process's stdout and stderr. */
    public SimulationProcess(Process process) throws IOException {
        this.process = process;
        PipedOutputStream outSink = new PipedOutputStream(stdout);
        PipedOutputStream errSink = new PipedOutputStream(stderr);
        outPump = new Thread(() -> pump(process.getInputStream(), outSink, false), "lbsim simulation stdout");
        errPump = new Thread(() -> pump(process.getErrorStream(), errSink, true), "lbsim simulation stderr");
        outPump.setDaemon(true);
        errPump.setDaemon(true);
        outPump.start();
        errPump.start();
    }

    private void pump(InputStream from, OutputStream to, boolean isStderr) {
        boolean sinkOpen = true;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(from, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (isStderr && ProgressProtocol.isProtocolLine(line)) {
                    accept(line);
                    continue;
                }
                synchronized (transcript) {
                    transcript.append(line).append('\n');
                    if (isStderr) {
                        errorLines.addLast(line);
                        if (errorLines.size() > KEPT_LINES) {
                            errorLines.removeFirst();
                        }
                    }
                }
                if (sinkOpen) {
                    try {
                        to.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                        to.flush();
                    } catch (IOException e) {
                        sinkOpen = false; // nobody reads the console stream any more: keep parsing
                    }
                }
            }
        } catch (IOException e) {
            // the process's stream closed
        } finally {
            try {
                to.close();
            } catch (IOException e) {
                // nothing more to do
            }
        }
    }

    private void accept(String line) {
        try {
            ProgressProtocol.Message m = ProgressProtocol.parse(line);
            if (m instanceof ProgressProtocol.Outcome o) {
                outcome = o;
            } else if (m instanceof ProgressProtocol.LiveTrace t) {
                liveTrace = t;
            } else if (m instanceof ProgressProtocol.ProblemReport p) {
                synchronized (problems) {
                    problems.add(p);
                }
            } else {
                progress = m;
            }
        } catch (IllegalArgumentException e) {
            protocolError = e.getMessage();
        }
    }

    /** Where the run's trace grows (its {@code lbsim-trace} line), or null before that line or without one. */
    public ProgressProtocol.LiveTrace liveTrace() {
        return liveTrace;
    }

    /** The latest progress line, or null before the first. */
    public ProgressProtocol.Message progress() {
        return progress;
    }

    /** The outcome line, or null when the process has not written one (yet). */
    public ProgressProtocol.Outcome outcome() {
        return outcome;
    }

    /** The last malformed protocol line's problem, or null. */
    public String protocolError() {
        return protocolError;
    }

    /** The problems of bad input the process reported as data ({@code lbsim-problem} lines), in order. */
    public List<ProgressProtocol.ProblemReport> problems() {
        synchronized (problems) {
            return new ArrayList<>(problems);
        }
    }

    /** The last stderr lines that are not protocol lines (at most 200), oldest first. */
    public List<String> errorLines() {
        synchronized (transcript) {
            return new ArrayList<>(errorLines);
        }
    }

    /** Everything the process printed to stdout and stderr except the protocol lines, as read so far. */
    public String transcript() {
        synchronized (transcript) {
            return transcript.toString();
        }
    }

    /** Waits until the process has exited and its output has been read to the end. */
    @Override
    public int waitFor() throws InterruptedException {
        int code = process.waitFor();
        outPump.join();
        errPump.join();
        return code;
    }

    @Override
    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        long end = System.nanoTime() + unit.toNanos(timeout);
        if (!process.waitFor(timeout, unit)) {
            return false;
        }
        outPump.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime())));
        errPump.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime())));
        return !outPump.isAlive() && !errPump.isAlive();
    }

    @Override
    public int exitValue() {
        return process.exitValue();
    }

    @Override
    public OutputStream getOutputStream() {
        return process.getOutputStream();
    }

    @Override
    public InputStream getInputStream() {
        return stdout;
    }

    @Override
    public InputStream getErrorStream() {
        return stderr;
    }

    /** Asks the process to stop (SIGTERM on Unix); the command line then stops its run cleanly. */
    @Override
    public void destroy() {
        process.destroy();
    }

    @Override
    public Process destroyForcibly() {
        process.destroyForcibly();
        return this;
    }

    @Override
    public boolean supportsNormalTermination() {
        return process.supportsNormalTermination();
    }

    @Override
    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public long pid() {
        return process.pid();
    }

    @Override
    public ProcessHandle toHandle() {
        return process.toHandle();
    }

    @Override
    public CompletableFuture<Process> onExit() {
        return process.onExit().thenApply(p -> this);
    }

    @Override
    public Stream<ProcessHandle> children() {
        return process.children();
    }

    @Override
    public Stream<ProcessHandle> descendants() {
        return process.descendants();
    }
}
