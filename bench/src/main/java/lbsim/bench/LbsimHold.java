package lbsim.bench;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/**
 * The hold model on lbsim's {@link Simulation}: one long-lived handler, the tag names the event (the
 * way lbsim models are written), each event reschedules itself with {@code scheduleIn}.
 */
final class LbsimHold implements HoldModel, EventHandler {

    private Simulation sim;
    private double[] inc;
    private int mask;
    private int cursor;

    @Override
    public String name() {
        return "lbsim";
    }

    @Override
    public void setUp(int pending, double[] increments) {
        sim = new Simulation(1);
        inc = increments;
        mask = increments.length - 1;
        cursor = 0;
        for (int i = 0; i < pending; i++) {
            sim.schedule(inc[cursor++ & mask], this, i);
        }
    }

    @Override
    public void handleEvent(int tag) {
        sim.scheduleIn(inc[cursor++ & mask], this, tag);
    }

    @Override
    public void hold(long events) {
        sim.run(RunLimits.NONE.withMaxEvents(events));
    }

    @Override
    public double now() {
        return sim.now();
    }

    @Override
    public void tearDown() {
        sim = null;
    }
}
