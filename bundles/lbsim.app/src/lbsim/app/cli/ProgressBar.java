package lbsim.app.cli;

import lbsim.run.experiment.ExperimentRunner;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Shows an experiment's progress on a stream (stderr): points done / total, runs done, events per
 * second and the time left (estimated from the runs done so far). On a terminal the line is redrawn in
 * place ({@code \r}) five times a second; otherwise a plain line is printed at every further 10 % of the
 * runs or every 5 s, whichever comes first.
 */
final class ProgressBar {

    private final PrintStream out;
    private final boolean terminal;
    private final Supplier<ExperimentRunner.Snapshot> source;
    private Thread thread;
    private volatile boolean stop;
    private int lastWidth;

    ProgressBar(PrintStream out, boolean terminal, Supplier<ExperimentRunner.Snapshot> source) {
        this.out = out;
        this.terminal = terminal;
        this.source = source;
    }

    /** Starts drawing on a daemon thread. */
    public void start() {
        thread = new Thread(this::loop, "lbsim-progress");
        thread.setDaemon(true);
        thread.start();
    }

    /** Stops drawing and prints the final state on its own line. */
    public void finish() {
        stop = true;
        if (thread != null) {
            thread.interrupt();
            try {
                thread.join(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        String line = line(source.get());
        synchronized (out) {
            if (terminal) {
                out.print("\r" + pad(line) + "\n");
            } else {
                out.println(line);
            }
            out.flush();
        }
    }

    private void loop() {
        long lastPrint = System.nanoTime();
        long lastDecile = 0;
        while (!stop) {
            try {
                Thread.sleep(terminal ? 200 : 250);
            } catch (InterruptedException e) {
                return;
            }
            ExperimentRunner.Snapshot s = source.get();
            if (terminal) {
                synchronized (out) {
                    out.print("\r" + pad(line(s)));
                    out.flush();
                }
                continue;
            }
            long decile = s.runsTotal() == 0 ? 0 : s.runsDone() * 10 / s.runsTotal();
            long now = System.nanoTime();
            if (decile > lastDecile || now - lastPrint >= 5_000_000_000L) {
                lastDecile = decile;
                lastPrint = now;
                synchronized (out) {
                    out.println(line(s));
                    out.flush();
                }
            }
        }
    }

    private String pad(String line) {
        int w = lastWidth;
        lastWidth = line.length();
        return line.length() >= w ? line : line + " ".repeat(w - line.length());
    }

    /** One line of progress, e.g. {@code lbsim: points 3/9, runs 30/90 (33 %), 1.25 M events/s, 0:42 left}. */
    public static String line(ExperimentRunner.Snapshot s) {
        double rate = s.elapsedSeconds() > 0 ? s.events() / s.elapsedSeconds() : 0;
        String left;
        if (s.stopping()) {
            left = "stopping";
        } else if (s.runsDone() == 0) {
            left = "time left unknown";
        } else {
            long secs = Math.round(s.elapsedSeconds() * (s.runsTotal() - s.runsDone()) / s.runsDone());
            left = String.format(Locale.ROOT, "%d:%02d:%02d left", secs / 3600, secs / 60 % 60, secs % 60);
        }
        int pct = s.runsTotal() == 0 ? 100 : (int) (100 * s.runsDone() / s.runsTotal());
        return String.format(Locale.ROOT, "lbsim: points %d/%d, runs %d/%d (%d %%), %s events/s, %s", s.pointsDone(),
                s.pointsTotal(), s.runsDone(), s.runsTotal(), pct, si(rate), left);
    }

    /** A count or rate with an SI prefix: 1.2 k, 3.45 M, 1.00 G. */
    static String si(double v) {
        if (v >= 1e9) {
            return String.format(Locale.ROOT, "%.2f G", v / 1e9);
        }
        if (v >= 1e6) {
            return String.format(Locale.ROOT, "%.2f M", v / 1e6);
        }
        if (v >= 1e3) {
            return String.format(Locale.ROOT, "%.1f k", v / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f", v);
    }
}
