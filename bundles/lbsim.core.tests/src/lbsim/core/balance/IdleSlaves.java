package lbsim.core.balance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * A minimal master for strategy tests: P slaves with no competing load and messages that cost nothing.
 * A request is answered at once; a unit costs {@code secondsPerUnit / speed} on a slave; a slave asks again
 * the moment its chunk is done. A slave that gets 0 asks again when any other chunk finishes, and stops
 * once no unit is left. At time 0 the slaves ask in index order; finishes at the same time are processed
 * in hand-out order, each finishing slave asking before the waiting ones are woken (in index order).
 * <p>
 * Every answer is checked against the protocol as it happens: {@code 0 <= chunk <= remaining}, and the
 * run must hand out all units (a run where every slave waits with units left fails as a stall).
 */
final class IdleSlaves {

    /** One answer of the strategy, in the order asked. */
    record Handout(int slave, long units, long remainingBefore, double timeSeconds) {
    }

    /** The outcome of a run. */
    record Run(List<Handout> handouts, double makespanSeconds, long[] unitsPerSlave) {

        /** The sizes of the non-zero chunks in hand-out order. */
        long[] chunkSizes() {
            return handouts.stream().filter(h -> h.units() > 0).mapToLong(Handout::units).toArray();
        }

        /** The number of answers that were 0. */
        long zeros() {
            return handouts.stream().filter(h -> h.units() == 0).count();
        }
    }

    private record Finish(double time, long seq, int slave, long units, double handedOutAt) {
    }

    private IdleSlaves() {
    }

    /** A run on {@code slaves} slaves of speed 1. */
    static Run run(Strategy strategy, long units, int slaves, double secondsPerUnit) {
        double[] speeds = new double[slaves];
        java.util.Arrays.fill(speeds, 1.0);
        return run(strategy, units, speeds, secondsPerUnit);
    }

    /** A run on slaves of the given speeds (a slave of speed s takes {@code secondsPerUnit / s} per unit). */
    static Run run(Strategy strategy, long units, double[] speeds, double secondsPerUnit) {
        Master m = new Master(strategy, units, speeds, secondsPerUnit);
        return m.run();
    }

    private static final class Master {
        private final Strategy strategy;
        private final long units;
        private final double[] speeds;
        private final double secondsPerUnit;
        private final PriorityQueue<Finish> calendar = new PriorityQueue<>((a, b) -> a.time() != b.time()
                ? Double.compare(a.time(), b.time()) : Long.compare(a.seq(), b.seq()));
        private final boolean[] waiting;
        private final long[] perSlave;
        private final List<Handout> handouts = new ArrayList<>();
        private long remaining;
        private long seq;

        Master(Strategy strategy, long units, double[] speeds, double secondsPerUnit) {
            this.strategy = strategy;
            this.units = units;
            this.speeds = speeds;
            this.secondsPerUnit = secondsPerUnit;
            this.waiting = new boolean[speeds.length];
            this.perSlave = new long[speeds.length];
            this.remaining = units;
        }

        Run run() {
            strategy.start(units, speeds.clone());
            for (int s = 0; s < speeds.length; s++) {
                request(s, 0.0);
            }
            double makespan = 0;
            while (!calendar.isEmpty()) {
                Finish f = calendar.poll();
                makespan = f.time();
                strategy.finished(f.slave(), f.units(), f.time() - f.handedOutAt());
                request(f.slave(), f.time());
                for (int s = 0; s < waiting.length; s++) {
                    if (waiting[s]) {
                        waiting[s] = false;
                        request(s, f.time());
                    }
                }
            }
            if (remaining != 0) {
                fail(strategy.name() + " stalled: " + remaining + " of " + units + " units left, every slave waiting");
            }
            long total = 0;
            for (long u : perSlave) {
                total += u;
            }
            assertEquals(units, total, "units handed out in total");
            return new Run(List.copyOf(handouts), makespan, perSlave.clone());
        }

        private void request(int slave, double now) {
            if (remaining == 0) {
                return;
            }
            long k = strategy.chunk(slave, remaining, now);
            long before = remaining;
            handouts.add(new Handout(slave, k, before, now));
            assertTrue(k >= 0 && k <= before, strategy.name() + " gave " + k + " with " + before + " remaining");
            if (k == 0) {
                waiting[slave] = true;
                return;
            }
            remaining -= k;
            perSlave[slave] += k;
            calendar.add(new Finish(now + k * secondsPerUnit / speeds[slave], seq++, slave, k, now));
        }
    }
}
