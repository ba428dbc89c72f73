package lbsim.run;

import java.util.ArrayList;
import java.util.List;

import lbsim.core.app.MasterSlave;
import lbsim.core.balance.Strategies;
import lbsim.core.balance.Strategy;
import lbsim.core.dist.Distribution;
import lbsim.core.stats.TaskActivity;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;
import lbsim.run.outcome.AppResult;
import lbsim.run.outcome.MasterSlaveSummary;

/**
 * A stochastic master-slave application ({@link MasterSlaveSummary}, matrix.csv). Strategies with their
 * own binding come from {@link MasterSlaveStrategies}; every other spec is a central master's strategy.
 */
final class MasterSlaveBinder implements ApplicationBinder<MasterSlaveApplication> {

    @Override
    public void bind(Binding b, Scenario scenario, MasterSlaveApplication ms) {
        Distribution cost = b.distribution(ms, "unitCost", ms.getUnitCost());
        MasterSlaveStrategies.Entry entry = MasterSlaveStrategies.find(ms);
        if (entry != null) {
            entry.factory().bind(b, scenario, ms, cost);
            return;
        }
        boolean byClass = ms.getStrategyClass() != null && !ms.getStrategyClass().isBlank();
        Strategy strategy = null;
        try {
            strategy = byClass ? Strategies.load(ms.getStrategyClass().trim(), ScenarioRunner.class.getClassLoader())
                    : strategy(ms.getStrategy());
        } catch (IllegalArgumentException e) {
            b.problem(ms, byClass ? lbsim.model.ModelPackage.Literals.MASTER_SLAVE_APPLICATION__STRATEGY_CLASS
                    : lbsim.model.ModelPackage.Literals.MASTER_SLAVE_APPLICATION__STRATEGY,
                    (byClass ? "strategyClass: " : "strategy: ") + e.getMessage(), "validStrategy");
        }
        MasterSlave.Parameters params = null;
        try {
            params = new MasterSlave.Parameters(ms.getUnits(), cost == null ? new lbsim.core.dist.Constant(0) : cost,
                    ms.getRequestBytes(), ms.getWorkBytesFixed(), ms.getWorkBytesPerUnit(), ms.getResultBytesFixed(),
                    ms.getResultBytesPerUnit(), ms.getMasterOverheadSeconds(), ms.getRounds(), ms.getNeighbourBytes());
        } catch (IllegalArgumentException e) {
            b.problem(ms, e.getMessage(), "validParameters");
        }
        if (cost == null || strategy == null || params == null || !PlatformBinder.virtualMachine(b, scenario.getPlatform())) {
            return;
        }
        MasterSlave model = new MasterSlave(params, strategy, b.sim.random().stream("master-slave/units"));
        model.setFailureDetection(ms.getFailureDetectionSeconds(), ms.isRejoin());
        List<String> slaveHosts = new ArrayList<>();
        List<lbsim.model.Host> taking = slaves(ms);
        double[] speeds = new double[taking.size()];
        for (int i = 0; i < speeds.length; i++) {
            lbsim.model.Host h = taking.get(i);
            slaveHosts.add(h.getName());
            speeds[i] = speedOf(h);
        }
        String masterHost = ms.getMaster().getName();
        b.apps.add(new PreparedRun.AppBinding() {
            @Override
            public void start() {
                model.start(b.vm, masterHost, slaveHosts, speeds);
            }

            @Override
            public void results(List<AppResult> results) {
                List<TaskActivity> slaves = b.vm.activity().subList(model.firstSlaveTid(), b.vm.taskCount());
                results.add(MasterSlaveSummary.of(model.strategyName(), model.makespanSeconds(), model.totalWorkSeconds(),
                        model.chunks(), model.schedulingMessages(), slaves));
                results.add(MessageTable.matrix(b.vm));
            }
        });
    }

    /**
     * The slaves that take part: the first {@code slaveCount} hosts of the application's list, or all of them
     * when it is 0 (validation keeps it in 0..the list's size).
     */
    static List<lbsim.model.Host> slaves(MasterSlaveApplication ms) {
        int k = ms.getSlaveCount();
        List<lbsim.model.Host> all = ms.getSlaves();
        return k > 0 && k < all.size() ? all.subList(0, k) : all;
    }

    /** The speed a strategy is told: the speed of the host's pstate when it has several, else its speed. */
    static double speedOf(lbsim.model.Host h) {
        double[] speeds = lbsim.model.validation.HostDynamicsRules.pstateSpeeds(h);
        return speeds != null && h.getPstate() >= 0 && h.getPstate() < speeds.length && h.getPstateSpeeds() != null
                && !h.getPstateSpeeds().isBlank() ? speeds[h.getPstate()] : h.getSpeed();
    }

    /** A built-in strategy by spec, else one contributed through the extension point inside Eclipse. */
    private static Strategy strategy(String spec) {
        try {
            return Strategies.create(spec);
        } catch (IllegalArgumentException unknown) {
            if (spec != null && ScenarioRunner.registryAvailable()) {
                Strategy contributed = StrategyExtensions.create(spec.trim());
                if (contributed != null) {
                    return contributed;
                }
            }
            throw unknown;
        }
    }
}
