package lbsim.bench;

import java.util.function.Supplier;

import umontreal.ssj.simevents.Event;
import umontreal.ssj.simevents.Simulator;
import umontreal.ssj.simevents.eventlist.EventList;

/**
 * The hold model on SSJ 3.3.2's {@link Simulator}: N {@link Event} objects, each reschedules itself in
 * {@code actions()}; the run stops with {@link Simulator#stop()} after the requested number of events.
 */
final class SsjHold implements HoldModel {

    private final String name;
    private final Supplier<EventList> eventList;
    private Simulator sim;
    private double[] inc;
    private int mask;
    private int cursor;
    private long processed;
    private long target;

    SsjHold(String name, Supplier<EventList> eventList) {
        this.name = name;
        this.eventList = eventList;
    }

    private final class HoldEvent extends Event {

        HoldEvent(Simulator sim) {
            super(sim);
        }

        @Override
        public void actions() {
            schedule(inc[cursor++ & mask]);
            if (++processed == target) {
                sim.stop();
            }
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void setUp(int pending, double[] increments) {
        sim = new Simulator(eventList.get());
        sim.init();
        inc = increments;
        mask = increments.length - 1;
        cursor = 0;
        processed = 0;
        for (int i = 0; i < pending; i++) {
            new HoldEvent(sim).schedule(inc[cursor++ & mask]);
        }
    }

    @Override
    public void hold(long events) {
        if (events <= 0) {
            return;
        }
        target = processed + events;
        sim.start();
    }

    @Override
    public double now() {
        return sim.time();
    }

    @Override
    public void tearDown() {
        sim = null;
    }
}
