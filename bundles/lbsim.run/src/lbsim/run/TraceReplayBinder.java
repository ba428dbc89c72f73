package lbsim.run;

import java.util.ArrayList;
import java.util.List;

import lbsim.core.app.TraceReplay;
import lbsim.core.io.InputFileException;
import lbsim.model.Scenario;
import lbsim.model.TraceReplayApplication;
import lbsim.run.outcome.AppResult;
import lbsim.run.outcome.ReplaySummary;

/** Zabel traces replayed on the scenario's platform ({@link ReplaySummary}, matrix.csv). */
final class TraceReplayBinder implements ApplicationBinder<TraceReplayApplication> {

    @Override
    public void bind(Binding b, Scenario scenario, TraceReplayApplication tr) {
        TraceReplay replay;
        try {
            replay = TraceReplay.load(b.baseDir.resolve(tr.getTraces()));
        } catch (InputFileException e) {
            b.problem(tr, "traces: " + e.getMessage(), "readableTraces");
            return;
        }
        List<String> taskHosts = new ArrayList<>();
        for (lbsim.model.Host h : tr.getHosts()) {
            taskHosts.add(h.getName());
        }
        if (taskHosts.size() != replay.taskCount()) {
            b.problem(tr, "hosts names " + taskHosts.size() + " hosts but the trace has " + replay.taskCount()
                    + " tasks (one host per traced task)", "oneHostPerTask");
            return;
        }
        if (!hostsConnected(b, scenario.getPlatform(), tr, replay)) {
            return;
        }
        if (!PlatformBinder.virtualMachine(b, scenario.getPlatform())) {
            return;
        }
        TraceReplay.CpuCosts costs = tr.isUseNetworkCosts() ? TraceReplay.CpuCosts.NETWORK : TraceReplay.CpuCosts.TRACE;
        TraceReplay.Run[] run = new TraceReplay.Run[1];
        b.apps.add(new PreparedRun.AppBinding() {
            @Override
            public void start() {
                run[0] = replay.start(b.vm, taskHosts, tr.getTraceHostSpeed(), costs);
            }

            @Override
            public void results(List<AppResult> results) {
                List<ReplaySummary.Task> tasks = new ArrayList<>();
                for (int i = 0; i < replay.taskCount(); i++) {
                    tasks.add(new ReplaySummary.Task(i, taskHosts.get(i), replay.ops(i).size(), run[0].finishedSeconds(i)));
                }
                results.add(new ReplaySummary(tasks));
                results.add(MessageTable.matrix(b.vm));
            }
        });
    }

    /**
     * Rule hostsConnected for a replay: the hosts of two traced tasks that exchange messages (a send or multicast
     * of one to the other) share a network segment or are joined through gateways; otherwise the first such message
     * would fail the run.
     */
    private static boolean hostsConnected(Binding b, lbsim.model.Platform platform, TraceReplayApplication tr, TraceReplay replay) {
        java.util.Set<Long> checked = new java.util.HashSet<>();
        lbsim.model.validation.SegmentConnections connections = null;
        for (int t = 0; t < replay.taskCount(); t++) {
            for (TraceReplay.Op op : replay.ops(t)) {
                if (op.code() != 's' && op.code() != 'm') {
                    continue;
                }
                for (int d : op.destinations()) {
                    if (d < 0 || d >= replay.taskCount() || !checked.add(Math.min(t, d) * (long) replay.taskCount() + Math.max(t, d))) {
                        continue;
                    }
                    lbsim.model.Host from = tr.getHosts().get(t);
                    lbsim.model.Host to = tr.getHosts().get(d);
                    if (from == to || from.getSegment() != null && from.getSegment() == to.getSegment()) {
                        continue;
                    }
                    if (connections == null) {
                        connections = lbsim.model.validation.SegmentConnections.of(platform, null);
                    }
                    String missing = connections.missing(from, to);
                    if (missing == null) {
                        continue;
                    }
                    b.problem(tr, "hosts '" + from.getName() + "' and '" + to.getName() + "' are not connected: " + missing
                            + ", but traced task " + t + " sends to task " + d + " (line " + op.line() + " of its trace)",
                            "hostsConnected");
                    return false;
                }
            }
        }
        return true;
    }
}
