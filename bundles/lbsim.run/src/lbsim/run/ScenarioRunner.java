package lbsim.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import lbsim.core.app.ObservedTask;
import lbsim.core.cpu.Host;
import lbsim.core.cpu.WeightPolicy;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;
import lbsim.core.engine.StopReason;
import lbsim.core.stats.HostStats;
import lbsim.core.stats.TaskStats;
import lbsim.core.trace.StepSeries;
import lbsim.core.workload.PermanentLoad;
import lbsim.model.Application;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;
import lbsim.model.SchedulerPolicy;
import lbsim.model.Workload;
import lbsim.model.io.ScenarioException;
import lbsim.model.validation.ObjectPaths;
import lbsim.model.validation.ScenarioValidator;

/**
 * Binds a validated scenario to the simulator and runs it: one {@link Host} per host of the platform,
 * the workloads' competing processes, the application's tasks, the run limits and the seed.
 */
public final class ScenarioRunner {

    private ScenarioRunner() {
    }

    /**
     * Validates and runs a scenario.
     *
     * @param scenarioFile the file label used in messages and in summary.json (null if none)
     * @param overrides    the {@code --set} assignments already applied, recorded in the outcome
     * @param seed         the master seed, or null to use the scenario's
     * @param stopper      receives the simulation so another thread can stop it (may be null)
     * @throws ScenarioException if the scenario breaks a validation rule
     * @throws SimulationException if the simulation itself fails
     */
    public static RunOutcome run(Scenario scenario, String scenarioFile, List<String> overrides, Long seed,
            java.util.function.Consumer<Simulation> stopper) throws ScenarioException, SimulationException {
        String label = scenarioFile == null ? "scenario" : scenarioFile;
        ScenarioValidator.check(scenario, label);
        RunSettings settings = scenario.getRun();
        long masterSeed = seed != null ? seed : settings != null ? settings.getSeed() : 1L;
        Simulation sim = new Simulation(masterSeed);
        if (stopper != null) {
            stopper.accept(sim);
        }
        long wallStart = System.nanoTime();
        try {
            Map<String, Host> hosts = new LinkedHashMap<>();
            for (lbsim.model.Host h : scenario.getPlatform().getHosts()) {
                hosts.put(h.getName(), new Host(sim, h.getName(), h.getSpeed(), h.getProcessors(), policy(h.getScheduler())));
            }
            List<Workload> workloads = scenario.getWorkloads();
            for (int i = 0; i < workloads.size(); i++) {
                Workload w = workloads.get(i);
                String name = w.getName() != null && !w.getName().isEmpty() ? w.getName() : "workloads[" + i + "]";
                Host host = hosts.get(w.getHost().getName());
                if (w instanceof lbsim.model.PermanentLoad p) {
                    new PermanentLoad(name, host, p.getCount(), p.getNice()).start();
                } else {
                    throw new SimulationException(label + ": " + ObjectPaths.label(w) + ": this workload kind is not supported yet");
                }
            }
            List<ObservedTask> tasks = new ArrayList<>();
            Application app = scenario.getApplication();
            if (app instanceof ObservedTaskApplication ota) {
                for (lbsim.model.ObservedTask t : ota.getTasks()) {
                    ObservedTask task = new ObservedTask(sim, t.getName(), hosts.get(t.getHost().getName()),
                            t.getWorkSeconds(), t.getNice(), t.getStartTimeSeconds());
                    task.start();
                    tasks.add(task);
                }
            } else {
                throw new SimulationException(label + ": application " + (app == null ? "missing" : app.eClass().getName())
                        + " is not supported yet");
            }
            StopReason reason = sim.run(limits(settings));
            double wall = (System.nanoTime() - wallStart) / 1e9;
            List<TaskStats> taskStats = new ArrayList<>();
            Map<String, StepSeries> shares = new LinkedHashMap<>();
            for (ObservedTask t : tasks) {
                taskStats.add(t.stats());
                shares.put(t.name(), t.shareHistory());
            }
            List<HostStats> hostStats = new ArrayList<>();
            for (Host h : hosts.values()) {
                h.update();
                hostStats.add(h.stats(sim.now()));
            }
            return new RunOutcome(scenario.getName(), scenarioFile, List.copyOf(overrides), masterSeed, reason, sim.now(),
                    sim.eventsProcessed(), wall, taskStats, hostStats, shares);
        } catch (RuntimeException e) {
            throw new SimulationException(label + ": simulation failed at virtual time " + sim.now() + " s: " + e, e);
        }
    }

    static WeightPolicy policy(SchedulerPolicy p) {
        return switch (p) {
            case LINUX_20 -> WeightPolicy.LINUX_2_0;
            case EQUAL -> WeightPolicy.EQUAL;
        };
    }

    static RunLimits limits(RunSettings s) {
        RunLimits l = RunLimits.NONE;
        if (s == null) {
            return l;
        }
        if (s.getEndTimeSeconds() > 0) {
            l = l.withEndTime(s.getEndTimeSeconds());
        }
        if (s.getMaxEvents() > 0) {
            l = l.withMaxEvents(s.getMaxEvents());
        }
        if (s.getWallClockLimitSeconds() > 0) {
            l = l.withWallClock(s.getWallClockLimitSeconds());
        }
        return l;
    }
}
