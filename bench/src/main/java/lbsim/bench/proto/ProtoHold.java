package lbsim.bench.proto;

import lbsim.bench.HoldModel;
import lbsim.core.engine.EventHandler;
import lbsim.core.engine.RunLimits;

/** The hold model on {@link ProtoSimulation}, written exactly like {@code LbsimHold}. */
public final class ProtoHold implements HoldModel, EventHandler {

    private ProtoSimulation sim;
    private double[] inc;
    private int mask;
    private int cursor;

    @Override
    public String name() {
        return "proto";
    }

    @Override
    public void setUp(int pending, double[] increments) {
        sim = new ProtoSimulation();
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
