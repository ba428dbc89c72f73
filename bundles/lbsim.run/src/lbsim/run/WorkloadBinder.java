package lbsim.run;

import java.util.ArrayList;
import java.util.List;

import lbsim.core.cpu.Host;
import lbsim.core.dist.Distribution;
import lbsim.core.io.InputFileException;
import lbsim.core.workload.PermanentLoad;
import lbsim.core.workload.PoissonSource;
import lbsim.core.workload.RateFunction;
import lbsim.core.workload.TraceSource;
import lbsim.core.workload.UserBehaviourSource;
import lbsim.core.workload.VaryingRateSource;
import lbsim.model.HostGroup;
import lbsim.model.PoissonLoad;
import lbsim.model.RateInterpolation;
import lbsim.model.TraceLoad;
import lbsim.model.UserState;
import lbsim.model.UserTransition;
import lbsim.model.VaryingRateLoad;
import lbsim.model.Workload;

/**
 * Binds the workloads: one competing-user source per workload, on its host or group. Distribution specs
 * are parsed and rate and trace files read here (relative to the scenario's folder).
 */
final class WorkloadBinder {

    private WorkloadBinder() {
    }

    /** Binds every workload, in order; hosts must be bound first. */
    static void bind(Binding b, List<Workload> workloads) {
        for (int i = 0; i < workloads.size(); i++) {
            Workload w = workloads.get(i);
            String name = w.getName() != null && !w.getName().isBlank() ? w.getName() : "workloads[" + i + "]";
            if (b.sources.containsKey(name)) {
                b.problem(w, "workload name '" + name + "' is used twice; names key the random streams", "uniqueWorkloadNames");
                continue;
            }
            try {
                bindOne(b, w, name, targets(b, w));
            } catch (IllegalArgumentException e) {
                b.problem(w, e.getMessage(), "validParameters");
            }
        }
    }

    private static List<Host> targets(Binding b, Workload w) {
        List<Host> out = new ArrayList<>();
        HostGroup g = w.getGroup();
        if (g != null) {
            for (lbsim.model.Host h : g.getHosts()) {
                out.add(b.hosts.get(h.getName()));
            }
        } else {
            out.add(b.hosts.get(w.getHost().getName()));
        }
        return out;
    }

    private static void bindOne(Binding b, Workload w, String name, List<Host> targets) {
        if (w instanceof lbsim.model.PermanentLoad p) {
            for (Host h : targets) {
                PermanentLoad load = new PermanentLoad(targets.size() == 1 ? name : name + "@" + h.name(), h, p.getCount(),
                        p.getNice());
                load.start();
            }
            b.sources.put(name, null);
        } else if (w instanceof PoissonLoad p) {
            Distribution demand = b.distribution(w, "demand", p.getDemand());
            if (demand != null) {
                b.sources.put(name, new PoissonSource(b.sim, name, targets, p.getRatePerSecond(), demand, p.getNice()));
            }
        } else if (w instanceof VaryingRateLoad v) {
            Distribution demand = b.distribution(w, "demand", v.getDemand());
            RateFunction rate = null;
            try {
                rate = RateFunction.read(b.baseDir.resolve(v.getRateFile()), v.getInterpolation() == RateInterpolation.LINEAR,
                        v.getPeriodSeconds());
            } catch (InputFileException e) {
                b.problem(w, "rateFile: " + e.getMessage(), "readableRateFile");
            }
            if (demand != null && rate != null) {
                b.sources.put(name, new VaryingRateSource(b.sim, name, targets, rate, demand, v.getNice()));
            }
        } else if (w instanceof TraceLoad t) {
            try {
                b.sources.put(name, new TraceSource(b.sim, name, targets,
                        TraceSource.read(b.baseDir.resolve(t.getTraceFile()), targets)));
            } catch (InputFileException e) {
                b.problem(w, "traceFile: " + e.getMessage(), "readableTraceFile");
            }
        } else if (w instanceof lbsim.model.UserBehaviourGraph g) {
            lbsim.core.workload.UserBehaviourGraph.Builder graph = lbsim.core.workload.UserBehaviourGraph.builder();
            boolean ok = true;
            for (UserState s : g.getStates()) {
                Distribution think = b.distribution(s, "thinkTime", s.getThinkTime());
                Distribution demand = b.distribution(s, "demand", s.getDemand());
                ok &= think != null && demand != null;
                if (think != null && demand != null) {
                    graph.state(s.getName(), think, demand, s.getNice());
                }
            }
            if (!ok) {
                return;
            }
            for (UserState s : g.getStates()) {
                for (UserTransition t : s.getTransitions()) {
                    graph.transition(s.getName(), t.getTo(), t.getProbability());
                }
            }
            if (g.getInitialState() != null && !g.getInitialState().isBlank()) {
                graph.initial(g.getInitialState());
            }
            b.sources.put(name, new UserBehaviourSource(b.sim, name, targets, graph.build()));
        } else {
            b.problem(w, "this workload kind is not supported yet", "supportedWorkload");
        }
    }
}
