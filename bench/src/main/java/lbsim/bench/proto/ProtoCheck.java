package lbsim.bench.proto;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import lbsim.core.engine.EventHandler;
import lbsim.core.engine.RunLimits;
import lbsim.core.engine.Simulation;

/**
 * Differential check of {@link ProtoSimulation} against lbsim's {@link Simulation}: the same random mix
 * of schedule (many equal times, zero delays), cancel, reschedule, isPending and run with limits, from
 * inside handlers and from outside, must give the same trace of (time, tag) and the same return values.
 * {@code BenchMain proto-check [seeds]}; prints one line and exits 1 on the first difference.
 */
public final class ProtoCheck {

    private ProtoCheck() {
    }

    /** The operations both simulations offer. */
    private interface Sim {
        long schedule(double time, EventHandler h, int tag);

        boolean cancel(long handle);

        boolean reschedule(long handle, double time);

        boolean isPending(long handle);

        double now();

        int pending();

        String run(RunLimits limits);
    }

    private static Sim of(Simulation s) {
        return new Sim() {
            public long schedule(double t, EventHandler h, int tag) { return s.schedule(t, h, tag); }
            public boolean cancel(long x) { return s.cancel(x); }
            public boolean reschedule(long x, double t) { return s.reschedule(x, t); }
            public boolean isPending(long x) { return s.isPending(x); }
            public double now() { return s.now(); }
            public int pending() { return s.pendingEvents(); }
            public String run(RunLimits l) { return s.run(l).name(); }
        };
    }

    private static Sim of(ProtoSimulation s) {
        return new Sim() {
            public long schedule(double t, EventHandler h, int tag) { return s.schedule(t, h, tag); }
            public boolean cancel(long x) { return s.cancel(x); }
            public boolean reschedule(long x, double t) { return s.reschedule(x, t); }
            public boolean isPending(long x) { return s.isPending(x); }
            public double now() { return s.now(); }
            public int pending() { return s.pendingEvents(); }
            public String run(RunLimits l) { return s.run(l).name(); }
        };
    }

    /** Drives one simulation with its own random stream; both drivers must write the same trace. */
    private static final class Driver implements EventHandler {
        final Sim sim;
        final SplittableRandom rnd;
        final List<Long> handles = new ArrayList<>();
        final StringBuilder trace = new StringBuilder();
        int nextTag;

        Driver(Sim sim, long seed) {
            this.sim = sim;
            this.rnd = new SplittableRandom(seed);
        }

        double delay() {
            return rnd.nextInt(4) == 0 ? 0.0 : rnd.nextInt(1, 6) * 0.5; // lots of equal times
        }

        long pick() {
            return handles.isEmpty() ? 0 : handles.get(rnd.nextInt(handles.size()));
        }

        void randomOp() {
            int op = rnd.nextInt(10);
            if (op < 5) {
                handles.add(sim.schedule(sim.now() + delay(), this, nextTag++));
            } else if (op < 7) {
                trace.append('c').append(sim.cancel(pick()) ? 1 : 0);
            } else if (op < 9) {
                trace.append('r').append(sim.reschedule(pick(), sim.now() + delay()) ? 1 : 0);
            } else {
                trace.append('p').append(sim.isPending(pick()) ? 1 : 0);
            }
            if (handles.size() > 4096) {
                handles.subList(0, 2048).clear();
            }
        }

        @Override
        public void handleEvent(int tag) {
            trace.append('\n').append(sim.now()).append(' ').append(tag).append(' ').append(sim.pending());
            int ops = rnd.nextInt(4);
            for (int i = 0; i < ops; i++) {
                randomOp();
            }
        }
    }

    public static void main(String[] args) {
        int seeds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        long events = 0;
        for (long seed = 1; seed <= seeds; seed++) {
            Driver a = new Driver(of(new Simulation(seed)), seed);
            Driver b = new Driver(of(new ProtoSimulation()), seed);
            for (Driver d : new Driver[] {a, b}) {
                for (int i = 0; i < 50; i++) {
                    d.randomOp();
                }
                for (int chunk = 0; chunk < 40; chunk++) {
                    String why = d.sim.run(chunk % 3 == 0 ? RunLimits.NONE.withEndTime(d.sim.now() + 2.5)
                            : RunLimits.NONE.withMaxEvents(d.rnd.nextInt(1, 300)));
                    d.trace.append("\nrun ").append(why).append(' ').append(d.sim.now());
                    for (int i = 0; i < 20; i++) {
                        d.randomOp();
                    }
                }
                d.trace.append("\nend ").append(d.sim.run(RunLimits.NONE)).append(' ').append(d.sim.now());
            }
            String ta = a.trace.toString();
            String tb = b.trace.toString();
            if (!ta.equals(tb)) {
                int i = 0;
                while (i < Math.min(ta.length(), tb.length()) && ta.charAt(i) == tb.charAt(i)) {
                    i++;
                }
                int from = Math.max(0, ta.lastIndexOf('\n', Math.max(0, i - 200)));
                System.out.println("proto-check: seed " + seed + " differs at char " + i + "\n--- lbsim:\n"
                        + ta.substring(from, Math.min(ta.length(), i + 100)) + "\n--- proto:\n"
                        + tb.substring(from, Math.min(tb.length(), i + 100)));
                System.exit(1);
            }
            events += ta.chars().filter(c -> c == '\n').count();
        }
        System.out.println("proto-check: " + seeds + " seeds, " + events + " trace lines, ProtoSimulation == Simulation");
    }
}
