package lbsim.run;

import java.util.ArrayList;
import java.util.List;

import lbsim.core.app.WorkStealing;
import lbsim.core.dist.Distribution;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;
import lbsim.run.outcome.AppResult;
import lbsim.run.outcome.MasterSlaveSummary;

/** The {@code work-stealing} strategy: decentralised work stealing among the slaves (the master host is not used). */
final class WorkStealingBinding {

    private WorkStealingBinding() {
    }

    static void bind(Binding b, Scenario scenario, MasterSlaveApplication ms, Distribution cost) {
        if (ms.getUnits() > Integer.MAX_VALUE) {
            b.problem(ms, "work stealing handles at most " + Integer.MAX_VALUE + " units, got " + ms.getUnits(),
                    "validParameters");
            return;
        }
        WorkStealing.Parameters params;
        try {
            params = new WorkStealing.Parameters((int) ms.getUnits(),
                    cost == null ? new lbsim.core.dist.Constant(0) : cost, 1, WorkStealing.VictimChoice.ROUND_ROBIN,
                    ms.getRequestBytes(), ms.getWorkBytesFixed(), ms.getWorkBytesPerUnit(), ms.getRequestBytes(),
                    Double.POSITIVE_INFINITY);
        } catch (IllegalArgumentException e) {
            b.problem(ms, e.getMessage(), "validParameters");
            return;
        }
        if (cost == null || !PlatformBinder.virtualMachine(b, scenario.getPlatform())) {
            return;
        }
        WorkStealing model = new WorkStealing(params, b.sim.random().stream("master-slave/units"), null);
        List<String> slaveHosts = new ArrayList<>();
        for (lbsim.model.Host h : MasterSlaveBinder.slaves(ms)) {
            slaveHosts.add(h.getName());
        }
        b.apps.add(new PreparedRun.AppBinding() {
            @Override
            public void start() {
                model.start(b.vm, slaveHosts);
            }

            @Override
            public void results(List<AppResult> results) {
                results.add(MasterSlaveSummary.of("work-stealing", model.makespanSeconds(), model.totalWorkSeconds(),
                        model.slaveCount() + model.stealsSucceeded(), model.messages(), b.vm.activity()));
                results.add(MessageTable.matrix(b.vm));
            }
        });
    }
}
