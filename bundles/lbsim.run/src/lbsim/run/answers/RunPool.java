package lbsim.run.answers;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.run.RunOutcome;
import lbsim.run.ScenarioRunner;
import lbsim.run.SimulationException;
import lbsim.run.outcome.MasterSlaveSummary;

/**
 * Runs master-slave scenarios without a trace on a few threads and keeps their summary figures, by job
 * index (so results do not depend on the number of threads). Each job builds its own scenario (EMF
 * models are not thread-safe). The first problem in job order is thrown; a cancel stops the running
 * simulations and throws {@link CancellationException}.
 */
final class RunPool {

    /** One run: the scenario to simulate (a fresh copy) and its seed. */
    interface Job {
        Scenario scenario() throws ScenarioException;

        long seed();
    }

    /**
     * What a run gave.
     *
     * @param makespanSeconds     the master-slave makespan
     * @param workSeconds         total work in reference CPU seconds
     * @param schedulingMessages  scheduling messages
     * @param joules              the metered hosts' energy (NaN when no host has a power model)
     */
    record Result(double makespanSeconds, double workSeconds, double schedulingMessages, double joules) {
    }

    /** Called after each finished run with the number done so far (from a worker thread). */
    interface Progress {
        void done(int runs);
    }

    private RunPool() {
    }

    /**
     * Runs the jobs on up to {@code threads} threads.
     *
     * @throws ScenarioException     the first job (in order) whose scenario is invalid
     * @throws SimulationException   the first job whose run failed, deadlocked or has no makespan
     * @throws CancellationException when {@code cancelled} turned true
     */
    static Result[] run(List<Job> jobs, String label, int threads, BooleanSupplier cancelled, Progress progress)
            throws ScenarioException, SimulationException {
        int n = jobs.size();
        Result[] results = new Result[n];
        Exception[] problems = new Exception[n];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicInteger firstProblem = new AtomicInteger(Integer.MAX_VALUE);
        Map<Integer, Simulation> live = new ConcurrentHashMap<>();
        Runnable worker = () -> {
            for (int k = next.getAndIncrement(); k < n && k < firstProblem.get() && !cancelled.getAsBoolean();
                    k = next.getAndIncrement()) {
                int index = k;
                try {
                    Job job = jobs.get(index);
                    RunOutcome o = ScenarioRunner.prepare(job.scenario(), label, job.seed()).withoutTrace()
                            .run(List.of(), sim -> live.put(index, sim));
                    live.remove(index);
                    if (o.stopReason() == StopReason.STOPPED && cancelled.getAsBoolean()) {
                        return;
                    }
                    if (o.deadlocked()) {
                        throw new SimulationException(label + ": deadlock at " + o.simulatedEndSeconds() + " s: "
                                + String.join("; ", o.deadlock()));
                    }
                    MasterSlaveSummary ms = o.result(MasterSlaveSummary.class).orElseThrow(
                            () -> new SimulationException(label + ": the run has no master-slave summary"));
                    if (!Double.isFinite(ms.makespanSeconds())) {
                        throw new SimulationException(label + ": the run ended at " + o.simulatedEndSeconds()
                                + " s before the master received every result (stop reason " + o.stopReason() + ")");
                    }
                    double joules = o.result(lbsim.run.outcome.EnergySummary.class).map(e -> e.totalJoules()).orElse(Double.NaN);
                    results[index] = new Result(ms.makespanSeconds(), ms.workSeconds(), ms.schedulingMessages(), joules);
                    progress.done(done.incrementAndGet());
                } catch (ScenarioException | SimulationException | RuntimeException e) {
                    problems[index] = e;
                    firstProblem.accumulateAndGet(index, Math::min);
                } finally {
                    live.remove(index);
                }
            }
        };
        List<Thread> workers = new ArrayList<>();
        for (int t = 1; t < Math.max(1, Math.min(threads, n)); t++) {
            Thread w = new Thread(worker, "lbsim-answers-" + t);
            w.setDaemon(true);
            w.start();
            workers.add(w);
        }
        Thread watcher = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                if (cancelled.getAsBoolean()) {
                    live.values().forEach(Simulation::stop);
                }
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "lbsim-answers-cancel");
        watcher.setDaemon(true);
        watcher.start();
        try {
            worker.run();
            for (Thread w : workers) {
                w.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } finally {
            watcher.interrupt();
        }
        for (Exception e : problems) { // in job order: deterministic
            if (e instanceof ScenarioException se) {
                throw se;
            } else if (e instanceof SimulationException se) {
                throw se;
            } else if (e instanceof RuntimeException re) {
                throw re;
            }
        }
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("stopped");
        }
        return results;
    }
}
