package lbsim.app.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

import lbsim.run.launch.RunListener;

/**
 * The progress of a single {@code lbsim run} on stderr: on a terminal one line redrawn five times a second,
 * e.g. {@code lbsim: virtual time 1.23e+06 of 2.00e+06 s (61 %), 12.3 M events, 2.10 M events/s, 0:00:05},
 * then {@code lbsim: writing the result folder (...)} once the simulation has ended; elsewhere (a log, a
 * batch job) the same line every 30 s, so that short runs print nothing. The line is cleared before the
 * summary is printed. Not used with {@code --quiet}.
 */
final class RunProgressLine implements RunListener {

    /** Seconds between two lines when stderr is not a terminal. */
    static final long LOG_INTERVAL_NANOS = 30_000_000_000L;

    private final PrintStream out;
    private final boolean terminal;
    private final RunListener next;
    private final LongSupplier clock;
    private final String writingWhat;
    private final long started;
    private volatile double simulated;
    private volatile double end;
    private volatile long events;
    private volatile boolean writing;
    private volatile double pathDone = -1;
    private volatile boolean stop;
    private Thread thread;
    private int lastWidth;
    private long lastLog;

    /**
     * @param next        receives every call too (e.g. the machine-readable progress); not null
     * @param fullTrace   whether the run writes the full trace (then writing reads it back: said in the line)
     */
    RunProgressLine(PrintStream out, boolean terminal, RunListener next, boolean fullTrace) {
        this(out, terminal, next, fullTrace, System::nanoTime);
    }

    RunProgressLine(PrintStream out, boolean terminal, RunListener next, boolean fullTrace, LongSupplier clock) {
        this.out = out;
        this.terminal = terminal;
        this.next = next;
        this.clock = clock;
        this.writingWhat = fullTrace ? "writing the result folder (traffic.csv and the critical path)"
                : "writing the result folder";
        this.started = clock.getAsLong();
        this.lastLog = started;
    }

    @Override
    public void runProgress(double simulatedSeconds, double endSeconds, long processed) {
        simulated = simulatedSeconds;
        end = endSeconds;
        events = processed;
        next.runProgress(simulatedSeconds, endSeconds, processed);
    }

    @Override
    public boolean wantsLiveTrace() {
        return next.wantsLiveTrace();
    }

    @Override
    public void runTrace(java.nio.file.Path folder, java.nio.file.Path trace, java.nio.file.Path live) {
        next.runTrace(folder, trace, live);
    }

    @Override
    public void runWriting() {
        writing = true;
        next.runWriting();
        tick(); // at once: the next line may be seconds away
    }

    @Override
    public void runWritingProgress(double criticalPathFraction) {
        pathDone = criticalPathFraction;
        next.runWritingProgress(criticalPathFraction);
    }

    /** Starts redrawing on a daemon thread. */
    void start() {
        thread = new Thread(() -> {
            while (!stop) {
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    return;
                }
                tick();
            }
        }, "lbsim-progress");
        thread.setDaemon(true);
        thread.start();
    }

    /** Stops and clears the line (on a terminal), so that what follows starts on a clean line. */
    void finish() {
        stop = true;
        if (thread != null) {
            thread.interrupt();
            try {
                thread.join(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (out) {
            if (terminal && lastWidth > 0) {
                out.print("\r" + " ".repeat(lastWidth) + "\r");
                out.flush();
                lastWidth = 0;
            }
        }
    }

    /** Draws the line now (terminal), or logs it when the interval has passed (elsewhere). */
    void tick() {
        long now = clock.getAsLong();
        synchronized (out) {
            if (stop) {
                return;
            }
            String line = line(now);
            if (terminal) {
                int w = lastWidth;
                lastWidth = line.length();
                out.print("\r" + (line.length() >= w ? line : line + " ".repeat(w - line.length())));
                out.flush();
            } else if (now - lastLog >= LOG_INTERVAL_NANOS) {
                lastLog = now;
                out.println(line);
                out.flush();
            }
        }
    }

    /** The line at clock time {@code now}. */
    String line(long now) {
        double elapsed = (now - started) / 1e9;
        long secs = (long) elapsed;
        String clockText = String.format(Locale.ROOT, "%d:%02d:%02d", secs / 3600, secs / 60 % 60, secs % 60);
        if (writing) {
            double p = pathDone;
            String what = p < 0 ? writingWhat
                    : writingWhat.replace(")", String.format(Locale.ROOT, " from trace.lbt: %d %%)", (int) Math.min(100, 100 * p)));
            return "lbsim: simulation done, " + ProgressBar.si(events) + " events; " + what + ", " + clockText;
        }
        String time = String.format(Locale.ROOT, "%.3g", simulated);
        String of = end > 0 ? String.format(Locale.ROOT, " of %.3g s (%d %%)", end, (int) Math.min(100, 100 * simulated / end))
                : " s";
        double rate = elapsed > 0 ? events / elapsed : 0;
        return "lbsim: virtual time " + time + of + ", " + ProgressBar.si(events) + " events, " + ProgressBar.si(rate)
                + " events/s, " + clockText;
    }
}
