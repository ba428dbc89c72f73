package lbsim.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class EventCalendarTest {

    /** Records (time, tag) of every event it receives, in order. */
    private static final class Recorder implements EventHandler {
        final Simulation sim;
        final List<double[]> seen = new ArrayList<>();

        Recorder(Simulation sim) {
            this.sim = sim;
        }

        @Override
        public void handleEvent(int tag) {
            seen.add(new double[] { sim.now(), tag });
        }

        List<Integer> tags() {
            List<Integer> t = new ArrayList<>();
            for (double[] s : seen) {
                t.add((int) s[1]);
            }
            return t;
        }
    }

    @Test
    void eventsFireByTimeThenBySchedulingOrder() {
        Simulation sim = new Simulation(1);
        Recorder r = new Recorder(sim);
        sim.schedule(2.0, r, 1);
        sim.schedule(1.0, r, 2);
        sim.schedule(2.0, r, 3);
        sim.schedule(1.0, r, 4);
        sim.schedule(0.5, r, 5);
        assertEquals(StopReason.COMPLETED, sim.run(RunLimits.NONE));
        assertEquals(List.of(5, 2, 4, 1, 3), r.tags());
        assertEquals(2.0, sim.now());
        assertEquals(5, sim.eventsProcessed());
    }

    @Test
    void cancelledEventsNeverFireAndStaleHandlesAreIgnored() {
        Simulation sim = new Simulation(1);
        Recorder r = new Recorder(sim);
        long a = sim.schedule(1.0, r, 1);
        long b = sim.schedule(2.0, r, 2);
        assertTrue(sim.cancel(a));
        assertFalse(sim.cancel(a), "second cancel of the same handle");
        sim.run(RunLimits.NONE);
        assertEquals(List.of(2), r.tags());
        assertFalse(sim.isPending(b), "a fired event is no longer pending");
        assertFalse(sim.cancel(b));
        // the slot of a is reused by the next event; the old handle must not reach it
        long c = sim.schedule(3.0, r, 3);
        assertFalse(sim.cancel(a));
        assertFalse(sim.reschedule(b, 4.0));
        assertTrue(sim.isPending(c));
    }

    @Test
    void rescheduleMovesEarlierAndLaterAndOrdersAfterEqualTimes() {
        Simulation sim = new Simulation(1);
        Recorder r = new Recorder(sim);
        long a = sim.schedule(5.0, r, 1);
        sim.schedule(3.0, r, 2);
        long c = sim.schedule(1.0, r, 3);
        assertTrue(sim.reschedule(a, 0.5));
        assertTrue(sim.reschedule(c, 3.0)); // same time as tag 2, moved later in sequence
        sim.run(RunLimits.NONE);
        assertEquals(List.of(1, 2, 3), r.tags());
        assertEquals(0.5, r.seen.get(0)[0]);
        assertEquals(3.0, r.seen.get(2)[0]);
    }

    @Test
    void schedulingIntoThePastIsRefused() {
        Simulation sim = new Simulation(1);
        Recorder r = new Recorder(sim);
        sim.schedule(2.0, (tag) -> assertThrows(IllegalArgumentException.class, () -> sim.schedule(1.0, r, 0)), 0);
        sim.run(RunLimits.NONE);
        assertThrows(IllegalArgumentException.class, () -> sim.schedule(Double.NaN, r, 0));
        assertEquals(0, r.seen.size());
    }

    /** Against an independent oracle: sorting all surviving events by (time, last scheduling order). */
    @Test
    void randomMixOfOperationsMatchesASortedList() {
        SplittableRandom rnd = new SplittableRandom(42);
        Simulation sim = new Simulation(1);
        Recorder r = new Recorder(sim);
        int n = 20_000;
        long[] handles = new long[n];
        double[] times = new double[n];
        long[] order = new long[n];
        boolean[] alive = new boolean[n];
        long seq = 0;
        for (int i = 0; i < n; i++) {
            times[i] = Math.floor(rnd.nextDouble() * 1000) / 10; // many ties
            handles[i] = sim.schedule(times[i], r, i);
            order[i] = seq++;
            alive[i] = true;
        }
        for (int k = 0; k < n / 2; k++) {
            int i = rnd.nextInt(n);
            if (rnd.nextBoolean()) {
                assertEquals(alive[i], sim.cancel(handles[i]));
                alive[i] = false;
            } else if (alive[i]) {
                times[i] = Math.floor(rnd.nextDouble() * 1000) / 10;
                assertTrue(sim.reschedule(handles[i], times[i]));
                order[i] = seq++;
            }
        }
        List<Integer> expected = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (alive[i]) {
                expected.add(i);
            }
        }
        expected.sort(Comparator.<Integer>comparingDouble(i -> times[i]).thenComparingLong(i -> order[i]));
        sim.run(RunLimits.NONE);
        assertEquals(expected, r.tags());
    }
}
