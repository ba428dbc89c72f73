package lbsim.ui.launch;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.ILaunch;

/**
 * The background job of one simulation launch: shows the process's progress (simulated time out of the end time
 * and events, or points and runs), stops the process when cancelled, and when it has ended refreshes the result
 * folder in the workspace, marks the scenario and reports the outcome ({@link RunReport}).
 */
public final class SimulationJob extends Job {

    /** The job family, for {@code IJobManager.join}. */
    public static final Object FAMILY = SimulationJob.class;

    static final int TICKS = 10_000;
    /** How long a stopped process may take to write its last lines before it is killed. */
    private static final long STOP_GRACE_SECONDS = 30;

    private static final Map<ILaunch, SimulationJob> JOBS = new WeakHashMap<>();

    private final ILaunch launch;
    private final SimulationProcess process;
    private final IFile scenario;
    private final Path outFolder;
    private volatile ProgressProtocol.Outcome outcome;
    private volatile boolean stopRequested;
    /** The run as the live diagram follows it, once its trace line came; null before or without one. */
    private volatile lbsim.ui.spacetime.LiveRun liveRun;
    private boolean liveOpened;

    SimulationJob(ILaunch launch, SimulationProcess process, IFile scenario, Path outFolder) {
        super("lbsim: " + scenario.getName());
        this.launch = launch;
        this.process = process;
        this.scenario = scenario;
        this.outFolder = outFolder;
        setUser(false);
        setPriority(LONG);
        synchronized (JOBS) {
            JOBS.put(launch, this);
        }
    }

    /** The job of a launch made by the lbsim Simulation delegate, or null. */
    public static SimulationJob of(ILaunch launch) {
        synchronized (JOBS) {
            return JOBS.get(launch);
        }
    }

    /** The outcome, once the job has finished; null before. */
    public ProgressProtocol.Outcome outcome() {
        return outcome;
    }

    /** The launch this job watches. */
    public ILaunch launch() {
        return launch;
    }

    /** The process, with its transcript. */
    public SimulationProcess process() {
        return process;
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    @Override
    protected void canceling() {
        stopRequested = true;
        process.destroy();
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        Progress progress = new Progress(monitor, getName());
        long stopAt = 0;
        try {
            while (!process.waitFor(250, TimeUnit.MILLISECONDS)) {
                if (monitor.isCanceled() && stopAt == 0) {
                    stopRequested = true;
                    process.destroy();
                    stopAt = System.nanoTime();
                    monitor.subTask("stopping...");
                }
                if (stopAt != 0) {
                    if (System.nanoTime() - stopAt > TimeUnit.SECONDS.toNanos(STOP_GRACE_SECONDS)) {
                        process.destroyForcibly();
                    }
                    continue;
                }
                progress.show(process.progress());
                watchLive();
            }
        } catch (InterruptedException e) {
            process.destroy();
            Thread.currentThread().interrupt();
        }
        outcome = outcome(process.outcome(), exitValue(), stopRequested);
        if (liveRun != null) {
            liveRun.ended(outcome.status());
        }
        finish();
        monitor.done();
        return Status.OK_STATUS; // the outcome is reported by RunReport (dialog, console, markers), not as a job error
    }

    /**
     * Once the process has said where its trace grows, makes the run one the diagram can follow ({@link
     * lbsim.ui.spacetime.LiveRun}), and opens the diagram when the first snapshot is there ({@link RunReport#openLive}).
     */
    private void watchLive() {
        ProgressProtocol.LiveTrace t = process.liveTrace();
        if (liveRun == null && t != null && !t.folder().isEmpty()) {
            lbsim.ui.spacetime.LiveRun r = new lbsim.ui.spacetime.LiveRun(
                    Path.of(t.folder()).resolve(lbsim.trace.TraceFile.NAME), Path.of(t.trace()), Path.of(t.live()),
                    this::virtualTime, this::cancel);
            r.register();
            liveRun = r;
        }
        if (liveRun != null && !liveOpened && liveRun.readable()) {
            liveOpened = true;
            // under Debug As the first snapshot may come at a breakpoint: the source stays in front
            RunReport.openLive(liveRun, !suspended());
        }
    }

    /** Whether the launch's debug target (Debug As) has a suspended thread. */
    private boolean suspended() {
        try {
            for (org.eclipse.debug.core.model.IDebugTarget t : launch.getDebugTargets()) {
                for (org.eclipse.debug.core.model.IThread th : t.getThreads()) {
                    if (th.isSuspended()) {
                        return true;
                    }
                }
            }
        } catch (org.eclipse.debug.core.DebugException e) {
            return false;
        }
        return false;
    }

    /** The virtual time the run has reached, from its last progress line; NaN before the first. */
    private double virtualTime() {
        return process.progress() instanceof ProgressProtocol.SingleRunProgress p ? p.simulatedSeconds() : Double.NaN;
    }

    /** The run as the live diagram follows it; null before the process said where its trace grows, or without that. */
    public lbsim.ui.spacetime.LiveRun liveRun() {
        return liveRun;
    }

    private int exitValue() {
        try {
            return process.exitValue();
        } catch (IllegalThreadStateException e) {
            return -1;
        }
    }

    /**
     * The outcome of a process: its outcome line, or, when it wrote none (it was killed, or it is an older command
     * line), one made from the exit code.
     */
    static ProgressProtocol.Outcome outcome(ProgressProtocol.Outcome written, int exit, boolean stopRequested) {
        if (written != null) {
            return written;
        }
        if (stopRequested || exit == 130 || exit == 143) {
            return new ProgressProtocol.Outcome("stopped", exit, "", "stopped (exit " + exit + ")");
        }
        return switch (exit) {
            case 0 -> new ProgressProtocol.Outcome("completed", 0, "", "completed");
            case 2 -> new ProgressProtocol.Outcome("bad-input", 2, "", "the scenario or the launch settings are invalid");
            default -> new ProgressProtocol.Outcome("failed", exit, "", "the simulation failed (exit " + exit + ")");
        };
    }

    /**
     * What the job's monitor shows of the progress lines. The task begins with the first line: a run with an end
     * time (or an experiment) as a bar of {@link #TICKS} ticks that follows the share of the end time (of the runs)
     * done; a run without one (it ends when its work is done, {@code end_s} 0) as an indeterminate bar, since no
     * share is known, instead of a bar that stays at 0 %. Either way the sub-task names the virtual time reached.
     */
    static final class Progress {
        private final IProgressMonitor monitor;
        private final String name;
        private boolean begun;
        private boolean determinate;
        private int done;

        Progress(IProgressMonitor monitor, String name) {
            this.monitor = monitor;
            this.name = name;
        }

        /** Shows message {@code m} (null: nothing new). */
        void show(ProgressProtocol.Message m) {
            if (!(m instanceof ProgressProtocol.SingleRunProgress) && !(m instanceof ProgressProtocol.ExperimentProgress)) {
                return;
            }
            if (!begun) {
                begun = true;
                determinate = hasEnd(m);
                monitor.beginTask(name, determinate ? TICKS : IProgressMonitor.UNKNOWN);
            }
            if (determinate) {
                int target = (int) Math.min(TICKS, Math.round(fraction(m) * TICKS));
                if (target > done) {
                    monitor.worked(target - done);
                    done = target;
                }
            }
            monitor.subTask(describe(m));
        }

        /** The ticks worked so far (0 for an indeterminate bar). */
        int worked() {
            return done;
        }
    }

    /** Whether the progress line knows its total: a run's end time, an experiment's runs. */
    static boolean hasEnd(ProgressProtocol.Message m) {
        return m instanceof ProgressProtocol.SingleRunProgress s && s.endSeconds() > 0
                || m instanceof ProgressProtocol.ExperimentProgress e && e.runs() > 0;
    }

    /** The share of the work done, 0 to 1. */
    static double fraction(ProgressProtocol.Message m) {
        if (m instanceof ProgressProtocol.SingleRunProgress s) {
            return s.endSeconds() > 0 ? Math.min(1, s.simulatedSeconds() / s.endSeconds()) : 0;
        }
        if (m instanceof ProgressProtocol.ExperimentProgress e) {
            return e.runs() > 0 ? Math.min(1, (double) e.runsDone() / e.runs()) : 0;
        }
        return 0;
    }

    /** The progress as a sub-task text, e.g. "12.5 of 100 s simulated, 123,456 events". */
    static String describe(ProgressProtocol.Message m) {
        if (m instanceof ProgressProtocol.SingleRunProgress s) {
            String end = s.endSeconds() > 0 ? String.format(Locale.ROOT, " of %s", seconds(s.endSeconds())) : "";
            return String.format(Locale.ROOT, "%s%s s simulated, %,d events", seconds(s.simulatedSeconds()), end,
                    s.events());
        }
        if (m instanceof ProgressProtocol.ExperimentProgress e) {
            return String.format(Locale.ROOT, "%d of %d points, %d of %d runs", e.pointsDone(), e.points(), e.runsDone(),
                    e.runs());
        }
        return "";
    }

    private static String seconds(double s) {
        return s == Math.rint(s) && Math.abs(s) < 1e15 ? Long.toString((long) s) : String.format(Locale.ROOT, "%.3g", s);
    }

    /** The result folder: the outcome's, else the one the launch asked for. */
    public Path resultFolder() {
        ProgressProtocol.Outcome o = outcome;
        return o != null && !o.folder().isEmpty() ? Path.of(o.folder()) : outFolder;
    }

    private void finish() {
        refresh(resultFolder());
        try {
            ScenarioMarkers.clear(scenario);
            if (!outcome.completed() && !outcome.stopped()) {
                ScenarioMarkers.mark(scenario, process.problems());
            }
        } catch (CoreException e) {
            // markers are a convenience; the dialog and the console still tell
        }
        RunReport.report(this, scenario, outcome, process.errorLines(), process.problems());
    }

    /** Refreshes the workspace container that holds the folder (so a new folder appears), if it is in the workspace. */
    static void refresh(Path folder) {
        IPath location = IPath.fromOSString(folder.toAbsolutePath().normalize().toString());
        IContainer[] containers = ResourcesPlugin.getWorkspace().getRoot().findContainersForLocationURI(
                location.toFile().toURI());
        for (IContainer c : containers) {
            IContainer parent = c.getParent() != null ? c.getParent() : c;
            while (!parent.exists() && parent.getParent() != null) {
                parent = parent.getParent();
            }
            try {
                parent.refreshLocal(IResource.DEPTH_INFINITE, null);
            } catch (CoreException e) {
                // the folder still exists on disk; a manual refresh shows it
            }
        }
    }

    List<String> errorLines() {
        return process.errorLines();
    }
}
