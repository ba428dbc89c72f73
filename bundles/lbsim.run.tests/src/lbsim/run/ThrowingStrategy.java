package lbsim.run;

import lbsim.core.balance.Strategy;

/** A user strategy that fails on its fifth request (loaded by class name in {@link FailingStrategyTest}). */
public final class ThrowingStrategy implements Strategy {

    private int requests;

    @Override
    public String name() {
        return "throwing";
    }

    @Override
    public void start(long units, double[] speeds) {
        requests = 0;
    }

    @Override
    public long chunk(int slave, long remaining, double now) {
        if (++requests == 5) {
            throw new IllegalStateException("strategy bug on request 5");
        }
        return 1;
    }
}
