package lbsim.app.cli;

import java.io.PrintStream;
import java.util.function.LongSupplier;

/**
 * Progress of explain and optimize on stderr: a line "lbsim: WHAT: N of TOTAL runs" (or "N runs so far"
 * when the total is not known in advance) whenever the count changed, at most every two seconds, and
 * a last line at the end.
 */
final class AnswerProgress {

    private final PrintStream err;
    private final String what;
    private final long total;
    private final LongSupplier done;
    private Thread thread;
    private long shown = -1;

    /** @param total the runs in all, or 0 when not known */
    AnswerProgress(PrintStream err, String what, long total, LongSupplier done) {
        this.err = err;
        this.what = what;
        this.total = total;
        this.done = done;
    }

    void start() {
        thread = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                try {
                    Thread.sleep(2000);
                } catch (InterruptedException e) {
                    return;
                }
                print();
            }
        }, "lbsim-" + what + "-progress");
        thread.setDaemon(true);
        thread.start();
    }

    void finish() {
        if (thread != null) {
            thread.interrupt();
            try {
                thread.join(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        print();
    }

    private synchronized void print() {
        long d = done.getAsLong();
        if (d == shown) {
            return;
        }
        shown = d;
        synchronized (err) {
            err.println("lbsim: " + what + ": " + (total > 0 ? d + " of " + total + " runs" : d + " runs so far"));
            err.flush();
        }
    }
}
