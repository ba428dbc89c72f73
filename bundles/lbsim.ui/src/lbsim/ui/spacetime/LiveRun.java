package lbsim.ui.spacetime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import lbsim.trace.store.TraceStore;
import lbsim.trace.store.TraceStores;

/**
 * A run that is going on, watched in the space-time diagram (issue 27, live diagram): the result folder's trace.lbt it
 * will write ({@link #target}), the trace it is writing and its live snapshot (the command line's {@code lbsim-trace}
 * line), the virtual time reached, and how to stop it. The launch registers one for its target; a {@link
 * SpaceTimeEditor} on that target then reads the snapshot about every second until the run ends, and the finished
 * trace.lbt after. Thread-safe.
 */
public final class LiveRun {

    private static final Map<Path, LiveRun> RUNS = new HashMap<>();

    private final Path target;
    private final Path trace;
    private final Path live;
    private final DoubleSupplier virtualTime;
    private final Runnable stop;
    private volatile String ended;

    /**
     * @param target      the result folder's trace.lbt the run will write
     * @param trace       the trace being written (in the spool beside the folder)
     * @param live        its live snapshot
     * @param virtualTime the virtual time reached, seconds (NaN: not known)
     * @param stop        stops the run (the launch's Terminate)
     */
    public LiveRun(Path target, Path trace, Path live, DoubleSupplier virtualTime, Runnable stop) {
        this.target = target.toAbsolutePath().normalize();
        this.trace = trace;
        this.live = live;
        this.virtualTime = virtualTime;
        this.stop = stop;
    }

    /** Makes this the run an editor on its target follows (replacing an earlier one of the same target). */
    public void register() {
        synchronized (RUNS) {
            RUNS.put(target, this);
        }
    }

    /** The run going on for trace file {@code target}, or null. */
    public static LiveRun of(Path target) {
        if (target == null) {
            return null;
        }
        synchronized (RUNS) {
            LiveRun r = RUNS.get(target.toAbsolutePath().normalize());
            return r != null && r.running() ? r : null;
        }
    }

    /** The result folder's trace.lbt the run will write. */
    public Path target() {
        return target;
    }

    /** The live snapshot file. */
    public Path snapshot() {
        return live;
    }

    /** Whether the run has written a snapshot that can be opened. */
    public boolean readable() {
        return Files.isRegularFile(live);
    }

    /** Opens the run as far as its latest snapshot. */
    TraceStore open() throws IOException {
        return TraceStores.openLive(trace, live);
    }

    /** Whether the run has not ended yet. */
    public boolean running() {
        return ended == null;
    }

    /** Says that the run ended with {@code status} (completed, stopped, failed, ...); editors stop following it. */
    public void ended(String status) {
        ended = status == null ? "ended" : status;
        synchronized (RUNS) {
            RUNS.remove(target, this);
        }
    }

    /** How the run ended, or null while it goes. */
    public String endedStatus() {
        return ended;
    }

    /** Stops the run (as the launch's Terminate does); the run then writes nothing. */
    public void stop() {
        stopping = true;
        stop.run();
    }

    private volatile boolean stopping;

    /** Whether {@link #stop} was asked for (the run may not have ended yet). */
    public boolean stopping() {
        return stopping;
    }

    /** The virtual time reached, seconds; NaN when not known. */
    public double virtualTime() {
        return virtualTime.getAsDouble();
    }

    /** The text of the line above a live diagram: "Running: t = 12.5 s; ..." or how it ended. */
    String describe(double shownUpTo) {
        double t = virtualTime();
        String now = Double.isNaN(t) ? "" : ", t = " + seconds(t);
        if (ended == null) {
            return "Running" + (Double.isNaN(t) ? "" : ": the run is at t = " + seconds(t)) + ", the diagram shows it up to "
                    + seconds(shownUpTo);
        }
        return switch (ended) {
            case "completed" -> "Completed: reading the final trace.";
            case "stopped" -> "Stopped" + now + ": no result written (an earlier one is kept); shown up to "
                    + seconds(shownUpTo);
            default -> "The run " + ended + now + "; shown up to " + seconds(shownUpTo);
        };
    }

    /** The part name's suffix: " (running, t = 12.5 s)" (the time the diagram shows the run up to), " (stopped)". */
    String titleSuffix(double shownUpTo) {
        if (ended == null) {
            return " (running, t = " + seconds(shownUpTo) + ")";
        }
        return "completed".equals(ended) ? "" : " (" + ended + ")";
    }

    static String seconds(double s) {
        return String.format(Locale.ROOT, "%.4g s", s);
    }

    /** The line above a live diagram: what it shows, and a Stop button while the run goes. */
    static Composite bar(Composite parent, LiveRun run, double shownUpTo) {
        Composite row = new Composite(parent, SWT.NONE);
        GridLayout l = new GridLayout(2, false);
        l.marginHeight = 2;
        row.setLayout(l);
        row.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Label text = new Label(row, SWT.NONE);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        text.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_BLUE));
        Button stop = new Button(row, SWT.PUSH);
        stop.setText("Stop");
        stop.setToolTipText("Stop the run (as Terminate does): lbsim writes no result and keeps an earlier one");
        stop.addListener(SWT.Selection, e -> {
            stop.setEnabled(false);
            run.stop(); // the editor's next look at the run disables Stop the Run too
        });
        update(row, run, shownUpTo);
        return row;
    }

    /** Shows the run's state now in a {@link #bar}. */
    static void update(Composite row, LiveRun run, double shownUpTo) {
        if (row == null || row.isDisposed()) {
            return;
        }
        Label text = (Label) row.getChildren()[0];
        Button stop = (Button) row.getChildren()[1];
        String s = run.describe(shownUpTo);
        if (!s.equals(text.getText())) {
            text.setText(s);
            row.layout(true);
        }
        if ((!run.running() || run.stopping()) && stop.getEnabled()) {
            stop.setEnabled(false);
        }
    }

    /** The Stop button of a {@link #bar} (for tests: as a user presses it). */
    static Button stopButton(Composite row) {
        return (Button) row.getChildren()[1];
    }
}
