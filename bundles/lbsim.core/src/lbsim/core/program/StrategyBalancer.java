package lbsim.core.program;

import lbsim.api.LoadBalancer;
import lbsim.api.PvmException;
import lbsim.core.balance.Strategy;

/** A {@link lbsim.core.balance.Strategy} as a real program's {@link LoadBalancer}; used from its task's thread only. */
final class StrategyBalancer implements LoadBalancer {

    private final Strategy strategy;
    private final ProgramTask owner;
    private final int slaves;

    StrategyBalancer(Strategy strategy, ProgramTask owner, int slaves) {
        this.strategy = strategy;
        this.owner = owner;
        this.slaves = slaves;
    }

    @Override
    public String name() {
        return strategy.name();
    }

    @Override
    public long chunk(int slave, long remaining) {
        owner.checkThread("LoadBalancer.chunk");
        checkSlave(slave);
        if (remaining <= 0) {
            throw new PvmException("LoadBalancer.chunk: remaining units must be > 0, got " + remaining);
        }
        long n;
        try {
            n = strategy.chunk(slave, remaining, owner.virtualTime());
        } catch (RuntimeException e) {
            throw new PvmException("strategy '" + strategy.name() + "' failed: " + e, e);
        }
        if (n < 0 || n > remaining) { // e.g. Long.MAX_VALUE: a program would hand out units that do not exist
            throw new PvmException("strategy '" + strategy.name() + "' gave slave " + slave + " a chunk of " + n
                    + " units with " + remaining + " left (a chunk is 0.." + remaining + ")");
        }
        return n;
    }

    @Override
    public void finished(int slave, long units, double seconds) {
        owner.checkThread("LoadBalancer.finished");
        checkSlave(slave);
        try {
            strategy.finished(slave, units, seconds);
        } catch (RuntimeException e) {
            throw new PvmException("strategy '" + strategy.name() + "' failed: " + e, e);
        }
    }

    private void checkSlave(int slave) {
        if (slave < 0 || slave >= slaves) {
            throw new PvmException("LoadBalancer: slave index " + slave + " is outside 0.." + (slaves - 1));
        }
    }
}
