package lbsim.core.app;

import lbsim.core.cpu.Host;
import lbsim.core.cpu.Job;
import lbsim.core.cpu.JobKind;
import lbsim.core.engine.EventHandler;
import lbsim.core.engine.Simulation;
import lbsim.core.stats.TaskStats;
import lbsim.core.trace.StepSeries;

/**
 * The simplest application: a task that needs a fixed amount of reference CPU work on one host at a
 * given nice level, starting at a given time. What it receives shows how competing load slows it down.
 */
public final class ObservedTask implements EventHandler {

    private final Simulation sim;
    private final String name;
    private final Host host;
    private final double workSeconds;
    private final int nice;
    private final double startSeconds;
    private Job job;
    private Runnable onFinished;

    /**
     * @throws IllegalArgumentException for work that is not a positive finite number, a negative or
     *                                  non-finite start time, or a nice level outside -20..19
     */
    public ObservedTask(Simulation sim, String name, Host host, double workSeconds, int nice, double startSeconds) {
        if (!(workSeconds > 0) || Double.isInfinite(workSeconds)) {
            throw new IllegalArgumentException("task '" + name + "': work must be > 0 s and finite, got " + workSeconds);
        }
        if (!(startSeconds >= 0) || Double.isInfinite(startSeconds)) {
            throw new IllegalArgumentException("task '" + name + "': start time must be >= 0 s, got " + startSeconds);
        }
        host.policy().weight(nice);
        this.sim = sim;
        this.name = name;
        this.host = host;
        this.workSeconds = workSeconds;
        this.nice = nice;
        this.startSeconds = startSeconds;
    }

    /** Schedules the task's start. Call once, before the run. */
    public void start() {
        sim.schedule(startSeconds, this, 0);
    }

    /** Sets what to run when the task has received all its work (e.g. ending the run). */
    public void onFinished(Runnable action) {
        this.onFinished = action;
    }

    @Override
    public void handleEvent(int tag) {
        job = host.submit(name, workSeconds, nice, JobKind.APPLICATION, j -> {
            if (onFinished != null) {
                onFinished.run();
            }
        });
    }

    public String name() {
        return name;
    }

    public Host host() {
        return host;
    }

    /** Its CPU job once started; null before. */
    public Job job() {
        return job;
    }

    /** Its share of one processor over time; an empty series before it started. */
    public StepSeries shareHistory() {
        return job == null ? new StepSeries() : job.shareHistory();
    }

    /**
     * What it received up to now (brings its host up to date first, so an unfinished task's CPU time
     * counts up to the current virtual time).
     */
    public TaskStats stats() {
        if (job == null) {
            return new TaskStats(name, host.name(), nice, Double.NaN, Double.NaN, workSeconds, 0, Double.NaN);
        }
        host.update();
        double end = job.endTime();
        double until = Double.isNaN(end) ? sim.now() : end;
        double elapsed = until - job.submitTime();
        double cpu = job.cpuSeconds();
        return new TaskStats(name, host.name(), nice, job.submitTime(), end, workSeconds, cpu,
                elapsed > 0 ? cpu / elapsed : Double.NaN);
    }
}
